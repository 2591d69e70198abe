//go:build !wasm

package e2e

import (
	"testing"
	"time"

	"tableside/engine/catalog"
	"tableside/engine/ruling"

	"github.com/chromedp/cdproto/emulation"
)

// A director stands at the table with the phone in one hand: on every question the first
// answer, and on every outcome "Save to log", must be on the first screen at 390×844 without
// scrolling, and not hidden under a bar. Walks the first and last path of every flow, as
// TestWizard does.
func TestUXARulingFitsOnePhoneScreen(t *testing.T) {
	srv, b := startApp(t, "/")
	phone(t, b)
	for _, f := range flows(t) {
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
			for i, g := range p.Session.Answers {
				st, err := catalog.Decide(p.Session.Upto(i))
				if err != nil || st.Step == nil {
					t.Fatalf("%s: answer %d (%s) has no question: %v", f.ID, i+1, g.Step, err)
				}
				waitStep(t, b, g.Step)
				if why := notInFirstScreen(t, b, firstAnswer); why != "" {
					t.Errorf("%s, question %s: the first answer is %s", f.ID, g.Step, why)
				}
				for _, sel := range AnswerSelectors(st.Step, g.Answer) {
					b.Click(t, sel)
				}
				b.Wait(t, `(() => { const q = document.querySelector("#question"); return !!document.querySelector("#outcome") || (!!q && q.dataset.step !== `+jsString(g.Step)+`) || !!document.querySelector("#answer-error"); })()`)
			}
			b.Wait(t, `!!document.querySelector("#outcome")`)
			if why := notInFirstScreen(t, b, "#save-to-log"); why != "" {
				t.Errorf("%s, outcome %s: Save to log is %s", f.ID, p.Outcome.ID, why)
			}
		}
	}
}

// firstAnswer is the first control of the question's picker: a law text's "Why?" is not an answer.
const firstAnswer = `#question :is(button, input, select):not(summary *)`

// phone makes the page 390×844, a common phone, until the test ends.
func phone(t *testing.T, b *Browser) {
	t.Helper()
	if err := b.Run(t, 5*time.Second, emulation.SetDeviceMetricsOverride(390, 844, 1, true)); err != nil {
		t.Fatal(err)
	}
}

// notInFirstScreen scrolls to the top and says why the element sel is not wholly on screen and
// uncovered there, or "" when it is.
func notInFirstScreen(t *testing.T, b *Browser, sel string) string {
	t.Helper()
	var why string
	b.Eval(t, `(() => {
		const el = document.querySelector(`+jsString(sel)+`);
		if (!el) return "missing";
		// "instant": the stylesheet may ask for smooth scrolling, which would still be on its way.
		for (let a = el.parentElement; a; a = a.parentElement) a.scrollTo({top: 0, behavior: "instant"});
		window.scrollTo({top: 0, behavior: "instant"});
		const r = el.getBoundingClientRect();
		if (r.height === 0) return "not shown";
		if (r.top < 0 || r.bottom > innerHeight) return "at " + Math.round(r.top) + "–" + Math.round(r.bottom) + " px, below the fold at " + innerHeight + " (page " + document.documentElement.scrollHeight + " px tall)";
		for (const y of [r.top + r.height / 2, r.bottom - 3]) {
			const hit = document.elementFromPoint(r.left + r.width / 2, y);
			if (!hit || !(el === hit || el.contains(hit))) return "covered at " + Math.round(y) + " px by " + (hit ? hit.tagName.toLowerCase() + "." + hit.className : "nothing") + " (it is at " + Math.round(r.top) + "–" + Math.round(r.bottom) + " px of " + innerHeight + ", scrolled " + scrollY + ")";
		}
		return "";
	})()`, &why)
	return why
}

