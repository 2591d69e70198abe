//go:build !wasm

package e2e

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"tableside/app/store"
	"tableside/engine/bridge"
	"tableside/engine/catalog"
	"tableside/engine/ruling"
)

// seasonShots saves the page at a phone's and a tablet's size, light and dark.
func seasonShots(t *testing.T, b *Browser, name string) {
	t.Helper()
	for _, theme := range []string{"light", "dark"} {
		b.Eval(t, `document.documentElement.classList.remove("theme-light", "theme-dark"); document.documentElement.classList.add("theme-`+theme+`"); true`, nil)
		for _, size := range [][2]int64{{390, 844}, {1024, 768}} {
			b.Screenshot(t, fmt.Sprintf("season-%s-%dx%d-%s", name, size[0], size[1], theme), size[0], size[1])
		}
	}
	b.Eval(t, `document.documentElement.classList.remove("theme-dark"); document.documentElement.classList.add("theme-light"); true`, nil)
	b.ResetViewport(t)
}

// seasonBoardReminders is what the board's page lists as still to watch.
func seasonBoardReminders(t *testing.T, b *Browser, base string) []string {
	t.Helper()
	b.Load(t, base+fmt.Sprintf("/board?table=%d&board=%d", beTable, beBoard))
	b.Wait(t, `!!document.querySelector("#board-contract")`)
	var got []string
	b.Eval(t, `[...document.querySelectorAll("#board-reminders li p")].map(p => p.textContent)`, &got)
	return got
}

// seasonBoardLine is a follow-up as the board's page writes it.
func seasonBoardLine(f ruling.FollowUp) string {
	return fmt.Sprintf("%s%s: %s (%s).", strings.ToUpper(f.When[:1]), f.When[1:], f.Watch, f.Law)
}

// TestSeasonRemindersHaveOneSource: a lead out of turn ruled at table 1, board 7 and saved leaves
// its follow-ups on home and on the board's page. Home shows the table as one line that opens to
// them; Done on home is done on the board's page, and Done on the board's page is done on home:
// the log entry's follow-ups are their one source.
func TestSeasonRemindersHaveOneSource(t *testing.T) {
	srv, b := startApp(t, "/about")
	beSetTable(t, b)
	lead, out := beSession(t, beStart(t), "opening-lead-out-of-turn", ruling.Pick("faced"), ruling.CardAnswer(bridge.Card{Suit: bridge.Spades, Rank: bridge.Five}), ruling.Pick("nothing"))
	n := len(out.FollowUps)
	if n < 2 {
		t.Fatalf("the ruling leaves %d follow-ups; the test needs two", n)
	}
	beRule(t, b, srv.URL, lead)
	beSave(t, b)

	b.Load(t, srv.URL+"/")
	b.Wait(t, `!!document.querySelector("#reminders button.reminder-toggle")`)
	line := b.Text(t, "#reminders button.reminder-toggle")
	if want := fmt.Sprintf("Table %d · %d follow-ups: ", beTable, n); !strings.HasPrefix(line, want) {
		t.Errorf("home's line for the table reads %q, want it to start %q", line, want)
	}
	if b.Count(t, "#reminders ul.reminder-list:not([hidden])") != 0 {
		t.Error("the table's reminders are open before a tap")
	}
	seasonShots(t, b, "home-reminders-closed")
	b.Click(t, "#reminders button.reminder-toggle")
	b.Wait(t, `!!document.querySelector('#reminders ul.reminder-list:not([hidden]) button.reminder-done[data-pos="0"]')`)
	seasonShots(t, b, "home-reminders-open")
	for _, theme := range []string{"light", "dark"} {
		setTheme(t, b, theme)
		b.Load(t, srv.URL+"/")
		b.Click(t, "#reminders button.reminder-toggle")
		b.Wait(t, `!!document.querySelector('#reminders ul.reminder-list:not([hidden])')`)
		for _, v := range Serious(b.Axe(t)) {
			t.Errorf("home with a table's reminders open, %s: %s", theme, v)
		}
		var small []string
		b.Eval(t, smallTargetsJS, &small)
		for _, s := range small {
			if strings.Contains(s, "reminder-toggle") || strings.Contains(s, "reminder-done") {
				t.Errorf("home, %s: touch target under 48 px: %s", theme, s)
			}
		}
	}

	b.Click(t, `#reminders button.reminder-done[data-pos="0"]`) // the first follow-up, done on home
	b.Wait(t, fmt.Sprintf(`document.querySelectorAll("#reminders li.reminder").length === %d`, n-1))
	var want []string
	for _, f := range out.FollowUps[1:] {
		want = append(want, seasonBoardLine(f))
	}
	if got := seasonBoardReminders(t, b, srv.URL); strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("after Done on home the board lists %q, want %q", got, want)
	}

	b.Click(t, "#board-reminders li:first-child button:last-child") // the second, done on the board
	b.Wait(t, fmt.Sprintf(`document.querySelectorAll("#board-reminders li").length === %d`, n-2))
	b.Load(t, srv.URL+"/")
	if n == 2 {
		b.Wait(t, `!!document.querySelector('.reminders-slot[data-log-read="true"]')`)
	} else {
		b.Wait(t, `!!document.querySelector("#reminders")`)
	}
	if got := b.Count(t, "#reminders li.reminder"); got != n-2 {
		t.Errorf("after Done on the board home lists %d reminders, want %d", got, n-2)
	}
	if got := seasonBoardReminders(t, b, srv.URL); len(got) != n-2 {
		t.Errorf("the board lists %q after a reload, want %d", got, n-2)
	}
}

