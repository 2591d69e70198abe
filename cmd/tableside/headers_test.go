//go:build !wasm

package main

import (
	"crypto/sha256"
	"encoding/base64"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	tsapp "tableside/app"
	"tableside/syncapi"
)

var (
	inlineScriptRE = regexp.MustCompile(`(?s)<script>(.*?)</script>`)
	scriptTagRE    = regexp.MustCompile(`<script[^>]*>`)
	inlineStyleRE  = regexp.MustCompile(`\sstyle="`)
	inlineEventRE  = regexp.MustCompile(`\son[a-z]+="`)
)

// Every inline script of every page must be allowed by its hash, since the policy has no
// 'unsafe-inline'; and a page may carry no style attribute or inline event handler, which no
// hash can allow.
func TestCSPAllowsEveryInlineScriptByItsHashAndNothingElseInline(t *testing.T) {
	s := testSite(t)
	mux := s.mux()
	csp := contentSecurityPolicy()
	for _, p := range tsapp.Paths() {
		rec := httptest.NewRecorder()
		mux.ServeHTTP(rec, httptest.NewRequest("GET", p, nil))
		page := rec.Body.String()
		scripts := inlineScriptRE.FindAllStringSubmatch(page, -1)
		if len(scripts) != 1 {
			t.Errorf("%s has %d inline scripts, want the theme script alone", p, len(scripts))
		}
		for _, m := range scripts {
			sum := sha256.Sum256([]byte(m[1]))
			if h := "'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"; !strings.Contains(csp, h) {
				t.Errorf("%s: inline script %.60q… has hash %s, which the CSP does not allow", p, m[1], h)
			}
		}
		for _, tag := range scriptTagRE.FindAllString(page, -1) {
			if tag != "<script>" && !strings.Contains(tag, ` src="/`) {
				t.Errorf("%s: script %s is neither inline nor from this site", p, tag)
			}
		}
		if loc := inlineStyleRE.FindStringIndex(page); loc != nil {
			t.Errorf("%s has a style attribute, which style-src 'self' blocks: %q", p, page[loc[0]:min(loc[1]+60, len(page))])
		}
		if loc := inlineEventRE.FindStringIndex(page); loc != nil {
			t.Errorf("%s has an inline event handler: %q", p, page[loc[0]:min(loc[1]+40, len(page))])
		}
	}
}

// S10 of the security review: the site asks browsers to use HTTPS only, on every page and
// file (the tests below check every answer carries securityHeaders). Failed before: no HSTS.
func TestEveryAnswerAsksForHTTPSOnly(t *testing.T) {
	for _, h := range securityHeaders() {
		if h[0] == "Strict-Transport-Security" {
			if !strings.Contains(h[1], "max-age=31536000") || !strings.Contains(h[1], "includeSubDomains") {
				t.Errorf("HSTS %q: want a year and subdomains", h[1])
			}
			return
		}
	}
	t.Error("no Strict-Transport-Security header")
}

func TestCSPNeedsNoUnsafeInline(t *testing.T) {
	csp := contentSecurityPolicy()
	for _, want := range []string{"script-src 'self' 'wasm-unsafe-eval' 'sha256-", "frame-ancestors 'none'", "object-src 'none'", "connect-src 'self'", "style-src 'self';"} {
		if !strings.Contains(csp, want) {
			t.Errorf("CSP lacks %q: %s", want, csp)
		}
	}
	for _, bad := range []string{"'unsafe-inline'", "'unsafe-eval'", "*", "http:", "https:"} {
		if strings.Contains(strings.ReplaceAll(csp, "'wasm-unsafe-eval'", ""), bad) {
			t.Errorf("CSP allows %s: %s", bad, csp)
		}
	}
}

// The local server sends the same headers as the static build's _headers, on every kind of
// answer: a page, a stylesheet, the scripts, the worker, the wasm, the manifest, a 404.
func TestLocalServerSendsTheSecurityHeadersEverywhere(t *testing.T) {
	s := testSite(t)
	mux := s.mux()
	for _, p := range []string{"/", "/settings", "/rule/revoke", "/web/app.css", "/web/icon.svg", "/app.js", "/wasm_exec.js",
		workerPath, "/web/app.wasm", "/manifest.webmanifest", "/web/nope.css", "/web/"} {
		rec := httptest.NewRecorder()
		mux.ServeHTTP(rec, httptest.NewRequest("GET", p, nil))
		for _, h := range securityHeaders() {
			if got := rec.Header().Get(h[0]); got != h[1] {
				t.Errorf("GET %s (%d): %s = %q, want %q", p, rec.Code, h[0], got, h[1])
			}
		}
	}
	rec := httptest.NewRecorder()
	mux.ServeHTTP(rec, httptest.NewRequest("GET", workerPath, nil))
	if cc := rec.Header().Get("Cache-Control"); cc != "no-cache" {
		t.Errorf("%s Cache-Control = %q, want no-cache", workerPath, cc)
	}
}

