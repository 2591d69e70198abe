//go:build bench

package bench

import (
	"reflect"
	"testing"
	"time"

	"github.com/chromedp/cdproto/profiler"
	"github.com/chromedp/cdproto/runtime"
)

// A hand-made profile: each sample is put in the first part its stack matches, idle time
// is left out, and a sample lasts until the next one.
func TestSplitProfilePutsEachSampleInTheFirstPartItsStackMatches(t *testing.T) {
	node := func(id int64, fn, url string, children ...int64) *profiler.ProfileNode {
		return &profiler.ProfileNode{ID: id, CallFrame: &runtime.CallFrame{FunctionName: fn, URL: url}, Children: children}
	}
	prof := &profiler.Profile{
		Nodes: []*profiler.ProfileNode{
			node(1, "(root)", "", 2, 7, 8, 9),
			node(2, "github.com_maxence_charriere_go_app_v10_pkg_app.__nodeManager_.Update", "", 3, 5),
			node(3, "tableside_app.__wizard_.answer", "", 4),
			node(4, "tableside_engine_catalog.fillRotation", ""),
			node(5, "runtime.mallocgc", "", 6),
			node(6, "_makeFuncWrapper", "http://x/wasm_exec.js"),
			node(7, "(program)", ""),
			node(8, "(idle)", ""),
			node(9, "runtime.gcBgMarkWorker", ""),
		},
		// The first delta is from the start; each sample's own time is the next delta.
		Samples:    []int64{4, 5, 6, 7, 8, 9, 7},
		TimeDeltas: []int64{0, 1000, 2000, 3000, 4000, 5000, 6000},
	}
	got, self := splitProfile(prof)
	want := map[string]float64{
		"engine (catalog.Answer and Decide)":         1, // under go-app and our wizard, still the engine's
		"go-app: update, diff and DOM":               2 + 3,
		"browser: style, layout, paint (outside JS)": 4,
		"Go runtime (allocation, GC, scheduler)":     6,
	}
	for part, ms := range want {
		if got[part] != ms {
			t.Errorf("%s: %v ms, want %v", part, got[part], ms)
		}
	}
	if self["(program)"] != 4 || self["tableside_engine_catalog.fillRotation"] != 1 {
		t.Errorf("self time %v: want 4 ms of (program) and 1 ms of fillRotation", self)
	}
	if len(got) != len(want) {
		t.Errorf("parts %v, want only %v (idle left out, the last sample has no length)", got, want)
	}
}

// The start-up timeline: samples fall in their window by start time, idle is left out, and a
// sample is labelled by the innermost Tableside or go-app function on its stack.
func TestProfileTimelineLabelsEachWindow(t *testing.T) {
	node := func(id int64, fn string, children ...int64) *profiler.ProfileNode {
		return &profiler.ProfileNode{ID: id, CallFrame: &runtime.CallFrame{FunctionName: fn}, Children: children}
	}
	prof := &profiler.Profile{
		Nodes: []*profiler.ProfileNode{
			node(1, "(root)", 2, 5, 6, 7),
			node(2, "github.com_maxence_charriere_go_app_v10_pkg_app.nodeManager.Update", 3),
			node(3, "tableside_app.__home_.Render", 4),
			node(4, "runtime.mallocgc"),
			node(5, "(program)"),
			node(6, "(idle)"),
			node(7, "start"),
		},
		// samples at 0, 4, 7, 12, 14 and 15 ms; each lasts until the next
		Samples:    []int64{4, 5, 6, 7, 5, 5},
		TimeDeltas: []int64{0, 4000, 3000, 5000, 2000, 1000},
	}
	got := profileTimeline(prof, 10*time.Millisecond)
	want := []window{
		{From: 0, Busy: 7, Top: []string{"tableside_app.__home_.Render 4.0", "(program) 3.0"}},
		{From: 10 * time.Millisecond, Busy: 3, Top: []string{"start 2.0", "(program) 1.0"}},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("timeline\n%+v\nwant\n%+v", got, want)
	}
	if s := shortName("github.com_maxence_charriere_go_app_v10_pkg_app.nodeManager.mountHTML"); s != "app.nodeManager.mountHTML" {
		t.Errorf("shortName: %q", s)
	}
}
