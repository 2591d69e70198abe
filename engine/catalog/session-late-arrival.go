package catalog

import (
	"fmt"
	"strings"

	"tableside/engine/bridge"
	"tableside/engine/law"
	"tableside/engine/ruling"
)

// LateArrival rules a pair that arrived late (Law 90B1): if the round can still be caught up
// the boards are played; boards that cannot be played are taken away, and each side gets an
// artificial adjusted score by fault through the one rule (law.Regulation.Artificial, via
// fillArtificialFor: average minus or the session result if lower for the late pair, average
// plus or the session result if higher for the pair that waited, Law 12C2(a) and (c)). Arriving
// late is a breach of procedure: the late pair is warned, or given the body's standard
// procedural penalty (Law 90A), said to be unconfirmed where the body's figure is.
//
// Four taps to the common ruling: boards lost, North-South late, pairs, a warning.
var LateArrival = &ruling.Flow{
	ID:       "late-arrival",
	Title:    "Late arrival: boards not played",
	Summary:  "A pair arrived late, and the boards they missed cannot all be played.",
	Category: ruling.Scores,
	Phrases: []string{"late arrival", "arrived late", "turned up late", "late pair", "came late", "running late",
		"missed the first round", "missed a round", "boards not played", "didn't play the boards", "not enough time after they arrived",
		"stuck in traffic", "latecomers", "they were late", "opponents arrived late", "missed two boards", "waiting for opponents",
		"kept us waiting", "pair didn't turn up on time"},
	Laws:   []law.Ref{law.L(90, "B1"), law.L(12, "C2"), law.L(90, "A")},
	Start:  "boards",
	Common: []ruling.Answer{ruling.Pick("lost"), ruling.Pick("ns"), ruling.Pick("pairs"), ruling.Pick("warning")},
	Steps: []ruling.Step{
		{ID: "boards", Question: ruling.Question{
			Prompt: "Can the boards of the round still be played?",
			Help: "Boards that cannot be played in the time left are taken away, and each side gets an artificial adjusted " +
				"score on each by fault (Law 12C2). Boards that can be caught up are played normally.",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "lost", Label: "No: some boards can't be played", Next: ruling.Ask("fault")},
				{ID: "caught-up", Label: "Yes: the table can catch up", Next: ruling.Rule("caught-up")},
			},
		}},
		faultStepFor("fault", "The late pair is directly at fault; the pair kept waiting is in no way at fault.",
			"They were late through the club's doing: a wrong table card, the movement, the director.", ruling.Ask("scoring")),
		formStepFor("scoring", func(s ruling.Session) ruling.Target {
			if lateSide(s) != bridge.NoSide {
				return ruling.Ask("level")
			}
			return ruling.Rule("not-played")
		}),
		{ID: "level", Question: ruling.Question{
			Prompt: "A warning, or a procedural penalty for the late arrival?",
			Help: "Arriving late is a breach of procedure (Law 90B1). A first late arrival is usually warned; a repeat, or a " +
				"long delay to others, is penalized with the regulating body's standard penalty (Law 90A).",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "warning", Label: "A warning", Next: ruling.Rule("not-played")},
				{ID: "standard", Label: "The standard procedural penalty", Next: ruling.Rule("not-played")},
				{ID: "neither", Label: "Neither: they warned the club, or had good reason", Next: ruling.Rule("not-played")},
			},
		}},
	},
	Endings: []ruling.Ending{
		{ID: "not-played", Outcome: ruling.Outcome{
			Title:   "Boards not played: averages by fault",
			Summary: "The boards this table cannot play in the time left are taken away, and each side receives an artificial score on each of them.",
			Adjustment: &ruling.Adjustment{
				Artificial: true,
				Law:        law.L(12, "C2"),
			},
			Notes: []string{
				"Give the artificial score on each board the table could not play; the scorer applies the session rule (Law 12C2(c)) when the session is scored.",
				"The regulating body may set other scores for a pair that misses several boards in one session (Law 12C2(d)).",
				"An artificial score is not a punishment for lateness: lateness itself is warned or given a procedural penalty (Law 90B1, Law 90A).",
			},
			Laws: []law.Ref{law.L(12, "C2"), law.L(90, "B1")},
		}, Fill: fillLateNotPlayed},
		{ID: "caught-up", Outcome: ruling.Outcome{
			Title:   "The boards are played: the results stand",
			Summary: "The table can catch up, so the boards are played now and their results stand.",
			Cases: []ruling.Case{
				{If: "the round is called before a board is finished", Then: "I will rule on that board as for slow play", Laws: []law.Ref{law.L(12, "C2")}},
			},
			FollowUps: []ruling.FollowUp{
				{When: "if the round overruns", Watch: "rule on the boards not finished, by fault", Flow: "slow-play", Law: law.L(12, "C2")},
				{When: "now, or if the same pair is late again", Watch: "arriving late is still a breach of procedure: a warning first, then a procedural penalty", Flow: "procedural-penalty", Law: law.L(90, "B1")},
			},
			Laws: []law.Ref{law.L(90, "B1")},
		}},
	},
}

// lateSide is the pair the director named as late, or NoSide when both, or neither, were.
func lateSide(s ruling.Session) bridge.Side {
	switch {
	case s.Is("fault", "ns"):
		return bridge.NorthSouth
	case s.Is("fault", "ew"):
		return bridge.EastWest
	}
	return bridge.NoSide
}

func fillLateNotPlayed(s ruling.Session, o *ruling.Outcome) {
	ns, ew := faultsAt(s, "fault")
	fillArtificialFor(s, o, s.Is("scoring", "teams"), ns, ew)
	// The same score is given on every board the table could not play, not on one board.
	o.Adjustment.Text = strings.Replace(o.Adjustment.Text, "On this board,", "On each board not played,", 1)
	if ns != law.PartlyAtFault || ew != law.PartlyAtFault {
		o.FollowUps = append(o.FollowUps, ruling.FollowUp{
			When:  "when the session is scored",
			Watch: "give a side in no way at fault its percentage on its other boards if higher, and a side directly at fault its own if lower; the adjusted-score ruling works it out",
			Flow:  "adjusted-score", Law: law.L(12, "C2(c)"),
		})
	}
	reg := regulationOf(s, o)
	side := lateSide(s)
	if side == bridge.NoSide {
		return
	}
	o.Summary = fmt.Sprintf("%s, you arrived late, and the boards this table cannot play in the time left are taken away. "+
		"Each side receives an artificial score on each of them.", side)
	switch {
	case s.Is("level", "warning"):
		o.Automatic = append(o.Automatic, ruling.Effect{
			Text: side.String() + ", this is a warning for arriving late: the next time, it will be a procedural penalty",
			Laws: []law.Ref{law.L(90, "B1")},
		})
		recordWarning(o, reg, side, fmt.Sprintf("if %s are late again", side), law.L(90, "B1"))
	case s.Is("level", "standard"):
		fillLatePenalty(s, o, reg, side)
	}
}

// fillLatePenalty gives the body's standard procedural penalty for the late arrival, in the
// event's units, saying so where the body's own figure could not be confirmed.
func fillLatePenalty(s ruling.Session, o *ruling.Outcome, reg law.Regulation, side bridge.Side) {
	amount := recordPenalty(s, o, reg, side)
	o.Automatic = append(o.Automatic, ruling.Effect{
		Text: fmt.Sprintf("%s, for arriving late I am also giving you a procedural penalty of %s", side, amount),
		Laws: []law.Ref{law.L(90, "B1"), law.L(90, "A")},
	})
}
