package store

import (
	"fmt"
	"testing"
	"time"

	"tableside/engine/bridge"
	"tableside/engine/law"
	"tableside/engine/ruling"
)

// testFlow is not registered, so entries fall back to the flow id as their ruling title
// whatever flows the engine has by now.
const testFlow = "test-lead-out-of-turn"

// clock reads "2025-03-14 19:05" as UTC; the tests never use the real clock.
func clock(t *testing.T, s string) time.Time {
	t.Helper()
	tm, err := time.Parse("2006-01-02 15:04", s)
	if err != nil {
		t.Fatalf("bad test time %q: %v", s, err)
	}
	return tm
}

// outcome is a lead-out-of-turn ruling: declarer chooses, with n follow-ups.
func outcome(n int) ruling.Outcome {
	o := ruling.Outcome{
		ID:      "declarer-chooses",
		Title:   "Declarer chooses how play goes on",
		Chooser: ruling.Party{Role: ruling.Declarer, Seat: bridge.South},
		Options: []ruling.Choice{
			{Label: "Accept the lead", Consequence: "Dummy is spread.", Laws: []law.Ref{law.L(55, "A")}},
			{Label: "Refuse the lead", Consequence: "The card becomes a major penalty card."},
		},
		Laws: []law.Ref{law.L(54, "")},
	}
	for i := range n {
		o.FollowUps = append(o.FollowUps, ruling.FollowUp{
			When:  fmt.Sprintf("when the offender's partner next gains the lead (%d)", i+1),
			Watch: "offer declarer the lead options for the penalty card",
			Law:   law.L(50, "D"),
		})
	}
	return o
}

func session(table, board int) ruling.Session {
	return ruling.Session{
		Flow:    testFlow,
		Context: ruling.Context{Table: table, Board: board},
		Answers: []ruling.Given{
			{Step: "face-up", Answer: ruling.Pick("yes")},
			{Step: "who", Answer: ruling.SeatAnswer(bridge.East)},
			{Step: "card", Answer: ruling.CardAnswer(bridge.Card{Suit: bridge.Spades, Rank: bridge.Queen})},
		},
	}
}

// ruled is a spec for an entry in a test table.
type ruled struct {
	id        string
	date      string // session date
	at        string // created, "2025-03-14 19:05"
	table     int
	flow      string // "" = testFlow
	followUps int
}

func mustEntry(t *testing.T, r ruled) Entry {
	t.Helper()
	s := session(r.table, 0)
	if r.flow != "" {
		s.Flow = r.flow
	}
	e, err := NewEntry(r.id, clock(t, r.at), Place{SessionDate: r.date, Round: 2, Board: 7}, s, outcome(r.followUps))
	if err != nil {
		t.Fatalf("entry %s: %v", r.id, err)
	}
	return e
}

func mustPut(t *testing.T, l *Log, es ...Entry) {
	t.Helper()
	if err := l.Put(es...); err != nil {
		t.Fatalf("Put: %v", err)
	}
}

func mustAll(t *testing.T, l *Log) []Record {
	t.Helper()
	all, err := l.All()
	if err != nil {
		t.Fatalf("All: %v", err)
	}
	return all
}

func ids(rs []Record) []string {
	out := []string{}
	for _, r := range rs {
		out = append(out, r.ID)
	}
	return out
}

// future is a record a later app might write.
const future = `{"v":99,"id":"f1","sessionDate":"2031-01-01","hologram":{"table":3}}`
