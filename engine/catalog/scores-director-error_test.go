package catalog

import (
	"strings"
	"testing"

	"tableside/engine/bridge"
	"tableside/engine/law"
	"tableside/engine/ruling"
)

// Law 82C as the Polish federation publishes the 2017 text (pzbs.pl, 2017 Law 82): when the
// director finds a ruling was wrong and no rectification lets the board be scored normally, the
// director adjusts the score treating both sides as non-offending. Law 12A3 (pzbs.pl, 2017
// Law 12) allows an adjusted score after an incorrect rectification. Law 12C2's averages are
// the one rule's (law.Regulation.Artificial). Every test here failed before the ruling
// existed: Start refused the unknown flow.

func TestDirectorErrorRulings(t *testing.T) {
	checkOutcomes(t, "director-error", []outcomeCase{
		{name: "the wrong ruling can still be put right: correct it and play on, no adjusted score",
			answers: picks("yes"), ending: "put-right", laws: []law.Ref{law.L(82, "A")},
			check: func(t *testing.T, o *ruling.Outcome) {
				if o.Adjustment != nil {
					t.Errorf("a board that can be scored normally was adjusted: %+v", o.Adjustment)
				}
			}},
		{name: "spoilt board, no likely result, pairs: average plus to both sides",
			answers: DirectorError.Common, ending: "averages", laws: []law.Ref{law.L(82, "C"), law.L(12, "C2")},
			check: func(t *testing.T, o *ruling.Outcome) {
				checkArtificialValues(t, o, "60% or the session percentage", "60% or the session percentage")
			}},
		{name: "spoilt board, no likely result, teams: +3 IMPs to both sides",
			answers: picks("no", "no", "teams"), ending: "averages", laws: []law.Ref{law.L(82, "C")},
			check: func(t *testing.T, o *ruling.Outcome) {
				checkArtificialValues(t, o, "+3 IMPs or the session average", "+3 IMPs or the session average")
			}},
	})
	checkCommonTaps(t, DirectorError, 4)
}

// Both sides are non-offending under every body's rule: average plus each, never a minus.
func TestDirectorErrorAveragePlusUnderEveryBody(t *testing.T) {
	for _, body := range []law.Body{law.ACBL, law.EBU, law.ABF, law.WBF} {
		o := outcomeOf(t, "director-error", ruling.Context{Body: body}, DirectorError.Common...)
		if o.Body != body {
			t.Errorf("%v: the ruling used %v's options", body, o.Body)
		}
		if len(o.Workings) != 2 {
			t.Errorf("%v: %d workings, want one for each side: %v", body, len(o.Workings), o.Workings)
		}
		for _, w := range o.Workings {
			if !strings.Contains(w.Label, "not at fault") || !strings.HasPrefix(w.Value, "60%") {
				t.Errorf("%v: %s", body, w)
			}
		}
	}
}

// TestDirectorErrorAssignsEachSideItsOwnScore: each side's likely results are weighed in its own
// favour, so the two scores differ. Board 1, nobody vulnerable: North-South 70% of 4♠ making
// (+420) and 30% one down (−50) is +279 in points; East-West's 50%/50% is +185 for North-South.
func TestDirectorErrorAssignsEachSideItsOwnScore(t *testing.T) {
	s4 := bridge.Contract{Level: 4, Strain: bridge.SpadesStrain, Declarer: bridge.South}
	ns := ruling.WeightedAnswer(ruling.Weighted{Contract: s4, Tricks: 10, Weight: 70}, ruling.Weighted{Contract: s4, Tricks: 9, Weight: 30})
	ew := ruling.WeightedAnswer(ruling.Weighted{Contract: s4, Tricks: 10, Weight: 50}, ruling.Weighted{Contract: s4, Tricks: 9, Weight: 50})
	o := outcomeOf(t, "director-error", ruling.Context{Board: 1}, ruling.Pick("no"), ruling.Pick("yes"), ns, ew)
	if o.ID != "assigned" || o.Adjustment == nil || o.Adjustment.Artificial {
		t.Fatalf("ending %s, adjustment %+v", o.ID, o.Adjustment)
	}
	var weighted []string
	for _, w := range o.Workings {
		if strings.Contains(w.Label, "weighted points") {
			weighted = append(weighted, w.Label+" "+w.Value)
		}
	}
	if len(weighted) != 2 || !strings.HasPrefix(weighted[0], "North-South") || !strings.Contains(weighted[0], "+279") ||
		!strings.HasPrefix(weighted[1], "East-West") || !strings.Contains(weighted[1], "+185") {
		t.Errorf("each side's weighted points: %v", weighted)
	}
	if !strings.Contains(o.Adjustment.Text, "differently for each side") {
		t.Errorf("the table is not told the scores differ: %q", o.Adjustment.Text)
	}
	if !citesLaw(o, law.L(82, "C")) {
		t.Errorf("Law 82C not cited: %v", o.AllLaws())
	}
}
