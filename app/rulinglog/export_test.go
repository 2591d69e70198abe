package rulinglog

import (
	"encoding/csv"
	"strings"
	"testing"
	"time"

	"tableside/app/apptest"
	"tableside/app/htmltest"
	"tableside/app/store"
	"tableside/app/ui"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

func TestExportCSVHasOneRowPerLiveRulingOfTheSession(t *testing.T) {
	l, mem := apptest.MemoryLog(t)
	apptest.MustPut(t, l,
		apptest.Entry(t, "a1", "2025-03-14", 1, apptest.Now),
		apptest.Entry(t, "a2", "2025-03-14", 2, apptest.Now.Add(time.Minute)),
		apptest.Entry(t, "b1", "2025-03-07", 3, apptest.Now.AddDate(0, 0, -7)),
		apptest.Entry(t, "gone", "2025-03-14", 4, apptest.Now),
	)
	if err := l.Delete("gone", apptest.Now); err != nil {
		t.Fatal(err)
	}
	mem.PutRaw("bad", []byte(`not json`))
	recs := apptest.MustAll(t, l)

	rows := func(date string) [][]string {
		t.Helper()
		data, err := logCSV(recs, date, "2025-03-14")
		if err != nil {
			t.Fatal(err)
		}
		out, err := csv.NewReader(strings.NewReader(strings.TrimPrefix(string(data), "\uFEFF"))).ReadAll()
		if err != nil {
			t.Fatal(err)
		}
		return out[1:]
	}
	if got := rows("2025-03-14"); len(got) != 2 || got[0][2] != "2" || got[1][2] != "1" {
		t.Errorf("session CSV rows = %v", got)
	}
	all := rows("")
	if len(all) != 4 || !strings.HasPrefix(all[3][7], "Unreadable entry bad") {
		t.Errorf("all-sessions CSV = %v", all)
	}
	if got := logFileName("2025-03-14", "2025-03-20", "csv"); got != "tableside-2025-03-14.csv" {
		t.Errorf("file name %s", got)
	}
	if got := logFileName("", "2025-03-20", "json"); got != "tableside-log-2025-03-20.json" {
		t.Errorf("file name %s", got)
	}
}

func TestExportJSONKeepsEverythingAndImportsWithoutDuplicates(t *testing.T) {
	l, mem := apptest.MemoryLog(t)
	apptest.MustPut(t, l, apptest.Entry(t, "a1", "2025-03-14", 1, apptest.Now), apptest.Entry(t, "gone", "2025-03-14", 4, apptest.Now))
	if err := l.Delete("gone", apptest.Now); err != nil {
		t.Fatal(err)
	}
	mem.PutRaw("new", []byte(`{"v":9,"id":"new"}`))
	data, err := logJSON(apptest.MustAll(t, l), apptest.Now)
	if err != nil {
		t.Fatal(err)
	}
	fresh, _ := store.NewMemoryLog()
	rep, err := fresh.Import(data)
	if err != nil || rep.Added != 2 || rep.Skipped != 1 {
		t.Fatalf("first import: %+v %v", rep, err)
	}
	rep, err = fresh.Import(data)
	if err != nil || rep.Added != 0 || rep.Unchanged != 2 {
		t.Fatalf("second import: %+v %v", rep, err)
	}

	p := NewExportPage()
	p.imported(rep, nil, apptest.MustAll(t, fresh), nil)
	html := app.HTMLString(p.Render())
	for _, want := range []string{`id="import-report"`, "Already here", "Skipped (unreadable)", `id="export-csv"`, `id="export-json"`, `id="import-json"`, `id="print-view"`} {
		if !strings.Contains(html, want) {
			t.Errorf("export page lacks %q", want)
		}
	}
}

func TestExportPageClearsOldSessionsOnlyAfterConfirming(t *testing.T) {
	l, _ := apptest.MemoryLog(t)
	today := ui.LogToday()
	apptest.MustPut(t, l, apptest.Entry(t, "old", "2020-01-01", 1, apptest.Now), apptest.Entry(t, "now", today, 2, apptest.Now))
	p := NewExportPage()
	p.show(apptest.MustAll(t, l), nil)
	html := app.HTMLString(p.Render())
	if !strings.Contains(html, `id="clear-old"`) || strings.Contains(html, `id="clear-old-confirm"`) {
		t.Fatal("clean-up offered without a confirmation step")
	}
	p.confirmClear = true
	if html := app.HTMLString(p.Render()); !strings.Contains(html, "Remove 1 ruling for good?") {
		t.Errorf("confirmation does not say how many")
	}
	ctx, eng := apptest.Context(t)
	p.clearOld(ctx)
	eng.ConsumeAll()
	recs := apptest.MustAll(t, l)
	if len(recs) != 1 || recs[0].ID != "now" || !strings.Contains(p.clearMsg, "Removed 1 ruling") {
		t.Errorf("after clean-up: %d records, %q", len(recs), p.clearMsg)
	}
}

func TestPrintViewHasOneBlockPerRulingWithWhatAnAppealNeeds(t *testing.T) {
	l, mem := apptest.MemoryLog(t)
	e, err := apptest.Entry(t, "p1", "2025-03-14", 9, apptest.Now).WithChoice(0, apptest.Now)
	if err != nil {
		t.Fatal(err)
	}
	e = e.WithNotes("North disputed the facts", apptest.Now)
	e, _ = e.Resolve(0, true, apptest.Now)
	apptest.MustPut(t, l, e, apptest.Entry(t, "p2", "2025-03-14", 3, apptest.Now.Add(time.Minute)))
	mem.PutRaw("bad", []byte(`{}`))

	p := NewPrintPage()
	p.show(apptest.MustAll(t, l), nil)
	html := app.HTMLString(p.Render())
	if n := strings.Count(html, `<article `); n != 3 {
		t.Errorf("%d blocks, want 3 (two rulings and the unreadable one)", n)
	}
	for _, want := range []string{"Table 9 · Board 5", "North / N-S", "Declarer chose: Accept the lead", "Law 64A1",
		"North disputed the facts", "done ", "open", "Read to the table", "chooses; the choice was not recorded", "Unreadable entry bad"} {
		if !strings.Contains(html, want) {
			t.Errorf("print view lacks %q", want)
		}
	}
	p.date = "2025-03-13"
	if html := app.HTMLString(p.Render()); strings.Contains(html, "<article ") {
		t.Error("another session's rulings printed")
	}
}

// go-app writes Disabled(false) as disabled="false", which a browser reads as disabled: the
// pre-rendered page's buttons would be dead until the wasm takes over.
func TestExportAndEntryButtonsAreLiveWhenIdle(t *testing.T) {
	l, _ := apptest.MemoryLog(t)
	apptest.MustPut(t, l, apptest.Entry(t, "old", "2020-01-01", 1, apptest.Now))
	p := NewExportPage()
	p.show(apptest.MustAll(t, l), nil)
	doc := htmltest.Mount(t, p.Render)
	for _, sel := range []string{"button#export-csv", "button#export-json", "button#clear-old"} {
		if _, off := doc.One(t, sel).Attrs["disabled"]; off {
			t.Errorf("%s is disabled on an idle page", sel)
		}
	}
	p.busy = true
	doc = htmltest.Mount(t, p.Render)
	for _, sel := range []string{"button#export-csv", "button#export-json", "button#clear-old"} {
		if _, off := doc.One(t, sel).Attrs["disabled"]; !off {
			t.Errorf("%s can be tapped while busy", sel)
		}
	}

	e := entryPageFor(t, l, "old")
	if _, off := htmltest.Mount(t, e.Render).One(t, "button#save-notes").Attrs["disabled"]; off {
		t.Error("Save is disabled before anything is being saved")
	}
	e.saving = true
	if _, off := htmltest.Mount(t, e.Render).One(t, "button#save-notes").Attrs["disabled"]; !off {
		t.Error("Save can be tapped twice while saving")
	}
}

// S5: on a device that shares its log, "Free space" says that it removes the rulings from
// this device only, and where to erase one from the club. (Before: "for good" and nothing
// else, while the club's log kept them.)
func TestFreeSpaceOnASharedDeviceSaysTheClubKeepsThem(t *testing.T) {
	l, _ := apptest.MemoryLog(t)
	saved := ui.Club
	defer func() { ui.Club = saved }()
	ui.Club = ui.NewSyncer()
	p := NewExportPage()
	p.show(apptest.MustAll(t, l), nil)
	if strings.Contains(app.HTMLString(p.Render()), "clear-shared-note") {
		t.Error("a device that shares nothing is told about the club")
	}
	if err := l.Join(store.Membership{ClubID: "c1", DeviceID: "d1", Token: "t"}); err != nil {
		t.Fatal(err)
	}
	ui.Club.Refresh()
	if html := app.HTMLString(p.Render()); !strings.Contains(html, "removed from this device only") || !strings.Contains(html, "Erase from the club for good") {
		t.Error("a shared device is not told the club keeps them")
	}
}
