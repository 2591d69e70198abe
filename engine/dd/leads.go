package dd

import "math/bits"

// leadScore rates seat's lead of a card of suit for move ordering: rank is the card (the
// lowest of its sequence), top the highest card of that sequence. A wrong first lead
// costs a whole subtree, so the order follows what usually works at the table, after
// the move ordering DDS describes (the weights are our own):
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
func (s *solver) leadScore(seat, suit, rank, top int) int {
	lho, partner, rho := (seat+1)&3, (seat+2)&3, (seat+3)&3
	h := &s.hands
	lenL, lenR := suitLen(h[lho][suit]), suitLen(h[rho][suit])
	lenP := suitLen(h[partner][suit])
	score := -12 * (voidAsLong(lenL, s.left) + voidAsLong(lenR, s.left))

	sideSuit := s.trump != noTrump && suit != s.trump
	hasTrump := func(seat int) bool { return s.trump != noTrump && h[seat][s.trump] != 0 }
	oppRuffs := sideSuit && ((lenL == 0 && hasTrump(lho)) || (lenR == 0 && hasTrump(rho)))
	if oppRuffs {
		return score - 40 - rank
	}
	if sideSuit && lenP == 0 && hasTrump(partner) && lenR > 0 {
		score += 17 // partner ruffs, and the right-hand opponent cannot overruff by discarding
	}

	first, second, third := s.topHolders(suit)
	// Holdings compare as their highest cards: partner's beats both opponents'.
	partnerWins := h[partner][suit] > h[lho][suit]|h[rho][suit]
	if first == seat && bits.Len16(uint16(s.allCards(suit)))-1 == top || partnerWins {
		if (second == lho && lenL > 1) || (second == rho && lenR > 1) {
			return score + 15 + rank // cashing sets up the opponent's next card
		}
		return score + 45 + rank
	}

	if sideSuit && lenL+lenR > 0 && suitLen(h[seat][suit]) == 1 && first == partner && lenP > 1 && hasTrump(seat) {
		score += 19 // partner wins and returns the suit for a ruff
	}
	switch {
	case (first == rho || second == rho) && lenR > 1:
		score -= 10
	case first == lho && second == partner && lenP > 1:
		score += 30
	}
	if (second == seat || second == partner) && (third == seat || third == partner) && (second == partner || lenP > 1) {
		score += 25
	}
	switch {
	case (first == lho && lenL == 1) || (first == rho && lenR == 1):
		return score + 28 + rank // the opponent's top card falls alone
	case first == seat:
		return score - 15 + rank // leading away from our top card
	case top != rank && second == seat:
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
