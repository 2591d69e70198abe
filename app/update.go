package app

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// updateBanner asks the service worker for a new version whenever the app
// comes back into view or back online, and offers a reload once one is
// installed. It never reloads by itself: a director may be mid-ruling.
type updateBanner struct {
	app.Compo

	available bool
	release   func()
}

func (b *updateBanner) OnMount(ctx app.Context) {
	b.available = ctx.AppUpdateAvailable()
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

func (b *updateBanner) OnDismount() {
	if b.release != nil {
		b.release()
		b.release = nil
	}
}

func (b *updateBanner) OnAppUpdate(ctx app.Context) {
	b.available = ctx.AppUpdateAvailable()
}

func (b *updateBanner) Render() app.UI {
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

func (b *updateBanner) reload(ctx app.Context, e app.Event) { ctx.Reload() }
