package rulinglog

import (
	"strconv"

	"tableside/app/outcome"
	"tableside/app/store"
	"tableside/app/ui"
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
	read     bool // the log has been read: an empty list is marked so (data-log-read)
	err      string
	unsynced func()
}

// NewReminders is the list of follow-ups due, shown on home.
func NewReminders() *reminders { return &reminders{} }

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
		recs, err := readOpen()
		ctx.Dispatch(func(ctx app.Context) { r.show(recs, err) })
	})
}

// readOpen reads the rulings with a follow-up open, and only those (through the log's index):
// home shows as soon with a season's log as with an empty one.
func readOpen() ([]store.Record, error) {
	l, err := ui.OpenLog()
	if err != nil {
		return nil, err
	}
	return l.WithOpenFollowUps()
}

// show keeps the open follow-ups of every session: one left open yesterday is still open.
func (r *reminders) show(recs []store.Record, err error) {
	r.groups, r.err, r.read = store.Reminders(recs, ""), ui.LogProblem(err), true
}

// done marks one follow-up resolved in its entry, then reads the reminders again. Focus, when
// not negative, is the position of the Done button tapped (data-pos): the list is drawn anew,
// so the keyboard focus goes to the Done button now in that place (the next reminder's), or the
// last one, rather than back to the top of the page.
func (r *reminders) done(ctx app.Context, id string, i, focus int) {
	ctx.Async(func() {
		err := ui.ResolveFollowUp(id, i)
		recs, rerr := readOpen()
		ctx.Dispatch(func(ctx app.Context) {
			r.show(recs, rerr)
			if err != nil {
				r.err = "Not marked done: " + ui.LogProblem(err)
			}
			if focus >= 0 {
				ctx.Defer(func(app.Context) { focusDoneButton(focus) })
			}
		})
	})
}

// focusDoneButton focuses the reminders' Done button at position pos, or the last one.
func focusDoneButton(pos int) {
	doc := app.Window().Get("document")
	b := doc.Call("querySelector", `#reminders button.reminder-done[data-pos="`+strconv.Itoa(pos)+`"]`)
	if !b.Truthy() {
		all := doc.Call("querySelectorAll", "#reminders button.reminder-done")
		if n := all.Length(); n > 0 {
			b = all.Index(n - 1)
		}
	}
	if b.Truthy() {
		b.Call("focus")
	}
}

// follow opens the ruling the reminder calls for, at the reminder's table and board. A reminder
// from a ruling with no table leaves the current table as it is; one with a table sets it, and
// the ruling's context bar says so with Undo, so the table is never replaced unseen.
func (r *reminders) follow(ctx app.Context, flow string, table, board int) {
	if table > 0 {
		ui.ReplaceTableContext(ctx, followedTable(ui.LoadTableContext(ctx), table, board)) // a preference: if it fails the bar shows the table as it is
	}
	ctx.Navigate("/rule/" + flow)
}

// followedTable is the table context after following a reminder from table and board.
func followedTable(t ui.TableContext, table, board int) ui.TableContext {
	if t.Table != table {
		t = ui.TableContext{Table: table, Round: t.Round} // another table: its contract is not this one's
	}
	if board > 0 {
		t.Board = board
	}
	return t
}

// onClick handles a tap on a reminder's Done or Rule button. The reminders are HTML
// (remindersHTML), so this one handler on their section reads what was tapped from the
// button's data attributes.
func (r *reminders) onClick(ctx app.Context, e app.Event) {
	el := e.Get("target").Call("closest", "button.reminder-done, a.reminder-flow")
	if !el.Truthy() {
		return
	}
	data := el.Get("dataset")
	number := func(name string) int {
		n, _ := strconv.Atoi(data.Get(name).String())
		return n
	}
	if el.Get("classList").Call("contains", "reminder-done").Bool() {
		r.done(ctx, data.Get("entry").String(), number("index"), number("pos"))
		return
	}
	e.PreventDefault()
	r.follow(ctx, data.Get("flow").String(), number("table"), number("board"))
}

func (r *reminders) Render() app.UI {
	if len(r.groups) == 0 && r.err == "" {
		return app.Div().Class("reminders-slot").DataSet("log-read", r.read)
	}
	n := 0
	for _, g := range r.groups {
		n += len(g.Reminders)
	}
	return app.Section().ID("reminders").Class("reminders").Aria("labelledby", "reminders-title").OnClick(r.onClick).Body(
		app.H2().ID("reminders-title").Class("reminders-title").Text("To watch for ("+strconv.Itoa(n)+")"),
		app.If(r.err != "", func() app.UI {
			return app.P().Class("form-error").Role("alert").Text(r.err)
		}),
		app.Raw(remindersHTML(r.groups)),
	)
}

// remindersHTML writes the reminders, one group per table, as HTML: a director who seldom taps
// Done has a hundred, which as go-app elements held a slow phone for a quarter of a second as
// home opened.
func remindersHTML(groups []store.TableReminders) string {
	var m ui.Markup
	m.Open("div", "class", "reminder-groups")
	pos := 0 // each Done button's place in the list, for done to put the focus back
	for _, g := range groups {
		title := "Table " + strconv.Itoa(g.Table)
		if g.Table == 0 {
			title = "No table recorded"
		}
		m.Open("div", "class", "reminder-group", "data-table", strconv.Itoa(g.Table))
		m.Elem("h3", title, "class", "reminder-table")
		m.Open("ul", "class", "reminder-list")
		for _, rem := range g.Reminders {
			reminderItem(&m, g.Table, rem, pos)
			pos++
		}
		m.Close("ul")
		m.Close("div")
	}
	m.Close("div")
	return m.String()
}

// reminderItem is one follow-up: what to watch for, the ruling it comes from, and its buttons
// (reminders.onClick handles them).
func reminderItem(m *ui.Markup, table int, rem store.Reminder, pos int) {
	from := rem.Ruling + ": " + rem.Outcome
	if rem.Board > 0 {
		from += " · Board " + strconv.Itoa(rem.Board)
	}
	from += " · " + ui.LogClock(rem.Created)
	var flow *ruling.Flow
	if rem.FollowUp.Flow != "" {
		flow = catalog.Lookup(rem.FollowUp.Flow) // a flow this version lacks gets no dead link
	}
	index := strconv.Itoa(rem.Index)
	m.Open("li", "class", "reminder", "data-entry", rem.EntryID, "data-index", index)
	m.Open("p", "class", "reminder-text")
	m.Elem("strong", outcome.Capitalise(rem.FollowUp.When)+": ")
	m.Suits(rem.FollowUp.Watch + " (" + rem.FollowUp.Law.String() + ")")
	m.Close("p")
	m.Elem("a", from, "class", "reminder-from", "href", ui.LogEntryHref(rem.EntryID))
	m.Open("div", "class", "reminder-actions")
	if flow != nil {
		m.Elem("a", "Rule: "+flow.Title, "class", "button button-primary reminder-flow", "href", "/rule/"+flow.ID,
			"data-flow", flow.ID, "data-table", strconv.Itoa(table), "data-board", strconv.Itoa(rem.Board))
	}
	m.Elem("button", "Done", "class", "button button-secondary reminder-done", "type", "button",
		"data-entry", rem.EntryID, "data-index", index, "data-pos", strconv.Itoa(pos))
	m.Close("div")
	m.Close("li")
}
