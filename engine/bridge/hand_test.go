package bridge

import (
	"errors"
	"testing"
)

func TestParseHandReadsPBNHands(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		want       []Card
	}{
		{"four suits", "AK.Q.J.2", []Card{{Spades, Ace}, {Spades, King}, {Hearts, Queen}, {Diamonds, Jack}, {Clubs, Two}}},
		{"four voids: an empty end position", "...", nil},
		{"10 for the ten, lower case", "10.t9..a", []Card{{Spades, Ten}, {Hearts, Ten}, {Hearts, Nine}, {Clubs, Ace}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := ParseHand(tc.text)
			if err != nil || len(got) != len(tc.want) {
				t.Fatalf("ParseHand(%q) = %v, %v; want %v", tc.text, got, err, tc.want)
			}
			for i := range got {
				if got[i] != tc.want[i] {
					t.Errorf("card %d = %v, want %v", i, got[i], tc.want[i])
				}
			}
		})
	}
}

func TestParseHandSaysWhatIsWrong(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		want       HandError
	}{
		{"three suits", "AKQ.J.T", HandError{Suits: 3}},
		{"five suits", "A.K.Q.J.T", HandError{Suits: 5}},
		{"nothing at all", "", HandError{Suits: 1}},
		{"a letter that is no rank", "AKQ.J.T.64X", HandError{Suit: Clubs, Holding: "64X", Letter: "X"}},
		{"a 1 that is not 10", "A1.K.Q.J", HandError{Suit: Spades, Holding: "A1", Letter: "1"}},
		{"a suit symbol", "♠A.K.Q.J", HandError{Suit: Spades, Holding: "♠A", Letter: "♠"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cards, err := ParseHand(tc.text)
			var he *HandError
			if !errors.As(err, &he) || *he != tc.want || cards != nil {
				t.Errorf("ParseHand(%q) = %v, %v; want %+v", tc.text, cards, err, tc.want)
			}
		})
	}
}
