package wizard

import (
	"errors"
	"fmt"
	"time"

	"tableside/app/ui"
	"tableside/engine/board"
	"tableside/engine/catalog"
	"tableside/engine/ruling"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// A ruling at a table with a board set is one story with the board's earlier rulings: it
// starts from what the board in progress knows (the contract and declarer as they stand, the
// penalty cards, the revokes), and once saved it is recorded on the board. The board lives in
// IndexedDB, which answers asynchronously, so a fresh ruling starts at once from the table
// context and is started again from the board as soon as the board is read, if the director
// has not answered anything yet.

// startFromBoard reads the board in progress and, when it knows more than the table context,
// starts the ruling again from it. A board that cannot be read is said on screen.
func (w *wizard) startFromBoard(ctx app.Context) {
	t := ui.LoadTableContext(ctx)
	if !t.OnBoard() || !app.IsClient {
		return
	}
	flowID, start := w.flowID, ui.StartContext(ctx)
	w.boardRead = "reading" // the page says when the board is read (the e2e tests wait for it)
	ctx.Async(func() {
		c, err := ui.BoardStartContext(t, start)
		ctx.Dispatch(func(ctx app.Context) {
			if w.flowID != flowID {
				return
			}
			var closed ui.ErrBoardClosed
			switch {
			case errors.As(err, &closed):
				w.boardErr, w.boardRead = closed.Error(), "closed"
				return
			case err != nil:
				w.boardErr, w.boardRead = "The board in progress was not read: "+ui.LogProblem(err), "failed"
				return
			}
			w.boardRead = "read"
			if len(w.session.Answers) > 0 || w.state.Outcome != nil {
				return // the director has moved on: never change a ruling under their finger
			}
			s, err := catalog.Start(flowID, c)
			if err != nil {
				w.refusal = err.Error()
				return
			}
			st, err := catalog.Decide(s)
			if err != nil {
				w.refusal = err.Error()
				return
			}
			w.session, w.state, w.boardErr = s, st, ""
		})
	})
}

// recordOnBoard writes a saved ruling into the board in progress at its table, with the
// chooser's pick when there is one. It blocks: call it inside ctx.Async.
func recordOnBoard(t ui.TableContext, s ruling.Session, o ruling.Outcome, logID, chosen string, now time.Time) error {
	if !t.OnBoard() {
		return nil
	}
	bs, err := ui.OpenBoards()
	if err != nil {
		return err
	}
	ref := board.Ref{Flow: s.Flow, At: now.UTC().Format(time.RFC3339), Log: logID, Chosen: chosen}
	_, err = bs.Change(t.Table, t.Board, t.NewBoardFor, func(b board.State) (board.State, error) {
		return b.Record(ref, o)
	})
	return err
}

// boardProblem is what the save bar says when the log kept the ruling but the board did not.
func boardProblem(t ui.TableContext, err error) string {
	return fmt.Sprintf("Saved to the log, but not to board %d at table %d: %s", t.Board, t.Table, ui.LogProblem(err))
}

// boardResultLink opens the board's result once a ruling at a board is saved.
func (w *wizard) boardResultLink() app.UI {
	c := w.session.Context
	if c.Board < 1 {
		return nil
	}
	return app.A().ID("open-board").Class("button", "button-secondary").Href(ui.BoardHref(c.Table, c.Board)).
		Text(fmt.Sprintf("Board %d: result", c.Board))
}
