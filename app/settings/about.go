package settings

import (
	"tableside"
	"tableside/app/ui"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// about explains the app and shows whether it is ready to work offline.
type about struct {
	app.Compo

	online      bool
	offlineCopy string // "checking", "ready", "preparing" or "unsupported"
	release     func()
}

// NewAbout is /about.
func NewAbout() *about { return &about{online: true, offlineCopy: "checking"} }

func (a *about) OnPreRender(ctx app.Context) { ui.SetTitle(ctx, "About") }
func (a *about) OnNav(ctx app.Context)       { ui.SetTitle(ctx, "About") }

func (a *about) OnMount(ctx app.Context) {
	win := app.Window()
	a.online = win.Get("navigator").Get("onLine").Bool()
	onChange := app.FuncOf(func(app.Value, []app.Value) any {
		ctx.Dispatch(func(ctx app.Context) {
			a.online = win.Get("navigator").Get("onLine").Bool()
			checkOfflineCopy(ctx, a.showOfflineCopy)
		})
		return nil
	})
	win.Call("addEventListener", "online", onChange)
	win.Call("addEventListener", "offline", onChange)
	sw := win.Get("navigator").Get("serviceWorker")
	if sw.Truthy() {
		sw.Call("addEventListener", "controllerchange", onChange)
	}
	a.release = func() {
		win.Call("removeEventListener", "online", onChange)
		win.Call("removeEventListener", "offline", onChange)
		if sw.Truthy() {
			sw.Call("removeEventListener", "controllerchange", onChange)
		}
		onChange.Release()
	}
	checkOfflineCopy(ctx, a.showOfflineCopy)
}

func (a *about) OnDismount() {
	if a.release != nil {
		a.release()
		a.release = nil
	}
}

// checkOfflineCopy asks whether a service worker controls the page and holds this version's
// cache, and hands the answer to then: "ready", "preparing", "insecure" (an http address,
// where no browser keeps a copy) or "unsupported" (a secure page with no service worker: a
// private window, or a browser without them). About and Settings both show it.
func checkOfflineCopy(ctx app.Context, then func(ctx app.Context, state string)) {
	win := app.Window()
	if !win.Get("isSecureContext").Bool() {
		then(ctx, "insecure")
		return
	}
	sw := win.Get("navigator").Get("serviceWorker")
	if !sw.Truthy() || !win.Get("caches").Truthy() {
		then(ctx, "unsupported")
		return
	}
	if !sw.Get("controller").Truthy() {
		then(ctx, "preparing")
		return
	}
	win.Get("caches").Call("has", "app-"+ui.Version()).Then(func(has app.Value) {
		ctx.Dispatch(func(ctx app.Context) {
			state := "preparing"
			if has.Bool() {
				state = "ready"
			}
			then(ctx, state)
		})
	})
}

func (a *about) showOfflineCopy(_ app.Context, state string) { a.offlineCopy = state }

var offlineCopyText = map[string]string{
	"checking":    "Checking…",
	"ready":       "Saved on this device — works with no signal",
	"preparing":   "Saving a copy for offline use…",
	"insecure":    "This address is not secure (http://…), so this phone cannot keep a copy for use with no signal. Open your club's https:// address, then add it to the home screen.",
	"unsupported": "This browser cannot keep an offline copy here: open it in Safari or Chrome, not in a private window.",
}

func (a *about) Render() app.UI {
	connection := "Online"
	if !a.online {
		connection = "Offline"
	}
	return ui.NewShell().Path("/about").Content(
		app.Section().Class("hero").Body(
			app.H1().Class("hero-title").Text("About Tableside"),
			app.P().Class("hero-lede").Text(tableside.Manifest.Description),
		),
		app.Section().Class("section").Aria("labelledby", "status-title").Body(
			app.H2().ID("status-title").Class("section-title").Text("Status"),
			app.Dl().Class("status-list").Body(
				app.Div().Class("status-row").Body(
					app.Dt().Text("Connection"),
					app.Dd().ID("status-connection").Class("status-"+map[bool]string{true: "good", false: "warn"}[a.online]).Text(connection),
				),
				app.Div().Class("status-row").Body(
					app.Dt().Text("Offline copy"),
					app.Dd().ID("status-offline").Class(offlineClass(a.offlineCopy)).Text(offlineCopyText[a.offlineCopy]),
				),
				app.Div().Class("status-row").Body(
					app.Dt().Text("Version"),
					versionValue("app-version"),
				),
				app.Div().Class("status-row").Body(
					app.Dt().Text("Laws"),
					app.Dd().Text("Laws of Duplicate Bridge 2017"),
				),
			),
		),
		app.Section().Class("section").Aria("labelledby", "install-title").Body(
			app.H2().ID("install-title").Class("section-title").Text("Put it on your phone"),
			app.Ol().Class("steps").Body(
				app.Li().Text("With signal, open your club's https:// address."),
				app.Li().Text("iPhone: in Safari tap Share, then Add to Home Screen. Android: in Chrome open the menu, then Install app."),
				app.Li().Text("Open it once from the home screen while you still have signal, and check that Offline copy above says Saved on this device."),
			),
		),
	)
}

// offlineClass colours the offline state; a sentence that explains what to do reads as
// text, left-aligned, rather than as a one-word status.
func offlineClass(state string) string {
	switch state {
	case "ready":
		return "status-good"
	case "insecure", "unsupported":
		return "status-neutral status-sentence"
	}
	return "status-neutral"
}

// versionValue shows the build as the day it was made, which a director can compare and
// say, with its hash in small type for whoever supports the club (the update check and the
// tests read the hash, under hashID). A build served without its date shows the hash alone.
func versionValue(hashID string) app.UI {
	built := ui.Built()
	return app.Dd().Class("version-value").Body(
		app.If(built != "", func() app.UI {
			return app.Span().ID(hashID + "-built").Class("version-built").Text("Built " + built)
		}),
		app.Small().ID(hashID).Class("status-mono version-hash").Text(ui.Version()),
	)
}
