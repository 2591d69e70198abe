package catalog

import (
	"tableside/engine/law"
	"tableside/engine/ruling"
)

// PrematurePlay is Law 57: a defender leads to the next trick, or plays, before his partner has
// played to the current trick. It is not a lead out of turn (seed 004 calls it one); declarer's
// options are about partner's play to this trick. Law text checked against the 2017 Laws as
// published at pzbs.pl (l57.html).
var PrematurePlay = &ruling.Flow{
	ID:       "premature-play",
	Title:    "Premature play",
	Summary:  "A defender played, or led to the next trick, before his partner had played: declarer's four options.",
	Category: ruling.LeadsAndPlay,
	Phrases: []string{"played before his partner", "led before partner played", "played too soon", "played out of turn",
		"led to the next trick too early", "premature lead", "premature play", "jumped the gun"},
	Laws:   []law.Ref{law.L(57, ""), law.L(50, ""), law.L(16, "")},
	Start:  "what",
	Common: []ruling.Answer{ruling.Pick("defender"), ruling.Pick("no")},
	Steps: []ruling.Step{
		{ID: "what", Question: ruling.Question{
			Prompt: "Who played early?",
			Help: "Law 57 is about a defender playing before his partner. A defender who plays before declarer or dummy " +
				"on his right has played at his RHO's turn (Law 57D); declarer playing early from either hand is Law 57C3.",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "defender", Label: "A defender, before his partner played", Help: "He played to this trick, or led to the next one.", Next: ruling.Ask("exempt")},
				{ID: "rho-turn", Label: "A defender, before declarer or dummy on his right", Next: ruling.Ask("legal")},
				{ID: "declarer", Label: "Declarer, from either hand", Next: ruling.Rule("declarer-early")},
			}}},
		{ID: "exempt", Question: ruling.Question{
			Prompt: "Had declarer already played from both hands?",
			Help: "No rectification if declarer had played from both hands, or if dummy picked or suggested a card on his " +
				"own before his turn (Law 57C). A card counts as played from dummy only once declarer has called for it.",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "no", Label: "No", Next: ruling.Rule("declarer-chooses")},
				{ID: "both-hands", Label: "Yes, from both hands", Next: ruling.Rule("no-rectification")},
				{ID: "dummy", Label: "Dummy played or suggested a card himself", Next: ruling.Rule("dummy-prompted")},
			}}},
		{ID: "legal", Question: ruling.Question{
			Prompt: "Could the card legally be played when his turn comes?",
			Help:   "A card that can be played legally at his proper turn must be played then; otherwise it becomes a major penalty card (Law 57D).",
			Kind:   ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "yes", Label: "Yes", Next: ruling.Rule("play-in-turn")},
				{ID: "no", Label: "No", Help: "For example he could follow suit but showed a card of another suit.", Next: ruling.Rule("rho-penalty-card")},
			}}},
	},
	Endings: []ruling.Ending{
		{ID: "declarer-chooses", Outcome: prematureOptions()},
		{ID: "no-rectification", Outcome: prematureExempt("Declarer had played from both hands",
			"Declarer had already played from both hands, so the defender who played before his partner is not rectified.", law.L(57, "C1"))},
		{ID: "dummy-prompted", Outcome: prematureExempt("Dummy acted first: no rectification",
			"Dummy picked or suggested a card on his own before his turn, so the defender who then played early is not rectified.", law.L(57, "C2"))},
		{ID: "play-in-turn", Outcome: ruling.Outcome{
			Title:     "The card is played at his proper turn",
			Summary:   "The defender tried to play before declarer or dummy on his right. The card can be played legally, so it stays and is played when his turn comes.",
			Automatic: []ruling.Effect{{Text: "He plays that card at his turn; he may not change it", Laws: []law.Ref{law.L(57, "D")}}},
			Information: []ruling.InfoRule{{Who: ruling.Party{Role: ruling.OffendersPartner}, Authorized: false,
				What: "what the early card told him", Law: law.L(16, "")}},
			Laws: []law.Ref{law.L(57, "D")},
		}},
		{ID: "rho-penalty-card", Outcome: ruling.Outcome{
			Title:        "The card becomes a major penalty card",
			Summary:      "The defender tried to play before declarer or dummy on his right, and the card cannot legally be played at his turn.",
			PenaltyCards: []ruling.PenaltyCard{{Owner: ruling.Party{Role: ruling.Offender}, Major: true, Law: law.L(57, "D")}},
			Information:  penaltyCardInfoRules,
			FollowUps:    prematurePenaltyFollowUps,
			Laws:         []law.Ref{law.L(57, "D"), law.L(50, "")},
		}},
		{ID: "declarer-early", Outcome: ruling.Outcome{
			Title:     "Declarer's card is played",
			Summary:   "Declarer played a card early from his hand or dummy (not a lead). It is a played card.",
			Automatic: []ruling.Effect{{Text: "If it is a legal play it stands and may not be taken back", Laws: []law.Ref{law.L(57, "C3")}}},
			Notes:     []string{"A lead from the wrong hand is not this case: see Lead out of turn during play (Law 55)."},
			Laws:      []law.Ref{law.L(57, "C3")},
		}},
	},
}

