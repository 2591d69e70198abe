package wizard

import (
	"strconv"
	"strings"

	"tableside/app/ui"
	"tableside/engine/ruling"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// countPicker is a stepper for a number: input#count, button[data-count-step=-1] and
// button[data-count-step=1], and button#answer-count to give the answer. The engine checks the
// range; the stepper only keeps its own taps inside it.
type countPicker struct {
	app.Compo

	StepID   string
	Min, Max int
	OnAnswer answerFunc

	value    int
	text     string // what is typed, when it is not a number
	valueFor string // the step the value belongs to
}

func (p *countPicker) current() (int, string) {
	if p.valueFor != p.StepID {
		return p.Min, strconv.Itoa(p.Min)
	}
	return p.value, p.text
}

func (p *countPicker) set(n int) { p.value, p.text, p.valueFor = n, strconv.Itoa(n), p.StepID }

func (p *countPicker) step(by int) {
	n, _ := p.current()
	p.set(max(p.Min, min(p.Max, n+by)))
}

func (p *countPicker) typed(text string) {
	n, err := strconv.Atoi(strings.TrimSpace(text))
	if err != nil {
		n = p.Min - 1 // not a number: the engine will say what it needs
	}
	p.value, p.text, p.valueFor = n, text, p.StepID
}

func (p *countPicker) answer(ctx app.Context) {
	n, _ := p.current()
	p.OnAnswer(ctx, ruling.CountAnswer(n))
}

// Handlers read the state when tapped, never a value captured at render: go-app keeps the
// first closure of a handler whose code is unchanged.
func (p *countPicker) Render() app.UI {
	n, text := p.current()
	return app.Div().Class("count-picker").Body(
		app.Label().For("count").Class("visually-hidden").Text("Number"),
		app.Div().Class("stepper").Body(
			ui.OffIf(app.Button().Type("button").Class("pick", "step-button").DataSet("count-step", -1).Aria("label", "One fewer"), n <= p.Min).
				OnClick(func(ctx app.Context, e app.Event) { p.step(-1) }).Text("−"),
			app.Input().ID("count").Class("count-input").Type("number").Attr("inputmode", "numeric").
				Min(p.Min).Max(p.Max).Value(text).
				OnInput(func(ctx app.Context, e app.Event) { p.typed(ui.InputValue(ctx)) }),
			ui.OffIf(app.Button().Type("button").Class("pick", "step-button").DataSet("count-step", 1).Aria("label", "One more"), n >= p.Max).
				OnClick(func(ctx app.Context, e app.Event) { p.step(1) }).Text("+"),
		),
		app.Button().Type("button").ID("answer-count").Class("button", "button-primary", "answer-submit").
			OnClick(func(ctx app.Context, e app.Event) { p.answer(ctx) }).
			Text("Continue"),
	)
}