// TestSeasonLogSavedBeforeOpensWithTheSameReminders: a log saved by the previous version of the
// app (no indexes) opens on home with every open follow-up, table by table, and the log page
// lists its newest rulings first; the rest of the log is read after.
func TestSeasonLogSavedBeforeOpensWithTheSameReminders(t *testing.T) {
	srv, b := startApp(t, "/about")
	flows := catalog.Flows()
	now := time.Now()
	var recs []LogRecord
	var decoded []store.Record
	for i := range 150 {
		s, o := CommonOutcome(t, flows[i%len(flows)].ID, ruling.Context{Table: 1 + i%4})
		day := now.AddDate(0, 0, -i/10)
		e, err := store.NewEntry(fmt.Sprintf("before-%03d", i), day.Add(-time.Duration(i)*time.Second), store.Place{SessionDate: store.Day(day)}, s, o)
		if err != nil {
			t.Fatal(err)
		}
		if i >= 10 {
			for _, j := range e.Open() {
				e, _ = e.Resolve(j, true, day)
			}
		}
		rec := NewLogRecord(t, e)
		recs = append(recs, rec)
		decoded = append(decoded, store.Decode(rec.ID, []byte(rec.JSON)))
	}
	b.FillLog(t, recs) // as the previous version stored them: database version 2, no indexes
	groups := store.Reminders(decoded, "")
	open := 0
	for _, g := range groups {
		open += len(g.Reminders)
	}
	if open == 0 {
		t.Fatal("the log has no open follow-ups: the check needs some")
	}

	b.Load(t, srv.URL+"/")
	b.Wait(t, `!!document.querySelector("#reminders")`)
	if got := b.Count(t, "#reminders li.reminder"); got != open {
		t.Errorf("home lists %d reminders, want the log's %d open follow-ups", got, open)
	}
	if got := b.Count(t, "#reminders button.reminder-toggle"); got != len(groups) {
		t.Errorf("home shows %d tables, want %d", got, len(groups))
	}

	b.Load(t, srv.URL+"/log")
	b.Wait(t, `!!document.querySelector('#log-list[data-loaded="true"]')`)
	var ids []string
	b.Eval(t, `[...document.querySelectorAll("li.log-entry")].map(li => li.dataset.entry)`, &ids)
	var want []string
	for _, r := range store.List(decoded, store.Filter{}, store.Day(now))[:100] {
		want = append(want, r.ID)
	}
	if strings.Join(ids, " ") != strings.Join(want, " ") {
		t.Errorf("the log's first page lists %d rulings %v…, want %v…", len(ids), ids[:min(3, len(ids))], want[:3])
	}
	b.WaitText(t, "#log-more", "Show 50 older rulings")
}
