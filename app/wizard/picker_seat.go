package wizard

import (
	"tableside/engine/bridge"
	"tableside/engine/ruling"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// seatPicker is the table seen from above, North at the top: button.seat[data-seat=N|E|S|W].
// Each seat is labelled by compass and, once the contract's declarer is known, by role.
func seatPicker(c ruling.Context, on answerFunc) app.UI {
	return app.Div().Class("seat-table").Role("group").Aria("label", "Seats at the table").Body(
		app.Range(bridge.Seats).Slice(func(i int) app.UI {
			s := bridge.Seats[i]
			compass, role := seatLabel(s, c.Contract)
			return app.Button().Type("button").Class("seat", "seat-"+s.Letter()).DataSet("seat", s.Letter()).
				OnClick(func(ctx app.Context, e app.Event) { on(ctx, ruling.SeatAnswer(s)) }, app.EventScope(s.Letter())).
				Body(
					app.Span().Class("seat-compass").Text(compass),
					app.If(role != "", func() app.UI { return app.Span().Class("seat-role").Text(role) }),
				)
		}),
		app.Div().Class("seat-table-top").Aria("hidden", "true"),
	)
}

// seatLabel names a seat by compass and, when declarer is known, by role: "East" and
// "declarer's LHO". Without a declarer the role is empty.
func seatLabel(s bridge.Seat, contract bridge.Contract) (compass, role string) {
	d := contract.Declarer
	if !d.Valid() {
		return s.String(), ""
	}
	switch s {
	case d:
		role = "declarer"
	case d.Partner():
		role = "dummy"
	case d.LHO():
		role = "declarer's LHO"
	case d.RHO():
		role = "declarer's RHO"
	}
	return s.String(), role
}
