//go:build !wasm

package e2e

import (
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// The poll of peers end to end, on a phone and offline: a slow pass is ruled up to the
// logical-alternative question, the ruling is saved and the poll opened from its outcome, the
// problem is written once, three peers answer one at a time on a screen that hides the others'
// answers and what was chosen, the tally shows a logical alternative, the poll survives a
// reload, the ruling is finished from the poll in the same log entry, and the log entry and the
// print view show the poll.
func TestPollOfPeersOfflineOnAPhone(t *testing.T) {
	srv, b := startApp(t, "/")
	b.WaitOfflineReady(t, srv.URL)
	srv.Kill()

	taps := 0
	tap := func(sel string) { t.Helper(); b.Click(t, sel); taps++ }
	// The top bar is sticky: scrolled down, a full-page screenshot draws it mid-page.
	shoot := func(t *testing.T, b *Browser, name string) {
		t.Helper()
		if err := b.Run(t, WaitTimeout, chromedp.Evaluate(`window.scrollTo(0, 0)`, nil)); err != nil {
			t.Fatal(err)
		}
		shoot(t, b, name)
	}

	openFresh(t, b, srv.URL, "unauthorized-information")
	for _, step := range []struct{ step, option string }{{"available", "hesitation"}, {"suggests", "yes"}, {"alternative", "poll"}} {
		waitStep(t, b, step.step)
		tap(`button.answer[data-option="` + step.option + `"]`)
	}
	b.Wait(t, `!!document.querySelector('section#outcome[data-outcome="poll-first"]')`)
	shoot(t, b, "ui-poll-first")
	ruleTaps := taps

	taps = 0
	tap("#save-and-poll")
	b.NoTableIfAsked(t)
	b.Wait(t, `location.pathname === "/log/poll" && !!document.querySelector("#poll-problem-form")`)
	id := b.Attr(t, "#poll", "data-entry")
	if id == "" {
		t.Fatal("the poll page names no log entry")
	}
	b.SetValue(t, "#poll-hand", "♠KJ8742 ♥5 ♦A93 ♣J62, neither side vulnerable", "input")
	b.SetValue(t, "#poll-auction", "West 1♥, North 1♠, East 4♥, South pass, West pass: North to call", "input")
	b.SetValue(t, "#poll-methods", "Standard American; 1♠ is natural, 8-16", "input")
	b.SetValue(t, "#poll-taken", "4S", "input")
	shoot(t, b, "ui-poll-problem")
	tap("#poll-save-problem")
	b.WaitText(t, "#poll-status", "Problem saved")

	for i, a := range []struct{ action, considered, peer string }{
		{"4S", "pass", "club regular"},
		{"pass", "", "regular partnership player"},
		{"4♠", "pass", ""},
	} {
		tap("#poll-ask")
		b.Wait(t, `!!document.querySelector("#poll-ask-form")`)
		peer := b.Text(t, "#poll-ask-form")
		for _, hidden := range []string{"Chosen at the table", "Tally", "club regular", "4♠"} {
			if strings.Contains(peer, hidden) {
				t.Errorf("peer %d's screen shows %q", i+1, hidden)
			}
		}
		b.SetValue(t, "#poll-action", a.action, "input")
		b.SetValue(t, "#poll-considered", a.considered, "input")
		b.SetValue(t, "#poll-peer", a.peer, "input")
		if i == 1 {
			shoot(t, b, "ui-poll-peer")
		}
		tap("#poll-record")
		b.Wait(t, fmt.Sprintf(`!!document.querySelector('#poll[data-answers="%d"]') && !document.querySelector("#poll-ask-form")`, i+1))
	}
	b.Wait(t, `!!document.querySelector('#poll-finding[data-finding="alternative"]')`)
	if got := b.Text(t, "#poll-finding"); !strings.Contains(got, "Pass (1 of 3 would choose it; 2 more seriously considered it)") {
		t.Errorf("finding = %q", got)
	}
	shoot(t, b, "ui-poll-tally")

	// Offline, a reload shows the poll as saved.
	b.Load(t, srv.URL+"/log/poll?id="+id)
	b.Wait(t, `!!document.querySelector('#poll[data-answers="3"] #poll-finding[data-finding="alternative"]')`)

	tap("#poll-finish")
	b.Wait(t, `location.pathname === "/rule/unauthorized-information"`)
	waitStep(t, b, "damage")
	tap(`button.answer[data-option="yes"]`)
	b.Wait(t, `!!document.querySelector('section#outcome[data-outcome="adjust"]')`)
	if got := b.Text(t, "#save-to-log"); got != "Update the logged ruling" {
		t.Errorf("the save button says %q", got)
	}
	tap("#save-to-log")
	b.Wait(t, `(document.querySelector("#save-status")||{}).textContent === "Saved to the log"`)
	t.Logf("taps: %d to reach the poll-first ruling; %d for the poll of 3 peers and finishing the ruling (typing not counted)", ruleTaps, taps)

	if ids := lgLogged(t, b, srv.URL); len(ids) != 1 || ids[0] != id {
		t.Fatalf("the log lists %v, want the one polled ruling %s", ids, id)
	}
	b.Navigate(t, srv.URL+"/log/entry?id="+id)
	b.Wait(t, `!!document.querySelector('#entry-outcome[data-outcome="adjust"]') && !!document.querySelector('#entry-poll #poll-finding[data-finding="alternative"]')`)
	shoot(t, b, "ui-poll-entry")

	b.Navigate(t, srv.URL+"/log/print")
	b.Wait(t, `!!document.querySelector("article.print-entry .print-poll")`)
	printed := b.Text(t, ".print-poll")
	for _, want := range []string{"Poll of peers (3 answers)", "Chosen at the table", "club regular", "A logical alternative exists on the evidence"} {
		if !strings.Contains(printed, want) {
			t.Errorf("the printed poll lacks %q: %s", want, printed)
		}
	}
	shoot(t, b, "ui-poll-print")
}
