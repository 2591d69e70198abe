package rulinglog

import (
	"strings"
	"testing"
	"time"

	"tableside/app/apptest"
	"tableside/app/store"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// entryPageFor loads the page for a stored entry as OnNav would.
func entryPageFor(t *testing.T, l *store.Log, id string) *entryPage {
	t.Helper()
	p := NewEntryPage()
	p.id = id
	rec, err := l.Get(id)
	p.show(rec, err)
	return p
}

func TestEntryShowsTheFullOutcomeAndItsControls(t *testing.T) {
	l, _ := apptest.MemoryLog(t)
	e := apptest.Entry(t, "e1", "2025-03-14", 7, apptest.Now).WithNotes("South called at trick 9 <late>", apptest.Now)
	apptest.MustPut(t, l, e)
	html := app.HTMLString(entryPageFor(t, l, "e1").Render())
	for _, want := range []string{
		`id="entry-notes"`, "South called at trick 9", `id="save-notes"`, `id="delete-entry"`,
		`id="reopen-wizard"`, `id="entry-table"`, `value="7"`, `id="entry-board"`,
		"Two tricks to the non-offending side", "Accept the lead", "Require another lead",
		"Law 64A1", "Read to the table", "transfer two tricks", "Mark done", "What declarer chose",
		"Dealer N", // board 5: North deals
	} {
		if !strings.Contains(html, want) {
			t.Errorf("entry page lacks %q", want)
		}
	}
	if strings.Contains(html, ">Saved<") {
		t.Error("says Saved before anything was saved")
	}
}

func TestEntrySavesNotesAndPlaceAndSaysSavedOnlyAfterTheWrite(t *testing.T) {
	l, _ := apptest.MemoryLog(t)
	apptest.MustPut(t, l, apptest.Entry(t, "e1", "2025-03-14", 7, apptest.Now))
	p := entryPageFor(t, l, "e1")
	ctx, eng := apptest.Context(t)

	p.notes, p.table, p.round, p.board = "Claim disputed; play continued", "8", "3", ""
	p.saveDetails(ctx)
	if p.saved {
		t.Fatal("Saved before the write completed")
	}
	eng.ConsumeAll()
	if !p.saved || p.saveErr != "" {
		t.Fatalf("saved=%v err=%q", p.saved, p.saveErr)
	}
	if !strings.Contains(app.HTMLString(p.Render()), ">Saved<") {
		t.Error("no Saved after the write")
	}
	r, err := l.Get("e1")
	if err != nil || r.Entry.Notes != "Claim disputed; play continued" || r.Entry.Table != 8 || r.Entry.Round != 3 || r.Entry.Board != 0 {
		t.Errorf("stored %+v, %v", r.Entry, err)
	}
}

func TestEntryRefusesABadNumberAndKeepsWhatWasTyped(t *testing.T) {
	l, _ := apptest.MemoryLog(t)
	apptest.MustPut(t, l, apptest.Entry(t, "e1", "2025-03-14", 7, apptest.Now))
	p := entryPageFor(t, l, "e1")
	ctx, eng := apptest.Context(t)
	p.notes, p.table = "typed", "seven"
	p.saveDetails(ctx)
	eng.ConsumeAll()
	html := app.HTMLString(p.Render())
	if p.saved || !strings.Contains(html, "Not saved: &#34;seven&#34; is not a table number") || !strings.Contains(html, `value="typed"`) {
		t.Errorf("bad table number not refused plainly:\n%s", p.saveErr)
	}
}

func TestEntryWriteFailures(t *testing.T) {
	t.Run("a full disk is reported with what to do, and the typed notes stay", func(t *testing.T) {
		l, mem := apptest.MemoryLog(t)
		apptest.MustPut(t, l, apptest.Entry(t, "e1", "2025-03-14", 7, apptest.Now))
		p := entryPageFor(t, l, "e1")
		ctx, eng := apptest.Context(t)
		mem.FailWrites(&store.StorageError{Name: "QuotaExceededError", Message: "full"})
		p.notes = "the note I typed"
		p.saveDetails(ctx)
		eng.ConsumeAll()
		html := app.HTMLString(p.Render())
		if p.saved || !strings.Contains(p.saveErr, "Storage is full") || !strings.Contains(html, "the note I typed") {
			t.Errorf("saved=%v err=%q", p.saved, p.saveErr)
		}
	})
	t.Run("a transaction that fails once is tried again and saved", func(t *testing.T) {
		l, mem := apptest.MemoryLog(t)
		apptest.MustPut(t, l, apptest.Entry(t, "e1", "2025-03-14", 7, apptest.Now))
		p := entryPageFor(t, l, "e1")
		ctx, eng := apptest.Context(t)
		mem.FailWrites(&store.StorageError{Name: "AbortError", Message: "the transaction was aborted"})
		go func() { time.Sleep(150 * time.Millisecond); mem.FailWrites(nil) }()
		p.notes = "kept"
		p.saveDetails(ctx)
		eng.ConsumeAll()
		if r, _ := l.Get("e1"); !p.saved || r.Entry.Notes != "kept" {
			t.Errorf("not saved on retry: saved=%v err=%q stored=%q", p.saved, p.saveErr, r.Entry.Notes)
		}
	})
}

func TestEntryRecordsTheChoiceAndResolvesFollowUps(t *testing.T) {
	l, _ := apptest.MemoryLog(t)
	apptest.MustPut(t, l, apptest.Entry(t, "e1", "2025-03-14", 7, apptest.Now))
	p := entryPageFor(t, l, "e1")
	ctx, eng := apptest.Context(t)
	p.pick(ctx, 1)
	eng.ConsumeAll()
	p.resolve(ctx, 0, true)
	eng.ConsumeAll()
	r, _ := l.Get("e1")
	if r.Entry.Choice.Label != "Require another lead" || len(r.Entry.Open()) != 1 || r.Entry.Open()[0] != 1 {
		t.Fatalf("stored choice %q, open %v", r.Entry.Choice.Label, r.Entry.Open())
	}
	html := app.HTMLString(p.Render())
	if !strings.Contains(html, "Follow-up: done at") || !strings.Contains(html, "Open again") || !strings.Contains(html, "Clear the choice") {
		t.Errorf("page does not show the saved choice and follow-up")
	}
}

func TestEntryShowsAnUnreadableEntryAsItIs(t *testing.T) {
	l, mem := apptest.MemoryLog(t)
	mem.PutRaw("zz9", []byte(`{"v":3,"id":"zz9","future":"field"}`))
	html := app.HTMLString(entryPageFor(t, l, "zz9").Render())
	for _, want := range []string{"Unreadable entry zz9", "newer version of Tableside", "&#34;future&#34;", "kept"} {
		if !strings.Contains(html, want) {
			t.Errorf("unreadable entry page lacks %q", want)
		}
	}
	if strings.Contains(html, `id="save-notes"`) || strings.Contains(html, `id="delete-entry"`) {
		t.Error("an unreadable entry offers edits")
	}
}

func TestEntryForAnUnknownIDSaysSo(t *testing.T) {
	l, _ := apptest.MemoryLog(t)
	html := app.HTMLString(entryPageFor(t, l, "nope").Render())
	if !strings.Contains(html, "no such ruling") || !strings.Contains(html, `href="/log"`) {
		t.Errorf("unknown id page:\n%s", html)
	}
}
