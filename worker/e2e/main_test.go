//go:build !(js && wasm)

package e2e

import (
	"errors"
	"fmt"
	"os"
	"testing"
	"time"
)

// wr is the one `wrangler dev` every test of this package uses (each API scenario makes its
// own club, the browser test too), so the worker is built and started once per run.
var (
	wr      *Wrangler
	wrErr   error
	started time.Time
)

func TestMain(m *testing.M) {
	short := false
	for _, a := range os.Args[1:] {
		if a == "-test.short=true" || a == "-test.short" {
			short = true
		}
	}
	var tmp string
	if !short {
		var err error
		tmp, err = os.MkdirTemp("", "tableside-wrangler-")
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		started = time.Now()
		wr, wrErr = StartWrangler(tmp)
		if wrErr == nil {
			fmt.Printf("wrangler dev on %s: migrations %s, ready %s\n", wr.URL,
				wr.Timings["migrate"].Round(100*time.Millisecond), wr.Timings["ready"].Round(100*time.Millisecond))
		}
	}
	code := m.Run()
	if wr != nil {
		if code != 0 || os.Getenv("TABLESIDE_WRANGLER_LOG") != "" {
			fmt.Println("---- wrangler dev output ----\n" + wr.Log())
		}
		wr.Stop()
	}
	if tmp != "" {
		os.RemoveAll(tmp)
	}
	os.Exit(code)
}

// need returns the running wrangler or ends the test: skipped with -short, skipped when
// wrangler or the site is not installed outside CI, failed otherwise.
func need(t *testing.T) *Wrangler {
	t.Helper()
	switch {
	case testing.Short():
		t.Skip("end-to-end: runs without -short (make worker-e2e)")
	case errors.Is(wrErr, ErrNotInstalled) && os.Getenv("CI") == "":
		t.Skipf("%v", wrErr)
	case wrErr != nil:
		t.Fatalf("starting wrangler dev: %v", wrErr)
	}
	return wr
}
