// Package scoring is the arithmetic of adjusted scores: a weighted score (Law 12C1(c)), the
// matchpoints of a score against a board's other results (Law 78A), IMPs on the WBF scale
// (Law 78B), and the same for a weighted score. Duplicate scores themselves come from package
// bridge (Law 77).
//
// Every sum is exact: weights and matchpoints are rational numbers (math/big.Rat), never
// floats, so 1/3 + 1/3 + 1/3 is 1. A number is rounded only when it is shown (Fixed), to two
// decimals, halves away from zero, and a percentage is computed from the exact matchpoints,
// never from rounded ones.
//
// The package imports only the standard library and package bridge.
package scoring

import (
	"errors"
	"fmt"
	"math/big"
	"strings"
)

// Component is one likely result of an assigned score: North-South's points and its weight.
// Weights are parts of the whole (60 and 40, or 1, 1 and 1 for thirds); a component's share
// is its weight over the sum of the weights.
type Component struct {
	NS     int // North-South's duplicate score
	Weight int // a part of the whole; 0 leaves the result out
}

// ErrNoWeight is returned when the weights sum to zero: there is nothing to average.
var ErrNoWeight = errors.New("the weights add up to nothing: give at least one result a weight")

// totalWeight checks the weights and returns their sum.
func totalWeight(cs []Component) (int64, error) {
	var sum int64
	for _, c := range cs {
		if c.Weight < 0 {
			return 0, fmt.Errorf("a weight of %d is not possible: weights are zero or more", c.Weight)
		}
		sum += int64(c.Weight)
	}
	if sum == 0 {
		return 0, ErrNoWeight
	}
	return sum, nil
}

// weighted returns Σ weight·value / Σ weight, exactly.
func weighted(cs []Component, value func(i int) *big.Rat) (*big.Rat, error) {
	sum, err := totalWeight(cs)
	if err != nil {
		return nil, err
	}
	total := new(big.Rat)
	for i, c := range cs {
		total.Add(total, new(big.Rat).Mul(big.NewRat(int64(c.Weight), 1), value(i)))
	}
	return total.Quo(total, big.NewRat(sum, 1)), nil
}

// WeightedPoints is North-South's weighted score in points: each result's score times its
// share (Law 12C1(c)). It is exact: 1/3 of +620 is 620/3.
func WeightedPoints(cs []Component) (*big.Rat, error) {
	return weighted(cs, func(i int) *big.Rat { return big.NewRat(int64(cs[i].NS), 1) })
}

// Matchpoints is one score compared with a board's other results (Law 78A): two scoring units
// for each score it beats, one for each it ties, none for each that beats it. The table's own
// result is not among the others.
type Matchpoints struct {
	Beaten, Tied, Behind int
}

// Compare matchpoints North-South's score ns against the other North-South scores on the board.
func Compare(ns int, others []int) Matchpoints {
	var m Matchpoints
	for _, o := range others {
		switch {
		case ns > o:
			m.Beaten++
		case ns == o:
			m.Tied++
		default:
			m.Behind++
		}
	}
	return m
}

// Units is the score in the Law's scoring units: 2 for each score beaten, 1 for each tie.
func (m Matchpoints) Units() int { return 2*m.Beaten + m.Tied }

// Top is the most units a score could have on the board: 2 for each other score.
func (m Matchpoints) Top() int { return 2 * (m.Beaten + m.Tied + m.Behind) }

// Percent is the units as a percentage of the top, exactly; nil when there is nothing to
// compare with.
func (m Matchpoints) Percent() *big.Rat {
	if m.Top() == 0 {
		return nil
	}
	return big.NewRat(int64(100*m.Units()), int64(m.Top()))
}

// Weighted is a weighted score matchpointed on a board: each component compared with the other
// results, and the weighted average of their units. The method is the one scoring programs use
// for weighted scores and the EBU describes (each possible result is scored against the field
// as if it had happened, and the scores are then weighted); see the test for its sources.
type Weighted struct {
	Each  []Matchpoints // one per component, in order
	Units *big.Rat      // Σ weight·units / Σ weight
	Top   int           // the top on the board, in units
}

// Percent is the weighted units over the top, in percent, exactly; nil when there is no
// other result.
func (w Weighted) Percent() *big.Rat {
	if w.Top == 0 {
		return nil
	}
	p := new(big.Rat).Mul(w.Units, big.NewRat(100, 1))
	return p.Quo(p, big.NewRat(int64(w.Top), 1))
}

// WeightedMatchpoints matchpoints each component against the other results and weights the
// units. With one component at any weight it is that result's matchpoints.
func WeightedMatchpoints(cs []Component, others []int) (Weighted, error) {
	w := Weighted{Each: make([]Matchpoints, len(cs)), Top: 2 * len(others)}
	for i, c := range cs {
		w.Each[i] = Compare(c.NS, others)
	}
	units, err := weighted(cs, func(i int) *big.Rat { return big.NewRat(int64(w.Each[i].Units()), 1) })
	if err != nil {
		return Weighted{}, err
	}
	w.Units = units
	return w, nil
}

