package catalog

import (
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
	Common:  []ruling.Answer{ruling.Pick("defender"), ruling.Pick("no")},
	Steps: []ruling.Step{
		{ID: "what", Question: ruling.Question{
			Prompt: "Who played too soon?",
			Help: "Law 57 is about a defender playing before their partner. A defender who plays before declarer or dummy " +
				"on their right has played at their RHO's turn (Law 57D); declarer playing early from either hand is Law 57C3.",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "defender", Label: "A defender, before their partner played", Help: "To this trick, or a lead to the next one.", Next: ruling.Ask("exempt")},
				{ID: "rho-turn", Label: "A defender, before declarer or dummy on their right", Next: ruling.Ask("legal")},
				{ID: "declarer", Label: "Declarer, from either hand", Next: ruling.Rule("declarer-early")},
			}}},
		{ID: "exempt", Question: ruling.Question{
			Prompt: "Had declarer already played to this trick from both hands?",
			Help: "No rectification if declarer had played from both hands, or if dummy picked or suggested a card on their " +
				"own before their turn (Law 57C). A card counts as played from dummy only once declarer has called for it. " +
				"Once partner has played to the trick, declarer's choice of how they play to it no longer applies.",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "no", Label: "No, and partner has not played yet", Next: ruling.Rule("declarer-chooses")},
				{ID: "both-hands", Label: "Yes, from both hands", Next: ruling.Rule("no-rectification")},
				{ID: "dummy", Label: "Dummy played or suggested a card on their own first", Next: ruling.Rule("dummy-prompted")},
				{ID: "partner-played", Label: "No, but partner has already played", Help: "By the time the director arrived.", Next: ruling.Rule("partner-played")},
			}}},
		{ID: "legal", Question: ruling.Question{
			Prompt: "Could the card legally be played when their turn comes?",
			Help:   "A card that can be played legally at the proper turn must be played then; otherwise it becomes a major penalty card (Law 57D).",
			Kind:   ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "yes", Label: "Yes", Next: ruling.Rule("play-in-turn")},
				{ID: "no", Label: "No", Help: "For example they could follow suit but showed a card of another suit.", Next: ruling.Rule("rho-penalty-card")},
			}}},
	},
	Endings: []ruling.Ending{
		{ID: "declarer-chooses", Outcome: prematureOptions()},
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
			Information:  penaltyCardInfoRules,
			FollowUps: append([]ruling.FollowUp{{When: "at the end of the hand",
				Watch: "judge whether the early card could have suggested the card the other defender then played, over a logical alternative; " +
					"if so, and declarer's side lost by it, adjust the score. This is a judgement, not automatic",
				Law: law.L(16, "B")}}, prematurePenaltyFollowUps...),
			Notes: []string{
				"Law 57A's options are about how partner plays to this trick, so once partner has played there is nothing left for declarer to choose; the early card is still a major penalty card (Law 57A), with the usual Law 50 consequences.",
				"Information from the penalty card is unauthorized for partner from now on (Law 50E). Whether partner's card to this trick was affected is for the director to judge at the end of the hand.",
			},
			Laws: []law.Ref{law.L(57, "A")},
		}},
		{ID: "play-in-turn", Outcome: ruling.Outcome{
			Title:     "The card is played at its proper turn",
			Summary:   "A defender tried to play before declarer or dummy on their right. The card can be played legally, so it is played at the defender's proper turn.",
			Automatic: []ruling.Effect{{Text: "The defender may not change it for another card", Laws: []law.Ref{law.L(57, "D")}}},
			FollowUps: []ruling.FollowUp{prematureJudgement(law.L(16, ""),
				"Law 57D says Law 16 may apply: judge whether the early card gave the other defender information they then used over a logical alternative; if so, and declarer's side lost by it, adjust the score. This is a judgement, not automatic")},
			Laws: []law.Ref{law.L(57, "D")},
		}},
		{ID: "rho-penalty-card", Outcome: ruling.Outcome{
			Title:        "The card becomes a major penalty card",
			Summary:      "A defender tried to play before declarer or dummy on their right, and the card cannot legally be played at their turn, so it is a major penalty card.",
			PenaltyCards: []ruling.PenaltyCard{{Owner: earlyDefender, Major: true, Law: law.L(57, "D")}},
			Information:  penaltyCardInfoRules,
			FollowUps:    prematurePenaltyFollowUps,
			Laws:         []law.Ref{law.L(57, "D"), law.L(50, "")},
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
		Information:  penaltyCardInfoRules,
		FollowUps:    prematurePenaltyFollowUps,
		Notes: []string{
			"This is not a lead out of turn, though a club's rules column calls it one: Law 57 governs, and declarer's options concern partner's play to the current trick.",
			"If the early card was a lead to the next trick, it is not accepted or refused as a lead: it is a major penalty card (Law 57A). If the player who led it wins this trick, they must lead it (Law 50D1); if their partner wins it, declarer has the penalty-card lead options (Law 50D2).",
			"Declarer's choice applies to this trick only; afterwards the penalty card rules (Law 50) apply as usual.",
		},
		Laws: this,
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
		Watch: "before they lead, give declarer the penalty-card lead options", Flow: "penalty-card", Law: law.L(50, "D2")},
}
