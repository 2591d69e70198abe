//go:build !wasm

package e2e

import (
	"fmt"
	"strconv"
	"strings"

	"tableside/app/wizard"
	"tableside/engine/bridge"
	"tableside/engine/ruling"
)

// AnswerSelectors lists the taps that give answer a to question q, in order, per the DOM
// contract in the pickers' header comments (app/wizard/picker_*.go), scoped to #question. The
// e2e tests click them and the benchmark times and counts them, so both tap the same things.
//
//	choice  the option's button
//	seat    the seat's button
//	card    the suit, then the rank
//	call    the call's button
//	count   the stepper from q.Min, then Continue
//	result  level, denomination, doubling (only when not undoubled), declarer, the trick
//	        stepper from "just made", then Continue
//	auction the player, the dealer, each call up to the last that is not a pass and then
//	        All pass (the trailing passes of a finished auction), each artificial call's
//	        suits (or No suit), "the rest natural" when a natural call is left, then Continue
//
// It assumes the wizard starts the way a fresh one does, with no contract and no board in
// the table context: the result picker undoubled, its tricks at "just made" once a level is
// chosen; the auction picker with no dealer chosen.
func AnswerSelectors(q *ruling.Step, a ruling.Answer) []string {
	sel := func(format string, args ...any) string { return "#question " + fmt.Sprintf(format, args...) }
	switch a.Kind {
	case ruling.ChoiceKind:
		return []string{sel(`button.answer[data-option=%s]`, jsString(a.Option))}
	case ruling.SeatKind:
		return []string{sel(`button.seat[data-seat="%s"]`, a.Seat.Letter())}
	case ruling.CardKind:
		return []string{sel(`button[data-suit="%s"]`, a.Card.Suit.Letter()), sel(`button[data-rank="%s"]`, a.Card.Rank)}
	case ruling.CallKind:
		return []string{sel(`button[data-call="%s"]`, a.Call.ASCII())}
	case ruling.CountKind:
		taps := stepper(sel(`button[data-count-step="1"]`), sel(`button[data-count-step="-1"]`), a.Count-q.Min)
		return append(taps, sel(`button#answer-count`))
	case ruling.ResultKind:
		c := a.Contract
		taps := []string{sel(`button[data-level="%d"]`, c.Level), sel(`button[data-strain="%s"]`, c.Strain.Letter())}
		if c.Risk != bridge.Undoubled {
			taps = append(taps, sel(`button[data-risk="%s"]`, map[bridge.Risk]string{bridge.Doubled: "X", bridge.Redoubled: "XX"}[c.Risk]))
		}
		taps = append(taps, sel(`button[data-declarer="%s"]`, c.Declarer.Letter()))
		taps = append(taps, stepper(sel(`button[data-tricks-step="1"]`), sel(`button[data-tricks-step="-1"]`), a.Tricks-c.TricksNeeded())...)
		return append(taps, sel(`button#answer-result`))
	case ruling.AuctionKind:
		return auctionTaps(sel, a.Auction)
	}
	if taps := scoreSelectors(q, a, sel); taps != nil {
		return taps
	}
	panic("AnswerSelectors: no picker for answer kind " + a.Kind.String())
}

// auctionTaps enters an auction in the auction picker (app/wizard/picker_auction.go).
func auctionTaps(sel func(string, ...any) string, e ruling.AuctionEntry) []string {
	taps := []string{sel(`button[data-auction-player="%s"]`, e.Player.Letter()), sel(`button[data-auction-dealer="%s"]`, e.Dealer.Letter())}
	end := len(e.Calls)
	if e.Ended() {
		for end > 0 && e.Calls[end-1].Call.Kind == bridge.Pass {
			end--
		}
	}
	for _, c := range e.Calls[:end] {
		taps = append(taps, sel(`button[data-call="%s"]`, c.Call.ASCII()))
	}
	if end < len(e.Calls) {
		taps = append(taps, sel(`button#auction-all-pass`))
	}
	natural := false
	for i, c := range e.Calls {
		if e.SeatOf(i) != e.Player {
			continue
		}
		switch {
		case c.Meaning == ruling.Natural:
			natural = true
		case c.Meaning == ruling.Artificial && len(c.Shows) == 0:
			taps = append(taps, sel(`button[data-meaning-call="%d"][data-meaning="none"]`, i))
		case c.Meaning == ruling.Artificial:
			for _, s := range c.Shows {
				taps = append(taps, sel(`button[data-meaning-call="%d"][data-meaning="%s"]`, i, s.Letter()))
			}
		}
	}
	if natural {
		taps = append(taps, sel(`button#auction-rest-natural`))
	}
	return append(taps, sel(`button#answer-auction`))
}

