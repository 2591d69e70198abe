//go:build bench

package bench

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"
)

type report struct {
	Runs        int // load runs of each build, all rounds together
	Rounds      int // rounds of the goals' measures
	Goals       []goal
	Machine     map[string]string
	Took        time.Duration
	SizeOnly    bool     // BENCH_ONLY=size: the report stops after the Size section
	Size        [2]sizes // ours, minimal
	Code        []wasmSplit
	CodeNotes   []string
	Headroom    *headroom    // nil when not measured
	Load        []*loads     // ours, minimal
	Season      []seasonSize // the season scenario, one per size of the log
	Interaction interaction
	Floor       screenFloor // at floorRate, over floorFlows
	Profile     tapProfile
	Taps        []flowTaps
	Engine      []engineResult
	EnginePaths int
	Search      *searchBench // nil when not measured
}

type engineResult struct {
	Name    string
	Metrics map[string]string // unit → value: ns/op, B/op, allocs/op, paths
}

// engineBench runs the engine's Go benchmarks and keeps their metrics.
func engineBench(t *testing.T, root string) []engineResult {
	out := run(t, root, nil, "go", "test", "-run", "^$", "-bench", ".", "-benchmem", "-count=1", "./engine/catalog/")
	var res []engineResult
	for _, line := range strings.Split(out, "\n") {
		f := strings.Fields(line)
		if len(f) < 4 || !strings.HasPrefix(f[0], "Benchmark") {
			continue
		}
		r := engineResult{Name: f[0], Metrics: map[string]string{}}
		for i := 2; i+1 < len(f); i += 2 {
			v, _ := strconv.ParseFloat(f[i], 64)
			r.Metrics[f[i+1]] = num(v)
		}
		res = append(res, r)
	}
	return res
}

func (r *report) markdown() string {
	var b strings.Builder
	p := func(format string, args ...any) { fmt.Fprintf(&b, format, args...) }
	m := r.Machine
	p("# Benchmarks\n\n")
	if r.SizeOnly {
		p("Sizes only (`BENCH_ONLY=size`, bench/, took %s) on %s.\n\n", r.Took, time.Now().Format("2006-01-02 15:04 MST"))
	} else {
		p("Written by `make bench` (bench/, took %s) on %s.\n\n", r.Took, time.Now().Format("2006-01-02 15:04 MST"))
	}
	p("- Machine: %s; %s\n- %s; %s\n- Source: %s\n", m["uname"], m["cpu"], m["go"], m["chromium"], m["tree"])
	p("- Baseline: bench/minimal, a go-app v10 app with one component on one route, built in the same run with the\n")
	p("  same flags (`%s`), compressed by the same code (`tableside compress`: brotli quality 11, gzip\n", wasmFlags)
	p("  BestCompression) and served the same way (app.wasm.br when the browser takes brotli). Ours ÷ minimal is\n")
	p("  what our code costs on top of the framework; both are measured in every run, interleaved.\n\n")

	goalsMarkdown(p, r.Goals)
	r.sizeMarkdown(p)
	if r.SizeOnly {
		return b.String()
	}
	r.loadMarkdown(p)
	r.seasonMarkdown(p)

	p("## 3. Interaction (ms from a tap to the next screen)\n\n")
	p("| CPU | Tableside p50 | p95 | taps | minimal p50 | p95 | taps | p50 ours ÷ minimal | p95 ours ÷ minimal |\n")
	p("|---|---:|---:|---:|---:|---:|---:|---:|---:|\n")
	for i, rate := range cpuRates {
		a, c := r.Interaction.Ms[0][i], r.Interaction.Ms[1][i]
		name := "unthrottled"
		if rate != 1 {
			name = fmt.Sprintf("%g× slower", rate)
		}
		p("| %s | %s | %s | %d | %s | %s | %d | %s | %s |\n", name, ms(pct(a, 50)), ms(pct(a, 95)), len(a),
			ms(pct(c, 50)), ms(pct(c, 95)), len(c), ratio(pct(a, 50), pct(c, 50)), ratio(pct(a, 95), pct(c, 95)))
	}
	p("\nTableside: every answer of up to %d paths per registered flow (spread over the flow's paths), tapped\n", pathsPerFlow)
	p("through the DOM contract with real mouse events; the time runs from the tap's click event (capture\n")
	p("listener) until the frame after `#question[data-step]` changes or `#outcome` appears (rAF, then a task).\n")
	p("For a card it is the rank's tap; for a stepper, the final Continue. Minimal: %d taps on a button that\n", minimalTaps)
	p("re-renders a counter, the framework's own floor. CPU throttling is `Emulation.setCPUThrottlingRate`.\n\n")
	if len(r.Interaction.Problems) > 0 {
		p("**Paths that could not be clicked through** (left out of the numbers above):\n\n")
		for _, pr := range r.Interaction.Problems {
			p("- %s\n", pr)
		}
		p("\n")
	}

	if len(r.Floor.Rounds) > 0 {
		r.floorMarkdown(p)
	}

	if r.Profile.Taps > 0 {
		p("### Where a tap's time goes, at 4× CPU slowdown\n\n")
		p("%s\n", r.Profile.markdown())
		p("The V8 sampling profiler (DevTools `Profiler`, 200 µs) over the taps of two paths per flow (first and last, each path on a fresh page, from its first question to its outcome), against a copy of app.wasm\n")
		p("that keeps its function names (same code, not stripped). Each busy sample goes to the first part its\n")
		p("stack matches, in the table's order: a sample inside the engine is the engine's even when go-app called\n")
		p("it. \"Browser: style, layout, paint\" is the profiler's `(program)`: native work outside JavaScript.\n\n")
	}
	p("## 4. Taps to an outcome, per registered flow\n\n")
	p("| flow | paths | shortest | typical (the Common path) | longest |\n|---|---:|---:|---:|---:|\n")
	for _, f := range r.Taps {
		p("| %s | %d | %d | %d | %d |\n", f.Flow, f.Paths, f.Shortest, f.Typical, f.Longest)
	}
	p("\nCounted from the flow's first question over every golden path (`Flow.Paths()`): choice, seat and call\n")
	p("1 tap; card 2 (suit, rank); count 1 + stepper taps from its minimum; contract and result 4 (level,\n")
	p("denomination, declarer, Continue) + 1 if doubled or redoubled + trick-stepper taps from \"just made\".\n\n")

	p("## 5. Engine (`go test -bench . -benchmem ./engine/catalog/`)\n\n")
	p("| benchmark | ns/op | B/op | allocs/op |\n|---|---:|---:|---:|\n")
	for _, e := range r.Engine {
		p("| %s | %s | %s | %s |\n", e.Name, e.Metrics["ns/op"], e.Metrics["B/op"], e.Metrics["allocs/op"])
	}
	p("\nBenchmarkDecideEveryPath replays all %d golden paths of the %d flows from scratch (one op = all of\n", r.EnginePaths, len(r.Taps))
	p("them), as the wizard does after each tap; BenchmarkAnswerOneTap is the engine's share of one tap\n")
	p("(the last answer of one path per flow, then Decide).\n\n")
	if r.Search != nil {
		r.Search.markdown(p)
	}
	return b.String()
}

