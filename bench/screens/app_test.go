package main

import (
	"encoding/json"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// The replay must draw a saved screen as the DOM it was saved from: tags, attributes, text and
// nesting; the fixed button goes last inside the root.
func TestElementBuildsTheSavedTree(t *testing.T) {
	var n node
	saved := `{"t":"main","a":[["id","main"],["class","content"]],"c":[
		{"t":"p","a":[["class","lede"]],"c":[{"x":"Which card was "},{"t":"strong","c":[{"x":"led"}]},{"x":"?"}]},
		{"t":"button","a":[["type","button"],["data-option","yes"]],"c":[{"x":"Yes"}]}]}`
	if err := json.Unmarshal([]byte(saved), &n); err != nil {
		t.Fatal(err)
	}
	// HTMLString indents each node on a line of its own; the saved text has no line breaks.
	got := regexp.MustCompile(`\n\s*`).ReplaceAllString(app.HTMLString(element(n, app.Span().ID("extra"))), "")
	want := `<main id="main" class="content">` +
		`<p class="lede">Which card was <strong>led</strong>?</p>` +
		`<button type="button" data-option="yes">Yes</button>` +
		`<span id="extra"></span></main>`
	// go-app writes an element's attributes in no fixed order (they are kept in a map).
	if sortAttrs(got) != sortAttrs(want) {
		t.Errorf("got  %s\nwant %s", got, want)
	}
}

var (
	openTag = regexp.MustCompile(`<[a-z0-9]+(?: [^>]*)?>`)
	attr    = regexp.MustCompile(` [a-z-]+="[^"]*"`)
)

// sortAttrs writes every opening tag's attributes in sorted order.
func sortAttrs(html string) string {
	return openTag.ReplaceAllStringFunc(html, func(tag string) string {
		attrs := attr.FindAllString(tag, -1)
		slices.Sort(attrs)
		name, _, _ := strings.Cut(strings.TrimSuffix(tag, ">"), " ")
		return name + strings.Join(attrs, "") + ">"
	})
}

func TestSortAttrs(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{`<p>x</p>`, `<p>x</p>`},
		{`<b type="button" data-option="yes">`, `<b data-option="yes" type="button">`},
		{`<b data-option="yes" type="button"><i id="a" class="c"></i>`, `<b data-option="yes" type="button"><i class="c" id="a"></i>`},
	} {
		if got := sortAttrs(c.in); got != c.want {
			t.Errorf("sortAttrs(%s) = %s, want %s", c.in, got, c.want)
		}
	}
}
