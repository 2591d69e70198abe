package board

import (
	"strings"
	"testing"

	"tableside/engine/bridge"
	"tableside/engine/law"
	"tableside/engine/ruling"
)

// The board's final score for both sides, in points and in the event's units, for each kind of
// ruling that changes it. Board 7 is vulnerable both ways (Law 2): 4♠ by South making is +620
// for North-South, one down −100, two down −200 (Law 77). The figures in matchpoints or IMPs
// come only from a ruling that gave them; elsewhere the board says the scorer works them out.
//
// Each row rules through the catalogue, as the app does, so a change to a ruling's parts (the
// calculator's workings included) shows here.
func TestFinalScoreForBothSides(t *testing.T) {
	revoke := func(trick string) func(*testing.T, State) State {
		return func(t *testing.T, b State) State {
			_, o := rule(t, "revoke", b.Context(0), ruling.Pick("established"), ruling.Pick(trick), ruling.Pick("yes"), ruling.Pick("later"))
			return record(t, b, "revoke", o, "")
		}
	}
	adjusted := func(answers ...ruling.Answer) func(*testing.T, State) State {
		return func(t *testing.T, b State) State {
			_, o := rule(t, "adjusted-score", b.Context(0), answers...)
			return record(t, b, "adjusted-score", o, "")
		}
	}
	claim := func(t *testing.T, b State) State {
		_, o := rule(t, "claim", b.Context(0), claimAnswers(9, 1)...)
		return record(t, b, "claim", o, "")
	}
	weighted := func(t *testing.T, b State) State {
		_, o := rule(t, "revoke", b.Context(0), ruling.Pick("established"), ruling.Pick("other-side"), ruling.Pick("yes"), ruling.Pick("weighted"),
			ruling.WeightedAnswer(ruling.Weighted{Contract: fourSpades, Tricks: 10, Weight: 60}, ruling.Weighted{Contract: fourSpades, Tricks: 9, Weight: 40}))
		return record(t, b, "revoke", o, "")
	}
	penalty := func(t *testing.T, b State) State {
		_, o := rule(t, "procedural-penalty", b.Context(0), ruling.Pick("slow"), ruling.Pick("standard"), ruling.Pick("ew"), ruling.Pick("pairs"), ruling.CountAnswer(0))
		return record(t, b, "procedural-penalty", o, "")
	}
	for _, tc := range []struct {
		name   string
		rules  []func(*testing.T, State) State
		tricks int
		steps  []string // each step's text starts so, in order
		final  string
		units  string // Units contains this
	}{
		{name: "no ruling changes the score: the table result, 10 tricks", tricks: 10,
			steps: []string{"Table result: 10 tricks"},
			final: "North-South +620, East-West −620",
			units: "Matchpoints or IMPs: not worked out on this board"},
		{name: "one revoke by a defender, one trick to declarer's side (Law 64A2): 9 tricks become 10", tricks: 9,
			rules: []func(*testing.T, State) State{revoke("other-side")},
			steps: []string{"Table result: 9 tricks", "Revoke: 1 trick to North-South"},
			final: "North-South +620, East-West −620"},
		{name: "two revokes, one trick then two (Laws 64A2, 64A1): 8 tricks become 11", tricks: 8,
			rules: []func(*testing.T, State) State{revoke("other-side"), revoke("revoker")},
			steps: []string{"Table result: 8 tricks", "Revoke: 1 trick to North-South", "Revoke: 2 tricks to North-South"},
			final: "North-South +650, East-West −650"},
		{name: "a claim after a revoke: the claim's 8 tricks first, then the revoke's trick (Laws 70A, 64A)",
			rules: []func(*testing.T, State) State{revoke("other-side"), claim},
			steps: []string{"Result of the claim: 8 tricks", "Revoke: 1 trick to North-South"},
			final: "North-South −100, East-West +100"},
		// The session's own result replaces average plus or minus when it is better (or worse)
		// (Law 12C2(c)); the scorer applies it, so each side's figure says so.
		{name: "an artificial score at pairs, North-South directly at fault (Law 12C2(a)): 40% and 60%", tricks: 10,
			rules: []func(*testing.T, State) State{adjusted(ruling.Pick("artificial"), ruling.Pick("pairs"), ruling.Pick("ns"), ruling.Pick("later"))},
			steps: []string{"Table result: 10 tricks", "Artificial adjusted score: "},
			final: "North-South 40% or the session percentage, East-West 60% or the session percentage (artificial adjusted score, Law 12C2)",
			units: "Pairs, in matchpoints: North-South 40% or the session percentage, East-West 60% or the session percentage"},
		{name: "an artificial score at teams, East-West directly at fault (Law 12C2(b)): 3 IMPs each way", tricks: 10,
			rules: []func(*testing.T, State) State{adjusted(ruling.Pick("artificial"), ruling.Pick("teams"), ruling.Pick("ew"))},
			final: "North-South +3 IMPs or the session average, East-West −3 IMPs or the session average (artificial adjusted score, Law 12C2)",
			units: "Teams, in IMPs: North-South +3 IMPs or the session average, East-West −3 IMPs or the session average"},
		{name: "a revoke's weighted score (Laws 64C1, 12C1(c)): 60% of +620 and 40% of −100 is +332 in weighted points", tricks: 9,
			rules: []func(*testing.T, State) State{weighted},
			steps: []string{"Table result: 9 tricks", "Weighted adjusted score for North-South: 60% of 4♠= by South (+620) + 40% of 4♠-1 by South (−100)"},
			final: "North-South +332, East-West −332 in weighted points (weighted adjusted score, Law 64C1)",
			units: "the weighted points above are not a score to enter"},
		// 4♠= (+620) against 650, 620, −100 and 170: beats two, ties one, loses to one. The
		// default body counts one matchpoint a score beaten and a half a tie (Law 78A): 2.5 of
		// a top of 4, 62.5%, and East-West the rest, 1.5, 37.5%.
		{name: "an assigned score compared with the traveller (Laws 12C1(b), 78A)", tricks: 8,
			rules: []func(*testing.T, State) State{adjusted(ruling.Pick("assigned"), ruling.ResultAnswer(fourSpades, 10), ruling.Pick("matchpoints"), ruling.TravellerAnswer(650, 620, -100, 170))},
			steps: []string{"Table result: 8 tricks", "Assigned adjusted score: 4♠= by South"},
			final: "North-South +620, East-West −620 (assigned adjusted score, Law 12C1)",
			units: "Pairs, in matchpoints: North-South 62.50% (2.5 of 4 matchpoints), East-West 37.50% (1.5 of 4 matchpoints)"},
		{name: "the calculator's weighted score, not compared: its weighted points (Law 12C1(c))", tricks: 8,
			rules: []func(*testing.T, State) State{adjusted(ruling.Pick("weighted"),
				ruling.WeightedAnswer(ruling.Weighted{Contract: fourSpades, Tricks: 10, Weight: 60}, ruling.Weighted{Contract: fourSpades, Tricks: 9, Weight: 40}), ruling.Pick("none"))},
			final: "North-South +332, East-West −332 in weighted points (weighted adjusted score, Law 12C1(c))",
			units: "Matchpoints or IMPs: the scorer scores each likely result on the board and weights those figures (Law 12C1(c))"},
		// Each side its own result (Law 12C1(e)): North-South 4♠-1 (−100) ties one of the four
		// other scores and beats none, 0.5 of 4, 12.5%; East-West from 4♠= (+620), which gives
		// North-South 2.5 of 4, keep the rest, 1.5 of 4, 37.5%. There is no one score in points.
		{name: "a score different for each side, compared with the traveller (Laws 12C1(e), 78A)", tricks: 8,
			rules: []func(*testing.T, State) State{adjusted(ruling.Pick("split"),
				ruling.WeightedAnswer(ruling.Weighted{Contract: fourSpades, Tricks: 9, Weight: 100}),
				ruling.WeightedAnswer(ruling.Weighted{Contract: fourSpades, Tricks: 10, Weight: 100}),
				ruling.Pick("matchpoints"), ruling.TravellerAnswer(650, 620, -100, 170))},
			steps: []string{"Table result: 8 tricks", "Adjusted score for each side: North-South 12.50%"},
			final: "North-South 12.50% (0.5 of 4 matchpoints), East-West 37.50% (1.5 of 4 matchpoints) (adjusted score for each side, Law 12C1)",
			units: "Pairs, in matchpoints: North-South 12.50%"},
		// +620 against +170 at the other table is 450 points, 10 IMPs (Law 78B).
		{name: "an assigned score compared with the other table at teams (Laws 12C1(b), 78B)", tricks: 8,
			rules: []func(*testing.T, State) State{adjusted(ruling.Pick("assigned"), ruling.ResultAnswer(fourSpades, 10), ruling.Pick("imps"), ruling.TravellerAnswer(170))},
			units: "Teams, in IMPs: North-South +10 IMPs, East-West −10 IMPs"},
		// The standard procedural penalty at pairs is a quarter of a top (Law 90A, the body's
		// standard); it comes off East-West's score after everything else.
		{name: "a procedural penalty after a revoke: last, off the side it is given against", tricks: 9,
			rules: []func(*testing.T, State) State{revoke("other-side"), penalty},
			steps: []string{"Table result: 9 tricks", "Revoke: 1 trick to North-South", "Procedural penalty: East-West: minus 25% of a top"},
			final: "North-South +620, East-West −620",
			units: "Pairs, in matchpoints: not worked out on this board, since matchpoints compare this score with every other table's; the scorer gives them; then East-West: minus 25% of a top on the board (procedural penalty, Law 90A)"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := newBoard(t, 7, fourSpades)
			for _, r := range tc.rules {
				b = r(t, b)
			}
			if tc.tricks > 0 {
				b, _ = b.WithTricks(tc.tricks)
			}
			sc, err := b.Result()
			if err != nil {
				t.Fatal(err)
			}
			if tc.final != "" && sc.Final() != tc.final {
				t.Errorf("final %q; want %q", sc.Final(), tc.final)
			}
			if !strings.Contains(sc.Units(), tc.units) {
				t.Errorf("units %q; want %q", sc.Units(), tc.units)
			}
			if tc.steps != nil && len(sc.Steps) != len(tc.steps) {
				t.Fatalf("%d steps %+v; want %d", len(sc.Steps), sc.Steps, len(tc.steps))
			}
			for i, want := range tc.steps {
				if !strings.HasPrefix(sc.Steps[i].Text, want) {
					t.Errorf("step %d %q; want it to start %q", i+1, sc.Steps[i].Text, want)
				}
			}
		})
	}
}

