//go:build !wasm

package e2e

import (
	"context"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"tableside/app/store"
	"tableside/engine/ruling"
)

// The ruling log end to end: a ruling saved through the wizard's DOM contract is kept across
// reloads, crashes (SIGKILL), offline use and an app update; it is edited, deleted and
// restored on the log pages; exported to CSV and JSON through real downloads; and the JSON
// restores the log on a fresh profile.

// lgSetTable remembers the table as the home screen's table context would.
func lgSetTable(t *testing.T, b *Browser, table, board int) {
	t.Helper()
	b.Eval(t, fmt.Sprintf(`localStorage.setItem("tableside.table", JSON.stringify({table: %d, board: %d})), true`, table, board), nil)
}

// lgSaveRuling rules a penalty card (his partner has the lead, one major penalty card: an
// outcome with a chooser and follow-ups) and saves it, returning once the page says saved.
func lgSaveRuling(t *testing.T, b *Browser, base string) {
	t.Helper()
	// A ruling re-opened earlier, or one whose clean-up after Saved the crash test cut short,
	// would start from its outcome: clear it on the app's origin (a fresh browser is on
	// about:blank, where localStorage is not the app's). Both pages are opened inside the
	// app when it runs (Navigate); a fresh browser loads the first.
	b.Navigate(t, base+"/about")
	b.Eval(t, `Object.keys(localStorage).filter(k => k.startsWith("tableside.wizard.")).forEach(k => localStorage.removeItem(k)), true`, nil)
	b.Navigate(t, base+"/rule/penalty-card")
	b.Click(t, `button.answer[data-option="partner-leads"]`)
	b.Wait(t, `!!document.querySelector('#question[data-step="holding"]')`)
	b.Click(t, `button.answer[data-option="one"]`)
	b.Wait(t, `!!document.querySelector('section#outcome[data-outcome="lead-options"]')`)
	b.Click(t, "#save-to-log")
	b.NoTableIfAsked(t)
	b.Wait(t, `["saved", "failed"].includes((document.querySelector("#save-status") || {dataset: {}}).dataset.state)`)
	if s := b.Text(t, "#save-status"); s != "Saved to the log" {
		t.Fatalf("save status = %q", s)
	}
}

// lgLogged opens the log and returns the ids it lists, in order. The log reads the rulings
// from the browser's storage whenever it opens, so opening it inside the running app
// (Navigate) reads what a load would; a freshly started browser loads it.
func lgLogged(t *testing.T, b *Browser, base string) []string {
	t.Helper()
	b.Navigate(t, base+"/log")
	b.Wait(t, `!!document.querySelector('#log-list[data-loaded="true"]')`)
	var ids []string
	b.Eval(t, `[...document.querySelectorAll("li.log-entry")].map(li => li.dataset.entry)`, &ids)
	return ids
}

// TestReminderDoneKeepsTheKeyboardsPlace: the reminders are drawn anew when one is done, so
// the app puts the keyboard focus on the Done button now in its place, not back at the top of
// the page.
func TestReminderDoneKeepsTheKeyboardsPlace(t *testing.T) {
	srv, b := startApp(t, "/")
	lgSetTable(t, b, 5, 7)
	lgSaveRuling(t, b, srv.URL)
	lgSaveRuling(t, b, srv.URL)
	b.Load(t, srv.URL+"/")
	// Each saved ruling leaves the follow-ups of its Common path; at least two in all.
	b.Wait(t, `document.querySelectorAll("#reminders button.reminder-done").length >= 2`)
	b.Click(t, "#reminders button.reminder-toggle") // table 5's one line opens to its reminders
	b.Wait(t, `!!document.querySelector('#reminders ul.reminder-list:not([hidden]) button.reminder-done[data-pos="0"]')`)
	before := b.Count(t, "#reminders button.reminder-done")
	b.Eval(t, `document.querySelector('#reminders button.reminder-done[data-pos="0"]').focus(), true`, nil)
	press(t, b, kb.Enter)
	b.Wait(t, fmt.Sprintf(`document.querySelectorAll("#reminders button.reminder-done").length === %d`, before-1))
	b.Wait(t, `!!document.activeElement && document.activeElement.matches('#reminders button.reminder-done')`)
}

