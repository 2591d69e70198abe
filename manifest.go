// Package tableside holds the web app manifest, the single source of the
// app's name, colours, icons and shortcuts. The server and the static build
// serve ManifestJSON verbatim, and feed go-app's Handler from Manifest.
package tableside

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"strings"
)

// ManifestJSON is manifest.json exactly as committed.
//
//go:embed manifest.json
var ManifestJSON []byte

// Manifest is the parsed manifest.json. It panics at init if the file is
// malformed, so a broken manifest never reaches a build.
var Manifest = mustParse(ManifestJSON)

// WebManifest is the subset of the W3C web app manifest this app uses.
type WebManifest struct {
	ID              string     `json:"id"`
	Name            string     `json:"name"`
	ShortName       string     `json:"short_name"`
	Description     string     `json:"description"`
	Lang            string     `json:"lang"`
	StartURL        string     `json:"start_url"`
	Scope           string     `json:"scope"`
	Display         string     `json:"display"`
	BackgroundColor string     `json:"background_color"`
	ThemeColor      string     `json:"theme_color"`
	Icons           []Icon     `json:"icons"`
	Shortcuts       []Shortcut `json:"shortcuts"`
}

// Icon is one entry of the manifest's icons list.
type Icon struct {
	Src     string `json:"src"`
	Sizes   string `json:"sizes"`
	Type    string `json:"type"`
	Purpose string `json:"purpose"`
}

// Shortcut is a home-screen long-press entry.
type Shortcut struct {
	Name      string `json:"name"`
	ShortName string `json:"short_name"`
	URL       string `json:"url"`
	Icons     []Icon `json:"icons"`
}

// Parse decodes a manifest and checks the fields the app relies on.
func Parse(b []byte) (WebManifest, error) {
	var m WebManifest
	if err := json.Unmarshal(b, &m); err != nil {
		return m, fmt.Errorf("manifest.json: %w", err)
	}
	var missing []string
	for _, f := range []struct{ name, value string }{
		{"id", m.ID}, {"name", m.Name}, {"short_name", m.ShortName}, {"description", m.Description},
		{"start_url", m.StartURL}, {"display", m.Display}, {"background_color", m.BackgroundColor},
		{"theme_color", m.ThemeColor},
	} {
		if f.value == "" {
			missing = append(missing, f.name)
		}
	}
	for _, want := range []struct{ sizes, typ, purpose string }{
		{"192x192", "image/png", "any"}, {"512x512", "image/png", "any"},
		{"512x512", "image/png", "maskable"}, {"any", "image/svg+xml", "any"},
	} {
		if m.icon(want.sizes, want.typ, want.purpose) == "" {
			missing = append(missing, fmt.Sprintf("icon %s %s %s", want.sizes, want.typ, want.purpose))
		}
	}
	if len(missing) > 0 {
		return m, fmt.Errorf("manifest.json: missing %s", strings.Join(missing, ", "))
	}
	return m, nil
}

func mustParse(b []byte) WebManifest {
	m, err := Parse(b)
	if err != nil {
		panic(err)
	}
	return m
}

func (m WebManifest) icon(sizes, typ, purpose string) string {
	for _, i := range m.Icons {
		if i.Sizes == sizes && i.Type == typ && (i.Purpose == purpose || purpose == "any" && i.Purpose == "") {
			return i.Src
		}
	}
	return ""
}

// IconDefault is the 192 px PNG.
func (m WebManifest) IconDefault() string { return m.icon("192x192", "image/png", "any") }

// IconLarge is the 512 px PNG.
func (m WebManifest) IconLarge() string { return m.icon("512x512", "image/png", "any") }

// IconMaskable is the 512 px PNG with safe-zone padding.
func (m WebManifest) IconMaskable() string { return m.icon("512x512", "image/png", "maskable") }

// IconSVG is the scalable icon.
func (m WebManifest) IconSVG() string { return m.icon("any", "image/svg+xml", "any") }
