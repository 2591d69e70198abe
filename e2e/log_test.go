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
	"github.com/chromedp/chromedp"
)

// The ruling log end to end: a ruling saved through the wizard's DOM contract is kept across
// reloads, crashes (SIGKILL), offline use and an app update; it is edited, deleted and
// restored on the log pages; exported to CSV and JSON through real downloads; and the JSON
// restores the log on a fresh profile.

// lgWait polls a JS boolean expression.
func lgWait(t *testing.T, b *Browser, js string) {
	t.Helper()
	if err := b.WaitTrue(t, js, 30*time.Second); err != nil {
		var page string
		b.Eval(t, `location.href + "\n" + (document.querySelector("#save-status") || {outerHTML: ""}).outerHTML + "\n" + (document.querySelector("main") || document.body).innerHTML.slice(0, 1500)`, &page)
		t.Fatalf("%v\non the page: %s", err, page)
	}
}

// lgClick waits for the element and clicks it.
func lgClick(t *testing.T, b *Browser, sel string) {
	t.Helper()
	q := fmt.Sprintf("document.querySelector(%s)", jsString(sel))
	lgWait(t, b, "!!"+q+" && !"+q+".disabled")
	// A real tap, a moment after the element appears, as a finger would: the wasm may still be
	// wiring the re-used node's handler. Centred first, clear of the sticky bars.
	time.Sleep(150 * time.Millisecond)
	center := chromedp.Evaluate(q+`.scrollIntoView({block: "center", behavior: "instant"})`, nil)
	if err := b.Run(t, 20*time.Second, center, chromedp.Click(sel, chromedp.ByQuery)); err != nil {
		t.Fatalf("click %s: %v", sel, err)
	}
}

// lgSetTable remembers the table as the home screen's table context would.
func lgSetTable(t *testing.T, b *Browser, table, board int) {
	t.Helper()
	var ok bool
	b.Eval(t, fmt.Sprintf(`localStorage.setItem("tableside.table", JSON.stringify({table: %d, board: %d})), true`, table, board), &ok)
}

// lgSaveRuling rules a penalty card (his partner has the lead, one major penalty card: an
// outcome with a chooser and follow-ups) and saves it, returning once the page says saved.
func lgSaveRuling(t *testing.T, b *Browser, base string) {
	t.Helper()
	var ok bool // a ruling re-opened earlier would start from its outcome
	b.Eval(t, `location.protocol.startsWith("http") && Object.keys(localStorage).filter(k => k.startsWith("tableside.wizard.")).forEach(k => localStorage.removeItem(k)), true`, &ok)
	b.Load(t, base+"/rule/penalty-card")
	lgClick(t, b, `button.answer[data-option="partner-leads"]`)
	lgWait(t, b, `!!document.querySelector('#question[data-step="holding"]')`)
	lgClick(t, b, `button.answer[data-option="one"]`)
	lgWait(t, b, `!!document.querySelector('section#outcome[data-outcome="lead-options"]')`)
	lgClick(t, b, "#save-to-log")
	lgWait(t, b, `["saved", "failed"].includes((document.querySelector("#save-status") || {dataset: {}}).dataset.state)`)
	if s := b.Text(t, "#save-status"); s != "Saved to the log" {
		t.Fatalf("save status = %q", s)
	}
}

// lgLogged opens the log and returns the ids it lists, in order.
func lgLogged(t *testing.T, b *Browser, base string) []string {
	t.Helper()
	b.Load(t, base+"/log")
	lgWait(t, b, `!!document.querySelector('#log-list[data-loaded="true"]')`)
	var ids []string
	b.Eval(t, `[...document.querySelectorAll("li.log-entry")].map(li => li.dataset.entry)`, &ids)
	return ids
}

func lgCount(t *testing.T, b *Browser, sel string) int {
	t.Helper()
	var n int
	b.Eval(t, fmt.Sprintf("document.querySelectorAll(%s).length", jsString(sel)), &n)
	return n
}

