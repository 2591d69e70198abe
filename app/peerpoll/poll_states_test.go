package peerpoll

import (
	"errors"
	"testing"

	"tableside/app/htmltest"
	"tableside/app/store"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// Until the ruling's poll can be shown the page says why, in these words and under these ids:
// the log's error (an alert), "Reading…" while it reads, or an entry it cannot read.
func TestPollPageSaysWhyThePollIsNotShown(t *testing.T) {
	render := func(p *pollPage) *htmltest.Elem { return htmltest.ParseHTML(app.HTMLString(p.Render())) }

	doc := render(&pollPage{loadErr: "Storage is full on this device."})
	root := doc.One(t, "main div#poll.poll")
	if got := root.One(t, "h1.page-title").TextContent(); got != "Poll not shown" {
		t.Errorf("storage error: title %q", got)
	}
	if got := root.One(t, "p#poll-load-error.form-error[role=alert]").TextContent(); got != "Storage is full on this device." {
		t.Errorf("storage error: message %q", got)
	}

	doc = render(&pollPage{})
	if got := doc.One(t, "main p.log-empty").TextContent(); got != "Reading the log on this device…" || doc.Has("#poll") {
		t.Errorf("reading: %q", got)
	}

	doc = render(&pollPage{loaded: true, rec: store.Record{ID: "zz9", Raw: []byte(`{"v":3}`), Err: errors.New("written by a newer version")}})
	root = doc.One(t, "main div#poll.poll")
	if root.Has("[data-entry]") || root.Attrs["data-entry"] != "" {
		t.Error("unreadable: the poll names an entry it cannot read")
	}
	if got := root.One(t, "h1.page-title").TextContent(); got != "Poll not shown" {
		t.Errorf("unreadable: title %q", got)
	}
	if e := root.One(t, "p#poll-load-error.form-error"); e.TextContent() != "written by a newer version" || e.Attrs["role"] != "" {
		t.Errorf("unreadable: message %q, role %q", e.TextContent(), e.Attrs["role"])
	}
}
