package ui

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// loadedOnce is false until the first navigation of this page load has been seen.
var loadedOnce bool

// StartAtTop puts a new screen at its top, as a new page would be: go-app changes the page
// in place, so without it the browser kept the last screen's scroll position and a ruling
// opened from far down the home list showed the end of its first question. A screen reader
// is told the screen changed by moving focus to its heading, without scrolling.
//
// The first navigation of a page load is the app's start: it enables the controls the app
// drives (StartingClass) and leaves the scroll alone (the browser has placed a reload or a
// new page itself). An address with a #fragment is left alone too: go-app scrolls to its anchor.
// Each shell calls it from OnNav.
func StartAtTop(ctx app.Context) {
	if !app.IsClient {
		return
	}
	if !loadedOnce {
		loadedOnce = true
		SetRootClass(StartingClass, false) // the app runs: its controls work from now on
		return
	}
	if ctx.Page().URL().Fragment != "" {
		return
	}
	ctx.Defer(func(app.Context) {
		app.Window().Call("scrollTo", 0, 0)
		focusHeading()
	})
}

// focusHeading moves focus to the screen's first heading, unless the page has already
// placed it (a ruling focuses its question) or the reader is in a field.
func focusHeading() {
	doc := app.Window().Get("document")
	if active := doc.Get("activeElement"); active.Truthy() && !active.Equal(doc.Get("body")) {
		return
	}
	h := doc.Call("querySelector", "main h1")
	if !h.Truthy() {
		return
	}
	if !h.Call("hasAttribute", "tabindex").Bool() {
		h.Call("setAttribute", "tabindex", "-1") // focusable by script, not by Tab
	}
	h.Call("focus", map[string]any{"preventScroll": true})
}
