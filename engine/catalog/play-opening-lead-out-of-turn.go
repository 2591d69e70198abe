package catalog

import (
	"strings"

	"tableside/engine/bridge"
	"tableside/engine/law"
	"tableside/engine/ruling"
)

// OpeningLeadOutOfTurn rules on an opening lead made by the wrong player (Laws 54, 56, 50D, 41A,
// 47E1, 58A, 24, 11A). The wrong defender is presumed declarer's right-hand opponent: the correct
// leader is declarer's left-hand opponent, the offender's partner.
var OpeningLeadOutOfTurn = &ruling.Flow{
	ID:       "opening-lead-out-of-turn",
	Title:    "Opening lead out of turn",
	Summary:  "The wrong player made the opening lead: declarer's five options, and the cases where there are none.",
	Category: ruling.LeadsAndPlay,
	Phrases: []string{"they led out of turn", "wrong defender led", "it wasn't your lead", "led from the wrong side",
		"opening lead out of turn", "dummy led", "faced the lead out of turn", "five options", "both led at once",
		"led before the auction ended", "you said it was my lead"},
	Laws:    []law.Ref{law.L(54, ""), law.L(56, ""), law.L(50, "D"), law.L(41, "A"), law.L(47, "E1"), law.L(53, "A")},
	Offence: "led out of turn",
	// Without the contract, the two defenders are named by their part in the opening lead.
	Names:  map[ruling.Role]string{ruling.Offender: "the defender who led out of turn", ruling.OffendersPartner: "the correct defender"},
	Seats:  openingLeadSeats,
	Start:  "how",
	Common: []ruling.Answer{ruling.Pick("faced"), ruling.CardAnswer(bridge.Card{Suit: bridge.Spades, Rank: bridge.Five}), ruling.Pick("nothing")},
	Steps: []ruling.Step{
		{ID: "how", Question: ruling.Question{
			Prompt: "How was the opening lead made out of turn?",
			Help: "Only a card faced by the wrong defender after the auction gives declarer the Law 54 options. A face-down " +
				"card is simply handed back (Law 41A). A lead made because declarer or dummy said it was that defender's " +
				"turn is taken back without rectification (Law 47E1). A card from declarer or dummy is not a lead (Law 54E). " +
				"Two cards faced at once are ruled under Law 58A, and a card faced before the final pass under Law 24.",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "faced", Label: "Face up by the wrong defender", Next: ruling.Ask("card")},
				{ID: "face-down", Label: "Face down by the wrong defender", Next: ruling.Rule("face-down")},
				{ID: "told", Label: "Face up, after declarer or dummy said it was their lead", Next: ruling.Rule("misinformed")},
				{ID: "beside-face-down", Label: "Face up by the wrong defender, with a face-down lead from the other",
					Help: "The face-down card goes back; declarer has the usual options", Next: ruling.Ask("card")},
				{ID: "both", Label: "Both defenders faced a card at the same moment", Next: ruling.Rule("both-faced")},
				{ID: "declaring-side", Label: "By declarer or dummy", Next: ruling.Rule("declaring-side")},
				{ID: "auction", Label: "Before the auction had ended", Help: "A card faced before the final pass", Next: ruling.Rule("auction-period")},
			},
		}},
		{ID: "card", Question: ruling.Question{
			Prompt: "Which card was led?",
			Help: "If declarer does not accept the lead, the card becomes a major penalty card and declarer may require or " +
				"forbid its suit (Laws 54D, 56, 50D).",
			Kind:     ruling.CardKind,
			Examples: []ruling.Answer{ruling.CardAnswer(bridge.Card{Suit: bridge.Spades, Rank: bridge.Five})},
		}, Route: func(ruling.Session) ruling.Target { return ruling.Ask("since") }},
		{ID: "since", Question: ruling.Question{
			Prompt: "Since the lead, has declarer's side done anything?",
			Help: "If declarer could have seen any of dummy's cards, declarer must accept the lead (Law 54C). If declarer " +
				"began to spread their own hand, declarer becomes dummy (Law 54A). A card declarer played to the lead is " +
				"read in different ways. If declarer dealt with it before calling you, Law 11A applies instead.",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "nothing", Label: "Nothing yet", Next: ruling.Rule("declarer-chooses")},
				{ID: "dummy-shown", Label: "Dummy has shown some cards", Next: ruling.Rule("must-accept")},
				{ID: "declarer-spread", Label: "Declarer began to spread their hand", Next: ruling.Rule("declarer-is-dummy")},
				{ID: "declarer-played", Label: "Declarer played a card to the lead", Next: ruling.Ask("reading")},
				{ID: "dealt-with", Label: "Declarer dealt with it, and play went on",
					Help: "For example, declarer handed the card back before you were called", Next: ruling.Rule("dealt-with")},
			},
		}},
		{ID: "reading", Question: ruling.Question{
			Prompt: "Declarer played to the lead: which reading applies?",
			Help: "Your regulating body decides which reading applies. The Laws can be read more than one way here, and directors differ. Some treat the card as a play from the " +
				"next hand, which accepts the lead: declarer stays declarer and the card is the second card to the trick " +
				"(Laws 53A, 54B1). Some, the Welsh Bridge Union among them, treat it as the start of spreading declarer's " +
				"hand, so declarer becomes dummy (Law 54A). Others have declarer pick the card up, with no penalty (Law " +
				"48A), and offer the five options. Apply your regulating body's guidance; the log records the Law you applied.",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "accepts", Label: "It accepts the lead; declarer plays on (Laws 53A, 54B1)", Next: ruling.Rule("declarer-played")},
				{ID: "spreading", Label: "It starts spreading the hand; declarer becomes dummy (Law 54A)", Next: ruling.Rule("declarer-is-dummy")},
				{ID: "picked-up", Label: "Declarer picks it up and has the five options (Law 48A)", Next: ruling.Rule("declarer-chooses")},
			},
		}},
	},
	Endings: []ruling.Ending{
		{ID: "declarer-chooses", Outcome: ruling.Outcome{
			Title:   "Declarer chooses: five options",
			First:   "{dummy}, please don't put your cards down yet",
			Summary: "The opening lead came from the wrong defender. {declarer} has five options: two accept the lead, and three have {partner} lead instead",
			Chooser: ruling.Party{Role: ruling.Declarer},
			Options: []ruling.Choice{
				{Label: "Accept the lead and play the hand",
					Consequence: "Dummy goes down now, {declarer} plays the second card to this trick from their own hand, and dummy plays last.",
					Laws:        []law.Ref{law.L(54, "B1"), law.L(53, "A")}},
				{Label: "Accept the lead and become dummy",
					Consequence: "{declarer} spreads their whole hand as dummy; {dummy} becomes declarer and plays the next card from it.",
					Laws:        []law.Ref{law.L(54, "A")}, NewDeclarer: ruling.Party{Role: ruling.Dummy}},
			},
			Notes: []string{
				"Explain all five options before declarer says anything. If declarer could see any of dummy's cards, the lead would have to be accepted (Law 54C).",
				"If the correct defender has also put a card face down, have it taken back (Laws 54, 41A): answer \"Face up by the wrong defender, with a face-down lead from the other\" so the ruling says so.",
				"If declarer refuses and the correct defender then leads before declarer has chosen among the last three options, that early lead is an exposed card, ruled under Law 49 (as Law 50D2 says): a major penalty card.",
			},
			Laws: []law.Ref{law.L(54, ""), law.L(56, "")},
		}, Fill: fillDeclarerChooses},
		{ID: "face-down", Outcome: ruling.Outcome{
			Title:   "The face-down lead goes back",
			Summary: "{offender} led face down, so nobody has seen the card. {offender} takes it back, and {partner} makes the opening lead, face down",
			Automatic: []ruling.Effect{
				{Text: "The card is not a penalty card and declarer has no options: a lead out of turn that was never faced is simply withdrawn, on my instruction.",
					Laws: []law.Ref{law.L(41, "A")}},
			},
			Information: []ruling.InfoRule{
				{Who: ruling.Party{Role: ruling.OffendersPartner}, Authorized: false, What: "anything learnt from the withdrawn lead", Law: law.L(16, "C2")},
			},
			Notes: []string{
				"If the card was turned face up before you arrived, it is a faced lead out of turn: go back and answer \"Face up by the wrong defender\".",
				"A club's rules column agrees: a face-down lead out of turn, put right before it is faced, carries no rectification.",
			},
			Laws: []law.Ref{law.L(41, "A")},
		}},
		{ID: "misinformed", Outcome: ruling.Outcome{
			Title:   "The lead is taken back without rectification",
			Summary: "An opponent wrongly told {offender} it was their turn to lead, so the card is taken back, with no rectification, and {partner} makes the opening lead",
			Automatic: []ruling.Effect{
				{Text: "{declarer} may not accept the lead, and the card is not a penalty card.", Laws: []law.Ref{law.L(47, "E1")}},
			},
			Information: []ruling.InfoRule{
				{Who: ruling.Party{Role: ruling.OffendersPartner}, Authorized: true, What: "what they saw of the card that was taken back", Law: law.L(16, "C1")},
				{Who: ruling.Party{Role: ruling.Declarer}, Authorized: false, What: "what they saw of the card that was taken back", Law: law.L(16, "C2")},
			},
			Notes: []string{
				"Law 47E1 needs a mistaken statement by an opponent, declarer or dummy, that it was this defender's turn to lead. Establish that first; a defender's own mistake, or their partner's word, is not enough: answer \"Face up by the wrong defender\" instead.",
				"In the 2017 Laws the card is taken back: the defender may not choose to let it stand, and declarer may not accept it. Earlier editions of the Laws said it \"may\" be taken back.",
				"The side that gave the wrong information is the offending side: the defenders may use what they saw of the card (Law 16C1), declarer's side may not (Law 16C2).",
				"If dummy has already spread some cards, they are picked up; declarer's side has no penalty cards (Law 48A), and the defenders may use what they saw (Law 16C1).",
			},
			Laws: []law.Ref{law.L(47, "E1"), law.L(16, "C")},
		}},
		{ID: "declaring-side", Outcome: ruling.Outcome{
			Title:   "Not a lead: the correct defender leads",
			Summary: "Declarer or dummy cannot make the opening lead, so the card is not a lead and nobody can accept it. It is treated as a card exposed during the auction period, and the defender on the left of {declarer} makes the opening lead",
			Automatic: []ruling.Effect{
				{Text: "The card belongs to declarer or dummy, so it never becomes a penalty card.", Laws: []law.Ref{law.L(54, "E"), law.L(24, "")}},
				{Text: "A card from dummy goes down with the rest of dummy; a card from {declarer} goes back into their hand.", Laws: []law.Ref{law.L(48, "A")}},
			},
			Notes: []string{
				"The play period has not begun until a defender faces the opening lead, so Law 53's acceptance does not apply to a card from the declaring side.",
			},
			Laws: []law.Ref{law.L(54, "E")},
		}},
		{ID: "must-accept", Outcome: ruling.Outcome{
			Title:   "Declarer must accept the lead",
			Summary: "Dummy has shown cards that {declarer} could have seen, so {declarer} must accept the lead and stays declarer. Dummy is spread, and {declarer} plays the second card to this trick from their own hand",
			Automatic: []ruling.Effect{
				{Text: "The lead stands; {declarer} may not become dummy and may not refuse it.", Laws: []law.Ref{law.L(54, "C")}},
				{Text: "If {declarer} plays the second card from dummy instead, that card stays played unless it is a revoke.", Laws: []law.Ref{law.L(54, "B2")}},
			},
			Notes: []string{
				"Cards dummy exposed during the auction (Law 24) do not count: only dummy's cards faced after the lead take away declarer's options.",
				"If declarer has also begun to spread their own hand, Laws 54A and 54C pull in different directions and directors differ; record which you applied.",
			},
			Laws: []law.Ref{law.L(54, "C"), law.L(54, "B")},
		}, Fill: fillFaceDownBeside},
		{ID: "declarer-is-dummy", Outcome: ruling.Outcome{
			Title:   "Declarer becomes dummy",
			Summary: "{declarer} began to spread their hand after the faced lead, which accepts it: {declarer} spreads the whole hand as dummy, and {dummy} becomes declarer",
			Automatic: []ruling.Effect{
				{Text: "Exposing even one card while starting to spread is enough: {declarer} must spread all thirteen.", Laws: []law.Ref{law.L(54, "A")}},
				{Text: "{dummy}, now declarer, plays the next card to this trick from the newly spread dummy, and play goes on normally.", Laws: []law.Ref{law.L(54, "A")}},
			},
			NewDeclarer: ruling.Party{Role: ruling.Dummy},
			Laws:        []law.Ref{law.L(54, "A")},
		}, Fill: fillDeclarerIsDummy},
		{ID: "declarer-played", Outcome: ruling.Outcome{
			Title: "Declarer's card accepts the lead",
			Summary: regulatingBodyReading + "a card played to the lead from the next hand accepts it. " +
				"{declarer} stays declarer: dummy goes down, and that card is the second card to the trick",
			Automatic: []ruling.Effect{
				{Text: "The card stays played; dummy plays last to this trick.", Laws: []law.Ref{law.L(53, "A"), law.L(54, "B1")}},
			},
			Notes: []string{
				"Directors disagree here. This reading is Law 53A: a card played from the next hand accepts the lead, and Law 54B1 has declarer play second from their own hand, so declarer stays declarer. " +
					"The Welsh Bridge Union treats the card as the start of spreading declarer's hand under Law 54A. " +
					"Others (a club's rules column among them) have declarer pick the card up, with no penalty since declarer has no penalty cards (Law 48A), and then offer the five options. " +
					"The log records the reading you applied.",
			},
			Laws: []law.Ref{law.L(53, "A"), law.L(54, "B1")},
		}, Fill: fillFaceDownBeside},
		{ID: "dealt-with", Outcome: ruling.Outcome{
			Title: "Dealt with at the table before the director came",
			Summary: "{declarer} dealt with the lead out of turn before calling the director, and play went on. Play continues from here; " +
				"the options declarer would have had are no longer available",
			Automatic: []ruling.Effect{
				{Text: "What was done at the table stands.", Laws: []law.Ref{law.L(11, "A"), law.L(10, "B")}},
			},
			Information: []ruling.InfoRule{
				{Who: ruling.Party{Role: ruling.OffendersPartner}, Authorized: false, What: "what they learnt from the card that was handed back", Law: law.L(16, "C2")},
				{Who: ruling.Party{Role: ruling.Declarer}, Authorized: true, What: "everything they saw of that card", Law: law.L(16, "C1")},
			},
			FollowUps: []ruling.FollowUp{
				forfeitedRectificationFollowUp("{partner}"),
			},
			Notes: []string{
				"Law 11A: the right to rectification may be lost when the non-offending side acts before calling the director.",
				"If play has not gone far, you may instead cancel what the players did and give declarer the Law 54 options (Law 10B).",
				"You may give a procedural penalty to a side that dealt with an irregularity without calling you (Laws 11B, 90).",
			},
			Laws: []law.Ref{law.L(11, "A")},
		}},
		{ID: "both-faced", Outcome: ruling.Outcome{
			Title: "Both defenders led at once: the correct lead stands",
			Summary: "Both defenders faced a card at the same moment. The card faced by {partner} is the opening lead, and it stands: " +
				"declarer has no options about it. The card faced by {offender} counts as played after it, before dummy's turn",
			Cases: []ruling.Case{
				{If: "the card faced by {offender} can legally be played to this trick", Then: "it is played at their turn, after dummy, and may not be changed",
					Laws: []law.Ref{law.L(57, "D")}},
				{If: "it cannot, for example because {offender} can follow suit and it is of another suit", Then: "it becomes a major penalty card, and {offender} plays a legal card at their turn",
					Laws: []law.Ref{law.L(57, "D"), law.L(50, "")}},
			},
			Automatic: []ruling.Effect{
				{Text: "Dummy goes down as usual, and play goes on from the correct lead.", Laws: []law.Ref{law.L(58, "A")}},
			},
			FollowUps: []ruling.FollowUp{
				{When: "now", Watch: "rule on the card faced by {offender} as a play made before the player on their right (dummy)", Flow: "premature-play", Law: law.L(57, "D")},
			},
			Notes: []string{
				"A lead or play made at the same moment as another player's legal lead counts as made after it (Law 58A), so the Law 54 options do not arise.",
				"In the premature-play ruling, answer \"A defender, before declarer or dummy on their right\".",
			},
			Laws: []law.Ref{law.L(58, "A"), law.L(57, "D")},
		}},
		{ID: "auction-period", Outcome: ruling.Outcome{
			Title:   "Not yet the play: a card led during the auction",
			Offence: "led early",
			Interim: true,
			Summary: "The auction had not ended when the card was faced, so it is a card led during the auction, not an opening lead. " +
				"It stays face up on the table until the auction ends",
			MustPass: []ruling.MustPass{{Who: ruling.Party{Role: ruling.OffendersPartner}, Length: ruling.NextTurn, Law: law.L(24, "B")}},
			Cases: []ruling.Case{
				{If: "the auction ends with {offender} as a defender", Then: "the card becomes a major penalty card: {offender} must play it at the first legal opportunity, and when {partner} is on lead declarer has the penalty-card lead options",
					Laws: []law.Ref{law.L(24, "E"), law.L(50, "D")}},
				{If: "it ends with {offender} as declarer or dummy", Then: "the card is simply picked up; it is not a penalty card",
					Laws: []law.Ref{law.L(48, "A")}},
			},
			Information: []ruling.InfoRule{
				{Who: ruling.Party{Role: ruling.OffendersPartner}, Authorized: false, What: "what they learnt from the card, for the rest of the auction", Law: law.L(16, "")},
			},
			FollowUps: []ruling.FollowUp{
				{When: "now", Watch: "the ruling for a card exposed during the auction covers this card in full", Flow: "card-exposed-in-auction", Law: law.L(24, "")},
				{When: "when the auction ends, if {offender} is a defender", Watch: "rule on the card as a major penalty card", Flow: "penalty-card", Law: law.L(24, "E")},
				{When: "at the end of play", Watch: "if the enforced pass damaged the other side, and {offender} could have known when facing the card that it might, adjust the score", Law: law.L(72, "C")},
			},
			Notes: []string{
				"Either defender may have faced the card early, the presumed opening leader included, so this ruling names no seat.",
				"A card faced before the final pass was led prematurely: Law 24B applies whatever its rank.",
			},
			Laws: []law.Ref{law.L(24, "")},
		}},
	},
}

