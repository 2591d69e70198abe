// Command minimal is the benchmark's baseline: the smallest go-app v10 app
// worth comparing with Tableside. One component on one route, with the two
// things the benchmark measures: the #wasm-ready marker that only the wasm
// client renders, and a button whose tap re-renders a line (#taps[data-n]).
// It is built with the same flags and served the same way as Tableside, so
// ours ÷ minimal is what our code costs on top of the framework.
package main

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

type hello struct {
	app.Compo
	n int
}

func (h *hello) Render() app.UI {
	return app.Main().Body(
		app.H1().Text("Hello from go-app"),
		app.P().ID("taps").DataSet("n", h.n).Text("Taps: "+strconv.Itoa(h.n)),
		app.Button().ID("tap").Text("Tap").OnClick(func(app.Context, app.Event) { h.n++ }),
		app.If(app.IsClient, func() app.UI { return app.Span().ID("wasm-ready").Text("ready") }),
	)
}

func route() { app.Route("/", func() app.Composer { return &hello{} }) }
