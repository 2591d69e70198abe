package desk

import (
	"errors"
	"strings"
	"testing"
	"time"

	"tableside/app/apptest"
	"tableside/app/htmltest"
	"tableside/app/outcome"
	"tableside/app/store"
	"tableside/app/ui"
	"tableside/engine/catalog"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// testDesk gives the app an empty in-memory front desk (and log) for the test.
func testDesk(t *testing.T) (*store.Desk, *store.Memory, *store.Log) {
	t.Helper()
	l, _ := apptest.MemoryLog(t)
	d, m := store.NewMemoryDesk()
	ui.UseDesk(d)
	return d, m, l
}

// withPIN sets the director's PIN and leaves the desk locked, as after a reload.
func withPIN(t *testing.T, pin string) string {
	t.Helper()
	code, err := ui.Guard.SetPIN(pin, apptest.Now)
	if err != nil {
		t.Fatal(err)
	}
	ui.Guard.Relock()
	return code
}

// kioskHomeWith renders the kiosk's home over the log's records, as its OnNav would.
func kioskHomeWith(t *testing.T, l *store.Log) (*kioskHomePage, *htmltest.Elem) {
	t.Helper()
	p := NewKioskHome()
	pol, perr := ui.ReadPolicies()
	p.show(apptest.MustAll(t, l), nil, pol, perr, ui.Guard.LoadState())
	p.today = "2025-03-14"
	return p, htmltest.ParseHTML(app.HTMLString(p.Render()))
}

func TestKioskShowsTodaysRulingsAndEveryOpenReminder(t *testing.T) {
	_, _, l := testDesk(t)
	apptest.MustPut(t, l,
		apptest.Entry(t, "today", "2025-03-14", 4, apptest.Now),
		apptest.Entry(t, "yesterday", "2025-03-13", 2, apptest.Now.Add(-24*time.Hour)),
	)
	p, page := kioskHomeWith(t, l)

	today := page.All("#kiosk-today li.kiosk-ruling")
	if len(today) != 1 || today[0].Attrs["data-entry"] != "today" {
		t.Fatalf("today's rulings: %d, want only today's", len(today))
	}
	if a := today[0].All("a"); len(a) != 1 || a[0].Attrs["href"] != "/kiosk/ruling?id=today" {
		t.Errorf("today's ruling links to %v, want the kiosk's read-only view", a)
	}
	// Both rulings have two open follow-ups; a follow-up left open yesterday is still open.
	// Players read one line per ruling; the director gets a Done button per follow-up.
	if n := len(page.All("li.kiosk-reminder")); n != 2 {
		t.Errorf("%d reminder lines, want 2 (one per ruling)", n)
	}
	tables := page.All(".kiosk-table-name")
	if len(tables) != 2 || tables[0].TextContent() != "Table 2" || tables[1].TextContent() != "Table 4" {
		t.Errorf("reminders not grouped by table in order")
	}
	if !page.Has("#kiosk-no-pin") {
		t.Error("no warning that the desk has no PIN")
	}
	if n := len(page.All("button.kiosk-done")); n != 4 {
		t.Errorf("%d Done buttons on a desk without a PIN, want one per reminder", n)
	}

	ctx, eng := apptest.Context(t)
	p.done(ctx, "today", 0)
	eng.ConsumeAll()
	if rec, _ := l.Get("today"); len(rec.Entry.Open()) != 1 {
		t.Errorf("Done did not resolve the follow-up: open %v", rec.Entry.Open())
	}
	if n := len(htmltest.ParseHTML(app.HTMLString(p.Render())).All("button.kiosk-done")); n != 3 {
		t.Errorf("%d follow-ups to mark done after Done, want 3", n)
	}
}

func TestALockedKioskOffersPlayersNoChange(t *testing.T) {
	_, _, l := testDesk(t)
	apptest.MustPut(t, l, apptest.Entry(t, "today", "2025-03-14", 4, apptest.Now))
	withPIN(t, "2468")
	p, page := kioskHomeWith(t, l)
	if page.Has("button.kiosk-done") || page.Has("#kiosk-no-pin") {
		t.Error("a locked desk offers Done, or says it has no PIN")
	}
	if !page.Has("li.kiosk-reminder") {
		t.Error("players cannot read the reminders")
	}
	ctx, eng := apptest.Context(t)
	p.done(ctx, "today", 0) // a handler reached some other way
	eng.ConsumeAll()
	if rec, _ := l.Get("today"); len(rec.Entry.Open()) != 2 {
		t.Error("a locked desk marked a reminder done")
	}
	if !strings.Contains(p.err, "Only the director") {
		t.Errorf("the refusal says %q", p.err)
	}

	r := NewKioskRuling()
	rec, _ := l.Get("today")
	r.rec, r.loaded, r.today, r.desk = rec, true, "2025-03-14", ui.Guard.State()
	html := app.HTMLString(r.Render())
	if strings.Contains(html, "kiosk-edit") || strings.Contains(html, "For the director") {
		t.Error("the desk's view of a ruling offers editing or shows the director's notes")
	}
	if !strings.Contains(html, "What the director said at the table") {
		t.Error("the desk's view of a ruling lacks the words said at the table")
	}
}

func TestBoardLookup(t *testing.T) {
	tests := []struct {
		board string
		want  string
		ok    bool
	}{
		{"1", "Board 1: dealer North, vulnerable: nobody", true},
		{"7", "Board 7: dealer South, vulnerable: both sides", true},
		{" 16 ", "Board 16: dealer West, vulnerable: East-West", true},
		{"17", "Board 17: dealer North, vulnerable: nobody", true}, // the cycle starts again
		{"2", "Board 2: dealer East, vulnerable: North-South", true},
		{"", "Type a board number", false},
		{"0", "A board number is a whole number from 1.", false},
		{"seven", "A board number is a whole number from 1.", false},
	}
	for _, tc := range tests {
		got, ok := boardFacts(tc.board)
		if !strings.HasPrefix(got, tc.want) || ok != tc.ok {
			t.Errorf("board %q: %q (%v), want %q (%v)", tc.board, got, ok, tc.want, tc.ok)
		}
	}
}

func TestPlayerQuestionsListEveryRulingAndSearch(t *testing.T) {
	p := NewKioskQuestions()
	page := htmltest.ParseHTML(app.HTMLString(p.Render()))
	qs := page.All("details.qa")
	if len(qs) != len(catalog.Flows()) {
		t.Fatalf("%d rulings explained, want every one of %d", len(qs), len(catalog.Flows()))
	}
	for i, f := range catalog.Flows() {
		if qs[i].Attrs["data-flow"] != f.ID {
			t.Errorf("question %d is %q, want %q in catalogue order", i, qs[i].Attrs["data-flow"], f.ID)
		}
		if _, open := qs[i].Attrs["open"]; open {
			t.Errorf("%s is open with no search", f.ID)
		}
	}
	text := page.TextContent()
	for _, never := range []string{"For the director", "offender", "LHO", "Watch for later"} {
		if strings.Contains(text, never) {
			t.Errorf("players read %q", never)
		}
	}

	p.query = "didn't follow suit"
	page = htmltest.ParseHTML(app.HTMLString(p.Render()))
	found := page.All("details.qa")
	if len(found) == 0 || found[0].Attrs["data-flow"] != "revoke" {
		t.Fatalf("search found %d, want the revoke first", len(found))
	}
	for i, q := range found {
		if _, open := q.Attrs["open"]; open != (i == 0) {
			t.Errorf("result %d (%s) open = %v: only the best match opens", i, q.Attrs["data-flow"], open)
		}
	}
	if got := page.One(t, "#questions-count").TextContent(); !strings.Contains(got, "match") {
		t.Errorf("count says %q", got)
	}

	p.query = "the cat sat on the mat"
	page = htmltest.ParseHTML(app.HTMLString(p.Render()))
	if !page.Has("#questions-empty") || len(page.All("details.qa")) != 3 || page.Has("details.qa[open]") {
		t.Error("no good match should say so and list the three closest rulings, closed")
	}

	// Players' words, as a sentence: the right ruling first.
	for _, tc := range []struct{ query, first string }{
		{"they hesitated and partner bid on", "unauthorized-information"},
		{"why did I get average plus", "adjusted-score"},
		{"south revoked", "revoke"},
	} {
		p.query = tc.query
		found := htmltest.ParseHTML(app.HTMLString(p.Render())).All("details.qa")
		if len(found) == 0 || found[0].Attrs["data-flow"] != tc.first {
			t.Errorf("%q: found %d, want %s first", tc.query, len(found), tc.first)
		}
	}
}

func TestPoliciesAreEditedOnlyByTheDirectorAndSavedBeforeSaved(t *testing.T) {
	d, m, _ := testDesk(t)
	withPIN(t, "2468")
	p := NewKioskPolicies()
	p.policies, p.loaded, p.desk = store.DefaultPolicies(), true, ui.Guard.State()
	page := htmltest.ParseHTML(app.HTMLString(p.Render()))
	if page.Has("button.policy-edit") || !page.Has("#policies-director") {
		t.Fatal("a locked desk offers to edit the policies")
	}
	if n := len(page.All("section.policy")); n != 5 {
		t.Errorf("%d policy sections, want the five", n)
	}

	if err := ui.Guard.Unlock("2468", apptest.Now); err != nil {
		t.Fatal(err)
	}
	p.desk = ui.Guard.State()
	if page = htmltest.ParseHTML(app.HTMLString(p.Render())); len(page.All("button.policy-edit")) != 5 {
		t.Fatal("the director cannot edit every section")
	}
	p.edit("slow-play")
	p.title, p.text = "Slow play", "Two boards in fifteen minutes."
	ctx, eng := apptest.Context(t)

	t.Run("a full disk keeps what was typed and says so", func(t *testing.T) {
		m.FailWrites(&store.StorageError{Name: "QuotaExceededError"})
		p.save(ctx)
		eng.ConsumeAll()
		m.FailWrites(nil)
		if p.editing != "slow-play" || !strings.Contains(p.saveErr, "Storage is full") || p.text != "Two boards in fifteen minutes." {
			t.Errorf("editing %q, error %q, text %q", p.editing, p.saveErr, p.text)
		}
	})
	p.save(ctx)
	if p.saved != "" {
		t.Fatal("Saved before the write")
	}
	eng.ConsumeAll()
	if p.saved != "slow-play" || p.editing != "" || p.saveErr != "" {
		t.Fatalf("saved %q editing %q err %q", p.saved, p.editing, p.saveErr)
	}
	got, err := d.Policies()
	if err != nil || got.Sections[2].Text != "Two boards in fifteen minutes." {
		t.Errorf("stored %+v, %v", got.Sections[2], err)
	}

	ui.Guard.Relock()
	p.edit("results")
	p.title, p.text = "Results", "Changed by a player"
	p.editing = "results" // as if the form had stayed open
	p.save(ctx)
	eng.ConsumeAll()
	if got, _ := d.Policies(); got.Sections[3].Text == "Changed by a player" || p.saveErr == "" {
		t.Error("a locked desk saved a policy")
	}
}

func TestTheDirectorsPIN(t *testing.T) {
	testDesk(t)
	if st := ui.Guard.LoadState(); !st.Known || st.PINSet || !st.Open {
		t.Fatalf("a new desk: %+v, want known, no PIN, open", st)
	}
	if _, err := ui.Guard.SetPIN("12", apptest.Now); err == nil {
		t.Error("a two-digit PIN was accepted")
	}
	code := withPIN(t, "2468")
	if st := ui.Guard.State(); !st.PINSet || st.Open {
		t.Fatalf("after the PIN is set and the desk locked: %+v", st)
	}

	t.Run("a wrong PIN, then five, then a wait", func(t *testing.T) {
		if err := ui.Guard.Unlock("1111", apptest.Now); err == nil || !strings.Contains(err.Error(), "1 of 5") {
			t.Errorf("wrong PIN: %v", err)
		}
		for range 4 {
			_ = ui.Guard.Unlock("1111", apptest.Now)
		}
		if err := ui.Guard.Unlock("2468", apptest.Now.Add(10*time.Second)); err == nil || !strings.Contains(err.Error(), "wait") {
			t.Errorf("the right PIN during the wait: %v, want a wait", err)
		}
		if err := ui.Guard.Unlock("2468", apptest.Now.Add(31*time.Second)); err != nil || !ui.Guard.State().Open {
			t.Errorf("the right PIN after the wait: %v", err)
		}
	})

	t.Run("the recovery code removes the PIN and nothing else", func(t *testing.T) {
		ui.Guard.Relock()
		if err := ui.Guard.RecoverWith("AAAA-BBBB-CCCC", apptest.Now.Add(time.Minute)); err == nil {
			t.Error("a made-up code removed the PIN")
		}
		if err := ui.Guard.RecoverWith(strings.ToLower(code), apptest.Now.Add(time.Minute)); err != nil {
			t.Fatal(err)
		}
		if st := ui.Guard.State(); st.PINSet || !st.Open {
			t.Errorf("after the recovery: %+v", st)
		}
	})

	t.Run("a player cannot set a PIN over the director's", func(t *testing.T) {
		withPIN(t, "2468")
		if _, err := ui.Guard.SetPIN("1111", apptest.Now); err == nil {
			t.Error("a locked desk took a new PIN")
		}
		if err := ui.Guard.Unlock("2468", apptest.Now.Add(time.Hour)); err != nil {
			t.Errorf("the director's PIN no longer works: %v", err)
		}
	})

	t.Run("storage that cannot be opened locks nothing, and says so", func(t *testing.T) {
		saved := ui.OpenDesk
		defer func() { ui.OpenDesk = saved; ui.Guard.Reset() }()
		ui.OpenDesk = func() (*store.Desk, error) { return nil, errors.New("IndexedDB is blocked") }
		ui.Guard.Reset()
		if st := ui.Guard.LoadState(); st.PINSet || !st.Open || !strings.Contains(st.Err, "blocked") {
			t.Errorf("state %+v", st)
		}
	})

	t.Run("a page load reads the PIN again and starts locked", func(t *testing.T) {
		d, _ := ui.OpenDesk()
		if err := ui.Guard.Unlock("2468", apptest.Now.Add(2*time.Hour)); err != nil {
			t.Fatal(err)
		}
		withPIN(t, "8642") // the director changes it
		ui.UseDesk(d)      // as a reload: the guard forgets, the desk keeps
		if st := ui.Guard.LoadState(); !st.PINSet || st.Open {
			t.Errorf("after a reload: %+v, want locked", st)
		}
	})
}

func TestTheDirectorsPageFollowsTheLock(t *testing.T) {
	testDesk(t)
	p := NewKioskDirector()
	p.desk = ui.Guard.LoadState()
	page := htmltest.ParseHTML(app.HTMLString(p.Render()))
	if !page.Has("#pin-set-form") || page.Has("#pin-form") || page.Has("#desk-lock") {
		t.Error("with no PIN the page should offer to set one, and nothing to lock")
	}
	ctx, eng := apptest.Context(t)
	p.newPIN, p.again = "2468", "2469"
	p.set(ctx)
	if !strings.Contains(p.setErr, "differ") {
		t.Errorf("two different PINs: %q", p.setErr)
	}
	p.again = "2468"
	p.set(ctx)
	eng.ConsumeAll()
	if len(p.code) != 14 || !ui.Guard.State().PINSet {
		t.Fatalf("code %q, state %+v", p.code, ui.Guard.State())
	}
	if page = htmltest.ParseHTML(app.HTMLString(p.Render())); page.One(t, "#recovery-code").TextContent() != p.code {
		t.Error("the recovery code is not shown")
	}
	p.code = ""
	ui.Guard.Relock()
	p.desk = ui.Guard.State()
	page = htmltest.ParseHTML(app.HTMLString(p.Render()))
	if !page.Has("#pin-form") || !page.Has("#pin-forgot") || page.Has("#director-tools") || page.Has("#pin-set-form") {
		t.Error("a locked desk's director page should ask for the PIN and nothing else")
	}
	if safeNext("//evil.example/x") != "" || safeNext("https://evil.example") != "" || safeNext("/log/entry?id=1") != "/log/entry?id=1" {
		t.Error("next must stay inside the app")
	}
}

func TestShowThePlayerShowsTheChoiceAndNothingElse(t *testing.T) {
	_, o := apptest.ChoiceOutcome(t)
	var picked []int
	v := &outcome.OutcomeView{Outcome: o, OnChoose: func(_ app.Context, i int) { picked = append(picked, i) }}
	page := htmltest.Mount(t, func() app.UI { return v })
	if !page.Has("button#show-player") || page.Has("#player-view") {
		t.Fatal("want the button, and no player's screen until it is tapped")
	}
	if htmltest.Mount(t, func() app.UI { return &outcome.OutcomeView{Outcome: o} }).Has("#show-player") {
		t.Error("an outcome with nowhere to record the pick offers the player's screen")
	}

	c, _ := o.ForChooser()
	sp := &outcome.ShowPlayer{Choice: c, OnChoose: v.OnChoose}
	ctx, _ := apptest.Context(t)
	sp.Show(ctx)
	view := htmltest.ParseHTML(app.HTMLString(sp.Render())).One(t, "#player-view")
	if modal, ok := view.Attrs["aria-modal"]; view.Attrs["role"] != "dialog" || !ok || modal == "false" {
		t.Error("the player's screen is not a modal dialog")
	}
	if got := view.One(t, "#player-who").TextContent(); got != "Declarer" {
		t.Errorf("whose choice: %q", got)
	}
	if n := len(view.All("button.player-option")); n != len(o.Options) {
		t.Errorf("%d options shown, want %d", n, len(o.Options))
	}
	text := view.TextContent()
	for _, never := range append([]string{"Law ", "Read to the table", "For the director", "Information"}, o.Notes...) {
		if strings.Contains(text, never) {
			t.Errorf("the player sees %q", never)
		}
	}
	sp.Choose(ctx, 2)
	if len(picked) != 1 || picked[0] != 2 {
		t.Errorf("picked %v, want [2]", picked)
	}
	view = htmltest.ParseHTML(app.HTMLString(sp.Render())).One(t, "#player-view")
	if !view.Has(".player-choosing-done") || !view.Has("#player-thanks") {
		t.Error("after the tap the confirmation does not replace the options")
	}
	sp.Back(ctx)
	if htmltest.ParseHTML(app.HTMLString(sp.Render())).Has("#player-view") {
		t.Error("the director's tap did not close the player's screen")
	}
}
