package desk

import (
	"strings"
	"testing"

	"tableside/app/apptest"
	"tableside/app/htmltest"
	"tableside/app/store"
	appui "tableside/app/ui"
	"tableside/engine/bridge"
	"tableside/engine/ruling"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// TestKioskRemindersSpeakToPlayersNotInTheDirectorsFollowUps: a locked desk shows what binds the
// table in players' words, never the follow-up's own Law-language text.
func TestKioskRemindersSpeakToPlayersNotInTheDirectorsFollowUps(t *testing.T) {
	_, _, l := testDesk(t)
	e := apptest.Entry(t, "pc", "2025-03-14", 5, apptest.Now)
	e.Outcome.PenaltyCards = []ruling.PenaltyCard{{Card: bridge.Card{Suit: bridge.Hearts, Rank: bridge.King}, Owner: ruling.Party{Seat: bridge.West}, Major: true}}
	apptest.MustPut(t, l, e, apptest.Entry(t, "nothing-binds", "2025-03-14", 6, apptest.Now))
	withPIN(t, "2468")
	_, page := kioskHomeWith(t, l)
	text := strings.ReplaceAll(page.One(t, "#kiosk-reminders").TextContent(), "♥ K", "♥K") // the suit is its own element
	for _, f := range e.Outcome.FollowUps {
		if strings.Contains(text, f.Watch) || strings.Contains(text, f.When) {
			t.Errorf("players read the director's follow-up %q / %q in %q", f.When, f.Watch, text)
		}
	}
	if !strings.Contains(text, "♥K is a major penalty card") {
		t.Errorf("table 5's penalty card is not told to players: %q", text)
	}
	if !strings.Contains(text, "The director will come back to this table") {
		t.Errorf("a table with nothing to obey is not told the director comes back: %q", text)
	}
	if strings.Contains(text, "Two tricks") || strings.Contains(text, "Revoke") {
		t.Errorf("a locked desk names the ruling: %q", text)
	}
}

func TestTodaysRulingsLeaveOutInformationRulingsUnlessTheDirectorChose(t *testing.T) {
	revoke := apptest.Entry(t, "revoke", "2025-03-14", 4, apptest.Now)
	ui := apptest.Entry(t, "ui", "2025-03-14", 5, apptest.Now)
	ui.Session.Flow = "unauthorized-information"
	mi := apptest.Entry(t, "mi", "2025-03-14", 6, apptest.Now)
	mi.Session.Flow = "misinformation"
	newer := apptest.Entry(t, "newer", "2025-03-14", 7, apptest.Now)
	newer.Session.Flow = "a-ruling-of-a-later-version"
	recs := []store.Record{{ID: "revoke", Entry: revoke}, {ID: "ui", Entry: ui}, {ID: "mi", Entry: mi}, {ID: "newer", Entry: newer}}
	for _, tc := range []struct {
		shown string
		want  string
	}{
		{"", "revoke"},
		{appui.TodayAll, "revoke ui mi newer"},
	} {
		var ids []string
		for _, r := range publicRulings(recs, tc.shown) {
			ids = append(ids, r.ID)
		}
		if got := strings.Join(ids, " "); got != tc.want {
			t.Errorf("shown %q: listed %q, want %q", tc.shown, got, tc.want)
		}
	}
}

func TestTheDirectorCanHideTodaysRulingsFromTheDesk(t *testing.T) {
	_, _, l := testDesk(t)
	apptest.MustPut(t, l, apptest.Entry(t, "today", "2025-03-14", 4, apptest.Now))
	p, _ := kioskHomeWith(t, l)
	p.prefs.Today = appui.TodayNone
	page := htmltest.ParseHTML(app.HTMLString(p.Render()))
	if page.Has("li.kiosk-ruling") || !page.Has("#kiosk-today") {
		t.Error("the desk still lists today's rulings after the director chose no list")
	}
}