// openingLeadSeats places the players once the contract is known: the wrong defender on
// declarer's right, the correct leader on declarer's left. A card from the declaring side, or
// one faced during the auction, may have come from anyone, so then only declarer and dummy are
// placed.
func openingLeadSeats(s ruling.Session) ruling.Seats {
	d := s.Context.Contract.Declarer
	if !d.Valid() {
		return nil
	}
	seats := ruling.Seats{ruling.Declarer: d, ruling.Dummy: d.Partner()}
	if s.Is("how", "declaring-side") || s.Is("how", "auction") {
		return seats
	}
	seats[ruling.Offender] = d.RHO()
	seats[ruling.OffendersPartner] = d.LHO()
	seats[ruling.OffendersLHO] = d
	seats[ruling.OffendersRHO] = d.Partner()
	return seats
}

// regulatingBodyReading opens the summary of a ruling reached through the regulating body's
// reading of a card declarer played to the lead.
const regulatingBodyReading = "{declarer} played a card to the lead. Directors read this in different ways; following the guidance of our regulating body, "

// fillFaceDownBeside says, when the correct leader had also led face down, that the card goes
// back (Law 54's opening sentence, by the director's power in Law 41A).
func fillFaceDownBeside(s ruling.Session, o *ruling.Outcome) {
	if s.Is("how", "beside-face-down") {
		o.Automatic = append([]ruling.Effect{{Text: "{partner} takes back the card they put face down; it is not a penalty card.",
			Laws: []law.Ref{law.L(54, ""), law.L(41, "A")}}}, o.Automatic...)
	}
}

