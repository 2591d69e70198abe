//go:build !wasm

package e2e

import (
	"slices"
	"strings"
	"testing"

	"tableside/engine/bridge"
	"tableside/engine/catalog"
	"tableside/engine/ruling"
)

func TestAnswerSelectors(t *testing.T) {
	fourHeartsBySouth := bridge.Contract{Level: 4, Strain: bridge.HeartsStrain, Declarer: bridge.South}
	doubled, redoubled := fourHeartsBySouth, fourHeartsBySouth
	doubled.Risk, redoubled.Risk = bridge.Doubled, bridge.Redoubled
	count := &ruling.Step{ID: "tricks", Question: ruling.Question{Kind: ruling.CountKind, Min: 1, Max: 13}}
	for _, tc := range []struct {
		name string
		a    ruling.Answer
		want []string
	}{
		{"a choice is its option", ruling.Pick("established"), []string{`button.answer[data-option="established"]`}},
		{"a card is its suit, then its rank", ruling.CardAnswer(bridge.Card{Suit: bridge.Spades, Rank: bridge.Five}),
			[]string{`button[data-suit="S"]`, `button[data-rank="5"]`}},
		{"a call is its button", ruling.CallAnswer(bridge.NewBid(1, bridge.SpadesStrain)), []string{`button[data-call="1S"]`}},
		{"a count at the stepper's minimum is Continue alone", ruling.CountAnswer(1), []string{`button#answer-count`}},
		{"a count above the minimum steps up from it", ruling.CountAnswer(3),
			[]string{`button[data-count-step="1"]`, `button[data-count-step="1"]`, `button#answer-count`}},
		{"a contract just made, undoubled: no doubling tap, no trick taps", ruling.ResultAnswer(fourHeartsBySouth, 10),
			[]string{`button[data-level="4"]`, `button[data-strain="H"]`, `button[data-declarer="S"]`, `button#answer-result`}},
		{"doubled, two down", ruling.ResultAnswer(doubled, 8),
			[]string{`button[data-level="4"]`, `button[data-strain="H"]`, `button[data-risk="X"]`, `button[data-declarer="S"]`,
				`button[data-tricks-step="-1"]`, `button[data-tricks-step="-1"]`, `button#answer-result`}},
		{"redoubled, one over", ruling.ResultAnswer(redoubled, 11),
			[]string{`button[data-level="4"]`, `button[data-strain="H"]`, `button[data-risk="XX"]`, `button[data-declarer="S"]`,
				`button[data-tricks-step="1"]`, `button#answer-result`}},
		{"an auction: player, dealer, the calls, All pass for the trailing passes, the artificial call's suits, the rest natural",
			ruling.AuctionAnswer(transferAuction()),
			[]string{`button[data-auction-player="S"]`, `button[data-auction-dealer="N"]`,
				`button[data-call="1N"]`, `button[data-call="P"]`, `button[data-call="2D"]`, `button[data-call="2S"]`,
				`button[data-call="3H"]`, `button[data-call="4S"]`, `button#auction-all-pass`,
				`button[data-meaning-call="2"][data-meaning="H"]`, `button#auction-rest-natural`, `button#answer-auction`}},
		{"a passed-out auction is All pass alone; an artificial call showing nothing is No suit",
			ruling.AuctionAnswer(ruling.AuctionEntry{Dealer: bridge.West, Player: bridge.West, Calls: []ruling.EnteredCall{
				{Call: bridge.PassCall, Meaning: ruling.Artificial}, {Call: bridge.PassCall}, {Call: bridge.PassCall}, {Call: bridge.PassCall}}}),
			[]string{`button[data-auction-player="W"]`, `button[data-auction-dealer="W"]`, `button#auction-all-pass`,
				`button[data-meaning-call="0"][data-meaning="none"]`, `button#answer-auction`}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := AnswerSelectors(count, tc.a)
			for i, s := range got {
				got[i] = strings.TrimPrefix(s, "#question ")
			}
			if !slices.Equal(got, tc.want) {
				t.Errorf("AnswerSelectors(%s) =\n%q\nwant\n%q", tc.a, got, tc.want)
			}
		})
	}
}

// transferAuction is 1NT by North, South's 2♦ a transfer showing hearts, East-West in 4♠.
func transferAuction() ruling.AuctionEntry {
	a := ruling.AuctionEntry{Dealer: bridge.North, Player: bridge.South}
	for i, text := range strings.Fields("1N P 2D 2S 3H 4S P P P") {
		c, _ := bridge.ParseCall(text)
		e := ruling.EnteredCall{Call: c}
		if a.SeatOf(i) == bridge.South {
			e.Meaning = ruling.Natural
		}
		a.Calls = append(a.Calls, e)
	}
	a.Calls[2].Meaning, a.Calls[2].Shows = ruling.Artificial, []bridge.Suit{bridge.Hearts}
	return a
}

