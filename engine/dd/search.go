package dd

import "math/bits"

// noTrump is the internal trump index for no trump; suits are 0..3 (clubs..spades).
const noTrump = 4

// played is one card on the table in the current trick.
type played struct {
	suit, rank int // rank is the bit index, 0 (two) to 12 (ace)
}

// solver holds one search: the cards in the hands, the trick in progress and the
// transposition table. Seats are 0..3 for N, E, S, W; suits 0..3 for clubs..spades.
type solver struct {
	hands [4][4]Holding
	trump int
	left  int // tricks left, counting the one in progress
	tt    *table

	hist *history
	// killer holds, for each number of tricks left, the lead that last cut the search
	// short: a sibling position is usually refuted by the same lead. It lives as long as
	// the solver (one Step of a table), unlike the history, which spans the table.
	killer [14]played

	trick   [4]played // cards played to the current trick, from its leader
	winner  [4]int    // after card i: the index in trick of the card winning so far
	nodes   int64
	budget  int64 // stop after this many nodes; 0: no limit
	stopped bool
}

// history counts, for each seat, suit and rank, how often and how deep that card cut the
// search short: cards that refuted earlier lines are tried first among equal ones.
type history [4][4][13]int32

// nsSide reports whether seat is North or South.
func nsSide(seat int) bool { return seat&1 == 0 }

// atLeast answers the null-window question at a trick boundary with leader on lead:
// can North-South take at least need of the tricks left? It also returns the cards whose
// ranks decided the answer (see ranks), for the transposition table.
func (s *solver) atLeast(leader, need int) (bool, ranks) {
	if need <= 0 {
		return true, 0
	}
	if need > s.left {
		return false, 0
	}
	if s.left == 1 {
		ns, w := s.lastTrick(leader)
		return ns >= need, w
	}
	s.nodes++
	if s.budget > 0 && s.nodes > s.budget {
		s.stopped = true
		return false, 0
	}
	// Sure tricks of the side on lead bound the result before any search (and before the
	// transposition table, which costs more). Each cut-off names only the cards of as
	// many sure tricks as it needs (want), so that it holds in more positions.
	want := need
	if !nsSide(leader) {
		want = s.left - need + 1
	}
	if q, qw := s.quickTricks(leader, want); q >= want {
		return nsSide(leader), qw
	}
	// Every trick in which the holder of the top trumps plays one is their side's.
	if owner, n, tw := s.topTrumps(); n > 0 {
		if nsSide(owner) && n >= need {
			return true, topOf(tw, need)
		}
		if !nsSide(owner) && s.left-n < need {
			return false, topOf(tw, s.left-need+1)
		}
	}
	k := s.key(leader)
	if found, ok, w := s.lookup(k, need); found {
		return ok, w
	}
	ok, w := s.play(0, leader, need)
	if s.stopped {
		return false, 0
	}
	s.store(k, w, need, ok)
	return ok, w
}

// play tries the cards of the depth-th player of the trick (0 the leader) and answers the
// same question as atLeast.
func (s *solver) play(depth, leader, need int) (bool, ranks) {
	seat := (leader + depth) & 3
	var moves moveList
	s.generate(depth, seat, &moves)
	maximise := nsSide(seat)
	var all ranks
	for i := 0; i < moves.n; i++ {
		m := moves.m[i]
		ok, w := s.tryCard(depth, leader, seat, int(m.suit), int(m.rank), need)
		if s.stopped {
			return false, 0
		}
		if ok == maximise {
			if i > 0 {
				s.hist[seat][m.suit][m.rank] += int32(s.left * s.left)
			}
			if depth == 0 {
				s.killer[s.left] = played{int(m.suit), int(m.rank)}
			}
			// One card is enough: the cards that decided its line decide this one.
			return ok, w
		}
		all |= w
	}
	// Every card failed, but only one card of each sequence was tried: keep the
	// sequences whole so that a position matching the relevant cards has the same ones.
	return !maximise, s.wholeSequences(depth, seat, all)
}

