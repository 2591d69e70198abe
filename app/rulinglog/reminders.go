package rulinglog

import (
	"slices"
	"strconv"
	"strings"

	"tableside/app/outcome"
	"tableside/app/store"
	"tableside/app/ui"
	"tableside/engine/catalog"
	"tableside/engine/ruling"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// reminders shows, per table, the follow-ups of logged rulings still open: a penalty card on
// the table, a lead restriction waiting, a ruling to finish at the end of play. They stay
// until the director marks them done. Each table is one line ("Table 5 · 2 follow-ups: ♠Q
// penalty card, lead restriction") that opens on a tap to its reminders and their buttons: a
// lead out of turn alone left three cards that filled a phone's first screen. An empty list
// shows nothing.
type reminders struct {
	app.Compo

	groups   []store.TableReminders
	expanded map[int]bool // the tables opened, by number; they stay open as reminders are done
	read     bool         // the log has been read: an empty list is marked so (data-log-read)
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
	b := doc.Call("querySelector", `#reminders ul:not([hidden]) button.reminder-done[data-pos="`+strconv.Itoa(pos)+`"]`)
	if !b.Truthy() {
		all := doc.Call("querySelectorAll", "#reminders ul:not([hidden]) button.reminder-done")
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

// onClick handles a tap on a table's line, or on a reminder's Done or Rule button. The
// reminders are HTML (remindersHTML), so this one handler on their section reads what was
// tapped from the button's data attributes.
func (r *reminders) onClick(ctx app.Context, e app.Event) {
	el := e.Get("target").Call("closest", "button.reminder-toggle, button.reminder-done, a.reminder-flow")
	if !el.Truthy() {
		return
	}
	data := el.Get("dataset")
	number := func(name string) int {
		n, _ := strconv.Atoi(data.Get(name).String())
		return n
	}
	if el.Get("classList").Call("contains", "reminder-toggle").Bool() {
		r.toggle(number("table"))
		return
	}
	if el.Get("classList").Call("contains", "reminder-done").Bool() {
		r.done(ctx, data.Get("entry").String(), number("index"), number("pos"))
		return
	}
	e.PreventDefault()
	r.follow(ctx, data.Get("flow").String(), number("table"), number("board"))
}

// toggle opens a table's reminders, or closes them.
func (r *reminders) toggle(table int) {
	if r.expanded == nil {
		r.expanded = map[int]bool{}
	}
	r.expanded[table] = !r.expanded[table]
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
		app.Raw(remindersHTML(r.groups, r.expanded)),
	)
}

// remindersHTML writes the reminders, one group per table, as HTML: a director who seldom taps
// Done has a hundred, which as go-app elements held a slow phone for a quarter of a second as
// home opened. Each group is its table's line, a button that shows or hides its reminders
// (open lists the tables shown).
func remindersHTML(groups []store.TableReminders, open map[int]bool) string {
	var m ui.Markup
	m.Open("div", "class", "reminder-groups")
	pos := 0 // each Done button's place in the list, for done to put the focus back
	for _, g := range groups {
		table := strconv.Itoa(g.Table)
		list := "reminders-table-" + table
		m.Open("div", "class", "reminder-group", "data-table", table)
		m.Open("h3", "class", "reminder-table")
		m.Open("button", "type", "button", "class", "reminder-toggle", "data-table", table,
			"aria-expanded", strconv.FormatBool(open[g.Table]), "aria-controls", list)
		m.Open("span", "class", "reminder-line") // one flex item: the suits' spans stay in the text
		m.Suits(tableLine(g))
		m.Close("span")
		m.Close("button")
		m.Close("h3")
		attrs := []string{"class", "reminder-list", "id", list}
		if !open[g.Table] {
			attrs = append(attrs, "hidden", "")
		}
		m.Open("ul", attrs...)
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

// tableLine is a table's one line: "Table 5 · 2 follow-ups: ♠Q penalty card, lead restriction".
func tableLine(g store.TableReminders) string {
	title := "Table " + strconv.Itoa(g.Table)
	if g.Table == 0 {
		title = "No table recorded"
	}
	var gists []string
	for _, rem := range g.Reminders {
		if s := gist(rem); !slices.Contains(gists, s) {
			gists = append(gists, s)
		}
	}
	n := len(g.Reminders)
	return title + " · " + strconv.Itoa(n) + ui.LogPlural(n, " follow-up: ", " follow-ups: ") + strings.Join(gists, ", ")
}

// gist names a reminder in a few words: the ruling it opens, after the card it is about when it
// names one ("♠Q penalty card"), or else the ruling it comes from.
func gist(rem store.Reminder) string {
	label, card := rem.Ruling, ""
	if f := catalog.Lookup(rem.FollowUp.Flow); rem.FollowUp.Flow != "" && f != nil {
		label, card = f.Title, cardIn(rem.FollowUp.When)
	}
	if upper := func(c byte) bool { return 'A' <= c && c <= 'Z' }; len(label) > 1 && upper(label[0]) && !upper(label[1]) {
		label = strings.ToLower(label[:1]) + label[1:] // "Penalty card", not an initialism such as "UI"
	}
	if card != "" {
		return card + " " + label
	}
	return label
}

// cardIn finds the first card named in s, as "♠Q" or "♥10"; "" when there is none.
func cardIn(s string) string {
	r := []rune(s)
	for i, c := range r {
		if !strings.ContainsRune("♠♥♦♣", c) || i+1 >= len(r) {
			continue
		}
		switch rank := r[i+1]; {
		case rank == '1' && i+2 < len(r) && r[i+2] == '0':
			return string(r[i : i+3])
		case strings.ContainsRune("AKQJT98765432", rank):
			return string(r[i : i+2])
		}
	}
	return ""
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
