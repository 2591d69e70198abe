package catalog

import (
	"tableside/engine/law"
	"tableside/engine/ruling"
)

// ExtraneousInformation rules on information a player gets about a board from outside its
// auction and play: an overheard result or remark, a card seen at this or another table, a hand
// looked at from the wrong board (Law 16D, 2017). Before any call the director may adjust the
// players' positions, have the board redealt where the form of competition allows it, let it be
// played standing ready to adjust, or award an adjusted score (16D2); after the first call only
// the last two remain (16D3). Moving the player is offered only for a hand they saw (16D2(a)); an
// artificial score is read by fault (12C2(a)), and at teams a clearly favourable result at the
// other table gives an assigned one (86B1). The 2017 Laws have no "temporary substitute" (an older rule), and the
// Law is 16D, not 16C (an older number). A call made holding cards from the wrong board is Law 15A:
// that ruling is the wrong-board flow.
var ExtraneousInformation = &ruling.Flow{
	ID:       "extraneous-information",
	Title:    "Extraneous information: overheard or seen",
	Summary:  "A player learnt something about a board from outside its auction and play: an overheard result or remark, a card seen, the wrong hand looked at.",
	Category: ruling.Information,
	Phrases: []string{"overheard", "overheard a result", "heard the result", "heard them talking about the board",
		"loud comment from the next table", "saw a card", "saw another player's cards", "saw a hand", "card fell on the floor",
		"saw the scoresheet", "saw the traveller", "saw the hand record", "looked at the wrong hand", "board dropped"},
	Laws:    []law.Ref{law.L(16, "D"), law.L(16, "A"), law.L(15, "A"), law.L(12, "C")},
	Offence: "has the information",
	Start:   "source",
	Common:  []ruling.Answer{ruling.Pick("overheard"), ruling.Pick("before-look"), ruling.Pick("play")},
	Steps: []ruling.Step{
		{ID: "source", Question: ruling.Question{
			Prompt: "How did the player get the information?",
			Help: "Law 16D is for information received by accident about a board the player is playing or has yet to " +
				"play. A card exposed by its owner's own action during the auction is Law 24 instead; a call made holding " +
				"cards from another board is Law 15A; a card seen because a hand had the wrong number of cards is Law 13A.",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "overheard", Label: "Overheard a call, a result or a remark", Help: "From another table, or players talking about a board", Next: ruling.Ask("when")},
				{ID: "saw-card", Label: "Saw another player's card at this table", Help: "Through no fault of that player: a card dropped from the board, a hand held carelessly", Next: ruling.Ask("when")},
				{ID: "saw-other", Label: "Saw cards or a result from another table", Help: "A hand, a scoresheet, a hand record", Next: ruling.Ask("when")},
				{ID: "wrong-hand", Label: "Looked at a hand from the wrong board", Next: ruling.Ask("wrong-hand-called")},
				{ID: "own-card", Label: "A player exposed their own card during the auction", Help: "That is Law 24, not this ruling", Next: ruling.Rule("law-24")},
			},
		}},
		{ID: "wrong-hand-called", Question: ruling.Question{
			Prompt: "Has the player called holding those cards?",
			Help:   "A call made holding cards from the wrong board is cancelled under Law 15A. If not, the player has seen a hand of a board they have yet to play (Law 16D1).",
			Kind:   ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "no", Label: "No", Next: ruling.Ask("interfere")},
				{ID: "yes", Label: "Yes", Next: ruling.Rule("wrong-cards-called")},
			},
		}},
		{ID: "when", Question: ruling.Question{
			Prompt: "When did the player get it?",
			Help: "Before any call Law 16D2 gives four options; after the first call, only play on standing ready to adjust, " +
				"or an adjusted score (Law 16D3). Moving the player to the hand they know about helps only if they have not " +
				"yet looked at their own cards.",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "before-look", Label: "Before looking at their own cards", Next: ruling.Ask("interfere")},
				{ID: "before-call", Label: "After looking at their own cards, before any call", Next: ruling.Ask("interfere-seen")},
				{ID: "after-call", Label: "After the auction had begun", Help: "Or during play", Next: ruling.Ask("late-choice")},
			},
		}},
		{ID: "interfere", Question: ruling.Question{
			Prompt: "What will you do?",
			Help: "Law 16D2 applies when the information would likely interfere with normal play. Playing on and standing " +
				"ready to adjust is the usual choice. Swap seats when the player knows one hand and the contest and scoring " +
				"allow it; redeal only where the form of competition allows it; an adjusted score at once when no normal " +
				"result is possible.",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "play", Label: "Play it and stand ready to adjust", Next: ruling.Rule("play-ready")},
				{ID: "positions", Label: "Swap seats so the player holds the hand they know",
					Help: "Only when they saw a hand or cards of it, not a result or a remark (Law 16D2(a))", Next: ruling.Rule("swap-positions")},
				{ID: "redeal", Label: "Redeal the board for this table", Next: ruling.Rule("redeal")},
				{ID: "adjust", Label: "Don't play it: adjusted score", Next: ruling.Ask("fault")},
				{ID: "no-effect", Label: "It would not interfere: play normally", Next: ruling.Rule("play-normally")},
			},
		}, Route: func(s ruling.Session) ruling.Target {
			// Law 16D2(a) moves a player who knows one hand; a result or a remark is not a hand,
			// so the director is asked again without that answer.
			if s.Is("interfere", "positions") && !s.Is("source", "saw-card") && !s.Is("source", "wrong-hand") {
				return ruling.Ask("interfere-seen")
			}
			return interfereNext(s)
		}},
		{ID: "interfere-seen", Question: ruling.Question{
			Prompt: "What will you do?",
			Help: "Moving the player to another hand would not help: they have seen their own cards, or what they know is a " +
				"result or a remark rather than a hand. Law 16D2 leaves a redeal where the form of competition allows it, play " +
				"standing ready to adjust, or an adjusted score.",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "play", Label: "Play it and stand ready to adjust", Next: ruling.Rule("play-ready")},
				{ID: "redeal", Label: "Redeal the board for this table", Next: ruling.Rule("redeal")},
				{ID: "adjust", Label: "Don't play it: adjusted score", Next: ruling.Ask("fault")},
				{ID: "no-effect", Label: "It would not interfere: play normally", Next: ruling.Rule("play-normally")},
			},
		}},
		{ID: "late-choice", Question: ruling.Question{
			Prompt: "What will you do?",
			Help:   "After the first call, Law 16D3 leaves two options: play on standing ready to adjust, or an adjusted score.",
			Kind:   ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "play", Label: "Play on and stand ready to adjust", Next: ruling.Rule("play-ready")},
				{ID: "adjust", Label: "Stop: adjusted score", Next: ruling.Ask("fault")},
				{ID: "no-effect", Label: "It would not interfere: play on normally", Next: ruling.Rule("play-normally")},
			},
		}},
		{ID: "fault", Question: ruling.Question{
			Prompt: "Which side, if either, is at fault at this table?",
			Help: "An artificial adjusted score goes by fault: average plus to a side in no way at fault, average to a side " +
				"partly at fault, average minus to a side directly at fault (Law 12C2(a)). A side whose player spread the " +
				"information (a loud remark, cards shown) is at fault; one that only received it is not.",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "neither", Label: "Neither side", Help: "The information came from another table, or from no one's fault"},
				{ID: "ns", Label: "North-South"},
				{ID: "ew", Label: "East-West"},
				{ID: "both-partly", Label: "Both sides, partly"},
			},
		}, Route: func(ruling.Session) ruling.Target { return ruling.Ask("contest") }},
		{ID: "contest", Question: ruling.Question{
			Prompt: "Is it a team match?",
			Help: "In team play, when these teams have a result on this board from the other table that clearly favours one " +
				"side, the score is assigned from it, not an average (Law 86B1).",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "pairs", Label: "No: pairs", Next: ruling.Rule("adjust-now")},
				{ID: "teams", Label: "Teams, and the other table's result favours neither side clearly", Next: ruling.Rule("adjust-now")},
				{ID: "teams-favourable", Label: "Teams, and the other table's result clearly favours one side", Next: ruling.Rule("teams-assigned")},
			},
		}},
	},
	Endings: []ruling.Ending{
		{ID: "play-ready", Outcome: ruling.Outcome{
			Title:   "Play the board; I stand ready to adjust",
			Summary: "A player has learnt something about this board from outside its auction and play. The board is played normally, and if I judge that the information affected the result, I will adjust the score.",
			Interim: true,
			Cases: []ruling.Case{
				{If: "at the end of play I judge that the information affected the result", Then: "I will award an adjusted score", Laws: []law.Ref{law.L(16, "D2(c)")}},
				{If: "it did not", Then: "the score stands", Laws: []law.Ref{law.L(16, "D2(c)")}},
			},
			Information: []ruling.InfoRule{extraneousNotToBeUsed},
			FollowUps: []ruling.FollowUp{{When: "at the end of play",
				Watch: "judge whether the information affected the result; if it did, award an adjusted score: an assigned one where a likely result can be found, otherwise artificial",
				Law:   law.L(16, "D2(c)")}},
			Notes: extraneousNotes,
			Laws:  []law.Ref{law.L(16, "D2(c)")},
		}, Fill: fillExtraneous},
		{ID: "swap-positions", Outcome: ruling.Outcome{
			Title:   "Swap seats: the player holds the hand they know about",
			Summary: "A player knows one hand of this board. Before any call, I move the players at this table so that this player holds that hand, and the board is then played normally.",
			Automatic: []ruling.Effect{
				{Text: "The players change seats so that the player with the information holds the hand it is about", Laws: []law.Ref{law.L(16, "D2(a)")}},
				{Text: "The board is then played normally, and scored with the pairs in their new directions", Laws: []law.Ref{law.L(16, "D2(a)")}},
			},
			Notes: append([]string{"Only where the type of contest and the scoring allow it: record the pairs in the directions they played this board."}, extraneousNotes...),
			Laws:  []law.Ref{law.L(16, "D2(a)")},
		}, Fill: fillExtraneous},
		{ID: "redeal", Outcome: ruling.Outcome{
			Title:     "Redeal the board for this table",
			Summary:   "The information would likely interfere with normal play, so the board is shuffled and dealt again for this table and played normally.",
			Automatic: []ruling.Effect{{Text: "The board is shuffled and dealt again for this table only", Laws: []law.Ref{law.L(16, "D2(b)")}}},
			Notes:     append([]string{"Only where the form of competition allows it: a board whose result is compared with other tables usually cannot be redealt."}, extraneousNotes...),
			Laws:      []law.Ref{law.L(16, "D2(b)")},
		}, Fill: fillExtraneous},
		{ID: "adjust-now", Outcome: ruling.Outcome{
			Title:   "Not played here: adjusted score",
			Summary: "The information would make a normal result impossible, so the board is not played at this table and I award an adjusted score.",
			Adjustment: &ruling.Adjustment{Artificial: true, Law: law.L(12, "C2(a)"),
				Text: "Each side gets an artificial adjusted score by its share of the fault: average plus if in no way at fault, average if partly at fault, average minus if directly at fault"},
			FollowUps: []ruling.FollowUp{{When: "before the scores are final", Watch: "enter the artificial adjusted scores for both sides on this board", Flow: "adjusted-score", Law: law.L(12, "C2(a)")}},
			Notes: append([]string{"In a team match see Law 86B. Whoever spread the information (a loud remark, a board left open) may be given a procedural penalty (Law 90)."},
				extraneousNotes...),
			Laws: []law.Ref{law.L(16, "D2(d)"), law.L(12, "C2(a)")},
		}, Fill: fillExtraneous},
		{ID: "teams-assigned", Outcome: ruling.Outcome{
			Title:   "Not played here: a score assigned from the other table",
			Summary: "The information would make a normal result impossible, so the board is not played at this table. At the other table these teams have a result on it that clearly favours one side, so I assign a score from that result rather than an average.",
			Adjustment: &ruling.Adjustment{Law: law.L(86, "B1"),
				Text: "I am assigning a score on this board that takes account of the result obtained at the other table"},
			FollowUps: []ruling.FollowUp{{When: "before the scores are final",
				Watch: "open the adjusted-score ruling, enter the result you assign and the other table's score: it works out the IMPs",
				Flow:  "adjusted-score", Law: law.L(86, "B1")}},
			Notes: append([]string{"Law 86B1: in team play, when the result at the other table between the same teams clearly favours one side, the adjusted score is an assigned one. Whoever spread the information may be given a procedural penalty (Law 90)."},
				extraneousNotes...),
			Laws: []law.Ref{law.L(16, "D2(d)"), law.L(86, "B1")},
		}, Fill: fillExtraneous},
		{ID: "play-normally", Outcome: ruling.Outcome{
			Title:       "Play on normally",
			Summary:     "What the player learnt would not likely interfere with normal play, so the board is played normally.",
			Information: []ruling.InfoRule{extraneousNotToBeUsed},
			Notes: append([]string{"Law 16D2 applies only when the information would likely interfere with normal play. If the player then bases a call or play on it, adjust under Law 16A."},
				extraneousNotes...),
			Laws: []law.Ref{law.L(16, "D1"), law.L(16, "A3")},
		}, Fill: fillExtraneous},
		{ID: "wrong-cards-called", Outcome: ruling.Outcome{
			Title:   "A call made with cards from the wrong board",
			Summary: "A player called holding cards from another board. That call, and every call after it, is cancelled: I rule on it as a wrong board.",
			// Numbered as the wrong-board ruling numbers Law 15 (the 2017 text as quoted on the EBU
			// laws forum): 15A1 cancels the calls, 15A2(b) the new call, 15A2(a) a partner who has called.
			FollowUps: []ruling.FollowUp{{When: "now", Watch: "rule under Law 15A2: the player calls again with the right hand (15A2(b)), unless their partner has called since (15A2(a))",
				Flow: "wrong-board", Law: law.L(15, "A2")}},
			Laws: []law.Ref{law.L(15, "A1"), law.L(15, "A2")},
		}},
		{ID: "law-24", Outcome: ruling.Outcome{
			Title:   "Not this ruling: a card exposed by its owner during the auction",
			Summary: "A card exposed by its owner's own action during the auction is dealt with under Law 24, not as information from another source.",
			FollowUps: []ruling.FollowUp{{When: "now", Watch: "rule on the exposed card under Law 24: one low card stays face up; an honour, a card led, or more than one card also makes the owner's partner pass once",
				Law: law.L(24, "")}},
			Notes: []string{"A card seen through no fault of its owner (the board dropped, a card left face up in the board) is extraneous information: Law 16D."},
			Laws:  []law.Ref{law.L(24, "")},
		}},
	},
}

