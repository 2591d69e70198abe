//go:build !(js && wasm)

package e2e

import (
	"io"
	"net/http"
	"strings"
	"testing"
)

func fetch(t *testing.T, url string, header map[string]string) (*http.Response, string) {
	t.Helper()
	req, _ := http.NewRequest("GET", url, nil)
	for k, v := range header {
		req.Header.Set(k, v)
	}
	resp, err := http.DefaultTransport.RoundTrip(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp, string(b)
}

// What Workers static assets make of the static build: _headers applied to every page and
// file, the service worker never cached, the precompressed twins and _headers not served,
// unknown paths answered by 404.html without the Go worker; and the API with its own headers.
func TestAssetsCarryTheSecurityHeaders(t *testing.T) {
	w := need(t)
	for _, p := range []string{"/", "/settings", "/rule/revoke", "/web/app.css", "/app.js", "/app-worker.js", "/manifest.webmanifest", "/web/app.wasm"} {
		resp, _ := fetch(t, w.URL+p, nil)
		if resp.StatusCode != 200 {
			t.Errorf("GET %s = %d", p, resp.StatusCode)
			continue
		}
		csp := resp.Header.Get("Content-Security-Policy")
		if !strings.Contains(csp, "'wasm-unsafe-eval'") || !strings.Contains(csp, "'sha256-") || strings.Contains(csp, "'unsafe-inline'") ||
			!strings.Contains(csp, "frame-ancestors 'none'") {
			t.Errorf("GET %s: CSP %q", p, csp)
		}
		for k, want := range map[string]string{"X-Content-Type-Options": "nosniff", "Referrer-Policy": "no-referrer", "X-Frame-Options": "DENY",
			"Strict-Transport-Security": "max-age=31536000; includeSubDomains"} {
			if got := resp.Header.Get(k); got != want {
				t.Errorf("GET %s: %s = %q, want %q", p, k, got, want)
			}
		}
	}
	if resp, _ := fetch(t, w.URL+"/app-worker.js", nil); resp.Header.Get("Cache-Control") != "no-cache" {
		t.Errorf("/app-worker.js Cache-Control = %q", resp.Header.Get("Cache-Control"))
	}
	for _, p := range []string{"/web/app.wasm.br", "/web/app.wasm.gz", "/_headers", "/.assetsignore"} {
		if resp, _ := fetch(t, w.URL+p, nil); resp.StatusCode != http.StatusNotFound {
			t.Errorf("GET %s = %d, want 404", p, resp.StatusCode)
		}
	}
	resp, body := fetch(t, w.URL+"/no-such-page", map[string]string{"Sec-Fetch-Mode": "navigate", "Accept": "text/html"})
	if resp.StatusCode != http.StatusNotFound || !strings.Contains(body, "This page does not exist") {
		t.Errorf("an unknown page = %d %.100q, want 404.html", resp.StatusCode, body)
	}
	resp, body = fetch(t, w.URL+"/api/health", nil)
	if resp.Header.Get("Cache-Control") != "no-store" || resp.Header.Get("Content-Security-Policy") != "default-src 'none'; frame-ancestors 'none'" || body != `{"ok":true}` {
		t.Errorf("/api/health: %v %q", resp.Header, body)
	}
	if resp, body := fetch(t, w.URL+"/api/nope", nil); resp.StatusCode != 404 || !strings.HasPrefix(body, `{"error":`) {
		t.Errorf("/api/nope = %d %q, want the worker's JSON 404", resp.StatusCode, body)
	}
}
