package bridge

import (
	"fmt"
	"strings"
)

// Suit is one of the four suits, in ranking order (clubs lowest).
type Suit int

// Suits in ranking order; NoSuit is the zero value.
const (
	NoSuit Suit = iota
	Clubs
	Diamonds
	Hearts
	Spades
)

// Suits lists the four suits from clubs up.
var Suits = []Suit{Clubs, Diamonds, Hearts, Spades}

var suitNames = [...]string{"", "clubs", "diamonds", "hearts", "spades"}
var suitSymbols = [...]string{"", "♣", "♦", "♥", "♠"}

// Valid reports whether s is one of the four suits.
func (s Suit) Valid() bool { return s >= Clubs && s <= Spades }

// String returns the plural name: "spades".
func (s Suit) String() string {
	if !s.Valid() {
		return ""
	}
	return suitNames[s]
}

// Symbol returns ♣ ♦ ♥ or ♠.
func (s Suit) Symbol() string {
	if !s.Valid() {
		return ""
	}
	return suitSymbols[s]
}

// Letter returns C, D, H or S.
func (s Suit) Letter() string {
	if !s.Valid() {
		return ""
	}
	return strings.ToUpper(suitNames[s][:1])
}

// IsRed reports whether the suit is printed red (diamonds and hearts).
func (s Suit) IsRed() bool { return s == Diamonds || s == Hearts }

// IsMajor reports whether s is hearts or spades.
func (s Suit) IsMajor() bool { return s == Hearts || s == Spades }

// ParseSuit accepts "S", "♠", "spade", "spades" (any case).
func ParseSuit(text string) (Suit, error) {
	t := strings.ToLower(strings.TrimSpace(text))
	for _, s := range Suits {
		name := suitNames[s]
		if t == name || t == strings.TrimSuffix(name, "s") || t == name[:1] || t == suitSymbols[s] || t == alternateSymbol(s) {
			return s, nil
		}
	}
	return NoSuit, fmt.Errorf("%q is not a suit: use C, D, H, S or ♣ ♦ ♥ ♠", text)
}

// alternateSymbol is the outline glyph some keyboards produce for a suit (♡ ♢ ♤ ♧).
func alternateSymbol(s Suit) string {
	return [...]string{"", "♧", "♢", "♡", "♤"}[s]
}

// Rank is a card's rank, two lowest, ace highest.
type Rank int

// Ranks; NoRank is the zero value. Two is 2 so a rank's value reads as its pip count.
const (
	NoRank Rank = 0
	Two    Rank = iota + 1
	Three
	Four
	Five
	Six
	Seven
	Eight
	Nine
	Ten
	Jack
	Queen
	King
	Ace
)

// Ranks lists the thirteen ranks from two up.
var Ranks = []Rank{Two, Three, Four, Five, Six, Seven, Eight, Nine, Ten, Jack, Queen, King, Ace}

// Valid reports whether r is a real rank.
func (r Rank) Valid() bool { return r >= Two && r <= Ace }

// IsHonour reports whether r is an honour: ace, king, queen, jack or ten (the Laws' Definitions).
func (r Rank) IsHonour() bool { return r >= Ten && r <= Ace }

// String returns "2"…"9", "10", "J", "Q", "K", "A".
func (r Rank) String() string {
	switch {
	case !r.Valid():
		return ""
	case r <= Nine:
		return fmt.Sprint(int(r))
	}
	return [...]string{"10", "J", "Q", "K", "A"}[r-Ten]
}

// Name returns the spoken name: "ten", "jack", "ace", or the digit.
func (r Rank) Name() string {
	if r >= Ten && r <= Ace {
		return [...]string{"ten", "jack", "queen", "king", "ace"}[r-Ten]
	}
	return r.String()
}

// ParseRank accepts "2"–"10", "T", "J", "Q", "K", "A" and the spoken names.
func ParseRank(text string) (Rank, error) {
	t := strings.ToUpper(strings.TrimSpace(text))
	if t == "T" {
		return Ten, nil
	}
	for _, r := range Ranks {
		if t == r.String() || t == strings.ToUpper(r.Name()) {
			return r, nil
		}
	}
	return NoRank, fmt.Errorf("%q is not a rank: use 2–10, J, Q, K or A", text)
}

// Card is one playing card. The zero Card means "no card".
type Card struct {
	Suit Suit
	Rank Rank
}

// Valid reports whether c is a real card.
func (c Card) Valid() bool { return c.Suit.Valid() && c.Rank.Valid() }

// IsHonour reports whether c is an honour (A K Q J 10).
func (c Card) IsHonour() bool { return c.Rank.IsHonour() }

// String returns the card as suit symbol then rank: "♠5", "♥10". The zero card is "".
func (c Card) String() string {
	if !c.Valid() {
		return ""
	}
	return c.Suit.Symbol() + c.Rank.String()
}

// ParseCard accepts "S5", "♠5", "5S", "5♠", "HT", "h10" and the like.
func ParseCard(text string) (Card, error) {
	t := strings.TrimSpace(text)
	if t == "" {
		return Card{}, notACard(text)
	}
	runes := []rune(t)
	// Suit first: one rune of suit, the rest is the rank.
	if s, err := ParseSuit(string(runes[0])); err == nil {
		if r, err := ParseRank(string(runes[1:])); err == nil {
			return Card{s, r}, nil
		}
	}
	// Rank first: the last rune is the suit.
	if s, err := ParseSuit(string(runes[len(runes)-1])); err == nil {
		if r, err := ParseRank(string(runes[:len(runes)-1])); err == nil {
			return Card{s, r}, nil
		}
	}
	return Card{}, notACard(text)
}

// notACard is ParseCard's error, made only on failure (as ParseCall's is).
func notACard(text string) error {
	return fmt.Errorf("%q is not a card: write the suit and the rank, as ♠5, S5 or H10", text)
}
