package boardview

import (
	"fmt"
	"strconv"
	"strings"

	"tableside/app/ui"
	"tableside/engine/board"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// boardPage shows the board in progress at one table and what it scores.
type boardPage struct {
	app.Compo

	table, number int
	b             board.State
	found         bool   // a board is stored for this table and number
	loaded        bool   // the read has answered
	loadErr       string // why the board could not be read, or the address is wrong
	actionErr     string // why the last change was not saved
	saving        bool
	tricks        string    // declarer's tricks as typed
	follow        followUps // what the log says of the board's reminders (reminders.go)
}

// NewBoardPage is the board's result, /board?table=…&board=….
func NewBoardPage() *boardPage { return &boardPage{} }

func (p *boardPage) OnPreRender(ctx app.Context) { ui.SetTitle(ctx, "Board result") }

func (p *boardPage) OnNav(ctx app.Context) {
	ui.SetTitle(ctx, "Board result")
	t, n, ok := ui.BoardQuery(ctx.Page().URL())
	p.table, p.number, p.loaded, p.found = t, n, false, false
	p.loadErr, p.actionErr = "", ""
	if !ok {
		p.loaded, p.loadErr = true, "This address names no board: open a board from Set table, or from a saved ruling."
		return
	}
	ctx.Async(func() {
		var b board.State
		found := false
		bs, err := ui.OpenBoards()
		if err == nil {
			b, found, err = bs.Get(t, n)
		}
		follow := readFollowUps(b)
		ctx.Dispatch(func(ctx app.Context) {
			p.loaded, p.b, p.found, p.loadErr, p.follow = true, b, found, ui.LogProblem(err), follow
			if found && b.Tricks != nil {
				p.tricks = strconv.Itoa(*b.Tricks)
			}
		})
	})
}

// change saves one change to the board in one strict transaction; on failure the board on
// screen stays as it was and the reason is shown.
func (p *boardPage) change(ctx app.Context, f func(board.State) (board.State, error)) {
	if p.saving {
		return
	}
	p.saving, p.actionErr = true, ""
	t, n := p.table, p.number
	ctx.Async(func() {
		var saved board.State
		bs, err := ui.OpenBoards()
		if err == nil {
			saved, err = bs.Change(t, n, func() (board.State, error) { return board.New(t, n, p.b.Contract) }, f)
		}
		ctx.Dispatch(func(ctx app.Context) {
			p.saving = false
			if err != nil {
				p.actionErr = "Not saved: " + ui.LogProblem(err)
				return
			}
			p.b, p.found = saved, true
		})
	})
}

func (p *boardPage) onTricks(ctx app.Context, e app.Event) { p.tricks = ui.InputValue(ctx) }

func (p *boardPage) saveTricks(ctx app.Context, e app.Event) {
	e.PreventDefault()
	n, err := strconv.Atoi(p.tricks)
	if err != nil || n < 0 || n > 13 {
		p.actionErr = "Enter declarer's tricks as a number from 0 to 13."
		return
	}
	p.change(ctx, func(b board.State) (board.State, error) { return b.WithTricks(n) })
}

func (p *boardPage) closeBoard(ctx app.Context, e app.Event) {
	p.change(ctx, func(b board.State) (board.State, error) { return b.Close(), nil })
}

func (p *boardPage) reopen(ctx app.Context, e app.Event) {
	p.change(ctx, func(b board.State) (board.State, error) { return b.Reopen(), nil })
}

// openReminder opens the reminder's ruling at this board: the table context is set to it, so
// the ruling starts from the board.
func (p *boardPage) openReminder(flow string) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		tc := ui.LoadTableContext(ctx)
		if tc.Table != p.table || tc.Board != p.number {
			tc = ui.TableContext{Table: p.table, Board: p.number, Contract: p.b.Contract}
			if err := ui.SaveTableContext(ctx, tc); err != nil {
				p.actionErr = "The table could not be set on this device: " + err.Error()
				return
			}
		}
		ctx.Navigate("/rule/" + flow)
	}
}

func (p *boardPage) Render() app.UI {
	title := "Board result"
	if p.number > 0 {
		title = fmt.Sprintf("Board %d at table %d", p.number, p.table)
	}
	return ui.NewShell().Content(
		app.Section().ID("board-page").Class("board-page").Aria("labelledby", "board-title").Body(
			app.H1().ID("board-title").Text(title),
			p.body(),
		),
	)
}