func TestLogSaveEditDeleteUndo(t *testing.T) {
	skipShort(t)
	srv := StartServer(t, ServerOptions{})
	b := NewBrowser(t, t.TempDir())
	b.Load(t, srv.URL+"/")
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
	lgWait(t, b, `!!document.querySelector('#log-list[data-loaded="true"]')`)
	if n := lgCount(t, b, "li.log-entry"); n != 1 {
		t.Fatalf("after a reload the log lists %d", n)
	}
	if got := b.Text(t, "li.log-entry .log-entry-meta"); !strings.Contains(got, "Table 5 · Board 7") {
		t.Errorf("log line = %q, want table 5 board 7", got)
	}

	t.Run("filters", func(t *testing.T) {
		var ok bool
		b.Eval(t, `(() => { const i = document.querySelector("#filter-table"); i.value = "6"; i.dispatchEvent(new Event("input", {bubbles: true})); return true })()`, &ok)
		lgWait(t, b, `document.querySelectorAll("li.log-entry").length === 0`)
		b.Eval(t, `(() => { const i = document.querySelector("#filter-table"); i.value = "5"; i.dispatchEvent(new Event("input", {bubbles: true})); return true })()`, &ok)
		lgWait(t, b, `document.querySelectorAll("li.log-entry").length === 1`)
		b.Eval(t, `(() => { const s = document.querySelector("#filter-ruling"); s.value = "revoke"; s.dispatchEvent(new Event("change", {bubbles: true})); return true })()`, &ok)
		lgWait(t, b, `document.querySelectorAll("li.log-entry").length === 0`)
	})

	t.Run("reminders on home, done from there", func(t *testing.T) {
		b.Load(t, srv.URL+"/")
		lgWait(t, b, `!!document.querySelector("section#reminders li.reminder")`)
		before := lgCount(t, b, "li.reminder")
		if b.Text(t, "#reminders .reminder-table") != "Table 5" {
			t.Errorf("reminders not grouped under table 5")
		}
		var first bool // the kiosk must show pending reminders before the catalogue of rulings
		b.Eval(t, `!!(document.querySelector("#reminders").compareDocumentPosition(document.querySelector(".home-categories")) & Node.DOCUMENT_POSITION_FOLLOWING)`, &first)
		if !first {
			t.Errorf("reminders are shown after the ruling categories, want them before")
		}
		lgClick(t, b, "li.reminder button.reminder-done")
		lgWait(t, b, fmt.Sprintf(`document.querySelectorAll("li.reminder").length === %d`, before-1))
		b.Load(t, srv.URL+"/") // resolved in the log, not just hidden
		lgWait(t, b, `!!document.querySelector(".reminders-slot") && !document.querySelector("li.reminder")`)
	})

	t.Run("notes are saved and survive a reload", func(t *testing.T) {
		b.Load(t, srv.URL+"/log/entry?id="+id)
		lgWait(t, b, `!!document.querySelector("#entry-notes")`)
		var ok bool
		b.Eval(t, `(() => { const n = document.querySelector("#entry-notes"); n.value = "East disputed the timing"; n.dispatchEvent(new Event("input", {bubbles: true}));
			const r = document.querySelector("#entry-round"); r.value = "3"; r.dispatchEvent(new Event("input", {bubbles: true})); return true })()`, &ok)
		lgClick(t, b, "#save-notes")
		lgWait(t, b, `document.querySelector("#entry-save-status").textContent === "Saved"`)
		b.Load(t, srv.URL+"/log/entry?id="+id)
		lgWait(t, b, `document.querySelector("#entry-notes") && document.querySelector("#entry-notes").value === "East disputed the timing"`)
		lgWait(t, b, `document.querySelector("#entry-round").value === "3"`)
	})

	t.Run("the chooser's pick and a follow-up opened again are recorded", func(t *testing.T) {
		lgClick(t, b, `button.choice-button[data-choice="0"]`)
		lgWait(t, b, `document.querySelector('button.choice-button[data-choice="0"]').getAttribute("aria-pressed") === "true"`)
		// Done from home already; open it again here.
		lgWait(t, b, `document.querySelector('li.followup').dataset.done === "true"`)
		lgClick(t, b, `button.followup-toggle[data-followup="0"]`)
		lgWait(t, b, `document.querySelector('li.followup').dataset.done === "false"`)
	})

	t.Run("re-open in the wizard shows the logged outcome", func(t *testing.T) {
		b.Load(t, srv.URL+"/log/entry?id="+id)
		lgClick(t, b, "#reopen-wizard")
		lgWait(t, b, `location.pathname === "/rule/penalty-card" && !!document.querySelector('section#outcome[data-outcome="lead-options"]')`)
	})

	t.Run("delete, then undo", func(t *testing.T) {
		b.Load(t, srv.URL+"/log/entry?id="+id)
		lgClick(t, b, "#delete-entry")
		lgWait(t, b, `location.pathname === "/log" && !!document.querySelector("#undo-delete")`)
		if n := lgCount(t, b, "li.log-entry"); n != 0 {
			t.Errorf("deleted entry still listed")
		}
		lgClick(t, b, "#undo-delete")
		lgWait(t, b, `document.querySelectorAll("li.log-entry").length === 1 && !document.querySelector("#undo-delete")`)
		b.Screenshot(t, "log-390x844", 390, 844)
		b.Load(t, srv.URL+"/log/entry?id="+id)
		lgWait(t, b, `!!document.querySelector("#entry-notes")`)
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
	skipShort(t)
	srv := StartServer(t, ServerOptions{})
	b := NewBrowser(t, t.TempDir())
	b.Load(t, srv.URL+"/")
	b.WaitOfflineReady(t, srv.URL)
	srv.Kill()

	lgSaveRuling(t, b, srv.URL)
	ids := lgLogged(t, b, srv.URL)
	if len(ids) != 1 {
		t.Fatalf("offline: log lists %v", ids)
	}
	b.Load(t, srv.URL+"/log/entry?id="+ids[0]) // a query string, offline: the cached page
	lgWait(t, b, `!!document.querySelector('#entry[data-entry="`+ids[0]+`"] #entry-notes')`)
	b.Load(t, srv.URL+"/log/print")
	lgWait(t, b, `document.querySelectorAll("article.print-entry").length === 1`)
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
	lgClick(t, b, sel)
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
		time.Sleep(100 * time.Millisecond)
	}
	t.Fatalf("no %s file downloaded by %s", suffix, sel)
	return nil
}

func TestLogExportImport(t *testing.T) {
	skipShort(t)
	srv := StartServer(t, ServerOptions{})
	b := NewBrowser(t, t.TempDir())
	b.Load(t, srv.URL+"/")
	lgSetTable(t, b, 3, 4)
	lgSaveRuling(t, b, srv.URL)
	lgSetTable(t, b, 8, 9)
	lgSaveRuling(t, b, srv.URL)
	ids := lgLogged(t, b, srv.URL)
	if len(ids) != 2 {
		t.Fatalf("log lists %v", ids)
	}

	b.Load(t, srv.URL+"/log/export")
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
	b.Load(t, srv.URL+"/log/print")
	lgWait(t, b, `document.querySelectorAll("article.print-entry").length === 2`)
	b.Screenshot(t, "log-print-1024x768", 1024, 768)

	t.Run("the backup restores the log on a fresh profile, twice without duplicates", func(t *testing.T) {
		files, _ := filepath.Glob(filepath.Join(jsonDir, "*.json"))
		fresh := NewBrowser(t, t.TempDir())
		fresh.Load(t, srv.URL+"/log/export")
		for round, added := range []string{"2", "0"} {
			if err := fresh.Run(t, 10*time.Second, chromedp.SetUploadFiles("#import-json", files, chromedp.ByQuery)); err != nil {
				t.Fatal(err)
			}
			lgWait(t, fresh, `!!document.querySelector("#import-report")`)
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
	skipShort(t)
	srv := StartServer(t, ServerOptions{})
	b := NewBrowser(t, t.TempDir())
	b.Load(t, srv.URL+"/")
	b.WaitOfflineReady(t, srv.URL)
	lgSaveRuling(t, b, srv.URL)
	before := lgLogged(t, b, srv.URL)

	addr := srv.Addr
	srv.Kill()
	srv2 := StartServer(t, ServerOptions{Addr: addr, Version: "log-update-test"})
	b.Load(t, srv2.URL+"/log")
	// The new worker installs and takes over; reload until the new version's cache is the only one.
	deadline := time.Now().Add(60 * time.Second)
	for {
		s := b.OfflineState(t)
		if len(s.Caches) == 1 && s.Caches[0] == "app-log-update-test" {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the update did not take over: caches %v", s.Caches)
		}
		time.Sleep(300 * time.Millisecond)
	}
	after := lgLogged(t, b, srv2.URL)
	if strings.Join(after, " ") != strings.Join(before, " ") || len(after) != 1 {
		t.Errorf("after the update the log lists %v, before %v", after, before)
	}
}
