package catalog

import (
	"slices"
	"strings"
	"testing"

	"tableside/engine/bridge"
	"tableside/engine/law"
	"tableside/engine/ruling"
)

// Law 50E in its 2017 form (finding P1). Sources: the Danish authorised 2017 text of 50E1
// (bridgeregler.dk, "Oplysninger fra strafkort", quoted in the second law review); the Welsh
// Bridge Union's rule of July 2019 (see the opening-lead tests); EBU forum discussion no. 260,
// which quotes 50C sending a minor penalty card to "E following". 50E1: while a penalty card is
// on the table, what it shows and the duty to play it are authorized for every player. 50E2: once
// picked up, what it showed is unauthorized for the owner's partner. 50E3: damage from a card
// that stayed on the table is adjusted under 50E3, not judged under Law 16B.

var (
	spadeKing    = bridge.Card{Suit: bridge.Spades, Rank: bridge.King}
	diamondThree = bridge.Card{Suit: bridge.Diamonds, Rank: bridge.Three}
)

// penaltyCardOnTheTable is every outcome that leaves a penalty card on the table, in the six
// rulings that make or pick one up.
var penaltyCardOnTheTable = []struct {
	name    string
	flow    string
	answers []ruling.Answer
}{
	{"a card dropped by accident: minor", "penalty-card", []ruling.Answer{ruling.Pick("exposed"), ruling.CardAnswer(spadeNine), ruling.Pick("accident")}},
	{"an honour exposed: major", "penalty-card", []ruling.Answer{ruling.Pick("exposed"), ruling.CardAnswer(heartTen), ruling.Pick("accident")}},
	{"two cards exposed together", "penalty-card", []ruling.Answer{ruling.Pick("exposed"), ruling.CardAnswer(spadeNine), ruling.Pick("together"), ruling.CardAnswer(heartFour), ruling.Pick("no")}},
	{"the defender with a major penalty card is to play", "penalty-card", picks("must-play", "one")},
	{"the defender with several penalty cards is to play", "penalty-card", picks("must-play", "several-suits")},
	{"the defender with a minor penalty card is to play", "penalty-card", picks("must-play", "minor")},
	{"partner leads with only a minor penalty card on the table", "penalty-card", picks("partner-leads", "minor")},
	{"a penalty card not played, and declarer has played since", "penalty-card", picks("not-played", "yes")},
	{"a defender plays before partner: declarer's options", "premature-play", []ruling.Answer{ruling.Pick("defender"), ruling.Pick("no"), ruling.CardAnswer(spadeKing)}},
	{"a defender plays before partner, who has played since", "premature-play", []ruling.Answer{ruling.Pick("defender"), ruling.Pick("partner-played"), ruling.CardAnswer(spadeKing)}},
	{"a defender plays at RHO's turn a card they cannot play then", "premature-play", []ruling.Answer{ruling.Pick("rho-turn"), ruling.Pick("no"), ruling.CardAnswer(spadeKing)}},
	{"a defender plays two cards, a low one left over", "simultaneous-plays", []ruling.Answer{ruling.Pick("one-defender"), ruling.SeatAnswer(bridge.West), ruling.Pick("more"), ruling.Pick("low")}},
	{"a defender plays two cards, an honour left over", "simultaneous-plays", []ruling.Answer{ruling.Pick("one-defender"), ruling.SeatAnswer(bridge.West), ruling.Pick("more"), ruling.Pick("honour")}},
	{"two players at once, a defender before their partner", "simultaneous-plays", []ruling.Answer{ruling.Pick("two-players"), ruling.Pick("early-defender"), ruling.CardAnswer(spadeKing)}},
	{"a defender plays three cards", "simultaneous-plays", []ruling.Answer{ruling.Pick("one-defender"), ruling.SeatAnswer(bridge.West), ruling.Pick("more"), ruling.Pick("several"), ruling.CardAnswer(heartFour), ruling.CardAnswer(clubTwo)}},
	{"a defender's revoke corrected", "revoke", []ruling.Answer{ruling.Pick("not-established"), ruling.Pick("defender"), ruling.CardAnswer(diamondThree)}},
	// 62C3 (2017, pzbs.pl/sedziowie/mpb/2017/en/l62.html): both revokes corrected, "see Law 16C2",
	// and every card the defenders take back becomes a penalty card, so 50E1 covers those.
	{"both sides' revokes on one trick corrected", "revoke", picks("exception", "both-sides", "same-trick")},
	// Law 24E: a card exposed during the auction by a player who then defends is a penalty card,
	// and Law 50E applies to it as to any other (seen failing: the 2008 lines, partner barred).
	{"a low card exposed in the auction, its owner defends", "card-exposed-in-auction", picks("own", "low", "defender")},
	{"an honour exposed in the auction, its owner defends", "card-exposed-in-auction", picks("own", "honour", "defender")},
	{"two cards exposed in the auction, their owner defends", "card-exposed-in-auction", picks("own", "several", "defender")},
	// Law 57A: a defender's card shown before partner played is a major penalty card.
	{"a defender shows a card before partner has played", "card-played", []ruling.Answer{ruling.Pick("played"), ruling.Pick("defender-seen"), ruling.Pick("before-partner"), ruling.CardAnswer(spadeKing)}},
}

