package catalog

import (
	"tableside/engine/bridge"
	"tableside/engine/law"
	"tableside/engine/ruling"
)

// OpeningLeadOutOfTurn rules on an opening lead made by the wrong player (Laws 41, 47E1, 53,
// 54, 50D). The wrong defender is always presumed declarer's right-hand opponent: the correct
// leader is declarer's left-hand opponent, the offender's partner.
var OpeningLeadOutOfTurn = &ruling.Flow{
	ID:       "opening-lead-out-of-turn",
	Title:    "Opening lead out of turn",
	Summary:  "The wrong player made the opening lead: declarer's five options, and when he has none.",
	Category: ruling.LeadsAndPlay,
	Phrases: []string{"he led out of turn", "wrong defender led", "it wasn't your lead", "led from the wrong side",
		"opening lead out of turn", "dummy led", "faced the lead out of turn", "five options"},
	Laws:   []law.Ref{law.L(41, "A"), law.L(47, "E1"), law.L(53, "A"), law.L(54, ""), law.L(50, "D")},
	Start:  "how",
	Common: []ruling.Answer{ruling.Pick("faced"), ruling.CardAnswer(bridge.Card{Suit: bridge.Spades, Rank: bridge.Five}), ruling.Pick("nothing")},
	Steps: []ruling.Step{
		{ID: "how", Question: ruling.Question{
			Prompt: "How was the opening lead made out of turn?",
			Help: "Only a faced lead by the wrong defender gives declarer Law 54's options. A face-down lead " +
				"is simply handed back (Law 41A); a lead made because an opponent said it was his turn may be " +
				"taken back freely (Law 47E1); a card from declarer or dummy is not a lead at all (Law 54E).",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "faced", Label: "Face up by the wrong defender", Next: ruling.Ask("card")},
				{ID: "face-down", Label: "Face down by the wrong defender", Next: ruling.Rule("face-down")},
				{ID: "told", Label: "Face up, after an opponent said it was his lead", Next: ruling.Rule("misinformed")},
				{ID: "declaring-side", Label: "By declarer or dummy", Next: ruling.Rule("declaring-side")},
			},
		}},
		{ID: "card", Question: ruling.Question{
			Prompt: "Which card was led?",
			Help: "Its suit is the one declarer may require or forbid, and the card itself becomes a major " +
				"penalty card if declarer does not accept the lead (Laws 54D, 50D).",
			Kind:     ruling.CardKind,
			Examples: []ruling.Answer{ruling.CardAnswer(bridge.Card{Suit: bridge.Spades, Rank: bridge.Five})},
		}, Route: func(ruling.Session) ruling.Target { return ruling.Ask("since") }},
		{ID: "since", Question: ruling.Question{
			Prompt: "Since the lead, has declarer's side done anything?",
			Help: "If declarer could have seen any of dummy's cards he must accept the lead (Law 54C). If he " +
				"began to spread his own hand he becomes dummy (Law 54A). A card he played to the lead " +
				"accepts it (Law 53A).",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "nothing", Label: "Nothing yet", Next: ruling.Rule("declarer-chooses")},
				{ID: "dummy-shown", Label: "Dummy has shown some cards", Next: ruling.Rule("must-accept")},
				{ID: "declarer-spread", Label: "Declarer began to spread his hand", Next: ruling.Rule("declarer-is-dummy")},
				{ID: "declarer-played", Label: "Declarer played a card to the lead", Next: ruling.Rule("declarer-played")},
			},
		}},
	},
	Endings: []ruling.Ending{
		{ID: "declarer-chooses", Outcome: ruling.Outcome{
			Title:   "Declarer chooses: five options",
			Summary: "The wrong defender faced the opening lead. Declarer has five options: two accept the lead, and three have the correct defender lead instead",
			Chooser: ruling.Party{Role: ruling.Declarer},
			Options: []ruling.Choice{
				{Label: "Accept the lead and play the hand",
					Consequence: "Dummy goes down now, declarer plays the second card to this trick from his own hand, and dummy plays last.",
					Laws:        []law.Ref{law.L(54, "B1"), law.L(53, "A")}},
				{Label: "Accept the lead and become dummy",
					Consequence: "Declarer spreads his whole hand as dummy; his partner becomes declarer and plays the next card from it.",
					Laws:        []law.Ref{law.L(54, "A")}},
			},
			Automatic: []ruling.Effect{
				{Text: "If the correct defender has also put a card face down, it goes back into his hand.", Laws: []law.Ref{law.L(54, "")}},
			},
			Laws: []law.Ref{law.L(54, ""), law.L(54, "D")},
		}, Fill: fillDeclarerChooses},
		{ID: "face-down", Outcome: ruling.Outcome{
			Title:   "The face-down lead goes back",
			Summary: "The wrong defender led face down, so nobody has seen the card. It goes back into his hand, and the correct defender makes the opening lead, face down",
			Automatic: []ruling.Effect{
				{Text: "The card is not a penalty card and declarer has no options: a lead out of turn that was never faced is simply withdrawn on the director's instruction.",
					Laws: []law.Ref{law.L(41, "A")}},
			},
			Information: []ruling.InfoRule{
				{Who: ruling.Party{Role: ruling.OffendersPartner}, Authorized: false, What: "anything learnt from the withdrawn lead", Law: law.L(16, "C")},
			},
			Notes: []string{
				"If the card was turned face up before you arrived, it is a faced lead out of turn: go back and answer \"Face up by the wrong defender\".",
				"Seed 004 agrees: a face-down lead out of turn, put right before it is faced, carries no rectification.",
			},
			Laws: []law.Ref{law.L(41, "A")},
		}, Fill: fillOpeningSeats},
		{ID: "misinformed", Outcome: ruling.Outcome{
			Title:   "The lead may be taken back without penalty",
			Summary: "An opponent told this defender it was his lead, so he may take his card back with no rectification, and the correct defender leads",
			Automatic: []ruling.Effect{
				{Text: "The card goes back into the defender's hand; it is not a penalty card, and declarer cannot accept the lead.", Laws: []law.Ref{law.L(47, "E1")}},
			},
			Notes: []string{
				"Law 47E1 needs an opponent's mistaken statement that it was his turn. Establish that first; a defender's own mistake, or his partner's word, is not enough: answer \"Face up by the wrong defender\" instead.",
				"Law 47E1 says the lead \"may\" be taken back and that declarer may not accept it; if the defender wants it to stand anyway, directors differ, and most simply have it taken back.",
			},
			Laws: []law.Ref{law.L(47, "E1")},
		}, Fill: fillOpeningSeats},
		{ID: "declaring-side", Outcome: ruling.Outcome{
			Title:   "Not a lead: the correct defender leads",
			Summary: "Declarer or dummy cannot make the opening lead, so the card is not a lead and nobody can accept it. It is treated as a card exposed during the auction period, and the correct defender makes the opening lead",
			Automatic: []ruling.Effect{
				{Text: "The card is exposed under the auction-period rule; since its owner will be declarer or dummy, it never becomes a penalty card.", Laws: []law.Ref{law.L(54, "E"), law.L(24, "")}},
				{Text: "Dummy's card goes down with the rest of dummy; declarer's card goes back into his hand.", Laws: []law.Ref{law.L(48, "A")}},
			},
			Notes: []string{
				"The play period has not begun until a defender faces the opening lead, so Law 53's acceptance does not apply to a card from the declaring side.",
			},
			Laws: []law.Ref{law.L(54, "E")},
		}, Fill: fillOpeningSeats},
		{ID: "must-accept", Outcome: ruling.Outcome{
			Title:   "Declarer must accept the lead",
			Summary: "Declarer could have seen some of dummy's cards, so he must accept the lead and remains declarer. Dummy is spread and declarer plays the second card to this trick from his own hand",
			Automatic: []ruling.Effect{
				{Text: "The lead stands; declarer may not become dummy and may not refuse it.", Laws: []law.Ref{law.L(54, "C")}},
				{Text: "If declarer plays the second card from dummy instead, dummy's card stays played unless it is a revoke.", Laws: []law.Ref{law.L(54, "B2")}},
			},
			Notes: []string{
				"Cards dummy exposed during the auction (Law 24) do not count: only dummy's cards faced after the lead take away declarer's options.",
				"If declarer has also begun to spread his own hand, Laws 54A and 54C pull in different directions and directors differ; record which you applied.",
			},
			Laws: []law.Ref{law.L(54, "C"), law.L(54, "B")},
		}, Fill: fillOpeningSeats},
		{ID: "declarer-is-dummy", Outcome: ruling.Outcome{
			Title:   "Declarer becomes dummy",
			Summary: "Declarer began to spread his hand after the faced lead, so he has accepted it: he spreads his whole hand as dummy and his partner becomes declarer",
			Automatic: []ruling.Effect{
				{Text: "Exposing even one card while starting to spread commits him: he must spread all thirteen.", Laws: []law.Ref{law.L(54, "A")}},
				{Text: "The new declarer plays the next card to this trick from the newly spread dummy, and play goes on normally.", Laws: []law.Ref{law.L(54, "A")}},
			},
			Laws: []law.Ref{law.L(54, "A")},
		}, Fill: fillOpeningSeats},
		{ID: "declarer-played", Outcome: ruling.Outcome{
			Title:   "Declarer's card accepts the lead",
			Summary: "Declarer played a card to the faced lead from the next hand in rotation, which accepts it. He stays declarer: dummy goes down, and his card is the second card to the trick",
			Automatic: []ruling.Effect{
				{Text: "A play from the hand next in rotation accepts a lead out of turn, and after an accepted opening lead the second card comes from declarer's hand.", Laws: []law.Ref{law.L(53, "A"), law.L(54, "B1")}},
				{Text: "If the card was one declarer named from dummy, it stays played unless it is a revoke.", Laws: []law.Ref{law.L(54, "B2")}},
			},
			Notes: []string{
				"Directors disagree here. This ruling reads Law 53A: a card played from the next hand accepts the lead, and Law 54B1 has declarer play second from his own hand, so he stays declarer. " +
					"Some directors treat the played card as the start of spreading his hand under Law 54A, so he becomes dummy. " +
					"Others (seed 004 among them) have declarer pick the card up, with no penalty since declarer has no penalty cards (Law 48A), and then offer the five options. " +
					"Check your regulating body's guidance and record which reading you applied.",
			},
			Laws: []law.Ref{law.L(53, "A"), law.L(54, "B")},
		}, Fill: fillOpeningSeats},
	},
}

