//go:build !wasm

package e2e

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"tableside/engine/bridge"
	"tableside/engine/ruling"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// The wizard end to end: every registered flow clicked through the DOM contract's selectors,
// refusals, reload, back and breadcrumb, saving to the log, screenshots, and offline use.
// The steps share one browser and one server; the offline step kills the server, so it is last.
func TestWizard(t *testing.T) {
	skipShort(t)
	srv := StartServer(t, ServerOptions{})
	b := NewBrowser(t, t.TempDir())
	b.Load(t, srv.URL+"/")
	whole := t // servers started in a step must outlive it

	step := func(name string, f func(t *testing.T)) {
		if !t.Run(name, f) {
			t.FailNow()
		}
	}

	step("every flow, first and last path, reaches the engine's outcome on screen", func(t *testing.T) {
		for _, f := range ruling.Flows() {
			paths, err := f.Paths()
			if err != nil {
				t.Fatal(err)
			}
			picks := []ruling.Path{paths[0]}
			if len(paths) > 1 {
				picks = append(picks, paths[len(paths)-1])
			}
			for _, p := range picks {
				openFresh(t, b, srv.URL, f.ID)
				clicks := walkPath(t, b, p.Session)
				checkOutcome(t, b, f.ID, p)
				t.Logf("%-26s %2d clicks: %s -> %s", f.ID, clicks, p.Describe(), p.Outcome.ID)
			}
		}
	})

	step("a refused answer shows the engine's reason and changes nothing", func(t *testing.T) {
		openFresh(t, b, srv.URL, "insufficient-bid")
		click(t, b, `button[data-call="1S"]`)
		waitStep(t, b, "bid")
		click(t, b, `button[data-call="2H"]`) // sufficient over 1♠: not an insufficient bid
		waitTrue(t, b, `!!document.querySelector("#answer-error")`)
		if msg := b.Text(t, "#answer-error"); !strings.Contains(msg, "sufficient") {
			t.Errorf("refusal = %q, want the engine's reason", msg)
		}
		if got := attr(t, b, "#question", "data-step"); got != "bid" {
			t.Errorf("after a refusal the step is %q, want bid", got)
		}
		if n := count(t, b, "#breadcrumb button[data-answer-index]"); n != 1 {
			t.Errorf("after a refusal %d answers are shown, want 1", n)
		}
		if role := attr(t, b, "#answer-error", "role"); role != "alert" {
			t.Errorf("#answer-error role = %q", role)
		}
		click(t, b, `button[data-call="1C"]`)
		waitStep(t, b, "status")
		if n := count(t, b, "#answer-error"); n != 0 {
			t.Error("the refusal is still shown after an accepted answer")
		}
	})

	step("reload mid-wizard and continue", func(t *testing.T) {
		openFresh(t, b, srv.URL, "revoke")
		click(t, b, `button.answer[data-option="established"]`)
		waitStep(t, b, "revoke-trick")
		b.Load(t, srv.URL+"/rule/revoke")
		waitStep(t, b, "revoke-trick")
		if n := count(t, b, "#breadcrumb button[data-answer-index]"); n != 1 {
			t.Fatalf("after reload %d answers shown, want 1", n)
		}
		if got := b.Text(t, `#breadcrumb button[data-answer-index="0"]`); !strings.Contains(got, "Established") {
			t.Errorf("breadcrumb item = %q, want the option's label", got)
		}
		click(t, b, `button.answer[data-option="revoker"]`)
		waitStep(t, b, "later-trick")
	})

	step("back and the breadcrumb go back to earlier questions", func(t *testing.T) {
		// Continues the revoke above: stage, revoke-trick answered; now at later-trick.
		click(t, b, "#back")
		waitStep(t, b, "revoke-trick")
		if n := count(t, b, "#breadcrumb button[data-answer-index]"); n != 1 {
			t.Errorf("after Back %d answers shown, want 1", n)
		}
		click(t, b, `#breadcrumb button[data-answer-index="0"]`)
		waitStep(t, b, "stage")
		if n := count(t, b, "#breadcrumb"); n != 0 {
			t.Error("the breadcrumb is shown with no answers")
		}
		var focused string
		b.Eval(t, `document.activeElement && document.activeElement.id`, &focused)
		if focused != "question-prompt" {
			t.Errorf("focus is on %q after going back, want the question's heading", focused)
		}
		click(t, b, `button.answer[data-option="no-revoke"]`)
		waitTrue(t, b, `!!document.querySelector("#outcome")`)
		click(t, b, "#restart")
		waitStep(t, b, "stage")
	})

	step("a stale saved session starts again with a note", func(t *testing.T) {
		openFresh(t, b, srv.URL, "revoke")
		b.Eval(t, `localStorage.setItem("tableside.wizard.revoke", JSON.stringify({flow: "revoke", answers: [{step: "no-such-step", answer: {kind: 1, option: "x"}}]})); true`, nil)
		b.Load(t, srv.URL+"/rule/revoke")
		waitStep(t, b, "stage")
		if note := b.Text(t, "#wizard-note"); !strings.Contains(note, "starting again") {
			t.Errorf("note = %q", note)
		}
	})

	step("save to log says Saved only once stored, and survives a reload", func(t *testing.T) {
		f := ruling.Lookup("opening-lead-out-of-turn")
		paths, _ := f.Paths()
		openFresh(t, b, srv.URL, f.ID)
		walkPath(t, b, paths[0].Session)
		click(t, b, "#save-to-log")
		waitTrue(t, b, `(document.querySelector("#save-status")||{}).textContent === "Saved to the log"`)
		var stored int
		b.Eval(t, `new Promise((ok, bad) => { const r = indexedDB.open("tableside"); r.onerror = bad;
		  r.onsuccess = () => { const q = r.result.transaction("rulings").objectStore("rulings").getAll();
		    q.onsuccess = () => ok(q.result.map(r => JSON.parse(r.json)).filter(e => e.session && e.session.flow === "opening-lead-out-of-turn" && e.outcome.id === `+jsString(paths[0].Outcome.ID)+`).length); q.onerror = bad; }; })`, &stored)
		if stored != 1 {
			t.Errorf("%d matching entries in the log, want 1", stored)
		}
		var kept bool
		b.Eval(t, `localStorage.getItem("tableside.wizard.opening-lead-out-of-turn") !== null`, &kept)
		if kept {
			t.Error("the saved ruling is still kept as in progress")
		}
		if n := count(t, b, "#save-to-log"); n != 0 {
			t.Error("the save button is still offered after saving")
		}
		if n := count(t, b, `a#another-ruling[href="/"]`); n != 1 {
			t.Error("no way to start another ruling")
		}
		b.Load(t, srv.URL+"/rule/"+f.ID)
		waitStep(t, b, f.Start)
		if n := count(t, b, "#save-status"); n != 0 {
			t.Error("after reload a finished, saved ruling is shown again")
		}
	})

	step("screenshots of a question and an outcome, light and dark, phone and tablet", func(t *testing.T) {
		for _, theme := range []string{"light", "dark"} {
			setTheme(t, b, srv.URL, theme)
			openFresh(t, b, srv.URL, "revoke")
			click(t, b, `button.answer[data-option="established"]`)
			waitStep(t, b, "revoke-trick")
			shoot(t, b, "wizard-question-"+theme)
			for _, sel := range []string{`button.answer[data-option="revoker"]`, `button.answer[data-option="yes"]`, `button.answer[data-option="defenders"]`} {
				click(t, b, sel)
				time.Sleep(150 * time.Millisecond)
			}
			waitStep(t, b, "result")
			shoot(t, b, "wizard-result-"+theme)
			for _, sel := range []string{`button[data-level="4"]`, `button[data-strain="H"]`, `button[data-declarer="S"]`, `button[data-tricks-step="1"]`, `#answer-result`} {
				click(t, b, sel)
			}
			waitStep(t, b, "vulnerable")
			click(t, b, `button.answer[data-option="yes"]`)
			waitTrue(t, b, `!!document.querySelector("#outcome")`)
			shoot(t, b, "wizard-outcome-"+theme)
			openFresh(t, b, srv.URL, "opening-lead-out-of-turn")
			click(t, b, `button.answer[data-option="faced"]`)
			waitStep(t, b, "card")
			click(t, b, `button[data-suit="H"]`)
			waitTrue(t, b, `!!document.querySelector("button[data-rank]")`)
			shoot(t, b, "wizard-card-"+theme)
		}
		setTheme(t, b, srv.URL, "light")
	})

	step("keyboard only: Tab to an answer, Enter answers it, focus moves to the next question", func(t *testing.T) {
		openFresh(t, b, srv.URL, "revoke")
		b.Eval(t, `document.querySelector("#question-prompt").focus(); true`, nil)
		var option string // Tab past "no revoke" to "established", which leads to another question
		for i := 0; i < 12 && option != "established"; i++ {
			b.Run(t, 5*time.Second, chromedp.KeyEvent(kb.Tab))
			b.Eval(t, `(document.activeElement && document.activeElement.matches("button.answer")) ? document.activeElement.dataset.option : ""`, &option)
		}
		if option != "established" {
			t.Fatal("the answer buttons are not reachable with Tab from the question")
		}
		b.Run(t, 5*time.Second, chromedp.KeyEvent(kb.Enter))
		waitStep(t, b, "revoke-trick")
		var focused string
		b.Eval(t, `document.activeElement && document.activeElement.id`, &focused)
		if focused != "question-prompt" {
			t.Errorf("after answering by keyboard the focus is on %q, want the next question's heading", focused)
		}
	})

	step("an in-progress ruling survives an app update", func(t *testing.T) {
		b.Load(t, srv.URL+"/")
		b.WaitOfflineReady(t, srv.URL)
		openFresh(t, b, srv.URL, "revoke")
		click(t, b, `button.answer[data-option="established"]`)
		waitStep(t, b, "revoke-trick")
		srv.Kill()
		srv = StartServer(whole, ServerOptions{Addr: srv.Addr, Version: srv.Version + "-next"})
		b.Eval(t, `window.dispatchEvent(new Event("online")); true`, nil) // what a phone does on coming back online
		if err := b.Run(t, 45*time.Second, chromedp.WaitVisible("#update-banner", chromedp.ByQuery)); err != nil {
			t.Fatalf("no update banner: %v", err)
		}
		if got := attr(t, b, "#question", "data-step"); got != "revoke-trick" {
			t.Errorf("the update interrupted the ruling: now at %q", got)
		}
		click(t, b, "#update-reload")
		waitStep(t, b, "revoke-trick")
		if n := count(t, b, "#breadcrumb button[data-answer-index]"); n != 1 {
			t.Errorf("after the update %d answers are shown, want 1", n)
		}
	})

	step("offline: a wizard opens and finishes with the server gone", func(t *testing.T) {
		b.Load(t, srv.URL+"/")
		b.WaitOfflineReady(t, srv.URL)
		srv.Kill()
		f := ruling.Lookup("revoke")
		paths, _ := f.Paths()
		p := paths[len(paths)/2]
		openFresh(t, b, srv.URL, f.ID)
		walkPath(t, b, p.Session)
		checkOutcome(t, b, f.ID, p)
	})

	// Issue 4's bar: on a phone, offline, a director reaches the right ruling for the common
	// opening lead out of turn, revoke and insufficient bid in four taps or fewer after
	// choosing the ruling. The server is still down from the step above.
	step("offline on a phone: the three common rulings in four taps or fewer", func(t *testing.T) {
		b.Run(t, 5*time.Second, chromedp.EmulateViewport(390, 844))
		for _, id := range []string{"opening-lead-out-of-turn", "revoke", "insufficient-bid"} {
			f := ruling.Lookup(id)
			want, err := f.CommonOutcome()
			if err != nil {
				t.Fatal(err)
			}
			s, err := ruling.Start(id, ruling.Context{})
			if err != nil {
				t.Fatal(err)
			}
			for _, a := range f.Common {
				if s, err = s.Answer(a); err != nil {
					t.Fatal(err)
				}
			}
			openFresh(t, b, srv.URL, id)
			clicks := walkPath(t, b, s)
			checkOutcome(t, b, id, ruling.Path{Session: s, Outcome: *want})
			t.Logf("%-26s common path in %d taps: %s -> %s", id, clicks, ruling.Path{Session: s}.Describe(), want.ID)
			if clicks > 4 {
				t.Errorf("%s: the common ruling takes %d taps, the budget is 4", id, clicks)
			}
		}
	})
}