// Boundary: a later adjusted score replaces an earlier one (the last decided stands), and its
// figures with it; recording the later ruling again under its log id does not double it.
func TestLaterAdjustedScoreReplacesTheEarlierFigures(t *testing.T) {
	b := newBoard(t, 7, fourSpades)
	_, teams := rule(t, "adjusted-score", b.Context(0), ruling.Pick("artificial"), ruling.Pick("teams"), ruling.Pick("ew"))
	b = record(t, b, "adjusted-score", teams, "")
	_, neither := rule(t, "adjusted-score", b.Context(0), ruling.Pick("artificial"), ruling.Pick("teams"), ruling.Pick("neither"))
	for range 2 {
		var err error
		if b, err = b.Record(Ref{Flow: "adjusted-score", At: "2026-11-27T19:00:00Z", Log: "later"}, neither); err != nil {
			t.Fatal(err)
		}
	}
	sc, err := b.Result()
	if err != nil {
		t.Fatal(err)
	}
	if len(b.Adjustments) != 2 || !strings.HasPrefix(sc.Final(), "North-South +3 IMPs or the session average, East-West +3 IMPs") {
		t.Errorf("%d adjustments, final %q; want two recorded and the later, average plus for both sides, standing", len(b.Adjustments), sc.Final())
	}
}

