package dd

import (
	"strings"
	"testing"

	"tableside/engine/bridge"
)

// TestTableInSmallStepsMatchesDDS computes a table with a tiny node budget per step,
// as the browser will, and checks it against DDS's: a step interrupted mid-search must
// keep its progress and never record a wrong bound.
func TestTableInSmallStepsMatchesDDS(t *testing.T) {
	ref := loadReference(t)
	r := byDDSTime(ref)[0]
	ts, err := NewTableSolver(mustDeal(t, r.Deal), 0)
	if err != nil {
		t.Fatal(err)
	}
	steps := 0
	for !ts.Step(500) {
		steps++
		if steps > 1_000_000 {
			t.Fatal("the table never completes in steps of 500 nodes")
		}
	}
	if steps < 20 {
		t.Errorf("only %d interrupted steps: the budget did not cut the search", steps)
	}
	compareTable(t, r, ts.Table())
}

// TestOneSuitEach is the reference's first sanity check, by reasoning: each seat holds a
// whole suit, so in a suit contract the trump holder's side takes all 13 and in no trump
// the opening leader runs their suit.
func TestOneSuitEach(t *testing.T) {
	d := mustDeal(t, "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432")
	table, err := SolveTable(d)
	if err != nil {
		t.Fatal(err)
	}
	want := map[bridge.Strain][4]int{
		bridge.SpadesStrain:   {13, 0, 13, 0},
		bridge.HeartsStrain:   {0, 13, 0, 13},
		bridge.DiamondsStrain: {13, 0, 13, 0},
		bridge.ClubsStrain:    {0, 13, 0, 13},
		bridge.NoTrump:        {0, 0, 0, 0},
	}
	for strain, row := range want {
		for i, seat := range bridge.Seats {
			if got := table.Tricks(seat, strain); got != row[i] {
				t.Errorf("%s declares %s: %d tricks, want %d", seat, strain, got, row[i])
			}
		}
	}
}

// TestTableOfShortHandsIsRefused: a table counts 13 tricks, so an ending must be asked as
// a Position; SolveTable once gave East 12 tricks of a one-card ending.
func TestTableOfShortHandsIsRefused(t *testing.T) {
	if _, err := SolveTable(mustDeal(t, "N:A... K... Q... J...")); err == nil || !strings.Contains(err.Error(), "13 cards") {
		t.Errorf("SolveTable of one card a hand: error %v, want one about 13 cards", err)
	}
}

func TestImpossiblePositionsAreRefused(t *testing.T) {
	tests := []struct {
		situation string
		deal      string
		trump     bridge.Strain
		leader    bridge.Seat
		played    []string
		want      string
	}{
		{"hands of different sizes", "N:AK... Q... J... T9...", bridge.NoTrump, bridge.North, nil, "holds"},
		{"no trump strain", "N:A... K... Q... J...", bridge.NoStrain, bridge.North, nil, "trump"},
		{"no leader", "N:A... K... Q... J...", bridge.NoTrump, bridge.NoSeat, nil, "leader"},
		{"a played card still in a hand", "N:... .K.. .Q.. K...", bridge.NoTrump, bridge.North, []string{"SK"}, "also elsewhere"},
		{"a revoke in the trick", "N:A... .K.. .QJ.. .T9..", bridge.NoTrump, bridge.North, []string{"H2", "ST"}, "still holds"},
		{"no cards at all", "N:... ... ... ...", bridge.NoTrump, bridge.North, nil, "no cards"},
		{"four cards played", "N:.A.. .K.. .Q.. .J..", bridge.NoTrump, bridge.North, []string{"H2", "H3", "H4", "H5"}, "at most 3"},
	}
	for _, tt := range tests {
		t.Run(tt.situation, func(t *testing.T) {
			p := Position{Deal: mustDeal(t, tt.deal), Trump: tt.trump, Leader: tt.leader}
			for _, c := range tt.played {
				p.Played = append(p.Played, mustCard(t, c))
			}
			if _, err := Tricks(p); err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("Tricks = error %v, want one about %q", err, tt.want)
			}
		})
	}
}

func TestPBNRoundTrip(t *testing.T) {
	text := "N:AJ632.KQ72.J.T83 T9.AJ84.953.AQJ7 4.T953.KQT86.K95 KQ875.6.A742.642"
	d := mustDeal(t, text)
	if got := d.PBN(); got != text {
		t.Errorf("PBN() = %q, want %q", got, text)
	}
	rotated := mustDeal(t, "E:T9.AJ84.953.AQJ7 4.T953.KQT86.K95 KQ875.6.A742.642 AJ632.KQ72.J.T83")
	if rotated != d {
		t.Errorf("a deal written from East reads as %q", rotated.PBN())
	}
	for _, bad := range []string{"AJ632.KQ72.J.T83", "N:A... K...", "N:AX... K... Q... J...", "N:A... A... Q... J...", "Z:A... K... Q... J...", "N:A.. K... Q... J..."} {
		if _, err := ParsePBN(bad); err == nil {
			t.Errorf("ParsePBN(%q) accepted a bad deal", bad)
		}
	}
}

// The solver's own words for a hand it cannot read (the hand parser is bridge.ParseHand's).
func TestParsePBNSaysWhichHandIsWrong(t *testing.T) {
	for _, tc := range []struct{ deal, want string }{
		{"N:A... K... Q... J.x..", `dd: deal "N:A... K... Q... J.x..": West's hand "J.x..": 'X' is not a rank`},
		{"N:A... K... Q.... J...", `dd: deal "N:A... K... Q.... J...": South's hand "Q....": want four suits separated by dots`},
		{"N:A... A... Q... J...", `dd: deal "N:A... A... Q... J...": dd: ♠A is already in North's hand`},
	} {
		if _, err := ParsePBN(tc.deal); err == nil || err.Error() != tc.want {
			t.Errorf("ParsePBN(%q) error %v, want %s", tc.deal, err, tc.want)
		}
	}
}

// TestTableWithATinyTranspositionTable computes a table with room for only 512 shapes and
// 512 blocks of entries, so that the table fills and is cleared again and again: losing
// entries must never change an answer.
func TestTableWithATinyTranspositionTable(t *testing.T) {
	ref := loadReference(t)
	r := byDDSTime(ref)[1]
	ts, err := NewTableSolver(mustDeal(t, r.Deal), 9)
	if err != nil {
		t.Fatal(err)
	}
	for !ts.Step(0) {
	}
	if ts.tt.cleared < 50 {
		t.Errorf("the table was cleared %d times; the test wants it full again and again", ts.tt.cleared)
	}
	compareTable(t, r, ts.Table())
}
