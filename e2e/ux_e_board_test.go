//go:build !wasm

package e2e

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"tableside/engine/board"
	"tableside/engine/bridge"
	"tableside/engine/catalog"
	"tableside/engine/ruling"
)

// One board, one story (issue 30) in the browser: two irregularities ruled on one board at one
// table, each saved through the wizard; the second ruling starts from what the first
// established, and the board's page shows one final score. Each expected result comes from
// the engine's own board, built from the same answers.

var beFourSpades = bridge.Contract{Level: 4, Strain: bridge.SpadesStrain, Declarer: bridge.South}

const beTable, beBoard = 1, 7

// beSetTable remembers table 1, board 7, 4♠ by South, as Set table does.
func beSetTable(t *testing.T, b *Browser) {
	t.Helper()
	data, _ := json.Marshal(struct {
		Table    int             `json:"table"`
		Board    int             `json:"board"`
		Contract bridge.Contract `json:"contract"`
	}{beTable, beBoard, beFourSpades})
	b.Eval(t, `localStorage.setItem("tableside.table", `+jsString(string(data))+`), true`, nil)
}

// beStart is the board as the engine sees it before any ruling.
func beStart(t *testing.T) board.State {
	t.Helper()
	s, err := board.New(beTable, beBoard, beFourSpades)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// beSession walks a ruling in the engine from the board's context.
func beSession(t *testing.T, s board.State, flow string, answers ...ruling.Answer) (ruling.Session, ruling.Outcome) {
	t.Helper()
	se, st := decidedIn(t, s.Context(0), flow, answers...)
	if st.Outcome == nil {
		t.Fatalf("%s: no outcome", flow)
	}
	return se, *st.Outcome
}

func decidedIn(t *testing.T, ctx ruling.Context, flow string, answers ...ruling.Answer) (ruling.Session, ruling.State) {
	t.Helper()
	s, err := catalog.Start(flow, ctx)
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range answers {
		if s, err = catalog.Answer(s, a); err != nil {
			t.Fatalf("%s %v: %v", flow, a, err)
		}
	}
	st, err := catalog.Decide(s)
	if err != nil {
		t.Fatal(err)
	}
	return s, st
}

// beRecord records the engine's outcome on the engine's board, as the app does on save.
func beRecord(t *testing.T, s board.State, se ruling.Session, o ruling.Outcome, chosen string) board.State {
	t.Helper()
	s, err := s.Record(board.Ref{Flow: se.Flow, At: "2026-11-27T19:00:00Z", Chosen: chosen}, o)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// beRule opens the ruling afresh at the table, waits until it has read the board, and taps
// the session's answers; it returns the outcome's text.
func beRule(t *testing.T, b *Browser, base string, se ruling.Session) string {
	t.Helper()
	b.Eval(t, `Object.keys(localStorage).filter(k => k.startsWith("tableside.wizard.")).forEach(k => localStorage.removeItem(k)), true`, nil)
	b.Load(t, base+"/rule/"+se.Flow)
	b.Wait(t, `(document.querySelector("#wizard")||{dataset:{}}).dataset.board === "read" && !!document.querySelector("#question")`)
	walkPath(t, b, se)
	return b.Text(t, "#outcome")
}

// beSave taps Save and waits for the log and the board to have it.
func beSave(t *testing.T, b *Browser) {
	t.Helper()
	b.Click(t, "#save-to-log")
	b.Wait(t, `["saved", "failed"].includes((document.querySelector("#save-status") || {dataset: {}}).dataset.state)`)
	if s := b.Text(t, "#save-status"); s != "Saved to the log" {
		t.Fatalf("save status = %q", s)
	}
	if n := b.Count(t, "#board-error"); n != 0 {
		t.Fatalf("the board was not written: %s", b.Text(t, "#board-error"))
	}
}

// bePlayerPicks shows the player the options and taps the one labelled label.
func bePlayerPicks(t *testing.T, b *Browser, o ruling.Outcome, label string) {
	t.Helper()
	i := slices.IndexFunc(o.Options, func(c ruling.Choice) bool { return c.Label == label })
	if i < 0 {
		t.Fatalf("no option %q", label)
	}
	b.Click(t, "#show-player")
	b.Wait(t, `!!document.querySelector("#player-view")`)
	b.Click(t, fmt.Sprintf(`button.player-option[data-option="%d"]`, i))
	b.Wait(t, `!!document.querySelector("#player-thanks")`)
	b.Click(t, "#player-back")
	b.Wait(t, `!document.querySelector("#player-view") && !!document.querySelector("#player-chosen")`)
}

// beFinal opens the board's page, enters declarer's tricks when tricks >= 0, and returns the
// final score shown and the steps listed.
func beFinal(t *testing.T, b *Browser, base string, tricks int) (string, []string) {
	t.Helper()
	b.Load(t, base+fmt.Sprintf("/board?table=%d&board=%d", beTable, beBoard))
	b.Wait(t, `!!document.querySelector("#board-contract")`)
	if tricks >= 0 {
		b.SetValue(t, "#board-tricks", fmt.Sprint(tricks), "input")
		b.Click(t, "#board-tricks-save")
	}
	b.Wait(t, `!!document.querySelector("#board-final")`)
	var steps []string
	b.Eval(t, `[...document.querySelectorAll("#board-steps li")].map(li => li.textContent)`, &steps)
	return b.Text(t, "#board-final"), steps
}

func beWantFinal(t *testing.T, s board.State) board.Score {
	t.Helper()
	sc, err := s.Result()
	if err != nil {
		t.Fatal(err)
	}
	return sc
}

// Laws 54A then 64A: East leads out of turn, South accepts and becomes dummy, so North is
// declarer; later North revokes. The revoke ruling at that board knows North is declarer
// without being told; a reload between the two rulings keeps the board; the board's page
// shows one final score, and Close and Reopen hold across a reload.
func TestBoardLeadAcceptedThenRevokeByTheNewDeclarer(t *testing.T) {
	srv, b := startApp(t, "/about")
	beSetTable(t, b)

	want := beStart(t)
	lead, leadOut := beSession(t, want, "opening-lead-out-of-turn", ruling.Pick("faced"), ruling.CardAnswer(bridge.Card{Suit: bridge.Spades, Rank: bridge.Five}), ruling.Pick("nothing"))
	const become = "Accept the lead and become dummy"
	want = beRecord(t, want, lead, leadOut, become)
	beRule(t, b, srv.URL, lead)
	bePlayerPicks(t, b, leadOut, become)
	beSave(t, b)

	b.Load(t, srv.URL+"/about") // a reload between the two rulings: the board is on the device
	rev, revOut := beSession(t, want, "revoke", ruling.Pick("established-declarer"), ruling.Pick("other-side"), ruling.Pick("yes"), ruling.Pick("later"))
	if rev.Context.Contract.Declarer != bridge.North {
		t.Fatalf("the engine's board says declarer is %v; want North", rev.Context.Contract.Declarer)
	}
	shown := beRule(t, b, srv.URL, rev)
	var kept string // the ruling in progress, as the wizard keeps it: it started from the board
	b.Eval(t, `localStorage.getItem("tableside.wizard.revoke") || ""`, &kept)
	var inProgress ruling.Session
	if err := json.Unmarshal([]byte(kept), &inProgress); err != nil || inProgress.Context.Contract != rev.Context.Contract {
		t.Errorf("the revoke ruling started with %v (%v); want %v, from the board", inProgress.Context.Contract, err, rev.Context.Contract)
	}
	if !strings.Contains(shown, "North") {
		t.Errorf("the revoke ruling's outcome does not name North, the new declarer: %q", shown)
	}
	beSave(t, b)
	want = beRecord(t, want, rev, revOut, "")

	wantTricks := 9
	w, err := want.WithTricks(wantTricks)
	if err != nil {
		t.Fatal(err)
	}
	sc := beWantFinal(t, w)
	final, steps := beFinal(t, b, srv.URL, wantTricks)
	if !strings.Contains(final, sc.Final()) {
		t.Errorf("board shows %q; want %q", final, sc.Final())
	}
	if len(steps) != len(sc.Steps) {
		t.Errorf("board lists %q; want %d steps", steps, len(sc.Steps))
	}
	if got := b.Text(t, "#board-contract"); !strings.Contains(got, "by North") {
		t.Errorf("the board's contract reads %q; want it by North after Law 54A", got)
	}
	if n := b.Count(t, "#board-rulings li"); n != 2 {
		t.Errorf("%d rulings listed on the board; want 2", n)
	}
	shoot(t, b, "board-result-light")
	beAxe(t, b, "light")
	setTheme(t, b, "dark")
	b.Load(t, srv.URL+fmt.Sprintf("/board?table=%d&board=%d", beTable, beBoard))
	b.Wait(t, `!!document.querySelector("#board-final")`)
	shoot(t, b, "board-result-dark")
	beAxe(t, b, "dark")
	b.ResetViewport(t)

	b.Click(t, "#board-close")
	b.Wait(t, `!!document.querySelector("#board-reopen")`)
	b.Load(t, srv.URL+fmt.Sprintf("/board?table=%d&board=%d", beTable, beBoard))
	b.Wait(t, `!!document.querySelector("#board-reopen") && !!document.querySelector("#board-closed")`)
	b.Click(t, "#board-reopen")
	b.Wait(t, `!!document.querySelector("#board-close")`)
}

// Law 64A twice: East revokes (one trick, 64A2), later West revokes and wins that trick (two,
// 64A1). The second ruling counts the first, and the board adds both to the table result.
func TestBoardTwoRevokesAddUp(t *testing.T) {
	srv, b := startApp(t, "/about")
	beSetTable(t, b)
	want := beStart(t)

	first, firstOut := beSession(t, want, "revoke", ruling.Pick("established"), ruling.Pick("other-side"), ruling.Pick("yes"), ruling.Pick("later"))
	beRule(t, b, srv.URL, first)
	beSave(t, b)
	want = beRecord(t, want, first, firstOut, "")

	second, secondOut := beSession(t, want, "revoke", ruling.Pick("established"), ruling.Pick("revoker"), ruling.Pick("yes"), ruling.Pick("later"))
	shown := beRule(t, b, srv.URL, second)
	if !strings.Contains(shown, "earlier revoke on this board") {
		t.Errorf("the second revoke ruling does not count the first: %q", shown)
	}
	beSave(t, b)
	want = beRecord(t, want, second, secondOut, "")

	w, err := want.WithTricks(8)
	if err != nil {
		t.Fatal(err)
	}
	sc := beWantFinal(t, w)
	final, steps := beFinal(t, b, srv.URL, 8)
	if !strings.Contains(final, sc.Final()) {
		t.Errorf("board shows %q; want %q", final, sc.Final())
	}
	if len(steps) != 3 || !strings.Contains(steps[1], "Law 64A2") || !strings.Contains(steps[2], "Law 64A1") {
		t.Errorf("steps %q; want the table result, then Law 64A2, then Law 64A1", steps)
	}
}

// Laws 63A3, 69, 64A: a defender revoked; then declarer claims and the claim is disputed. The
// claim ruling puts the claim first and then the revoke's trick; the board scores the claim's
// result with the transfer, with no tricks typed.
func TestBoardClaimAfterARevoke(t *testing.T) {
	srv, b := startApp(t, "/about")
	beSetTable(t, b)
	want := beStart(t)

	rev, revOut := beSession(t, want, "revoke", ruling.Pick("established"), ruling.Pick("other-side"), ruling.Pick("yes"), ruling.Pick("later"))
	beRule(t, b, srv.URL, rev)
	beSave(t, b)
	want = beRecord(t, want, rev, revOut, "")

	claim, claimOut := beSession(t, want, "claim", ruling.Pick("declarer"), ruling.Pick("none"), ruling.Pick("yes"), ruling.Pick("yes"), ruling.Pick("yes"),
		ruling.ResultAnswer(beFourSpades, 9), ruling.CountAnswer(1))
	shown := beRule(t, b, srv.URL, claim)
	if !strings.Contains(shown, "The claim is ruled first") {
		t.Errorf("the claim ruling does not rule the claim first: %q", shown)
	}
	beSave(t, b)
	want = beRecord(t, want, claim, claimOut, "")

	sc := beWantFinal(t, want)
	final, _ := beFinal(t, b, srv.URL, -1)
	if !strings.Contains(final, sc.Final()) {
		t.Errorf("board shows %q; want %q", final, sc.Final())
	}
}

// beAxe checks the board's page as TestAxeEveryRoute checks every route: no serious axe
// violation, no touch target under 48 px (the route alone, with no board named, is there).
func beAxe(t *testing.T, b *Browser, theme string) {
	t.Helper()
	for _, v := range Serious(b.Axe(t)) {
		t.Errorf("board page, %s: %s", theme, v)
	}
	var small []string
	b.Eval(t, smallTargetsJS, &small)
	for _, s := range small {
		t.Errorf("board page, %s: touch target under 48 px: %s", theme, s)
	}
}

// A ruling logged before boards were kept has no board record: with the boards database
// gone, as on a device updated from that version, the logged ruling still opens on its own,
// the board's page says nothing is recorded yet, and a new ruling at that board starts.
func TestRulingLoggedBeforeBoardsStillOpensOnItsOwn(t *testing.T) {
	srv, b := startApp(t, "/about")
	beSetTable(t, b)
	rev, _ := beSession(t, beStart(t), "revoke", ruling.Pick("no-revoke"))
	beRule(t, b, srv.URL, rev)
	beSave(t, b)
	b.Load(t, srv.URL+"/about")
	var gone bool
	b.Eval(t, `new Promise(ok => { const q = indexedDB.deleteDatabase("tableside-boards"); q.onsuccess = () => ok(true); q.onerror = () => ok(false); q.onblocked = () => ok(false); })`, &gone)
	if !gone {
		t.Fatal("the boards database could not be removed")
	}
	id := lgLogged(t, b, srv.URL)[0]
	b.Load(t, srv.URL+"/log/entry?id="+id)
	b.Wait(t, `!!document.querySelector("#entry-outcome .outcome-title")`)
	b.Load(t, srv.URL+fmt.Sprintf("/board?table=%d&board=%d", beTable, beBoard))
	b.Wait(t, `!!document.querySelector("#board-empty")`)
	beRule(t, b, srv.URL, rev)
	beSave(t, b)
	b.Load(t, srv.URL+fmt.Sprintf("/board?table=%d&board=%d", beTable, beBoard))
	b.Wait(t, `document.querySelectorAll("#board-rulings li").length === 1`)
}
