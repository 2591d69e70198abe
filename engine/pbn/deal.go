package pbn

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"tableside/engine/bridge"
)

// Hands are the four hands of a deal, indexed by seat: Hands[bridge.North-1] is North's.
// Each hand is sorted spades to clubs, high to low.
type Hands [4][]bridge.Card

// Of returns seat's hand (nil for NoSeat).
func (h Hands) Of(seat bridge.Seat) []bridge.Card {
	if !seat.Valid() {
		return nil
	}
	return h[seat-1]
}

// String writes the deal in PBN's Deal notation from North: "N:AKQ.J2.T98.765 …".
func (h Hands) String() string {
	parts := make([]string, 4)
	for i, hand := range h {
		parts[i] = handString(hand)
	}
	return "N:" + strings.Join(parts, " ")
}

// handString writes one hand as spades.hearts.diamonds.clubs, ranks high to low.
func handString(hand []bridge.Card) string {
	var suits [4]strings.Builder // spades first
	for _, c := range sorted(hand) {
		suits[bridge.Spades-c.Suit].WriteByte(bridge.PBNRanks[bridge.Ace-c.Rank])
	}
	return suits[0].String() + "." + suits[1].String() + "." + suits[2].String() + "." + suits[3].String()
}

// sorted returns the cards spades to clubs, high to low.
func sorted(hand []bridge.Card) []bridge.Card {
	out := slices.Clone(hand)
	slices.SortFunc(out, func(a, b bridge.Card) int {
		if a.Suit != b.Suit {
			return int(b.Suit - a.Suit)
		}
		return int(b.Rank - a.Rank)
	})
	return out
}

// ParseDeal reads a Deal tag's value: the first seat's letter, a colon, then the four hands
// clockwise from that seat, separated by spaces; each hand is its spades, hearts, diamonds
// and clubs separated by dots, a void an empty field ("N:AKQ.J2.T98.765 …").
//
// A hand record needs all four hands of 13 cards. PBN lets a file write '-' for a hand it
// does not give; with one such hand, the 13 cards no other hand holds are its cards (they
// could be nowhere else). Two or more unknown hands are refused: the deal is not known.
func ParseDeal(text string) (Hands, error) {
	var h Hands
	text = strings.TrimSpace(text)
	first, rest, ok := strings.Cut(text, ":")
	if !ok {
		return h, fmt.Errorf("the deal %q does not start with the first hand's seat and a colon, as in \"N:AKQ…\"", text)
	}
	seat, err := bridge.ParseSeat(first)
	if err != nil || len(strings.TrimSpace(first)) != 1 {
		return h, fmt.Errorf("the deal starts with %q, which is not a seat: use N, E, S or W before the colon", first)
	}
	fields := strings.Fields(rest)
	if len(fields) != 4 {
		return h, fmt.Errorf("the deal gives %d hands; it needs four, separated by spaces", len(fields))
	}
	owner := map[bridge.Card]bridge.Seat{}
	unknown := bridge.NoSeat
	for i, field := range fields {
		s := seat.Clockwise(i)
		if field == "-" {
			if unknown != bridge.NoSeat {
				return h, fmt.Errorf("the deal gives neither %s's nor %s's hand ('-'): a hand record needs all four hands", unknown, s)
			}
			unknown = s
			continue
		}
		cards, err := parseHand(field, s)
		if err != nil {
			return h, err
		}
		for _, c := range cards {
			if other, dup := owner[c]; dup {
				if other == s {
					return h, fmt.Errorf("%s's hand holds %s twice", s, c)
				}
				return h, fmt.Errorf("%s is in both %s's and %s's hands", c, other, s)
			}
			owner[c] = s
		}
		h[s-1] = sorted(cards)
	}
	for _, s := range bridge.Seats {
		if n := len(h[s-1]); n != 13 && s != unknown {
			msg := fmt.Sprintf("%s's hand has %d cards, not 13", s, n)
			if missing := missingCards(owner); len(missing) > 0 && unknown == bridge.NoSeat {
				msg += fmt.Sprintf("; no hand holds %s", cardList(missing))
			}
			return h, fmt.Errorf("%s", msg)
		}
	}
	if unknown != bridge.NoSeat {
		h[unknown-1] = missingCards(owner) // 13 cards: the other three hold 39
	}
	return h, nil
}

// parseHand reads one hand's four suits (bridge.ParseHand), and says what is wrong with it
// in the hand record's words.
func parseHand(field string, seat bridge.Seat) ([]bridge.Card, error) {
	cards, err := bridge.ParseHand(field)
	var bad *bridge.HandError
	switch {
	case !errors.As(err, &bad):
		return cards, err
	case bad.Suits != 0:
		return nil, fmt.Errorf("%s's hand %q has %d suits; write its spades, hearts, diamonds and clubs separated by three dots", seat, field, bad.Suits)
	}
	return nil, fmt.Errorf("%s's %s %q hold %q, which is not a rank: use %s", seat, bad.Suit, bad.Holding, bad.Letter, bridge.PBNRanks)
}

// missingCards lists the cards no seat holds, spades to clubs, high to low.
func missingCards(owner map[bridge.Card]bridge.Seat) []bridge.Card {
	var out []bridge.Card
	for _, s := range bridge.PBNSuits {
		for r := bridge.Ace; r >= bridge.Two; r-- {
			if c := (bridge.Card{Suit: s, Rank: r}); owner[c] == bridge.NoSeat {
				out = append(out, c)
			}
		}
	}
	return out
}

// cardList writes cards as "♠5, ♥10" (at most five, then "and n more").
func cardList(cards []bridge.Card) string {
	var names []string
	for i, c := range cards {
		if i == 5 {
			names = append(names, fmt.Sprintf("and %d more", len(cards)-5))
			break
		}
		names = append(names, c.String())
	}
	return strings.Join(names, ", ")
}