// Boundary: a warning takes no score (Law 90A): it is a step of the board, and the score and
// the figures are unchanged.
func TestWarningIsShownButTakesNothing(t *testing.T) {
	b := newBoard(t, 7, fourSpades)
	_, o := rule(t, "procedural-penalty", b.Context(0), ruling.Pick("slow"), ruling.Pick("warning"), ruling.Pick("ns"))
	b = record(t, b, "procedural-penalty", o, "")
	b, _ = b.WithTricks(10)
	sc, err := b.Result()
	if err != nil {
		t.Fatal(err)
	}
	last := sc.Steps[len(sc.Steps)-1]
	if !strings.HasPrefix(last.Text, "Warning: North-South") || last.Law != law.L(90, "A") {
		t.Errorf("last step %+v; want the warning under Law 90A", last)
	}
	if sc.Final() != "North-South +620, East-West −620" || strings.Contains(sc.Units(), "procedural penalty") {
		t.Errorf("final %q, units %q; want the table's score and no penalty", sc.Final(), sc.Units())
	}
}

// A board stored before the figures were kept (an artificial score with no Sides) still scores,
// and says the scorer enters the score as ruled.
func TestArtificialScoreStoredBeforeFiguresStillReads(t *testing.T) {
	b := newBoard(t, 7, fourSpades)
	b.Adjustments = []Adjustment{{Artificial: true, Text: "On this board, North-South receive average minus", Law: law.L(12, "C2"), Ruling: 1}}
	sc, err := b.Result()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(sc.Final(), "the scorer enters it as ruled") || sc.Contract.Declarer != bridge.South {
		t.Errorf("final %q; want the old artificial score said as ruled", sc.Final())
	}
}

// The figures, the penalties and the rulings' Laws are kept with the board: stored and read
// back, the board gives the same final score for both sides.
func TestStoredBoardKeepsItsFiguresAndPenalties(t *testing.T) {
	b := newBoard(t, 7, fourSpades)
	_, adj := rule(t, "adjusted-score", b.Context(0), ruling.Pick("artificial"), ruling.Pick("teams"), ruling.Pick("ew"))
	b = record(t, b, "adjusted-score", adj, "")
	_, pen := rule(t, "procedural-penalty", b.Context(0), ruling.Pick("slow"), ruling.Pick("standard"), ruling.Pick("ew"), ruling.Pick("teams"))
	b = record(t, b, "procedural-penalty", pen, "")
	data, err := b.Encode()
	if err != nil {
		t.Fatal(err)
	}
	back, err := Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	want, _ := b.Result()
	got, err := back.Result()
	if err != nil {
		t.Fatal(err)
	}
	if got.Final() != want.Final() || got.Units() != want.Units() || len(back.Rulings[1].Laws) == 0 {
		t.Errorf("read back: %q, %q, Laws %v; want %q, %q and the Laws kept", got.Final(), got.Units(), back.Rulings[1].Laws, want.Final(), want.Units())
	}
	if !strings.Contains(got.Units(), "then East-West: minus") {
		t.Errorf("units %q; want East-West's procedural penalty in IMPs after the score", got.Units())
	}
}
