package ruling

import (
	"slices"
	"strings"
	"testing"

	"tableside/engine/law"
)

// Law 57 checked against the 2017 text published by the Polish federation (pzbs.pl, l57.html),
// found with the search tool ("Law 57 premature lead or play ... 2017"): 57A the four options and
// the major penalty card; 57B partner who cannot comply plays any card; 57C1/C2/C3 the
// exemptions; 57D a play at RHO's turn.

func TestPrematurePlayRulings(t *testing.T) {
	tests := []struct {
		name        string
		answers     []Answer
		ending      string
		chooser     Role
		options     int
		penaltyCard bool
		cites       law.Ref
	}{
		{"defender plays before partner, declarer has not played from both hands: declarer's four options",
			[]Answer{Pick("defender"), Pick("no")}, "declarer-chooses", Declarer, 4, true, law.L(57, "A")},
		{"boundary: declarer had played from both hands, so no rectification",
			[]Answer{Pick("defender"), Pick("both-hands")}, "no-rectification", NoRole, 0, false, law.L(57, "C1")},
		{"dummy picked a card on his own first: no rectification for the defender",
			[]Answer{Pick("defender"), Pick("dummy")}, "dummy-prompted", NoRole, 0, false, law.L(57, "C2")},
		{"defender plays at his RHO's turn, the card is legal later: played at his turn",
			[]Answer{Pick("rho-turn"), Pick("yes")}, "play-in-turn", NoRole, 0, false, law.L(57, "D")},
		{"defender plays at his RHO's turn, the card could not be played legally: major penalty card",
			[]Answer{Pick("rho-turn"), Pick("no")}, "rho-penalty-card", NoRole, 0, true, law.L(57, "D")},
		{"declarer plays early from either hand: the card is played",
			[]Answer{Pick("declarer")}, "declarer-early", NoRole, 0, false, law.L(57, "C3")},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			o := outcomeOf(t, "premature-play", Context{}, tc.answers...)
			if o.ID != tc.ending {
				t.Fatalf("ending = %s, want %s", o.ID, tc.ending)
			}
			if o.Chooser.Role != tc.chooser || len(o.Options) != tc.options {
				t.Errorf("chooser %v with %d options, want %v with %d", o.Chooser, len(o.Options), tc.chooser, tc.options)
			}
			major := len(o.PenaltyCards) == 1 && o.PenaltyCards[0].Major && o.PenaltyCards[0].Owner.Role == Offender
			if major != tc.penaltyCard {
				t.Errorf("major penalty card of the offender = %v, want %v (%+v)", major, tc.penaltyCard, o.PenaltyCards)
			}
			if !citesLaw(o, tc.cites) {
				t.Errorf("laws %v do not include %s", o.AllLaws(), tc.cites)
			}
		})
	}
}

// Seed 004 calls a defender's play before his partner a "lead out of turn"; under the 2017 Laws
// it is Law 57, and the lead-out-of-turn flow sends the director here.
func TestPrematurePlayIsWhereTheLeadFlowSendsTheDirector(t *testing.T) {
	o := outcomeOf(t, "lead-out-of-turn", Context{}, Pick("premature"))
	linked := slices.ContainsFunc(o.FollowUps, func(f FollowUp) bool { return f.Flow == PrematurePlay.ID })
	if !linked || Lookup(PrematurePlay.ID) == nil {
		t.Errorf("the lead-out-of-turn flow does not lead to a registered premature-play ruling")
	}
	options := outcomeOf(t, "premature-play", Context{}, PrematurePlay.Common...)
	if !slices.ContainsFunc(options.Notes, func(n string) bool { return strings.Contains(strings.ToLower(n), "seed 004") }) {
		t.Errorf("the options do not warn that seed 004 calls this a lead out of turn")
	}
	for _, c := range options.Options {
		if !slices.Contains(c.Laws, law.L(57, "A")) {
			t.Errorf("option %q does not cite Law 57A", c.Label)
		}
	}
}
