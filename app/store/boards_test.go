package store

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"tableside/engine/board"
	"tableside/engine/bridge"
)

var boardContract = bridge.Contract{Level: 4, Strain: bridge.SpadesStrain, Declarer: bridge.South}

func startBoard(table, number int) func() (board.State, error) {
	return func() (board.State, error) { return board.New(table, number, boardContract) }
}

func TestBoardIsKeptPerTableAndBoard(t *testing.T) {
	bs, _ := NewMemoryBoards()
	if _, ok, err := bs.Get(4, 7); ok || err != nil {
		t.Fatalf("a board before any ruling: found %v, %v", ok, err)
	}
	if _, err := bs.Change(4, 7, startBoard(4, 7), func(b board.State) (board.State, error) { return b.WithTricks(9) }); err != nil {
		t.Fatal(err)
	}
	b, ok, err := bs.Get(4, 7)
	if err != nil || !ok || b.Tricks == nil || *b.Tricks != 9 || b.Table != 4 || b.Board != 7 {
		t.Fatalf("board 7 at table 4: %+v, %v, %v", b, ok, err)
	}
	if _, ok, _ := bs.Get(5, 7); ok {
		t.Error("board 7 at table 5 shares table 4's board")
	}
}

// A board written by a newer app is neither read as something else nor overwritten.
func TestUnreadableBoardIsKeptAndTheChangeRefused(t *testing.T) {
	bs, mem := NewMemoryBoards()
	newer := []byte(`{"version":99,"table":4,"board":7}`)
	mem.PutRaw(BoardKey(4, 7), newer)
	_, err := bs.Change(4, 7, startBoard(4, 7), func(b board.State) (board.State, error) { return b.WithTricks(9) })
	if err == nil || !strings.Contains(err.Error(), "newer version") {
		t.Errorf("change over a newer board: %v; want it refused, saying why", err)
	}
	if raw, _ := mem.LoadOne(BoardKey(4, 7)); !bytes.Equal(raw, newer) {
		t.Errorf("the newer board was overwritten: %s", raw)
	}
	if _, _, err := bs.Get(4, 7); err == nil {
		t.Error("a newer board was read without a word")
	}
}

func TestBoardStorageErrorNamesTheBoards(t *testing.T) {
	bs, mem := NewMemoryBoards()
	mem.FailWrites(&StorageError{Name: "AbortError", Message: "aborted"})
	_, err := bs.Change(4, 7, startBoard(4, 7), func(b board.State) (board.State, error) { return b, nil })
	var se *StorageError
	if !errors.As(err, &se) || !strings.Contains(err.Error(), "could not save the boards in progress") {
		t.Errorf("error %v; want a storage error that names the boards", err)
	}
}
