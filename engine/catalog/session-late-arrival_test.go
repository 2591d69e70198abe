package catalog

import (
	"slices"
	"strings"
	"testing"

	"tableside/engine/bridge"
	"tableside/engine/law"
	"tableside/engine/ruling"
)

// Law 12C2 as for the adjusted-score ruling (pzbs.pl, 2017 Law 12; the session rule 12C2(c) as
// quoted on the EBU's laws forum, discussion 234). Law 90 in the 2017 text (French edition,
// bridgecode2017.ecolebridgetoulon.fr "LOI90"): 90A a procedural penalty, besides any
// rectification, for an offence that delays the game or inconveniences other contestants;
// 90B1, the first of its examples, a contestant arriving after the starting time. The
// standard penalties are law.For's: EBU 25% of a top, 6 IMPs, 1 VP (White Book 2023, 1.7.1);
// other bodies unconfirmed, 25%, 3 IMPs, 1 VP.

func TestLateArrivalWithBoardsNotPlayed(t *testing.T) {
	for _, tt := range []struct {
		name    string
		body    law.Body
		answers []ruling.Answer
		ns, ew  string // each side's artificial score on each board not played
		penalty *ruling.ProceduralPenalty
		heard   string // what the table hears about the penalty or warning
	}{
		{"North-South late, a first warning, ACBL pairs: average minus or lower for them, average plus or higher for the pair kept waiting (Law 12C2(a), (c))",
			law.ACBL, picks("lost", "ns", "pairs", "warning"), "40% or the session percentage", "60% or the session percentage",
			&ruling.ProceduralPenalty{Side: bridge.NorthSouth, Warning: true}, "North-South, this is a warning for arriving late"},
		{"East-West late at teams under the EBU, with the standard penalty: ±3 IMPs and 6 IMPs off",
			law.EBU, picks("lost", "ew", "teams", "standard"), "+3 IMPs or the session average", "−3 IMPs or the session average",
			&ruling.ProceduralPenalty{Side: bridge.EastWest, IMPs: 6}, "East-West, for arriving late I am also giving you a procedural penalty of 6 IMPs"},
		{"North-South late at ACBL pairs with the standard penalty: 25% of a top, unconfirmed",
			law.ACBL, picks("lost", "ns", "pairs", "standard"), "40% or the session percentage", "60% or the session percentage",
			&ruling.ProceduralPenalty{Side: bridge.NorthSouth, Percent: ruling.Percentage(25)}, "procedural penalty of 25% of a top"},
		{"late with good reason: the scores by fault, nothing more",
			law.WBF, picks("lost", "ew", "pairs", "neither"), "60% or the session percentage", "40% or the session percentage", nil, ""},
		{"late through the club's doing: neither at fault, average plus each, no penalty asked",
			law.ABF, picks("lost", "neither", "pairs"), "60% or the session percentage", "60% or the session percentage", nil, ""},
		{"both pairs partly to blame: average each, whatever the session (Law 12C2(a))",
			law.ACBL, picks("lost", "both-partly", "teams"), "0 IMPs", "0 IMPs", nil, ""},
		{"both pairs late: average minus each, no single pair to penalize here",
			law.EBU, picks("lost", "both", "pairs"), "40% or the session percentage", "40% or the session percentage", nil, ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			o := outcomeOf(t, "late-arrival", ruling.Context{Body: tt.body}, tt.answers...)
			if o.ID != "not-played" || o.Adjustment == nil || !o.Adjustment.Artificial || len(o.Workings) < 2 {
				t.Fatalf("ending %s, adjustment %+v, workings %v", o.ID, o.Adjustment, o.Workings)
			}
			if o.Workings[0].Value != tt.ns || o.Workings[1].Value != tt.ew {
				t.Errorf("North-South %s, East-West %s; want %s and %s", o.Workings[0].Value, o.Workings[1].Value, tt.ns, tt.ew)
			}
			if !strings.HasPrefix(o.Adjustment.Text, "On each board not played,") {
				t.Errorf("the score is not said to be for every board not played: %q", o.Adjustment.Text)
			}
			switch p := o.Penalty; {
			case tt.penalty == nil && p != nil:
				t.Errorf("a penalty or warning where none was asked: %v", p)
			case tt.penalty != nil && (p == nil || p.Side != tt.penalty.Side || p.Warning != tt.penalty.Warning || p.IMPs != tt.penalty.IMPs || p.Percent != tt.penalty.Percent):
				t.Errorf("penalty %v, want %+v", p, tt.penalty)
			}
			if tt.heard != "" {
				artificialReadAs(t, o, tt.heard)
			}
			sessionRule := slices.ContainsFunc(o.FollowUps, func(f ruling.FollowUp) bool { return f.Flow == "adjusted-score" && f.Law == law.L(12, "C2(c)") })
			// Law 12C2(c) reaches a side in no way or directly at fault, never one partly at fault.
			partly := slices.ContainsFunc(tt.answers, func(a ruling.Answer) bool { return a.Option == "both-partly" })
			if want := !partly; sessionRule != want {
				t.Errorf("a follow-up to apply the session rule when the session is scored: %v, want %v", sessionRule, want)
			}
			unconfirmed := slices.ContainsFunc(o.Notes, func(n string) bool { return strings.Contains(n, "could not be confirmed") })
			if want := o.Penalty != nil && !o.Penalty.Warning && !law.For(tt.body).PenaltyConfirmed; unconfirmed != want {
				t.Errorf("note that the body's penalty is unconfirmed: %v, want %v (%q)", unconfirmed, want, o.Notes)
			}
		})
	}
}

// A table that can still play its boards keeps its results; the late arrival can still be
// warned, and a board the round cuts short is ruled as slow play.
func TestLateArrivalCaughtUp(t *testing.T) {
	o := outcomeOf(t, "late-arrival", ruling.Context{}, picks("caught-up")...)
	if o.ID != "caught-up" || o.Adjustment != nil || o.Penalty != nil {
		t.Fatalf("ending %s, adjustment %+v, penalty %v", o.ID, o.Adjustment, o.Penalty)
	}
	for _, flow := range []string{"slow-play", "procedural-penalty"} {
		if !slices.ContainsFunc(o.FollowUps, func(f ruling.FollowUp) bool { return f.Flow == flow }) {
			t.Errorf("no follow-up opening %s: %+v", flow, o.FollowUps)
		}
	}
}

func TestLateArrivalCommonPathAndSearch(t *testing.T) {
	checkCommonTaps(t, LateArrival, 4)
	for _, q := range []string{"arrived late", "late pair", "they were late and we missed two boards", "late arrival", "stuck in traffic"} {
		if got := Search(q); len(got) == 0 || got[0] != LateArrival {
			t.Errorf("Search(%q) = %v, want the late-arrival ruling first", q, ids(got))
		}
	}
}