// TestLogListsOlderRulingsOnRequest: a long log lists its newest hundred rulings and a button
// for the next page; a new filter starts again from its first page.
func TestLogListsOlderRulingsOnRequest(t *testing.T) {
	srv, b := startApp(t, "/")
	lgFill(t, b, "revoke", 130)
	b.Load(t, srv.URL+"/log")
	b.Wait(t, `!!document.querySelector('#log-list[data-loaded="true"]')`)
	if n := b.Count(t, "li.log-entry"); n != 100 {
		t.Errorf("the log lists %d of 130 rulings, want the newest 100", n)
	}
	if got := b.Text(t, "#log-more"); got != "Show 30 older rulings (30 not listed)" {
		t.Errorf("the button reads %q", got)
	}
	b.Click(t, "#log-more")
	b.Wait(t, `document.querySelectorAll("li.log-entry").length === 130 && !document.querySelector("#log-more")`)
	b.SetValue(t, "#filter-ruling", "revoke", "change")
	b.Wait(t, `document.querySelectorAll("li.log-entry").length === 100 && !!document.querySelector("#log-more")`)
}

// lgFill stores n rulings of the flow's Common path in the log, as the app writes them, one
// minute apart.
func lgFill(t *testing.T, b *Browser, flow string, n int) {
	t.Helper()
	s, o := CommonOutcome(t, flow, ruling.Context{Table: 3, Board: 4})
	start := time.Now().Add(-time.Duration(n) * time.Minute)
	var recs []LogRecord
	for i := range n {
		at := start.Add(time.Duration(i) * time.Minute)
		e, err := store.NewEntry(fmt.Sprintf("fill-%04d", i), at, store.Place{SessionDate: store.Day(at)}, s, o)
		if err != nil {
			t.Fatal(err)
		}
		recs = append(recs, NewLogRecord(t, e))
	}
	b.FillLog(t, recs)
}