func TestPenaltyCardOnTheTableIsAuthorizedToEveryPlayer(t *testing.T) {
	for _, tc := range penaltyCardOnTheTable {
		t.Run(tc.flow+": "+tc.name, func(t *testing.T) {
			o := outcomeOf(t, tc.flow, ruling.Context{}, tc.answers...)
			checkPenaltyCardInformation(t, o.Information, true)
			if !slices.ContainsFunc(o.FollowUps, func(f ruling.FollowUp) bool { return f.Law == law.L(50, "E3") }) {
				t.Errorf("no end-of-play check under Law 50E3: %+v", o.FollowUps)
			}
			if slices.ContainsFunc(o.FollowUps, func(f ruling.FollowUp) bool {
				return f.Law.Law == 16 && f.Flow == "" && strings.Contains(f.Watch, "early card")
			}) &&
				!strings.Contains(tc.name, "RHO") {
				t.Errorf("a penalty card on the table is judged under Law 16B, not 50E3: %+v", o.FollowUps)
			}
		})
	}
}

// checkPenaltyCardInformation fails unless the Law 50E lines are the 2017 ones: a 50E1 line for
// everyone while the card is on the table, no line barring the owner's partner from a card that is
// still there, and never the bare "Law 50E" of the 2008 rule.
func checkPenaltyCardInformation(t *testing.T, info []ruling.InfoRule, stays bool) {
	t.Helper()
	var onTable bool
	for _, i := range info {
		switch {
		case i.Law == law.L(50, "E"):
			t.Errorf("cites Law 50E without saying which part: %+v", i)
		case i.Law == law.L(50, "E1"):
			onTable = onTable || (i.Authorized && i.Who.Role == ruling.NoRole && i.Who.Name == "everyone at the table")
		case i.Law.Law == 50 && !i.Authorized && i.Law != law.L(50, "E2"):
			t.Errorf("bars a player from a penalty card still on the table: %+v", i)
		case strings.Contains(i.What, "beyond what"):
			t.Errorf("the 2008 rule (only the duty to play it is authorized): %+v", i)
		}
	}
	if onTable != stays {
		t.Errorf("a 50E1 line for everyone = %v, want %v: %+v", onTable, stays, info)
	}
}

// P1: declarer's lead options when partner of the defender with a penalty card is to lead. The
// information is ruled with each option, never before declarer has chosen.
func TestPenaltyCardLeadOptionsRuleInformationWithEachOption(t *testing.T) {
	for _, holding := range []string{"one", "one-suit", "several-suits"} {
		t.Run(holding, func(t *testing.T) {
			o := outcomeOf(t, "penalty-card", ruling.Context{}, ruling.Pick("partner-leads"), ruling.Pick(holding))
			if len(o.Information) != 0 {
				t.Errorf("information read before declarer chooses: %+v", o.Information)
			}
			if len(o.Options) != 3 {
				t.Fatalf("options = %d, want require, forbid, let partner lead", len(o.Options))
			}
			for _, picked := range o.Options[:2] {
				if !slices.ContainsFunc(picked.Information, func(i ruling.InfoRule) bool {
					return !i.Authorized && i.Law == law.L(50, "E2") && i.Who.Role == ruling.OffendersPartner
				}) {
					t.Errorf("option %q picks cards up but does not bar the other defender under 50E2: %+v", picked.Label, picked.Information)
				}
			}
			checkPenaltyCardInformation(t, o.Options[2].Information, true)
			if !slices.ContainsFunc(o.FollowUps, func(f ruling.FollowUp) bool { return f.Law == law.L(50, "E3") }) {
				t.Errorf("no 50E3 check for a card left on the table: %+v", o.FollowUps)
			}
		})
	}
}

