//go:build !wasm

package e2e

import (
	"bufio"
	"fmt"
	"io"
	"mime"
	"net/http"
	"net/http/httptest"
	"os"
	"path"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// StaticHost serves a `tableside static` build the way a plain static host does, and Workers
// static assets (the README's free path) in particular, with no Tableside code running:
//
//   - clean addresses: / is index.html, /about is about.html (Cloudflare's default
//     html_handling, "auto-trailing-slash"; its redirects from /about.html are left out);
//   - a missing file gets 404.html with status 404 ("not_found_handling": "404-page");
//   - the build's _headers rules are applied, and the build's .assetsignore patterns,
//     _headers and .assetsignore themselves are never served;
//   - Cloudflare's default Cache-Control and an ETag on every file, and a Content-Type from
//     the file's extension. Files go out uncompressed: the precompressed twins are ignored
//     assets, and compressing on the fly (as Cloudflare does) changes nothing the app sees.
type StaticHost struct {
	URL, Addr string
	dir       string
	headers   []headerRule
	ignore    []string
	srv       *httptest.Server
	mu        sync.Mutex
	log       []string
}

// headerRule is one block of a _headers file: the headers for the paths matching pattern.
type headerRule struct {
	pattern string // "/app-worker.js", or "/*" (a trailing * matches any rest of the path)
	headers [][2]string
}

// StartStaticHost serves dir on a free port of 127.0.0.1 until Stop or the end of the test.
func StartStaticHost(t testing.TB, dir string) *StaticHost {
	t.Helper()
	h := &StaticHost{dir: dir}
	var err error
	if h.headers, err = readHeadersFile(filepath.Join(dir, "_headers")); err != nil {
		t.Fatal(err)
	}
	if h.ignore, err = readIgnoreFile(filepath.Join(dir, ".assetsignore")); err != nil {
		t.Fatal(err)
	}
	h.srv = httptest.NewServer(http.HandlerFunc(h.serve))
	h.URL = h.srv.URL
	h.Addr = h.srv.Listener.Addr().String()
	t.Cleanup(h.Stop)
	return h
}

// Stop closes the host and every open connection, like a site that has gone away (or a
// phone with no signal). Calling it again does nothing.
func (h *StaticHost) Stop() {
	h.srv.CloseClientConnections()
	h.srv.Close()
}

// Log lists the requests served so far, one "GET /path 200" a line.
func (h *StaticHost) Log() string {
	h.mu.Lock()
	defer h.mu.Unlock()
	return strings.Join(h.log, "\n")
}

func (h *StaticHost) serve(w http.ResponseWriter, r *http.Request) {
	file, status := h.resolve(r.URL.Path), http.StatusOK
	if file == "" {
		file, status = "404.html", http.StatusNotFound
	}
	h.mu.Lock()
	h.log = append(h.log, fmt.Sprintf("%s %s %d", r.Method, r.URL.Path, status))
	h.mu.Unlock()

	f, err := os.Open(filepath.Join(h.dir, filepath.FromSlash(file)))
	if err != nil {
		http.Error(w, "not found", http.StatusNotFound)
		return
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	hd := w.Header()
	hd.Set("Content-Type", contentType(file))
	hd.Set("Cache-Control", "public, max-age=0, must-revalidate")
	hd.Set("ETag", fmt.Sprintf(`"%x-%x"`, st.ModTime().UnixNano(), st.Size()))
	h.applyHeaders(hd, r.URL.Path)
	if status != http.StatusOK {
		w.WriteHeader(status)
		io.Copy(w, f)
		return
	}
	http.ServeContent(w, r, "", st.ModTime(), f)
}

// resolve maps a request path to a file of the build, "" when none may be served.
func (h *StaticHost) resolve(urlPath string) string {
	clean := strings.TrimPrefix(path.Clean("/"+urlPath), "/")
	candidates := []string{clean, clean + ".html"}
	if clean == "" {
		candidates = []string{"index.html"}
	}
	for _, c := range candidates {
		if h.ignored(c) {
			continue
		}
		if st, err := os.Stat(filepath.Join(h.dir, filepath.FromSlash(c))); err == nil && !st.IsDir() {
			return c
		}
	}
	return ""
}

// ignored reports whether .assetsignore keeps file (a path relative to the build) from the
// upload; the two hosting files never are uploaded.
func (h *StaticHost) ignored(file string) bool {
	base := path.Base(file)
	if base == "_headers" || base == ".assetsignore" {
		return true
	}
	for _, p := range h.ignore {
		if ok, _ := path.Match(p, base); ok {
			return true
		}
		if ok, _ := path.Match(strings.TrimPrefix(p, "/"), file); ok {
			return true
		}
	}
	return false
}

// applyHeaders sets the headers of every _headers rule matching urlPath: a rule's header
// replaces the host's default, and two rules naming the same header join their values.
func (h *StaticHost) applyHeaders(hd http.Header, urlPath string) {
	fromRules := map[string]bool{}
	for _, rule := range h.headers {
		if !rule.matches(urlPath) {
			continue
		}
		for _, kv := range rule.headers {
			name := http.CanonicalHeaderKey(kv[0])
			if fromRules[name] {
				hd.Set(name, hd.Get(name)+", "+kv[1])
			} else {
				hd.Set(name, kv[1])
				fromRules[name] = true
			}
		}
	}
}

func (r headerRule) matches(urlPath string) bool {
	if prefix, ok := strings.CutSuffix(r.pattern, "*"); ok {
		return strings.HasPrefix(urlPath, prefix)
	}
	return urlPath == r.pattern
}

// readHeadersFile reads Cloudflare's _headers format: a path pattern on its own line, then
// its headers indented, "Name: value"; # starts a comment. A missing file is no rules.
func readHeadersFile(name string) ([]headerRule, error) {
	f, err := os.Open(name)
	if os.IsNotExist(err) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var rules []headerRule
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		trimmed := strings.TrimSpace(line)
		switch {
		case trimmed == "" || strings.HasPrefix(trimmed, "#"):
		case line[0] != ' ' && line[0] != '\t':
			rules = append(rules, headerRule{pattern: trimmed})
		default:
			k, v, ok := strings.Cut(trimmed, ":")
			if !ok || len(rules) == 0 {
				return nil, fmt.Errorf("%s:%d: want an indented \"Name: value\" under a path: %q", name, n, line)
			}
			last := &rules[len(rules)-1]
			last.headers = append(last.headers, [2]string{strings.TrimSpace(k), strings.TrimSpace(v)})
		}
	}
	return rules, sc.Err()
}

// readIgnoreFile reads .assetsignore's patterns, one a line; # starts a comment.
func readIgnoreFile(name string) ([]string, error) {
	data, err := os.ReadFile(name)
	if os.IsNotExist(err) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var out []string
	for _, line := range strings.Split(string(data), "\n") {
		if line = strings.TrimSpace(line); line != "" && !strings.HasPrefix(line, "#") {
			out = append(out, line)
		}
	}
	return out, nil
}

// contentType is the type a static host gives a file by its extension. Go's table lacks the
// web app manifest's.
func contentType(file string) string {
	if strings.HasSuffix(file, ".webmanifest") {
		return "application/manifest+json"
	}
	if t := mime.TypeByExtension(path.Ext(file)); t != "" {
		return t
	}
	return "application/octet-stream"
}
