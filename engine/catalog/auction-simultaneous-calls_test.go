package catalog

import (
	"slices"
	"strings"
	"testing"

	"tableside/engine/law"
	"tableside/engine/ruling"
)

// Law text checked against the 2017 Laws: Law 33, "A call made simultaneously with one made by the
// player whose turn it was to call is deemed to be a subsequent call", as reproduced in a 2017 club
// series (https://www.south-waikato.bridge-club.org/node/575), which also gives 2017 Law 34 (it only
// points to 17D3) and Law 36. Older ACBL Duplicate Decisions say the same for Law 33 (the second call is
// treated as subsequent; if out of rotation or insufficient, LHO may accept it, else the Law for it
// applies): no pre-2017 difference here.

func TestSimultaneousCallsRulings(t *testing.T) {
	tests := []struct {
		name   string
		answer string
		ending string
		link   string // the ruling the outcome opens next, if any
		law    law.Ref
	}{
		{"the next player passed at the same moment as the bid in turn: both stand", "legal", "stands", "change-of-call", law.L(33, "")},
		{"boundary: the next player's bid is too low after the bid in turn: insufficient bid", "insufficient", "insufficient", "insufficient-bid", law.L(27, "")},
		{"the next player's double no longer has a bid to double: inadmissible", "inadmissible", "inadmissible", "inadmissible-call", law.L(36, "")},
		{"the partner of the player in turn called at the same moment: call out of rotation", "out-of-turn", "out-of-rotation", "call-out-of-rotation", law.L(29, "")},
		{"boundary: neither caller was in turn: two calls out of rotation", "neither", "neither", "call-out-of-rotation", law.L(29, "")},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			o := outcomeOf(t, "simultaneous-calls", ruling.Context{}, ruling.Pick(tc.answer))
			if o.ID != tc.ending {
				t.Fatalf("ending = %q, want %q", o.ID, tc.ending)
			}
			if !citesLaw(o, tc.law) {
				t.Errorf("laws %v lack %s", o.AllLaws(), tc.law)
			}
			if tc.ending != "neither" && !citesLaw(o, law.L(33, "")) {
				t.Errorf("laws %v lack Law 33", o.AllLaws())
			}
			var links []string
			for _, f := range o.FollowUps {
				if f.Flow != "" {
					links = append(links, f.Flow)
				}
			}
			if (tc.link == "") != (len(links) == 0) || (tc.link != "" && !slices.Contains(links, tc.link)) {
				t.Errorf("links %v, want %q", links, tc.link)
			}
			if len(o.MustPass) > 0 || len(o.LeadRestrictions) > 0 || len(o.PenaltyCards) > 0 {
				t.Errorf("Law 33 itself rectifies nothing; the ruling it leads to does: %+v", o)
			}
		})
	}
}

// An inadmissible double made at the same moment is ruled by the inadmissible-call ruling.
func TestSimultaneousInadmissibleDoubleLinksToItsRuling(t *testing.T) {
	o := outcomeOf(t, "simultaneous-calls", ruling.Context{}, ruling.Pick("inadmissible"))
	if len(o.FollowUps) != 1 || o.FollowUps[0].Flow != "inadmissible-call" || o.FollowUps[0].Law != law.L(36, "") {
		t.Errorf("follow-ups %+v, want the Law 36 reminder linked to inadmissible-call", o.FollowUps)
	}
}

// Law 33 makes the simultaneous call subsequent: the table hears at whose turn it counts, since
// that decides which of Laws 30 to 32 follows.
func TestSimultaneousCallOutOfTurnSaysWhoseTurnItCounts(t *testing.T) {
	for _, tc := range []struct{ answer, want string }{
		{"out-of-turn", "at the turn of the opponent on their right"},
		{"out-of-turn-rho", "at their partner's turn"},
	} {
		o := outcomeOf(t, "simultaneous-calls", ruling.Context{}, ruling.Pick(tc.answer))
		if !strings.Contains(o.Summary, tc.want) {
			t.Errorf("%s: summary %q does not say %q", tc.answer, o.Summary, tc.want)
		}
	}
}

// The call of the player in turn may itself be irregular: an inadmissible double is cancelled
// with the call made with it (Laws 33, 36A); whether a simultaneous call accepted an
// insufficient bid (27A1) is the director's decision, recorded.
func TestSimultaneousCallOverAnIrregularCallInTurn(t *testing.T) {
	o := outcomeOf(t, "simultaneous-calls", ruling.Context{}, ruling.Pick("first-irregular"))
	if o.ID != "first-irregular" || !citesLaw(o, law.L(36, "A")) || !citesLaw(o, law.L(27, "A1")) {
		t.Fatalf("ending %q citing %v", o.ID, o.AllLaws())
	}
	if len(o.Cases) != 3 || !strings.Contains(strings.Join(o.Notes, " "), "record your reading") {
		t.Errorf("cases %+v, notes %q: want the three cases and the decision to record", o.Cases, o.Notes)
	}
}