// extraneousNotToBeUsed says the player may not use what they learnt.
var extraneousNotToBeUsed = ruling.InfoRule{Who: ruling.Party{Role: ruling.Offender}, Authorized: false,
	What: "what they learnt about this board from outside its auction and play", Law: law.L(16, "A3")}

// extraneousNotes answers two older texts directors still quote.
var extraneousNotes = []string{
	"Older ACBL Duplicate Decisions let the director seat a temporary substitute for the player, with all four agreeing. The 2017 Laws have no such option (Law 16D2).",
	"The director course cites Law 16C for information from other sources; in the 2017 Laws it is Law 16D (16C is withdrawn calls and plays).",
	"The player who received the information should call the director at once (Law 16D1).",
}

// fillExtraneous names the Law that applies after the first call (16D3), and, when the player
// looked at a hand from another board, says that the ruling is about that board.
func fillExtraneous(s ruling.Session, o *ruling.Outcome) {
	if s.Is("when", "after-call") {
		o.Laws = append([]law.Ref{law.L(16, "D3")}, o.Laws...)
		o.Summary = "After the auction had begun, " + lowerFirstLetter(o.Summary)
	}
	if _, ok := s.Get("fault"); ok && o.ID == "adjust-now" {
		// The one rule for every artificial score (Law 12C2, law.Regulation.Artificial).
		ns, ew := faultsAt(s, "fault")
		fillArtificialFor(s, o, s.Is("contest", "teams"), ns, ew)
	}
	if s.Is("wrong-hand-called", "no") {
		if later, ok := laterBoardSummaries[o.ID]; ok {
			o.Summary = "A player has seen a hand of a board this table has yet to play. " + later
		}
		o.Automatic = append([]ruling.Effect{{
			Text: "The player puts those cards back and takes the right hand from this board. What follows is about the board those cards came from, when this table plays it, before anyone calls on it",
			Laws: []law.Ref{law.L(16, "D1")}}}, o.Automatic...)
		o.Laws = append([]law.Ref{law.L(16, "D1")}, o.Laws...)
	}
}

