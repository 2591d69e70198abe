package catalog

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"tableside/engine/bridge"
	"tableside/engine/law"
	"tableside/engine/poll"
	"tableside/engine/ruling"
)

// UnauthorizedInformation rules on information from partner that the Laws do not let a player
// use (Laws 16B, 73C, 12C): a hesitation, a remark, an unexpected alert or explanation. The four
// questions come in the order the director course teaches: was the information there (agreed
// facts), could it demonstrably suggest the action taken over another, was there a logical
// alternative, were the opponents damaged. All four yes: an assigned adjusted score. The common
// case, an agreed slow pass followed by a bid, takes four taps.
//
// The "offender" of the placeholders is the player who gave the information (who hesitated,
// made the remark, alerted): the plain-words names read "the partner of the player who
// hesitated" for the player who received it. The hesitation itself is never the infraction
// (Law 73D1); using it is (Laws 16B1(a), 73C).
//
// Two further paths: an opponent's tempo or manner that misled a player (Law 73E2: no
// demonstrable bridge reason, could have known it could work to their benefit, a false
// inference drawn), and a weighted or split adjusted score, which the flow announces and hands
// to the adjusted-score ruling for the arithmetic. The seat of the player who gave the
// information is asked only where it costs the common path nothing (called during the auction,
// the split), so those scripts speak of seats.
var UnauthorizedInformation = &ruling.Flow{
	ID:       "unauthorized-information",
	Title:    "Unauthorized information",
	Summary:  "A hesitation, remark, unexpected alert or explanation from partner: was it used? The four questions, a poll of peers, and the adjusted score.",
	Category: ruling.Information,
	Phrases: []string{"hesitated", "hesitation", "huddle", "huddled", "tanked", "long pause", "slow pass", "slow double",
		"thought for ages", "break in tempo", "fast pass", "unexpected alert", "partner's remark", "partner's comment",
		"partner's gesture", "partner's explanation woke them up", "took advantage of the hesitation", "unauthorized information", "UI",
		"partner used the missing alert", "woke up after the alert", "hesitated with a singleton", "misleading hesitation", "pretended to think"},
	Laws:    []law.Ref{law.L(16, "B"), law.L(73, "C"), law.L(73, "D1"), law.L(12, "C1")},
	Offence: "hesitated",
	// The seat is not asked on the common path (it would be a fifth tap), and every path that
	// does not ask it is one where the partner has already acted: these short names say so.
	Names: map[ruling.Role]string{
		ruling.OffendersPartner: "the partner who acted",
		ruling.OffendingSide:    "the side that used the information",
		ruling.NonOffendingSide: "the opponents",
	},
	Seats:  uiSeats,
	Start:  "available",
	Common: []ruling.Answer{ruling.Pick("hesitation"), ruling.Pick("yes"), ruling.Pick("yes"), ruling.Pick("yes")},
	Steps: []ruling.Step{
		{ID: "available", Question: ruling.Question{
			Prompt: "Was unauthorized information available?",
			Help: "Establish the facts with both sides first, away from the table if need be: was there a break in tempo, a remark " +
				"or gesture, an unexpected alert or explanation, or a missing alert, from the partner of the player who then acted? " +
				"Where the sides disagree, decide on the balance of probabilities (Law 85A). Information from anywhere else, such as " +
				"a result overheard, is extraneous information under Law 16D, not this ruling. An inadvertent hesitation is not in itself an " +
				"infraction (Law 73D1); using the information can be. Where the regulations require a pause after a skip bid (ACBL: " +
				"about ten seconds after any jump, with no stop card or warning since 2018; EBU: about ten seconds after a stop " +
				"card; elsewhere, your body's rules), a pause of that length tells partner nothing, but an unduly quick call " +
				"instead of it can (Law 73A2). An opponent's tempo or manner that misled a player is the last answer.",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "hesitation", Label: "Yes: a hesitation or break in tempo", Help: "A long pause, a slow pass or double, or an unusually quick call or play.", Next: ruling.Ask("suggests")},
				{ID: "remark", Label: "Yes: a remark, question, gesture or mannerism", Next: ruling.Ask("suggests")},
				{ID: "alert", Label: "Yes: an unexpected alert or explanation, or no alert", Help: "Partner's alert or explanation told the player their call was taken another way (Laws 16B1, 75A).", Next: ruling.Ask("suggests")},
				{ID: "during", Label: "Yes, and the partner has not acted on it yet", Help: "You are called at once, during the auction or play: instruct the table now.", Next: ruling.Ask("who")},
				{ID: "no", Label: "No: the facts do not show it", Next: ruling.Rule("no-ui")},
				{ID: "misled", Label: "No, but an opponent's tempo or manner misled a player",
					Help: "For example a hesitation before playing a singleton, or a remark that suggested a holding the player did not have (Law 73E2).", Next: ruling.Ask("misleader")},
			}}},
		{ID: "suggests", Question: ruling.Question{
			Prompt: "Could it demonstrably suggest the action taken over another action?",
			Help: "Demonstrably: readily apparent, not the product of a subtle bridge argument (older ACBL Duplicate Decisions). A " +
				"slow pass suggests bidding on rather than passing; a slow double suggests taking it out; an alert of a natural " +
				"bid tells the bidder they were misunderstood. Keep in mind the other action it suggested against (passing, after " +
				"a slow pass): the next question asks whether that action was a logical alternative. If it suggested nothing in " +
				"particular, or the opposite of what was done, the player may do as they did.",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "yes", Label: "Yes", Next: ruling.Ask("alternative")},
				{ID: "no", Label: "No", Help: "It suggested nothing in particular, or another action.", Next: ruling.Rule("not-suggested")},
			}}},
		{ID: "alternative", Question: ruling.Question{
			Prompt: "Was an action the information suggested against a logical alternative?",
			Help: "The action it made less attractive (such as passing, after partner's slow pass), or another it suggested the " +
				"action taken over. A logical alternative is an action that a significant proportion of the player's peers (players of the same standing, using the " +
				"partnership's methods) would seriously consider, and some would select (Law 16B1(b)). The Laws set no " +
				"threshold: the 75 per cent test of an older ABF seminar is not the 2017 rule. If unsure, poll peers: " +
				"the polling tool tallies their answers.",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "yes", Label: "Yes", Help: "Peers would seriously consider an action the information suggested against, and some would choose it.", Next: ruling.Ask("damage")},
				{ID: "no", Label: "No", Help: "Peers would seriously consider only the action taken, or only actions the information did not suggest against.", Next: ruling.Rule("no-alternative")},
				{ID: "poll", Label: "Not sure: poll peers first", Help: "Tell the table the ruling will follow, then poll.", Next: ruling.Rule("poll-first")},
			}}},
		{ID: "damage", Question: ruling.Question{
			Prompt: "Were the opponents damaged?",
			Help: "Damaged: without the infraction they would likely have done better (Law 12B1). If they also hurt themselves by " +
				"an extremely serious error unrelated to the infraction, or by a gamble they hoped to recover through a ruling, " +
				"they lose redress for that part only; the side that used the information is still adjusted (Law 12C1(e)).",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "yes", Label: "Yes", Help: "Assign the likely result; enter it now or later.", Next: ruling.Rule("adjust")},
				{ID: "assign", Label: "Yes: enter the result I assign", Next: ruling.Ask("assigned")},
				{ID: "weighted", Label: "Yes: enter a weighted score", Help: "Several likely results, each with its weight (Law 12C1(c)).", Next: ruling.Ask("weighted")},
				{ID: "self-inflicted", Label: "Partly: their own extremely serious error or gamble caused some of it", Next: ruling.Ask("who")},
				{ID: "no", Label: "No", Help: "They did as well as they would have without it.", Next: ruling.Rule("no-damage")},
			}}},
		{ID: "misleader", Question: ruling.Question{
			Prompt: "Whose tempo or manner misled the player?",
			Help:   "The opponent who hesitated, hurried or remarked. The seat names everyone in what you read to the table.",
			Kind:   ruling.SeatKind,
			Examples: []ruling.Answer{
				ruling.SeatAnswer(bridge.West),
			},
		}, Route: func(ruling.Session) ruling.Target { return ruling.Ask("bridge-reason") }},
		{ID: "bridge-reason", Question: ruling.Question{
			Prompt: "Did that opponent have a demonstrable bridge reason for it?",
			Help: "A real problem to think about: which card to play from several, whether to double, a plan for the hand. " +
				"Thinking with a singleton, or about nothing, is no bridge reason (Law 73E2).",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "yes", Label: "Yes: they had a bridge problem to think about", Next: ruling.Rule("own-risk")},
				{ID: "no", Label: "No", Next: ruling.Ask("could-know")},
			}}},
		{ID: "could-know", Question: ruling.Question{
			Prompt: "Could they have known then that it could work to their benefit?",
			Help:   "No intent is needed: that they could have known is enough (Law 73E2).",
			Kind:   ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "yes", Label: "Yes", Next: ruling.Ask("false-inference")},
				{ID: "no", Label: "No", Next: ruling.Rule("own-risk")},
			}}},
		{ID: "false-inference", Question: ruling.Question{
			Prompt: "Did the player draw a false inference from it, and lose by it?",
			Help:   "They acted on what the tempo or manner seemed to show, and would likely have done better without it (Laws 73E2, 12B1).",
			Kind:   ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "yes", Label: "Yes", Next: ruling.Rule("misled-adjust")},
				{ID: "no", Label: "No", Help: "They drew no inference, or it cost them nothing.", Next: ruling.Rule("own-risk")},
			}}},
		{ID: "who", Question: ruling.Question{
			Prompt: "Who gave the information?",
			Help:   "The player who hesitated, made the remark or alerted. The seat names everyone in what you read to the table.",
			Kind:   ruling.SeatKind,
			Examples: []ruling.Answer{
				ruling.SeatAnswer(bridge.North),
			},
		}, Route: uiAfterSeat},
		{ID: "assigned", Question: ruling.Question{
			Prompt: "The result you assign",
			Help: "The contract and declarer's tricks most likely had the infraction not happened (Law 12C1(b)). For several " +
				"likely results, each with its weight, go back and choose a weighted score (Law 12C1(c)).",
			Kind: ruling.ResultKind,
			Examples: []ruling.Answer{
				ruling.ResultAnswer(bridge.Contract{Level: 4, Strain: bridge.SpadesStrain, Declarer: bridge.South}, 10),
			},
		}, Route: func(s ruling.Session) ruling.Target {
			if c, _ := s.Result("assigned"); !c.Valid() {
				return ruling.Rule("adjust")
			}
			return askVulnerabilityOr(s, ruling.Rule("adjust"))
		}},
		vulnerabilityStep(func(ruling.Session) ruling.Target { return ruling.Rule("adjust") }),
		weightedStep("The likely results had the infraction not happened, each with its weight. Only results that could have been reached legally count: never the action the information suggested (Law 12C1(c)).",
			bridge.South, func(ruling.Session) ruling.Target { return ruling.Rule("adjust") }),
	},
	Endings: []ruling.Ending{
		{ID: "instruct", Outcome: ruling.Outcome{
			Title:   "Play on: the information must not be used",
			Summary: "The auction and play go on normally, but {partner} must not take any advantage of what partner did.",
			Interim: true,
			Cases: []ruling.Case{
				{If: "{partner} then chooses an action the information could have suggested, when another action was a logical alternative",
					Then: "call me back when play ends. If {other-side} were damaged, I will assign an adjusted score",
					Laws: []law.Ref{law.L(16, "B1(a)"), law.L(16, "B3")}},
				{If: "either side disagrees about what happened", Then: "tell me now, so that I can establish the facts before play goes on",
					Laws: []law.Ref{law.L(16, "B2")}},
			},
			Information: []ruling.InfoRule{
				{Who: ruling.Party{Role: ruling.OffendersPartner}, Authorized: false,
					What: "what the hesitation, remark or alert told them: they must choose as if it had not happened", Law: law.L(73, "C")},
				{Who: ruling.Party{Role: ruling.NonOffendingSide}, Authorized: true,
					What: "any inference of their own from it, at their own risk", Law: law.L(73, "D1")},
			},
			FollowUps: []ruling.FollowUp{{When: "at the end of play, if {other-side} call me back",
				Watch: "establish whether the information could have suggested the action chosen over a logical alternative, and whether {other-side} were damaged; if so, assign an adjusted score",
				Flow:  "unauthorized-information", Law: law.L(16, "B3")}},
			Notes: []string{
				"Give this now, before the player who received the information acts. Do not say what the information suggests: that would tell the table more.",
				hesitationNote,
			},
			Laws: []law.Ref{law.L(73, "C"), law.L(16, "B1(a)")},
		}, Fill: fillUnauthorized},
		{ID: "no-ui", Outcome: ruling.Outcome{
			Title:     "No unauthorized information: the result stands",
			Summary:   "The facts do not show information from partner that could have suggested a call or play, so the score stands as played.",
			Automatic: []ruling.Effect{{Text: "The result obtained at the table stands", Laws: []law.Ref{law.L(16, "B1")}}},
			Notes: []string{
				"Where the two sides disagree about a hesitation or a remark, decide the facts on the balance of probabilities (Law 85A). Write the facts you found in the log's notes.",
				"Information from another source, a result overheard or a card seen, is extraneous information (Law 16D), which earlier material numbers 16C.",
				hesitationNote,
			},
			Laws: []law.Ref{law.L(16, "B1")},
		}, Fill: fillUnauthorized},
		{ID: "not-suggested", Outcome: ruling.Outcome{
			Title:     "Not suggested by the information: the result stands",
			Summary:   "The information could not demonstrably have suggested the action taken over another, so there is no infraction and the score stands.",
			Automatic: []ruling.Effect{{Text: "The result obtained at the table stands", Laws: []law.Ref{law.L(16, "B1(a)")}}},
			Notes: []string{
				"Demonstrably means readily apparent, easily understood, not the product of a subtle bridge argument (older ACBL Duplicate Decisions; the director course).",
				hesitationNote,
			},
			Laws: []law.Ref{law.L(16, "B1(a)")},
		}, Fill: fillUnauthorized},
		{ID: "no-alternative", Outcome: ruling.Outcome{
			Title: "No logical alternative: the result stands",
			Summary: "Players of the same standing, using the same methods, would seriously consider only the action taken, " +
				"so taking it is not an infraction, whatever the information said. The score stands.",
			Automatic: []ruling.Effect{{Text: "The result obtained at the table stands", Laws: []law.Ref{law.L(16, "B1(b)")}}},
			Notes: []string{
				"A logical alternative is an action a significant proportion of the player's peers would seriously consider and some would select (Law 16B1(b)). There is no number in the Law: an ABF seminar's 75 per cent rule is not the 2017 test.",
				"A poll of peers is the usual evidence; record it with the ruling.",
				hesitationNote,
			},
			Laws: []law.Ref{law.L(16, "B1(b)")},
		}, Fill: fillUnauthorized},
		{ID: "poll-first", Outcome: ruling.Outcome{
			Title: "Ruling to follow: I am consulting other players",
			Summary: "Before I rule I will ask a few players of similar standing what they would do with this hand, without telling " +
				"them what happened at the table. Then I will come back to you with the ruling.",
			Interim: true,
			Cases: []ruling.Case{
				{If: "the poll shows a logical alternative to the action taken after the information from partner, and {other-side} were damaged",
					Then: "I will assign an adjusted score", Laws: []law.Ref{law.L(16, "B1(b)"), law.L(12, "C1(b)")}},
				{If: "the poll shows no logical alternative", Then: "the result stands", Laws: []law.Ref{law.L(16, "B1(b)")}},
			},
			FollowUps: []ruling.FollowUp{{When: "once the poll is done",
				Watch: "finish the ruling on the poll's evidence: whether there was a logical alternative, then whether {other-side} were damaged",
				Flow:  "unauthorized-information", Law: law.L(16, "B1(b)")}},
			Notes: []string{
				"Polling, from the director course: do not name the players; give each peer only the one hand, with the auction and the methods; ask what they would do at each turn, not only at the critical one; never say what was chosen; you may need more than one poll. Ask players of the same standing as the player who acted.",
				"Save this ruling, then open Poll peers: the tool keeps the problem and each answer with the ruling, tallies them and prints them with it.",
				hesitationNote,
			},
			Laws: []law.Ref{law.L(16, "B1(b)")},
		}, Fill: fillUnauthorized},
		{ID: "adjust", Outcome: ruling.Outcome{
			Title: "Adjusted score: the result likely without the infraction",
			Summary: "{partner} chose an action that the information from partner could have suggested, when a logical alternative " +
				"existed, and {other-side} were damaged.",
			Adjustment: &ruling.Adjustment{Law: law.L(12, "C1(b)"),
				Text: "I am cancelling the score obtained at the table and assigning, to both sides, the result that would most likely have been reached without the infraction"},
			FollowUps: []ruling.FollowUp{assignUnauthorizedFollowUp},
			Notes: []string{
				"The assigned score may be weighted among the likely results (Law 12C1(c)); every regulating body allows it under the 2017 Laws. Weigh only results that could have been reached legally: never the action the information suggested. To enter the weights, re-open this ruling and choose a weighted score.",
				hesitationNote,
				"The adjustment is for using the information (Laws 16B1(a), 73C), not for the hesitation or remark that gave it.",
			},
			Laws: []law.Ref{law.L(16, "B1(a)"), law.L(12, "C1(b)")},
		}, Fill: fillUnauthorized},
		{ID: "split", Outcome: ruling.Outcome{
			Title: "Adjusted score, split: part of the damage was self-inflicted",
			Summary: "{partner} chose an action that the information from partner could have suggested, when a logical alternative " +
				"existed. {other-side} were damaged, but part of the damage came from their own extremely serious error, or a gamble, after it.",
			Adjustment: &ruling.Adjustment{Law: law.L(12, "C1(e)"), Text: splitText},
			FollowUps:  []ruling.FollowUp{splitHandover},
			Notes:      append(splitNotes(), hesitationNote),
			Laws:       []law.Ref{law.L(16, "B1(a)"), law.L(12, "C1(e)")},
		}, Fill: fillUnauthorized},
		{ID: "misled-adjust", Outcome: ruling.Outcome{
			Title: "Adjusted score: an opponent's tempo or manner misled {other-side}",
			Summary: "{offender} varied their tempo or manner with no demonstrable bridge reason, and could have known at the time " +
				"that it could work to their benefit. {other-side} drew a false inference from it and lost by it, so I adjust the score.",
			Offence: "misled the opponents",
			Adjustment: &ruling.Adjustment{Law: law.L(73, "E2"),
				Text: "I am cancelling the score obtained at the table and assigning to both sides the result that would most likely have been reached had {other-side} not been misled"},
			FollowUps: []ruling.FollowUp{{When: "before the scores are final",
				Watch: "work out the result likely had {other-side} not been misled, and enter it in the adjusted-score ruling for both sides",
				Flow:  "adjusted-score", Law: law.L(12, "C1(b)")}},
			Notes: []string{
				"Law 73E2 needs no intent: that the player could have known the action could work to their benefit is enough.",
				"A deliberate attempt to mislead an opponent is itself an infraction (Law 73D2) and may also draw a procedural penalty (Law 90).",
			},
			Laws: []law.Ref{law.L(73, "E2"), law.L(12, "C1(b)")},
		}},
		{ID: "own-risk", Outcome: ruling.Outcome{
			Title: "No adjustment: the inference was drawn at the player's own risk",
			Summary: "A player may draw inferences from an opponent's tempo or manner, but at their own risk. Here the conditions " +
				"for an adjustment are not all met, so the score stands.",
			Offence:   "varied their tempo or manner",
			Automatic: []ruling.Effect{{Text: "The result obtained at the table stands", Laws: []law.Ref{law.L(73, "D1")}}},
			Notes: []string{
				"Law 73E2 adjusts only when the opponent had no demonstrable bridge reason, could have known at the time that the action could work to their benefit, and the innocent player drew a false inference from it.",
				"An inadvertent change of tempo is not in itself an infraction (Law 73D1).",
			},
			Laws: []law.Ref{law.L(73, "D1"), law.L(73, "E2")},
		}},
		{ID: "no-damage", Outcome: ruling.Outcome{
			Title:     "No damage: the result stands",
			Summary:   "{other-side} did as well as they would have without the infraction, so there is nothing to redress, and the score stands.",
			Automatic: []ruling.Effect{{Text: "The result obtained at the table stands", Laws: []law.Ref{law.L(12, "B1")}}},
			Notes: []string{
				"Damage exists when, because of the infraction, the non-offending side obtains a worse result than it could have expected without it (Law 12B1).",
				hesitationNote,
			},
			Laws: []law.Ref{law.L(12, "B1")},
		}, Fill: fillUnauthorized},
	},
}

