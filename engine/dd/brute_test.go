package dd

import "testing"

// bruteNS is a plain minimax with no pruning, table or ordering: North-South's tricks
// from a trick boundary with leader on lead. Only for small positions.
func (s *solver) bruteNS(leader int) int {
	if s.left == 0 {
		return 0
	}
	return s.bruteCard(0, leader)
}

func (s *solver) bruteCard(depth, leader int) int {
	seat := (leader + depth) & 3
	best := -1
	for suit := range 4 {
		if depth > 0 && suit != s.trick[0].suit && s.hands[seat][s.trick[0].suit] != 0 {
			continue
		}
		for rank := range 13 {
			b := Holding(1) << rank
			if s.hands[seat][suit]&b == 0 {
				continue
			}
			s.hands[seat][suit] &^= b
			s.trick[depth] = played{suit, rank}
			s.winner[depth] = s.winning(depth)
			var v int
			if depth < 3 {
				v = s.bruteCard(depth+1, leader)
			} else {
				next := (leader + s.winner[3]) & 3
				trick, winner := s.trick, s.winner
				s.left--
				v = s.bruteNS(next)
				s.left++
				s.trick, s.winner = trick, winner
				if nsSide(next) {
					v++
				}
			}
			s.hands[seat][suit] |= b
			if best < 0 || (nsSide(seat) && v > best) || (!nsSide(seat) && v < best) {
				best = v
			}
		}
	}
	return best
}

func TestSearchAgreesWithBruteForce(t *testing.T) {
	ref := loadReference(t)
	for _, r := range ref.EndPositions {
		if r.K > 4 {
			continue
		}
		p := r.position(t)
		v := NewSolver(0)
		s, _ := v.load(p)
		want := s.bruteNS(int(p.Leader - 1))
		got, _ := s.narrow(0, int(p.Leader-1), 0, s.left, -1)
		if got != want {
			t.Errorf("position %d k=%d (%s, trump %s, %s leads): search %d, brute %d", r.ID, r.K, r.Deal, r.Trump, r.Leader, got, want)
		}
	}
}

// splitmix is the reference data's generator (splitmix64), used here to deal many small
// random positions.
type splitmix uint64

func (g *splitmix) next() uint64 {
	*g += 0x9E3779B97F4A7C15
	z := uint64(*g)
	z = (z ^ z>>30) * 0xBF58476D1CE4E5B9
	z = (z ^ z>>27) * 0x94D049BB133111EB
	return z ^ z>>31
}

func (g *splitmix) below(n int) int { return int(g.next() % uint64(n)) }

// TestSharedTableAgreesWithBruteForce solves many random endings of 2 to 4 cards a hand
// one after another with one solver, so that later positions match earlier ones' entries
// in the transposition table by their relevant cards only, and checks each against plain
// minimax. A wrong rule for which cards are relevant shows up here as a wrong count.
func TestSharedTableAgreesWithBruteForce(t *testing.T) {
	g := splitmix(0x5EED0000000000DD)
	v := NewSolver(10)
	for i := range 1500 {
		k := 2 + i%3
		deck := make([]int, 52)
		for j := range deck {
			deck[j] = j
		}
		for j := 51; j > 0; j-- {
			x := g.below(j + 1)
			deck[j], deck[x] = deck[x], deck[j]
		}
		s := solver{hist: new(history)}
		for seat := range 4 {
			for _, c := range deck[seat*k : (seat+1)*k] {
				s.hands[seat][c/13] |= 1 << (c % 13)
			}
		}
		s.trump, s.left, s.tt = g.below(5), k, v.tt
		leader := g.below(4)
		want := s.bruteNS(leader)
		got, _ := s.narrow(0, leader, 0, k, -1)
		if got != want {
			t.Fatalf("ending %d (%s, trump %d, leader %d): search %d, brute %d", i, Deal{s.hands}.PBN(), s.trump, leader, got, want)
		}
	}
}

// TestSuitOwnersReadsEveryCard compares the table-driven owners of a suit with a plain
// walk from the highest card down, on random splits of random sets of cards.
func TestSuitOwnersReadsEveryCard(t *testing.T) {
	g := splitmix(0x5EED0000000000DE)
	for range 20000 {
		var h [4]Holding
		for r := range 13 {
			if g.below(3) > 0 {
				h[g.below(4)] |= 1 << r
			}
		}
		var want uint64
		shift := 26
		for r := 12; r >= 0; r-- {
			for seat := range 4 {
				if h[seat]&(1<<r) != 0 {
					shift -= 2
					want |= uint64(seat) << shift
				}
			}
		}
		if got := suitOwners(h[0], h[1], h[2], h[3]); got != want {
			t.Fatalf("holdings %013b %013b %013b %013b: owners %026b, want %026b", h[0], h[1], h[2], h[3], got, want)
		}
	}
}
