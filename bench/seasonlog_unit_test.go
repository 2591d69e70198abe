//go:build bench

package bench

import (
	"fmt"
	"strings"
	"testing"
)

// season builds a scenario whose pages each took the given shown times per size.
func season(shown map[int][]float64) []seasonSize {
	var out []seasonSize
	for _, n := range []int{0, 1000, 10000} {
		v, ok := shown[n]
		if !ok {
			continue
		}
		s := seasonSize{Rulings: n, Loads: map[string][]seasonLoad{}}
		for _, p := range seasonPages {
			for _, ms := range v {
				s.Loads[p.Name] = append(s.Loads[p.Name], seasonLoad{Shown: ms})
			}
		}
		out = append(out, s)
	}
	return out
}

// TestSeasonProblemsAtTheLimit: a page at exactly 1.3 × its empty-log time passes, one just
// over fails, and only the size over is named; medians are compared, not single loads.
func TestSeasonProblemsAtTheLimit(t *testing.T) {
	ok := season(map[int][]float64{0: {500, 400, 600}, 1000: {650, 2000, 100}, 10000: {640, 650, 600}})
	if p := seasonProblems(ok); len(p) != 0 {
		t.Errorf("medians 650 and 640 against 500 (at most 1.3): %q", p)
	}
	over := season(map[int][]float64{0: {500, 500, 500}, 1000: {600, 600, 600}, 10000: {651, 651, 651}})
	p := seasonProblems(over)
	if len(p) != len(seasonPages) {
		t.Fatalf("10,000 at 1.302 × on each page: %d problems %q, want %d", len(p), p, len(seasonPages))
	}
	for _, s := range p {
		if !strings.Contains(s, "10,000 rulings") || !strings.Contains(s, "1.30 ×") {
			t.Errorf("problem %q does not name the size and its ratio", s)
		}
	}
}

// TestSeasonProblemsWithoutAnEmptyLog: with no empty log measured the ratio cannot be worked
// out, and the check says so instead of passing.
func TestSeasonProblemsWithoutAnEmptyLog(t *testing.T) {
	p := seasonProblems(season(map[int][]float64{1000: {500}}))
	if len(p) != len(seasonPages) || !strings.Contains(p[0], "no empty log") {
		t.Errorf("problems %q, want one per page saying no empty log was measured", p)
	}
}

// TestSeasonMarkdownRatios: the table shows each size's ratio to the empty log, and none for
// the empty log itself.
func TestSeasonMarkdownRatios(t *testing.T) {
	var b strings.Builder
	seasonMarkdown(func(f string, a ...any) { fmt.Fprintf(&b, f, a...) },
		season(map[int][]float64{0: {500}, 1000: {600}}))
	md := b.String()
	if !strings.Contains(md, "| 1,000 | home, reminders shown | 0.0 (0.0–0.0) | 600 (600–600) | 1.20 |") {
		t.Errorf("no 1.20 ratio for 1,000 rulings on home:\n%s", md)
	}
	if !strings.Contains(md, "| 0 | home, reminders shown | 0.0 (0.0–0.0) | 500 (500–500) | — |") {
		t.Errorf("the empty log's row should have no ratio:\n%s", md)
	}
}
