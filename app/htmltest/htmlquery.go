package htmltest

import (
	"html"
	"regexp"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// MainPath is the tree path from a page component to the i-th child of its <main>:
// page → shell → div.shell → main (after the skip link, the top bar and the banner).
func MainPath(p ...int) []int { return append([]int{0, 0, 3}, p...) }

// MustMatch fails the test when the element at path is not the expected one.
func MustMatch(t *testing.T, want app.UI, root app.UI, path ...int) {
	t.Helper()
	if err := app.Match(want, root, path...); err != nil {
		t.Errorf("at %v: %v", path, err)
	}
}

// A small query layer over go-app's rendered HTML, so component tests ask for elements by tag
// and attribute (as the e2e tests and CSS do) instead of comparing HTML strings.

// Elem is one element of parsed HTML, with its attributes, text and children.
type Elem struct {
	tag    string
	Attrs  map[string]string
	kids   []*Elem
	text   string // for text nodes (tag "")
	parent *Elem
}

var (
	tokenRE = regexp.MustCompile(`<(/?)([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^\s=>/]+(?:="[^"]*")?)*)\s*/?>|[^<]+`)
	attrRE  = regexp.MustCompile(`([^\s=>/]+)(?:="([^"]*)")?`)
	voids   = map[string]bool{"input": true, "img": true, "br": true, "hr": true, "meta": true, "link": true, "source": true}
)

// ParseHTML parses rendered HTML into a tree of Elems.
func ParseHTML(s string) *Elem {
	root := &Elem{tag: "root", Attrs: map[string]string{}}
	cur := root
	for _, m := range tokenRE.FindAllStringSubmatch(s, -1) {
		switch {
		case m[2] == "":
			cur.kids = append(cur.kids, &Elem{text: html.UnescapeString(m[0]), parent: cur})
		case m[1] == "/":
			for n := cur; n != root; n = n.parent {
				if n.tag == m[2] {
					cur = n.parent
					break
				}
			}
		default:
			e := &Elem{tag: m[2], Attrs: map[string]string{}, parent: cur}
			for _, a := range attrRE.FindAllStringSubmatch(m[3], -1) {
				e.Attrs[a[1]] = html.UnescapeString(a[2])
			}
			cur.kids = append(cur.kids, e)
			if !voids[e.tag] {
				cur = e
			}
		}
	}
	return root
}

// All finds elements by a simple selector: tag, #id, .class and [attr] / [attr=value] parts,
// e.g. `button.answer[data-option=faced]`. Descendant selectors are separated by spaces.
func (e *Elem) All(sel string) []*Elem {
	parts := strings.Fields(sel)
	found := []*Elem{e}
	for _, p := range parts {
		var next []*Elem
		seen := map[*Elem]bool{}
		for _, f := range found {
			f.walk(func(n *Elem) {
				if n != f && !seen[n] && n.matches(p) {
					seen[n] = true
					next = append(next, n)
				}
			})
		}
		found = next
	}
	return found
}

// One is the single element matching sel, failing the test when there is not exactly one.
func (e *Elem) One(t *testing.T, sel string) *Elem {
	t.Helper()
	got := e.All(sel)
	if len(got) != 1 {
		t.Fatalf("%d elements match %q, want 1", len(got), sel)
	}
	return got[0]
}

// Has says whether any element matches sel.
func (e *Elem) Has(sel string) bool { return len(e.All(sel)) > 0 }

func (e *Elem) walk(f func(*Elem)) {
	f(e)
	for _, k := range e.kids {
		k.walk(f)
	}
}

var simpleRE = regexp.MustCompile(`([a-z][a-z0-9]*)|([#.][a-zA-Z0-9_-]+)|\[([a-zA-Z0-9_-]+)(?:=([^\]]*))?\]`)

func (e *Elem) matches(sel string) bool {
	if e.tag == "" {
		return false
	}
	for _, m := range simpleRE.FindAllStringSubmatch(sel, -1) {
		switch {
		case m[1] != "":
			if e.tag != m[1] {
				return false
			}
		case strings.HasPrefix(m[2], "#"):
			if e.Attrs["id"] != m[2][1:] {
				return false
			}
		case strings.HasPrefix(m[2], "."):
			if !slicesContains(strings.Fields(e.Attrs["class"]), m[2][1:]) {
				return false
			}
		case m[3] != "":
			v, ok := e.Attrs[m[3]]
			if !ok || (m[4] != "" && v != strings.Trim(m[4], `"`)) {
				return false
			}
		}
	}
	return true
}

func slicesContains(list []string, s string) bool {
	for _, v := range list {
		if v == s {
			return true
		}
	}
	return false
}

// TextContent is the element's text with runs of white space as one space (go-app indents
// the HTML it writes, so the spaces between inline elements are not meaningful here).
func (e *Elem) TextContent() string {
	var b strings.Builder
	e.walk(func(n *Elem) { b.WriteString(n.text + " ") })
	return strings.Join(strings.Fields(b.String()), " ")
}

// Squash drops all white space, to compare text that mixes words and suit symbols.
func Squash(s string) string { return strings.Join(strings.Fields(s), "") }

// host mounts any UI in the test engine, so renderers that are plain functions can be tested.
type host struct {
	app.Compo
	ui func() app.UI
}

func (h *host) Render() app.UI { return h.ui() }

// Mount renders the UI (server mode: OnMount does not run) and returns its parsed HTML.
func Mount(t *testing.T, ui func() app.UI) *Elem {
	t.Helper()
	h := &host{ui: ui}
	e := app.NewTestEngine()
	if err := e.Load(h); err != nil {
		t.Fatal(err)
	}
	e.ConsumeAll()
	return ParseHTML(app.HTMLString(h))
}

// Pressed reads aria-pressed as the browser will have it: go-app's server-side encoder writes
// the value "true" as a bare attribute (like disabled), the client writes "true".
func (e *Elem) Pressed() bool {
	v, ok := e.Attrs["aria-pressed"]
	return ok && v != "false"
}

// Render mounts a page in go-app's test engine (server mode: OnMount does
// not run) and returns its HTML.
func Render(t *testing.T, c app.Composer) string {
	t.Helper()
	e := app.NewTestEngine()
	if err := e.Load(c); err != nil {
		t.Fatal(err)
	}
	e.ConsumeAll()
	return app.HTMLString(c)
}