// loadMarkdown is the Load section: each scenario's loads, all rounds together.
func (r *report) loadMarkdown(p func(string, ...any)) {
	p("## 2. Load (ms from navigation start, median (min–max) of %d runs)\n\n", r.Runs)
	p("| scenario | measure | Tableside | minimal go-app | ours ÷ minimal |\n|---|---|---:|---:|---:|\n")
	for _, s := range scenarios {
		for _, mm := range []struct {
			name string
			get  func(*loads) []float64
		}{{"first contentful paint", func(l *loads) []float64 { return l.FCP[s] }},
			{"wasm client interactive", func(l *loads) []float64 { return l.Ready[s] }}} {
			a, c := mm.get(r.Load[0]), mm.get(r.Load[1])
			p("| %s | %s | %s | %s | %s |\n", s, mm.name, spreadMs(a), spreadMs(c), ratio(median(a), median(c)))
		}
	}
	p("\n- *cold*: fresh profile, local server on 127.0.0.1, no throttling. *10 Mbit/s, 40 ms*: the same with\n")
	p("  DevTools network emulation (10 Mbit/s both ways, 40 ms latency). *warm*: the next start once the service\n")
	p("  worker has cached everything. *offline*: the server process SIGKILLed, then a new navigation. *relaunch*:\n")
	p("  Chromium closed and started again on the same profile, server still down.\n")
	p("- *First contentful paint* is the Paint Timing entry: Tableside's server pre-render (go-app's loader is\n")
	p("  restyled as a small pill); in the minimal app, go-app's default full-screen loader. *Interactive* is when\n")
	p("  the wasm client first renders `#wasm-ready` (a MutationObserver injected before the page's scripts).\n")
	p("- The runs come in %d rounds, each build loaded in turn run by run; the load goals are judged on each\n", r.Rounds)
	p("  round's medians (the Goals table), this table pools them.\n\n")

}

func median(v []float64) float64 { return pct(v, 50) }

// pct is the nearest-rank percentile.
func pct(v []float64, p float64) float64 {
	if len(v) == 0 {
		return math.NaN()
	}
	s := slices.Sorted(slices.Values(v))
	i := int(math.Ceil(p/100*float64(len(s)))) - 1
	return s[max(0, min(len(s)-1, i))]
}

func spreadMs(v []float64) string {
	if len(v) == 0 {
		return "—"
	}
	return fmt.Sprintf("%s (%s–%s)", ms(median(v)), ms(slices.Min(v)), ms(slices.Max(v)))
}

func ms(v float64) string {
	if math.IsNaN(v) {
		return "—"
	}
	if v < 100 {
		return strconv.FormatFloat(v, 'f', 1, 64)
	}
	return num(v)
}

func ratio(a, b float64) string {
	if b == 0 || math.IsNaN(a) || math.IsNaN(b) {
		return "—"
	}
	return fmt.Sprintf("%.2f", a/b)
}

// num writes a number with thousands separators: 7,024,188.
func num(v float64) string {
	s := strconv.FormatFloat(math.Round(v), 'f', 0, 64)
	for i := len(s) - 3; i > 0 && s[i-1] != '-'; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// seasonMarkdown is the season scenario's section (seasonlog_test.go).
func (r *report) seasonMarkdown(p func(string, ...any)) { seasonMarkdown(p, r.Season) }
