//go:build !wasm

package e2e

import (
	"testing"

	"tableside/engine/catalog"
	"tableside/engine/ruling"
)

// commonTaps walks a flow's Common path from a fresh wizard and counts the taps of each answer,
// split at the step named scoringFrom (none when it is empty): taps before it, and from it on.
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

// Issue 11's bar for the new play rulings, counted without a browser as
// TestCommonRulingsTakeFourTapsOrFewer does: each common ruling takes four taps or fewer after
// choosing the ruling. The claim is a checklist worked through one question at a time and then
// scored (contract, tricks, vulnerability): the issue lets it report those taps separately, and
// each part keeps its own budget.
func TestPlayRulingsCommonTaps(t *testing.T) {
	for _, id := range []string{"defective-trick", "simultaneous-plays", "dummy-rights", "card-played"} {
		taps, _ := commonTaps(t, id, "")
		t.Logf("%s: %d taps", id, taps)
		if taps > 4 {
			t.Errorf("%s: the common ruling takes %d taps, the budget is 4", id, taps)
		}
	}
	checklist, scoring := commonTaps(t, "claim", "result")
	t.Logf("claim: %d taps of checklist, %d of scoring", checklist, scoring)
	if checklist > 5 || scoring > 6 {
		t.Errorf("claim: %d checklist and %d scoring taps, the budget is 5 and 6", checklist, scoring)
	}
}
