package rulinglog

import (
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"tableside/app/apptest"
	"tableside/app/store"
	"tableside/app/ui"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// go-app writes attributes in no fixed order.
var dataEntryRE = regexp.MustCompile(`<li [^>]*data-entry="([^"]+)"`)

// listed returns the data-entry ids of the log's lines, in page order.
func listed(html string) []string {
	var ids []string
	for _, m := range dataEntryRE.FindAllStringSubmatch(html, -1) {
		ids = append(ids, m[1])
	}
	return ids
}

func TestLogListsTodayFirstAndKeepsUnreadableEntriesInView(t *testing.T) {
	l, mem := apptest.MemoryLog(t)
	today := ui.LogToday()
	apptest.MustPut(t, l,
		apptest.Entry(t, "old1", "2024-01-05", 2, apptest.Now.AddDate(0, 0, -1)),
		apptest.Entry(t, "now1", today, 3, apptest.Now),
		apptest.Entry(t, "now2", today, 4, apptest.Now.Add(time.Hour)),
	)
	mem.PutRaw("bad1", []byte(`{"v":1,"id":`))
	mem.PutRaw("new1", []byte(`{"v":7,"id":"new1","hologram":true}`))

	p := NewLogPage()
	p.show(apptest.MustAll(t, l), nil)
	html := app.HTMLString(p.Render())
	if got, want := strings.Join(listed(html), " "), "now2 now1 old1 bad1 new1"; got != want {
		t.Errorf("log order = %s, want %s", got, want)
	}
	if n := strings.Count(html, `class="log-entry log-entry-unreadable"`); n != 2 {
		t.Errorf("%d unreadable lines, want 2", n)
	}
	for _, want := range []string{"not valid JSON", "newer version of Tableside", "Today", "Table 3 · Board 5", `href="/log/entry?id=now1"`} {
		if !strings.Contains(html, want) {
			t.Errorf("log page lacks %q", want)
		}
	}

	t.Run("one heading per session, then the unreadable entries", func(t *testing.T) {
		var heads []string
		for _, m := range regexp.MustCompile(`<h2 class="section-title">([^<]*)</h2>`).FindAllStringSubmatch(html, -1) {
			heads = append(heads, m[1])
		}
		if got, want := strings.Join(heads, " | "), "Today | Fri 5 Jan 2024 | Unreadable entries"; got != want {
			t.Errorf("headings %q, want %q", got, want)
		}
		for _, tag := range []string{"section", "ul", "li", "a"} {
			if o, c := strings.Count(html, "<"+tag+" "), strings.Count(html, "</"+tag+">"); o != c {
				t.Errorf("%d <%s> opened, %d closed", o, tag, c)
			}
		}
	})
	t.Run("filtering by table hides the rest but says unreadable entries exist", func(t *testing.T) {
		p.table = "3"
		html := app.HTMLString(p.Render())
		if got := strings.Join(listed(html), " "); got != "now1" {
			t.Errorf("table 3 lists %s", got)
		}
		if !strings.Contains(html, "2 unreadable entries are kept but hidden by the filters") {
			t.Error("no word about the hidden unreadable entries")
		}
	})
	t.Run("filtering by date and ruling", func(t *testing.T) {
		p.table, p.date, p.flow = "", "2024-01-05", "revoke"
		if got := strings.Join(listed(app.HTMLString(p.Render())), " "); got != "old1" {
			t.Errorf("2024-01-05 lists %s", got)
		}
		p.flow = "insufficient-bid"
		if html := app.HTMLString(p.Render()); len(listed(html)) != 0 || !strings.Contains(html, "No rulings match") {
			t.Errorf("an empty filter result is not said so")
		}
	})
}

// TestLogListsAPageAtATime: the log lists its newest logPageSize readable rulings, every
// unreadable one, and a button for the next page of older ones.
func TestLogListsAPageAtATime(t *testing.T) {
	l, mem := apptest.MemoryLog(t)
	today := ui.LogToday()
	var es []store.Entry
	for i := range 250 {
		date := "2024-01-05"
		switch {
		case i < 30:
			date = today
		case i >= 150:
			date = "2024-01-04"
		}
		es = append(es, apptest.Entry(t, fmt.Sprintf("e%03d", i), date, 1+i%10, apptest.Now))
	}
	apptest.MustPut(t, l, es...)
	mem.PutRaw("bad1", []byte(`{"v":1,"id":`))

	p := NewLogPage()
	p.show(apptest.MustAll(t, l), nil)
	for _, c := range []struct {
		listed int
		more   string // the button's text, "" for none
	}{
		{100 + 1, "Show 100 older rulings (150 not listed)"},
		{200 + 1, "Show 50 older rulings (50 not listed)"},
		{250 + 1, ""},
	} {
		html := app.HTMLString(p.Render())
		ids := listed(html)
		if len(ids) != c.listed || ids[len(ids)-1] != "bad1" {
			t.Errorf("page %d lists %d rulings ending with %s, want %d ending with the unreadable bad1", p.pages+1, len(ids), ids[len(ids)-1], c.listed)
		}
		if got := regexp.MustCompile(`<button[^>]*id="log-more"[^>]*>([^<]*)</button>`).FindStringSubmatch(html); (got == nil) != (c.more == "") || got != nil && got[1] != c.more {
			t.Errorf("page %d: the button reads %q, want %q", p.pages+1, got, c.more)
		}
		p.pages++
	}
	p.pages = 0
	if ids := listed(app.HTMLString(p.Render())); ids[0] != "e000" || !slices.Contains(ids, "e099") || slices.Contains(ids, "e100") {
		t.Errorf("the first page is not today's rulings, then the newest session's: %v…", ids[:3])
	}
}

func TestLogOffersUndoOfADeleteAndUndoRestoresTheEntry(t *testing.T) {
	l, _ := apptest.MemoryLog(t)
	apptest.MustPut(t, l, apptest.Entry(t, "del1", ui.LogToday(), 6, apptest.Now))
	if err := l.Delete("del1", apptest.Now); err != nil {
		t.Fatal(err)
	}
	p := NewLogPage()
	p.deleted = "del1"
	p.show(apptest.MustAll(t, l), nil)
	html := app.HTMLString(p.Render())
	if !strings.Contains(html, `id="undo-delete"`) || len(listed(html)) != 0 {
		t.Fatalf("a deleted entry is listed or has no undo:\n%s", html)
	}

	ctx, eng := apptest.Context(t)
	p.undo(ctx)
	eng.ConsumeAll()
	html = app.HTMLString(p.Render())
	if strings.Contains(html, `id="undo-delete"`) || strings.Join(listed(html), " ") != "del1" {
		t.Errorf("after undo the entry is not back, or the undo is still offered:\n%s", html)
	}
	if r, err := l.Get("del1"); err != nil || r.Entry.IsDeleted() {
		t.Errorf("undo did not restore the stored entry: %v %v", err, r.Entry.Deleted)
	}
}

func TestLogProblemTellsADirectorWhatToDoWhenStorageIsFull(t *testing.T) {
	msg := ui.LogProblem(&store.StorageError{Op: "save", Name: "QuotaExceededError"})
	if !strings.Contains(msg, "export") || !strings.Contains(msg, "Delete old sessions") {
		t.Errorf("quota message = %q", msg)
	}
	if msg := ui.LogProblem(errors.New("boom")); msg != "boom" {
		t.Errorf("plain error = %q", msg)
	}
}
