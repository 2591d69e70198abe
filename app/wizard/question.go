package wizard

import (
	"tableside/app/ui"
	"tableside/engine/bridge"
	"tableside/engine/ruling"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// answerFunc hands a typed answer to the wizard, which passes it to the engine. Pickers only
// build answers; they never judge them.
type answerFunc func(ctx app.Context, a ruling.Answer)

// questionView is one question on its own screen: the prompt (the heading focus moves to after
// each answer), the engine's refusal if the last answer was refused, the picker for the
// question's kind, and why it matters behind "Why?".
func questionView(st *ruling.Step, c ruling.Context, refusal string, on answerFunc) app.UI {
	return app.Section().ID("question").Class("question").DataSet("step", st.ID).Aria("labelledby", "question-prompt").Body(
		app.H2().ID("question-prompt").Class("question-prompt").TabIndex(-1).Body(ui.SuitText(st.Prompt)...),
		app.If(refusal != "", func() app.UI {
			return app.P().ID("answer-error").Class("answer-error").Role("alert").Body(ui.SuitText(refusal)...)
		}),
		picker(st, c, on),
		app.If(st.Help != "", func() app.UI { return whyDisclosure(st.Help) }),
	)
}

// whyDisclosure is the law behind the question, closed under "Why?" after the answers: standing
// at the table the director needs the question and its answers on the first screen, and the
// reason only when a player asks.
func whyDisclosure(help string) app.UI {
	return app.Details().ID("question-why").Class("question-why", "disclosure").Body(
		app.Summary().Class("disclosure-summary").Text("Why?"),
		app.P().Class("question-help").Body(ui.SuitText(help)...),
	)
}

// picker chooses the answer control for the question's kind.
func picker(st *ruling.Step, c ruling.Context, on answerFunc) app.UI {
	switch st.Kind {
	case ruling.ChoiceKind:
		return choicePicker(st.Options, on)
	case ruling.SeatKind:
		return seatPicker(c, on)
	case ruling.CardKind:
		return &cardPicker{StepID: st.ID, OnAnswer: on}
	case ruling.CallKind:
		return callPicker(on)
	case ruling.CountKind:
		return &countPicker{StepID: st.ID, Min: st.Min, Max: st.Max, OnAnswer: on}
	case ruling.ResultKind:
		return &resultPicker{StepID: st.ID, Known: c.Contract, OnAnswer: on}
	case ruling.AuctionKind:
		return &auctionPicker{StepID: st.ID, Prompt: st.Player, Dealer: bridge.BoardDealer(c.Board), OnAnswer: on}
	}
	if p := scorePicker(st, c, on); p != nil {
		return p
	}
	return app.P().Class("answer-error").Text("This question cannot be answered in this version of Tableside. Go back or restart.")
}

// pressed marks the chosen button of a group for screen readers and CSS.
func pressed(b bool) string {
	if b {
		return "true"
	}
	return "false"
}

// scorePicker is the picker for the score calculator's kinds (issue 13), or nil for another kind.
func scorePicker(st *ruling.Step, c ruling.Context, on answerFunc) app.UI {
	switch st.Kind {
	case ruling.WeightedKind:
		return &weightedPicker{StepID: st.ID, Known: c.Contract, OnAnswer: on}
	case ruling.TravellerKind:
		return &travellerPicker{StepID: st.ID, Max: st.Max, OnAnswer: on}
	case ruling.PercentKind:
		return &percentPicker{StepID: st.ID, OnAnswer: on}
	}
	return nil
}
