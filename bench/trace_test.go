//go:build bench

package bench

import (
	"cmp"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"sync"
	"testing"
	"time"

	"tableside/engine/catalog"

	"github.com/chromedp/cdproto/tracing"
	"github.com/chromedp/chromedp"
)

// TestTapTrace records a Chromium trace of one flow's taps at 4× slowdown (two paths, each on a
// fresh page) and logs the renderer main thread's events by total duration: what the profiler's
// "(program)" is made of (style, layout, paint, lazy wasm compilation, the harness's own input
// events and scripts). It serves `make build`'s output from the tree.
//
//	BENCH_FLOW=claim go test -tags bench -run '^TestTapTrace$' -v ./bench/
func TestTapTrace(t *testing.T) {
	id := os.Getenv("BENCH_FLOW")
	f := catalog.Lookup(id)
	if f == nil {
		t.Skip("set BENCH_FLOW to a flow id")
	}
	root := moduleRoot(t)
	b := &build{Name: "Tableside", Dir: root, Listen: "Tableside ",
		Serve: func(addr string) []string {
			return []string{filepath.Join(root, "bin", "tableside"), "serve", "-addr", addr, "-root", root}
		}}
	srv, br := b.installed(t, t.TempDir())
	defer srv.Kill()
	defer br.Close()
	throttle(t, br, 4)

	var mu sync.Mutex
	var events []json.RawMessage
	done := make(chan struct{})
	chromedp.ListenTarget(br.Ctx, func(ev any) {
		switch e := ev.(type) {
		case *tracing.EventDataCollected:
			mu.Lock()
			for _, v := range e.Value {
				events = append(events, json.RawMessage(v))
			}
			mu.Unlock()
		case *tracing.EventTracingComplete:
			close(done)
		}
	})
	paths, _ := f.Paths()
	var taps int
	for _, p := range spread(paths, 2) {
		if err := openWizard(t, br, srv.URL, f); err != nil {
			t.Fatal(err)
		}
		cats := []string{"devtools.timeline", "v8", "v8.wasm", "blink", "cc", "gpu", "disabled-by-default-devtools.timeline"}
		if err := br.Run(t, 10*time.Second, tracing.Start().WithTransferMode(tracing.TransferModeReportEvents).
			WithTraceConfig(&tracing.TraceConfig{IncludedCategories: cats})); err != nil {
			t.Fatal(err)
		}
		ms, err := tapAnswers(t, br, p, nil)
		if err != nil {
			t.Fatal(err)
		}
		taps += len(ms)
		if err := br.Run(t, 30*time.Second, chromedp.ActionFunc(func(ctx context.Context) error { return tracing.End().Do(ctx) })); err != nil {
			t.Fatal(err)
		}
		<-done
		done = make(chan struct{})
	}
	type ev struct {
		Name string         `json:"name"`
		Ph   string         `json:"ph"`
		Dur  float64        `json:"dur"`
		Pid  int            `json:"pid"`
		Tid  int            `json:"tid"`
		Args map[string]any `json:"args"`
	}
	var all []ev
	main := map[[2]int]bool{}
	for _, raw := range events {
		var e ev
		if json.Unmarshal(raw, &e) == nil {
			all = append(all, e)
			if e.Ph == "M" && e.Name == "thread_name" && e.Args["name"] == "CrRendererMain" {
				main[[2]int{e.Pid, e.Tid}] = true
			}
		}
	}
	sum := map[string]float64{}
	for _, e := range all {
		if e.Ph == "X" && main[[2]int{e.Pid, e.Tid}] {
			sum[e.Name] += e.Dur / 1000
		}
	}
	type kv struct {
		k string
		v float64
	}
	var list []kv
	for k, v := range sum {
		list = append(list, kv{k, v})
	}
	slices.SortFunc(list, func(a, b kv) int { return cmp.Compare(b.v, a.v) })
	t.Logf("%d taps; renderer main thread, total ms per tap by event (nested events counted in each):", taps)
	for _, x := range list[:min(40, len(list))] {
		t.Logf("%8.1f  %s", x.v/float64(taps), x.k)
	}
}