// uiFlowID is this ruling's id, for follow-ups that re-open it.
const uiFlowID = "unauthorized-information"

// hesitationNote answers the commonest misunderstanding at the table (law review §11 rank 3,
// trap b): the hesitation is not the offence.
const hesitationNote = "An inadvertent hesitation or change of tempo is not in itself an infraction (Law 73D1): do not penalize it. " +
	"A remark, gesture or mannerism that tells partner something is one (Law 73B1), and so is varying tempo or manner on purpose " +
	"to mislead (Law 73D2); either may also draw a procedural penalty (Law 90). The infraction ruled on here is choosing an action " +
	"the information suggested when a logical alternative existed (Laws 16B1(a), 73C)."

// splitText is the split adjusted score of Law 12C1(e) as the table hears it: each side's
// score, by side.
const splitText = "{offending-side} get the score for the result that would most likely have been reached without the infraction. " +
	"{other-side} keep their own table result, improved only by the damage the infraction caused; the part their own error caused stays with them"

// splitHandover sends the director to the adjusted-score ruling, which works out the two
// scores of a split adjustment in matchpoints or IMPs.
var splitHandover = ruling.FollowUp{When: "before the scores are final",
	Watch: "open the adjusted-score ruling and answer that the non-offending side added to its own damage: enter the table result, the likely result without the infraction and the result {other-side} would have had without their own error, and it works out both scores",
	Flow:  "adjusted-score", Law: law.L(12, "C1(e)")}

