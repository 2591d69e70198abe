package browse

import (
	"strconv"
	"strings"
	"sync"

	"tableside/app/rulinglog"
	"tableside/app/ui"
	"tableside/app/wizard"
	"tableside/engine/catalog"
	"tableside/engine/ruling"
	"tableside/engine/search"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// home is the first screen: the table context, a search by what the players say, and every
// ruling the engine registers as a large button under its category.
type home struct {
	app.Compo

	query string // what the director typed in the search box
}

// NewHome is the home page, /: the catalogue of rulings, the search and the reminders.
func NewHome() *home { return &home{} }

func (h *home) OnPreRender(ctx app.Context) { ui.SetTitle(ctx, "") }
func (h *home) OnNav(ctx app.Context)       { ui.SetTitle(ctx, "") }

// search sets the query; the results follow from it in Render.
func (h *home) search(q string) { h.query = q }

// onSearch also loads the reference's index the first time, and shows its matches once in.
func (h *home) onSearch(ctx app.Context, e app.Event) {
	h.search(ui.InputValue(ctx))
	loadRefIndex(ctx.Update)
}

func (h *home) Render() app.UI {
	return ui.NewShell().Path("/").Content(
		app.H1().Class("home-title").Text("What happened at the table?"),
		searchBox(h.query, "Find a ruling by what the players say", h.onSearch),
		categoryChips(),
		&ui.TableCtxPanel{},
		&wizard.Unfinished{}, // rulings left unfinished, so none resumes by surprise
		// Pending reminders come before the catalogue: on the front-desk kiosk they are what
		// the director must not miss ("when East next leads, offer declarer the options").
		rulinglog.NewReminders(),
		// With a query typed, the catalogue under the results is headed, so its first ruling
		// is not read as one more match.
		app.If(strings.TrimSpace(h.query) != "", func() app.UI {
			return app.H2().ID("home-all-rulings").Class("home-all-title").Text("All rulings")
		}),
		app.Raw(homeCatalogueHTML()),
	)
}

// categoryChips is one row of the categories at the top of home, each jumping to its
// section: the catalogue is some eight screens long on a phone.
//
// Selectors: nav#category-chips with a.category-chip[data-category].
func categoryChips() app.UI {
	groups := homeCategories()
	return app.Nav().ID("category-chips").Class("category-chips").Aria("label", "Ruling categories").Body(
		app.Range(groups).Slice(func(i int) app.UI {
			slug := categorySlug(groups[i].Category)
			return app.A().Class("category-chip").Href("#category-"+slug).DataSet("category", slug).
				Text(groups[i].Category.String()).OnClick(jumpToCategory)
		}),
	)
}

// jumpToCategory scrolls to the tapped chip's category, in place of a jump that go-app would
// route as a new page.
func jumpToCategory(ctx app.Context, e app.Event) {
	e.PreventDefault()
	ctx.ScrollTo("category-" + ctx.JSSrc().Get("dataset").Get("category").String())
}

// searchResults lists what matches the query, best first: the rulings, then the reference's
// sections, or the sections first when one of them is the best match ("Law 64", "howell").
// When nothing matches well it says so, and offers the closest three rulings and the
// categories, so the page is never empty. Empty query, nothing.
func searchResults(query string) []app.UI {
	q := strings.TrimSpace(query)
	if q == "" {
		return nil
	}
	if !app.IsClient {
		loadRefIndex(func() {}) // the server and the tests read the reference from disk, at once
	}
	hits := siteIndex().Search(query)
	if search.Weak(hits) {
		if refIndex == nil && app.IsClient && len(hits) == 0 {
			return nil // the reference is still loading: say nothing yet
		}
		return closestResults(q, hits)
	}
	var flows []*ruling.Flow
	var refs []refSection
	for _, h := range search.Top(hits, 2*ShownHits) {
		switch h.Kind {
		case search.Ruling:
			if f := catalog.Lookup(h.Key); f != nil && len(flows) < ShownHits {
				flows = append(flows, f)
			}
		case search.Section:
			if s, ok := sectionByKey(h.Key); ok && len(refs) < ShownHits {
				refs = append(refs, s)
			}
		}
	}
	out := []app.UI{app.If(len(flows) > 0, func() app.UI { return flowResults(flows) })}
	if len(refs) > 0 {
		if hits[0].Kind == search.Section {
			return append([]app.UI{refResults(refs)}, out...)
		}
		out = append(out, refResults(refs))
	}
	return out
}

// flowResults lists rulings found, best first, as HTML (see markup): one string for go-app to
// compare on each keystroke instead of some thirty elements.
func flowResults(flows []*ruling.Flow) app.UI {
	var m ui.Markup
	m.Open("ul", "class", "search-list")
	for _, f := range flows {
		searchHit(&m, "/rule/"+f.ID, "data-flow", f.ID, f.Title, f.Summary)
	}
	m.Close("ul")
	return app.Raw(m.String())
}

// searchHit writes one result of the search, a ruling or a section: a link, named by its data
// attribute, with a title and a line under it.
func searchHit(m *ui.Markup, href, dataName, dataValue, title, summary string) {
	m.Open("li")
	m.Open("a", "class", "search-result", "href", href, dataName, dataValue)
	m.Elem("span", title, "class", "ruling-title")
	m.Elem("span", summary, "class", "ruling-summary")
	m.Close("a")
	m.Close("li")
}

// closestResults is the page when nothing matches well (hits are the query's): it says so,
// lists the three closest rulings, and links to the categories below.
func closestResults(q string, hits []search.Hit) []app.UI {
	var flows []*ruling.Flow
	for _, id := range siteIndex().Closest(q, hits, 3) {
		if f := catalog.Lookup(id); f != nil {
			flows = append(flows, f)
		}
	}
	return []app.UI{
		app.P().Class("search-empty").Text("Nothing in the rulings or the reference matches “" + q + "” well. The closest rulings:"),
		flowResults(flows),
		app.P().Class("search-browse").Body(
			app.A().ID("search-browse").Href("#categories-title").Text("Browse by category").OnClick(browseCategories),
		),
	}
}

// browseCategories scrolls to the categories under the search, in place of a jump that
// go-app would route as a new page.
func browseCategories(ctx app.Context, e app.Event) {
	e.PreventDefault()
	ctx.ScrollTo("categories-title")
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
	var m ui.Markup
	m.Open("section", "class", "home-categories", "aria-labelledby", "categories-title")
	m.Elem("h2", "Ruling categories", "id", "categories-title", "class", "visually-hidden")
	for _, g := range homeCategories() {
		slug := categorySlug(g.Category)
		m.Open("section", "class", "category", "data-category", slug, "aria-labelledby", "category-"+slug)
		m.Elem("h2", g.Category.String(), "id", "category-"+slug, "class", "category-name")
		m.Open("ul", "class", "ruling-list")
		for _, f := range g.Flows {
			m.Open("li")
			rulingLink(&m, f)
			m.Close("li")
		}
		m.Close("ul")
		m.Close("section")
	}
	m.Close("section")
	return m.String()
})

