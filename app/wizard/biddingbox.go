package wizard

import (
	"sync"

	"tableside/app/ui"
	"tableside/engine/bridge"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// The bidding box (button[data-call=P|X|XX|1C…7N]) is written as HTML: as go-app elements, its
// 38 buttons and 35 suit glyphs made a tap that opens a screen with a box take 70 to 125 ms at 4×
// CPU slowdown (59 to 77 as HTML), and the auction picker diffed the whole box at every call.
// One handler on the box's holder reads which call was tapped (tappedCall).
//
// Each button is named by what it shows (WCAG 2.5.3, so "click 1NT" works by voice): the text,
// with a suit glyph named by its role="img" label ("4 hearts"). X and XX show their word under
// the symbol, which names them too: "X Double".

// biddingBoxHTML writes the box; a call for which off is true is disabled (off may be nil).
func biddingBoxHTML(off func(bridge.Call) bool) string {
	var m ui.Markup
	button := func(c bridge.Call, word string) {
		class := "pick call call-bid"
		if !c.IsBid() {
			class = "pick call call-other"
		}
		attrs := []string{"type", "button", "class", class, "data-call", c.ASCII()}
		if off != nil && off(c) {
			attrs = append(attrs, "disabled", "")
		}
		m.Open("button", attrs...)
		m.Suits(c.String())
		if word != "" {
			m.Elem("span", " "+word, "class", "call-word")
		}
		m.Close("button")
	}
	m.Open("div", "class", "bidding-box", "role", "group", "aria-label", "Bidding box")
	m.Open("div", "class", "call-row call-row-other")
	button(bridge.PassCall, "")
	button(bridge.DoubleCall, "Double")
	button(bridge.RedoubleCall, "Redouble")
	m.Close("div")
	m.Open("div", "class", "call-grid")
	for level := 1; level <= 7; level++ {
		for _, strain := range bridge.Strains {
			button(bridge.NewBid(level, strain), "")
		}
	}
	m.Close("div")
	m.Close("div")
	return m.String()
}

// openBoxHTML is the box with every call live, written once: the one-call picker never changes.
var openBoxHTML = sync.OnceValue(func() string { return biddingBoxHTML(nil) })

// tappedCall is the call whose button a click inside the box landed on, if any, and the button.
func tappedCall(e app.Event) (bridge.Call, app.Value, bool) {
	el := e.Get("target").Call("closest", "button[data-call]")
	if !el.Truthy() || el.Get("disabled").Bool() {
		return bridge.Call{}, nil, false
	}
	c, err := bridge.ParseCall(el.Get("dataset").Get("call").String())
	return c, el, err == nil
}

// focusCall puts the keyboard back on the box after a redraw replaced the button it was on:
// on call's button again, or when that call is no longer legal, on the next live one.
func focusCall(holder string, c bridge.Call) {
	doc := app.Window().Get("document")
	if a := doc.Get("activeElement"); a.Truthy() && !a.Equal(doc.Get("body")) {
		return // the director has moved on
	}
	buttons := doc.Call("querySelectorAll", holder+" button[data-call]")
	from := -1
	for i := 0; i < buttons.Length(); i++ {
		b := buttons.Index(i)
		if from < 0 && b.Get("dataset").Get("call").String() == c.ASCII() {
			from = i
		}
		if from >= 0 && !b.Get("disabled").Bool() {
			b.Call("focus")
			return
		}
	}
}