// splitNotes are the director's notes on a split adjustment (Law 12C1(e), 2017): what the
// non-offending side's own error must be, and how its score is worked out.
func splitNotes() []string {
	return []string{
		"Law 12C1(e): only an extremely serious error unrelated to the infraction, or a gambling action the side would have hoped to recover through a ruling had it failed, costs the non-offending side its redress, and only for the part of the damage it caused. A merely poor or serious error keeps full redress. The numbering 12C1(b) for this rule belongs to the 2008 Laws.",
		"Work it out in matchpoints or IMPs, never in points. Take the table result (A), the likely result without the infraction (B), and the result the non-offending side would have had after the infraction without their own error (C). The offending side gets B. The non-offending side gets the matchpoints (or IMPs) of A plus those of B less those of C, and never less than A: if C is at least as good as B, all the damage was their own and the table result stands for them.",
	}
}

// weightedStep asks for a weighted assigned score: the likely results, each with its weight
// (Law 12C1(c)). declarer is the declarer of the example results.
func weightedStep(help string, declarer bridge.Seat, next func(ruling.Session) ruling.Target) ruling.Step {
	fourSpades := bridge.Contract{Level: 4, Strain: bridge.SpadesStrain, Declarer: declarer}
	return ruling.Step{ID: "weighted", Question: ruling.Question{
		Prompt: "The weighted score you assign",
		Help:   help,
		Kind:   ruling.WeightedKind,
		Examples: []ruling.Answer{ruling.WeightedAnswer(
			ruling.Weighted{Contract: fourSpades, Tricks: 10, Weight: 60},
			ruling.Weighted{Contract: fourSpades, Tricks: 9, Weight: 40})},
	}, Route: next}
}

