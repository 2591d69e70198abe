package catalog

import (
	"tableside/engine/bridge"
	"tableside/engine/law"
	"tableside/engine/ruling"
)

// PenaltyCardFlow rules a penalty card (Laws 48-52) in the three moments a director meets one: a
// card has just been exposed (what kind is it?), the offender's partner has gained the lead
// with a major penalty card on the table (declarer's options, the path the revoke and lead
// flows' follow-ups open), and a penalty card was not played when it had to be.
var PenaltyCardFlow = &ruling.Flow{
	ID:       "penalty-card",
	Title:    "Penalty card",
	Summary:  "A defender's card is face up on the table: what kind of penalty card it is, declarer's lead options, and what happens if it is not played.",
	Category: ruling.RevokesAndPenaltyCards,
	Phrases: []string{"dropped a card", "card fell on the table", "exposed card", "partner saw my card",
		"played two cards at once", "major penalty card", "minor penalty card", "penalty card", "he has the lead with a penalty card",
		"didn't play the penalty card"},
	Laws:   []law.Ref{law.L(48, ""), law.L(49, ""), law.L(50, ""), law.L(51, ""), law.L(52, "")},
	Start:  "situation",
	Common: []ruling.Answer{ruling.Pick("partner-leads"), ruling.Pick("one")},
	Steps: []ruling.Step{
		{ID: "situation", Question: ruling.Question{
			Prompt: "What needs a ruling?",
			Help: "A defender's card becomes a penalty card when his partner could have seen its face, or when he names it as " +
				"in his hand (Law 49). Declarer's and dummy's cards never do (Law 48A).",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "exposed", Label: "A defender exposed a card", Next: ruling.Ask("card")},
				{ID: "declarer", Label: "Declarer or dummy exposed a card", Next: ruling.Rule("declarer-card")},
				{ID: "partner-leads", Label: "His partner now has the lead", Help: "With a penalty card still on the table.", Next: ruling.Ask("holding")},
				{ID: "not-played", Label: "A penalty card was not played", Help: "He led or played another card when it had to be played.", Next: ruling.Ask("declarer-played")},
			},
		}},
		{ID: "card", Question: ruling.Question{
			Prompt:   "Which card was exposed?",
			Help:     "An honour (A K Q J 10) is always a major penalty card (Law 50B).",
			Kind:     ruling.CardKind,
			Examples: []ruling.Answer{ruling.CardAnswer(bridge.Card{Suit: bridge.Spades, Rank: bridge.Nine}), ruling.CardAnswer(bridge.Card{Suit: bridge.Hearts, Rank: bridge.Ten})},
		}, Route: func(ruling.Session) ruling.Target { return ruling.Ask("how") }},
		{ID: "how", Question: ruling.Question{
			Prompt: "How did it happen?",
			Help: "Only a single card below honour rank exposed by accident is minor; a card played or shown on purpose " +
				"(even by mistake) is major, and two or more penalty cards are all major (Law 50B).",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "accident", Label: "By accident, his only penalty card", Help: "Dropped, or pulled out with the card he played."},
				{ID: "several", Label: "He now has two or more", Help: "Several cards exposed, or he already had a penalty card."},
				{ID: "deliberate", Label: "Played or shown on purpose", Help: "Led or played out of turn, a corrected revoke, a card named."},
			},
		}, Route: func(s ruling.Session) ruling.Target {
			if s.Is("how", "accident") && !s.Card("card").IsHonour() {
				return ruling.Rule("minor")
			}
			return ruling.Rule("major")
		}},
		{ID: "holding", Question: ruling.Question{
			Prompt: "What penalty cards does the offender have?",
			Help:   "His partner may not lead until declarer has chosen (Law 50D2). A minor penalty card brings no lead restriction (Law 50C).",
			Kind:   ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "one", Label: "One major penalty card", Next: ruling.Rule("lead-options")},
				{ID: "one-suit", Label: "Several, all in one suit", Next: ruling.Rule("lead-options-one-suit")},
				{ID: "several-suits", Label: "Penalty cards in two or more suits", Next: ruling.Rule("lead-options-several-suits")},
				{ID: "minor", Label: "Only a minor penalty card", Next: ruling.Rule("minor-no-lead-restriction")},
			},
		}},
		{ID: "declarer-played", Question: ruling.Question{
			Prompt: "Has declarer played from his hand or dummy since?",
			Help:   "Once declarer has played after it, he must accept the card the defender played (Law 52B1(a)).",
			Kind:   ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "no", Label: "Not yet", Next: ruling.Rule("not-played-choice")},
				{ID: "yes", Label: "Yes", Next: ruling.Rule("not-played-stands")},
			},
		}},
	},
	Endings: []ruling.Ending{
		{ID: "declarer-card", Outcome: ruling.Outcome{
			Title:       "No penalty card: declarer's cards are never penalised",
			Summary:     "Declarer's and dummy's cards never become penalty cards, and declarer need not play a card he dropped by accident.",
			Automatic:   []ruling.Effect{{Text: "The card goes back to the hand and play continues without restriction", Laws: []law.Ref{law.L(48, "A")}}},
			Information: []ruling.InfoRule{{Who: ruling.Party{Role: ruling.Defenders}, Authorized: true, What: "what they saw of declarer's card", Law: law.L(48, "A")}},
			Notes: []string{
				"A card declarer has played stays played (Law 45C2); 48A covers only cards exposed, not played.",
				"If declarer faces his cards after the opening lead, he may be treated as claiming or conceding (Law 48B2, Law 68).",
			},
			Laws: []law.Ref{law.L(48, "A")},
		}},
		{ID: "minor", Outcome: ruling.Outcome{
			Title:   "Minor penalty card",
			Summary: "A single card below honour rank exposed by accident is a minor penalty card. It stays face up on the table until it is played.",
			Automatic: []ruling.Effect{
				{Text: "Until he plays it, the offender may not play another card below honour rank in that suit; he may play an honour of the suit instead, or a card of another suit", Laws: []law.Ref{law.L(50, "C")}},
				{Text: "The offender's partner has no lead restriction", Laws: []law.Ref{law.L(50, "C")}},
			},
			PenaltyCards: []ruling.PenaltyCard{{Owner: ruling.Party{Role: ruling.Offender}, Major: false, Law: law.L(50, "B")}},
			Information:  penaltyCardInfoRules,
			FollowUps: []ruling.FollowUp{{When: "whenever the offender plays a card below honour rank in that suit",
				Watch: "it must be the penalty card", Law: law.L(50, "C")}},
			Notes: []string{"If he gets a second penalty card, every one of his penalty cards becomes major (Law 50B)."},
			Laws:  []law.Ref{law.L(49, ""), law.L(50, "A")},
		}, Fill: penaltyCardFill},
		{ID: "major", Outcome: ruling.Outcome{
			Title:   "Major penalty card",
			Summary: "The card is a major penalty card. It stays face up on the table and must be played at the first legal opportunity.",
			Automatic: []ruling.Effect{
				{Text: "The offender must play it at his first legal opportunity, whether leading, following suit, discarding or ruffing", Laws: []law.Ref{law.L(50, "D1")}},
				{Text: "If he has two or more penalty cards he could legally play, declarer says which one", Laws: []law.Ref{law.L(51, "A")}},
			},
			PenaltyCards: []ruling.PenaltyCard{{Owner: ruling.Party{Role: ruling.Offender}, Major: true, Law: law.L(50, "B")}},
			Information:  penaltyCardInfoRules,
			FollowUps: []ruling.FollowUp{
				{When: "at the offender's next turn to play", Watch: "he must play the penalty card if it is a legal card", Law: law.L(50, "D1")},
				{When: "when the offender's partner next gains the lead while the card is on the table",
					Watch: "stop him leading and give declarer the penalty-card lead options", Flow: "penalty-card", Law: law.L(50, "D2")},
			},
			Laws: []law.Ref{law.L(49, ""), law.L(50, "A")},
		}, Fill: penaltyCardFill},
		penaltyCardLeadOptions("lead-options", "Declarer chooses the lead: one major penalty card",
			"The offender's partner has the lead while the offender has a major penalty card. He may not lead until declarer chooses.",
			"the suit of the penalty card", "the penalty card is picked up", law.L(50, "D2"), nil),
		penaltyCardLeadOptions("lead-options-one-suit", "Declarer chooses the lead: penalty cards in one suit",
			"The offender's partner has the lead while the offender has two or more penalty cards in one suit. He may not lead until declarer chooses.",
			"the suit of the penalty cards", "every penalty card in that suit is picked up", law.L(51, "B1"), nil),
		penaltyCardLeadOptions("lead-options-several-suits", "Declarer chooses the lead: penalty cards in several suits",
			"The offender's partner has the lead while the offender has penalty cards in more than one suit. He may not lead until declarer chooses.",
			"a suit in which the offender has a penalty card", "every penalty card in the required suit is picked up; the others stay", law.L(51, "B2"),
			&ruling.Choice{Label: "Forbid all those suits", Consequence: "Partner may not lead any suit in which the offender has a penalty card for as long as he keeps the lead; every penalty card in those suits is picked up.",
				Laws: []law.Ref{law.L(51, "B2")}}),
		{ID: "minor-no-lead-restriction", Outcome: ruling.Outcome{
			Title:       "No lead restriction for a minor penalty card",
			Summary:     "With only a minor penalty card on the table, the offender's partner may lead any card.",
			Automatic:   []ruling.Effect{{Text: "The minor penalty card stays on the table until played", Laws: []law.Ref{law.L(50, "C")}}},
			Information: penaltyCardInfoRules,
			Laws:        []law.Ref{law.L(50, "C")},
		}},
		{ID: "not-played-choice", Outcome: ruling.Outcome{
			Title:   "Declarer accepts the card played, or has the penalty card played",
			Summary: "The defender led or played another card when his penalty card had to be played. He may not take back any card on his own.",
			Chooser: ruling.Party{Role: ruling.Declarer},
			Options: []ruling.Choice{
				{Label: "Accept the card played", Consequence: "It stands; the penalty card stays on the table as a penalty card.", Laws: []law.Ref{law.L(52, "B1")}},
				{Label: "Have the penalty card played", Consequence: "The defender plays the penalty card instead; the card he played wrongly becomes a major penalty card.", Laws: []law.Ref{law.L(52, "B2")}},
			},
			Automatic: []ruling.Effect{{Text: "The defender may not withdraw any other card he has played", Laws: []law.Ref{law.L(52, "A")}}},
			Notes:     []string{"Failing to play a penalty card when able is also a revoke (Law 61A). If it becomes established there is no automatic trick transfer (Law 64B3), but the director restores equity if needed (Law 64C)."},
			Laws:      []law.Ref{law.L(52, "B")},
		}},
		{ID: "not-played-stands", Outcome: ruling.Outcome{
			Title:   "The card played stands",
			Summary: "Declarer has played since, so the card the defender played stands; the penalty card stays on the table as a penalty card.",
			Automatic: []ruling.Effect{
				{Text: "Declarer must accept the card played", Laws: []law.Ref{law.L(52, "B1")}},
				{Text: "The penalty card keeps its obligations", Laws: []law.Ref{law.L(52, "B1")}},
			},
			FollowUps: []ruling.FollowUp{{When: "if the failure to play it becomes an established revoke",
				Watch: "no automatic trick transfer; restore equity if the non-offending side lost out", Flow: "revoke", Law: law.L(64, "B3")}},
			Laws: []law.Ref{law.L(52, "A"), law.L(61, "A")},
		}},
	},
}