// TestTapsToOutcome counts the taps from opening a ruling to its outcome, over every path the
// engine knows: the shortest and the median, per flow. The issue asks for four or fewer for
// an opening lead out of turn, a revoke and an insufficient bid.
func TestTapsToOutcome(t *testing.T) {
	for _, f := range ruling.Flows() {
		paths, err := f.Paths()
		if err != nil {
			t.Fatal(err)
		}
		taps := make([]int, len(paths))
		for i, p := range paths {
			for _, g := range p.Session.Answers {
				taps[i] += tapsFor(g.Answer)
			}
		}
		slices.Sort(taps)
		t.Logf("%-26s shortest %d, median %d, longest %d taps over %d paths", f.ID, taps[0], taps[len(taps)/2], taps[len(taps)-1], len(paths))
	}
}

// tapsFor is how many taps an answer takes with the pickers: one for a choice, seat or call,
// two for a card, and for a result the level, denomination, declarer and Continue (doubling
// and tricks when they differ from the defaults). A count is the stepper taps plus Continue.
func tapsFor(a ruling.Answer) int {
	switch a.Kind {
	case ruling.CardKind:
		return 2
	case ruling.ResultKind:
		n := 4
		if a.Contract.Risk != bridge.Undoubled {
			n++
		}
		if d := a.Tricks - a.Contract.TricksNeeded(); d != 0 {
			n += max(d, -d)
		}
		return n
	case ruling.CountKind:
		return 1 + a.Count
	}
	return 1
}

