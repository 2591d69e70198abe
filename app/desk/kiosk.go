package desk

import (
	"net/url"
	"strconv"
	"strings"
	"time"

	"tableside"
	"tableside/app/store"
	"tableside/app/ui"
	"tableside/engine/bridge"
	"tableside/engine/catalog"
	"tableside/engine/ruling"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// The kiosk: the tablet left open at the front desk all session. Its pages share kioskShell
// (no director's navigation, the screen kept on, full screen, back home when idle) and show
// what players may read; every change waits for the director's PIN (ui/deskguard.go).

func kioskRulingHref(id string) string { return ui.KioskRulingURL + "?id=" + url.QueryEscape(id) }

// kioskShell is the layout of every kiosk page.
//
// Selectors: .shell[data-layout=kiosk], a#kiosk-director (the PIN screen, or the director's tools once the
// PIN is entered), button#kiosk-lock (once it is), button#kiosk-fullscreen, #kiosk-wake[data-wake=held|refused|
// unsupported|asking], and #wasm-ready as on every page.
type kioskShell struct {
	app.Compo

	IPath    string
	IContent func() []app.UI // a function, as shell's: see there

	desk     ui.DeskState
	wake     string
	reason   string
	full     bool
	canFull  bool
	unlisten func()
}

func newKioskShell() *kioskShell { return &kioskShell{} }

// Path marks which kiosk page is current.
func (s *kioskShell) Path(p string) *kioskShell { s.IPath = p; return s }

// Content sets the page body.
func (s *kioskShell) Content(v ...app.UI) *kioskShell {
	content := app.FilterUIElems(v...)
	s.IContent = func() []app.UI { return content }
	return s
}

// content is the page's content, or nothing before a page has set it.
func (s *kioskShell) content() []app.UI {
	if s.IContent == nil {
		return nil
	}
	return s.IContent()
}

func (s *kioskShell) OnMount(ctx app.Context) {
	ui.ApplyPrefs(ui.LoadPrefs(ctx))
	s.full, s.canFull = ui.FullScreen()
	s.wake, s.reason = ui.Wake.Status()
	ui.Wake.Keep(true, func() {
		ctx.Dispatch(func(app.Context) { s.wake, s.reason = ui.Wake.Status() })
	})
	doc := app.Window().Get("document")
	onFull := app.FuncOf(func(app.Value, []app.Value) any {
		ctx.Dispatch(func(app.Context) { s.full, s.canFull = ui.FullScreen() })
		return nil
	})
	doc.Call("addEventListener", "fullscreenchange", onFull)
	s.unlisten = func() {
		doc.Call("removeEventListener", "fullscreenchange", onFull)
		onFull.Release()
	}
	s.loadDesk(ctx)
	ctx.Handle(ui.KioskIdleAction, func(ctx app.Context, a app.Action) { s.loadDesk(ctx) })
}

// OnNav starts each new screen of the front desk at its top, as on the phone.
func (s *kioskShell) OnNav(ctx app.Context) { ui.StartAtTop(ctx) }

func (s *kioskShell) OnDismount() {
	if s.unlisten != nil {
		s.unlisten()
		s.unlisten = nil
	}
}

func (s *kioskShell) loadDesk(ctx app.Context) {
	ctx.Async(func() {
		st := ui.Guard.LoadState()
		ctx.Dispatch(func(app.Context) { s.desk = st })
	})
}

// lock closes the desk and tells the page, which hides what only the director may do.
func (s *kioskShell) lock(ctx app.Context) {
	ui.Guard.Relock()
	s.desk = ui.Guard.State()
	ctx.NewAction(ui.KioskIdleAction)
}

func (s *kioskShell) onLock(ctx app.Context, e app.Event) { s.lock(ctx) }
func (s *kioskShell) onFull(ctx app.Context, e app.Event) { ui.ToggleFullScreen() }

func (s *kioskShell) Render() app.UI {
	return app.Div().Class("shell").DataSet("layout", "kiosk").Body(
		app.A().Class("skip-link").Href("#main").Text("Skip to content"),
		app.Header().Class("topbar kiosk-bar").Body(
			app.A().Class("brand").Href(ui.KioskHome).Body(
				app.Img().Class("brand-icon").Src(tableside.Manifest.IconSVG()).Alt("").Aria("hidden", "true").Width(36).Height(36),
				app.Span().Class("brand-name").Text("Front desk"),
			),
			app.Nav().Class("kiosk-nav").Aria("label", "Front desk").Body(
				s.navLink(ui.KioskHome, "Today"),
				s.navLink(ui.KioskQuestions, "What happens when…?"),
				s.navLink(ui.KioskPolicies, "Club policies"),
			),
			app.Div().Class("kiosk-tools").Body(
				app.If(s.canFull, func() app.UI {
					label := "Full screen"
					if s.full {
						label = "Leave full screen"
					}
					return app.Button().ID("kiosk-fullscreen").Class("kiosk-tool").Type("button").
						Aria("pressed", strconv.FormatBool(s.full)).Text(label).OnClick(s.onFull)
				}),
				s.directorLink(),
				app.If(s.desk.PINSet && s.desk.Open, func() app.UI {
					return app.Button().ID("kiosk-lock").Class("kiosk-tool").Type("button").Text("Lock").OnClick(s.onLock)
				}),
			),
		),
		&ui.UpdateBanner{},
		app.Main().ID("main").Class("content kiosk-content").Body(s.content()...),
		app.Footer().Class("kiosk-foot").Body(
			app.P().ID("kiosk-wake").Class("kiosk-wake").DataSet("wake", s.wake).Aria("live", "polite").Text(wakeText(s.wake, s.reason)),
			// Inside the footer's landmark, so a screen reader finds no text outside one.
			app.If(app.IsClient, func() app.UI {
				return app.Span().ID("wasm-ready").Class("visually-hidden").Text("App ready")
			}),
		),
		&ui.IdleWatch{Kiosk: true},
	)
}

// directorLink is the way in for the director: the PIN, or the director's tools once in.
func (s *kioskShell) directorLink() app.UI {
	href := ui.DirectorHref(s.IPath)
	if s.desk.Open {
		href = ui.KioskDirector
	}
	return app.A().ID("kiosk-director").Class("kiosk-tool").Href(href).Text("Director")
}

func (s *kioskShell) navLink(path, label string) app.UI {
	a := app.A().Class("kiosk-nav-link").Href(path).Text(label)
	if s.IPath == path {
		a = a.Aria("current", "page")
	}
	return a
}

// wakeText says whether the screen will stay on, and what to do where it will not.
func wakeText(state, reason string) string {
	switch state {
	case ui.WakeHeld:
		return "The screen stays on while the front desk is shown."
	case ui.WakeUnsupported:
		return "This browser cannot keep the screen on: set the tablet's screen timeout to its longest, or add Tableside to the home screen."
	case ui.WakeRefused:
		return "The browser would not keep the screen on (" + reason + "): set the tablet's screen timeout to its longest."
	case ui.WakeAsking:
		return "Asking the browser to keep the screen on…"
	}
	return ""
}

// kioskHomePage is /kiosk: the session at a glance.
//
// Selectors: #kiosk-reminders with li.kiosk-reminder[data-entry][data-index] and
// button.kiosk-done (only when changes are allowed); #kiosk-today[data-loaded] with
// li.kiosk-ruling[data-entry]; input#kiosk-board-number and #kiosk-board-facts; form#kiosk-ask
// with input#kiosk-ask-input; #kiosk-policies with details.kiosk-policy[data-section];
// #kiosk-error; #kiosk-no-pin.
type kioskHomePage struct {
	app.Compo

	records  []store.Record
	loaded   bool
	err      string
	today    string
	policies store.Policies
	polErr   string
	desk     ui.DeskState

	prefs ui.KioskPrefs // which of today's rulings to list

	board string // the board lookup, as typed
	ask   string // the question box, as typed
	busy  bool
}

// NewKioskHome is the front desk's home, /kiosk.
func NewKioskHome() *kioskHomePage { return &kioskHomePage{policies: store.DefaultPolicies()} }

func (p *kioskHomePage) OnPreRender(ctx app.Context) { ui.SetTitle(ctx, "Front desk") }

func (p *kioskHomePage) OnNav(ctx app.Context) {
	ui.SetTitle(ctx, "Front desk")
	p.load(ctx)
}

func (p *kioskHomePage) OnMount(ctx app.Context) {
	ctx.Handle(ui.KioskIdleAction, func(ctx app.Context, a app.Action) { p.idle(ctx) })
}

// idle starts the home over for the next person: nothing typed, the top of the page, read afresh.
func (p *kioskHomePage) idle(ctx app.Context) {
	p.board, p.ask = "", ""
	if app.IsClient {
		app.Window().Call("scrollTo", 0, 0)
	}
	p.load(ctx)
}

func (p *kioskHomePage) load(ctx app.Context) {
	p.prefs = ui.LoadKioskPrefs(ctx)
	ctx.Async(func() {
		recs, err := ui.LogReadAll()
		pol, perr := ui.ReadPolicies()
		st := ui.Guard.LoadState()
		ctx.Dispatch(func(app.Context) { p.show(recs, err, pol, perr, st) })
	})
}

func (p *kioskHomePage) show(recs []store.Record, err error, pol store.Policies, perr error, st ui.DeskState) {
	p.records, p.loaded, p.err, p.today, p.desk = recs, err == nil, ui.LogProblem(err), ui.LogToday(), st
	p.policies, p.polErr = pol, ""
	if perr != nil {
		p.polErr = "The club's policies could not be read: " + ui.LogProblem(perr)
		if len(pol.Sections) == 0 {
			p.policies = store.DefaultPolicies()
		}
	}
}

// done marks a follow-up resolved; only an open desk offers it.
func (p *kioskHomePage) done(ctx app.Context, id string, i int) {
	if !ui.Guard.State().Open {
		p.err = "Only the director can mark a reminder done: tap Director and enter the PIN."
		return
	}
	p.busy = true
	ctx.Async(func() {
		err := ui.ResolveFollowUp(id, i)
		recs, rerr := ui.LogReadAll()
		ctx.Dispatch(func(app.Context) {
			p.busy = false
			p.records, p.loaded, p.err = recs, rerr == nil, ui.LogProblem(rerr)
			if err != nil {
				p.err = "Not marked done: " + ui.LogProblem(err)
			}
		})
	})
}

func (p *kioskHomePage) onDone(ctx app.Context, e app.Event) {
	p.done(ctx, ctx.JSSrc().Get("dataset").Get("entry").String(), ui.LogDataInt(ctx, "index"))
}
func (p *kioskHomePage) onBoard(ctx app.Context, e app.Event) { p.board = ui.InputValue(ctx) }
func (p *kioskHomePage) onAsk(ctx app.Context, e app.Event)   { p.ask = ui.InputValue(ctx) }
func (p *kioskHomePage) onAskSubmit(ctx app.Context, e app.Event) {
	e.PreventDefault()
	ctx.Navigate(questionsHref(p.ask))
}

func questionsHref(q string) string {
	if q = strings.TrimSpace(q); q == "" {
		return ui.KioskQuestions
	}
	return ui.KioskQuestions + "?q=" + url.QueryEscape(q)
}

func (p *kioskHomePage) Render() app.UI {
	return newKioskShell().Path(ui.KioskHome).Content(
		app.Div().Class("kiosk-head").Body(
			app.H1().Class("page-title kiosk-title").Text("Today at the club"),
			app.P().Class("kiosk-date").Text(kioskDate(p.today)),
		),
		app.If(p.desk.Known && !p.desk.PINSet, func() app.UI {
			return app.P().ID("kiosk-no-pin").Class("kiosk-note").Body(
				app.Text("No director PIN is set on this tablet, so anyone here can change rulings. "),
				app.A().Href(ui.KioskDirector).Text("Set a PIN"),
			)
		}),
		app.If(p.err != "", func() app.UI {
			return app.P().ID("kiosk-error").Class("form-error").Role("alert").Text(p.err)
		}),
		// Two columns on a landscape tablet; on a portrait one the columns dissolve into a
		// grid that puts the two lookups side by side under the reminders (app.css).
		app.Div().Class("kiosk-grid").Body(
			app.Div().Class("kiosk-col kiosk-col-main").Body(p.renderReminders(), p.renderToday()),
			app.Div().Class("kiosk-col kiosk-col-side").Body(p.renderBoard(), p.renderAsk(), p.renderPolicies()),
		),
	)
}

// kioskDate is today as the desk shows it: "Friday 14 March 2025".
func kioskDate(day string) string {
	t, err := time.Parse(store.DateLayout, day)
	if err != nil {
		return ""
	}
	return t.Format("Monday 2 January 2006")
}

// renderReminders shows, per table, what binds its players, in their words ("the ♥K is a
// major penalty card"), one line per ruling: never the director's follow-ups, which are in the
// Laws' words and mean nothing to a player. The director, once in, also gets each ruling's
// link and a Done button per follow-up.
func (p *kioskHomePage) renderReminders() app.UI {
	groups := store.Reminders(p.records, "")
	n := 0
	for _, g := range groups {
		n += len(g.Reminders)
	}
	canChange := p.desk.Open
	return app.Section().ID("kiosk-reminders").Class("kiosk-panel kiosk-reminders").Aria("labelledby", "kiosk-reminders-title").Body(
		app.H2().ID("kiosk-reminders-title").Class("kiosk-panel-title").Text("To watch for ("+strconv.Itoa(n)+")"),
		app.If(p.loaded && n == 0, func() app.UI {
			return app.P().Class("kiosk-empty").Text("Nothing to watch for at any table.")
		}),
		app.Range(groups).Slice(func(i int) app.UI {
			g := groups[i]
			title := "Table " + strconv.Itoa(g.Table)
			if g.Table == 0 {
				title = "No table recorded"
			}
			rulings := remindersByRuling(g.Reminders)
			return app.Div().Class("kiosk-table").DataSet("table", g.Table).Body(
				app.H3().Class("kiosk-table-name").Text(title),
				app.Ul().Class("kiosk-list").Body(
					app.Range(rulings).Slice(func(j int) app.UI {
						rs := rulings[j]
						m := rs[0]
						from := m.Ruling
						if m.Board > 0 {
							from += " · Board " + strconv.Itoa(m.Board)
						}
						from += " · " + ui.LogClock(m.Created)
						return app.Li().Class("kiosk-reminder").DataSet("entry", m.EntryID).Body(
							app.P().Class("kiosk-reminder-text").Body(ui.SuitText(p.playerWords(m))...),
							app.If(canChange, func() app.UI {
								return app.Div().Class("kiosk-reminder-foot").Body(
									app.A().Class("kiosk-reminder-from").Href(kioskRulingHref(m.EntryID)).Text(from),
									app.Range(rs).Slice(func(k int) app.UI {
										return ui.OffIf(app.Button().Class("button button-secondary kiosk-done").Type("button"), p.busy).
											DataSet("entry", rs[k].EntryID).DataSet("index", rs[k].Index).
											Aria("label", "Done: "+rs[k].FollowUp.Watch).Text("Done").OnClick(p.onDone)
									}),
								)
							}),
						)
					}),
				),
			)
		}),
	)
}

// remindersByRuling gathers a table's reminders by the ruling they come from, in order.
func remindersByRuling(rs []store.Reminder) [][]store.Reminder {
	var out [][]store.Reminder
	at := map[string]int{}
	for _, r := range rs {
		i, ok := at[r.EntryID]
		if !ok {
			i = len(out)
			at[r.EntryID] = i
			out = append(out, nil)
		}
		out[i] = append(out[i], r)
	}
	return out
}

// playerWords is what a ruling with follow-ups still open means for the players at its table.
func (p *kioskHomePage) playerWords(m store.Reminder) string {
	for _, r := range p.records {
		if r.ID != m.EntryID || !r.OK() {
			continue
		}
		e := r.Entry
		chosen := -1
		if e.Choice.Label != "" {
			chosen = e.Choice.Index
		}
		if says := e.Outcome.AtTheTable(chosen); len(says) > 0 {
			return strings.Join(says, " ")
		}
	}
	return "The director will come back to this table during or after play."
}

func (p *kioskHomePage) renderToday() app.UI {
	if p.prefs.Today == ui.TodayNone {
		return app.Section().ID("kiosk-today").Class("kiosk-panel kiosk-today").DataSet("loaded", p.loaded).DataSet("shown", "none")
	}
	today := publicRulings(store.List(p.records, store.Filter{SessionDate: p.today}, p.today), p.prefs.Today)
	return app.Section().ID("kiosk-today").Class("kiosk-panel kiosk-today").DataSet("loaded", p.loaded).
		Aria("labelledby", "kiosk-today-title").Body(
		app.H2().ID("kiosk-today-title").Class("kiosk-panel-title").Text("Today's rulings ("+strconv.Itoa(len(today))+")"),
		app.If(!p.loaded && p.err == "", func() app.UI {
			return app.P().Class("kiosk-empty").Text("Reading the log on this tablet…")
		}),
		app.If(p.loaded && len(today) == 0, func() app.UI {
			return app.P().Class("kiosk-empty").Text("No rulings logged on this tablet today.")
		}),
		app.Ul().Class("kiosk-list").Body(
			app.Range(today).Slice(func(i int) app.UI {
				r := today[i]
				e := r.Entry
				return app.Li().Class("kiosk-ruling").DataSet("entry", r.ID).Body(
					app.A().Class("kiosk-ruling-link").Href(kioskRulingHref(r.ID)).Body(
						app.Span().Class("kiosk-ruling-meta").Text(ui.LogClock(e.Created)+" · "+ui.LogPlace(e)),
						app.Span().Class("kiosk-ruling-title").Text(e.Ruling),
						app.Span().Class("kiosk-ruling-outcome").Body(ui.SuitText(e.Outcome.Title)...),
						app.If(e.Choice.Label != "", func() app.UI {
							return app.Span().Class("kiosk-ruling-choice").Body(ui.SuitText("Chosen: " + e.Choice.Label)...)
						}),
					),
				)
			}),
		),
	)
}

// publicRulings are the rulings the desk may list for anyone to read: by default, not the
// information rulings (unauthorized information, misinformation), which name a pair's
// conduct, nor one of a ruling this version does not know (it may be one); every one when
// the director chose TodayAll.
func publicRulings(recs []store.Record, shown string) []store.Record {
	if shown == ui.TodayAll {
		return recs
	}
	var out []store.Record
	for _, r := range recs {
		if f := catalog.Lookup(r.Entry.Session.Flow); f == nil || f.Category == ruling.Information {
			continue
		}
		out = append(out, r)
	}
	return out
}

// boardFacts is what the board printed on the board says: "Dealer North · Vulnerable: None".
func boardFacts(text string) (string, bool) {
	text = strings.TrimSpace(text)
	if text == "" {
		return "Type a board number to see its dealer and vulnerability.", false
	}
	n, err := strconv.Atoi(text)
	if err != nil || n < 1 {
		return "A board number is a whole number from 1.", false
	}
	return "Board " + strconv.Itoa(n) + ": dealer " + bridge.BoardDealer(n).String() + ", vulnerable: " + vulWords(bridge.BoardVulnerability(n)), true
}

// vulWords names a vulnerability as players say it.
func vulWords(v bridge.Vulnerability) string {
	switch v.String() {
	case "None":
		return "nobody"
	case "Both":
		return "both sides"
	case "N-S":
		return "North-South"
	case "E-W":
		return "East-West"
	}
	return v.String()
}

func (p *kioskHomePage) renderBoard() app.UI {
	facts, ok := boardFacts(p.board)
	return app.Section().ID("kiosk-board").Class("kiosk-panel kiosk-board").Aria("labelledby", "kiosk-board-title").Body(
		app.H2().ID("kiosk-board-title").Class("kiosk-panel-title").Text("Board lookup"),
		app.Div().Class("field").Body(
			app.Label().Class("field-label").For("kiosk-board-number").Text("Board number"),
			app.Input().ID("kiosk-board-number").Class("field-input kiosk-board-input").Type("number").Min(1).
				Attr("inputmode", "numeric").Aria("describedby", "kiosk-board-facts").Value(p.board).OnInput(p.onBoard),
		),
		app.P().ID("kiosk-board-facts").Class("kiosk-board-facts").DataSet("valid", ok).Aria("live", "polite").Text(facts),
	)
}

func (p *kioskHomePage) renderAsk() app.UI {
	return app.Section().ID("kiosk-questions").Class("kiosk-panel kiosk-ask").Aria("labelledby", "kiosk-ask-title").Body(
		app.H2().ID("kiosk-ask-title").Class("kiosk-panel-title").Text("What happens when…?"),
		app.Form().ID("kiosk-ask").Role("search").OnSubmit(p.onAskSubmit).Body(
			app.Label().Class("field-label").For("kiosk-ask-input").Text("Search by what happened at the table"),
			app.Div().Class("kiosk-ask-row").Body(
				app.Input().ID("kiosk-ask-input").Class("field-input").Type("search").Placeholder("e.g. dropped a card").
					AutoComplete(false).Attr("enterkeyhint", "search").Value(p.ask).OnInput(p.onAsk),
				app.Button().ID("kiosk-ask-go").Class("button button-primary").Type("submit").Text("Find"),
			),
		),
		app.A().Class("kiosk-more").Href(ui.KioskQuestions).Text("Every ruling, explained for players"),
	)
}

func (p *kioskHomePage) renderPolicies() app.UI {
	secs := p.policies.Sections
	return app.Section().ID("kiosk-policies").Class("kiosk-panel kiosk-policies").Aria("labelledby", "kiosk-policies-title").Body(
		app.H2().ID("kiosk-policies-title").Class("kiosk-panel-title").Text("Club policies"),
		app.If(p.polErr != "", func() app.UI {
			return app.P().Class("form-error").Role("alert").Text(p.polErr)
		}),
		app.Range(secs).Slice(func(i int) app.UI {
			s := secs[i]
			paras := s.Paragraphs()
			return app.Details().Class("kiosk-policy").DataSet("section", s.ID).Body(
				app.Summary().Class("kiosk-policy-title").Text(s.Title),
				app.Range(paras).Slice(func(j int) app.UI { return app.P().Text(paras[j]) }),
			)
		}),
		app.A().Class("kiosk-more").Href(ui.KioskPolicies).Text("All the policies on one page"),
	)
}