// openingSeats returns presumed declarer, the offender (declarer's right-hand opponent) and the
// correct leader (declarer's left-hand opponent), or NoSeat for each when the contract is unknown.
func openingSeats(s ruling.Session) (declarer, offender, leader bridge.Seat) {
	d := s.Context.Contract.Declarer
	if !d.Valid() {
		return bridge.NoSeat, bridge.NoSeat, bridge.NoSeat
	}
	return d, d.RHO(), d.LHO()
}

// fillOpeningSeats names the seats in every party once the contract is known.
func fillOpeningSeats(s ruling.Session, o *ruling.Outcome) {
	d, off, lead := openingSeats(s)
	seatOf := map[ruling.Role]bridge.Seat{ruling.Declarer: d, ruling.Offender: off, ruling.OffendersPartner: lead}
	if d.Valid() {
		seatOf[ruling.Dummy] = d.Partner()
	}
	nameSeats(o, seatOf)
}

// nameSeats fills the seat of every party in the outcome whose role has a known seat.
func nameSeats(o *ruling.Outcome, seatOf map[ruling.Role]bridge.Seat) {
	set := func(p *ruling.Party) {
		if st, ok := seatOf[p.Role]; ok && st.Valid() {
			p.Seat = st
		}
	}
	set(&o.Chooser)
	for i := range o.LeadRestrictions {
		set(&o.LeadRestrictions[i].On)
	}
	for i := range o.PenaltyCards {
		set(&o.PenaltyCards[i].Owner)
	}
	for i := range o.Information {
		set(&o.Information[i].Who)
	}
}

