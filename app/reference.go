package app

import (
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// referenceIndex is /reference: the search box over rulings and reference, then every page.
//
// Selectors: #search, #search-results, a.ref-link[data-doc=<slug>].
type referenceIndex struct {
	app.Compo

	query string
}

func newReferenceIndex() *referenceIndex { return &referenceIndex{} }

func (r *referenceIndex) OnPreRender(ctx app.Context) { setTitle(ctx, "Reference") }
func (r *referenceIndex) OnNav(ctx app.Context)       { setTitle(ctx, "Reference") }

func (r *referenceIndex) onSearch(ctx app.Context, e app.Event) {
	r.query = inputValue(ctx)
	loadRefIndex(func() { ctx.Dispatch(func(app.Context) {}) })
}

func (r *referenceIndex) Render() app.UI {
	return newShell().Path(referencePath).Content(
		app.H1().Class("page-title").Text("Reference"),
		app.P().Class("hero-lede").Text("The Laws in plain words, and how to run the room: delivering rulings, alerts, movements."),
		searchBox(r.query, "Search the rulings and the reference", r.onSearch),
		app.Section().Class("ref-pages").Aria("labelledby", "ref-pages-title").Body(
			app.H2().ID("ref-pages-title").Class("section-title").Text("Pages"),
			app.Ul().Class("ruling-list ref-list").Body(
				app.Range(referenceDocs).Slice(func(i int) app.UI {
					d := referenceDocs[i]
					return app.Li().Body(
						app.A().Class("ruling-link ref-link").Href(referencePath+"/"+d.Slug).DataSet("doc", d.Slug).Body(
							app.Span().Class("ruling-title").Text(d.Title),
							app.Span().Class("ruling-summary").Text(d.Summary),
						),
					)
				}),
			),
		),
	)
}

// referencePage is /reference/<slug>: one page of the reference, its text from
// web/reference/<slug>.html.
//
// Selectors: article#ref-doc[data-doc=<slug>], #ref-missing, #ref-failed.
type referencePage struct {
	app.Compo

	slug   string
	doc    string // the fragment, "" until it arrives
	failed bool   // the fragment could not be had (offline and never cached)
}

func newReferencePage() *referencePage { return &referencePage{} }

// OnInit runs in the browser before the first render replaces the server's HTML: keep that
// text, so the page never shows empty while the fragment is fetched again.
func (p *referencePage) OnInit() {
	if !app.IsClient {
		return
	}
	adoptPrerenderedDoc()
	slug, _ := strings.CutPrefix(app.Window().URL().Path, referencePath+"/")
	if doc, ok := docCache[slug]; ok {
		p.slug, p.doc = slug, doc
	}
}

func (p *referencePage) OnPreRender(ctx app.Context) { p.open(ctx) }
func (p *referencePage) OnNav(ctx app.Context)       { p.open(ctx) }

func (p *referencePage) open(ctx app.Context) {
	slug, _ := strings.CutPrefix(ctx.Page().URL().Path, referencePath+"/")
	d := lookupRefDoc(slug)
	if d == nil {
		setTitle(ctx, "Not in the reference")
		p.slug, p.doc, p.failed = slug, "", false
		return
	}
	setTitle(ctx, d.Title)
	if slug == p.slug && p.doc != "" {
		return
	}
	p.slug, p.doc, p.failed = slug, "", false
	fetchDoc(slug, func(text string, ok bool) {
		ctx.Dispatch(func(ctx app.Context) {
			if p.slug != slug {
				return // the director has moved on
			}
			p.doc, p.failed = text, !ok
			// A link to a section (/reference/laws#law-16) can only scroll once the text is in.
			if frag := ctx.Page().URL().Fragment; frag != "" && app.IsClient {
				ctx.Defer(func(app.Context) { app.Window().ScrollToID(frag) })
			}
		})
	})
}

func (p *referencePage) Render() app.UI {
	d := lookupRefDoc(p.slug)
	if d == nil {
		return newShell().Path(referencePath).Content(
			app.Section().ID("ref-missing").Class("hero").Body(
				app.H1().Class("hero-title").Text("This page is not in the reference"),
				app.P().Class("hero-lede").Text("The link may come from a newer version of Tableside."),
				app.A().Class("button button-primary").Href(referencePath).Text("All reference pages"),
			),
		)
	}
	return newShell().Path(referencePath).Content(
		app.A().Class("back-link").Href(referencePath).Body(
			app.Span().Class("back-arrow").Aria("hidden", "true").Text("←"), app.Text("Reference"),
		),
		app.H1().Class("page-title ref-title").Text(d.Title),
		p.body(),
	)
}

func (p *referencePage) body() app.UI {
	switch {
	case p.doc != "":
		return app.Raw(`<article id="ref-doc" class="ref-doc" data-doc="` + p.slug + `">` + expandDoc(p.doc) + `</article>`)
	case p.failed:
		return app.P().ID("ref-failed").Class("form-error").Role("alert").
			Text("This page is not saved on this device yet. Open it once with a connection and it will work offline from then on.")
	}
	return app.P().Class("ref-loading").Role("status").Text("Loading…")
}

// searchBox is the one search over the rulings and the reference, on home and on
// /reference: #search and #search-results.
func searchBox(query, label string, onInput app.EventHandler) app.UI {
	return app.Div().Class("search").Role("search").Body(
		app.Label().For("search").Class("search-label").Text(label),
		app.Input().ID("search").Type("search").Class("search-input").
			Placeholder("e.g. led out of turn").
			AutoComplete(false).Attr("enterkeyhint", "search").
			Value(query).OnInput(onInput),
		app.Div().ID("search-results").Class("search-results").Aria("live", "polite").Body(searchResults(query)...),
	)
}
