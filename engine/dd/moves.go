package dd

import "math/bits"

// move is one card a player may try, with a score that orders the search.
type move struct {
	suit, rank int8
	score      int32
}

// moveList holds at most one card per sequence of each suit: 13 is enough.
type moveList struct {
	m [13]move
	n int
}

func (l *moveList) add(suit, rank, score int) {
	// Insertion keeps the list sorted by score, best first.
	i := l.n
	for i > 0 && int(l.m[i-1].score) < score {
		l.m[i] = l.m[i-1]
		i--
	}
	l.m[i] = move{int8(suit), int8(rank), int32(score)}
	l.n++
}

// generate lists the legal cards of seat, the depth-th to play to the trick, one card of
// each sequence (cards with no card of another hand or of this trick between them are
// equivalent), in the order most likely to cut the search short.
func (s *solver) generate(depth, seat int, l *moveList) {
	if depth > 0 {
		led := s.trick[0].suit
		if s.hands[seat][led] != 0 {
			s.addSuit(depth, seat, led, l)
			return
		}
	}
	for suit := range 4 {
		if s.hands[seat][suit] != 0 {
			s.addSuit(depth, seat, suit, l)
		}
	}
}

// others returns the cards of suit held by the other hands or lying in the current trick:
// the cards that tell two of seat's cards apart.
func (s *solver) others(depth, seat, suit int) Holding {
	var o Holding
	for h := range 4 {
		if h != seat {
			o |= s.hands[h][suit]
		}
	}
	for i := 0; i < depth; i++ {
		if s.trick[i].suit == suit {
			o |= 1 << s.trick[i].rank
		}
	}
	return o
}

// addSuit adds the lowest card of each of seat's sequences in suit.
func (s *solver) addSuit(depth, seat, suit int, l *moveList) {
	own := s.hands[seat][suit]
	others := s.others(depth, seat, suit)
	var lead leadFacts
	if depth == 0 {
		lead = s.leadSuit(seat, suit)
	}
	for own != 0 {
		rank := bits.Len16(uint16(own)) - 1
		// Walk down the sequence headed by rank until a card of another hand.
		low := rank
		for r := rank - 1; r >= 0 && others&(1<<r) == 0; r-- {
			if own&(1<<r) != 0 {
				low = r
			}
		}
		var score int
		if depth == 0 {
			score = lead.score(low, rank)
			if k := s.killer[s.left]; k.suit == suit && k.rank == low {
				score += 30
			}
		} else {
			score = s.score(depth, seat, suit, low, rank, others)
		}
		l.add(suit, low, score<<16+min(int(s.hist[seat][suit][low]), 1<<16-1))
		own &^= (Holding(1) << (rank + 1)) - (Holding(1) << low)
	}
}

// score rates a card of the second, third or fourth hand to play (leads.go rates leads):
// winners and cheap ways to win first, then the lowest cards.
func (s *solver) score(depth, seat, suit, rank, top int, others Holding) int {
	card := played{suit, rank}
	best := s.trick[s.winner[depth-1]]
	partnerWins := (s.winner[depth-1]+depth)&1 == 0
	switch {
	case partnerWins:
		return 20 - rank - ruffCost(suit, s.trump) + s.discardScore(depth, seat, suit)
	case !s.beats(card, best):
		return 10 - rank - ruffCost(suit, s.trump) + s.discardScore(depth, seat, suit)
	case depth == 3:
		return 100 - rank
	}
	// Second or third hand can win: prefer a card nobody still to play can beat, and the
	// lowest trump that ruffs.
	if suit != s.trick[0].suit {
		return 70 - rank
	}
	if depth == 1 && s.fourthHandWins(seat) {
		return 10 - rank // no need to win: partner, the fourth hand, beats every card
	}
	if others>>(top+1) == 0 {
		return 90 - rank
	}
	if depth == 1 {
		return 35 - rank // second hand low
	}
	return 40 + rank
}

// ruffCost makes a player who cannot win keep trumps rather than waste them.
func ruffCost(suit, trump int) int {
	if suit == trump {
		return 15
	}
	return 0
}

// discardScore prefers discards from long suits, which the hand can spare: a short suit
// often guards a high card.
func (s *solver) discardScore(depth, seat, suit int) int {
	if suit == s.trick[0].suit || suit == s.trump {
		return 0
	}
	return 3 * suitLen(s.hands[seat][suit])
}

// fourthHandWins reports whether, in second seat, seat's partner (the fourth hand) holds
// a card of the led suit above the card led and every card of the third hand, which
// cannot ruff.
func (s *solver) fourthHandWins(seat int) bool {
	third, fourth := (seat+1)&3, (seat+2)&3
	led := s.trick[0].suit
	if s.hands[third][led] == 0 && s.trump != noTrump && s.hands[third][s.trump] != 0 {
		return false
	}
	// Holdings compare as their highest cards.
	return s.hands[fourth][led] > s.hands[third][led]|Holding(1)<<s.trick[0].rank
}
