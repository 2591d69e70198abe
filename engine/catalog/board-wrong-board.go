package catalog

import (
	"tableside/engine/bridge"
	"tableside/engine/law"
	"tableside/engine/ruling"
)

// WrongBoard rules on a board played at the wrong table and on a call made holding cards from
// another board (Law 15, 2017). A board not meant for the table this round is finished and scored
// if none of the four has played it (15B2), and cancelled if one of them has (15B1); whoever loses
// the chance of a score gets an artificial adjusted score (15B3). There is no new auction with
// repeated calls: that was the older rule. A call made with cards from the wrong board is
// cancelled with every later call (15A1); the player calls again with the right hand unless
// their partner has called since, when the board cannot be played normally (15A2). The player's
// call on the board those cards came from is checked when that board is played (15A3).
var WrongBoard = &ruling.Flow{
	ID:       "wrong-board",
	Title:    "Wrong board",
	Summary:  "A table is playing a board not meant for it this round, or a player called holding cards from another board.",
	Category: ruling.BoardProblems,
	Phrases: []string{"wrong board", "played the wrong board", "playing the wrong board", "wrong table", "wrong opponents",
		"wrong pair at the table", "already played this board", "we have played this board before", "cards from the wrong board",
		"took the wrong hand", "picked up the wrong cards", "board from the next table", "wrong set of boards"},
	Laws:    []law.Ref{law.L(15, "A"), law.L(15, "B"), law.L(16, "C"), law.L(12, "C2"), law.L(86, "B")},
	Offence: "took cards from the wrong board",
	Seats:   wrongBoardSeats,
	Start:   "what",
	Common:  []ruling.Answer{ruling.Pick("wrong-board"), ruling.Pick("not-played")},
	Steps: []ruling.Step{
		{ID: "what", Question: ruling.Question{
			Prompt: "What happened?",
			Help: "Law 15B is for a board this table should not be playing this round, in a pairs or individual event " +
				"(in a team match, Law 86B). Law 15A is for one player holding cards from another board. Before anyone has " +
				"taken cards out of the board there is nothing to rule: the auction period has not begun (Law 17A).",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "wrong-board", Label: "This table is playing a board not meant for it this round",
					Help: "The wrong board, or the wrong pair at the table", Next: ruling.Ask("played-before")},
				{ID: "wrong-cards", Label: "A player called holding cards from another board",
					Help: "The rest of the table has this board's cards", Next: ruling.Ask("who")},
				{ID: "wrong-cards-no-call", Label: "A player took cards from another board, but has not called", Next: ruling.Ask("who")},
				{ID: "repeat", Label: "A player who called with wrong cards earlier now plays the board they came from",
					Help: "Their call there is compared with the cancelled one (Law 15A3)", Next: ruling.Ask("who")},
				{ID: "teams", Label: "A team match played the wrong board", Next: ruling.Rule("teams")},
				{ID: "not-started", Label: "Found before anyone took cards out of the board", Next: ruling.Rule("not-started")},
			},
		}},
		{ID: "played-before", Question: ruling.Question{
			Prompt: "Has any of the four players played this board before?",
			Help: "With the right opponents or not: check the scoresheet or the movement. If one of them has, this second " +
				"play is cancelled for both pairs (Law 15B1); if not, the board is finished and the score stands (Law 15B2).",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "not-played", Label: "No: none of the four has played it", Next: ruling.Rule("score-stands")},
				{ID: "played", Label: "Yes: at least one of them has", Next: ruling.Ask("fault")},
			},
		}},
		faultStepFor("fault", "For the two pairs at this table, who lose their score on this board: a pair that sat at the wrong table or took the wrong board is usually at fault; a pair the movement sent there is not.",
			"For example the movement card or the director sent them to this board.", ruling.Ask("form")),
		formStepFor("form", func(s ruling.Session) ruling.Target {
			switch {
			case s.Is("partner-called", "yes"):
				return ruling.Rule("partner-called")
			case s.Is("repeated", "differs"):
				return ruling.Rule("repeat-differs")
			}
			return ruling.Rule("cancelled")
		}),
		{ID: "who", Question: ruling.Question{
			Prompt: "Who took cards from the wrong board?",
			Help:   "The seat names everyone in the ruling.",
			Kind:   ruling.SeatKind,
			Examples: []ruling.Answer{
				ruling.SeatAnswer(bridge.South),
			},
		}, Route: func(s ruling.Session) ruling.Target {
			switch {
			case s.Is("what", "wrong-cards-no-call"):
				return ruling.Rule("no-call-yet")
			case s.Is("what", "repeat"):
				return ruling.Ask("repeated")
			}
			return ruling.Ask("partner-called")
		}},
		{ID: "partner-called", Question: ruling.Question{
			Prompt: "Has that player's partner called since?",
			Help: "The call made with the wrong cards is cancelled, and so is every call after it (Law 15A1). If the " +
				"player's partner has called since, the board cannot be played normally and you award an adjusted score " +
				"(Law 15A2(a)).",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "no", Label: "No", Next: ruling.Rule("call-again")},
				{ID: "yes", Label: "Yes", Next: ruling.Ask("form")},
				{ID: "dealt-with", Label: "The players sorted it out before calling you",
					Help: "For example they put the cards back and carried on", Next: ruling.Rule("dealt-with")},
			},
		}},
		{ID: "repeated", Question: ruling.Question{
			Prompt: "Is their call on this board the same as the cancelled one?",
			Help:   "A call differs if its meaning is much different, or if it is psychic (Law 15A3).",
			Kind:   ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "not-yet", Label: "They have not called yet: explain what follows", Next: ruling.Rule("repeat-explain")},
				{ID: "same", Label: "The same call, with the same meaning", Next: ruling.Rule("repeat-same")},
				{ID: "differs", Label: "A different call", Next: ruling.Ask("form")},
			},
		}},
	},
	Endings: []ruling.Ending{
		{ID: "score-stands", Outcome: ruling.Outcome{
			Title:   "Finish the board; the score stands",
			Summary: "Nobody at this table has played this board before, so the auction and play are completed and the score stands.",
			Interim: true,
			Automatic: []ruling.Effect{{Text: "The auction and play of this board are completed here, and the score counts as for any other board",
				Laws: []law.Ref{law.L(15, "B2")}}},
			Cases: []ruling.Case{
				{If: "these two pairs can meet again later in the session", Then: "I may have them play the board they should have played against each other then",
					Laws: []law.Ref{law.L(15, "B2")}},
			},
			Adjustment: &ruling.Adjustment{Artificial: true, Law: law.L(15, "B3")},
			FollowUps: []ruling.FollowUp{{When: "when the pairs due to play this board, or the board this table missed, come to it",
				Watch: "if a pair cannot play a board because of this mix-up, enter an artificial adjusted score for it, by its share of the fault", Flow: "adjusted-score", Law: law.L(15, "B3")}},
			Notes: []string{
				"Older ACBL Duplicate Decisions start a new auction with the right pair and cancel the board if any call differs. Under the 2017 Laws there is no new auction: the board is completed and the score stands (Law 15B2).",
				"Law 15B is for pairs and individual events; in a team match rule under Law 86B.",
				"The pairs who played the board get the score they made, once; the pairs who should have met it here are scored against each other as the movement allows, or given artificial scores (Law 15B3).",
				"A pair that did not check the board or its opponents may be given a procedural penalty (Law 90).",
			},
			Laws: []law.Ref{law.L(15, "B2")},
		}, Fill: fillWrongBoardOtherPairs},
		{ID: "cancelled", Outcome: ruling.Outcome{
			Title:   "This second play is cancelled: artificial adjusted scores",
			Summary: "A player at this table has played this board before. A board counts only once for a player, so this play is cancelled for both pairs at this table.",
			Automatic: []ruling.Effect{
				{Text: "If the board is still being bid or played, stop: it is not finished here", Laws: []law.Ref{law.L(15, "B1")}},
				{Text: "The board is cancelled for both pairs at this table; the first score a player made on it stands", Laws: []law.Ref{law.L(15, "B1")}},
			},
			Adjustment: &ruling.Adjustment{Artificial: true, Law: law.L(15, "B3")},
			FollowUps: []ruling.FollowUp{{When: "before the scores are final",
				Watch: "take this table's second result off the scoresheet; any other pair left without a score on this board gets an artificial adjusted score by its share of the fault", Flow: "adjusted-score", Law: law.L(15, "B3")}},
			Notes: []string{
				"Older ACBL Duplicate Decisions start a new auction with the right pair; the 2017 Laws do not: a board played before is simply cancelled here (Law 15B1).",
				"Law 15B is for pairs and individual events; in a team match rule under Law 86B.",
			},
			Laws: []law.Ref{law.L(15, "B1"), law.L(15, "B3"), law.L(12, "C2")},
		}, Fill: fillWrongBoardCancelled},
		{ID: "teams", Outcome: ruling.Outcome{
			Title:   "Team match: play the right board if you can, else adjust",
			Summary: "Law 15B is for pairs and individual events. In a team match, the board is compared between the two tables of the match, so what matters is whether it can still be played by the right players.",
			Interim: true,
			Cases: []ruling.Case{
				{If: "the match still allows the board to be played by the players who should have played it", Then: "it is played there, and what any of them already knows of it is dealt with before anyone calls", Laws: []law.Ref{law.L(16, "D2")}},
				{If: "the board can no longer be compared between the two tables", Then: "I award an adjusted score: assigned from the result at the other table when that result between the same teams favours one side (Law 86B), otherwise artificial by fault, 3 IMPs either way or none (Law 12C2(b))", Laws: []law.Ref{law.L(86, "B"), law.L(12, "C2(b)")}},
			},
			FollowUps: []ruling.FollowUp{
				{When: "when the right players meet this board",
					Watch: "players who have already seen or played it hold information about it from outside the auction and play: decide what to do before anyone calls",
					Flow:  "extraneous-information", Law: law.L(16, "D2")},
				{When: "if the board cannot be compared", Watch: "work out the adjusted score, from the other table's result or by fault", Flow: "adjusted-score", Law: law.L(86, "B")},
			},
			Notes: []string{"The EBU directors' forum suggests treating what the players know of the board as extraneous information (Law 16D) when the board is met again at the right table, and an adjusted score under Law 86B where a result cannot be obtained."},
			Laws:  []law.Ref{law.L(86, "B"), law.L(12, "C2(b)")},
		}},
		{ID: "not-started", Outcome: ruling.Outcome{
			Title:   "Nothing to rule: bring the right board",
			Summary: "Nobody has taken cards out of this board yet, so nothing has happened: put it back and play the board meant for this round.",
			Notes:   []string{"The auction period begins for a side when either of its players takes their cards out of the board (Law 17A). Until then, a board at the wrong table is simply moved."},
			Laws:    []law.Ref{law.L(17, "A")},
		}},
		{ID: "call-again", Outcome: ruling.Outcome{
			Title:   "The call is cancelled: {offender} calls again with the right cards",
			Summary: "{offender} called holding cards from another board, and {partner} has not called since, so {offender} calls again with the right hand and the auction goes on normally from there.",
			Automatic: []ruling.Effect{
				{Text: "The call made with the wrong cards, and every call after it, are cancelled", Laws: []law.Ref{law.L(15, "A1")}},
				{Text: "{offender} puts those cards back in their own board, takes the right hand from this one, looks at it and calls again", Laws: []law.Ref{law.L(15, "A2(b)")}},
			},
			Information: wrongBoardCancelledCalls,
			FollowUps:   []ruling.FollowUp{wrongBoardOtherBoard},
			Notes: []string{
				"Older ACBL Duplicate Decisions have the players repeat their earlier calls in a new auction. Under the 2017 Laws the player simply calls again, and the later calls are made afresh (Law 15A2(b)); what the cancelled calls said is subject to Law 16C.",
				"A procedural penalty may be added (Law 15A4).",
			},
			Laws: []law.Ref{law.L(15, "A1"), law.L(15, "A2(b)")},
		}},
		{ID: "partner-called", Outcome: ruling.Outcome{
			Title:   "{partner} has called since: adjusted score",
			Summary: "{offender} called holding cards from another board, and {partner} has called since, so the board cannot be played normally at this table and I award an adjusted score.",
			Automatic: []ruling.Effect{
				{Text: "The call made with the wrong cards, and every call after it, are cancelled; the board is not played on at this table", Laws: []law.Ref{law.L(15, "A1"), law.L(15, "A2(a)")}},
			},
			Adjustment: &ruling.Adjustment{Artificial: true, Law: law.L(15, "A2(a)")},
			FollowUps:  []ruling.FollowUp{wrongBoardOtherBoard},
			Notes: []string{
				"If the other side shares the fault (for example its player handed over the wrong board), judge each side's share in the adjusted-score ruling (Law 12C2(a)).",
				"A procedural penalty may be added (Law 15A4).",
			},
			Laws: []law.Ref{law.L(15, "A2(a)"), law.L(15, "A1"), law.L(12, "C2")},
		}, Fill: fillWrongBoardOffenders},
		{ID: "dealt-with", Outcome: ruling.Outcome{
			Title:   "Dealt with at the table before the director came",
			Summary: "{offender} called holding cards from another board, and the players sorted it out themselves before calling me. The auction goes on from where it is now.",
			Automatic: []ruling.Effect{
				{Text: "What was done at the table stands", Laws: []law.Ref{law.L(11, "A"), law.L(10, "B")}},
			},
			Information: wrongBoardCancelledCalls,
			FollowUps: []ruling.FollowUp{
				{When: "at the end of play", Watch: "if a side gained through what an opponent did without knowing the Law, adjust only that side's score to take the gain away; the other side keeps the score made at the table",
					Law: law.L(11, "A")},
				wrongBoardOtherBoard,
			},
			Notes: []string{
				"Law 11A: the right to rectification may be lost when the non-offending side acts before calling the director.",
				"If the offender's partner had called over the call made with the wrong cards, Law 15A2(a) makes normal play impossible: you may cancel what the players did and award the adjusted score instead (Law 10B).",
				"You may give a procedural penalty to a side that dealt with an irregularity without calling you (Laws 11B, 90).",
			},
			Laws: []law.Ref{law.L(11, "A")},
		}},
		{ID: "no-call-yet", Outcome: ruling.Outcome{
			Title:   "No call yet: {offender} takes the right cards",
			Summary: "{offender} took cards from another board but has not called with them, so nothing here is cancelled. {offender} puts them back in their own board and takes the right hand from this one.",
			Automatic: []ruling.Effect{
				{Text: "{offender} puts the cards back in the board they came from and takes the right hand; the auction goes on normally", Laws: []law.Ref{law.L(15, "A1")}},
			},
			FollowUps: []ruling.FollowUp{{When: "before anyone calls on the board those cards came from",
				Watch: "{offender} has seen a hand of that board: decide what to do about that information before anyone calls",
				Flow:  "extraneous-information", Law: law.L(16, "D2")}},
			Notes: []string{"Law 15A applies only once a call is made with the wrong cards. What the player saw of the other board is extraneous information about a board they have yet to play (Law 16D1)."},
			Laws:  []law.Ref{law.L(16, "D1"), law.L(15, "A1")},
		}},
		{ID: "repeat-explain", Outcome: ruling.Outcome{
			Title:   "The board the wrong cards came from: what {offender} calls decides",
			Summary: "{offender} called on another board holding this board's cards, and that call was cancelled. This board may be played normally, depending on the call {offender} makes here.",
			Interim: true,
			Cases: []ruling.Case{
				{If: "the call {offender} makes is the same as the cancelled one, with the same meaning", Then: "the board is played normally", Laws: []law.Ref{law.L(15, "A3")}},
				{If: "the call {offender} makes has a much different meaning, or is psychic", Then: "I will award an adjusted score", Laws: []law.Ref{law.L(15, "A3")}},
			},
			FollowUps: []ruling.FollowUp{{When: "once {offender} has called", Watch: "compare the call with the cancelled one; reopen this ruling to record which",
				Flow: "wrong-board", Law: law.L(15, "A3")}},
			Notes: []string{"Players at this table who were at the earlier table may know more of this board: that is extraneous information (Law 16D)."},
			Laws:  []law.Ref{law.L(15, "A3")},
		}},
		{ID: "repeat-same", Outcome: ruling.Outcome{
			Title:     "The same call: the board is played normally",
			Summary:   "{offender} made the same call, with the same meaning, as the one cancelled on the other board, so this board is played normally.",
			Automatic: []ruling.Effect{{Text: "The auction and play go on normally", Laws: []law.Ref{law.L(15, "A3")}}},
			Notes:     []string{"Players at this table who were at the earlier table may know more of this board: that is extraneous information (Law 16D)."},
			Laws:      []law.Ref{law.L(15, "A3")},
		}},
		{ID: "repeat-differs", Outcome: ruling.Outcome{
			Title:      "A different call: adjusted score",
			Summary:    "{offender} made a call here that differs from the one cancelled on the other board, so this board cannot be scored normally and I award an adjusted score.",
			Adjustment: &ruling.Adjustment{Artificial: true, Law: law.L(15, "A3")},
			Notes:      []string{"A call differs if its meaning is much different or if it is psychic (Law 15A3). A procedural penalty may be added (Law 15A4)."},
			Laws:       []law.Ref{law.L(15, "A3"), law.L(12, "C2")},
		}, Fill: fillWrongBoardOffenders},
	},
}

