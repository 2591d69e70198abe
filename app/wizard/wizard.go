package wizard

import (
	"crypto/rand"
	"encoding/hex"
	"strings"
	"time"

	"tableside/app/outcome"
	"tableside/app/store"
	"tableside/app/ui"
	"tableside/engine/catalog"
	"tableside/engine/law"
	"tableside/engine/ruling"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// wizardKeyPrefix + flow id is where the ruling in progress is kept (local storage: small and
// synchronous, so it survives a reload or an app update between two taps).
const wizardKeyPrefix = "tableside.wizard."

// staleNote is shown when the saved answers no longer replay against the flow.
const staleNote = "The saved answers no longer fit this ruling; starting again."

// wizard is the page at /rule/<flow-id>: one question per screen, then the outcome. It keeps
// the session and hands every answer to the engine; the engine decides what comes next.
type wizard struct {
	app.Compo

	flowID    string
	session   ruling.Session
	state     ruling.State
	refusal   string // the engine's reason for refusing the last answer
	note      string // a calm word about a saved session that could not be restored
	save      saveState
	ask       askState       // "Which table?", asked before a save with no table set (save_table.go)
	amend     string         // the logged ruling this one replaces when saved (finished from its poll)
	pick      wizardPick     // the chooser's pick, shown the player before or after the save
	entryID   string         // the log entry once saved, so a later pick updates it
	boardErr  string         // why the board in progress was not read or written (wizard_board.go)
	boardRead string         // "reading", "read" or "failed" while a ruling at a board starts; "" with none
	owner     *ownerAsk      // whose penalty cards the saved ruling left, when the board must ask (wizard_board.go)
	offer     *resumeOffer   // an unfinished ruling found on opening: continue it or start anew? (resume.go)
	ahead     ruling.Session // the answers beyond the step shown, after the browser's Back (history.go)

	unlisten func()      // removes the popstate listener (history.go)
	page     app.Context // the page's own context: it outlives the button that was tapped
	mounted  bool        // page is set (client only)
}

// NewWizard is a ruling in progress, /rule/<flow>.
func NewWizard() *wizard { return &wizard{} }

// OnPreRender shows the first question, so the page has real content before the wasm runs.
func (w *wizard) OnPreRender(ctx app.Context) { w.open(ctx, false) }

// OnNav restores a ruling in progress, if there is one, at the step the address names. The
// browser's Back and Forward inside the ruling come here too (history.go).
func (w *wizard) OnNav(ctx app.Context) {
	if w.followHistory(ctx) {
		return
	}
	w.page, w.mounted = ctx, true
	w.open(ctx, true)
	w.followHistory(ctx)
	w.recordStep(replaceStep)
	warmUp(w.flow(), w.session.Context)
}

// OnMount and OnDismount mark the page as a wizard's for the stylesheet, which keeps focus
// and scrolling above the sticky Back bar on a phone. A class, not `:root:has(.wizard-actions)`:
// with :has(), every change to the page's elements in a tap had Chromium recompute the root's
// style again (a trace of taps: "Affected by :has()" on <html> in each style update).
func (w *wizard) OnMount(ctx app.Context) {
	ui.SetRootClass(WizardOpenClass, true)
	w.listenHistory(ctx)
}

func (w *wizard) OnDismount() {
	ui.SetRootClass(WizardOpenClass, false)
	w.unlistenHistory()
}

// WizardOpenClass is on <html> while a wizard is on screen (web/app.css).
const WizardOpenClass = "wizard-open"

func (w *wizard) flow() *ruling.Flow { return catalog.Lookup(w.flowID) }

// SessionKey is where the ruling in progress on a flow is kept (local storage).
func SessionKey(flowID string) string { return wizardKeyPrefix + flowID }

// open loads the flow named by the URL and starts or restores its session.
func (w *wizard) open(ctx app.Context, restore bool) {
	id, _ := strings.CutPrefix(ctx.Page().URL().Path, "/rule/")
	w.reset(id)
	f := w.flow()
	if f == nil {
		ui.SetTitle(ctx, "Ruling not found")
		return
	}
	ui.SetTitle(ctx, f.Title)
	if restore {
		if w.restore(ctx) {
			w.amend = readAmend(ctx, w.flowID)
			// Opened afresh (from the list, not a reload or Back, whose address names the
			// step): ask before taking up what was left unfinished.
			if _, named := urlStep(ctx.Page().URL()); !named && len(w.session.Answers) > 0 {
				w.offer = newResumeOffer(w.session, readAt(ctx, w.flowID), ui.LoadPrefs(ctx).LawBody())
			}
			return
		}
		ctx.LocalStorage().Del(AmendKey(w.flowID)) // it belonged to a ruling no longer in progress
	}
	w.startFresh(ctx)
}

// readAmend is the logged ruling the ruling in progress replaces, if any.
func readAmend(ctx app.Context, flowID string) string {
	var id string
	if ctx.LocalStorage().Contains(AmendKey(flowID)) {
		if err := ctx.LocalStorage().Get(AmendKey(flowID), &id); err != nil {
			app.Log("reading the ruling to update:", err)
		}
	}
	return id
}

// reset forgets everything but the flow.
func (w *wizard) reset(flowID string) {
	w.flowID, w.session, w.state, w.refusal, w.note, w.save, w.amend = flowID, ruling.Session{}, ruling.State{}, "", "", saveState{}, ""
	w.pick, w.entryID, w.boardErr, w.boardRead, w.ahead, w.offer = wizardPick{}, "", "", "", ruling.Session{}, nil
	w.owner = nil
}

// restore picks up the saved session; it reports false when there is none or it is stale.
func (w *wizard) restore(ctx app.Context) bool {
	key := SessionKey(w.flowID)
	if !ctx.LocalStorage().Contains(key) {
		return false
	}
	var s ruling.Session
	err := ctx.LocalStorage().Get(key, &s)
	var st ruling.State
	if err == nil && s.Flow == w.flowID {
		st, err = catalog.Decide(s)
	}
	if err != nil || s.Flow != w.flowID {
		ctx.LocalStorage().Del(key)
		w.note = staleNote
		return false
	}
	w.session, w.state = s, st
	w.pick = restorePick(ctx, w.flowID, s)
	return true
}

func (w *wizard) startFresh(ctx app.Context) {
	s, err := catalog.Start(w.flowID, ui.StartContext(ctx))
	if err != nil {
		w.refusal = err.Error()
		return
	}
	w.session = s
	w.state, err = catalog.Decide(s)
	if err != nil {
		w.refusal = err.Error()
	}
	w.startFromBoard(ctx)
}

// answer is every picker's callback: the engine accepts the answer or says why not.
func (w *wizard) answer(ctx app.Context, a ruling.Answer) {
	s2, err := catalog.Answer(w.session, a)
	if err != nil {
		w.refusal = err.Error()
		return
	}
	w.moveTo(ctx, s2, pushStep)
}

func (w *wizard) back(ctx app.Context) {
	if len(w.session.Answers) == 0 {
		ctx.Navigate("/")
		return
	}
	if w.backIsOurs() {
		// The browser's Back, so the history stays in step with the screen: its popstate
		// shows the previous question (followHistory).
		app.Window().Get("history").Call("back")
		return
	}
	w.moveTo(ctx, w.session.Back(), replaceStep)
}

// changeTable gives the ruling the table the director set from its context bar; the answers
// stay, and the scripts name the seats of the new table. The screen's step is the same, so
// the history entry is replaced, not added.
func (w *wizard) changeTable(ctx app.Context, t ui.TableContext) {
	s := w.session
	s.Context.Table, s.Context.Board, s.Context.Contract = t.Table, t.Board, t.Contract
	w.moveTo(ctx, s, replaceStep)
}

func (w *wizard) upto(ctx app.Context, i int) { w.moveTo(ctx, w.session.Upto(i), replaceStep) }

func (w *wizard) restart(ctx app.Context) {
	ctx.LocalStorage().Del(SessionKey(w.flowID))
	ctx.LocalStorage().Del(atKey(w.flowID))
	ctx.LocalStorage().Del(AmendKey(w.flowID))
	ctx.LocalStorage().Del(pickKey(w.flowID))
	w.reset(w.flowID)
	w.startFresh(ctx)
	w.recordStep(replaceStep)
	w.focusLater("question-prompt")
}

// moveTo shows the session's new state, remembers the session, records the step in the
// browser's history and moves focus to the new question or the outcome.
func (w *wizard) moveTo(ctx app.Context, s ruling.Session, how historyMove) {
	st, err := catalog.Decide(s)
	if err != nil {
		w.refusal = err.Error()
		return
	}
	w.session, w.state, w.refusal, w.note, w.save = s, st, "", "", saveState{}
	w.ask = askState{}
	w.pick, w.entryID, w.owner = wizardPick{}, "", nil
	ctx.LocalStorage().Del(pickKey(w.flowID))
	if err := ctx.LocalStorage().Set(SessionKey(w.flowID), s); err != nil {
		app.Log("keeping the ruling in progress:", err)
	}
	if err := ctx.LocalStorage().Set(atKey(w.flowID), time.Now()); err != nil {
		app.Log("keeping the time of the ruling in progress:", err)
	}
	w.recordStep(how)
	if st.Done() {
		w.focusLater("outcome-title")
		return
	}
	w.focusLater("question-prompt")
}

// focusLater moves keyboard focus to the element once the new screen is rendered. It defers
// on the page's context: the tapped button's own may be gone by then (a breadcrumb item).
// Focus alone scrolls only an element off the screen into view, not one under a sticky bar:
// scrollIntoView, which keeps clear of the bars by the page's scroll-padding, does that.
func (w *wizard) focusLater(id string) {
	if !app.IsClient || !w.mounted {
		return
	}
	w.page.Defer(func(app.Context) {
		if e := app.Window().GetElementByID(id); e.Truthy() {
			e.Call("focus", map[string]any{"preventScroll": true})
			e.Call("scrollIntoView", map[string]any{"block": "nearest"})
		}
	})
}

// saveState is where saving the ruling to the log stands.
type saveState struct {
	saving bool
	saved  bool
	err    string
	id     string // the logged ruling, once saved
}

// SaveToLog writes the finished ruling to the device's log. It says "Saved" only once the
// log has written it; on failure the session stays in local storage and the button stays.
func (w *wizard) SaveToLog(ctx app.Context) { w.saveThen(ctx, nil) }

// saveThen saves the ruling, as saveToLog, then runs then with the logged ruling's id. A
// ruling finished from its poll replaces the logged one instead of adding another, at its
// place; a new one with no table set asks for the table first (save_table.go).
func (w *wizard) saveThen(ctx app.Context, then func(ctx app.Context, id string)) {
	if w.state.Outcome == nil || w.save.saving || w.save.saved {
		return
	}
	t := ui.LoadTableContext(ctx)
	if w.amend == "" && ui.TableAskNeeded(t, w.session.Context) {
		w.askTable(then)
		return
	}
	w.saveAt(ctx, t, then)
}

// saveAt saves the ruling at table context t, then runs then with the logged ruling's id.
func (w *wizard) saveAt(ctx app.Context, t ui.TableContext, then func(ctx app.Context, id string)) {
	w.save = saveState{saving: true}
	s, o, amend, pick := w.session, *w.state.Outcome, w.amend, w.pick.index()
	chosen := w.pick.Label(o)
	ctx.Async(func() {
		id, err, now := amend, error(nil), time.Now()
		if amend != "" {
			err = amendEntry(amend, s, o, pick, now)
		} else {
			id, err = putEntry(s, o, t, pick, now)
		}
		var boardErr error
		if err == nil {
			boardErr = recordOnBoard(t, s, o, id, chosen, now)
		}
		ctx.Dispatch(func(ctx app.Context) {
			if w.session.Flow != s.Flow || len(w.session.Answers) != len(s.Answers) {
				return // the director moved on while it was saving
			}
			if err != nil {
				w.save = saveState{err: "Not saved: " + ui.LogProblem(err)}
				return
			}
			w.save, w.amend, w.entryID = saveState{saved: true, id: id}, "", id
			if boardErr != nil {
				w.boardErr = boardProblem(t, boardErr)
			} else {
				w.askOwner(ctx, t, id)
			}
			ctx.LocalStorage().Del(SessionKey(w.flowID))
			ctx.LocalStorage().Del(atKey(w.flowID))
			ctx.LocalStorage().Del(AmendKey(w.flowID))
			ctx.LocalStorage().Del(pickKey(w.flowID))
			// Only now, with "Saved" on screen, ask the browser to keep the log. Some
			// browsers answer with a permission prompt; the save must never wait for it.
			ctx.Async(askToKeepLog)
			if then != nil {
				then(ctx, id)
			}
		})
	})
}

// askToKeepLog asks the browser not to evict the log under storage pressure. A refusal or an
// error is not a failure of any save: Settings shows the answer, and can ask again.
func askToKeepLog() {
	if l, err := ui.OpenLog(); err == nil {
		_, _ = l.Persist()
	}
}

// putEntry builds the log entry, with the chooser's pick when there is one (pick < 0: none),
// writes it and returns its id. It blocks: call it inside ctx.Async.
func putEntry(s ruling.Session, o ruling.Outcome, t ui.TableContext, pick int, now time.Time) (string, error) {
	l, err := ui.OpenLog()
	if err != nil {
		return "", err
	}
	id, err := newEntryID()
	if err != nil {
		return "", err
	}
	at := store.Place{SessionDate: store.Day(now), Table: t.Table, Round: t.Round, Board: t.Board}
	e, err := store.NewEntry(id, now, at, s, o)
	if err == nil && pick >= 0 {
		e, err = e.WithChoice(pick, now)
	}
	if err != nil {
		return "", err
	}
	return id, l.Put(e)
}

// amendEntry replaces the ruling in a logged entry, keeping its poll, notes and place, with
// the chooser's pick when there is one. It blocks: call it inside ctx.Async.
func amendEntry(id string, s ruling.Session, o ruling.Outcome, pick int, now time.Time) error {
	return ui.LogWrite(func(l *store.Log) error {
		rec, err := l.Get(id)
		if err != nil {
			return err
		}
		if !rec.OK() {
			return rec.Err
		}
		e := rec.Entry.WithRuling(s, o, now)
		if pick >= 0 {
			if e, err = e.WithChoice(pick, now); err != nil {
				return err
			}
		}
		return l.Put(e)
	})
}

// newEntryID is 16 random bytes in hex.
func newEntryID() (string, error) {
	var b [16]byte
	if _, err := rand.Read(b[:]); err != nil {
		return "", err
	}
	return hex.EncodeToString(b[:]), nil
}

func (w *wizard) Render() app.UI {
	f := w.flow()
	if f == nil {
		return ui.NewShell().Content(
			app.Section().Class("hero").Body(
				app.H1().Class("hero-title").Text("This ruling is not in Tableside"),
				app.P().Class("hero-lede").Text("The link may come from a newer version. Pick the ruling from the list instead."),
				app.A().Class("button button-primary").Href("/").Text("Back to rulings"),
			),
		)
	}
	items := crumbs(f, w.session)
	if w.offer != nil {
		items = nil // the answers of the unfinished ruling are not shown before it is taken up
	}
	layout := "wizard-layout"
	if len(items) > 0 {
		layout += " wizard-layout-split"
	}
	decided := w.state.Outcome != nil
	return ui.NewShell().Content(
		app.Div().ID("wizard").Class("wizard").DataSet("flow", f.ID).DataSet("board", w.boardRead).Body(
			&ui.ContextBar{Context: w.session.Context, Answered: len(w.session.Answers) > 0, OnChange: w.changeTable},
			app.Header().Class("wizard-head").Body(
				app.P().Class("wizard-category").Text(f.Category.String()),
				app.H1().Class("wizard-title").Text(f.Title),
			),
			app.If(w.note != "", func() app.UI {
				return app.P().ID("wizard-note").Class("wizard-note").Role("status").Text(w.note)
			}),
			app.If(w.boardErr != "", func() app.UI {
				return app.P().ID("board-error").Class("answer-error").Role("alert").Text(w.boardErr)
			}),
			app.Div().Class(layout).Body(
				app.Div().Class("wizard-main").Body(
					app.If(decided, w.actions),
					w.renderState(),
					app.If(!decided, w.actions),
				),
				app.If(len(items) > 0 && !decided, func() app.UI { return breadcrumb(items, w.upto) }),
				app.If(len(items) > 0 && decided, func() app.UI { return answersDisclosure(items, w.upto) }),
			),
			&rulingAbout{FlowID: f.ID},
		),
	)
}

// renderState is the current question, or the outcome.
func (w *wizard) renderState() app.UI {
	switch {
	case w.offer != nil:
		return w.renderOffer(time.Now())
	case w.state.Outcome != nil:
		o := *w.state.Outcome
		return app.Section().ID("outcome").Class("outcome").DataSet("outcome", o.ID).Aria("labelledby", "outcome-title").Body(
			&outcome.OutcomeView{Outcome: o},
			w.afterSave(),
			w.saveBar(o),
		)
	case w.state.Step != nil:
		return questionView(w.state.Step, w.session.Context, w.refusal, w.answer)
	}
	return app.P().ID("answer-error").Class("answer-error").Role("alert").Text(w.refusal)
}

// actions are Back and Restart: on a question at the bottom where a thumb reaches them; on the
// outcome small, above it, for the bottom bar is Save's and "Show the player"'s.
func (w *wizard) actions() app.UI {
	if w.offer != nil {
		return nil // the question has its own two choices
	}
	answered := len(w.session.Answers) > 0
	backLabel := "Back"
	if !answered {
		backLabel = "All rulings"
	}
	class := "wizard-actions"
	if w.state.Outcome != nil {
		class = "wizard-actions wizard-actions-top"
	}
	return app.Div().Class(class).Body(
		app.Button().Type("button").ID("back").Class("button", "button-secondary").
			OnClick(func(ctx app.Context, e app.Event) { w.back(ctx) }).
			Body(app.Span().Class("back-arrow").Aria("hidden", "true").Text("←"), app.Text(backLabel)),
		app.If(answered, func() app.UI {
			return app.Button().Type("button").ID("restart").Class("button", "button-secondary").
				OnClick(func(ctx app.Context, e app.Event) { w.restart(ctx) }).Text("Restart")
		}),
	)
}

// afterSave is what follows a save, under the ruling rather than in the bar: the note that
// saving replaces a polled ruling, and the poll of peers.
func (w *wizard) afterSave() app.UI {
	return app.Div().Class("save-extra").Body(
		app.If(w.amend != "" && !w.save.saved, func() app.UI {
			return app.P().ID("amend-note").Class("wizard-note").Text("Finished from its poll: saving replaces the logged ruling, and keeps the poll, notes and place with it.")
		}),
		w.pollAction(),
	)
}

// saveBar is the outcome's bottom bar: "Save to log" and what became of it, and "Show the
// player" where someone chooses, both on the first screen.
func (w *wizard) saveBar(o ruling.Outcome) app.UI {
	sv := w.save
	status := sv.err
	switch {
	case sv.saving:
		status = "Saving…"
	case sv.saved:
		status = "Saved to the log"
	}
	label := "Save to log"
	if w.amend != "" {
		label = "Update the logged ruling"
	}
	return app.Div().Class("save-bar").Body(
		app.P().ID("save-status").Class("save-status").Role("status").Aria("live", "polite").
			DataSet("state", saveStateName(sv)).Text(status),
		app.If(w.ask.open && !sv.saved, func() app.UI {
			return &ui.TableAsk{OnAnswer: w.onTableAnswer, OnCancel: w.onTableCancel}
		}).ElseIf(!sv.saved, func() app.UI {
			return ui.OffIf(app.Button().Type("button").ID("save-to-log").Class("button", "button-primary", "save-button"), sv.saving).
				OnClick(func(ctx app.Context, e app.Event) { w.SaveToLog(ctx) }).Text(label)
		}).Else(func() app.UI {
			return app.Div().Class("save-next").Body(
				app.A().ID("another-ruling").Class("button", "button-primary").Href("/").Text("Start another ruling"),
				app.A().ID("open-log").Class("button", "button-secondary").Href(ui.LogPath).Text("Open the log"),
				w.boardResultLink(),
			)
		}),
		w.ownerQuestion(),
		outcome.ShowPlayerFor(o, w.pick.Label(o), w.pick.Err, w.Choose),
	)
}

// pollAction offers the poll of peers once the ruling has reached the logical-alternative
// question: the poll is kept with the logged ruling, so the ruling is saved first.
func (w *wizard) pollAction() app.UI {
	if !catalog.PollOffered(w.session) {
		return nil
	}
	if w.save.saved {
		return app.A().ID("poll-peers").Class("button", "button-secondary", "poll-peers").Href(PollHref(w.save.id)).Text("Poll peers")
	}
	return ui.OffIf(app.Button().Type("button").ID("save-and-poll").Class("button", "button-secondary", "poll-peers"), w.save.saving).
		OnClick(func(ctx app.Context, e app.Event) { w.saveThen(ctx, openPoll) }).Text("Save and poll peers")
}

// openPoll goes to the poll of a ruling just saved.
func openPoll(ctx app.Context, id string) { ctx.Navigate(PollHref(id)) }

func saveStateName(sv saveState) string {
	switch {
	case sv.saving:
		return "saving"
	case sv.saved:
		return "saved"
	case sv.err != "":
		return "failed"
	}
	return "unsaved"
}

// rulingAbout is the ruling's summary and every Law it can cite, for reference before the
// outcome is reached. A component keyed by the flow: go-app skips it while the flow is the
// same, so a tap does not collect the Laws of every ending again.
type rulingAbout struct {
	app.Compo
	FlowID string
}

func (a *rulingAbout) Render() app.UI {
	f := catalog.Lookup(a.FlowID)
	if f == nil {
		return app.Div().Class("wizard-laws")
	}
	var refs []law.Ref
	seen := map[law.Ref]bool{}
	add := func(rs []law.Ref) {
		for _, r := range rs {
			if r.Law != 0 && !seen[r] {
				seen[r] = true
				refs = append(refs, r)
			}
		}
	}
	add(f.Laws)
	for _, e := range f.Endings {
		add(e.Outcome.AllLaws())
	}
	return app.Details().Class("wizard-laws").Body(
		app.Summary().Text("About this ruling"),
		app.P().Body(ui.SuitText(f.Summary)...),
		app.P().Class("wizard-laws-list").Text("Laws it may cite: "+law.Join(refs)),
	)
}

// RulePaths is one /rule/<id> path per registered flow: the route table's expansion, so every
// wizard is pre-rendered and cached for offline use.
func RulePaths() []string {
	flows := catalog.Flows()
	out := make([]string, 0, len(flows))
	for _, f := range flows {
		out = append(out, "/rule/"+f.ID)
	}
	return out
}
