package dd

import (
	"cmp"
	"encoding/json"
	"fmt"
	"os"
	"slices"
	"testing"

	"tableside/engine/bridge"
)

// The reference answers are DDS's (Bo Haglund and Soren Hein's double-dummy solver,
// github.com/dds-bridge/dds, develop d2bc4c2, single-threaded), copied from the shared
// data set "Double-dummy reference data and timing baseline from DDS". Indices are DDS's:
// strain 0=S 1=H 2=D 3=C 4=NT, hand 0=N 1=E 2=S 3=W.

type refTable struct {
	ID     int       `json:"id"`
	Deal   string    `json:"deal"`
	Tricks [5][4]int `json:"tricks"`
	MS     float64   `json:"ms"`
}

type refPlayed struct {
	Seat string `json:"seat"`
	Card string `json:"card"`
}

type refPosition struct {
	ID           int            `json:"id"`
	K            int            `json:"k"`
	Deal         string         `json:"deal"`
	Trump        string         `json:"trump"`
	Leader       string         `json:"leader"`
	Played       []refPlayed    `json:"played"`
	Tricks       *int           `json:"tricks"`
	TricksToPlay *int           `json:"tricks_to_play_side"`
	CardTricks   map[string]int `json:"card_tricks"`
	US           float64        `json:"us"`
}

type reference struct {
	Tables       []refTable    `json:"tables"`
	EndPositions []refPosition `json:"end_positions"`
	MidTrick     []refPosition `json:"mid_trick"`
}

func loadReference(t testing.TB) reference {
	t.Helper()
	data, err := os.ReadFile("testdata/dd-reference.json")
	if err != nil {
		t.Fatal(err)
	}
	var ref reference
	if err := json.Unmarshal(data, &ref); err != nil {
		t.Fatal(err)
	}
	if len(ref.Tables) != 200 || len(ref.EndPositions) != 300 || len(ref.MidTrick) != 50 {
		t.Fatalf("reference holds %d tables, %d end and %d mid-trick positions; want 200, 300, 50",
			len(ref.Tables), len(ref.EndPositions), len(ref.MidTrick))
	}
	return ref
}

// ddsStrains maps DDS's strain index to ours.
var ddsStrains = [5]bridge.Strain{bridge.SpadesStrain, bridge.HeartsStrain, bridge.DiamondsStrain, bridge.ClubsStrain, bridge.NoTrump}

