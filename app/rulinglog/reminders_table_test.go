package rulinglog

import (
	"strings"
	"testing"

	"tableside/app/apptest"
	"tableside/app/store"
	"tableside/engine/law"
	"tableside/engine/ruling"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// TestRemindersAreOneLinePerTableUntilOpened: home shows each table as one line naming its
// follow-ups, its reminders hidden; a tap on the line shows that table's reminders with their
// Done buttons, and the table stays open when one of them is done.
func TestRemindersAreOneLinePerTableUntilOpened(t *testing.T) {
	l, _ := apptest.MemoryLog(t)
	apptest.MustPut(t, l,
		apptest.Entry(t, "r1", "2025-03-14", 4, apptest.Now),
		apptest.Entry(t, "r2", "2025-03-14", 6, apptest.Now),
	)
	r := NewReminders()
	r.show(apptest.MustAll(t, l), nil)
	html := app.HTMLString(r.Render())
	if n := strings.Count(html, `class="reminder-toggle"`); n != 2 {
		t.Fatalf("%d table lines, want one for each of tables 4 and 6:\n%s", n, html)
	}
	if n := strings.Count(html, `aria-expanded="false"`); n != 2 || strings.Count(html, "hidden") != 2 {
		t.Errorf("the tables are not all closed at first:\n%s", html)
	}
	if !strings.Contains(html, "Table 4 · 2 follow-ups: revoke, penalty card") {
		t.Errorf("table 4's line does not name its two follow-ups:\n%s", html)
	}

	r.toggle(4)
	html = app.HTMLString(r.Render())
	if strings.Count(html, `aria-expanded="true"`) != 1 || strings.Count(html, "hidden") != 1 {
		t.Fatalf("after a tap on table 4, want it alone open:\n%s", html)
	}
	ctx, eng := apptest.Context(t)
	r.done(ctx, "r1", 0, -1)
	eng.ConsumeAll()
	html = app.HTMLString(r.Render())
	if !strings.Contains(html, "Table 4 · 1 follow-up: penalty card") || strings.Count(html, `aria-expanded="true"`) != 1 {
		t.Errorf("after Done, table 4 should be open with one follow-up:\n%s", html)
	}
	r.toggle(4)
	if html := app.HTMLString(r.Render()); strings.Count(html, "hidden") != 2 {
		t.Errorf("a second tap does not close table 4")
	}
}

// TestReminderGistNamesTheCard: a reminder is named by the ruling it opens, after the card it is
// about; a card of rank 10 keeps both digits; with no flow, by the ruling it comes from alone.
func TestReminderGistNamesTheCard(t *testing.T) {
	for _, c := range []struct {
		when, flow, ruling, want string
	}{
		{"while the ♠Q is on the table", "penalty-card", "Opening lead out of turn", "♠Q penalty card"},
		{"while the ♥10 is on the table", "penalty-card", "Revoke", "♥10 penalty card"},
		{"when West next leads", "", "Withdrawn call: lead restrictions", "withdrawn call: lead restrictions"},
		{"at the end of play", "", "UI ruling", "UI ruling"},
		{"when ♠ are led", "", "Revoke", "revoke"},
		{"at the end of play, if the ♠5 stayed on the table", "", "Opening lead out of turn", "opening lead out of turn"},
	} {
		rem := store.Reminder{Ruling: c.ruling, FollowUp: ruling.FollowUp{When: c.when, Flow: c.flow, Law: law.L(50, "D")}}
		if got := gist(rem); got != c.want {
			t.Errorf("gist(%q, %q, %q) = %q, want %q", c.when, c.flow, c.ruling, got, c.want)
		}
	}
}
