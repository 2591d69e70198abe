package dd

import (
	"fmt"

	"tableside/engine/bridge"
)

// Table holds the double-dummy result of a full deal: for each strain and declarer, the
// tricks declarer's side takes with declarer's left-hand opponent on lead.
type Table struct {
	tricks [5][4]int8 // [strain-1][declarer-1]
}

// Tricks returns the tricks declarer's side takes in strain.
func (t Table) Tricks(declarer bridge.Seat, strain bridge.Strain) int {
	if !declarer.Valid() || !strain.Valid() {
		return 0
	}
	return int(t.tricks[strain-1][declarer-1])
}

// SolveTable returns the full table of a 13-card deal in one call. In the browser, use a
// TableSolver instead, a step at a time.
func SolveTable(d Deal) (Table, error) {
	ts, err := NewTableSolver(d, 0)
	if err != nil {
		return Table{}, err
	}
	for !ts.Step(0) {
	}
	return ts.Table(), nil
}

// solveOrder is the order of the table's strains: no trump first, then the suits.
var solveOrder = [5]bridge.Strain{bridge.NoTrump, bridge.SpadesStrain, bridge.HeartsStrain, bridge.DiamondsStrain, bridge.ClubsStrain}

// TableSolver computes a full table in 20 parts (each strain with each opening leader),
// in steps as small as the caller wants, so that a browser can compute a table between
// frames: each Step searches at most a given number of nodes and keeps its progress
// (bounds on the current part and its transposition table) for the next Step.
type TableSolver struct {
	deal   Deal
	tt     *table
	hist   history
	part   int // 0..19: strain solveOrder[part/4], leader part%4
	lo, hi int // bounds so far on North-South's tricks in the current part
	guess  int
	table  Table
	// Nodes counts the positions at a trick boundary searched so far.
	Nodes int64
}

// NewTableSolver prepares the table of a deal of 13 cards a hand, with a transposition
// table sized as NewSolver's (0 picks 2^18: 4 MB, and up to 44 MB of entries as the search
// needs them; when full it starts again empty).
func NewTableSolver(d Deal, logSize int) (*TableSolver, error) {
	p := Position{Deal: d, Trump: bridge.NoTrump, Leader: bridge.North}
	if err := p.check(); err != nil {
		return nil, err
	}
	if n := d.Len(bridge.North); n != 13 {
		return nil, fmt.Errorf("dd: a table needs 13 cards a hand, not %d", n)
	}
	if logSize <= 0 {
		logSize = 18
	}
	return &TableSolver{deal: d, tt: newTable(logSize), lo: 0, hi: 13, guess: -1}, nil
}

// Step searches at most budget nodes (0: no limit) and reports whether the table is
// complete. A node costs roughly half a microsecond natively.
func (t *TableSolver) Step(budget int64) bool {
	for t.part < 20 {
		strain := solveOrder[t.part/4]
		leader := t.part % 4
		s := &solver{hands: t.deal.hands, trump: int(strain - 1), left: 13, tt: t.tt, hist: &t.hist, budget: budget}
		t.lo, t.hi = s.narrow(0, leader, t.lo, t.hi, t.guess)
		t.Nodes += s.nodes
		if s.stopped {
			return false
		}
		t.record(strain, leader, t.lo)
		if budget > 0 {
			// A budget spent exactly must not read as "no limit" for the next part.
			if budget -= s.nodes; budget <= 0 {
				return t.part == 20
			}
		}
	}
	return true
}

// record stores North-South's tricks with leader on lead, and moves to the next part.
func (t *TableSolver) record(strain bridge.Strain, leader, ns int) {
	declarer := (leader + 3) & 3
	tricks := ns
	if !nsSide(declarer) {
		tricks = 13 - ns
	}
	t.table.tricks[strain-1][declarer] = int8(tricks)
	t.part++
	t.lo, t.hi = 0, 13
	// The next leader of the same strain usually leaves North-South the same tricks.
	t.guess = ns
	if t.part%4 == 0 && t.part < 20 {
		t.guess = -1
		// No entry serves another strain (the trump is part of every position's shape):
		// give the next strain the whole table.
		t.tt.clear()
	}
}

// Progress returns how many of the table's 20 results are known.
func (t *TableSolver) Progress() int { return t.part }

// Table returns the table; complete once Step has reported true.
func (t *TableSolver) Table() Table { return t.table }
