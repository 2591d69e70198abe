package wizard

import (
	"strings"
	"testing"
	"time"

	"tableside/app/apptest"
	"tableside/app/htmltest"
	"tableside/engine/bridge"
	"tableside/engine/ruling"
)

func TestHomeMarksOnlyRulingsLeftUnfinishedWithAnswers(t *testing.T) {
	ctx, _ := apptest.Context(t)
	lead := wizardAt(t, "opening-lead-out-of-turn", ruling.Pick("faced"), ruling.CardAnswer(bridge.Card{Suit: bridge.Spades, Rank: bridge.Queen})).session
	lead.Context.Table = 5
	for key, v := range map[string]any{
		SessionKey("opening-lead-out-of-turn"): lead,
		atKey("opening-lead-out-of-turn"):      time.Now().Add(-time.Minute),
		SessionKey("revoke"):                   ruling.Session{Flow: "revoke"}, // back at its first question: nothing to continue
	} {
		if err := ctx.LocalStorage().Set(key, v); err != nil {
			t.Fatal(err)
		}
	}
	u := &Unfinished{}
	u.OnMount(ctx)
	doc := htmltest.Mount(t, u.Render)
	links := doc.All("a.unfinished-link")
	if len(links) != 1 {
		t.Fatalf("%d rulings marked in progress, want only the lead out of turn", len(links))
	}
	if got := links[0].Attrs["href"]; got != "/rule/opening-lead-out-of-turn" {
		t.Errorf("link = %q", got)
	}
	if got := links[0].TextContent(); !strings.Contains(got, "(♠Q, table 5)") || !strings.Contains(got, "from ") {
		t.Errorf("mark = %q, want when it was left, its card and table", got)
	}

	empty := &Unfinished{}
	if doc := htmltest.Mount(t, empty.Render); doc.Has("#unfinished-title") {
		t.Error("a heading with nothing in progress")
	}
}
