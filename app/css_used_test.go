package app

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
)

// Every class and id the stylesheet styles is one the code can write: a rule for a name no page
// writes is bytes to download and parse for nothing, and a rule the browser keeps checking. A
// name counts as written when it appears as a whole word in the app's code (its Go, outside
// tests, and the server's page shell) or in the reference's pages (web/reference, shown as they
// are), or when it starts with one of the prefixes the code builds names from.
func TestStylesheetStylesOnlyNamesTheCodeWrites(t *testing.T) {
	code := sourceText(t, "../app", "../cmd/tableside", "../web/reference")
	// Names built at run time: "badge-"+kind (outcome badges), "seat-"+letter (seat picker),
	// "status-"+good/warn (the About page). go-app's own loader writes the goapp- classes.
	built := []string{"badge-", "seat-", "status-", "goapp-"}
	var unused []string
	for name := range styledNames(stylesheetRules(t)) {
		if wordIn(code, name) || hasAnyPrefix(name, built) {
			continue
		}
		unused = append(unused, name)
	}
	sort.Strings(unused)
	if len(unused) > 0 {
		t.Errorf("web/app.css styles %d names no code writes (remove their rules): %s", len(unused), strings.Join(unused, ", "))
	}
}

// styledNames is every class and id named in the stylesheet's selectors.
func styledNames(css string) map[string]bool {
	names := map[string]bool{}
	for _, m := range regexp.MustCompile(`([^{}]+)\{`).FindAllStringSubmatch(css, -1) {
		sel := strings.TrimSpace(m[1])
		if strings.HasPrefix(sel, "@") {
			continue
		}
		sel = regexp.MustCompile(`\[[^\]]*\]`).ReplaceAllString(sel, "") // attribute values are not names
		for _, n := range regexp.MustCompile(`[.#]([A-Za-z_][\w-]*)`).FindAllStringSubmatch(sel, -1) {
			names[n[1]] = true
		}
	}
	return names
}

// sourceText is the Go code (without tests) and the HTML under the directories.
func sourceText(t *testing.T, dirs ...string) string {
	var b strings.Builder
	for _, dir := range dirs {
		err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
			code := strings.HasSuffix(path, ".go") && !strings.HasSuffix(path, "_test.go")
			if err != nil || d.IsDir() || !code && !strings.HasSuffix(path, ".html") {
				return err
			}
			src, err := os.ReadFile(path)
			b.Write(src)
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	return b.String()
}

// wordIn says whether name appears in text with no name character either side, so "log"
// is not found in "login" or "log-entry".
func wordIn(text, name string) bool {
	for i := 0; ; {
		j := strings.Index(text[i:], name)
		if j < 0 {
			return false
		}
		at, end := i+j, i+j+len(name)
		if (at == 0 || !nameChar(text[at-1])) && (end == len(text) || !nameChar(text[end])) {
			return true
		}
		i = at + 1
	}
}

func nameChar(c byte) bool {
	return c == '-' || c == '_' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

func hasAnyPrefix(s string, prefixes []string) bool {
	for _, p := range prefixes {
		if strings.HasPrefix(s, p) {
			return true
		}
	}
	return false
}
