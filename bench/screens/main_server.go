//go:build !wasm

package main

import "tableside/bench/baseline"

// The server's directory holds web/app.css (Tableside's stylesheet) and web/screens.json.
func main() {
	route()
	baseline.Serve("Screens", "/web/app.css")
}
