package rulinglog

import (
	"strings"
	"testing"

	"tableside/app/apptest"
	"tableside/app/htmltest"
	"tableside/app/store"
	"tableside/engine/catalog"
	"tableside/engine/law"
	"tableside/engine/ruling"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// A ruling logged under the EBU prints the body it was given under, with the calculator's
// workings. (That the body comes from Settings is the wizard's test.)
func TestThePrintedLogNamesTheRulingsBodyAndWorkings(t *testing.T) {
	s, err := catalog.Start("adjusted-score", ruling.Context{Body: law.EBU})
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range []ruling.Answer{ruling.Pick("artificial"), ruling.Pick("pairs"), ruling.Pick("ns"), ruling.Pick("later")} {
		if s, err = catalog.Answer(s, a); err != nil {
			t.Fatal(err)
		}
	}
	st, err := catalog.Decide(s)
	if err != nil || !st.Done() {
		t.Fatalf("EBU ruling: %+v %v", st, err)
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
