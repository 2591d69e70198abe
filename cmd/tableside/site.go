//go:build !wasm

package main

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"tableside"
	tsapp "tableside/app"
	"tableside/app/ui"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// site is everything the handler needs to know about one build.
type site struct {
	root        string   // directory holding web/
	version     string   // Handler.Version: a hash of the build, never empty
	built       string   // the day app.wasm was built, as About and Settings show it
	wasmSize    int64    // raw size of web/app.wasm
	staticFiles []string // every /web/ file the service worker must cache
	extraCache  []string // added by tests to simulate a deploy
}

// loadSite reads web/ under root. A missing app.wasm is an error: serving
// without it would install an app that cannot start.
func loadSite(root, versionOverride string, extraCache []string) (*site, error) {
	wasm := filepath.Join(root, "web", "app.wasm")
	st, err := os.Stat(wasm)
	if err != nil {
		return nil, fmt.Errorf("%s is missing (run `make build` first): %w", wasm, err)
	}
	files, err := staticFiles(root)
	if err != nil {
		return nil, err
	}
	s := &site{root: root, wasmSize: st.Size(), staticFiles: files, extraCache: extraCache,
		built: st.ModTime().UTC().Format("2 January 2006")}
	// The reference's text stays in web/: the pre-render reads it from there.
	tsapp.SetWebFS(os.DirFS(filepath.Join(root, "web")))
	s.version = versionOverride
	if s.version == "" {
		if s.version, err = buildHash(root, files); err != nil {
			return nil, err
		}
	}
	return s, nil
}

// staticFiles lists /web/ paths to pre-cache: every file except the wasm and
// its compressed twins (the worker caches /web/app.wasm itself).
func staticFiles(root string) ([]string, error) {
	webDir := filepath.Join(root, "web")
	var out []string
	err := filepath.WalkDir(webDir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		name := d.Name()
		if d.IsDir() || strings.HasPrefix(name, ".") || strings.HasPrefix(name, "app.wasm") {
			return nil
		}
		rel, err := filepath.Rel(webDir, p)
		if err != nil {
			return err
		}
		out = append(out, "/web/"+filepath.ToSlash(rel))
		return nil
	})
	sort.Strings(out)
	return out, err
}

// buildHash fingerprints what the browser caches: the wasm, the static files,
// the manifest and the worker template. A change in any of them is an update.
func buildHash(root string, files []string) (string, error) {
	h := sha256.New()
	for _, f := range append([]string{"/web/app.wasm"}, files...) {
		b, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(f)))
		if err != nil {
			return "", err
		}
		fmt.Fprintf(h, "%s %d\n", f, len(b))
		h.Write(b)
	}
	h.Write(tableside.ManifestJSON)
	h.Write([]byte(workerTemplate()))
	return hex.EncodeToString(h.Sum(nil))[:16], nil
}

// handler builds go-app's Handler from the manifest and the route table.
func (s *site) handler() *app.Handler {
	m := tableside.Manifest
	cache := append([]string{}, s.staticFiles...)
	for _, p := range tsapp.Paths() {
		if p != "/" { // go-app always caches "/"
			cache = append(cache, p)
		}
	}
	cache = append(cache, s.extraCache...)
	return &app.Handler{
		Name:            m.Name,
		ShortName:       m.ShortName,
		Title:           m.ShortName,
		Description:     m.Description,
		Lang:            m.Lang,
		BackgroundColor: m.BackgroundColor,
		ThemeColor:      m.ThemeColor,
		LoadingLabel:    "Loading {progress}%",
		Icon: app.Icon{
			Default:  m.IconDefault(),
			Large:    m.IconLarge(),
			Maskable: m.IconMaskable(),
			SVG:      m.IconSVG(),
		},
		Styles:                []string{"/web/app.css"},
		RawHeaders:            []string{tsapp.PrefsHeadScript}, // theme and text size before first paint
		CacheableResources:    cache,
		Version:               s.version,
		WasmContentLength:     strconv.FormatInt(s.wasmSize, 10),
		ServiceWorkerTemplate: workerTemplate(),
		Env:                   map[string]string{ui.BuiltEnv: s.built},
	}
}
