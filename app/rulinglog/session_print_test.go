package rulinglog

import (
	"strings"
	"testing"

	"tableside/app/apptest"
	"tableside/app/htmltest"
	"tableside/app/store"
	"tableside/engine/catalog"
	"tableside/engine/ruling"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// An appeal is printed with the ruling like any other entry (issue 31): who appealed, how it
// is heard, what may follow, and the record to keep; a disciplinary decision prints with no
// offer of a review. The logged entry reopens to the same outcome.
func TestAnAppealPrintsWithItsRecord(t *testing.T) {
	for _, tt := range []struct {
		name    string
		flow    string
		answers []string
		want    []string
		not     string
	}{
		{"North-South appeal a judgement ruling at a club with no committee", "appeal", []string{"judgement", "ns", "in-time", "none"},
			[]string{"Appeal against a ruling", "North-South, there is no committee to hear this appeal", "Law 93A",
				"regulating body has its own procedure for a further appeal (Law 93C)", "Write down the board, the facts found, the ruling"},
			"may ask for it to be reviewed (Law 92)"},
		{"East is removed for abusing the director: no review offered", "conduct", []string{"serious", "e"},
			[]string{"Conduct: phones, leaving the table, rudeness", "East, this behaviour is not acceptable", "Law 91A"},
			"review"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var answers []ruling.Answer
			for _, id := range tt.answers {
				answers = append(answers, ruling.Pick(id))
			}
			s, st := apptest.Decided(t, tt.flow, answers...)
			if !st.Done() {
				t.Fatalf("not decided: %+v", st)
			}
			entry, err := store.NewEntry("a1", apptest.Now, store.Place{SessionDate: "2025-03-14"}, s, *st.Outcome)
			if err != nil {
				t.Fatal(err)
			}
			if again, err := catalog.Decide(entry.Session); err != nil || again.Outcome.ID != st.Outcome.ID {
				t.Errorf("the logged entry reopens to %v (%v), want %s", again.Outcome, err, st.Outcome.ID)
			}
			got := htmltest.Mount(t, func() app.UI { return PrintBlock(store.Record{ID: entry.ID, Entry: entry}) }).TextContent()
			for _, w := range tt.want {
				if !strings.Contains(got, w) {
					t.Errorf("the printed ruling lacks %q:\n%s", w, got)
				}
			}
			if strings.Contains(got, tt.not) {
				t.Errorf("the printed ruling says %q:\n%s", tt.not, got)
			}
		})
	}
}
