package catalog

import (
	"fmt"

	"tableside/engine/bridge"
	"tableside/engine/law"
	"tableside/engine/ruling"
)

// DefectiveTrick is Law 67: a trick with too few or too many cards. Noticed before both sides
// have played to the next trick it is simply put right (67A). Found later, a player who missed
// the trick places a card among their played cards and is deemed to have revoked, with a fixed
// one-trick transfer under Law 64A2 (67B1) — not an ordinary revoke, which can cost two; a
// player who played too many cards takes the extras back (67B2). The common case takes four
// taps: what happened, who missed the trick, whether their side won a trick from then on, and
// score now or later.
var DefectiveTrick = &ruling.Flow{
	ID:       "defective-trick",
	Title:    "Defective trick",
	Summary:  "A trick has too few or too many cards: a player missed it, or played two cards to it.",
	Category: ruling.LeadsAndPlay,
	Phrases: []string{"only three cards on the trick", "three cards on the trick", "five cards on the trick",
		"forgot to play to the trick", "didn't play to the trick", "missed a trick", "a card left over at the end",
		"one card too many in hand", "one card short", "played two cards to a trick", "defective trick"},
	Laws:    []law.Ref{law.L(67, ""), law.L(64, "A2"), law.L(45, "E"), law.L(58, "B")},
	Offence: "did not play to a trick",
	Seats:   defectiveSeats,
	Start:   "what",
	Common:  []ruling.Answer{ruling.Pick("missed-late"), ruling.SeatAnswer(bridge.West), ruling.Pick("yes"), ruling.Pick("later")},
	Steps: []ruling.Step{
		{ID: "what", Question: ruling.Question{
			Prompt: "What is wrong with the trick, and when was it noticed?",
			Help: "Noticed before a player on each side has played to the next trick, the trick is simply put right (Law 67A). " +
				"Later, find the defective trick from the number of cards in each hand and among the played cards (Law 67B).",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "missed-late", Label: "A player did not play to it; found later, with a card too many in hand",
					Next: ruling.Ask("who")},
				{ID: "missed-early", Label: "A player did not play to it; noticed before both sides played to the next trick",
					Next: ruling.Rule("supply-card")},
				{ID: "extra-early", Label: "A player played too many cards to it; noticed before both sides played to the next trick",
					Next: ruling.Rule("too-many-early")},
				{ID: "extra-late", Label: "A player played too many cards to it; found later, a card short in hand",
					Next: ruling.Rule("extras-restored")},
				{ID: "missed-exception", Label: "A player did not play to it; found later, and the card was dummy's, or it was trick 12, or the round is over",
					Help: "Law 64B lists when an established revoke costs no trick; the Laws do not say whether those exceptions apply here.",
					Next: ruling.Ask("exception")},
			},
		}},
		{ID: "exception", Question: ruling.Question{
			Prompt: "Which of these is it?",
			Help: "For an ordinary established revoke there is no trick transfer in these cases (Law 64B). Law 67B1 treats the " +
				"player as having revoked but sends the transfer to Law 64A2 only, so directors differ on whether Law 64B applies.",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "dummy", Label: "The card missing from the trick was dummy's", Help: "Law 64B3 for a revoke.", Next: ruling.Ask("reading")},
				{ID: "trick-12", Label: "The trick missed was trick 12", Help: "Law 64B6 for a revoke.", Next: ruling.Ask("reading")},
				{ID: "later-board", Label: "Found after a player of the other side called on a later board", Help: "Law 64B4 for a revoke.", Next: ruling.Ask("reading")},
				{ID: "after-round", Label: "Found after the round ended", Help: "Law 64B5 for a revoke.", Next: ruling.Ask("reading")},
			},
		}},
		{ID: "reading", Question: ruling.Question{
			Prompt: "How does your regulating body read Law 67B1 here?",
			Help: "Follow your regulating body's guidance, and the WBF's where it has none; the answer is kept with the ruling. " +
				"One view: the player is treated as having revoked, so the exceptions of Law 64B apply and there is no transfer, " +
				"but Law 64C still lets you adjust for damage. The other: Law 67B1 names only Law 64A2, so the one trick is transferred.",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "exceptions-apply", Label: "The Law 64B exceptions apply: no trick transfer", Next: ruling.Ask("who")},
				{ID: "transfer", Label: "Law 64A2 only: the one trick is transferred as usual", Next: ruling.Ask("who")},
			},
		}},
		{ID: "who", Question: ruling.Question{
			Prompt: "Who did not play to the trick?",
			Help:   "Their side loses the trick at the end of play, so the seat sets which way the score moves.",
			Kind:   ruling.SeatKind,
			Seat:   ruling.RelativeToDeclarer,
			Examples: []ruling.Answer{
				ruling.SeatAnswer(bridge.West), ruling.SeatAnswer(bridge.South),
			},
		}, Route: func(s ruling.Session) ruling.Target {
			if s.Is("reading", "exceptions-apply") {
				return ruling.Rule("exception-no-transfer")
			}
			return ruling.Ask("won")
		}},
		{ID: "won", Question: ruling.Question{
			Prompt: "Did that player's side win the defective trick or any later trick?",
			Help: "The one trick is transferred as Law 64A2 says: only from tricks that side won from the defective trick on. " +
				"The card now placed does not change who won the defective trick.",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "yes", Label: "Yes", Next: ruling.Ask("rescore")},
				{ID: "no", Label: "No", Next: ruling.Rule("no-transfer")},
				{ID: "unfinished", Label: "Play isn't over yet", Next: ruling.Rule("play-on")},
			},
		}},
		{ID: "rescore", Question: ruling.Question{
			Prompt: "Score the board now?",
			Help:   "Enter the contract and declarer's tricks as played to see the score before and after the transfer.",
			Kind:   ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "later", Label: "Later, at the end of play", Next: ruling.Rule("one-trick")},
				{ID: "now", Label: "Yes, enter the result", Next: ruling.Ask("result")},
			},
		}},
		{ID: "result", Question: ruling.Question{
			Prompt: "The contract and declarer's tricks, as played",
			Help:   "The tricks declarer actually took, before the transfer.",
			Kind:   ruling.ResultKind,
			Check:  checkDefectiveResult,
			Examples: []ruling.Answer{
				ruling.ResultAnswer(bridge.Contract{Level: 4, Strain: bridge.SpadesStrain, Declarer: bridge.South}, 9),
			},
		}, Route: func(s ruling.Session) ruling.Target { return askVulnerabilityOr(s, ruling.Rule("one-trick")) }},
		vulnerabilityStep(func(ruling.Session) ruling.Target { return ruling.Rule("one-trick") }),
	},
	Endings: []ruling.Ending{
		{ID: "supply-card", Outcome: ruling.Outcome{
			Title:   "The missing card is played now",
			Summary: "A player did not play to the trick, and it was noticed in time: that player now plays a card to it, a card they can legally play.",
			Automatic: []ruling.Effect{
				{Text: "The player who missed the trick plays a legal card to it now, following suit if they can", Laws: []law.Ref{law.L(67, "A1")}},
				{Text: "There is no trick transfer: that applies only when the missing card is found after both sides have played to the next trick", Laws: []law.Ref{law.L(67, "B1")}},
			},
			Notes: []string{
				"The card supplied is part of the trick like any other: the rule that a card placed later does not change who won the trick is only for a missed trick found late (Law 67B1). If the card supplied wins the trick, a lead already made to the next trick by another player was a lead out of turn (Laws 53 to 56), and cards played to it are dealt with as such. Adjust only for what those Laws leave unrepaired (Law 12A1).",
			},
			Laws: []law.Ref{law.L(67, "A1")},
		}},
		{ID: "too-many-early", Outcome: ruling.Outcome{
			Offence: "played too many cards to the trick",
			Title:   "Too many cards on the trick: put it right now",
			Summary: "A player put more than one card on the trick, and it was noticed in time. It is put right as a fifth card played to a trick, or as cards played together from one hand.",
			Automatic: []ruling.Effect{
				{Text: "If the player had already played to the trick, the extra card is a fifth card: a defender's becomes a penalty card, declarer's goes back to the hand, unless I find it was meant as a lead", Laws: []law.Ref{law.L(45, "E")}},
				{Text: "If the cards went down together, the card whose face showed is played; if more than one showed, the player says which one is played, and a defender's others become penalty cards", Laws: []law.Ref{law.L(58, "B")}},
			},
			FollowUps: []ruling.FollowUp{
				{When: "if the cards went down together", Watch: "rule which card is played and what becomes of the others", Flow: "simultaneous-plays", Law: law.L(58, "B")},
				{When: "if a defender's extra card becomes a penalty card", Watch: "apply the penalty card rules", Flow: "penalty-card", Law: law.L(50, "")},
			},
			Laws: []law.Ref{law.L(67, "A2"), law.L(45, "E"), law.L(58, "B")},
		}},
		{ID: "extras-restored", Outcome: ruling.Outcome{
			Offence: "played too many cards to a trick",
			Title:   "The extra card goes back into the hand",
			Summary: "A player played more than one card to a trick, found only after both sides had played to the next trick. The extra card goes back into their hand; the card they faced in playing to that trick stays.",
			Automatic: []ruling.Effect{
				{Text: "I look at the played cards; every extra card goes back into the hand, and the card faced in playing to the trick stays among the played cards. If it cannot be told which that was, the highest card that could legally have been played to the trick stays", Laws: []law.Ref{law.L(67, "B2")}},
				{Text: "This does not change who won that trick", Laws: []law.Ref{law.L(67, "B2")}},
			},
			FollowUps: []ruling.FollowUp{
				{When: "if a card taken back should have been played to a later trick", Watch: "the card was in the hand all along, so not playing it may be a revoke: rule the revoke",
					Flow: "revoke", Law: law.L(61, "A")},
			},
			Laws: []law.Ref{law.L(67, "B2")},
		}},
		{ID: "one-trick", Outcome: ruling.Outcome{
			Title: "One trick transferred at the end of play",
			Summary: "{offender} did not play to a trick, found only after both sides had played to the next one. {offender} now places a card " +
				"among their played cards for that trick and is treated as having revoked on it, which costs one trick.",
			Automatic: defectiveMissedEffects,
			Transfer:  &ruling.TrickTransfer{Tricks: 1, Law: law.L(64, "A2"), To: ruling.Party{Role: ruling.NonOffendingSide}},
			Notes:     defectiveNotes,
			Laws:      []law.Ref{law.L(67, "B1"), law.L(64, "A2")},
		}, Fill: func(s ruling.Session, o *ruling.Outcome) { fillDefectiveScore(s, o); defectiveExceptionNote(s, o) }},
		{ID: "exception-no-transfer", Outcome: ruling.Outcome{
			Title: "No trick transfer: the revoke exceptions apply",
			Summary: "{offender} did not play to a trick, found only after both sides had played to the next one. {offender} now places a card " +
				"among their played cards for that trick. As for a revoke in the same case, no trick is transferred; at the end of play " +
				"I check whether {other-side} lost by it, and adjust the score if so.",
			Automatic: defectiveMissedEffects,
			Transfer:  &ruling.TrickTransfer{Law: law.L(64, "B"), To: ruling.Party{Role: ruling.NonOffendingSide}},
			FollowUps: []ruling.FollowUp{
				{When: "at the end of play", Watch: "if the missed trick damaged {other-side}, adjust the score to what would likely have happened without it", Law: law.L(64, "C1")},
			},
			Notes: []string{"The Laws do not settle whether the exceptions of Law 64B apply to a defective trick (Law 67B1 names only Law 64A2); this ruling follows the reading that they do, as chosen for your regulating body, and the log keeps that answer."},
			Laws:  []law.Ref{law.L(67, "B1"), law.L(64, "B")},
		}, Fill: func(s ruling.Session, o *ruling.Outcome) {
			addAssignedScoreNote(s, o)
			ref := defectiveException(s)
			o.Transfer.Law = ref
			o.Laws = []law.Ref{law.L(67, "B1"), ref}
		}},
		{ID: "no-transfer", Outcome: ruling.Outcome{
			Title: "No trick to transfer",
			Summary: "{offender} did not play to a trick, found only after both sides had played to the next one. {offender} now places a card " +
				"among their played cards for that trick. Their side won neither that trick nor any later one, so there is no trick to take.",
			Automatic: defectiveMissedEffects,
			Transfer:  &ruling.TrickTransfer{Law: law.L(64, "A2"), To: ruling.Party{Role: ruling.NonOffendingSide}},
			Notes:     defectiveNotes,
			Laws:      []law.Ref{law.L(67, "B1"), law.L(64, "A2")},
		}, Fill: defectiveExceptionNote},
		{ID: "play-on", Outcome: ruling.Outcome{
			Title: "Defective trick: play on, one trick settled at the end",
			Summary: "{offender} did not play to a trick, found only after both sides had played to the next one. {offender} now places a card " +
				"among their played cards for that trick and is treated as having revoked on it. Play continues.",
			Interim:   true,
			Automatic: defectiveMissedEffects,
			Cases: []ruling.Case{
				{If: "{offending-side} wins the defective trick or any later trick", Then: "one trick goes to {other-side} at the end of play", Laws: []law.Ref{law.L(64, "A2")}},
				{If: "{offending-side} wins no trick from the defective trick on", Then: "no trick is transferred", Laws: []law.Ref{law.L(64, "A2")}},
			},
			FollowUps: []ruling.FollowUp{
				{When: "at the end of play", Watch: "check whether {offending-side} won the defective trick or a later one, then reopen this ruling to transfer the trick and rescore",
					Flow: "defective-trick", Law: law.L(64, "A2")},
			},
			Notes: defectiveNotes,
			Laws:  []law.Ref{law.L(67, "B1"), law.L(64, "A2")},
		}, Fill: defectiveExceptionNote},
	},
}

