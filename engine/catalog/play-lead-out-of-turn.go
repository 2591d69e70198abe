package catalog

import (
	"tableside/engine/bridge"
	"tableside/engine/law"
	"tableside/engine/ruling"
)

// LeadOutOfTurn rules on a lead out of turn after the opening lead (Laws 53, 55, 56, 50D).
// Declarer's leads are for the defenders to accept or have taken back; a defender's lead is for
// declarer, and a refused one becomes a major penalty card. A defender who plays before their
// partner has played to the trick has not led out of turn at all: that is Law 57.
var LeadOutOfTurn = &ruling.Flow{
	ID:       "lead-out-of-turn",
	Title:    "Lead out of turn during play",
	Summary:  "Declarer led from the wrong hand, or someone led when it was not their turn: who may accept it, and what follows if nobody does.",
	Category: ruling.LeadsAndPlay,
	Phrases: []string{"they led out of turn", "led from the wrong hand", "you're in dummy", "you're in your hand",
		"it wasn't your lead", "the lead was in dummy", "led from dummy by mistake", "wrong defender led"},
	Laws:    []law.Ref{law.L(53, ""), law.L(55, ""), law.L(56, ""), law.L(50, "D")},
	Offence: "led out of turn",
	Seats:   leadSeats,
	Start:   "who",
	Common:  []ruling.Answer{ruling.Pick("wrong-hand"), ruling.Pick("open")},
	Steps: []ruling.Step{
		{ID: "who", Question: ruling.Question{
			Prompt: "Who led out of turn?",
			Help: "Declarer's lead out of turn is for the defenders to accept or refuse (Law 55); a defender's is " +
				"for declarer (Laws 53, 56). A defender who leads to the next trick, or plays, before their partner " +
				"has played to this one has played prematurely: that is Law 57, not a lead out of turn.",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "wrong-hand", Label: "Declarer, from the wrong hand", Help: "Declarer's side won the last trick, in the other hand", Next: ruling.Ask("declarer-response")},
				{ID: "declarer", Label: "Declarer, when a defender was on lead", Next: ruling.Ask("defender-turn-response")},
				{ID: "defender-partner", Label: "A defender, when their partner was on lead", Next: ruling.Ask("defender-response")},
				{ID: "defender-declarer", Label: "A defender, when declarer or dummy was on lead", Next: ruling.Ask("defender-response")},
				{ID: "defender-then-declarer", Label: "A defender, when declarer or dummy was on lead, and declarer has since led properly",
					Help: "Declarer led from the correct hand in their own right, not as a play to the defender's card (Law 53B)", Next: ruling.Rule("declarer-proper-lead-stands")},
				{ID: "premature", Label: "A defender, before their partner played to the trick", Next: ruling.Rule("premature")},
			},
		}},
		{ID: "declarer-response", Question: ruling.Question{
			Prompt: "Have the defenders accepted the lead?",
			Help: "Either defender may accept it, by saying so or by the next hand playing to it (Law 53A). If they " +
				"disagree, the defender who plays next after the card that was led decides (Law 55A). If the defender " +
				"on the right of the card that was led plays to it instead, the lead stands and that card is a premature play (Law 53C).",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "open", Label: "No: they choose now", Next: ruling.Rule("defenders-choose")},
				{ID: "accepted", Label: "Yes: they said so, or the next hand played", Next: ruling.Rule("declarer-lead-stands")},
				{ID: "disagree", Label: "They disagree", Help: "One would accept it, the other would not", Next: ruling.Rule("defenders-choose")},
				{ID: "right-played", Label: "The defender on the lead's right played to it", Next: ruling.Rule("wrong-defender-played")},
				{ID: "dealt-with", Label: "It was dealt with before you came", Help: "For example, a defender told declarer to lead from the other hand, and play went on", Next: ruling.Rule("dealt-with")},
			},
		}},
		{ID: "defender-turn-response", Question: ruling.Question{
			Prompt: "Have the defenders accepted the lead?",
			Help: "Either defender may accept it, by saying so or by the next hand playing to it (Law 53A); if they " +
				"disagree, the defender who plays next after the card that was led decides (Law 55A). If the defender " +
				"whose turn it was has led since, that lead stands (Law 53B). When that defender is also the next hand " +
				"after declarer's card, decide what their card was: played to declarer's card, which accepts the lead " +
				"(Law 53A), or led in its own right, as the proper lead (Law 53B). Ask them, and look at whether they " +
				"followed declarer's suit and waited for declarer's card. If the defender on the right of the card that " +
				"was led plays to it, the lead stands and that card is a premature play (Law 53C).",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "accepted", Label: "Yes: they said so, or the next hand played", Next: ruling.Rule("declarer-lead-stands")},
				{ID: "open", Label: "No: they choose now", Next: ruling.Rule("defenders-choose")},
				{ID: "disagree", Label: "They disagree", Help: "One would accept it, the other would not", Next: ruling.Rule("defenders-choose")},
				{ID: "proper-lead", Label: "The defender on lead has led since", Help: "Their own lead, not a play to declarer's card", Next: ruling.Rule("proper-lead-stands")},
				{ID: "right-played", Label: "The defender on the lead's right played to it", Next: ruling.Rule("wrong-defender-played")},
				{ID: "dealt-with", Label: "It was dealt with before you came", Help: "For example, declarer took the card back, and play went on", Next: ruling.Rule("dealt-with")},
			},
		}},
		{ID: "defender-response", Question: ruling.Question{
			Prompt: "Has declarer accepted the lead?",
			Help: "Declarer accepts by saying so, or by playing to it from the next hand, dummy included (Law 53A). " +
				"If not, declarer chooses now; a refused lead becomes a major penalty card (Law 56). If dummy, after " +
				"looking at a defender's hand, was the first to point out the lead out of turn, there is no rectification now (Law 43B3).",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "accepted", Label: "Yes: declarer said so, or played to it", Next: ruling.Rule("defender-lead-stands")},
				{ID: "open", Label: "No: declarer chooses now", Next: ruling.Ask("card")},
				{ID: "dummy-looked", Label: "Dummy pointed it out, after looking at a defender's hand", Next: ruling.Rule("dummy-drew-attention")},
				{ID: "dealt-with", Label: "Declarer dealt with it before you came", Help: "For example, declarer handed the card back, and play went on", Next: ruling.Rule("dealt-with")},
			},
		}},
		{ID: "card", Question: ruling.Question{
			Prompt: "Which card did the defender lead?",
			Help:   "It becomes a major penalty card if declarer refuses the lead, and its suit is the one declarer may require or forbid (Laws 56, 50D).",
			Kind:   ruling.CardKind,
			Examples: []ruling.Answer{
				ruling.CardAnswer(bridge.Card{Suit: bridge.Spades, Rank: bridge.Five}),
			},
		}, Route: func(s ruling.Session) ruling.Target {
			if s.Is("who", "defender-partner") {
				return ruling.Rule("declarer-chooses-partner-leads")
			}
			return ruling.Rule("declarer-chooses-own-lead")
		}},
	},
	Endings: []ruling.Ending{
		{ID: "premature", Outcome: ruling.Outcome{
			Title:   "Not a lead out of turn: a premature play",
			Summary: "A defender who leads to the next trick, or plays, before their partner has played to this trick has played prematurely. Law 57 applies, with its own options for declarer",
			FollowUps: []ruling.FollowUp{
				{When: "now", Watch: "rule under Law 57: the card is a major penalty card and declarer chooses how the partner of that defender plays to this trick",
					Flow: "premature-play", Law: law.L(57, "A")},
			},
			Notes: []string{
				"A club's rules column calls this a \"lead out of turn\"; it is Law 57 (premature play). Declarer's options there are about partner's play to the current trick: highest, lowest, a card of another named suit, or not a card of a named suit.",
			},
			Laws: []law.Ref{law.L(57, "")},
		}},
		{ID: "declarer-lead-stands", Outcome: ruling.Outcome{
			Title:   "Declarer's lead stands",
			Summary: "A defender accepted the lead out of turn by {declarer}, by saying so or by playing to it from the next hand, so it counts as a correct lead and play goes on",
			Automatic: []ruling.Effect{
				{Text: "The lead is treated as if made in turn; nothing is withdrawn.", Laws: []law.Ref{law.L(53, "A"), law.L(55, "A")}},
			},
			Notes: []string{
				"A card played to the lead by the next hand accepts it even if the player did not notice the irregularity.",
				trick13Note,
			},
			Laws: []law.Ref{law.L(55, "A")},
		}},
		{ID: "defenders-choose", Outcome: ruling.Outcome{
			Title:   "The defenders choose: accept the lead or have it taken back",
			Summary: "{declarer} led out of turn. Either defender may accept the lead or have it taken back",
			Chooser: ruling.Party{Role: ruling.Defenders, Name: "either defender"},
			Options: []ruling.Choice{
				{Label: "Accept the lead", Consequence: "It stands as if made in turn, and the next hand plays to it.", Laws: []law.Ref{law.L(53, "A"), law.L(55, "A")}},
			},
			Automatic: []ruling.Effect{
				{Text: "The card that was led never becomes a penalty card, whatever is chosen: declarer has no penalty cards.", Laws: []law.Ref{law.L(48, "A")}},
			},
			FollowUps: []ruling.FollowUp{
				{When: "at the end of play, if the lead was taken back", Watch: "if declarer chose a line that the withdrawn card could have suggested, consider an adjusted score", Law: law.L(55, "C")},
			},
			Laws: []law.Ref{law.L(55, "")},
		}, Fill: fillDefendersChoose},
		{ID: "wrong-defender-played", Outcome: ruling.Outcome{
			Title:   "The lead stands; the defender's card is a premature play",
			Summary: "After {declarer} led out of turn, the defender on the right of the card that was led played to it before their partner. The lead stands, and that defender's card is dealt with as a premature play",
			Automatic: []ruling.Effect{
				{Text: "The lead by {declarer} stands as if made in turn.", Laws: []law.Ref{law.L(53, "C")}},
			},
			FollowUps: []ruling.FollowUp{
				{When: "now", Watch: "rule on that defender's card under Law 57: it is a major penalty card, and declarer chooses how the partner of that defender plays to this trick",
					Flow: "premature-play", Law: law.L(57, "A")},
			},
			Notes: []string{
				"If declarer had already played from both hands to the trick before the defender's card, the defender is not subject to rectification for playing before their partner (Law 57C).",
			},
			Laws: []law.Ref{law.L(53, "C"), law.L(57, "")},
		}},
		{ID: "proper-lead-stands", Outcome: ruling.Outcome{
			Title:   "The correct defender's lead stands",
			Summary: "After {declarer} led out of turn, the defender whose turn it was led. That lead stands, and {declarer} takes back the card led out of turn",
			Automatic: []ruling.Effect{
				{Text: "The proper lead stands; the card led out of turn, and any other card played in error to this trick, may be taken back.", Laws: []law.Ref{law.L(53, "B")}},
				{Text: "The card {declarer} led is not a penalty card.", Laws: []law.Ref{law.L(48, "A")}},
			},
			Information: []ruling.InfoRule{
				{Who: ruling.Party{Role: ruling.Defenders}, Authorized: true, What: "everything they saw of the card {declarer} took back", Law: law.L(16, "C1")},
				{Who: ruling.Party{Role: ruling.Declarer}, Authorized: false, What: "anything learnt from a card a defender took back from this trick", Law: law.L(16, "C2")},
			},
			Laws: []law.Ref{law.L(53, "B")},
		}},
		{ID: "declarer-proper-lead-stands", Outcome: ruling.Outcome{
			Title:   "Declarer's proper lead stands",
			Summary: "After a defender led out of turn, {declarer} led from the correct hand. That lead stands, and the defender takes back the card led out of turn",
			Automatic: []ruling.Effect{
				{Text: "The proper lead stands; the card led out of turn, and any other card played in error to this trick, may be taken back.", Laws: []law.Ref{law.L(53, "B")}},
			},
			Information: []ruling.InfoRule{
				{Who: ruling.Party{Role: ruling.Declarer}, Authorized: true, What: "everything they saw of the card the defender took back", Law: law.L(16, "C1")},
				{Who: ruling.Party{Role: ruling.OffendersPartner, Name: "the partner of the defender who led out of turn"}, Authorized: false,
					What: "what they learnt from the card taken back", Law: law.L(16, "C2")},
			},
			Notes: []string{
				"Declarer's lead was made in its own right, not as a play to the defender's card: that is Law 53B, and declarer's choice to accept or refuse the defender's lead (Laws 53A, 56) does not arise. If declarer instead played to the defender's card, the lead was accepted (Law 53A).",
				"The card taken back is withdrawn under the Laws, so it does not become a penalty card; Law 16C governs what it showed.",
			},
			Laws: []law.Ref{law.L(53, "B")},
		}},
		{ID: "defender-lead-stands", Outcome: ruling.Outcome{
			Title:   "The defender's lead stands",
			Summary: "{declarer} accepted the lead out of turn, by saying so or by playing to it from the next hand, so it counts as a correct lead. There is no penalty card and no lead restriction",
			Automatic: []ruling.Effect{
				{Text: "The lead is treated as if made in turn; play goes on from it.", Laws: []law.Ref{law.L(53, "A")}},
			},
			Notes: []string{
				"Calling a card from dummy, when dummy is the next hand, accepts the lead just as playing from declarer's own hand does.",
				trick13Note,
			},
			Laws: []law.Ref{law.L(53, "A")},
		}},
		{ID: "declarer-chooses-partner-leads", Outcome: ruling.Outcome{
			Title:   "Declarer chooses: accept the lead, or the correct defender leads",
			Summary: "A defender led when it was their partner's turn. {declarer} may accept the lead; if not, the card becomes a major penalty card, and {declarer} has the penalty-card lead options at once",
			Chooser: ruling.Party{Role: ruling.Declarer},
			Options: []ruling.Choice{
				{Label: "Accept the lead", Consequence: "It stands as if made in turn, and the next hand plays to it.", Laws: []law.Ref{law.L(53, "A")}},
			},
			Laws: []law.Ref{law.L(56, ""), law.L(50, "D")},
		}, Fill: fillDeclarerChoosesPartnerLeads},
		{ID: "declarer-chooses-own-lead", Outcome: ruling.Outcome{
			Title:   "Declarer chooses: accept the lead, or lead from the correct hand",
			Summary: "A defender led when declarer or dummy was on lead. {declarer} may accept the lead; if not, {declarer} leads from the correct hand and the card becomes a major penalty card",
			Chooser: ruling.Party{Role: ruling.Declarer},
			Options: []ruling.Choice{
				{Label: "Accept the lead", Consequence: "It stands as if made in turn, and {declarer} plays to it from the next hand.", Laws: []law.Ref{law.L(53, "A")}},
			},
			Laws: []law.Ref{law.L(56, ""), law.L(50, "D")},
		}, Fill: fillDeclarerChoosesOwnLead},
		{ID: "dummy-drew-attention", Outcome: ruling.Outcome{
			Title:   "No rectification now: dummy pointed it out",
			Interim: true,
			Summary: "{dummy} was the first to point out the lead out of turn, after looking at the hand of a defender. There is no rectification now: play goes on as if the lead had been made in turn",
			Automatic: []ruling.Effect{
				{Text: "The card led stays as the lead; it is not a penalty card, and there are no lead restrictions.", Laws: []law.Ref{law.L(43, "B3")}},
			},
			Cases: []ruling.Case{
				{If: "the defenders gained through the lead out of turn", Then: "at the end of play I will adjust their score only, to take that gain away; declarer's side keeps the score made at the table",
					Laws: []law.Ref{law.L(43, "B3")}},
				{If: "they did not", Then: "the result stands", Laws: []law.Ref{law.L(43, "B3")}},
			},
			FollowUps: []ruling.FollowUp{
				{When: "at the end of play", Watch: "decide whether the defenders gained through the lead out of turn; if so, adjust only their score", Law: law.L(43, "B3")},
			},
			Notes: []string{
				"Dummy may not look at a defender's hand (Law 43A); having done so, dummy loses the right to rectification of the defenders' irregularities it then points out first.",
				"You may also give dummy a procedural penalty (Law 90).",
			},
			Laws: []law.Ref{law.L(43, "B3")},
		}},
		{ID: "dealt-with", Outcome: ruling.Outcome{
			Title:   "Dealt with at the table before the director came",
			Summary: "The lead out of turn was dealt with at the table before the director was called, and play went on. Play continues from here",
			Automatic: []ruling.Effect{
				{Text: "What was done at the table stands; the options the Laws would have given are no longer available.", Laws: []law.Ref{law.L(11, "A"), law.L(10, "B")}},
			},
			FollowUps: []ruling.FollowUp{forfeitedRectificationFollowUp("the side that led out of turn")},
			Notes: []string{
				"Law 11A: the right to rectification may be lost when the non-offending side acts before calling the director.",
				"If play has not gone far, you may instead cancel what the players did and rule as the Laws provide (Law 10B).",
				"You may give a procedural penalty to a side that dealt with an irregularity without calling you (Laws 11B, 90).",
			},
			Laws: []law.Ref{law.L(11, "A")},
		}, Fill: fillDealtWith},
	},
}

