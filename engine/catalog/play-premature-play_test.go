package catalog

import (
	"slices"
	"strings"
	"tableside/engine/ruling"
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
		answers     []ruling.Answer
		ending      string
		chooser     ruling.Role
		options     int
		penaltyCard bool
		cites       law.Ref
	}{
		{"defender plays before partner, declarer has not played from both hands: declarer's four options",
			[]ruling.Answer{ruling.Pick("defender"), ruling.Pick("no")}, "declarer-chooses", ruling.Declarer, 4, true, law.L(57, "A")},
		{"boundary: declarer had played from both hands, so no rectification",
			[]ruling.Answer{ruling.Pick("defender"), ruling.Pick("both-hands")}, "no-rectification", ruling.NoRole, 0, false, law.L(57, "C1")},
		{"dummy picked a card on his own first: no rectification for the defender",
			[]ruling.Answer{ruling.Pick("defender"), ruling.Pick("dummy")}, "dummy-prompted", ruling.NoRole, 0, false, law.L(57, "C2")},
		{"defender plays at his RHO's turn, the card is legal later: played at his turn",
			[]ruling.Answer{ruling.Pick("rho-turn"), ruling.Pick("yes")}, "play-in-turn", ruling.NoRole, 0, false, law.L(57, "D")},
		{"defender plays at his RHO's turn, the card could not be played legally: major penalty card",
			[]ruling.Answer{ruling.Pick("rho-turn"), ruling.Pick("no")}, "rho-penalty-card", ruling.NoRole, 0, true, law.L(57, "D")},
		{"declarer plays early from either hand: the card is played",
			[]ruling.Answer{ruling.Pick("declarer")}, "declarer-early", ruling.NoRole, 0, false, law.L(57, "C3")},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			o := outcomeOf(t, "premature-play", ruling.Context{}, tc.answers...)
			if o.ID != tc.ending {
				t.Fatalf("ending = %s, want %s", o.ID, tc.ending)
			}
			if o.Chooser.Role != tc.chooser || len(o.Options) != tc.options {
				t.Errorf("chooser %v with %d options, want %v with %d", o.Chooser, len(o.Options), tc.chooser, tc.options)
			}
			major := len(o.PenaltyCards) == 1 && o.PenaltyCards[0].Major && o.PenaltyCards[0].Owner.Role == ruling.Offender
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
	o := outcomeOf(t, "lead-out-of-turn", ruling.Context{}, ruling.Pick("premature"))
	linked := slices.ContainsFunc(o.FollowUps, func(f ruling.FollowUp) bool { return f.Flow == PrematurePlay.ID })
	if !linked || Lookup(PrematurePlay.ID) == nil {
		t.Errorf("the lead-out-of-turn flow does not lead to a registered premature-play ruling")
	}
	options := outcomeOf(t, "premature-play", ruling.Context{}, PrematurePlay.Common...)
	if !slices.ContainsFunc(options.Notes, func(n string) bool { return strings.Contains(strings.ToLower(n), "seed 004") }) {
		t.Errorf("the options do not warn that seed 004 calls this a lead out of turn")
	}
	for _, c := range options.Options {
		if !slices.Contains(c.Laws, law.L(57, "A")) {
			t.Errorf("option %q does not cite Law 57A", c.Label)
		}
	}
}
