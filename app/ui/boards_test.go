package ui

import (
	"errors"
	"testing"

	"tableside/app/store"
	"tableside/engine/board"
	"tableside/engine/bridge"
	"tableside/engine/ruling"
)

func TestRulingAtAClosedBoardIsToldToReopenIt(t *testing.T) {
	bs, _ := store.NewMemoryBoards()
	UseBoards(bs)
	c := bridge.Contract{Level: 3, Strain: bridge.NoTrump, Declarer: bridge.East}
	start := func() (board.State, error) { return board.New(2, 5, c) }
	if _, err := bs.Change(2, 5, start, func(b board.State) (board.State, error) { return b.Close(), nil }); err != nil {
		t.Fatal(err)
	}
	tc := TableContext{Table: 2, Board: 5, Contract: c}
	got, err := BoardStartContext(tc, ruling.Context{Table: 2, Board: 5, Contract: c})
	var closed ErrBoardClosed
	if !errors.As(err, &closed) || closed.Board != 5 || got.Contract != c {
		t.Errorf("start at a closed board: %v, contract %v; want the closed-board message and the table's contract", err, got.Contract)
	}
	if _, err := BoardStartContext(TableContext{Table: 2}, ruling.Context{Table: 2}); err != nil {
		t.Errorf("a table with no board set: %v; want no board read at all", err)
	}
}
