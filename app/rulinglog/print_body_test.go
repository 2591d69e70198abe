package rulinglog

import (
	"strings"
	"testing"

	"tableside/app/apptest"
	"tableside/app/htmltest"
	"tableside/app/store"
	"tableside/engine/law"
	"tableside/engine/ruling"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// A ruling logged under the EBU prints the body it was given under, with the calculator's
// workings. (That the body comes from Settings is the wizard's test.)
func TestThePrintedLogNamesTheRulingsBodyAndWorkings(t *testing.T) {
	s, st := apptest.DecidedIn(t, ruling.Context{Body: law.EBU}, "adjusted-score",
		ruling.Pick("artificial"), ruling.Pick("pairs"), ruling.Pick("ns"), ruling.Pick("later"))
	if !st.Done() {
		t.Fatalf("EBU ruling not decided: %+v", st)
	}
	entry, err := store.NewEntry("e1", apptest.Now, store.Place{SessionDate: "2025-03-14"}, s, *st.Outcome)
	if err != nil {
		t.Fatal(err)
	}
	doc := htmltest.Mount(t, func() app.UI { return PrintBlock(store.Record{ID: entry.ID, Entry: entry}) })
	if got := doc.TextContent(); !strings.Contains(got, "Regulating body English Bridge Union (EBU)") {
		t.Errorf("the printed log does not name the body: %s", got)
	}
	if !strings.Contains(doc.TextContent(), "North-South, directly at fault 40% or the session percentage = average minus, 40% (Law 12C2(a))") {
		t.Errorf("the printed log does not show the workings: %s", doc.TextContent())
	}
}
