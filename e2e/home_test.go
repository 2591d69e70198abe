//go:build !wasm

package e2e

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestHome: every registered ruling once, search by what the players say, and the table
// context remembered across a reload.
func TestHome(t *testing.T) {
	srv, b := startApp(t, "/")

	t.Run("every registered flow appears once", func(t *testing.T) {
		var shown []string
		b.Eval(t, `Array.from(document.querySelectorAll("section.category a.ruling-link")).map(a => a.dataset.flow)`, &shown)
		var want []string
		for _, f := range flows(t) {
			want = append(want, f.ID)
		}
		slices.Sort(shown) // equal to the sorted registry: each flow shown, and only once
		slices.Sort(want)
		if !slices.Equal(shown, want) {
			t.Errorf("home shows %v, the engine registers %v", shown, want)
		}
	})

	t.Run("search finds the ruling by what the players say", func(t *testing.T) {
		for q, flow := range map[string]string{
			"led out of turn":    "opening-lead-out-of-turn",
			"didn't follow suit": "revoke",
			"insufficient":       "insufficient-bid",
		} {
			homeSearch(t, b, q)
			b.Wait(t, `!!document.querySelector('#search-results a[data-flow="`+flow+`"]')`)
		}
		homeSearch(t, b, "the cat sat on the mat")
		b.WaitText(t, "#search-results .search-empty", "Nothing in the rulings or the reference matches “the cat sat on the mat”")
	})

	t.Run("a search result opens the wizard", func(t *testing.T) {
		homeSearch(t, b, "insufficient")
		b.Click(t, `#search-results a[data-flow="insufficient-bid"]`)
		b.Wait(t, `location.pathname === "/rule/insufficient-bid" && !!document.querySelector('#wizard[data-flow="insufficient-bid"]')`)
	})

	t.Run("table context: board 7 is dealer South, both vulnerable, and survives a reload", func(t *testing.T) {
		b.Load(t, srv.URL+"/")
		b.Click(t, "#tc-edit")
		homeType(t, b, "#tc-table", "4")
		homeType(t, b, "#tc-board", "7")
		b.WaitText(t, "#tc-board-facts", "Dealer South · Vulnerable: Both")
		homeType(t, b, "#tc-contract", "4S by S")
		b.WaitText(t, "#tc-contract-preview", "4♠ by South")
		b.Click(t, "#tc-save")
		const want = "Table 4 · Board 7 · Dealer S · Vul: Both · 4♠ by South"
		b.WaitText(t, "#tc-summary", want)

		b.Load(t, srv.URL+"/")
		b.WaitText(t, "#tc-summary", want)

		b.Click(t, "#tc-edit")
		homeType(t, b, "#tc-board", "0")
		b.Click(t, "#tc-save")
		b.WaitText(t, "#tc-error", "Not saved: there is no board 0")
		b.Click(t, "#tc-cancel")
		b.WaitText(t, "#tc-summary", want)
		b.Load(t, srv.URL+"/")
		b.WaitText(t, "#tc-summary", want)
	})
}

