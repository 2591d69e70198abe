//go:build !wasm

package e2e

import (
	"testing"

	"tableside/engine/catalog"
	"tableside/engine/ruling"
)

func skipShort(t *testing.T) {
	t.Helper()
	if testing.Short() {
		t.Skip("end-to-end test: run without -short (make e2e)")
	}
}

// startApp is the usual start of a test: a server, a browser on a fresh profile, and the page
// at path loaded.
func startApp(t *testing.T, path string) (*Server, *Browser) {
	t.Helper()
	skipShort(t)
	srv := StartServer(t, ServerOptions{})
	b := NewBrowser(t, t.TempDir())
	b.Load(t, srv.URL+path)
	return srv, b
}

// flows is every registered flow, failing the test if there are none, so that a loop over
// them cannot pass by doing nothing.
func flows(t *testing.T) []*ruling.Flow {
	t.Helper()
	fs := catalog.Flows()
	if len(fs) == 0 {
		t.Fatal("no ruling flows are registered")
	}
	return fs
}
