package board

import (
	"strings"
	"testing"

	"tableside/engine/bridge"
	"tableside/engine/ruling"
)

// recordAs records an outcome under a log id, as the app does, failing the test if refused.
func recordAs(t *testing.T, b State, flow, logID string, o ruling.Outcome, chosen string) State {
	t.Helper()
	next, err := b.Record(Ref{Flow: flow, At: "2026-11-27T19:00:00Z", Log: logID, Chosen: chosen}, o)
	if err != nil {
		t.Fatalf("recording %s (%s): %v", flow, o.ID, err)
	}
	return next
}

// exposed rules a card a defender exposed by accident (Law 50B: an honour is major, a lower
// card minor). The penalty card ruling never asks which defender.
func exposed(t *testing.T, b State, card bridge.Card) ruling.Outcome {
	t.Helper()
	_, o := rule(t, "penalty-card", b.Context(0), ruling.Pick("exposed"), ruling.CardAnswer(card), ruling.Pick("accident"))
	return o
}

// Laws 50D1, 56. West drops the ♥K (a major penalty card); the board asks whose it is, the
// director names West with one tap, and East's opening lead out of turn then gives declarer
// options that name West's ♥K: if the lead is refused, West must lead it.
func TestPenaltyCardOwnerNamedOnceThenTheLeadRulingNamesTheCard(t *testing.T) {
	b := recordAs(t, newBoard(t, 7, fourSpades), "penalty-card", "pc", exposed(t, newBoard(t, 7, fourSpades), heartKing), "")
	n, cards := b.UnownedCards("pc")
	if n != 1 || len(cards) != 1 || cards[0].Card != heartKing {
		t.Fatalf("ruling %d, unowned %+v; want ruling 1's ♥K", n, cards)
	}
	if got := b.Defenders(); len(got) != 2 || got[0] != bridge.West || got[1] != bridge.East {
		t.Errorf("defenders %v; want West and East against South's 4♠", got)
	}
	b, err := b.NameOwner(n, bridge.West)
	if err != nil {
		t.Fatal(err)
	}
	if _, left := b.UnownedCards("pc"); len(left) != 0 {
		t.Errorf("still unowned %+v after naming West", left)
	}
	o := openingLeadOutOfTurn(t, b.Context(0), "nothing")
	leave := option(t, o, "Leave the ♠5 on the table")
	if !strings.Contains(leave.Label, "West leads the ♥K") {
		t.Errorf("leave option %q; want West to lead the ♥K", leave.Label)
	}
}

// A ruling that knows the defender's seat names the owner itself: nothing is asked.
func TestPenaltyCardOfARulingThatKnowsTheSeatNeedsNoQuestion(t *testing.T) {
	b := newBoard(t, 7, fourSpades)
	b = recordAs(t, b, "opening-lead-out-of-turn", "lead", openingLeadOutOfTurn(t, b.Context(0), "nothing"), "Let West lead anything")
	if n, cards := b.UnownedCards("lead"); n != 1 || len(cards) != 0 {
		t.Errorf("ruling %d, unowned %+v; want none: the ruling knew East led", n, cards)
	}
	if len(b.PenaltyCards) != 1 || b.PenaltyCards[0].Owner != bridge.East {
		t.Errorf("penalty cards %+v; want East's ♠5", b.PenaltyCards)
	}
}

// Boundaries: dummy's seat is refused (Law 48A), as are a closed board, no seat, and a ruling
// that left no card without an owner; each time the board is unchanged.
func TestPenaltyCardOwnerRefusals(t *testing.T) {
	b := recordAs(t, newBoard(t, 7, fourSpades), "penalty-card", "pc", exposed(t, newBoard(t, 7, fourSpades), heartKing), "")
	for name, c := range map[string]struct {
		b     State
		n     int
		owner bridge.Seat
		want  string
	}{
		"dummy":           {b, 1, bridge.North, "Law 48A"},
		"declarer":        {b, 1, bridge.South, "Law 48A"},
		"no seat":         {b, 1, bridge.NoSeat, "choose the seat"},
		"closed board":    {b.Close(), 1, bridge.West, "closed"},
		"no such ruling":  {b, 2, bridge.West, "left no penalty card"},
		"already unowned": {b, 0, bridge.West, "left no penalty card"},
	} {
		got, err := c.b.NameOwner(c.n, c.owner)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v; want one saying %q", name, err, c.want)
		}
		if got.PenaltyCards[0].Owner != bridge.NoSeat {
			t.Errorf("%s: the refused owner was kept", name)
		}
	}
}

// The chooser's pick, recorded later under the same log id, keeps the owner named.
func TestNamedOwnerSurvivesTheRulingRecordedAgain(t *testing.T) {
	o := exposed(t, newBoard(t, 7, fourSpades), heartKing)
	b := recordAs(t, newBoard(t, 7, fourSpades), "penalty-card", "pc", o, "")
	b, err := b.NameOwner(1, bridge.East)
	if err != nil {
		t.Fatal(err)
	}
	b = recordAs(t, b, "penalty-card", "pc", o, "")
	if len(b.PenaltyCards) != 1 || b.PenaltyCards[0].Owner != bridge.East {
		t.Errorf("penalty cards %+v; want East's ♥K still East's", b.PenaltyCards)
	}
}

// Law 50B: West's ♠5 was a minor penalty card; a second card named West's makes both major.
func TestSecondPenaltyCardNamedForTheSameDefenderMakesBothMajor(t *testing.T) {
	b := newBoard(t, 7, fourSpades)
	b = recordAs(t, b, "penalty-card", "first", exposed(t, b, spadeFive), "")
	b, err := b.NameOwner(1, bridge.West)
	if err != nil {
		t.Fatal(err)
	}
	if b.PenaltyCards[0].Major {
		t.Fatalf("the ♠5 alone is major; want minor (Law 50B)")
	}
	b = recordAs(t, b, "penalty-card", "second", exposed(t, b, clubThree), "")
	if b, err = b.NameOwner(2, bridge.West); err != nil {
		t.Fatal(err)
	}
	for _, p := range b.PenaltyCards {
		if !p.Major || p.Owner != bridge.West {
			t.Errorf("penalty card %+v; want West's, major", p)
		}
	}
}