// impScale holds the lower end of each step of the IMP scale of Law 78B: a difference of 20
// to 40 points is 1 IMP, 50 to 80 is 2, and so on to 4000 or more, 24.
var impScale = []int{20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600, 750, 900,
	1100, 1300, 1500, 1750, 2000, 2250, 2500, 3000, 3500, 4000}

// IMPs converts a difference in points to IMPs on the WBF scale (Law 78B), keeping its sign:
// +620 against a datum of +170 is IMPs(450) = 10. Scores are multiples of 10, and so are their
// differences; a difference between two steps (15) counts as the lower one.
func IMPs(diff int) int {
	sign := 1
	if diff < 0 {
		sign, diff = -1, -diff
	}
	n := 0
	for _, step := range impScale {
		if diff >= step {
			n++
		}
	}
	return sign * n
}

// WeightedIMPs converts each component to IMPs against the datum (the other table's score at
// teams) and weights the IMPs; it also returns each component's IMPs.
func WeightedIMPs(cs []Component, datum int) (*big.Rat, []int, error) {
	each := make([]int, len(cs))
	for i, c := range cs {
		each[i] = IMPs(c.NS - datum)
	}
	total, err := weighted(cs, func(i int) *big.Rat { return big.NewRat(int64(each[i]), 1) })
	if err != nil {
		return nil, nil, err
	}
	return total, each, nil
}

// Fixed writes r to two decimals, halves rounded away from zero, and drops zeros after the
// point: 620/3 is "206.67", 285 is "285", 421/2 is "210.5". It is how every computed number is
// shown.
func Fixed(r *big.Rat) string {
	s := r.FloatString(2) // big.Rat rounds the last digit to nearest, halves away from zero
	if strings.Contains(s, ".") {
		s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	}
	if s == "-0" {
		s = "0"
	}
	return s
}

// Percent writes a percentage to exactly two decimals, halves away from zero: "57.33".
func Percent(r *big.Rat) string {
	s := r.FloatString(2)
	if s == "-0.00" {
		s = "0.00"
	}
	return s
}

// Signed writes a score with its sign, a true minus sign for minus: "+620", "−100", "0",
// "+206.67".
func Signed(r *big.Rat) string {
	s := Fixed(r)
	switch {
	case s == "0":
		return s
	case strings.HasPrefix(s, "-"):
		return "−" + s[1:]
	}
	return "+" + s
}

// Int is r for a whole number n, to build the exact values the functions above take.
func Int(n int) *big.Rat { return big.NewRat(int64(n), 1) }

// SelfInflicted is the non-offending side's score under Law 12C1(e)(i) when it added to its own
// damage by an extremely serious error unrelated to the infraction, or by a gambling action: its
// score at the table (a) improved by the damage the infraction itself caused, which is the score
// of the likely result without the infraction (b) less the score of what would likely have
// happened after the infraction had the side not made its own error (c). Every value is in the
// non-offending side's own units (matchpoints or IMPs for that side). The side never gets less
// than its table score: when c is at least b, all of its damage was its own. It returns the
// score and the damage counted.
func SelfInflicted(a, b, c *big.Rat) (score, damage *big.Rat) {
	damage = new(big.Rat).Sub(b, c)
	if damage.Sign() < 0 {
		damage = new(big.Rat)
	}
	return new(big.Rat).Add(a, damage), damage
}

// KnockoutAverage is North-South's score on a board of a knockout match when the two teams were
// given scores that do not balance: North-South's IMPs and East-West's IMPs, each from its own
// side, are averaged so that one team gains what the other loses (Law 86). East-West get the
// negative.
func KnockoutAverage(ns, ew *big.Rat) *big.Rat {
	avg := new(big.Rat).Sub(ns, ew)
	return avg.Quo(avg, Int(2))
}

// Factored scales a score's matchpoints in one group of a fouled board up to the whole board
// (Law 87B), by the Neuberg formula the scoring programs and the EBU use: F = (M + 1) × E ÷ A − 1,
// where M is the score's units within its group (2 for each score beaten, 1 for each tie), A
// the number of results in the group, its own included, and E the number of results the board
// should have had. The group's total then equals its share of the board's total, and a lone
// result gets exactly average. Exact: 13 × 10 ÷ 7 − 1 is 123/7.
func Factored(units *big.Rat, group, expected int) (*big.Rat, error) {
	if group < 1 || expected < group {
		return nil, fmt.Errorf("a group of %d results cannot be factored to a board of %d: the board has at least as many results as the group", group, expected)
	}
	f := new(big.Rat).Add(units, Int(1))
	f.Mul(f, big.NewRat(int64(expected), int64(group)))
	return f.Sub(f, Int(1)), nil
}
