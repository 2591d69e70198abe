//go:build !wasm

package e2e

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/fetch"
	"github.com/chromedp/chromedp"
)

// The resume prompt (issue 33, U18) and the page before the app is ready (U11).

func TestUXBResumeAsksContinueOrNewByAge(t *testing.T) {
	srv, b := startApp(t, "/")
	b.Eval(t, `Object.keys(localStorage).filter(k => k.startsWith("tableside.wizard.")).forEach(k => localStorage.removeItem(k)); goappNav("/rule/revoke"); true`, nil)
	waitStep(t, b, "stage")
	b.Click(t, `button.answer[data-option="established"]`)
	waitStep(t, b, "revoke-trick")

	reopen := func() {
		t.Helper()
		b.Eval(t, `goappNav("/"); true`, nil)
		b.Wait(t, `location.pathname === "/" && !document.querySelector("#wizard")`)
		b.Eval(t, `goappNav("/rule/revoke"); true`, nil)
		b.Wait(t, `!!document.querySelector("#resume") || !!document.querySelector("#question")`)
	}
	firstChoice := func() string {
		var id string
		b.Eval(t, `(document.querySelector("#resume button") || {}).id || ""`, &id)
		return id
	}

	t.Run("home marks the ruling in progress", func(t *testing.T) {
		b.Eval(t, `goappNav("/"); true`, nil)
		b.Wait(t, `location.pathname === "/" && !document.querySelector("#wizard")`)
		b.Wait(t, `!!document.querySelector('#unfinished a.unfinished-link[data-flow="revoke"]')`)
		if got := b.Text(t, `#unfinished a[data-flow="revoke"]`); !strings.Contains(got, "Revoke") || !strings.Contains(got, "from ") {
			t.Errorf("mark = %q, want the ruling and when it was left", got)
		}
		b.Screenshot(t, "uxb-home-in-progress-390x844", 390, 844)
		b.ResetViewport(t)
	})

	t.Run("just left: asked, Continue first, and it continues", func(t *testing.T) {
		reopen()
		if n := b.Count(t, "#resume"); n != 1 {
			t.Fatal("an unfinished ruling was taken up without asking")
		}
		if n := b.Count(t, "#question"); n != 0 {
			t.Error("the old question is shown under the prompt")
		}
		if got := b.Text(t, "#resume-title"); !strings.HasPrefix(got, "Continue the ruling from ") {
			t.Errorf("prompt = %q, want the time it was left", got)
		}
		if id := firstChoice(); id != "resume-continue" {
			t.Errorf("first choice = %q, want Continue for a ruling left a moment ago", id)
		}
		b.Screenshot(t, "uxb-resume-fresh-390x844", 390, 844)
		b.ResetViewport(t)
		b.Click(t, "#resume-continue")
		waitStep(t, b, "revoke-trick")
		if n := b.Count(t, "#breadcrumb button[data-answer-index]"); n != 1 {
			t.Errorf("continued with %d answers, want the 1 given", n)
		}
	})

	t.Run("left 25 minutes ago: a new ruling first, and it starts anew", func(t *testing.T) {
		b.Eval(t, `localStorage.setItem("tableside.wizard.revoke.at", JSON.stringify(new Date(Date.now() - 25*60*1000).toISOString())); true`, nil)
		reopen()
		if id := firstChoice(); id != "resume-new" {
			t.Errorf("first choice = %q, want a new ruling for one left 25 minutes ago", id)
		}
		b.Screenshot(t, "uxb-resume-stale-390x844", 390, 844)
		b.ResetViewport(t)
		b.Click(t, "#resume-new")
		waitStep(t, b, "stage")
		if n := b.Count(t, "#breadcrumb"); n != 0 {
			t.Error("a new ruling shows the old answers")
		}
	})

	t.Run("a reload in the middle asks nothing", func(t *testing.T) {
		b.Click(t, `button.answer[data-option="established"]`)
		waitStep(t, b, "revoke-trick")
		var here string
		b.Eval(t, `location.pathname + location.search`, &here)
		b.Load(t, srv.URL+here)
		waitStep(t, b, "revoke-trick")
	})
}

