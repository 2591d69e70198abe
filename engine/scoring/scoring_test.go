package scoring

import (
	"errors"
	"math/big"
	"testing"
)

func rat(a, b int64) *big.Rat { return big.NewRat(a, b) }

func TestWeightedPoints(t *testing.T) {
	tests := []struct {
		name  string
		cs    []Component
		want  *big.Rat
		shown string
	}{
		{"one result at 100% is that result", []Component{{620, 100}}, rat(620, 1), "+620"},
		{"100% and 0%: the 0% result counts for nothing", []Component{{620, 100}, {-100, 0}}, rat(620, 1), "+620"},
		{"0% and 100%", []Component{{620, 0}, {-100, 100}}, rat(-100, 1), "−100"},
		{"60% of 4♠ making and 40% of 4♠ one down", []Component{{620, 60}, {-100, 40}}, rat(332, 1), "+332"},
		{"weights as parts: 3 and 2 are 60% and 40%", []Component{{620, 3}, {-100, 2}}, rat(332, 1), "+332"},
		// Thirds that do not divide evenly: exact thirds keep 620/3, shown to two decimals with
		// the half rounded away from zero; 34/33/33, which a director enters in whole percents,
		// is a different (and exact) score.
		{"exact thirds of +620, +100 and −100", []Component{{620, 1}, {100, 1}, {-100, 1}}, rat(620, 3), "+206.67"},
		{"thirds as 34/33/33", []Component{{620, 34}, {100, 33}, {-100, 33}}, rat(2108, 10), "+210.8"},
		{"thirds as 33/33/34", []Component{{620, 33}, {100, 33}, {-100, 34}}, rat(2036, 10), "+203.6"},
		{"negative thirds round away from zero", []Component{{-620, 1}, {-100, 1}, {100, 1}}, rat(-620, 3), "−206.67"},
		{"a weighted score of nothing", []Component{{50, 1}, {-50, 1}}, rat(0, 1), "0"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := WeightedPoints(tt.cs)
			if err != nil {
				t.Fatal(err)
			}
			if got.Cmp(tt.want) != 0 {
				t.Errorf("WeightedPoints = %s, want %s", got.RatString(), tt.want.RatString())
			}
			if s := Signed(got); s != tt.shown {
				t.Errorf("shown as %q, want %q", s, tt.shown)
			}
		})
	}
	for _, bad := range [][]Component{nil, {{620, 0}, {-100, 0}}} {
		if _, err := WeightedPoints(bad); !errors.Is(err, ErrNoWeight) {
			t.Errorf("WeightedPoints(%v) error = %v, want ErrNoWeight", bad, err)
		}
	}
	if _, err := WeightedPoints([]Component{{620, -10}, {-100, 110}}); err == nil {
		t.Error("a negative weight was accepted")
	}
}

// The rounding rule: two decimals, halves away from zero (math/big's FloatString), trailing
// zeros dropped for points, kept for percentages.
func TestRounding(t *testing.T) {
	for _, tt := range []struct {
		r              *big.Rat
		fixed, percent string
	}{
		{rat(1, 160), "0.01", "0.01"},     // 0.00625: the third decimal is a 6
		{rat(5, 8), "0.63", "0.63"},       // 0.625: a half, rounded up
		{rat(-5, 8), "-0.63", "-0.63"},    // and away from zero when negative
		{rat(1, 800), "0", "0.00"},        // 0.00125 rounds to nothing
		{rat(-1, 800), "0", "0.00"},       // without a minus sign
		{rat(205, 3), "68.33", "68.33"},   // 68.333…
		{rat(2051, 30), "68.37", "68.37"}, // 68.3666…
		{rat(74, 1), "74", "74.00"},
		{rat(421, 2), "210.5", "210.50"},
	} {
		if got := Fixed(tt.r); got != tt.fixed {
			t.Errorf("Fixed(%s) = %q, want %q", tt.r.RatString(), got, tt.fixed)
		}
		if got := Percent(tt.r); got != tt.percent {
			t.Errorf("Percent(%s) = %q, want %q", tt.r.RatString(), got, tt.percent)
		}
	}
}

