package rulinglog

import (
	"errors"
	"strconv"
	"time"

	"tableside/app/outcome"
	"tableside/app/peerpoll"
	"tableside/app/store"
	"tableside/app/ui"
	"tableside/app/wizard"
	"tableside/engine/ruling"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// entryPage shows one logged ruling in full and lets the director finish its record: notes,
// the place, the chooser's pick and the follow-ups. /log/entry?id=<id>.
type entryPage struct {
	app.Compo

	id      string
	rec     store.Record    // as last read or saved
	sync    store.EntrySync // its life in the club's shared log, if the device shares one
	loaded  bool
	loadErr string
	today   string // the session date when the entry was read

	// The details form, as typed: kept through a failed save.
	notes, table, round, board string

	saving    bool
	saved     bool   // the details were written and the transaction completed
	saveErr   string // why the details were not saved
	actionErr string // why a pick, a follow-up or a delete was not saved

	confirmErase bool // asking whether to erase the deleted ruling from the club
}

// NewEntryPage is one logged ruling, /log/entry?id=….
func NewEntryPage() *entryPage { return &entryPage{} }

func (p *entryPage) OnPreRender(ctx app.Context) { ui.SetTitle(ctx, "Logged ruling") }

func (p *entryPage) OnNav(ctx app.Context) {
	ui.SetTitle(ctx, "Logged ruling")
	p.id = ctx.Page().URL().Query().Get("id")
	p.load(ctx)
}

func (p *entryPage) load(ctx app.Context) {
	id := p.id
	ctx.Async(func() {
		var rec store.Record
		var sync store.EntrySync
		l, err := ui.OpenLog()
		if err == nil {
			rec, err = l.Get(id)
			sync, _ = l.EntrySync(id) // only for the "edited on two devices" note
		}
		ctx.Dispatch(func(ctx app.Context) {
			p.show(rec, err)
			p.sync = sync
		})
	})
}

// show takes a record just read and fills the form from it.
func (p *entryPage) show(rec store.Record, err error) {
	p.rec, p.loaded, p.loadErr, p.today = rec, err == nil, ui.LogProblem(err), ui.LogToday()
	p.saved, p.saveErr, p.actionErr = false, "", ""
	if err == nil && rec.OK() {
		e := rec.Entry
		p.notes, p.table, p.round, p.board = e.Notes, ui.NumberText(e.Table), ui.NumberText(e.Round), ui.NumberText(e.Board)
	}
}

// edited is the entry with the details form applied.
func (p *entryPage) edited(now time.Time) (store.Entry, error) {
	e := p.rec.Entry.WithNotes(p.notes, now)
	var errs []error
	var err error
	if e.Table, err = ui.ParseNumber("table", p.table); err != nil {
		errs = append(errs, err)
	}
	if e.Round, err = ui.ParseNumber("round", p.round); err != nil {
		errs = append(errs, err)
	}
	if e.Board, err = ui.ParseNumber("board", p.board); err != nil {
		errs = append(errs, err)
	}
	return e, errors.Join(errs...)
}

// saveDetails writes the notes and the place; "Saved" shows only once the write completed.
func (p *entryPage) saveDetails(ctx app.Context) {
	e, err := p.edited(time.Now())
	if err != nil {
		p.saved, p.saveErr = false, "Not saved: "+err.Error()
		return
	}
	p.saving, p.saved, p.saveErr = true, false, ""
	ctx.Async(func() {
		err := ui.LogWrite(func(l *store.Log) error { return l.Put(e) })
		ctx.Dispatch(func(ctx app.Context) {
			p.saving = false
			if err != nil {
				p.saveErr = "Not saved: " + ui.LogProblem(err) + " What you typed is still here: try again."
				return
			}
			p.rec.Entry, p.saved = e, true
		})
	})
}

// put saves a pick or a follow-up at once; the page shows the new state only once saved.
func (p *entryPage) put(ctx app.Context, e store.Entry, err error) {
	if err != nil {
		p.actionErr = err.Error()
		return
	}
	p.actionErr = ""
	ctx.Async(func() {
		err := ui.LogWrite(func(l *store.Log) error { return l.Put(e) })
		ctx.Dispatch(func(ctx app.Context) {
			if err != nil {
				p.actionErr = "Not saved: " + ui.LogProblem(err)
				return
			}
			p.rec.Entry = e
		})
	})
}

func (p *entryPage) pick(ctx app.Context, i int) {
	e, err := p.rec.Entry.WithChoice(i, time.Now())
	p.put(ctx, e, err)
}

func (p *entryPage) resolve(ctx app.Context, i int, done bool) {
	e, err := p.rec.Entry.Resolve(i, done, time.Now())
	p.put(ctx, e, err)
}

// remove moves the entry to the bin and returns to the log, which offers the undo.
func (p *entryPage) remove(ctx app.Context) {
	id := p.rec.ID
	ctx.Async(func() {
		err := ui.LogWrite(func(l *store.Log) error { return l.Delete(id, time.Now()) })
		ctx.Dispatch(func(ctx app.Context) {
			if err != nil {
				p.actionErr = "Not deleted: " + ui.LogProblem(err)
				return
			}
			ctx.Navigate(ui.LogPath + "?deleted=" + id)
		})
	})
}

// reopen hands the logged answers to the wizard as its ruling in progress.
func (p *entryPage) reopen(ctx app.Context) {
	s := p.rec.Entry.Session
	ctx.LocalStorage().Del(wizard.AmendKey(s.Flow)) // a ruling re-opened from its entry is logged anew
	if err := ctx.LocalStorage().Set(wizard.SessionKey(s.Flow), s); err != nil {
		p.actionErr = "Could not hand the answers to the wizard: " + err.Error()
		return
	}
	ctx.Navigate(wizard.StepURL(s.Flow, len(s.Answers))) // no "continue or start anew?": it was asked for
}

func (p *entryPage) onNotes(ctx app.Context, e app.Event) {
	p.notes, p.saved = ui.InputValue(ctx), false
}
func (p *entryPage) onTable(ctx app.Context, e app.Event) {
	p.table, p.saved = ui.InputValue(ctx), false
}
func (p *entryPage) onRound(ctx app.Context, e app.Event) {
	p.round, p.saved = ui.InputValue(ctx), false
}
func (p *entryPage) onBoard(ctx app.Context, e app.Event) {
	p.board, p.saved = ui.InputValue(ctx), false
}
func (p *entryPage) onSave(ctx app.Context, e app.Event)   { e.PreventDefault(); p.saveDetails(ctx) }
func (p *entryPage) onDelete(ctx app.Context, e app.Event) { p.remove(ctx) }
func (p *entryPage) onErase(ctx app.Context, e app.Event)  { p.confirmErase = true }
func (p *entryPage) onKeepIt(ctx app.Context, e app.Event) { p.confirmErase = false }
func (p *entryPage) onEraseYes(ctx app.Context, e app.Event) {
	id := p.rec.ID
	p.confirmErase, p.actionErr = false, ""
	ctx.Async(func() {
		err := ui.Club.Erase(id)
		ctx.Dispatch(func(ctx app.Context) {
			if err != nil {
				p.actionErr = "Not erased: " + err.Error()
				return
			}
			ctx.Navigate(ui.LogPath)
		})
	})
}
func (p *entryPage) onReopen(ctx app.Context, e app.Event) { p.reopen(ctx) }
func (p *entryPage) onPick(ctx app.Context, e app.Event) {
	p.pick(ctx, ui.LogDataInt(ctx, "choice"))
}
func (p *entryPage) onFollowUp(ctx app.Context, e app.Event) {
	p.resolve(ctx, ui.LogDataInt(ctx, "followup"), ctx.JSSrc().Get("dataset").Get("done").String() == "true")
}

func (p *entryPage) Render() app.UI {
	return ui.NewShell().Path(ui.LogPath).Content(
		app.A().Class("back-link").Href(ui.LogPath).Text("← Ruling log"),
		p.body(),
	)
}

// entryStatus is the entry page's "not shown", "Reading…" and unreadable entry (ui.RecordStatus).
var entryStatus = ui.RecordPage{ID: "entry", Class: "entry", ErrorID: "entry-error", NotShown: "Ruling not shown",
	Unreadable: func(rec store.Record) (string, []app.UI) {
		return "Unreadable entry " + rec.ID, []app.UI{
			app.P().Text("The app keeps it exactly as stored and includes it in the JSON backup, so a newer Tableside can read it. It cannot be edited here."),
			app.Pre().Class("entry-raw").Text(string(rec.Raw)),
		}
	}}

func (p *entryPage) body() app.UI {
	if status := ui.RecordStatus(entryStatus, p.loadErr, p.loaded, p.rec); status != nil {
		return status
	}
	e := p.rec.Entry
	return app.Div().ID("entry").Class("entry").DataSet("entry", e.ID).Body(
		app.P().Class("entry-meta").Text(ui.LogDayLabel(e.SessionDate, p.today)+" · "+ui.LogClock(e.Created)+" · "+ui.LogPlace(e)+logBoardText(e)),
		app.H1().Class("page-title").Text(e.Ruling),
		app.If(e.IsDeleted(), func() app.UI {
			return app.P().Class("log-note").Text("This ruling is in the deleted list: it is kept, but not listed or exported to CSV.")
		}),
		app.If(p.sync.Conflicted, func() app.UI {
			return app.P().ID("edit-conflict").Class("log-note entry-conflict").Role("note").Text(editedTwiceText(e, p.sync))
		}),
		logOutcome(e.Outcome, e.Choice.Label, p.pick), // a failed pick shows in #entry-action-error
		p.renderChoice(e),
		p.renderFollowUps(e),
		peerpoll.EntryPoll(e),
		app.If(p.actionErr != "", func() app.UI {
			return app.P().ID("entry-action-error").Class("form-error").Role("alert").Text(p.actionErr)
		}),
		p.renderDetails(),
		app.Div().Class("entry-actions").Body(
			// A button, not a link: a link's own navigation would open the ruling before its
			// answers are handed over, and the wizard would offer the unfinished one instead.
			app.Button().ID("reopen-wizard").Class("button button-secondary").Type("button").
				Text("Re-open in the wizard").OnClick(p.onReopen),
			app.If(!e.IsDeleted(), func() app.UI {
				return app.Button().ID("delete-entry").Class("button button-danger").Type("button").Text("Delete").OnClick(p.onDelete)
			}),
		),
		p.renderErase(e),
	)
}

// renderErase offers, for a deleted ruling on a device that shares its log, to erase it from
// the club for good: a delete keeps the text on the club's server so that any device can
// restore it; an erase removes every version of it there and on every device.
func (p *entryPage) renderErase(e store.Entry) app.UI {
	if !e.IsDeleted() || !ui.Club.Current().Joined {
		return nil
	}
	if !p.confirmErase {
		return app.Div().Class("entry-actions").Body(
			app.Button().ID("erase-entry").Class("button button-secondary").Type("button").Text("Erase from the club for good").OnClick(p.onErase),
		)
	}
	return app.Div().Class("confirm").Role("alertdialog").Aria("labelledby", "erase-question").Body(
		app.P().ID("erase-question").Text("Erase this ruling from the club for good? Every version of it goes from the club's server, and every device removes its copy when it next syncs. Only a backup made before can bring it back."),
		app.Button().ID("erase-confirm").Class("button button-danger").Type("button").Text("Erase for good").OnClick(p.onEraseYes),
		app.Button().ID("erase-cancel").Class("button button-secondary").Type("button").Text("Keep it").OnClick(p.onKeepIt),
	)
}

// logBoardText adds the dealer and vulnerability printed on the board, when it is known.
func logBoardText(e store.Entry) string {
	if e.Board <= 0 {
		return ""
	}
	return " · Dealer " + e.Dealer().String() + ", " + e.Vulnerability().String()
}

func (p *entryPage) renderChoice(e store.Entry) app.UI {
	o := e.Outcome
	if len(o.Options) == 0 {
		return nil
	}
	who := "the chooser"
	if !o.Chooser.IsZero() {
		who = o.Chooser.String()
	}
	return app.Section().ID("entry-choice").Class("entry-section").Aria("labelledby", "entry-choice-title").Body(
		app.H2().ID("entry-choice-title").Class("section-title").Text("What "+who+" chose"),
		app.Div().Class("choice-buttons").Body(
			app.Range(o.Options).Slice(func(i int) app.UI {
				chosen := e.Choice.Label != "" && e.Choice.Index == i
				return app.Button().Class("button choice-button").Type("button").DataSet("choice", i).
					Aria("pressed", strconv.FormatBool(chosen)).Text(o.Options[i].Label).OnClick(p.onPick)
			}),
			app.If(e.Choice.Label != "", func() app.UI {
				return app.Button().Class("button button-secondary choice-button").Type("button").DataSet("choice", -1).
					Text("Clear the choice").OnClick(p.onPick)
			}),
		),
	)
}

func (p *entryPage) renderFollowUps(e store.Entry) app.UI {
	fs := e.Outcome.FollowUps
	if len(fs) == 0 {
		return nil
	}
	return app.Section().ID("entry-followups").Class("entry-section").Aria("labelledby", "entry-followups-title").Body(
		app.H2().ID("entry-followups-title").Class("section-title").Text("Follow-ups"),
		app.Ul().Class("followup-list").Body(
			app.Range(fs).Slice(func(i int) app.UI {
				var resolved time.Time
				if i < len(e.FollowUps) {
					resolved = e.FollowUps[i].Resolved
				}
				done := !resolved.IsZero()
				// A plain sentence, not a one-word label that reads like a button.
				status, action := "Follow-up: open", "Mark done"
				if done {
					status, action = "Follow-up: done at "+ui.LogClock(resolved), "Open again"
				}
				return app.Li().Class("followup").DataSet("done", done).Body(
					app.P().Class("followup-text").Body(
						app.Strong().Text(fs[i].When+": "),
						app.Text(fs[i].Watch+" ("+fs[i].Law.String()+")"),
					),
					app.Span().Class("followup-status").Text(status),
					app.Button().Class("button button-secondary followup-toggle").Type("button").
						DataSet("followup", i).DataSet("done", !done).Aria("pressed", strconv.FormatBool(done)).
						Text(action).OnClick(p.onFollowUp),
				)
			}),
		),
	)
}

func (p *entryPage) renderDetails() app.UI {
	status := ""
	switch {
	case p.saving:
		status = "Saving…"
	case p.saved:
		status = "Saved"
	}
	return app.Form().ID("entry-details").Class("entry-section entry-details").OnSubmit(p.onSave).Body(
		app.H2().Class("section-title").Text("Place and notes"),
		app.Div().Class("entry-place").Body(
			entryNumberField("entry-table", "Table", p.table, p.onTable),
			entryNumberField("entry-round", "Round", p.round, p.onRound),
			entryNumberField("entry-board", "Board", p.board, p.onBoard),
		),
		app.Div().Class("field").Body(
			app.Label().Class("field-label").For("entry-notes").Text("Notes"),
			app.Textarea().ID("entry-notes").Class("field-input entry-notes").Rows(5).Text(p.notes).OnInput(p.onNotes),
		),
		app.Div().Class("save-row").Body(
			ui.OffIf(app.Button().ID("save-notes").Class("button button-primary").Type("submit"), p.saving).Text("Save"),
			app.Span().ID("entry-save-status").Class("entry-status").Aria("live", "polite").Text(status),
		),
		app.If(p.saveErr != "", func() app.UI {
			return app.P().ID("entry-save-error").Class("form-error").Role("alert").Text(p.saveErr)
		}),
	)
}

func entryNumberField(id, label, value string, onInput app.EventHandler) app.UI {
	return app.Div().Class("field field-narrow").Body(
		app.Label().Class("field-label").For(id).Text(label),
		app.Input().ID(id).Class("field-input").Type("number").Min(1).Attr("inputmode", "numeric").Value(value).OnInput(onInput),
	)
}

// logOutcome shows a logged outcome in full with the wizard's own outcome view, where the
// chooser can be shown their options and the pick is recorded (onChoose). The follow-ups are
// left to the entry's list, where each has its done toggle.
func logOutcome(o ruling.Outcome, chosen string, onChoose func(app.Context, int)) app.UI {
	o.FollowUps = nil
	return app.Section().ID("entry-outcome").Class("entry-outcome").DataSet("outcome", o.ID).Body(
		&outcome.OutcomeView{Outcome: o, Chosen: chosen, OnChoose: onChoose})
}

// editedTwiceText explains an entry edited on two devices at once: which version is shown,
// and that none is lost.
func editedTwiceText(e store.Entry, s store.EntrySync) string {
	out := "Edited on two devices at once. This is the version saved last"
	if s.By != "" {
		out += " (on " + s.By + ")"
	}
	out += "; every version is kept in the club's shared log."
	if n := len(s.Kept); n > 0 {
		if mine := store.Decode(e.ID, s.Kept[n-1]); mine.OK() && mine.Entry.Notes != e.Notes && mine.Entry.Notes != "" {
			out += " This device's version had the notes: “" + mine.Entry.Notes + "”."
		} else {
			out += " This device's own version is kept too."
		}
	}
	return out
}
