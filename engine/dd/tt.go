package dd

import "math/bits"

// ranks is a set of cards, bit 16·suit + rank: the cards whose ranks decided a result.
type ranks uint64

func rankBit(suit, rank int) ranks { return 1 << (16*suit + rank) }

func (r ranks) in(suit int) Holding { return Holding(r >> (16 * suit)) }

// The transposition table keeps bounds on North-South's tricks from positions at a trick
// boundary. It matches positions partly, as DDS does: a bound proved in a position holds
// in every position with the same number of cards in each hand's suits and the same
// owners of the cards that decided it (its relevant cards: in each suit, every card from
// the top down to the lowest card that won a trick by rank in the search behind the
// bound, or that a sure-trick bound counted). The cards below are small cards: which hand
// holds which of them cannot change the result, so a position that differs only there
// shares the entry. This is what makes the search fast: most positions met in a search
// differ from earlier ones only in small cards.
//
// Why a bound carries over: let P be the position searched and Q one that matches it.
// Pair each card of Q with a card of P of the same hand and suit, a relevant card with
// itself and a small card with a small card (the lengths are the same, so there are as
// many). Every line of play in Q then has a twin in P in which each trick is won by the
// same hand: a trick won by rank was won, in P's search, by a relevant card, which beats
// every small card in both; a trick won by the only card of the led suit, or by the only
// trump, is won the same way in both, since no hand's lengths differ. The search tries
// only one card of each sequence; where every card of a hand failed, the sequence that
// reaches down into the small cards is made relevant whole (wholeSequences), so that the
// card tried stands for the same cards in Q. TestSharedTableAgreesWithBruteForce fails
// when either rule is left out.
//
// Positions are grouped by their shape (the length of each hand in each suit, the leader
// and the trump); within a group an entry holds the owners of its relevant cards, suit
// by suit from the top, and the bounds.

// owners lists, for each suit, the seat holding each card left, from the highest down, two
// bits a card, top-aligned in a 32-bit half: suits 0 and 1 in a, suits 2 and 3 in b.
type owners struct{ a, b uint64 }

// suitShift is where suit's 26 bits of owners lie in its word.
func suitShift(suit int) uint { return 32 * uint(suit&1) }

// topMask selects the owners of the n highest cards of suit in its word.
func topMask(suit, n int) uint64 {
	return ((uint64(1)<<(2*n) - 1) << (26 - 2*n)) << suitShift(suit)
}

// entry is one bound and the owners of the relevant cards behind it.
type entry struct {
	a, b   uint64 // owners of the relevant cards (the rest masked out)
	ma, mb uint64 // which bits of a position's owners are relevant
	lo, hi int8   // lo ≤ North-South's tricks ≤ hi
}

// group holds the entries of one shape, in a chain of blocks, newest first.
type group struct {
	shape uint64
	meta  uint32 // leader, trump and a bit marking the group used
	head  int32  // the newest block of entries, counted from 1; 0: none
}

// block holds a few entries of one group. Blocks live in one slice and point to each
// other by index, so the table holds no Go pointers and costs the garbage collector
// nothing to scan.
type block struct {
	e    [4]entry
	n    int32
	next int32 // the next older block, counted from 1; 0: none
}

// table is a hash table of groups by shape, open addressing. When it fills it is cleared:
// entries are only shortcuts, and the search finds its way without them.
type table struct {
	groups    []group
	mask      uint64
	used      int
	blocks    []block
	maxBlocks int
	cleared   int // how many times the table filled and was cleared
}

func newTable(logSize int) *table {
	n := 1 << logSize
	return &table{groups: make([]group, n), mask: uint64(n - 1), maxBlocks: n}
}

func (t *table) clear() {
	t.cleared++
	clear(t.groups)
	t.used = 0
	t.blocks = t.blocks[:0]
}

// find returns the group of shape and meta, creating it when create is set (nil when
// absent and not created).
func (t *table) find(shape uint64, meta uint32, create bool) *group {
	h := (shape ^ uint64(meta)<<57) * 0x9E3779B97F4A7C15
	i := (h ^ h>>29) & t.mask
	for {
		g := &t.groups[i]
		if g.meta == 0 {
			if !create {
				return nil
			}
			if 2*(t.used+1) > len(t.groups) {
				t.clear()
				return t.find(shape, meta, true)
			}
			g.shape, g.meta = shape, meta
			t.used++
			return g
		}
		if g.shape == shape && g.meta == meta {
			return g
		}
		i = (i + 1) & t.mask
	}
}

// nodeKey is what the table needs of a position: its group and the owners of its cards.
type nodeKey struct {
	shape uint64
	meta  uint32
	own   owners
}

// key describes the position with leader on lead.
func (s *solver) key(leader int) nodeKey {
	var shape uint64
	for seat := range 4 {
		for suit := range 4 {
			shape = shape<<4 | uint64(bits.OnesCount16(uint16(s.hands[seat][suit])))
		}
	}
	var own owners
	for suit := range 4 {
		code := suitOwners(s.hands[0][suit], s.hands[1][suit], s.hands[2][suit], s.hands[3][suit])
		if suit < 2 {
			own.a |= code << suitShift(suit)
		} else {
			own.b |= code << suitShift(suit)
		}
	}
	return nodeKey{shape, uint32(leader) | uint32(s.trump)<<2 | 1<<8, own}
}

