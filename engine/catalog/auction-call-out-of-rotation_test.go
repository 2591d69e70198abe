package catalog

import (
	"slices"
	"tableside/engine/ruling"
	"testing"

	"tableside/engine/law"
)

// Law text checked against the 2017 Laws: Law 31 at https://www.pzbs.pl/sedziowie/mpb/2017/en/l31.html
// (31A1 repeat when RHO passes; 31A2(a) comparable, no further rectification, 26B does not apply;
// 31A2(b) partner passes "when next it is his turn", 16C/26B/72C may apply; 31B partner's or LHO's
// turn; 31C later bids at LHO's turn are changes of call) and Law 23 at
// https://www.pzbs.pl/sedziowie/mpb/2017/en/l23.html (23C cites 30B1(b)(i), 31A2(a), 32A2(a)).

func TestCallOutOfRotationRulings(t *testing.T) {
	type want struct {
		ending   string
		who      ruling.Role       // who must pass, if anyone
		length   ruling.PassLength // NoPassLength: nobody
		passLaw  law.Ref
		leadRule ruling.LeadRule
		law      law.Ref
	}
	tests := []struct {
		name    string
		answers []string
		want    want
	}{
		// Seed 000 (ACBL course): North deals, East passes out of rotation: East must pass at this turn.
		{"pass at RHO's turn, not accepted", []string{"pass", "rho", "not-accepted"},
			want{ending: "pass-next-turn", who: ruling.Offender, length: ruling.NextTurn, passLaw: law.L(30, "A"), law: law.L(30, "A")}},
		{"pass at RHO's turn, LHO accepts", []string{"pass", "rho", "accepted"},
			want{ending: "accepted", law: law.L(29, "A")}},
		{"pass at RHO's turn, RHO called before the ruling", []string{"pass", "rho", "rho-first"},
			want{ending: "cancelled", law: law.L(28, "B")}},
		// Seed 000: North deals, East bids 1♥ out of rotation, North passes: East must repeat 1♥.
		{"bid at RHO's turn, RHO passes", []string{"bid", "rho", "rho-passes"},
			want{ending: "repeat", law: law.L(31, "A1")}},
		// Seed 000: North bids 1♠ instead; East may make any legal call; not comparable → West passes one round.
		{"bid at RHO's turn, RHO bids, new call not comparable", []string{"bid", "rho", "rho-acts", "none"},
			want{ending: "not-comparable", who: ruling.OffendersPartner, length: ruling.NextTurn, passLaw: law.L(31, "A2(b)"), leadRule: ruling.MayProhibit, law: law.L(31, "A2(b)")}},
		{"bid at RHO's turn, RHO bids, new call comparable", []string{"bid", "rho", "rho-acts", "similar-meaning"},
			want{ending: "comparable", law: law.L(31, "A2(a)")}},
		{"bid at RHO's turn, RHO called before the ruling", []string{"bid", "rho", "rho-first"},
			want{ending: "cancelled", law: law.L(28, "B")}},
		// Seed 001 (pre-2017): a bid at partner's turn bars partner "for the balance of the auction".
		// 2017 Law 31B: partner calls freely, then passes once only if the offender's call is not comparable.
		{"opening bid at partner's turn, not comparable: partner passes once, not for the balance", []string{"bid", "partner", "not-accepted", "none"},
			want{ending: "not-comparable", who: ruling.OffendersPartner, length: ruling.NextTurn, passLaw: law.L(31, "A2(b)"), leadRule: ruling.MayProhibit, law: law.L(31, "B1")}},
		{"opening bid at partner's turn, comparable subset", []string{"bid", "partner", "not-accepted", "subset"},
			want{ending: "comparable", law: law.L(31, "B1")}},
		{"bid at partner's turn, LHO accepts", []string{"bid", "partner", "accepted"},
			want{ending: "accepted", law: law.L(29, "A")}},
		// Seed 000: North deals, South passes out of rotation; North calls freely; South's comparable
		// call → no rectification, otherwise North passes one round.
		{"pass at partner's turn, not comparable", []string{"pass", "partner", "not-accepted", "none"},
			want{ending: "not-comparable", who: ruling.OffendersPartner, length: ruling.NextTurn, passLaw: law.L(30, "B1(b)(ii)"), leadRule: ruling.MayProhibit, law: law.L(30, "B1(a)")}},
		{"pass at partner's turn, comparable", []string{"pass", "partner", "not-accepted", "same-purpose"},
			want{ending: "comparable", law: law.L(30, "B1(b)(i)")}},
		// Law 30C: an artificial pass is ruled as a bid under Law 31.
		{"artificial pass at RHO's turn, RHO passes: repeat under Law 31", []string{"artificial-pass", "rho", "rho-passes"},
			want{ending: "repeat", law: law.L(31, "A1")}},
		{"artificial pass at RHO's turn, RHO bids, not comparable", []string{"artificial-pass", "rho", "rho-acts", "none"},
			want{ending: "not-comparable", who: ruling.OffendersPartner, length: ruling.NextTurn, passLaw: law.L(31, "A2(b)"), leadRule: ruling.MayProhibit, law: law.L(30, "C")}},
		// Seed 004 says a double at RHO's turn, not comparable, makes the offender's *opponent* pass;
		// 2017 Law 32A2(b): the offender's partner, once.
		{"double at RHO's turn, RHO bids, not comparable: partner passes once", []string{"double", "rho", "rho-acts", "none"},
			want{ending: "not-comparable", who: ruling.OffendersPartner, length: ruling.NextTurn, passLaw: law.L(32, "A2(b)"), leadRule: ruling.MayProhibit, law: law.L(32, "A2(b)")}},
		{"double at RHO's turn, RHO passes: repeat", []string{"double", "rho", "rho-passes"},
			want{ending: "repeat", law: law.L(32, "A1")}},
		// Seed 004 says a double at partner's turn "cannot be accepted"; Law 32 lets LHO accept it.
		{"double at partner's turn can be accepted", []string{"double", "partner", "accepted"},
			want{ending: "accepted", law: law.L(29, "A")}},
		{"double at partner's turn, comparable", []string{"double", "partner", "not-accepted", "subset"},
			want{ending: "comparable", law: law.L(32, "B")}},
		{"bid at LHO's turn as dealer, LHO does not accept, not comparable", []string{"bid", "lho-first", "not-accepted", "none"},
			want{ending: "not-comparable", who: ruling.OffendersPartner, length: ruling.NextTurn, passLaw: law.L(31, "A2(b)"), leadRule: ruling.MayProhibit, law: law.L(31, "B1")}},
		{"bid at LHO's turn as dealer, LHO opens ignoring it", []string{"bid", "lho-first", "opened"},
			want{ending: "cancelled", law: law.L(28, "B")}},
		{"boundary: double before anyone has bid is inadmissible", []string{"double", "lho-first"},
			want{ending: "inadmissible", law: law.L(36, "")}},
		{"bid at LHO's turn after the offender had called", []string{"bid", "lho-later"},
			want{ending: "change-of-call", law: law.L(31, "C")}},
		{"pass at LHO's turn after the offender had called", []string{"pass", "lho-later"},
			want{ending: "change-of-call", law: law.L(30, "B2")}},
		{"double at LHO's turn after the offender had called", []string{"double", "lho-later"},
			want{ending: "change-of-call", law: law.L(25, "")}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var answers []ruling.Answer
			for _, a := range tc.answers {
				answers = append(answers, ruling.Pick(a))
			}
			o := outcomeOf(t, "call-out-of-rotation", ruling.Context{}, answers...)
			w := tc.want
			if o.ID != w.ending {
				t.Fatalf("ending = %q, want %q", o.ID, w.ending)
			}
			if w.length == ruling.NoPassLength && len(o.MustPass) > 0 {
				t.Errorf("must pass = %+v, want nobody", o.MustPass)
			}
			if w.length != ruling.NoPassLength {
				if len(o.MustPass) != 1 || o.MustPass[0].Who.Role != w.who || o.MustPass[0].Length != w.length || o.MustPass[0].Law != w.passLaw {
					t.Errorf("must pass = %+v, want %s %s under %s", o.MustPass, w.who, w.length, w.passLaw)
				}
				if slices.ContainsFunc(o.MustPass, func(m ruling.MustPass) bool {
					return m.Length == ruling.RestOfAuction || m.Who.Role == ruling.OffendersLHO || m.Who.Role == ruling.OffendersRHO
				}) {
					t.Errorf("nobody passes for the rest of the auction, and never an opponent, after a call out of rotation: %+v", o.MustPass)
				}
			}
			if (w.leadRule == ruling.NoLeadRule) != (len(o.LeadRestrictions) == 0) ||
				(w.leadRule != ruling.NoLeadRule && o.LeadRestrictions[0].Rule != w.leadRule) {
				t.Errorf("lead restrictions = %+v, want %v", o.LeadRestrictions, w.leadRule)
			}
			if !citesLaw(o, w.law) {
				t.Errorf("laws %v lack %s", o.AllLaws(), w.law)
			}
			if len(answers) > 4 {
				t.Errorf("%d answers: the common paths must take four or fewer", len(answers))
			}
		})
	}
}