func TestLogSaveEditDeleteUndo(t *testing.T) {
	srv, b := startApp(t, "/")
	lgSetTable(t, b, 5, 7)
	lgSaveRuling(t, b, srv.URL)

	ids := lgLogged(t, b, srv.URL)
	if len(ids) != 1 {
		t.Fatalf("log lists %v after one save", ids)
	}
	id := ids[0]
	if err := b.Run(t, 20*time.Second, chromedp.Reload(), chromedp.WaitReady("#wasm-ready", chromedp.ByQuery)); err != nil {
		t.Fatal(err)
	}
	b.Wait(t, `!!document.querySelector('#log-list[data-loaded="true"]')`)
	if n := b.Count(t, "li.log-entry"); n != 1 {
		t.Fatalf("after a reload the log lists %d", n)
	}
	if got := b.Text(t, "li.log-entry .log-entry-meta"); !strings.Contains(got, "Table 5 · Board 7") {
		t.Errorf("log line = %q, want table 5 board 7", got)
	}

	t.Run("filters", func(t *testing.T) {
		b.SetValue(t, "#filter-table", "6", "input")
		b.Wait(t, `document.querySelectorAll("li.log-entry").length === 0`)
		b.SetValue(t, "#filter-table", "5", "input")
		b.Wait(t, `document.querySelectorAll("li.log-entry").length === 1`)
		b.SetValue(t, "#filter-ruling", "revoke", "change")
		b.Wait(t, `document.querySelectorAll("li.log-entry").length === 0`)
	})

	t.Run("reminders on home, done from there", func(t *testing.T) {
		b.Load(t, srv.URL+"/")
		b.Wait(t, `!!document.querySelector("section#reminders li.reminder")`)
		before := b.Count(t, "li.reminder")
		if got := b.Text(t, "#reminders .reminder-table"); !strings.HasPrefix(got, "Table 5 · ") {
			t.Errorf("reminders not grouped under table 5: %q", got)
		}
		var first bool // the kiosk must show pending reminders before the catalogue of rulings
		b.Eval(t, `!!(document.querySelector("#reminders").compareDocumentPosition(document.querySelector(".home-categories")) & Node.DOCUMENT_POSITION_FOLLOWING)`, &first)
		if !first {
			t.Errorf("reminders are shown after the ruling categories, want them before")
		}
		b.Click(t, "#reminders button.reminder-toggle") // the table's one line opens to its reminders

		// Rule: opens the follow-up's ruling at the reminder's table and board, whatever table
		// the device was set to since.
		lgSetTable(t, b, 9, 2)
		b.Click(t, "li.reminder a.reminder-flow")
		b.Wait(t, `location.pathname === "/rule/penalty-card" && !!document.querySelector('#wizard[data-flow="penalty-card"]')`)
		var table struct{ Table, Board int }
		b.Eval(t, `JSON.parse(localStorage.getItem("tableside.table"))`, &table)
		if table.Table != 5 || table.Board != 7 {
			t.Errorf("the ruling opened from the reminder is set to table %d, board %d; want 5 and 7", table.Table, table.Board)
		}
		b.Load(t, srv.URL+"/")
		b.Wait(t, `!!document.querySelector("section#reminders li.reminder")`)

		b.Click(t, "#reminders button.reminder-toggle")
		b.Click(t, "li.reminder button.reminder-done")
		b.Wait(t, fmt.Sprintf(`document.querySelectorAll("li.reminder").length === %d`, before-1))
		b.Load(t, srv.URL+"/") // resolved in the log, not just hidden
		if before == 1 {
			b.Wait(t, `!!document.querySelector(".reminders-slot") && !document.querySelector("li.reminder")`)
		} else { // the ruling's other follow-ups (Law 50E3's end-of-play check) stay open
			b.Wait(t, fmt.Sprintf(`document.querySelectorAll("li.reminder").length === %d`, before-1))
		}
	})

	t.Run("notes are saved and survive a reload", func(t *testing.T) {
		b.Load(t, srv.URL+"/log/entry?id="+id)
		b.Wait(t, `!!document.querySelector("#entry-notes")`)
		b.SetValue(t, "#entry-notes", "East disputed the timing", "input")
		b.SetValue(t, "#entry-round", "3", "input")
		b.Click(t, "#save-notes")
		b.Wait(t, `document.querySelector("#entry-save-status").textContent === "Saved"`)
		b.Load(t, srv.URL+"/log/entry?id="+id)
		b.Wait(t, `document.querySelector("#entry-notes") && document.querySelector("#entry-notes").value === "East disputed the timing"`)
		b.Wait(t, `document.querySelector("#entry-round").value === "3"`)
	})

	t.Run("the chooser's pick and a follow-up opened again are recorded", func(t *testing.T) {
		b.Click(t, `button.choice-button[data-choice="0"]`)
		b.Wait(t, `document.querySelector('button.choice-button[data-choice="0"]').getAttribute("aria-pressed") === "true"`)
		// Done from home already; open it again here.
		b.Wait(t, `document.querySelector('li.followup').dataset.done === "true"`)
		b.Click(t, `button.followup-toggle[data-followup="0"]`)
		b.Wait(t, `document.querySelector('li.followup').dataset.done === "false"`)
	})

	t.Run("re-open in the wizard shows the logged outcome", func(t *testing.T) {
		b.Load(t, srv.URL+"/log/entry?id="+id)
		b.Click(t, "#reopen-wizard")
		b.Wait(t, `location.pathname === "/rule/penalty-card" && !!document.querySelector('section#outcome[data-outcome="lead-options"]')`)
	})

	t.Run("delete, then undo", func(t *testing.T) {
		b.Load(t, srv.URL+"/log/entry?id="+id)
		b.Click(t, "#delete-entry")
		b.Wait(t, `location.pathname === "/log" && !!document.querySelector("#undo-delete")`)
		if n := b.Count(t, "li.log-entry"); n != 0 {
			t.Errorf("deleted entry still listed")
		}
		b.Click(t, "#undo-delete")
		b.Wait(t, `document.querySelectorAll("li.log-entry").length === 1 && !document.querySelector("#undo-delete")`)
		b.Screenshot(t, "log-390x844", 390, 844)
		b.Load(t, srv.URL+"/log/entry?id="+id)
		b.Wait(t, `!!document.querySelector("#entry-notes")`)
		b.Screenshot(t, "log-entry-390x844", 390, 844)
	})
}

