//go:build !wasm

package main

import (
	"bytes"
	"errors"
	"net/http"
	"net/http/httptest"
	"os"
	"strconv"
)

// go-app's app.js hands app.wasm to the compiler through fetchWithProgress: a JavaScript
// stream that reads the whole file (12.8 MB raw) a chunk at a time, on the page's main thread,
// only to update the loader's percentage. When the page runs under the service worker the
// file comes from its cache, so there is no download to show: Tableside streams the response
// straight into WebAssembly.instantiateStreaming instead. A first visit, over the network,
// keeps go-app's percentage.

// loaderCall is go-app's call (v10.1.11) that wasmFromCache replaces.
const loaderCall = `fetchWithProgress("/web/app.wasm", showProgress)`

// wasmFromCache is appended to app.js; a function declaration, so it is defined before app.js's
// first line calls go-app's loader.
const wasmFromCache = `
// Tableside: under the service worker app.wasm comes from its cache, so it goes straight to the
// compiler; only a download over the network shows its percentage.
function tablesideFetchWasm(url, showProgress) {
  if (navigator.serviceWorker && navigator.serviceWorker.controller) {
    document.getElementById("app-wasm-loader-label").innerText = "Loading…";
    return fetch(url);
  }
  return fetchWithProgress(url, showProgress);
}
`

// patchAppJS rewrites go-app's app.js to load app.wasm with tablesideFetchWasm. It fails if
// go-app's call is not there exactly once: a go-app upgrade must be re-checked by hand.
func patchAppJS(js []byte) ([]byte, error) {
	if bytes.Count(js, []byte(loaderCall)) != 1 {
		return nil, errors.New("go-app's app.js no longer loads app.wasm with " + loaderCall + ": re-check cmd/tableside/loader.go")
	}
	js = bytes.Replace(js, []byte(loaderCall), []byte(`tablesideFetchWasm("/web/app.wasm", showProgress)`), 1)
	return append(js, wasmFromCache...), nil
}

// appJSHandler serves go-app's app.js, patched.
func appJSHandler(goApp http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		rec := httptest.NewRecorder()
		goApp.ServeHTTP(rec, r)
		if rec.Code != http.StatusOK {
			http.Error(w, "app.js: go-app answered "+http.StatusText(rec.Code), rec.Code)
			return
		}
		js, err := patchAppJS(rec.Body.Bytes())
		if err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
			return
		}
		w.Header().Set("Content-Type", rec.Header().Get("Content-Type"))
		w.Header().Set("Content-Length", strconv.Itoa(len(js)))
		w.Write(js)
	})
}

// patchAppJSFile patches the static site's app.js in place.
func patchAppJSFile(path string) error {
	js, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	if js, err = patchAppJS(js); err != nil {
		return err
	}
	return os.WriteFile(path, js, 0o644)
}
