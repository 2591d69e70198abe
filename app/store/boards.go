package store

import (
	"fmt"

	"tableside/engine/board"
)

// The boards in progress: for each table and board, what the rulings made on it have
// established (engine/board). They live in their own IndexedDB database (BoardsName), written
// with the log's rules: strict durability, "saved" only once the transaction completes, and a
// board this app cannot read (a newer app's) is never overwritten. A database of their own
// leaves the log's schema, and every log written before boards existed, as it was.

// BoardsName is the IndexedDB database of the boards in progress.
const BoardsName = "tableside-boards"

// Boards keeps the boards in progress.
type Boards struct{ b Backend }

// NewBoards returns the boards kept in b.
func NewBoards(b Backend) *Boards { return &Boards{b} }

// NewMemoryBoards returns boards over a new Memory, and the Memory, for tests.
func NewMemoryBoards() (*Boards, *Memory) {
	m := NewMemory()
	return NewBoards(m), m
}

// BoardKey is the record's key for a table and board: "table-4-board-17".
func BoardKey(table, number int) string { return fmt.Sprintf("table-%d-board-%d", table, number) }

// Get returns the board in progress at a table, and false when none is stored yet.
func (bs *Boards) Get(table, number int) (board.State, bool, error) {
	raw, err := bs.b.LoadOne(BoardKey(table, number))
	if err != nil {
		return board.State{}, false, boardsDuring("read", err)
	}
	if raw == nil {
		return board.State{}, false, nil
	}
	s, err := board.Decode(raw)
	if err != nil {
		return board.State{}, false, err
	}
	return s, true, nil
}

// Change reads the board at a table (a new one from start when none is stored), applies
// change, and saves the result in one strict transaction. A stored board that cannot be read
// is kept and the change refused. It returns the board as saved.
func (bs *Boards) Change(table, number int, start func() (board.State, error), change func(board.State) (board.State, error)) (board.State, error) {
	var saved board.State
	err := bs.b.Update([]string{BoardKey(table, number)}, func(_ string, old []byte) ([]byte, error) {
		var cur board.State
		var err error
		if old == nil {
			cur, err = start()
		} else {
			cur, err = board.Decode(old)
		}
		if err != nil {
			return nil, err
		}
		if saved, err = change(cur); err != nil {
			return nil, err
		}
		return saved.Encode()
	})
	if err != nil {
		return board.State{}, boardsDuring("save", err)
	}
	return saved, nil
}

// All returns every stored board; those that cannot be read come back as errors beside them.
func (bs *Boards) All() ([]board.State, []error, error) {
	raws, err := bs.b.Load()
	if err != nil {
		return nil, nil, boardsDuring("read", err)
	}
	var out []board.State
	var bad []error
	for _, r := range raws {
		s, err := board.Decode(r.JSON)
		if err != nil {
			bad = append(bad, fmt.Errorf("%s: %w", r.ID, err))
			continue
		}
		out = append(out, s)
	}
	return out, bad, nil
}

// boardsDuring names the operation and says it was the boards, not the log, that failed.
func boardsDuring(op string, err error) error {
	err = during(op, err)
	if se, ok := err.(*StorageError); ok && se.What == "" {
		c := *se
		c.What = "the boards in progress"
		return &c
	}
	return err
}
