//go:build bench

package bench

import (
	"cmp"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"tableside/e2e"

	"github.com/chromedp/cdproto/profiler"
)

// TestStartProfile is where the installed app's start goes: the "relaunch offline" load of the
// bench (the server killed, Chromium closed and started again on the same profile, the home
// page from the service worker) with the V8 sampling profiler on from before the navigation
// until the wasm client's first render. It logs the parts, as the tap profile splits them, the
// functions with the most self time, and a timeline: what kept the page busy in each 50 ms
// (the loader, the Go runtime's set-up, our packages' init, the first render and mount, our
// pages' OnMount). Not part of make bench; it serves make build's output:
//
//	go test -tags bench -count=1 -run '^TestStartProfile$' -v ./bench/
func TestStartProfile(t *testing.T) {
	b := namedBuild(t, moduleRoot(t), "start-profile")
	profile := t.TempDir()
	srv, br := b.installed(t, profile)
	srv.Kill()
	br.Close()

	br = e2e.NewBrowser(t, profile)
	defer br.Close()
	if err := br.Run(t, 10*time.Second, profiler.Enable(), profiler.SetSamplingInterval(200), profiler.Start()); err != nil {
		t.Fatal(err)
	}
	l := measure(t, br, srv.URL+"/")
	prof := stopProfiler(t, br)
	parts, self := splitProfile(prof)
	t.Logf("relaunch offline: first contentful paint %.0f ms, wasm client interactive %.0f ms", l.FCP, l.Ready)
	t.Logf("busy ms by part, from the navigation to a moment after the first render:")
	for _, p := range profileParts {
		t.Logf("%8.1f  %s", parts[p.Name], p.Name)
	}
	t.Logf("%8.1f  %s", parts[otherJS], otherJS)
	logHotFunctions(t, self, 30)
	t.Logf("busy ms per %v window from the profile's start, and what took most of it:", startWindow)
	for _, w := range profileTimeline(prof, startWindow) {
		t.Logf("%6d ms %5.1f  %s", w.From.Milliseconds(), w.Busy, strings.Join(w.Top, " · "))
	}
}

// startWindow is the width of the start-up timeline's windows.
const startWindow = 50 * time.Millisecond

// window is one stretch of a profile's timeline: its busy time (ms) and the labels that took
// most of it, with their ms.
type window struct {
	From time.Duration
	Busy float64
	Top  []string
}

// profileTimeline cuts a profile into windows of the given width. A sample is labelled by the
// innermost Tableside or go-app function on its stack (so a Render, an init or go-app's mount
// shows, not the allocator under it), or by its top function when no such function is on it
// ("(program)": the browser's own work; "start": go-app's loader).
func profileTimeline(prof *profiler.Profile, width time.Duration) []window {
	byWindow := map[int]map[string]float64{}
	last := 0
	eachBusySample(prof, func(at, ms float64, stack []string) {
		label := stack[len(stack)-1]
		for j := len(stack) - 1; j >= 0; j-- {
			if strings.HasPrefix(stack[j], "tableside_") || strings.Contains(stack[j], "go_app") {
				label = stack[j]
				break
			}
		}
		k := int(at / float64(width.Microseconds()))
		if byWindow[k] == nil {
			byWindow[k] = map[string]float64{}
		}
		byWindow[k][label] += ms
		last = max(last, k)
	})
	var out []window
	for k := 0; k <= last; k++ {
		w := window{From: time.Duration(k) * width}
		type labelMs struct {
			label string
			ms    float64
		}
		var labels []labelMs
		for l, ms := range byWindow[k] {
			w.Busy += ms
			labels = append(labels, labelMs{l, ms})
		}
		slices.SortFunc(labels, func(a, b labelMs) int {
			return cmp.Or(cmp.Compare(b.ms, a.ms), cmp.Compare(a.label, b.label))
		})
		for _, l := range labels[:min(3, len(labels))] {
			w.Top = append(w.Top, fmt.Sprintf("%s %.1f", shortName(l.label), l.ms))
		}
		out = append(out, w)
	}
	return out
}

// shortName drops the module path from a Go function's wasm name:
// "github.com_maxence_charriere_go_app_v10_pkg_app.nodeManager.mountHTML" → "app.nodeManager.mountHTML".
func shortName(fn string) string {
	if i := strings.LastIndex(fn, "_pkg_"); i >= 0 {
		return fn[i+len("_pkg_"):]
	}
	return fn
}
