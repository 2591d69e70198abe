package wizard

import (
	"strconv"

	"tableside/app/ui"
	"tableside/engine/bridge"
	"tableside/engine/ruling"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// resultPicker asks for a contract with its declarer and the tricks declarer took.
//
// Selectors (the e2e tests and the benchmark harness use them):
//
//	level     button[data-level=1..7]
//	strain    button[data-strain=C|D|H|S|N]
//	doubling  button[data-risk=none|X|XX]          (undoubled is chosen to start with)
//	declarer  button[data-declarer=N|E|S|W]
//	tricks    input#result-tricks, button[data-tricks-step=-1|1]
//	answer    button#answer-result
//
// The contract in the table context, when known, is chosen to start with. The tricks start
// at "just made" once a level is chosen. The engine judges the whole answer.
type resultPicker struct {
	app.Compo

	StepID   string
	Known    bridge.Contract
	OnAnswer answerFunc

	contract  bridge.Contract
	tricks    int
	tricksSet bool
	stateFor  string // the step the choices belong to
}

func (p *resultPicker) current() (bridge.Contract, int) {
	c, tricks, set := p.contract, p.tricks, p.tricksSet
	if p.stateFor != p.StepID {
		c, set = p.Known, false
	}
	if !set {
		tricks = 7
		if c.Level > 0 {
			tricks = c.TricksNeeded()
		}
	}
	return c, tricks
}

// edit changes the contract or tricks, keeping what was chosen before.
func (p *resultPicker) edit(change func(c *bridge.Contract, tricks *int)) {
	c, tricks := p.current()
	keep := p.stateFor == p.StepID && p.tricksSet
	before := tricks
	change(&c, &tricks)
	p.contract, p.tricks, p.tricksSet, p.stateFor = c, max(0, min(13, tricks)), keep || tricks != before, p.StepID
}

func (p *resultPicker) Render() app.UI {
	c, tricks := p.current()
	levels := []int{1, 2, 3, 4, 5, 6, 7}
	risks := []struct {
		risk       bridge.Risk
		code, text string
	}{{bridge.Undoubled, "none", "Undoubled"}, {bridge.Doubled, "X", "Doubled"}, {bridge.Redoubled, "XX", "Redoubled"}}
	summary := "Choose the level, the denomination and declarer."
	if c.Valid() && c.Declarer.Valid() {
		summary = c.Result(tricks) + " — " + strconv.Itoa(tricks) + " tricks to declarer"
	}
	return app.Div().Class("result-picker").Body(
		app.FieldSet().Class("picker-group").Body(
			app.Legend().Class("picker-legend").Text("Contract"),
			app.Div().Class("pick-row pick-row-7").Body(
				app.Range(levels).Slice(func(i int) app.UI {
					l := levels[i]
					return app.Button().Type("button").Class("pick").DataSet("level", l).Aria("pressed", pressed(c.Level == l)).
						OnClick(func(ctx app.Context, e app.Event) {
							p.edit(func(c *bridge.Contract, t *int) { c.Level = l })
						}, app.EventScope(l)).Text(l)
				}),
			),
			app.Div().Class("pick-row pick-row-5").Body(
				app.Range(bridge.Strains).Slice(func(i int) app.UI {
					s := bridge.Strains[i]
					return app.Button().Type("button").Class("pick").DataSet("strain", s.Letter()).
						Aria("pressed", pressed(c.Strain == s)). // named by what it shows: "NT", or the suit's glyph

						OnClick(func(ctx app.Context, e app.Event) {
							p.edit(func(c *bridge.Contract, t *int) { c.Strain = s })
						}, app.EventScope(s.Letter())).Body(ui.SuitText(s.String())...)
				}),
			),
			app.Div().Class("pick-row pick-row-3").Body(
				app.Range(risks).Slice(func(i int) app.UI {
					r := risks[i]
					return app.Button().Type("button").Class("pick").DataSet("risk", r.code).
						Aria("pressed", pressed(c.Risk == r.risk)).
						OnClick(func(ctx app.Context, e app.Event) {
							p.edit(func(c *bridge.Contract, t *int) { c.Risk = r.risk })
						}, app.EventScope(r.code)).Text(r.text)
				}),
			),
		),
		app.FieldSet().Class("picker-group").Body(
			app.Legend().Class("picker-legend").Text("Declarer"),
			app.Div().Class("pick-row pick-row-4").Body(
				app.Range(bridge.Seats).Slice(func(i int) app.UI {
					s := bridge.Seats[i]
					return app.Button().Type("button").Class("pick").DataSet("declarer", s.Letter()).
						Aria("pressed", pressed(c.Declarer == s)).
						OnClick(func(ctx app.Context, e app.Event) {
							p.edit(func(c *bridge.Contract, t *int) { c.Declarer = s })
						}, app.EventScope(s.Letter())).Text(s.String())
				}),
			),
		),
		app.FieldSet().Class("picker-group").Body(
			app.Legend().Class("picker-legend").Body(app.Label().For("result-tricks").Text("Tricks declarer took")),
			app.Div().Class("stepper").Body(
				ui.OffIf(app.Button().Type("button").Class("pick", "step-button").DataSet("tricks-step", -1).Aria("label", "One trick fewer"), tricks <= 0).
					OnClick(func(ctx app.Context, e app.Event) { p.edit(func(c *bridge.Contract, t *int) { *t-- }) }).Text("−"),
				app.Input().ID("result-tricks").Class("count-input").Type("number").Attr("inputmode", "numeric").
					Min(0).Max(13).Value(tricks).
					OnInput(func(ctx app.Context, e app.Event) {
						n, err := strconv.Atoi(ui.InputValue(ctx))
						if err == nil {
							p.edit(func(c *bridge.Contract, t *int) { *t = n })
						}
					}),
				ui.OffIf(app.Button().Type("button").Class("pick", "step-button").DataSet("tricks-step", 1).Aria("label", "One trick more"), tricks >= 13).
					OnClick(func(ctx app.Context, e app.Event) { p.edit(func(c *bridge.Contract, t *int) { *t++ }) }).Text("+"),
			),
		),
		app.P().Class("result-summary").Aria("live", "polite").Body(ui.SuitText(summary)...),
		app.Button().Type("button").ID("answer-result").Class("button", "button-primary", "answer-submit").
			OnClick(func(ctx app.Context, e app.Event) { p.OnAnswer(ctx, ruling.ResultAnswer(p.current())) }).
			Text("Continue"),
	)
}
