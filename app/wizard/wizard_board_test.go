package wizard

import (
	"slices"
	"strings"
	"testing"

	"tableside/app/apptest"
	"tableside/app/htmltest"
	"tableside/app/store"
	"tableside/app/ui"
	"tableside/engine/bridge"
	"tableside/engine/ruling"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// atTable is a wizard whose ruling was started at table 1, board 7, 4♠ by South, with the
// table context remembered on the device as the director set it.
func atTable(t *testing.T, flow string, answers ...ruling.Answer) (*wizard, ui.TableContext) {
	t.Helper()
	tc := ui.TableContext{Table: 1, Board: 7, Contract: fourSpadesBySouth}
	start, err := ui.BoardStartContext(tc, ruling.Context{Table: 1, Board: 7, Contract: fourSpadesBySouth})
	if err != nil {
		t.Fatal(err)
	}
	s, st := apptest.DecidedIn(t, start, flow, answers...)
	return &wizard{flowID: flow, session: s, state: st}, tc
}

// saveAt saves the wizard's ruling as the director taps Save, with the table context set.
func saveAt(t *testing.T, w *wizard, tc ui.TableContext) {
	t.Helper()
	ctx, eng := apptest.Context(t)
	if err := ui.SaveTableContext(ctx, tc); err != nil {
		t.Fatal(err)
	}
	w.SaveToLog(ctx)
	eng.ConsumeAll()
	if !w.save.saved {
		t.Fatalf("not saved: %q", w.save.err)
	}
}

func pickLabel(t *testing.T, w *wizard, prefix string) {
	t.Helper()
	i := slices.IndexFunc(w.state.Outcome.Options, func(c ruling.Choice) bool { return strings.HasPrefix(c.Label, prefix) })
	if i < 0 {
		t.Fatalf("no option %q", prefix)
	}
	w.pick = wizardPick{Answers: len(w.session.Answers), Index: i, Set: true}
}

// Law 54A then Law 64: the opening lead out of turn is accepted and South becomes dummy; the
// revoke ruling started next at that board knows North is declarer, and the board records both
// rulings, the second with its transfer to East-West.
func TestRulingAfterDeclarerBecameDummyStartsFromTheBoard(t *testing.T) {
	ui.UseLog(func() *store.Log { l, _ := store.NewMemoryLog(); return l }())
	boards, _ := store.NewMemoryBoards()
	ui.UseBoards(boards)

	first, tc := atTable(t, "opening-lead-out-of-turn", ruling.Pick("faced"), ruling.CardAnswer(bridge.Card{Suit: bridge.Spades, Rank: bridge.Five}), ruling.Pick("nothing"))
	pickLabel(t, first, "Accept the lead and become dummy")
	saveAt(t, first, tc)

	second, _ := atTable(t, "revoke")
	if c := second.session.Context.Contract; c.Declarer != bridge.North || c.Strain != bridge.SpadesStrain || c.Level != 4 {
		t.Fatalf("the revoke ruling starts with %v; want 4♠ by North after Law 54A", c)
	}
	second, _ = atTable(t, "revoke", ruling.Pick("established-declarer"), ruling.Pick("other-side"), ruling.Pick("yes"), ruling.Pick("later"))
	saveAt(t, second, tc)

	b, ok, err := boards.Get(1, 7)
	if err != nil || !ok {
		t.Fatalf("board not stored: %v", err)
	}
	if len(b.Rulings) != 2 || b.Rulings[0].Chosen == "" || b.Rulings[0].Log != first.entryID || b.Rulings[1].Log != second.entryID {
		t.Errorf("rulings on the board %+v; want the lead (with the pick) then the revoke, each with its log id", b.Rulings)
	}
	if len(b.Transfers) != 1 || b.Transfers[0].To != bridge.EastWest {
		t.Errorf("transfers %+v; want one to East-West", b.Transfers)
	}
	doc := htmltest.Mount(t, second.Render)
	if href := doc.One(t, "a#open-board").Attrs["href"]; href != "/board?table=1&board=7" {
		t.Errorf("the saved ruling links to %q; want the board's result", href)
	}
}

// A board that cannot be written does not undo the save to the log, and says so.
func TestBoardWriteFailureIsShownAfterTheLogSaved(t *testing.T) {
	l, _ := store.NewMemoryLog()
	ui.UseLog(l)
	boards, mem := store.NewMemoryBoards()
	ui.UseBoards(boards)
	mem.FailWrites(&store.StorageError{Name: "AbortError", Message: "the disk said no"})

	w, tc := atTable(t, "revoke", ruling.Pick("no-revoke"))
	saveAt(t, w, tc)
	if !strings.Contains(w.boardErr, "Saved to the log, but not to board 7 at table 1") || !strings.Contains(w.boardErr, "the disk said no") {
		t.Errorf("board error %q; want it to say the log kept the ruling and the board did not", w.boardErr)
	}
	if n := len(apptest.MustAll(t, l)); n != 1 {
		t.Errorf("%d rulings in the log; want the one saved", n)
	}
	doc := htmltest.Mount(t, w.Render)
	doc.One(t, "#board-error[role=alert]")
}

// A ruling saved with no board set touches no board.
func TestRulingWithNoBoardSetIsNotRecordedOnAnyBoard(t *testing.T) {
	l, _ := store.NewMemoryLog()
	ui.UseLog(l)
	boards, _ := store.NewMemoryBoards()
	ui.UseBoards(boards)
	w, _ := atTable(t, "revoke", ruling.Pick("no-revoke"))
	saveAt(t, w, ui.TableContext{Table: 1})
	all, _, err := boards.All()
	if err != nil || len(all) != 0 {
		t.Errorf("boards %+v (%v); want none", all, err)
	}
}

// Laws 50D1, 56. West drops the ♥K: the penalty card ruling does not know which defender, so
// once it is saved at the board it asks, with one tap on a defender's seat; the lead ruling
// started next at the board (East leads out of turn) names West's ♥K in declarer's options.
func TestPenaltyCardOwnerIsAskedOnceThenTheLeadRulingKnowsIt(t *testing.T) {
	ui.UseLog(func() *store.Log { l, _ := store.NewMemoryLog(); return l }())
	boards, _ := store.NewMemoryBoards()
	ui.UseBoards(boards)
	heartKing := bridge.Card{Suit: bridge.Hearts, Rank: bridge.King}

	exposed, tc := atTable(t, "penalty-card", ruling.Pick("exposed"), ruling.CardAnswer(heartKing), ruling.Pick("accident"))
	ctx, eng := apptest.Context(t)
	if err := ui.SaveTableContext(ctx, tc); err != nil {
		t.Fatal(err)
	}
	exposed.SaveToLog(ctx)
	eng.ConsumeAll()
	eng.ConsumeAll() // the board is read again after the save, to ask
	if exposed.owner == nil {
		t.Fatal("no question about the ♥K's owner after the save")
	}
	doc := htmltest.Mount(t, exposed.Render)
	if got := doc.One(t, "#penalty-owner-title").TextContent(); got != "Whose penalty card is the ♥K?" {
		t.Errorf("question %q", got)
	}
	seats := doc.All("#penalty-owner button")
	if len(seats) != 2 || seats[0].TextContent() != "West" || seats[1].TextContent() != "East" {
		t.Fatalf("seats offered %d; want West and East, the defenders against South", len(seats))
	}

	exposed.nameOwner(bridge.West)(ctx, app.Event{})
	eng.ConsumeAll()
	if exposed.owner.err != "" || !strings.Contains(exposed.owner.named, "the ♥K is West's penalty card") {
		t.Fatalf("after the tap: named %q, error %q", exposed.owner.named, exposed.owner.err)
	}
	b, _, err := boards.Get(1, 7)
	if err != nil || len(b.PenaltyCards) != 1 || b.PenaltyCards[0].Owner != bridge.West {
		t.Fatalf("board's penalty cards %+v (%v); want West's ♥K", b.PenaltyCards, err)
	}

	lead, _ := atTable(t, "opening-lead-out-of-turn", ruling.Pick("faced"), ruling.CardAnswer(bridge.Card{Suit: bridge.Spades, Rank: bridge.Five}), ruling.Pick("nothing"))
	labels := ""
	for _, c := range lead.state.Outcome.Options {
		labels += c.Label + " | "
	}
	if !strings.Contains(labels, "West leads the ♥K") || strings.Contains(labels, "Let West lead anything") {
		t.Errorf("options %q; want West to lead the ♥K, and no free lead", labels)
	}
}

// A ruling that names the defender itself, or leaves no penalty card, asks nothing.
func TestNoOwnerQuestionWhenTheRulingKnowsTheSeat(t *testing.T) {
	ui.UseLog(func() *store.Log { l, _ := store.NewMemoryLog(); return l }())
	boards, _ := store.NewMemoryBoards()
	ui.UseBoards(boards)
	w, tc := atTable(t, "opening-lead-out-of-turn", ruling.Pick("faced"), ruling.CardAnswer(bridge.Card{Suit: bridge.Spades, Rank: bridge.Five}), ruling.Pick("nothing"))
	pickLabel(t, w, "Let West lead anything")
	saveAt(t, w, tc)
	if w.owner != nil {
		t.Errorf("asked %+v; the ruling knew East led", w.owner)
	}
	if htmltest.Mount(t, w.Render).Has("#penalty-owner") {
		t.Error("the owner question is shown")
	}
}

// Boundary: the board cannot be written when the seat is tapped: the reason is shown, the
// question stays, and the board is unchanged.
func TestOwnerNotKeptIsSaidAndTheQuestionStays(t *testing.T) {
	ui.UseLog(func() *store.Log { l, _ := store.NewMemoryLog(); return l }())
	boards, mem := store.NewMemoryBoards()
	ui.UseBoards(boards)
	w, tc := atTable(t, "penalty-card", ruling.Pick("exposed"), ruling.CardAnswer(bridge.Card{Suit: bridge.Hearts, Rank: bridge.King}), ruling.Pick("accident"))
	ctx, eng := apptest.Context(t)
	if err := ui.SaveTableContext(ctx, tc); err != nil {
		t.Fatal(err)
	}
	w.SaveToLog(ctx)
	eng.ConsumeAll()
	eng.ConsumeAll()
	if w.owner == nil {
		t.Fatal("no question after the save")
	}
	mem.FailWrites(&store.StorageError{Name: "AbortError", Message: "the disk said no"})
	w.nameOwner(bridge.East)(ctx, app.Event{})
	eng.ConsumeAll()
	if !strings.Contains(w.owner.err, "the disk said no") || w.owner.named != "" {
		t.Errorf("error %q, named %q; want the reason and no claim it was kept", w.owner.err, w.owner.named)
	}
	htmltest.Mount(t, w.Render).One(t, "#penalty-owner-error[role=alert]")
	if b, _, _ := boards.Get(1, 7); b.PenaltyCards[0].Owner != bridge.NoSeat {
		t.Errorf("owner %v kept though the write failed", b.PenaltyCards[0].Owner)
	}
}
