package wizard

import (
	"strconv"

	"tableside/app/ui"
	"tableside/engine/ruling"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// travellerPicker takes North-South scores from the traveller: tap a score on the keypad (or
// type it, several at once separated by spaces), add it, and go on to the next. A question
// that wants one score (the other table's, Max 1) has no Add button.
//
// Selectors (the e2e tests and the benchmark harness use them):
//
//	entry     input#traveller-entry, the keypad's button[data-key=0..9|-|back]
//	add       button#traveller-add                (only when more than one score is wanted)
//	list      #traveller-list li, remove with button[data-remove=<index>]
//	answer    button#answer-traveller              (the score still being entered counts too)
//
// The engine judges the scores (multiples of 10, within the largest possible).
type travellerPicker struct {
	app.Compo

	StepID   string
	Max      int // 1 for a single score; 0 or more for a list
	OnAnswer answerFunc

	scores   []int
	entry    string // what is being entered
	problem  string // the part of the entry that is not a score
	stateFor string // the step the state belongs to
}

// state returns the picker's state for its current step, starting afresh on a new step.
func (p *travellerPicker) state() {
	if p.stateFor != p.StepID {
		p.scores, p.entry, p.problem, p.stateFor = nil, "", "", p.StepID
	}
}

func (p *travellerPicker) single() bool { return p.Max == 1 }

func (p *travellerPicker) press(key string) {
	p.state()
	p.entry, p.problem = typeKey(p.entry, key), ""
}

func (p *travellerPicker) typed(text string) {
	p.state()
	p.entry, p.problem = text, ""
}

// add moves the entry to the list; an entry that is not a score stays, with the reason shown.
func (p *travellerPicker) add() {
	p.state()
	scores, bad := parseScores(p.entry)
	if bad != "" {
		p.problem = "“" + bad + "” is not a score: use digits, with ± for a minus score."
		return
	}
	p.scores = append(p.scores, scores...)
	p.entry = ""
}

func (p *travellerPicker) remove(i int) {
	p.state()
	if i >= 0 && i < len(p.scores) {
		p.scores = append(p.scores[:i:i], p.scores[i+1:]...)
	}
}

// answer is the list with the entry still being typed, if it reads as scores.
func (p *travellerPicker) answer() ruling.Answer {
	p.state()
	scores := append([]int(nil), p.scores...)
	if pending, bad := parseScores(p.entry); bad == "" {
		scores = append(scores, pending...)
	}
	return ruling.TravellerAnswer(scores...)
}

func (p *travellerPicker) Render() app.UI {
	p.state()
	label := "Score"
	if !p.single() {
		label = "Next score"
	}
	shown := p.entry
	return app.Div().Class("traveller-picker").Body(
		app.If(!p.single(), func() app.UI {
			return app.Div().Class("traveller-entered").Body(
				app.P().ID("traveller-count").Class("picker-legend").Aria("live", "polite").
					Text(strconv.Itoa(len(p.scores))+" "+ruling.Plural(len(p.scores), "score", "scores")+" entered"),
				app.Ol().ID("traveller-list").Class("score-list").Body(
					app.Range(p.scores).Slice(func(i int) app.UI {
						return app.Li().Class("score-item").Body(
							app.Span().Class("score-value").Text(ruling.SignedScore(p.scores[i])),
							app.Button().Type("button").Class("button", "button-quiet", "score-remove").DataSet("remove", i).
								Aria("label", "Remove "+ruling.SignedScore(p.scores[i])).
								OnClick(func(ctx app.Context, e app.Event) { p.remove(i) }, app.EventScope(strconv.Itoa(i))).Text("Remove"),
						)
					}),
				),
			)
		}),
		app.Div().Class("field").Body(
			app.Label().For("traveller-entry").Class("field-label").Text(label+" for North-South (± for minus)"),
			app.Input().ID("traveller-entry").Class("count-input", "entry-input").Type("text").Attr("inputmode", "text").
				AutoComplete(false).Spellcheck(false).Value(shown).
				OnInput(func(ctx app.Context, e app.Event) { p.typed(ui.InputValue(ctx)) }),
		),
		app.If(p.problem != "", func() app.UI {
			return app.P().ID("traveller-problem").Class("answer-error").Role("alert").Text(p.problem)
		}),
		keypad(true, false, p.press),
		app.If(!p.single(), func() app.UI {
			return app.Button().Type("button").ID("traveller-add").Class("button", "button-secondary", "add-button").
				OnClick(func(ctx app.Context, e app.Event) { p.add() }).Text("Add this score")
		}),
		app.Button().Type("button").ID("answer-traveller").Class("button", "button-primary", "answer-submit").
			OnClick(func(ctx app.Context, e app.Event) { p.OnAnswer(ctx, p.answer()) }).
			Text("Continue"),
	)
}