// announceWeighted reads the weighted score the director gave, when they gave one, into the
// adjustment the table hears, and hands the arithmetic to the adjusted-score ruling, which
// matchpoints each result and weights the matchpoints (or IMPs). It reports whether it did.
func announceWeighted(s ruling.Session, o *ruling.Outcome) bool {
	a, ok := s.Get("weighted")
	if !ok || a.Kind != ruling.WeightedKind || len(a.Results) == 0 || o.Adjustment == nil {
		return false
	}
	parts := make([]string, len(a.Results))
	for i, w := range a.Results {
		parts[i] = fmt.Sprintf("%d%% of %s", w.Weight, w.Contract.Result(w.Tricks))
	}
	o.Adjustment.Law = law.L(12, "C1(c)")
	o.Adjustment.Text = "I am cancelling the score obtained at the table and assigning to both sides a weighted score: " + joinAnd(parts)
	o.FollowUps = append(o.FollowUps, ruling.FollowUp{When: "before the scores are final",
		Watch: "open the adjusted-score ruling, answer that several results are weighted, and enter these results with the other scores on the board: it works out the weighted matchpoints or IMPs, which are what the scorer enters",
		Flow:  "adjusted-score", Law: law.L(12, "C1(c)")})
	return true
}

// assignUnauthorizedFollowUp asks for the assigned result when the director did not enter it.
var assignUnauthorizedFollowUp = ruling.FollowUp{When: "before the scores are final",
	Watch: "record the result you assign: re-open this ruling and choose to enter the result",
	Flow:  "unauthorized-information", Law: law.L(12, "C1(b)")}

