package catalog

import (
	"strings"

	"tableside/engine/bridge"
	"tableside/engine/law"
	"tableside/engine/ruling"
)

// PrematurePlay is Law 57: a defender leads to the next trick, or plays, before their partner has
// played to the current trick. It is not a lead out of turn (a club's rules column calls it one);
// declarer's options are about partner's play to this trick, and the early card is a major penalty
// card. Law text checked against the 2017 Laws as published at pzbs.pl (l57.html).
var PrematurePlay = &ruling.Flow{
	ID:       "premature-play",
	Title:    "Premature play",
	Summary:  "A defender played, or led to the next trick, before their partner had played: declarer's four options.",
	Category: ruling.LeadsAndPlay,
	Phrases: []string{"played before partner", "led before partner played", "played too soon", "played out of turn",
		"led to the next trick too early", "premature lead", "premature play", "jumped the gun"},
	Laws:    []law.Ref{law.L(57, ""), law.L(50, ""), law.L(16, "")},
	Offence: "played too soon",
	Seats:   prematureSeats,
	Start:   "what",
	Common: []ruling.Answer{ruling.Pick("defender"), ruling.Pick("no"),
		ruling.CardAnswer(bridge.Card{Suit: bridge.Spades, Rank: bridge.King})},
	Steps: []ruling.Step{
		{ID: "what", Question: ruling.Question{
			Prompt: "Who played too soon?",
			Help: "Law 57 is about a defender playing before their partner. If their partner had not played either, that is " +
				"the first answer, even when declarer or dummy on their right had not played yet: Law 57A wins. A defender whose " +
				"partner had already played, and who then plays before declarer or dummy on their right, has played at their " +
				"RHO's turn (Law 57D); declarer playing early from either hand is Law 57C3.",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "defender", Label: "A defender, before their partner played", Help: "To this trick, or a lead to the next one. This answer wins if the player on their right had not played either.", Next: ruling.Ask("exempt")},
				{ID: "rho-turn", Label: "A defender whose partner had played, before declarer or dummy on their right", Next: ruling.Ask("legal")},
				{ID: "lead-early", Label: "A defender led to the next trick after their partner had played", Help: "Declarer or dummy still had to play the last card to this trick.", Next: ruling.Rule("lead-before-trick-complete")},
				{ID: "declarer", Label: "Declarer, from either hand", Next: ruling.Rule("declarer-early")},
			}}},
		{ID: "exempt", Question: ruling.Question{
			Prompt: "Had declarer already played to this trick from both hands?",
			Help: "No rectification if declarer had played from both hands, or if dummy picked or suggested a card on their " +
				"own before their turn (Law 57C). A card counts as played from dummy only once declarer has called for it. " +
				"Once partner has played to the trick, declarer's choice of how they play to it no longer applies.",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "no", Label: "No, and partner has not played yet", Next: ruling.Ask("card")},
				{ID: "both-hands", Label: "Yes, from both hands", Next: ruling.Rule("no-rectification")},
				{ID: "dummy", Label: "Dummy played or suggested a card on their own first", Next: ruling.Rule("dummy-prompted")},
				{ID: "partner-played", Label: "No, but partner has already played", Help: "By the time the director arrived.", Next: ruling.Ask("card")},
			}}},
		{ID: "legal", Question: ruling.Question{
			Prompt: "Could the card legally be played when their turn comes?",
			Help:   "A card that can be played legally at the proper turn must be played then; otherwise it becomes a major penalty card (Law 57D).",
			Kind:   ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "yes", Label: "Yes", Next: ruling.Rule("play-in-turn")},
				{ID: "no", Label: "No", Help: "For example they could follow suit but showed a card of another suit.", Next: ruling.Ask("card")},
			}}},
		{ID: "card", Question: ruling.Question{
			Prompt:   "Which card did they play too soon?",
			Help:     "It becomes a major penalty card (Law 57A, 57D); the ruling names it to the table.",
			Kind:     ruling.CardKind,
			Examples: []ruling.Answer{ruling.CardAnswer(bridge.Card{Suit: bridge.Spades, Rank: bridge.King})},
		}, Route: func(s ruling.Session) ruling.Target {
			switch {
			case s.Is("what", "rho-turn"):
				return ruling.Rule("rho-penalty-card")
			case s.Is("exempt", "partner-played"):
				return ruling.Rule("partner-played")
			}
			return ruling.Rule("declarer-chooses")
		}},
	},
	Endings: []ruling.Ending{
		{ID: "declarer-chooses", Outcome: prematureOptions(), Fill: nameEarlyCard("card")},
		{ID: "no-rectification", Outcome: prematureExempt("Declarer had played from both hands: no rectification",
			"Declarer had already played to this trick from both hands, so there is no rectification for the defender who played before their partner. The early card is played, and play goes on normally.",
			law.L(57, "C1"))},
		{ID: "dummy-prompted", Outcome: prematureExempt("Dummy acted first: no rectification",
			"{dummy} picked or suggested a card before their turn, so there is no rectification for the defender who then played before their partner. The early card is played, and play goes on normally.",
			law.L(57, "C2"))},
		{ID: "partner-played", Outcome: ruling.Outcome{
			Title: "Partner has already played: the early card is a major penalty card",
			Summary: "A defender played, or led to the next trick, before the other defender had played to this one. The other defender has played since, " +
				"so declarer's choice of how they play to this trick no longer applies, and their card stands. The early card is a major penalty card.",
			PenaltyCards: []ruling.PenaltyCard{{Owner: earlyDefender, Major: true, Law: law.L(57, "A")}},
			Information:  []ruling.InfoRule{earlyCard.onTable()},
			FollowUps:    prematurePenaltyFollowUps,
			Notes: []string{
				"Law 57A's options are about how partner plays to this trick, so once partner has played there is nothing left for declarer to choose; the early card is still a major penalty card (Law 57A), with the usual Law 50 consequences.",
				"While the penalty card is on the table, everyone may use what it shows (Law 50E1), so partner's card to this trick is not judged as a use of unauthorized information (Law 16B). If the card on the table helped the defenders and declarer's side lost by it, adjust at the end of play under Law 50E3.",
			},
			Laws: []law.Ref{law.L(57, "A")},
		}, Fill: nameEarlyCard("card")},
		{ID: "play-in-turn", Outcome: prematureInTurn()},
		{ID: "rho-penalty-card", Outcome: prematureRHOPenalty(), Fill: nameEarlyCard("card")},
		{ID: "lead-before-trick-complete", Outcome: ruling.Outcome{
			Title:   "Led before the trick was complete: wait for the last card",
			First:   "Please leave that card face up: the trick is finished first",
			Offence: "led before the trick was complete",
			Interim: true,
			Summary: "A defender led to the next trick after their partner had played, but before the last card of this trick. " +
				"{declarer} plays the last card to this trick first; who wins it decides what the early card is",
			Cases: []ruling.Case{
				{If: "the defender who led early wins this trick", Then: "the card stands as their lead to the next trick",
					Laws: []law.Ref{law.L(49, ""), law.L(50, "D1")}},
				{If: "anyone else wins it", Then: "the card counts as a lead out of turn, and the player whose lead it was, or declarer, may accept it or not",
					Laws: []law.Ref{law.L(53, "A"), law.L(56, "")}},
			},
			FollowUps: []ruling.FollowUp{{When: "as soon as the trick is complete, if the defender who led early did not win it",
				Watch: "rule the early card as a lead out of turn", Flow: "lead-out-of-turn", Law: law.L(56, "")}},
			Notes: []string{
				"The Laws do not say this in terms: Law 57A covers a lead made before partner had played to the current trick, and Law 57D a play (not a lead) at the turn of the player on the right. " +
					"This ruling follows the common practice of treating the card, once the trick is complete, as a lead made then: in turn if the player who led it won the trick, otherwise a lead out of turn (Laws 53 to 56). " +
					"If your regulating body rules it another way, apply its ruling and note which you used in the log.",
				"Declarer plays the last card knowing the early card: no Law makes what the opponents' card shows unauthorized to declarer's side.",
			},
			Laws: []law.Ref{law.L(49, ""), law.L(53, ""), law.L(56, "")},
		}},
		{ID: "declarer-early", Outcome: ruling.Outcome{
			Title:     "Declarer's card is played",
			Summary:   "{declarer} played a card early, from their own hand or from dummy (not a lead). It is a played card.",
			Automatic: []ruling.Effect{{Text: "If it is a legal play it stands and may not be taken back", Laws: []law.Ref{law.L(57, "C3")}}},
			Notes:     []string{"A lead from the wrong hand is not this case: see Lead out of turn during play (Law 55)."},
			Laws:      []law.Ref{law.L(57, "C3")},
		}},
	},
}

