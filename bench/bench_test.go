//go:build bench

// Package bench measures Tableside against a minimal go-app app built in the
// same run: sizes, load times in headless Chromium, tap-to-render times, taps
// to an outcome and the engine's speed. `make bench` runs it:
//
//	go test -tags bench -count=1 -run '^TestBench$' -v ./bench/
//
// It prints a Markdown report and writes it to docs/benchmarks.md. The goals (goals_test.go: taps
// against go-app drawing the same screens, the relaunch and the warm paint against the minimal
// app) are judged on the median of BENCH_ROUNDS rounds (default 3), each measured in full before
// the next; BENCH_RUNS sets the load runs per round (default 3). The run fails, after writing
// the report, when a goal is not met, when app.wasm (brotli) is over its ceiling (brotliCeiling),
// or when the engine's cost per ruling is over its own (perRulingCeiling).
//
// BENCH_ONLY=taps runs the tap rounds alone (the floor flows in Tableside, the counter, bench/screens,
// at 4× CPU) and BENCH_ONLY=load the load rounds alone, each in a few minutes; each prints the Goals
// table and its own section, fails on its unmet goals, and leaves docs/benchmarks.md alone:
//
//	BENCH_ONLY=taps go test -tags bench -count=1 -run '^TestBench$' -v ./bench/
//
// Both build their apps in build/bench; give one BENCH_DIR=<another directory> to run them at once.
//
// BENCH_ONLY=size measures only the sizes, with the code of each app by
// package and the ceilings, in a few minutes and without Chromium. It
// prints the Size section and leaves docs/benchmarks.md alone (a partial
// report would replace the full one):
//
//	BENCH_ONLY=size go test -tags bench -count=1 -run '^TestBench$' -v ./bench/
//
// BENCH_ONLY=search times the home search a keystroke at a time and measures what the search
// costs in app.wasm (search_test.go), and prints only that section.
//
// BENCH_ONLY=season loads home and the log with a log of 0, 1,000 and 10,000 rulings
// (seasonlog_test.go), prints only that section, and fails when a page takes more than
// seasonLimit × its time with an empty log.
//
// The parsing and grouping behind the code table have unit tests:
//
//	go test -tags bench -count=1 -run '^TestWasm' -v ./bench/
package bench

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"tableside/e2e"
)

