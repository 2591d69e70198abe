package e2e

import (
	"fmt"
	"strings"
	"testing"
)

// Issue 33, table context, home and front desk: the layout goals, in real Chromium.

// uxcShots screenshots the page at size in both themes into e2e/artifacts/.
func uxcShots(t *testing.T, b *Browser, name string, w, h int64) {
	t.Helper()
	for _, theme := range []string{"light", "dark"} {
		b.Eval(t, `document.documentElement.classList.remove("theme-light", "theme-dark"); document.documentElement.classList.add("theme-`+theme+`"); true`, nil)
		b.Screenshot(t, fmt.Sprintf("uxc-%s-%dx%d-%s", name, w, h, theme), w, h)
	}
	b.Eval(t, `document.documentElement.classList.remove("theme-dark"); document.documentElement.classList.add("theme-light"); true`, nil)
}

// TestUXCRulingShowsItsTableAtTheTop: a ruling says which table it assumes, in one line at
// the top of the first screen, with the heart in red.
func TestUXCRulingShowsItsTableAtTheTop(t *testing.T) {
	srv, b := startApp(t, "/about")
	b.Eval(t, `localStorage.setItem("tableside.table", JSON.stringify({table: 5, board: 14})), true`, nil)
	for _, size := range [][2]int64{{390, 844}, {768, 1024}} {
		t.Run(fmt.Sprintf("%dx%d", size[0], size[1]), func(t *testing.T) {
			ksViewport(t, b, size[0], size[1])
			b.Load(t, srv.URL+"/rule/penalty-card")
			b.Wait(t, `!!document.querySelector("#ctx-line")`)
			if got := b.Text(t, "#ctx-line"); got != "Table 5 · Bd 14" {
				t.Errorf("context line %q, want %q", got, "Table 5 · Bd 14")
			}
			var bottom float64
			b.Eval(t, `document.querySelector("#ruling-context").getBoundingClientRect().bottom`, &bottom)
			if bottom <= 0 || bottom > 260 {
				t.Errorf("the context bar ends at %.0f px: not at the top of the first screen", bottom)
			}
			var question float64
			b.Eval(t, `document.querySelector(".wizard-title").getBoundingClientRect().top`, &question)
			if question < bottom {
				t.Errorf("the ruling's title (%.0f px) is above the context bar's end (%.0f px)", question, bottom)
			}
			uxcShots(t, b, "ruling-context", size[0], size[1])
		})
	}
	b.ResetViewport(t)
}

// TestUXCReminderWithoutATableLeavesTheContext: following a reminder from a ruling saved with
// no table keeps the table the director has set.
func TestUXCReminderWithoutATableLeavesTheContext(t *testing.T) {
	srv, b := startApp(t, "/about")
	b.Eval(t, `localStorage.removeItem("tableside.table"), true`, nil)
	lgSaveRuling(t, b, srv.URL) // no table: its reminders are under "No table recorded"
	b.Load(t, srv.URL+"/about")
	b.Eval(t, `localStorage.setItem("tableside.table", JSON.stringify({table: 5, round: 3, board: 14})), true`, nil)
	b.Load(t, srv.URL+"/")
	b.Wait(t, `!!document.querySelector('#reminders .reminder-group[data-table="0"] a.reminder-flow')`)
	b.Click(t, `#reminders .reminder-group[data-table="0"] button.reminder-toggle`) // the table's one line opens
	b.Click(t, `#reminders .reminder-group[data-table="0"] a.reminder-flow`)
	b.Wait(t, `location.pathname.startsWith("/rule/") && !!document.querySelector("#ctx-line")`)
	if got := b.Text(t, "#ctx-line"); got != "Table 5 · Bd 14" {
		t.Errorf("after following a reminder with no table the ruling reads %q, want Table 5 · Bd 14", got)
	}
	var stored string
	b.Eval(t, `localStorage.getItem("tableside.table")`, &stored)
	if !strings.Contains(stored, `"table":5`) || !strings.Contains(stored, `"round":3`) || !strings.Contains(stored, `"board":14`) {
		t.Errorf("the table was replaced: %s", stored)
	}
	if b.Count(t, "#ctx-undo") != 0 {
		t.Error("Undo offered though the table did not change")
	}
}

// TestUXCKioskPortraitPutsTheBoardLookupFirst: at 768×1024 the board lookup and the question
// box are on the first screen, the top bar is one row, and players read no follow-up of the
// director's.
func TestUXCKioskPortraitPutsTheBoardLookupFirst(t *testing.T) {
	srv, b := startApp(t, "/")
	lgSetTable(t, b, 5, 7)
	lgSaveRuling(t, b, srv.URL)
	ksViewport(t, b, 768, 1024)
	ksKiosk(t, b, srv.URL)
	for _, sel := range []string{"#kiosk-board-number", "#kiosk-ask-input"} {
		var bottom float64
		b.Eval(t, `document.querySelector("`+sel+`").getBoundingClientRect().bottom`, &bottom)
		if bottom <= 0 || bottom > 1024 {
			t.Errorf("%s ends at %.0f px: below the first screen", sel, bottom)
		}
	}
	// One row: every part of the bar starts above the bottom of every other.
	var oneRow bool
	b.Eval(t, `(() => { const r = [...document.querySelectorAll(".kiosk-bar > *")].filter(e => e.offsetParent !== null).map(e => e.getBoundingClientRect());
		return r.length > 1 && Math.max(...r.map(x => x.top)) < Math.min(...r.map(x => x.bottom)); })()`, &oneRow)
	if !oneRow {
		t.Error("the top bar wraps to a second row")
	}
	text := b.Text(t, "#kiosk-reminders")
	if !strings.Contains(text, "Table 5") || !strings.Contains(text, "The director will come back to this table") {
		t.Errorf("the reminders do not tell players what happens at table 5: %q", text)
	}
	for _, director := range []string{"(Law", "offender", "offer declarer", "lead options"} {
		if strings.Contains(text, director) {
			t.Errorf("players read the director's words %q: %q", director, text)
		}
	}
	uxcShots(t, b, "kiosk", 768, 1024)
	b.ResetViewport(t)
}
