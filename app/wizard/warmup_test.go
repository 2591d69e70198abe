package wizard

import (
	"testing"

	"tableside/engine/catalog"
	"tableside/engine/ruling"
)

// The warm-up runs each ruling's Common path to its outcome, building every screen on it: a
// path that stopped short would leave the later taps' code to be compiled during the taps.
func TestWarmUpWalksEveryRulingsCommonPathToItsOutcome(t *testing.T) {
	for _, f := range catalog.Flows() {
		w := newCommonWalk(f, ruling.Context{}) // the warm-up takes one step per idle period
		for w.step() {
		}
		if !w.outcome {
			t.Errorf("%s: the warm-up stopped after %d screens, before the outcome", f.ID, w.screens)
		}
		if want := len(f.Common) + 1; w.screens != want {
			t.Errorf("%s: %d screens built, want %d (each question of the Common path and the outcome)", f.ID, w.screens, want)
		}
	}
}
