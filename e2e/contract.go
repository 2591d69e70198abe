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
//
// It assumes the wizard starts the way a fresh one does, with no contract in the table
// context: the result picker undoubled, its tricks at "just made" once a level is chosen.
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
	}
	panic("AnswerSelectors: no picker for answer kind " + a.Kind.String())
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
