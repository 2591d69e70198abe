package rulinglog

import (
	"os"
	"strings"
	"testing"

	"tableside/app/apptest"
	"tableside/app/htmltest"
	"tableside/engine/catalog"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// A backup written by the app as it was before the rulings were reworked for the 2017 review
// (engine 2017.1): four rulings logged from the Common path of their flows, each with the
// chooser's option recorded. The log must still import them, and each entry must still show
// what was ruled then, whatever the flows ask now.
const oldBackup = "../store/testdata/entries-engine-2017.1.json"

func TestRulingsLoggedByTheEarlierEngineStillOpenAndShowWhatWasRuled(t *testing.T) {
	data, err := os.ReadFile(oldBackup)
	if err != nil {
		t.Fatal(err)
	}
	l, _ := apptest.MemoryLog(t)
	report, err := l.Import(data)
	if err != nil {
		t.Fatal(err)
	}
	if report.Added != 4 {
		t.Fatalf("imported %+v, want 4 added", report)
	}
	for _, id := range []string{"fixture-revoke", "fixture-opening-lead", "fixture-rotation", "fixture-insufficient"} {
		t.Run(id, func(t *testing.T) {
			rec, err := l.Get(id)
			if err != nil {
				t.Fatal(err)
			}
			e := rec.Entry
			if e.Engine != "2017.1" || e.Outcome.Title == "" {
				t.Fatalf("fixture entry is not the old engine's: engine %q, outcome %q", e.Engine, e.Outcome.Title)
			}
			page := htmltest.ParseHTML(app.HTMLString(entryPageFor(t, l, id).Render()))
			title := page.One(t, "#entry-outcome .outcome-title").TextContent()
			if noSpace(title) != noSpace(e.Outcome.Title) {
				t.Errorf("outcome title shown %q, logged %q", title, e.Outcome.Title)
			}
			script := page.One(t, "#entry-outcome .script-text").TextContent()
			if !strings.Contains(noSpace(script), noSpace(firstSentence(e.Outcome.Summary))) {
				t.Errorf("the script no longer reads the logged summary %q:\n%s", e.Outcome.Summary, script)
			}
			if len(e.Outcome.Options) > 0 {
				// go-app writes aria-pressed="true" as a bare attribute in HTML.
				var pressed []*htmltest.Elem
				for _, b := range page.All(`#entry-choice button[aria-pressed]`) {
					if b.Attrs["aria-pressed"] != "false" {
						pressed = append(pressed, b)
					}
				}
				if len(pressed) != 1 || noSpace(pressed[0].TextContent()) != noSpace(e.Choice.Label) {
					t.Errorf("the recorded choice %q is not shown as chosen", e.Choice.Label)
				}
			}
			// Re-opening replays the answers with today's flow: it either fits or says so
			// plainly (the wizard then starts again with a note); it never panics.
			if _, err := catalog.Decide(e.Session); err != nil && !strings.Contains(err.Error(), "answer") {
				t.Errorf("replaying the logged answers fails without saying which answer: %v", err)
			}
		})
	}
}

// firstSentence is the text up to the first full stop, as the script opens with it.
func firstSentence(s string) string {
	if i := strings.Index(s, ". "); i > 0 {
		return s[:i]
	}
	return strings.TrimSuffix(s, ".")
}

// noSpace drops white space, which the suit symbols' markup adds around "1♥".
func noSpace(s string) string { return strings.Join(strings.Fields(s), "") }