func TestCallOutOfRotationComparableNeedsNoPassAndNoLeadRestriction(t *testing.T) {
	o := outcomeOf(t, "call-out-of-rotation", ruling.Context{}, ruling.Pick("bid"), ruling.Pick("partner"), ruling.Pick("not-accepted"), ruling.Pick("same-purpose"))
	if len(o.MustPass) != 0 || len(o.LeadRestrictions) != 0 {
		t.Errorf("comparable call: must pass %+v, leads %+v; want none (Laws 23B, 26A)", o.MustPass, o.LeadRestrictions)
	}
	if o.Adjustment == nil || o.Adjustment.Law != law.L(23, "C") {
		t.Errorf("adjustment = %+v, want the Law 23C end-of-play check", o.Adjustment)
	}
	if !slices.ContainsFunc(o.Information, func(i ruling.InfoRule) bool { return i.Who.Role == ruling.OffendersPartner && i.Authorized }) {
		t.Errorf("after a comparable call Law 16C2 does not apply: partner may use the withdrawn call (%+v)", o.Information)
	}
}

func TestCallOutOfRotationAcceptedPassWatchesForASkippedPlayer(t *testing.T) {
	o := outcomeOf(t, "call-out-of-rotation", ruling.Context{}, ruling.Pick("pass"), ruling.Pick("rho"), ruling.Pick("accepted"))
	if !slices.ContainsFunc(o.FollowUps, func(f ruling.FollowUp) bool { return f.Law == law.L(17, "D3") }) {
		t.Errorf("an accepted pass out of rotation should remind about Law 17D3: %+v", o.FollowUps)
	}
	o = outcomeOf(t, "call-out-of-rotation", ruling.Context{}, ruling.Pick("bid"), ruling.Pick("rho"), ruling.Pick("accepted"))
	if len(o.FollowUps) != 0 {
		t.Errorf("an accepted bid needs no reminder: %+v", o.FollowUps)
	}
}
