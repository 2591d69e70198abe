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

// screenFloor is the taps of one run at one CPU rate: Tableside's along the paths, bench/screens's
// through the same screens, and the minimal app's counter (which the caller measures).
type screenFloor struct {
	Rate                   float64
	Flows                  []string
	Ours, Screens, Minimal []float64
	ScreensCaptured        int
}

// measureScreenFloor taps the flows' paths in Tableside (up to pathsPerFlow each) and saves each
// screen, then taps bench/screens through the same screens, both at the CPU rate. The screens are captured at 1× in a pass of their own, so the capture is not in
// the timed taps.
func measureScreenFloor(t *testing.T, root string, ours *build, rate float64, ids []string) screenFloor {
	dir := filepath.Join(root, "build", "bench", "screens")
	if err := os.RemoveAll(dir); err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{"icon-192.png", "icon-512.png", "icon.svg", "app.css"} {
		copyFile(t, filepath.Join(ours.Dir, "web", f), filepath.Join(dir, "web", f), 0o644)
	}

	res := screenFloor{Rate: rate, Flows: ids}
	var screens []json.RawMessage
	var first []bool // first[i]: screen i opens a path, so reaching it is not a tap
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
			throttle(t, br, rate)
			ms, err := tapPath(t, br, srv.URL, f, p, nil)
			if err != nil {
				t.Fatalf("%s (%s) at %g×: %v", f.ID, p.Describe(), rate, err)
			}
			res.Ours = append(res.Ours, ms...)
			throttle(t, br, 1)
		}
	}
	br.Close()
	srv.Kill()
	res.ScreensCaptured = len(screens)
	b, err := json.Marshal(screens)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "web", "screens.json"), b, 0o644); err != nil {
		t.Fatal(err)
	}

	replay := baselineBuild(t, root, dir, "go-app drawing our screens", "./bench/screens", "screens ")
	srv, br = replay.installed(t, t.TempDir())
	throttle(t, br, rate)
	br.Eval(t, tapJS, nil)
	for i := 1; i <= len(screens); i++ { // the last tap goes round to the first screen
		ms, err := timeTaps(t, br, "#tap")
		if err != nil {
			t.Fatalf("replaying screen %d: %v", i, err)
		}
		if i < len(screens) && !first[i] {
			res.Screens = append(res.Screens, ms)
		}
	}
	br.Close()
	srv.Kill()

	return res
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
// with none of our code, and on the minimal app's counter. BENCH_FLOWS lists the flows, as for
// TestQuickTaps. It serves `make build`'s output.
//
//	go test -tags bench -count=1 -run '^TestScreenFloor$' -v ./bench/
func TestScreenFloor(t *testing.T) {
	root := moduleRoot(t)
	ours, minimal := prepare(t, root)
	r := measureScreenFloor(t, root, ours, floorRate, flowIDs())
	r.Minimal = counterTaps(t, minimal, floorRate)
	var md strings.Builder
	(&report{Floor: r}).floorMarkdown(func(f string, a ...any) { fmt.Fprintf(&md, f, a...) })
	t.Log("\n" + md.String())
}

// The bench's split of a tap: three common rulings at 4× slowdown.
const floorRate = 4

var floorFlows = []string{"claim", "insufficient-bid", "revoke"}

func (r *report) floorMarkdown(p func(string, ...any)) {
	f := r.Floor
	p("### Our screens without our code, at %g× CPU slowdown\n\n", f.Rate)
	p("| app | p50 | p95 | taps | p50 ÷ counter | p95 ÷ counter |\n|---|---:|---:|---:|---:|---:|\n")
	for _, row := range []struct {
		name string
		ms   []float64
	}{{"Tableside", f.Ours}, {"go-app drawing the same screens (bench/screens)", f.Screens}, {"minimal go-app counter", f.Minimal}} {
		p("| %s | %s | %s | %d | %s | %s |\n", row.name, ms(median(row.ms)), ms(pct(row.ms, 95)), len(row.ms),
			ratio(median(row.ms), median(f.Minimal)), ratio(pct(row.ms, 95), pct(f.Minimal, 95)))
	}
	p("\nTableside ÷ go-app drawing the same screens: p50 %s, p95 %s.\n\n",
		ratio(median(f.Ours), median(f.Screens)), ratio(pct(f.Ours, 95), pct(f.Screens, 95)))
	p("The paths of %s (up to %d each), tapped in Tableside; each screen's DOM saved (%d screens) and\n",
		strings.Join(f.Flows, ", "), pathsPerFlow, f.ScreensCaptured)
	p("shown again, in the same order, by bench/screens: a go-app app with Tableside's stylesheet and none of\n")
	p("its code, which builds each saved element with `app.Elem`, its attributes and a click handler on what\n")
	p("can be tapped, one screen further per tap of a fixed button. Its taps are what go-app and the browser\n")
	p("take to change our screens' DOM; Tableside's own code (engine, storage, our Render functions) is the\n")
	p("rest. Only taps inside a path count: a path's first screen comes from opening the ruling.\n\n")
}
