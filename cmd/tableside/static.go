//go:build !wasm

package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"tableside"
	tsapp "tableside/app"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

func runStatic(args []string) error {
	fs := newFlagSet("static")
	root := fs.String("root", ".", "directory that holds web/")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() != 1 {
		return errors.New("static: want exactly one output directory")
	}
	s, err := loadSite(*root, "", nil)
	if err != nil {
		return err
	}
	tsapp.Register()
	return s.generate(fs.Arg(0))
}

// generate writes the static site: one HTML file per page path, go-app's
// scripts (app.js patched: loader.go), the worker, our manifest, a copy of web/, and for Workers static
// assets _headers, .assetsignore and 404.html.
func (s *site) generate(out string) error {
	if err := os.MkdirAll(out, 0o755); err != nil {
		return err
	}
	if err := app.GenerateStaticWebsite(out, s.handler(), tsapp.Paths()...); err != nil {
		return fmt.Errorf("generating static site: %w", err)
	}
	if err := patchAppJSFile(filepath.Join(out, "app.js")); err != nil {
		return err
	}
	if err := cleanPageFiles(out); err != nil {
		return err
	}
	// go-app writes its own manifest, which lacks id and shortcuts.
	if err := os.WriteFile(filepath.Join(out, "manifest.webmanifest"), tableside.ManifestJSON, 0o644); err != nil {
		return err
	}
	if err := copyDir(filepath.Join(s.root, "web"), filepath.Join(out, "web")); err != nil {
		return err
	}
	return writeHostingFiles(out)
}

func copyDir(src, dst string) error {
	return filepath.Walk(src, func(p string, info os.FileInfo, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(src, p)
		if err != nil {
			return err
		}
		target := filepath.Join(dst, rel)
		if info.IsDir() {
			return os.MkdirAll(target, 0o755)
		}
		in, err := os.Open(p)
		if err != nil {
			return err
		}
		defer in.Close()
		outFile, err := os.Create(target)
		if err != nil {
			return err
		}
		if _, err := io.Copy(outFile, in); err != nil {
			outFile.Close()
			return err
		}
		return outFile.Close()
	})
}
