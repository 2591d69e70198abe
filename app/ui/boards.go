package ui

import (
	"fmt"
	"net/url"
	"strconv"
	"sync"

	"tableside/app/store"
	"tableside/engine/board"
	"tableside/engine/ruling"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// BoardPath is the board's result page; the table and board are in the query string, so one
// pre-cached route serves every board offline (as the log's entries do).
const BoardPath = "/board"

// BoardHref is the address of the board in progress at a table.
func BoardHref(table, number int) string {
	return BoardPath + "?table=" + strconv.Itoa(table) + "&board=" + strconv.Itoa(number)
}

// OpenBoards hands every caller the same boards in progress. Their calls block: call them
// inside ctx.Async. Component tests replace it with UseBoards.
var OpenBoards = sync.OnceValues(func() (*store.Boards, error) { return store.OpenBoards(store.BoardsName) })

// UseBoards makes every later OpenBoards call return bs: the seam for component tests.
func UseBoards(bs *store.Boards) {
	OpenBoards = func() (*store.Boards, error) { return bs, nil }
}

// OnBoard reports whether the table context names a board, so that rulings are kept on it.
func (t TableContext) OnBoard() bool { return t.Board > 0 }

// NewBoardFor starts the board in progress for the table context, with its contract.
func (t TableContext) NewBoardFor() (board.State, error) {
	return board.New(t.Table, t.Board, t.Contract)
}

// BoardStartContext is what a ruling at this table starts with once the board in progress is
// read: the board's contract and declarer as they stand and what its rulings established.
// With no board stored yet it is StartContext. It blocks: call it inside ctx.Async, with the
// table context and the body read before.
func BoardStartContext(t TableContext, start ruling.Context) (ruling.Context, error) {
	if !t.OnBoard() {
		return start, nil
	}
	bs, err := OpenBoards()
	if err != nil {
		return start, err
	}
	b, ok, err := bs.Get(t.Table, t.Board)
	if err != nil || !ok {
		return start, err
	}
	if b.Closed {
		return start, ErrBoardClosed{Table: t.Table, Board: t.Board}
	}
	c := b.Context(start.Body)
	if c.Contract.Level == 0 {
		c.Contract = start.Contract // the board knows no contract yet: the table context's
	}
	return c, nil
}

// BoardLink is "Board 7 at table 4: its result" for a table context, nothing without a board.
func BoardLink(t TableContext) app.UI {
	if !t.OnBoard() {
		return nil
	}
	return app.A().ID("board-link").Class("board-link").Href(BoardHref(t.Table, t.Board)).
		Text(fmt.Sprintf("Board %d at table %d: rulings and result", t.Board, t.Table))
}

// BoardQuery reads table and board from a page address; ok is false when either is missing.
func BoardQuery(u *url.URL) (table, number int, ok bool) {
	q := u.Query()
	t, err1 := strconv.Atoi(q.Get("table"))
	n, err2 := strconv.Atoi(q.Get("board"))
	return t, n, err1 == nil && err2 == nil && t >= 0 && n > 0
}

// ErrBoardClosed is a ruling started at a board closed as finished and scored: the ruling
// goes on from the table context, and the board takes it only once reopened.
type ErrBoardClosed struct{ Table, Board int }

func (e ErrBoardClosed) Error() string {
	return fmt.Sprintf("Board %d at table %d is closed as finished and scored: reopen it on the board's page before saving a ruling on it.", e.Board, e.Table)
}
