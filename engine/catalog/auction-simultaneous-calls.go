package catalog

import (
	"tableside/engine/bridge"
	"tableside/engine/law"
	"tableside/engine/ruling"
)

// SimultaneousCalls is Law 33: a call made at the same moment as the call of the player whose
// turn it was counts as made after it. One question says what the other call then is: legal in
// turn, or an irregularity of its own, whose ruling the outcome opens next.
var SimultaneousCalls = &ruling.Flow{
	ID:    "simultaneous-calls",
	Title: "Simultaneous calls",
	Summary: "Two players called at the same moment: the call of the player whose turn it was comes first, and the " +
		"other is ruled as made just after it.",
	Category: ruling.Auction,
	Phrases: []string{"called at the same time", "bid at the same time", "passed at the same time", "both bid at once",
		"two calls at once", "simultaneous calls", "called together", "bid together"},
	Laws:    []law.Ref{law.L(33, ""), law.L(27, ""), law.L(29, ""), law.L(25, "B")},
	Offence: "called at the same time as the player in turn",
	Seats:   seatsFromOffenderStep,
	Start:   offenderSeatStepID,
	Common:  []ruling.Answer{ruling.SeatAnswer(bridge.East), ruling.Pick("legal")},
	Steps: []ruling.Step{
		offenderSeatStep("Who called at the same time as the player in turn?", "other"),
		{ID: "other", Question: ruling.Question{
			Prompt: "What is the other call?",
			Help: "The call of the player whose turn it was comes first; the other call counts as made just after it " +
				"(Law 33). It may then be the next player's legal call, or an irregularity of its own: too low, a double " +
				"or redouble that is not allowed, or out of rotation.",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "legal", Label: "The next player's call, and legal after the first", Next: ruling.Rule("stands")},
				{ID: "insufficient", Label: "The next player's bid, but too low after the first",
					Help: "For example 1♥ made at the same moment as 1♠.", Next: ruling.Rule("insufficient")},
				{ID: "inadmissible", Label: "The next player's double or redouble, but not allowed after the first",
					Help: "For example a double made at the same moment as a pass, so that it doubles partner's bid.", Next: ruling.Rule("inadmissible")},
				{ID: "out-of-turn", Label: "Made by the partner of the player in turn",
					Help: "It counts as made at the turn of the caller's right-hand opponent (Law 33).", Next: ruling.Rule("out-of-rotation")},
				{ID: "out-of-turn-rho", Label: "Made by the right-hand opponent of the player in turn",
					Help: "It counts as made at the caller's partner's turn (Law 33).", Next: ruling.Rule("out-of-rotation")},
				{ID: "first-irregular", Label: "The call of the player in turn was itself irregular",
					Help: "Too low, or a double or redouble that is not allowed, with the next player calling at the same moment.",
					Next: ruling.Rule("first-irregular")},
				{ID: "neither", Label: "Neither caller was in turn", Next: ruling.Rule("neither")},
			}}},
	},
	Endings: []ruling.Ending{
		{ID: "stands", Outcome: ruling.Outcome{
			Offence: "called at the same time as the player in turn",
			Title:   "Both calls stand",
			Summary: "The call of the player in turn came first, and the call made at the same moment counts as made just " +
				"after it. It was the next player's turn and the call is legal, so both stand and the auction goes on.",
			Automatic: []ruling.Effect{{Text: "The auction goes on after the second call, with no rectification", Laws: []law.Ref{law.L(33, "")}}},
			FollowUps: []ruling.FollowUp{{When: "if {offender} now wants to change the call, having not seen the first one",
				Watch: "a change of mind stands only if the next player accepts it: rule on it as a change of call",
				Flow:  "change-of-call", Law: law.L(25, "B")}},
			Laws: []law.Ref{law.L(33, "")},
		}},
		{ID: "insufficient", Outcome: ruling.Outcome{
			Offence: "made the bid that is too low",
			Title:   "The second call is an insufficient bid",
			Summary: "The call of the player in turn came first, so the bid made at the same moment is too low after it: " +
				"it is an insufficient bid. {lho} may accept it; otherwise it must be replaced.",
			Automatic: []ruling.Effect{{Text: "It is dealt with as an insufficient bid made in turn", Laws: []law.Ref{law.L(33, ""), law.L(27, "")}}},
			FollowUps: []ruling.FollowUp{{When: "now", Watch: "rule on the insufficient bid: {lho} may accept it, otherwise {offender} replaces it",
				Flow: "insufficient-bid", Law: law.L(27, "")}},
			Notes: []string{"The player did not see the bid that had to be beaten, but that does not make it an unintended call: " +
				"it was the call the player meant to make (Law 25A2)."},
			Laws: []law.Ref{law.L(33, ""), law.L(27, "")},
		}},
		{ID: "inadmissible", Outcome: ruling.Outcome{
			Offence: "doubled or redoubled at the same time as the player in turn",
			Title:   "The second call is a double or redouble that is not allowed",
			Summary: "The call of the player in turn came first, so the double or redouble made at the same moment no longer " +
				"has a bid or double of the other side to apply to. It is inadmissible.",
			Automatic: []ruling.Effect{{Text: "It is dealt with as a double or redouble that is not allowed", Laws: []law.Ref{law.L(33, ""), law.L(36, "")}}},
			FollowUps: []ruling.FollowUp{{When: "now", Watch: "rule on the inadmissible double or redouble", Flow: "inadmissible-call", Law: law.L(36, "")}},
			Laws:      []law.Ref{law.L(33, ""), law.L(36, "")},
		}},
		{ID: "out-of-rotation", Outcome: ruling.Outcome{
			Offence: "called at the same time as the player in turn",
			Title:   "The second call is a call out of rotation",
			Summary: "The call of the player in turn came first. The other call counts as made just after it, but it was " +
				"not that player's turn, so it is a call out of rotation.",
			Automatic: []ruling.Effect{{Text: "It is dealt with as a call out of rotation, made after the call of the player in turn",
				Laws: []law.Ref{law.L(33, ""), law.L(29, "")}}},
			// The turn it counts at decides everything that follows (Laws 30 to 32), so the table
			// hears it: Fill says which.
			FollowUps: []ruling.FollowUp{{When: "now", Watch: "rule on the call out of rotation: {lho} may accept it",
				Flow: "call-out-of-rotation", Law: law.L(29, "A")}},
			Notes: []string{
				"For that ruling, take the turn as it was just after the first call: a call by the partner of the player in turn " +
					"was made at its caller's RHO's turn; a call by the RHO of the player in turn was made at its caller's partner's turn.",
				"Older ACBL Duplicate Decisions say the same as the 2017 Law: the second call is treated as subsequent, and the " +
					"Law for a call out of rotation or an insufficient bid then applies to it.",
			},
			Laws: []law.Ref{law.L(33, ""), law.L(29, "")},
		}, Fill: fillSimultaneousTurn},
		{ID: "first-irregular", Outcome: ruling.Outcome{
			Offence: "called at the same time as the player in turn",
			Title:   "The call of the player in turn was irregular: I decide what the other call did",
			Summary: "The call of the player in turn came first, but it was itself irregular, and the next player called at " +
				"the same moment, before it could be seen.",
			Cases: []ruling.Case{
				{If: "the call of the player in turn was a double or redouble that is not allowed",
					Then: "the call made with it counts as made after it, so both are cancelled and the auction goes back to the player in turn, as if nothing had happened",
					Laws: []law.Ref{law.L(33, ""), law.L(36, "A")}},
				{If: "it was a bid that is too low, and I judge that the call made with it accepted it",
					Then: "the insufficient bid stands and the auction goes on", Laws: []law.Ref{law.L(27, "A1")}},
				{If: "it was a bid that is too low, and I judge that the call made with it did not accept it",
					Then: "that call is withdrawn, and the next player may then accept the insufficient bid or not", Laws: []law.Ref{law.L(27, "A1"), law.L(16, "C")}},
			},
			FollowUps: []ruling.FollowUp{
				{When: "now, for a bid that is too low", Watch: "rule on the insufficient bid", Flow: "insufficient-bid", Law: law.L(27, "")},
				{When: "now, for a double or redouble that is not allowed", Watch: "rule on the inadmissible double or redouble", Flow: "inadmissible-call", Law: law.L(36, "")},
			},
			Notes: []string{"Law 27A1 says any call by the next player accepts an insufficient bid; whether a call made before the bid " +
				"could be seen does so is for you to decide. The change-of-call ruling holds that such a call does not accept a " +
				"changed call (Law 25B1). Decide, and record your reading in the log."},
			Laws: []law.Ref{law.L(33, ""), law.L(27, "A1"), law.L(36, "A")},
		}},
		{ID: "neither", Outcome: ruling.Outcome{
			Offence:   "called out of turn",
			Title:     "Two calls out of rotation",
			Summary:   "Neither caller was in turn, so both calls are out of rotation.",
			Automatic: []ruling.Effect{{Text: "Each is dealt with as a call out of rotation, the earlier first", Laws: []law.Ref{law.L(28, ""), law.L(29, "")}}},
			FollowUps: []ruling.FollowUp{{When: "now", Watch: "rule on each call out of rotation, the earlier first",
				Flow: "call-out-of-rotation", Law: law.L(29, "")}},
			Notes: []string{"Law 33 orders a call only against the call of the player in turn. When neither caller was in turn " +
				"the Laws do not say which came first: decide the order on the facts, and where the two calls cannot be separated, " +
				"say how you have ordered them when you rule."},
			Laws: []law.Ref{law.L(29, ""), law.L(33, "")},
		}},
	},
}

// fillSimultaneousTurn says at whose turn the second call counts: a call by the partner of the
// player in turn comes at its caller's right-hand opponent's turn, a call by that player's
// right-hand opponent at its caller's partner's turn (Law 33), and that decides which part of
// Laws 30 to 32 follows.
func fillSimultaneousTurn(s ruling.Session, o *ruling.Outcome) {
	turn := "the turn of the opponent on their right"
	if s.Is("other", "out-of-turn-rho") {
		turn = "their partner's turn"
	}
	o.Summary = "The call of the player in turn came first. The call by {offender} counts as made just after it, at " + turn +
		", so it is a call out of rotation at that turn."
}
