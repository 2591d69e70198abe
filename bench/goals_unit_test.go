//go:build bench

package bench

import (
	"fmt"
	"math"
	"strings"
	"testing"
)

// taps makes n taps of ms each.
func taps(ms float64, n int) []float64 {
	out := make([]float64, n)
	for i := range out {
		out[i] = ms
	}
	return out
}

// TestGoalJudgedOnTheMedianRound: one bad round of three does not fail a goal, two do; the
// limit itself is met; a value that only rounds to the limit is met, as the report shows it.
func TestGoalJudgedOnTheMedianRound(t *testing.T) {
	for _, c := range []struct {
		name   string
		rounds []float64
		met    bool
	}{
		{"every round under", []float64{1.0, 1.1, 1.2}, true},
		{"one lucky round cannot pass it", []float64{1.9, 1.2, 1.6}, false},
		{"one unlucky round cannot fail it", []float64{1.2, 2.4, 1.3}, true},
		{"median exactly at the limit", []float64{1.6, 1.5, 1.4}, true},
		{"median shown as the limit", []float64{1.504, 1.6, 1.0}, true},
		{"median just over, as shown", []float64{1.505, 1.6, 1.0}, false},
		{"a round that measured nothing", []float64{1.0, math.NaN(), 1.0}, false},
		{"a round divided by no time", []float64{1.0, math.Inf(1), 1.0}, false},
		{"no rounds", nil, false},
	} {
		g := goal{Name: c.name, Limit: 1.5, Rounds: c.rounds}
		if got := g.met(); got != c.met {
			t.Errorf("%s %v: met %v, want %v", c.name, c.rounds, got, c.met)
		}
	}
}

// TestTapGoalsPerRound: each tap goal's round value is that round's ratio, at its percentile,
// of Tableside over bench/screens, or bench/screens over the counter.
func TestTapGoalsPerRound(t *testing.T) {
	rounds := []tapRound{
		// 20 taps: p95 is the 19th. Ours' slowest two taps make its p95 60 against the screens' 50.
		{Ours: append(taps(42, 18), 60, 60), Screens: taps(40, 18), Counter: taps(25, 20)},
		{Ours: taps(40, 20), Screens: taps(40, 20), Counter: taps(40, 20)},
		{Ours: taps(44, 20), Screens: taps(40, 20), Counter: taps(20, 20)},
	}
	rounds[0].Screens = append(rounds[0].Screens, 50, 50)
	goals := tapGoals(rounds)
	want := []struct {
		limit  float64
		rounds []float64
		met    bool
	}{
		{1.05, []float64{42.0 / 40, 1, 44.0 / 40}, true},   // median 1.05: at the limit
		{1.10, []float64{60.0 / 50, 1, 44.0 / 40}, true},   // median 1.10: at the limit
		{1.5, []float64{50.0 / 25, 40.0 / 40, 2.0}, false}, // median 2.0
	}
	if len(goals) != len(want) {
		t.Fatalf("%d tap goals, want %d", len(goals), len(want))
	}
	for i, w := range want {
		g := goals[i]
		if g.Limit != w.limit || fmt.Sprint(g.Rounds) != fmt.Sprint(w.rounds) || g.met() != w.met {
			t.Errorf("%s: limit %v rounds %v met %v, want limit %v rounds %v met %v",
				g.Name, g.Limit, g.Rounds, g.met(), w.limit, w.rounds, w.met)
		}
	}
}

// TestLoadGoalsPerRound: the relaunch goal divides the round's median relaunch-offline
// interactive times, the warm goal its median warm first paints; a round with no loads fails.
func TestLoadGoalsPerRound(t *testing.T) {
	round := func(ourReady, minReady, ourPaint, minPaint []float64) loadRound {
		r := loadRound{Ours: newLoads(), Minimal: newLoads()}
		r.Ours.Ready["relaunch offline"], r.Minimal.Ready["relaunch offline"] = ourReady, minReady
		r.Ours.FCP["warm (service worker)"], r.Minimal.FCP["warm (service worker)"] = ourPaint, minPaint
		return r
	}
	rounds := []loadRound{
		round([]float64{300, 250, 260}, []float64{170, 180, 160}, []float64{70, 72}, []float64{44, 50}),
		round([]float64{240}, []float64{160}, []float64{80}, []float64{40}),
		round([]float64{200}, []float64{200}, []float64{60}, []float64{50}),
	}
	relaunch, warm := relaunchInteractive(rounds), warmFirstPaint(rounds)
	if want := []float64{260.0 / 170, 1.5, 1}; fmt.Sprint(relaunch.Rounds) != fmt.Sprint(want) || !relaunch.met() {
		t.Errorf("relaunch: rounds %v met %v, want %v met (median 1.5, at the limit)", relaunch.Rounds, relaunch.met(), want)
	}
	if want := []float64{70.0 / 44, 2, 1.2}; fmt.Sprint(warm.Rounds) != fmt.Sprint(want) || !warm.met() {
		t.Errorf("warm paint: rounds %v met %v, want %v met (median 1.59)", warm.Rounds, warm.met(), want)
	}
	rounds[1] = round(nil, []float64{160}, nil, []float64{40})
	if g := relaunchInteractive(rounds); g.met() {
		t.Errorf("a round without Tableside's loads passed: %v", g.Rounds)
	}
}

// TestGoalsTable: one row a goal with its rounds, median and verdict; an unmet goal is bold.
func TestGoalsTable(t *testing.T) {
	var b strings.Builder
	goalsMarkdown(func(f string, a ...any) { fmt.Fprintf(&b, f, a...) }, []goal{
		{Name: "fast enough", Limit: 1.5, Rounds: []float64{1.2, 1.4, 1.3}},
		{Name: "too slow", Limit: 1.05, Rounds: []float64{1.2, 1.0, math.NaN()}},
	})
	md := b.String()
	for _, want := range []string{
		"| goal | limit | round 1 | round 2 | round 3 | median | met |",
		"| fast enough | ≤ 1.50 | 1.20 | 1.40 | 1.30 | 1.30 | yes |",
		"| too slow | ≤ 1.05 | 1.20 | 1.00 | — | ",
	} {
		if !strings.Contains(md, want) {
			t.Errorf("the Goals table lacks %q:\n%s", want, md)
		}
	}
	if !strings.Contains(md, "| **no** |\n") || strings.Count(md, "| yes |") != 1 {
		t.Errorf("want one goal met and one bold no:\n%s", md)
	}
}