// defectiveMissedEffects are what happens at once when a missed trick is found late (Law 67B1).
var defectiveMissedEffects = []ruling.Effect{
	{Text: "{offender} shows a card face up and places it among their played cards for that trick: a card of the suit led if they have one, otherwise any card", Laws: []law.Ref{law.L(67, "B1")}},
	{Text: "The card placed does not change who won the trick", Laws: []law.Ref{law.L(67, "B1")}},
}

// defectiveNotes answer the trap of counting a missed trick like an ordinary revoke, and the
// older rule that spared a player who still held the suit led.
var defectiveNotes = []string{
	"This is not ruled as an ordinary revoke: the transfer is one trick under Law 64A2, never two, whoever won the defective trick and however many tricks the side won later.",
	"Earlier editions of the Laws gave no penalty when the player still held a card of the suit led. Under the 2017 Laws the player is treated as having revoked either way, with or without a card of the suit led (Law 67B1).",
	"If the one trick does not make up for the damage, Law 64C still lets you adjust the score.",
}

// defectiveException is the paragraph of Law 64B that removes the transfer for a revoke in the case
// the director named.
func defectiveException(s ruling.Session) law.Ref {
	switch {
	case s.Is("exception", "dummy"):
		return law.L(64, "B3")
	case s.Is("exception", "trick-12"):
		return law.L(64, "B6")
	case s.Is("exception", "later-board"):
		return law.L(64, "B4")
	}
	return law.L(64, "B5")
}