func TestUXBControlsDisabledUntilTheAppIsReady(t *testing.T) {
	srv, b := startApp(t, "/about")
	paused := make(chan fetch.RequestID, 4)
	chromedp.ListenTarget(b.Ctx, func(ev any) {
		if e, ok := ev.(*fetch.EventRequestPaused); ok {
			paused <- e.RequestID
		}
	})
	// Hold app.wasm back (the service worker is bypassed for the test's page loads below).
	if err := b.Run(t, 10*time.Second,
		chromedp.ActionFunc(func(ctx context.Context) error {
			return fetch.Enable().WithPatterns([]*fetch.RequestPattern{{URLPattern: "*app.wasm*"}}).Do(ctx)
		}),
	); err != nil {
		t.Fatal(err)
	}
	b.Eval(t, `navigator.serviceWorker.getRegistrations().then(rs => Promise.all(rs.map(r => r.unregister()))).then(() => caches.keys()).then(ks => Promise.all(ks.map(k => caches.delete(k)))).then(() => true)`, nil)
	if err := b.Run(t, 30*time.Second, chromedp.Navigate(srv.URL+"/rule/revoke")); err != nil {
		t.Fatal(err)
	}
	var id fetch.RequestID
	select {
	case id = <-paused:
	case <-time.After(30 * time.Second):
		t.Fatal("app.wasm was never requested")
	}

	var before struct {
		Starting      bool
		Events        string
		Opacity       string
		PillCoverBack bool
		Ready         bool
	}
	b.Eval(t, `(() => {
		const btn = document.querySelector("main button.answer"), back = document.querySelector("#back"), pill = document.querySelector("#app-wasm-loader");
		const s = getComputedStyle(btn), r = back.getBoundingClientRect(), p = pill ? pill.getBoundingClientRect() : null;
		const overlap = !!p && p.left < r.right && r.left < p.right && p.top < r.bottom && r.top < p.bottom;
		return {Starting: document.documentElement.classList.contains("app-starting"), Events: s.pointerEvents, Opacity: s.opacity, PillCoverBack: overlap, Ready: !!document.querySelector("#wasm-ready")};
	})()`, &before)
	if before.Ready {
		t.Fatal("the app was ready with app.wasm held back")
	}
	if !before.Starting || before.Events != "none" || before.Opacity == "1" {
		t.Errorf("before the app is ready: %+v, want the answers disabled", before)
	}
	if before.PillCoverBack {
		t.Error("the loading pill covers the Back button")
	}
	b.Screenshot(t, "uxb-before-ready-390x844", 390, 844)
	// From 700 px the main navigation is in the top bar, beside the pill: it must stay clear.
	for _, w := range []int64{768, 1024} {
		if err := b.Run(t, 5*time.Second, emulation.SetDeviceMetricsOverride(w, 1024, 1, false)); err != nil {
			t.Fatal(err)
		}
		var covered string
		b.Eval(t, `(() => { const p = document.querySelector("#app-wasm-loader").getBoundingClientRect();
			const hit = [...document.querySelectorAll(".topnav-link, .brand")].find(a => { const r = a.getBoundingClientRect(); return p.left < r.right && r.left < p.right && p.top < r.bottom && r.top < p.bottom; });
			return hit ? hit.textContent : ""; })()`, &covered)
		if covered != "" {
			t.Errorf("at %d px the loading pill covers %q", w, covered)
		}
		b.Screenshot(t, fmt.Sprintf("uxb-before-ready-%dx1024", w), w, 1024)
	}
	b.ResetViewport(t)

	if err := b.Run(t, 10*time.Second, fetch.ContinueRequest(id), fetch.Disable()); err != nil {
		t.Fatal(err)
	}
	b.Wait(t, `!!document.querySelector("#wasm-ready")`)
	var after string
	b.Eval(t, `document.documentElement.classList.contains("app-starting") ? "still starting" : getComputedStyle(document.querySelector("main button.answer")).pointerEvents`, &after)
	if after != "auto" {
		t.Errorf("once ready, answers: %s, want them enabled", after)
	}
}
