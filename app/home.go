package app

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// home lists the common rulings and the categories of irregularity.
type home struct{ app.Compo }

func newHome() *home { return &home{} }

func (h *home) OnPreRender(ctx app.Context) { setTitle(ctx, "") }
func (h *home) OnNav(ctx app.Context)       { setTitle(ctx, "") }

func (h *home) Render() app.UI {
	return newShell().Path("/").Content(
		app.Section().Class("hero").Body(
			app.H1().Class("hero-title").Text("What happened at the table?"),
			app.P().Class("hero-lede").Text("The rulings a club director is called for most, with the options in the right order and the Laws to cite. Once opened, it works with no signal."),
		),
		app.Section().Class("section").Aria("labelledby", "common-title").Body(
			app.H2().ID("common-title").Class("section-title").Text("Common rulings"),
			app.Ul().Class("rule-list").Body(
				app.Range(rules).Slice(func(i int) app.UI {
					r := rules[i]
					return app.Li().Body(
						app.A().Class("rule-card").Href("/rule/"+r.ID).Body(
							app.Span().Class("rule-card-title").Text(r.Title),
							app.Span().Class("rule-card-laws").Text(r.Laws),
						),
					)
				}),
			),
		),
		app.Section().Class("section").Aria("labelledby", "categories-title").Body(
			app.H2().ID("categories-title").Class("section-title").Text("Ruling categories"),
			app.Ul().Class("category-list").Body(
				app.Range(categories).Slice(func(i int) app.UI {
					c := categories[i]
					return app.Li().Class("category").Body(
						app.H3().Class("category-name").Text(c.Name),
						app.P().Class("category-summary").Text(c.Summary),
					)
				}),
			),
		),
	)
}
