package board

import (
	"testing"

	"tableside/engine/bridge"
	"tableside/engine/catalog"
	"tableside/engine/ruling"
)

// Cards and contracts the situations use.
var (
	spadeFive  = bridge.Card{Suit: bridge.Spades, Rank: bridge.Five}
	heartKing  = bridge.Card{Suit: bridge.Hearts, Rank: bridge.King}
	clubThree  = bridge.Card{Suit: bridge.Clubs, Rank: bridge.Three}
	fourSpades = bridge.Contract{Level: 4, Strain: bridge.SpadesStrain, Declarer: bridge.South}
)

// rule walks a ruling of the catalogue from its start with the answers, in the context given,
// and returns the finished session and its outcome. It fails the test if an answer is refused
// or the answers stop short of an outcome.
func rule(t testing.TB, flow string, ctx ruling.Context, answers ...ruling.Answer) (ruling.Session, ruling.Outcome) {
	t.Helper()
	s, err := catalog.Start(flow, ctx)
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range answers {
		next, err := catalog.Answer(s, a)
		if err != nil {
			t.Fatalf("%s: answer %v: %v", flow, a, err)
		}
		s = next
	}
	st, err := catalog.Decide(s)
	if err != nil {
		t.Fatal(err)
	}
	if !st.Done() {
		t.Fatalf("%s: no outcome after %d answers; next question %q", flow, len(answers), st.Step.ID)
	}
	return s, *st.Outcome
}

// record records an outcome on the board, failing the test if it is refused.
func record(t *testing.T, b State, flow string, o ruling.Outcome, chosen string) State {
	t.Helper()
	next, err := b.Record(Ref{Flow: flow, At: "2026-11-27T19:00:00Z", Chosen: chosen}, o)
	if err != nil {
		t.Fatalf("recording %s (%s): %v", flow, o.ID, err)
	}
	return next
}

// newBoard starts board n at table 1 with the contract, failing the test on error.
func newBoard(t testing.TB, n int, c bridge.Contract) State {
	t.Helper()
	b, err := New(1, n, c)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// optionLabels lists an outcome's option labels, for messages.
func optionLabels(o ruling.Outcome) []string {
	var out []string
	for _, c := range o.Options {
		out = append(out, c.Label)
	}
	return out
}
