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
	return app.Button().Type("button").Class("pick", "call", class).DataSet("call", callCode(c)).Aria("label", name).
		OnClick(func(ctx app.Context, e app.Event) { on(ctx, ruling.CallAnswer(c)) }, app.EventScope(callCode(c))).
		Body(suitText(c.String())...)
}

// callCode is the call's data-call value: P, X, XX, or level and strain letter ("1C", "3N").
func callCode(c bridge.Call) string {
	switch c.Kind {
	case bridge.Pass:
		return "P"
	case bridge.Double:
		return "X"
	case bridge.Redouble:
		return "XX"
	}
	return strconv.Itoa(c.Level) + strainLetter(c.Strain)
}

// strainLetter is C, D, H, S or N.
func strainLetter(s bridge.Strain) string {
	if s == bridge.NoTrump {
		return "N"
	}
	return s.Suit().Letter()
}

// bidName reads a bid aloud: "1 club", "3 hearts", "2 no trump".
func bidName(c bridge.Call) string {
	name := c.Strain.Name()
	if c.Level == 1 && c.Strain != bridge.NoTrump {
		name = strings.TrimSuffix(name, "s")
	}
	return strconv.Itoa(c.Level) + " " + name
}
