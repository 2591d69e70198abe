package main

import (
	"bytes"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
)

// go-app writes three meta tags into every page whether or not it has anything to put in
// them: an empty author, and og:url and og:image built on a domain it does not know (each
// club's copy has its own address), which read "https:///…" and "https://". A link preview
// would show them broken, so the pages leave them out.
// go-app writes a tag's attributes in no fixed order, so each meta tag is read whole and
// judged by its attributes.
var (
	metaTag         = regexp.MustCompile(`<meta\b[^>]*>\s*`)
	emptyAuthor     = regexp.MustCompile(`^<meta(?:\s+(?:name="author"|content=""))+\s*/?>\s*$`)
	placeholderOG   = regexp.MustCompile(`\sproperty="og:(?:url|image)"`)
	unknownDomainOG = regexp.MustCompile(`\scontent="https://(?:/[^"]*)?"`)
)

// withoutPlaceholderMeta removes those tags from a page.
func withoutPlaceholderMeta(page []byte) []byte {
	return metaTag.ReplaceAllFunc(page, func(tag []byte) []byte {
		if emptyAuthor.Match(tag) || (placeholderOG.Match(tag) && unknownDomainOG.Match(tag)) {
			return nil
		}
		return tag
	})
}

// cleanPages serves go-app's pages without the placeholder tags; anything that is not HTML
// passes through untouched.
func cleanPages(goApp http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		rec := httptest.NewRecorder()
		goApp.ServeHTTP(rec, r)
		body := rec.Body.Bytes()
		if strings.HasPrefix(rec.Header().Get("Content-Type"), "text/html") {
			body = withoutPlaceholderMeta(body)
			rec.Header().Set("Content-Length", strconv.Itoa(len(body)))
		}
		for k, v := range rec.Header() {
			w.Header()[k] = v
		}
		w.WriteHeader(rec.Code)
		w.Write(body)
	})
}

// cleanPageFiles does the same to the static site's HTML files.
func cleanPageFiles(dir string) error {
	pages, err := filepath.Glob(filepath.Join(dir, "*.html"))
	if err != nil {
		return err
	}
	more, _ := filepath.Glob(filepath.Join(dir, "*", "*.html"))
	for _, p := range append(pages, more...) {
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		if clean := withoutPlaceholderMeta(b); !bytes.Equal(clean, b) {
			if err := os.WriteFile(p, clean, 0o644); err != nil {
				return err
			}
		}
	}
	return nil
}
