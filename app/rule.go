package app

import (
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// rulePage shows the quick-reference card for /rule/{id}.
type rulePage struct {
	app.Compo

	id string
}

func newRule() *rulePage { return &rulePage{} }

func (p *rulePage) OnPreRender(ctx app.Context) { p.load(ctx) }
func (p *rulePage) OnNav(ctx app.Context)       { p.load(ctx) }

func (p *rulePage) load(ctx app.Context) {
	if id, ok := strings.CutPrefix(ctx.Page().URL().Path, "/rule/"); ok {
		p.id = id
	}
	if r, ok := findRule(p.id); ok {
		setTitle(ctx, r.Title)
		return
	}
	setTitle(ctx, "Ruling not found")
}

func (p *rulePage) Render() app.UI {
	r, ok := findRule(p.id)
	if !ok {
		return newShell().Content(
			app.Section().Class("hero").Body(
				app.H1().Class("hero-title").Text("This ruling is not in Tableside"),
				app.P().Class("hero-lede").Text("The link may come from a newer version. Pick the ruling from the list instead."),
				app.A().Class("button button-primary").Href("/").Text("Back to rulings"),
			),
		)
	}
	return newShell().Content(
		app.Article().Class("rule").Body(
			app.P().Class("rule-category").Text(r.Category),
			app.H1().Class("rule-title").Text(r.Title),
			app.P().Class("rule-laws").Text(r.Laws),
			app.P().Class("rule-summary").Text(r.Summary),
			app.H2().Class("section-title").Text("The options"),
			app.Ol().Class("rule-steps").Body(
				app.Range(r.Steps).Slice(func(i int) app.UI { return app.Li().Text(r.Steps[i]) }),
			),
			app.H2().Class("section-title").Text("Watch for"),
			app.Ul().Class("rule-watch").Body(
				app.Range(r.Watch).Slice(func(i int) app.UI { return app.Li().Text(r.Watch[i]) }),
			),
			app.A().Class("button button-secondary").Href("/").Text("All rulings"),
		),
	)
}
