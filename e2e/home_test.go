//go:build !wasm

package e2e

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"tableside/engine/ruling"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
)

// TestHome: every registered ruling once, search by what the players say, and the table
// context remembered across a reload.
func TestHome(t *testing.T) {
	skipShort(t)
	srv := StartServer(t, ServerOptions{})
	b := NewBrowser(t, t.TempDir())
	b.Load(t, srv.URL+"/")

	t.Run("every registered flow appears once", func(t *testing.T) {
		var shown []string
		b.Eval(t, `Array.from(document.querySelectorAll("section.category a.ruling-link")).map(a => a.dataset.flow)`, &shown)
		var want []string
		for _, f := range ruling.Flows() {
			want = append(want, f.ID)
			if n := slices.Index(shown, f.ID); n < 0 || slices.Index(shown[n+1:], f.ID) >= 0 {
				t.Errorf("flow %s appears %d times", f.ID, homeCount(shown, f.ID))
			}
		}
		slices.Sort(want)
		got := slices.Clone(shown)
		slices.Sort(got)
		if !slices.Equal(got, want) {
			t.Errorf("home shows %v, the engine registers %v", got, want)
		}
	})

	t.Run("search finds the ruling by what the players say", func(t *testing.T) {
		for q, flow := range map[string]string{
			"led out of turn":    "opening-lead-out-of-turn",
			"didn't follow suit": "revoke",
			"insufficient":       "insufficient-bid",
		} {
			homeSearch(t, b, q)
			homeWait(t, b, `!!document.querySelector('#search-results a[data-flow="`+flow+`"]')`)
		}
		homeSearch(t, b, "the cat sat on the mat")
		waitText(t, b, "#search-results .search-empty", "No ruling matches “the cat sat on the mat”")
	})

	t.Run("a search result opens the wizard", func(t *testing.T) {
		homeSearch(t, b, "insufficient")
		homeWait(t, b, `!!document.querySelector('#search-results a[data-flow="insufficient-bid"]')`)
		if err := b.Run(t, 10*time.Second, chromedp.Click(`#search-results a[data-flow="insufficient-bid"]`, chromedp.ByQuery)); err != nil {
			t.Fatal(err)
		}
		homeWait(t, b, `location.pathname === "/rule/insufficient-bid" && !!document.querySelector('#wizard[data-flow="insufficient-bid"]')`)
	})

	t.Run("table context: board 7 is dealer South, both vulnerable, and survives a reload", func(t *testing.T) {
		b.Load(t, srv.URL+"/")
		homeClick(t, b, "#tc-edit")
		homeType(t, b, "#tc-table", "4")
		homeType(t, b, "#tc-board", "7")
		waitText(t, b, "#tc-board-facts", "Dealer South · Vulnerable: Both")
		homeType(t, b, "#tc-contract", "4S by S")
		waitText(t, b, "#tc-contract-preview", "4♠ by South")
		homeClick(t, b, "#tc-save")
		const want = "Table 4 · Board 7 · Dealer S · Vul: Both · 4♠ by South"
		waitText(t, b, "#tc-summary", want)

		b.Load(t, srv.URL+"/")
		waitText(t, b, "#tc-summary", want)

		homeClick(t, b, "#tc-edit")
		homeType(t, b, "#tc-board", "0")
		homeClick(t, b, "#tc-save")
		waitText(t, b, "#tc-error", "Not saved: there is no board 0")
		homeClick(t, b, "#tc-cancel")
		waitText(t, b, "#tc-summary", want)
		b.Load(t, srv.URL+"/")
		waitText(t, b, "#tc-summary", want)
	})
}