// prematureOptions is Law 57A: the card is a major penalty card and declarer picks how the
// offender's partner plays to this trick.
func prematureOptions() ruling.Outcome {
	this := []law.Ref{law.L(57, "A")}
	return ruling.Outcome{
		Title:   "Declarer chooses how partner plays to this trick",
		Summary: "A defender played, or led to the next trick, before his partner had played to this one. His card becomes a major penalty card.",
		Chooser: ruling.Party{Role: ruling.Declarer},
		Options: []ruling.Choice{
			{Label: "The offender's partner plays his highest card of the suit led", Consequence: "He must play the highest card he holds in that suit.", Laws: this},
			{Label: "The offender's partner plays his lowest card of the suit led", Consequence: "He must play the lowest card he holds in that suit.", Laws: this},
			{Label: "The offender's partner plays a card of another suit that declarer names", Consequence: "He must play a card of that suit if he has one.", Laws: this},
			{Label: "The offender's partner may not play a card of another suit that declarer names", Consequence: "He may play any other legal card.", Laws: this},
		},
		Automatic: []ruling.Effect{
			{Text: "If the offender's partner cannot do what declarer chose, he may play any legal card", Laws: []law.Ref{law.L(57, "B"), law.L(59, "")}},
		},
		PenaltyCards: []ruling.PenaltyCard{{Owner: ruling.Party{Role: ruling.Offender}, Major: true, Law: law.L(57, "A")}},
		Information:  penaltyCardInfoRules,
		FollowUps: append([]ruling.FollowUp{{When: "if the early card was a lead to the next trick",
			Watch: "once this trick is complete, check who is on lead: if the offender did not win it, his card is also a lead out of turn",
			Flow:  "lead-out-of-turn", Law: law.L(57, "A")}}, prematurePenaltyFollowUps...),
		Notes: []string{
			"This is not a lead out of turn, though seed 004 calls it one: Law 57 governs, and declarer's options concern partner's play to the current trick.",
			"Declarer's choice applies to this trick only; afterwards the penalty card rules (Law 50) apply as usual.",
		},
		Laws: this,
	}
}

func prematureExempt(title, summary string, ref law.Ref) ruling.Outcome {
	return ruling.Outcome{
		Title:     title,
		Summary:   summary,
		Automatic: []ruling.Effect{{Text: "The early card is played; play goes on normally", Laws: []law.Ref{ref}}},
		Information: []ruling.InfoRule{{Who: ruling.Party{Role: ruling.OffendersPartner}, Authorized: false,
			What: "what the early card told him before he played", Law: law.L(16, "")}},
		Laws: []law.Ref{ref},
	}
}

var prematurePenaltyFollowUps = []ruling.FollowUp{
	{When: "at each of the offender's turns while the card is on the table",
		Watch: "he must play it at the first legal opportunity", Law: law.L(50, "D1")},
	{When: "whenever the offender's partner gains the lead while the card is on the table",
		Watch: "before he leads, offer declarer the penalty-card lead options", Flow: "penalty-card", Law: law.L(50, "D2")},
}
