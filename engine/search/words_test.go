package search

import (
	"slices"
	"strings"
	"testing"
)

// terms is the analysed query as "text" or "text~alt" strings, for comparing.
func terms(q string) []string {
	var out []string
	for _, t := range analyse(q, true) {
		s := t.text
		for _, a := range t.alts {
			if strings.HasPrefix(a.text, lawPrefix) || strings.HasPrefix(a.text, "bid") {
				s += "~" + a.text
			}
		}
		out = append(out, s)
	}
	return out
}

func TestCallsInAnySpelling(t *testing.T) {
	for _, q := range []string{"1H", "1h", "1♥", "1♡", "one heart", "1 heart", "1 hearts"} {
		if got := terms(q); !slices.Contains(got, "call:1h~bid") {
			t.Errorf("%q → %v, want the call 1♥", q, got)
		}
	}
	for _, q := range []string{"3NT", "3 no trumps", "three notrump", "3N"} {
		if got := terms(q); !slices.Contains(got, "call:3n~bid") {
			t.Errorf("%q → %v, want the call 3NT", q, got)
		}
	}
	// Not calls: counts of cards, a hand, a trick.
	for _, q := range []string{"12 cards", "one hand", "trick 2", "two cards"} {
		for _, s := range terms(q) {
			if strings.HasPrefix(s, callPrefix) {
				t.Errorf("%q → %v: read as a call", q, terms(q))
			}
		}
	}
}

func TestCallsImplyTheirRuling(t *testing.T) {
	for _, tc := range []struct {
		query, implied string
	}{
		{"1H over 1S", stem("insufficient")},
		{"bid 2♣ after partner's 2♦", stem("insufficient")},
		{"1NT over 2C", stem("insufficient")},
		{"2S over 2S", stem("insufficient")}, // the same bid again is not higher either
		{"bid 8C", stem("inadmissible")},
		{"eight hearts", stem("inadmissible")},
	} {
		if got := terms(tc.query); !slices.Contains(got, tc.implied) {
			t.Errorf("%q → %v, want %q", tc.query, got, tc.implied)
		}
	}
	// Sufficient bids, or two calls not put one over the other, imply nothing.
	for _, q := range []string{"1S over 1H", "2NT over 2S", "took out 2S instead of 2H", "1H 1S"} {
		if got := terms(q); slices.Contains(got, "insufficient") {
			t.Errorf("%q → %v: called insufficient", q, got)
		}
	}
}

func TestCardsInAnySpelling(t *testing.T) {
	for _, q := range []string{"♠K", "K♠", "SK", "KS", "king of spades", "the K of spades"} {
		got := terms(q)
		if !slices.Contains(got, "card") || !slices.Contains(got, "spad") {
			t.Errorf("%q → %v, want a card in spades", q, got)
		}
	}
}

func TestLawNumbers(t *testing.T) {
	for _, tc := range []struct{ query, law string }{
		{"Law 64", "law:64"}, {"law 64", "law:64"}, {"L64", "law:64"}, {"l 64", "law:64"},
		{"64A1", "law:64"}, {"Law 12C1(c)", "law:12"}, {"12C1c", "law:12"}, {"laws 16", "law:16"},
	} {
		if got := terms(tc.query); !slices.Contains(got, tc.law) {
			t.Errorf("%q → %v, want %s", tc.query, got, tc.law)
		}
	}
	// A bare number may be a Law, but not when it counts something.
	if got := terms("64"); !slices.Contains(got, "64~law:64") {
		t.Errorf("64 → %v, want the number and Law 64", got)
	}
	for _, q := range []string{"12 cards", "trick 12", "board 7"} {
		for _, s := range terms(q) {
			if strings.Contains(s, lawPrefix) {
				t.Errorf("%q → %v: read as a Law", q, terms(q))
			}
		}
	}
}