// prematureSeats names declarer and dummy from the contract. When declarer played early, declarer
// is the player at fault. Which defender played too soon is never asked (the Common path has no
// room for it), so, as in the penalty-card flow, the outcomes speak of "a defender" and "the other
// defender" and name those parties the same way.
func prematureSeats(s ruling.Session) ruling.Seats {
	d := s.Context.Contract.Declarer
	if !d.Valid() {
		return nil
	}
	seats := ruling.Seats{ruling.Declarer: d, ruling.Dummy: d.Partner()}
	if s.Is("what", "declarer") {
		seats[ruling.Offender], seats[ruling.OffendersPartner] = d, d.Partner()
	}
	return seats
}

// prematureOptions is Law 57A: the card is a major penalty card and declarer picks how the
// partner of the defender who played too soon plays to this trick. Options 3 and 4 never make
// partner revoke: partner follows suit if able, and the named suit matters only when partner has
// none of the suit led (Laws 57B and 59; finding PP-3).
func prematureOptions() ruling.Outcome {
	this := []law.Ref{law.L(57, "A")}
	named := []law.Ref{law.L(57, "A"), law.L(59, "")}
	return ruling.Outcome{
		Title:   "Declarer chooses how partner plays to this trick",
		First:   "Please don't play to this trick yet: declarer chooses first",
		Summary: "A defender played, or led to the next trick, before the other defender had played to this one. The early card is a major penalty card, and declarer chooses how the other defender plays to this trick.",
		Chooser: ruling.Party{Role: ruling.Declarer},
		Options: []ruling.Choice{
			{Label: "Require the highest card of the suit led", Consequence: "The other defender must play the highest card they hold of the suit led.", Laws: this},
			{Label: "Require the lowest card of the suit led", Consequence: "The other defender must play the lowest card they hold of the suit led.", Laws: this},
			{Label: "Require a card of another suit, which declarer names",
				Consequence: "The other defender must still follow suit if they can; only if they have no card of the suit led must they play a card of the named suit, if they have one.", Laws: named},
			{Label: "Forbid a card of another suit, which declarer names",
				Consequence: "The other defender must still follow suit if they can; if they have no card of the suit led, they may play any card except one of the named suit.", Laws: named},
		},
		Automatic: []ruling.Effect{
			{Text: "If the other defender cannot do what declarer chose, they may play any legal card", Laws: []law.Ref{law.L(57, "B"), law.L(59, "")}},
		},
		PenaltyCards: []ruling.PenaltyCard{{Owner: earlyDefender, Major: true, Law: law.L(57, "A")}},
		Information:  []ruling.InfoRule{earlyCard.onTable()},
		FollowUps:    prematurePenaltyFollowUps,
		Notes: []string{
			"This is not a lead out of turn, though a club's rules column calls it one: Law 57 governs, and declarer's options concern partner's play to the current trick.",
			"If the early card was a lead to the next trick, it is not accepted or refused as a lead: it is a major penalty card (Law 57A). If the player who led it wins this trick, they must lead it (Law 50D1); if their partner wins it, declarer has the penalty-card lead options (Law 50D2).",
			"Declarer's choice applies to this trick only; afterwards the penalty card rules (Law 50) apply as usual.",
		},
		Laws: this,
	}
}

