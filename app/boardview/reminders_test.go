package boardview

import (
	"strings"
	"testing"

	"tableside/app/apptest"
	"tableside/app/htmltest"
	"tableside/app/store"
	"tableside/app/ui"
	"tableside/engine/board"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// loggedBoard is board 5 at table 4 with one logged ruling of two follow-ups recorded on it.
func loggedBoard(t *testing.T) (*store.Log, board.State) {
	t.Helper()
	l, _ := apptest.MemoryLog(t)
	e := apptest.Entry(t, "r1", "2025-03-14", 4, apptest.Now)
	apptest.MustPut(t, l, e)
	b, err := board.New(4, 5, fourSpades)
	if err != nil {
		t.Fatal(err)
	}
	if b, err = b.Record(board.Ref{Flow: "revoke", At: "2025-03-14T19:15:00Z", Log: "r1"}, e.Outcome); err != nil {
		t.Fatal(err)
	}
	return l, b
}

// stillToWatch is the board page's reminders as shown.
func stillToWatch(t *testing.T, p *boardPage) []string {
	t.Helper()
	var out []string
	for _, li := range htmltest.Mount(t, p.Render).All("#board-reminders li") {
		out = append(out, li.TextContent())
	}
	return out
}

// TestBoardRemindersFollowTheLog: a follow-up marked done in the log (home's Done) is no longer
// to watch on the board, and Done on the board marks it done in the log, which home reads.
func TestBoardRemindersFollowTheLog(t *testing.T) {
	l, b := loggedBoard(t)
	p := &boardPage{table: 4, number: 5, b: b, found: true, loaded: true, follow: readFollowUps(b)}
	if got := stillToWatch(t, p); len(got) != 2 {
		t.Fatalf("board shows %q; want the ruling's two follow-ups", got)
	}

	if err := ui.ResolveFollowUp("r1", 0); err != nil { // Done on home
		t.Fatal(err)
	}
	p.follow = readFollowUps(b)
	got := stillToWatch(t, p)
	if len(got) != 1 || !strings.Contains(got[0], "offer declarer the lead options") {
		t.Fatalf("after Done on home the board shows %q; want only the second follow-up", got)
	}

	ctx, eng := apptest.Context(t)
	p.reminderDone(1)(ctx, app.Event{})
	eng.ConsumeAll()
	if got := stillToWatch(t, p); len(got) != 0 || p.actionErr != "" {
		t.Errorf("after Done on the board it shows %q (error %q); want nothing", got, p.actionErr)
	}
	if rec, _ := l.Get("r1"); len(rec.Entry.Open()) != 0 {
		t.Errorf("Done on the board left follow-ups %v open in the log", rec.Entry.Open())
	}
	if groups := store.Reminders(apptest.MustAll(t, l), ""); len(groups) != 0 {
		t.Errorf("home still reminds of %+v", groups)
	}
	if len(p.b.Due()) != 2 {
		t.Errorf("the board's own Done flags were written: due %d", len(p.b.Due()))
	}
}

// TestBoardRemindersOfADeletedRulingAreGone: a ruling deleted from the log leaves nothing to watch
// on the board, as on home.
func TestBoardRemindersOfADeletedRulingAreGone(t *testing.T) {
	l, b := loggedBoard(t)
	if err := l.Delete("r1", apptest.Now); err != nil {
		t.Fatal(err)
	}
	p := &boardPage{table: 4, number: 5, b: b, found: true, loaded: true, follow: readFollowUps(b)}
	if got := stillToWatch(t, p); len(got) != 0 {
		t.Errorf("a deleted ruling's reminders are shown: %q", got)
	}
}

// TestBoardStoredBeforeKeepsItsOwnDone: a board whose reminders name no logged follow-up (stored
// before) shows them until marked done on the board.
func TestBoardStoredBeforeKeepsItsOwnDone(t *testing.T) {
	_, b := loggedBoard(t)
	for i := range b.Reminders {
		b.Reminders[i].Log, b.Reminders[i].Index = "", 0 // as stored before
	}
	b.Reminders[0].Done = true
	p := &boardPage{table: 4, number: 5, b: b, found: true, loaded: true, follow: readFollowUps(b)}
	if got := stillToWatch(t, p); len(got) != 1 || !strings.Contains(got[0], "offer declarer") {
		t.Errorf("an old board shows %q; want its one reminder not done", got)
	}
}