// fillDeclarerIsDummy tells how declarer came to accept the lead: by spreading, or by a card the
// regulating body reads as the start of spreading.
func fillDeclarerIsDummy(s ruling.Session, o *ruling.Outcome) {
	if s.Is("reading", "spreading") {
		o.Summary = regulatingBodyReading + "that card is the start of spreading the hand, which accepts the lead: {declarer} spreads the whole hand as dummy, and {dummy} becomes declarer"
		o.Notes = append(o.Notes, "This reading of a card declarer played to the lead is Law 54A, as the Welsh Bridge Union applies it; others read Law 53A, or have the card picked up (Law 48A). The log records the reading you applied.")
	}
	fillFaceDownBeside(s, o)
}

// fillDeclarerChooses adds the three ways of refusing the lead, which name the card and its
// suit and carry what follows from each, and the reminders while the card stays on the table.
func fillDeclarerChooses(s ruling.Session, o *ruling.Outcome) {
	card := s.Card("card")
	o.Options = append(o.Options, refuseLeadChoices(card, bySeat, law.L(54, "D"), law.L(56, ""))...)
	o.FollowUps = append(o.FollowUps, penaltyCardFollowUps(card, bySeat)...)
	if d := s.Context.Contract.Declarer; d.Valid() {
		combineLeaderPenaltyCards(s.KnownOf(), o, d.LHO(), d.RHO(), card, bySeat)
	}
	if s.Is("reading", "picked-up") {
		o.Summary = regulatingBodyReading + "that card is picked up, and {declarer} has the usual five options: " +
			"two accept the lead, and three have {partner} lead instead"
		o.Automatic = append(o.Automatic, ruling.Effect{Text: "{declarer} takes back the card played to the lead; declarer's cards never become penalty cards.",
			Laws: []law.Ref{law.L(48, "A")}})
	}
	fillFaceDownBeside(s, o)
}