func TestBench(t *testing.T) {
	root := moduleRoot(t)
	rounds, runs := envCount(t, "BENCH_ROUNDS", 3), envCount(t, "BENCH_RUNS", loadRunsPerRound)
	only := os.Getenv("BENCH_ONLY")
	if !slices.Contains([]string{"", "size", "search", "season", "taps", "load"}, only) {
		t.Fatalf("BENCH_ONLY=%q: the parts that run alone are size, search, season, taps and load (the tap profile has its own test, TestTapProfile)", only)
	}
	start := time.Now()
	ours, minimal := prepare(t, root)
	if only == "search" {
		s := measureSearch(t, root, ours)
		var b strings.Builder
		s.markdown(func(format string, args ...any) { fmt.Fprintf(&b, format, args...) })
		fmt.Printf("\nSearch only (`BENCH_ONLY=search`, took %s)\n\n%s", time.Since(start).Round(time.Second), b.String())
		s.check(t)
		return
	}
	if only == "season" {
		season := measureSeason(t, ours, seasonRuns, seasonSizesFromEnv(t))
		var b strings.Builder
		seasonMarkdown(func(format string, args ...any) { fmt.Fprintf(&b, format, args...) }, season)
		fmt.Printf("\nSeason's log only (`BENCH_ONLY=season`, took %s)\n\n%s", time.Since(start).Round(time.Second), b.String())
		checkSeason(t, season)
		return
	}

	r := &report{Runs: rounds * runs, Rounds: rounds, Machine: machine(), SizeOnly: only == "size"}
	if only == "taps" || only == "load" {
		r.partial(t, only, root, ours, minimal)
		r.Took = time.Since(start).Round(time.Second)
		var b strings.Builder
		p := func(format string, args ...any) { fmt.Fprintf(&b, format, args...) }
		goalsMarkdown(p, r.Goals)
		if only == "taps" {
			r.floorMarkdown(p)
		} else {
			r.loadMarkdown(p)
		}
		fmt.Printf("\n%s only (`BENCH_ONLY=%s`, %d rounds, took %s; docs/benchmarks.md left alone)\n\n%s",
			only, only, rounds, r.Took, b.String())
		checkGoals(t, r.Goals)
		return
	}
	r.Size = [2]sizes{ours.sizes(t), minimal.sizes(t)}
	r.Code, r.CodeNotes = codeSizes(t, root, ours, minimal)
	h := measureHeadroom(t, root)
	r.Headroom = &h
	if r.SizeOnly {
		r.Took = time.Since(start).Round(time.Second)
		fmt.Print("\n" + r.markdown())
		r.checkBudget(t)
		return
	}
	t.Log("sizes done; measuring loads")
	r.partial(t, "load", root, ours, minimal)
	t.Logf("loads done (%s); loading a season's log", time.Since(start).Round(time.Second))
	r.Season = measureSeason(t, ours, seasonRuns, seasonSizesFromEnv(t))
	t.Logf("season's log done (%s); measuring taps", time.Since(start).Round(time.Second))
	r.Interaction = measureInteraction(t, ours, minimal)
	t.Logf("interaction done (%s); tapping our screens without our code", time.Since(start).Round(time.Second))
	r.partial(t, "taps", root, ours, minimal)
	t.Logf("screens done (%s); profiling taps", time.Since(start).Round(time.Second))
	r.Profile = profileTaps(t, root)
	t.Logf("profile done (%s)", time.Since(start).Round(time.Second))
	r.Taps = tapsToOutcome(t)
	for _, f := range r.Taps {
		r.EnginePaths += f.Paths
	}
	r.Engine = engineBench(t, root)
	t.Logf("engine done (%s); timing the search", time.Since(start).Round(time.Second))
	r.Search = measureSearch(t, root, ours)
	r.Took = time.Since(start).Round(time.Second)

	md := r.markdown()
	fmt.Print("\n" + md)
	if err := os.MkdirAll(filepath.Join(root, "docs"), 0o755); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(root, "docs", "benchmarks.md")
	if err := os.WriteFile(path, []byte(md+keptSections(path)), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, p := range r.Interaction.Problems {
		t.Errorf("interaction: %s", p)
	}
	r.Search.check(t)
	checkSeason(t, r.Season)
	checkGoals(t, r.Goals)
	r.checkBudget(t)
}

// partial measures one part that has goals, in r.Rounds rounds, and adds its goals to the
// report: "load" (the load scenarios, r.Runs/r.Rounds runs a round) or "taps" (the floor flows'
// taps against bench/screens and the counter, at floorRate).
func (r *report) partial(t *testing.T, part, root string, ours, minimal *build) {
	switch part {
	case "load":
		rounds := measureLoads(t, r.Rounds, r.Runs/r.Rounds, ours, minimal)
		r.Load = pooledLoads(rounds)
		r.Goals = append(r.Goals, loadGoals(rounds)...)
	case "taps":
		r.Floor = measureScreenFloor(t, root, ours, minimal, floorRate, floorFlows, r.Rounds)
		r.Goals = append(r.Goals, tapGoals(r.Floor.Rounds)...)
	}
}

// loadRunsPerRound is how many times each load scenario runs per build in a round.
const loadRunsPerRound = 3

// envCount is a positive count from the environment, or def when unset.
func envCount(t *testing.T, name string, def int) int {
	v := os.Getenv(name)
	if v == "" {
		return def
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < 1 {
		t.Fatalf("%s=%q: want a count of at least 1", name, v)
	}
	return n
}

// checkBudget fails the run, once the report is out, when a size is over its ceiling.
func (r *report) checkBudget(t interface{ Errorf(string, ...any) }) {
	for _, p := range r.budgetProblems() {
		t.Errorf("size ceiling: %s", p)
	}
}

// wasmFlags are the Makefile's flags for app.wasm; prepare checks they still agree.
const wasmFlags = `-trimpath -ldflags="-s -w" -gcflags=tableside/app/...=-l`

// wasmGcflags are the compiler flags of wasmFlags as go build arguments: every wasm the bench
// builds to measure or profile takes them, so the app's packages are compiled as in app.wasm
// (the baselines link none of them: their builds are unchanged).
var wasmGcflags = []string{"-gcflags=tableside/app/...=-l"}

// benchDir is where a run builds and serves its apps: build/bench, or BENCH_DIR, so two parts
// (BENCH_ONLY=taps and BENCH_ONLY=load) can run at once without removing each other's files.
func benchDir(root string) string {
	if d := os.Getenv("BENCH_DIR"); d != "" {
		return d
	}
	return filepath.Join(root, "build", "bench")
}

// build is one app under test: its wasm and a server command for it.
type build struct {
	Name   string
	Main   string                     // the package built to app.wasm
	Dir    string                     // holds web/app.wasm(.br/.gz)
	Serve  func(addr string) []string // server argv
	Listen string                     // prefix of the server's "listening" log line before the URL
}

// prepare snapshots `make build`'s outputs (other work in the tree may rebuild
// them during the run) and builds the minimal app with the same flags,
// compressed by the same code (`tableside compress`).
func prepare(t *testing.T, root string) (ours, minimal *build) {
	mk, err := os.ReadFile(filepath.Join(root, "Makefile"))
	if err != nil || !strings.Contains(string(mk), "build "+wasmFlags+" -o $@ ./wasm") {
		t.Fatalf("the Makefile's wasm flags are no longer %s: update wasmFlags", wasmFlags)
	}
	dir := benchDir(root)
	if err := os.RemoveAll(dir); err != nil {
		t.Fatal(err)
	}
	oursDir, minDir := filepath.Join(dir, "ours"), filepath.Join(dir, "minimal")
	if err := os.CopyFS(filepath.Join(oursDir, "web"), os.DirFS(filepath.Join(root, "web"))); err != nil {
		t.Fatalf("copying web/ (run make build first): %v", err)
	}
	bin := filepath.Join(oursDir, "tableside")
	copyFile(t, filepath.Join(root, "bin", "tableside"), bin, 0o755)
	for _, f := range []string{"icon-192.png", "icon-512.png", "icon.svg"} {
		copyFile(t, filepath.Join(root, "web", f), filepath.Join(minDir, "web", f), 0o644)
	}

	ours = &build{Name: "Tableside", Main: "./wasm", Dir: oursDir, Listen: "Tableside ",
		Serve: func(addr string) []string { return []string{bin, "serve", "-addr", addr, "-root", oursDir} }}
	minimal = baselineBuild(t, root, minDir, "minimal go-app", "./bench/minimal", "minimal ")
	return ours, minimal
}

// baselineBuild builds one of the baseline apps (bench/minimal, bench/screens) into dir: its wasm
// with the Makefile's flags, compressed by `tableside compress` as ours is, and its server. The
// icons and any other files it serves must already be in dir/web.
func baselineBuild(t *testing.T, root, dir, name, pkg, listen string) *build {
	t.Logf("building %s", name)
	buildWasm(t, root, pkg, dir)
	run(t, root, nil, "go", "build", "-trimpath", "-o", filepath.Join(dir, "server"), pkg)
	return &build{Name: name, Main: pkg, Dir: dir, Listen: listen,
		Serve: func(addr string) []string { return []string{filepath.Join(dir, "server"), "-addr", addr} }}
}

// buildWasm builds pkg to dir/web/app.wasm as make build builds ours (the Makefile's flags) and
// compresses it with `tableside compress`, so every app's sizes are measured alike.
func buildWasm(t *testing.T, root, pkg, dir string) {
	wasm := filepath.Join(dir, "web", "app.wasm")
	args := append([]string{"build", "-trimpath", "-ldflags=-s -w"}, wasmGcflags...)
	run(t, root, []string{"GOOS=js", "GOARCH=wasm"}, "go", append(args, "-o", wasm, pkg)...)
	run(t, root, nil, filepath.Join(root, "bin", "tableside"), "compress", wasm)
}

type sizes struct{ Raw, Gzip, Brotli int64 }

func (b *build) sizes(t *testing.T) sizes {
	stat := func(ext string) int64 {
		st, err := os.Stat(filepath.Join(b.Dir, "web", "app.wasm"+ext))
		if err != nil {
			t.Fatal(err)
		}
		return st.Size()
	}
	return sizes{Raw: stat(""), Gzip: stat(".gz"), Brotli: stat(".br")}
}

// machine describes where the numbers come from.
func machine() map[string]string {
	m := map[string]string{"go": strings.TrimPrefix(goVersion(), "go version ")}
	if out, err := exec.Command("uname", "-srm").Output(); err == nil {
		m["uname"] = strings.TrimSpace(string(out))
	}
	if b, err := os.ReadFile("/proc/cpuinfo"); err == nil {
		cores := 0
		for _, line := range strings.Split(string(b), "\n") {
			if k, v, ok := strings.Cut(line, ":"); ok && strings.TrimSpace(k) == "model name" {
				m["cpu"] = strings.TrimSpace(v)
				cores++
			}
		}
		m["cpu"] += fmt.Sprintf(" (%d logical CPUs)", cores)
	}
	if out, err := exec.Command("git", "rev-parse", "--short", "HEAD").Output(); err == nil {
		m["tree"] = "commit " + strings.TrimSpace(string(out))
		if st, _ := exec.Command("git", "status", "--porcelain", "--untracked-files=no").Output(); len(st) > 0 {
			m["tree"] += " with uncommitted changes"
		}
	}
	if out, err := exec.Command(e2e.ChromiumPath(), "--version").Output(); err == nil {
		m["chromium"] = strings.TrimSpace(string(out))
	}
	return m
}

func goVersion() string {
	out, err := exec.Command("go", "version").Output()
	if err != nil {
		return "unknown"
	}
	return strings.TrimSpace(string(out))
}

func moduleRoot(t *testing.T) string {
	out, err := exec.Command("go", "env", "GOMOD").Output()
	if err != nil {
		t.Fatal(err)
	}
	return filepath.Dir(strings.TrimSpace(string(out)))
}

func run(t *testing.T, dir string, env []string, name string, args ...string) string {
	t.Helper()
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), env...)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%s %s: %v\n%s", name, strings.Join(args, " "), err, out)
	}
	return string(out)
}

func copyFile(t *testing.T, from, to string, mode os.FileMode) {
	t.Helper()
	b, err := os.ReadFile(from)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Dir(to), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(to, b, mode); err != nil {
		t.Fatal(err)
	}
}

// keptSections is what other commands wrote into docs/benchmarks.md between their own markers
// (make worker-bench's section), carried over when the bench writes the file anew.
func keptSections(path string) string {
	data, err := os.ReadFile(path)
	if err != nil {
		return ""
	}
	text := string(data)
	const begin, end = "<!-- worker-bench: begin", "<!-- worker-bench: end -->"
	i, j := strings.Index(text, begin), strings.Index(text, end)
	if i < 0 || j < i {
		return ""
	}
	return "\n" + text[i:j+len(end)] + "\n"
}
