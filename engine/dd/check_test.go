package dd

import (
	"os"
	"slices"
	"strconv"
	"testing"
	"time"
)

// TestAllReferenceTables checks every reference table and prints this solver's time per
// table beside DDS's. It runs only under make dd-check (DD_CHECK=1); DD_CHECK=n checks the
// first n deals of the file.
func TestAllReferenceTables(t *testing.T) {
	n, _ := strconv.Atoi(os.Getenv("DD_CHECK"))
	if n <= 0 {
		t.Skip("set DD_CHECK=1 (all tables) or DD_CHECK=n (the first n), as make dd-check does")
	}
	ref := loadReference(t)
	tables := ref.Tables
	if n > 1 && n < len(tables) {
		tables = tables[:n]
	}
	var ours, dds []float64
	for _, r := range tables {
		start := time.Now()
		checkTable(t, r)
		ms := float64(time.Since(start).Microseconds()) / 1000
		ours, dds = append(ours, ms), append(dds, r.MS)
		t.Logf("deal %3d: %8.1f ms (DDS %7.1f ms)", r.ID, ms, r.MS)
	}
	t.Logf("%d tables checked; ms per full table, this solver vs DDS (DDS's from the reference file, another run):", len(tables))
	t.Logf("  median %8.1f vs %7.1f", quantile(ours, 0.5), quantile(dds, 0.5))
	t.Logf("  p90    %8.1f vs %7.1f", quantile(ours, 0.9), quantile(dds, 0.9))
	t.Logf("  max    %8.1f vs %7.1f", quantile(ours, 1), quantile(dds, 1))
}

// quantile returns the q-quantile of xs by nearest rank.
func quantile(xs []float64, q float64) float64 {
	s := slices.Clone(xs)
	slices.Sort(s)
	i := int(q*float64(len(s))+0.5) - 1
	return s[min(max(i, 0), len(s)-1)]
}

// BenchmarkTable solves the full tables of two reference deals that DDS finds quick: its
// quickest, and the one at its 10th percentile.
func BenchmarkTable(b *testing.B) {
	tables := byDDSTime(loadReference(b))
	for _, pick := range []struct {
		name string
		r    refTable
	}{{"quickest", tables[0]}, {"p10", tables[20]}} {
		d := mustDeal(b, pick.r.Deal)
		b.Run(pick.name, func(b *testing.B) {
			for b.Loop() {
				if _, err := SolveTable(d); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(pick.r.MS, "dds-ms")
		})
	}
}

// BenchmarkEndPositions solves all 300 reference end positions, each with a fresh solver.
func BenchmarkEndPositions(b *testing.B) {
	ref := loadReference(b)
	var ps []Position
	for _, r := range ref.EndPositions {
		ps = append(ps, r.position(b))
	}
	for b.Loop() {
		for _, p := range ps {
			if _, err := Tricks(p); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(b.Elapsed().Microseconds())/float64(b.N*len(ps)), "us/position")
}

// TestPositionTimes prints the time per reference end position by cards a hand, beside
// DDS's isolated times. Under make dd-check only.
func TestPositionTimes(t *testing.T) {
	if os.Getenv("DD_CHECK") == "" {
		t.Skip("run by make dd-check")
	}
	ref := loadReference(t)
	ours, dds := map[int][]float64{}, map[int][]float64{}
	for _, r := range ref.EndPositions {
		p := r.position(t)
		start := time.Now()
		if _, err := Tricks(p); err != nil {
			t.Fatal(err)
		}
		ours[r.K] = append(ours[r.K], float64(time.Since(start).Nanoseconds())/1000)
		dds[r.K] = append(dds[r.K], r.US)
	}
	for k := 1; k <= 8; k++ {
		t.Logf("k=%d: median %7.1f µs, max %8.1f µs (DDS median %6.1f, max %7.1f)", k,
			quantile(ours[k], 0.5), quantile(ours[k], 1), quantile(dds[k], 0.5), quantile(dds[k], 1))
	}
}