// wrongBoardCancelledCalls is Law 15A2(c): Law 16C applies to the calls cancelled.
var wrongBoardCancelledCalls = []ruling.InfoRule{
	{Who: ruling.Party{Role: ruling.NonOffendingSide}, Authorized: true, What: "what the cancelled calls said", Law: law.L(16, "C1")},
	{Who: ruling.Party{Role: ruling.OffendingSide}, Authorized: false, What: "what the cancelled calls said", Law: law.L(16, "C2")},
}

// wrongBoardOtherBoard reminds the director of Law 15A3 on the board the cards came from.
var wrongBoardOtherBoard = ruling.FollowUp{When: "when {offender} comes to the board those cards came from",
	Watch: "compare the call {offender} makes there with the cancelled one; if it differs, award an adjusted score",
	Flow:  "wrong-board", Law: law.L(15, "A3")}

// wrongBoardSeats places the player who took the wrong cards, once the director has said who.
func wrongBoardSeats(s ruling.Session) ruling.Seats {
	st := s.Seat("who")
	if !st.Valid() {
		return nil
	}
	return ruling.Seats{ruling.Offender: st, ruling.OffendersPartner: st.Partner(), ruling.OffendersLHO: st.LHO(), ruling.OffendersRHO: st.RHO()}
}

// fillWrongBoardOffenders gives the side that called with the wrong cards average minus and the
// other side average plus, through the one rule (Law 12C2).
func fillWrongBoardOffenders(s ruling.Session, o *ruling.Outcome) {
	ns, ew := sideFaults(s.Seat("who").Side())
	fillArtificialFor(s, o, s.Is("form", "teams"), ns, ew)
}

// fillWrongBoardCancelled gives the two pairs at this table their artificial scores by the
// fault the director gave (Law 15B3).
func fillWrongBoardCancelled(s ruling.Session, o *ruling.Outcome) {
	ns, ew := faultsAt(s, "fault")
	fillArtificialFor(s, o, s.Is("form", "teams"), ns, ew)
}

// fillWrongBoardOtherPairs states the rule for pairs elsewhere who lose a board (Law 15B3), as
// the one rule gives it.
func fillWrongBoardOtherPairs(s ruling.Session, o *ruling.Outcome) {
	o.Adjustment.Text = "Any pair that cannot now play a board it was due to play gets an artificial adjusted score for it: " +
		artificialRuleText(regulationOf(s, o))
}
