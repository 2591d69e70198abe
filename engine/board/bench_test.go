package board

import (
	"testing"

	"tableside/engine/ruling"
)

// BenchmarkTwoRevokesToFinalScore times what the app does per ruling at a board: start a ruling
// from the board, reach its outcome, record it, and at the end work out the board's score.
func BenchmarkTwoRevokesToFinalScore(b *testing.B) {
	for b.Loop() {
		st := newBoard(b, 7, fourSpades)
		for _, trick := range []string{"other-side", "revoker"} {
			_, o := rule(b, "revoke", st.Context(0), ruling.Pick("established"), ruling.Pick(trick), ruling.Pick("yes"), ruling.Pick("later"))
			st, _ = st.Record(Ref{Flow: "revoke"}, o)
		}
		st, _ = st.WithTricks(8)
		if _, err := st.Result(); err != nil {
			b.Fatal(err)
		}
	}
}