// leaders names, in an option's words, the defender who led and that defender's partner: by
// placeholder where the engine may know their seats (the opening lead: the wrong defender sits on
// declarer's right), or in fixed plain words where the flow never learns which defender led.
type leaders struct{ offender, partner string }

var (
	bySeat  = leaders{offender: "{offender}", partner: "{partner}"}
	byWords = leaders{offender: "the defender who led", partner: "the other defender"}
)

// forfeitedRectificationFollowUp is what is left to judge at the end of play when the table dealt
// with an irregularity before calling the director. The rectification the Laws would have given
// (a penalty card, a lead restriction) was forfeited by acting first (Law 11A) and is not given
// back by adjusting later (README problem 6); only the use of what a card taken back showed by
// the side at fault, who named here, is still judged (Law 16C2).
func forfeitedRectificationFollowUp(who string) ruling.FollowUp {
	return ruling.FollowUp{When: "at the end of play",
		Watch: "judge only whether " + who + " used what the card taken back showed, over a logical alternative; if so, and the other side lost by it, adjust the score. " +
			"Do not restore the rectification lost by dealing with it before calling you: a card that went back without penalty stays that way (Law 11A)",
		Law: law.L(16, "C2")}
}

// party is the role, named in fixed words when the seat can never be known.
func (l leaders) party(r ruling.Role) ruling.Party {
	p := ruling.Party{Role: r}
	if l != bySeat {
		p.Name = map[ruling.Role]string{ruling.Offender: l.offender, ruling.OffendersPartner: l.partner}[r]
	}
	return p
}