// TestSettings: theme and text size applied to <html> and remembered, no sideways scrolling
// on a phone, the offline status line, and screenshots of home and settings.
func TestSettings(t *testing.T) {
	srv, b := startApp(t, "/settings")
	first := flows(t)[0].ID

	t.Run("offline status says ready once the worker is active", func(t *testing.T) {
		b.WaitOfflineReady(t, srv.URL)
		b.WaitText(t, "#offline-status", "Ready offline")
		if v := b.Text(t, "#settings-version"); v != srv.Version {
			t.Errorf("version %q, want %q", v, srv.Version)
		}
		// Any answer will do (kept, at risk, or an error shown), but there must be one.
		b.Wait(t, `["kept", "at-risk", "error"].includes((document.querySelector("#log-storage") || {dataset: {}}).dataset.state)`)
	})

	t.Run("screenshots in light and dark", func(t *testing.T) {
		for _, theme := range []string{"light", "dark"} {
			homeSelect(t, b, "#theme", theme)
			for _, p := range []struct{ name, path string }{{"home", "/"}, {"settings", "/settings"}} {
				b.Navigate(t, srv.URL+p.path) // inside the app: the theme chosen applies at once
				b.Screenshot(t, fmt.Sprintf("%s-%s-1024x768", p.name, theme), 1024, 768)
				b.Screenshot(t, fmt.Sprintf("%s-%s-390x844", p.name, theme), 390, 844)
				b.ResetViewport(t)
			}
		}
	})

	t.Run("dark theme and extra-large text apply and survive a reload", func(t *testing.T) {
		b.Load(t, srv.URL+"/settings")
		homeSelect(t, b, "#theme", "dark")
		homeSelect(t, b, "#text-size", "xlarge")
		homeSelect(t, b, "#body", "EBU")
		b.WaitText(t, "#body-note", "English Bridge Union, for rulings started from now on: average plus")
		b.Wait(t, homeHTMLHas("theme-dark", "text-xlarge"))
		b.Load(t, srv.URL+"/")
		b.Wait(t, homeHTMLHas("theme-dark", "text-xlarge"))
		var bg string
		b.Eval(t, `getComputedStyle(document.body).backgroundColor`, &bg)
		if bg != "rgb(15, 23, 20)" {
			t.Errorf("dark theme background %s", bg)
		}
		b.Load(t, srv.URL+"/settings")
		// Settings reads the saved preferences when it mounts, a frame after the client starts.
		b.Wait(t, `(() => { const v = s => document.querySelector(s).value;
		  return v("#theme") === "dark" && v("#text-size") === "xlarge" && v("#body") === "EBU"; })()`)
	})

	t.Run("no sideways scrolling at 390x844 in dark, extra-large", func(t *testing.T) {
		for _, p := range []string{"/", "/settings", "/rule/" + first} {
			b.Load(t, srv.URL+p)
			b.Wait(t, homeHTMLHas("theme-dark", "text-xlarge"))
			name := "xlarge-dark-" + strings.Trim(strings.ReplaceAll(p, "/", "-"), "-")
			if p == "/" {
				name += "home"
			}
			b.Screenshot(t, name+"-390x844", 390, 844)
			var sw, cw int
			b.Eval(t, `document.documentElement.scrollWidth`, &sw)
			b.Eval(t, `document.documentElement.clientWidth`, &cw)
			if sw > cw {
				t.Errorf("%s: scrollWidth %d > clientWidth %d at 390px", p, sw, cw)
			}
			b.ResetViewport(t)
		}
	})

	t.Run("theme follows the system until one is chosen", func(t *testing.T) {
		b.Load(t, srv.URL+"/settings")
		homeSelect(t, b, "#theme", "system")
		homeSelect(t, b, "#text-size", "normal")
		b.Wait(t, `!document.documentElement.classList.contains("theme-dark") && !document.documentElement.classList.contains("text-xlarge")`)
		// Light to start with, so each change of the system's scheme must change the page.
		for _, s := range []struct{ scheme, want string }{{"dark", "rgb(15, 23, 20)"}, {"light", "rgb(246, 244, 236)"}} {
			scheme, want := s.scheme, s.want
			b.PrefersColorScheme(t, scheme)
			// The app hears the change from matchMedia and sets the theme class: not at once.
			if err := b.WaitTrue(t, `getComputedStyle(document.body).backgroundColor === `+jsString(want), 5*time.Second); err != nil {
				var bg string
				b.Eval(t, `getComputedStyle(document.body).backgroundColor`, &bg)
				t.Errorf("system %s: background %s, want %s", scheme, bg, want)
			}
		}
	})
}

func homeHTMLHas(classes ...string) string {
	var conds []string
	for _, c := range classes {
		conds = append(conds, `document.documentElement.classList.contains(`+jsString(c)+`)`)
	}
	return strings.Join(conds, " && ")
}

// homeType replaces an input's text by typing, so the app sees real key and input events.
// The app searches at each key: on a busy two-core machine a sentence took over 10 s to type.
func homeType(t *testing.T, b *Browser, sel, text string) {
	t.Helper()
	b.SetValue(t, sel, "", "input")
	if err := b.Run(t, WaitTimeout, chromedp.SendKeys(sel, text, chromedp.ByQuery)); err != nil {
		t.Fatalf("type into %s: %v", sel, err)
	}
}

func homeSearch(t *testing.T, b *Browser, q string) {
	t.Helper()
	homeType(t, b, "#search", q)
}

// homeSelect picks a menu value the way a user does: it fires change.
func homeSelect(t *testing.T, b *Browser, sel, value string) {
	t.Helper()
	b.SetValue(t, sel, value, "change")
}
