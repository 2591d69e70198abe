package bridge

import (
	"fmt"
	"strings"
)

// Vulnerability says which sides are vulnerable on a board. It changes game, slam and
// undertrick values (Law 77).
type Vulnerability int

// The four vulnerabilities; NoVulnerability (the zero value) means "not known", which is
// different from NoneVulnerable ("love all").
const (
	NoVulnerability Vulnerability = iota
	NoneVulnerable
	NSVulnerable
	EWVulnerable
	BothVulnerable
)

// Vulnerabilities lists the four real vulnerabilities.
var Vulnerabilities = []Vulnerability{NoneVulnerable, NSVulnerable, EWVulnerable, BothVulnerable}

// Valid reports whether v is a real vulnerability.
func (v Vulnerability) Valid() bool { return v >= NoneVulnerable && v <= BothVulnerable }

// String returns "None", "N-S", "E-W" or "Both" as printed on a board; "" when unknown.
func (v Vulnerability) String() string {
	if !v.Valid() {
		return ""
	}
	return [...]string{"", "None", "N-S", "E-W", "Both"}[v]
}

// Vulnerable reports whether seat s is vulnerable. It is false when either is unknown.
func (v Vulnerability) Vulnerable(s Seat) bool { return v.SideVulnerable(s.Side()) }

// SideVulnerable reports whether side d is vulnerable.
func (v Vulnerability) SideVulnerable(d Side) bool {
	switch v {
	case BothVulnerable:
		return d != NoSide
	case NSVulnerable:
		return d == NorthSouth
	case EWVulnerable:
		return d == EastWest
	}
	return false
}

// ParseVulnerability accepts what boards and score slips print: "None", "Nil", "Love",
// "-", "NS", "N-S", "EW", "E-W", "Both", "All".
func ParseVulnerability(text string) (Vulnerability, error) {
	t := strings.ToLower(strings.TrimSpace(text))
	if t == "-" || t == "–" || t == "—" { // the dash some slips print for "none"
		return NoneVulnerable, nil
	}
	switch strings.NewReplacer("-", "", " ", "", "/", "").Replace(t) {
	case "none", "nil", "love", "loveall", "neither":
		return NoneVulnerable, nil
	case "ns", "northsouth":
		return NSVulnerable, nil
	case "ew", "eastwest":
		return EWVulnerable, nil
	case "both", "all":
		return BothVulnerable, nil
	}
	return NoVulnerability, fmt.Errorf("%q is not a vulnerability: use None, NS, EW or Both", text)
}

// boardCycle holds the dealer and vulnerability of boards 1–16; board 17 repeats board 1.
// Dealer rotates clockwise from North; each group of four boards shifts the vulnerability
// sequence None, NS, EW, Both one step, so all sixteen combinations occur once.
var boardCycle = [16]struct {
	dealer Seat
	vul    Vulnerability
}{
	{North, NoneVulnerable}, {East, NSVulnerable}, {South, EWVulnerable}, {West, BothVulnerable},
	{North, NSVulnerable}, {East, EWVulnerable}, {South, BothVulnerable}, {West, NoneVulnerable},
	{North, EWVulnerable}, {East, BothVulnerable}, {South, NoneVulnerable}, {West, NSVulnerable},
	{North, BothVulnerable}, {East, NoneVulnerable}, {South, NSVulnerable}, {West, EWVulnerable},
}

// BoardDealer returns the dealer printed on board n, or NoSeat when n < 1.
func BoardDealer(n int) Seat {
	if n < 1 {
		return NoSeat
	}
	return boardCycle[(n-1)%16].dealer
}

// BoardVulnerability returns the vulnerability printed on board n, or NoVulnerability when n < 1.
func BoardVulnerability(n int) Vulnerability {
	if n < 1 {
		return NoVulnerability
	}
	return boardCycle[(n-1)%16].vul
}

// Board is a duplicate board identified by its number. The zero Board is "unknown".
type Board struct {
	Number int
}

// NewBoard returns board n, or an error when n is not a board number.
func NewBoard(n int) (Board, error) {
	b := Board{n}
	if !b.Valid() {
		return Board{}, fmt.Errorf("board %d does not exist: boards are numbered from 1", n)
	}
	return b, nil
}

// Valid reports whether b has a real board number.
func (b Board) Valid() bool { return b.Number >= 1 }

// Dealer is the player who makes the first call on this board (Law 17B).
func (b Board) Dealer() Seat { return BoardDealer(b.Number) }

// Vulnerability is the vulnerability printed on this board.
func (b Board) Vulnerability() Vulnerability { return BoardVulnerability(b.Number) }

// String returns "Board 7", or "" for the zero Board.
func (b Board) String() string {
	if !b.Valid() {
		return ""
	}
	return fmt.Sprintf("Board %d", b.Number)
}
