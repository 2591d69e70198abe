package pbn

import (
	"fmt"
	"strconv"
	"strings"

	"tableside/engine/bridge"
)

// Table is a double-dummy table carried by the file: for each declarer and strain, the
// tricks declarer's side takes with declarer's left-hand opponent on lead (the convention
// of the programs that write these tags, and of engine/dd).
type Table struct {
	tricks [4][5]int8 // [declarer-1][strain-1], strains in bridge order: clubs … no trump
	known  [4][5]bool // while reading: which entries the file gave
}

// Tricks returns the tricks declarer's side takes in strain; 0 for an unknown seat or strain.
func (t Table) Tricks(declarer bridge.Seat, strain bridge.Strain) int {
	if !declarer.Valid() || !strain.Valid() {
		return 0
	}
	return int(t.tricks[declarer-1][strain-1])
}

// Equal reports whether two tables give the same tricks everywhere.
func (t Table) Equal(u Table) bool { return t.tricks == u.tricks }

// NewTable builds a table from tricks(declarer, strain), each 0–13.
func NewTable(tricks func(declarer bridge.Seat, strain bridge.Strain) int) (Table, error) {
	var t Table
	for _, d := range bridge.Seats {
		for _, s := range bridge.Strains {
			if err := t.set(d, s, tricks(d, s)); err != nil {
				return Table{}, err
			}
		}
	}
	return t, t.complete()
}

func (t *Table) set(declarer bridge.Seat, strain bridge.Strain, n int) error {
	if n < 0 || n > 13 {
		return fmt.Errorf("%d tricks for %s declaring in %s: a side takes 0 to 13 tricks", n, declarer, strainName(strain))
	}
	t.tricks[declarer-1][strain-1] = int8(n)
	t.known[declarer-1][strain-1] = true
	return nil
}

// complete says which entry is missing, if one is, and forgets which were given, so that
// two complete tables with the same tricks are equal.
func (t *Table) complete() error {
	for _, d := range bridge.Seats {
		for _, s := range bridge.Strains {
			if !t.known[d-1][s-1] {
				return fmt.Errorf("the double-dummy table has no row for %s declaring in %s", d, strainName(s))
			}
		}
	}
	t.known = [4][5]bool{}
	return nil
}

// ddtOrder is the order of the 20 digits of a DoubleDummyTricks tag, as BridgeComposer
// writes and reads it: declarers North, South, East, West, and for each the strains no
// trump, spades, hearts, diamonds, clubs.
var (
	ddtDeclarers = [4]bridge.Seat{bridge.North, bridge.South, bridge.East, bridge.West}
	ddtStrains   = [5]bridge.Strain{bridge.NoTrump, bridge.SpadesStrain, bridge.HeartsStrain, bridge.DiamondsStrain, bridge.ClubsStrain}
)

// ParseDoubleDummyTricks reads a DoubleDummyTricks value: 20 hexadecimal digits (0–D).
func ParseDoubleDummyTricks(value string) (Table, error) {
	value = strings.TrimSpace(value)
	if len(value) != 20 {
		return Table{}, fmt.Errorf("DoubleDummyTricks %q has %d characters; it needs 20 hexadecimal digits", value, len(value))
	}
	var t Table
	for i := range 20 {
		n, err := strconv.ParseUint(value[i:i+1], 16, 8)
		if err != nil {
			return Table{}, fmt.Errorf("DoubleDummyTricks %q: %q is not a hexadecimal digit", value, value[i:i+1])
		}
		if err := t.set(ddtDeclarers[i/5], ddtStrains[i%5], int(n)); err != nil {
			return Table{}, fmt.Errorf("DoubleDummyTricks %q: %v", value, err)
		}
	}
	return t, t.complete()
}

// DoubleDummyTricks writes the table as a DoubleDummyTricks value, the 20 digits
// ParseDoubleDummyTricks reads.
func (t Table) DoubleDummyTricks() string {
	var b strings.Builder
	for i := range 20 {
		b.WriteString(strings.ToUpper(strconv.FormatInt(int64(t.Tricks(ddtDeclarers[i/5], ddtStrains[i%5])), 16)))
	}
	return b.String()
}

// optimumColumns finds the Declarer, Denomination and Result columns of an
// OptimumResultTable from its tag value, "Declarer;Denomination\2R;Result\2R": column names
// separated by ';', each with an optional '\' and a layout hint.
func optimumColumns(value string) (declarer, strain, result, n int, err error) {
	declarer, strain, result = -1, -1, -1
	cols := strings.Split(value, ";")
	for i, c := range cols {
		name, _, _ := strings.Cut(c, "\\")
		switch strings.TrimSpace(name) {
		case "Declarer":
			declarer = i
		case "Denomination":
			strain = i
		case "Result":
			result = i
		}
	}
	if declarer < 0 || strain < 0 || result < 0 {
		return 0, 0, 0, 0, fmt.Errorf("OptimumResultTable %q needs the columns Declarer, Denomination and Result", value)
	}
	return declarer, strain, result, len(cols), nil
}

// parseOptimumResultTable reads the rows of an OptimumResultTable ("N S 9": declarer,
// strain, tricks), given as data tokens after the tag.
func parseOptimumResultTable(tag token, rows []token) (Table, *Error) {
	di, si, ri, n, err := optimumColumns(tag.value)
	if err != nil {
		return Table{}, errorAt(tag.line, "%v", err)
	}
	if len(rows)%n != 0 {
		last := rows[len(rows)-1]
		return Table{}, errorAt(last.line, "the OptimumResultTable's last row has %d entries; each row needs %d", len(rows)%n, n)
	}
	var t Table
	for i := 0; i < len(rows); i += n {
		row := rows[i : i+n]
		line := row[0].line
		d, err := bridge.ParseSeat(row[di].value)
		if err != nil || len(row[di].value) != 1 {
			return Table{}, errorAt(line, "the OptimumResultTable's declarer %q is not N, E, S or W", row[di].value)
		}
		s, ok := strainLetters[strings.ToUpper(row[si].value)]
		if !ok {
			return Table{}, errorAt(line, "the OptimumResultTable's denomination %q is not NT, S, H, D or C", row[si].value)
		}
		tricks, err := strconv.Atoi(row[ri].value)
		if err != nil {
			return Table{}, errorAt(line, "the OptimumResultTable's result %q is not a number of tricks", row[ri].value)
		}
		if t.known[d-1][s-1] && t.Tricks(d, s) != tricks {
			return Table{}, errorAt(line, "the OptimumResultTable gives %s in %s twice, as %d and %d tricks", d, strainName(s), t.Tricks(d, s), tricks)
		}
		if err := t.set(d, s, tricks); err != nil {
			return Table{}, errorAt(line, "OptimumResultTable: %v", err)
		}
	}
	if err := t.complete(); err != nil {
		return Table{}, errorAt(tag.line, "%v", err)
	}
	return t, nil
}

// strainLetters reads a table's denomination.
var strainLetters = map[string]bridge.Strain{
	"NT": bridge.NoTrump, "N": bridge.NoTrump, "S": bridge.SpadesStrain, "H": bridge.HeartsStrain,
	"D": bridge.DiamondsStrain, "C": bridge.ClubsStrain,
}

// strainName is "no trump" or the suit's name.
func strainName(s bridge.Strain) string {
	if s == bridge.NoTrump {
		return "no trump"
	}
	return s.Suit().String()
}