// stepper is n taps on up, or -n on down.
func stepper(up, down string, n int) []string {
	var taps []string
	for ; n > 0; n-- {
		taps = append(taps, up)
	}
	for ; n < 0; n++ {
		taps = append(taps, down)
	}
	return taps
}

// scoreSelectors are the taps of the score calculator's pickers (issue 13), or nil for another
// kind:
//
//	weighted   for each result: level, denomination, doubling (only when not undoubled),
//	           declarer (only when it differs from the result before), the trick stepper from
//	           "just made", the weight (nothing when it is what is left to make 100%, else the
//	           quickest of a chip and the ±1 stepper), Add between results; then Continue
//	traveller  for each score: ± when minus, its digits on the keypad, Add between scores; then
//	           Continue
//	percentage its digits and decimal point on the keypad, then Continue
func scoreSelectors(q *ruling.Step, a ruling.Answer, sel func(string, ...any) string) []string {
	key := func(k string) string { return sel(`button[data-key="%s"]`, k) }
	switch a.Kind {
	case ruling.WeightedKind:
		var taps []string
		declarer, left := bridge.NoSeat, 100
		for i, w := range a.Results {
			c := w.Contract
			taps = append(taps, sel(`button[data-level="%d"]`, c.Level), sel(`button[data-strain="%s"]`, c.Strain.Letter()))
			if c.Risk != bridge.Undoubled {
				taps = append(taps, sel(`button[data-risk="%s"]`, map[bridge.Risk]string{bridge.Doubled: "X", bridge.Redoubled: "XX"}[c.Risk]))
			}
			if c.Declarer != declarer {
				taps = append(taps, sel(`button[data-declarer="%s"]`, c.Declarer.Letter()))
			}
			taps = append(taps, stepper(sel(`button[data-tricks-step="1"]`), sel(`button[data-tricks-step="-1"]`), w.Tricks-c.TricksNeeded())...)
			taps = append(taps, weightTaps(w.Weight, left, sel)...)
			if i < len(a.Results)-1 {
				taps = append(taps, sel(`button#weighted-add`))
			}
			declarer, left = c.Declarer, max(0, left-w.Weight)
		}
		return append(taps, sel(`button#answer-weighted`))
	case ruling.TravellerKind:
		var taps []string
		for i, s := range a.Scores {
			if s < 0 {
				taps, s = append(taps, key("-")), -s
			}
			for _, d := range strconv.Itoa(s) {
				taps = append(taps, key(string(d)))
			}
			if i < len(a.Scores)-1 {
				taps = append(taps, sel(`button#traveller-add`))
			}
		}
		return append(taps, sel(`button#answer-traveller`))
	case ruling.PercentKind:
		var taps []string
		for _, r := range strings.TrimSuffix(a.Percent.String(), "%") {
			taps = append(taps, key(string(r)))
		}
		return append(taps, sel(`button#answer-percent`))
	}
	return nil
}

// weightTaps sets a weight of want percent when the picker shows what is left: nothing when
// that is the weight, else a chip and the stepper, or the stepper alone, whichever is fewer.
func weightTaps(want, left int, sel func(string, ...any) string) []string {
	if want == left {
		return nil
	}
	up, down := sel(`button[data-weight-step="1"]`), sel(`button[data-weight-step="-1"]`)
	best := stepper(up, down, want-left)
	for _, chip := range wizard.WeightChips {
		taps := append([]string{sel(`button[data-weight="%d"]`, chip)}, stepper(up, down, want-chip)...)
		if len(taps) < len(best) {
			best = taps
		}
	}
	return best
}
