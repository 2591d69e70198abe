package board

import (
	"fmt"
	"slices"

	"tableside/engine/bridge"
)

// A penalty card is only useful to a later ruling when the board knows whose it is: a lead
// ruling combines declarer's options with the leader's own penalty cards, or with partner's
// (Laws 50D, 56). A ruling that placed the defender names the owner itself; the penalty card
// ruling never asks which defender (the director points), so the app asks once, with one tap,
// right after the ruling is saved, and names the owner here.

// UnownedCards returns the number of the ruling logged as logID on this board and the penalty
// cards it left on the table whose owner the board does not know; 0 and nil when it left none
// (or is not on this board).
func (s State) UnownedCards(logID string) (int, []PenaltyCard) {
	i := slices.IndexFunc(s.Rulings, func(r Ref) bool { return logID != "" && r.Log == logID })
	if i < 0 {
		return 0, nil
	}
	var out []PenaltyCard
	for _, p := range s.PenaltyCards {
		if p.Ruling == i+1 && !p.Owner.Valid() {
			out = append(out, p)
		}
	}
	return i + 1, out
}

// Defenders are the seats a penalty card can belong to: the two defenders when the board knows
// declarer, else every seat (the director knows which).
func (s State) Defenders() []bridge.Seat {
	if d := s.Contract.Declarer; d.Valid() {
		return []bridge.Seat{d.LHO(), d.RHO()}
	}
	return []bridge.Seat{bridge.North, bridge.East, bridge.South, bridge.West}
}

// NameOwner names owner as the defender whose penalty cards ruling n left on the table without
// an owner: one defender's, since each ruling that leaves cards without a seat is about one
// defender's exposed cards. A defender who now has two or more penalty cards has only major
// ones (Law 50B). Declarer's and dummy's cards are never penalty cards (Law 48A), so their
// seats are refused; so is a ruling that left no such card.
func (s State) NameOwner(n int, owner bridge.Seat) (State, error) {
	switch {
	case s.Closed:
		return s, fmt.Errorf("board %d is closed: reopen it to name the penalty card's owner", s.Board)
	case !owner.Valid():
		return s, fmt.Errorf("choose the seat of the defender whose card it is")
	case s.Contract.Declarer.Valid() && owner.Side() == s.Contract.Side():
		return s, fmt.Errorf("%s is declarer or dummy, whose cards are never penalty cards (Law 48A)", owner)
	}
	next := s.clone()
	named := 0
	for i, p := range next.PenaltyCards {
		if p.Ruling == n && !p.Owner.Valid() {
			next.PenaltyCards[i].Owner = owner
			named++
		}
	}
	if named == 0 {
		return s, fmt.Errorf("ruling %d left no penalty card without its owner on this board", n)
	}
	next.majorWhenSeveral()
	return next, nil
}