// prematureInTurn is Law 57D for a legal card: it is played at the defender's proper turn.
func prematureInTurn() ruling.Outcome {
	return ruling.Outcome{
		Title:     "The card is played at its proper turn",
		Summary:   "A defender tried to play before declarer or dummy on their right, and the card can be played legally, so it is played at the defender's proper turn.",
		Automatic: []ruling.Effect{{Text: "The defender may not change it for another card", Laws: []law.Ref{law.L(57, "D")}}},
		FollowUps: []ruling.FollowUp{prematureJudgement(law.L(16, ""),
			"Law 57D says Law 16 may apply: judge whether the early card gave the other defender information they then used over a logical alternative; if so, and declarer's side lost by it, adjust the score. This is a judgement, not automatic")},
		Laws: []law.Ref{law.L(57, "D")},
	}
}

// prematureRHOPenalty is Law 57D for a card the defender may not legally play at their turn: a
// major penalty card.
func prematureRHOPenalty() ruling.Outcome {
	return ruling.Outcome{
		Title:        "The card becomes a major penalty card",
		Summary:      "A defender tried to play before declarer or dummy on their right, and the card cannot legally be played at their turn, so it is a major penalty card.",
		PenaltyCards: []ruling.PenaltyCard{{Owner: earlyDefender, Major: true, Law: law.L(57, "D")}},
		Information:  []ruling.InfoRule{earlyCard.onTable()},
		FollowUps:    prematurePenaltyFollowUps,
		Laws:         []law.Ref{law.L(57, "D"), law.L(50, "D")},
	}
}