// uiOffences names the player who gave the information, by what they did, for the plain-words
// names ("the partner of the player who hesitated").
var uiOffences = map[string]string{
	"hesitation": "hesitated",
	"remark":     "made the remark",
	"alert":      "alerted or explained",
	"during":     "gave the information",
}

// uiNouns name the information by what it was, where the outcome speaks of it.
var uiNouns = map[string]string{
	"hesitation": "the hesitation",
	"remark":     "the remark",
	"alert":      "the alert or explanation",
}

// fillUnauthorized names the players and the information by what happened, and records the
// assigned result.
func fillUnauthorized(s ruling.Session, o *ruling.Outcome) {
	a, _ := s.Get("available")
	if offence, named := uiOffences[a.Option]; named {
		o.Offence = offence
	}
	if noun, named := uiNouns[a.Option]; named {
		o.Summary = strings.ReplaceAll(o.Summary, "the information from partner", noun)
		for i := range o.Cases {
			o.Cases[i].If = strings.ReplaceAll(o.Cases[i].If, "the information from partner", noun)
		}
	}
	if o.ID == "instruct" {
		o.Notes = append(o.Notes, reserveRightsNote(law.For(s.Context.Body)))
		if who := s.Seat("who"); who.Valid() {
			o.Summary = strings.ReplaceAll(o.Summary, "what partner did", "what "+who.String()+" did")
		}
	}
	if o.ID == "adjust" && announceWeighted(s, o) {
		o.FollowUps = slices.DeleteFunc(o.FollowUps, func(f ruling.FollowUp) bool { return f.Flow == uiFlowID })
		return
	}
	c, tricks := s.Result("assigned")
	if o.ID != "adjust" || !c.Valid() || o.Adjustment == nil {
		return
	}
	if r, err := ruling.ScoreResult(c, tricks, declarerVulnerable(s, c)); err == nil {
		o.Adjustment.Assigned = &r
		o.FollowUps = nil // nothing left to record
	}
}

