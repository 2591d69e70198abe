package rulinglog

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"

	"tableside/app/store"
	"tableside/app/ui"
	"tableside/engine/catalog"
	"tableside/engine/sortby"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// logEditedTwice lists the entries the club's shared log marks as edited on two devices at
// once; none when the device shares with no club or the marks cannot be read.
func logEditedTwice() map[string]bool {
	l, err := ui.OpenLog()
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
	return ui.Club.Subscribe(func(st ui.ShareStatus) {
		ctx.Dispatch(func(ctx app.Context) {
			if !first && st.Gen != gen {
				reload(ctx)
			}
			first, gen = false, st.Gen
		})
	})
}

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

	first   store.Page     // the newest rulings, read through the log's index so the page shows at once
	records []store.Record // the whole log, read after the first page: the filters and older pages use it
	all     bool           // records holds the whole log
	loaded  bool           // the first page, or the whole log, has been read
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

// NewLogPage is the ruling log, /log.
func NewLogPage() *logPage { return &logPage{} }

func (p *logPage) OnPreRender(ctx app.Context) { ui.SetTitle(ctx, "Log") }

func (p *logPage) OnNav(ctx app.Context) {
	ui.SetTitle(ctx, "Log")
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

// load reads the log's first page through its index and shows it, then reads the whole log,
// which the page filters in memory (a club session is a few dozen rulings, a season a thousand,
// ten seasons ten thousand): the first page does not wait for the rest.
func (p *logPage) load(ctx app.Context) {
	n, deleted := logPageSize*(p.pages+1), p.deleted
	ctx.Async(func() {
		page, undo, err := readFirstPage(ui.LogToday(), n, deleted)
		ctx.Dispatch(func(ctx app.Context) {
			if !p.all {
				p.showFirst(page, undo, err)
			}
		})
		if err != nil {
			return
		}
		recs, err := ui.LogReadAll()
		twice := logEditedTwice()
		ctx.Dispatch(func(ctx app.Context) {
			p.show(recs, err)
			p.twice = twice
		})
	})
}

// readFirstPage reads the log's first n rulings and, when deleted names one, that ruling, for
// the undo of its delete.
func readFirstPage(today string, n int, deleted string) (store.Page, []store.Record, error) {
	l, err := ui.OpenLog()
	if err != nil {
		return store.Page{}, nil, err
	}
	page, err := l.Newest(today, n)
	if err != nil || deleted == "" {
		return page, nil, err
	}
	rec, err := l.Get(deleted)
	if err != nil {
		return page, nil, nil // nothing to undo: the entry is gone
	}
	return page, []store.Record{rec}, nil
}

// showFirst shows the first page, until the whole log is read. undo holds the entry just
// deleted, if any, so its Undo shows at once.
func (p *logPage) showFirst(page store.Page, undo []store.Record, err error) {
	p.first, p.records, p.loaded, p.err, p.today = page, undo, err == nil, ui.LogProblem(err), ui.LogToday()
}

// show shows the whole log.
func (p *logPage) show(recs []store.Record, err error) {
	p.records, p.all, p.loaded, p.err, p.today = recs, err == nil, err == nil, ui.LogProblem(err), ui.LogToday()
}

// listed is what the page lists: its rulings in order, cut to the pages asked for, and how
// many readable rulings are left out. Until the whole log is read it is the first page, which
// lists nothing while a filter is set (it would miss the rulings beyond it).
func (p *logPage) listed() (shown []store.Record, left int) {
	n := logPageSize * (p.pages + 1)
	if p.all {
		return firstPage(store.List(p.records, p.filter(), p.today), n)
	}
	if p.filter() != (store.Filter{}) {
		return nil, 0
	}
	shown, _ = firstPage(p.first.Records, n)
	for _, r := range shown {
		if r.OK() {
			left++
		}
	}
	return shown, max(p.first.Total-left, 0)
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
		err := ui.LogWrite(func(l *store.Log) error { return l.Undelete(id) })
		recs, rerr := ui.LogReadAll()
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
	shown, left := p.listed()
	filtering := p.filter() != (store.Filter{})
	hidden := 0
	if f := p.filter(); f != (store.Filter{}) {
		for _, r := range p.records {
			if !r.OK() {
				hidden++
			}
		}
	}
	return ui.NewShell().Path(ui.LogPath).Content(
		app.Div().Class("log-head").Body(
			app.H1().Class("page-title").Text("Ruling log"),
			app.A().ID("log-export").Class("button button-secondary").Href(ui.ExportPath).Text("Export, print, import"),
		),
		p.renderFilters(today),
		app.If(p.err != "", func() app.UI {
			return app.P().ID("log-error").Class("form-error").Role("alert").Text(p.err)
		}),
		app.If((!p.loaded || filtering && !p.all) && p.err == "", func() app.UI {
			return app.P().Class("log-empty").Text("Reading the log on this device…")
		}),
		app.If(p.loaded && len(shown) == 0 && (p.all || !filtering), func() app.UI {
			msg := "No rulings logged yet. Finish a ruling and tap “Save to log”: it is kept on this device."
			if p.filter() != (store.Filter{}) {
				msg = "No rulings match these filters."
			}
			return app.P().Class("log-empty").Text(msg)
		}),
		p.renderGroups(shown, today),
		p.renderMore(left),
		app.If(hidden > 0, func() app.UI {
			return app.P().Class("log-note").Text(strconv.Itoa(hidden) + " unreadable " + ui.LogPlural(hidden, "entry is", "entries are") +
				" kept but hidden by the filters: clear them to see " + ui.LogPlural(hidden, "it", "them") + ".")
		}),
		p.renderUndo(),
	)
}

func (p *logPage) renderFilters(today string) app.UI {
	return app.Form().Class("log-filters").Aria("label", "Filter the log").OnSubmit(logNoSubmit).Body(
		ui.MenuField("filter-date", "Session", "", ui.SessionChoices(logDates(p.dated(), today), today), p.date, p.onDate),
		app.Div().Class("field field-narrow").Body(
			app.Label().Class("field-label").For("filter-table").Text("Table"),
			app.Input().ID("filter-table").Class("field-input").Type("number").Min(1).Attr("inputmode", "numeric").
				Value(p.table).OnInput(p.onTable),
		),
		ui.MenuField("filter-ruling", "Ruling", "", rulingChoices(), p.flow, p.onFlow),
	)
}

// dated is what the session filter offers dates from: the whole log, or the first page until it is read.
func (p *logPage) dated() []store.Record {
	if p.all {
		return p.records
	}
	return p.first.Records
}

// rulingChoices are the ruling filter's options: every ruling, then each registered flow. The
// registry is fixed at start-up, so they are built once.
var rulingChoices = sync.OnceValue(func() []ui.MenuChoice {
	out := []ui.MenuChoice{{Value: "", Label: "All rulings"}}
	for _, f := range catalog.Flows() {
		out = append(out, ui.MenuChoice{Value: f.ID, Label: f.Title})
	}
	return out
})

func logNoSubmit(ctx app.Context, e app.Event) { e.PreventDefault() }

// A new filter lists its first page again.
func (p *logPage) onDate(ctx app.Context, e app.Event)  { p.date, p.pages = ui.InputValue(ctx), 0 }
func (p *logPage) onTable(ctx app.Context, e app.Event) { p.table, p.pages = ui.InputValue(ctx), 0 }
func (p *logPage) onFlow(ctx app.Context, e app.Event)  { p.flow, p.pages = ui.InputValue(ctx), 0 }
func (p *logPage) onUndo(ctx app.Context, e app.Event)  { p.undo(ctx) }

// onMore lists the next page: from the whole log once it is read, otherwise through the index.
func (p *logPage) onMore(ctx app.Context, e app.Event) {
	p.pages++
	if !p.all {
		n, today := logPageSize*(p.pages+1), p.today
		ctx.Async(func() {
			page, _, err := readFirstPage(today, n, "")
			ctx.Dispatch(func(ctx app.Context) {
				if !p.all && err == nil {
					p.first = page
				}
			})
		})
	}
}

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
		Text(fmt.Sprintf("Show %d older %s (%d not listed)", next, ui.LogPlural(next, "ruling", "rulings"), left))
}