// The ruling screen's layout, at 390×844 and 1024×768, light and dark: the law text and the
// outcome's secondary parts closed under disclosures with a visible marker, the tab bar hidden
// inside a ruling, the transfer's arrow hidden when its two sides stack, the page as wide as
// home, and the player's confirmation with the director's button on the first screen.
func TestUXARulingScreenLayout(t *testing.T) {
	srv, b := startApp(t, "/")
	contentWidth := func() float64 {
		var w float64
		b.Eval(t, `document.querySelector(".content").getBoundingClientRect().width`, &w)
		return w
	}
	display := func(sel string) string {
		var d string
		b.Eval(t, `(() => { const e = document.querySelector(`+jsString(sel)+`); return e ? getComputedStyle(e).display : "missing"; })()`, &d)
		return d
	}
	tablet := func() {
		if err := b.Run(t, 5*time.Second, emulation.SetDeviceMetricsOverride(1024, 768, 1, false)); err != nil {
			t.Fatal(err)
		}
	}

	t.Run("a question: the law text behind Why?, no tab bar", func(t *testing.T) {
		phone(t, b)
		openFresh(t, b, srv.URL, "revoke")
		if got := display(".topnav"); got != "none" {
			t.Errorf("the tab bar inside a ruling is %q, want hidden", got)
		}
		if b.Count(t, "#question details#question-why:not([open]) .question-help") != 1 {
			t.Error("the law text is not closed under Why?")
		}
		if got := display("#question-why > summary"); got != "list-item" {
			t.Errorf("Why? is display %q: no disclosure marker", got)
		}
		if got := display(".wizard-laws > summary"); got != "list-item" {
			t.Errorf("About this ruling is display %q: no disclosure marker", got)
		}
		for _, theme := range []string{"light", "dark"} {
			setTheme(t, b, theme)
			b.Load(t, srv.URL+"/rule/revoke")
			waitStep(t, b, "stage")
			shoot(t, b, "uxa-question-"+theme)
			phone(t, b)
		}
	})

	t.Run("a ruling is as wide as home on a landscape tablet", func(t *testing.T) {
		tablet()
		b.Load(t, srv.URL+"/")
		home := contentWidth()
		openFresh(t, b, srv.URL, "revoke")
		if ruling := contentWidth(); ruling != home {
			t.Errorf("at 1024×768 a ruling is %.0f px wide, home %.0f px", ruling, home)
		}
		phone(t, b)
	})

	t.Run("the outcome: secondary parts closed, Save and Show the player in the bottom bar", func(t *testing.T) {
		f := catalog.Lookup("opening-lead-out-of-turn")
		paths, _ := f.Paths()
		openFresh(t, b, srv.URL, f.ID)
		walkPath(t, b, paths[0].Session)
		for _, sel := range []string{"#outcome-laws", "#outcome-notes", "#outcome-script", "#answers-disclosure"} {
			if n := b.Count(t, "details"+sel+":not([open])"); n != 1 {
				t.Errorf("%s is not a closed disclosure", sel)
			}
			if got := display(sel + " > summary"); got != "list-item" {
				t.Errorf("%s's summary is display %q: no disclosure marker", sel, got)
			}
		}
		if b.Count(t, ".save-bar #save-to-log") != 1 || b.Count(t, ".save-bar #show-player") != 1 {
			t.Error("Save and Show the player are not both in the bottom bar")
		}
		if b.Count(t, ".wizard-actions-top #back") != 1 {
			t.Error("Back is not a small link above the outcome")
		}
		if why := notInFirstScreen(t, b, "#show-player"); why != "" {
			t.Errorf("Show the player is %s", why)
		}
		var here string // the outcome's own address (?step=n): a reload there shows it again, no resume question
		b.Eval(t, `location.href`, &here)
		for _, theme := range []string{"light", "dark"} {
			setTheme(t, b, theme)
			b.Load(t, here)
			b.Wait(t, `!!document.querySelector("#outcome")`)
			phone(t, b)
			b.Screenshot(t, "uxa-outcome-first-screen-"+theme+"-390x844", 390, 844) // full page; the first 844 px are the first screen
			shoot(t, b, "uxa-outcome-"+theme)
			phone(t, b)
		}
		setTheme(t, b, "light")
	})

	t.Run("the player's pick gives a full-screen confirmation with the director's button", func(t *testing.T) {
		b.Click(t, "#show-player")
		b.Wait(t, `!!document.querySelector("#player-view")`)
		if why := notInFirstScreen(t, b, "#player-exit"); why != "" {
			t.Errorf("the director's exit is %s", why)
		}
		b.Screenshot(t, "uxa-player-choosing-390x844", 390, 844)
		phone(t, b)
		b.Click(t, `button.player-option[data-option="0"]`)
		b.Wait(t, `!!document.querySelector("#player-thanks")`)
		var shown int
		b.Eval(t, `[...document.querySelectorAll("button.player-option")].filter(e => e.getClientRects().length > 0).length`, &shown)
		if shown != 0 {
			t.Errorf("%d options still shown after the pick", shown)
		}
		for _, sel := range []string{"#player-thanks", "#player-back"} {
			if why := notInFirstScreen(t, b, sel); why != "" {
				t.Errorf("after the pick %s is %s", sel, why)
			}
		}
		b.Screenshot(t, "uxa-player-picked-390x844", 390, 844)
		phone(t, b)
		b.Click(t, "#player-back")
		b.Wait(t, `!document.querySelector("#player-view") && !!document.querySelector("#player-chosen")`)
	})

	t.Run("the transfer's arrow is hidden when its two sides stack", func(t *testing.T) {
		f := catalog.Lookup("revoke")
		paths, _ := f.Paths()
		var p *ruling.Path
		for i := range paths {
			if paths[i].Outcome.Transfer != nil {
				p = &paths[i]
				break
			}
		}
		if p == nil {
			t.Fatal("no revoke path transfers a trick")
		}
		ksSetContract(t, b, "4H by S") // with the contract known, the transfer is scored
		openFresh(t, b, srv.URL, f.ID)
		walkAnswers(t, b, p.Session)
		b.Wait(t, `!!document.querySelector("#outcome")`)
		if b.Count(t, ".score-arrow") == 0 {
			// The path's transfer is not scored with this contract: check the stylesheet's rule on
			// the same markup the outcome writes for a scored transfer.
			b.Eval(t, `document.querySelector("#outcome").insertAdjacentHTML("beforeend", '<dl class="transfer-score"><div><dt>As played</dt><dd>4♥ =</dd></div><div class="score-arrow" aria-hidden="true">→</div><div><dt>After the transfer</dt><dd>4♥ +1</dd></div></dl>'); true`, nil)
		} else {
			b.Screenshot(t, "uxa-revoke-transfer-390x844", 390, 844)
			phone(t, b)
		}
		if got := display(".score-arrow"); got != "none" {
			t.Errorf("at 390 px the arrow is %q, want hidden", got)
		}
		tablet()
		if got := display(".score-arrow"); got == "none" {
			t.Error("at 1024 px, side by side, the arrow is hidden")
		}
		phone(t, b)
	})
}
