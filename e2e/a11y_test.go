//go:build !wasm

package e2e

import (
	"context"
	"strconv"
	"strings"
	"testing"
	"time"

	tsapp "tableside/app"
	"tableside/engine/catalog"
	"tableside/engine/ruling"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// axeSizes are the phone and the tablet the audit used.
var axeSizes = []struct {
	name string
	w, h int64
}{{"390x844", 390, 844}, {"1024x768", 1024, 768}}

// TestAxeEveryRoute runs axe-core on every route of the route table, plus a search with results
// and a ruling's outcome, at phone and tablet sizes, in the light and the dark theme. Any
// serious or critical violation fails; the lesser ones are logged.
func TestAxeEveryRoute(t *testing.T) {
	srv, b := startApp(t, "/")
	// The outcome of a common ruling, reached by its path's taps.
	revoke := flows(t)[0]
	for _, f := range flows(t) {
		if f.ID == "revoke" {
			revoke = f
		}
	}
	paths, err := revoke.Paths()
	if err != nil {
		t.Fatal(err)
	}
	type state struct {
		name string
		open func(t *testing.T)
	}
	// Each page is opened inside the running app, as a tap on a link does, and checked once it
	// shows its own content and has stopped changing: the same page as after a load of its
	// address (the markup, title and <html> classes of every route compared equal), without
	// starting the wasm and injecting axe again for each.
	var states []state
	for _, p := range tsapp.Paths() {
		states = append(states, state{p, func(t *testing.T) {
			b.Navigate(t, srv.URL+p)
			b.Wait(t, routeReadyJS(p))
			b.Settle(t)
		}})
	}
	states = append(states,
		state{"/ searching", func(t *testing.T) {
			b.Navigate(t, srv.URL+"/")
			homeSearch(t, b, "revoke")
			b.Wait(t, `!!document.querySelector("#search-results .search-ref a")`)
		}},
		state{"/rule/revoke outcome", func(t *testing.T) {
			openFresh(t, b, srv.URL, "revoke")
			walkPath(t, b, paths[0].Session)
		}},
	)
	lesser := map[string][]string{}
	for _, theme := range []string{"light", "dark"} {
		setTheme(t, b, theme)
		for _, st := range states {
			st.open(t)
			b.Wait(t, `document.documentElement.classList.contains("theme-`+theme+`")`)
			for _, size := range axeSizes {
				where := st.name + " " + size.name + " " + theme
				b.Resize(t, size.w, size.h)
				vs := b.Axe(t)
				for _, v := range Serious(vs) {
					t.Errorf("%s: %s", where, v)
				}
				var small []string
				b.Eval(t, smallTargetsJS, &small)
				for _, s := range small {
					t.Errorf("%s: touch target under 48 px: %s", where, s)
				}
				for _, v := range vs {
					if v.Impact != "serious" && v.Impact != "critical" {
						lesser[v.ID+" ["+v.Impact+"]"] = append(lesser[v.ID+" ["+v.Impact+"]"], where)
					}
				}
			}
			b.ResetViewport(t)
		}
	}
	for id, where := range lesser {
		t.Logf("lesser violation %s on %d page states, e.g. %s", id, len(where), where[0])
	}
	t.Logf("axe ran on %d page states × 2 sizes × 2 themes", len(states))
}

// smallTargetsJS lists the controls on screen less than 48 px high: every link, button and
// field, except links inside running text (WCAG leaves inline links out, and so do we).
const smallTargetsJS = `[...document.querySelectorAll("a[href], button, input, select, summary, textarea")].filter(e => {
  const r = e.getBoundingClientRect();
  if (r.width === 0 || r.height === 0 || r.right < 0 || e.closest(".visually-hidden")) return false;
  if (getComputedStyle(e).display === "inline" && e.closest("p, li, dd")) return false;
  return r.height < 47.5;
}).map(e => e.outerHTML.slice(0, 90) + " " + Math.round(e.getBoundingClientRect().height) + "px")`

// rect is an element's box in the viewport.
type rect struct{ Top, Bottom float64 }

// clearArea is the part of the phone's screen no sticky bar covers: below the top bar, above
// the wizard's actions and the bottom navigation.
func clearArea(t *testing.T, b *Browser) rect {
	t.Helper()
	var r rect
	b.Eval(t, `(() => {
	  let bottom = window.innerHeight;
	  for (const sel of [".wizard-actions", ".topnav"]) {
	    const e = document.querySelector(sel);
	    if (!e || e.getClientRects().length === 0) continue; // absent, or hidden (the tab bar inside a ruling)
	    const s = getComputedStyle(e);
	    if (s.position === "sticky" || s.position === "fixed") bottom = Math.min(bottom, e.getBoundingClientRect().top);
	  }
	  return {top: document.querySelector(".topbar").getBoundingClientRect().bottom, bottom};
	})()`, &r)
	return r
}

func activeRect(t *testing.T, b *Browser) (string, rect) {
	t.Helper()
	var out struct {
		Desc string
		R    rect
	}
	b.Eval(t, `(() => { const e = document.activeElement; const r = e.getBoundingClientRect();
	  return {desc: e.tagName + (e.id ? "#" + e.id : "") + (e.dataset.call ? "[" + e.dataset.call + "]" : ""), r: {top: r.top, bottom: r.bottom}}; })()`, &out)
	return out.Desc, out.R
}

func press(t *testing.T, b *Browser, key string) {
	t.Helper()
	if err := b.Run(t, 5*time.Second, chromedp.KeyEvent(key)); err != nil {
		t.Fatalf("press %q: %v", key, err)
	}
	b.Settle(t)
}

// TestKeyboardAndStickyBars: the skip link moves focus into the page, and on a phone neither a
// focused answer nor the top of a new question ends up under the sticky bars.
func TestKeyboardAndStickyBars(t *testing.T) {
	srv, b := startApp(t, "/")
	if err := b.Run(t, 5*time.Second, chromedp.ActionFunc(func(ctx context.Context) error {
		return emulation.SetDeviceMetricsOverride(390, 844, 1, true).Do(ctx)
	})); err != nil {
		t.Fatal(err)
	}

	t.Run("the skip link moves focus, so the next Tab is inside the page", func(t *testing.T) {
		for _, p := range []string{"/", "/rule/insufficient-bid", "/reference/laws"} {
			b.Load(t, srv.URL+p)
			b.Eval(t, `document.activeElement && document.activeElement.blur(); window.scrollTo(0, 0); true`, nil)
			press(t, b, kb.Tab)
			if got := b.Attr(t, ":focus", "class"); got != "skip-link" {
				t.Fatalf("%s: first Tab focuses %q, want the skip link", p, got)
			}
			press(t, b, kb.Enter)
			var inMain bool
			b.Eval(t, `document.activeElement === document.getElementById("main")`, &inMain)
			if !inMain {
				desc, _ := activeRect(t, b)
				t.Errorf("%s: after the skip link focus is on %s, want main", p, desc)
			}
			press(t, b, kb.Tab)
			b.Eval(t, `document.getElementById("main").contains(document.activeElement) && document.activeElement !== document.getElementById("main")`, &inMain)
			if !inMain {
				desc, _ := activeRect(t, b)
				t.Errorf("%s: the Tab after the skip link goes to %s, outside the page's content", p, desc)
			}
		}
	})

	t.Run("every focused call of the bidding box is clear of the sticky bars", func(t *testing.T) {
		openFresh(t, b, srv.URL, "insufficient-bid")
		b.Click(t, `button.seat[data-seat="E"]`) // who made it, asked before the bidding box
		waitStep(t, b, "over")
		b.Eval(t, `window.scrollTo(0, 0); document.getElementById("question-prompt").focus(); true`, nil)
		n := b.Count(t, "#question button")
		for i := 0; i < n; i++ {
			press(t, b, kb.Tab)
			desc, r := activeRect(t, b)
			area := clearArea(t, b)
			if r.Top < area.Top-0.5 || r.Bottom > area.Bottom+0.5 {
				t.Errorf("focused %s spans %.0f–%.0f px; the bars leave %.0f–%.0f clear", desc, r.Top, r.Bottom, area.Top, area.Bottom)
			}
		}
	})

	t.Run("after a tap low on the screen the new question's top is in view and focused", func(t *testing.T) {
		openFresh(t, b, srv.URL, "insufficient-bid")
		b.Click(t, `button.seat[data-seat="E"]`) // who made it, asked before the bidding box
		waitStep(t, b, "over")
		b.Click(t, `#question button[data-call="6N"]`)
		b.Wait(t, `document.activeElement && document.activeElement.id === "question-prompt"`)
		b.ScrollSettled(t)
		_, r := activeRect(t, b)
		area := clearArea(t, b)
		if r.Top < area.Top-0.5 || r.Bottom > area.Bottom+0.5 {
			t.Errorf("the new question spans %.0f–%.0f px; the bars leave %.0f–%.0f clear", r.Top, r.Bottom, area.Top, area.Bottom)
		}
	})
}

// TestFirstVisitShowsNoUpdateBanner: a newcomer's first screen must not ask them to reload.
// The first service worker activating while it controls the page looks to go-app like an
// update; only a new version replacing the one running is one.
func TestFirstVisitShowsNoUpdateBanner(t *testing.T) {
	srv, b := startApp(t, "/") // a fresh profile: nothing installed yet
	b.WaitOfflineReady(t, srv.URL)
	// What the app does when it comes back into view or online: look for an update.
	b.Eval(t, `window.dispatchEvent(new Event("online")); true`, nil)
	time.Sleep(2 * time.Second)
	for _, p := range []string{"", "/about"} {
		if p != "" {
			b.Load(t, srv.URL+p)
			time.Sleep(time.Second)
		}
		if n := b.Count(t, "#update-banner"); n != 0 {
			t.Errorf("%s: the first visit shows %q", "/"+strings.TrimPrefix(p, "/"), b.Text(t, "#update-banner"))
		}
	}
}

// TestBiddingBoxKeepsTheKeyboardsPlace: the auction's bidding box is drawn anew after every
// call, so the app puts the keyboard focus back on the call pressed, or on the next live call
// when the one pressed is no longer legal, not back at the top of the page.
func TestBiddingBoxKeepsTheKeyboardsPlace(t *testing.T) {
	srv, b := startApp(t, "/")
	const flow = "withdrawn-call-leads"
	openFresh(t, b, srv.URL, flow)
	s, err := catalog.Start(flow, ruling.Context{})
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range catalog.Lookup(flow).Common[:2] { // the cause and the withdrawn call
		if s, err = catalog.Answer(s, a); err != nil {
			t.Fatal(err)
		}
	}
	walkAnswers(t, b, s)
	b.Wait(t, `!!document.querySelector(".auction-picker")`)
	b.Click(t, `button[data-auction-dealer="N"]`)
	b.Wait(t, `!!document.querySelector('.auction-picker button[data-call="1C"]:not([disabled])')`)

	enter := func(call, want string, calls int) {
		t.Helper()
		b.Eval(t, `document.querySelector('.auction-picker button[data-call="`+call+`"]').focus(), true`, nil)
		press(t, b, kb.Enter)
		b.Wait(t, `document.querySelectorAll(".auction-table td.auction-call:not(.auction-next)").length === `+strconv.Itoa(calls))
		if got, _ := activeRect(t, b); got != "BUTTON["+want+"]" {
			t.Errorf("after Enter on %s the focus is on %s, want the %s button", call, got, want)
		}
	}
	enter("1C", "1D", 1) // North opens 1♣: 1♣ is no longer legal, so the next live call
	enter("P", "P", 2)   // East passes: Pass is still legal, so it stays there
}
