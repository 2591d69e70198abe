package catalog

import (
	"slices"
	"tableside/engine/bridge"
	"testing"

	"tableside/engine/law"
	"tableside/engine/ruling"
)

// citesLaw reports whether the outcome cites r, in its own Laws or in any of its parts.
func citesLaw(o *ruling.Outcome, r law.Ref) bool { return slices.Contains(o.AllLaws(), r) }

// outcomeOf walks a registered flow from its start with the answers and returns the outcome,
// failing the test if an answer is refused or the answers stop short of an outcome.
func outcomeOf(t *testing.T, flowID string, ctx ruling.Context, answers ...ruling.Answer) *ruling.Outcome {
	t.Helper()
	s, err := Start(flowID, ctx)
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range answers {
		s = mustAnswer(t, seatTheOffender(t, s, a), a)
	}
	st, err := Decide(s)
	if err != nil {
		t.Fatal(err)
	}
	if !st.Done() {
		t.Fatalf("%s: no outcome after %d answers; next question %q", flowID, len(answers), st.Step.ID)
	}
	return st.Outcome
}

// testOffender is where the player at fault sits when a test does not say.
const testOffender = bridge.East

// seatTheOffender answers the question "who did it?" with testOffender when the flow asks it
// next and the test's next answer is not a seat: a table of answers written for the questions
// about what happened then reads as the director taps it, seat first.
func seatTheOffender(t *testing.T, s ruling.Session, next ruling.Answer) ruling.Session {
	t.Helper()
	st, err := Decide(s)
	if err != nil || st.Done() || st.Step.ID != offenderSeatStepID || next.Kind == ruling.SeatKind {
		return s
	}
	return mustAnswer(t, s, ruling.SeatAnswer(testOffender))
}

func mustAnswer(t *testing.T, s ruling.Session, a ruling.Answer) ruling.Session {
	t.Helper()
	next, err := Answer(s, a)
	if err != nil {
		t.Fatalf("answer %v: %v", a, err)
	}
	return next
}

// sameParty compares who a party is (role and seat), not how the script names them.
func sameParty(got, want ruling.Party) bool { return got.Role == want.Role && got.Seat == want.Seat }

// checkCommonTaps walks the flow's Common answers and counts taps as the app does: one per
// choice or seat, more for typed answers. The app test TestCommonRulingsTakeFourTapsOrFewer
// (e2e) counts every ruling the same way.
func checkCommonTaps(t *testing.T, f *ruling.Flow, budget int) {
	t.Helper()
	o, err := f.CommonOutcome()
	if err != nil {
		t.Fatal(err)
	}
	taps := 0
	for _, a := range f.Common {
		switch a.Kind {
		case ruling.ChoiceKind, ruling.SeatKind, ruling.CallKind:
			taps++
		default:
			taps += 4 // a card, count or result takes several taps
		}
	}
	if taps > budget {
		t.Errorf("%s: the common ruling (%s) takes %d taps, the budget is %d", f.ID, o.ID, taps, budget)
	}
}

// picks is the answers to choice questions, by option id.
func picks(ids ...string) []ruling.Answer {
	out := make([]ruling.Answer, len(ids))
	for i, id := range ids {
		out[i] = ruling.Pick(id)
	}
	return out
}

// outcomeCase is one row of a flow's table test: the answers from the start, the ending they
// reach, Laws the outcome must cite, and any further check.
type outcomeCase struct {
	name    string
	answers []ruling.Answer
	ending  string
	laws    []law.Ref
	check   func(t *testing.T, o *ruling.Outcome)
}

// checkOutcomes walks each case through the flow and checks its ending, its citations and
// its own check.
func checkOutcomes(t *testing.T, flowID string, cases []outcomeCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			o := outcomeOf(t, flowID, ruling.Context{}, tc.answers...)
			if o.ID != tc.ending {
				t.Fatalf("ending = %q, want %q", o.ID, tc.ending)
			}
			for _, r := range tc.laws {
				if !citesLaw(o, r) {
					t.Errorf("laws %v lack %s", o.AllLaws(), r)
				}
			}
			if tc.check != nil {
				tc.check(t, o)
			}
		})
	}
}

// stepNamed returns the flow's step with this ID, failing the test if there is none: tests
// find a question by its ID, never by its place, which changes when a question is added.
func stepNamed(t *testing.T, f *ruling.Flow, id string) *ruling.Step {
	t.Helper()
	for i := range f.Steps {
		if f.Steps[i].ID == id {
			return &f.Steps[i]
		}
	}
	t.Fatalf("%s has no step %q", f.ID, id)
	return nil
}
