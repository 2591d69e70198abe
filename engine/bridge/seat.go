// Package bridge models the game as the Laws of Duplicate Bridge speak of it: seats, suits,
// cards, calls, auctions, boards, contracts and the duplicate score (Law 77).
//
// Every enum's zero value means "unknown / none", so a zero struct is never a valid fact by
// accident. Every enum has String and a Parse function that accepts what a director types.
package bridge

import (
	"fmt"
	"strings"
)

// Seat is a compass position. Seats run clockwise N, E, S, W, so partner is two seats on.
type Seat int

// Seats in clockwise order; NoSeat is the zero value.
const (
	NoSeat Seat = iota
	North
	East
	South
	West
)

// Seats lists the four seats clockwise from North.
var Seats = []Seat{North, East, South, West}

var seatNames = [...]string{"", "North", "East", "South", "West"}

// Valid reports whether s is one of the four seats.
func (s Seat) Valid() bool { return s >= North && s <= West }

// String returns the full name ("North"), or "" for NoSeat.
func (s Seat) String() string {
	if !s.Valid() {
		return ""
	}
	return seatNames[s]
}

// Letter returns "N", "E", "S" or "W".
func (s Seat) Letter() string {
	if !s.Valid() {
		return ""
	}
	return seatNames[s][:1]
}

// Clockwise returns the seat n places clockwise from s (n ≥ 0), or NoSeat for NoSeat.
func (s Seat) Clockwise(n int) Seat {
	if !s.Valid() {
		return NoSeat
	}
	return Seat((int(s)-1+n)%4 + 1)
}

// LHO is the player on s's left: the next to call or play after s.
func (s Seat) LHO() Seat { return s.Clockwise(1) }

// Partner sits opposite s.
func (s Seat) Partner() Seat { return s.Clockwise(2) }

// RHO is the player on s's right: the one who called or played just before s.
func (s Seat) RHO() Seat { return s.Clockwise(3) }

// Side is the partnership s belongs to.
func (s Seat) Side() Side {
	switch s {
	case North, South:
		return NorthSouth
	case East, West:
		return EastWest
	}
	return NoSide
}

// ParseSeat accepts "N", "north", "North" and the like.
func ParseSeat(text string) (Seat, error) {
	t := strings.ToLower(strings.TrimSpace(text))
	for _, s := range Seats {
		if t == strings.ToLower(s.String()) || t == strings.ToLower(s.Letter()) {
			return s, nil
		}
	}
	return NoSeat, fmt.Errorf("%q is not a seat: use N, E, S or W", text)
}

// Side is a partnership.
type Side int

// The two sides; NoSide is the zero value.
const (
	NoSide Side = iota
	NorthSouth
	EastWest
)

// String returns "North-South" or "East-West".
func (d Side) String() string {
	switch d {
	case NorthSouth:
		return "North-South"
	case EastWest:
		return "East-West"
	}
	return ""
}

// Other returns the opposing side.
func (d Side) Other() Side {
	switch d {
	case NorthSouth:
		return EastWest
	case EastWest:
		return NorthSouth
	}
	return NoSide
}

// ParseSide accepts "NS", "N-S", "north-south", "EW" and the like.
func ParseSide(text string) (Side, error) {
	t := strings.NewReplacer("-", "", " ", "", "/", "").Replace(strings.ToLower(strings.TrimSpace(text)))
	switch t {
	case "ns", "northsouth":
		return NorthSouth, nil
	case "ew", "eastwest":
		return EastWest, nil
	}
	return NoSide, fmt.Errorf("%q is not a side: use NS or EW", text)
}