// trick13Note reminds the director that acceptance is only possible before the last trick.
const trick13Note = "At the thirteenth trick a lead out of turn cannot be accepted: the correct hand leads (Law 53A)."

// leadSeats places declarer and dummy once the contract is known, and, when declarer led out of
// turn, the players around declarer. The flow does not ask which defender led, so a defender's
// lead out of turn leaves the defenders unplaced.
func leadSeats(s ruling.Session) ruling.Seats {
	d := s.Context.Contract.Declarer
	if !d.Valid() {
		return nil
	}
	seats := ruling.Seats{ruling.Declarer: d, ruling.Dummy: d.Partner()}
	if declarerLed(s) {
		seats[ruling.Offender] = d
		seats[ruling.OffendersPartner] = d.Partner()
		seats[ruling.OffendersLHO] = d.LHO()
		seats[ruling.OffendersRHO] = d.RHO()
	}
	return seats
}

func declarerLed(s ruling.Session) bool { return s.Is("who", "wrong-hand") || s.Is("who", "declarer") }

// disagreeing reports whether the director said the defenders disagree.
func disagreeing(s ruling.Session) bool {
	return s.Is("declarer-response", "disagree") || s.Is("defender-turn-response", "disagree")
}

// fillDefendersChoose adds the retraction option, whose consequence depends on whose turn it
// was: declarer's own (a lead again from the correct hand, Law 55B2, before which a defender's
// card is a major penalty card, Law 60B) or a defender's (that defender leads, Law 55B1, with no
// further rectification). It then says who decides if the defenders disagree (Law 55A): the
// defender who plays next after the card that was led, by seat when the contract is known.
func fillDefendersChoose(s ruling.Session, o *ruling.Outcome) {
	retract := ruling.Choice{Label: "Have the lead taken back",
		Consequence: "{declarer} puts the card back into the hand it came from, and the defender whose turn it was leads. There is no further rectification.",
		Laws:        []law.Ref{law.L(55, "B1")}}
	if s.Is("who", "wrong-hand") {
		retract.Consequence = "{declarer} takes the card back and leads from the correct hand: any card, not necessarily of the same suit. " +
			"If a defender plays a card before {declarer} has led again, that card becomes a major penalty card."
		retract.Laws = []law.Ref{law.L(55, "B2"), law.L(60, "B")}
	}
	retract.Information = []ruling.InfoRule{{Who: ruling.Party{Role: ruling.Defenders}, Authorized: true,
		What: "everything they saw of the card that was taken back", Law: law.L(16, "C1")}}
	o.Options = append(o.Options, retract)

	seated := s.Context.Contract.Declarer.Valid()
	if disagreeing(s) {
		o.Summary = "{declarer} led out of turn, and the defenders disagree about accepting the lead, so the defender who plays next after the card that was led decides"
		o.Chooser.Name = "the defender who plays next after the card that was led"
	}
	switch {
	case seated:
		prefix := "you disagree and "
		if disagreeing(s) {
			prefix = ""
		}
		o.Cases = append(o.Cases,
			ruling.Case{If: prefix + "the card came from the hand of {declarer}", Then: "{lho} decides", Laws: []law.Ref{law.L(55, "A")}},
			ruling.Case{If: prefix + "the card came from dummy", Then: "{rho} decides", Laws: []law.Ref{law.L(55, "A")}})
	case !disagreeing(s):
		o.Automatic = append([]ruling.Effect{{Text: "If you disagree, the defender who plays next after the card that was led decides.",
			Laws: []law.Ref{law.L(55, "A")}}}, o.Automatic...)
	}
	o.Notes = append(o.Notes, trick13Note)
}

