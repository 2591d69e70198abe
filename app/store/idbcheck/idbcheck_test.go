//go:build !wasm

package main

import (
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"tableside/e2e"
)

// TestHandRecordsInIndexedDB runs main_wasm.go in Chromium against the browser's real
// IndexedDB: save, refuse without confirmation, replace, read a board, export, delete, save
// again, then reload the page and read what was left. Beside it lies a log database as the
// app's version 2 left it, which must open afterwards with its version and ruling unchanged.
func TestHandRecordsInIndexedDB(t *testing.T) {
	srv, b := serveCheck(t)
	defer srv.Close()

	run := func(phase string) {
		t.Helper()
		if err := b.Run(t, 30*time.Second, navigate(srv.URL+"/?phase="+phase)); err != nil {
			t.Fatal(err)
		}
		b.Eval(t, `window.run(), true`, new(bool))
		if err := b.WaitTrue(t, `!!(window.idbCheck && window.idbCheck.done)`, 60*time.Second); err != nil {
			t.Fatalf("phase %s never finished: %v", phase, err)
		}
		var failures []string
		b.Eval(t, `window.idbCheck.failures || []`, &failures)
		for _, f := range failures {
			t.Errorf("phase %s: %s", phase, f)
		}
	}

	if err := b.Run(t, 30*time.Second, navigate(srv.URL+"/")); err != nil {
		t.Fatal(err)
	}
	var stored int
	b.Eval(t, `new Promise((ok, bad) => {
  const r = indexedDB.open("tableside", 2);
  r.onupgradeneeded = () => { for (const s of ["rulings", "sync"]) r.result.createObjectStore(s, {keyPath: "id"}); };
  r.onerror = () => bad(r.error);
  r.onsuccess = () => { const db = r.result; const tx = db.transaction("rulings", "readwrite");
    tx.objectStore("rulings").put({id: "old-1", json: "{\"v\":1}"});
    tx.oncomplete = () => { db.close(); ok(1); }; tx.onabort = () => bad(tx.error); };
})`, &stored)

	run("1")
	run("2")

	var log struct {
		Version int
		Count   int
	}
	b.Eval(t, `new Promise((ok, bad) => { const r = indexedDB.open("tableside"); r.onerror = () => bad(r.error);
  r.onsuccess = () => { const db = r.result; const c = db.transaction("rulings").objectStore("rulings").count();
    c.onsuccess = () => { ok({Version: db.version, Count: c.result}); db.close(); }; }; })`, &log)
	if log.Version != 2 || log.Count != 1 {
		t.Errorf("the log database afterwards: version %d with %d rulings; want version 2 with 1", log.Version, log.Count)
	}
	var names []string
	b.Eval(t, `indexedDB.databases().then(l => l.map(d => d.name).sort())`, &names)
	if strings.Join(names, ",") != "tableside,tableside-hands-check" {
		t.Errorf("databases %q", names)
	}
}

// serveCheck builds the check for wasm, serves it on a page that runs it when told
// (window.run), and opens Chromium.
func serveCheck(t *testing.T) (*httptest.Server, *e2e.Browser) {
	t.Helper()
	if testing.Short() {
		t.Skip("needs Chromium")
	}
	if e2e.ChromiumPath() == "" {
		t.Skip("Chromium not found (apt-get install -y chromium)")
	}
	dir := t.TempDir()
	build := exec.Command("go", "build", "-o", filepath.Join(dir, "check.wasm"), ".")
	build.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("building the check for wasm: %v\n%s", err, out)
	}
	mux := http.NewServeMux()
	mux.HandleFunc("/wasm_exec.js", func(w http.ResponseWriter, r *http.Request) {
		http.ServeFile(w, r, filepath.Join(runtime.GOROOT(), "lib", "wasm", "wasm_exec.js"))
	})
	mux.HandleFunc("/check.wasm", func(w http.ResponseWriter, r *http.Request) {
		http.ServeFile(w, r, filepath.Join(dir, "check.wasm"))
	})
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		w.Write([]byte(`<!doctype html><script src="/wasm_exec.js"></script><script>
window.run = () => { const go = new Go();
  WebAssembly.instantiateStreaming(fetch("/check.wasm"), go.importObject).then(r => go.run(r.instance)); };
</script>`))
	})
	return httptest.NewServer(mux), e2e.NewBrowser(t, t.TempDir())
}

func navigate(url string) chromedp.Action { return chromedp.Navigate(url) }
