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
	for _, id := range []string{"opening-lead-out-of-turn", "revoke", "insufficient-bid", "withdrawn-call-leads", "inadmissible-call"} {
		s, err := catalog.Start(id, ruling.Context{})
		if err != nil {
			t.Fatal(err)
		}
		taps := 0
		for _, a := range catalog.Lookup(id).Common {
			st, err := catalog.Decide(s)
			if err != nil || st.Step == nil {
				t.Fatalf("%s: the Common path ends before %s (%v)", id, a, err)
			}
			if a.Kind == ruling.AuctionKind {
				taps++
				t.Logf("%s: the auction entry takes %d taps: %s", id, len(AnswerSelectors(st.Step, a)), a)
			} else {
				taps += len(AnswerSelectors(st.Step, a))
			}
			if s, err = catalog.Answer(s, a); err != nil {
				t.Fatal(err)
			}
		}
		if taps > 4 {
			t.Errorf("%s: the common ruling takes %d taps, the budget is 4", id, taps)
		}
	}
}
