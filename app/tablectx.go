package app

import (
	"fmt"
	"strconv"
	"strings"

	"tableside/engine/bridge"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// tableCtxPanel shows the table the director is standing at in one line ("Table 4 · Board 7 ·
// Dealer S · Vul: Both · 4♠ by South") and edits it on demand. Dealer and vulnerability
// come from the board number; nothing is saved until the whole entry is valid.
//
// Selectors: #table-context (root), #tc-summary, button#tc-edit; in the editor form#tc-form
// with input#tc-table, #tc-round, #tc-board, #tc-contract, the derived #tc-board-facts and
// #tc-contract-preview, the refusal #tc-error (role=alert), button#tc-save, #tc-cancel, #tc-clear.
type tableCtxPanel struct {
	app.Compo

	saved   tableContext
	editing bool
	form    tableForm
	err     string
}

// tableForm is the editor's text, exactly as typed.
type tableForm struct{ Table, Round, Board, Contract string }

func (t *tableCtxPanel) OnMount(ctx app.Context) { t.saved = loadTableContext(ctx) }

// tcFormOf fills the editor from a saved table; unknown parts stay empty.
func tcFormOf(tc tableContext) tableForm {
	return tableForm{Table: numberText(tc.Table), Round: numberText(tc.Round), Board: numberText(tc.Board), Contract: tc.Contract.String()}
}

// parse turns the editor's text into a table context, or says what is wrong with it.
// Every field may be left empty.
func (f tableForm) parse() (tableContext, error) {
	var tc tableContext
	var err error
	if tc.Table, err = parseNumber("table", f.Table); err != nil {
		return tableContext{}, err
	}
	if tc.Round, err = parseNumber("round", f.Round); err != nil {
		return tableContext{}, err
	}
	if tc.Board, err = parseNumber("board", f.Board); err != nil {
		return tableContext{}, err
	}
	if c := strings.TrimSpace(f.Contract); c != "" {
		if tc.Contract, err = bridge.ParseContract(c); err != nil {
			return tableContext{}, err
		}
	}
	return tc, nil
}

// parseNumber reads an optional table, round or board number, which counts from 1; blank is
// unknown (0). The table panel and the log entry's form both read numbers through it.
func parseNumber(what, text string) (int, error) {
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

// numberText writes a table, round or board number for a form: unknown (0) is blank.
func numberText(n int) string {
	if n == 0 {
		return ""
	}
	return strconv.Itoa(n)
}

// tcSummary is the one-line description of the table; "" when nothing is known.
func tcSummary(tc tableContext) string {
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

func (t *tableCtxPanel) edit()   { t.editing, t.form, t.err = true, tcFormOf(t.saved), "" }
func (t *tableCtxPanel) cancel() { t.editing, t.err = false, "" }

// save remembers the edited table, or keeps everything as it was and says why.
func (t *tableCtxPanel) save(ctx app.Context) {
	tc, err := t.form.parse()
	if err != nil {
		t.err = "Not saved: " + err.Error()
		return
	}
	t.store(ctx, tc)
}

// clear forgets the table.
func (t *tableCtxPanel) clear(ctx app.Context) { t.store(ctx, tableContext{}) }

func (t *tableCtxPanel) store(ctx app.Context, tc tableContext) {
	if err := saveTableContext(ctx, tc); err != nil {
		t.err = "This device would not remember the table: " + err.Error()
		return
	}
	t.saved, t.editing, t.err = tc, false, ""
}

func (t *tableCtxPanel) onEdit(ctx app.Context, e app.Event)   { t.edit() }
func (t *tableCtxPanel) onCancel(ctx app.Context, e app.Event) { t.cancel() }
func (t *tableCtxPanel) onClear(ctx app.Context, e app.Event)  { t.clear(ctx) }
func (t *tableCtxPanel) onSave(ctx app.Context, e app.Event)   { e.PreventDefault(); t.save(ctx) }
func (t *tableCtxPanel) onTable(ctx app.Context, e app.Event)  { t.form.Table = inputValue(ctx) }
func (t *tableCtxPanel) onRound(ctx app.Context, e app.Event)  { t.form.Round = inputValue(ctx) }
func (t *tableCtxPanel) onBoard(ctx app.Context, e app.Event)  { t.form.Board = inputValue(ctx) }
func (t *tableCtxPanel) onContract(ctx app.Context, e app.Event) {
	t.form.Contract = inputValue(ctx)
}

// inputValue is the current value of the input or menu that fired the event.
func inputValue(ctx app.Context) string { return ctx.JSSrc().Get("value").String() }

func (t *tableCtxPanel) Render() app.UI {
	summary := tcSummary(t.saved)
	edit := "Edit"
	if summary == "" {
		summary, edit = "No table set", "Set table"
	}
	return app.Section().ID("table-context").Class("tablectx").Aria("label", "Table").Body(
		app.Div().Class("tablectx-bar").Body(
			app.P().ID("tc-summary").Class("tablectx-summary").Text(summary),
			app.If(!t.editing, func() app.UI {
				return app.Button().ID("tc-edit").Type("button").Class("button button-secondary tablectx-edit").
					Aria("expanded", "false").Aria("controls", "tc-form").Text(edit).OnClick(t.onEdit)
			}),
		),
		app.If(t.editing, t.editor),
	)
}

func (t *tableCtxPanel) editor() app.UI {
	preview, ok := tcContractPreview(t.form.Contract)
	return app.Form().ID("tc-form").Class("tablectx-form").Attr("novalidate", true).OnSubmit(t.onSave).Body(
		app.Div().Class("tablectx-numbers").Body(
			tcNumber("tc-table", "Table", t.form.Table, t.onTable),
			tcNumber("tc-round", "Round", t.form.Round, t.onRound),
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

// tcNumber is one labelled number field of the table editor.
func tcNumber(id, label, value string, onInput app.EventHandler) app.UI {
	return app.Div().Class("field field-number").Body(
		app.Label().For(id).Class("field-label").Text(label),
		app.Input().ID(id).Class("field-input").Type("text").Attr("inputmode", "numeric").
			Pattern("[0-9]*").AutoComplete(false).Value(value).OnInput(onInput),
	)
}
