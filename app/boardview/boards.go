package boardview

import (
	"fmt"

	"tableside/app/ui"
	"tableside/engine/board"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// BoardsCSVPath is the list of every board in progress on the device, with the boards CSV.
const BoardsCSVPath = "/boards"

// boardsPage lists the boards kept on the device and downloads them as one CSV line each.
type boardsPage struct {
	app.Compo

	boards  []board.State
	bad     []string // boards that could not be read: named, never dropped silently
	loaded  bool
	loadErr string
	status  string
}

// NewBoardsPage is every board on the device, /boards.
func NewBoardsPage() *boardsPage { return &boardsPage{} }

func (p *boardsPage) OnPreRender(ctx app.Context) { ui.SetTitle(ctx, "Boards") }

func (p *boardsPage) OnNav(ctx app.Context) {
	ui.SetTitle(ctx, "Boards")
	ctx.Async(func() {
		var boards []board.State
		var bad []error
		bs, err := ui.OpenBoards()
		if err == nil {
			boards, bad, err = bs.All()
		}
		ctx.Dispatch(func(ctx app.Context) {
			p.loaded, p.boards, p.loadErr, p.bad = true, boards, ui.LogProblem(err), nil
			for _, e := range bad {
				p.bad = append(p.bad, e.Error())
			}
		})
	})
}

func (p *boardsPage) download(ctx app.Context, e app.Event) {
	data, err := BoardsCSV(p.boards)
	if err != nil {
		p.status = "The CSV could not be written: " + err.Error()
		return
	}
	win := app.Window()
	bytes := win.Get("Uint8Array").New(len(data))
	app.CopyBytesToJS(bytes, data)
	parts := win.Get("Array").New()
	parts.Call("push", bytes)
	blob := win.Get("Blob").New(parts, map[string]any{"type": "text/csv"})
	url := win.Get("URL").Call("createObjectURL", blob)
	a := win.Get("document").Call("createElement", "a")
	a.Set("href", url)
	a.Set("download", "tableside-boards-"+ui.LogToday()+".csv")
	win.Get("document").Get("body").Call("appendChild", a)
	a.Call("click")
	a.Call("remove")
	p.status = fmt.Sprintf("Downloaded %d %s", len(p.boards), ui.LogPlural(len(p.boards), "board", "boards"))
}

func (p *boardsPage) Render() app.UI {
	return ui.NewShell().Content(
		app.Section().ID("boards-page").Class("board-page").Aria("labelledby", "boards-title").Body(
			app.H1().ID("boards-title").Text("Boards"),
			p.body(),
		),
	)
}

func (p *boardsPage) body() app.UI {
	switch {
	case !p.loaded:
		return app.P().Role("status").Text("Reading the boards…")
	case p.loadErr != "":
		return app.P().ID("boards-error").Class("answer-error").Role("alert").Text(p.loadErr)
	}
	return app.Div().Body(
		app.If(len(p.boards) == 0, func() app.UI {
			return app.P().ID("boards-empty").Text("No board has a ruling saved on it yet.")
		}).Else(func() app.UI {
			return app.Ul().ID("boards-list").Body(
				app.Range(p.boards).Slice(func(i int) app.UI {
					b := p.boards[i]
					return app.Li().Body(app.A().Href(ui.BoardHref(b.Table, b.Board)).
						Text(fmt.Sprintf("Table %d, board %d: %d %s", b.Table, b.Board, len(b.Rulings), ui.LogPlural(len(b.Rulings), "ruling", "rulings"))))
				}),
			)
		}),
		app.Range(p.bad).Slice(func(i int) app.UI {
			return app.P().Class("answer-error").Role("alert").Text("A board could not be read and was kept as it is: " + p.bad[i])
		}),
		app.Button().Type("button").ID("boards-csv-download").Class("button", "button-primary").
			OnClick(p.download).Text("Download boards CSV"),
		app.P().ID("boards-status").Role("status").Text(p.status),
	)
}
