package app

import (
	"errors"
	"fmt"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"tableside/app/store"
	"tableside/engine/catalog"
	"tableside/engine/sortby"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// The log's pages. An entry is shown by ONE page with the id in the query string, not a
// route per id: a pattern route's concrete paths cannot be pre-cached, and the service
// worker matches navigations ignoring the query, so /log/entry?id=… opens offline.
const (
	logPath    = "/log"
	entryPath  = "/log/entry"
	exportPath = "/log/export"
	printPath  = "/log/print"
)

func logEntryHref(id string) string { return entryPath + "?id=" + url.QueryEscape(id) }

// today is the session date of the device's local now.
func logToday() string { return store.Day(time.Now()) }

// logReadAll reads every record of the device's log. It blocks: call it inside ctx.Async.
func logReadAll() ([]store.Record, error) {
	l, err := openLog()
	if err != nil {
		return nil, err
	}
	return l.All()
}

// logEditedTwice lists the entries the club's shared log marks as edited on two devices at
// once; none when the device shares with no club or the marks cannot be read.
func logEditedTwice() map[string]bool {
	l, err := openLog()
	if err != nil {
		return nil
	}
	m, _ := l.Conflicted()
	return m
}

// onLogSynced calls reload on the UI goroutine each time a sync changes this device's log,
// until the returned function is called (in OnDismount).
func onLogSynced(ctx app.Context, reload func(app.Context)) func() {
	first, gen := true, 0 // read and written on the UI goroutine only
	return club.subscribe(func(st shareStatus) {
		ctx.Dispatch(func(ctx app.Context) {
			if !first && st.Gen != gen {
				reload(ctx)
			}
			first, gen = false, st.Gen
		})
	})
}

// problem turns a failed store call into what the director should read: a full disk says
// what to do about it.
func logProblem(err error) string {
	switch {
	case err == nil:
		return ""
	case errors.Is(err, store.ErrQuota):
		return store.ErrQuota.Error() + " (Export, then “Delete old sessions” on the export page)."
	}
	return err.Error()
}

// logPlace reads "Table 4 · Round 2 · Board 17", leaving out what is unknown.
func logPlace(e store.Entry) string {
	var parts []string
	for _, p := range []struct {
		name string
		n    int
	}{{"Table", e.Table}, {"Round", e.Round}, {"Board", e.Board}} {
		if p.n > 0 {
			parts = append(parts, p.name+" "+strconv.Itoa(p.n))
		}
	}
	if len(parts) == 0 {
		return "No table recorded"
	}
	return strings.Join(parts, " · ")
}

// logDayLabel names a session date for headings and the date filter.
func logDayLabel(date, today string) string {
	if date == today {
		return "Today"
	}
	if t, err := time.Parse(store.DateLayout, date); err == nil {
		return t.Format("Mon 2 Jan 2006")
	}
	return date
}

// clock is the local time an entry was logged.
func logClock(t time.Time) string { return t.Local().Format("15:04") }

// logDates lists the dates of the readable records, today first, then newest first.
func logDates(recs []store.Record, today string) []string {
	var dates []string
	for _, r := range recs {
		if r.OK() && !slices.Contains(dates, r.Entry.SessionDate) {
			dates = append(dates, r.Entry.SessionDate)
		}
	}
	sortby.Func(dates, func(a, b string) int {
		switch {
		case a == today:
			return -1
		case b == today:
			return 1
		}
		return strings.Compare(b, a)
	})
	return dates
}

// logPage is the ruling log: today's rulings first, filters, and the undo of a delete.
type logPage struct {
	app.Compo

	records []store.Record
	loaded  bool
	err     string
	today   string // the session date when the log was read

	date  string // filter: session date, "" for every session
	table string // filter: table number as typed
	flow  string // filter: ruling flow id
	pages int    // how many pages of logPageSize readable rulings are listed, beyond the first

	deleted string // the id just deleted on the entry page, offered for undo

	twice    map[string]bool // ids edited on two devices at once (the club's shared log)
	unsynced func()
}

func newLogPage() *logPage { return &logPage{} }

func (p *logPage) OnPreRender(ctx app.Context) { setTitle(ctx, "Log") }

func (p *logPage) OnNav(ctx app.Context) {
	setTitle(ctx, "Log")
	p.deleted = ctx.Page().URL().Query().Get("deleted")
	p.load(ctx)
}

// OnMount reads the log again whenever the club's shared log brings changes: on the
// front-desk tablet the director's rulings appear as they are synced.
func (p *logPage) OnMount(ctx app.Context) { p.unsynced = onLogSynced(ctx, p.load) }

func (p *logPage) OnDismount() {
	if p.unsynced != nil {
		p.unsynced()
		p.unsynced = nil
	}
}

// load reads the whole log; the page filters it in memory (a club session is a few dozen
// rulings, a season a few thousand).
func (p *logPage) load(ctx app.Context) {
	ctx.Async(func() {
		recs, err := logReadAll()
		twice := logEditedTwice()
		ctx.Dispatch(func(ctx app.Context) {
			p.show(recs, err)
			p.twice = twice
		})
	})
}

func (p *logPage) show(recs []store.Record, err error) {
	p.records, p.loaded, p.err, p.today = recs, err == nil, logProblem(err), logToday()
}

func (p *logPage) filter() store.Filter {
	n, _ := strconv.Atoi(strings.TrimSpace(p.table))
	return store.Filter{SessionDate: p.date, Table: max(n, 0), Flow: p.flow}
}

// undoable is the deleted entry the page offers to restore, if it is still in the bin.
func (p *logPage) undoable() (store.Entry, bool) {
	for _, r := range p.records {
		if p.deleted != "" && r.ID == p.deleted && r.OK() && r.Entry.IsDeleted() {
			return r.Entry, true
		}
	}
	return store.Entry{}, false
}

func (p *logPage) undo(ctx app.Context) {
	id := p.deleted
	ctx.Async(func() {
		err := logWrite(func(l *store.Log) error { return l.Undelete(id) })
		recs, rerr := logReadAll()
		ctx.Dispatch(func(ctx app.Context) {
			p.show(recs, errors.Join(err, rerr))
			if err == nil {
				p.deleted = ""
			}
		})
	})
}

func (p *logPage) Render() app.UI {
	today := p.today
	shown, left := firstPage(store.List(p.records, p.filter(), today), logPageSize*(p.pages+1))
	hidden := 0
	if f := p.filter(); f != (store.Filter{}) {
		for _, r := range p.records {
			if !r.OK() {
				hidden++
			}
		}
	}
	return newShell().Path(logPath).Content(
		app.Div().Class("log-head").Body(
			app.H1().Class("page-title").Text("Ruling log"),
			app.A().ID("log-export").Class("button button-secondary").Href(exportPath).Text("Export, print, import"),
		),
		p.renderFilters(today),
		app.If(p.err != "", func() app.UI {
			return app.P().ID("log-error").Class("form-error").Role("alert").Text(p.err)
		}),
		app.If(!p.loaded && p.err == "", func() app.UI {
			return app.P().Class("log-empty").Text("Reading the log on this device…")
		}),
		app.If(p.loaded && len(shown) == 0, func() app.UI {
			msg := "No rulings logged yet. Finish a ruling and tap “Save to log”: it is kept on this device."
			if p.filter() != (store.Filter{}) {
				msg = "No rulings match these filters."
			}
			return app.P().Class("log-empty").Text(msg)
		}),
		p.renderGroups(shown, today),
		p.renderMore(left),
		app.If(hidden > 0, func() app.UI {
			return app.P().Class("log-note").Text(strconv.Itoa(hidden) + " unreadable " + logPlural(hidden, "entry is", "entries are") +
				" kept but hidden by the filters: clear them to see " + logPlural(hidden, "it", "them") + ".")
		}),
		p.renderUndo(),
	)
}

func logPlural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

func (p *logPage) renderFilters(today string) app.UI {
	return app.Form().Class("log-filters").Aria("label", "Filter the log").OnSubmit(logNoSubmit).Body(
		menuField("filter-date", "Session", "", sessionChoices(logDates(p.records, today), today), p.date, p.onDate),
		app.Div().Class("field field-narrow").Body(
			app.Label().Class("field-label").For("filter-table").Text("Table"),
			app.Input().ID("filter-table").Class("field-input").Type("number").Min(1).Attr("inputmode", "numeric").
				Value(p.table).OnInput(p.onTable),
		),
		menuField("filter-ruling", "Ruling", "", rulingChoices(), p.flow, p.onFlow),
	)
}

// rulingChoices are the ruling filter's options: every ruling, then each registered flow. The
// registry is fixed at start-up, so they are built once.
var rulingChoices = sync.OnceValue(func() []menuChoice {
	out := []menuChoice{{"", "All rulings"}}
	for _, f := range catalog.Flows() {
		out = append(out, menuChoice{f.ID, f.Title})
	}
	return out
})

func logNoSubmit(ctx app.Context, e app.Event) { e.PreventDefault() }

// A new filter lists its first page again.
func (p *logPage) onDate(ctx app.Context, e app.Event)  { p.date, p.pages = inputValue(ctx), 0 }
func (p *logPage) onTable(ctx app.Context, e app.Event) { p.table, p.pages = inputValue(ctx), 0 }
func (p *logPage) onFlow(ctx app.Context, e app.Event)  { p.flow, p.pages = inputValue(ctx), 0 }
func (p *logPage) onUndo(ctx app.Context, e app.Event)  { p.undo(ctx) }
func (p *logPage) onMore(ctx app.Context, e app.Event)  { p.pages++ }

// logPageSize is how many readable rulings the log lists before "Show older": a season's log
// is a thousand, and listing them all held a slow phone (4× CPU slowdown) for a quarter of a
// second whenever a filter changed.
const logPageSize = 100

// firstPage keeps the first n readable records and every unreadable one (they are few, and
// never hidden), and says how many readable records it left out.
func firstPage(recs []store.Record, n int) (page []store.Record, left int) {
	for _, r := range recs {
		switch {
		case !r.OK() || n > 0:
			page = append(page, r)
			if r.OK() {
				n--
			}
		default:
			left++
		}
	}
	return page, left
}

// renderMore offers the next page of older rulings, when some are left out.
func (p *logPage) renderMore(left int) app.UI {
	if left == 0 {
		return nil
	}
	next := min(left, logPageSize)
	return app.Button().ID("log-more").Type("button").Class("button button-secondary log-more").OnClick(p.onMore).
		Text(fmt.Sprintf("Show %d older %s (%d not listed)", next, logPlural(next, "ruling", "rulings"), left))
}

// renderGroups lists the records under one heading per session date; unreadable ones last.
// The list is links and text only, written as HTML (markup): a season's log is a thousand
// lines, which as go-app elements took over a second of a slow phone to draw.
func (p *logPage) renderGroups(recs []store.Record, today string) app.UI {
	var m markup
	m.open("div", "id", "log-list", "class", "log-list", "data-loaded", strconv.FormatBool(p.loaded))
	title := ""
	for i, r := range recs {
		t := "Unreadable entries"
		if r.OK() {
			t = logDayLabel(r.Entry.SessionDate, today)
		}
		if i == 0 || t != title {
			if i > 0 {
				m.close("ul")
				m.close("section")
			}
			title = t
			m.open("section", "class", "log-day")
			m.elem("h2", title, "class", "section-title")
			m.open("ul", "class", "log-entries")
		}
		logItem(&m, r, p.twice[r.ID])
	}
	if len(recs) > 0 {
		m.close("ul")
		m.close("section")
	}
	m.close("div")
	return app.Raw(m.String())
}

// logItem is one line of the log; an unreadable record is listed with its error, never dropped.
// twice marks an entry edited on two devices at once. A suit in a title is drawn as everywhere
// else in the app.
func logItem(m *markup, r store.Record, twice bool) {
	if !r.OK() {
		m.open("li", "class", "log-entry log-entry-unreadable", "data-entry", r.ID)
		m.open("a", "class", "log-entry-link", "href", logEntryHref(r.ID))
		m.elem("span", "Unreadable entry "+r.ID, "class", "log-entry-title")
		m.elem("span", r.Err.Error(), "class", "log-entry-error")
		m.close("a")
		m.close("li")
		return
	}
	e := r.Entry
	m.open("li", "class", "log-entry", "data-entry", e.ID)
	m.open("a", "class", "log-entry-link", "href", logEntryHref(e.ID))
	m.elem("span", logClock(e.Created)+" · "+logPlace(e), "class", "log-entry-meta")
	m.elem("span", e.Ruling, "class", "log-entry-title")
	m.elem("span", e.Outcome.Title, "class", "log-entry-outcome")
	if e.Choice.Label != "" {
		m.elem("span", "Chosen: "+e.Choice.Label, "class", "log-entry-choice")
	}
	if open := len(e.Open()); open > 0 {
		m.elem("span", strconv.Itoa(open)+" to watch", "class", "tag tag-open")
	}
	if twice {
		m.elem("span", "Edited on two devices", "class", "tag tag-twice")
	}
	m.close("a")
	m.close("li")
}

func (p *logPage) renderUndo() app.UI {
	e, ok := p.undoable()
	if !ok {
		return app.Div().Class("toast-slot")
	}
	return app.Div().Class("toast-slot").Body(
		app.Div().ID("delete-toast").Class("toast").Role("status").Body(
			app.P().Class("toast-text").Text("Deleted: "+e.Ruling+", "+logPlace(e)+"."),
			app.Button().ID("undo-delete").Class("button button-primary").Type("button").Text("Undo").OnClick(p.onUndo),
		),
	)
}
