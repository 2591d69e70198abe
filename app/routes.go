package app

import (
	"io/fs"
	"regexp"
	"sort"
	"strings"

	"tableside/app/boardview"
	"tableside/app/browse"
	"tableside/app/desk"
	"tableside/app/peerpoll"
	"tableside/app/rulinglog"
	"tableside/app/settings"
	"tableside/app/ui"
	"tableside/app/wizard"
	"tableside/engine/ruling"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// Page is one entry of the route table. The same table feeds go-app's router
// (Register), the static site generator and the service worker's cache list
// (Paths), so a page cannot be routable online and missing offline.
type Page struct {
	// Path is a fixed route such as "/about". Leave it empty when Prefix is set.
	Path string
	// Prefix starts a parameterised route such as "/rule/": the prefix and one
	// slug of lower-case letters, digits and hyphens. Expand lists the paths it serves.
	Prefix string
	// Expand returns every concrete path of a Prefix route; each is
	// pre-rendered by the static build and pre-cached by the service worker.
	Expand func() []string
	// Title is the page's name in the browser tab and the navigation.
	Title string
	// New creates the page's root component.
	New func() app.Composer
}

// Pages is the route table. Adding a page is one line here.
var Pages = []Page{
	{Path: "/", Title: "Rulings", New: func() app.Composer { return browse.NewHome() }},
	{Path: "/settings", Title: "Settings", New: func() app.Composer { return settings.NewSettings() }},
	{Path: "/about", Title: "About", New: func() app.Composer { return settings.NewAbout() }},
	{Path: "/log", Title: "Log", New: func() app.Composer { return rulinglog.NewLogPage() }},
	{Path: "/log/entry", Title: "Logged ruling", New: func() app.Composer { return rulinglog.NewEntryPage() }},
	{Path: "/log/export", Title: "Export", New: func() app.Composer { return rulinglog.NewExportPage() }},
	{Path: "/log/print", Title: "Print", New: func() app.Composer { return rulinglog.NewPrintPage() }},
	{Path: ui.BoardPath, Title: "Board result", New: func() app.Composer { return boardview.NewBoardPage() }},
	{Path: boardview.BoardsCSVPath, Title: "Boards", New: func() app.Composer { return boardview.NewBoardsPage() }},
	{Path: wizard.PollPath, Title: "Poll peers", New: func() app.Composer { return peerpoll.NewPollPage() }},
	{Path: "/kiosk", Title: "Front desk", New: func() app.Composer { return desk.NewKioskHome() }},
	{Path: "/kiosk/ruling", Title: "Ruling", New: func() app.Composer { return desk.NewKioskRuling() }},
	{Path: "/kiosk/questions", Title: "What happens when…?", New: func() app.Composer { return desk.NewKioskQuestions() }},
	{Path: "/kiosk/policies", Title: "Club policies", New: func() app.Composer { return desk.NewKioskPolicies() }},
	{Path: "/kiosk/director", Title: "Director", New: func() app.Composer { return desk.NewKioskDirector() }},
	{Prefix: "/rule/", Expand: wizard.RulePaths, Title: "Ruling", New: func() app.Composer { return wizard.NewWizard() }},
	{Path: "/reference", Title: "Reference", New: func() app.Composer { return browse.NewReferencePage() }},
	{Prefix: "/reference/", Expand: browse.ReferencePaths, Title: "Reference", New: func() app.Composer { return browse.NewReferencePage() }},
}

// Register hands the route table to go-app. Both mains call it once.
//
// The server routes a prefix with a regular expression. The browser routes its
// expansion path by path instead: go-app compiles a route's expression with
// package regexp before the first screen, which took about 80 ms of the
// offline relaunch (TestStartProfile). Another path under a prefix can only be
// the address the app was opened at (a link from a newer version); it is
// routed too, so its page can say what is wrong.
func Register() {
	for _, p := range Pages {
		switch {
		case p.Prefix == "":
			app.Route(p.Path, p.New)
		case app.IsServer:
			app.RouteWithRegexp("^"+regexp.QuoteMeta(p.Prefix)+"[a-z0-9]+(-[a-z0-9]+)*$", p.New) // one ruling.ValidID
		default:
			paths := p.Expand()
			if opened := app.Window().URL().Path; underPrefix(opened, p.Prefix) {
				paths = append(paths, opened) // routing a path twice is harmless
			}
			for _, path := range paths {
				app.Route(path, p.New)
			}
		}
	}
}

// underPrefix reports whether path is the prefix and one id, such as "/rule/revoke".
func underPrefix(path, prefix string) bool {
	id, ok := strings.CutPrefix(path, prefix)
	return ok && ruling.ValidID(id)
}

// Paths returns every concrete page path in the table, sorted: fixed paths
// and the expansion of each pattern.
func Paths() []string {
	seen := map[string]bool{}
	var out []string
	add := func(p string) {
		if p != "" && !seen[p] {
			seen[p] = true
			out = append(out, p)
		}
	}
	for _, p := range Pages {
		add(p.Path)
		if p.Expand != nil {
			for _, e := range p.Expand() {
				add(e)
			}
		}
	}
	sort.Strings(out)
	return out
}

// The server's two needs beyond the route table, passed through so that cmd/tableside imports
// this package only.

// PrefsHeadScript is the inline <head> script that applies the saved theme and text size before
// the first paint (see ui.PrefsHeadScript).
const PrefsHeadScript = ui.PrefsHeadScript

// SetWebFS tells the server where web/ is, so its pre-rendered pages carry the reference's text.
func SetWebFS(fsys fs.FS) { browse.SetWebFS(fsys) }