// wholeSequences adds to w, in each suit, the rest of seat's sequence that the lowest
// relevant card belongs to, when seat's cards continue it below: the search tried only
// one card of that sequence, which is right only while its cards stay together.
func (s *solver) wholeSequences(depth, seat int, w ranks) ranks {
	for suit := range 4 {
		rel := w.in(suit)
		own := s.hands[seat][suit]
		if rel == 0 || own == 0 {
			continue
		}
		present := own | s.others(depth, seat, suit)
		low := bits.TrailingZeros16(uint16(rel))
		// The lowest card at or above the relevant ones.
		above := present >> low << low
		r := bits.TrailingZeros16(uint16(above))
		if own&(1<<r) == 0 {
			continue
		}
		for {
			below := present & (1<<r - 1)
			if below == 0 {
				break
			}
			r = bits.Len16(uint16(below)) - 1
			if own&(1<<r) == 0 {
				break
			}
			w |= rankBit(suit, r)
		}
	}
	return w
}

// tryCard plays one card, searches on, and takes the card back.
func (s *solver) tryCard(depth, leader, seat, suit, rank, need int) (bool, ranks) {
	b := Holding(1) << rank
	s.hands[seat][suit] &^= b
	s.trick[depth] = played{suit, rank}
	s.winner[depth] = s.winning(depth)
	var ok bool
	var w ranks
	if depth < 3 {
		ok, w = s.play(depth+1, leader, need)
	} else {
		next := (leader + s.winner[3]) & 3
		if nsSide(next) {
			need--
		}
		// The next trick overwrites the trick in progress: keep it for the other cards.
		trick, winner := s.trick, s.winner
		s.left--
		ok, w = s.atLeast(next, need)
		s.left++
		s.trick, s.winner = trick, winner
		w |= s.trickRanks()
	}
	s.hands[seat][suit] |= b
	return ok, w
}

// trickRanks returns the card that won the complete trick when it won by its rank, beating
// another card of its suit: only then does its rank decide who won.
func (s *solver) trickRanks() ranks {
	win := s.trick[s.winner[3]]
	for i, c := range s.trick {
		if i != s.winner[3] && c.suit == win.suit {
			return rankBit(win.suit, win.rank)
		}
	}
	return 0
}

// winning returns the index of the card winning the trick once card depth is played.
func (s *solver) winning(depth int) int {
	if depth == 0 {
		return 0
	}
	w := s.winner[depth-1]
	best, card := s.trick[w], s.trick[depth]
	if s.beats(card, best) {
		return depth
	}
	return w
}

// beats reports whether card beats best, the card winning the trick so far.
func (s *solver) beats(card, best played) bool {
	if card.suit == best.suit {
		return card.rank > best.rank
	}
	return card.suit == s.trump
}

// lastTrick plays out the last trick, one card in each hand, and returns North-South's
// tricks from it (0 or 1) and the winning card when it won by rank.
func (s *solver) lastTrick(leader int) (int, ranks) {
	var best played
	winner := leader
	var w ranks
	for i := range 4 {
		seat := (leader + i) & 3
		card := s.onlyCard(seat)
		switch {
		case i == 0:
			best = card
		case card.suit == best.suit:
			if card.rank > best.rank {
				best, winner = card, seat
			}
			w = rankBit(best.suit, best.rank)
		case card.suit == s.trump:
			best, winner = card, seat
			w = 0
		}
	}
	if nsSide(winner) {
		return 1, w
	}
	return 0, w
}

func (s *solver) onlyCard(seat int) played {
	for suit, h := range s.hands[seat] {
		if h != 0 {
			return played{suit, bits.Len16(uint16(h)) - 1}
		}
	}
	return played{}
}