// reserveRightsNote says whether the opponents may reserve the right to call the director at
// the end of play (Law 16B2), from the regulation the ruling runs under. No body among the four
// forbids it under the 2017 Laws (see law.For); the ACBL's old ban belonged to the 1997 Laws.
func reserveRightsNote(r law.Regulation) string {
	if !r.ReserveRights {
		return "Your regulating body does not let players reserve the right to call the director later: an opponent who thinks there was a hesitation calls you at once (Law 16B2)."
	}
	return "An opponent who thinks the information could help the other side may announce that they reserve the right to call the director at the end of play; if the side said to have given it disputes that, that side should call you at once, while the facts can still be settled (Law 16B2)."
}

// uiSeats names the table from the seat of the player who gave the information (or, on the
// misleading-tempo path, who varied their tempo), once the director has given it.
func uiSeats(s ruling.Session) ruling.Seats {
	seats := ruling.Seats{}
	st := s.Seat("who")
	if !st.Valid() {
		st = s.Seat("misleader")
	}
	if st.Valid() {
		seats[ruling.Offender], seats[ruling.OffendersPartner] = st, st.Partner()
		seats[ruling.OffendersLHO], seats[ruling.OffendersRHO] = st.LHO(), st.RHO()
	}
	return seats
}

// uiAfterSeat goes on from the seat question to the ruling the earlier answers reached.
func uiAfterSeat(s ruling.Session) ruling.Target {
	switch {
	case s.Is("damage", "self-inflicted"):
		return ruling.Rule("split")
	}
	return ruling.Rule("instruct")
}

