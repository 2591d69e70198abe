package search_test

import (
	"os"
	"testing"
)

// TestExplain prints the ranking of SEARCH_EXPLAIN, for tuning by hand.
func TestExplain(t *testing.T) {
	q := os.Getenv("SEARCH_EXPLAIN")
	if q == "" {
		t.Skip("set SEARCH_EXPLAIN to a query")
	}
	for i, h := range fullIndex(t).Search(q) {
		if i < 8 {
			t.Logf("%-40s %6.2f %.2f", h.Key, h.Score, h.Match)
		}
	}
}
