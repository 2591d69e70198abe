//go:build !wasm

package e2e

import (
	"fmt"

	"tableside/engine/bridge"
	"tableside/engine/ruling"
)

// AnswerSelectors lists the taps that give answer a to question q, in order, per the DOM
// contract in the pickers' header comments (app/picker_*.go), scoped to #question. The
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
	panic("AnswerSelectors: no picker for answer kind " + a.Kind.String())
}

// auctionTaps enters an auction in the auction picker (app/picker_auction.go).
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