// TestLogCrashKeepsSavedRulings kills Chromium within a second of "Saved" and relaunches it
// on the same profile: every ruling the page called saved must be in the log.
func TestLogCrashKeepsSavedRulings(t *testing.T) {
	skipShort(t)
	const rounds = 5
	srv := StartServer(t, ServerOptions{})
	profile := t.TempDir()
	kept := 0
	for i := 1; i <= rounds; i++ {
		b := NewBrowser(t, profile)
		lgSaveRuling(t, b, srv.URL)
		delay := time.Duration(rand.IntN(1000)) * time.Millisecond
		time.Sleep(delay)
		b.Kill()

		b = NewBrowser(t, profile)
		ids := lgLogged(t, b, srv.URL)
		if len(ids) == i {
			kept++
		} else {
			t.Errorf("round %d: killed %v after Saved, the log lists %d rulings, want %d", i, delay, len(ids), i)
		}
		b.Close()
	}
	t.Logf("crash test: kept %d/%d", kept, rounds)
}

func TestLogOffline(t *testing.T) {
	srv, b := startApp(t, "/")
	b.WaitOfflineReady(t, srv.URL)
	srv.Kill()

	lgSaveRuling(t, b, srv.URL)
	ids := lgLogged(t, b, srv.URL)
	if len(ids) != 1 {
		t.Fatalf("offline: log lists %v", ids)
	}
	b.Load(t, srv.URL+"/log/entry?id="+ids[0]) // a query string, offline: the cached page
	b.Wait(t, `!!document.querySelector('#entry[data-entry="`+ids[0]+`"] #entry-notes')`)
	b.Load(t, srv.URL+"/log/print")
	b.Wait(t, `document.querySelectorAll("article.print-entry").length === 1`)
}

// lgDownload clicks a button and returns the file it downloads.
func lgDownload(t *testing.T, b *Browser, sel, dir, suffix string) []byte {
	t.Helper()
	err := b.Run(t, 10*time.Second, chromedp.ActionFunc(func(ctx context.Context) error {
		return browser.SetDownloadBehavior(browser.SetDownloadBehaviorBehaviorAllow).WithDownloadPath(dir).Do(ctx)
	}))
	if err != nil {
		t.Fatal(err)
	}
	b.Click(t, sel)
	deadline := time.Now().Add(20 * time.Second)
	for time.Now().Before(deadline) {
		files, _ := filepath.Glob(filepath.Join(dir, "*"+suffix))
		if len(files) == 1 {
			data, err := os.ReadFile(files[0])
			if err == nil && len(data) > 0 {
				t.Logf("downloaded %s (%d bytes)", filepath.Base(files[0]), len(data))
				return data
			}
		}
		time.Sleep(20 * time.Millisecond)
	}
	t.Fatalf("no %s file downloaded by %s", suffix, sel)
	return nil
}

func TestLogExportImport(t *testing.T) {
	srv, b := startApp(t, "/")
	lgSetTable(t, b, 3, 4)
	lgSaveRuling(t, b, srv.URL)
	lgSetTable(t, b, 8, 9)
	lgSaveRuling(t, b, srv.URL)
	ids := lgLogged(t, b, srv.URL)
	if len(ids) != 2 {
		t.Fatalf("log lists %v", ids)
	}

	b.Navigate(t, srv.URL+"/log/export")
	csvData := lgDownload(t, b, "#export-csv", t.TempDir(), ".csv")
	rows, err := csv.NewReader(strings.NewReader(strings.TrimPrefix(string(csvData), "\uFEFF"))).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 3 || rows[0][0] != "Date" {
		t.Fatalf("CSV rows = %v", rows)
	}
	for i, table := range []string{"8", "3"} { // newest first
		if rows[i+1][2] != table || rows[i+1][7] != "Penalty card" || !strings.Contains(rows[i+1][9], "Law 50") {
			t.Errorf("CSV row %d = %v", i+1, rows[i+1])
		}
	}

	jsonDir := t.TempDir()
	jsonData := lgDownload(t, b, "#export-json", jsonDir, ".json")
	var backup struct {
		App     string            `json:"app"`
		Entries []json.RawMessage `json:"entries"`
	}
	if err := json.Unmarshal(jsonData, &backup); err != nil || backup.App != "tableside" || len(backup.Entries) != 2 {
		t.Fatalf("backup: %v, app %q, %d entries", err, backup.App, len(backup.Entries))
	}
	b.Navigate(t, srv.URL+"/log/print")
	b.Wait(t, `document.querySelectorAll("article.print-entry").length === 2`)
	b.Screenshot(t, "log-print-1024x768", 1024, 768)

	t.Run("the backup restores the log on a fresh profile, twice without duplicates", func(t *testing.T) {
		files, _ := filepath.Glob(filepath.Join(jsonDir, "*.json"))
		fresh := NewBrowser(t, t.TempDir())
		fresh.Load(t, srv.URL+"/log/export")
		for round, added := range []string{"2", "0"} {
			if err := fresh.Run(t, 10*time.Second, chromedp.SetUploadFiles("#import-json", files, chromedp.ByQuery)); err != nil {
				t.Fatal(err)
			}
			fresh.Wait(t, `!!document.querySelector("#import-report")`)
			got := fresh.Text(t, `#import-report [data-count="Added"] dd`)
			if got != added {
				t.Errorf("import %d: added %s, want %s", round+1, got, added)
			}
			if round == 0 {
				fresh.Load(t, srv.URL+"/log/export") // a fresh page, so the second report is new
			}
		}
		if got := lgLogged(t, fresh, srv.URL); strings.Join(got, " ") != strings.Join(ids, " ") {
			t.Errorf("restored log lists %v, want %v", got, ids)
		}
	})
}

