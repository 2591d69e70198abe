package bridge

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"sync"
)

// Risk says whether a contract was doubled or redoubled. Its zero value is Undoubled, the
// natural default: a contract nobody doubled needs no mention. Contract.Level, not Risk,
// marks an unknown contract.
type Risk int

// The three risks; Undoubled is the zero value.
const (
	Undoubled Risk = iota
	Doubled
	Redoubled
)

// Risks lists the three risks.
var Risks = []Risk{Undoubled, Doubled, Redoubled}

// Valid reports whether r is one of the three risks.
func (r Risk) Valid() bool { return r >= Undoubled && r <= Redoubled }

// String returns "" (undoubled), "X" or "XX", the way a contract is written.
func (r Risk) String() string {
	switch r {
	case Doubled:
		return "X"
	case Redoubled:
		return "XX"
	}
	return ""
}

// Name returns "undoubled", "doubled" or "redoubled".
func (r Risk) Name() string {
	switch r {
	case Undoubled:
		return "undoubled"
	case Doubled:
		return "doubled"
	case Redoubled:
		return "redoubled"
	}
	return ""
}

// ParseRisk accepts "", "undoubled", "X", "doubled", "dbl", "XX", "redoubled", "rdbl".
func ParseRisk(text string) (Risk, error) {
	switch strings.ToLower(strings.TrimSpace(text)) {
	case "", "undoubled":
		return Undoubled, nil
	case "x", "doubled", "dbl", "double":
		return Doubled, nil
	case "xx", "redoubled", "rdbl", "redouble":
		return Redoubled, nil
	}
	return Undoubled, fmt.Errorf("%q is not a doubling: use X, XX or nothing", text)
}

// Contract is the final bid of an auction with its doubling and declarer. The zero
// Contract (Level 0) means "no contract known". Declarer may be NoSeat when only the
// score matters.
type Contract struct {
	Level    int
	Strain   Strain
	Risk     Risk
	Declarer Seat
}

// Valid reports whether c is a contract that can be scored: level 1–7, a denomination and a
// risk. The declarer is not needed for that.
func (c Contract) Valid() bool {
	return c.Level >= 1 && c.Level <= 7 && c.Strain.Valid() && c.Risk.Valid()
}

// Bid returns the final bid, 4♠ for 4♠XX by West.
func (c Contract) Bid() Call { return NewBid(c.Level, c.Strain) }

// TricksNeeded is the number of tricks declarer must win: the level plus the book of six.
func (c Contract) TricksNeeded() int { return c.Level + 6 }

// Dummy is declarer's partner.
func (c Contract) Dummy() Seat { return c.Declarer.Partner() }

// OpeningLeader is the defender on declarer's left, who makes the opening lead (Law 41A).
func (c Contract) OpeningLeader() Seat { return c.Declarer.LHO() }

// Defenders returns the two defenders, the opening leader first.
func (c Contract) Defenders() (Seat, Seat) { return c.Declarer.LHO(), c.Declarer.RHO() }

// Side is the declaring side.
func (c Contract) Side() Side { return c.Declarer.Side() }

// String returns "4♠X by South", "3NT" when declarer is unknown, "" for an invalid contract.
func (c Contract) String() string {
	if !c.Valid() {
		return ""
	}
	s := c.Bid().String() + c.Risk.String()
	if c.Declarer.Valid() {
		s += " by " + c.Declarer.String()
	}
	return s
}

// Result writes the contract with the number of tricks won relative to it, in the
// notation directors use on a score slip: "4♥X= by North", "4♥+1 by North", "3NT-2 by South".
func (c Contract) Result(tricks int) string {
	if !c.Valid() {
		return ""
	}
	s := c.Bid().String() + c.Risk.String()
	switch diff := tricks - c.TricksNeeded(); {
	case diff == 0:
		s += "="
	case diff > 0:
		s += "+" + strconv.Itoa(diff)
	default:
		s += strconv.Itoa(diff)
	}
	if c.Declarer.Valid() {
		s += " by " + c.Declarer.String()
	}
	return s
}

// contractPattern reads a contract and, optionally, a result, from upper-cased text. The
// declarer may come before or after the result: "4HN+1", "3NTX-2 S", "4♠XX-W", "4HX BY S".
// NT is tried before N so that "3NTN" is 3NT by North and "4NS" is 4NT by South. Compiled on
// first use: a package-level regexp is compiled during start-up, before the first screen.
var contractPattern = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^([1-7])\s*(NT|N|C|D|H|S|♣|♦|♥|♠|♧|♢|♡|♤)\s*(XX|X)?` +
		`\s*(?:(?:BY\s*|-\s*|,\s*)?(NORTH|EAST|SOUTH|WEST|N|E|S|W)\b)?` +
		`\s*(=|[+-]\s*\d{1,2})?` +
		`\s*(?:(?:BY\s*|,\s*)?(NORTH|EAST|SOUTH|WEST|N|E|S|W))?$`)
})

// parseContract reads a contract and an optional result; delta is tricks won minus tricks
// needed and hasResult says whether the text carried one.
func parseContract(text string) (c Contract, delta int, hasResult bool, err error) {
	m := contractPattern().FindStringSubmatch(strings.ToUpper(strings.TrimSpace(text)))
	if m == nil {
		return Contract{}, 0, false, fmt.Errorf("%q is not a contract: write it as 4HX by S, 3NT N or 4♠XX-W", text)
	}
	if m[4] != "" && m[6] != "" {
		return Contract{}, 0, false, fmt.Errorf("%q names the declarer twice", text)
	}
	c.Level = int(m[1][0] - '0')
	c.Strain, _ = ParseStrain(m[2]) // the pattern admits only denominations
	c.Risk, _ = ParseRisk(m[3])
	if seat := m[4] + m[6]; seat != "" {
		c.Declarer, _ = ParseSeat(seat)
	}
	if r := strings.ReplaceAll(m[5], " ", ""); r != "" && r != "=" {
		delta, _ = strconv.Atoi(r)
		hasResult = true
	} else if r == "=" {
		hasResult = true
	}
	return c, delta, hasResult, nil
}

// ParseContract accepts "4HX by S", "3NT N", "4♠XX-W", "2♦" (declarer unknown).
func ParseContract(text string) (Contract, error) {
	c, _, hasResult, err := parseContract(text)
	if err != nil {
		return Contract{}, err
	}
	if hasResult {
		return Contract{}, fmt.Errorf("%q is a result, not a contract: leave out the tricks", text)
	}
	return c, nil
}

// ParseResult reads a contract and its outcome, "4HN+1", "3NTX-2 S", "4S=", "4♥+1 by North",
// and returns the contract with the number of tricks declarer won (0–13).
func ParseResult(text string) (Contract, int, error) {
	c, delta, hasResult, err := parseContract(text)
	if err != nil {
		return Contract{}, 0, err
	}
	if !hasResult {
		return Contract{}, 0, fmt.Errorf("%q has no result: add =, +1 or -2 after the contract", text)
	}
	tricks := c.TricksNeeded() + delta
	if tricks < 0 || tricks > 13 {
		return Contract{}, 0, fmt.Errorf("%q is impossible: %s would need %d tricks, and there are 13", text, c.Bid(), tricks)
	}
	return c, tricks, nil
}
