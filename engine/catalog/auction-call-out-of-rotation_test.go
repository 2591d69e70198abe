package catalog

import (
	"slices"
	"strings"
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
		{"opening bid at partner's turn, not comparable: partner passes once, not for the balance", []string{"bid", "partner", "called-again", "none"},
			want{ending: "not-comparable", who: ruling.OffendersPartner, length: ruling.NextTurn, passLaw: law.L(31, "A2(b)"), leadRule: ruling.MayProhibit, law: law.L(31, "B1")}},
		{"opening bid at partner's turn, comparable subset", []string{"bid", "partner", "called-again", "subset"},
			want{ending: "comparable", law: law.L(31, "B1")}},
		{"bid at partner's turn, LHO accepts", []string{"bid", "partner", "accepted"},
			want{ending: "accepted", law: law.L(29, "A")}},
		// Seed 000: North deals, South passes out of rotation; North calls freely; South's comparable
		// call → no rectification, otherwise North passes one round.
		{"pass at partner's turn, not comparable", []string{"pass", "partner", "called-again", "none"},
			want{ending: "not-comparable", who: ruling.OffendersPartner, length: ruling.NextTurn, passLaw: law.L(30, "B1(b)(ii)"), leadRule: ruling.MayProhibit, law: law.L(30, "B1(a)")}},
		{"pass at partner's turn, comparable", []string{"pass", "partner", "called-again", "same-purpose"},
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
		{"double at partner's turn, comparable", []string{"double", "partner", "called-again", "subset"},
			want{ending: "comparable", law: law.L(32, "B")}},
		{"bid at LHO's turn as dealer, LHO does not accept, not comparable", []string{"bid", "lho-first", "called-again", "none"},
			want{ending: "not-comparable", who: ruling.OffendersPartner, length: ruling.NextTurn, passLaw: law.L(31, "A2(b)"), leadRule: ruling.MayProhibit, law: law.L(31, "B1")}},
		{"bid at LHO's turn as dealer, LHO opens ignoring it", []string{"bid", "lho-first", "opened"},
			want{ending: "cancelled", law: law.L(28, "B")}},
		{"boundary: double before anyone has bid is inadmissible", []string{"double", "lho-first", "not-yet"},
			want{ending: "inadmissible", who: ruling.OffendersPartner, length: ruling.RestOfAuction, passLaw: law.L(36, "B4"), leadRule: ruling.MayProhibit, law: law.L(36, "B")}},
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
					// Law 36B4 is the one exception: an inadmissible double bars partner for the rest of the auction.
					return m.Length == ruling.RestOfAuction && m.Law.Law != 36 || m.Who.Role == ruling.OffendersLHO || m.Who.Role == ruling.OffendersRHO
				}) {
					t.Errorf("nobody passes for the rest of the auction (but under Law 36), and never an opponent, after a call out of rotation: %+v", o.MustPass)
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
	o := outcomeOf(t, "call-out-of-rotation", ruling.Context{}, ruling.Pick("bid"), ruling.Pick("partner"), ruling.Pick("called-again"), ruling.Pick("same-purpose"))
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

// Findings of the 2017 law review (docs/law-review.md §8, §12, the questions list) on calls out
// of rotation. Law text: Law 31 at https://www.pzbs.pl/sedziowie/mpb/2017/en/l31.html; Law 28A
// ("a call is in rotation when made at RHO's turn if RHO is required by law to pass", quoted at
// https://forums.ebu.co.uk/discussion/842/on-rule-28a); Laws 33 and 36 at
// https://www.south-waikato.bridge-club.org/node/575 (33: a call made at the same moment as the
// in-turn call is deemed subsequent to it; 36A/36B: an inadmissible double is cancelled, 36B4 out
// of turn: the auction reverts, the offender calls freely, partner passes for the rest of the
// auction); Law 17D3 at https://www.pzbs.pl/sedziowie/mpb/2017/en/l17.html (auction reverts to the
// player who missed the turn, later passes cancelled, 16C applies with the player who passed out
// of rotation as offender).
func TestCallOutOfRotationLawReview(t *testing.T) {
	picks := func(ids ...string) []ruling.Answer {
		var out []ruling.Answer
		for _, id := range ids {
			out = append(out, ruling.Pick(id))
		}
		return out
	}
	t.Run("C-1 Q1 the common path ends in an interim ruling the director gives before partner calls", func(t *testing.T) {
		o := outcomeOf(t, "call-out-of-rotation", ruling.Context{}, picks("bid", "partner", "not-accepted")...)
		if !o.Interim || len(o.Cases) != 2 {
			t.Fatalf("outcome %s interim %v with %d cases; want an interim ruling with the two comparable cases", o.ID, o.Interim, len(o.Cases))
		}
		if !slices.ContainsFunc(o.Cases, func(c ruling.Case) bool { return slices.Contains(c.Laws, law.L(31, "A2(b)")) }) ||
			!slices.ContainsFunc(o.Cases, func(c ruling.Case) bool { return slices.Contains(c.Laws, law.L(31, "A2(a)")) }) {
			t.Errorf("cases %+v; want 31A2(a) and 31A2(b)", o.Cases)
		}
		if !slices.ContainsFunc(o.FollowUps, func(f ruling.FollowUp) bool { return f.Flow == "comparable-call" }) {
			t.Errorf("no follow-up re-opens the comparable-call ruling: %+v", o.FollowUps)
		}
		if !slices.ContainsFunc(o.Information, func(i ruling.InfoRule) bool {
			return i.Who.Role == ruling.OffendersPartner && !i.Authorized && i.Law == law.L(16, "C2")
		}) {
			t.Errorf("partner calls next and may not use the cancelled call (31B1, 16C2): %+v", o.Information)
		}
		if n := len(CallOutOfRotation.Common); n > 4 {
			t.Errorf("the common path takes %d answers; the interim ruling should end it at 4, the seat first", n)
		}
	})
	t.Run("C-1 a bid at RHO's turn: the table hears what RHO's pass and RHO's bid will each mean", func(t *testing.T) {
		o := outcomeOf(t, "call-out-of-rotation", ruling.Context{}, picks("bid", "rho", "not-accepted")...)
		if !o.Interim || len(o.Cases) != 4 || !slices.Contains(o.Cases[0].Laws, law.L(31, "A1")) {
			t.Fatalf("outcome %s interim %v cases %+v; want repeat, any call, comparable, not comparable", o.ID, o.Interim, o.Cases)
		}
		o = outcomeOf(t, "call-out-of-rotation", ruling.Context{}, picks("double", "rho", "not-accepted")...)
		if !slices.Contains(o.Cases[0].Laws, law.L(32, "A1")) || !slices.Contains(o.Cases[3].Laws, law.L(32, "A2(b)")) {
			t.Errorf("a double at RHO's turn cites %+v; want Law 32A", o.Cases)
		}
	})
	t.Run("C-2 a double of partner's bid, or with nothing to double, cannot be accepted: Law 36", func(t *testing.T) {
		for _, lho := range []string{"not-yet", "lho-called"} {
			o := outcomeOf(t, "call-out-of-rotation", ruling.Context{}, picks("inadmissible", lho)...)
			if !citesLaw(o, law.L(36, "")) && !citesLaw(o, law.L(36, "A")) && !citesLaw(o, law.L(36, "B4")) {
				t.Errorf("%s: laws %v lack Law 36", lho, o.AllLaws())
			}
			if o.ID == "accepted" || len(o.Options) != 0 {
				t.Errorf("%s: an inadmissible double is offered for acceptance: %s %+v", lho, o.ID, o.Options)
			}
		}
		o := outcomeOf(t, "call-out-of-rotation", ruling.Context{}, picks("inadmissible", "not-yet")...)
		if len(o.MustPass) != 1 || o.MustPass[0].Who.Role != ruling.OffendersPartner || o.MustPass[0].Length != ruling.RestOfAuction || o.MustPass[0].Law != law.L(36, "B4") {
			t.Errorf("must pass %+v; want partner for the rest of the auction under 36B4", o.MustPass)
		}
		o = outcomeOf(t, "call-out-of-rotation", ruling.Context{}, picks("inadmissible", "lho-called")...)
		if len(o.MustPass) != 0 || len(o.LeadRestrictions) != 0 || !citesLaw(o, law.L(36, "A")) {
			t.Errorf("LHO called over it: 36A cancels it and every later call with no rectification: %+v", o)
		}
	})
	t.Run("C-3 LHO as dealer: the basis for acceptance or cancellation is said to be a resolution and recorded", func(t *testing.T) {
		for _, at := range []string{"accepted", "opened"} {
			o := outcomeOf(t, "call-out-of-rotation", ruling.Context{}, picks("bid", "lho-first", at)...)
			if !slices.ContainsFunc(o.Notes, func(n string) bool {
				return strings.Contains(n, "28B") && strings.Contains(n, "29A") && strings.Contains(n, "record")
			}) {
				t.Errorf("%s: no note on resolving 29A against 28B and recording the basis: %q", at, o.Notes)
			}
		}
	})
	t.Run("C-5 a call at RHO's turn when RHO had to pass is in rotation", func(t *testing.T) {
		o := outcomeOf(t, "call-out-of-rotation", ruling.Context{}, picks("bid", "rho-barred")...)
		if o.ID != "in-rotation" || !citesLaw(o, law.L(28, "A")) || len(o.MustPass) != 0 || len(o.LeadRestrictions) != 0 {
			t.Errorf("outcome %s citing %v; want in-rotation under 28A with no rectification", o.ID, o.AllLaws())
		}
	})
	t.Run("D3 after a pass out of turn at RHO's turn the enforced pass gets the Law 72C check", func(t *testing.T) {
		o := outcomeOf(t, "call-out-of-rotation", ruling.Context{}, picks("pass", "rho", "not-accepted")...)
		if !slices.ContainsFunc(o.FollowUps, func(f ruling.FollowUp) bool { return f.Law == law.L(72, "C") }) {
			t.Errorf("no Law 72C follow-up: %+v", o.FollowUps)
		}
	})
	t.Run("D4 an accepted pass that skips a player: later passes cancelled and Law 16C, said in the ruling", func(t *testing.T) {
		o := outcomeOf(t, "call-out-of-rotation", ruling.Context{}, picks("pass", "rho", "accepted")...)
		said := strings.Join(o.Script(), " ")
		if !strings.Contains(said, "cancelled") || !citesLaw(o, law.L(16, "C")) || !citesLaw(o, law.L(17, "D3")) {
			t.Errorf("the accepted pass does not state 17D3 with 16C:\n%s\n%v", said, o.AllLaws())
		}
		for _, f := range o.FollowUps {
			if f.Flow != "" && Lookup(f.Flow) == nil {
				t.Errorf("follow-up links to the unbuilt flow %q", f.Flow)
			}
		}
	})
	t.Run("D5 Q7 a call at the same moment as RHO's call stands in rotation under Law 33", func(t *testing.T) {
		for _, call := range []string{"bid", "pass", "double"} {
			o := outcomeOf(t, "call-out-of-rotation", ruling.Context{}, picks(call, "rho", "simultaneous")...)
			if o.ID != "simultaneous" || !citesLaw(o, law.L(33, "")) || citesLaw(o, law.L(28, "B")) {
				t.Errorf("%s: outcome %s citing %v; want Law 33, not 28B", call, o.ID, o.AllLaws())
			}
			if !slices.ContainsFunc(o.FollowUps, func(f ruling.FollowUp) bool { return f.Flow == "insufficient-bid" }) {
				t.Errorf("%s: no link to rule an insufficient bid made at the same moment: %+v", call, o.FollowUps)
			}
		}
	})
}

// A pass out of turn at the dealer's turn goes back to the dealer, not to partner: the interim
// ruling's title must say who calls next.
func TestPassBeforeTheDealerIsNotTitledPartnerCalls(t *testing.T) {
	o := outcomeOf(t, "call-out-of-rotation", ruling.Context{}, picks("pass", "lho-first", "not-accepted")...)
	if strings.Contains(o.Title, "partner calls") || !strings.Contains(o.Title, "dealer") {
		t.Errorf("title %q, want the dealer to call next", o.Title)
	}
	at := outcomeOf(t, "call-out-of-rotation", ruling.Context{}, picks("pass", "partner", "not-accepted")...)
	if !strings.Contains(at.Title, "partner calls") {
		t.Errorf("boundary: at partner's turn the title %q should still say partner calls", at.Title)
	}
}

// Whether Law 28B also lifts Law 36B4's bar for an inadmissible double out of turn is not
// settled by the Laws: the ruling says it is a reading and asks for it to be logged.
func TestInadmissibleDoubleOutOfTurnCancelledByThePlayerInTurnIsAReading(t *testing.T) {
	o := outcomeOf(t, "call-out-of-rotation", ruling.Context{}, picks("inadmissible", "rho-first")...)
	notes := strings.Join(o.Notes, " ")
	if !strings.Contains(notes, "36B4") || !strings.Contains(notes, "record it in the log") {
		t.Errorf("notes %q do not mark the 28B reading", notes)
	}
}
