package wizard

import (
	"strconv"

	"tableside/app/ui"
	"tableside/engine/bridge"
	"tableside/engine/ruling"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// weightedPicker takes the likely results of a weighted score (Law 12C1(c)), each a contract
// with declarer, declarer's tricks and a weight in percent: enter a result, Add it, enter the
// next; Continue sends the list, with the result being entered if it has a contract and declarer.
//
// Selectors (the e2e tests and the benchmark harness use them):
//
//	level     button[data-level=1..7]
//	strain    button[data-strain=C|D|H|S|N]
//	doubling  button[data-risk=none|X|XX]            (undoubled to start with, and after each Add)
//	declarer  button[data-declarer=N|E|S|W]         (kept from the result added before)
//	tricks    input#weighted-tricks, button[data-tricks-step=-1|1]  ("just made" once a level is chosen)
//	weight    button[data-weight=10|20|25|30|40|50|60|70|75|80|90], button[data-weight-step=-1|1],
//	          input#weighted-weight                  (the weight left to make 100% to start with)
//	add       button#weighted-add
//	list      #weighted-list li, remove with button[data-remove=<index>]
//	answer    button#answer-weighted
//
// The engine judges the whole answer: the weights must make 100%.
type weightedPicker struct {
	app.Compo

	StepID   string
	Known    bridge.Contract // the table context's contract, to start the first result with
	OnAnswer answerFunc

	results   []ruling.Weighted
	contract  bridge.Contract
	tricks    int
	tricksSet bool
	weight    int
	weightSet bool
	stateFor  string
}

// WeightChips are the quick weights, one tap each; the stepper reaches the others.
var WeightChips = []int{10, 20, 25, 30, 40, 50, 60, 70, 75, 80, 90}

// state starts afresh on a new step, with the table context's contract.
func (p *weightedPicker) state() {
	if p.stateFor != p.StepID {
		p.results, p.contract, p.tricksSet, p.weightSet, p.stateFor = nil, p.Known, false, false, p.StepID
	}
}

// left is what the weights added so far leave to make 100%.
func (p *weightedPicker) left() int {
	sum := 0
	for _, r := range p.results {
		sum += r.Weight
	}
	return max(0, 100-sum)
}

// current is the result being entered, with the defaults filled in: tricks at "just made" once
// a level is chosen, the weight at what is left.
func (p *weightedPicker) current() ruling.Weighted {
	p.state()
	w := ruling.Weighted{Contract: p.contract, Tricks: p.tricks, Weight: p.weight}
	if !p.tricksSet {
		w.Tricks = 7
		if w.Contract.Level > 0 {
			w.Tricks = w.Contract.TricksNeeded()
		}
	}
	if !p.weightSet {
		w.Weight = p.left()
	}
	return w
}

// complete reports whether the result being entered has a contract and declarer.
func (p *weightedPicker) complete() bool {
	c := p.current().Contract
	return c.Valid() && c.Declarer.Valid()
}

// edit changes the contract or tricks of the result being entered.
func (p *weightedPicker) edit(change func(c *bridge.Contract, tricks *int)) {
	w := p.current()
	before := w.Tricks
	change(&w.Contract, &w.Tricks)
	p.contract, p.tricks = w.Contract, max(0, min(13, w.Tricks))
	p.tricksSet = p.tricksSet || w.Tricks != before
}

func (p *weightedPicker) setWeight(n int) {
	p.state()
	p.weight, p.weightSet = max(0, min(100, n)), true
}

func (p *weightedPicker) stepWeight(by int) { p.setWeight(p.current().Weight + by) }

// add puts the result being entered on the list and starts the next one, keeping declarer.
func (p *weightedPicker) add() {
	if !p.complete() {
		return
	}
	p.results = append(p.results, p.current())
	p.contract = bridge.Contract{Declarer: p.contract.Declarer}
	p.tricksSet, p.weightSet = false, false
}

func (p *weightedPicker) remove(i int) {
	p.state()
	if i >= 0 && i < len(p.results) {
		p.results = append(p.results[:i:i], p.results[i+1:]...)
	}
}

// answer is the list, and the result being entered when it has a contract and declarer.
func (p *weightedPicker) answer() ruling.Answer {
	p.state()
	results := append([]ruling.Weighted(nil), p.results...)
	if p.complete() {
		results = append(results, p.current())
	}
	return ruling.WeightedAnswer(results...)
}

func (p *weightedPicker) Render() app.UI {
	w := p.current()
	c := w.Contract
	summary := "Choose the level, the denomination and declarer."
	if c.Valid() && c.Declarer.Valid() {
		summary = c.Result(w.Tricks) + " — " + strconv.Itoa(w.Tricks) + " tricks — " + strconv.Itoa(w.Weight) + "%"
	}
	left := p.left()
	return app.Div().Class("weighted-picker").Body(
		app.If(len(p.results) > 0, func() app.UI {
			return app.Div().Class("weighted-entered").Body(
				app.P().ID("weighted-left").Class("picker-legend").Aria("live", "polite").
					Text(strconv.Itoa(100-left)+"% entered, "+strconv.Itoa(left)+"% left"),
				app.Ol().ID("weighted-list").Class("score-list").Body(
					app.Range(p.results).Slice(func(i int) app.UI {
						r := p.results[i]
						return app.Li().Class("score-item").Body(
							app.Span().Class("score-value").Body(ui.SuitText(strconv.Itoa(r.Weight)+"% "+r.Contract.Result(r.Tricks))...),
							app.Button().Type("button").Class("button", "button-quiet", "score-remove").DataSet("remove", i).
								Aria("label", "Remove "+r.Contract.Result(r.Tricks)).
								OnClick(func(ctx app.Context, e app.Event) { p.remove(i) }, app.EventScope(strconv.Itoa(i))).Text("Remove"),
						)
					}),
				),
			)
		}),
		contractControls(c, func(change func(*bridge.Contract)) {
			p.edit(func(c *bridge.Contract, t *int) { change(c) })
		}),
		app.FieldSet().Class("picker-group").Body(
			app.Legend().Class("picker-legend").Body(app.Label().For("weighted-tricks").Text("Tricks declarer takes")),
			app.Div().Class("stepper").Body(
				ui.OffIf(app.Button().Type("button").Class("pick", "step-button").DataSet("tricks-step", -1).Aria("label", "One trick fewer"), w.Tricks <= 0).
					OnClick(func(ctx app.Context, e app.Event) { p.edit(func(c *bridge.Contract, t *int) { *t-- }) }).Text("−"),
				app.Input().ID("weighted-tricks").Class("count-input").Type("number").Attr("inputmode", "numeric").
					Min(0).Max(13).Value(w.Tricks).
					OnInput(func(ctx app.Context, e app.Event) {
						if n, err := strconv.Atoi(ui.InputValue(ctx)); err == nil {
							p.edit(func(c *bridge.Contract, t *int) { *t = n })
						}
					}),
				ui.OffIf(app.Button().Type("button").Class("pick", "step-button").DataSet("tricks-step", 1).Aria("label", "One trick more"), w.Tricks >= 13).
					OnClick(func(ctx app.Context, e app.Event) { p.edit(func(c *bridge.Contract, t *int) { *t++ }) }).Text("+"),
			),
		),
		app.FieldSet().Class("picker-group").Body(
			app.Legend().Class("picker-legend").Body(app.Label().For("weighted-weight").Text("Weight (%)")),
			app.Div().Class("pick-row", "weight-chips").Body(
				app.Range(WeightChips).Slice(func(i int) app.UI {
					n := WeightChips[i]
					return app.Button().Type("button").Class("pick").DataSet("weight", n).Aria("pressed", pressed(w.Weight == n)).
						OnClick(func(ctx app.Context, e app.Event) { p.setWeight(n) }, app.EventScope(strconv.Itoa(n))).
						Text(strconv.Itoa(n))
				}),
			),
			app.Div().Class("stepper").Body(
				ui.OffIf(app.Button().Type("button").Class("pick", "step-button").DataSet("weight-step", -1).Aria("label", "One percent less"), w.Weight <= 1).
					OnClick(func(ctx app.Context, e app.Event) { p.stepWeight(-1) }).Text("−"),
				app.Input().ID("weighted-weight").Class("count-input").Type("number").Attr("inputmode", "numeric").
					Min(1).Max(100).Value(w.Weight).
					OnInput(func(ctx app.Context, e app.Event) {
						if n, err := strconv.Atoi(ui.InputValue(ctx)); err == nil {
							p.setWeight(n)
						}
					}),
				ui.OffIf(app.Button().Type("button").Class("pick", "step-button").DataSet("weight-step", 1).Aria("label", "One percent more"), w.Weight >= 100).
					OnClick(func(ctx app.Context, e app.Event) { p.stepWeight(1) }).Text("+"),
			),
		),
		app.P().Class("result-summary").Aria("live", "polite").Body(ui.SuitText(summary)...),
		ui.OffIf(app.Button().Type("button").ID("weighted-add").Class("button", "button-secondary", "add-button"), !p.complete()).
			OnClick(func(ctx app.Context, e app.Event) { p.add() }).Text("Add this result"),
		app.Button().Type("button").ID("answer-weighted").Class("button", "button-primary", "answer-submit").
			OnClick(func(ctx app.Context, e app.Event) { p.OnAnswer(ctx, p.answer()) }).
			Text("Continue"),
	)
}

// contractControls are the level, denomination, doubling and declarer buttons, with the same
// selectors as the result picker's. edit applies a change to the contract being entered.
func contractControls(c bridge.Contract, edit func(change func(*bridge.Contract))) app.UI {
	levels := []int{1, 2, 3, 4, 5, 6, 7}
	risks := []struct {
		risk       bridge.Risk
		code, text string
	}{{bridge.Undoubled, "none", "Undoubled"}, {bridge.Doubled, "X", "Doubled"}, {bridge.Redoubled, "XX", "Redoubled"}}
	return app.Div().Body(
		app.FieldSet().Class("picker-group").Body(
			app.Legend().Class("picker-legend").Text("Contract"),
			app.Div().Class("pick-row pick-row-7").Body(
				app.Range(levels).Slice(func(i int) app.UI {
					l := levels[i]
					return app.Button().Type("button").Class("pick").DataSet("level", l).Aria("pressed", pressed(c.Level == l)).
						OnClick(func(ctx app.Context, e app.Event) { edit(func(c *bridge.Contract) { c.Level = l }) }, app.EventScope(l)).Text(l)
				}),
			),
			app.Div().Class("pick-row pick-row-5").Body(
				app.Range(bridge.Strains).Slice(func(i int) app.UI {
					s := bridge.Strains[i]
					return app.Button().Type("button").Class("pick").DataSet("strain", s.Letter()).
						Aria("pressed", pressed(c.Strain == s)).Aria("label", s.Name()).
						OnClick(func(ctx app.Context, e app.Event) { edit(func(c *bridge.Contract) { c.Strain = s }) }, app.EventScope(s.Letter())).
						Body(ui.SuitText(s.String())...)
				}),
			),
			app.Div().Class("pick-row pick-row-3").Body(
				app.Range(risks).Slice(func(i int) app.UI {
					r := risks[i]
					return app.Button().Type("button").Class("pick").DataSet("risk", r.code).Aria("pressed", pressed(c.Risk == r.risk)).
						OnClick(func(ctx app.Context, e app.Event) { edit(func(c *bridge.Contract) { c.Risk = r.risk }) }, app.EventScope(r.code)).
						Text(r.text)
				}),
			),
		),
		app.FieldSet().Class("picker-group").Body(
			app.Legend().Class("picker-legend").Text("Declarer"),
			app.Div().Class("pick-row pick-row-4").Body(
				app.Range(bridge.Seats).Slice(func(i int) app.UI {
					s := bridge.Seats[i]
					return app.Button().Type("button").Class("pick").DataSet("declarer", s.Letter()).Aria("pressed", pressed(c.Declarer == s)).
						OnClick(func(ctx app.Context, e app.Event) { edit(func(c *bridge.Contract) { c.Declarer = s }) }, app.EventScope(s.Letter())).
						Text(s.String())
				}),
			),
		),
	)
}
