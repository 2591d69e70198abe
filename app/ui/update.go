package ui

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// Version is this build's version, as the server set it.
func Version() string { return app.Getenv("GOAPP_VERSION") }

// BuiltEnv names the environment variable that holds the day this build was made, as the
// server sets it ("27 November 2026"); empty when it does not.
const BuiltEnv = "TABLESIDE_BUILT"

// Built is the day this build was made, for people to read beside the hash.
func Built() string { return app.Getenv(BuiltEnv) }

// UpdateBanner asks the service worker for a new version whenever the app
// comes back into view or back online, and offers a reload once one is
// installed. It never reloads by itself: a director may be mid-ruling.
type UpdateBanner struct {
	app.Compo

	available bool
	release   func()
}

func (b *UpdateBanner) OnMount(ctx app.Context) {
	b.check(ctx)
	doc := app.Window().Get("document")
	check := app.FuncOf(func(app.Value, []app.Value) any {
		if doc.Get("visibilityState").String() == "visible" {
			app.TryUpdate()
		}
		return nil
	})
	doc.Call("addEventListener", "visibilitychange", check)
	app.Window().Call("addEventListener", "online", check)
	b.release = func() {
		doc.Call("removeEventListener", "visibilitychange", check)
		app.Window().Call("removeEventListener", "online", check)
		check.Release()
	}
}

func (b *UpdateBanner) OnDismount() {
	if b.release != nil {
		b.release()
		b.release = nil
	}
}

func (b *UpdateBanner) OnAppUpdate(ctx app.Context) { b.check(ctx) }

// check shows the banner only for a real update. go-app reports one whenever a new service
// worker activates while a worker controls the page; on a first visit ours claims the page as
// it activates (clients.claim), so the very first install is reported as an update too. A real
// update has deleted the cache of the version running here (the worker's activate keeps only
// its own); a first install has just filled it.
func (b *UpdateBanner) check(ctx app.Context) {
	if !ctx.AppUpdateAvailable() {
		return
	}
	caches := app.Window().Get("caches")
	if !caches.Truthy() {
		b.available = true
		return
	}
	caches.Call("has", "app-"+Version()).Then(func(kept app.Value) {
		ctx.Dispatch(func(app.Context) { b.available = !kept.Bool() })
	})
}

func (b *UpdateBanner) Render() app.UI {
	if !b.available {
		return app.Div().Class("banner-slot")
	}
	return app.Div().Class("banner-slot").Body(
		app.Aside().ID("update-banner").Class("banner").Aria("live", "polite").Body(
			app.P().Class("banner-text").Text("New version available"),
			app.Button().ID("update-reload").Class("button button-primary").Text("Reload").OnClick(b.reload),
		),
	)
}

func (b *UpdateBanner) reload(ctx app.Context, e app.Event) { ctx.Reload() }