// rulingLink is the large button that opens a flow's wizard.
func rulingLink(m *ui.Markup, f *ruling.Flow) {
	m.Open("a", "class", "ruling-link", "href", "/rule/"+f.ID, "data-flow", f.ID)
	m.Elem("span", f.Title, "class", "ruling-title")
	m.Elem("span", f.Summary, "class", "ruling-summary")
	m.Elem("span", flowLaws(f, 4), "class", "ruling-laws")
	m.Close("a")
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

// searchResultsDiv is #search-results for a query. data-query is the query the results are
// for, and in the browser data-search-ms the time the search itself took: the tests and the
// bench read them.
func searchResultsDiv(query string) app.UI {
	start := now()
	results := searchResults(query)
	div := app.Div().ID("search-results").Class("search-results").Aria("live", "polite").DataSet("query", strings.TrimSpace(query))
	if app.IsClient {
		div = div.DataSet("search-ms", strconv.FormatFloat(now()-start, 'f', 2, 64))
	}
	return div.Body(results...)
}

// now is the browser's clock in ms; 0 elsewhere.
func now() float64 {
	if !app.IsClient {
		return 0
	}
	return app.Window().Get("performance").Call("now").Float()
}

// warmSearch loads the reference's index and builds the search's when the box gets the focus,
// so the first letter typed does not wait for them.
func warmSearch(ctx app.Context, e app.Event) { loadRefIndex(func() { siteIndex() }) }

// searchBox is the one search over the rulings and the reference, on home and on /reference:
// #search and #search-results.
func searchBox(query, label string, onInput app.EventHandler) app.UI {
	return app.Div().Class("search").Role("search").Body(
		app.Label().For("search").Class("search-label").Text(label),
		app.Input().ID("search").Type("search").Class("search-input").
			Placeholder("e.g. led out of turn").
			AutoComplete(false).Attr("enterkeyhint", "search").
			Value(query).OnInput(onInput).On("focus", warmSearch),
		searchResultsDiv(query),
	)
}
