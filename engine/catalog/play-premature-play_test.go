package catalog

import (
	"slices"
	"strings"
	"testing"

	"tableside/engine/bridge"
	"tableside/engine/law"
	"tableside/engine/ruling"
)

// Law 57 checked against the 2017 text published by the Polish federation (pzbs.pl, en/l57.html),
// found with the search tool ("Law 57 premature lead or play ... 2017"): 57A the four options and
// the major penalty card; 57B partner who cannot comply plays any card "as provided in Law 59";
// 57C1/C2/C3 the exemptions, with no word about Law 16; 57D a play at RHO's turn, where "Law 16
// may apply". Law 59 lets a player who cannot comply, because they must follow suit or lack the
// named suit, play any otherwise legal card.

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
			[]ruling.Answer{ruling.Pick("defender"), ruling.Pick("no"), ruling.CardAnswer(bridge.Card{Suit: bridge.Spades, Rank: bridge.King})}, "declarer-chooses", ruling.Declarer, 4, true, law.L(57, "A")},
		{"boundary: declarer had played from both hands, so no rectification",
			[]ruling.Answer{ruling.Pick("defender"), ruling.Pick("both-hands")}, "no-rectification", ruling.NoRole, 0, false, law.L(57, "C1")},
		{"dummy picked a card on their own first: no rectification for the defender",
			[]ruling.Answer{ruling.Pick("defender"), ruling.Pick("dummy")}, "dummy-prompted", ruling.NoRole, 0, false, law.L(57, "C2")},
		{"partner has already played to the trick: no choice left, the card is still a major penalty card",
			[]ruling.Answer{ruling.Pick("defender"), ruling.Pick("partner-played"), ruling.CardAnswer(bridge.Card{Suit: bridge.Spades, Rank: bridge.King})}, "partner-played", ruling.NoRole, 0, true, law.L(57, "A")},
		{"defender plays at their RHO's turn, the card is legal later: played at their turn",
			[]ruling.Answer{ruling.Pick("rho-turn"), ruling.Pick("yes")}, "play-in-turn", ruling.NoRole, 0, false, law.L(57, "D")},
		{"defender plays at their RHO's turn, the card could not be played legally: major penalty card",
			[]ruling.Answer{ruling.Pick("rho-turn"), ruling.Pick("no"), ruling.CardAnswer(bridge.Card{Suit: bridge.Spades, Rank: bridge.King})}, "rho-penalty-card", ruling.NoRole, 0, true, law.L(57, "D")},
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
				t.Errorf("major penalty card of the player who played too soon = %v, want %v (%+v)", major, tc.penaltyCard, o.PenaltyCards)
			}
			if !citesLaw(o, tc.cites) {
				t.Errorf("laws %v do not include %s", o.AllLaws(), tc.cites)
			}
		})
	}
}

// A club's rules column calls a defender's play before their partner a "lead out of turn"; under
// the 2017 Laws it is Law 57, and the lead-out-of-turn flow sends the director here.
func TestPrematurePlayIsWhereTheLeadFlowSendsTheDirector(t *testing.T) {
	o := outcomeOf(t, "lead-out-of-turn", ruling.Context{}, ruling.Pick("premature"))
	linked := slices.ContainsFunc(o.FollowUps, func(f ruling.FollowUp) bool { return f.Flow == PrematurePlay.ID })
	if !linked || Lookup(PrematurePlay.ID) == nil {
		t.Errorf("the lead-out-of-turn flow does not lead to a registered premature-play ruling")
	}
	options := outcomeOf(t, "premature-play", ruling.Context{}, PrematurePlay.Common...)
	if !slices.ContainsFunc(options.Notes, func(n string) bool {
		return strings.Contains(n, "rules column") && strings.Contains(n, "lead out of turn")
	}) {
		t.Errorf("the options do not warn that a club's rules column calls this a lead out of turn")
	}
	for _, c := range options.Options {
		if !slices.Contains(c.Laws, law.L(57, "A")) {
			t.Errorf("option %q does not cite Law 57A", c.Label)
		}
	}
}

// PP-1: a premature lead to the next trick is a major penalty card under 57A, full stop; when
// partner next has the lead, declarer has the 50D2 options. There is no second lead-out-of-turn
// rectification.
func TestPrematureLeadIsNotAlsoALeadOutOfTurn(t *testing.T) {
	o := outcomeOf(t, "premature-play", ruling.Context{}, ruling.Pick("defender"), ruling.Pick("no"), ruling.CardAnswer(bridge.Card{Suit: bridge.Spades, Rank: bridge.King}))
	for _, f := range o.FollowUps {
		if f.Flow == "lead-out-of-turn" || strings.Contains(f.Watch, "lead out of turn") {
			t.Errorf("follow-up treats the early card as a lead out of turn too: %+v", f)
		}
	}
	if !slices.ContainsFunc(o.FollowUps, func(f ruling.FollowUp) bool { return f.Flow == "penalty-card" && f.Law == law.L(50, "D2") }) {
		t.Errorf("when partner next has the lead, declarer has the penalty-card lead options: %+v", o.FollowUps)
	}
}

