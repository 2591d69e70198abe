//go:build !(js && wasm)

package e2e

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"tableside/e2e"
	"tableside/engine/catalog"
	"tableside/syncapi"
)

// cspJS records every Content-Security-Policy violation of each document from its very start,
// before any of the page's own scripts run.
const cspJS = `window.__csp = []; document.addEventListener("securitypolicyviolation",
  (e) => window.__csp.push(e.violatedDirective + " " + (e.blockedURI || "") + " " + (e.sample || "")));`

// newDevice is a Chromium on its own fresh profile that records CSP violations.
func newDevice(t *testing.T) *e2e.Browser {
	t.Helper()
	b := e2e.NewBrowser(t, t.TempDir())
	err := b.Run(t, 10*time.Second, chromedp.ActionFunc(func(ctx context.Context) error {
		_, err := page.AddScriptToEvaluateOnNewDocument(cspJS).Do(ctx)
		return err
	}))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// noViolations loads each path and fails on any CSP violation while it loads and starts.
func noViolations(t *testing.T, b *e2e.Browser, base string, paths ...string) {
	t.Helper()
	for _, p := range paths {
		b.Load(t, base+p)
		time.Sleep(300 * time.Millisecond) // late loads (icons, the manifest) report too
		var v []string
		b.Eval(t, `window.__csp`, &v)
		if len(v) != 0 {
			t.Errorf("%s: %d CSP violations: %q", p, len(v), v)
		}
		var themed bool // the inline theme script ran: its hash is allowed
		b.Eval(t, `document.documentElement.classList.contains("theme-light") || document.documentElement.classList.contains("theme-dark")`, &themed)
		if !themed {
			t.Errorf("%s: the theme script did not run", p)
		}
	}
}

func setOffline(t *testing.T, b *e2e.Browser, offline bool) {
	t.Helper()
	if err := b.Run(t, 10*time.Second, network.Enable(), network.EmulateNetworkConditions(offline, 0, -1, -1)); err != nil {
		t.Fatal(err)
	}
}

// joinClub joins through Settings, as a director would, and waits for the first sync.
func joinClub(t *testing.T, b *e2e.Browser, base, code, name string) {
	t.Helper()
	b.Load(t, base+"/settings")
	b.SetValue(t, "#join-code", code, "input")
	b.SetValue(t, "#device-name", name, "input")
	b.Click(t, "#join-club")
	b.Wait(t, `(document.querySelector("#sync-status")||{dataset:{}}).dataset.state === "synced"`)
	if got := b.Text(t, "#share-device"); got != name {
		t.Errorf("joined as %q, want %q", got, name)
	}
}

// saveARuling walks the first flow's first path with the wizard and saves it to the log.
func saveARuling(t *testing.T, b *e2e.Browser, base string) {
	t.Helper()
	flows := catalog.Flows()
	if len(flows) == 0 {
		t.Fatal("no ruling flows")
	}
	f := flows[0]
	paths, err := f.Paths()
	if err != nil || len(paths) == 0 {
		t.Fatalf("%s: no path: %v", f.ID, err)
	}
	s := paths[0].Session
	b.Load(t, base+"/rule/"+f.ID)
	for i, g := range s.Answers {
		st, err := catalog.Decide(s.Upto(i))
		if err != nil || st.Step == nil {
			t.Fatalf("answer %d of %s: %v", i+1, f.ID, err)
		}
		b.Wait(t, `(document.querySelector("#question")||{dataset:{}}).dataset.step === "`+g.Step+`"`)
		for _, sel := range e2e.AnswerSelectors(st.Step, g.Answer) {
			b.Click(t, sel)
		}
	}
	b.Wait(t, `!!document.querySelector("#outcome")`)
	b.Click(t, "#save-to-log")
	b.NoTableIfAsked(t) // this phone has no table set: the save asks, and this ruling has none
	b.Wait(t, `(document.querySelector("#save-status")||{}).textContent === "Saved to the log"`)
}

// The club's shared log in two browsers against the hosted stack (wrangler dev): a ruling
// saved on the phone with no signal is on the front-desk tablet's log once the phone is
// back online; no page load breaks the Content-Security-Policy.
func TestARulingSavedOfflineOnThePhoneReachesTheTablet(t *testing.T) {
	w := need(t)
	t.Parallel()
	lap := time.Now()
	timing := func(what string) {
		t.Logf("%-40s %6.1fs", what, time.Since(lap).Seconds())
		lap = time.Now()
	}
	club, err := (&syncapi.Client{Base: w.URL, Token: w.Admin}).CreateClub(context.Background(), "Riverside BC")
	if err != nil {
		t.Fatal(err)
	}
	phone, tablet := newDevice(t), newDevice(t)
	timing("two Chromium profiles started")

	noViolations(t, phone, w.URL, "/", "/settings", "/log", "/about", "/rule/"+catalog.Flows()[0].ID)
	phone.WaitOfflineReady(t, w.URL)
	timing("phone: pages loaded, offline copy ready")

	joinClub(t, phone, w.URL, club.JoinCode, "Director's phone")
	joinClub(t, tablet, w.URL, strings.ToLower(club.JoinCode), "Front desk")
	timing("both joined the club")

	tablet.Load(t, w.URL+"/log")
	tablet.Wait(t, `!!document.querySelector('#log-list[data-loaded="true"]')`)
	if n := tablet.Count(t, "li.log-entry"); n != 0 {
		t.Fatalf("the tablet's log starts with %d rulings", n)
	}

	setOffline(t, phone, true)
	phone.Wait(t, `navigator.onLine === false`)
	saveARuling(t, phone, w.URL)
	var id string
	phone.Eval(t, `new Promise((ok, bad) => { const r = indexedDB.open("tableside"); r.onerror = bad;
	  r.onsuccess = () => { const q = r.result.transaction("rulings").objectStore("rulings").getAllKeys();
	    q.onsuccess = () => ok(q.result.join(",")); q.onerror = bad; }; })`, &id)
	if id == "" || strings.Contains(id, ",") {
		t.Fatalf("the phone's log holds %q, want one ruling", id)
	}
	phone.Load(t, w.URL+"/settings")
	phone.Wait(t, `(document.querySelector("#sync-status")||{dataset:{}}).dataset.state === "offline"`)
	if got := phone.Text(t, "#sync-status"); got != "Offline: 1 ruling waiting to sync." {
		t.Errorf("offline phone's status %q", got)
	}
	timing("phone: ruling saved offline")

	setOffline(t, phone, false) // the browser fires "online": the phone syncs
	phone.Wait(t, `(document.querySelector("#sync-status")||{dataset:{}}).dataset.state === "synced"`)
	timing("phone: back online and synced")

	// The tablet's log shows it after its next sync (every 20 s while in view).
	if err := tablet.WaitTrue(t, `!!document.querySelector('li.log-entry[data-entry="`+id+`"]')`, 60*time.Second); err != nil {
		t.Fatal(err)
	}
	timing("tablet: the ruling is on its log")

	tablet.Load(t, w.URL+"/log/entry?id="+id)
	tablet.Wait(t, `!!document.querySelector('#entry[data-entry="`+id+`"]')`)
	if tablet.Count(t, "#edit-conflict") != 0 {
		t.Error("a ruling edited once says it was edited on two devices")
	}
	noViolations(t, tablet, w.URL, "/", "/settings", "/log")

	// The control: the listener and the policy do catch an inline script.
	var ran bool
	tablet.Eval(t, `(() => { const s = document.createElement("script"); s.textContent = "window.__inlineRan = true";
	  document.head.appendChild(s); return !!window.__inlineRan; })()`, &ran)
	tablet.Wait(t, `window.__csp.length === 1 && window.__csp[0].startsWith("script-src")`)
	if ran {
		t.Error("an injected inline script ran: the CSP is not enforced")
	}
	timing("tablet: pages checked for CSP violations")
}
