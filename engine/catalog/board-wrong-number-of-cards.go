package catalog

import (
	"tableside/engine/bridge"
	"tableside/engine/law"
	"tableside/engine/ruling"
)

// WrongNumberOfCards rules on a hand with too many or too few cards (Laws 13 and 14, 2017). Found
// before anyone with a wrong hand has called, the hands are corrected and the board played, and a
// card seen on the way is dealt with by adjusting afterwards if it mattered (13A). After such a
// call the director alone decides whether the deal can be corrected and played with no change of
// call (13B1) — the players' concurrence is an older rule — or else awards an artificial adjusted
// score (13B2). A hand short of a card with no hand over 13 is Law 14: the card is found or the deal
// rebuilt, and a card restored counts as having been in the hand all along, so not playing it may
// be a revoke; knowing of it is unauthorized to the partner (14B4, 14C).
var WrongNumberOfCards = &ruling.Flow{
	ID:       "wrong-number-of-cards",
	Title:    "Wrong number of cards",
	Summary:  "A hand has too many or too few cards: a card in the wrong pocket, a card missing, or a card from another deal.",
	Category: ruling.BoardProblems,
	Phrases: []string{"12 cards", "14 cards", "only twelve cards", "fourteen cards", "a card missing", "missing card",
		"too many cards", "too few cards", "card left in the board", "card on the floor", "card in the wrong pocket",
		"extra card", "card from another board", "short a card", "wrong number of cards"},
	Laws:    []law.Ref{law.L(13, ""), law.L(14, ""), law.L(67, ""), law.L(12, "C")},
	Offence: "held the wrong number of cards",
	Seats:   wrongCardsSeats,
	Start:   "found",
	Common:  []ruling.Answer{ruling.Pick("before-call"), ruling.Pick("no")},
	Steps: []ruling.Step{
		{ID: "found", Question: ruling.Question{
			Prompt: "What was found, and when?",
			Help: "Law 13 is for 52 cards shared out wrongly: one hand over 13, another under. Law 14 is for a hand short " +
				"with no hand over 13: the card is missing from the board. A card that is not part of this deal at all is " +
				"Law 13C. The players cannot settle it themselves: you correct the hands (Law 10A).",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "before-call", Label: "One hand over 13, another under: nobody with a wrong hand has called",
					Help: "Law 13A", Next: ruling.Ask("seen")},
				{ID: "after-call", Label: "One hand over 13, another under: a player with a wrong hand has called",
					Help: "During the auction or play (Law 13B)", Next: ruling.Ask("playable")},
				{ID: "short", Label: "A hand is short, and no hand has too many", Help: "Law 14", Next: ruling.Ask("short-seat")},
				{ID: "extra", Label: "An extra card that is not part of this deal", Help: "For example a card left from another board (Law 13C)", Next: ruling.Ask("extra-played")},
				{ID: "after-play", Label: "After play: one hand had more than 13, another fewer", Help: "Law 13D", Next: ruling.Ask("judge")},
			},
		}},
		{ID: "seen", Question: ruling.Question{
			Prompt: "Has anyone seen a card of another player's hand?",
			Help:   "If so, the board is still played and scored; you adjust at the end if what was seen affected the result (Law 13A2). The players' agreement is not needed.",
			Kind:   ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "no", Label: "No", Next: ruling.Rule("corrected")},
				{ID: "yes", Label: "Yes", Next: ruling.Rule("seen-play-on")},
			},
		}},
		{ID: "playable", Question: ruling.Question{
			Prompt: "Can the deal be put right and played with no change of call?",
			Help: "Your decision alone: under the 2017 Laws the players' agreement is not needed (Law 13B1). Think about " +
				"what the calls made with the wrong hand said, and whether they still fit the corrected hand.",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "yes", Label: "Yes: correct the hands, the calls stand", Next: ruling.Rule("corrected-no-change")},
				{ID: "no", Label: "No: the board cannot be played normally", Next: ruling.Ask("judge")},
			},
		}},
		{ID: "judge", Question: ruling.Question{
			Prompt: "Can you judge the likely result with the right hands?",
			Help: "The Law gives an adjusted score (Law 13B2, Law 13D): an assigned one whenever you can judge the likely " +
				"result (Law 12C1(a)), weighted if there are several; an artificial one, by fault, only when you cannot (Law 12C1(d)).",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "yes", Label: "Yes: assign the likely result", Next: ruling.Rule("assign")},
				{ID: "no", Label: "No: give averages by fault", Next: ruling.Ask("fault")},
			},
		}},
		faultStepFor("fault", "The side whose player called or played with the wrong hand without counting is usually directly at fault; when the board reached this table wrongly made up, neither side here may be.",
			"For example the board reached this table wrongly made up.", ruling.Ask("form")),
		formStepFor("form", func(s ruling.Session) ruling.Target {
			if s.Is("found", "after-play") {
				return ruling.Rule("after-play")
			}
			return ruling.Rule("cancelled")
		}),
		{ID: "short-seat", Question: ruling.Question{
			Prompt: "Whose hand is short?",
			Help:   "Knowing that a card was put back is unauthorized to this player's partner (Law 14C).",
			Kind:   ruling.SeatKind,
			Examples: []ruling.Answer{
				ruling.SeatAnswer(bridge.North),
			},
		}, Route: func(ruling.Session) ruling.Target { return ruling.Ask("short-when") }},
		{ID: "short-when", Question: ruling.Question{
			Prompt: "When was the hand found short?",
			Help:   "Before the opening lead is faced, the card is put back (or the deal rebuilt) and everything goes on (Law 14A); after it, where the card turns up matters (Law 14B).",
			Kind:   ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "before-lead", Label: "Before the opening lead was faced", Next: ruling.Rule("short-before-lead")},
				{ID: "during-play", Label: "After the opening lead was faced", Next: ruling.Ask("found-where")},
			},
		}},
		{ID: "found-where", Question: ruling.Question{
			Prompt: "Where was the missing card?",
			Kind:   ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "played", Label: "Among the played cards", Help: "Played to a trick with another card: Law 67", Next: ruling.Rule("defective-trick")},
				{ID: "elsewhere", Label: "Somewhere else: on the floor, in the board", Next: ruling.Ask("needed")},
				{ID: "not-found", Label: "It cannot be found", Next: ruling.Rule("rebuilt")},
			},
		}},
		{ID: "needed", Question: ruling.Question{
			Prompt: "Should its owner have played it earlier?",
			Help:   "It counts as having been in the hand all along (Law 14B4): if it would have followed suit to an earlier trick, not playing it was a revoke.",
			Kind:   ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "no", Label: "No: it was never needed", Next: ruling.Rule("restored")},
				{ID: "yes", Label: "Yes: it would have followed suit", Next: ruling.Rule("restored-revoke")},
			},
		}},
		{ID: "extra-played", Question: ruling.Question{
			Prompt: "Was the extra card played to a trick that has been turned over?",
			Help:   "No adjusted score is possible unless it was (Law 13C).",
			Kind:   ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "no", Label: "No", Next: ruling.Rule("extra-removed")},
				{ID: "yes", Label: "Yes", Next: ruling.Rule("extra-played")},
			},
		}},
	},
	Endings: []ruling.Ending{
		{ID: "corrected", Outcome: ruling.Outcome{
			Title:   "Correct the hands and play normally",
			Summary: "Nobody with a wrong hand has called yet, and nobody has seen another player's card, so I put the cards right and the board is played normally.",
			Automatic: []ruling.Effect{
				{Text: "I put each card back in the hand it belongs to, from the hand record or from players who have already played the board", Laws: []law.Ref{law.L(13, "A1")}},
				{Text: "The board is then played normally, with no rectification", Laws: []law.Ref{law.L(13, "A1")}},
			},
			Notes: []string{wrongCardsMoveQuietly, wrongCardsCount},
			Laws:  []law.Ref{law.L(13, "A1")},
		}},
		{ID: "seen-play-on", Outcome: ruling.Outcome{
			Title:   "Correct the hands; play on, and I may adjust",
			Summary: "A player has seen a card of another player's hand. I put the cards right, and the board is played and scored; if what was seen affected the result, I will adjust the score.",
			Interim: true,
			Cases: []ruling.Case{
				{If: "at the end of play I judge that the card seen affected the result", Then: "I will award an adjusted score", Laws: []law.Ref{law.L(13, "A2"), law.L(12, "C1(b)")}},
				{If: "it did not", Then: "the score stands", Laws: []law.Ref{law.L(13, "A2")}},
			},
			Information: []ruling.InfoRule{{Who: ruling.Party{Name: "the player who saw the card"}, Authorized: false,
				What: "what they saw of another player's hand", Law: law.L(13, "A2")}},
			FollowUps: []ruling.FollowUp{{When: "at the end of play",
				Watch: "judge whether the card seen affected the result; if so, assign the result that would likely have been reached without it", Law: law.L(13, "A2")}},
			Notes: []string{
				"Older ACBL Duplicate Decisions let such a board be played only if all four players agreed, and gave an artificial score if anyone objected. Under the 2017 Laws the board is played and scored, and you adjust afterwards if the information affected the result (Law 13A2).",
				"The player at fault for the wrong hand may be given a procedural penalty (Law 13A2).",
				wrongCardsMoveQuietly,
			},
			Laws: []law.Ref{law.L(13, "A2")},
		}},
		{ID: "corrected-no-change", Outcome: ruling.Outcome{
			Title:   "Correct the hands; every call stands",
			Summary: "A player with a wrong hand has called. I have decided that the deal can be put right and played with no change of call, so I correct the hands and the board goes on: every call made stands, and nobody may change a call.",
			Interim: true,
			Cases: []ruling.Case{
				{If: "play had begun and a card was played from the wrong hand", Then: "the hands are put right for the rest of the play, and at the end I will judge whether the card played, or a suit followed or not followed because of it, affected the result", Laws: []law.Ref{law.L(13, "B1")}},
				{If: "at the end of play I judge that the wrong hand affected the result", Then: "I may award an adjusted score", Laws: []law.Ref{law.L(13, "B1")}},
				{If: "it did not", Then: "the score stands", Laws: []law.Ref{law.L(13, "B1")}},
			},
			FollowUps: []ruling.FollowUp{{When: "at the end of play",
				Watch: "judge whether the calls made with the wrong hand affected the result; if so, award an adjusted score", Law: law.L(13, "B1")}},
			Notes: []string{
				"Older ACBL Duplicate Decisions let the board be played on only if all four players concurred. The 2017 Laws leave the decision to the director alone (Law 13B1).",
				wrongCardsMoveQuietly,
			},
			Laws: []law.Ref{law.L(13, "B1")},
		}},
		{ID: "cancelled", Outcome: ruling.Outcome{
			Title:      "The board is not played on: artificial adjusted score",
			Summary:    "A player with a wrong hand has called, and the deal cannot be put right and played without a change of call, so the board stops here and I award an artificial adjusted score.",
			Automatic:  []ruling.Effect{{Text: "The board is not played on at this table", Laws: []law.Ref{law.L(13, "B2")}}},
			Adjustment: &ruling.Adjustment{Artificial: true, Law: law.L(12, "C2")},
			Notes: []string{
				"Every player must count their cards before looking at them (Law 7B1). A player at fault may also be given a procedural penalty (Law 13B2).",
				"When an earlier table put the cards in the wrong pockets, both sides here may be in no way at fault, and the players who misboarded may be given a procedural penalty (Law 90B6).",
				"Older ACBL Duplicate Decisions asked whether all four players concurred; under the 2017 Laws it is the director's decision.",
			},
			Laws: []law.Ref{law.L(13, "B2"), law.L(12, "C2")},
		}, Fill: fillWrongCardsArtificial},
		{ID: "assign", Outcome: ruling.Outcome{
			Title:   "Assign the likely result with the right hands",
			Summary: "A hand held the wrong number of cards and the result cannot stand as it is. I will assign the result the board would most likely have reached had every hand held its right cards.",
			Adjustment: &ruling.Adjustment{Law: law.L(12, "C1(a)"),
				Text: "I will replace the score on this board with the likely result with the right hands, or a weighted mix of the likely results"},
			FollowUps: []ruling.FollowUp{{When: "now, or before the scores are final",
				Watch: "enter the assigned or weighted result in the adjusted-score ruling, which works out its matchpoints or IMPs",
				Flow:  "adjusted-score", Law: law.L(12, "C1(c)")}},
			Notes: []string{
				"An assigned score is required whenever the likely result can be judged (Law 12C1(a)); an average only when it cannot (Law 12C1(d)).",
				"A player at fault may also be given a procedural penalty (Law 13B2, Law 13D). In a team match Law 86B may apply.",
			},
			Laws: []law.Ref{law.L(12, "C1(a)")},
		}, Fill: fillWrongCardsAssign},
		{ID: "after-play", Outcome: ruling.Outcome{
			Title:      "Found after play: the result is cancelled",
			Summary:    "After play it was found that one hand had more than 13 cards and another fewer. The result cannot stand: it is cancelled and I award an adjusted score.",
			Adjustment: &ruling.Adjustment{Artificial: true, Law: law.L(13, "D")},
			Automatic:  []ruling.Effect{{Text: "The result obtained at this table is taken off the scoresheet", Laws: []law.Ref{law.L(13, "D")}}},
			Notes:      []string{"A player at fault is liable to a procedural penalty (Law 13D). In a team match Law 86B may apply."},
			Laws:       []law.Ref{law.L(13, "D"), law.L(12, "C2")},
		}, Fill: fillWrongCardsArtificial},
		{ID: "short-before-lead", Outcome: ruling.Outcome{
			Title:   "Find the card and put it back; the calls stand",
			Offence: "had a card missing",
			Summary: "{offender} is short a card, and no hand has too many. I look for the missing card: if it is found it goes back into that hand; if not, I rebuild the deal from another pack. The auction and play go on normally, and no call is changed.",
			Automatic: []ruling.Effect{
				{Text: "{offender} takes the missing card back into their hand; if it cannot be found, I rebuild the deal from another pack", Laws: []law.Ref{law.L(14, "A1"), law.L(14, "A2")}},
				{Text: "Every call already made stands, and the hand counts as having held the card all along", Laws: []law.Ref{law.L(14, "A3")}},
			},
			Information: []ruling.InfoRule{wrongCardsRestored},
			Laws:        []law.Ref{law.L(14, "A"), law.L(14, "C")},
		}},
		{ID: "defective-trick", Outcome: ruling.Outcome{
			Title:   "Found among the played cards: a defective trick",
			Offence: "had a card missing",
			Summary: "The card {offender} was missing is among the played cards: it was played to a trick together with another card. That is a defective trick.",
			FollowUps: []ruling.FollowUp{{When: "now",
				Watch: "rule on the defective trick under Law 67: the extra card goes back to the hand unless both sides have played to the next trick, when Law 67B applies",
				Flow:  "defective-trick", Law: law.L(67, "")}},
			Information: []ruling.InfoRule{wrongCardsRestored},
			Laws:        []law.Ref{law.L(14, "B1"), law.L(67, "")},
		}},
		{ID: "restored", Outcome: ruling.Outcome{
			Title:   "The card goes back into the hand; play goes on",
			Offence: "had a card missing",
			Summary: "The card {offender} was missing has been found. It goes back into that hand and counts as having been there all along. It was never needed, so play goes on normally.",
			Automatic: []ruling.Effect{
				{Text: "{offender} takes the card back into their hand", Laws: []law.Ref{law.L(14, "B2")}},
				{Text: "The card counts as having belonged to that hand all along", Laws: []law.Ref{law.L(14, "B4")}},
			},
			Information: []ruling.InfoRule{wrongCardsRestored},
			Notes: []string{
				"A defender's card that lay face up where partner could see it may become a penalty card (Law 14B4, Law 49).",
				"If the card turns out to have been needed later after all, not playing it is a revoke: rule it then.",
			},
			Laws: []law.Ref{law.L(14, "B2"), law.L(14, "B4"), law.L(14, "C")},
		}},
		{ID: "restored-revoke", Outcome: ruling.Outcome{
			Title:   "The card goes back; not playing it was a revoke",
			Offence: "had a card missing",
			Summary: "The card {offender} was missing has been found. It counts as having been in that hand all along, so not playing it when it would have followed suit was a revoke.",
			Automatic: []ruling.Effect{
				{Text: "{offender} takes the card back into their hand; it counts as having been there all along", Laws: []law.Ref{law.L(14, "B2"), law.L(14, "B4")}},
			},
			Information: []ruling.InfoRule{wrongCardsRestored},
			FollowUps: []ruling.FollowUp{{When: "now",
				Watch: "rule on the revoke: open the revoke ruling and answer that a missing card has been found",
				Flow:  "revoke", Law: law.L(14, "B4")}},
			Notes: []string{"If the card belonged to dummy, a revoke by failing to play a card of dummy's carries no automatic trick transfer, and equity is restored instead (Law 64B3, 64C): the revoke ruling asks."},
			Laws:  []law.Ref{law.L(14, "B4"), law.L(14, "B2")},
		}},
		{ID: "rebuilt", Outcome: ruling.Outcome{
			Title:   "The card cannot be found: rebuild the deal",
			Offence: "had a card missing",
			Summary: "The card {offender} was missing cannot be found, so I rebuild the deal with a card from another pack. That card counts as having been in the hand all along.",
			Automatic: []ruling.Effect{
				{Text: "The missing card is replaced from another pack and goes into the hand of {offender}", Laws: []law.Ref{law.L(14, "B3")}},
				{Text: "It counts as having been in that hand all along: if it would have followed suit to an earlier trick, not playing it was a revoke", Laws: []law.Ref{law.L(14, "B4")}},
			},
			Information: []ruling.InfoRule{wrongCardsRestored},
			FollowUps: []ruling.FollowUp{{When: "now, if the card would have followed suit to an earlier trick",
				Watch: "rule on the revoke: open the revoke ruling and answer that a missing card has been found",
				Flow:  "revoke", Law: law.L(14, "B4")}},
			Laws: []law.Ref{law.L(14, "B3"), law.L(14, "B4")},
		}},
		{ID: "extra-removed", Outcome: ruling.Outcome{
			Title:     "The extra card is taken out; play goes on",
			Summary:   "A card that is not part of this deal was found. It is taken out, and the auction and play go on with no further rectification.",
			Automatic: []ruling.Effect{{Text: "The extra card is removed; there is no rectification and no adjusted score", Laws: []law.Ref{law.L(13, "C")}}},
			Notes:     []string{"Find out where the card came from: the board it belongs to is now short a card (Law 14)."},
			Laws:      []law.Ref{law.L(13, "C")},
		}},
		{ID: "extra-played", Outcome: ruling.Outcome{
			Title:     "The extra card was played: it is taken out, and I may adjust",
			Summary:   "A card that is not part of this deal was played to a trick that has been turned over. It is taken out, and play goes on; because it was played, I may adjust the score if it affected the result.",
			Interim:   true,
			Automatic: []ruling.Effect{{Text: "The extra card is removed from the trick it was played to", Laws: []law.Ref{law.L(13, "C")}}},
			Adjustment: &ruling.Adjustment{Law: law.L(13, "C"),
				Text: "If at the end of play I judge that the extra card affected the result, I will assign, for both sides, the result that would likely have been reached without it; otherwise the score stands"},
			FollowUps: []ruling.FollowUp{{When: "at the end of play", Watch: "judge whether the extra card affected the result; if so, assign the likely result without it", Law: law.L(13, "C")}},
			Notes:     []string{"Find out where the card came from: the board it belongs to is now short a card (Law 14)."},
			Laws:      []law.Ref{law.L(13, "C")},
		}},
	},
}

