package app

import (
	"sort"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// Page is one entry of the route table. The same table feeds go-app's router
// (Register), the static site generator and the service worker's cache list
// (Paths), so a page cannot be routable online and missing offline.
type Page struct {
	// Path is a fixed route such as "/about". Leave it empty when Pattern is set.
	Path string
	// Pattern is a regular expression for a parameterised route such as
	// `^/rule/[a-z0-9-]+$`. Expand lists the concrete paths it serves.
	Pattern string
	// Expand returns every concrete path of a Pattern route; each is
	// pre-rendered by the static build and pre-cached by the service worker.
	Expand func() []string
	// Title is the page's name in the browser tab and the navigation.
	Title string
	// New creates the page's root component.
	New func() app.Composer
}

// Pages is the route table. Adding a page is one line here.
var Pages = []Page{
	{Path: "/", Title: "Rulings", New: func() app.Composer { return newHome() }},
	{Path: "/settings", Title: "Settings", New: func() app.Composer { return newSettings() }},
	{Path: "/about", Title: "About", New: func() app.Composer { return newAbout() }},
	{Path: "/log", Title: "Log", New: func() app.Composer { return newLogPage() }},
	{Path: "/log/entry", Title: "Logged ruling", New: func() app.Composer { return newEntryPage() }},
	{Path: "/log/export", Title: "Export", New: func() app.Composer { return newExportPage() }},
	{Path: "/log/print", Title: "Print", New: func() app.Composer { return newPrintPage() }},
	{Path: pollPath, Title: "Poll peers", New: func() app.Composer { return newPollPage() }},
	{Path: "/kiosk", Title: "Front desk", New: func() app.Composer { return newKioskHome() }},
	{Path: "/kiosk/ruling", Title: "Ruling", New: func() app.Composer { return newKioskRuling() }},
	{Path: "/kiosk/questions", Title: "What happens when…?", New: func() app.Composer { return newKioskQuestions() }},
	{Path: "/kiosk/policies", Title: "Club policies", New: func() app.Composer { return newKioskPolicies() }},
	{Path: "/kiosk/director", Title: "Director", New: func() app.Composer { return newKioskDirector() }},
	{Pattern: `^/rule/[a-z0-9-]+$`, Expand: rulePaths, Title: "Ruling", New: func() app.Composer { return newWizard() }},
	{Path: "/reference", Title: "Reference", New: func() app.Composer { return newReferencePage() }},
	{Pattern: `^/reference/[a-z0-9-]+$`, Expand: referencePaths, Title: "Reference", New: func() app.Composer { return newReferencePage() }},
}

// Register hands the route table to go-app. Both mains call it once.
func Register() {
	for _, p := range Pages {
		if p.Pattern != "" {
			app.RouteWithRegexp(p.Pattern, p.New)
			continue
		}
		app.Route(p.Path, p.New)
	}
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