func fillDeclarerChoosesPartnerLeads(s ruling.Session, o *ruling.Outcome) {
	card := s.Card("card")
	o.Options = append(o.Options, refuseLeadChoices(card, byWords, law.L(56, ""))...)
	o.FollowUps = append(o.FollowUps, penaltyCardFollowUps(card, byWords)...)
	penaltyCardCases(s.KnownOf(), o, s.Context.Contract.Declarer, card)
	o.Notes = append(o.Notes, trick13Note)
}

func fillDeclarerChoosesOwnLead(s ruling.Session, o *ruling.Outcome) {
	card := s.Card("card")
	o.Options = append(o.Options, freeLeadChoice(card, byWords, "Refuse the lead", "{declarer} leads from the correct hand",
		[]law.Ref{law.L(56, ""), law.L(50, "D1")}))
	o.FollowUps = append(o.FollowUps, penaltyCardFollowUps(card, byWords)...)
	o.Notes = append(o.Notes, trick13Note)
}

// fillDealtWith says who may use the card that went back: a defender's card is unauthorized for
// their partner (16C2) and authorized for declarer (16C1); declarer's card is authorized for the
// defenders (16C1).
func fillDealtWith(s ruling.Session, o *ruling.Outcome) {
	if declarerLed(s) {
		o.Information = append(o.Information, ruling.InfoRule{Who: ruling.Party{Role: ruling.Defenders}, Authorized: true,
			What: "everything they saw of the card {declarer} took back", Law: law.L(16, "C1")})
		return
	}
	o.Information = append(o.Information,
		ruling.InfoRule{Who: byWords.party(ruling.OffendersPartner), Authorized: false, What: "what they learnt from the card that was handed back", Law: law.L(16, "C2")},
		ruling.InfoRule{Who: ruling.Party{Role: ruling.Declarer}, Authorized: true, What: "everything they saw of that card", Law: law.L(16, "C1")})
}
