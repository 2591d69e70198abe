package wizard

import (
	"tableside/app/ui"
	"tableside/engine/ruling"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// choicePicker shows a choice question's options as large buttons, in the flow's order:
// button.answer[data-option=<option-id>], one tap per answer.
func choicePicker(options []ruling.Option, on answerFunc) app.UI {
	return app.Ul().Class("answers").Body(
		app.Range(options).Slice(func(i int) app.UI {
			o := options[i]
			return app.Li().Body(
				app.Button().Type("button").Class("answer").DataSet("option", o.ID).
					OnClick(func(ctx app.Context, e app.Event) { on(ctx, ruling.Pick(o.ID)) }, app.EventScope(o.ID)).
					Body(
						app.Span().Class("answer-label").Body(ui.SuitText(o.Label)...),
						app.If(o.Help != "", func() app.UI {
							return app.Span().Class("answer-help").Body(ui.SuitText(o.Help)...)
						}),
					),
			)
		}),
	)
}
