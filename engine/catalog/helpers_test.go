package catalog

import (
	"slices"
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
		s = mustAnswer(t, s, a)
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
