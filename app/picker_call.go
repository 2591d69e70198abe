package app

import (
	"strconv"
	"strings"

	"tableside/engine/bridge"
	"tableside/engine/ruling"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// callPicker is a bidding box: one tap per call. button[data-call=P|X|XX|1C…7N].
func callPicker(on answerFunc) app.UI {
	var bids []app.UI
	for level := 1; level <= 7; level++ {
		for _, strain := range bridge.Strains {
			bid := bridge.NewBid(level, strain)
			bids = append(bids, callButton(bid, bidName(bid), on))
		}
	}
	return app.Div().Class("bidding-box").Role("group").Aria("label", "Bidding box").Body(
		app.Div().Class("call-row call-row-other").Body(
			callButton(bridge.PassCall, "Pass", on),
			callButton(bridge.DoubleCall, "Double", on),
			callButton(bridge.RedoubleCall, "Redouble", on),
		),
		app.Div().Class("call-grid").Body(bids...),
	)
}

func callButton(c bridge.Call, name string, on answerFunc) app.UI {
	class := "call-bid"
	if !c.IsBid() {
		class = "call-other"
	}
	return app.Button().Type("button").Class("pick", "call", class).DataSet("call", c.ASCII()).Aria("label", name).
		OnClick(func(ctx app.Context, e app.Event) { on(ctx, ruling.CallAnswer(c)) }, app.EventScope(c.ASCII())).
		Body(suitText(c.String())...)
}

// bidName reads a bid aloud: "1 club", "3 hearts", "2 no trump".
func bidName(c bridge.Call) string {
	name := c.Strain.Name()
	if c.Level == 1 && c.Strain != bridge.NoTrump {
		name = strings.TrimSuffix(name, "s")
	}
	return strconv.Itoa(c.Level) + " " + name
}
