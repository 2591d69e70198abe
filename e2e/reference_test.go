//go:build !wasm

package e2e

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	tsapp "tableside/app"

	"github.com/chromedp/chromedp"
)

// TestReference: the pages show their text before the wasm runs, client navigation fetches
// the others, the search finds sections, a link to a section scrolls to it clear of the top
// bar, and after one visit every page opens offline by deep link. The wasm carries none of
// the text. The steps share one browser; the offline step kills the server, so it is last.
func TestReference(t *testing.T) {
	srv, b := startApp(t, "/reference")

	step := func(name string, f func(t *testing.T)) {
		if !t.Run(name, f) {
			t.FailNow()
		}
	}

	step("the text is not in the wasm", func(t *testing.T) {
		_, root := Build(t)
		wasm, err := os.ReadFile(filepath.Join(root, "web", "app.wasm"))
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range []string{"Accept no winning line the claimer did not state", "the North–South pairs play the East–West cards"} {
			if strings.Contains(string(wasm), s) {
				t.Errorf("app.wasm contains %q: the reference's text belongs in web/reference", s)
			}
		}
	})

	step("the server's page has the text before the wasm starts", func(t *testing.T) {
		// ?wasm=false: go-app's loader leaves the pre-rendered page alone.
		if err := b.Run(t, 30*time.Second,
			chromedp.Navigate(srv.URL+"/reference/dummy?wasm=false"),
			chromedp.WaitReady(`#ref-doc[data-doc="dummy"] #limits`, chromedp.ByQuery)); err != nil {
			t.Fatalf("pre-rendered page: %v", err)
		}
		if n := b.Count(t, "#wasm-ready"); n != 0 {
			t.Fatal("the wasm ran although asked not to")
		}
	})

	step("/reference lists the pages; a tap opens one, fetched by the client", func(t *testing.T) {
		b.Load(t, srv.URL+"/reference")
		b.Click(t, `a.ref-link[data-doc="movements"]`)
		b.Wait(t, `!!document.querySelector('#ref-doc[data-doc="movements"] #arrow-switch')`)
		if got := b.Text(t, "main h1"); got != "Movements" {
			t.Errorf("title = %q", got)
		}
		var title string
		b.Eval(t, `document.title`, &title)
		if !strings.HasPrefix(title, "Movements") {
			t.Errorf("tab title = %q", title)
		}
		if !srv.Requested("/web/reference/movements.html") {
			t.Error("the fragment was not fetched")
		}
	})

	step("search on /reference finds a section and its link scrolls to it", func(t *testing.T) {
		b.Load(t, srv.URL+"/reference")
		homeSearch(t, b, "law 64")
		b.Wait(t, `!!document.querySelector('#search-results a[data-section="law-64"]')`)
		// Rulings match too: one search over both.
		b.Wait(t, `!!document.querySelector('#search-results a[data-flow="revoke"]')`)
		b.Click(t, `#search-results a[data-section="law-64"]`)
		b.Wait(t, `!!document.querySelector('#ref-doc[data-doc="laws"] #law-64')`)
		b.ScrollSettled(t)
		var top, bar float64
		b.Eval(t, `document.getElementById("law-64").getBoundingClientRect().top`, &top)
		b.Eval(t, `document.querySelector(".topbar").getBoundingClientRect().bottom`, &bar)
		if top < bar-1 || top > bar+120 {
			t.Errorf("#law-64 is at %.0f px; the top bar ends at %.0f", top, bar)
		}
		b.Click(t, `#law-64 .law-flows a[href="/rule/revoke"]`)
		b.Wait(t, `!!document.querySelector('#wizard[data-flow="revoke"]')`)
	})

	step("screenshots: a reference page at phone and tablet sizes, light and dark", func(t *testing.T) {
		for _, theme := range []string{"light", "dark"} {
			setTheme(t, b, theme)
			// Opened inside the app (Navigate). Each round starts from a ruling's page, so the
			// reference page starts anew and applies the theme just chosen, as a load would.
			b.Navigate(t, srv.URL+"/reference/laws")
			b.Wait(t, `document.documentElement.classList.contains("theme-`+theme+`")`)
			b.Wait(t, routeReadyJS("/reference/laws"))
			shoot(t, b, "reference-laws-"+theme)
			b.Navigate(t, srv.URL+"/reference")
			b.Wait(t, `!!document.querySelector('#ref-doc[data-doc=""] a.ref-link')`)
			shoot(t, b, "reference-"+theme)
			b.Navigate(t, srv.URL+"/rule/insufficient-bid")
			b.Wait(t, routeReadyJS("/rule/insufficient-bid"))
			shoot(t, b, "bidding-box-"+theme)
		}
		setTheme(t, b, "light")
	})

	b.WaitOfflineReady(t, srv.URL)
	srv.Kill()

	step("offline: every reference page opens by deep link, with its text", func(t *testing.T) {
		for _, p := range append(referencePagePaths(), "/reference/movements#arrow-switch", "/reference/laws?from=test#law-16") {
			b.Load(t, srv.URL+p)
			b.Wait(t, `!!document.querySelector("#ref-doc")`)
		}
		b.Wait(t, `(() => { const r = document.getElementById("law-16").getBoundingClientRect(); return r.top >= 0 && r.top < 300; })()`)
		b.Load(t, srv.URL+"/reference")
		homeSearch(t, b, "arrow switch")
		b.Wait(t, `!!document.querySelector('#search-results a[data-section="arrow-switch"]')`)
	})
}

func referencePagePaths() []string {
	var out []string
	for _, p := range tsapp.Paths() {
		if strings.HasPrefix(p, "/reference") {
			out = append(out, p)
		}
	}
	return out
}