// fillDeclarerChooses adds the three ways of refusing the lead, which name the card and its
// suit, and the penalty-card obligations that follow if the card stays on the table.
func fillDeclarerChooses(s ruling.Session, o *ruling.Outcome) {
	card := s.Card("card")
	o.Options = append(o.Options, refuseLeadChoices(card, "the correct defender", law.L(54, "D"))...)
	o.LeadRestrictions = append(o.LeadRestrictions, ruling.LeadRestriction{
		On: ruling.Party{Role: ruling.OffendersPartner}, Rule: ruling.MayRequireOrForbid, Suits: []bridge.Suit{card.Suit},
		Which: suitPhrase(card),
		When:  "if declarer does not accept the lead, at the correct defender's opening lead",
		Lasts: "and a forbidden suit stays forbidden for as long as he keeps the lead",
		Law:   law.L(50, "D2"),
	})
	o.Information = append(o.Information, penaltyCardInformation(card)...)
	o.FollowUps = append(o.FollowUps, penaltyCardFollowUps(card)...)
	o.Notes = append(o.Notes,
		"Explain all five options before declarer says anything, and do not let dummy spread his hand first: if declarer could see dummy's cards he would have to accept the lead (Law 54C).",
		"If declarer refuses and the correct defender then leads before declarer has chosen among the last three options, that lead is itself subject to rectification (Law 50D2).")
	fillOpeningSeats(s, o)
}

