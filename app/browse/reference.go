package browse

import (
	"encoding/json"
	"io/fs"
	"strings"

	"tableside/app/ui"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// The reference's text lives outside the Go binary, so the wasm does not grow with it: one
// HTML fragment per page under web/reference/, cached by the service worker like every file
// in web/. The server reads the fragment from disk to pre-render each page (a deep link shows
// the text at once, and offline); the client keeps the text the server rendered, and fetches
// the fragment when it navigates to another page. web/reference/search.json indexes the
// sections for the search box; the rulings that apply each Law are listed in laws.html. The
// tests in reference_test.go regenerate both (-update) and fail when they are out of date.

// refDoc is one reference page: /reference/<Slug>, its text web/reference/<Slug>.html. The
// empty slug is /reference itself (contents.html).
type refDoc struct{ Slug, Title string }

// ReferenceDocs lists the reference pages. Adding one is a line here and a fragment in
// web/reference/ (then go test ./app/browse -update).
var ReferenceDocs = []refDoc{
	{"", "Reference"},
	{"laws", "The Laws by number"},
	{"delivering-a-ruling", "Delivering a ruling"},
	{"polling-and-consulting", "Polling and consulting"},
	{"alerts", "Alerts and announcements"},
	{"movements", "Movements"},
	{"dummy", "Dummy's rights and limits"},
	{"played-card", "When is a card played?"},
}

// ReferencePaths is the route table's expansion of /reference/<slug>: each page is
// pre-rendered and cached for offline use.
func ReferencePaths() []string {
	var out []string
	for _, d := range ReferenceDocs[1:] {
		out = append(out, ui.ReferencePath+"/"+d.Slug)
	}
	return out
}

func docURL(slug string) string {
	if slug == "" {
		slug = "contents" // not index.html: file servers (ours, Workers assets) redirect that to the folder
	}
	return "/web/reference/" + slug + ".html"
}

// webFS is web/ for the server's pre-render and the native tests; the browser leaves it nil.
var webFS fs.FS

// SetWebFS tells the server where web/ is, so its pages carry the reference's text.
func SetWebFS(fsys fs.FS) { webFS, docCache, refIndex = fsys, map[string]string{}, nil }

// docCache holds the fragments the browser has so far, by slug.
var docCache = map[string]string{}

// fetchText reads a file of web/ (url "/web/…"): from disk on the server, with fetch in the
// browser (from the worker's cache when offline). ok is false when it cannot be had.
func fetchText(url string, done func(text string, ok bool)) {
	if !app.IsClient {
		if webFS == nil {
			done("", false)
			return
		}
		b, err := fs.ReadFile(webFS, strings.TrimPrefix(url, "/web/"))
		done(string(b), err == nil)
		return
	}
	var failed app.Func
	failed = app.FuncOf(func(app.Value, []app.Value) any { failed.Release(); done("", false); return nil })
	p := app.Window().Call("fetch", url)
	p.Call("catch", failed)
	p.Then(func(r app.Value) {
		if !r.Get("ok").Bool() {
			failed.Invoke()
			return
		}
		failed.Release()
		r.Call("text").Then(func(t app.Value) { done(t.String(), true) })
	})
}

const (
	missingTitle = "This page is not in the reference"
	missingHTML  = `<p class="hero-lede">The link may come from a newer version of Tableside.</p><p><a class="button button-primary" href="/reference">All reference pages</a></p>`
	loadingHTML  = `<p class="ref-loading" role="status">Loading…</p>`
	failedHTML   = `<p id="ref-failed" class="form-error" role="alert">This page is not saved on this device yet. Open it once with a connection and it works offline from then on.</p>`
)

// referencePage is /reference and /reference/<slug>: the page's fragment under its title,
// and on /reference the search box over the rulings and the reference.
//
// Selectors: article#ref-doc[data-doc=<slug>], #ref-failed.
type referencePage struct {
	app.Compo

	slug, title string
	html        string // what shows under the title: the fragment, or why it is not there
	query       string // /reference's search box
}

// NewReferencePage is /reference and each /reference/<page>.
func NewReferencePage() *referencePage { return &referencePage{} }

// OnInit runs in the browser before the first render replaces the server's HTML: it keeps the
// text the server rendered, so the page never flashes empty while the fragment is fetched.
func (p *referencePage) OnInit() {
	if !app.IsClient {
		return
	}
	if e := app.Window().GetElementByID("ref-doc"); e.Truthy() {
		docCache[e.Call("getAttribute", "data-doc").String()] = e.Get("innerHTML").String()
	}
	// Coming from another page, the address has not changed yet: OnNav shows the right one.
	if path := app.Window().URL().Path; strings.HasPrefix(path, ui.ReferencePath) {
		p.show(path)
	}
}

func (p *referencePage) OnPreRender(ctx app.Context) { p.open(ctx) }
func (p *referencePage) OnNav(ctx app.Context)       { p.open(ctx) }

func (p *referencePage) open(ctx app.Context) {
	slug := p.show(ctx.Page().URL().Path)
	ui.SetTitle(ctx, p.title)
	if _, ok := docCache[slug]; ok || p.title == missingTitle {
		reveal(ctx, ctx.Page().URL().Fragment)
		return
	}
	fetchText(docURL(slug), func(text string, ok bool) {
		if ok && app.IsClient {
			docCache[slug] = text // the server renders pages at once, in many goroutines: no cache
		}
		if p.show(ctx.Page().URL().Path) == slug {
			p.html = failedHTML
			if ok {
				p.html = article(slug, text)
			}
		}
		// A link to a section (/reference/laws#law-16) can only scroll once the text is in.
		ctx.Update()
		reveal(ctx, ctx.Page().URL().Fragment)
	})
}

// reveal scrolls to the section an address points to (/reference/laws#law-64), once rendered,
// first opening the closed part of the page that holds it: the Laws page is a list of closed
// parts. A link within the app and a changed #fragment both come here through OnNav, and so
// does a full load, where the app's first render writes the page anew whether or not the
// browser had opened the part. Opening it in the page, not in the fragment's HTML, keeps the
// parts the reader opened open.
func reveal(ctx app.Context, id string) {
	if id == "" || !app.IsClient {
		return
	}
	ctx.Defer(func(app.Context) {
		e := app.Window().GetElementByID(id)
		if !e.Truthy() {
			return
		}
		if part := e.Call("closest", "details"); part.Truthy() {
			part.Set("open", true)
		}
		e.Call("scrollIntoView")
	})
}

// show sets the page up for path from what is known now, and returns its slug.
func (p *referencePage) show(path string) string {
	slug := strings.TrimPrefix(strings.TrimPrefix(path, ui.ReferencePath), "/")
	p.slug, p.title, p.html = slug, missingTitle, missingHTML
	for _, d := range ReferenceDocs {
		if d.Slug == slug {
			p.title, p.html = d.Title, loadingHTML
			if doc, ok := docCache[slug]; ok {
				p.html = article(slug, doc)
			}
		}
	}
	return slug
}

func article(slug, doc string) string {
	return `<article id="ref-doc" class="ref-doc" data-doc="` + slug + `">` + doc + `</article>`
}

func (p *referencePage) onSearch(ctx app.Context, e app.Event) {
	p.query = ui.InputValue(ctx)
	loadRefIndex(ctx.Update)
}

func (p *referencePage) Render() app.UI {
	return ui.NewShell().Path(ui.ReferencePath).Content(
		app.If(p.slug != "", func() app.UI { return app.A().Class("back-link ref-back").Href(ui.ReferencePath).Text("Reference") }),
		app.H1().Class("page-title").Text(p.title),
		app.If(p.slug == "", func() app.UI {
			return searchBox(p.query, "Search the rulings and the reference", p.onSearch)
		}),
		app.Raw(`<div class="ref-body">`+p.html+`</div>`),
	)
}

// --- search ----------------------------------------------------------------------------

// refSection is one section of a reference page, as web/reference/search.json lists it.
type refSection struct {
	Doc     string `json:"doc"`     // the page's slug
	ID      string `json:"id"`      // the section's id
	Heading string `json:"heading"` // the section's heading
	Title   string `json:"title"`   // the page's title
	Words   string `json:"words"`   // the heading's and the text's words, " lower case "
}

// refIndex is the search index once loaded; refWaiting, who to tell when it is.
var (
	refIndex   []refSection
	refWaiting []func()
)

// loadRefIndex loads the index once and then calls then (at once if it is already loaded).
func loadRefIndex(then func()) {
	if refIndex != nil {
		then()
		return
	}
	if refWaiting = append(refWaiting, then); len(refWaiting) > 1 {
		return // already on its way
	}
	fetchText("/web/reference/search.json", func(text string, _ bool) {
		idx := []refSection{}
		json.Unmarshal([]byte(text), &idx) // a broken index finds nothing; search still works
		refIndex = idx
		waiting := refWaiting
		refWaiting = nil
		for _, f := range waiting {
			f()
		}
	})
}

// refResults lists the sections found, as HTML (see markup): cheaper in the wasm than a
// component tree.
func refResults(hits []refSection) app.UI {
	var m ui.Markup
	m.Open("div", "class", "search-ref")
	m.Elem("h2", "In the reference", "class", "search-group-title")
	m.Open("ul", "class", "search-list")
	for _, s := range hits {
		searchHit(&m, ui.ReferencePath+"/"+s.Doc+"#"+s.ID, "data-section", s.ID, s.Heading, s.Title)
	}
	m.Close("ul")
	m.Close("div")
	return app.Raw(m.String())
}
