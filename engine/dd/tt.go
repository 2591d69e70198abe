package dd

import "math/bits"

// ttKey identifies a position at a trick boundary by relative ranks: for each suit, the
// number of cards left and, from the highest down, which seat holds each. Two positions
// with the same key have the same result, whatever the cards' printed ranks, since only
// the order of the cards left in a suit matters. It also holds the leader and the trump.
type ttKey struct{ a, b uint64 }

// key builds the position's key with leader on lead.
func (s *solver) key(leader int) ttKey {
	var words [2]uint64
	for suit := range 4 {
		var all Holding
		for seat := range 4 {
			all |= s.hands[seat][suit]
		}
		code := uint64(bits.OnesCount16(uint16(all)))
		for all != 0 {
			r := bits.Len16(uint16(all)) - 1
			all &^= 1 << r
			code = code<<2 | uint64(s.ownerOf(suit, r))
		}
		// 4 bits of length and up to 26 of owners: 30 bits a suit, two suits a word.
		words[suit>>1] |= code << (30 * (suit & 1))
	}
	words[0] |= uint64(leader)<<60 | 1<<63
	words[1] |= uint64(s.trump) << 60
	return ttKey{words[0], words[1]}
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

// entry holds bounds on North-South's tricks from a position: lo ≤ tricks ≤ hi.
type entry struct {
	key    ttKey
	lo, hi int8
}

// table is a transposition table: two-way buckets, the newer result replacing the
// older in a full bucket.
type table struct {
	slots []entry
	shift uint
}

func newTable(logSize int) *table {
	return &table{slots: make([]entry, 2<<logSize), shift: uint(64 - logSize)}
}

func (t *table) bucket(k ttKey) int {
	h := (k.a*0x9E3779B97F4A7C15 ^ k.b*0xC2B2AE3D27D4EB4F)
	return int(h>>t.shift) * 2
}

func (t *table) lookup(k ttKey) (entry, bool) {
	i := t.bucket(k)
	if t.slots[i].key == k {
		return t.slots[i], true
	}
	if t.slots[i+1].key == k {
		return t.slots[i+1], true
	}
	return entry{}, false
}

func (t *table) store(k ttKey, lo, hi int) {
	i := t.bucket(k)
	e := entry{k, int8(lo), int8(hi)}
	switch {
	case t.slots[i].key == k:
		t.slots[i] = e
	case t.slots[i+1].key == k:
		t.slots[i+1] = e
	default:
		// Keep the newest in the first way, the one before it in the second.
		t.slots[i+1] = t.slots[i]
		t.slots[i] = e
	}
}