// openFresh opens a wizard with nothing in progress.
func openFresh(t *testing.T, b *Browser, base, flow string) {
	t.Helper()
	b.Eval(t, `Object.keys(localStorage).filter(k => k.startsWith("tableside.wizard.")).forEach(k => localStorage.removeItem(k)); true`, nil)
	b.Load(t, base+"/rule/"+flow)
	waitTrue(t, b, `!!document.querySelector('#wizard[data-flow="`+flow+`"] #question')`)
}

// walkPath answers each question of the session through the DOM and returns the clicks used.
func walkPath(t *testing.T, b *Browser, s ruling.Session) int {
	t.Helper()
	clicks := 0
	for _, g := range s.Answers {
		waitStep(t, b, g.Step)
		sels := selectorsFor(t, b, g.Answer)
		for _, sel := range sels {
			click(t, b, sel)
		}
		clicks += len(sels)
		waitTrue(t, b, `(() => { const q = document.querySelector("#question"); return !!document.querySelector("#outcome") || (!!q && q.dataset.step !== `+jsString(g.Step)+`) || !!document.querySelector("#answer-error"); })()`)
		if n := count(t, b, "#answer-error"); n != 0 {
			t.Fatalf("step %s refused %s: %s", g.Step, g.Answer, b.Text(t, "#answer-error"))
		}
	}
	waitTrue(t, b, `!!document.querySelector("#outcome")`)
	return clicks
}