// interfereNext is where an answer to the interfere question leads, as its options say.
func interfereNext(s ruling.Session) ruling.Target {
	a, _ := s.Get("interfere")
	return map[string]ruling.Target{
		"play":      ruling.Rule("play-ready"),
		"positions": ruling.Rule("swap-positions"),
		"redeal":    ruling.Rule("redeal"),
		"adjust":    ruling.Ask("fault"),
		"no-effect": ruling.Rule("play-normally"),
	}[a.Option]
}

// laterBoardSummaries say what happens when a player looked at a hand from a board the table
// has yet to play (Law 16D1): the choice of Law 16D2 applies when the table reaches that board.
var laterBoardSummaries = map[string]string{
	"play-ready":     "When this table reaches that board, it is played normally, and if I judge that what the player saw affected the result, I will adjust the score.",
	"swap-positions": "When this table reaches that board, before any call, I will move the players so that this player holds the hand they saw, and that board is then played normally.",
	"redeal":         "When this table reaches that board, it will be shuffled and dealt again for this table and played normally.",
	"adjust-now":     "That board will not be played at this table, and I award an adjusted score on it.",
	"teams-assigned": "That board will not be played at this table; the other table's result on it clearly favours one side, so I assign a score from that result.",
	"play-normally":  "What the player saw would not likely interfere with normal play of that board, so it is played normally when the table reaches it.",
}

// lowerFirstLetter lowers the first letter, so a sentence can follow a leading clause.
func lowerFirstLetter(s string) string {
	if s == "" || s[0] < 'A' || s[0] > 'Z' {
		return s
	}
	return string(s[0]+'a'-'A') + s[1:]
}