// traveller is board "Table A/B" of the EBL's "A Lecture about Scoring" (Peter Eidt, after
// Maurizio Di Sacco, EBL TDs Workshop, Alicante 2015; copy at fdocuments.us, "Scoring &
// Resultate - European Bridge League"), worked there by hand: ten North-South scores and their
// matchpoints on a top of 18, with a three-way tie at −400 (4 each) and a two-way tie at −100
// (9 each). Law 78A: two units for each score beaten, one for each tie.
var traveller = []struct{ ns, mp int }{
	{590, 16}, {100, 12}, {-400, 4}, {-100, 9}, {500, 14},
	{690, 18}, {-100, 9}, {-550, 0}, {-400, 4}, {-400, 4},
}

func travellerScores() []int {
	out := make([]int, len(traveller))
	for i, r := range traveller {
		out[i] = r.ns
	}
	return out
}

func TestMatchpointsOnAFullTravellerWithTies(t *testing.T) {
	all := travellerScores()
	total := 0
	for i, r := range traveller {
		others := append(append([]int(nil), all[:i]...), all[i+1:]...)
		m := Compare(r.ns, others)
		if m.Units() != r.mp || m.Top() != 18 {
			t.Errorf("%+d: %d of %d, want %d of 18 (beaten %d, tied %d)", r.ns, m.Units(), m.Top(), r.mp, m.Beaten, m.Tied)
		}
		total += m.Units()
	}
	// Every comparison gives out two units in all: 10 scores × 9 comparisons.
	if total != 90 {
		t.Errorf("the board's matchpoints add up to %d, want 90", total)
	}
	// The −100s: 4 scores beaten (three −400 and −550), one tie: 9 of 18 is 50%.
	m := Compare(-100, []int{590, 100, -400, 500, 690, -100, -550, -400, -400})
	if p := Percent(m.Percent()); p != "50.00" {
		t.Errorf("−100 is %s%%, want 50.00", p)
	}
}

// An assigned score at a table that is not on the traveller is compared with every result on it.
func TestAssignedAndWeightedScoresOnTheTraveller(t *testing.T) {
	others := travellerScores()
	tests := []struct {
		name    string
		cs      []Component
		units   *big.Rat
		percent string
	}{
		// +620 beats nine scores, loses to +690: 18 of 20.
		{"one assigned result, +620", []Component{{620, 100}}, rat(18, 1), "90.00"},
		// −100 beats four, ties two: 10 of 20.
		{"one assigned result that ties twice, −100", []Component{{-100, 100}}, rat(10, 1), "50.00"},
		{"100% and 0%", []Component{{620, 100}, {-100, 0}}, rat(18, 1), "90.00"},
		{"0% and 100%", []Component{{620, 0}, {-100, 100}}, rat(10, 1), "50.00"},
		// 0.6 × 18 + 0.4 × 10 = 14.8 of 20.
		{"60% of +620 and 40% of −100", []Component{{620, 60}, {-100, 40}}, rat(148, 10), "74.00"},
		// +100 ties one and beats six: 13. (18 + 13 + 10) / 3 = 41/3 of 20 = 68.333…%.
		{"exact thirds of +620, +100, −100", []Component{{620, 1}, {100, 1}, {-100, 1}}, rat(41, 3), "68.33"},
		// (34 × 18 + 33 × 13 + 33 × 10) / 100 = 13.71 of 20 = 68.55%.
		{"thirds as 34/33/33", []Component{{620, 34}, {100, 33}, {-100, 33}}, rat(1371, 100), "68.55"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w, err := WeightedMatchpoints(tt.cs, others)
			if err != nil {
				t.Fatal(err)
			}
			if w.Units.Cmp(tt.units) != 0 || w.Top != 20 {
				t.Errorf("units %s of %d, want %s of 20", w.Units.RatString(), w.Top, tt.units.RatString())
			}
			if p := Percent(w.Percent()); p != tt.percent {
				t.Errorf("percentage %s, want %s", p, tt.percent)
			}
		})
	}
	if w, _ := WeightedMatchpoints([]Component{{620, 1}}, nil); w.Percent() != nil {
		t.Error("a board with no other result has a percentage")
	}
}