// selectorsFor lists what to tap to give an answer, per the DOM contract.
func selectorsFor(t *testing.T, b *Browser, a ruling.Answer) []string {
	t.Helper()
	switch a.Kind {
	case ruling.ChoiceKind:
		return []string{`button.answer[data-option="` + a.Option + `"]`}
	case ruling.SeatKind:
		return []string{`button.seat[data-seat="` + a.Seat.Letter() + `"]`}
	case ruling.CardKind:
		return []string{`button[data-suit="` + a.Card.Suit.Letter() + `"]`, `button[data-rank="` + a.Card.Rank.String() + `"]`}
	case ruling.CallKind:
		return []string{`button[data-call="` + a.Call.ASCII() + `"]`}
	case ruling.CountKind:
		setInput(t, b, "#count", a.Count)
		return []string{"#answer-count"}
	case ruling.ResultKind:
		c := a.Contract
		risk := map[bridge.Risk]string{bridge.Undoubled: "none", bridge.Doubled: "X", bridge.Redoubled: "XX"}[c.Risk]
		sels := []string{`button[data-level="` + fmt.Sprint(c.Level) + `"]`, `button[data-strain="` + c.Strain.Letter() + `"]`,
			`button[data-risk="` + risk + `"]`, `button[data-declarer="` + c.Declarer.Letter() + `"]`}
		for _, sel := range sels {
			click(t, b, sel)
		}
		setInput(t, b, "#result-tricks", a.Tricks)
		return []string{"#answer-result"}
	}
	t.Fatalf("no selectors for %v", a)
	return nil
}

// checkOutcome asserts the ending and the outcome's key parts are on screen.
func checkOutcome(t *testing.T, b *Browser, flow string, p ruling.Path) {
	t.Helper()
	o := p.Outcome
	if got := attr(t, b, "#outcome", "data-outcome"); got != o.ID {
		t.Errorf("%s %s: outcome %q, want %q", flow, p.Describe(), got, o.ID)
		return
	}
	if has := count(t, b, "#outcome-chooser") == 1; has != !o.Chooser.IsZero() {
		t.Errorf("%s/%s: chooser shown = %v, engine chooser %q", flow, o.ID, has, o.Chooser)
	}
	if n := count(t, b, ".outcome-option"); n != len(o.Options) {
		t.Errorf("%s/%s: %d options shown, want %d", flow, o.ID, n, len(o.Options))
	}
	for sel, want := range map[string]int{
		".badge.badge-must-pass": len(o.MustPass), ".badge.badge-lead": len(o.LeadRestrictions),
		".badge.badge-penalty": len(o.PenaltyCards), ".outcome-followup": len(o.FollowUps),
	} {
		if n := count(t, b, sel); n != want {
			t.Errorf("%s/%s: %d %s, want %d", flow, o.ID, n, sel, want)
		}
	}
	if has := count(t, b, "#outcome-transfer") == 1; has != (o.Transfer != nil) {
		t.Errorf("%s/%s: transfer shown = %v", flow, o.ID, has)
	}
	laws := ""
	if len(o.AllLaws()) > 0 {
		laws = b.Text(t, "#outcome-laws")
	}
	for _, r := range o.AllLaws() {
		if !strings.Contains(laws, r.String()) {
			t.Errorf("%s/%s: %s not among the Laws cited (%q)", flow, o.ID, r, laws)
		}
	}
	if n := count(t, b, "#outcome-script p"); n == 0 {
		t.Errorf("%s/%s: no script", flow, o.ID)
	}
	if n := count(t, b, "button#save-to-log"); n != 1 {
		t.Errorf("%s/%s: no Save to log", flow, o.ID)
	}
}

