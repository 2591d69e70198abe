package ruling

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"tableside/engine/bridge"
)

// Meaning is what one call specified, as the director confirmed it after asking the player's
// side or reading their convention card. The engine never reads a call as natural on its own:
// an artificial 2♣ (Stayman) names clubs but specifies no suit, a transfer 2♦ specifies hearts.
// The numbers are stored in the ruling log: never renumber them.
type Meaning int

// The meanings; Unconfirmed is the zero value.
const (
	Unconfirmed Meaning = 0 // the director has not said what the call showed
	Natural     Meaning = 1 // it specifies the suit it names, if any: no-trump bids, passes, doubles and redoubles specify none
	Artificial  Meaning = 2 // it specifies exactly the suits in Shows, which may be none
)

// String reads "natural", "artificial" or "" when unconfirmed.
func (m Meaning) String() string {
	switch m {
	case Natural:
		return "natural"
	case Artificial:
		return "artificial"
	}
	return ""
}

// EnteredCall is one call of an entered auction. The calls of the auction's Player carry what
// each specified: Meaning, and for an artificial call the suits it showed, clubs first. Other
// players' calls carry neither.
type EnteredCall struct {
	Call    bridge.Call   `json:"call"`
	Meaning Meaning       `json:"meaning,omitempty"`
	Shows   []bridge.Suit `json:"shows,omitempty"`
}

// Specifies returns the suits the call specified, as confirmed: a natural bid its suit, an
// artificial call its Shows, anything else none.
func (c EnteredCall) Specifies() []bridge.Suit {
	switch c.Meaning {
	case Natural:
		if s := c.Call.Strain.Suit(); c.Call.IsBid() && s.Valid() {
			return []bridge.Suit{s}
		}
	case Artificial:
		return slices.Clone(c.Shows)
	}
	return nil
}

// AuctionEntry is an auction as the director entered it from the bidding box: who dealt, every call
// in rotation from the dealer, and the player the ruling is about (the offender), whose calls
// say which suits each specified. It is the answer to a bidding-sequence question.
type AuctionEntry struct {
	Dealer bridge.Seat   `json:"dealer"`
	Player bridge.Seat   `json:"player"`
	Calls  []EnteredCall `json:"calls,omitempty"`
}

// Bridge returns the calls as a bridge.Auction, checking that each was legal when made (Laws
// 18, 19, 22): an error names the call that was not.
func (a AuctionEntry) Bridge() (bridge.Auction, error) {
	if !a.Dealer.Valid() {
		return bridge.Auction{}, errors.New("say who dealt: North, East, South or West")
	}
	out := bridge.NewAuction(a.Dealer)
	for i, c := range a.Calls {
		seat := out.Next()
		next, err := out.Append(c.Call)
		if err != nil {
			if seat.Valid() {
				return bridge.Auction{}, fmt.Errorf("call %d, by %s: %w", i+1, seat, err)
			}
			return bridge.Auction{}, fmt.Errorf("call %d: %w", i+1, err)
		}
		out = next
	}
	return out, nil
}

// SeatOf returns who made call i, counting from the dealer.
func (a AuctionEntry) SeatOf(i int) bridge.Seat {
	return bridge.Auction{Dealer: a.Dealer}.SeatOf(i)
}

// Ended reports whether the calls reach the end of the auction: three passes after a call, or
// four passes (Law 22A).
func (a AuctionEntry) Ended() bool {
	b, err := a.Bridge()
	return err == nil && b.Ended()
}

// Specified returns the suits the Player specified in the auction, in the order first
// specified, as the director confirmed each call (Law 26B: "a suit specified in the legal
// auction by the offender").
func (a AuctionEntry) Specified() []bridge.Suit {
	var suits []bridge.Suit
	for i, c := range a.Calls {
		if a.SeatOf(i) != a.Player {
			continue
		}
		for _, s := range c.Specifies() {
			if !slices.Contains(suits, s) {
				suits = append(suits, s)
			}
		}
	}
	return suits
}

