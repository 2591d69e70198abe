package ui

import (
	"tableside/engine/ruling"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// TableAsk asks which table a ruling was given at, when it is saved and no table is set:
// "Which table?" on one line with the table stepper of the table panel, then Save, No table
// and Cancel. A number is read and checked as the table panel reads it; a blank or bad one is
// refused with a message, and nothing is answered.
//
// Selectors: form#save-table (root), input#save-table-number between
// button#save-table-number-down and #save-table-number-up, #save-table-error (role=alert),
// button#save-table-save, #save-table-none, #save-table-cancel.
type TableAsk struct {
	app.Compo

	// OnAnswer is given the table, or 0 for "No table"; OnCancel is told the director
	// cancelled, with nothing saved.
	OnAnswer func(ctx app.Context, table int)
	OnCancel func(ctx app.Context)

	text string // the number as typed
	err  string
}

// TableAskNeeded reports whether saving a ruling asks for its table: only when neither the
// table set (t) nor the ruling's own context (c) names one, so a director who has set the
// table saves in one tap as before.
func TableAskNeeded(t TableContext, c ruling.Context) bool { return t.Table == 0 && c.Table == 0 }

// answer gives the typed table to OnAnswer, or says why it cannot.
func (a *TableAsk) answer(ctx app.Context) {
	n, err := ParseNumber("table", a.text)
	switch {
	case err != nil:
		a.err = err.Error()
	case n == 0:
		a.err = "Type the table number, or tap No table."
	default:
		a.err = ""
		if a.OnAnswer != nil {
			a.OnAnswer(ctx, n)
		}
	}
}

func (a *TableAsk) onSave(ctx app.Context, e app.Event) { e.PreventDefault(); a.answer(ctx) }
func (a *TableAsk) onInput(ctx app.Context, e app.Event) {
	a.text, a.err = InputValue(ctx), ""
}
func (a *TableAsk) move(delta int) { a.text, a.err = step(a.text, delta), "" }
func (a *TableAsk) onNone(ctx app.Context, e app.Event) {
	if a.OnAnswer != nil {
		a.OnAnswer(ctx, 0)
	}
}
func (a *TableAsk) onCancel(ctx app.Context, e app.Event) {
	if a.OnCancel != nil {
		a.OnCancel(ctx)
	}
}

func (a *TableAsk) Render() app.UI {
	return app.Form().ID("save-table").Class("save-table").Attr("novalidate", true).OnSubmit(a.onSave).Body(
		app.Div().Class("save-table-line").Body(
			app.Label().For("save-table-number").Class("save-table-question").Text("Which table?"),
			stepper("save-table-number", "Table", a.text, a.onInput, a.move),
		),
		app.If(a.err != "", func() app.UI {
			return app.P().ID("save-table-error").Class("form-error").Role("alert").Text(a.err)
		}),
		app.Div().Class("save-table-actions").Body(
			app.Button().ID("save-table-save").Type("submit").Class("button button-primary").Text("Save"),
			app.Button().ID("save-table-none").Type("button").Class("button button-secondary").Text("No table").OnClick(a.onNone),
			app.Button().ID("save-table-cancel").Type("button").Class("button button-quiet").Text("Cancel").OnClick(a.onCancel),
		),
	)
}