func click(t *testing.T, b *Browser, sel string) {
	t.Helper()
	// Centre the target first: Back and Restart stick to the bottom of a phone screen and
	// would take a tap aimed at a button scrolled just to the bottom edge.
	center := chromedp.Evaluate(`document.querySelector(`+jsString(sel)+`).scrollIntoView({block: "center"})`, nil)
	if err := b.Run(t, 20*time.Second, chromedp.WaitReady(sel, chromedp.ByQuery), center, chromedp.Click(sel, chromedp.ByQuery)); err != nil {
		t.Fatalf("click %s: %v", sel, err)
	}
}

func setInput(t *testing.T, b *Browser, sel string, v int) {
	t.Helper()
	waitTrue(t, b, `!!document.querySelector(`+jsString(sel)+`)`)
	b.Eval(t, `(() => { const e = document.querySelector(`+jsString(sel)+`); e.value = "`+fmt.Sprint(v)+`"; e.dispatchEvent(new Event("input", {bubbles: true})); return true; })()`, nil)
	waitTrue(t, b, `document.querySelector(`+jsString(sel)+`).value === "`+fmt.Sprint(v)+`"`)
	time.Sleep(100 * time.Millisecond) // let the wasm take the input event before the next tap
}

func waitStep(t *testing.T, b *Browser, step string) {
	t.Helper()
	waitTrue(t, b, `(document.querySelector("#question")||{dataset:{}}).dataset.step === `+jsString(step))
}

func waitTrue(t *testing.T, b *Browser, js string) {
	t.Helper()
	if err := b.WaitTrue(t, js, 20*time.Second); err != nil {
		var html string
		b.Eval(t, `(document.querySelector("#main")||document.body).outerHTML.slice(0, 3000)`, &html)
		t.Fatalf("%v\npage: %s", err, html)
	}
}

func attr(t *testing.T, b *Browser, sel, name string) string {
	t.Helper()
	var v string
	b.Eval(t, `(() => { const e = document.querySelector(`+jsString(sel)+`); return e ? (e.getAttribute(`+jsString(name)+`) || "") : ""; })()`, &v)
	return v
}

func count(t *testing.T, b *Browser, sel string) int {
	t.Helper()
	var n int
	b.Eval(t, `document.querySelectorAll(`+jsString(sel)+`).length`, &n)
	return n
}

// setTheme chooses the theme as the settings screen stores it, and makes the system agree.
func setTheme(t *testing.T, b *Browser, base, theme string) {
	t.Helper()
	err := b.Run(t, 10*time.Second, chromedp.ActionFunc(func(ctx context.Context) error {
		return emulation.SetEmulatedMedia().WithFeatures([]*emulation.MediaFeature{{Name: "prefers-color-scheme", Value: theme}}).Do(ctx)
	}))
	if err != nil {
		t.Fatal(err)
	}
	b.Eval(t, `localStorage.setItem("tableside.prefs", JSON.stringify({theme: `+jsString(theme)+`})); true`, nil)
}

// shoot saves phone and tablet screenshots and checks nothing scrolls sideways on the phone.
func shoot(t *testing.T, b *Browser, name string) {
	t.Helper()
	b.Screenshot(t, name+"-1024x768", 1024, 768)
	b.Screenshot(t, name+"-390x844", 390, 844)
	var overflow bool
	b.Eval(t, `document.documentElement.scrollWidth > document.documentElement.clientWidth`, &overflow)
	if overflow {
		t.Errorf("%s scrolls sideways at 390px", name)
	}
	if err := b.Run(t, 5*time.Second, emulation.ClearDeviceMetricsOverride()); err != nil {
		t.Fatal(err)
	}
}
