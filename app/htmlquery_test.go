package app

import (
	"html"
	"regexp"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// A small query layer over go-app's rendered HTML, so component tests ask for elements by tag
// and attribute (as the e2e tests and CSS do) instead of comparing HTML strings.

type elem struct {
	tag    string
	attrs  map[string]string
	kids   []*elem
	text   string // for text nodes (tag "")
	parent *elem
}

var (
	tokenRE = regexp.MustCompile(`<(/?)([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^\s=>/]+(?:="[^"]*")?)*)\s*/?>|[^<]+`)
	attrRE  = regexp.MustCompile(`([^\s=>/]+)(?:="([^"]*)")?`)
	voids   = map[string]bool{"input": true, "img": true, "br": true, "hr": true, "meta": true, "link": true, "source": true}
)

func parseHTML(s string) *elem {
	root := &elem{tag: "root", attrs: map[string]string{}}
	cur := root
	for _, m := range tokenRE.FindAllStringSubmatch(s, -1) {
		switch {
		case m[2] == "":
			cur.kids = append(cur.kids, &elem{text: html.UnescapeString(m[0]), parent: cur})
		case m[1] == "/":
			for n := cur; n != root; n = n.parent {
				if n.tag == m[2] {
					cur = n.parent
					break
				}
			}
		default:
			e := &elem{tag: m[2], attrs: map[string]string{}, parent: cur}
			for _, a := range attrRE.FindAllStringSubmatch(m[3], -1) {
				e.attrs[a[1]] = html.UnescapeString(a[2])
			}
			cur.kids = append(cur.kids, e)
			if !voids[e.tag] {
				cur = e
			}
		}
	}
	return root
}

// all finds elements by a simple selector: tag, #id, .class and [attr] / [attr=value] parts,
// e.g. `button.answer[data-option=faced]`. Descendant selectors are separated by spaces.
func (e *elem) all(sel string) []*elem {
	parts := strings.Fields(sel)
	found := []*elem{e}
	for _, p := range parts {
		var next []*elem
		seen := map[*elem]bool{}
		for _, f := range found {
			f.walk(func(n *elem) {
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

func (e *elem) one(t *testing.T, sel string) *elem {
	t.Helper()
	got := e.all(sel)
	if len(got) != 1 {
		t.Fatalf("%d elements match %q, want 1", len(got), sel)
	}
	return got[0]
}

func (e *elem) has(sel string) bool { return len(e.all(sel)) > 0 }

func (e *elem) walk(f func(*elem)) {
	f(e)
	for _, k := range e.kids {
		k.walk(f)
	}
}

var simpleRE = regexp.MustCompile(`([a-z][a-z0-9]*)|([#.][a-zA-Z0-9_-]+)|\[([a-zA-Z0-9_-]+)(?:=([^\]]*))?\]`)

func (e *elem) matches(sel string) bool {
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
			if e.attrs["id"] != m[2][1:] {
				return false
			}
		case strings.HasPrefix(m[2], "."):
			if !slicesContains(strings.Fields(e.attrs["class"]), m[2][1:]) {
				return false
			}
		case m[3] != "":
			v, ok := e.attrs[m[3]]
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

// textContent is the element's text with runs of white space as one space (go-app indents
// the HTML it writes, so the spaces between inline elements are not meaningful here).
func (e *elem) textContent() string {
	var b strings.Builder
	e.walk(func(n *elem) { b.WriteString(n.text + " ") })
	return strings.Join(strings.Fields(b.String()), " ")
}

// squash drops all white space, to compare text that mixes words and suit symbols.
func squash(s string) string { return strings.Join(strings.Fields(s), "") }

// host mounts any UI in the test engine, so renderers that are plain functions can be tested.
type host struct {
	app.Compo
	ui func() app.UI
}

func (h *host) Render() app.UI { return h.ui() }

// mount renders the UI (server mode: OnMount does not run) and returns its parsed HTML.
func mount(t *testing.T, ui func() app.UI) *elem {
	t.Helper()
	h := &host{ui: ui}
	e := app.NewTestEngine()
	if err := e.Load(h); err != nil {
		t.Fatal(err)
	}
	e.ConsumeAll()
	return parseHTML(app.HTMLString(h))
}

// pressed reads aria-pressed as the browser will have it: go-app's server-side encoder writes
// the value "true" as a bare attribute (like disabled), the client writes "true".
func (e *elem) pressed() bool {
	v, ok := e.attrs["aria-pressed"]
	return ok && v != "false"
}
