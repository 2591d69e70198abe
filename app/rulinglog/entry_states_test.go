package rulinglog

import (
	"errors"
	"testing"

	"tableside/app/htmltest"
	"tableside/app/store"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// Until the entry can be shown the page says why, in these words and under these ids: the
// log's error (an alert), "Reading…" while it reads, or an entry it cannot read, kept as stored.
func TestEntryPageSaysWhyTheRulingIsNotShown(t *testing.T) {
	render := func(p *entryPage) *htmltest.Elem { return htmltest.ParseHTML(app.HTMLString(p.Render())) }

	doc := render(&entryPage{loadErr: "Storage is full on this device."})
	root := doc.One(t, "main div#entry.entry")
	if got := root.One(t, "h1.page-title").TextContent(); got != "Ruling not shown" {
		t.Errorf("storage error: title %q", got)
	}
	if got := root.One(t, "p#entry-error.form-error[role=alert]").TextContent(); got != "Storage is full on this device." {
		t.Errorf("storage error: message %q", got)
	}

	doc = render(&entryPage{})
	if got := doc.One(t, "main p.log-empty").TextContent(); got != "Reading the log on this device…" || doc.Has("#entry") {
		t.Errorf("reading: %q", got)
	}

	doc = render(&entryPage{loaded: true, rec: store.Record{ID: "zz9", Raw: []byte(`{"v":3}`), Err: errors.New("written by a newer version")}})
	root = doc.One(t, "main div#entry.entry.entry-unreadable[data-entry=zz9]")
	if got := root.One(t, "h1.page-title").TextContent(); got != "Unreadable entry zz9" {
		t.Errorf("unreadable: title %q", got)
	}
	if e := root.One(t, "p#entry-error.form-error"); e.TextContent() != "written by a newer version" || e.Attrs["role"] != "" {
		t.Errorf("unreadable: message %q, role %q", e.TextContent(), e.Attrs["role"])
	}
	if got := root.One(t, "pre.entry-raw").TextContent(); got != `{"v":3}` {
		t.Errorf("unreadable: raw %q", got)
	}
}
