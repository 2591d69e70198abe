package boardview

import (
	"errors"
	"fmt"
	"slices"

	"tableside/app/store"
	"tableside/app/ui"
	"tableside/engine/board"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// followUps is what the log says of the board's logged reminders: the log entry's follow-up
// state is their one source (home, the front desk and this page each show it, and the club's
// shared log syncs it), so marking one done anywhere marks it done everywhere.
type followUps struct {
	open map[string][]int // per log id, the follow-ups still open (store.Entry.Open)
	err  string           // why the log could not be read
}

// readFollowUps reads the log entries the board's reminders come from. A ruling deleted from
// the log, or gone, leaves nothing open, as on home. It blocks: call it inside ctx.Async.
func readFollowUps(b board.State) followUps {
	f := followUps{open: map[string][]int{}}
	var ids []string
	for _, r := range b.Reminders {
		if r.Logged() && !slices.Contains(ids, r.Log) {
			ids = append(ids, r.Log)
		}
	}
	if len(ids) == 0 {
		return f
	}
	l, err := ui.OpenLog()
	if err != nil {
		f.err = ui.LogProblem(err)
		return f
	}
	for _, id := range ids {
		rec, err := l.Get(id)
		switch {
		case err != nil && !errors.Is(err, store.ErrNotFound):
			f.err = ui.LogProblem(err)
		case err == nil && rec.OK() && !rec.Entry.IsDeleted():
			f.open[id] = rec.Entry.Open()
		}
	}
	return f
}

// isOpen reports whether the reminder is still to watch: a logged one by the log, another by
// its Done on the board.
func (f followUps) isOpen(r board.Reminder) bool {
	if r.Logged() {
		return slices.Contains(f.open[r.Log], r.Index)
	}
	return !r.Done
}

// reminderDone marks reminder i done: in the log when it comes from a logged ruling, on the
// board otherwise (a board stored before reminders named their ruling).
func (p *boardPage) reminderDone(i int) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		r := p.b.Reminders[i]
		if !r.Logged() {
			p.change(ctx, func(b board.State) (board.State, error) { return b.ReminderDone(i) })
			return
		}
		if p.saving {
			return
		}
		p.saving, p.actionErr = true, ""
		b := p.b
		ctx.Async(func() {
			err := ui.ResolveFollowUp(r.Log, r.Index)
			follow := readFollowUps(b)
			ctx.Dispatch(func(ctx app.Context) {
				p.saving, p.follow = false, follow
				if err != nil {
					p.actionErr = "Not marked done: " + ui.LogProblem(err)
				}
			})
		})
	}
}

// reminders are the board's follow-ups still to watch, as the log has them.
func (p *boardPage) reminders() app.UI {
	all := p.b.Reminders
	var due []int
	for i, r := range all {
		if p.follow.isOpen(r) {
			due = append(due, i)
		}
	}
	if len(due) == 0 && p.follow.err == "" {
		return nil
	}
	return app.Section().Class("board-section").Aria("labelledby", "board-reminders-title").Body(
		app.H2().ID("board-reminders-title").Text("Still to watch"),
		app.If(p.follow.err != "", func() app.UI {
			return app.P().ID("board-reminders-error").Class("answer-error").Role("alert").
				Text("The log could not be read, so the reminders may not all be shown: " + p.follow.err)
		}),
		app.Ul().ID("board-reminders").Body(
			app.Range(due).Slice(func(k int) app.UI {
				i := due[k]
				r := all[i]
				return app.Li().Class("board-reminder").Body(
					app.P().Text(fmt.Sprintf("%s: %s (%s).", capitalise(r.When), r.Watch, r.Law)),
					app.If(r.Flow != "", func() app.UI {
						return app.Button().Type("button").Class("button", "button-secondary").
							OnClick(p.openReminder(r.Flow)).Text("Open the ruling")
					}),
					ui.OffIf(app.Button().Type("button").Class("button", "button-secondary"), p.saving || p.b.Closed).
						OnClick(p.reminderDone(i)).Text("Done"),
				)
			}),
		),
	)
}
