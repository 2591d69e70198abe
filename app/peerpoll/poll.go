package peerpoll

import (
	"strconv"
	"time"

	"tableside/app/outcome"
	"tableside/app/store"
	"tableside/app/ui"
	"tableside/app/wizard"
	"tableside/engine/catalog"
	"tableside/engine/poll"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// pollPage is the director's poll of peers on the logical-alternative question. The director
// writes the problem once, hands the phone (or reads the problem) to one peer at a time on the
// peer's own screen, which shows only the problem, and sees the tally between peers. Every
// change is saved to the ruling's log entry before the page says so. The engine (package poll)
// checks each change and reads the tally; this page only shows them.
type pollPage struct {
	app.Compo

	id      string
	rec     store.Record // as last read or saved
	loaded  bool
	loadErr string

	// The problem form, as typed; editing when there is no problem yet or Edit was tapped.
	hand, auction, methods, taken string
	editing                       bool

	// The peer's screen and their answer, as typed.
	asking                   bool
	action, considered, peer string

	saving   bool
	status   string // what the last completed save did
	inputErr string // why the engine refused what was typed: nothing changed
	saveErr  string // why the log did not save it: what was typed is still there
}

// NewPollPage is the poll of peers for a logged ruling, /log/poll?id=….
func NewPollPage() *pollPage { return &pollPage{} }

func (p *pollPage) OnPreRender(ctx app.Context) { ui.SetTitle(ctx, "Poll peers") }

func (p *pollPage) OnNav(ctx app.Context) {
	ui.SetTitle(ctx, "Poll peers")
	p.id = ctx.Page().URL().Query().Get("id")
	id := p.id
	ctx.Async(func() {
		var rec store.Record
		l, err := ui.OpenLog()
		if err == nil {
			rec, err = l.Get(id)
		}
		ctx.Dispatch(func(ctx app.Context) { p.show(rec, err) })
	})
}

// show takes a record just read and fills the problem form from its poll.
func (p *pollPage) show(rec store.Record, err error) {
	p.rec, p.loaded, p.loadErr = rec, err == nil, ui.LogProblem(err)
	p.status, p.inputErr, p.saveErr = "", "", ""
	p.lock(false)
	if err != nil || !rec.OK() {
		return
	}
	p.editing = rec.Entry.Poll == nil
	if pl := rec.Entry.Poll; pl != nil {
		p.hand, p.auction, p.methods, p.taken = pl.Problem.Hand, pl.Problem.Auction, pl.Problem.Methods, pl.Problem.Taken
	}
}

// current is the poll as saved, or the zero poll before the problem is written.
func (p *pollPage) current() poll.Poll {
	if pl := p.rec.Entry.Poll; pl != nil {
		return *pl
	}
	return poll.Poll{}
}

// write saves the poll to the ruling's entry; done runs once the log has written it.
func (p *pollPage) write(ctx app.Context, pl poll.Poll, done func()) {
	e := p.rec.Entry.WithPoll(&pl, time.Now())
	p.saving, p.saveErr, p.status = true, "", ""
	ctx.Async(func() {
		err := ui.LogWrite(func(l *store.Log) error { return l.Put(e) })
		ctx.Dispatch(func(ctx app.Context) {
			p.saving = false
			if err != nil {
				p.saveErr = "Not saved: " + ui.LogProblem(err) + " What you typed is still here: try again."
				return
			}
			p.rec.Entry = e
			done()
		})
	})
}

// saveProblem starts the poll, or corrects its problem.
func (p *pollPage) saveProblem(ctx app.Context) {
	p.hand = handSuits(p.hand)
	pr := poll.Problem{Hand: p.hand, Auction: p.auction, Methods: p.methods, Taken: p.taken}
	var pl poll.Poll
	var err error
	if p.rec.Entry.Poll == nil {
		pl, err = poll.New(pr)
	} else {
		pl, err = p.current().WithProblem(pr)
	}
	if p.inputErr = errText(err); err != nil {
		return
	}
	p.write(ctx, pl, func() { p.editing, p.status = false, "Problem saved" })
}

// ask shows the peer's screen with an empty answer.
func (p *pollPage) ask() {
	p.action, p.considered, p.peer, p.inputErr, p.saveErr, p.status = "", "", "", "", "", ""
	p.lock(true)
}

func (p *pollPage) cancelAsk() {
	p.inputErr, p.saveErr = "", ""
	p.lock(false)
}

// lock turns the screen over to a peer, or back to the director. As with "Show the player",
// the peer's screen covers the whole page (no tab bar: the Log, which shows the call chosen
// at the table, is not one tap away) and the page under it does not scroll.
func (p *pollPage) lock(on bool) {
	p.asking = on
	ui.SetRootClass("player-open", on)
}

// OnDismount gives the page its scrolling back if the peer's screen was left open.
func (p *pollPage) OnDismount() {
	if p.asking {
		p.lock(false)
	}
}

// record saves the peer's answer and goes back to the director's screen.
func (p *pollPage) record(ctx app.Context) {
	pl, err := p.current().WithAnswer(poll.Answer{Action: p.action, Considered: poll.SplitActions(p.considered), Peer: p.peer})
	if p.inputErr = errText(err); err != nil {
		return
	}
	n := len(pl.Answers)
	p.write(ctx, pl, func() { p.lock(false); p.status = "Answer " + strconv.Itoa(n) + " saved" })
}

// remove takes out an answer recorded by mistake.
func (p *pollPage) remove(ctx app.Context, i int) {
	pl, err := p.current().Without(i)
	if p.inputErr = errText(err); err != nil {
		return
	}
	p.write(ctx, pl, func() { p.status = "Answer " + strconv.Itoa(i+1) + " removed" })
}

// finish re-opens the ruling in the wizard with the logical-alternative question answered by
// the poll's finding; saving it there updates this entry, poll and all.
func (p *pollPage) finish(ctx app.Context) {
	e := p.rec.Entry
	s, err := catalog.AnswerFromPoll(e.Session, p.current().Tally().Finding)
	if p.inputErr = errText(err); err != nil {
		return
	}
	if err := ctx.LocalStorage().Set(wizard.SessionKey(s.Flow), s); err != nil {
		p.inputErr = "Could not hand the ruling to the wizard: " + err.Error()
		return
	}
	if err := ctx.LocalStorage().Set(wizard.AmendKey(s.Flow), e.ID); err != nil {
		ctx.LocalStorage().Del(wizard.SessionKey(s.Flow))
		p.inputErr = "Could not hand the ruling to the wizard: " + err.Error()
		return
	}
	ctx.Navigate(wizard.StepURL(s.Flow, len(s.Answers)))
}

func errText(err error) string {
	if err == nil {
		return ""
	}
	return outcome.Capitalise(err.Error()) + "."
}

func (p *pollPage) onHand(ctx app.Context, e app.Event)       { p.hand = ui.InputValue(ctx) }
func (p *pollPage) onAuction(ctx app.Context, e app.Event)    { p.auction = ui.InputValue(ctx) }
func (p *pollPage) onMethods(ctx app.Context, e app.Event)    { p.methods = ui.InputValue(ctx) }
func (p *pollPage) onTaken(ctx app.Context, e app.Event)      { p.taken = ui.InputValue(ctx) }
func (p *pollPage) onAction(ctx app.Context, e app.Event)     { p.action = ui.InputValue(ctx) }
func (p *pollPage) onConsidered(ctx app.Context, e app.Event) { p.considered = ui.InputValue(ctx) }
func (p *pollPage) onPeer(ctx app.Context, e app.Event)       { p.peer = ui.InputValue(ctx) }
func (p *pollPage) onSaveProblem(ctx app.Context, e app.Event) {
	e.PreventDefault()
	p.saveProblem(ctx)
}
func (p *pollPage) onEdit(ctx app.Context, e app.Event)   { p.editing, p.status = true, "" }
func (p *pollPage) onAsk(ctx app.Context, e app.Event)    { p.ask() }
func (p *pollPage) onCancel(ctx app.Context, e app.Event) { p.cancelAsk() }
func (p *pollPage) onRecord(ctx app.Context, e app.Event) { e.PreventDefault(); p.record(ctx) }
func (p *pollPage) onRemove(ctx app.Context, e app.Event) {
	p.remove(ctx, ui.LogDataInt(ctx, "answer"))
}
func (p *pollPage) onFinish(ctx app.Context, e app.Event) { p.finish(ctx) }

func (p *pollPage) Render() app.UI {
	if p.asking {
		// The peer's screen: nothing of the director's (no tally, no earlier answers, not what
		// was chosen at the table).
		return ui.NewShell().Path(ui.LogPath).Content(
			app.Div().ID("poll-peer-view").Class("player-view").Role("dialog").Aria("modal", "true").
				Aria("labelledby", "poll-ask-title").Body(app.Div().Class("player-inner").Body(p.renderAsk())),
		)
	}
	return ui.NewShell().Path(ui.LogPath).Content(
		app.A().Class("back-link").Href(ui.LogEntryHref(p.id)).Text("← Logged ruling"),
		p.body(),
	)
}

// pollStatus is the poll page's "not shown" and "Reading…" (ui.RecordStatus).
var pollStatus = ui.RecordPage{ID: "poll", Class: "poll", ErrorID: "poll-load-error", NotShown: "Poll not shown"}

func (p *pollPage) body() app.UI {
	if status := ui.RecordStatus(pollStatus, p.loadErr, p.loaded, p.rec); status != nil {
		return status
	}
	e := p.rec.Entry
	if e.Poll == nil && !catalog.PollOffered(e.Session) {
		return app.Div().ID("poll").Class("poll").Body(
			app.H1().Class("page-title").Text("No poll for this ruling"),
			app.P().Class("log-note").Text("A poll of peers answers the logical-alternative question of an unauthorized-information ruling. This ruling has no such question."),
		)
	}
	pl := p.current()
	tally := pl.Tally()
	return app.Div().ID("poll").Class("poll").DataSet("entry", e.ID).DataSet("answers", len(pl.Answers)).Body(
		app.P().Class("entry-meta").Text(e.Ruling+" · "+e.Outcome.Title+" · "+ui.LogPlace(e)),
		app.H1().Class("page-title").Text("Poll peers"),
		app.P().ID("poll-status").Class("entry-status").Aria("live", "polite").Text(p.savingText()),
		p.renderErrors(),
		app.If(p.editing, p.renderProblemForm).Else(func() app.UI { return p.renderProblem(pl) }),
		app.If(e.Poll != nil, func() app.UI {
			return app.Div().Body(
				app.Button().ID("poll-ask").Class("button button-primary poll-wide").Type("button").
					Text("Ask the next peer").OnClick(p.onAsk),
				pollTallyView(tally),
				p.renderAnswers(pl),
				p.renderFinish(tally),
			)
		}),
	)
}

func (p *pollPage) savingText() string {
	if p.saving {
		return "Saving…"
	}
	return p.status
}

func (p *pollPage) renderErrors() app.UI {
	return app.Div().Class("poll-errors").Body(
		app.If(p.inputErr != "", func() app.UI {
			return app.P().ID("poll-input-error").Class("form-error").Role("alert").Text(p.inputErr)
		}),
		app.If(p.saveErr != "", func() app.UI {
			return app.P().ID("poll-save-error").Class("form-error").Role("alert").Text(p.saveErr)
		}),
	)
}

func (p *pollPage) renderProblemForm() app.UI {
	answered := len(p.current().Answers)
	return app.Form().ID("poll-problem-form").Class("entry-section poll-form").OnSubmit(p.onSaveProblem).Body(
		app.H2().Class("section-title").Text("The problem peers see"),
		app.P().Class("field-help").Text("Write it once. Do not say what was chosen at the table: peers see only what is in these three boxes."),
		app.If(answered > 0, func() app.UI {
			return app.P().Class("log-note").Text("Peers have answered it as written: only what was chosen at the table can still change.")
		}),
		pollTextArea("poll-hand", "The player's hand", "For example ♠KJ8742 ♥5 ♦A93 ♣J62, with the vulnerability and dealer.", p.hand, p.onHand),
		pollTextArea("poll-auction", "The auction up to the decision", "The calls, with the alerts and explanations the player was entitled to. Leave out the hesitation or remark: peers answer without it. Stop before the call in question.", p.auction, p.onAuction),
		pollTextArea("poll-methods", "The partnership's methods", "What the calls mean for this pair: peers answer using them.", p.methods, p.onMethods),
		app.Div().Class("poll-private").Body(
			app.Div().Class("field").Body(
				app.Label().Class("field-label").For("poll-taken").Text("Chosen at the table (only you see this)"),
				app.P().Class("field-help").Text("The tally compares the peers' answers with it."),
				app.Input().ID("poll-taken").Class("field-input").Type("text").Attr("autocomplete", "off").Value(p.taken).OnInput(p.onTaken),
			),
		),
		app.Div().Class("save-row").Body(
			ui.OffIf(app.Button().ID("poll-save-problem").Class("button button-primary").Type("submit"), p.saving).Text("Save the problem"),
		),
	)
}

func pollTextArea(id, label, help, value string, on app.EventHandler) app.UI {
	return app.Div().Class("field").Body(
		app.Label().Class("field-label").For(id).Text(label),
		app.P().Class("field-help").Text(help),
		app.Textarea().ID(id).Class("field-input poll-text").Rows(3).Text(value).OnInput(on),
	)
}

// renderProblem shows the saved problem, with what was chosen set apart as the director's own.
func (p *pollPage) renderProblem(pl poll.Poll) app.UI {
	return app.Section().ID("poll-problem").Class("entry-section poll-problem").Body(
		app.H2().Class("section-title").Text("The problem"),
		pollProblemView(pl.Problem),
		app.P().Class("poll-taken").Body(
			app.Strong().Text("Chosen at the table: "),
			app.Span().Body(ui.SuitText(poll.Display(pl.Problem.Taken))...),
			app.Span().Class("field-help").Text(" (not shown to peers)"),
		),
		app.Button().ID("poll-edit").Class("button button-secondary").Type("button").Text("Edit the problem").OnClick(p.onEdit),
	)
}

// pollProblemView is what a peer reads: the hand, the auction and the methods.
func pollProblemView(pr poll.Problem) app.UI {
	rows := []struct{ name, value string }{{"Hand", pr.Hand}, {"Auction", pr.Auction}, {"Methods", pr.Methods}}
	return app.Dl().Class("poll-problem-list").Body(app.Range(rows).Slice(func(i int) app.UI {
		return app.Div().Class("poll-problem-row").Body(
			app.Dt().Text(rows[i].name),
			app.Dd().Body(ui.SuitText(rows[i].value)...),
		)
	}))
}

func (p *pollPage) renderAnswers(pl poll.Poll) app.UI {
	if len(pl.Answers) == 0 {
		return app.P().Class("log-empty").Text("No answers yet. Tap “Ask the next peer”, then hand over the phone or read the problem out.")
	}
	return app.Section().ID("poll-answers").Class("entry-section").Body(
		app.H2().Class("section-title").Text("Answers"),
		app.Ol().Class("poll-answer-list").Body(app.Range(pl.Answers).Slice(func(i int) app.UI {
			return app.Li().Class("poll-answer").DataSet("answer", i).Body(
				app.P().Class("poll-answer-text").Body(ui.SuitText(pollAnswerText(pl.Answers[i]))...),
				app.Button().Class("button button-quiet poll-remove").Type("button").DataSet("answer", i).
					Text("Remove").OnClick(p.onRemove),
			)
		})),
	)
}

// pollAnswerText reads "4♠; also considered Pass, 5♣ (club player)".
func pollAnswerText(a poll.Answer) string {
	s := poll.Display(a.Action)
	for i, c := range a.Considered {
		if i == 0 {
			s += "; also considered "
		} else {
			s += ", "
		}
		s += poll.Display(c)
	}
	if a.Peer != "" {
		s += " (" + a.Peer + ")"
	}
	return s
}

func (p *pollPage) renderFinish(t poll.Tally) app.UI {
	if t.Finding != poll.Alternative && t.Finding != poll.NoAlternative || !catalog.PollOffered(p.rec.Entry.Session) {
		return nil
	}
	answer := "there was a logical alternative"
	if t.Finding == poll.NoAlternative {
		answer = "there was no logical alternative"
	}
	return app.Section().ID("poll-finish-section").Class("entry-section").Body(
		app.H2().Class("section-title").Text("Finish the ruling"),
		app.P().Class("field-help").Text("Re-opens the ruling with the answer “"+answer+"”, for you to check and finish. Saving it updates this logged ruling; the poll stays with it."),
		app.Button().ID("poll-finish").Class("button button-primary poll-wide").Type("button").Text("Finish the ruling on this evidence").OnClick(p.onFinish),
	)
}

// renderAsk is the peer's screen: the problem and their answer, nothing else.
func (p *pollPage) renderAsk() app.UI {
	pl := p.current()
	return app.Form().ID("poll-ask-form").Class("poll-ask").OnSubmit(p.onRecord).Body(
		app.H1().ID("poll-ask-title").Class("page-title").Text("What would you do?"),
		app.P().Class("poll-ask-lede").Text("You hold this hand. Answer as you would at the table, using these methods."),
		pollProblemView(pl.Problem),
		p.renderErrors(),
		app.Div().Class("field").Body(
			app.Label().Class("field-label").For("poll-action").Text("Your call or play"),
			app.Input().ID("poll-action").Class("field-input").Type("text").Attr("autocomplete", "off").Value(p.action).OnInput(p.onAction),
		),
		app.Div().Class("field").Body(
			app.Label().Class("field-label").For("poll-considered").Text("Anything else you seriously considered?"),
			app.P().Class("field-help").Text("Separate them with commas. Leave empty if nothing."),
			app.Input().ID("poll-considered").Class("field-input").Type("text").Attr("autocomplete", "off").Value(p.considered).OnInput(p.onConsidered),
		),
		app.Div().Class("field").Body(
			app.Label().Class("field-label").For("poll-peer").Text("Your standing (optional, no name)"),
			app.Input().ID("poll-peer").Class("field-input").Type("text").Attr("autocomplete", "off").Value(p.peer).OnInput(p.onPeer),
		),
		app.Div().Class("save-row poll-ask-actions").Body(
			ui.OffIf(app.Button().ID("poll-record").Class("button button-primary").Type("submit"), p.saving).Text("Record my answer"),
			app.Button().ID("poll-cancel").Class("button button-secondary").Type("button").Text("Cancel").OnClick(p.onCancel),
		),
		app.P().ID("poll-status").Class("entry-status").Aria("live", "polite").Text(p.savingText()),
	)
}

// pollTallyView shows the tally and its finding, with the rule it used in words. The entry
// page and the print view show the same.
func pollTallyView(t poll.Tally) app.UI {
	return app.Section().ID("poll-tally").Class("entry-section poll-tally").Body(
		app.H2().Class("section-title").Text("Tally: "+strconv.Itoa(t.Answers)+" "+ui.LogPlural(t.Answers, "peer", "peers")),
		app.P().ID("poll-finding").Class("poll-finding").DataSet("finding", findingName(t.Finding)).Body(ui.SuitText(t.Summary())...),
		app.If(len(t.Counts) > 0, func() app.UI {
			return app.Ul().Class("poll-counts").Body(app.Range(t.Counts).Slice(func(i int) app.UI {
				c := t.Counts[i]
				li := app.Li().Class("poll-count")
				if c.Taken {
					li = li.Class("poll-count-taken")
				}
				if c.Alternative {
					li = li.Class("poll-count-alternative")
				}
				return li.Body(
					app.Strong().Class("poll-count-action").Body(ui.SuitText(c.Action)...),
					app.Span().Class("poll-count-numbers").Text(" chosen by "+strconv.Itoa(c.Chose)+", also considered by "+strconv.Itoa(c.Considered)),
					app.If(c.Taken, func() app.UI { return app.Span().Class("tag").Text("chosen at the table") }),
					app.If(c.Alternative, func() app.UI { return app.Span().Class("tag tag-alternative").Text("logical alternative") }),
				)
			}))
		}),
		app.P().Class("poll-rule").Text(poll.Rule),
	)
}

// findingName is the finding as a data attribute for CSS and the end-to-end tests.
func findingName(f poll.Finding) string {
	switch f {
	case poll.TooFew:
		return "too-few"
	case poll.Alternative:
		return "alternative"
	case poll.NoAlternative:
		return "no-alternative"
	case poll.Weak:
		return "weak"
	}
	return ""
}

// EntryPoll is the poll on the logged ruling's page: its finding and a way in. A ruling that
// has reached the logical-alternative question offers to start one.
func EntryPoll(e store.Entry) app.UI {
	if e.Poll == nil && !catalog.PollOffered(e.Session) {
		return nil
	}
	section := app.Section().ID("entry-poll").Class("entry-section").Aria("labelledby", "entry-poll-title")
	if e.Poll == nil {
		return section.Body(
			app.H2().ID("entry-poll-title").Class("section-title").Text("Poll of peers"),
			app.P().Class("log-note").Text("No poll yet. Polling players of the same standing is the usual evidence for a logical alternative."),
			app.A().ID("open-poll").Class("button button-secondary").Href(wizard.PollHref(e.ID)).Text("Poll peers"),
		)
	}
	return section.Body(
		app.H2().ID("entry-poll-title").Class("section-title").Text("Poll of peers"),
		pollProblemView(e.Poll.Problem),
		pollTallyView(e.Poll.Tally()),
		app.A().ID("open-poll").Class("button button-secondary").Href(wizard.PollHref(e.ID)).Text("Open the poll"),
	)
}

// PrintPoll is the poll on paper, for a committee hearing an appeal: the problem as the peers
// saw it, what was chosen at the table, every answer, and the tally with its rule.
func PrintPoll(pl poll.Poll) app.UI {
	t := pl.Tally()
	fields := []struct{ name, value string }{
		{"Hand", pl.Problem.Hand}, {"Auction", pl.Problem.Auction}, {"Methods", pl.Problem.Methods},
		{"Chosen at the table", poll.Display(pl.Problem.Taken)},
	}
	return app.Div().Class("print-poll").Body(
		app.H3().Class("print-subtitle").Text("Poll of peers ("+strconv.Itoa(t.Answers)+" "+ui.LogPlural(t.Answers, "answer", "answers")+")"),
		app.Dl().Class("print-fields").Body(app.Range(fields).Slice(func(i int) app.UI {
			return app.Div().Class("print-field").Body(app.Dt().Text(fields[i].name), app.Dd().Text(fields[i].value))
		})),
		app.P().Class("print-poll-label").Text("Answers, in the order given:"),
		app.Ol().Class("print-script print-poll-answers").Body(app.Range(pl.Answers).Slice(func(i int) app.UI {
			return app.Li().Text(pollAnswerText(pl.Answers[i]))
		})),
		app.P().Class("print-poll-finding").Text(t.Summary()),
		app.P().Class("print-poll-rule").Text(poll.Rule),
	)
}
