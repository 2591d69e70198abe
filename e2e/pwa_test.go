//go:build !wasm

package e2e

import (
	"context"
	"slices"
	"testing"
	"time"

	tsapp "tableside/app"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// TestInstalledAppLifecycle follows one installed app through its life:
// first visit, offline use, relaunch, a broken deploy, and a good update.
// The steps share one profile and depend on each other, so the first
// failure stops the rest.
func TestInstalledAppLifecycle(t *testing.T) {
	skipShort(t)
	profile := t.TempDir()
	srv := StartServer(t, ServerOptions{})
	b := NewBrowser(t, profile)
	recordWasmSource(t, b)
	v1 := srv.Version
	lifecycle := t // browsers and servers must outlive the subtest that starts them

	step := func(name string, f func(t *testing.T)) {
		if !t.Run(name, f) {
			t.FailNow()
		}
	}

	step("cold load renders from the wasm client", func(t *testing.T) {
		ms := b.Load(t, srv.URL+"/")
		t.Logf("cold load: wasm rendered %d ms after navigation start", ms.Milliseconds())
		if got := b.Text(t, "#categories-title"); got != "Ruling categories" {
			t.Errorf("categories heading = %q", got)
		}
		if got := wasmSource(t, b); got != "" {
			t.Errorf("first visit: app.wasm compiled from %q, want go-app's stream, which shows the download's percentage", got)
		}
	})

	step("service worker caches every entry", func(t *testing.T) {
		start := time.Now()
		s := b.WaitOfflineReady(t, srv.URL)
		t.Logf("offline-ready %d ms after the cold load: %d entries in %v", time.Since(start).Milliseconds(), len(s.Cached), s.Caches)
		for _, p := range tsapp.Paths() {
			if !slices.Contains(s.Cached, p) {
				t.Errorf("page %s not cached", p)
			}
		}
	})

	step("installable, with no installability errors", func(t *testing.T) {
		var errs []*page.InstallabilityError
		err := b.Run(t, 20*time.Second, chromedp.ActionFunc(func(ctx context.Context) error {
			var err error
			errs, err = page.GetInstallabilityErrors().Do(ctx)
			return err
		}))
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range errs {
			t.Errorf("installability error: %s %v", e.ErrorID, e.ErrorArguments)
		}
	})

	step("screenshots", func(t *testing.T) {
		for _, p := range []struct{ name, path string }{{"home", "/"}, {"about", "/about"}, {"rule-revoke", "/rule/revoke"}} {
			b.Load(t, srv.URL+p.path)
			if p.name == "about" {
				b.WaitText(t, "#status-offline", "Saved on this device")
			}
			b.Screenshot(t, p.name+"-390x844", 390, 844)
			b.Screenshot(t, p.name+"-1024x768", 1024, 768)
		}
		b.ResetViewport(t)
	})

	srv.Kill()

	step("offline: every route, a deep link and a query string render", func(t *testing.T) {
		urls := append(tsapp.Paths(), "/?q=1", "/about?from=test")
		for _, p := range urls {
			ms := b.Load(t, srv.URL+p)
			t.Logf("offline %-32s %4d ms", p, ms.Milliseconds())
			// Each ruling's and reference page's address opens its own page: the one test that
			// loads every address (the others open pages inside the running app).
			b.Wait(t, routeReadyJS(p))
		}
		b.Load(t, srv.URL+"/about")
		if got := b.Text(t, "#app-version"); got != v1 {
			t.Errorf("version = %q, want %q", got, v1)
		}
		if got := wasmSource(t, b); got != srv.URL+"/web/app.wasm" {
			t.Errorf("offline: app.wasm compiled from %q, want the cached response itself", got)
		}
	})

	step("relaunch the browser with the server down", func(t *testing.T) {
		b.Close()
		b = NewBrowser(lifecycle, profile)
		recordWasmSource(t, b)
		ms := b.Load(t, srv.URL+"/")
		t.Logf("relaunch offline: wasm rendered in %d ms", ms.Milliseconds())
		if got := wasmSource(t, b); got != srv.URL+"/web/app.wasm" {
			t.Errorf("relaunch: app.wasm compiled from %q, want the cached response itself", got)
		}
	})

	step("a deploy with a missing file leaves the old version working", func(t *testing.T) {
		bad := StartServer(lifecycle, ServerOptions{Addr: srv.Addr, Version: v1 + "-bad", Cache: []string{"/web/missing.css"}})
		b.Load(t, bad.URL+"/")
		var state string
		b.Eval(t, `(async () => {
		  const reg = await navigator.serviceWorker.getRegistration();
		  try { await reg.update(); } catch (e) {}
		  for (let i = 0; i < 100 && (reg.installing || reg.waiting); i++) await new Promise(r => setTimeout(r, 100));
		  return (reg.installing ? "installing " : "") + (reg.waiting ? "waiting " : "") + (reg.active ? "active" : "none");
		})()`, &state)
		if !bad.Requested("/web/missing.css") {
			t.Fatalf("the bad deploy was never attempted; server log:\n%s", bad.Log())
		}
		if state != "active" {
			t.Errorf("registration state = %q, want only the old worker active", state)
		}
		s := b.OfflineState(t)
		if len(s.Caches) != 1 || s.Caches[0] != "app-"+v1 {
			t.Errorf("caches = %v, want only app-%s", s.Caches, v1)
		}
		bad.Kill()
		b.Load(t, srv.URL+"/about")
		if got := b.Text(t, "#app-version"); got != v1 {
			t.Errorf("offline after the bad deploy: version = %q, want %q", got, v1)
		}
		b.Load(t, srv.URL+"/rule/revoke")
	})

	step("a good update shows the banner and reload brings it in", func(t *testing.T) {
		v2 := v1 + "-v2"
		good := StartServer(lifecycle, ServerOptions{Addr: srv.Addr, Version: v2})
		b.Load(t, good.URL+"/about")
		start := time.Now()
		// What a phone does when the app comes back into view or online.
		b.Eval(t, `window.dispatchEvent(new Event("online")); true`, nil)
		if err := b.Run(t, 45*time.Second, chromedp.WaitVisible("#update-banner", chromedp.ByQuery)); err != nil {
			t.Fatalf("no update banner: %v", err)
		}
		t.Logf("update banner shown %d ms after the check", time.Since(start).Milliseconds())
		if got := b.Text(t, "#app-version"); got != v1 {
			t.Errorf("before reload the running version = %q, want %q (no reload by itself)", got, v1)
		}
		b.Click(t, "#update-reload")
		if err := b.WaitTrue(t, `(() => { const e = document.getElementById("app-version"); return !!e && !!document.getElementById("wasm-ready") && e.textContent.trim() === `+jsString(v2)+`; })()`, 45*time.Second); err != nil {
			t.Fatalf("after reload: %v (version %q)", err, b.Text(t, "#app-version"))
		}
		if n := b.Count(t, "#update-banner"); n != 0 {
			t.Errorf("banner still shown after the reload")
		}
	})
}

// recordWasmSource makes every page of b note the URL of the response it compiles app.wasm
// from: the cached response itself (app.js patched by cmd/tableside/loader.go, under the
// service worker), or "" for go-app's stream, which re-wraps the download to show its progress.
func recordWasmSource(t *testing.T, b *Browser) {
	t.Helper()
	const js = `(() => {
  const compile = WebAssembly.instantiateStreaming;
  WebAssembly.instantiateStreaming = async (source, imports) => {
    const res = await source;
    window.__wasmSource = res.url;
    return compile.call(WebAssembly, res, imports);
  };
})();`
	err := b.Run(t, 10*time.Second, chromedp.ActionFunc(func(ctx context.Context) error {
		_, err := page.AddScriptToEvaluateOnNewDocument(js).Do(ctx)
		return err
	}))
	if err != nil {
		t.Fatal(err)
	}
}

// wasmSource is what recordWasmSource noted on the page now shown.
func wasmSource(t *testing.T, b *Browser) string {
	t.Helper()
	var src *string
	b.Eval(t, `window.__wasmSource === undefined ? null : window.__wasmSource`, &src)
	if src == nil {
		t.Fatal("the page never compiled app.wasm through WebAssembly.instantiateStreaming")
	}
	return *src
}
