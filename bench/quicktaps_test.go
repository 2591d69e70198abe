//go:build bench

package bench

import (
	"cmp"
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"tableside/engine/catalog"
	"tableside/engine/ruling"
)

// TestQuickTaps times the taps of a few flows at 4× slowdown against the minimal app's counter,
// in a minute or two instead of the whole bench's quarter hour: for trying a change to the tap
// path. It serves `make build`'s output. BENCH_FLOWS lists the flows (default: claim,
// insufficient-bid, revoke); up to 4 paths of each are tapped, as in the full bench.
// BENCH_THINK_MS waits that long on each question before its tap, as a director reading it
// would; the full bench taps at once.
//
//	BENCH_FLOWS=claim,revoke go test -tags bench -count=1 -run '^TestQuickTaps$' -v ./bench/
func TestQuickTaps(t *testing.T) {
	flows := benchFlows(t, flowIDs())
	if n, err := strconv.Atoi(os.Getenv("BENCH_THINK_MS")); err == nil {
		thinkTime = time.Duration(n) * time.Millisecond
		defer func() { thinkTime = 0 }()
	}
	ours, minimal := prepare(t, moduleRoot(t))
	var ms [2][]float64
	type slow struct {
		what string
		ms   float64
	}
	var taps []slow
	srv, br := ours.installed(t, t.TempDir())
	throttle(t, br, 4)
	for _, f := range flows {
		paths, err := f.Paths()
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range spread(paths, pathsPerFlow) {
			got, err := tapPath(t, br, srv.URL, f, p, nil)
			if err != nil {
				t.Errorf("%s (%s): %v", f.ID, p.Describe(), err)
			}
			ms[0] = append(ms[0], got...)
			for k, d := range got {
				taps = append(taps, slow{fmt.Sprintf("%s, answer %d (%s)", f.ID, k+1, p.Session.Answers[k].Step), d})
			}
		}
	}
	br.Close()
	srv.Kill()
	ms[1] = counterTaps(t, minimal, 4)
	slices.SortFunc(taps, func(a, b slow) int { return cmp.Compare(b.ms, a.ms) })
	for _, s := range taps[:min(8, len(taps))] {
		t.Logf("slow tap: %5.1f ms  %s", s.ms, s.what)
	}
	t.Logf("4× slowdown: Tableside p50 %.1f ms, p95 %.1f ms (%d taps); minimal p50 %.1f ms, p95 %.1f ms (%d taps); ours ÷ minimal p50 %.2f, p95 %.2f",
		median(ms[0]), pct(ms[0], 95), len(ms[0]), median(ms[1]), pct(ms[1], 95), len(ms[1]),
		median(ms[0])/median(ms[1]), pct(ms[0], 95)/pct(ms[1], 95))
}

// flowIDs is BENCH_FLOWS, comma-separated flow ids, or three common rulings.
func flowIDs() []string {
	return strings.Split(cmp.Or(os.Getenv("BENCH_FLOWS"), "claim,insufficient-bid,revoke"), ",")
}

// benchFlows looks the flows up in the catalogue.
func benchFlows(t *testing.T, ids []string) []*ruling.Flow {
	var flows []*ruling.Flow
	for _, id := range ids {
		f := catalog.Lookup(id)
		if f == nil {
			t.Fatalf("BENCH_FLOWS: no flow %q", id)
		}
		flows = append(flows, f)
	}
	return flows
}
