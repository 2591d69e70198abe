package bridge

import "testing"

// Fixtures in bridge notation, so test tables read like a director's notes.

func mustAuction(t testing.TB, dealer Seat, text string) Auction {
	t.Helper()
	a, err := ParseAuction(dealer, text)
	if err != nil {
		t.Fatalf("auction %q (dealer %s): %v", text, dealer, err)
	}
	return a
}

func mustCall(t testing.TB, text string) Call {
	t.Helper()
	c, err := ParseCall(text)
	if err != nil {
		t.Fatalf("call %q: %v", text, err)
	}
	return c
}

func mustContract(t testing.TB, text string) Contract {
	t.Helper()
	c, err := ParseContract(text)
	if err != nil {
		t.Fatalf("contract %q: %v", text, err)
	}
	return c
}

// score scores a result such as "4HN+1" for the declaring side, endplay style.
func score(t testing.TB, result string, vulnerable bool) int {
	t.Helper()
	c, tricks, err := ParseResult(result)
	if err != nil {
		t.Fatalf("result %q: %v", result, err)
	}
	s, err := c.Score(vulnerable, tricks)
	if err != nil {
		t.Fatalf("score %q: %v", result, err)
	}
	return s
}

func suitsOf(t testing.TB, letters ...string) []Suit {
	t.Helper()
	var out []Suit
	for _, l := range letters {
		s, err := ParseSuit(l)
		if err != nil {
			t.Fatalf("suit %q: %v", l, err)
		}
		out = append(out, s)
	}
	return out
}
