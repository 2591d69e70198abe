package peerpoll

import (
	"testing"

	"tableside/app/apptest"
	"tableside/app/htmltest"
	"tableside/engine/poll"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// A peer gets the locked screen "Show the player" uses: a full-page dialog over the app, so
// the tab bar and the Log (which shows the call chosen at the table) are not one tap away;
// the director's screen comes back after the answer or Cancel. The hand typed with letters
// is stored with suit symbols.
func TestPollPeerSeesALockedScreenAndTheHandInSymbols(t *testing.T) {
	l, _ := apptest.MemoryLog(t)
	e := apptest.PollEntry(t, l, "u5")
	pl, err := poll.New(poll.Problem{Hand: "♠KJ8742 ♥5 ♦A93 ♣J62", Auction: "1♥ (1♠) 4♥ (slow pass) pass ?", Methods: "Acol", Taken: "5♣"})
	if err != nil {
		t.Fatal(err)
	}
	apptest.MustPut(t, l, e.WithPoll(&pl, apptest.Now))
	p := pollPageFor(t, l, "u5")

	p.ask()
	peer := htmltest.ParseHTML(app.HTMLString(p.Render()))
	view := peer.One(t, "#poll-peer-view")
	_, modal := view.Attrs["aria-modal"] // go-app writes a true boolean as a bare attribute
	if view.Attrs["role"] != "dialog" || !modal || !view.Has("form#poll-ask-form") || !view.Has("h1#poll-ask-title") {
		t.Errorf("the peer's screen is not a locked dialog around the question: %v", view.Attrs)
	}
	if peer.Has(".back-link") {
		t.Error("the peer's screen links back to the logged ruling")
	}

	p.cancelAsk()
	if htmltest.ParseHTML(app.HTMLString(p.Render())).Has("#poll-peer-view") {
		t.Error("Cancel leaves the peer's screen up")
	}

	ctx, _ := apptest.Context(t)
	p.editing = true
	p.hand = "S KQ1084 H 5 D A93 C J62"
	p.saveProblem(ctx)
	if p.hand != "♠KQ1084 ♥5 ♦A93 ♣J62" {
		t.Errorf("hand saved as %q", p.hand)
	}
}
