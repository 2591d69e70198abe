package main

import (
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Neither the served pages nor the static site carry go-app's empty author or its og tags
// built on an unknown domain; the other head tags stay.
func TestPagesCarryNoPlaceholderMeta(t *testing.T) {
	s := testSite(t)
	out := t.TempDir()
	if err := s.generate(out); err != nil {
		t.Fatal(err)
	}
	rec := httptest.NewRecorder()
	s.mux().ServeHTTP(rec, httptest.NewRequest("GET", "/log", nil))
	static, err := os.ReadFile(filepath.Join(out, "log.html"))
	if err != nil {
		t.Fatal(err)
	}
	for name, page := range map[string]string{"served /log": rec.Body.String(), "static log.html": string(static)} {
		t.Run(name, func(t *testing.T) {
			for _, gone := range []string{`name="author"`, `property="og:url"`, `property="og:image"`, `"https://"`, `https:///`} {
				if strings.Contains(page, gone) {
					i := strings.Index(page, gone)
					t.Errorf("the page still has %s: %q", gone, page[max(0, i-20):min(len(page), i+60)])
				}
			}
			for _, kept := range []string{`property="og:title"`, `name="description"`, `name="theme-color"`, `class="shell"`} {
				if !strings.Contains(page, kept) {
					t.Errorf("the page lost %s", kept)
				}
			}
		})
	}
}

func TestWithoutPlaceholderMetaKeepsRealValues(t *testing.T) {
	page := `<meta name="author" content="A Director"><meta property="og:url" content="https://club.example/log"><meta property="og:image" content="https://club.example/i.png">`
	if got := string(withoutPlaceholderMeta([]byte(page))); got != page {
		t.Errorf("real values were removed: %s", got)
	}
}

// go-app writes attributes in no fixed order: a placeholder goes whichever comes first.
func TestWithoutPlaceholderMetaInEitherAttributeOrder(t *testing.T) {
	page := `<meta content="https:///log" property="og:url"><meta property="og:url" content="https:///log">` +
		`<meta content="https://" property="og:image"><meta content="" name="author"><meta name="author">` +
		`<meta property="og:title" content="Log">`
	if got, want := string(withoutPlaceholderMeta([]byte(page))), `<meta property="og:title" content="Log">`; got != want {
		t.Errorf("got %s, want %s", got, want)
	}
}
