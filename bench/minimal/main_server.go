//go:build !wasm

package main

import "tableside/bench/baseline"

func main() {
	route()
	baseline.Serve("Minimal")
}