// The IMP scale of Law 78B (WBF; pzbs.pl, 2017 English text of Law 78): each boundary, from
// both sides, and the sign.
func TestIMPsAtEveryBoundaryOfTheScale(t *testing.T) {
	steps := []struct{ low, high, imps int }{
		{0, 10, 0}, {20, 40, 1}, {50, 80, 2}, {90, 120, 3}, {130, 160, 4}, {170, 210, 5},
		{220, 260, 6}, {270, 310, 7}, {320, 360, 8}, {370, 420, 9}, {430, 490, 10},
		{500, 590, 11}, {600, 740, 12}, {750, 890, 13}, {900, 1090, 14}, {1100, 1290, 15},
		{1300, 1490, 16}, {1500, 1740, 17}, {1750, 1990, 18}, {2000, 2240, 19},
		{2250, 2490, 20}, {2500, 2990, 21}, {3000, 3490, 22}, {3500, 3990, 23}, {4000, 7600, 24},
	}
	for _, s := range steps {
		for _, d := range []int{s.low, s.high} {
			if got := IMPs(d); got != s.imps {
				t.Errorf("IMPs(%d) = %d, want %d", d, got, s.imps)
			}
			if got := IMPs(-d); got != -s.imps {
				t.Errorf("IMPs(%d) = %d, want %d", -d, got, -s.imps)
			}
		}
	}
	if IMPs(15) != 0 || IMPs(4990) != 24 {
		t.Error("between steps, or beyond the last, the lower step counts")
	}
}

func TestWeightedIMPs(t *testing.T) {
	// Datum (the other table) +170. +620: 450 → 10 IMPs; −100: −270 → −7 IMPs.
	// 60% × 10 + 40% × −7 = 3.2 IMPs.
	got, each, err := WeightedIMPs([]Component{{620, 60}, {-100, 40}}, 170)
	if err != nil {
		t.Fatal(err)
	}
	if each[0] != 10 || each[1] != -7 || got.Cmp(rat(32, 10)) != 0 {
		t.Errorf("each %v, weighted %s; want [10 -7], 3.2", each, got.RatString())
	}
	// Exact thirds of 10, 3 and −7 IMPs: 2 IMPs.
	got, _, _ = WeightedIMPs([]Component{{620, 1}, {270, 1}, {-100, 1}}, 170)
	if Fixed(got) != "2" {
		t.Errorf("thirds: %s IMPs, want 2", Fixed(got))
	}
	// Thirds of 10, 10 and −7 IMPs: 13/3 = 4.33.
	got, _, _ = WeightedIMPs([]Component{{620, 1}, {620, 1}, {-100, 1}}, 170)
	if Fixed(got) != "4.33" {
		t.Errorf("thirds: %s IMPs, want 4.33", Fixed(got))
	}
}

func TestSigned(t *testing.T) {
	for r, want := range map[*big.Rat]string{Int(620): "+620", Int(-100): "−100", Int(0): "0", rat(-1, 1000): "0"} {
		if got := Signed(r); got != want {
			t.Errorf("Signed(%s) = %q, want %q", r.RatString(), got, want)
		}
	}
}