func TestLocalServerListsNoDirectory(t *testing.T) {
	s := testSite(t)
	if err := os.MkdirAll(filepath.Join(s.root, "web", "icons"), 0o755); err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(s.root, "web", "icons", "a.png"), []byte("png"), 0o644)
	os.WriteFile(filepath.Join(s.root, "web", "icons", "index.html"), []byte("<p>index</p>"), 0o644)
	mux := s.mux()
	for _, p := range []string{"/web/", "/web/icons/", "/web/icons", "/web//", "/web/./icons/", "/web/icons/../"} {
		rec := httptest.NewRecorder()
		mux.ServeHTTP(rec, httptest.NewRequest("GET", p, nil))
		body := rec.Body.String()
		if rec.Code == http.StatusOK || strings.Contains(body, "app.css") || strings.Contains(body, "a.png") || strings.Contains(body, "index") {
			t.Errorf("GET %s = %d %.80q, want no listing", p, rec.Code, body)
		}
	}
	for _, p := range []string{"/web/app.css", "/web/icons/a.png"} {
		rec := httptest.NewRecorder()
		mux.ServeHTTP(rec, httptest.NewRequest("GET", p, nil))
		if rec.Code != http.StatusOK {
			t.Errorf("GET %s = %d, want the file", p, rec.Code)
		}
	}
}

// The local server has no shared log: /api/* is a JSON 404 the app can read, never a page.
func TestLocalServerAnswersTheAPIWithJSON404(t *testing.T) {
	s := testSite(t)
	for _, p := range []string{syncapi.PathJoin, syncapi.PathPull + "?since=0", "/api", "/api/anything"} {
		rec := httptest.NewRecorder()
		s.mux().ServeHTTP(rec, httptest.NewRequest("POST", p, strings.NewReader("{}")))
		if rec.Code != http.StatusNotFound || rec.Header().Get("Content-Type") != "application/json; charset=utf-8" ||
			rec.Header().Get("Cache-Control") != "no-store" || !strings.HasPrefix(rec.Body.String(), `{"error":"`) {
			t.Errorf("POST %s = %d %v %q", p, rec.Code, rec.Header(), rec.Body)
		}
	}
}

// parseHeadersFile reads Cloudflare's _headers format: a path line, then indented
// "Name: value" lines.
func parseHeadersFile(t *testing.T, text string) map[string]map[string]string {
	t.Helper()
	rules := map[string]map[string]string{}
	var cur map[string]string
	for i, line := range strings.Split(text, "\n") {
		switch {
		case strings.TrimSpace(line) == "" || strings.HasPrefix(line, "#"):
		case !strings.HasPrefix(line, " "):
			cur = map[string]string{}
			rules[line] = cur
		case cur == nil:
			t.Fatalf("_headers line %d: a header before any path", i+1)
		default:
			k, v, ok := strings.Cut(strings.TrimSpace(line), ": ")
			if !ok {
				t.Fatalf("_headers line %d: %q is not Name: value", i+1, line)
			}
			cur[k] = v
		}
	}
	return rules
}

func TestStaticBuildCarriesTheSameHeaders(t *testing.T) {
	s := testSite(t)
	out := t.TempDir()
	if err := s.generate(out); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(filepath.Join(out, "_headers"))
	if err != nil {
		t.Fatal(err)
	}
	rules := parseHeadersFile(t, string(data))
	if len(rules) != 2 {
		t.Errorf("_headers has rules for %d paths, want /* and %s", len(rules), workerPath)
	}
	for _, h := range securityHeaders() {
		if got := rules["/*"][h[0]]; got != h[1] {
			t.Errorf("_headers /*: %s = %q, want %q", h[0], got, h[1])
		}
	}
	if got := rules[workerPath]["Cache-Control"]; got != "no-cache" {
		t.Errorf("_headers %s: Cache-Control = %q", workerPath, got)
	}
	ignore, _ := os.ReadFile(filepath.Join(out, ".assetsignore"))
	for _, want := range []string{"*.br", "*.gz", "_headers"} {
		if !strings.Contains(string(ignore), "\n"+want+"\n") {
			t.Errorf(".assetsignore lacks %s", want)
		}
	}
	nf, err := os.ReadFile(filepath.Join(out, "404.html"))
	if err != nil || strings.Contains(string(nf), "<script") || !strings.Contains(string(nf), `href="/"`) {
		t.Errorf("404.html: %v %q", err, nf)
	}
}

func TestEveryAPIPathIsUnderAPI(t *testing.T) {
	for _, p := range []string{syncapi.PathHealth, syncapi.PathClubs, syncapi.PathJoinCode, syncapi.PathJoin, syncapi.PathLeave,
		syncapi.PathDevices, syncapi.PathRevoke, syncapi.PathPush, syncapi.PathPull, syncapi.PathVersions} {
		if !strings.HasPrefix(p, "/api/") {
			t.Errorf("%s is outside /api/: wrangler.jsonc routes only /api/* to the worker", p)
		}
	}
}

// The service worker leaves the club's API to the network: a pull is never answered from a
// cache, and offline shows as offline.
func TestWorkerLeavesTheAPIToTheNetwork(t *testing.T) {
	s := testSite(t)
	rec := httptest.NewRecorder()
	s.mux().ServeHTTP(rec, httptest.NewRequest("GET", workerPath, nil))
	if !strings.Contains(rec.Body.String(), `new URL(event.request.url).pathname.startsWith("/api/")) {
    return;`) {
		t.Error("app-worker.js answers /api/* requests")
	}
}
