//go:build bench

package bench

import (
	"math"
	"strconv"
	"strings"
	"testing"
)

// A goal is one of the performance goals a run must meet: a ratio that must stay at or under
// its limit. A p95 ratio swings by about ±0.3 from one run to the next on a shared machine, so a
// goal is judged on the median of several rounds, each measured in full (ours, then the
// baselines) before the next begins: a noisy moment hits one round, not the verdict.
type goal struct {
	Name   string
	Limit  float64
	Rounds []float64 // the ratio in each round, in the order measured
}

// median is the goal's verdict value: the middle round (nearest rank).
func (g goal) median() float64 { return median(g.Rounds) }

// met says whether the median, as the report shows it (two decimals), is at or under the
// limit. A round that measured nothing (no taps, no loads) fails the goal: its NaN would
// otherwise sort to the bottom and let a broken round pass.
func (g goal) met() bool {
	if len(g.Rounds) == 0 {
		return false
	}
	for _, v := range g.Rounds {
		if math.IsNaN(v) || math.IsInf(v, 0) {
			return false
		}
	}
	return math.Round(g.median()*100)/100 <= g.Limit
}

// roundsGoal is a goal whose value in each round is value(round).
func roundsGoal[R any](name string, limit float64, rounds []R, value func(R) float64) goal {
	g := goal{Name: name, Limit: limit}
	for _, r := range rounds {
		g.Rounds = append(g.Rounds, value(r))
	}
	return g
}

// tapRound is one round of taps at floorRate: Tableside along the floor flows' paths, then the
// minimal app's counter, then bench/screens through the same screens as Tableside's.
type tapRound struct {
	Ours, Counter, Screens []float64
}

// ratioAt is a's percentile p over b's: NaN when either has no taps.
func ratioAt(a, b []float64, p float64) float64 { return pct(a, p) / pct(b, p) }

// oursOverScreensP50: a tap in Tableside costs at most 5% more than go-app drawing the same
// screens with none of our code, at the median tap.
func oursOverScreensP50(rounds []tapRound) goal {
	return roundsGoal("taps at 4× CPU: Tableside ÷ go-app drawing the same screens, p50", 1.05, rounds,
		func(r tapRound) float64 { return ratioAt(r.Ours, r.Screens, 50) })
}

// oursOverScreensP95: the same for the slow taps, at most 10% more.
func oursOverScreensP95(rounds []tapRound) goal {
	return roundsGoal("taps at 4× CPU: Tableside ÷ go-app drawing the same screens, p95", 1.10, rounds,
		func(r tapRound) float64 { return ratioAt(r.Ours, r.Screens, 95) })
}

// screensOverCounterP95: our screens themselves (their DOM and stylesheet) cost the browser at
// most 1.5× go-app's one-button counter at p95.
func screensOverCounterP95(rounds []tapRound) goal {
	return roundsGoal("taps at 4× CPU: go-app drawing our screens ÷ the minimal app's counter, p95", 1.5, rounds,
		func(r tapRound) float64 { return ratioAt(r.Screens, r.Counter, 95) })
}

// tapGoals are the goals judged on the tap rounds.
func tapGoals(rounds []tapRound) []goal {
	return []goal{oursOverScreensP50(rounds), oursOverScreensP95(rounds), screensOverCounterP95(rounds)}
}

// loadRound is one round of loads: Tableside's and the minimal app's, interleaved run by run.
type loadRound struct{ Ours, Minimal *loads }

// relaunchInteractive: reopening the installed app offline (Chromium closed and started again)
// reaches interactive within 1.5× the minimal app's time.
func relaunchInteractive(rounds []loadRound) goal {
	return roundsGoal("relaunch offline → interactive: Tableside ÷ minimal app", 1.5, rounds,
		func(r loadRound) float64 {
			return median(r.Ours.Ready["relaunch offline"]) / median(r.Minimal.Ready["relaunch offline"])
		})
}

// warmFirstPaint: a warm start (service worker) paints within 1.7× the minimal app's. Ours
// paints the whole home page there, the minimal app a loader, hence the looser limit.
func warmFirstPaint(rounds []loadRound) goal {
	return roundsGoal("warm start → first contentful paint: Tableside ÷ minimal app", 1.7, rounds,
		func(r loadRound) float64 {
			return median(r.Ours.FCP["warm (service worker)"]) / median(r.Minimal.FCP["warm (service worker)"])
		})
}

// loadGoals are the goals judged on the load rounds.
func loadGoals(rounds []loadRound) []goal {
	return []goal{relaunchInteractive(rounds), warmFirstPaint(rounds)}
}

// checkGoals fails the run, once the report is out, for each goal not met.
func checkGoals(t *testing.T, goals []goal) {
	for _, g := range goals {
		if !g.met() {
			t.Errorf("goal not met: %s is %s (median of %s), over %s", g.Name, ratioText(g.median()),
				strings.Join(roundTexts(g.Rounds), ", "), ratioText(g.Limit))
		}
	}
}

// goalsMarkdown is the report's Goals table: every goal, its rounds, their median and verdict.
func goalsMarkdown(p func(string, ...any), goals []goal) {
	if len(goals) == 0 {
		return
	}
	n := 0
	for _, g := range goals {
		n = max(n, len(g.Rounds))
	}
	p("## Goals\n\n| goal | limit |")
	for i := range n {
		p(" round %d |", i+1)
	}
	p(" median | met |\n|---|---:|%s---:|:---:|\n", strings.Repeat("---:|", n))
	for _, g := range goals {
		verdict := "**no**"
		if g.met() {
			verdict = "yes"
		}
		cells := roundTexts(g.Rounds)
		for len(cells) < n {
			cells = append(cells, "—")
		}
		p("| %s | ≤ %s | %s | %s | %s |\n", g.Name, ratioText(g.Limit), strings.Join(cells, " | "),
			ratioText(g.median()), verdict)
	}
	p("\nEach goal is judged on the median of its rounds, measured one after the other (Tableside, the\n")
	p("minimal app, go-app drawing our screens; then the next round), and the median is compared as shown,\n")
	p("to two decimals. A round that measured nothing fails its goal. The run fails when a goal is not met.\n")
	p("A tap round is the whole of what one run measured before rounds: the floor flows' paths in Tableside,\n")
	p("%d counter taps and the same screens in bench/screens, so each round's p95 rests on as many taps as\n", minimalTaps)
	p("one run's did; fewer would make the p95 the second-slowest tap. A load round is %d runs of each\n", loadRunsPerRound)
	p("scenario per app, its median the middle one.\n\n")
}

func roundTexts(v []float64) []string {
	out := make([]string, len(v))
	for i, x := range v {
		out[i] = ratioText(x)
	}
	return out
}

// ratioText writes a ratio to two decimals, or — when it could not be measured.
func ratioText(v float64) string {
	if math.IsNaN(v) || math.IsInf(v, 0) {
		return "—"
	}
	return strconv.FormatFloat(v, 'f', 2, 64)
}