// Issue 4's bar, counted without a browser: the common opening lead out of turn, revoke and
// insufficient bid each take four taps or fewer after choosing the ruling. TestWizard's last
// step clicks the same taps on a phone, offline. Issue 10's calculator counts the auction entry
// as one input (its taps are logged separately).
func TestCommonRulingsTakeFourTapsOrFewer(t *testing.T) {
	if len(catalog.Flows()) == 0 {
		t.Fatal("no rulings")
	}
	for _, f := range catalog.Flows() {
		if f.ID == "claim" { // a checklist, then scoring: each part has its own budget (below)
			checklist, scoring := commonTaps(t, f.ID, "result")
			t.Logf("claim: %d taps of checklist, %d of scoring", checklist, scoring)
			if checklist > 5 || scoring > 6 {
				t.Errorf("claim: %d checklist and %d scoring taps, the budget is 5 and 6", checklist, scoring)
			}
			continue
		}
		taps, _ := commonTaps(t, f.ID, "")
		t.Logf("%-28s %d taps", f.ID, taps)
		if taps > 4 {
			t.Errorf("%s: the common ruling takes %d taps, the budget is 4", f.ID, taps)
		}
	}
}

func TestScoreCalculatorSelectors(t *testing.T) {
	fourSpadesS := bridge.Contract{Level: 4, Strain: bridge.SpadesStrain, Declarer: bridge.South}
	threeNTXN := bridge.Contract{Level: 3, Strain: bridge.NoTrump, Risk: bridge.Doubled, Declarer: bridge.North}
	weighted := &ruling.Step{ID: "weighted", Question: ruling.Question{Kind: ruling.WeightedKind}}
	datum := &ruling.Step{ID: "datum", Question: ruling.Question{Kind: ruling.TravellerKind, Max: 1}}
	for _, tc := range []struct {
		name string
		q    *ruling.Step
		a    ruling.Answer
		want []string
	}{
		{"60% making, 40% one down: a chip for 60, the 40 left needs no tap, declarer once",
			weighted, ruling.WeightedAnswer(ruling.Weighted{Contract: fourSpadesS, Tricks: 10, Weight: 60}, ruling.Weighted{Contract: fourSpadesS, Tricks: 9, Weight: 40}),
			[]string{`button[data-level="4"]`, `button[data-strain="S"]`, `button[data-declarer="S"]`, `button[data-weight="60"]`, `button#weighted-add`,
				`button[data-level="4"]`, `button[data-strain="S"]`, `button[data-tricks-step="-1"]`, `button#answer-weighted`}},
		{"one result at 100%: no weight tap",
			weighted, ruling.WeightedAnswer(ruling.Weighted{Contract: fourSpadesS, Tricks: 10, Weight: 100}),
			[]string{`button[data-level="4"]`, `button[data-strain="S"]`, `button[data-declarer="S"]`, `button#answer-weighted`}},
		{"34% by chip and steps, then a doubled result by another declarer at 33 of the 66 left",
			weighted, ruling.WeightedAnswer(ruling.Weighted{Contract: fourSpadesS, Tricks: 10, Weight: 34}, ruling.Weighted{Contract: threeNTXN, Tricks: 9, Weight: 33},
				ruling.Weighted{Contract: fourSpadesS, Tricks: 9, Weight: 33}),
			[]string{`button[data-level="4"]`, `button[data-strain="S"]`, `button[data-declarer="S"]`, `button[data-weight="30"]`,
				`button[data-weight-step="1"]`, `button[data-weight-step="1"]`, `button[data-weight-step="1"]`, `button[data-weight-step="1"]`, `button#weighted-add`,
				`button[data-level="3"]`, `button[data-strain="N"]`, `button[data-risk="X"]`, `button[data-declarer="N"]`,
				`button[data-weight="30"]`, `button[data-weight-step="1"]`, `button[data-weight-step="1"]`, `button[data-weight-step="1"]`, `button#weighted-add`,
				`button[data-level="4"]`, `button[data-strain="S"]`, `button[data-declarer="S"]`, `button[data-tricks-step="-1"]`, `button#answer-weighted`}},
		{"a traveller: minus on ±, Add between scores",
			&ruling.Step{Question: ruling.Question{Kind: ruling.TravellerKind}}, ruling.TravellerAnswer(620, -100),
			[]string{`button[data-key="6"]`, `button[data-key="2"]`, `button[data-key="0"]`, `button#traveller-add`,
				`button[data-key="-"]`, `button[data-key="1"]`, `button[data-key="0"]`, `button[data-key="0"]`, `button#answer-traveller`}},
		{"the other table's score",
			datum, ruling.TravellerAnswer(170),
			[]string{`button[data-key="1"]`, `button[data-key="7"]`, `button[data-key="0"]`, `button#answer-traveller`}},
		{"a percentage with a decimal point",
			&ruling.Step{Question: ruling.Question{Kind: ruling.PercentKind}}, ruling.PercentAnswer(6550),
			[]string{`button[data-key="6"]`, `button[data-key="5"]`, `button[data-key="."]`, `button[data-key="5"]`, `button#answer-percent`}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := AnswerSelectors(tc.q, tc.a)
			for i, s := range got {
				got[i] = strings.TrimPrefix(s, "#question ")
			}
			if !slices.Equal(got, tc.want) {
				t.Errorf("AnswerSelectors(%s) =\n%q\nwant\n%q", tc.a, got, tc.want)
			}
		})
	}
}