// PollOffered reports whether the logical-alternative question has arisen in a session: from
// then on the director may poll peers, and the poll is kept with the ruling.
func PollOffered(s ruling.Session) bool {
	_, asked := s.Get("alternative")
	return s.Flow == UnauthorizedInformation.ID && asked
}

// AnswerFromPoll answers the logical-alternative question with a poll's finding, keeping the
// answers before it and dropping those after, so the director finishes the ruling on the
// evidence: a logical alternative leads on to the damage question, none to "the result stands".
func AnswerFromPoll(s ruling.Session, f poll.Finding) (ruling.Session, error) {
	if !PollOffered(s) {
		return s, errors.New("this ruling has not reached the logical-alternative question, so a poll cannot answer it")
	}
	var option string
	switch f {
	case poll.Alternative:
		option = "yes"
	case poll.NoAlternative:
		option = "no"
	case poll.Weak:
		return s, errors.New("the poll's evidence is weak: too few peers chose or considered another action to settle it, so answer the logical-alternative question yourself, or poll more peers")
	default:
		return s, fmt.Errorf("the poll cannot answer yet: ask at least %d peers", poll.MinAnswers)
	}
	n := 0
	for n < len(s.Answers) && s.Answers[n].Step != "alternative" {
		n++
	}
	return Answer(s.Upto(n), ruling.Pick(option))
}
