//go:build bench

package bench

import (
	"cmp"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"tableside/e2e"
	"tableside/engine/catalog"

	"github.com/chromedp/cdproto/performance"
	"github.com/chromedp/cdproto/profiler"
	"github.com/chromedp/chromedp"
)

// tapProfile is where a tap's time goes at 4× CPU slowdown: the V8 sampling
// profiler's samples over every tapped answer, each put in one part by its
// stack, and Chromium's own counters for style and layout.
type tapProfile struct {
	Taps     int
	TapMs    []float64          // the taps' own timings, as in the Interaction table
	Parts    map[string]float64 // ms per tap, by part (the parts list)
	Counters map[string]float64 // ms per tap: Chromium's ScriptDuration, RecalcStyleDuration, LayoutDuration, TaskDuration
}

// The parts of a sample, in the order a stack is checked: the first that matches names it.
var profileParts = []struct {
	Name  string
	Match func(stack []string) bool
}{
	{"engine (catalog.Answer and Decide)", anyFrame("tableside_engine_")},
	{"storage (localStorage, IndexedDB, JSON)", anyFrame("LocalStorage", "localStorage", "tableside_app_store", "encoding_json")},
	{"our components' Render", anyFrame("tableside_app.")},
	{"go-app: update, diff and DOM", anyFrame("go_app_v10_pkg_app")},
	{"Go runtime (allocation, GC, scheduler)", leafPrefix("runtime.", "runtime_", "internal_", "sync")},
	{"syscall/js bridge (wasm_exec.js)", anyFrame("wasm_exec.js")},
	{"other Go", leafPrefix("")}, // a Go frame is named pkg.func
	{"browser: style, layout, paint (outside JS)", leafIs("(program)")},
	{"V8 garbage collector", leafIs("(garbage collector)")},
}

// otherJS is the part of a sample that matches none of profileParts.
const otherJS = "other JavaScript (the page's scripts, the harness)"

func anyFrame(subs ...string) func([]string) bool {
	return func(stack []string) bool {
		for _, f := range stack {
			for _, s := range subs {
				if strings.Contains(f, s) {
					return true
				}
			}
		}
		return false
	}
}

func leafPrefix(prefixes ...string) func([]string) bool {
	return func(stack []string) bool {
		leaf := stack[len(stack)-1]
		if !strings.Contains(leaf, ".") || strings.HasPrefix(leaf, "(") {
			return false
		}
		for _, p := range prefixes {
			if strings.HasPrefix(leaf, p) {
				return true
			}
		}
		return false
	}
}

func leafIs(name string) func([]string) bool {
	return func(stack []string) bool { return stack[len(stack)-1] == name }
}

// profileTaps serves a copy of the app whose app.wasm keeps its function names (the same code
// as the shipped one, only not stripped, so the profile can name Go functions), taps through
// every flow at 4× slowdown with the sampling profiler on, and splits the samples.
func profileTaps(t *testing.T, root string) tapProfile {
	b := namedBuild(t, root, "profile")
	srv, br := b.installed(t, t.TempDir())
	defer srv.Kill()
	defer br.Close()
	throttle(t, br, 4)
	defer throttle(t, br, 1)

	if err := br.Run(t, 10*time.Second, performance.Enable(), profiler.Enable(), profiler.SetSamplingInterval(200)); err != nil {
		t.Fatal(err)
	}
	// A navigation starts the page's counters and profile afresh, so each path is measured on
	// its own page, from its first question to its outcome, and the parts are added up.
	parts, counters, selfMs := map[string]float64{}, map[string]float64{}, map[string]float64{}
	var ms []float64
	for _, f := range catalog.Flows() {
		if only := os.Getenv("BENCH_FLOW"); only != "" && f.ID != only {
			continue
		}
		paths, err := f.Paths()
		if err != nil {
			t.Fatal(err)
		}
		for _, path := range spread(paths, profilePathsPerFlow) {
			if err := openWizard(t, br, srv.URL, f); err != nil {
				t.Errorf("profile: %s: %v", f.ID, err)
				continue
			}
			before := metrics(t, br)
			if err := br.Run(t, 10*time.Second, profiler.Start()); err != nil {
				t.Fatal(err)
			}
			got, tapErr := tapAnswers(t, br, path, nil)
			prof := stopProfiler(t, br)
			after := metrics(t, br)
			if tapErr != nil {
				t.Errorf("profile: %s (%s): %v", f.ID, path.Describe(), tapErr)
				continue
			}
			ms = append(ms, got...)
			byPart, self := splitProfile(prof)
			for k, v := range byPart {
				parts[k] += v
			}
			for k, v := range self {
				selfMs[k] += v
			}
			for _, name := range counterNames {
				counters[name] += (after[name] - before[name]) * 1000
			}
		}
	}
	if len(ms) == 0 {
		t.Fatal("profile: no taps were measured")
	}
	logHotFunctions(t, selfMs, 30)
	p := tapProfile{Taps: len(ms), TapMs: ms, Parts: parts, Counters: counters}
	for k, v := range p.Parts {
		p.Parts[k] = v / float64(len(ms))
	}
	for k, v := range p.Counters {
		p.Counters[k] = v / float64(len(ms))
	}
	return p
}

