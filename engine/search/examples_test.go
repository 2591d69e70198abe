package search_test

import (
	"testing"

	"tableside/engine/search"
)

// The eight rulings of issue 31 brought example calls, suits, numbers and common words into the
// index. A query's example must not outrank what the rest of it describes: each row names the
// ruling a director wants first for a situation where an example used to win.
func TestExamplesInANewRulingDoNotOutrankTheSituation(t *testing.T) {
	ix := fullIndex(t)
	for _, tc := range []struct {
		name, query string
		want        []string // any of these first
	}{
		// Which trick or board it was is not what went wrong (score-correction's
		// "we made ten tricks not nine" used to win on the 9).
		{"which trick", "east reneged on trick 9", []string{"revoke"}},
		{"which trick, other number", "west revoked at trick 10", []string{"revoke"}},
		// A call a ruling names as an example ("multi 2 diamonds not allowed") is not the
		// irregularity.
		{"call named in passing", "no alert of 2D", []string{"misinformation"}},
		{"call named in passing, symbol", "they didn't alert 2♦", []string{"misinformation"}},
		{"bare call", "1H", []string{"insufficient-bid", "call-out-of-rotation", "change-of-call", "inadmissible-call"}},
		{"bare call, other strain", "2♠", []string{"insufficient-bid", "call-out-of-rotation", "change-of-call", "inadmissible-call"}},
		// "Go over the bidding" asks for a review; "over" alone is the auction having ended.
		{"auction over", "a bid when the auction was over", []string{"inadmissible-call"}},
		// A suit is an example of a revoke, not the question whether a player has none.
		{"two suits", "she discarded a club when she had a spade", []string{"revoke", "card-played"}},
		// "Wrong" no longer stands for "foul": the wrong board is the wrong-board ruling.
		{"wrong board", "we played the wrong board", []string{"wrong-board"}},
		{"fouled board", "fouled board", []string{"fouled-board"}},
		{"hands handed back", "declarer handed the card back", []string{"lead-out-of-turn", "card-played"}},
	} {
		hits := ix.Search(tc.query)
		if search.Weak(hits) || !oneOf(hits[0].Key, tc.want) {
			t.Errorf("%s: %q gives %v first (weak %v), want one of %v", tc.name, tc.query, keys(hits, 3), search.Weak(hits), tc.want)
		}
	}
}

// "No hearts?" asks whether a player has none of the suit (Law 61B): the ruling on asking is
// among the first three, beside dummy's rights and the revoke that share the question.
func TestNoSuitAsksWhetherAPlayerHasNone(t *testing.T) {
	ix := fullIndex(t)
	for _, q := range []string{"defender asked partner no clubs", "asked partner no spades"} {
		if got := keys(ix.Search(q), 3); !oneOfAny(got, "trick-and-auction-questions") {
			t.Errorf("%q: first three %v, want trick-and-auction-questions among them", q, got)
		}
	}
}

func keys(hits []search.Hit, n int) []string {
	var out []string
	for _, h := range hits[:min(n, len(hits))] {
		out = append(out, h.Key)
	}
	return out
}

func oneOf(key string, want []string) bool {
	for _, w := range want {
		if key == w {
			return true
		}
	}
	return false
}

func oneOfAny(keys []string, want string) bool { return oneOf(want, keys) }
