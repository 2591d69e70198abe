package dd

import (
	"os"
	"strconv"
	"testing"
	"time"
)

// TestProbeDeals prints nodes and time per table on a fixed set of reference deals (the
// deals at DDS's 5th, 15th, ..., 95th percentile of time), to compare changes to the
// search: nodes do not depend on the machine's load, times do. Run with DD_PROBE=1;
// DD_PROBE_FIRST=n stops after the n quickest of them, for a rough first look.
func TestProbeDeals(t *testing.T) {
	if os.Getenv("DD_PROBE") == "" {
		t.Skip("set DD_PROBE=1")
	}
	ref := loadReference(t)
	tables := byDDSTime(ref)
	var totalNodes int64
	var total time.Duration
	first, _ := strconv.Atoi(os.Getenv("DD_PROBE_FIRST"))
	for q := 5; q < 100; q += 10 {
		if first > 0 && q/10 >= first {
			break
		}
		r := tables[q*len(tables)/100]
		ts, err := NewTableSolver(mustDeal(t, r.Deal), 0)
		if err != nil {
			t.Fatal(err)
		}
		start := time.Now()
		for !ts.Step(0) {
		}
		el := time.Since(start)
		compareTable(t, r, ts.Table())
		totalNodes += ts.Nodes
		total += el
		t.Logf("deal %3d (DDS %6.1f ms): %10d nodes %9.1f ms", r.ID, r.MS, ts.Nodes, float64(el.Microseconds())/1000)
	}
	t.Logf("total: %d nodes, %.1f ms", totalNodes, float64(total.Microseconds())/1000)
}
