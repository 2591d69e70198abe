package wizard

import (
	"tableside/app/ui"
	"tableside/engine/ruling"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// percentPicker takes a percentage on the keypad, or typed: 57.5 for 57.5%.
//
// Selectors: input#percent-entry, the keypad's button[data-key=0..9|.|back], and
// button#answer-percent. Text that is not a number is sent as -1 for the engine to refuse.
type percentPicker struct {
	app.Compo

	StepID   string
	OnAnswer answerFunc

	entry    string
	stateFor string
}

func (p *percentPicker) state() {
	if p.stateFor != p.StepID {
		p.entry, p.stateFor = "", p.StepID
	}
}

func (p *percentPicker) press(key string)  { p.state(); p.entry = typeKey(p.entry, key) }
func (p *percentPicker) typed(text string) { p.state(); p.entry = text }
func (p *percentPicker) answer() ruling.Answer {
	p.state()
	return ruling.PercentAnswer(parsePercent(p.entry))
}

func (p *percentPicker) Render() app.UI {
	p.state()
	return app.Div().Class("percent-picker").Body(
		app.Div().Class("field").Body(
			app.Label().For("percent-entry").Class("field-label").Text("Percentage"),
			app.Div().Class("percent-field").Body(
				app.Input().ID("percent-entry").Class("count-input", "entry-input").Type("text").Attr("inputmode", "decimal").
					AutoComplete(false).Value(p.entry).
					OnInput(func(ctx app.Context, e app.Event) { p.typed(ui.InputValue(ctx)) }),
				app.Span().Class("percent-sign").Aria("hidden", "true").Text("%"),
			),
		),
		keypad(false, true, p.press),
		app.Button().Type("button").ID("answer-percent").Class("button", "button-primary", "answer-submit").
			OnClick(func(ctx app.Context, e app.Event) { p.OnAnswer(ctx, p.answer()) }).
			Text("Continue"),
	)
}