// renderGroups lists the records under one heading per session date; unreadable ones last.
// The list is links and text only, written as HTML (markup): a season's log is a thousand
// lines, which as go-app elements took over a second of a slow phone to draw.
func (p *logPage) renderGroups(recs []store.Record, today string) app.UI {
	var m ui.Markup
	m.Open("div", "id", "log-list", "class", "log-list", "data-loaded", strconv.FormatBool(p.loaded))
	title := ""
	for i, r := range recs {
		t := "Unreadable entries"
		if r.OK() {
			t = ui.LogDayLabel(r.Entry.SessionDate, today)
		}
		if i == 0 || t != title {
			if i > 0 {
				m.Close("ul")
				m.Close("section")
			}
			title = t
			m.Open("section", "class", "log-day")
			m.Elem("h2", title, "class", "section-title")
			m.Open("ul", "class", "log-entries")
		}
		logItem(&m, r, p.twice[r.ID])
	}
	if len(recs) > 0 {
		m.Close("ul")
		m.Close("section")
	}
	m.Close("div")
	return app.Raw(m.String())
}

// logItem is one line of the log; an unreadable record is listed with its error, never dropped.
// twice marks an entry edited on two devices at once. A suit in a title is drawn as everywhere
// else in the app.
func logItem(m *ui.Markup, r store.Record, twice bool) {
	if !r.OK() {
		m.Open("li", "class", "log-entry log-entry-unreadable", "data-entry", r.ID)
		m.Open("a", "class", "log-entry-link", "href", ui.LogEntryHref(r.ID))
		m.Elem("span", "Unreadable entry "+r.ID, "class", "log-entry-title")
		m.Elem("span", r.Err.Error(), "class", "log-entry-error")
		m.Close("a")
		m.Close("li")
		return
	}
	e := r.Entry
	m.Open("li", "class", "log-entry", "data-entry", e.ID)
	m.Open("a", "class", "log-entry-link", "href", ui.LogEntryHref(e.ID))
	m.Elem("span", ui.LogClock(e.Created)+" · "+ui.LogPlace(e), "class", "log-entry-meta")
	m.Elem("span", e.Ruling, "class", "log-entry-title")
	m.Elem("span", e.Outcome.Title, "class", "log-entry-outcome")
	if result := store.RuledResult(e.Outcome); result != "" {
		m.Elem("span", "Result: "+result, "class", "log-entry-result")
	}
	if e.Choice.Label != "" {
		m.Elem("span", "Chosen: "+e.Choice.Label, "class", "log-entry-choice")
	}
	if open := len(e.Open()); open > 0 {
		m.Elem("span", strconv.Itoa(open)+" to watch", "class", "tag tag-open")
	}
	if twice {
		m.Elem("span", "Edited on two devices", "class", "tag tag-twice")
	}
	m.Close("a")
	m.Close("li")
}

func (p *logPage) renderUndo() app.UI {
	e, ok := p.undoable()
	if !ok {
		return app.Div().Class("toast-slot")
	}
	return app.Div().Class("toast-slot").Body(
		app.Div().ID("delete-toast").Class("toast").Role("status").Body(
			app.P().Class("toast-text").Text("Deleted: "+e.Ruling+", "+ui.LogPlace(e)+"."),
			app.Button().ID("undo-delete").Class("button button-primary").Type("button").Text("Undo").OnClick(p.onUndo),
		),
	)
}
