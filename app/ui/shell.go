package ui

import (
	"slices"

	"tableside"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// ReferencePath is the reference's route; the top bar links to it.
const ReferencePath = "/reference"

// shell is the layout every page shares: the top bar, the update banner,
// the page content and the marker the end-to-end tests wait for.
type shell struct {
	app.Compo

	// Props. IContent is a function, not a slice: go-app compares a component's props with
	// reflect.DeepEqual before it re-renders it, and on a slice of UI that walks the old and
	// the new page trees (up to 50 ms of a start-up profile went to that comparison). A
	// function is unequal at once, and a page that renders its shell again has new content.
	IPath    string
	IContent func() []app.UI

	gated bool // a front desk with its PIN not entered: the page waits for the director
	here  string
}

// NewShell is the frame of a page: the top bar, the update banner, the content, the PIN gate.
func NewShell() *shell { return &shell{} }

// Path marks which navigation entry is current.
func (s *shell) Path(p string) *shell { s.IPath = p; return s }

// Content sets the page body.
func (s *shell) Content(v ...app.UI) *shell {
	content := app.FilterUIElems(v...)
	s.IContent = func() []app.UI { return content }
	return s
}

// OnMount applies the saved theme and text size (PrefsHeadScript did so before the first
// paint, this keeps them right after the app takes over), starts sharing the log with the
// club if the device has joined one (once per page load, in the background), and guards the
// page on a locked front desk.
func (s *shell) OnMount(ctx app.Context) {
	ApplyPrefs(LoadPrefs(ctx))
	Club.Start()
	Wake.Keep(false, nil) // only the kiosk keeps the screen on
	s.guard(ctx)
}

// OnNav starts each new screen at its top (screentop.go).
func (s *shell) OnNav(ctx app.Context) { StartAtTop(ctx) }

// guard shows the PIN screen instead of the page on a locked front desk (deskguard.go).
func (s *shell) guard(ctx app.Context) {
	u := ctx.Page().URL()
	s.here = u.Path
	if u.RawQuery != "" {
		s.here += "?" + u.RawQuery
	}
	if OpenToPlayers(u.Path) {
		return
	}
	ctx.Async(func() {
		st := Guard.LoadState()
		ctx.Dispatch(func(app.Context) { s.gated = st.PINSet && !st.Open })
	})
}

func (s *shell) Render() app.UI {
	return app.Div().Class("shell").Body(
		app.A().Class("skip-link").Href("#main").Text("Skip to content").OnClick(skipToMain),
		// A component of its own: go-app skips it while its path is unchanged, so a tap in
		// a ruling does not rebuild and compare the bar (bench: tap profile).
		&topBar{Path: s.IPath},
		&UpdateBanner{},
		// tabindex -1: the skip link moves focus here, so the next Tab goes into the page.
		app.Main().ID("main").Class("content").TabIndex(-1).Body(
			append(s.content(), app.If(app.IsClient, func() app.UI {
				// Only the wasm client renders this: the tests' proof that the app, not just
				// the server's pre-render, is running. Inside main, as all content is in a
				// landmark.
				return app.Span().ID("wasm-ready").Class("visually-hidden").Text("App ready")
			}))...,
		),
		&IdleWatch{},
	)
}

// topBar is the brand and the main navigation, with the current page marked.
type topBar struct {
	app.Compo
	Path string
}

func (b *topBar) Render() app.UI {
	return app.Header().Class("topbar").Body(
		app.A().Class("brand").Href("/").Body(
			app.Img().Class("brand-icon").Src(tableside.Manifest.IconSVG()).Alt("").Aria("hidden", "true").Width(36).Height(36),
			app.Span().Class("brand-name").Text(tableside.Manifest.ShortName),
		),
		app.Nav().Class("topnav").Aria("label", "Main").Body(
			b.navLink("/", "Rulings"),
			b.navLink(ReferencePath, "Reference"),
			b.navLink("/settings", "Settings"),
			b.navLink("/log", "Log"),
			b.navLink("/about", "About"),
		),
	)
}

// content is the page, or the PIN screen on a locked front desk.
func (s *shell) content() []app.UI {
	if !s.gated {
		if s.IContent == nil {
			return nil
		}
		return slices.Clip(s.IContent())
	}
	return []app.UI{deskGate(s.here)}
}

// skipToMain moves keyboard focus to the page's content. go-app handles a link to "#main"
// as a navigation that only scrolls, so the next Tab would start from the top bar again.
func skipToMain(ctx app.Context, e app.Event) {
	e.PreventDefault()
	if m := app.Window().GetElementByID("main"); m.Truthy() {
		m.Call("focus")
	}
}

func (b *topBar) navLink(path, label string) app.UI {
	a := app.A().Class("topnav-link").Href(path).Text(label)
	if b.Path == path {
		a = a.Aria("current", "page")
	}
	return a
}

// SetTitle names the browser tab after the page.
func SetTitle(ctx app.Context, title string) {
	name := tableside.Manifest.ShortName
	if title != "" {
		name = title + " · " + name
	}
	ctx.Page().SetTitle(name)
}
