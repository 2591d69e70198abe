package catalog

import (
	"tableside/engine/bridge"
	"tableside/engine/law"
	"tableside/engine/ruling"
)

// LeadOutOfTurn rules on a lead out of turn after the opening lead (Laws 53, 55, 56, 50D).
// Declarer's leads are for the defenders to accept or have taken back; a defender's lead is
// for declarer, and a refused one becomes a major penalty card. A defender who plays before
// his partner has played to the trick has not led out of turn at all: that is Law 57.
var LeadOutOfTurn = &ruling.Flow{
	ID:       "lead-out-of-turn",
	Title:    "Lead out of turn during play",
	Summary:  "Declarer led from the wrong hand, or someone led when it was not his turn: who may accept it, and what follows if nobody does.",
	Category: ruling.LeadsAndPlay,
	Phrases: []string{"he led out of turn", "led from the wrong hand", "you're in dummy", "you're in your hand",
		"it wasn't your lead", "the lead was in dummy", "led from dummy by mistake", "wrong defender led"},
	Laws:   []law.Ref{law.L(53, ""), law.L(55, ""), law.L(56, ""), law.L(50, "D")},
	Start:  "who",
	Common: []ruling.Answer{ruling.Pick("wrong-hand"), ruling.Pick("open")},
	Steps: []ruling.Step{
		{ID: "who", Question: ruling.Question{
			Prompt: "Who led out of turn?",
			Help: "Declarer's lead out of turn is for the defenders to accept or refuse (Law 55); a defender's is " +
				"for declarer (Laws 53, 56). A defender who leads to the next trick, or plays, before his partner " +
				"has played to this one has played prematurely: that is Law 57, not a lead out of turn.",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "wrong-hand", Label: "Declarer, from the wrong hand", Help: "His side won the last trick, in the other hand", Next: ruling.Ask("declarer-response")},
				{ID: "declarer", Label: "Declarer, when a defender was on lead", Next: ruling.Ask("defender-turn-response")},
				{ID: "defender-partner", Label: "A defender, when his partner was on lead", Next: ruling.Ask("defender-response")},
				{ID: "defender-declarer", Label: "A defender, when declarer or dummy was on lead", Next: ruling.Ask("defender-response")},
				{ID: "premature", Label: "A defender, before his partner played to the trick", Next: ruling.Rule("premature")},
			},
		}},
		{ID: "declarer-response", Question: ruling.Question{
			Prompt: "Have the defenders accepted the lead?",
			Help: "Either defender may accept it, by saying so or by the next hand playing to it (Law 53A). If the " +
				"defender on the lead's right plays to it instead, the lead stands and his card is a premature play (Law 53C).",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "accepted", Label: "Yes: they said so, or the next hand played", Next: ruling.Rule("declarer-lead-stands")},
				{ID: "open", Label: "No: they choose now", Next: ruling.Rule("defenders-choose")},
				{ID: "right-played", Label: "The defender on the lead's right played to it", Next: ruling.Rule("wrong-defender-played")},
			},
		}},
		{ID: "defender-turn-response", Question: ruling.Question{
			Prompt: "Have the defenders accepted the lead?",
			Help: "Either defender may accept it, by saying so or by the next hand playing to it (Law 53A). If the " +
				"defender whose turn it was has led since, his lead stands (Law 53B). If the defender on the lead's " +
				"right plays to it, the lead stands and his card is a premature play (Law 53C).",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "accepted", Label: "Yes: they said so, or the next hand played", Next: ruling.Rule("declarer-lead-stands")},
				{ID: "open", Label: "No: they choose now", Next: ruling.Rule("defenders-choose")},
				{ID: "proper-lead", Label: "The defender on lead has led since", Next: ruling.Rule("proper-lead-stands")},
				{ID: "right-played", Label: "The defender on the lead's right played to it", Next: ruling.Rule("wrong-defender-played")},
			},
		}},
		{ID: "defender-response", Question: ruling.Question{
			Prompt: "Has declarer accepted the lead?",
			Help: "Declarer accepts by saying so, or by playing to it from the next hand, dummy included (Law 53A). " +
				"If he has not, he chooses now; a refused lead becomes a major penalty card (Law 56).",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "accepted", Label: "Yes: he said so, or played to it", Next: ruling.Rule("defender-lead-stands")},
				{ID: "open", Label: "No: declarer chooses now", Next: ruling.Ask("card")},
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
			Summary: "A defender who leads to the next trick, or plays, before his partner has played to this trick has played prematurely. Law 57 governs, with its own options for declarer",
			FollowUps: []ruling.FollowUp{
				{When: "now", Watch: "rule under Law 57: the card is a major penalty card and declarer chooses how the offender's partner plays to this trick",
					Flow: "premature-play", Law: law.L(57, "A")},
			},
			Notes: []string{
				"Seed 004 calls this a \"lead out of turn\"; it is Law 57 (premature play). Declarer's options there are about partner's play to the current trick: highest, lowest, a card of another named suit, or not a card of a named suit.",
			},
			Laws: []law.Ref{law.L(57, "")},
		}},
		{ID: "declarer-lead-stands", Outcome: ruling.Outcome{
			Title:   "Declarer's lead stands",
			Summary: "A defender accepted declarer's lead out of turn, by saying so or by playing to it from the next hand, so it counts as a correct lead and play goes on",
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
			Summary: "Declarer led out of turn. Either defender may accept the lead or have declarer take it back",
			Chooser: ruling.Party{Role: ruling.Defenders},
			Options: []ruling.Choice{
				{Label: "Accept the lead", Consequence: "It stands as if made in turn, and the next hand plays to it.", Laws: []law.Ref{law.L(53, "A"), law.L(55, "A")}},
			},
			Automatic: []ruling.Effect{
				{Text: "If the two defenders choose differently, the one who plays next to the lead decides.", Laws: []law.Ref{law.L(55, "A")}},
				{Text: "Declarer's card never becomes a penalty card, whatever they choose.", Laws: []law.Ref{law.L(48, "A")}},
				{Text: "If the lead is taken back, a defender who plays a card before declarer has led again from the correct hand has made that card a major penalty card.", Laws: []law.Ref{law.L(60, "B")}},
			},
			Information: []ruling.InfoRule{
				{Who: ruling.Party{Role: ruling.Defenders}, Authorized: true, What: "everything they saw of declarer's withdrawn card", Law: law.L(16, "C")},
			},
			FollowUps: []ruling.FollowUp{
				{When: "at the end of play", Watch: "if declarer chose a line that the withdrawn lead could have suggested to him, consider an adjusted score", Law: law.L(55, "C")},
			},
			Laws: []law.Ref{law.L(55, "")},
		}, Fill: fillDefendersChoose},
		{ID: "wrong-defender-played", Outcome: ruling.Outcome{
			Title:   "The lead stands; the defender's card is a premature play",
			Summary: "The defender on the right of declarer's lead out of turn played to it before his partner. Declarer's lead stands, and that defender's card is dealt with as a premature play",
			Automatic: []ruling.Effect{
				{Text: "Declarer's lead stands as if made in turn.", Laws: []law.Ref{law.L(53, "C")}},
			},
			FollowUps: []ruling.FollowUp{
				{When: "now", Watch: "rule on the defender's card under Law 57: it is a major penalty card and declarer chooses how the defender's partner plays to this trick",
					Flow: "premature-play", Law: law.L(57, "A")},
			},
			Notes: []string{
				"If declarer had already played from both hands to the trick before the defender's card, the defender is not subject to rectification for playing before his partner (Law 57C).",
			},
			Laws: []law.Ref{law.L(53, "C"), law.L(57, "")},
		}},
		{ID: "proper-lead-stands", Outcome: ruling.Outcome{
			Title:   "The correct defender's lead stands",
			Summary: "After declarer led out of turn, the defender whose turn it was led. His lead stands, and declarer's card goes back into the hand it came from",
			Automatic: []ruling.Effect{
				{Text: "The proper lead stands; declarer's card, and any other card played in error to this trick, may be taken back.", Laws: []law.Ref{law.L(53, "B")}},
				{Text: "Declarer's card is not a penalty card.", Laws: []law.Ref{law.L(48, "A")}},
			},
			Information: []ruling.InfoRule{
				{Who: ruling.Party{Role: ruling.Defenders}, Authorized: true, What: "everything they saw of declarer's withdrawn card", Law: law.L(16, "C")},
				{Who: ruling.Party{Role: ruling.Declarer}, Authorized: false, What: "any defender's card withdrawn from this trick", Law: law.L(16, "C")},
			},
			Laws: []law.Ref{law.L(53, "B")},
		}},
		{ID: "defender-lead-stands", Outcome: ruling.Outcome{
			Title:   "The defender's lead stands",
			Summary: "Declarer accepted the defender's lead out of turn, by saying so or by playing to it from the next hand, so it counts as a correct lead. There is no penalty card and no lead restriction",
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
			Title:   "Declarer chooses: accept, or the correct defender leads",
			Summary: "A defender led when it was his partner's turn. Declarer may accept the lead; if he does not, the card is a major penalty card and declarer has the penalty-card lead options at once",
			Chooser: ruling.Party{Role: ruling.Declarer},
			Options: []ruling.Choice{
				{Label: "Accept the lead", Consequence: "It stands as if made in turn, and the next hand plays to it.", Laws: []law.Ref{law.L(53, "A")}},
			},
			Laws: []law.Ref{law.L(56, ""), law.L(50, "D")},
		}, Fill: fillDeclarerChoosesPartnerLeads},
		{ID: "declarer-chooses-own-lead", Outcome: ruling.Outcome{
			Title:   "Declarer chooses: accept, or lead himself",
			Summary: "A defender led when declarer or dummy was on lead. Declarer may accept the lead; if he does not, he leads from the correct hand and the defender's card is a major penalty card",
			Chooser: ruling.Party{Role: ruling.Declarer},
			Options: []ruling.Choice{
				{Label: "Accept the lead", Consequence: "It stands as if made in turn, and declarer plays to it from the next hand.", Laws: []law.Ref{law.L(53, "A")}},
			},
			Laws: []law.Ref{law.L(56, ""), law.L(50, "D")},
		}, Fill: fillDeclarerChoosesOwnLead},
	},
}

