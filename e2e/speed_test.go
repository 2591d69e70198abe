package e2e

import (
	"strconv"
	"testing"
	"time"

	"tableside/engine/catalog"
)

// The answers so far (the breadcrumb) are left undrawn while they are off screen on a phone
// (content-visibility: auto), so a tap redraws the question alone; scrolled to, they are drawn
// and work as before: a tapped answer goes back to its question.
func TestBreadcrumbIsDrawnWhenScrolledTo(t *testing.T) {
	srv, b := startApp(t, "/")
	f := catalog.Lookup("claim")
	paths, err := f.Paths()
	if err != nil || len(paths) == 0 {
		t.Fatalf("claim has no paths: %v", err)
	}
	long := paths[0]
	for _, p := range paths {
		if len(p.Session.Answers) > len(long.Session.Answers) {
			long = p
		}
	}
	const answered = 6
	if len(long.Session.Answers) <= answered {
		t.Fatalf("claim's longest path has %d answers, want more than %d", len(long.Session.Answers), answered)
	}
	for _, theme := range []string{"light", "dark"} {
		phone(t, b)
		setTheme(t, b, theme)
		openFresh(t, b, srv.URL, f.ID)
		walkAnswers(t, b, long.Session.Upto(answered))
		b.Wait(t, `document.querySelectorAll("#breadcrumb button[data-answer-index]").length === `+strconv.Itoa(answered))

		// drawn says whether the last answer's button is drawn: checkVisibility is false for an
		// element whose content-visibility: auto ancestor skips it.
		const drawn = `document.querySelector("#breadcrumb li:last-child button[data-answer-index]").checkVisibility({contentVisibilityAuto: true})`
		var below, shown bool
		b.Eval(t, `window.scrollTo(0, 0); document.querySelector("#breadcrumb").getBoundingClientRect().top > innerHeight + 50`, &below)
		if below {
			b.Settle(t)
			b.Eval(t, drawn, &shown)
			if shown {
				t.Errorf("%s: the answers so far are drawn while below the first screen", theme)
			}
		} else {
			t.Logf("%s: the answers so far start on the first screen; only their drawing once scrolled to is checked", theme)
		}
		b.Eval(t, `document.querySelector("#breadcrumb").scrollIntoView(); true`, nil)
		if err := b.WaitTrue(t, drawn, 5*time.Second); err != nil {
			t.Errorf("%s: the answers so far are not drawn once scrolled to: %v", theme, err)
		}
		shoot(t, b, "speed-breadcrumb-"+theme)

		// The first answer's button still takes the director back to the first question.
		b.Eval(t, `document.querySelector("#breadcrumb").scrollIntoView(); true`, nil)
		b.Click(t, `#breadcrumb button[data-answer-index="0"]`)
		waitStep(t, b, f.Start)
	}
}
