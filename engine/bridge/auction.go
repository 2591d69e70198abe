package bridge

import (
	"errors"
	"fmt"
	"strings"
)

// Auction is the dealer and the calls made so far, in rotation from the dealer. It is a
// value: Append returns a new Auction and never changes the one it was called on.
type Auction struct {
	Dealer Seat
	Calls  []Call
}

// ErrNoDealer is returned when an auction is asked about seats without knowing the dealer.
var ErrNoDealer = errors.New("the dealer is not known: enter the board number or the dealer first")

// ErrPassedOut is returned by Contract when all four players passed (Law 22A1): there is
// no contract and each side scores zero.
var ErrPassedOut = errors.New("the board was passed out: there is no contract (Law 22A1)")

// NewAuction starts an empty auction with dealer to call first (Law 17B).
func NewAuction(dealer Seat) Auction { return Auction{Dealer: dealer} }

// ParseAuction reads calls separated by spaces or commas, from the dealer on: "1S P 1NT P",
// "1♠ - 2♥ -", "1NT, pass, 3NT, all pass". "AP" or "all pass" ends the auction with passes.
// Every call is checked with Legal, so an illegal auction is an error naming the call.
func ParseAuction(dealer Seat, text string) (Auction, error) {
	if !dealer.Valid() {
		return Auction{}, ErrNoDealer
	}
	a := NewAuction(dealer)
	fields := auctionTokens(text)
	for i, f := range fields {
		if f == "AP" {
			if i != len(fields)-1 {
				return Auction{}, fmt.Errorf("call %d: nothing may follow “all pass”", i+1)
			}
			for !a.Ended() {
				next, err := a.Append(PassCall)
				if err != nil {
					return Auction{}, fmt.Errorf("call %d: %w", len(a.Calls)+1, err)
				}
				a = next
			}
			break
		}
		c, err := ParseCall(f)
		if err != nil {
			return Auction{}, fmt.Errorf("call %d: %w", i+1, err)
		}
		seat := a.Next()
		next, err := a.Append(c)
		if err != nil {
			if seat.Valid() {
				return Auction{}, fmt.Errorf("call %d by %s: %w", i+1, seat, err)
			}
			return Auction{}, fmt.Errorf("call %d: %w", i+1, err)
		}
		a = next
	}
	return a, nil
}

// auctionTokens splits an auction at spaces and commas, and reads "AP" or "all pass" (any
// case) as the one token "AP".
func auctionTokens(text string) []string {
	raw := strings.FieldsFunc(text, func(r rune) bool {
		return r == ' ' || r == ',' || r == ';' || r == '\t' || r == '\n' || r == '\r'
	})
	var tokens []string
	for i := 0; i < len(raw); i++ {
		switch {
		case strings.EqualFold(raw[i], "all") && i+1 < len(raw) && strings.EqualFold(raw[i+1], "pass"):
			tokens = append(tokens, "AP")
			i++
		case strings.EqualFold(raw[i], "AP"):
			tokens = append(tokens, "AP")
		default:
			tokens = append(tokens, raw[i])
		}
	}
	return tokens
}

// String lists the calls as "1♠ Pass 1NT Pass"; ParseAuction reads it back.
func (a Auction) String() string {
	parts := make([]string, len(a.Calls))
	for i, c := range a.Calls {
		parts[i] = c.String()
	}
	return strings.Join(parts, " ")
}

// SeatOf returns who made call i (0-based), counting clockwise from the dealer.
func (a Auction) SeatOf(i int) Seat {
	if i < 0 {
		return NoSeat
	}
	return a.Dealer.Clockwise(i)
}

// Next is the player whose turn it is to call, or NoSeat once the auction has ended or
// when the dealer is unknown.
func (a Auction) Next() Seat {
	if a.Ended() {
		return NoSeat
	}
	return a.SeatOf(len(a.Calls))
}

// HasCalled reports whether seat has made any call yet (several out-of-rotation Laws
// depend on it).
func (a Auction) HasCalled(seat Seat) bool {
	for i := range a.Calls {
		if a.SeatOf(i) == seat {
			return true
		}
	}
	return false
}

// endAt returns how many calls make up the auction proper: the calls up to and including
// the final pass, or len(Calls) when it has not ended. The auction ends after four initial
// passes or after three passes in rotation following any call (Law 22A).
func (a Auction) endAt() (n int, ended bool) {
	passes := 0
	for i, c := range a.Calls {
		if c.Kind != Pass {
			passes = 0
			continue
		}
		passes++
		if passes >= 3 && i >= 3 { // three passes after a call, or the fourth initial pass
			return i + 1, true
		}
	}
	return len(a.Calls), false
}