func TestLogSurvivesAppUpdate(t *testing.T) {
	srv, b := startApp(t, "/")
	b.WaitOfflineReady(t, srv.URL)
	lgSaveRuling(t, b, srv.URL)
	before := lgLogged(t, b, srv.URL)

	addr := srv.Addr
	srv.Kill()
	srv2 := StartServer(t, ServerOptions{Addr: addr, Version: "log-update-test"})
	b.Load(t, srv2.URL+"/log")
	// The new worker installs and takes over: wait until the new version's cache is the only one.
	deadline := time.Now().Add(60 * time.Second)
	for {
		s := b.OfflineState(t)
		if len(s.Caches) == 1 && s.Caches[0] == "app-log-update-test" {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the update did not take over: caches %v", s.Caches)
		}
		time.Sleep(50 * time.Millisecond)
	}
	after := lgLogged(t, b, srv2.URL)
	if strings.Join(after, " ") != strings.Join(before, " ") || len(after) != 1 {
		t.Errorf("after the update the log lists %v, before %v", after, before)
	}
}

// TestLogStorageOpens: reading creates no database, so a first launch has nothing half-made to
// leave in the back/forward cache (a page left there in the middle of creating one made every
// later page's open wait behind it, and the export hung); and an open that the browser never
// answers ends in a message, not a page that waits for ever.
func TestLogStorageOpens(t *testing.T) {
	srv, b := startApp(t, "/")
	databases := func() string {
		var names []string
		b.Eval(t, `indexedDB.databases().then(l => l.map(d => d.name).sort())`, &names)
		return strings.Join(names, " ")
	}
	for _, path := range []string{"/kiosk", "/log/export", "/log"} {
		b.Load(t, srv.URL+path)
	}
	b.Wait(t, `!!document.querySelector('#log-list[data-loaded="true"]')`)
	if got := databases(); got != "" {
		t.Fatalf("after reading pages only, the browser has databases %q, want none", got)
	}
	lgSaveRuling(t, b, srv.URL)
	if got := databases(); got != "tableside" {
		t.Fatalf("after a save the browser has databases %q, want the log's alone", got)
	}

	t.Run("an open the browser never answers is reported", func(t *testing.T) {
		// Another tab holds the log open, ignores the request to let go, and asks for a newer
		// version: the browser queues every later open of the log behind that one.
		other, cancel := chromedp.NewContext(b.Ctx)
		defer cancel()
		hold := `new Promise(ok => {
			const r = indexedDB.open("tableside");
			r.onsuccess = () => {
				const held = r.result;
				held.onversionchange = null;
				window.held = held;
				const up = indexedDB.open("tableside", held.version + 1);
				up.onblocked = () => ok("blocked");
			};
		})`
		var state string
		err := chromedp.Run(other, chromedp.Navigate(srv.URL+"/about"),
			chromedp.Evaluate(hold, &state, func(p *runtime.EvaluateParams) *runtime.EvaluateParams { return p.WithAwaitPromise(true) }))
		if err != nil || state != "blocked" {
			t.Fatalf("holding the log in another tab: %v, %q", err, state)
		}
		b.Load(t, srv.URL+"/log")
		b.Wait(t, `!!document.querySelector("#log-error")`)
		if got := b.Text(t, "#log-error"); !strings.Contains(got, "storage is not answering") {
			t.Errorf("the log page says %q", got)
		}
	})
}
