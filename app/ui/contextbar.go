package ui

import (
	"fmt"
	"strings"
	"time"

	"tableside/engine/ruling"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// ContextBar is the one line at the top of a ruling that says which table the ruling assumes
// ("Table 5 · Bd 14 · 4♥ by South — Change"): the table names the seats in every script, so a
// table left over from the previous call must be seen before it is read out. It asks "Same
// table?" when the remembered table is older than StaleAfter and the ruling has no answer yet,
// and offers Undo when a followed reminder has just set the table.
//
// Selectors: #ruling-context (root), #ctx-line, button#ctx-change, the question #ctx-stale
// with button#ctx-same, the note #ctx-undo with button#ctx-undo-button; the editor is the
// table panel's (#tc-form …).
type ContextBar struct {
	app.Compo

	// Context is the ruling's own table (its session's), which its scripts use.
	Context ruling.Context
	// Answered reports whether the ruling has answers: "Same table?" is asked before the first.
	Answered bool
	// OnChange gives the ruling the table the director set, confirmed or put back.
	OnChange func(ctx app.Context, t TableContext)

	stale   bool
	undo    TableContext
	hasUndo bool
	editing bool
}

func (b *ContextBar) OnMount(ctx app.Context) {
	b.stale = LoadTableContext(ctx).Stale(time.Now())
	b.undo, b.hasUndo = takeTableUndo(ctx)
}

// ContextLine is the ruling's table in one short line; "" when nothing is known.
func ContextLine(c ruling.Context) string {
	var parts []string
	if c.Table > 0 {
		parts = append(parts, fmt.Sprintf("Table %d", c.Table))
	}
	if c.Board > 0 {
		parts = append(parts, fmt.Sprintf("Bd %d", c.Board))
	}
	if s := c.Contract.String(); s != "" {
		parts = append(parts, s)
	}
	return strings.Join(parts, " · ")
}

func (b *ContextBar) change(ctx app.Context, t TableContext) {
	b.stale, b.hasUndo, b.editing = false, false, false
	if b.OnChange != nil {
		b.OnChange(ctx, t)
	}
}

// onSame confirms the remembered table: it is fresh again for the next quarter of an hour.
func (b *ContextBar) onSame(ctx app.Context, e app.Event) {
	t := LoadTableContext(ctx)
	SaveTableContext(ctx, t) // a preference: if it fails, the next ruling asks again
	b.change(ctx, t)
}

func (b *ContextBar) onEdit(ctx app.Context, e app.Event) { b.editing = true }

// onEdited takes the table as the panel left it (saved, cleared or unchanged).
func (b *ContextBar) onEdited(ctx app.Context) { b.change(ctx, LoadTableContext(ctx)) }

// onUndo puts back the table the reminder replaced.
func (b *ContextBar) onUndo(ctx app.Context, e app.Event) {
	if err := SaveTableContext(ctx, b.undo); err != nil {
		app.Log("putting the table back:", err)
	}
	b.change(ctx, b.undo)
}

func (b *ContextBar) Render() app.UI {
	line := ContextLine(b.Context)
	if line == "" {
		line = "No table set"
	}
	return app.Section().ID("ruling-context").Class("ctxbar").Aria("label", "Table for this ruling").Body(
		app.Div().Class("ctxbar-row").Body(
			app.P().ID("ctx-line").Class("ctxbar-line").Body(SuitText(line)...),
			app.If(!b.editing, func() app.UI {
				return app.Button().ID("ctx-change").Type("button").Class("button button-quiet ctxbar-change").
					Aria("expanded", "false").Text("Change").OnClick(b.onEdit)
			}),
		),
		app.If(b.stale && !b.Answered && !b.editing, func() app.UI {
			return app.P().ID("ctx-stale").Class("ctxbar-note").Role("status").Body(
				app.Text("Same table? It was set more than 15 minutes ago. "),
				app.Button().ID("ctx-same").Type("button").Class("button button-secondary").Text("Yes, same table").OnClick(b.onSame),
			)
		}),
		app.If(b.hasUndo && !b.editing, func() app.UI {
			return app.P().ID("ctx-undo").Class("ctxbar-note").Role("status").Body(
				app.Span().Body(SuitText("Table set to "+line+" from the reminder. ")...),
				app.Button().ID("ctx-undo-button").Type("button").Class("button button-secondary").Text("Undo").OnClick(b.onUndo),
			)
		}),
		app.If(b.editing, func() app.UI { return &TableCtxPanel{Open: true, OnClose: b.onEdited} }),
	)
}