// refuseLeadChoices are declarer's three options when he does not accept a defender's lead and
// the offender's partner is to lead: require the suit, forbid it, or leave the card on the table
// as a major penalty card (Law 50D2). refusal cites the Law that makes the card a penalty card.
func refuseLeadChoices(card bridge.Card, leader string, refusal law.Ref) []ruling.Choice {
	suit := card.Suit.String()
	return []ruling.Choice{
		{Label: "Require a " + singular(card.Suit) + " lead",
			Consequence: "The " + card.String() + " goes back into the offender's hand and " + leader + " must lead a " + singular(card.Suit) + " (any card if he has none).",
			Laws:        []law.Ref{refusal, law.L(50, "D2")}},
		{Label: "Forbid a " + singular(card.Suit) + " lead",
			Consequence: "The " + card.String() + " goes back into the offender's hand and " + leader + " may not lead " + suit + " for as long as he keeps the lead.",
			Laws:        []law.Ref{refusal, law.L(50, "D2")}},
		{Label: "Let " + leader + " lead anything",
			Consequence: "The " + card.String() + " stays face up as a major penalty card, which the offender must play at his first legal opportunity; " + leader + " may lead any card.",
			Laws:        []law.Ref{refusal, law.L(50, "D2")}},
	}
}

// penaltyCardInformation is who may use what the exposed card shows (Law 50E).
func penaltyCardInformation(card bridge.Card) []ruling.InfoRule {
	return []ruling.InfoRule{
		{Who: ruling.Party{Role: ruling.Declarer}, Authorized: true, What: "everything he saw of the " + card.String(), Law: law.L(50, "E")},
		{Who: ruling.Party{Role: ruling.OffendersPartner}, Authorized: false,
			What: "what the " + card.String() + " shows about the offender's hand; he may use only the rules about when it must be played",
			Law:  law.L(50, "E")},
	}
}

// penaltyCardFollowUps are the reminders while the card stays on the table as a penalty card.
func penaltyCardFollowUps(card bridge.Card) []ruling.FollowUp {
	return []ruling.FollowUp{
		{When: "while the " + card.String() + " is on the table, at each of the offender's turns",
			Watch: "he must play it at the first legal opportunity, leading, following, discarding or ruffing",
			Flow:  "penalty-card", Law: law.L(50, "D1")},
		{When: "whenever the offender's partner gains the lead while the " + card.String() + " is on the table",
			Watch: "before he leads, offer declarer the penalty-card lead options again",
			Flow:  "penalty-card", Law: law.L(50, "D2")},
	}
}

func suitPhrase(card bridge.Card) string {
	return card.Suit.String() + " (the suit of the " + card.String() + ")"
}

// singular names one card of the suit: "spade", "heart".
func singular(s bridge.Suit) string {
	name := s.String()
	if len(name) > 1 {
		return name[:len(name)-1]
	}
	return name
}