// Ended reports whether the auction is over.
func (a Auction) Ended() bool {
	_, ended := a.endAt()
	return ended
}

// PassedOut reports whether the auction ended with four passes and no other call.
func (a Auction) PassedOut() bool {
	n, ended := a.endAt()
	if !ended {
		return false
	}
	for _, c := range a.Calls[:n] {
		if c.Kind != Pass {
			return false
		}
	}
	return true
}

// LastBid returns the highest bid so far and who made it, or the zero Call and NoSeat when
// nobody has bid.
func (a Auction) LastBid() (Call, Seat) {
	for i := len(a.Calls) - 1; i >= 0; i-- {
		if a.Calls[i].IsBid() {
			return a.Calls[i], a.SeatOf(i)
		}
	}
	return Call{}, NoSeat
}

// lastAction returns the last call other than a pass and its index, or -1.
func (a Auction) lastAction() (Call, int) {
	for i := len(a.Calls) - 1; i >= 0; i-- {
		if a.Calls[i].Kind != Pass {
			return a.Calls[i], i
		}
	}
	return Call{}, -1
}

// Append returns the auction with c added, or the *IllegalCall that Legal reports.
func (a Auction) Append(c Call) (Auction, error) {
	if err := a.Legal(c); err != nil {
		return a, err
	}
	calls := make([]Call, len(a.Calls), len(a.Calls)+1)
	copy(calls, a.Calls)
	return Auction{Dealer: a.Dealer, Calls: append(calls, c)}, nil
}

// Contract returns the final contract: the last bid, doubled or redoubled if the last call
// other than a pass after it says so, and as declarer the first player of the declaring side
// to bid that denomination (Law 22A, Definitions: "Declarer").
func (a Auction) Contract() (Contract, error) {
	if !a.Dealer.Valid() {
		return Contract{}, ErrNoDealer
	}
	n, ended := a.endAt()
	if !ended {
		return Contract{}, errors.New("the auction has not ended: there is no contract yet")
	}
	proper := Auction{Dealer: a.Dealer, Calls: a.Calls[:n]}
	if proper.PassedOut() {
		return Contract{}, ErrPassedOut
	}
	bid, bidder := proper.LastBid()
	c := Contract{Level: bid.Level, Strain: bid.Strain}
	switch last, _ := proper.lastAction(); last.Kind {
	case Double:
		c.Risk = Doubled
	case Redouble:
		c.Risk = Redoubled
	}
	for i, call := range proper.Calls {
		if seat := proper.SeatOf(i); call.IsBid() && call.Strain == bid.Strain && seat.Side() == bidder.Side() {
			c.Declarer = seat
			break
		}
	}
	return c, nil
}

// Specified returns the suits seat has specified in its calls so far, in the order first
// bid, reading every suit bid naturally: a bid of 2♥ specifies hearts; no-trump bids, passes,
// doubles and redoubles specify no suit. The engine cannot know a partnership's artificial
// meanings (a Stayman 2♣ does not specify clubs; a transfer specifies the suit it shows), so
// the director confirms or overrides this list before applying Law 26B.
func (a Auction) Specified(seat Seat) []Suit {
	n, _ := a.endAt()
	var suits []Suit
	seen := map[Suit]bool{}
	for i, c := range a.Calls[:n] {
		if s := c.Strain.Suit(); c.IsBid() && a.SeatOf(i) == seat && s.Valid() && !seen[s] {
			seen[s] = true
			suits = append(suits, s)
		}
	}
	return suits
}

// Unspecified returns the suits seat has not specified, clubs first: the suits declarer may
// choose from when prohibiting a lead under Law 26B.
func (a Auction) Unspecified(seat Seat) []Suit {
	named := map[Suit]bool{}
	for _, s := range a.Specified(seat) {
		named[s] = true
	}
	var suits []Suit
	for _, s := range Suits {
		if !named[s] {
			suits = append(suits, s)
		}
	}
	return suits
}

// LowestSufficient returns the lowest bid in strain that is higher than over (used by Law
// 27B1a), or the zero Call when there is none: over 7NT, or when strain is not a
// denomination. When over is not a bid, any bid is sufficient and the one-level bid is returned.
func LowestSufficient(over Call, strain Strain) Call {
	if !strain.Valid() {
		return Call{}
	}
	for level := 1; level <= 7; level++ {
		if b := NewBid(level, strain); b.Beats(over) {
			return b
		}
	}
	return Call{}
}

// IsInsufficient reports whether bid fails to beat over, the last bid (Law 18D). Repeating
// the same bid is insufficient. Passes, doubles and redoubles are never insufficient bids.
func IsInsufficient(bid, over Call) bool {
	return bid.IsBid() && over.IsBid() && !bid.Beats(over)
}