func TestWordFormsMeet(t *testing.T) {
	for _, group := range [][]string{
		{"revoke", "revoked", "revoking", "revokes", "renege", "reneged"},
		{"claim", "claimed", "claiming", "claims", "claimer"},
		{"hesitate", "hesitated", "hesitation", "hesitating", "BIT"},
		{"unauthorized", "unauthorised"},
		{"penalise", "penalize", "penalised"},
		{"explanation", "explained", "explain"},
		{"led", "lead", "leads", "leading"},
		{"dropped", "drop", "drops"},
		{"established", "establish"},
	} {
		want := terms(group[0])
		for _, w := range group[1:] {
			if got := terms(w); !slices.Equal(got, want) {
				t.Errorf("%q → %v, but %q → %v", w, got, group[0], want)
			}
		}
	}
}

func TestSeatsAndFillerAreDropped(t *testing.T) {
	// A number saying which trick or board weighs little; how many cards weighs as a word.
	for _, tc := range []struct {
		query, number string
		weight        float64
	}{{"revoked on trick 9", "9", whichNumberWeight}, {"board 7", "7", whichNumberWeight}, {"12 cards", "12", 1}} {
		for _, tm := range analyse(tc.query, true) {
			if tm.text == tc.number && tm.weight != tc.weight {
				t.Errorf("%q: %s weighs %v, want %v", tc.query, tc.number, tm.weight, tc.weight)
			}
		}
	}

	for _, tc := range []struct{ query, same string }{
		{"south revoked", "revoked"},
		{"East's lead was out of turn", "lead out of turn"},
		{"they hesitated", "hesitated"},
		{"LHO bid", "bid"},
		{"what's the contract", "contract"}, // a contraction is filler like its words
		{"who's on lead", "lead"},
		{"that's a revoke", "revoke"},
	} {
		if got, want := terms(tc.query), terms(tc.same); !slices.Equal(got, want) {
			t.Errorf("%q → %v, want as %q: %v", tc.query, got, tc.same, want)
		}
	}
}

func TestAbbreviationsAreSpeltOut(t *testing.T) {
	for _, tc := range []struct{ abbr, words string }{
		{"UI", "unauthorized information"}, {"MI", "misinformation"}, {"LOOT", "lead out of turn"},
		{"OLOOT", "opening lead out of turn"}, {"IB", "insufficient bid"}, {"PP", "procedural penalty"},
		{"A+", "average plus"}, {"A-", "average minus"}, {"A−", "average minus"}, {"avg+", "average plus"},
	} {
		if got, want := terms(tc.abbr), terms(tc.words); !slices.Equal(got, want) {
			t.Errorf("%q → %v, want as %q: %v", tc.abbr, got, tc.words, want)
		}
	}
}

func TestEditDistance(t *testing.T) {
	for _, tc := range []struct {
		a, b string
		want int
	}{
		{"insufficent", "insufficient", 1}, {"insuficient", "insufficient", 1}, {"insuffient", "insufficient", 2},
		{"hesitaton", "hesitation", 1}, {"reovke", "revoke", 1}, {"revoke", "revoke", 0}, {"claim", "dummy", 3},
	} {
		if got := editDistance(tc.a, tc.b, 2); min(got, 3) != tc.want {
			t.Errorf("editDistance(%q, %q) = %d, want %d", tc.a, tc.b, got, tc.want)
		}
	}
}

// A group of related words is written as stems, and a stem no word reduces to relates nothing:
// "psyche" (the stem is "psych"), "agreement", "gesture", "grimace" and "rectif" did so.
func TestRelatedWordsReachTheirRelatives(t *testing.T) {
	for _, tc := range []struct{ word, relative string }{
		{"psyched", "misinformation"},
		{"agreement", "system"},
		{"system", "agreement"},
		{"gesture", "remark"},
		{"grimaced", "remark"},
		{"rectification", "penalty"},
		{"penalty", "rectification"},
		{"huddled", "hesitation"},
	} {
		ts := analyse(tc.word, true)
		want := analyse(tc.relative, false)[0].text
		found := false
		for _, a := range ts[0].alts {
			found = found || a.text == want
		}
		if !found {
			t.Errorf("%q (%s) does not count for %q (%s)", tc.word, ts[0].text, tc.relative, want)
		}
	}
}
