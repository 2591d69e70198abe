//go:build !wasm

package main

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"

	"tableside"
	tsapp "tableside/app"
)

func TestMain(m *testing.M) {
	tsapp.Register()
	os.Exit(m.Run())
}

// testSite builds a site over a temporary web/ holding a stand-in wasm and
// the real static files.
func testSite(t *testing.T) *site {
	t.Helper()
	root := t.TempDir()
	if err := copyDir(filepath.Join("..", "..", "web"), filepath.Join(root, "web")); err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{"app.wasm", "app.wasm.br", "app.wasm.gz"} {
		os.Remove(filepath.Join(root, "web", f))
	}
	if err := os.WriteFile(filepath.Join(root, "web", "app.wasm"), []byte("\x00asm stand-in"), 0o644); err != nil {
		t.Fatal(err)
	}
	s, err := loadSite(root, "", nil)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func workerCacheList(t *testing.T, h http.Handler) []string {
	t.Helper()
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("GET", "/app-worker.js", nil))
	m := regexp.MustCompile(`const resourcesToCache = (\[.*?\]);`).FindSubmatch(rec.Body.Bytes())
	if m == nil {
		t.Fatalf("no cache list in app-worker.js:\n%s", rec.Body.String())
	}
	var list []string
	if err := json.Unmarshal(m[1], &list); err != nil {
		t.Fatal(err)
	}
	return list
}

// The one route table must agree with the router, the worker's cache list
// and the static site.
func TestRouteTableAgreesWithRouterCacheAndStaticSite(t *testing.T) {
	s := testSite(t)
	mux := s.mux()
	cached := map[string]bool{}
	for _, p := range workerCacheList(t, mux) {
		cached[p] = true
	}
	out := t.TempDir()
	if err := s.generate(out); err != nil {
		t.Fatal(err)
	}
	for _, p := range tsapp.Paths() {
		t.Run(p, func(t *testing.T) {
			rec := httptest.NewRecorder()
			mux.ServeHTTP(rec, httptest.NewRequest("GET", p, nil))
			if rec.Code != 200 || !strings.Contains(rec.Body.String(), `class="shell"`) {
				t.Errorf("GET %s = %d, want the pre-rendered page", p, rec.Code)
			}
			if !cached[p] {
				t.Errorf("%s is not in the service worker's cache list", p)
			}
			file := "index.html"
			if p != "/" {
				file = strings.TrimPrefix(p, "/") + ".html"
			}
			if _, err := os.Stat(filepath.Join(out, file)); err != nil {
				t.Errorf("static site lacks %s: %v", file, err)
			}
		})
	}
	for _, f := range s.staticFiles {
		if !cached[f] {
			t.Errorf("static file %s is not cached", f)
		}
	}
	if b, err := os.ReadFile(filepath.Join(out, "manifest.webmanifest")); err != nil || string(b) != string(tableside.ManifestJSON) {
		t.Errorf("static manifest.webmanifest is not manifest.json (err %v)", err)
	}
	if _, err := os.Stat(filepath.Join(out, "web", "app.wasm")); err != nil {
		t.Errorf("static site lacks web/app.wasm: %v", err)
	}
}

func TestEveryManifestShortcutIsARoute(t *testing.T) {
	paths := map[string]bool{}
	for _, p := range tsapp.Paths() {
		paths[p] = true
	}
	for _, sc := range tableside.Manifest.Shortcuts {
		if !paths[sc.URL] {
			t.Errorf("shortcut %q points at %s, which no route serves", sc.Name, sc.URL)
		}
	}
}

func TestVersionIsAHashOfTheBuildAndNeverEmpty(t *testing.T) {
	s := testSite(t)
	if len(s.version) != 16 {
		t.Fatalf("version = %q", s.version)
	}
	wasm := filepath.Join(s.root, "web", "app.wasm")
	os.WriteFile(wasm, []byte("\x00asm another build"), 0o644)
	s2, err := loadSite(s.root, "", nil)
	if err != nil {
		t.Fatal(err)
	}
	if s2.version == s.version {
		t.Error("a different wasm kept the same version")
	}
	h := s2.handler()
	if h.Version != s2.version || h.WasmContentLength != "18" {
		t.Errorf("handler Version=%q WasmContentLength=%q", h.Version, h.WasmContentLength)
	}
	os.Remove(wasm)
	if _, err := loadSite(s.root, "", nil); err == nil || !strings.Contains(err.Error(), "make build") {
		t.Errorf("missing wasm: err = %v, want a hint to run make build", err)
	}
}

