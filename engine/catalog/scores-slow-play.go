package catalog

import (
	"tableside/engine/bridge"
	"tableside/engine/law"
	"tableside/engine/ruling"
)

// SlowPlay rules a board that could not be played in the time allowed (Laws 12, 90): who caused
// the delay decides each side's average (Law 12C2, by fault, with the regulating body's
// options), and a slow pair is warned first, then given a procedural penalty (Law 90B2) through
// the procedural-penalty ruling. A board still in progress when the round is called gets the
// likely result when it can be judged (Law 12C1(a)), an average by fault only when not. A board
// that can still be played late, or was played slowly, keeps its result.
//
// Three taps to the common ruling: the board is cancelled, who was slow, pairs or teams.
var SlowPlay = &ruling.Flow{
	ID:       "slow-play",
	Title:    "Slow play",
	Summary:  "A board could not be played in the time allowed, or a pair keeps falling behind.",
	Category: ruling.Scores,
	Phrases: []string{"slow play", "too slow", "ran out of time", "out of time", "no time for the last board",
		"board not played", "late play", "behind the clock", "called the round", "still playing when the round was called"},
	Laws:   []law.Ref{law.L(12, "C2"), law.L(90, "B2"), law.L(90, "A")},
	Start:  "stage",
	Common: []ruling.Answer{ruling.Pick("cancel"), ruling.Pick("ns"), ruling.Pick("pairs")},
	Steps: []ruling.Step{
		{ID: "stage", Question: ruling.Question{
			Prompt: "Where does the board stand?",
			Help: "A board that cannot be played in the time left is not played: each side gets an artificial adjusted " +
				"score by fault (Law 12C2). If the movement allows, you may have it played later instead.",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "cancel", Label: "It can't be played in time", Help: "Take the board away: no result.", Next: ruling.Ask("fault")},
				{ID: "unfinished", Label: "It was started, but not finished when the round was called",
					Help: "The auction or the play was under way.", Next: ruling.Ask("judge")},
				{ID: "late", Label: "It can be played later", Help: "A late play, when the movement leaves time.", Next: ruling.Rule("late-play")},
				{ID: "played", Label: "It was played, but too slowly", Help: "The result stands; the pair needs a word.", Next: ruling.Ask("slow-pair")},
			},
		}},
		{ID: "fault", Question: ruling.Question{
			Prompt: "Who caused the delay?",
			Help: "The pair that was slow is directly at fault (average minus); a pair not at fault at all gets average plus " +
				"(Law 12C2(a)). The two sides need not balance.",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "ns", Label: "North-South were slow", Next: ruling.Ask("form")},
				{ID: "ew", Label: "East-West were slow", Next: ruling.Ask("form")},
				{ID: "both", Label: "Both pairs were slow", Help: "Both directly at fault: average minus each.", Next: ruling.Ask("form")},
				{ID: "both-partly", Label: "Both pairs partly, or you can't tell who",
					Help: "Each partly at fault: average, 50% each (Law 12C2(a)).", Next: ruling.Ask("form")},
				{ID: "neither", Label: "Neither pair", Help: "The delay came from elsewhere: a ruling, the movement, a late start.", Next: ruling.Ask("form")},
			},
		}},
		{ID: "form", Question: ruling.Question{
			Prompt: "Pairs or teams?",
			Help:   "At pairs an average is a percentage of the matchpoints (Law 12C2(a)); at teams it is in IMPs (Law 12C2(b)).",
			Kind:   ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "pairs", Label: "Pairs (matchpoints)", Next: ruling.Rule("cancelled")},
				{ID: "teams", Label: "Teams (IMPs)", Next: ruling.Rule("cancelled")},
			},
		}},
		{ID: "judge", Question: ruling.Question{
			Prompt: "Can you judge what the likely result would have been?",
			Help: "When you can, you must assign it (Law 12C1(a)): finish the auction or the play in your mind as you would " +
				"a claim, and weight the likely results if there are several (Law 12C1(c)). Only when you cannot is the score " +
				"artificial, by fault (Law 12C1(d), Law 12C2).",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "yes", Label: "Yes: assign the likely result", Next: ruling.Rule("assign")},
				{ID: "no", Label: "No: too many possibilities", Next: ruling.Ask("fault")},
			},
		}},
		{ID: "slow-pair", Question: ruling.Question{
			Prompt: "Which pair is slow?",
			Help:   "Unduly slow play may be given a procedural penalty (Law 90B2); a warning usually comes first.",
			Kind:   ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "ns", Label: "North-South", Next: ruling.Rule("played-slowly")},
				{ID: "ew", Label: "East-West", Next: ruling.Rule("played-slowly")},
			},
		}},
	},
	Endings: []ruling.Ending{
		{ID: "cancelled", Outcome: ruling.Outcome{
			Title:   "The board is not played: averages by fault",
			Summary: "There is no time left to play this board, so it is taken away and each side receives an average.",
			Adjustment: &ruling.Adjustment{
				Artificial: true,
				Law:        law.L(12, "C2"),
			},
			Notes: []string{
				"An artificial score is right here because no result was obtained (Law 12C2); it is not a punishment. Slowness itself is dealt with by a warning, then a procedural penalty (Law 90B2).",
				"Some club handouts give 70% to the side not at fault; the Laws give at least 60%, 50% and at most 40% (Law 12C2(a)).",
				"The regulating body may set other scores for a pair that misses several boards in one session (Law 12C2(d)).",
			},
			Laws: []law.Ref{law.L(12, "C2")},
		}, Fill: fillSlowCancelled},
		{ID: "assign", Outcome: ruling.Outcome{
			Title:   "The board stops here: assign the likely result",
			Summary: "Time is up for this board, so it stops here. I will assign the result it would most likely have reached.",
			Automatic: []ruling.Effect{
				{Text: "The board is not played on; the next round starts now", Laws: []law.Ref{law.L(12, "C1(a)")}},
			},
			Adjustment: &ruling.Adjustment{
				Text: "I will replace the score on this board with the result it would most likely have reached, or a weighted mix of the likely results",
				Law:  law.L(12, "C1(a)"),
			},
			FollowUps: []ruling.FollowUp{{When: "now, or before the scores are final",
				Watch: "enter the assigned or weighted result in the adjusted-score ruling, which works out its matchpoints or IMPs",
				Flow:  "adjusted-score", Law: law.L(12, "C1(c)")}},
			Notes: []string{
				"An assigned score is required whenever the likely result can be judged (Law 12C1(a)); an average only when it cannot (Law 12C1(d)).",
				"Slowness itself is dealt with by a warning, then a procedural penalty (Law 90B2).",
			},
			Laws: []law.Ref{law.L(12, "C1(a)"), law.L(12, "C1(c)")},
		}, Fill: fillSlowAssign},
		{ID: "late-play", Outcome: ruling.Outcome{
			Title:   "Play the board later",
			Summary: "This board will be played later in the session, when the movement leaves time; the next round can start now.",
			Interim: true,
			Cases: []ruling.Case{
				{If: "the board is played", Then: "its result stands like any other", Laws: []law.Ref{law.L(12, "C2")}},
				{If: "there is still no time for it", Then: "it is not played, and each side gets an average by fault", Laws: []law.Ref{law.L(12, "C2")}},
			},
			FollowUps: []ruling.FollowUp{{When: "before the end of the session",
				Watch: "make sure the board was played; if not, open this ruling again and take it away", Flow: "slow-play", Law: law.L(12, "C2")}},
			Notes: []string{"Unduly slow play may still be warned or penalized (Law 90B2)."},
			Laws:  []law.Ref{law.L(12, "C2")},
		}},
		{ID: "played-slowly", Outcome: ruling.Outcome{
			Title:   "The result stands; a word with the slow pair",
			Summary: "The board was played, so its result stands. The pair that fell behind must keep to time from now on.",
			Notes: []string{
				"A quiet word first usually works; a repeat brings a warning, then a procedural penalty (Law 90B2).",
			},
			Laws: []law.Ref{law.L(90, "B2")},
		}, Fill: fillSlowPlayed},
	},
}

