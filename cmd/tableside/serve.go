//go:build !wasm

package main

import (
	"bytes"
	"context"
	"errors"
	"log"
	"net"
	"net/http"
	"os"
	"os/signal"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"

	"tableside"
	tsapp "tableside/app"
)

func runServe(args []string) error {
	fs := newFlagSet("serve")
	addr := fs.String("addr", "127.0.0.1:8000", "address to listen on")
	root := fs.String("root", ".", "directory that holds web/")
	version := fs.String("version", "", "override the build hash (tests simulate deploys with it)")
	logRequests := fs.Bool("log-requests", false, "log each request's method, path and status")
	var extra listFlag
	fs.Var(&extra, "cache", "extra path for the service worker to cache (repeatable)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	s, err := loadSite(*root, *version, extra)
	if err != nil {
		return err
	}
	tsapp.Register()
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		return err
	}
	h := s.mux()
	if *logRequests {
		h = logged(h)
	}
	srv := &http.Server{Handler: h, ReadHeaderTimeout: 10 * time.Second}
	log.Printf("Tableside %s on http://%s", s.version, ln.Addr())

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	go func() {
		<-ctx.Done()
		shut, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		defer cancel()
		srv.Shutdown(shut)
	}()
	if err := srv.Serve(ln); !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}

// mux puts the manifest, the compressed wasm and the static files in front
// of go-app's Handler, which serves the pages, app.js (patched: loader.go)
// and the worker; every answer carries the security headers (headers.go).
func (s *site) mux() http.Handler {
	h := s.handler()
	mux := http.NewServeMux()
	mux.Handle("/manifest.webmanifest", s.manifestHandler())
	mux.Handle("/manifest.json", s.manifestHandler())
	mux.Handle("/web/app.wasm", s.wasmHandler())
	files := http.FileServer(noDirs{http.Dir(s.root)})
	mux.Handle("/web/", noCache(files))
	mux.Handle("/app.js", appJSHandler(h))
	mux.Handle("/", cleanPages(h))
	return secured(mux)
}

func noCache(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-cache")
		next.ServeHTTP(w, r)
	})
}

// manifestHandler serves manifest.json verbatim: go-app's generated manifest
// has no id and no shortcuts.
func (s *site) manifestHandler() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/manifest+json")
		w.Header().Set("Cache-Control", "no-cache")
		w.Header().Set("ETag", `"`+s.version+`-manifest"`)
		http.ServeContent(w, r, "", time.Time{}, bytes.NewReader(tableside.ManifestJSON))
	})
}

// wasmHandler serves app.wasm precompressed: brotli or gzip when the browser
// accepts it, raw otherwise.
func (s *site) wasmHandler() http.Handler {
	raw := filepath.Join(s.root, "web", "app.wasm")
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		path, enc := raw, "identity"
		for _, e := range []struct{ name, ext string }{{"br", ".br"}, {"gzip", ".gz"}} {
			if acceptsEncoding(r.Header.Get("Accept-Encoding"), e.name) {
				if _, err := os.Stat(raw + e.ext); err == nil {
					path, enc = raw+e.ext, e.name
					break
				}
			}
		}
		f, err := os.Open(path)
		if err != nil {
			http.Error(w, "app.wasm is missing: run make build", http.StatusNotFound)
			return
		}
		defer f.Close()
		st, err := f.Stat()
		if err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
			return
		}
		hdr := w.Header()
		hdr.Set("Content-Type", "application/wasm")
		hdr.Set("Cache-Control", "no-cache")
		hdr.Add("Vary", "Accept-Encoding")
		if enc != "identity" {
			hdr.Set("Content-Encoding", enc)
		}
		hdr.Set("ETag", `"`+s.version+`-`+enc+`"`)
		http.ServeContent(w, r, "", st.ModTime(), f)
	})
}

// acceptsEncoding reports whether an Accept-Encoding header allows coding,
// honouring q=0 and the * wildcard.
func acceptsEncoding(header, coding string) bool {
	star := false
	for _, part := range strings.Split(header, ",") {
		fields := strings.Split(part, ";")
		name := strings.ToLower(strings.TrimSpace(fields[0]))
		q := 1.0
		for _, p := range fields[1:] {
			if v, ok := strings.CutPrefix(strings.TrimSpace(p), "q="); ok {
				if f, err := strconv.ParseFloat(v, 64); err == nil {
					q = f
				}
			}
		}
		switch name {
		case coding:
			return q > 0
		case "*":
			star = q > 0
		}
	}
	return star
}

type statusRecorder struct {
	http.ResponseWriter
	status int
}

func (r *statusRecorder) WriteHeader(code int) {
	r.status = code
	r.ResponseWriter.WriteHeader(code)
}

func logged(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		rec := &statusRecorder{ResponseWriter: w, status: http.StatusOK}
		next.ServeHTTP(rec, r)
		log.Printf("%s %s %d", r.Method, r.URL.Path, rec.status)
	})
}
