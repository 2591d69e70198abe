//go:build !wasm

package e2e

import (
	"strings"
	"testing"
	"time"

	"tableside/engine/bridge"
	"tableside/engine/catalog"
	"tableside/engine/law"
	"tableside/engine/ruling"

	"github.com/chromedp/chromedp"
)

// Issue 13's bar in Chromium: on a phone, offline, a director assigns a weighted score (60% of
// 4♠ making, 40% one down) on board 2 with the EBU's options chosen in Settings, enters the
// board's other results and sees the matchpoint percentage with its workings, saves the ruling
// and finds it, body and workings included, on the printed log. Then an artificial score in four
// taps. The traveller is the one worked by hand in engine/scoring's test.
func TestWeightedScoreOnAPhoneOfflineSavedAndPrinted(t *testing.T) {
	srv, b := startApp(t, "/")
	b.WaitOfflineReady(t, srv.URL)
	b.Eval(t, `localStorage.setItem("tableside.prefs", JSON.stringify({body: "EBU"})), localStorage.setItem("tableside.table", JSON.stringify({table: 3, board: 2})), true`, nil)
	srv.Kill()
	if err := b.Run(t, 5*time.Second, chromedp.EmulateViewport(390, 844)); err != nil {
		t.Fatal(err)
	}

	fourSpades := bridge.Contract{Level: 4, Strain: bridge.SpadesStrain, Declarer: bridge.South}
	ctx := ruling.Context{Table: 3, Board: 2, Body: law.EBU}
	s, err := catalog.Start("adjusted-score", ctx)
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range []ruling.Answer{
		ruling.Pick("weighted"),
		ruling.WeightedAnswer(ruling.Weighted{Contract: fourSpades, Tricks: 10, Weight: 60}, ruling.Weighted{Contract: fourSpades, Tricks: 9, Weight: 40}),
		ruling.Pick("matchpoints"),
		ruling.TravellerAnswer(590, 100, -400, -100, 500, 690, -100, -550, -400, -400),
	} {
		if s, err = catalog.Answer(s, a); err != nil {
			t.Fatal(err)
		}
	}
	st, err := catalog.Decide(s)
	if err != nil || !st.Done() {
		t.Fatalf("the engine does not reach an outcome: %v", err)
	}

	openFresh(t, b, srv.URL, "adjusted-score")
	b.Click(t, `#question button.answer[data-option="weighted"]`)
	waitStep(t, b, "weighted")
	b.Screenshot(t, "scores-weighted-picker-390x844", 390, 844)
	var overflow bool
	b.Eval(t, `document.documentElement.scrollWidth > document.documentElement.clientWidth`, &overflow)
	if overflow {
		t.Error("the weighted picker scrolls sideways at 390px")
	}
	openFresh(t, b, srv.URL, "adjusted-score") // forget the answer so far: walk from the start
	taps := walkPath(t, b, s)
	t.Logf("weighted score with a ten-score traveller: %d taps", taps)
	checkOutcome(t, b, "adjusted-score", ruling.Path{Session: s, Outcome: *st.Outcome})

	workings := b.Text(t, "#outcome-workings")
	for _, want := range []string{"+332 for North-South", "74.00% (14.8 of 20 matchpoints)", "26.00% (5.2 of 20 matchpoints)", "60% × 18 + 40% × 10"} {
		if !strings.Contains(workings, want) {
			t.Errorf("the workings on screen lack %q: %s", want, workings)
		}
	}
	if got := b.Attr(t, "#outcome-body", "data-body"); got != "EBU" {
		t.Errorf("the outcome used the options of %q, want EBU", got)
	}
	b.Eval(t, `document.documentElement.scrollWidth > document.documentElement.clientWidth`, &overflow)
	if overflow {
		t.Error("the outcome scrolls sideways at 390px")
	}
	b.Screenshot(t, "scores-weighted-outcome-390x844", 390, 844)

	b.Click(t, "#save-to-log")
	b.Wait(t, `["saved", "failed"].includes((document.querySelector("#save-status") || {dataset: {}}).dataset.state)`)
	if got := b.Text(t, "#save-status"); got != "Saved to the log" {
		t.Fatalf("save status %q", got)
	}

	b.Navigate(t, srv.URL+"/log/print")
	b.Wait(t, `document.querySelectorAll("article.print-entry").length === 1`)
	printed := b.Text(t, "article.print-entry")
	for _, want := range []string{"Adjusted score", "Weighted adjusted score", "English Bridge Union (EBU)", "74.00% (14.8 of 20 matchpoints)",
		"60% of 4♠= by South and 40% of 4♠-1 by South"} {
		if !strings.Contains(printed, want) {
			t.Errorf("the printed log lacks %q: %s", want, printed)
		}
	}
	b.Screenshot(t, "scores-weighted-print-390x844", 390, 844)

	// The same phone, still offline: an artificial score in four taps or fewer.
	b.Eval(t, `localStorage.setItem("tableside.prefs", JSON.stringify({body: "ACBL"})), true`, nil)
	a, _ := catalog.Start("adjusted-score", ruling.Context{Table: 3, Board: 2})
	for _, ans := range catalog.Lookup("adjusted-score").Common {
		if a, err = catalog.Answer(a, ans); err != nil {
			t.Fatal(err)
		}
	}
	want, _ := catalog.Decide(a)
	openFresh(t, b, srv.URL, "adjusted-score")
	if n := walkPath(t, b, a); n > 4 {
		t.Errorf("an artificial score took %d taps, the budget is 4", n)
	}
	checkOutcome(t, b, "adjusted-score", ruling.Path{Session: a, Outcome: *want.Outcome})
	if got := b.Attr(t, "#outcome-body", "data-body"); got != "ACBL" {
		t.Errorf("after choosing the ACBL, the next ruling used %q", got)
	}

	// Every picker of the three rulings, still offline: their first and last paths, and the
	// session percentage on the keypad. The table is cleared, so the board is asked for.
	b.Eval(t, `localStorage.removeItem("tableside.table"), true`, nil)
	for _, id := range []string{"adjusted-score", "slow-play", "procedural-penalty"} {
		paths, err := catalog.Lookup(id).Paths()
		if err != nil {
			t.Fatal(err)
		}
		picks := []ruling.Path{paths[0], paths[len(paths)-1]}
		for _, p := range paths {
			if _, ok := p.Session.Get("ew-session"); ok && id == "adjusted-score" {
				picks = append(picks, p)
				break
			}
		}
		for _, p := range picks {
			openFresh(t, b, srv.URL, id)
			n := walkPath(t, b, p.Session)
			checkOutcome(t, b, id, p)
			t.Logf("%-20s %2d taps: %s -> %s", id, n, p.Describe(), p.Outcome.ID)
		}
	}
}
