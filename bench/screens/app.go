// Command screens is the benchmark's second baseline: go-app drawing Tableside's own screens with
// none of Tableside's code. The bench walks paths through the real app, saves each screen's DOM
// (web/screens.json), and this app shows them in the same order, one screen further per tap of a
// fixed #tap button. Each element is built with go-app as a Render builds it (app.Elem, its
// attributes, a no-op click handler on whatever a director can tap), under Tableside's stylesheet.
// So its taps cost what go-app and the browser take for our screens' DOM changes, and ours ÷ this
// is what Tableside's own code (engine, storage, our Render functions) adds to a tap.
package main

import (
	"encoding/json"
	"net/http"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// node is one DOM node as the bench saves it: an element (T, A, C) or a text (X).
type node struct {
	T string      `json:"t,omitempty"` // tag
	A [][2]string `json:"a,omitempty"` // attributes, in order
	C []node      `json:"c,omitempty"` // children
	X string      `json:"x,omitempty"` // text
}

type replay struct {
	app.Compo
	screens []node
	i       int
	err     string
}

func (r *replay) OnMount(ctx app.Context) {
	ctx.Async(func() {
		var screens []node
		err := load(&screens)
		ctx.Dispatch(func(app.Context) {
			r.screens = screens
			if err != nil {
				r.err = err.Error()
			}
		})
	})
}

func load(into *[]node) error {
	resp, err := http.Get("/web/screens.json")
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	return json.NewDecoder(resp.Body).Decode(into)
}

func (r *replay) Render() app.UI {
	if len(r.screens) == 0 {
		return app.Main().Body(app.P().ID("replay-error").Text(r.err))
	}
	tap := app.Button().ID("tap").Style("position", "fixed").Style("bottom", "0").Style("right", "0").Style("z-index", "99").
		Text("Next screen").OnClick(func(app.Context, app.Event) { r.i = (r.i + 1) % len(r.screens) })
	return element(r.screens[r.i], tap)
}

// element builds n with go-app; extra goes after its children.
func element(n node, extra ...app.UI) app.UI {
	if n.T == "" {
		return app.Text(n.X)
	}
	e := app.Elem(n.T)
	for _, a := range n.A {
		e.Attr(a[0], a[1])
	}
	switch n.T {
	case "a", "button", "input", "select", "textarea", "summary":
		e.On("click", func(app.Context, app.Event) {})
	}
	kids := make([]app.UI, 0, len(n.C)+len(extra))
	for _, c := range n.C {
		kids = append(kids, element(c))
	}
	return e.Body(append(kids, extra...)...)
}

func route() { app.Route("/", func() app.Composer { return &replay{} }) }
