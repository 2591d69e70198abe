package ui

import (
	"strings"

	"tableside/engine/bridge"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// SuitSymbol shows a suit as its glyph, coloured by CSS, and named for screen readers, so it
// reads without colour and without sight.
func SuitSymbol(s bridge.Suit) app.UI {
	colour := "suit-black"
	if s.IsRed() {
		colour = "suit-red"
	}
	return app.Span().Class("suit", colour).Role("img").Aria("label", s.String()).Text(s.Symbol())
}

var suitOfGlyph = map[rune]bridge.Suit{'♣': bridge.Clubs, '♦': bridge.Diamonds, '♥': bridge.Hearts, '♠': bridge.Spades}

// SuitText turns text that may hold suit glyphs ("4♥ by South") into text nodes with each
// glyph rendered by suitSymbol.
func SuitText(s string) []app.UI {
	var out []app.UI
	var run strings.Builder
	for _, r := range s {
		suit, ok := suitOfGlyph[r]
		if !ok {
			run.WriteRune(r)
			continue
		}
		if run.Len() > 0 {
			out = append(out, app.Text(run.String()))
			run.Reset()
		}
		out = append(out, SuitSymbol(suit))
	}
	if run.Len() > 0 || len(out) == 0 {
		out = append(out, app.Text(run.String()))
	}
	return out
}