// defectiveExceptionNote records, on the transfer path after an exception case, the reading used.
func defectiveExceptionNote(s ruling.Session, o *ruling.Outcome) {
	if s.Is("reading", "transfer") {
		o.Notes = append(o.Notes, fmt.Sprintf("This case would be an exception for an ordinary revoke (%s); the ruling follows the reading that Law 67B1 sends only to Law 64A2, as chosen for your regulating body, and the log keeps that answer.",
			defectiveException(s)))
	}
}

// defectiveContract is the contract entered with the result, else the one in the table context.
func defectiveContract(s ruling.Session) bridge.Contract {
	if c, _ := s.Result("result"); c.Valid() {
		return c
	}
	return s.Context.Contract
}

// defectiveSeats seats the player who missed the trick, when given, and declarer and dummy from
// the contract.
func defectiveSeats(s ruling.Session) ruling.Seats {
	seats := ruling.Seats{}
	if off := s.Seat("who"); off.Valid() {
		seats[ruling.Offender], seats[ruling.OffendersPartner] = off, off.Partner()
		seats[ruling.OffendersLHO], seats[ruling.OffendersRHO] = off.LHO(), off.RHO()
	}
	if d := defectiveContract(s).Declarer; d.Valid() {
		seats[ruling.Declarer], seats[ruling.Dummy] = d, d.Partner()
	}
	return seats
}

