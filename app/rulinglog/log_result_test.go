package rulinglog

import (
	"regexp"
	"strings"
	"testing"

	"tableside/app/apptest"
	"tableside/app/store"
	"tableside/app/ui"
	"tableside/engine/bridge"
	"tableside/engine/ruling"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// Each card of the log shows the ruling's result, so the list can be scanned without opening
// an entry; a ruling that changes no score shows no empty line.
func TestLogCardsShowTheResultAsRuled(t *testing.T) {
	fourHeartsSouth := bridge.Contract{Level: 4, Strain: bridge.HeartsStrain, Declarer: bridge.South}
	s, st := apptest.DecidedIn(t, ruling.Context{Board: 1, Contract: fourHeartsSouth}, "revoke",
		ruling.Pick("established-declarer"), ruling.Pick("partner"), ruling.Pick("now"), ruling.ResultAnswer(fourHeartsSouth, 10))
	revoke, err := store.NewEntry("rev1", apptest.Now, store.Place{SessionDate: ui.LogToday(), Table: 2}, s, *st.Outcome)
	if err != nil {
		t.Fatal(err)
	}
	l, _ := apptest.MemoryLog(t)
	apptest.MustPut(t, l, revoke, apptest.Entry(t, "plain", ui.LogToday(), 3, apptest.Now))

	p := NewLogPage()
	p.show(apptest.MustAll(t, l), nil)
	html := app.HTMLString(p.Render())
	text := regexp.MustCompile(`<[^>]*>`).ReplaceAllString(html, "") // the suits are coloured spans
	want := "Result: " + store.RuledResult(*st.Outcome)
	if !strings.Contains(store.RuledResult(*st.Outcome), "4♥-1 by South") || !strings.Contains(text, want) {
		t.Errorf("the revoke's card lacks %q", want)
	}
	if n := strings.Count(html, `class="log-entry-result"`); n != 1 {
		t.Errorf("%d result lines, want 1: the ruling without a score shows none", n)
	}
}
