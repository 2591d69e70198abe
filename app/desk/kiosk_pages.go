package desk

import (
	"strconv"
	"strings"
	"sync"
	"time"

	"tableside/app/browse"
	"tableside/app/outcome"
	"tableside/app/store"
	"tableside/app/ui"
	"tableside/engine/catalog"
	"tableside/engine/law"
	"tableside/engine/ruling"
	"tableside/engine/search"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// kioskRulingPage is /kiosk/ruling?id=…: a logged ruling as the desk shows it to anyone — what
// was ruled and the words read at the table — without the director's notes. The director,
// with the PIN, goes on to the log entry to change it.
//
// Selectors: #kiosk-ruling[data-entry], #kiosk-ruling-choice, #kiosk-ruling-script,
// a#kiosk-edit (only when changes are allowed), #kiosk-ruling-error.
type kioskRulingPage struct {
	app.Compo

	id     string
	rec    store.Record
	loaded bool
	err    string
	today  string
	desk   ui.DeskState
}

// NewKioskRuling is one ruling as players read it, /kiosk/ruling?id=….
func NewKioskRuling() *kioskRulingPage { return &kioskRulingPage{} }

func (p *kioskRulingPage) OnPreRender(ctx app.Context) { ui.SetTitle(ctx, "Ruling") }

func (p *kioskRulingPage) OnNav(ctx app.Context) {
	ui.SetTitle(ctx, "Ruling")
	p.id = ctx.Page().URL().Query().Get("id")
	p.load(ctx)
}

func (p *kioskRulingPage) OnMount(ctx app.Context) {
	ctx.Handle(ui.KioskIdleAction, func(ctx app.Context, a app.Action) { p.desk = ui.Guard.State() })
}

func (p *kioskRulingPage) load(ctx app.Context) {
	id := p.id
	ctx.Async(func() {
		var rec store.Record
		l, err := ui.OpenLog()
		if err == nil {
			rec, err = l.Get(id)
		}
		st := ui.Guard.LoadState()
		ctx.Dispatch(func(app.Context) {
			p.rec, p.loaded, p.err, p.today, p.desk = rec, err == nil, ui.LogProblem(err), ui.LogToday(), st
		})
	})
}

func (p *kioskRulingPage) Render() app.UI {
	return newKioskShell().Path(ui.KioskRulingURL).Content(
		app.A().Class("back-link").Href(ui.KioskHome).Text("← Today at the club"),
		p.body(),
	)
}

func (p *kioskRulingPage) body() app.UI {
	switch {
	case p.err != "":
		return app.Div().ID("kiosk-ruling").Body(
			app.H1().Class("page-title").Text("Ruling not shown"),
			app.P().ID("kiosk-ruling-error").Class("form-error").Role("alert").Text(p.err),
		)
	case !p.loaded:
		return app.Div().ID("kiosk-ruling-loading").Body(
			app.H1().Class("page-title").Text("Ruling"),
			app.P().Class("kiosk-empty").Text("Reading the log on this tablet…"),
		)
	case !p.rec.OK():
		return app.Div().ID("kiosk-ruling").Body(
			app.H1().Class("page-title").Text("This ruling cannot be shown"),
			app.P().ID("kiosk-ruling-error").Class("form-error").Text("It is kept, but this version of Tableside cannot read it. Ask the director."),
		)
	}
	e := p.rec.Entry
	o := e.Outcome
	script := o.Script()
	return app.Article().ID("kiosk-ruling").Class("kiosk-ruling-page").DataSet("entry", e.ID).Body(
		app.P().Class("entry-meta").Text(ui.LogDayLabel(e.SessionDate, p.today)+" · "+ui.LogClock(e.Created)+" · "+ui.LogPlace(e)),
		app.H1().Class("page-title").Text(e.Ruling),
		app.P().Class("kiosk-ruling-outcome-title").Body(ui.SuitText(o.Title)...),
		app.If(e.Choice.Label != "", func() app.UI {
			who := "The chooser"
			if c, ok := o.ForChooser(); ok {
				who = c.Who
			}
			return app.P().ID("kiosk-ruling-choice").Class("player-chosen").Body(
				app.Strong().Text(who+" chose: "), app.Span().Body(ui.SuitText(e.Choice.Label)...))
		}),
		app.Section().ID("kiosk-ruling-script").Class("outcome-part outcome-script").Aria("labelledby", "kiosk-script-title").Body(
			app.H2().ID("kiosk-script-title").Class("outcome-part-title").Text("What the director said at the table"),
			app.Div().Class("script-text").Body(
				app.Range(script).Slice(func(i int) app.UI { return app.P().Body(ui.SuitText(script[i])...) }),
			),
		),
		app.If(len(o.AllLaws()) > 0, func() app.UI {
			return app.P().Class("kiosk-laws").Text("Laws: " + law.Join(o.AllLaws()))
		}),
		app.If(p.desk.Open, func() app.UI {
			return app.A().ID("kiosk-edit").Class("button button-secondary").Href(ui.LogEntryHref(e.ID)).Text("Edit or delete in the log")
		}),
	)
}

// playerQuestions are "What happens when…?" for every ruling, generated once from the flows.
var playerQuestions = sync.OnceValues(func() ([]ruling.PlayerQuestion, error) {
	return ruling.PlayerQuestions(catalog.Flows())
})

// kioskQuestionsPage is /kiosk/questions: every ruling explained for players, searchable by
// what they say. ?q= carries a search from the kiosk's home.
//
// Selectors: input#questions-search, #questions-count, details.qa[data-flow] with
// section.qa-case[data-outcome], #questions-empty.
type kioskQuestionsPage struct {
	app.Compo

	query string
}

// NewKioskQuestions is "What happens when…?", /kiosk/questions.
func NewKioskQuestions() *kioskQuestionsPage { return &kioskQuestionsPage{} }

func (p *kioskQuestionsPage) OnPreRender(ctx app.Context) { p.nav(ctx) }
func (p *kioskQuestionsPage) OnNav(ctx app.Context)       { p.nav(ctx) }

func (p *kioskQuestionsPage) nav(ctx app.Context) {
	ui.SetTitle(ctx, "What happens when…?")
	p.query = ctx.Page().URL().Query().Get("q")
}

func (p *kioskQuestionsPage) OnMount(ctx app.Context) {
	ctx.Handle(ui.KioskIdleAction, func(ctx app.Context, a app.Action) { p.query = "" })
}

func (p *kioskQuestionsPage) onSearch(ctx app.Context, e app.Event) { p.query = ui.InputValue(ctx) }

// shown are the questions that match the search, best first; all of them with none. When
// nothing matches well, weak is true and shown are the three closest.
func (p *kioskQuestionsPage) shown(all []ruling.PlayerQuestion) (shown []ruling.PlayerQuestion, weak bool) {
	if strings.TrimSpace(p.query) == "" {
		return all, false
	}
	byFlow := map[string]ruling.PlayerQuestion{}
	for _, q := range all {
		byFlow[q.Flow] = q
	}
	hits := catalog.Index().Search(p.query)
	var ids []string
	if weak = search.Weak(hits); weak {
		ids = catalog.Index().Closest(p.query, hits, 3)
	} else {
		for _, h := range search.Top(hits, browse.ShownHits) {
			ids = append(ids, h.Key)
		}
	}
	for _, id := range ids {
		if q, ok := byFlow[id]; ok {
			shown = append(shown, q)
		}
	}
	return shown, weak
}

func (p *kioskQuestionsPage) Render() app.UI {
	all, err := playerQuestions()
	shown, weak := p.shown(all)
	q := strings.TrimSpace(p.query)
	searching := q != ""
	count := "Every ruling in Tableside, " + strconv.Itoa(len(all)) + " in all. Tap one to read what happens."
	switch {
	case weak:
		count = "Nothing matches “" + q + "” well. The three closest rulings are below."
	case searching:
		count = strconv.Itoa(len(shown)) + " " + ui.LogPlural(len(shown), "ruling matches", "rulings match") + " “" + q + "”, the closest first."
	}
	return newKioskShell().Path(ui.KioskQuestions).Content(
		app.H1().Class("page-title").Text("What happens when…?"),
		app.P().Class("kiosk-lede").Text("How the director rules, in the words used at the table. Every case depends on its facts: ask the director about yours."),
		app.Div().Class("search").Role("search").Body(
			app.Label().For("questions-search").Class("search-label").Text("Search by what happened"),
			app.Input().ID("questions-search").Class("search-input").Type("search").Placeholder("e.g. led out of turn").
				AutoComplete(false).Attr("enterkeyhint", "search").Value(p.query).OnInput(p.onSearch),
		),
		app.If(err != nil, func() app.UI {
			return app.P().Class("form-error").Role("alert").Text("The rulings could not be explained: " + err.Error())
		}),
		app.P().ID("questions-count").Class("kiosk-count").Aria("live", "polite").Text(count),
		app.If(weak && err == nil, func() app.UI {
			return app.P().ID("questions-empty").Class("search-empty").Text("Try other words, like ‘revoke’, ‘bid too low’ or ‘dropped a card’, or ask the director.")
		}),
		app.Ul().Class("qa-list").Body(
			// A search that matches well opens its best match; the others wait for a tap.
			app.Range(shown).Slice(func(i int) app.UI {
				return app.Li().Body(qaQuestion(shown[i], searching && !weak && i == 0))
			}),
		),
	)
}

// qaQuestion is one ruling, collapsed to its title until tapped.
func qaQuestion(q ruling.PlayerQuestion, open bool) app.UI {
	d := app.Details().Class("qa").DataSet("flow", q.Flow)
	if open {
		d = d.Open(true)
	}
	return d.Body(
		// One heading inside a summary is allowed, and keeps the page's outline: h1, the
		// ruling (h2), its cases (h3).
		app.Summary().Class("qa-summary").Body(
			app.H2().Class("qa-title").Text(q.Title),
			app.Span().Class("qa-intro").Body(ui.SuitText(q.Summary)...),
		),
		app.Div().Class("qa-cases").Body(
			app.Range(q.Answers).Slice(func(i int) app.UI { return qaCase(q.Answers[i]) }),
		),
	)
}

// qaCase is one way the ruling ends.
func qaCase(a ruling.PlayerAnswer) app.UI {
	return app.Section().Class("qa-case").DataSet("outcome", a.Outcome).Body(
		app.H3().Class("qa-case-title").Body(ui.SuitText(a.Title)...),
		app.If(len(a.Example) > 0, func() app.UI {
			return app.P().Class("qa-example").Body(ui.SuitText("For example: " + strings.Join(a.Example, "; ") + ".")...)
		}),
		app.Range(a.Says).Slice(func(i int) app.UI { return app.P().Class("qa-says").Body(ui.SuitText(a.Says[i])...) }),
		app.If(a.Choice != nil, func() app.UI {
			c := a.Choice
			return app.Div().Class("qa-choice").Body(
				app.P().Class("qa-chooser").Body(app.Strong().Text(c.Who), app.Text(" chooses, without consulting partner:")),
				app.Ol().Class("qa-options").Body(
					app.Range(c.Options).Slice(func(i int) app.UI {
						o := c.Options[i]
						return app.Li().Body(
							app.Strong().Class("qa-option").Body(ui.SuitText(o.Label)...),
							app.Range(o.Says).Slice(func(j int) app.UI { return app.P().Body(ui.SuitText(o.Says[j])...) }),
						)
					}),
				),
			)
		}),
		app.If(len(a.Laws) > 0, func() app.UI {
			return app.P().Class("qa-laws").Text(law.Join(a.Laws))
		}),
	)
}

// kioskPoliciesPage is /kiosk/policies: the club's policies in full; the director edits them
// here, one section at a time.
//
// Selectors: section.policy[data-section], button.policy-edit[data-section] (only when
// changes are allowed), form#policy-form with input#policy-title, textarea#policy-text,
// button#policy-save, #policy-cancel; #policy-status (Saved), #policy-error, a#policies-director.
type kioskPoliciesPage struct {
	app.Compo

	policies store.Policies
	loaded   bool
	err      string
	desk     ui.DeskState

	editing     string // the section being edited
	title, text string // the form, as typed: kept through a failed save
	saving      bool
	saved       string // the section just saved
	saveErr     string
}

// NewKioskPolicies is the club's policies, /kiosk/policies.
func NewKioskPolicies() *kioskPoliciesPage {
	return &kioskPoliciesPage{policies: store.DefaultPolicies()}
}

func (p *kioskPoliciesPage) OnPreRender(ctx app.Context) { ui.SetTitle(ctx, "Club policies") }

func (p *kioskPoliciesPage) OnNav(ctx app.Context) {
	ui.SetTitle(ctx, "Club policies")
	ctx.Async(func() {
		pol, err := ui.ReadPolicies()
		st := ui.Guard.LoadState()
		ctx.Dispatch(func(app.Context) {
			p.policies, p.loaded, p.desk, p.err = pol, err == nil, st, ""
			if err != nil {
				p.err = "The club's policies could not be read: " + ui.LogProblem(err)
			}
		})
	})
}

func (p *kioskPoliciesPage) OnMount(ctx app.Context) {
	ctx.Handle(ui.KioskIdleAction, func(ctx app.Context, a app.Action) {
		p.desk, p.editing, p.saveErr = ui.Guard.State(), "", "" // what was typed goes: nobody is here
	})
}

// edit opens one section's form, filled with what is saved.
func (p *kioskPoliciesPage) edit(id string) {
	if !p.desk.Open {
		return
	}
	for _, s := range p.policies.Sections {
		if s.ID == id {
			p.editing, p.title, p.text, p.saved, p.saveErr = id, s.Title, s.Text, "", ""
		}
	}
}

// save writes the section; "Saved" shows only once the transaction has completed.
func (p *kioskPoliciesPage) save(ctx app.Context) {
	if !ui.Guard.State().Open {
		p.saveErr = "Only the director can change the policies: enter the PIN first."
		return
	}
	next, err := p.policies.WithSection(p.editing, p.title, p.text, time.Now())
	if err != nil {
		p.saveErr = "Not saved: " + err.Error()
		return
	}
	id := p.editing
	p.saving, p.saveErr = true, ""
	ctx.Async(func() {
		d, err := ui.OpenDesk()
		if err == nil {
			err = d.PutPolicies(next)
		}
		ctx.Dispatch(func(app.Context) {
			p.saving = false
			if err != nil {
				p.saveErr = "Not saved: " + ui.LogProblem(err) + " What you typed is still here: try again."
				return
			}
			p.policies, p.editing, p.saved = next, "", id
		})
	})
}

func (p *kioskPoliciesPage) onEdit(ctx app.Context, e app.Event) {
	p.edit(ctx.JSSrc().Get("dataset").Get("section").String())
	outcome.FocusLater(ctx, "policy-title")
}
func (p *kioskPoliciesPage) onTitle(ctx app.Context, e app.Event)  { p.title = ui.InputValue(ctx) }
func (p *kioskPoliciesPage) onText(ctx app.Context, e app.Event)   { p.text = ui.InputValue(ctx) }
func (p *kioskPoliciesPage) onSave(ctx app.Context, e app.Event)   { e.PreventDefault(); p.save(ctx) }
func (p *kioskPoliciesPage) onCancel(ctx app.Context, e app.Event) { p.editing, p.saveErr = "", "" }

func (p *kioskPoliciesPage) Render() app.UI {
	secs := p.policies.Sections
	return newKioskShell().Path(ui.KioskPolicies).Content(
		app.H1().Class("page-title").Text("Club policies"),
		app.If(p.err != "", func() app.UI {
			return app.P().ID("policy-load-error").Class("form-error").Role("alert").Text(p.err)
		}),
		app.If(p.desk.Known && !p.desk.Open, func() app.UI {
			return app.P().Class("kiosk-note").Body(
				app.Text("Only the director can change these. "),
				app.A().ID("policies-director").Href(ui.DirectorHref(ui.KioskPolicies)).Text("Director: enter the PIN"),
			)
		}),
		app.If(p.desk.Open && p.policies.Updated.IsZero() && p.loaded, func() app.UI {
			return app.P().Class("kiosk-note").Text("This is Tableside's starting text, with the places to fill in marked [like this]. Edit each section to make it the club's own.")
		}),
		app.Range(secs).Slice(func(i int) app.UI { return p.section(secs[i]) }),
	)
}

func (p *kioskPoliciesPage) section(s store.PolicySection) app.UI {
	if p.editing == s.ID {
		return p.form(s)
	}
	paras := s.Paragraphs()
	return app.Section().Class("policy kiosk-panel").DataSet("section", s.ID).Aria("labelledby", "policy-"+s.ID).Body(
		app.H2().ID("policy-"+s.ID).Class("kiosk-panel-title").Text(s.Title),
		app.Range(paras).Slice(func(j int) app.UI { return app.P().Class("policy-text").Text(paras[j]) }),
		app.If(p.saved == s.ID, func() app.UI {
			return app.P().ID("policy-status").Class("entry-status").Role("status").Text("Saved")
		}),
		app.If(p.desk.Open, func() app.UI {
			return ui.OffIf(app.Button().Class("button button-secondary policy-edit").Type("button"), p.editing != "").
				DataSet("section", s.ID).Text("Edit “" + s.Title + "”").OnClick(p.onEdit)
		}),
	)
}

func (p *kioskPoliciesPage) form(s store.PolicySection) app.UI {
	return app.Form().ID("policy-form").Class("policy kiosk-panel policy-form").DataSet("section", s.ID).OnSubmit(p.onSave).Body(
		app.Div().Class("field").Body(
			app.Label().Class("field-label").For("policy-title").Text("Title"),
			app.Input().ID("policy-title").Class("field-input").Type("text").Value(p.title).OnInput(p.onTitle),
		),
		app.Div().Class("field").Body(
			app.Label().Class("field-label").For("policy-text").Text("Text"),
			app.P().ID("policy-text-help").Class("field-help").Text("Plain text. Leave a blank line between paragraphs."),
			app.Textarea().ID("policy-text").Class("field-input policy-textarea").Rows(10).
				Aria("describedby", "policy-text-help").Text(p.text).OnInput(p.onText),
		),
		app.Div().Class("save-row").Body(
			ui.OffIf(app.Button().ID("policy-save").Class("button button-primary").Type("submit"), p.saving).Text("Save"),
			app.Button().ID("policy-cancel").Class("button button-secondary").Type("button").Text("Cancel").OnClick(p.onCancel),
			app.If(p.saving, func() app.UI { return app.Span().Class("entry-status").Role("status").Text("Saving…") }),
		),
		app.If(p.saveErr != "", func() app.UI {
			return app.P().ID("policy-error").Class("form-error").Role("alert").Text(p.saveErr)
		}),
	)
}
