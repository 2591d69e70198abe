package desk

import (
	"strings"
	"testing"

	"tableside/app/apptest"
	"tableside/engine/bridge"
	"tableside/engine/ruling"
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
