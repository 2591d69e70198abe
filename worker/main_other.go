//go:build !(js && wasm)

package main

import (
	"fmt"
	"os"
)

// The worker runs only as WebAssembly inside Cloudflare's runtime: `make worker-dev` builds
// and runs it locally under wrangler.
func main() {
	fmt.Fprintln(os.Stderr, "the worker builds with GOOS=js GOARCH=wasm and runs under wrangler: make worker-dev")
	os.Exit(2)
}