// penaltyCardInfoRules is Law 50E: declarer may use everything, the offender's partner only
// the rules about playing the card.
var penaltyCardInfoRules = []ruling.InfoRule{
	{Who: ruling.Party{Role: ruling.Declarer}, Authorized: true, What: "everything he saw of the penalty card", Law: law.L(50, "E")},
	{Who: ruling.Party{Role: ruling.OffendersPartner}, Authorized: true, What: "the rules for when the penalty card must be played", Law: law.L(50, "E")},
	{Who: ruling.Party{Role: ruling.OffendersPartner}, Authorized: false, What: "anything else the penalty card tells him about the offender's hand", Law: law.L(50, "E")},
}

// penaltyCardFill names the card and says why it is major.
func penaltyCardFill(s ruling.Session, o *ruling.Outcome) {
	c := s.Card("card")
	o.PenaltyCards[0].Card = c
	if s.Is("how", "several") {
		o.PenaltyCards[0].Law = law.L(50, "B")
		o.Summary = "The offender now has two or more penalty cards, so every one of them is a major penalty card. They stay face up on the table and each must be played at the first legal opportunity."
	}
	switch {
	case !o.PenaltyCards[0].Major:
	case s.Is("how", "accident") && c.IsHonour():
		o.Notes = append(o.Notes, "It is major because it is an honour: an honour is never a minor penalty card, however it was exposed (Law 50B).")
	case s.Is("how", "deliberate"):
		o.Notes = append(o.Notes, "A card played or shown on purpose, even by mistake, is never a minor penalty card (Law 50B).")
	}
}

