//go:build !wasm

// Command idbcheck runs the hand records' IndexedDB backend in a real browser; its test
// (idbcheck_test.go) builds it for WebAssembly and drives it in Chromium.
package main

import "fmt"

func main() { fmt.Println("idbcheck runs in a browser: see idbcheck_test.go") }
