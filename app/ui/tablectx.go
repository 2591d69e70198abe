package ui

import (
	"fmt"
	"strconv"
	"strings"

	"tableside/engine/bridge"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// TableCtxPanel shows the table the director is standing at in one line ("Table 4 · Board 7 ·
// Dealer S · Vul: Both · 4♠ by South") and edits it on demand. Dealer and vulnerability
// come from the board number; nothing is saved until the whole entry is valid.
//
// Selectors: #table-context (root), #tc-summary, button#tc-edit; in the editor form#tc-form
// with input#tc-table, #tc-round, #tc-board, #tc-contract, the derived #tc-board-facts and
// #tc-contract-preview, the refusal #tc-error (role=alert), button#tc-save, #tc-cancel, #tc-clear.
type TableCtxPanel struct {
	app.Compo

	// Open starts the panel in its editor (the ruling's context bar opens it so), and OnClose,
	// when set, is told when the editor closes by Save, Cancel or Clear table.
	Open    bool
	OnClose func(ctx app.Context)

	saved   TableContext
	editing bool
	form    tableForm
	err     string
}

// tableForm is the editor's text, exactly as typed.
type tableForm struct{ Table, Round, Board, Contract string }

func (t *TableCtxPanel) OnMount(ctx app.Context) {
	t.saved = LoadTableContext(ctx)
	if t.Open {
		t.edit()
	}
}

func (t *TableCtxPanel) closed(ctx app.Context) {
	if t.OnClose != nil {
		t.OnClose(ctx)
	}
}

// tcFormOf fills the editor from a saved table; unknown parts stay empty.
func tcFormOf(tc TableContext) tableForm {
	return tableForm{Table: NumberText(tc.Table), Round: NumberText(tc.Round), Board: NumberText(tc.Board), Contract: tc.Contract.String()}
}

// parse turns the editor's text into a table context, or says what is wrong with it.
// Every field may be left empty.
func (f tableForm) parse() (TableContext, error) {
	var tc TableContext
	var err error
	if tc.Table, err = ParseNumber("table", f.Table); err != nil {
		return TableContext{}, err
	}
	if tc.Round, err = ParseNumber("round", f.Round); err != nil {
		return TableContext{}, err
	}
	if tc.Board, err = ParseNumber("board", f.Board); err != nil {
		return TableContext{}, err
	}
	if c := strings.TrimSpace(f.Contract); c != "" {
		if tc.Contract, err = bridge.ParseContract(c); err != nil {
			return TableContext{}, err
		}
	}
	return tc, nil
}

// ParseNumber reads an optional table, round or board number, which counts from 1; blank is
// unknown (0). The table panel and the log entry's form both read numbers through it.
func ParseNumber(what, text string) (int, error) {
	text = strings.TrimSpace(text)
	if text == "" {
		return 0, nil
	}
	n, err := strconv.Atoi(text)
	if err != nil {
		return 0, fmt.Errorf("%q is not a %s number: use digits, like 7", text, what)
	}
	if n < 1 {
		return 0, fmt.Errorf("there is no %s %d: %ss are numbered from 1", what, n, what)
	}
	return n, nil
}

// NumberText writes a table, round or board number for a form: unknown (0) is blank.
func NumberText(n int) string {
	if n == 0 {
		return ""
	}
	return strconv.Itoa(n)
}

// tcSummary is the one-line description of the table; "" when nothing is known.
func tcSummary(tc TableContext) string {
	var parts []string
	if tc.Table > 0 {
		parts = append(parts, fmt.Sprintf("Table %d", tc.Table))
	}
	if tc.Round > 0 {
		parts = append(parts, fmt.Sprintf("Round %d", tc.Round))
	}
	if tc.Board > 0 {
		parts = append(parts, fmt.Sprintf("Board %d", tc.Board),
			"Dealer "+bridge.BoardDealer(tc.Board).Letter(),
			"Vul: "+bridge.BoardVulnerability(tc.Board).String())
	}
	if s := tc.Contract.String(); s != "" {
		parts = append(parts, s)
	}
	return strings.Join(parts, " · ")
}

// tcBoardFacts is what the board number says, shown while it is typed.
func tcBoardFacts(text string) string {
	n, err := strconv.Atoi(strings.TrimSpace(text))
	if err != nil || n < 1 {
		return ""
	}
	return fmt.Sprintf("Dealer %s · Vulnerable: %s", bridge.BoardDealer(n), bridge.BoardVulnerability(n))
}

// tcContractPreview reads the contract back as the app understood it, or says why it cannot.
func tcContractPreview(text string) (string, bool) {
	if strings.TrimSpace(text) == "" {
		return "", true
	}
	c, err := bridge.ParseContract(text)
	if err != nil {
		return err.Error(), false
	}
	return c.String(), true
}

func (t *TableCtxPanel) edit()   { t.editing, t.form, t.err = true, tcFormOf(t.saved), "" }
func (t *TableCtxPanel) cancel() { t.editing, t.err = false, "" }

// save remembers the edited table, or keeps everything as it was and says why.
func (t *TableCtxPanel) save(ctx app.Context) {
	tc, err := t.form.parse()
	if err != nil {
		t.err = "Not saved: " + err.Error()
		return
	}
	t.store(ctx, tc)
}

// clear forgets the table.
func (t *TableCtxPanel) clear(ctx app.Context) { t.store(ctx, TableContext{}) }

func (t *TableCtxPanel) store(ctx app.Context, tc TableContext) {
	if err := SaveTableContext(ctx, tc); err != nil {
		t.err = "This device would not remember the table: " + err.Error()
		return
	}
	t.saved, t.editing, t.err = tc, false, ""
	t.closed(ctx)
}

func (t *TableCtxPanel) onEdit(ctx app.Context, e app.Event)   { t.edit() }
func (t *TableCtxPanel) onCancel(ctx app.Context, e app.Event) { t.cancel(); t.closed(ctx) }
func (t *TableCtxPanel) onClear(ctx app.Context, e app.Event)  { t.clear(ctx) }
func (t *TableCtxPanel) onSave(ctx app.Context, e app.Event)   { e.PreventDefault(); t.save(ctx) }
func (t *TableCtxPanel) onTable(ctx app.Context, e app.Event)  { t.form.Table = InputValue(ctx) }
func (t *TableCtxPanel) onRound(ctx app.Context, e app.Event)  { t.form.Round = InputValue(ctx) }
func (t *TableCtxPanel) onBoard(ctx app.Context, e app.Event)  { t.form.Board = InputValue(ctx) }
func (t *TableCtxPanel) onContract(ctx app.Context, e app.Event) {
	t.form.Contract = InputValue(ctx)
}

// InputValue is the current value of the input or menu that fired the event.
func InputValue(ctx app.Context) string { return ctx.JSSrc().Get("value").String() }

func (t *TableCtxPanel) Render() app.UI {
	summary := tcSummary(t.saved)
	edit := "Edit"
	if summary == "" {
		summary, edit = "No table set", "Set table"
	}
	return app.Section().ID("table-context").Class("tablectx").Aria("label", "Table").Body(
		app.Div().Class("tablectx-bar").Body(
			app.P().ID("tc-summary").Class("tablectx-summary").Body(SuitText(summary)...),
			app.If(!t.editing, func() app.UI {
				return app.Button().ID("tc-edit").Type("button").Class("button button-secondary tablectx-edit").
					Aria("expanded", "false").Aria("controls", "tc-form").Text(edit).OnClick(t.onEdit)
			}),
		),
		app.If(!t.editing, func() app.UI { return BoardLink(t.saved) }), // the board's rulings and result (boards.go)
		app.If(t.editing, t.editor),
	)
}

func (t *TableCtxPanel) editor() app.UI {
	preview, ok := tcContractPreview(t.form.Contract)
	return app.Form().ID("tc-form").Class("tablectx-form").Attr("novalidate", true).OnSubmit(t.onSave).Body(
		app.Div().Class("tablectx-numbers").Body(
			tcStepper("tc-table", "Table", t.form.Table, t.onTable, t.stepTable),
			tcStepper("tc-round", "Round", t.form.Round, t.onRound, t.stepRound),
			tcNumber("tc-board", "Board", t.form.Board, t.onBoard),
		),
		app.P().ID("tc-board-facts").Class("tablectx-derived").Aria("live", "polite").Text(tcBoardFacts(t.form.Board)),
		app.Div().Class("field").Body(
			app.Label().For("tc-contract").Class("field-label").Text("Contract and declarer"),
			app.Input().ID("tc-contract").Class("field-input").Type("text").Value(t.form.Contract).
				Placeholder("e.g. 4S by S, 3NTX N").AutoComplete(false).Spellcheck(false).
				Attr("autocapitalize", "characters").Aria("describedby", "tc-contract-preview").OnInput(t.onContract),
			app.P().ID("tc-contract-preview").Class("tablectx-derived").
				DataSet("valid", ok).Aria("live", "polite").Text(preview),
		),
		app.If(t.err != "", func() app.UI {
			return app.P().ID("tc-error").Class("form-error").Role("alert").Text(t.err)
		}),
		app.Div().Class("tablectx-actions").Body(
			app.Button().ID("tc-save").Type("submit").Class("button button-primary").Text("Save"),
			app.Button().ID("tc-cancel").Type("button").Class("button button-secondary").Text("Cancel").OnClick(t.onCancel),
			app.Button().ID("tc-clear").Type("button").Class("button button-quiet").Text("Clear table").OnClick(t.onClear),
		),
	)
}

// step moves a typed number by delta, never below 1; text that is not a number starts at 1.
func step(text string, delta int) string {
	n, err := strconv.Atoi(strings.TrimSpace(text))
	if err != nil || n < 1 {
		return "1"
	}
	return strconv.Itoa(max(1, n+delta))
}

func (t *TableCtxPanel) stepTable(delta int) { t.form.Table = step(t.form.Table, delta) }
func (t *TableCtxPanel) stepRound(delta int) { t.form.Round = step(t.form.Round, delta) }

// tcStepper is a number field with − and + beside it: the table and the round change by one
// as the director walks to the next table or the next round begins.
func tcStepper(id, label, value string, onInput app.EventHandler, move func(int)) app.UI {
	return app.Div().Class("field field-number").Body(
		app.Label().For(id).Class("field-label").Text(label),
		stepper(id, label, value, onInput, move),
	)
}

// stepper is the input #id between − (#id-down) and + (#id-up), which the buttons name as
// "<what> down" and "<what> up".
func stepper(id, what, value string, onInput app.EventHandler, move func(int)) app.UI {
	button := func(text, name string, delta int) app.UI {
		return app.Button().ID(id+"-"+name).Type("button").Class("button button-secondary tablectx-step").
			Aria("label", what+" "+name).Text(text).OnClick(func(app.Context, app.Event) { move(delta) })
	}
	return app.Div().Class("tablectx-stepper").Body(
		button("−", "down", -1),
		app.Input().ID(id).Class("field-input").Type("text").Attr("inputmode", "numeric").
			Pattern("[0-9]*").AutoComplete(false).Value(value).OnInput(onInput),
		button("+", "up", +1),
	)
}

// tcNumber is one labelled number field of the table editor.
func tcNumber(id, label, value string, onInput app.EventHandler) app.UI {
	return app.Div().Class("field field-number").Body(
		app.Label().For(id).Class("field-label").Text(label),
		app.Input().ID(id).Class("field-input").Type("text").Attr("inputmode", "numeric").
			Pattern("[0-9]*").AutoComplete(false).Value(value).OnInput(onInput),
	)
}
