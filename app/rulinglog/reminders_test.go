package rulinglog

import (
	"strings"
	"testing"
	"time"

	"tableside/app/apptest"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

func TestRemindersGroupOpenFollowUpsByTableUntilDone(t *testing.T) {
	l, _ := apptest.MemoryLog(t)
	resolved, _ := apptest.Entry(t, "r3", "2025-03-14", 2, apptest.Now).Resolve(0, true, apptest.Now)
	resolved, _ = resolved.Resolve(1, true, apptest.Now)
	apptest.MustPut(t, l,
		apptest.Entry(t, "r1", "2025-03-14", 4, apptest.Now),
		apptest.Entry(t, "r2", "2025-03-13", 0, apptest.Now.Add(-24*time.Hour)),
		resolved,
	)
	r := NewReminders()
	r.show(apptest.MustAll(t, l), nil)
	html := app.HTMLString(r.Render())
	if !strings.Contains(html, `id="reminders"`) || strings.Count(html, `<li `) != 4 {
		t.Fatalf("want 4 reminders (two per open ruling):\n%s", html)
	}
	if i, j := strings.Index(html, "Table 4"), strings.Index(html, "No table recorded"); i < 0 || j < i {
		t.Errorf("tables not in order, unknown table last")
	}
	if strings.Contains(html, "Table 2") {
		t.Error("a resolved ruling still reminds")
	}
	if !strings.Contains(html, `href="/rule/penalty-card"`) || strings.Count(html, "reminder-flow") != 2 {
		t.Errorf("the follow-up with a flow has no link to it")
	}

	ctx, eng := apptest.Context(t)
	r.done(ctx, "r1", 0, -1)
	eng.ConsumeAll()
	if rec, _ := l.Get("r1"); len(rec.Entry.Open()) != 1 || rec.Entry.Open()[0] != 1 {
		t.Errorf("Done did not resolve follow-up 0: open %v", rec.Entry.Open())
	}
	if html := app.HTMLString(r.Render()); strings.Count(html, `<li `) != 3 {
		t.Errorf("the done reminder is still listed")
	}
}

func TestRemindersShowNothingWhenNothingIsOpen(t *testing.T) {
	l, _ := apptest.MemoryLog(t)
	r := NewReminders()
	r.show(apptest.MustAll(t, l), nil)
	if html := app.HTMLString(r.Render()); strings.Contains(html, "reminders-title") {
		t.Errorf("empty reminders rendered a heading:\n%s", html)
	}
}
