package wizard

import (
	"tableside/engine/ruling"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// callPicker is a bidding box: one tap per call answers the question. The box is HTML
// (biddingBoxHTML); its holder's one handler reads the tapped call.
func callPicker(on answerFunc) app.UI {
	return app.Div().Class("call-picker").
		OnClick(func(ctx app.Context, e app.Event) {
			if c, _, ok := tappedCall(e); ok {
				on(ctx, ruling.CallAnswer(c))
			}
		}).
		Body(app.Raw(openBoxHTML()))
}
