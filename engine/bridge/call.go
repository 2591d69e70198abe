package bridge

import (
	"fmt"
	"strconv"
	"strings"
)

// Strain is the denomination of a bid: a suit or no trump, in ranking order.
type Strain int

// Strains in ranking order; NoStrain is the zero value. The four suit strains share
// their numbers with Suit, so Strain(suit) converts.
const (
	NoStrain Strain = iota
	ClubsStrain
	DiamondsStrain
	HeartsStrain
	SpadesStrain
	NoTrump
)

// Strains lists the five denominations from clubs up.
var Strains = []Strain{ClubsStrain, DiamondsStrain, HeartsStrain, SpadesStrain, NoTrump}

// Valid reports whether d is a real denomination.
func (d Strain) Valid() bool { return d >= ClubsStrain && d <= NoTrump }

// Suit returns the suit of a suit strain, or NoSuit for no trump.
func (d Strain) Suit() Suit {
	if d >= ClubsStrain && d <= SpadesStrain {
		return Suit(d)
	}
	return NoSuit
}

// StrainOf converts a suit to its strain.
func StrainOf(s Suit) Strain {
	if !s.Valid() {
		return NoStrain
	}
	return Strain(s)
}

// String returns "♣", "♦", "♥", "♠" or "NT".
func (d Strain) String() string {
	switch {
	case d == NoTrump:
		return "NT"
	case d.Valid():
		return d.Suit().Symbol()
	}
	return ""
}

// Letter returns "C", "D", "H", "S" or "N": plain ASCII, for keys, selectors and file names.
func (d Strain) Letter() string {
	if d == NoTrump {
		return "N"
	}
	return d.Suit().Letter()
}

// Name returns "clubs", …, "spades" or "no trump".
func (d Strain) Name() string {
	if d == NoTrump {
		return "no trump"
	}
	return d.Suit().String()
}

// ParseStrain accepts a suit in any form ParseSuit takes, or "N", "NT", "no trump", "notrump".
func ParseStrain(text string) (Strain, error) {
	t := strings.ToLower(strings.ReplaceAll(strings.TrimSpace(text), " ", ""))
	switch t {
	case "n", "nt", "notrump", "notrumps":
		return NoTrump, nil
	}
	s, err := ParseSuit(t)
	if err != nil {
		return NoStrain, fmt.Errorf("%q is not a denomination: use C, D, H, S or NT", text)
	}
	return StrainOf(s), nil
}

// CallKind says what sort of call a Call is.
type CallKind int

// The four kinds of call; NoCall is the zero value.
const (
	NoCall CallKind = iota
	Pass
	Bid
	Double
	Redouble
)

// Call is one call of the auction. For a bid, Level is 1–7 and Strain is set; for the other
// kinds they are zero. The zero Call means "no call".
type Call struct {
	Kind   CallKind
	Level  int
	Strain Strain
}

// Convenience constructors, so that tables read like a bidding box.
var (
	PassCall     = Call{Kind: Pass}
	DoubleCall   = Call{Kind: Double}
	RedoubleCall = Call{Kind: Redouble}
)

// NewBid returns the bid of level in strain.
func NewBid(level int, strain Strain) Call { return Call{Kind: Bid, Level: level, Strain: strain} }

// IsBid reports whether c is a bid (as opposed to pass, double or redouble).
func (c Call) IsBid() bool { return c.Kind == Bid }

// Valid reports whether c is a call a bidding box holds: pass, X, XX or a bid 1♣–7NT.
func (c Call) Valid() bool {
	switch c.Kind {
	case Pass, Double, Redouble:
		return c.Level == 0 && c.Strain == NoStrain
	case Bid:
		return c.Level >= 1 && c.Level <= 7 && c.Strain.Valid()
	}
	return false
}

// Rank orders bids for sufficiency: a bid is sufficient when its Rank exceeds the last bid's
// (Law 18B). 1♣ is 1, 7NT is 35; non-bids are 0.
func (c Call) Rank() int {
	if !c.IsBid() {
		return 0
	}
	return (c.Level-1)*5 + int(c.Strain)
}

// BidOfRank is the inverse of Rank for 1–35.
func BidOfRank(rank int) Call {
	if rank < 1 || rank > 35 {
		return Call{}
	}
	return NewBid((rank-1)/5+1, Strain((rank-1)%5+1))
}

// Beats reports whether bid c is higher than bid other (Law 18B: a higher level, or the same
// level in a higher-ranking denomination).
func (c Call) Beats(other Call) bool { return c.IsBid() && c.Rank() > other.Rank() }

// String returns "Pass", "X", "XX", or the bid as "1♠", "3NT".
func (c Call) String() string {
	switch c.Kind {
	case Pass:
		return "Pass"
	case Double:
		return "X"
	case Redouble:
		return "XX"
	case Bid:
		if c.Valid() {
			return strconv.Itoa(c.Level) + c.Strain.String()
		}
	}
	return ""
}

// ASCII returns the call in plain letters: "P", "X", "XX", "1C", "3N". ParseCall reads it back.
func (c Call) ASCII() string {
	switch c.Kind {
	case Pass:
		return "P"
	case Double:
		return "X"
	case Redouble:
		return "XX"
	case Bid:
		if c.Valid() {
			return strconv.Itoa(c.Level) + c.Strain.Letter()
		}
	}
	return ""
}

// ParseCall accepts "P", "pass", "X", "dbl", "double", "XX", "rdbl", "redouble", and bids as
// "1S", "1♠", "1NT", "1N", "3 no trump".
func ParseCall(text string) (Call, error) {
	t := strings.ToLower(strings.TrimSpace(text))
	switch t {
	case "p", "pass", "-":
		return PassCall, nil
	case "x", "d", "dbl", "double":
		return DoubleCall, nil
	case "xx", "r", "rdbl", "redouble":
		return RedoubleCall, nil
	}
	if t == "" || t[0] < '1' || t[0] > '7' {
		return Call{}, notACall(text)
	}
	strain, err := ParseStrain(t[1:])
	if err != nil {
		return Call{}, notACall(text)
	}
	return NewBid(int(t[0]-'0'), strain), nil
}

// notACall is ParseCall's error. It is made only on failure: the flows parse their example
// auctions while the app starts, and formatting an unused error for each call showed there.
func notACall(text string) error {
	return fmt.Errorf("%q is not a call: use Pass, X, XX or a bid such as 1S or 3NT", text)
}
