package rulinglog

import (
	"testing"
	"time"

	"tableside/app/apptest"
	"tableside/app/ui"
	"tableside/engine/bridge"
)

// atTable5 is the table the director set before following a reminder.
var atTable5 = ui.TableContext{Table: 5, Round: 3, Board: 14, Contract: bridge.Contract{Level: 4, Strain: bridge.HeartsStrain, Declarer: bridge.South}}

// withoutTime drops when the table was set, which the tests do not compare.
func withoutTime(t ui.TableContext) ui.TableContext {
	t.SetAt = time.Time{}
	return t
}

func TestFollowingAReminderWithNoTableLeavesTheTableAsItIs(t *testing.T) {
	ctx, _ := apptest.Context(t)
	if err := ui.SaveTableContext(ctx, atTable5); err != nil {
		t.Fatal(err)
	}
	(&reminders{}).follow(ctx, "penalty-card", 0, 0)
	if got := withoutTime(ui.LoadTableContext(ctx)); got != atTable5 {
		t.Errorf("after a reminder with no table the table is %+v, want %+v", got, atTable5)
	}
}

func TestFollowingAReminderFromAnotherTableSetsItAndKeepsTheOldOneForUndo(t *testing.T) {
	ctx, _ := apptest.Context(t)
	if err := ui.SaveTableContext(ctx, atTable5); err != nil {
		t.Fatal(err)
	}
	(&reminders{}).follow(ctx, "penalty-card", 8, 21)
	want := ui.TableContext{Table: 8, Round: 3, Board: 21}
	if got := withoutTime(ui.LoadTableContext(ctx)); got != want {
		t.Errorf("after a reminder from table 8, board 21 the table is %+v, want %+v", got, want)
	}
	var undo ui.TableContext
	if err := ctx.LocalStorage().Get("tableside.table.undo", &undo); err != nil || withoutTime(undo) != atTable5 {
		t.Errorf("the table to put back is %+v (%v), want %+v", undo, err, atTable5)
	}
}

func TestFollowedTable(t *testing.T) {
	for _, tc := range []struct {
		name         string
		table, board int
		want         ui.TableContext
	}{
		{"same table, another board: the contract stays", 5, 15, ui.TableContext{Table: 5, Round: 3, Board: 15, Contract: atTable5.Contract}},
		{"same table, no board: the board stays", 5, 0, atTable5},
		{"another table: its contract is not this one's", 6, 14, ui.TableContext{Table: 6, Round: 3, Board: 14}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := followedTable(atTable5, tc.table, tc.board); got != tc.want {
				t.Errorf("followedTable(table %d, board %d) = %+v, want %+v", tc.table, tc.board, got, tc.want)
			}
		})
	}
}
