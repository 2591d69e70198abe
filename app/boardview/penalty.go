package boardview

import (
	"fmt"

	"tableside/app/ui"
	"tableside/engine/board"
	"tableside/engine/bridge"
	"tableside/engine/ruling"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// The penalty cards on the table, each with its owner: a later lead ruling at this board
// combines declarer's options with them (Laws 50D, 56). A card whose owner the board does not
// know (the director left the question after the save unanswered) is asked here, one tap on a
// defender's seat.

// penaltyCards lists the penalty cards on the table; nothing when there are none.
func (p *boardPage) penaltyCards() app.UI {
	cards := p.b.PenaltyCards
	if len(cards) == 0 {
		return nil
	}
	return app.Section().Class("board-section").Aria("labelledby", "board-cards-title").Body(
		app.H2().ID("board-cards-title").Text("Penalty cards on the table"),
		app.Ul().ID("board-cards").Body(
			app.Range(cards).Slice(func(i int) app.UI {
				c := cards[i]
				if c.Owner.Valid() {
					return app.Li().Class("board-card").Text(cardLine(c) + ": " + c.Owner.String() + "'s")
				}
				return app.Li().Class("board-card").Body(
					app.P().Text(cardLine(c)+": whose is it?"),
					app.Div().Class("board-card-seats").Body(
						app.Range(p.b.Defenders()).Slice(func(k int) app.UI {
							seat := p.b.Defenders()[k]
							return ui.OffIf(app.Button().Type("button").Class("button", "button-secondary").DataSet("seat", seat.String()), p.saving || p.b.Closed).
								OnClick(p.nameOwner(c.Ruling, seat)).Text(seat.String())
						}),
					),
				)
			}),
		),
	)
}

// cardLine reads "♥K, major penalty card (Law 50B)", or "The exposed card, …" when the ruling
// did not ask which card.
func cardLine(c board.PenaltyCard) string {
	name := c.Card.String()
	if !c.Card.Valid() {
		name = "The exposed card"
	}
	return fmt.Sprintf("%s, %s penalty card (%s)", name, ruling.PenaltyCard{Major: c.Major}.Kind(), c.Law)
}

// nameOwner names seat as the owner of the cards ruling n left without one.
func (p *boardPage) nameOwner(n int, seat bridge.Seat) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		p.change(ctx, func(b board.State) (board.State, error) { return b.NameOwner(n, seat) })
	}
}