// quickTricks counts tricks the side on lead is sure to take by cashing the leader's
// top cards: cards no other hand can beat, in suits the opponents cannot ruff. It also
// returns the cards that at least min(count, want) of those tricks rest on (besides the
// suits' lengths).
func (s *solver) quickTricks(leader, want int) (int, ranks) {
	lho, rho := (leader+1)&3, (leader+3)&3
	oppTrumps := s.trump != noTrump && (s.hands[lho][s.trump]|s.hands[rho][s.trump]) != 0
	total, side, best := 0, 0, 0
	var runs [4]int
	var runW [4]ranks
	bestW := ranks(0)
	for suit := range 4 {
		own := s.hands[leader][suit]
		if own == 0 {
			continue
		}
		others := s.hands[lho][suit] | s.hands[rho][suit] | s.hands[(leader+2)&3][suit]
		top, w := topRun(own, others)
		runs[suit], runW[suit] = top, w<<(16*suit)
		if !oppTrumps || suit == s.trump {
			total += top
			continue
		}
		side += top
		// An opponent with trumps ruffs once void: cash at most the shorter opponent's length.
		limit := 13
		for _, opp := range [2]int{lho, rho} {
			if s.hands[opp][s.trump] != 0 {
				limit = min(limit, bits.OnesCount16(uint16(s.hands[opp][suit])))
			}
		}
		if n := min(top, limit); n > best {
			best, bestW = n, topOf(runW[suit], min(n, want))
		}
	}
	if oppTrumps && total >= max(s.trumpLen(lho), s.trumpLen(rho)) {
		// The leader's top trumps draw every trump the opponents hold; after that no
		// top card of a side suit can be ruffed. Every top trump stays named: they must
		// still draw the opponents' trumps.
		w := runW[s.trump]
		runs[s.trump] = 0
		return min(total+side, s.left), w | enoughRuns(runs, runW, want-total)
	}
	if oppTrumps {
		// Trumps drawn from the top are safe; one side suit may follow, but only the
		// better of the two is counted, since discards may open new ruffs.
		p, pw := s.partnerTricks(leader, true)
		switch {
		case total >= best && total >= p:
			return total, topOf(runW[s.trump], min(total, want))
		case best >= p:
			return best, bestW
		}
		return p, pw
	}
	if p, pw := s.partnerTricks(leader, false); p > total {
		return min(p, s.left), pw
	}
	return min(total, s.left), enoughRuns(runs, runW, want)
}

// enoughRuns returns the top cards of the fewest suits' runs that make want tricks,
// longest runs first, the last run cut to what is still wanted.
func enoughRuns(runs [4]int, runW [4]ranks, want int) ranks {
	var w ranks
	for want > 0 {
		best := -1
		for suit, n := range runs {
			if n > 0 && (best < 0 || n > runs[best]) {
				best = suit
			}
		}
		if best < 0 {
			break
		}
		w |= topOf(runW[best], min(runs[best], want))
		want -= runs[best]
		runs[best] = 0
	}
	return w
}

// partnerTricks counts the tricks of partner's top cards when the leader can lead to them:
// with no ruff to fear, every suit partner tops once the lead reaches them; with trumps
// left to the opponents (trumpsOnly), only partner's top trumps, reached by a trump lead.
func (s *solver) partnerTricks(leader int, trumpsOnly bool) (int, ranks) {
	partner := (leader + 2) & 3
	lho, rho := (leader+1)&3, (leader+3)&3
	tops, entry := 0, false
	var all ranks
	for suit := range 4 {
		if trumpsOnly && suit != s.trump {
			continue
		}
		others := s.hands[lho][suit] | s.hands[rho][suit] | s.hands[leader][suit]
		top, w := topRun(s.hands[partner][suit], others)
		if top > 0 && s.hands[leader][suit] != 0 {
			entry = true
		}
		tops += top
		all |= w << (16 * suit)
	}
	if !entry {
		return 0, 0
	}
	return min(tops, s.left), all
}

// topRun counts own's cards that rank above every card of others, from the top down, and
// returns them.
func topRun(own, others Holding) (int, ranks) {
	n := 0
	var run ranks
	all := own | others
	for all != 0 {
		hi := Holding(1) << (bits.Len16(uint16(all)) - 1)
		if own&hi == 0 {
			break
		}
		n++
		run |= ranks(hi)
		all &^= hi
	}
	return n, run
}

// topOf keeps the n highest cards of a run within one suit.
func topOf(run ranks, n int) ranks {
	for bits.OnesCount64(uint64(run)) > n {
		run &= run - 1
	}
	return run
}

// topTrumps returns the holder of the highest trump left, how many trumps they hold above
// every other hand's (each a sure trick for the holder's side), and those trumps.
func (s *solver) topTrumps() (owner, n int, w ranks) {
	if s.trump == noTrump {
		return 0, 0, 0
	}
	all := s.allCards(s.trump)
	if all == 0 {
		return 0, 0, 0
	}
	owner = s.ownerOf(s.trump, bits.Len16(uint16(all))-1)
	n, w = topRun(s.hands[owner][s.trump], all&^s.hands[owner][s.trump])
	return owner, n, w << (16 * s.trump)
}

func (s *solver) trumpLen(seat int) int { return bits.OnesCount16(uint16(s.hands[seat][s.trump])) }