// trick13Note reminds the director that acceptance is only possible before the last trick.
const trick13Note = "At the thirteenth trick a lead out of turn cannot be accepted: the correct hand leads (Law 53A)."

// fillDefendersChoose adds the retraction option, whose consequence depends on whose turn it
// was: declarer's own (he leads again from the correct hand) or a defender's (that defender leads).
func fillDefendersChoose(s ruling.Session, o *ruling.Outcome) {
	retract := ruling.Choice{Label: "Have the lead taken back",
		Consequence: "Declarer puts the card back into the hand it came from and the defender whose turn it was leads. There is no further rectification.",
		Laws:        []law.Ref{law.L(55, "B1")}}
	if s.Is("who", "wrong-hand") {
		retract.Consequence = "Declarer puts the card back and leads from the correct hand. He may lead any card; he need not lead the same suit, and there is no further rectification."
		retract.Laws = []law.Ref{law.L(55, "B2")}
	}
	o.Options = append(o.Options, retract)
	o.Notes = append(o.Notes, trick13Note)
	nameDeclarer(s, o)
}

func fillDeclarerChoosesPartnerLeads(s ruling.Session, o *ruling.Outcome) {
	card := s.Card("card")
	o.Options = append(o.Options, refuseLeadChoices(card, "the offender's partner", law.L(56, ""))...)
	o.LeadRestrictions = append(o.LeadRestrictions, ruling.LeadRestriction{
		On: ruling.Party{Role: ruling.OffendersPartner}, Rule: ruling.MayRequireOrForbid, Suits: []bridge.Suit{card.Suit},
		Which: suitPhrase(card),
		When:  "if declarer does not accept the lead, before the offender's partner leads",
		Lasts: "and a forbidden suit stays forbidden for as long as he keeps the lead",
		Law:   law.L(50, "D2"),
	})
	o.Information = append(o.Information, penaltyCardInformation(card)...)
	o.FollowUps = append(o.FollowUps, penaltyCardFollowUps(card)...)
	o.Notes = append(o.Notes, trick13Note)
	nameDeclarer(s, o)
}

func fillDeclarerChoosesOwnLead(s ruling.Session, o *ruling.Outcome) {
	card := s.Card("card")
	o.Options = append(o.Options, ruling.Choice{Label: "Refuse the lead",
		Consequence: "The " + card.String() + " stays face up as a major penalty card, to be played at the offender's first legal opportunity, and declarer leads from the correct hand.",
		Laws:        []law.Ref{law.L(56, ""), law.L(50, "D1")}})
	o.Information = append(o.Information, penaltyCardInformation(card)...)
	o.FollowUps = append(o.FollowUps, penaltyCardFollowUps(card)...)
	o.Notes = append(o.Notes, trick13Note)
	nameDeclarer(s, o)
}

// nameDeclarer names declarer's seat when the table context gives the contract; the flow does
// not ask who the defenders are, so their seats stay unnamed.
func nameDeclarer(s ruling.Session, o *ruling.Outcome) {
	d := s.Context.Contract.Declarer
	nameSeats(o, map[ruling.Role]bridge.Seat{ruling.Declarer: d})
}