// Law 12C1(e)(i): the non-offending side's table score plus the damage the infraction caused,
// never below the table score. Worked: table 3 of 10 matchpoints, without the infraction 8,
// without its own error 6: damage 8 − 6 = 2, score 3 + 2 = 5. When its own error did all the
// damage (without its error it would have had 9, better than 8), it keeps 3.
func TestSelfInflictedDamageIsNotRedressed(t *testing.T) {
	for _, tt := range []struct {
		name          string
		a, b, c       int
		score, damage string
	}{
		{"part of the damage is the infraction's", 3, 8, 6, "5", "2"},
		{"all of it is their own: the table score", 3, 8, 9, "3", "0"},
		{"none of it is their own: the full redress", 3, 8, 3, "8", "5"},
		{"IMPs, from the side's own view: −10 at the table, +1 without the infraction, −4 without the error", -10, 1, -4, "-5", "5"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			score, damage := SelfInflicted(Int(tt.a), Int(tt.b), Int(tt.c))
			if Fixed(score) != tt.score || Fixed(damage) != tt.damage {
				t.Errorf("score %s, damage %s; want %s and %s", Fixed(score), Fixed(damage), tt.score, tt.damage)
			}
		})
	}
}

// Law 86, knockout play: North-South −6 IMPs on their score, East-West −2.4 on theirs (the law
// review's run): averaged, North-South −1.8 and East-West +1.8.
func TestKnockoutAverageOfAScoreThatDoesNotBalance(t *testing.T) {
	if got := Fixed(KnockoutAverage(Int(-6), big.NewRat(-12, 5))); got != "-1.8" {
		t.Errorf("North-South %s, want −1.8", got)
	}
}

// A fouled board's group is factored up to the whole board by the Neuberg formula,
// F = (M + 1) × E ÷ A − 1 in units of 2 per score beaten. Worked example from the English
// Bridge Union's article "Scoring of fouled boards" (ebu.co.uk, Laws and Ethics articles),
// which writes the same formula as (M × E + (E − A)) ÷ A: a board due 10 results (top 18) is
// played 7 times in one form and 3 in another. In the group of 7 (group top 12) a top of 12
// becomes 123/7 = 17.57; in the group of 3 (group top 4) a top of 4 becomes 47/3 = 15.67. Each
// group's total is its size times the board's average of 9: 63 and 27. Law 87B leaves the
// method to the regulations (pzbs.pl, 2017 Law 87).
func TestFactoredFouledBoardGroup(t *testing.T) {
	for _, tt := range []struct {
		name                  string
		units, group, expects int
		want                  string
	}{
		{"top of a group of 7 of 10", 12, 7, 10, "17.57"},
		{"middle of a group of 7 of 10", 6, 7, 10, "9"},
		{"bottom of a group of 7 of 10", 0, 7, 10, "0.43"},
		{"top of a group of 3 of 10", 4, 3, 10, "15.67"},
		{"bottom of a group of 3 of 10", 0, 3, 10, "2.33"},
		{"a lone result gets exactly average: 9 of 18", 0, 1, 10, "9"},
		{"a group that is the whole board keeps its matchpoints", 14, 10, 10, "14"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			f, err := Factored(Int(tt.units), tt.group, tt.expects)
			if err != nil {
				t.Fatal(err)
			}
			if got := Fixed(f); got != tt.want {
				t.Errorf("Factored(%d, %d, %d) = %s, want %s", tt.units, tt.group, tt.expects, got, tt.want)
			}
		})
	}
	// The group of 7 with seven different scores: 12, 10, …, 0 factor to a total of 63 exactly.
	total := new(big.Rat)
	for m := 0; m <= 12; m += 2 {
		f, _ := Factored(Int(m), 7, 10)
		total.Add(total, f)
	}
	if total.Cmp(Int(63)) != 0 {
		t.Errorf("the group of 7 totals %s, want 63", total.RatString())
	}
	for _, bad := range [][2]int{{0, 10}, {8, 7}} {
		if _, err := Factored(Int(0), bad[0], bad[1]); err == nil {
			t.Errorf("a group of %d on a board of %d was factored", bad[0], bad[1])
		}
	}
}
