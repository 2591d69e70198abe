package app

import (
	"strings"
	"sync"

	"tableside/engine/catalog"
	"tableside/engine/ruling"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// home is the first screen: the table context, a search by what the players say, and every
// ruling the engine registers as a large button under its category.
type home struct {
	app.Compo

	query string // what the director typed in the search box
}

func newHome() *home { return &home{} }

func (h *home) OnPreRender(ctx app.Context) { setTitle(ctx, "") }
func (h *home) OnNav(ctx app.Context)       { setTitle(ctx, "") }

// search sets the query; the results follow from it in Render.
func (h *home) search(q string) { h.query = q }

// onSearch also loads the reference's index the first time, and shows its matches once in.
func (h *home) onSearch(ctx app.Context, e app.Event) {
	h.search(inputValue(ctx))
	loadRefIndex(ctx.Update)
}

func (h *home) Render() app.UI {
	return newShell().Path("/").Content(
		app.H1().Class("home-title").Text("What happened at the table?"),
		searchBox(h.query, "Find a ruling by what the players say", h.onSearch),
		&tableCtxPanel{},
		// Pending reminders come before the catalogue: on the front-desk kiosk they are what
		// the director must not miss ("when East next leads, offer declarer the options").
		newReminders(),
		app.Raw(homeCatalogueHTML()),
	)
}

// searchResults lists the rulings that match the query, then the reference sections that do,
// or says that nothing does. Empty query, nothing.
func searchResults(query string) []app.UI {
	q := strings.TrimSpace(query)
	if q == "" {
		return nil
	}
	flows := catalog.Search(q)
	if !app.IsClient {
		loadRefIndex(func() {}) // the server and the tests read the reference from disk, at once
	}
	refs := searchReference(q)
	if len(flows) == 0 && len(refs) == 0 {
		if refIndex == nil && app.IsClient {
			return nil // the reference is still loading: say nothing yet
		}
		return []app.UI{app.P().Class("search-empty").Text("Nothing in the rulings or the reference matches “" + q + "” — try words like ‘revoke’, ‘led out of turn’ or ‘alert’.")}
	}
	return []app.UI{
		app.If(len(flows) > 0, func() app.UI {
			return app.Ul().Class("search-list").Body(
				app.Range(flows).Slice(func(i int) app.UI {
					f := flows[i]
					return app.Li().Body(
						app.A().Class("search-result").Href("/rule/"+f.ID).DataSet("flow", f.ID).Body(
							app.Span().Class("ruling-title").Text(f.Title),
							app.Span().Class("ruling-summary").Text(f.Summary),
						),
					)
				}),
			)
		}),
		app.If(len(refs) > 0, func() app.UI { return refResults(refs) }),
	}
}

// homeGroup is one category as home shows it: only categories with a registered flow.
type homeGroup struct {
	Category ruling.Category
	Flows    []*ruling.Flow
}

// homeCategories lists the categories in the engine's order with their flows in registry
// order, leaving out categories no flow is registered in yet (no dead links). The registry
// is fixed at start-up, so the list is built once, not on every keystroke in the search.
var homeCategories = sync.OnceValue(func() []homeGroup {
	var out []homeGroup
	for _, c := range ruling.Categories {
		if fs := catalog.InCategory(c); len(fs) > 0 {
			out = append(out, homeGroup{c, fs})
		}
	}
	return out
})

// homeCatalogueHTML is every ruling as a large link under its category, as HTML. It is the
// same for the whole life of the app, so it is built once and mounted with one innerHTML: as
// go-app elements it was some 200 nodes that the client built one JavaScript call at a time
// before its first screen (without them, the installed app's offline relaunch had its first
// screen 8 to 37 ms sooner, median of 5 runs, in two rounds).
// Clicks on its links are go-app's, as for any link: it routes every same-site <a>.
var homeCatalogueHTML = sync.OnceValue(func() string {
	var m markup
	m.open("section", "class", "home-categories", "aria-labelledby", "categories-title")
	m.elem("h2", "Ruling categories", "id", "categories-title", "class", "visually-hidden")
	for _, g := range homeCategories() {
		slug := categorySlug(g.Category)
		m.open("section", "class", "category", "data-category", slug, "aria-labelledby", "category-"+slug)
		m.elem("h2", g.Category.String(), "id", "category-"+slug, "class", "category-name")
		m.open("ul", "class", "ruling-list")
		for _, f := range g.Flows {
			m.open("li")
			rulingLink(&m, f)
			m.close("li")
		}
		m.close("ul")
		m.close("section")
	}
	m.close("section")
	return m.String()
})

// rulingLink is the large button that opens a flow's wizard.
func rulingLink(m *markup, f *ruling.Flow) {
	m.open("a", "class", "ruling-link", "href", "/rule/"+f.ID, "data-flow", f.ID)
	m.elem("span", f.Title, "class", "ruling-title")
	m.elem("span", f.Summary, "class", "ruling-summary")
	m.elem("span", flowLaws(f, 4), "class", "ruling-laws")
	m.close("a")
}

// flowLaws cites the first max Laws of a flow, "Laws 61, 62, 63 …".
func flowLaws(f *ruling.Flow, max int) string {
	var nums []string
	for i, r := range f.Laws {
		if i == max {
			nums = append(nums, "…")
			break
		}
		nums = append(nums, strings.TrimPrefix(r.String(), "Law "))
	}
	switch len(nums) {
	case 0:
		return ""
	case 1:
		return "Law " + nums[0]
	}
	return "Laws " + strings.Join(nums, ", ")
}

// categorySlug names a category for data-category: "Revokes and penalty cards" → "revokes-and-penalty-cards".
func categorySlug(c ruling.Category) string {
	return strings.Join(strings.FieldsFunc(strings.ToLower(c.String()), func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9')
	}), "-")
}

// searchBox is the one search over the rulings and the reference, on home and on /reference:
// #search and #search-results.
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
