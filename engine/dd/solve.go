package dd

import (
	"errors"
	"fmt"

	"tableside/engine/bridge"
)

// Position is a moment in the play: the cards still in the hands, the trump, the player
// who led to the current trick and the cards already played to it, in order from the
// leader (none at a trick boundary).
type Position struct {
	Deal   Deal
	Trump  bridge.Strain
	Leader bridge.Seat
	Played []bridge.Card
}

// ToPlay returns the seat whose turn it is.
func (p Position) ToPlay() bridge.Seat { return p.Leader.Clockwise(len(p.Played)) }

// Tricks returns the most tricks the side of the player to play can take from here,
// counting the current trick, against best defence with every card seen.
func Tricks(p Position) (int, error) {
	// A table sized to the position: clearing a large one would cost more than the
	// search of a small ending.
	cards := p.Deal.Len(p.Leader)
	return NewSolver(min(max(cards+4, 6), 16)).Tricks(p)
}

// Solver solves positions one after another and keeps what it learnt: a later position
// reuses the results of earlier ones. It is not safe for concurrent use.
type Solver struct {
	tt *table
	// Nodes counts the positions at a trick boundary searched so far.
	Nodes int64
}

// NewSolver returns a solver whose transposition table has room for 2^logSize shapes of
// position and 2^(logSize+2) entries (16 bytes a shape, 42 an entry, the entries allocated
// as they come); 0 picks 2^16 (at most 12 MB), enough for end positions of up to 8 cards a
// hand.
func NewSolver(logSize int) *Solver {
	if logSize <= 0 {
		logSize = 16
	}
	return &Solver{tt: newTable(logSize)}
}

// Tricks is the package function Tricks, with this solver's memory.
func (v *Solver) Tricks(p Position) (int, error) {
	s, err := v.load(p)
	if err != nil {
		return 0, err
	}
	depth := len(p.Played)
	leader := int(p.Leader - 1)
	ns, _ := s.narrow(depth, leader, 0, s.left, -1)
	v.Nodes += s.nodes
	if nsSide(int(p.ToPlay() - 1)) {
		return ns, nil
	}
	return s.left - ns, nil
}

// load checks p and sets up a search of it.
func (v *Solver) load(p Position) (*solver, error) {
	if err := p.check(); err != nil {
		return nil, err
	}
	s := &solver{hands: p.Deal.hands, trump: int(p.Trump - 1), tt: v.tt, hist: new(history)}
	s.left = p.Deal.Len(p.ToPlay())
	for i, c := range p.Played {
		s.trick[i] = played{int(c.Suit - 1), int(c.Rank - bridge.Two)}
		s.winner[i] = s.winning(i)
	}
	return s, nil
}

// check reports what makes p impossible: hands of the wrong sizes, a card played twice
// or still in a hand, a card played when its player could follow suit.
func (p Position) check() error {
	if !p.Trump.Valid() {
		return errors.New("dd: the trump strain is not known")
	}
	if !p.Leader.Valid() {
		return errors.New("dd: the leader is not known")
	}
	if len(p.Played) > 3 {
		return fmt.Errorf("dd: %d cards played to the trick: at most 3 before it is complete", len(p.Played))
	}
	n := p.Deal.Len(p.ToPlay())
	if n == 0 {
		return errors.New("dd: no cards left to play")
	}
	for i := range 4 {
		seat := p.Leader.Clockwise(i)
		want := n
		if i < len(p.Played) {
			want = n - 1
		}
		if got := p.Deal.Len(seat); got != want {
			return fmt.Errorf("dd: %s holds %d cards, want %d", seat, got, want)
		}
	}
	seen := map[bridge.Card]bool{}
	for i, c := range p.Played {
		seat := p.Leader.Clockwise(i)
		switch {
		case !c.Valid():
			return fmt.Errorf("dd: card %d played to the trick is not a card", i+1)
		case seen[c] || p.Deal.Owner(c) != bridge.NoSeat:
			return fmt.Errorf("dd: %v is played to the trick and also elsewhere", c)
		case i > 0 && c.Suit != p.Played[0].Suit && p.Deal.Holding(seat, p.Played[0].Suit) != 0:
			return fmt.Errorf("dd: %s played %v but still holds %s", seat, c, p.Played[0].Suit)
		}
		seen[c] = true
	}
	return nil
}

// from answers atLeast for the depth-th card of a trick led by leader.
func (s *solver) from(depth, leader, need int) bool {
	if depth == 0 {
		ok, _ := s.atLeast(leader, need)
		return ok
	}
	if need <= 0 {
		return true
	}
	if need > s.left {
		return false
	}
	ok, _ := s.play(depth, leader, need)
	return ok
}

// narrow narrows lo ≤ North-South's tricks ≤ hi down to the answer with null-window
// searches: stepping from guess when one is given (the answer is usually next to it),
// halving the interval otherwise. When the node budget runs out it returns the bounds
// reached so far with stopped set; the caller may call again with them.
func (s *solver) narrow(depth, leader, lo, hi, guess int) (int, int) {
	stepping := guess >= 0
	for lo < hi {
		t := (lo + hi + 1) / 2
		if stepping {
			t = min(max(guess, lo+1), hi)
		}
		ok := s.from(depth, leader, t)
		if s.stopped {
			return lo, hi
		}
		if ok {
			lo = t
			guess = t + 1
		} else {
			hi = t - 1
			guess = t - 1
		}
	}
	return lo, hi
}