// suitOwners returns the owners of a suit's cards, two bits a card (the seat's number),
// the highest card in bits 24-25 and each lower card two bits below.
func suitOwners(h0, h1, h2, h3 Holding) uint64 {
	all := h0 | h1 | h2 | h3
	// The two bit planes of the owner's seat number, packed to one bit a card left (the
	// lowest card in bit 0) and spread to every other bit.
	odd, high := packCards(h1|h3, all), packCards(h2|h3, all)
	code := spreadBits(odd) | spreadBits(high)<<1
	return code << (26 - 2*bits.OnesCount16(uint16(all)))
}

// packCards keeps the bits of plane where all has a card and packs them together, in order.
func packCards(plane, all Holding) uint64 {
	lo, hi := all&127, all>>7
	return uint64(packed[hi][plane>>7&127])<<bits.OnesCount16(uint16(lo)) | uint64(packed[lo][plane&127])
}

// spreadBits moves bit i of x (13 bits at most) to bit 2i.
func spreadBits(x uint64) uint64 {
	return uint64(spread[x&127]) | uint64(spread[x>>7&127])<<14
}

// packed[m][p] is p's bits where m has one, packed together; spread[x] is x's bits spread
// to every other bit. Tables for seven bits at a time, so that a key costs a few lookups
// instead of a loop over every card.
var (
	packed [128][128]uint8
	spread [128]uint16
)

func init() {
	for m := range 128 {
		for p := range 128 {
			var out, n uint8
			for i := range 7 {
				if m>>i&1 != 0 {
					out |= uint8(p>>i&1) << n
					n++
				}
			}
			packed[m][p] = out
		}
	}
	for x := range 128 {
		for i := range 7 {
			spread[x] |= uint16(x>>i&1) << (2 * i)
		}
	}
}

// lookup looks for an entry matching the position that decides whether North-South take
// at least need tricks. It returns whether one was found, the answer, and the relevant
// cards behind it in this position.
func (s *solver) lookup(k nodeKey, need int) (found, ok bool, w ranks) {
	g := s.tt.find(k.shape, k.meta, false)
	if g == nil {
		return false, false, 0
	}
	blocks := s.tt.blocks
	for b := g.head; b != 0; b = blocks[b-1].next {
		blk := &blocks[b-1]
		for i := range blk.n {
			e := &blk.e[i]
			if k.own.a&e.ma != e.a || k.own.b&e.mb != e.b {
				continue
			}
			if int(e.lo) >= need || int(e.hi) < need {
				ok, w := int(e.lo) >= need, s.topCards(e.ma, e.mb)
				// Entries that decide often come first next time.
				first := &blocks[g.head-1].e[0]
				*first, *e = *e, *first
				return true, ok, w
			}
		}
	}
	return false, false, 0
}

// topCards returns the cards an entry's masks select in this position: in each suit, the
// highest cards, as many as the mask covers.
func (s *solver) topCards(ma, mb uint64) ranks {
	var w ranks
	for suit := range 4 {
		m := ma
		if suit >= 2 {
			m = mb
		}
		n := bits.OnesCount64(m>>suitShift(suit)&(1<<32-1)) / 2
		all := s.allCards(suit)
		for bits.OnesCount16(uint16(all)) > n {
			all &= all - 1 // drop the lowest card
		}
		w |= ranks(all) << (16 * suit)
	}
	return w
}

// store records that North-South take at least need tricks (ok) or fewer, decided by the
// relevant cards w.
func (s *solver) store(k nodeKey, w ranks, need int, ok bool) {
	var ma, mb uint64
	for suit := range 4 {
		rel := w.in(suit)
		if rel == 0 {
			continue
		}
		lowest := bits.TrailingZeros16(uint16(rel))
		n := bits.OnesCount16(uint16(s.allCards(suit) >> lowest))
		if suit < 2 {
			ma |= topMask(suit, n)
		} else {
			mb |= topMask(suit, n)
		}
	}
	a, b := k.own.a&ma, k.own.b&mb
	t := s.tt
	if len(t.blocks) >= t.maxBlocks {
		t.clear()
	}
	g := t.find(k.shape, k.meta, true)
	for bi := g.head; bi != 0; bi = t.blocks[bi-1].next {
		blk := &t.blocks[bi-1]
		for i := range blk.n {
			e := &blk.e[i]
			if e.ma != ma || e.mb != mb || e.a != a || e.b != b {
				continue
			}
			if ok {
				e.lo = max(e.lo, int8(need))
			} else {
				e.hi = min(e.hi, int8(need-1))
			}
			return
		}
	}
	e := entry{a: a, b: b, ma: ma, mb: mb, lo: 0, hi: int8(s.left)}
	if ok {
		e.lo = int8(need)
	} else {
		e.hi = int8(need - 1)
	}
	if g.head == 0 || t.blocks[g.head-1].n == int32(len(block{}.e)) {
		if len(t.blocks) == cap(t.blocks) {
			// Double the room: append grows a large slice by a quarter at a time, and the
			// copying showed in profiles.
			grown := make([]block, len(t.blocks), min(max(2*cap(t.blocks), 1024), t.maxBlocks))
			copy(grown, t.blocks)
			t.blocks = grown
		}
		t.blocks = append(t.blocks, block{next: g.head})
		g.head = int32(len(t.blocks))
	}
	blk := &t.blocks[g.head-1]
	blk.e[blk.n] = e
	blk.n++
}

// allCards returns the cards of suit still in the hands.
func (s *solver) allCards(suit int) Holding {
	return s.hands[0][suit] | s.hands[1][suit] | s.hands[2][suit] | s.hands[3][suit]
}

func (s *solver) ownerOf(suit, rank int) int {
	b := Holding(1) << rank
	for seat := range 4 {
		if s.hands[seat][suit]&b != 0 {
			return seat
		}
	}
	return 0
}