// stopProfiler stops the V8 sampling profiler and returns its profile.
func stopProfiler(t *testing.T, br *e2e.Browser) *profiler.Profile {
	var prof *profiler.Profile
	if err := br.Run(t, 60*time.Second, chromedp.ActionFunc(func(ctx context.Context) error {
		var err error
		prof, err = profiler.Stop().Do(ctx)
		return err
	})); err != nil {
		t.Fatal(err)
	}
	return prof
}

// counterNames are the Performance domain's counters the profile reports.
var counterNames = []string{"ScriptDuration", "RecalcStyleDuration", "LayoutDuration", "TaskDuration"}

// profilePathsPerFlow keeps the profiled run short: two paths per flow, first and last.
const profilePathsPerFlow = 2

// metrics reads Chromium's performance counters (durations in seconds).
func metrics(t *testing.T, br *e2e.Browser) map[string]float64 {
	m := map[string]float64{}
	err := br.Run(t, 10*time.Second, chromedp.ActionFunc(func(ctx context.Context) error {
		list, err := performance.GetMetrics().Do(ctx)
		for _, x := range list {
			m[x.Name] = x.Value
		}
		return err
	}))
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// namedBuild serves a copy of make build's output whose app.wasm keeps its function names
// (the same code as the shipped one, only not stripped), from build/bench/<dir>.
func namedBuild(t *testing.T, root, dir string) *build {
	dir = filepath.Join(root, "build", "bench", dir)
	if err := os.RemoveAll(dir); err != nil {
		t.Fatal(err)
	}
	if err := os.CopyFS(filepath.Join(dir, "web"), os.DirFS(filepath.Join(root, "web"))); err != nil {
		t.Fatalf("copying web/ (run make build first): %v", err)
	}
	bin := filepath.Join(dir, "tableside")
	copyFile(t, filepath.Join(root, "bin", "tableside"), bin, 0o755)
	wasm := filepath.Join(dir, "web", "app.wasm")
	args := append([]string{"build", "-trimpath"}, wasmGcflags...)
	run(t, root, []string{"GOOS=js", "GOARCH=wasm"}, "go", append(args, "-o", wasm, "./wasm")...)
	run(t, root, nil, bin, "compress", wasm)
	return &build{Name: "Tableside (named)", Dir: dir, Listen: "Tableside ",
		Serve: func(addr string) []string { return []string{bin, "serve", "-addr", addr, "-root", dir} }}
}

// profileStacks returns the stack of a profile node, outermost function first and without
// "(root)"; wasm_exec.js's functions are named with their file.
func profileStacks(prof *profiler.Profile) func(id int64) []string {
	parent := map[int64]int64{}
	name := map[int64]string{}
	for _, n := range prof.Nodes {
		fn := n.CallFrame.FunctionName
		if fn == "" {
			fn = "(anonymous)"
		}
		if strings.HasSuffix(n.CallFrame.URL, "wasm_exec.js") {
			fn = "wasm_exec.js:" + fn
		}
		name[n.ID] = fn
		for _, c := range n.Children {
			parent[c] = n.ID
		}
	}
	return func(id int64) []string {
		var s []string
		for ok := true; ok; id, ok = parent[id] {
			s = append(s, name[id])
		}
		slices.Reverse(s)
		return s[1:]
	}
}

// splitProfile adds up each sample's time (ms) under the first part its stack matches, leaving
// out idle time, and under its top function (self time, for the log of what takes the time).
func splitProfile(prof *profiler.Profile) (parts, self map[string]float64) {
	parts, self = map[string]float64{}, map[string]float64{}
	eachBusySample(prof, func(_, ms float64, stack []string) {
		part := otherJS
		for _, p := range profileParts {
			if p.Match(stack) {
				part = p.Name
				break
			}
		}
		parts[part] += ms
		self[stack[len(stack)-1]] += ms
	})
	return parts, self
}

// eachBusySample calls f for every sample that is not idle, with its start (µs since the
// profile's start), its length in ms (a sample lasts until the next one, so the last has none
// and is left out) and its stack, outermost function first.
func eachBusySample(prof *profiler.Profile, f func(at, ms float64, stack []string)) {
	stackOf := profileStacks(prof)
	var at float64
	for i, id := range prof.Samples {
		at += float64(prof.TimeDeltas[i])
		if i+1 >= len(prof.TimeDeltas) {
			break
		}
		stack := stackOf(id)
		if len(stack) == 0 || stack[len(stack)-1] == "(idle)" {
			continue
		}
		f(at, float64(prof.TimeDeltas[i+1])/1000, stack)
	}
}

// logHotFunctions writes the functions with the most self time to the test log.
func logHotFunctions(t *testing.T, self map[string]float64, n int) {
	type fn struct {
		name string
		ms   float64
	}
	var all []fn
	for k, v := range self {
		if k != "(idle)" {
			all = append(all, fn{k, v})
		}
	}
	slices.SortFunc(all, func(a, b fn) int { return cmp.Compare(b.ms, a.ms) })
	for _, f := range all[:min(n, len(all))] {
		t.Logf("self %8.1f ms  %s", f.ms, f.name)
	}
}

// markdown writes the breakdown as the report's section.
func (p tapProfile) markdown() string {
	var b strings.Builder
	total := 0.0
	for _, v := range p.Parts {
		total += v
	}
	fmt.Fprintf(&b, "| part | ms per tap | share |\n|---|---:|---:|\n")
	names := []string{}
	for _, x := range profileParts {
		names = append(names, x.Name)
	}
	names = append(names, otherJS)
	for _, n := range names {
		if v, ok := p.Parts[n]; ok {
			fmt.Fprintf(&b, "| %s | %s | %.0f%% |\n", n, ms(v), 100*v/total)
		}
	}
	fmt.Fprintf(&b, "| **busy, all parts** | **%s** | |\n", ms(total))
	fmt.Fprintf(&b, "\nChromium's own counters over the same taps (ms per tap): script %s, style recalculation %s, layout %s, all tasks %s.\n",
		ms(p.Counters["ScriptDuration"]), ms(p.Counters["RecalcStyleDuration"]), ms(p.Counters["LayoutDuration"]), ms(p.Counters["TaskDuration"]))
	fmt.Fprintf(&b, "The taps themselves: p50 %s ms, p95 %s ms over %d taps.\n", ms(pct(p.TapMs, 50)), ms(pct(p.TapMs, 95)), p.Taps)
	return b.String()
}

// TestTapProfile runs the profile alone (BENCH_FLOW=<flow id> profiles that flow only):
//
//	go test -tags bench -run '^TestTapProfile$' -v ./bench/
func TestTapProfile(t *testing.T) {
	p := profileTaps(t, moduleRoot(t))
	fmt.Print("\n" + p.markdown())
}
