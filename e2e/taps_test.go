//go:build !wasm

package e2e

import (
	"testing"

	"tableside/engine/catalog"
	"tableside/engine/ruling"
)

// commonTaps walks a flow's Common path from a fresh wizard and counts the taps of each answer,
// split at the step named scoringFrom (none when it is empty): taps before it, and from it on.
// A whole auction entered in the bidding box is the calculator's input and counts as one tap
// (its own taps are logged).
func commonTaps(t *testing.T, id, scoringFrom string) (before, after int) {
	t.Helper()
	s, err := catalog.Start(id, ruling.Context{})
	if err != nil {
		t.Fatal(err)
	}
	scoring := false
	for _, a := range catalog.Lookup(id).Common {
		st, err := catalog.Decide(s)
		if err != nil || st.Step == nil {
			t.Fatalf("%s: the Common path ends before %s (%v)", id, a, err)
		}
		scoring = scoring || (scoringFrom != "" && st.Step.ID == scoringFrom)
		n := len(AnswerSelectors(st.Step, a))
		if a.Kind == ruling.AuctionKind {
			t.Logf("%s: the auction entry takes %d taps: %s", id, n, a)
			n = 1
		}
		if scoring {
			after += n
		} else {
			before += n
		}
		if s, err = catalog.Answer(s, a); err != nil {
			t.Fatal(err)
		}
	}
	return before, after
}
