package rulinglog

import (
	"strconv"

	"tableside/app/outcome"
	"tableside/app/peerpoll"
	"tableside/app/store"
	"tableside/app/ui"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// printPage is the log on paper: one block per ruling, everything a committee hearing an
// appeal needs. /log/print?date=YYYY-MM-DD for one session; all sessions without it.
type printPage struct {
	app.Compo

	date    string
	records []store.Record
	loaded  bool
	today   string
	err     string
}

// NewPrintPage is the printable log of a session, /log/print.
func NewPrintPage() *printPage { return &printPage{} }

func (p *printPage) OnPreRender(ctx app.Context) { ui.SetTitle(ctx, "Print") }

func (p *printPage) OnNav(ctx app.Context) {
	ui.SetTitle(ctx, "Print")
	p.date = ctx.Page().URL().Query().Get("date")
	ctx.Async(func() {
		recs, err := ui.LogReadAll()
		ctx.Dispatch(func(ctx app.Context) { p.show(recs, err) })
	})
}

func (p *printPage) show(recs []store.Record, err error) {
	p.records, p.loaded, p.err, p.today = recs, err == nil, ui.LogProblem(err), ui.LogToday()
}

func (p *printPage) onPrint(ctx app.Context, e app.Event) { app.Window().Call("print") }

func (p *printPage) Render() app.UI {
	recs := store.List(p.records, store.Filter{SessionDate: p.date}, p.today)
	title := "Rulings, all sessions"
	if p.date != "" {
		title = "Rulings, " + ui.LogDayLabel(p.date, "")
	}
	return ui.NewShell().Path(ui.LogPath).Content(
		app.Div().Class("print-tools").Body(
			app.A().Class("back-link").Href(ui.ExportPath).Text("← Export"),
			app.Button().ID("print-now").Class("button button-primary").Type("button").Text("Print").OnClick(p.onPrint),
		),
		app.H1().Class("page-title print-title").Text(title),
		printSignOff(),
		app.If(p.err != "", func() app.UI {
			return app.P().Class("form-error").Role("alert").Text(p.err)
		}),
		app.If(p.loaded && len(recs) == 0, func() app.UI {
			return app.P().Class("log-empty").Text("No rulings in the log for this session.")
		}),
		app.Div().ID("print-list").Class("print-list").Body(
			app.Range(recs).Slice(func(i int) app.UI { return PrintBlock(recs[i]) }),
		),
	)
}

// printSignOff is the sheet's header: lines to write the director and the event on, and room
// for a signature, so the printed log can go to a committee or into the club's file.
func printSignOff() app.UI {
	line := func(id, label string) app.UI {
		return app.Div().Class("print-signoff-line").Body(
			app.Span().ID(id).Class("print-signoff-label").Text(label),
			app.Span().Class("print-signoff-space"), // the line to write on

		)
	}
	return app.Div().ID("print-signoff").Class("print-signoff").Body(
		line("print-director", "Director / event"),
		line("print-signature", "Signature"),
	)
}

// PrintBlock is one ruling on paper. An unreadable entry gets a block too, saying so.
func PrintBlock(r store.Record) app.UI {
	row := store.RowOf(r)
	if !r.OK() {
		return app.Article().Class("print-entry print-entry-unreadable").DataSet("entry", r.ID).Body(
			app.H2().Class("print-entry-title").Text(row.Ruling),
			app.P().Text(row.Notes),
		)
	}
	e := r.Entry
	o := e.Outcome
	chose := "No choice to make"
	if len(o.Options) > 0 {
		who := "The chooser"
		if !o.Chooser.IsZero() {
			who = outcome.Capitalise(o.Chooser.String())
		}
		chose = who + " chose: " + e.Choice.Label
		if e.Choice.Label == "" {
			chose = who + " chooses; the choice was not recorded"
		}
	}
	script := o.Script()
	fields := []outcome.PrintField{
		{Name: "When", Value: row.Date + " " + row.Time},
		{Name: "Where", Value: ui.LogPlace(e)},
		{Name: "Dealer / vulnerability", Value: logDealerVul(row.Dealer, row.Vulnerability)},
		{Name: "Ruling", Value: row.Outcome},
		{Name: "Choice", Value: chose},
		{Name: "Laws", Value: row.Laws},
	}
	fields = append(fields, outcome.PrintScoreFields(o)...)
	return app.Article().Class("print-entry").DataSet("entry", e.ID).Body(
		app.H2().Class("print-entry-title").Text(e.Ruling),
		app.Dl().Class("print-fields").Body(app.Range(fields).Slice(func(i int) app.UI {
			return app.Div().Class("print-field").Body(app.Dt().Text(fields[i].Name), app.Dd().Text(fields[i].Value))
		})),
		app.H3().Class("print-subtitle").Text("Read to the table"),
		app.Ol().Class("print-script").Body(app.Range(script).Slice(func(i int) app.UI { return app.Li().Text(script[i]) })),
		app.If(e.Notes != "", func() app.UI {
			return app.Div().Body(
				app.H3().Class("print-subtitle").Text("Director's notes"),
				app.P().Class("print-notes").Text(e.Notes),
			)
		}),
		app.If(len(o.FollowUps) > 0, func() app.UI {
			return app.Div().Body(
				app.H3().Class("print-subtitle").Text("Follow-ups"),
				app.Ul().Class("print-followups").Body(app.Range(o.FollowUps).Slice(func(i int) app.UI {
					status := "open"
					if i < len(e.FollowUps) && !e.FollowUps[i].Resolved.IsZero() {
						status = "done " + ui.LogClock(e.FollowUps[i].Resolved)
					}
					return app.Li().Text(outcome.Capitalise(o.FollowUps[i].Watch) + " (" + o.FollowUps[i].When + ") — " + status)
				})),
			)
		}),
		app.If(e.Poll != nil, func() app.UI { return peerpoll.PrintPoll(*e.Poll) }),
		app.P().Class("print-id").Text("Entry "+e.ID+" · engine "+e.Engine+" · "+strconv.Itoa(len(e.Session.Answers))+" answers"),
	)
}

func logDealerVul(dealer, vul string) string {
	if dealer == "" && vul == "" {
		return "—"
	}
	return dealer + " / " + vul
}
