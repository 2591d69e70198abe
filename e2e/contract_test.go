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

// Issue 4's bar, counted without a browser: the common opening lead out of turn, revoke and
// insufficient bid each take four taps or fewer after choosing the ruling. TestWizard's last
// step clicks the same taps on a phone, offline.
func TestCommonRulingsTakeFourTapsOrFewer(t *testing.T) {
	for _, id := range []string{"opening-lead-out-of-turn", "revoke", "insufficient-bid"} {
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
			taps += len(AnswerSelectors(st.Step, a))
			if s, err = catalog.Answer(s, a); err != nil {
				t.Fatal(err)
			}
		}
		if taps > 4 {
			t.Errorf("%s: the common ruling takes %d taps, the budget is 4", id, taps)
		}
	}
}