// Unspecified returns the suits the Player did not specify, clubs first.
func (a AuctionEntry) Unspecified() []bridge.Suit {
	named := a.Specified()
	var out []bridge.Suit
	for _, s := range bridge.Suits {
		if !slices.Contains(named, s) {
			out = append(out, s)
		}
	}
	return out
}

// check is the answer's own validity, before any question's Check: a dealer and a player, every
// call legal in rotation, and a confirmed meaning on each of the player's calls and on no other.
func (a AuctionEntry) check() error {
	if !a.Player.Valid() {
		return errors.New("say whose calls the ruling is about: North, East, South or West")
	}
	if len(a.Calls) == 0 {
		return errors.New("enter the calls from the bidding box, starting with the dealer's")
	}
	if _, err := a.Bridge(); err != nil {
		return err
	}
	for i, c := range a.Calls {
		seat := a.SeatOf(i)
		switch {
		case seat != a.Player && (c.Meaning != Unconfirmed || len(c.Shows) > 0):
			return fmt.Errorf("call %d is %s's: only %s's calls say what they showed", i+1, seat, a.Player)
		case seat != a.Player:
			continue
		case c.Meaning == Unconfirmed:
			return fmt.Errorf("say what %s's %s showed: natural, or the suits it showed (none, for a call such as Stayman)", seat, c.Call)
		case c.Meaning != Natural && c.Meaning != Artificial:
			return fmt.Errorf("call %d: a call is natural or artificial", i+1)
		case c.Meaning == Natural && len(c.Shows) > 0:
			return fmt.Errorf("call %d: a natural call shows only the suit it names; mark it artificial to list the suits it showed", i+1)
		}
		for j, s := range c.Shows {
			if !s.Valid() || (j > 0 && s <= c.Shows[j-1]) {
				return fmt.Errorf("call %d: list each suit it showed once, clubs first", i+1)
			}
		}
	}
	return nil
}

// String shows the auction as the breadcrumb and the flow documents do: "1♠ Pass 2♠ Pass 4♠
// Pass Pass Pass (North dealt); East: all natural".
func (a AuctionEntry) String() string {
	calls := make([]string, len(a.Calls))
	var meanings []string
	natural, unconfirmed := 0, 0
	for i, c := range a.Calls {
		calls[i] = c.Call.String()
		if a.SeatOf(i) != a.Player {
			continue
		}
		switch c.Meaning {
		case Natural:
			natural++
		case Artificial:
			meanings = append(meanings, c.Call.String()+" showed "+suitSymbols(c.Shows))
		default:
			unconfirmed++
		}
	}
	switch {
	case natural > 0 && len(meanings) == 0 && unconfirmed == 0:
		meanings = []string{"all natural"}
	case natural > 0:
		meanings = append(meanings, "the rest natural")
	}
	if unconfirmed > 0 {
		meanings = append(meanings, fmt.Sprintf("%d not confirmed", unconfirmed))
	}
	if len(meanings) == 0 {
		meanings = []string{"no calls"}
	}
	return fmt.Sprintf("%s (%s dealt); %s: %s", strings.Join(calls, " "), a.Dealer, a.Player, strings.Join(meanings, ", "))
}

// suitSymbols writes "♥♠", or "no suit".
func suitSymbols(suits []bridge.Suit) string {
	if len(suits) == 0 {
		return "no suit"
	}
	var b strings.Builder
	for _, s := range suits {
		b.WriteString(s.Symbol())
	}
	return b.String()
}

// SuitNames lists suits in words for the table: "clubs", "clubs or hearts", "clubs, diamonds
// or hearts".
func SuitNames(suits []bridge.Suit, conjunction string) string {
	names := make([]string, len(suits))
	for i, s := range suits {
		names[i] = s.String()
	}
	switch len(names) {
	case 0:
		return ""
	case 1:
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " " + conjunction + " " + names[len(names)-1]
}