// starting writes a name at the start of a sentence; a placeholder is capitalised by the engine.
func starting(name string) string {
	if name == "" || name[0] == '{' {
		return name
	}
	return strings.ToUpper(name[:1]) + name[1:]
}

// refuseLeadChoices are declarer's three options when a defender's lead is not accepted and the
// partner of the defender who led is to lead: require the suit, forbid it, or leave the card on
// the table as a major penalty card (Law 50D2). refusal cites the Laws that make the card a
// penalty card (54D and 56 for the opening lead, 56 later); the card is a major penalty card by
// Law 56 either way. What the card shows is ruled with each option (Law 50E): unauthorized for
// partner once picked up (E2), authorized for everyone while it stays on the table (E1).
func refuseLeadChoices(card bridge.Card, who leaders, refusal ...law.Ref) []ruling.Choice {
	laws := append(append([]law.Ref{}, refusal...), law.L(50, "D2"))
	pickedUp := func() []ruling.InfoRule {
		return []ruling.InfoRule{oneCard("the " + card.String()).pickedUp(who.party(ruling.OffendersPartner))}
	}
	one := singular(card.Suit)
	return []ruling.Choice{
		{Label: "Require a " + one + " lead",
			Consequence: starting(who.offender) + " takes the " + card.String() + " back, and " + who.partner + " must lead a " + one + " (any card if they have none).",
			Laws:        laws, Information: pickedUp(), PicksUp: []bridge.Card{card}},
		{Label: "Forbid a " + one + " lead",
			Consequence: starting(who.offender) + " takes the " + card.String() + " back, and " + who.partner + " may not lead " + card.Suit.String() + " for as long as they keep the lead.",
			Laws:        laws, Information: pickedUp(), PicksUp: []bridge.Card{card}},
		freeLeadChoice(card, who, "Let "+who.partner+" lead anything", "", laws),
	}
}

