//go:build bench

package bench

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// captureJS returns the wasm client's DOM as bench/screens's node tree (JSON): go-app's root
// element under <body>. Boolean attributes become "true", as go-app's setters write them.
const captureJS = `(() => {
  const bools = new Set(["async", "autofocus", "autoplay", "checked", "default", "defer", "disabled", "hidden",
    "loop", "multiple", "muted", "open", "required", "reversed", "selected"]);
  const tree = n => {
    if (n.nodeType === Node.TEXT_NODE) return {x: n.data};
    const o = {t: n.localName}, a = [], c = [];
    for (const at of n.attributes) a.push([at.name, bools.has(at.name) ? "true" : at.value]);
    for (const k of n.childNodes) if (k.nodeType === Node.ELEMENT_NODE || k.nodeType === Node.TEXT_NODE) c.push(tree(k));
    if (a.length) o.a = a;
    if (c.length) o.c = c;
    return o;
  };
  const roots = [...document.body.children].filter(e => !["SCRIPT", "NOSCRIPT"].includes(e.tagName) && e.id !== "app-wasm-loader");
  if (roots.length !== 1) throw new Error(roots.length + " root elements under body, want go-app's one");
  return JSON.stringify(tree(roots[0]));
})()`

// screenFloor is the tap rounds at one CPU rate: in each, Tableside's taps along the paths, the
// minimal app's counter, and bench/screens's taps through the same screens.
type screenFloor struct {
	Rate            float64
	Flows           []string
	Rounds          []tapRound
	ScreensCaptured int
}

// pooled is every round's taps together, for the report's table.
func (f screenFloor) pooled() tapRound {
	var all tapRound
	for _, r := range f.Rounds {
		all.Ours = append(all.Ours, r.Ours...)
		all.Counter = append(all.Counter, r.Counter...)
		all.Screens = append(all.Screens, r.Screens...)
	}
	return all
}

// measureScreenFloor saves Tableside's screens along the flows' paths (up to pathsPerFlow each)
// once, at 1× so the capture is not in any timed tap, and builds bench/screens to show them.
// Then it runs the rounds at the CPU rate, each on freshly installed apps: Tableside along the
// paths, the minimal app's counter, bench/screens through the same screens.
func measureScreenFloor(t *testing.T, root string, ours, minimal *build, rate float64, ids []string, rounds int) screenFloor {
	replay, first := captureScreens(t, root, ours, ids)
	res := screenFloor{Rate: rate, Flows: ids, ScreensCaptured: len(first)}
	for i := range rounds {
		var r tapRound
		r.Ours = floorTaps(t, ours, ids, rate)
		r.Counter = counterTaps(t, minimal, rate)
		r.Screens = replayTaps(t, replay, first, rate)
		res.Rounds = append(res.Rounds, r)
		t.Logf("tap round %d/%d: Tableside p50 %.1f p95 %.1f; counter p95 %.1f; screens p50 %.1f p95 %.1f",
			i+1, rounds, median(r.Ours), pct(r.Ours, 95), pct(r.Counter, 95), median(r.Screens), pct(r.Screens, 95))
	}
	return res
}

// captureScreens taps the flows' paths in Tableside at 1×, saves each screen's DOM to
// bench/screens's web/screens.json and builds bench/screens. first[i] says screen i opens a path,
// so reaching it is not a tap.
func captureScreens(t *testing.T, root string, ours *build, ids []string) (replay *build, first []bool) {
	dir := filepath.Join(benchDir(root), "screens")
	if err := os.RemoveAll(dir); err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{"icon-192.png", "icon-512.png", "icon.svg", "app.css"} {
		copyFile(t, filepath.Join(ours.Dir, "web", f), filepath.Join(dir, "web", f), 0o644)
	}
	var screens []json.RawMessage
	srv, br := ours.installed(t, t.TempDir())
	for _, f := range benchFlows(t, ids) {
		paths, err := f.Paths()
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range spread(paths, pathsPerFlow) {
			opening := true
			capture := func() {
				var s string
				br.Eval(t, captureJS, &s)
				screens, first = append(screens, json.RawMessage(s)), append(first, opening)
				opening = false
			}
			if _, err := tapPath(t, br, srv.URL, f, p, capture); err != nil {
				t.Fatalf("%s (%s): %v", f.ID, p.Describe(), err)
			}
		}
	}
	br.Close()
	srv.Kill()
	b, err := json.Marshal(screens)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "web", "screens.json"), b, 0o644); err != nil {
		t.Fatal(err)
	}
	return baselineBuild(t, root, dir, "go-app drawing our screens", "./bench/screens", "screens "), first
}

