package boardview

import (
	"encoding/csv"
	"strings"
	"testing"

	"tableside/app/apptest"
	"tableside/app/htmltest"
	"tableside/engine/board"
	"tableside/engine/bridge"
	"tableside/engine/ruling"
)

var fourSpades = bridge.Contract{Level: 4, Strain: bridge.SpadesStrain, Declarer: bridge.South}

// twoRevokes is board 7 at table 1, 4♠ by South: East-West revoke twice, one trick (Law 64A2)
// then two (Law 64A1) to North-South, and South took 8 tricks at the table.
func twoRevokes(t *testing.T) board.State {
	t.Helper()
	b, err := board.New(1, 7, fourSpades)
	if err != nil {
		t.Fatal(err)
	}
	for i, trick := range []string{"other-side", "revoker"} {
		_, st := apptest.DecidedIn(t, b.Context(0), "revoke", ruling.Pick("established"), ruling.Pick(trick), ruling.Pick("yes"), ruling.Pick("later"))
		if b, err = b.Record(board.Ref{Flow: "revoke", At: "2026-11-27T19:00:00Z", Log: string(rune('a' + i))}, *st.Outcome); err != nil {
			t.Fatal(err)
		}
	}
	if b, err = b.WithTricks(8); err != nil {
		t.Fatal(err)
	}
	return b
}

func TestBoardPageShowsEachTransferInOrderAndOneFinalScore(t *testing.T) {
	b := twoRevokes(t)
	want, err := b.Result()
	if err != nil {
		t.Fatal(err)
	}
	p := &boardPage{table: 1, number: 7, b: b, found: true, loaded: true}
	doc := htmltest.Mount(t, p.Render)
	steps := doc.All("#board-steps li")
	if len(steps) != len(want.Steps) || len(steps) != 3 {
		t.Fatalf("%d steps shown; want the table result and the two revokes", len(steps))
	}
	if got := steps[0].TextContent(); !strings.Contains(got, "Table result: 8 tricks") {
		t.Errorf("first step %q; want the table result", got)
	}
	if got := steps[2].TextContent(); !strings.Contains(got, "Law 64A1") {
		t.Errorf("last step %q; want the second revoke under Law 64A1", got)
	}
	if got := doc.One(t, "#board-final").TextContent(); !strings.Contains(got, want.Final()) || !strings.Contains(got, "East-West") {
		t.Errorf("final %q; want %q", got, want.Final())
	}
	doc.One(t, "button#board-close")
	if doc.Has("button#board-reopen") {
		t.Error("an open board offers Reopen")
	}
}

func TestClosedBoardOffersReopenAndNoTricksEntry(t *testing.T) {
	p := &boardPage{table: 1, number: 7, b: twoRevokes(t).Close(), found: true, loaded: true}
	doc := htmltest.Mount(t, p.Render)
	doc.One(t, "button#board-reopen")
	doc.One(t, "#board-closed")
	if doc.Has("#board-tricks-form") || doc.Has("button#board-close") {
		t.Error("a closed board still takes tricks or offers Close")
	}
}

func TestBoardWithoutResultSaysWhyNoScore(t *testing.T) {
	b, err := board.New(1, 7, fourSpades)
	if err != nil {
		t.Fatal(err)
	}
	p := &boardPage{table: 1, number: 7, b: b, found: true, loaded: true}
	doc := htmltest.Mount(t, p.Render)
	if got := doc.One(t, "#board-no-result").TextContent(); !strings.Contains(got, "enter declarer's tricks") {
		t.Errorf("no-result text %q", got)
	}
	if doc.Has("#board-final") {
		t.Error("a final score is shown with no result")
	}
}

func TestBoardAddressWithoutABoardIsExplained(t *testing.T) {
	p := &boardPage{loaded: true, loadErr: "This address names no board: open a board from Set table, or from a saved ruling."}
	doc := htmltest.Mount(t, p.Render)
	doc.One(t, "#board-error[role=alert]")
}

func TestBoardsCSVHasOneLinePerBoard(t *testing.T) {
	revoked := twoRevokes(t)
	other, err := board.New(1, 3, bridge.Contract{})
	if err != nil {
		t.Fatal(err)
	}
	data, err := BoardsCSV([]board.State{revoked, other})
	if err != nil {
		t.Fatal(err)
	}
	rows, err := csv.NewReader(strings.NewReader(string(data))).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 3 {
		t.Fatalf("%d rows; want the header and one per board: %q", len(rows), rows)
	}
	if rows[1][1] != "3" || rows[2][1] != "7" {
		t.Errorf("boards in order %q, %q; want 3 then 7", rows[1][1], rows[2][1])
	}
	want, _ := revoked.Result()
	if rows[2][6] != want.Final() || !strings.Contains(rows[2][5], "Law 64A2") || !strings.Contains(rows[2][5], "Law 64A1") {
		t.Errorf("board 7's line %q; want both transfers and %q", rows[2], want.Final())
	}
	if !strings.HasPrefix(rows[1][6], "no score yet") {
		t.Errorf("board 3 has no contract; its final score reads %q", rows[1][6])
	}
}
