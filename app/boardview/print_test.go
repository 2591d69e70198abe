package boardview

import (
	"encoding/csv"
	"strings"
	"testing"

	"tableside/app/apptest"
	"tableside/app/htmltest"
	"tableside/app/store"
	"tableside/app/ui"
	"tableside/engine/board"
	"tableside/engine/bridge"
	"tableside/engine/ruling"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// declarerBecameDummyThenRevoked is board 7 at table 1, 4♠ by South: East leads out of turn,
// South accepts and becomes dummy (Law 54A), then North, declarer now, revokes and East-West
// win a later trick (Law 64A2); North takes 9 tricks at the table, 8 after the transfer.
func declarerBecameDummyThenRevoked(t *testing.T) board.State {
	t.Helper()
	b, err := board.New(1, 7, fourSpades)
	if err != nil {
		t.Fatal(err)
	}
	_, lead := apptest.DecidedIn(t, b.Context(0), "opening-lead-out-of-turn", ruling.Pick("faced"),
		ruling.CardAnswer(bridge.Card{Suit: bridge.Spades, Rank: bridge.Five}), ruling.Pick("nothing"))
	if b, err = b.Record(board.Ref{Flow: "opening-lead-out-of-turn", At: "2026-11-27T19:00:00Z", Log: "a", Chosen: "Accept the lead and become dummy"}, *lead.Outcome); err != nil {
		t.Fatal(err)
	}
	_, rev := apptest.DecidedIn(t, b.Context(0), "revoke", ruling.Pick("established-declarer"), ruling.Pick("other-side"), ruling.Pick("yes"), ruling.Pick("later"))
	if b, err = b.Record(board.Ref{Flow: "revoke", At: "2026-11-27T19:10:00Z", Log: "b"}, *rev.Outcome); err != nil {
		t.Fatal(err)
	}
	if b, err = b.WithTricks(9); err != nil {
		t.Fatal(err)
	}
	return b
}

// The sheet for the scorer has the table, the board, the contract as it stands with the change
// of declarer, the table result, each step with its Law in order, the final score for both
// sides, the rulings with their Laws, and a line to sign.
func TestPrintedBoardHasEverythingTheScorerNeeds(t *testing.T) {
	b := declarerBecameDummyThenRevoked(t)
	want, err := b.Result()
	if err != nil {
		t.Fatal(err)
	}
	p := &boardPage{table: 1, number: 7, b: b, found: true, loaded: true}
	doc := htmltest.Mount(t, p.Render)
	sheet := doc.One(t, "#board-print-sheet")
	text := func(sel string) string { return doc.One(t, sel).TextContent() }
	if got := text("#board-print-table"); !strings.Contains(got, "1") {
		t.Errorf("table %q", got)
	}
	if got := text("#board-print-board"); !strings.Contains(got, "7") || !strings.Contains(got, "vulnerable: Both") {
		t.Errorf("board %q; want board 7, both vulnerable", got)
	}
	if got := text("#board-print-contract"); !strings.Contains(got, "4♠ by North") || !strings.Contains(got, "declarer until ruling 1: South, Law 54A") {
		t.Errorf("contract %q; want 4♠ by North, South declarer until the first ruling (Law 54A)", got)
	}
	if got := text("#board-print-tricks"); !strings.Contains(got, "9 tricks") {
		t.Errorf("table result %q; want 9 tricks", got)
	}
	steps := doc.All("#board-print-steps li")
	if len(steps) != len(want.Steps) || len(steps) != 2 || !strings.Contains(steps[1].TextContent(), "Revoke: 1 trick to East-West (Law 64A2)") {
		t.Errorf("steps %d; want the table result, then the revoke's trick to East-West under Law 64A2", len(steps))
	}
	if got := text("#board-print-final"); !strings.Contains(got, want.Final()) || !strings.Contains(got, "North-South") || !strings.Contains(got, "East-West") {
		t.Errorf("final %q; want %q, both sides", got, want.Final())
	}
	if got := text("#board-print-units"); got != want.Units() {
		t.Errorf("units %q; want %q", got, want.Units())
	}
	rulings := doc.All("#board-print-rulings li")
	if len(rulings) != 2 || !strings.Contains(rulings[0].TextContent(), "chosen: Accept the lead and become dummy") ||
		!strings.Contains(rulings[0].TextContent(), "Law 54A") || !strings.Contains(rulings[1].TextContent(), "Law 64A2") {
		t.Errorf("rulings %d; want both, each with its Laws, the first with the choice", len(rulings))
	}
	doc.One(t, "#board-print-signature")
	if sheet.Has("button") || sheet.Has("input") || sheet.Has("a") {
		t.Error("the printed sheet has controls: it is for paper")
	}
}

// A board stored before the rulings' Laws were kept prints the Laws of what each ruling wrote
// on the board, and says where the rest are; a ruling that wrote nothing points at the log.
func TestPrintedBoardStoredBeforeTheLawsWereKept(t *testing.T) {
	b := declarerBecameDummyThenRevoked(t)
	for i := range b.Rulings {
		b.Rulings[i].Laws = nil
	}
	b.Rulings = append(b.Rulings, board.Ref{Flow: "claim", Summary: "A ruling that wrote nothing"})
	p := &boardPage{table: 1, number: 7, b: b, found: true, loaded: true}
	doc := htmltest.Mount(t, p.Render)
	rulings := doc.All("#board-print-rulings li")
	if len(rulings) != 3 || !strings.Contains(rulings[0].TextContent(), "(Law 54A)") || !strings.Contains(rulings[1].TextContent(), "(Law 64A2)") ||
		!strings.Contains(rulings[2].TextContent(), "its Laws are in the log") {
		t.Errorf("rulings %v; want each with the Laws of its steps, or a pointer to the log", rulings)
	}
}

// An artificial score is given in the event's units for both sides, on screen and on paper.
func TestBoardPageShowsAnArtificialScoreForBothSides(t *testing.T) {
	b, err := board.New(1, 7, fourSpades)
	if err != nil {
		t.Fatal(err)
	}
	_, st := apptest.DecidedIn(t, b.Context(0), "adjusted-score", ruling.Pick("artificial"), ruling.Pick("teams"), ruling.Pick("ew"))
	if b, err = b.Record(board.Ref{Flow: "adjusted-score", At: "2026-11-27T19:00:00Z"}, *st.Outcome); err != nil {
		t.Fatal(err)
	}
	p := &boardPage{table: 1, number: 7, b: b, found: true, loaded: true}
	doc := htmltest.Mount(t, p.Render)
	for _, sel := range []string{"#board-final", "#board-print-final"} {
		if got := doc.One(t, sel).TextContent(); !strings.Contains(got, "North-South +3 IMPs") || !strings.Contains(got, "East-West −3 IMPs") {
			t.Errorf("%s %q; want +3 IMPs to North-South and −3 IMPs to East-West", sel, got)
		}
	}
	if got := doc.One(t, "#board-units").TextContent(); !strings.HasPrefix(got, "Teams, in IMPs:") {
		t.Errorf("units %q; want the form of scoring named", got)
	}
	data, err := BoardsCSV([]board.State{b})
	if err != nil {
		t.Fatal(err)
	}
	rows, err := csv.NewReader(strings.NewReader(string(data))).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if rows[0][7] != "matchpoints or IMPs" || !strings.HasPrefix(rows[1][7], "Teams, in IMPs: North-South +3 IMPs") {
		t.Errorf("CSV %q; want the IMPs in their own column", rows)
	}
}

// With the score in points only, the page names what the scorer still works out, and gives no
// figure of its own.
func TestBoardPageSaysMatchpointsAreTheScorers(t *testing.T) {
	p := &boardPage{table: 1, number: 7, b: twoRevokes(t), found: true, loaded: true}
	doc := htmltest.Mount(t, p.Render)
	got := doc.One(t, "#board-units").TextContent()
	if !strings.Contains(got, "not worked out on this board") || strings.Contains(got, "%") {
		t.Errorf("units %q; want it to say the scorer works them out, with no figure", got)
	}
}

// A penalty card whose owner the board does not know is asked on the board's page, one tap on
// a defender's seat; once named, the page says whose it is (Laws 50D, 56 use it).
func TestBoardPageNamesAPenaltyCardsOwner(t *testing.T) {
	boards, _ := store.NewMemoryBoards()
	ui.UseBoards(boards)
	heartKing := bridge.Card{Suit: bridge.Hearts, Rank: bridge.King}
	start := func() (board.State, error) { return board.New(1, 7, fourSpades) }
	b, err := boards.Change(1, 7, start, func(b board.State) (board.State, error) {
		_, st := apptest.DecidedIn(t, b.Context(0), "penalty-card", ruling.Pick("exposed"), ruling.CardAnswer(heartKing), ruling.Pick("accident"))
		return b.Record(board.Ref{Flow: "penalty-card", At: "2026-11-27T19:00:00Z", Log: "pc"}, *st.Outcome)
	})
	if err != nil {
		t.Fatal(err)
	}
	p := &boardPage{table: 1, number: 7, b: b, found: true, loaded: true}
	doc := htmltest.Mount(t, p.Render)
	seats := doc.All("#board-cards button")
	if len(seats) != 2 || seats[0].TextContent() != "West" || seats[1].TextContent() != "East" {
		t.Fatalf("%d seats offered; want West and East", len(seats))
	}
	ctx, eng := apptest.Context(t)
	p.nameOwner(1, bridge.West)(ctx, app.Event{})
	eng.ConsumeAll()
	if p.actionErr != "" {
		t.Fatal(p.actionErr)
	}
	doc = htmltest.Mount(t, p.Render)
	if got := doc.One(t, "#board-cards li").TextContent(); got != "♥K, major penalty card (Law 50B): West's" || doc.Has("#board-cards button") {
		t.Errorf("card %q; want it named West's, with no question left", got)
	}
	if stored, _, _ := boards.Get(1, 7); stored.PenaltyCards[0].Owner != bridge.West {
		t.Errorf("stored owner %v; want West", stored.PenaltyCards[0].Owner)
	}
}
