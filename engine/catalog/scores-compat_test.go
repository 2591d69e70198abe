package catalog

import (
	"encoding/json"
	"strings"
	"testing"

	"tableside/engine/bridge"
	"tableside/engine/law"
	"tableside/engine/ruling"
)

// Rulings logged before the session-percentage rule, the own-error path, the knockout question
// and the penalty's form of scoring were added must still open. The log shows the outcome it
// stored (its body and numbers); re-opening replays the answers with today's flow, which either
// reaches the same ending, stops at a question added since (the director answers it), or says
// plainly which answer no longer fits.
func TestScoreRulingsLoggedBeforeThisChangeStillReplay(t *testing.T) {
	g := func(step string, a ruling.Answer) ruling.Given { return ruling.Given{Step: step, Answer: a} }
	p := ruling.Pick
	for _, tt := range []struct {
		name    string
		flow    string
		ctx     ruling.Context
		answers []ruling.Given
		asks    string // the question added since, or "" for the same ending
		ending  string
	}{
		{"EBU artificial score, no session question then", "adjusted-score", ruling.Context{Body: law.EBU},
			[]ruling.Given{g("obtainable", p("artificial")), g("form", p("pairs")), g("fault", p("ns"))}, "session", ""},
		{"ACBL artificial score with the session applied later", "adjusted-score", ruling.Context{},
			[]ruling.Given{g("obtainable", p("artificial")), g("form", p("pairs")), g("fault", p("ns")), g("session", p("later"))}, "", "artificial"},
		{"a split score at teams, before the knockout question", "adjusted-score", ruling.Context{Board: 1},
			[]ruling.Given{g("obtainable", p("split")), g("ns-results", ruling.WeightedAnswer(wr(fourSpadesBySouth, 9, 100))),
				g("ew-results", ruling.WeightedAnswer(wr(fourSpadesBySouth, 10, 100))), g("compare", p("imps")), g("datum", ruling.TravellerAnswer(420))}, "knockout", ""},
		{"slow play, the common path", "slow-play", ruling.Context{},
			[]ruling.Given{g("stage", p("cancel")), g("fault", p("ns")), g("form", p("pairs"))}, "", "cancelled"},
		{"a standard procedural penalty, before the form of scoring", "procedural-penalty", ruling.Context{},
			[]ruling.Given{g("offence", p("slow")), g("level", p("standard")), g("side", p("ns"))}, "scoring", ""},
		{"wrong number of cards, cancelled after a call", "wrong-number-of-cards", ruling.Context{},
			[]ruling.Given{g("found", p("after-call")), g("playable", p("no"))}, "judge", ""},
		{"wrong board, played before", "wrong-board", ruling.Context{},
			[]ruling.Given{g("what", p("wrong-board")), g("played-before", p("played"))}, "fault", ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			st, err := Decide(ruling.Session{Flow: tt.flow, Context: tt.ctx, Answers: tt.answers})
			switch {
			case err != nil:
				t.Fatalf("replay fails: %v", err)
			case tt.asks != "" && (st.Done() || st.Step.ID != tt.asks):
				t.Errorf("replay reaches %+v, want the new question %q", st, tt.asks)
			case tt.ending != "" && (!st.Done() || st.Outcome.ID != tt.ending):
				t.Errorf("replay reaches %+v, want the ending %q", st, tt.ending)
			}
		})
	}
	// The club's own amount was asked before the pair; it is now asked in the event's units,
	// after the form of scoring. Such a session says plainly which answer no longer fits.
	old := ruling.Session{Flow: "procedural-penalty", Answers: []ruling.Given{g("offence", p("late")), g("level", p("other")),
		g("amount", ruling.PercentAnswer(1000)), g("side", p("ew"))}}
	if _, err := Decide(old); err == nil || !strings.Contains(err.Error(), "answer 3") {
		t.Errorf("an old 'another amount' session: %v", err)
	}
}

// A penalty logged with both a share of a top and IMPs (before the form of scoring was asked)
// still reads as it did.
func TestAPenaltyLoggedWithBothUnitsReadsAsBefore(t *testing.T) {
	logged, err := json.Marshal(ruling.ProceduralPenalty{Side: bridge.NorthSouth, Percent: 2500, IMPs: 3, Law: law.L(90, "A")})
	if err != nil {
		t.Fatal(err)
	}
	var p ruling.ProceduralPenalty
	if err := json.Unmarshal(logged, &p); err != nil {
		t.Fatal(err)
	}
	if got := p.String(); got != "North-South: minus 25% of a top on the board (3 IMPs at teams)" {
		t.Errorf("old penalty reads %q", got)
	}
}
