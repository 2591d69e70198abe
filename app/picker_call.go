package app

import (
	"tableside/engine/bridge"
	"tableside/engine/ruling"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// callPicker is a bidding box: one tap per call. button[data-call=P|X|XX|1C…7N].
//
// Each button is named by what it shows (WCAG 2.5.3, so "click 1NT" works by voice): the
// text, with a suit glyph named by its role="img" label ("4 hearts"). X and XX show their
// word under the symbol, which names them too: "X Double".
func callPicker(on answerFunc) app.UI {
	var bids []app.UI
	for level := 1; level <= 7; level++ {
		for _, strain := range bridge.Strains {
			bid := bridge.NewBid(level, strain)
			bids = append(bids, callButton(bid, "", on))
		}
	}
	return app.Div().Class("bidding-box").Role("group").Aria("label", "Bidding box").Body(
		app.Div().Class("call-row call-row-other").Body(
			callButton(bridge.PassCall, "", on),
			callButton(bridge.DoubleCall, "Double", on),
			callButton(bridge.RedoubleCall, "Redouble", on),
		),
		app.Div().Class("call-grid").Body(bids...),
	)
}

// callButton is one call; word, when given, is written under the call's symbol.
func callButton(c bridge.Call, word string, on answerFunc) app.UI {
	class := "call-bid"
	if !c.IsBid() {
		class = "call-other"
	}
	body := suitText(c.String())
	if word != "" {
		body = append(body, app.Span().Class("call-word").Text(" "+word))
	}
	return app.Button().Type("button").Class("pick", "call", class).DataSet("call", c.ASCII()).
		OnClick(func(ctx app.Context, e app.Event) { on(ctx, ruling.CallAnswer(c)) }, app.EventScope(c.ASCII())).
		Body(body...)
}
