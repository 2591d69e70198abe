package ruling

import "tableside/engine/bridge"

// Known is what earlier rulings on the same board established, handed to a new ruling so it
// neither asks it again nor rules as if it had not happened. Package board builds it from the
// board in progress; the contract as it stands (after a change of declarer, Law 54A) travels
// in Context.Contract beside it. It is stored with the session, so a logged ruling replays to
// the same outcome it gave at the table.
type Known struct {
	// PenaltyCards are the defenders' penalty cards still on the table, owners by seat where
	// the board knows them.
	PenaltyCards []PenaltyCard `json:"penaltyCards,omitempty"`
	// Revokes are the revokes already ruled on this board, in order: each one's transfer
	// (Tricks 0 when Law 64B left none, or the revoke was corrected), with the Law that decided it.
	Revokes []TrickTransfer `json:"revokes,omitempty"`
	// Claimed reports that a claim or concession has already been ruled on this board.
	Claimed bool `json:"claimed,omitempty"`
}

// KnownOf returns what the session's board knows, never nil: a ruling started on its own
// knows nothing.
func (s Session) KnownOf() Known {
	if s.Context.Known == nil {
		return Known{}
	}
	return *s.Context.Known
}

// PenaltyCardsOf lists the penalty cards on the table that belong to seat, in the order they
// were recorded.
func (k Known) PenaltyCardsOf(seat bridge.Seat) []PenaltyCard {
	var out []PenaltyCard
	for _, p := range k.PenaltyCards {
		if seat.Valid() && p.Owner.Seat == seat {
			out = append(out, p)
		}
	}
	return out
}

// RevokeTricks is the number of tricks the earlier revokes on this board transfer, together.
func (k Known) RevokeTricks() int {
	n := 0
	for _, t := range k.Revokes {
		n += t.Tricks
	}
	return n
}
