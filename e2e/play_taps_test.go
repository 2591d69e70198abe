//go:build !wasm

package e2e

import (
	"testing"

	"tableside/engine/catalog"
	"tableside/engine/ruling"
)

// Issue 11's bar for the new play rulings, counted without a browser as TestCommonRulingsTakeFourTapsOrFewer
// does: each common ruling takes four taps or fewer after choosing the ruling. The claim checklist
// and the claim's scoring (contract, tricks, vulnerability) are counted separately, as the issue
// allows, each within its own budget.
func TestPlayRulingsCommonTaps(t *testing.T) {
	type budget struct{ checklist, scoring int }
	for id, want := range map[string]budget{
		"claim": {checklist: 5, scoring: 6},
	} {
		s, err := catalog.Start(id, ruling.Context{})
		if err != nil {
			t.Fatal(err)
		}
		checklist, scoring := 0, 0
		for _, a := range catalog.Lookup(id).Common {
			st, err := catalog.Decide(s)
			if err != nil || st.Step == nil {
				t.Fatalf("%s: the Common path ends before %s (%v)", id, a, err)
			}
			n := len(AnswerSelectors(st.Step, a))
			switch st.Step.Kind {
			case ruling.ChoiceKind:
				if scoring == 0 {
					checklist += n
				} else {
					scoring += n
				}
			default:
				scoring += n
			}
			if s, err = catalog.Answer(s, a); err != nil {
				t.Fatal(err)
			}
		}
		t.Logf("%s: %d taps of checklist, %d of scoring", id, checklist, scoring)
		if checklist > want.checklist || scoring > want.scoring {
			t.Errorf("%s: %d checklist and %d scoring taps, the budget is %d and %d", id, checklist, scoring, want.checklist, want.scoring)
		}
	}
}
