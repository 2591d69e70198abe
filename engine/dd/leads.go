package dd

import "math/bits"

// Leads are rated for move ordering by leadSuit, once per suit, and leadFacts.score, for
// each card. A wrong first lead costs a whole subtree, so the order follows what usually
// works at the table, after the move ordering DDS describes (the weights are our own):
//   - suits in which the opponents hold few cards first: they have fewer answers, so the
//     subtree is smaller; a void opponent counts as a long suit, since a discard or a
//     ruff can be any card;
//   - a sure winner of the side, best when the next card down is ours too (cashing it
//     does not promote an opponent's card);
//   - without a winner: lead towards partner's high card when the left-hand opponent's
//     card sits in front of it, lead from a sequence, or in a suit where the side holds
//     the next two cards; do not lead away from one's own top card, nor into the
//     right-hand opponent's top cards;
//   - in a suit contract: a suit partner can ruff, a singleton beside partner's winner
//     (to ruff the return), and last a suit an opponent can ruff.

// leadFacts is what the rating needs of a suit, worked out once for all of the leader's
// cards in it.
type leadFacts struct {
	base                  int // the opponents' lengths, partner's ruffs
	oppRuffs, winners     bool
	cashPromotes          bool // cashing a winner sets up an opponent's next card
	ruffReturn            bool // a singleton: partner wins and returns the suit for a ruff
	first, second, third  int  // holders of the three highest cards (-1: none)
	seat, lho, rho, top   int  // top: the suit's highest card
	lenL, lenR, lenP, own int
}

// leadSuit works out the facts of suit for seat's lead.
func (s *solver) leadSuit(seat, suit int) leadFacts {
	lho, partner, rho := (seat+1)&3, (seat+2)&3, (seat+3)&3
	h := &s.hands
	f := leadFacts{seat: seat, lho: lho, rho: rho}
	f.lenL, f.lenR = suitLen(h[lho][suit]), suitLen(h[rho][suit])
	f.lenP, f.own = suitLen(h[partner][suit]), suitLen(h[seat][suit])
	f.base = -12 * (voidAsLong(f.lenL, s.left) + voidAsLong(f.lenR, s.left))

	sideSuit := s.trump != noTrump && suit != s.trump
	hasTrump := func(seat int) bool { return s.trump != noTrump && h[seat][s.trump] != 0 }
	f.oppRuffs = sideSuit && ((f.lenL == 0 && hasTrump(lho)) || (f.lenR == 0 && hasTrump(rho)))
	if f.oppRuffs {
		return f
	}
	if sideSuit && f.lenP == 0 && hasTrump(partner) && f.lenR > 0 {
		f.base += 17 // partner ruffs, and the right-hand opponent, following suit, cannot overruff
	}
	f.first, f.second, f.third = s.topHolders(suit)
	f.top = bits.Len16(uint16(s.allCards(suit))) - 1
	// Holdings compare as their highest cards: partner's beats both opponents'.
	f.winners = h[partner][suit] > h[lho][suit]|h[rho][suit]
	f.cashPromotes = (f.second == lho && f.lenL > 1) || (f.second == rho && f.lenR > 1)

	if sideSuit && f.lenL+f.lenR > 0 && f.own == 1 && f.first == partner && f.lenP > 1 && hasTrump(seat) {
		f.ruffReturn = true
	}
	return f
}

// score rates the lead of rank, the lowest card of a sequence headed by top.
func (f *leadFacts) score(rank, top int) int {
	score := f.base
	if f.oppRuffs {
		return score - 40 - rank
	}
	partner := (f.seat + 2) & 3
	if f.first == f.seat && top == f.top || f.winners {
		if f.cashPromotes {
			return score + 15 + rank
		}
		return score + 45 + rank
	}
	if f.ruffReturn {
		score += 19
	}
	switch {
	case (f.first == f.rho || f.second == f.rho) && f.lenR > 1:
		score -= 10
	case f.first == f.lho && f.second == partner && f.lenP > 1:
		score += 30
	}
	if (f.second == f.seat || f.second == partner) && (f.third == f.seat || f.third == partner) && (f.second == partner || f.lenP > 1) {
		score += 25
	}
	switch {
	case (f.first == f.lho && f.lenL == 1) || (f.first == f.rho && f.lenR == 1):
		return score + 28 + rank // the opponent's top card falls alone
	case f.first == f.seat:
		return score - 15 + rank // leading away from our top card
	case top != rank && f.second == f.seat:
		return score + 45 // the second and third best together drive out the top
	case top != rank:
		return score + 25 - rank
	}
	return score + 10 - rank
}

// topHolders returns the seats holding the three highest cards of suit (-1 where there
// are fewer cards).
func (s *solver) topHolders(suit int) (first, second, third int) {
	all := s.allCards(suit)
	var seats [3]int
	for i := range seats {
		seats[i] = -1
		if all == 0 {
			continue
		}
		r := bits.Len16(uint16(all)) - 1
		seats[i] = s.ownerOf(suit, r)
		all &^= 1 << r
	}
	return seats[0], seats[1], seats[2]
}

func suitLen(h Holding) int { return bits.OnesCount16(uint16(h)) }

// voidAsLong counts a void as longer than any suit: the opponent may discard anything.
func voidAsLong(n, left int) int {
	if n == 0 {
		return left + 1
	}
	return n
}
