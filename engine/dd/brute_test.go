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