// freeLeadChoice is the option that leaves the card on the table as a major penalty card, with
// lead (if any) saying who leads now: its owner must play it at the first legal opportunity (Law
// 50D1), declarer has the lead options whenever the partner later gains the lead (50D2), and what
// it shows is authorized for everyone while it stays there (50E1).
func freeLeadChoice(card bridge.Card, who leaders, label, lead string, laws []law.Ref) ruling.Choice {
	consequence := starting(who.offender) + " must play the " + card.String() + " at the first legal opportunity, whether leading, following suit, discarding or ruffing."
	if lead != "" {
		consequence = lead + ", and " + who.offender + " must play the " + card.String() + " at the first legal opportunity."
	}
	return ruling.Choice{Label: label,
		Consequence:  consequence,
		Laws:         laws,
		PenaltyCards: []ruling.PenaltyCard{{Card: card, Owner: who.party(ruling.Offender), Major: true, Law: law.L(56, "")}},
		LeadRestrictions: []ruling.LeadRestriction{{
			On: who.party(ruling.OffendersPartner), Rule: ruling.MayRequireOrForbid, Suits: []bridge.Suit{card.Suit},
			Which: suitPhrase(card),
			When:  "whenever " + who.partner + " later gains the lead while the " + card.String() + " is still on the table",
			Lasts: "and a forbidden suit stays forbidden for as long as they keep the lead",
			Law:   law.L(50, "D2"),
		}},
		Information: []ruling.InfoRule{oneCard("the " + card.String()).onTable()},
	}
}

// penaltyCardFollowUps are the reminders while the card stays on the table as a penalty card.
func penaltyCardFollowUps(card bridge.Card, who leaders) []ruling.FollowUp {
	return []ruling.FollowUp{
		{When: "while the " + card.String() + " is on the table, at each turn of " + who.offender,
			Watch: "it must be played at the first legal opportunity, leading, following suit, discarding or ruffing",
			Flow:  "penalty-card", Law: law.L(50, "D1")},
		{When: "whenever " + who.partner + " gains the lead while the " + card.String() + " is on the table",
			Watch: "before they lead, offer declarer the penalty-card lead options again",
			Flow:  "penalty-card", Law: law.L(50, "D2")},
		oneCard("the " + card.String()).damageCheck(),
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
