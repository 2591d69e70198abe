//go:build bench

package bench

import (
	"fmt"
	"strings"
	"testing"
)

// TestWasmReportMarkdown renders a made-up full report: every table row must
// have as many cells as its header, the p95 ratio included, and an over-budget
// app.wasm must say so in the Size section.
func TestWasmReportMarkdown(t *testing.T) {
	l := func() *loads {
		x := &loads{FCP: map[string][]float64{}, Ready: map[string][]float64{}, Transfer: []transfer{{Total: 10, Wasm: 8}}}
		for _, s := range scenarios {
			x.add(s, load{FCP: 100, Ready: 200})
		}
		return x
	}
	r := &report{
		Runs:   1,
		Size:   [2]sizes{{Raw: 3_000_000, Gzip: 2_600_000, Brotli: brotliCeiling + 1}, {Raw: 200, Gzip: 150, Brotli: 100}},
		Code:   []wasmSplit{{Code: 100, Data: 150, Other: 50, ByPkg: map[pkgLabel]int{{"tableside/app", groupOurs}: 60}}, {Code: 40, Data: 150, Other: 10}},
		Load:   []*loads{l(), l()},
		Taps:   []flowTaps{{Flow: "revoke", Paths: 2, Shortest: 1, Typical: 2, Longest: 3}},
		Engine: []engineResult{{Name: "BenchmarkX", Metrics: map[string]string{"ns/op": "1"}}},
		Goals:  []goal{{Name: "a goal", Limit: 1.5, Rounds: []float64{1, 2, 1}}, {Name: "one round", Limit: 1, Rounds: []float64{1}}},
	}
	for range cpuRates {
		r.Interaction.Ms[0] = append(r.Interaction.Ms[0], []float64{10, 20, 40})
		r.Interaction.Ms[1] = append(r.Interaction.Ms[1], []float64{10, 10, 20})
	}
	md := r.markdown()
	if !strings.Contains(md, "| p50 ours ÷ minimal | p95 ours ÷ minimal |") || !strings.Contains(md, "| 2.00 | 2.00 |") {
		t.Errorf("no p95 ratio in the Interaction table:\n%s", md)
	}
	if !strings.Contains(md, "**Over a ceiling**") || !strings.Contains(md, "over its ceiling of 2,300,000 by 1") {
		t.Errorf("2,300,001 bytes not reported over the ceiling:\n%s", md)
	}
	cells := 0
	for _, line := range strings.Split(md, "\n") {
		if !strings.HasPrefix(line, "|") {
			cells = 0
			continue
		}
		n := strings.Count(line, "|")
		if cells == 0 {
			cells = n
		} else if n != cells {
			t.Errorf("%d cells, header has %d: %s", n-1, cells-1, line)
		}
	}

	if !strings.HasPrefix(md[strings.Index(md, "## "):], "## Goals") {
		t.Errorf("the Goals table is not the report's first section:\n%s", md)
	}

	r.SizeOnly, r.Load = true, nil
	md = r.markdown()
	if strings.Contains(md, "## 2.") || !strings.Contains(md, "### Code by package") {
		t.Errorf("size-only report:\n%s", md)
	}
}

// TestHeadroomMarkdown: the allowance is the ceiling less the bench's minimal app; each part's
// share is of that.
func TestHeadroomMarkdown(t *testing.T) {
	r := &report{
		Size: [2]sizes{{Brotli: 2_299_500}, {Brotli: brotliCeiling - 1000}}, // allowance 1,000
		// engine +500; 10 calls at (4,600 − 4,000) / 300 = 2 bytes
		Headroom: &headroom{Minimal: sizes{Brotli: 3900}, Engine: sizes{Brotli: 4400},
			Builder: sizes{Brotli: 4600}, Data: sizes{Brotli: 4000}, Elements: 300, AppCalls: 10},
	}
	var b strings.Builder
	r.headroomMarkdown(func(f string, a ...any) { fmt.Fprintf(&b, f, a...) })
	md := b.String()
	for _, want := range []string{"allows 1,000 bytes", "| +500 | 50% |",
		"| the pages' 10 go-app element calls (app.Div(), app.Button()…), at 2 bytes each | ≈ +20 | 2% |",
		"| both | ≈ +520 | 52% |"} {
		if !strings.Contains(md, want) {
			t.Errorf("the headroom table lacks %q:\n%s", want, md)
		}
	}
}
