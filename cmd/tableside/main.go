//go:build !wasm

// Command tableside serves the app locally, generates the static site and
// precompresses the wasm.
//
//	tableside serve    [-addr 127.0.0.1:8000] [-root .] [-version V] [-cache PATH]...
//	tableside static   [-root .] DIR
//	tableside compress FILE...
package main

import (
	"flag"
	"fmt"
	"os"
	"strings"
)

const usage = `usage:
  tableside serve    [-addr 127.0.0.1:8000] [-root DIR] [-version V] [-cache PATH]...
  tableside static   [-root DIR] OUTDIR
  tableside compress [-brotli-level 11] FILE...   (writes FILE.br and FILE.gz)
`

func main() {
	if len(os.Args) < 2 {
		fmt.Fprint(os.Stderr, usage)
		os.Exit(2)
	}
	var err error
	switch cmd, args := os.Args[1], os.Args[2:]; cmd {
	case "serve":
		err = runServe(args)
	case "static":
		err = runStatic(args)
	case "compress":
		err = runCompress(args)
	default:
		fmt.Fprintf(os.Stderr, "tableside: unknown command %q\n%s", cmd, usage)
		os.Exit(2)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "tableside:", err)
		os.Exit(1)
	}
}

// listFlag collects a repeatable string flag.
type listFlag []string

func (l *listFlag) String() string     { return strings.Join(*l, ",") }
func (l *listFlag) Set(v string) error { *l = append(*l, v); return nil }

func newFlagSet(name string) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.Usage = func() { fmt.Fprint(os.Stderr, usage) }
	return fs
}
