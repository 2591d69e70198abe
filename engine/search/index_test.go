package search_test

import (
	"testing"

	"tableside/engine/catalog"
	"tableside/engine/search"
)

// Nothing matches well: the page still offers three rulings, the nearest in letters first.
func TestClosestAlwaysGivesThreeRulings(t *testing.T) {
	ix := fullIndex(t)
	for _, tc := range []struct{ query, first string }{
		{"the cat sat on the mat", ""},
		{"xyzzy", ""},
		{"reenegg", "revoke"}, // too far from "renege" for a typo, near in letters
		{"", ""},
	} {
		got := ix.Closest(tc.query, ix.Search(tc.query), 3)
		if len(got) != 3 {
			t.Fatalf("%q: %d rulings, want 3", tc.query, len(got))
		}
		for _, id := range got {
			if catalog.Lookup(id) == nil {
				t.Errorf("%q: %q is not a ruling", tc.query, id)
			}
		}
		if tc.first != "" && got[0] != tc.first {
			t.Errorf("%q: closest %v, want %s first", tc.query, got, tc.first)
		}
	}
}

func TestWeakAndTop(t *testing.T) {
	ix := fullIndex(t)
	for _, q := range []string{"the cat sat on the mat", "xyzzy", ""} {
		if !search.Weak(ix.Search(q)) {
			t.Errorf("%q matches well", q)
		}
	}
	for _, q := range []string{"revoked twice", "my partner hesitated", "revo"} { // "revo" is being typed
		hits := ix.Search(q)
		if search.Weak(hits) || hits[0].Key != "revoke" && q != "my partner hesitated" {
			t.Errorf("%q: weak %v, first %v", q, search.Weak(hits), hits[:min(1, len(hits))])
		}
	}
	hits := ix.Search("revoke")
	top := search.Top(hits, 5)
	if len(top) == 0 || len(top) > 5 || top[0] != hits[0] {
		t.Fatalf("Top gave %d hits", len(top))
	}
	for _, h := range top {
		if h.Score < top[0].Score/4 {
			t.Errorf("%s scores %.1f, under a quarter of the best %.1f", h.Key, h.Score, top[0].Score)
		}
	}
}