func TestWorkerTemplateWaitsAndFallsBack(t *testing.T) {
	s := testSite(t)
	rec := httptest.NewRecorder()
	s.mux().ServeHTTP(rec, httptest.NewRequest("GET", "/app-worker.js", nil))
	body := rec.Body.String()
	for _, want := range []string{
		`self.addEventListener("install", (event) => {
  event.waitUntil(`,
		`self.addEventListener("activate", (event) => {
  event.waitUntil(`,
		`caches.match(navigate ? pageKey(request.url) : request)`,
		`caches.match("/")`,
		`self.addEventListener("push"`,
		`"app-" + "` + s.version + `"`,
	} {
		if !strings.Contains(body, want) {
			t.Errorf("app-worker.js lacks %q", want)
		}
	}
}

func TestAcceptsEncoding(t *testing.T) {
	for _, tc := range []struct {
		header, coding string
		want           bool
	}{
		{"br", "br", true},
		{"gzip, deflate, br", "br", true},
		{"gzip", "br", false},
		{"br;q=0", "br", false},
		{"BR;q=0.5", "br", true},
		{"*", "gzip", true},
		{"*;q=0", "gzip", false},
		{"", "gzip", false},
	} {
		if got := acceptsEncoding(tc.header, tc.coding); got != tc.want {
			t.Errorf("acceptsEncoding(%q, %q) = %v", tc.header, tc.coding, got)
		}
	}
}

func TestManifestHandlerServesTheFileVerbatim(t *testing.T) {
	s := testSite(t)
	rec := httptest.NewRecorder()
	s.mux().ServeHTTP(rec, httptest.NewRequest("GET", "/manifest.webmanifest", nil))
	body, _ := io.ReadAll(rec.Body)
	if string(body) != string(tableside.ManifestJSON) {
		t.Error("served manifest differs from manifest.json")
	}
}

// A reference page carries its text in the server's HTML and in the static site, so a deep
// link shows it before the wasm starts and offline; the text itself stays in web/, where the
// worker caches it like any other file.
func TestReferencePagesArePreRenderedWithTheirText(t *testing.T) {
	s := testSite(t)
	mux := s.mux()
	cached := map[string]bool{}
	for _, p := range workerCacheList(t, mux) {
		cached[p] = true
	}
	out := t.TempDir()
	if err := s.generate(out); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ path, doc, want string }{
		{"/reference/laws", "laws", `<section id="law-64" class="law">`},
		{"/reference/laws", "laws", `<a href="/rule/revoke">Revoke</a>`},
		{"/reference/movements", "movements", `<section id="arrow-switch">`},
		{"/reference/alerts", "alerts", `<section id="abf">`},
	} {
		rec := httptest.NewRecorder()
		mux.ServeHTTP(rec, httptest.NewRequest("GET", tc.path, nil))
		if !strings.Contains(rec.Body.String(), tc.want) || !strings.Contains(rec.Body.String(), `data-doc="`+tc.doc+`"`) {
			t.Errorf("GET %s lacks %s", tc.path, tc.want)
		}
		b, err := os.ReadFile(filepath.Join(out, strings.TrimPrefix(tc.path, "/")+".html"))
		if err != nil || !strings.Contains(string(b), tc.want) {
			t.Errorf("static %s.html lacks %s (err %v)", tc.path, tc.want, err)
		}
		if f := "/web/reference/" + tc.doc + ".html"; !cached[f] {
			t.Errorf("%s is not in the worker's cache list", f)
		}
	}
	rec := httptest.NewRecorder()
	mux.ServeHTTP(rec, httptest.NewRequest("GET", "/reference", nil))
	if !strings.Contains(rec.Body.String(), `href="/reference/dummy"`) {
		t.Error("/reference does not list the pages")
	}
	// The server renders pages in many goroutines at once (go test -race checks it).
	var wg sync.WaitGroup
	for i := 0; i < 8; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			rec := httptest.NewRecorder()
			mux.ServeHTTP(rec, httptest.NewRequest("GET", "/reference/played-card", nil))
			if !strings.Contains(rec.Body.String(), `id="dummy-named"`) {
				t.Error("a page rendered alongside others lacks its text")
			}
		}()
	}
	wg.Wait()
}

// The worker installs only if every file on its list is fetched with 200: one redirect or
// 404 (a fragment named index.html is redirected to its folder) and the app never works
// offline.
func TestEveryFileTheWorkerCachesIsServedWith200(t *testing.T) {
	mux := testSite(t).mux()
	for _, p := range workerCacheList(t, mux) {
		rec := httptest.NewRecorder()
		mux.ServeHTTP(rec, httptest.NewRequest("GET", p, nil))
		if rec.Code != http.StatusOK {
			t.Errorf("GET %s: %d, want 200 (the worker's install would fail)", p, rec.Code)
		}
	}
}