// P1 in premature-play: partner has played since, with the early card on the table. Partner's
// card is not judged as a use of unauthorized information (16B); damage goes to 50E3.
func TestPrematurePlayPartnerPlayedAfterSeeingThePenaltyCard(t *testing.T) {
	o := outcomeOf(t, "premature-play", ruling.Context{}, ruling.Pick("defender"), ruling.Pick("partner-played"), ruling.CardAnswer(spadeKing))
	for _, f := range o.FollowUps {
		if f.Law.Law == 16 {
			t.Errorf("judged under Law 16 while the card is a penalty card on the table: %+v", f)
		}
	}
	for _, n := range o.Notes {
		if strings.Contains(n, "unauthorized for partner from now on") {
			t.Errorf("note gives the 2008 rule: %q", n)
		}
	}
}

// README problem 9: the table hears the card named, not "the exposed card".
func TestPenaltyCardsAreNamedToTheTable(t *testing.T) {
	cases := []struct {
		name    string
		flow    string
		answers []ruling.Answer
		cards   []bridge.Card
	}{
		{"premature play, declarer's options", "premature-play", []ruling.Answer{ruling.Pick("defender"), ruling.Pick("no"), ruling.CardAnswer(spadeKing)}, []bridge.Card{spadeKing}},
		{"premature play at RHO's turn", "premature-play", []ruling.Answer{ruling.Pick("rho-turn"), ruling.Pick("no"), ruling.CardAnswer(spadeKing)}, []bridge.Card{spadeKing}},
		{"revoke corrected by a defender", "revoke", []ruling.Answer{ruling.Pick("not-established"), ruling.Pick("defender"), ruling.CardAnswer(diamondThree)}, []bridge.Card{diamondThree}},
		{"two players at once, a defender before their partner", "simultaneous-plays", []ruling.Answer{ruling.Pick("two-players"), ruling.Pick("early-defender"), ruling.CardAnswer(spadeKing)}, []bridge.Card{spadeKing}},
		{"three cards played at once (P10)", "simultaneous-plays", []ruling.Answer{ruling.Pick("one-defender"), ruling.SeatAnswer(bridge.West), ruling.Pick("more"), ruling.Pick("several"), ruling.CardAnswer(heartFour), ruling.CardAnswer(clubTwo)}, []bridge.Card{heartFour, clubTwo}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			o := outcomeOf(t, tc.flow, ruling.Context{Contract: bridge.Contract{Level: 4, Strain: bridge.SpadesStrain, Declarer: bridge.South}}, tc.answers...)
			script := strings.Join(o.Script(), " ")
			if strings.Contains(script, "exposed card") {
				t.Errorf("the script says \"the exposed card\":\n%s", script)
			}
			for _, c := range tc.cards {
				if !slices.ContainsFunc(o.PenaltyCards, func(p ruling.PenaltyCard) bool { return p.Card == c && p.Major }) {
					t.Errorf("penalty cards %+v lack the %s", o.PenaltyCards, c)
				}
				if !strings.Contains(script, c.String()) {
					t.Errorf("the script does not name the %s:\n%s", c, script)
				}
			}
		})
	}
}

// P29: with three penalty cards in two suits, all are recorded and the lead options are 51B2.
func TestThreePenaltyCardsInTwoSuits(t *testing.T) {
	o := outcomeOf(t, "penalty-card", ruling.Context{}, ruling.Pick("exposed"), ruling.CardAnswer(spadeNine),
		ruling.Pick("together"), ruling.CardAnswer(spadeThree), ruling.Pick("another"), ruling.CardAnswer(clubTwo))
	if len(o.PenaltyCards) != 3 || o.PenaltyCards[2].Card != clubTwo || !o.PenaltyCards[2].Major {
		t.Fatalf("penalty cards = %+v, want the ♠9, ♠3 and ♣2, all major", o.PenaltyCards)
	}
	if !slices.ContainsFunc(o.FollowUps, func(f ruling.FollowUp) bool { return f.Law == law.L(51, "B2") }) {
		t.Errorf("two suits among the three cards: the lead options are 51B2: %+v", o.FollowUps)
	}
	if !strings.Contains(o.Summary, clubTwo.String()) {
		t.Errorf("the summary does not name the third card: %q", o.Summary)
	}
	t.Run("boundary: two cards of one suit are still 51B1", func(t *testing.T) {
		o := outcomeOf(t, "penalty-card", ruling.Context{}, ruling.Pick("exposed"), ruling.CardAnswer(spadeNine),
			ruling.Pick("together"), ruling.CardAnswer(spadeThree), ruling.Pick("no"))
		if len(o.PenaltyCards) != 2 || !slices.ContainsFunc(o.FollowUps, func(f ruling.FollowUp) bool { return f.Law == law.L(51, "B1") }) {
			t.Errorf("penalty cards %+v, follow-ups %+v", o.PenaltyCards, o.FollowUps)
		}
	})
}