// slowSide is the pair the director named as slow, or NoSide when both or neither were.
func slowSide(s ruling.Session) bridge.Side {
	switch {
	case s.Is("fault", "ns"), s.Is("slow-pair", "ns"):
		return bridge.NorthSouth
	case s.Is("fault", "ew"), s.Is("slow-pair", "ew"):
		return bridge.EastWest
	}
	return bridge.NoSide
}

func fillSlowCancelled(s ruling.Session, o *ruling.Outcome) {
	reg := regulationOf(s, o)
	if s.Is("stage", "unfinished") {
		o.Title = "The board stops here: averages by fault"
		o.Summary = "Time ran out before this board was finished, and its likely result cannot be judged, so it stops here and each side receives an average."
	}
	// The fault step's option IDs are faultStepFor's, so faultsAt reads them.
	ns, ew := faultsAt(s, "fault")
	fillArtificialFor(s, o, s.Is("form", "teams"), ns, ew)
	switch side := slowSide(s); {
	case side != bridge.NoSide:
		o.FollowUps = append(o.FollowUps, slowPenaltyFollowUp(reg, side.String()))
	case s.Is("fault", "both"), s.Is("fault", "both-partly"):
		o.FollowUps = append(o.FollowUps, slowPenaltyFollowUp(reg, "North-South or East-West"))
	}
}

func fillSlowAssign(s ruling.Session, o *ruling.Outcome) {
	o.FollowUps = append(o.FollowUps, slowPenaltyFollowUp(regulationOf(s, o), "either pair"))
}

func fillSlowPlayed(s ruling.Session, o *ruling.Outcome) {
	reg := regulationOf(s, o)
	side := slowSide(s)
	o.Automatic = append(o.Automatic, ruling.Effect{
		Text: side.String() + ", please keep to time from now on: the next time, I will have to give you a warning",
		Laws: []law.Ref{law.L(90, "B2")},
	})
	o.FollowUps = append(o.FollowUps, slowPenaltyFollowUp(reg, side.String()))
}

// slowPenaltyFollowUp is the reminder to warn, then penalize, a pair that is slow again, with
// the body's standard penalty.
func slowPenaltyFollowUp(reg law.Regulation, who string) ruling.FollowUp {
	return ruling.FollowUp{
		When:  "if " + who + " fall behind again",
		Watch: "a warning first, then a procedural penalty: " + standardPenaltyWords(reg),
		Flow:  "procedural-penalty",
		Law:   law.L(90, "B2"),
	}
}
