//go:build !wasm

package main

import (
	"bytes"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

const patchedCall = `tablesideFetchWasm("/web/app.wasm", showProgress)`

// The local server and the static site both serve app.js with go-app's wasm loading call
// replaced, once, by Tableside's; if a go-app upgrade moves the call, this fails.
func TestAppJSLoadsTheCachedWasmStraight(t *testing.T) {
	s := testSite(t)
	rec := httptest.NewRecorder()
	s.mux().ServeHTTP(rec, httptest.NewRequest("GET", "/app.js", nil))
	served := rec.Body.Bytes()
	if rec.Code != 200 {
		t.Fatalf("GET /app.js = %d: %s", rec.Code, served)
	}
	if n := bytes.Count(served, []byte(patchedCall)); n != 1 {
		t.Errorf("app.js calls tablesideFetchWasm %d times, want 1", n)
	}
	if bytes.Contains(served, []byte(loaderCall)) {
		t.Errorf("app.js still calls go-app's %s", loaderCall)
	}
	for _, want := range []string{"function tablesideFetchWasm(", "navigator.serviceWorker.controller", "return fetch(url);", "return fetchWithProgress(url, showProgress);"} {
		if !strings.Contains(string(served), want) {
			t.Errorf("app.js lacks %q", want)
		}
	}
	if got := rec.Header().Get("Content-Length"); got != strconv.Itoa(len(served)) {
		t.Errorf("Content-Length %s, body %d bytes", got, len(served))
	}
	if ct := rec.Header().Get("Content-Type"); !strings.Contains(ct, "javascript") {
		t.Errorf("Content-Type %q", ct)
	}

	out := t.TempDir()
	if err := s.generate(out); err != nil {
		t.Fatal(err)
	}
	static, err := os.ReadFile(filepath.Join(out, "app.js"))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(static, served) {
		t.Error("the static site's app.js differs from the one the server serves")
	}
}

func TestPatchAppJSRefusesAnUnknownLoader(t *testing.T) {
	for name, js := range map[string]string{
		"no call":   `goappInitWebAssembly(); fetch("/web/app.wasm");`,
		"two calls": loaderCall + ";" + loaderCall,
	} {
		if _, err := patchAppJS([]byte(js)); err == nil || !strings.Contains(err.Error(), "re-check cmd/tableside/loader.go") {
			t.Errorf("%s: err = %v, want a re-check error", name, err)
		}
	}
	got, err := patchAppJS([]byte("a(" + loaderCall + ");"))
	if err != nil || !strings.HasPrefix(string(got), "a("+patchedCall+");") || !strings.HasSuffix(string(got), wasmFromCache) {
		t.Errorf("patchAppJS = %q, %v", got, err)
	}
}