func mustDeal(t testing.TB, pbn string) Deal {
	t.Helper()
	d, err := ParsePBN(pbn)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

func mustCard(t testing.TB, text string) bridge.Card {
	t.Helper()
	c, err := bridge.ParseCard(text)
	if err != nil {
		t.Fatalf("card %q: %v", text, err)
	}
	return c
}

func (r refPosition) position(t testing.TB) Position {
	t.Helper()
	trump := bridge.NoTrump
	if r.Trump != "NT" {
		suit, err := bridge.ParseSuit(r.Trump)
		if err != nil {
			t.Fatal(err)
		}
		trump = bridge.StrainOf(suit)
	}
	leader, err := bridge.ParseSeat(r.Leader)
	if err != nil {
		t.Fatal(err)
	}
	p := Position{Deal: mustDeal(t, r.Deal), Trump: trump, Leader: leader}
	for _, pl := range r.Played {
		p.Played = append(p.Played, mustCard(t, pl.Card))
	}
	return p
}

func (r refPosition) want() int {
	if r.TricksToPlay != nil {
		return *r.TricksToPlay
	}
	return *r.Tricks
}

// TestEveryReferencePosition checks all 300 end positions and 50 mid-trick positions.
func TestEveryReferencePosition(t *testing.T) {
	ref := loadReference(t)
	solver := NewSolver(0)
	for _, set := range [][]refPosition{ref.EndPositions, ref.MidTrick} {
		for _, r := range set {
			p := r.position(t)
			got, err := solver.Tricks(p)
			if err != nil {
				t.Fatalf("position %d (%s): %v", r.ID, r.Deal, err)
			}
			if got != r.want() {
				t.Errorf("position %d (%s, trump %s, %s leads, played %v): %d tricks, DDS says %d",
					r.ID, r.Deal, r.Trump, r.Leader, r.Played, got, r.want())
			}
		}
	}
}

// TestEveryReferencePositionFreshSolver solves each position with an empty table, so that
// no result leans on another position's entries.
func TestEveryReferencePositionFreshSolver(t *testing.T) {
	ref := loadReference(t)
	for _, set := range [][]refPosition{ref.EndPositions, ref.MidTrick} {
		for _, r := range set {
			got, err := Tricks(r.position(t))
			if err != nil || got != r.want() {
				t.Errorf("position %d (%s): %d, %v; DDS says %d", r.ID, r.Deal, got, err, r.want())
			}
		}
	}
}

// TestCardByCardAgainstReference plays each legal card of the player to play and checks
// the tricks that follow against DDS's card_tricks, so the search is tested below the root.
func TestCardByCardAgainstReference(t *testing.T) {
	ref := loadReference(t)
	solver := NewSolver(0)
	for _, set := range [][]refPosition{ref.EndPositions, ref.MidTrick} {
		for _, r := range set {
			if len(r.Played) == 3 || r.K == 1 {
				continue // the card completes the trick; covered by the position itself
			}
			p := r.position(t)
			toPlay := p.ToPlay()
			for text, want := range r.CardTricks {
				card := mustCard(t, text)
				next := p
				next.Deal.hands[toPlay-1][card.Suit-1] &^= bit(card.Rank)
				next.Played = append(slices.Clone(p.Played), card)
				got, err := solver.Tricks(next)
				if err != nil {
					t.Fatalf("position %d after %s: %v", r.ID, text, err)
				}
				// The next player is an opponent of the player who played the card.
				if mine := next.Deal.Len(next.ToPlay()) - got; mine != want {
					t.Errorf("position %d (%s), %s plays %s: their side takes %d, DDS says %d", r.ID, r.Deal, toPlay, text, mine, want)
				}
			}
		}
	}
}

// byDDSTime returns the reference deals in order of DDS's time for their table, quickest
// first.
func byDDSTime(ref reference) []refTable {
	tables := slices.Clone(ref.Tables)
	slices.SortStableFunc(tables, func(a, b refTable) int { return cmp.Compare(a.MS, b.MS) })
	return tables
}

// tableSpread picks the reference deals that go test checks: in order of DDS's time, every
// 5th deal from the quickest to the median (20 deals, from DDS's 1.9 ms to about 100 ms);
// with -short, every 20th of those (5 deals). make dd-check checks all 200.
func tableSpread(ref reference, short bool) []refTable {
	step := 5
	if short {
		step = 20
	}
	tables := byDDSTime(ref)
	var spread []refTable
	for i := 0; i < len(tables)/2; i += step {
		spread = append(spread, tables[i])
	}
	return spread
}

func checkTable(t *testing.T, r refTable) {
	t.Helper()
	table, err := SolveTable(mustDeal(t, r.Deal))
	if err != nil {
		t.Fatalf("deal %d: %v", r.ID, err)
	}
	compareTable(t, r, table)
}

// compareTable checks each of table's 20 results against DDS's.
func compareTable(t *testing.T, r refTable, table Table) {
	t.Helper()
	for strain := range 5 {
		for hand := range 4 {
			got := table.Tricks(bridge.Seat(hand+1), ddsStrains[strain])
			if want := r.Tricks[strain][hand]; got != want {
				t.Errorf("deal %d (%s), %s declares %s: %d tricks, DDS says %d", r.ID, r.Deal,
					bridge.Seat(hand+1), ddsStrains[strain], got, want)
			}
		}
	}
}

// TestReferenceTablesSpread checks 20 of the 200 reference tables, quick and slower ones
// (see tableSpread; make dd-check checks all).
func TestReferenceTablesSpread(t *testing.T) {
	ref := loadReference(t)
	spread := tableSpread(ref, testing.Short())
	if !testing.Short() && len(spread) != 20 {
		t.Fatalf("the spread holds %d deals, want 20", len(spread))
	}
	for _, r := range spread {
		t.Run(fmt.Sprintf("deal %d, DDS %.1f ms", r.ID, r.MS), func(t *testing.T) {
			checkTable(t, r)
		})
	}
}