// defectiveDeclarerSide reports whether the player who missed the trick is declarer or dummy.
func defectiveDeclarerSide(s ruling.Session, c bridge.Contract) bool {
	return s.Seat("who").Side() == c.Declarer.Side()
}

// checkDefectiveResult refuses a result that leaves the side at fault no trick to lose: the
// answers said it won the defective trick or a later one (Law 64A2).
func checkDefectiveResult(s ruling.Session, a ruling.Answer) error {
	switch {
	case defectiveDeclarerSide(s, a.Contract) && a.Tricks < 1:
		return fmt.Errorf("declarer's side won no trick, so no trick can be transferred from it (Law 64A2)")
	case !defectiveDeclarerSide(s, a.Contract) && a.Tricks > 12:
		return fmt.Errorf("the defenders won no trick, so no trick can be transferred from them (Law 64A2)")
	}
	return nil
}

// fillDefectiveScore adds the score before and after the one-trick transfer when the result was
// entered.
func fillDefectiveScore(s ruling.Session, o *ruling.Outcome) {
	c, taken := s.Result("result")
	if !c.Valid() || o.Transfer == nil {
		return
	}
	vul := declarerVulnerable(s, c)
	after := taken + 1
	if defectiveDeclarerSide(s, c) {
		after = taken - 1
	}
	before, err1 := c.Score(vul, taken)
	scored, err2 := c.Score(vul, after)
	if err1 != nil || err2 != nil {
		return // the result's Check keeps after within 0-13
	}
	t := o.Transfer
	t.Scored, t.Contract, t.Vulnerable = true, c, vul
	t.TricksTaken, t.TricksAfter, t.Before, t.After = taken, after, before, scored
}
