//go:build !wasm

package main

import (
	"crypto/sha256"
	"encoding/base64"
	"fmt"
	"io/fs"
	"net/http"
	"os"
	"path/filepath"
	"strings"

	tsapp "tableside/app"
)

// The security headers are written once, here, and used twice: by the local server on every
// response, and in the static build's _headers file, which Workers static assets apply (but
// not to the API's answers: the worker sets its own).

// contentSecurityPolicy allows the site's own files only. 'wasm-unsafe-eval' lets the browser
// compile app.wasm (without it, instantiateStreaming is blocked); the one inline script, the
// theme applied before the first paint, is allowed by its hash, so 'unsafe-inline' is not
// needed. The app sets no style attributes (classes only), so style-src has no
// 'unsafe-inline' either. connect-src 'self' covers the club's API on /api/*.
func contentSecurityPolicy() string {
	return strings.Join([]string{
		"default-src 'self'",
		"script-src 'self' 'wasm-unsafe-eval' " + scriptHash(tsapp.PrefsHeadScript),
		"style-src 'self'",
		"img-src 'self' data:",
		"connect-src 'self'",
		"manifest-src 'self'",
		"worker-src 'self'",
		"object-src 'none'",
		"base-uri 'self'",
		"frame-ancestors 'none'",
		"form-action 'self'",
	}, "; ")
}

// scriptHash is the CSP source for an inline <script>…</script>: the SHA-256 of its text.
func scriptHash(tag string) string {
	body := strings.TrimSuffix(strings.TrimPrefix(tag, "<script>"), "</script>")
	if body == tag || strings.Contains(body, "<script") {
		panic("scriptHash: not one plain <script>…</script>: " + tag)
	}
	sum := sha256.Sum256([]byte(body))
	return "'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"
}

// securityHeaders are the headers of every page and file, in a fixed order.
func securityHeaders() [][2]string {
	return [][2]string{
		{"Content-Security-Policy", contentSecurityPolicy()},
		{"X-Content-Type-Options", "nosniff"},
		{"X-Frame-Options", "DENY"}, // frame-ancestors, for browsers without CSP level 2
		{"Referrer-Policy", "no-referrer"},
		{"Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=()"},
		{"Cross-Origin-Opener-Policy", "same-origin"},
		// HTTPS only, for a year, subdomains too: *.workers.dev is preloaded as HSTS by its
		// top-level domain, a club's own domain is not. Browsers ignore it on http://localhost.
		{"Strict-Transport-Security", "max-age=31536000; includeSubDomains"},
	}
}

// workerPath is the service worker's script: browsers must always revalidate it, or a new
// version could wait for the HTTP cache to expire.
const workerPath = "/app-worker.js"

// headersFile is the static build's _headers (Cloudflare's format): the security headers on
// every path, and no-cache on the service worker.
func headersFile() string {
	var b strings.Builder
	b.WriteString("# Written by `tableside static` from cmd/tableside/headers.go: edit that, not this.\n/*\n")
	for _, h := range securityHeaders() {
		fmt.Fprintf(&b, "  %s: %s\n", h[0], h[1])
	}
	fmt.Fprintf(&b, "%s\n  Cache-Control: no-cache\n", workerPath)
	return b.String()
}

// assetsIgnore keeps files out of the Workers assets upload: the precompressed wasm twins
// (Cloudflare compresses on the fly) and the _headers file itself.
const assetsIgnore = "# Written by `tableside static`: files Workers static assets must not serve.\n*.br\n*.gz\n_headers\n"

// notFoundPage is 404.html, which Workers assets serve for unknown paths
// ("not_found_handling": "404-page") without starting the worker. Plain HTML, no script.
const notFoundPage = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Not found · Tableside</title>
    <link href="/web/app.css" type="text/css" rel="stylesheet">
  </head>
  <body>
    <main id="main" class="content">
      <h1 class="page-title">This page does not exist</h1>
      <p><a class="button button-primary" href="/">Open Tableside</a></p>
    </main>
  </body>
</html>
`

// writeHostingFiles adds _headers, .assetsignore and 404.html to a static build.
func writeHostingFiles(out string) error {
	for name, data := range map[string]string{
		"_headers":      headersFile(),
		".assetsignore": assetsIgnore,
		"404.html":      notFoundPage,
	} {
		if err := os.WriteFile(filepath.Join(out, name), []byte(data), 0o644); err != nil {
			return err
		}
	}
	return nil
}

// secured sets the security headers on every response of the local server, no-cache on the
// service worker, and answers /api/* itself: the local server has no shared log, and must not
// hand the app a page where it expects JSON.
func secured(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		for _, kv := range securityHeaders() {
			h.Set(kv[0], kv[1])
		}
		if r.URL.Path == workerPath {
			h.Set("Cache-Control", "no-cache")
		}
		if r.URL.Path == "/api" || strings.HasPrefix(r.URL.Path, "/api/") {
			h.Set("Content-Type", "application/json; charset=utf-8")
			h.Set("Cache-Control", "no-store")
			w.WriteHeader(http.StatusNotFound)
			fmt.Fprintf(w, `{"error":%q}`, "this copy of Tableside runs without a shared log: share the log from the club's hosted copy")
			return
		}
		next.ServeHTTP(w, r)
	})
}

// noDirs is a file system that has files only: a directory is "not found", so the file
// server lists no directory and serves no index.html from one.
type noDirs struct{ http.FileSystem }

func (n noDirs) Open(name string) (http.File, error) {
	f, err := n.FileSystem.Open(name)
	if err != nil {
		return nil, err
	}
	st, err := f.Stat()
	if err != nil || st.IsDir() {
		f.Close()
		return nil, fs.ErrNotExist
	}
	return f, nil
}