// prematureExempt is Law 57C1 or 57C2: no rectification. Whether partner used the early card is
// the director's judgement (finding PP-4): 57C says nothing of Law 16, so the table is not told
// that the information is unauthorized.
func prematureExempt(title, summary string, ref law.Ref) ruling.Outcome {
	return ruling.Outcome{
		Title:   title,
		Summary: summary,
		FollowUps: []ruling.FollowUp{prematureJudgement(law.L(16, "B"),
			"judge whether seeing the early card could have suggested the card the other defender played, over a logical alternative; if so, and declarer's side lost by it, adjust the score. Law 57C gives no rectification, so this is a judgement, not automatic")},
		Laws: []law.Ref{ref},
	}
}

// prematureJudgement reminds the director to judge, at the end of the hand, whether partner used
// what the early card showed.
func prematureJudgement(ref law.Ref, watch string) ruling.FollowUp {
	return ruling.FollowUp{When: "at the end of the hand", Watch: watch, Law: ref}
}

// earlyDefender owns the early card when it is a penalty card.
var earlyDefender = ruling.Party{Role: ruling.Offender, Name: "the defender who played too soon"}

var prematurePenaltyFollowUps = []ruling.FollowUp{
	{When: "at each turn of the defender who played too soon while the card is on the table",
		Watch: "they must play it at the first legal opportunity, including leading it if they win this trick", Law: law.L(50, "D1")},
	{When: "whenever the other defender gains the lead while the card is on the table",
		Watch: "before they lead, give declarer the penalty-card lead options; if declarer requires or forbids the suit, the card is picked up, and what it showed is then unauthorized to the other defender (Law 50E2)",
		Flow:  "penalty-card", Law: law.L(50, "D2")},
	earlyCard.damageCheck(),
}

// earlyCard is the early card in the Law 50E lines until nameEarlyCard names it.
var earlyCard = oneCard("the early card")

// nameEarlyCard is the Fill that names the card played too soon, entered at step, so the table
// hears "the ♠K", not "the exposed card" (README problem 9): in the summary and the follow-ups,
// where they say "the card", and in the penalty card and its Law 50E lines.
func nameEarlyCard(step string) func(ruling.Session, *ruling.Outcome) {
	return func(s ruling.Session, o *ruling.Outcome) {
		c := s.Card(step)
		if !c.Valid() {
			return // a session logged before the card was asked
		}
		name := "the " + c.String()
		o.Summary = strings.Replace(o.Summary, "the card", name, 1)
		for i := range o.FollowUps {
			o.FollowUps[i].When = strings.Replace(o.FollowUps[i].When, "the card", name, 1)
		}
		namePenaltyCard(o, c)
	}
}
