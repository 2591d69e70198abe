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
