package rulinglog

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"

	"tableside/app/apptest"
	"tableside/app/store"
	"tableside/app/ui"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// moreButton is the text of the "Show older" button, "" when there is none.
func moreButton(html string) string {
	m := regexp.MustCompile(`<button[^>]*id="log-more"[^>]*>([^<]*)</button>`).FindStringSubmatch(html)
	if m == nil {
		return ""
	}
	return m[1]
}

// TestLogFirstPageThroughTheIndexListsAsTheWholeLog: before the whole log is read, the page
// read through the index lists the same rulings, in the same order, with the same "Show older"
// button, as the page made from the whole log, page after page; a deleted ruling is not listed
// but its Undo is offered at once.
func TestLogFirstPageThroughTheIndexListsAsTheWholeLog(t *testing.T) {
	l, mem := apptest.MemoryLog(t)
	today := ui.LogToday()
	var es []store.Entry
	for i := range 230 {
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
	if err := l.Delete("e007", apptest.Now); err != nil {
		t.Fatal(err)
	}
	mem.PutRaw("bad1", []byte(`{"v":1,"id":`))

	whole := NewLogPage()
	whole.show(apptest.MustAll(t, l), nil)
	first := NewLogPage()
	first.deleted = "e007"
	for pages := range 3 {
		whole.pages, first.pages = pages, pages
		page, undo, err := readFirstPage(today, logPageSize*(pages+1), "e007")
		if err != nil {
			t.Fatal(err)
		}
		first.showFirst(page, undo, nil)
		a, b := app.HTMLString(whole.Render()), app.HTMLString(first.Render())
		if got, want := listed(b), listed(a); !slices.Equal(got, want) {
			t.Errorf("page %d through the index lists %d rulings %v…, the whole log %d %v…", pages+1, len(got), got[:3], len(want), want[:3])
		}
		if got, want := moreButton(b), moreButton(a); got != want {
			t.Errorf("page %d: the button through the index reads %q, from the whole log %q", pages+1, got, want)
		}
		if !strings.Contains(b, `data-loaded="true"`) || !strings.Contains(b, `id="undo-delete"`) {
			t.Errorf("page %d through the index: not marked read, or no Undo of the delete", pages+1)
		}
	}
}

// TestLogFilterWaitsForTheWholeLog: a filter set before the whole log is read lists nothing from
// the first page alone (it would miss older matches) and says the log is being read; once it is
// read, the filter applies.
func TestLogFilterWaitsForTheWholeLog(t *testing.T) {
	l, _ := apptest.MemoryLog(t)
	today := ui.LogToday()
	apptest.MustPut(t, l,
		apptest.Entry(t, "new3", today, 3, apptest.Now),
		apptest.Entry(t, "old3", "2024-01-05", 3, apptest.Now),
	)
	p := NewLogPage()
	page, _, err := readFirstPage(today, 1, "")
	if err != nil {
		t.Fatal(err)
	}
	p.showFirst(page, nil, nil)
	p.table = "3"
	html := app.HTMLString(p.Render())
	if len(listed(html)) != 0 || !strings.Contains(html, "Reading the log on this device") || strings.Contains(html, "No rulings match") {
		t.Errorf("a filter on the first page alone:\n%s", html)
	}
	p.show(apptest.MustAll(t, l), nil)
	if got := strings.Join(listed(app.HTMLString(p.Render())), " "); got != "new3 old3" {
		t.Errorf("table 3 once the log is read lists %q", got)
	}
}

// TestLogLoadShowsTheFirstPageThenTheWholeLog: load reads the first page, then the whole log
// (the session filter's dates come from it).
func TestLogLoadShowsTheFirstPageThenTheWholeLog(t *testing.T) {
	l, _ := apptest.MemoryLog(t)
	apptest.MustPut(t, l, apptest.Entry(t, "a", "2024-01-05", 3, apptest.Now))
	p := NewLogPage()
	ctx, eng := apptest.Context(t)
	p.load(ctx)
	eng.ConsumeAll()
	if !p.all || !p.loaded || strings.Join(listed(app.HTMLString(p.Render())), " ") != "a" {
		t.Errorf("after load: whole log read %v, loaded %v, listed %v", p.all, p.loaded, listed(app.HTMLString(p.Render())))
	}
}