// floorTaps taps the flows' paths (up to pathsPerFlow each) in Tableside at the CPU rate. A path
// that cannot be tapped through (a screen that did not move on within 3 s on a loaded machine)
// fails the run and is left out of the round.
func floorTaps(t *testing.T, ours *build, ids []string, rate float64) []float64 {
	srv, br := ours.installed(t, t.TempDir())
	defer srv.Kill()
	defer br.Close()
	throttle(t, br, rate)
	var ms []float64
	for _, f := range benchFlows(t, ids) {
		paths, err := f.Paths()
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range spread(paths, pathsPerFlow) {
			got, err := tapPath(t, br, srv.URL, f, p, nil)
			if err != nil { // the run fails, but the other paths and rounds still make the report
				t.Errorf("%s (%s) at %g×: %v", f.ID, p.Describe(), rate, err)
				continue
			}
			ms = append(ms, got...)
		}
	}
	return ms
}

// replayTaps taps bench/screens through the saved screens at the CPU rate, keeping the taps
// inside a path.
func replayTaps(t *testing.T, replay *build, first []bool, rate float64) []float64 {
	srv, br := replay.installed(t, t.TempDir())
	defer srv.Kill()
	defer br.Close()
	throttle(t, br, rate)
	br.Eval(t, tapJS, nil)
	var ms []float64
	for i := 1; i <= len(first); i++ { // the last tap goes round to the first screen
		d, err := timeTaps(t, br, "#tap")
		if err != nil {
			t.Fatalf("replaying screen %d: %v", i, err)
		}
		if i < len(first) && !first[i] {
			ms = append(ms, d)
		}
	}
	return ms
}

// counterTaps taps the minimal app's counter at the CPU rate.
func counterTaps(t *testing.T, minimal *build, rate float64) []float64 {
	srv, br := minimal.installed(t, t.TempDir())
	defer srv.Kill()
	defer br.Close()
	throttle(t, br, rate)
	return tapCounter(t, br, srv.URL)
}

// TestScreenFloor splits a tap's time between go-app drawing our screens and our own code: the
// taps of a few flows at 4× slowdown in Tableside, in bench/screens through the same screens
// with none of our code, and on the minimal app's counter, in one round. BENCH_FLOWS lists the
// flows, as for TestQuickTaps. It serves `make build`'s output. (BENCH_ONLY=taps runs the
// bench's rounds and judges the goals.)
//
//	go test -tags bench -count=1 -run '^TestScreenFloor$' -v ./bench/
func TestScreenFloor(t *testing.T) {
	root := moduleRoot(t)
	ours, minimal := prepare(t, root)
	r := measureScreenFloor(t, root, ours, minimal, floorRate, flowIDs(), 1)
	var md strings.Builder
	(&report{Floor: r}).floorMarkdown(func(f string, a ...any) { fmt.Fprintf(&md, f, a...) })
	t.Log("\n" + md.String())
}

// The bench's split of a tap: three common rulings at 4× slowdown.
const floorRate = 4

var floorFlows = []string{"claim", "insufficient-bid", "revoke"}

func (r *report) floorMarkdown(p func(string, ...any)) {
	f := r.Floor
	all := f.pooled()
	p("### Our screens without our code, at %g× CPU slowdown\n\n", f.Rate)
	p("| app | p50 | p95 | taps | p50 ÷ counter | p95 ÷ counter |\n|---|---:|---:|---:|---:|---:|\n")
	for _, row := range []struct {
		name string
		ms   []float64
	}{{"Tableside", all.Ours}, {"go-app drawing the same screens (bench/screens)", all.Screens}, {"minimal go-app counter", all.Counter}} {
		p("| %s | %s | %s | %d | %s | %s |\n", row.name, ms(median(row.ms)), ms(pct(row.ms, 95)), len(row.ms),
			ratio(median(row.ms), median(all.Counter)), ratio(pct(row.ms, 95), pct(all.Counter, 95)))
	}
	p("\nTableside ÷ go-app drawing the same screens, all rounds' taps together: p50 %s, p95 %s. The goals\n",
		ratio(median(all.Ours), median(all.Screens)), ratio(pct(all.Ours, 95), pct(all.Screens, 95)))
	p("are judged round by round (the Goals table); this table pools the %d rounds' taps.\n\n", len(f.Rounds))
	p("The paths of %s (up to %d each), tapped in Tableside; each screen's DOM saved (%d screens) and\n",
		strings.Join(f.Flows, ", "), pathsPerFlow, f.ScreensCaptured)
	p("shown again, in the same order, by bench/screens: a go-app app with Tableside's stylesheet and none of\n")
	p("its code, which builds each saved element with `app.Elem`, its attributes and a click handler on what\n")
	p("can be tapped, one screen further per tap of a fixed button. Its taps are what go-app and the browser\n")
	p("take to change our screens' DOM; Tableside's own code (engine, storage, our Render functions) is the\n")
	p("rest. Only taps inside a path count: a path's first screen comes from opening the ruling. Each round\n")
	p("taps Tableside, then the counter, then bench/screens, each freshly installed in its own browser.\n\n")
}
