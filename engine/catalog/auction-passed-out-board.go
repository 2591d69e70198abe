package catalog

import (
	"tableside/engine/law"
	"tableside/engine/ruling"
)

// PassedOutBoard is Law 22B with Laws 25, 87 and 90: all four players passed. The common case
// is one tap (no redeal, score zero); a pass that was a slip goes on to Law 25A while the cards
// are still out, once the director has judged it a slip, and a board shuffled again after the
// pass-out splits on whether the original deal can be rebuilt and played elsewhere. Four passes
// with a skipped player are not a pass-out (Law 17D3).
var PassedOutBoard = &ruling.Flow{
	ID:    "passed-out-board",
	Title: "Passed-out board",
	Summary: "All four players passed: the cards go back into the board without a redeal, and the board scores zero. " +
		"A pass may still be replaced if it was a slip.",
	Category: ruling.Auction,
	Phrases: []string{"passed out", "everyone passed", "all pass", "four passes", "nobody bid", "board passed out",
		"passed-out board", "can we redeal", "shuffled the board again", "dealt the cards again"},
	Laws:  []law.Ref{law.L(22, "B"), law.L(25, "A"), law.L(17, "D2"), law.L(87, ""), law.L(90, "")},
	Seats: seatsFromOffenderStep,
	Start: "what",
	Common: []ruling.Answer{
		ruling.Pick("passed-out"),
	},
	Steps: []ruling.Step{
		{ID: "what", Question: ruling.Question{
			Prompt: "What happened?",
			Help: "A board all four players passed is never dealt again (Law 22B). Until all four hands are back in the " +
				"board, a player may still replace a pass that was a slip (Laws 25A, 17D2).",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "passed-out", Label: "All four passed", Help: "The players ask what to do, or want to deal again.", Next: ruling.Rule("passed-out")},
				{ID: "slip", Label: "A player says their pass was a slip", Help: "The wrong bidding card, or a slip of the tongue.", Next: ruling.Ask(offenderSeatStepID)},
				{ID: "reshuffled", Label: "The cards were shuffled and dealt again", Next: ruling.Ask("original")},
				{ID: "skipped", Label: "Four passes, but one was out of turn and a player never called",
					Help: "A pass out of rotation took a player's turn, so the auction has not ended (Law 17D3).",
					Next: ruling.Rule("skipped-player")},
			}}},
		offenderSeatStep("Whose pass was the slip?", "slip-when"),
		{ID: "slip-when", Question: ruling.Question{
			Prompt: "Can the pass still be replaced?",
			Help: "An unintended pass may be replaced until the player's partner calls (Law 25A4) and, once all four have " +
				"passed, until the end of the auction period: on a passed-out board, when all four hands are back in the " +
				"board (Laws 25A5, 17D2).",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "in-time", Label: "Yes: partner has not called since, and the cards are still out", Next: ruling.Ask("slip-intent")},
				{ID: "partner-called", Label: "No: partner has called since", Next: ruling.Rule("slip-too-late")},
				{ID: "cards-back", Label: "No: all four hands are back in the board", Next: ruling.Rule("slip-too-late")},
			}}},
		{ID: "slip-intent", Question: ruling.Question{
			Prompt: "Do you judge the pass was unintended?",
			Help: "Ask the player away from the table what they meant to call, then check the hand. Only a mechanical error " +
				"or a slip of the tongue counts; a pass the player chose and now regrets was intended, and the player must " +
				"convince you (Law 25A2). A pass with an opening hand \"by mistake\" is the classic change of mind.",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "unintended", Label: "Yes: a slip of the hand or tongue", Next: ruling.Rule("slip-in-time")},
				{ID: "intended", Label: "No: the player has changed their mind", Next: ruling.Rule("pass-intended")},
			}}},
		{ID: "original", Question: ruling.Question{
			Prompt: "Can the original deal be put back together?",
			Help: "From a hand record, a dealing machine's file, or a copy of the board in another section. If it can, " +
				"every table plays the same cards; if not, the board is fouled (Law 87).",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "rebuilt", Label: "Yes", Next: ruling.Rule("rebuilt")},
				{ID: "lost", Label: "No", Next: ruling.Ask("played-elsewhere")},
			}}},
		{ID: "played-elsewhere", Question: ruling.Question{
			Prompt: "Has any other table played the original deal?",
			Help:   "If not, this table's pass-out has nothing to be compared with (Law 87).",
			Kind:   ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "yes", Label: "Yes", Next: ruling.Rule("deal-lost")},
				{ID: "no", Label: "No: this was the first table to play it", Next: ruling.Rule("deal-lost-alone")},
			}}},
	},
	Endings: []ruling.Ending{
		{ID: "passed-out", Outcome: ruling.Outcome{
			Title:   "Passed out: no redeal, and the board scores zero",
			Summary: "All four players passed. The cards go back into the board without being played, and the board is not dealt again.",
			Automatic: []ruling.Effect{
				{Text: "The four hands go back into the board as they are; there is no redeal", Laws: []law.Ref{law.L(22, "B")}},
				{Text: "The board is scored as passed out: zero for both sides, compared with the other tables as usual", Laws: []law.Ref{law.L(22, "B")}},
			},
			FollowUps: []ruling.FollowUp{{When: "if a player says their pass was a slip, before all four hands are back in the board",
				Watch: "rule on it as an unintended call: it may still be replaced", Flow: "change-of-call", Law: law.L(25, "A5")}},
			Notes: []string{
				"Some players expect a passed-out board to be dealt again; under the Laws it never is (Law 22B), and the other tables play the same cards.",
				"Older ACBL Duplicate Decisions say the same, and add that players who shuffle a passed-out board again without the director's permission may be given a procedural penalty (Law 90).",
			},
			Laws: []law.Ref{law.L(22, "B")},
		}},
		{ID: "slip-in-time", Outcome: ruling.Outcome{
			Offence: "made the unintended pass",
			Title:   "The pass may still be replaced",
			Summary: "I judge that the pass was a slip, not a change of mind. {partner} has not called since and the cards " +
				"are still out, so the auction is not over: {offender} may make the call they meant, and the auction goes on from it.",
			Automatic: []ruling.Effect{
				{Text: "If the call they meant is a bid, the auction goes on and the board is played", Laws: []law.Ref{law.L(25, "A1")}},
				{Text: "If {lho} passed over the slip, they may take that pass back and call again", Laws: []law.Ref{law.L(25, "A6")}},
			},
			Information: []ruling.InfoRule{
				{Who: ruling.Party{Role: ruling.OffendersPartner}, Authorized: false, What: "the information from the pass that was replaced", Law: law.L(16, "C2")},
				{Who: ruling.Party{Role: ruling.NonOffendingSide}, Authorized: true, What: "the information from the pass that was replaced", Law: law.L(16, "C1")},
			},
			FollowUps: []ruling.FollowUp{{When: "now", Watch: "rule on the change of call", Flow: "change-of-call", Law: law.L(25, "A")}},
			Laws:      []law.Ref{law.L(25, "A5"), law.L(25, "A1"), law.L(17, "D2")},
		}},
		{ID: "pass-intended", Outcome: ruling.Outcome{
			Offence:   "wants to change their pass",
			Title:     "A change of mind: the pass stands and the board is passed out",
			Summary:   "The pass was the call intended, and a change of mind is not allowed, so the board stays passed out: no redeal, and it scores zero.",
			Automatic: []ruling.Effect{{Text: "The pass stands, and the board is scored as passed out", Laws: []law.Ref{law.L(25, "A2"), law.L(22, "B")}}},
			Laws:      []law.Ref{law.L(25, "A2"), law.L(22, "B")},
		}},
		{ID: "skipped-player", Outcome: ruling.Outcome{
			Offence: "passed out of turn",
			Title:   "Not passed out: the auction goes back to the player who missed their turn",
			Summary: "One of the passes was out of turn and took away a player's turn, so the auction has not ended and the " +
				"board is not passed out.",
			Automatic:   []ruling.Effect{retentionReverts},
			Information: cancelledPassesInfo,
			FollowUps:   []ruling.FollowUp{{When: "now", Watch: "rule on the skipped turn", Flow: "retention-of-right-to-call", Law: law.L(17, "D3")}},
			Notes:       []string{"Four passes end the auction only if every player passed in turn. If the hands are already back in the board, the auction period has ended and the pass-out stands (Law 17D2)."},
			Laws:        []law.Ref{law.L(17, "D3")},
		}},
		{ID: "slip-too-late", Outcome: ruling.Outcome{
			Offence:   "made the unintended pass",
			Title:     "Too late to replace the pass: the board is passed out",
			Summary:   "The pass can no longer be replaced, even though it was a slip, so the board stays passed out: no redeal, and it scores zero.",
			Automatic: []ruling.Effect{{Text: "The board is scored as passed out", Laws: []law.Ref{law.L(22, "B")}}},
			Laws:      []law.Ref{law.L(25, "A4"), law.L(22, "B")},
		}, Fill: func(s ruling.Session, o *ruling.Outcome) {
			if s.Is("slip-when", "cards-back") {
				o.Laws = []law.Ref{law.L(25, "A5"), law.L(17, "D2"), law.L(22, "B")}
			}
		}},
		{ID: "rebuilt", Outcome: ruling.Outcome{
			Title: "Put the original deal back",
			Summary: "The board was shuffled and dealt again after it was passed out. The original deal is put back so that " +
				"every table plays the same cards; at this table the board stays passed out.",
			Automatic: []ruling.Effect{
				{Text: "The original deal goes back into the board before the next table plays it", Laws: []law.Ref{law.L(22, "B")}},
				{Text: "This table's result is the pass-out: zero for both sides. Any result on the new deal does not count", Laws: []law.Ref{law.L(22, "B")}},
			},
			FollowUps: []ruling.FollowUp{passedOutShuffleFollowUp},
			Laws:      []law.Ref{law.L(22, "B"), law.L(90, "A")},
		}},
		{ID: "deal-lost", Outcome: ruling.Outcome{
			Title: "The original deal is lost: a fouled board",
			Summary: "The board was shuffled and dealt again after it was passed out, and the original deal cannot be put " +
				"back. Tables that play the new deal cannot be compared with those that played the original, so the " +
				"board is scored in two groups.",
			Automatic: []ruling.Effect{
				{Text: "This table's result is the pass-out: zero for both sides", Laws: []law.Ref{law.L(22, "B")}},
				{Text: "The tables that played the original deal and those that play the new one are scored as separate groups", Laws: []law.Ref{law.L(87, "B")}},
			},
			FollowUps: []ruling.FollowUp{passedOutShuffleFollowUp},
			Notes:     []string{"A board is fouled when the tables that should be compared did not play it in the same form (Law 87A); score each group as the tournament's regulations say, or announce your method (Law 87B)."},
			Laws:      []law.Ref{law.L(87, "A"), law.L(87, "B"), law.L(22, "B")},
		}},
		{ID: "deal-lost-alone", Outcome: ruling.Outcome{
			Title: "The original deal is lost, and no other table played it",
			Summary: "The board was shuffled and dealt again after it was passed out, and the original deal cannot be put " +
				"back. No other table played it, so this table's pass-out cannot be compared with anything.",
			Automatic: []ruling.Effect{
				{Text: "The new deal becomes the board for every other table", Laws: []law.Ref{law.L(87, "B")}},
			},
			Adjustment: &ruling.Adjustment{Artificial: true, Law: law.L(12, "C2")},
			FollowUps:  []ruling.FollowUp{passedOutShuffleFollowUp},
			Notes:      []string{"With nothing to compare this table's result with, it cannot be scored (Laws 87A, 87B); the regulating body's method for fouled boards may say otherwise."},
			Laws:       []law.Ref{law.L(12, "C2"), law.L(87, "B")},
		}, Fill: fillDealLostAlone},
	},
}

var passedOutShuffleFollowUp = ruling.FollowUp{
	When:  "after the round",
	Watch: "decide, under the club's policy, whether the players who shuffled the board again get a warning or a procedural penalty",
	Law:   law.L(90, "A"),
}

// fillDealLostAlone states the artificial adjusted score by fault through the one rule (Law
// 12C2, artificialRuleText), as the wrong-board ruling does for pairs not yet named: a side in no
// way at fault gets average plus, not average.
func fillDealLostAlone(s ruling.Session, o *ruling.Outcome) {
	o.Adjustment.Text = "I will award each side at this table an artificial adjusted score by its share of the fault for the " +
		"new shuffle: " + artificialRuleText(regulationOf(s, o))
}