// wrongCardsRestored is Law 14C: the partner of the short hand may not use its restoration.
var wrongCardsRestored = ruling.InfoRule{Who: ruling.Party{Role: ruling.OffendersPartner}, Authorized: false,
	What: "the knowledge that a card was missing from their partner's hand and has been put back", Law: law.L(14, "C")}

const (
	wrongCardsMoveQuietly = "Move the cards without showing them. A player who learns which card moved has information from outside the auction and play, and may not use it (Law 16A)."
	wrongCardsCount       = "Every player must count their cards before looking at them (Law 7B1); remind the table."
)

// wrongCardsSeats places the player whose hand was short, once the director has said who.
func wrongCardsSeats(s ruling.Session) ruling.Seats {
	st := s.Seat("short-seat")
	if !st.Valid() {
		return nil
	}
	return ruling.Seats{ruling.Offender: st, ruling.OffendersPartner: st.Partner(), ruling.OffendersLHO: st.LHO(), ruling.OffendersRHO: st.RHO()}
}

// fillWrongCardsArtificial gives each side its artificial score through the one rule (Law 12C2),
// by the fault the director gave.
func fillWrongCardsArtificial(s ruling.Session, o *ruling.Outcome) {
	ns, ew := faultsAt(s, "fault")
	fillArtificialFor(s, o, s.Is("form", "teams"), ns, ew)
}

// fillWrongCardsAssign cites the Law that gave the adjusted score: 13D after play, 13B2 before.
func fillWrongCardsAssign(s ruling.Session, o *ruling.Outcome) {
	if s.Is("found", "after-play") {
		o.Title = "Found after play: the result is cancelled; assign the likely result"
		o.Automatic = append(o.Automatic, ruling.Effect{Text: "The result obtained at this table is taken off the scoresheet", Laws: []law.Ref{law.L(13, "D")}})
		o.Laws = append([]law.Ref{law.L(13, "D")}, o.Laws...)
		return
	}
	o.Automatic = append(o.Automatic, ruling.Effect{Text: "The board is not played on at this table", Laws: []law.Ref{law.L(13, "B2")}})
	o.Laws = append([]law.Ref{law.L(13, "B2")}, o.Laws...)
}
