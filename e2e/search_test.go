//go:build !wasm

package e2e

import (
	"fmt"
	"testing"
	"time"
)

// firstResult is the first result the home search lists once it shows the results for q: the
// ruling's id (data-flow) or the reference section's (data-section).
const firstResultJS = `(() => {
  const r = document.querySelector('#search-results');
  if (!r || r.dataset.query !== %q) return '';
  const a = r.querySelector('a.search-result');
  return a ? (a.dataset.flow || a.dataset.section) : '';
})()`

// TestSearchSentenceFindsTheRulingFirst types what players say, as whole sentences with seats,
// typos and calls, into the home search, a key at a time, and sees the ruling a director wants
// listed first (issue 29).
func TestSearchSentenceFindsTheRulingFirst(t *testing.T) {
	_, b := startApp(t, "/")
	for _, tc := range []struct{ query, first string }{
		{"they hesitated and partner bid on", "unauthorized-information"},
		{"east led out of turn after the auction", "opening-lead-out-of-turn"},
		{"South revoked", "revoke"},
		{"insufficent bid", "insufficient-bid"},
		{"1H over 1S", "insufficient-bid"},
		{"Law 64", "law-64"},
	} {
		homeSearch(t, b, tc.query)
		js := fmt.Sprintf(firstResultJS, tc.query)
		if err := b.WaitTrue(t, js+` !== ''`, 10*time.Second); err != nil {
			t.Fatalf("%q: no results: %v", tc.query, err)
		}
		var first string
		b.Eval(t, js, &first)
		if first != tc.first {
			t.Errorf("%q: first result %q, want %q", tc.query, first, tc.first)
		}
		if tc.query == "South revoked" { // the results as a director sees them, phone and tablet
			b.Screenshot(t, "search-sentence-390x844", 390, 844)
			b.Screenshot(t, "search-sentence-768x1024", 768, 1024)
			b.ResetViewport(t)
		}
	}
}

// TestSearchNothingMatchesWell: a query nothing matches well still gets a page: it says so,
// offers the three closest rulings, and a link that takes the director to the categories.
func TestSearchNothingMatchesWell(t *testing.T) {
	_, b := startApp(t, "/")
	homeSearch(t, b, "the cat sat on the mat")
	b.WaitText(t, "#search-results .search-empty", "Nothing in the rulings or the reference matches “the cat sat on the mat” well")
	if n := b.Count(t, "#search-results .search-list a.search-result[data-flow]"); n != 3 {
		t.Errorf("%d closest rulings listed, want 3", n)
	}
	b.Screenshot(t, "search-nothing-390x844", 390, 844)
	b.ResetViewport(t)
	b.Click(t, "#search-browse")
	if err := b.WaitTrue(t, `(() => { const h = document.querySelector('#categories-title').parentElement.getBoundingClientRect(); return h.top > -5 && h.top < 150; })()`, 10*time.Second); err != nil {
		t.Errorf("the categories are not at the top of the screen after “Browse by category”: %v", err)
	}
	if err := b.WaitTrue(t, `location.pathname === "/"`, 10*time.Second); err != nil {
		t.Errorf("“Browse by category” left the home: %v", err)
	}
}
