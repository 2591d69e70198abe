package dd

import (
	"errors"
	"fmt"
	"math/bits"
	"strings"
	"unicode/utf8"

	"tableside/engine/bridge"
)

// Holding is one hand's cards in one suit: bit r-2 is set when the hand holds rank r
// (bit 0 the two, bit 12 the ace).
type Holding uint16

// Deal is the cards each seat holds, indexed by seat and suit through Holding.
// The zero Deal holds no cards. A Deal may hold fewer than 13 cards a hand (an end
// position, or the cards left in the hands in the middle of a trick).
type Deal struct {
	hands [4][4]Holding // [seat-1][suit-1]
}

// Add gives card to seat. It reports an error when the card is not a real card, the seat
// is not a real seat, or some seat already holds the card.
func (d *Deal) Add(seat bridge.Seat, card bridge.Card) error {
	if !seat.Valid() || !card.Valid() {
		return fmt.Errorf("dd: %v to %v is not a card given to a seat", card, seat)
	}
	if owner := d.Owner(card); owner != bridge.NoSeat {
		return fmt.Errorf("dd: %v is already in %v's hand", card, owner)
	}
	d.hands[seat-1][card.Suit-1] |= bit(card.Rank)
	return nil
}

// Owner returns the seat holding card, or NoSeat when no seat holds it.
func (d Deal) Owner(card bridge.Card) bridge.Seat {
	if !card.Valid() {
		return bridge.NoSeat
	}
	for seat := range 4 {
		if d.hands[seat][card.Suit-1]&bit(card.Rank) != 0 {
			return bridge.Seat(seat + 1)
		}
	}
	return bridge.NoSeat
}

// Holding returns seat's cards in suit.
func (d Deal) Holding(seat bridge.Seat, suit bridge.Suit) Holding {
	if !seat.Valid() || !suit.Valid() {
		return 0
	}
	return d.hands[seat-1][suit-1]
}

// Len returns how many cards seat holds.
func (d Deal) Len(seat bridge.Seat) int {
	if !seat.Valid() {
		return 0
	}
	n := 0
	for _, h := range d.hands[seat-1] {
		n += bits.OnesCount16(uint16(h))
	}
	return n
}

func bit(r bridge.Rank) Holding { return 1 << (r - bridge.Two) }

// ParsePBN reads a deal in PBN's Deal-tag notation: the first seat's letter and a colon,
// then the four hands clockwise from that seat, separated by spaces, each hand its
// spades, hearts, diamonds and clubs separated by dots ("N:AKQ.J2.. ..."). A void is an
// empty field. "10" is accepted for the ten. The hands need not hold 13 cards.
func ParsePBN(text string) (Deal, error) {
	var d Deal
	text = strings.TrimSpace(text)
	first, rest, ok := strings.Cut(text, ":")
	if !ok {
		return d, fmt.Errorf("dd: deal %q: want the first seat's letter and a colon, as in \"N:\"", text)
	}
	seat, err := bridge.ParseSeat(first)
	if err != nil {
		return d, fmt.Errorf("dd: deal %q: %w", text, err)
	}
	hands := strings.Fields(rest)
	if len(hands) != 4 {
		return d, fmt.Errorf("dd: deal %q: want four hands separated by spaces, found %d", text, len(hands))
	}
	for i, hand := range hands {
		if err := d.addPBNHand(seat.Clockwise(i), hand); err != nil {
			return Deal{}, fmt.Errorf("dd: deal %q: %w", text, err)
		}
	}
	return d, nil
}

// addPBNHand gives seat the cards of one hand (bridge.ParseHand), saying what is wrong with it
// in the solver's words.
func (d *Deal) addPBNHand(seat bridge.Seat, hand string) error {
	cards, err := bridge.ParseHand(hand)
	var bad *bridge.HandError
	switch {
	case errors.As(err, &bad) && bad.Suits != 0:
		return fmt.Errorf("%s's hand %q: want four suits separated by dots", seat, hand)
	case errors.As(err, &bad):
		letter, _ := utf8.DecodeRuneInString(strings.ToUpper(bad.Letter)) // as 'X', upper case
		return fmt.Errorf("%s's hand %q: %q is not a rank", seat, hand, letter)
	case err != nil:
		return err
	}
	for _, c := range cards {
		if err := d.Add(seat, c); err != nil {
			return err
		}
	}
	return nil
}

// PBN writes the deal in PBN's notation from North ("N:AKQ.J2.. ...").
func (d Deal) PBN() string {
	var b strings.Builder
	b.WriteString("N:")
	for seat := range 4 {
		if seat > 0 {
			b.WriteByte(' ')
		}
		for i, suit := range [4]int{3, 2, 1, 0} {
			if i > 0 {
				b.WriteByte('.')
			}
			for k := range 13 {
				if d.hands[seat][suit]&(1<<(12-k)) != 0 {
					b.WriteByte(bridge.PBNRanks[k])
				}
			}
		}
	}
	return b.String()
}