// penaltyCardLeadOptions builds declarer's choice when the offender's partner has the lead (Law
// 50D2 for one card, 51B for several). forbid replaces the default forbid option when the
// Laws word it differently.
func penaltyCardLeadOptions(id, title, summary, which, pickedUp string, ref law.Ref, forbid *ruling.Choice) ruling.Ending {
	f := ruling.Choice{Label: "Forbid the suit", Consequence: "Partner may not lead " + which + " for as long as he keeps the lead; " + pickedUp + ".", Laws: []law.Ref{ref}}
	if forbid != nil {
		f = *forbid
	}
	return ruling.Ending{ID: id, Outcome: ruling.Outcome{
		Title:   title,
		Summary: summary,
		Chooser: ruling.Party{Role: ruling.Declarer},
		Options: []ruling.Choice{
			{Label: "Require the suit", Consequence: "Partner must lead " + which + "; " + pickedUp + ", and the offender may then play any legal card.", Laws: []law.Ref{ref}},
			f,
			{Label: "Let him lead anything", Consequence: "Partner leads any card; the penalty cards stay on the table with all their obligations.", Laws: []law.Ref{law.L(50, "D2")}},
		},
		LeadRestrictions: []ruling.LeadRestriction{{On: ruling.Party{Role: ruling.OffendersPartner}, Rule: ruling.MayRequireOrForbid, Which: which,
			When: "now, before he leads", Lasts: "a forbidden suit stays forbidden for as long as he keeps the lead", Law: ref}},
		Automatic: []ruling.Effect{
			{Text: "If partner has no card of a required suit he may lead any card, and the penalty card is picked up all the same", Laws: []law.Ref{law.L(59, "")}},
		},
		Information: penaltyCardInfoRules,
		FollowUps: []ruling.FollowUp{{When: "each time the offender's partner gains the lead while a major penalty card is still on the table",
			Watch: "declarer chooses again", Flow: "penalty-card", Law: law.L(50, "D2")}},
		Notes: []string{"If partner leads before declarer has chosen, that card is itself exposed and may become a penalty card (Law 49).",
			"Some club notes say declarer has two options; there are three: require, forbid, or let him lead anything (Law 50D2)."},
		Laws: []law.Ref{ref},
	}}
}