func (p *boardPage) body() app.UI {
	switch {
	case !p.loaded:
		return app.P().ID("board-loading").Role("status").Text("Reading the board…")
	case p.loadErr != "":
		return app.P().ID("board-error").Class("answer-error").Role("alert").Text(p.loadErr)
	case !p.found:
		return app.P().ID("board-empty").Text("No ruling has been saved on this board yet. Rulings saved with this table and board set are kept here, with the board's score.")
	}
	b := p.b
	return app.Div().Body(app.Div().Class("board-screen").Body(
		app.P().ID("board-contract").Class("board-contract").Text(contractLine(b)),
		app.If(b.Closed, func() app.UI {
			return app.P().ID("board-closed").Class("board-closed").Role("status").Text("Play finished, scored. Reopen the board to add a ruling.")
		}),
		app.If(p.actionErr != "", func() app.UI {
			return app.P().ID("board-action-error").Class("answer-error").Role("alert").Text(p.actionErr)
		}),
		p.rulings(),
		p.penaltyCards(),
		p.reminders(),
		p.result(),
		p.actions(),
	), printSheet(b))
}

// contractLine is "4♠ by South, North-South vulnerable", or that the contract is not known.
func contractLine(b board.State) string {
	vul := "Vulnerable: " + b.Vulnerability().String()
	if b.Contract.Level == 0 {
		return "Contract not known yet. " + vul
	}
	return "Contract: " + b.Contract.String() + ". " + vul
}

// rulings lists the rulings made on the board, in order, each linking to the log.
func (p *boardPage) rulings() app.UI {
	refs := p.b.Rulings
	return app.Section().Class("board-section").Aria("labelledby", "board-rulings-title").Body(
		app.H2().ID("board-rulings-title").Text("Rulings on this board"),
		app.Ol().ID("board-rulings").Body(
			app.Range(refs).Slice(func(i int) app.UI {
				r := refs[i]
				text := r.Summary
				if r.Chosen != "" {
					text += " — chosen: " + r.Chosen
				}
				if r.Log == "" {
					return app.Li().Text(text)
				}
				return app.Li().Body(app.A().Href(ui.LogEntryHref(r.Log)).Text(text))
			}),
		),
	)
}

// result is the table result, each transfer and adjustment in order, and the final score.
func (p *boardPage) result() app.UI {
	sc, err := p.b.Result()
	return app.Section().Class("board-section").Aria("labelledby", "board-result-title").Body(
		app.H2().ID("board-result-title").Text("Result"),
		app.If(!p.b.Closed, func() app.UI {
			return app.Form().ID("board-tricks-form").Class("board-tricks").OnSubmit(p.saveTricks).Body(
				app.Label().For("board-tricks").Text("Declarer's tricks at the table"),
				app.Input().ID("board-tricks").Type("number").Attr("inputmode", "numeric").
					Min(0).Max(13).Value(p.tricks).OnInput(p.onTricks),
				ui.OffIf(app.Button().Type("submit").ID("board-tricks-save").Class("button", "button-secondary"), p.saving).Text("Save tricks"),
			)
		}),
		app.If(err != nil, func() app.UI {
			return app.P().ID("board-no-result").Text(noResult(err))
		}).Else(func() app.UI {
			return app.Div().Body(
				app.Ol().ID("board-steps").Body(
					app.Range(sc.Steps).Slice(func(i int) app.UI { return app.Li().Text(stepText(sc.Steps[i])) }),
				),
				app.P().ID("board-final").Class("board-final").Body(
					app.Strong().Text("Final score: "), app.Text(sc.Final()),
				),
				// the figure the scorer enters, where a ruling gave it, or who still works it out
				app.P().ID("board-units").Class("board-units").Text(sc.Units()),
			)
		}),
	)
}

// noResult says why there is no score yet, in the engine's words.
func noResult(err error) string { return "No score yet: " + err.Error() + "." }

// actions are Close or Reopen, and Print for the scorer.
func (p *boardPage) actions() app.UI {
	return app.Div().Class("board-actions").Body(
		app.If(p.b.Closed, func() app.UI {
			return ui.OffIf(app.Button().Type("button").ID("board-reopen").Class("button", "button-secondary"), p.saving).
				OnClick(p.reopen).Text("Reopen the board")
		}).Else(func() app.UI {
			return ui.OffIf(app.Button().Type("button").ID("board-close").Class("button", "button-primary"), p.saving).
				OnClick(p.closeBoard).Text("Close: play finished, scored")
		}),
		app.Button().Type("button").ID("board-print").Class("button", "button-secondary").
			OnClick(func(ctx app.Context, e app.Event) { app.Window().Call("print") }).Text("Print for the scorer"),
		app.A().ID("board-csv").Class("button", "button-secondary").Href(BoardsCSVPath).Text("Boards CSV"),
	)
}

// capitalise starts a sentence with a capital letter.
func capitalise(s string) string {
	r := []rune(s)
	if len(r) == 0 {
		return s
	}
	return strings.ToUpper(string(r[0])) + string(r[1:])
}