// PP-2: partner has already played when the director arrives: declarer's 57A choice no longer
// applies, the card stays a major penalty card, and any damage from it is for the director to
// judge at the end of play, under Law 50E3 since the card is on the table (finding P1).
func TestPrematurePlayPartnerHasAlreadyPlayed(t *testing.T) {
	o := outcomeOf(t, "premature-play", ruling.Context{}, ruling.Pick("defender"), ruling.Pick("partner-played"), ruling.CardAnswer(bridge.Card{Suit: bridge.Spades, Rank: bridge.King}))
	if !o.Chooser.IsZero() || len(o.Options) != 0 {
		t.Errorf("nothing left for declarer to choose: %+v", o.Options)
	}
	if !slices.ContainsFunc(o.FollowUps, func(f ruling.FollowUp) bool { return f.Law == law.L(50, "E3") }) {
		t.Errorf("damage from the card on the table is judged under Law 50E3: %+v", o.FollowUps)
	}
	// The Common path stays within four taps, as the app counts them (a card is two).
	taps := 0
	for _, a := range PrematurePlay.Common {
		taps += answerTaps(t, a)
	}
	if taps > 4 {
		t.Errorf("the Common path takes %d taps, the budget is 4", taps)
	}
}

// PP-3: options 3 and 4 cannot make partner revoke: partner must still follow suit (57A with 57B
// and 59); the named suit bites only when partner has none of the suit led.
func TestPrematurePlayNamedSuitOptionsKeepFollowingSuit(t *testing.T) {
	o := outcomeOf(t, "premature-play", ruling.Context{}, PrematurePlay.Common...)
	for _, c := range o.Options[2:] {
		if !strings.Contains(c.Consequence, "must still follow suit") || !strings.Contains(c.Consequence, "no card of the suit led") || !slices.Contains(c.Laws, law.L(59, "")) {
			t.Errorf("option %q: %q, laws %v", c.Label, c.Consequence, c.Laws)
		}
	}
	if o.First == "" || !strings.Contains(o.First, "play") {
		t.Errorf("partner is stopped from playing before declarer chooses: %q", o.First)
	}
}

// PP-4: 57C gives no rectification and says nothing of Law 16; 57D says Law 16 "may apply". Whether
// partner used the early card is the director's judgement, not a certainty read to the table.
func TestPrematurePlayInformationIsAJudgement(t *testing.T) {
	for _, answers := range [][]ruling.Answer{
		{ruling.Pick("defender"), ruling.Pick("both-hands")},
		{ruling.Pick("defender"), ruling.Pick("dummy")},
		{ruling.Pick("rho-turn"), ruling.Pick("yes")},
	} {
		o := outcomeOf(t, "premature-play", ruling.Context{}, answers...)
		t.Run(o.ID, func(t *testing.T) {
			for _, i := range o.Information {
				if !i.Authorized {
					t.Errorf("stated as certain: %s", i.Sentence())
				}
			}
			if !slices.ContainsFunc(o.FollowUps, func(f ruling.FollowUp) bool { return f.Law.Law == 16 && strings.Contains(f.Watch, "judge") }) {
				t.Errorf("no judgement under Law 16 for the director: %+v", o.FollowUps)
			}
		})
	}
}

// README problem 3: a fourth-hand defender plays before their partner and before dummy on their
// right. Both first answers look true; Law 57A wins, and the question must say so.
func TestPrematurePlayFourthHandBeforePartnerAndDummy(t *testing.T) {
	what := PrematurePlay.Steps[0]
	opt := func(id string) ruling.Option {
		i := slices.IndexFunc(what.Options, func(o ruling.Option) bool { return o.ID == id })
		if i < 0 {
			t.Fatalf("no option %q", id)
		}
		return what.Options[i]
	}
	if !strings.Contains(opt("rho-turn").Label, "partner had played") {
		t.Errorf("the RHO answer does not say partner had already played: %q", opt("rho-turn").Label)
	}
	if !strings.Contains(opt("defender").Help, "wins") || !strings.Contains(what.Help, "57A wins") {
		t.Errorf("neither the answer nor the help says which wins: %q / %q", opt("defender").Help, what.Help)
	}
}

// P32: a defender leads to the next trick after partner has played, with declarer still to play
// fourth. Neither 57A nor 57D covers it; the trick is finished first, and who wins it decides.
func TestDefenderLedBeforeDeclarerPlayedFourth(t *testing.T) {
	o := outcomeOf(t, "premature-play", ruling.Context{}, ruling.Pick("lead-early"))
	if !o.Interim || len(o.Cases) != 2 {
		t.Fatalf("want an interim ruling with two cases (the leader wins the trick or not): %+v", o)
	}
	if !slices.ContainsFunc(o.FollowUps, func(f ruling.FollowUp) bool { return f.Flow == "lead-out-of-turn" }) {
		t.Errorf("not sent to lead-out-of-turn once the trick is complete: %+v", o.FollowUps)
	}
	if o.Chooser.Role != ruling.NoRole || len(o.PenaltyCards) != 0 {
		t.Errorf("Law 57A's options do not apply: chooser %+v, penalty cards %+v", o.Chooser, o.PenaltyCards)
	}
}

// A premature play logged before the card was asked still replays: the answers fit, and the
// ruling asks for the card instead of failing.
func TestPrematurePlayLoggedBeforeTheCardWasAskedStillOpens(t *testing.T) {
	s := ruling.Session{Flow: "premature-play", Answers: []ruling.Given{
		{Step: "what", Answer: ruling.Pick("defender")}, {Step: "exempt", Answer: ruling.Pick("no")}}}
	st, err := Decide(s)
	if err != nil {
		t.Fatalf("the logged answers no longer replay: %v", err)
	}
	if st.Done() || st.Step.ID != "card" {
		t.Errorf("want the card question next, got %+v", st)
	}
}
