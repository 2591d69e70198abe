//go:build !wasm

package e2e

import (
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
)

// Navigation and resume at the table (issue 33, U6, U26, U19): every new screen starts at its
// top, and the phone's Back goes back one question inside a ruling.

// phoneViewport is the phone the review used, 390×844.
func phoneViewport(t *testing.T, b *Browser) {
	t.Helper()
	if err := b.Run(t, 5*time.Second, emulation.SetDeviceMetricsOverride(390, 844, 1, true)); err != nil {
		t.Fatal(err)
	}
}

// scrollToEnd scrolls the page to its end and returns how far down that is.
func scrollToEnd(t *testing.T, b *Browser) int {
	t.Helper()
	var y int
	b.Eval(t, `window.scrollTo(0, document.documentElement.scrollHeight); Math.round(window.scrollY)`, &y)
	return y
}

func scrollY(t *testing.T, b *Browser) int {
	t.Helper()
	var y int
	b.Eval(t, `Math.round(window.scrollY)`, &y)
	return y
}

// focusedHeading is the tag of the focused element when it is the screen's first heading.
func focusedHeading(t *testing.T, b *Browser) string {
	t.Helper()
	var s string
	b.Eval(t, `(() => { const a = document.activeElement; return a && a === document.querySelector("main h1") ? a.textContent : "not the heading: " + (a ? a.tagName + "#" + a.id : "none"); })()`, &s)
	return s
}

func TestUXBNewScreenStartsAtTop(t *testing.T) {
	srv, b := startApp(t, "/")
	phoneViewport(t, b)
	defer b.ResetViewport(t)

	t.Run("a ruling opened from far down the home list starts at its top", func(t *testing.T) {
		b.Load(t, srv.URL+"/")
		if y := scrollToEnd(t, b); y < 500 {
			t.Fatalf("home scrolled only to %d px: the test needs a long home list", y)
		}
		b.Click(t, `main a[href="/rule/revoke"]`)
		b.Wait(t, `!!document.querySelector('#wizard[data-flow="revoke"] #question')`)
		b.Wait(t, `document.activeElement !== document.body`)
		if y := scrollY(t, b); y != 0 {
			t.Errorf("the ruling opened %d px down, want its top", y)
		}
		if h := focusedHeading(t, b); !strings.Contains(h, "Revoke") {
			t.Errorf("focus: %s; want the ruling's heading", h)
		}
		b.Screenshot(t, "uxb-rule-from-scrolled-home-390x844", 390, 844)
		phoneViewport(t, b)
	})

	t.Run("a link with an anchor still lands on its anchor", func(t *testing.T) {
		b.Load(t, srv.URL+"/")
		b.Eval(t, `goappNav("/reference/laws#law-64"); true`, nil)
		b.Wait(t, `(() => { const e = document.getElementById("law-64"); return !!e && Math.abs(e.getBoundingClientRect().top) < 200 && window.scrollY > 0; })()`)
	})

	t.Run("the front desk's Find opens the answers at their top", func(t *testing.T) {
		if err := b.Run(t, 5*time.Second, emulation.SetDeviceMetricsOverride(768, 1024, 1, false)); err != nil {
			t.Fatal(err)
		}
		b.Load(t, srv.URL+"/kiosk")
		b.SetValue(t, "#kiosk-ask-input", "revoke", "input")
		if y := scrollToEnd(t, b); y == 0 {
			t.Log("the front desk fits the screen: nothing to scroll from")
		}
		b.Click(t, "#kiosk-ask-go")
		b.Wait(t, `location.pathname === "/kiosk/questions"`)
		b.Wait(t, `document.activeElement !== document.body`)
		if y := scrollY(t, b); y != 0 {
			t.Errorf("the answers opened %d px down, want their top", y)
		}
		// A second screen from a scrolled one: the policies from the bottom of the answers.
		if y := scrollToEnd(t, b); y < 200 {
			t.Fatalf("the answers scrolled only to %d px", y)
		}
		b.Eval(t, `goappNav("/kiosk/policies"); true`, nil)
		b.Wait(t, `location.pathname === "/kiosk/policies" && document.activeElement !== document.body`)
		if y := scrollY(t, b); y != 0 {
			t.Errorf("the policies opened %d px down, want their top", y)
		}
		b.Screenshot(t, "uxb-kiosk-policies-768x1024", 768, 1024)
	})
}

func TestUXBBackGoesOneQuestionBack(t *testing.T) {
	srv, b := startApp(t, "/")
	b.Load(t, srv.URL+"/") // home first, so Back at the first question has somewhere to go
	openFromHome := func() {
		b.Eval(t, `Object.keys(localStorage).filter(k => k.startsWith("tableside.wizard.")).forEach(k => localStorage.removeItem(k)); goappNav("/rule/revoke"); true`, nil)
		waitStep(t, b, "stage")
	}
	openFromHome()
	b.Click(t, `button.answer[data-option="established"]`)
	waitStep(t, b, "revoke-trick")
	b.Click(t, `button.answer[data-option="revoker"]`)
	waitStep(t, b, "later-trick")

	where := func() string {
		var s string
		b.Eval(t, `location.pathname + location.search`, &s)
		return s
	}
	if got, want := where(), "/rule/revoke?step=2"; got != want {
		t.Errorf("address at the third question = %q, want %q", got, want)
	}

	b.Eval(t, `history.back(); true`, nil)
	waitStep(t, b, "revoke-trick")
	if n := b.Count(t, "#breadcrumb button[data-answer-index]"); n != 1 {
		t.Errorf("after the browser's Back %d answers shown, want 1", n)
	}

	b.Eval(t, `history.forward(); true`, nil)
	waitStep(t, b, "later-trick")
	if n := b.Count(t, "#breadcrumb button[data-answer-index]"); n != 2 {
		t.Errorf("after Forward %d answers shown, want the 2 given before", n)
	}

	// The on-screen Back takes the same history entry, so the browser's Back goes on from there.
	b.Click(t, "#back")
	waitStep(t, b, "revoke-trick")
	b.Load(t, srv.URL+where()) // a reload in the middle
	waitStep(t, b, "revoke-trick")
	if n := b.Count(t, "#breadcrumb button[data-answer-index]"); n != 1 {
		t.Errorf("after a reload %d answers shown, want 1", n)
	}

	b.Eval(t, `history.back(); true`, nil)
	waitStep(t, b, "stage")
	b.Eval(t, `history.back(); true`, nil)
	b.Wait(t, `location.pathname === "/" && !document.querySelector("#wizard")`)
	if n := b.Count(t, "#question"); n != 0 {
		t.Error("Back at the first question stayed in the ruling")
	}
}
