package wizard

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"tableside/app/ui"
	"tableside/engine/board"
	"tableside/engine/bridge"
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

// ownerAsk is the one question a saved ruling may leave: whose are the penalty cards it put on
// the table, when it did not know the defender (the penalty card ruling never asks; the
// director points). The board keeps the answer, so a later lead ruling at this board combines
// its options with that defender's penalty cards (Laws 50D, 56).
type ownerAsk struct {
	table, number int
	ruling        int                 // the ruling's number on the board
	cards         []board.PenaltyCard // the cards without an owner
	seats         []bridge.Seat       // the defenders to choose from
	saving        bool
	named         string // what the board now says, once answered
	err           string // why the answer was not kept: the board is unchanged
}

// askOwner reads the board once the ruling is saved on it and, when the ruling left penalty
// cards whose owner the board does not know, asks for it. It does nothing off a board.
func (w *wizard) askOwner(ctx app.Context, t ui.TableContext, logID string) {
	if !t.OnBoard() || logID == "" {
		return
	}
	ctx = w.lasting(ctx)
	ctx.Async(func() {
		var b board.State
		bs, err := ui.OpenBoards()
		if err == nil {
			b, _, err = bs.Get(t.Table, t.Board)
		}
		n, cards := b.UnownedCards(logID)
		ctx.Dispatch(func(ctx app.Context) {
			switch {
			case w.entryID != logID:
				return // the director moved on
			case err != nil:
				w.boardErr = "Saved on the board, but the board was not read back to ask whose penalty card it is: " +
					ui.LogProblem(err) + " Name its owner on the board's page."
				return
			case len(cards) == 0:
				return // nothing to ask
			}
			w.owner = &ownerAsk{table: t.Table, number: t.Board, ruling: n, cards: cards, seats: b.Defenders()}
		})
	})
}

// lasting is the page's own context once the page is mounted: the tapped button's (Save, a
// seat) is gone by the time the board answers, and go-app drops a dispatch to it.
func (w *wizard) lasting(ctx app.Context) app.Context {
	if w.mounted {
		return w.page
	}
	return ctx
}

// nameOwner keeps the seat tapped as the cards' owner on the board, in one strict transaction.
func (w *wizard) nameOwner(seat bridge.Seat) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		a := w.owner
		if a == nil || a.saving {
			return
		}
		a.saving, a.err = true, ""
		ctx = w.lasting(ctx)
		ctx.Async(func() {
			bs, err := ui.OpenBoards()
			if err == nil {
				_, err = bs.Change(a.table, a.number, func() (board.State, error) {
					return board.State{}, fmt.Errorf("board %d at table %d is no longer on this device", a.number, a.table)
				}, func(b board.State) (board.State, error) { return b.NameOwner(a.ruling, seat) })
			}
			ctx.Dispatch(func(ctx app.Context) {
				a.saving = false
				if err != nil {
					a.err = "Not kept on the board: " + ui.LogProblem(err)
					return
				}
				a.named = fmt.Sprintf("The board now knows %s %s %s's penalty %s.", cardList(a.cards), isAre(a.cards), seat, cardWord(a.cards))
			})
		})
	}
}

// ownerQuestion asks, with one tap on a defender's seat, whose the penalty cards are; once
// answered it says what the board now knows.
func (w *wizard) ownerQuestion() app.UI {
	a := w.owner
	if a == nil {
		return nil
	}
	if a.named != "" {
		return app.P().ID("penalty-owner-named").Class("penalty-owner").Role("status").Text(a.named)
	}
	return app.Section().ID("penalty-owner").Class("penalty-owner").Aria("labelledby", "penalty-owner-title").Body(
		app.H2().ID("penalty-owner-title").Class("penalty-owner-title").
			Text(fmt.Sprintf("Whose penalty %s %s %s?", cardWord(a.cards), isAre(a.cards), cardList(a.cards))),
		app.P().Class("penalty-owner-help").Text("The board keeps it, so the next ruling at this table knows it."),
		app.Div().Class("penalty-owner-seats").Body(
			app.Range(a.seats).Slice(func(i int) app.UI {
				seat := a.seats[i]
				return ui.OffIf(app.Button().Type("button").Class("button", "button-secondary").DataSet("seat", seat.String()), a.saving).
					OnClick(w.nameOwner(seat)).Text(seat.String())
			}),
		),
		app.If(a.err != "", func() app.UI {
			return app.P().ID("penalty-owner-error").Class("answer-error").Role("alert").Text(a.err)
		}),
	)
}

// cardList names the cards: "the ♥K", "the ♥K and the ♣3", or "the exposed card".
func cardList(cards []board.PenaltyCard) string {
	names := make([]string, len(cards))
	for i, p := range cards {
		names[i] = ruling.PenaltyCard{Card: p.Card}.Name()
	}
	if len(names) == 1 {
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

func cardWord(cards []board.PenaltyCard) string { return ruling.Plural(len(cards), "card", "cards") }

func isAre(cards []board.PenaltyCard) string { return ruling.Plural(len(cards), "is", "are") }