// TestSettings: theme and text size applied to <html> and remembered, no sideways scrolling
// on a phone, the offline status line, and screenshots of home and settings.
func TestSettings(t *testing.T) {
	skipShort(t)
	srv := StartServer(t, ServerOptions{})
	b := NewBrowser(t, t.TempDir())
	b.Load(t, srv.URL+"/settings")
	first := ruling.Flows()[0].ID

	t.Run("offline status says ready once the worker is active", func(t *testing.T) {
		b.WaitOfflineReady(t, srv.URL)
		waitText(t, b, "#offline-status", "Ready offline")
		if v := b.Text(t, "#settings-version"); v != srv.Version {
			t.Errorf("version %q, want %q", v, srv.Version)
		}
		waitText(t, b, "#log-storage", "") // any answer: kept, at risk, or an error shown
		homeWait(t, b, `document.querySelector("#log-storage").dataset.state !== "checking"`)
	})

	t.Run("screenshots in light and dark", func(t *testing.T) {
		for _, theme := range []string{"light", "dark"} {
			homeSelect(t, b, "#theme", theme)
			for _, p := range []struct{ name, path string }{{"home", "/"}, {"settings", "/settings"}} {
				b.Load(t, srv.URL+p.path)
				b.Screenshot(t, fmt.Sprintf("%s-%s-1024x768", p.name, theme), 1024, 768)
				b.Screenshot(t, fmt.Sprintf("%s-%s-390x844", p.name, theme), 390, 844)
				homeClearMetrics(t, b)
			}
			b.Load(t, srv.URL+"/settings")
		}
	})

	t.Run("dark theme and extra-large text apply and survive a reload", func(t *testing.T) {
		b.Load(t, srv.URL+"/settings")
		homeSelect(t, b, "#theme", "dark")
		homeSelect(t, b, "#text-size", "xlarge")
		homeSelect(t, b, "#body", "EBU")
		waitText(t, b, "#body-note", "English Bridge Union changes only artificial adjusted scores")
		homeWait(t, b, homeHTMLHas("theme-dark", "text-xlarge"))
		b.Load(t, srv.URL+"/")
		homeWait(t, b, homeHTMLHas("theme-dark", "text-xlarge"))
		var bg string
		b.Eval(t, `getComputedStyle(document.body).backgroundColor`, &bg)
		if bg != "rgb(15, 23, 20)" {
			t.Errorf("dark theme background %s", bg)
		}
		b.Load(t, srv.URL+"/settings")
		var theme, size, body string
		b.Eval(t, `document.querySelector("#theme").value`, &theme)
		b.Eval(t, `document.querySelector("#text-size").value`, &size)
		b.Eval(t, `document.querySelector("#body").value`, &body)
		if theme != "dark" || size != "xlarge" || body != "EBU" {
			t.Errorf("after reload the menus say %s, %s, %s", theme, size, body)
		}
	})

	t.Run("no sideways scrolling at 390x844 in dark, extra-large", func(t *testing.T) {
		for _, p := range []string{"/", "/settings", "/rule/" + first} {
			b.Load(t, srv.URL+p)
			homeWait(t, b, homeHTMLHas("theme-dark", "text-xlarge"))
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
			homeClearMetrics(t, b)
		}
	})

	t.Run("theme follows the system until one is chosen", func(t *testing.T) {
		b.Load(t, srv.URL+"/settings")
		homeSelect(t, b, "#theme", "system")
		homeSelect(t, b, "#text-size", "normal")
		homeWait(t, b, `!document.documentElement.classList.contains("theme-dark") && !document.documentElement.classList.contains("text-xlarge")`)
		for scheme, want := range map[string]string{"dark": "rgb(15, 23, 20)", "light": "rgb(246, 244, 236)"} {
			err := b.Run(t, 5*time.Second, chromedp.ActionFunc(func(ctx context.Context) error {
				return emulation.SetEmulatedMedia().WithFeatures([]*emulation.MediaFeature{{Name: "prefers-color-scheme", Value: scheme}}).Do(ctx)
			}))
			if err != nil {
				t.Fatal(err)
			}
			var bg string
			b.Eval(t, `getComputedStyle(document.body).backgroundColor`, &bg)
			if bg != want {
				t.Errorf("system %s: background %s, want %s", scheme, bg, want)
			}
		}
	})
}

func homeCount(list []string, s string) int {
	n := 0
	for _, v := range list {
		if v == s {
			n++
		}
	}
	return n
}

func homeHTMLHas(classes ...string) string {
	var conds []string
	for _, c := range classes {
		conds = append(conds, `document.documentElement.classList.contains(`+jsString(c)+`)`)
	}
	return strings.Join(conds, " && ")
}

func homeWait(t *testing.T, b *Browser, js string) {
	t.Helper()
	if err := b.WaitTrue(t, js, 20*time.Second); err != nil {
		t.Fatal(err)
	}
}

func homeClick(t *testing.T, b *Browser, sel string) {
	t.Helper()
	homeWait(t, b, `!!document.querySelector(`+jsString(sel)+`)`)
	// Centre it first: at the bottom edge it would sit under the phone's navigation bar.
	b.Eval(t, `document.querySelector(`+jsString(sel)+`).scrollIntoView({block: "center"}); true`, nil)
	if err := b.Run(t, 10*time.Second, chromedp.Click(sel, chromedp.ByQuery)); err != nil {
		t.Fatalf("click %s: %v", sel, err)
	}
}

// homeType replaces an input's text by typing, so the app sees real input events.
func homeType(t *testing.T, b *Browser, sel, text string) {
	t.Helper()
	homeWait(t, b, `!!document.querySelector(`+jsString(sel)+`)`)
	b.Eval(t, `(() => { const i = document.querySelector(`+jsString(sel)+`); i.value = ""; i.dispatchEvent(new Event("input", {bubbles: true})); return true })()`, nil)
	if err := b.Run(t, 10*time.Second, chromedp.SendKeys(sel, text, chromedp.ByQuery)); err != nil {
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
	b.Eval(t, `(() => { const s = document.querySelector(`+jsString(sel)+`); s.value = `+jsString(value)+`; s.dispatchEvent(new Event("change", {bubbles: true})); return true })()`, nil)
}

func homeClearMetrics(t *testing.T, b *Browser) {
	t.Helper()
	if err := b.Run(t, 5*time.Second, emulation.ClearDeviceMetricsOverride()); err != nil {
		t.Fatal(err)
	}
}
