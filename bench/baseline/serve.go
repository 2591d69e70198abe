//go:build !wasm

// Package baseline is the server of the bench's baseline apps (bench/minimal, bench/screens).
package baseline

import (
	"crypto/sha256"
	"encoding/hex"
	"flag"
	"log"
	"net"
	"net/http"
	"os"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// Serve serves the app whose routes are registered, from the directory holding web/ (app.wasm,
// app.wasm.br, the icons and any styles). Like Tableside's server, it sends app.wasm.br when the
// browser takes brotli; everything else is go-app's Handler with its default worker. The log line
// "<name> on http://…" tells the bench the address.
func Serve(name string, styles ...string) {
	addr := flag.String("addr", "127.0.0.1:0", "address to listen on")
	flag.Parse()
	raw, err := os.ReadFile("web/app.wasm")
	if err != nil {
		log.Fatal(err)
	}
	sum := sha256.Sum256(raw)
	h := &app.Handler{
		Name:              name,
		Title:             name,
		Icon:              app.Icon{Default: "/web/icon-192.png", Large: "/web/icon-512.png", SVG: "/web/icon.svg"},
		Styles:            styles,
		Version:           hex.EncodeToString(sum[:8]),
		WasmContentLength: strconv.Itoa(len(raw)),
	}
	mux := http.NewServeMux()
	mux.HandleFunc("/web/app.wasm", func(w http.ResponseWriter, r *http.Request) {
		if !strings.Contains(r.Header.Get("Accept-Encoding"), "br") {
			h.ServeHTTP(w, r)
			return
		}
		w.Header().Set("Content-Type", "application/wasm")
		w.Header().Set("Content-Encoding", "br")
		w.Header().Set("Cache-Control", "no-cache")
		w.Header().Set("ETag", `"`+h.Version+`-br"`)
		http.ServeFile(w, r, "web/app.wasm.br")
	})
	mux.Handle("/", h)
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		log.Fatal(err)
	}
	log.Printf("%s on http://%s", strings.ToLower(name), ln.Addr())
	log.Fatal(http.Serve(ln, mux))
}
