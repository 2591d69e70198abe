package app

import (
	"strconv"
	"time"

	"tableside/app/store"
	"tableside/engine/catalog"
	"tableside/engine/ruling"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// reminders shows, per table, the follow-ups of logged rulings still open: a penalty card on
// the table, a lead restriction waiting, a ruling to finish at the end of play. They stay
// until the director marks them done. An empty list shows nothing.
type reminders struct {
	app.Compo

	groups   []store.TableReminders
	err      string
	unsynced func()
}

func newReminders() *reminders { return &reminders{} }

// OnMount reads the reminders, and again whenever the club's shared log brings changes: the
// front-desk kiosk shows the penalty card the director just ruled on the phone.
func (r *reminders) OnMount(ctx app.Context) {
	r.load(ctx)
	r.unsynced = onLogSynced(ctx, r.load)
}

func (r *reminders) OnDismount() {
	if r.unsynced != nil {
		r.unsynced()
		r.unsynced = nil
	}
}

func (r *reminders) load(ctx app.Context) {
	ctx.Async(func() {
		recs, err := logReadAll()
		ctx.Dispatch(func(ctx app.Context) { r.show(recs, err) })
	})
}

// show keeps the open follow-ups of every session: one left open yesterday is still open.
func (r *reminders) show(recs []store.Record, err error) {
	r.groups, r.err = store.Reminders(recs, ""), logProblem(err)
}

// done marks one follow-up resolved in its entry, then reads the reminders again.
func (r *reminders) done(ctx app.Context, id string, i int) {
	ctx.Async(func() {
		err := logWrite(func(l *store.Log) error {
			rec, err := l.Get(id)
			if err != nil {
				return err
			}
			if !rec.OK() {
				return rec.Err
			}
			e, err := rec.Entry.Resolve(i, true, time.Now())
			if err != nil {
				return err
			}
			return l.Put(e)
		})
		recs, rerr := logReadAll()
		ctx.Dispatch(func(ctx app.Context) {
			r.show(recs, rerr)
			if err != nil {
				r.err = "Not marked done: " + logProblem(err)
			}
		})
	})
}

// follow opens the ruling the reminder calls for, at the reminder's table and board.
func (r *reminders) follow(ctx app.Context, flow string, table, board int) {
	t := loadTableContext(ctx)
	if t.Table != table {
		t = tableContext{Table: table, Round: t.Round} // another table: its contract is not this one's
	}
	t.Board = board
	saveTableContext(ctx, t) // a preference: if it fails the director types the table again
	ctx.Navigate("/rule/" + flow)
}

func (r *reminders) onDone(ctx app.Context, e app.Event) {
	r.done(ctx, ctx.JSSrc().Get("dataset").Get("entry").String(), logDataInt(ctx, "index"))
}

func (r *reminders) onFollow(ctx app.Context, e app.Event) {
	e.PreventDefault()
	r.follow(ctx, ctx.JSSrc().Get("dataset").Get("flow").String(), logDataInt(ctx, "table"), logDataInt(ctx, "board"))
}

func (r *reminders) Render() app.UI {
	if len(r.groups) == 0 && r.err == "" {
		return app.Div().Class("reminders-slot")
	}
	n := 0
	for _, g := range r.groups {
		n += len(g.Reminders)
	}
	return app.Section().ID("reminders").Class("reminders").Aria("labelledby", "reminders-title").Body(
		app.H2().ID("reminders-title").Class("reminders-title").Text("To watch for ("+strconv.Itoa(n)+")"),
		app.If(r.err != "", func() app.UI {
			return app.P().Class("form-error").Role("alert").Text(r.err)
		}),
		app.Range(r.groups).Slice(func(i int) app.UI {
			g := r.groups[i]
			title := "Table " + strconv.Itoa(g.Table)
			if g.Table == 0 {
				title = "No table recorded"
			}
			return app.Div().Class("reminder-group").DataSet("table", g.Table).Body(
				app.H3().Class("reminder-table").Text(title),
				app.Ul().Class("reminder-list").Body(
					app.Range(g.Reminders).Slice(func(j int) app.UI { return r.item(g.Table, g.Reminders[j]) }),
				),
			)
		}),
	)
}

func (r *reminders) item(table int, m store.Reminder) app.UI {
	from := m.Ruling + ": " + m.Outcome
	if m.Board > 0 {
		from += " · Board " + strconv.Itoa(m.Board)
	}
	from += " · " + logClock(m.Created)
	var flow *ruling.Flow
	if m.FollowUp.Flow != "" {
		flow = catalog.Lookup(m.FollowUp.Flow) // a flow this version lacks gets no dead link
	}
	return app.Li().Class("reminder").DataSet("entry", m.EntryID).DataSet("index", m.Index).Body(
		app.P().Class("reminder-text").Body(
			app.Strong().Text(capitalise(m.FollowUp.When)+": "),
			app.Text(m.FollowUp.Watch+" ("+m.FollowUp.Law.String()+")"),
		),
		app.A().Class("reminder-from").Href(logEntryHref(m.EntryID)).Text(from),
		app.Div().Class("reminder-actions").Body(
			app.If(flow != nil, func() app.UI {
				return app.A().Class("button button-primary reminder-flow").Href("/rule/"+flow.ID).
					DataSet("flow", flow.ID).DataSet("table", table).DataSet("board", m.Board).
					Text("Rule: " + flow.Title).OnClick(r.onFollow)
			}),
			app.Button().Class("button button-secondary reminder-done").Type("button").
				DataSet("entry", m.EntryID).DataSet("index", m.Index).Text("Done").OnClick(r.onDone),
		),
	)
}
