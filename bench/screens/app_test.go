package main

import (
	"encoding/json"
	"regexp"
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
	if got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
}
