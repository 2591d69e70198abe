package catalog

import (
	"strings"

	"tableside/engine/law"
	"tableside/engine/ruling"
)

// DummyRights is Laws 42 and 43: what dummy may and may not do, as a short reference, and what
// follows when dummy pointed out an irregularity during play, asked about a revoke, warned
// declarer, or suggested a play — turning on one fact the other rulings also ask: had dummy looked
// at a defender's cards (or otherwise broken the limits of Law 43A2)? The common call, dummy
// pointing out a defender's irregularity without having looked, takes two taps.
var DummyRights = &ruling.Flow{
	ID:       "dummy-rights",
	Title:    "Dummy's rights and limits",
	Summary:  "What dummy may and may not do, and what follows when dummy pointed out an irregularity, asked about a revoke, warned declarer or suggested a play.",
	Category: ruling.LeadsAndPlay,
	Phrases: []string{"dummy said you revoked", "dummy pointed out the revoke", "dummy called the director",
		"dummy looked at my hand", "dummy looked at my cards", "dummy warned declarer", "dummy said you're in your hand",
		"dummy asked no spades", "dummy suggested a card", "dummy touched a card", "what may dummy do", "dummy's rights"},
	Laws:    []law.Ref{law.L(42, ""), law.L(43, ""), law.L(45, "F"), law.L(9, "A")},
	Offence: "broke the limits on dummy",
	Seats:   dummySeats,
	Start:   "what",
	Common:  []ruling.Answer{ruling.Pick("defender-irregularity"), ruling.Pick("no")},
	Steps: []ruling.Step{
		{ID: "what", Question: ruling.Question{
			Prompt: "What is the question about dummy?",
			Kind:   ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "defender-irregularity", Label: "Dummy pointed out a defender's irregularity during play",
					Help: "For example \"you revoked\", or a lead by the wrong defender.", Next: ruling.Ask("looked")},
				{ID: "revoke-question", Label: "Dummy asked declarer about a revoke", Help: "\"No spades?\"", Next: ruling.Ask("looked")},
				{ID: "lead-warning", Label: "Dummy warned declarer about leading from the wrong hand", Next: ruling.Ask("looked")},
				{ID: "suggested", Label: "Dummy suggested a play, or touched a card unasked",
					Help: "Touching a card only to arrange dummy's cards is not a suggestion (Law 45F).", Next: ruling.Ask("damage")},
				{ID: "declarer-irregularity", Label: "Dummy pointed out declarer's irregularity after it happened",
					Help: "For example \"you're in dummy\" after declarer led from hand.", Next: ruling.Rule("declarer-irregularity")},
				{ID: "breach-only", Label: "Dummy looked at a defender's cards, swapped hands, or left their seat to watch declarer",
					Help: "Nothing else has happened yet.", Next: ruling.Rule("breach-only")},
				{ID: "dummy-called", Label: "Dummy called the director", Next: ruling.Ask("attention")},
				{ID: "reference", Label: "What may dummy do?", Help: "A reference, with no ruling.", Next: ruling.Rule("reference")},
			},
		}},
		{ID: "looked", Question: ruling.Question{
			Prompt: "Before that, had dummy broken one of these limits?",
			Help: "These are the limits of Law 43A2. A dummy who broke one of them loses the protection of Law 42B: what dummy then " +
				"says has the consequences of Law 43B2 and 43B3. A defender who showed dummy their cards broke Law 43A3, not dummy.",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "no", Label: "No"},
				{ID: "yes", Label: "Yes: dummy looked at a card in a defender's hand"},
				{ID: "swapped", Label: "Yes: dummy swapped hands with declarer"},
				{ID: "watched", Label: "Yes: dummy left their seat to watch declarer play"},
				{ID: "shown", Label: "No, but a defender showed dummy their cards", Help: "Dummy keeps their rights (Law 43A3)."},
			},
		}, Route: func(s ruling.Session) ruling.Target {
			looked := dummyBroke(s)
			switch {
			case s.Is("what", "revoke-question") && looked:
				return ruling.Ask("declarer-had-suit")
			case s.Is("what", "revoke-question"):
				return ruling.Rule("may-ask")
			case s.Is("what", "lead-warning") && looked:
				return ruling.Rule("defenders-choose-hand")
			case s.Is("what", "lead-warning"):
				return ruling.Rule("may-warn")
			case looked:
				return ruling.Ask("gained")
			}
			return ruling.Rule("rectify-normally")
		}},
		{ID: "declarer-had-suit", Question: ruling.Question{
			Prompt: "Did declarer in fact have a card of the suit led?",
			Help:   "Law 43B2(b) applies only if declarer's play was illegal.",
			Kind:   ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "yes", Label: "Yes: declarer revoked", Next: ruling.Rule("revoke-as-established")},
				{ID: "no", Label: "No: declarer had none", Next: ruling.Rule("no-revoke")},
			},
		}},
		{ID: "attention", Question: ruling.Question{
			Prompt: "Had another player already drawn attention to an irregularity?",
			Help:   "During play dummy may not call the director unless another player has first drawn attention to an irregularity (Law 43A1(a)).",
			Kind:   ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "yes", Label: "Yes", Next: ruling.Rule("may-call")},
				{ID: "no", Label: "No", Next: ruling.Rule("called-unasked")},
			},
		}},
		{ID: "gained", Question: ruling.Question{
			Prompt: "Is play over, and did the defenders gain from their irregularity?",
			Help:   "There is no rectification now; at the end of play only the defenders' score is adjusted, and only if they gained (Law 43B3).",
			Kind:   ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "play-on", Label: "Play isn't over yet", Next: ruling.Rule("no-rectification-now")},
				{ID: "gained", Label: "Play is over, and they gained", Next: ruling.Rule("defenders-adjusted")},
				{ID: "no-gain", Label: "Play is over, and they did not gain", Next: ruling.Rule("table-result-stands")},
			},
		}},
		{ID: "damage", Question: ruling.Question{
			Prompt: "Is play over, and did the play dummy suggested damage the defenders?",
			Help:   "Play continues; at the end of play the director adjusts if dummy suggested a play to declarer and the defenders were damaged by it (Law 45F).",
			Kind:   ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "play-on", Label: "Play isn't over yet", Next: ruling.Rule("suggested")},
				{ID: "damaged", Label: "Play is over, and it damaged them", Next: ruling.Rule("suggestion-adjusted")},
				{ID: "no-damage", Label: "Play is over, and it did not", Next: ruling.Rule("table-result-stands")},
			},
		}},
	},
	Endings: []ruling.Ending{
		{ID: "reference", Outcome: ruling.Outcome{
			Title:   "What dummy may and may not do",
			Summary: "Dummy plays dummy's cards as declarer says, and may help prevent irregularities, but takes no other part in the play.",
			Automatic: []ruling.Effect{
				{Text: "Dummy may give information about the facts or the Laws while the director is at the table", Laws: []law.Ref{law.L(42, "A1")}},
				{Text: "Dummy may keep count of the tricks won and lost", Laws: []law.Ref{law.L(42, "A2")}},
				{Text: "Dummy plays dummy's cards as declarer says, and makes sure dummy follows suit", Laws: []law.Ref{law.L(42, "A3")}},
				{Text: "Dummy may ask declarer, but not a defender, whether they have none of the suit led when declarer fails to follow suit", Laws: []law.Ref{law.L(42, "B1")}},
				{Text: "Dummy may try to stop an irregularity before it happens, such as declarer reaching for a card in the wrong hand", Laws: []law.Ref{law.L(42, "B2")}},
				{Text: "Dummy may point out an irregularity only once play of the hand has ended", Laws: []law.Ref{law.L(42, "B3")}},
				{Text: "During play, dummy may not call the director unless another player has drawn attention to an irregularity", Laws: []law.Ref{law.L(43, "A1(a)")}},
				{Text: "During play, dummy may not point out an irregularity", Laws: []law.Ref{law.L(43, "A1(b)")}},
				{Text: "Dummy may not take part in the play or tell declarer anything about it", Laws: []law.Ref{law.L(43, "A1(c)")}},
				{Text: "Dummy may not swap hands with declarer, leave their seat to watch declarer play, or look at a card in a defender's hand", Laws: []law.Ref{law.L(43, "A2")}},
				{Text: "A defender may not show dummy their hand", Laws: []law.Ref{law.L(43, "A3")}},
			},
			Notes: []string{
				"Dummy may be given a procedural penalty for breaking any of these limits (Law 43B1).",
				"After a claim, dummy may doubt it like any other player (Law 68D).",
			},
			Laws: []law.Ref{law.L(42, ""), law.L(43, "")},
		}},
		{ID: "rectify-normally", Outcome: ruling.Outcome{
			Title:   "The irregularity is ruled as usual",
			Summary: "{dummy} should not have pointed it out during play, but attention has now been drawn to it, so the defenders' irregularity is ruled in the usual way.",
			Automatic: []ruling.Effect{
				{Text: "The defenders' irregularity is rectified as the Laws provide: dummy speaking out of turn does not cancel it", Laws: []law.Ref{law.L(43, "A1(b)")}},
			},
			FollowUps: []ruling.FollowUp{
				{When: "now", Watch: "rule the irregularity itself; for a revoke, open the revoke ruling", Flow: "revoke", Law: law.L(43, "A1(b)")},
				dummyPenaltyFollowUp,
			},
			Notes: []string{
				"Only a dummy who had looked at a defender's cards, swapped hands or left the seat to watch loses the rectification (Law 43B3). A warning is usually enough for a first offence.",
			},
			Laws: []law.Ref{law.L(43, "A1(b)")},
		}, Fill: func(s ruling.Session, o *ruling.Outcome) {
			if s.Is("looked", "shown") {
				o.Notes = append(o.Notes, "A defender showed dummy their cards: that defender broke Law 43A3 and may be given a procedural penalty (Law 90); dummy keeps the rights of Law 42.")
			}
		}},
		{ID: "no-rectification-now", Outcome: ruling.Outcome{
			Title:   "No rectification now: play continues",
			Summary: "{dummy} had looked at a defender's cards (or swapped hands, or watched declarer play) and was then the first to point out the defenders' irregularity. There is no rectification now: play continues as though it had not happened.",
			Interim: true,
			Cases: []ruling.Case{
				{If: "the defenders gained from their irregularity", Then: "at the end of play I take that advantage away from their score only; declarer's side keeps the score made at the table", Laws: []law.Ref{law.L(43, "B3")}},
				{If: "they did not gain from it", Then: "the score made at the table stands", Laws: []law.Ref{law.L(43, "B3")}},
			},
			FollowUps: []ruling.FollowUp{
				{When: "at the end of play", Watch: "check whether the defenders gained from their irregularity; reopen this ruling to adjust their score only",
					Flow: "dummy-rights", Law: law.L(43, "B3")},
				dummyPenaltyFollowUp,
			},
			Notes: []string{
				"This holds whatever the irregularity: after a lead out of turn, declarer gets none of the usual options and there is no penalty card; after a revoke, no trick is transferred now.",
			},
			Laws: []law.Ref{law.L(43, "B3")},
		}, Fill: nameDummyBreach},
		{ID: "defenders-adjusted", Outcome: ruling.Outcome{
			Title:   "Only the defenders' score is adjusted",
			Summary: "{dummy} had looked at a defender's cards (or swapped hands, or watched declarer play) and was first to point out the defenders' irregularity, and the defenders gained from it. That advantage is taken away from their score only.",
			Adjustment: &ruling.Adjustment{
				Text: "I adjust the defenders' score to take away what they gained from their irregularity; declarer's side keeps the score made at the table",
				Law:  law.L(43, "B3"),
			},
			FollowUps: []ruling.FollowUp{dummyPenaltyFollowUp},
			Notes:     []string{"The two sides' scores need not balance: only the defenders' is changed."},
			Laws:      []law.Ref{law.L(43, "B3")},
		}, Fill: func(s ruling.Session, o *ruling.Outcome) { nameDummyBreach(s, o); addAssignedScoreNote(s, o) }},
		{ID: "table-result-stands", Outcome: ruling.Outcome{
			Title:   "The score made at the table stands",
			Summary: "Nobody gained from what happened, so the score made at the table stands.",
			Notes:   []string{"A procedural penalty for dummy is still possible (Law 43B1)."},
			Laws:    []law.Ref{law.L(43, "B3"), law.L(45, "F")},
		}, Fill: func(s ruling.Session, o *ruling.Outcome) {
			if s.Is("what", "suggested") {
				o.Summary = "The play dummy suggested did not damage the defenders, so the score made at the table stands."
				o.Laws = []law.Ref{law.L(45, "F")}
				return
			}
			o.Summary = "The defenders did not gain from their irregularity, so the score made at the table stands."
			o.Laws = []law.Ref{law.L(43, "B3")}
		}},
		{ID: "no-revoke", Outcome: ruling.Outcome{
			Title:     "Declarer had none of the suit: nothing to put right",
			Summary:   "{declarer} had no card of the suit led, so there was no revoke and the play stands.",
			FollowUps: []ruling.FollowUp{dummyPenaltyFollowUp},
			Laws:      []law.Ref{law.L(43, "B2(b)")},
		}},
		{ID: "declarer-irregularity", Outcome: ruling.Outcome{
			Title:   "Declarer's irregularity is ruled as usual",
			Summary: "{dummy} should not have pointed it out during play, but attention has now been drawn to it, so {declarer}'s irregularity is ruled in the usual way.",
			FollowUps: []ruling.FollowUp{
				{When: "now", Watch: "rule the irregularity itself; for a lead from the wrong hand, the defenders have the lead out of turn options", Flow: "lead-out-of-turn", Law: law.L(55, "")},
				dummyPenaltyFollowUp,
			},
			Notes: []string{"Dummy may try to stop an irregularity before it happens (Law 42B2); once it has happened, saying so is pointing it out, which dummy may not do during play (Law 43A1(b))."},
			Laws:  []law.Ref{law.L(43, "A1(b)")},
		}},
		{ID: "breach-only", Outcome: ruling.Outcome{
			Title:   "Dummy broke a limit: no rectification, but dummy loses some rights",
			Summary: "{dummy} may not look at a defender's cards, swap hands with declarer or leave their seat to watch declarer play. There is no rectification for that alone.",
			FollowUps: []ruling.FollowUp{
				dummyPenaltyFollowUp,
				{When: "if dummy later warns declarer about the lead, asks about a revoke, or is first to point out a defender's irregularity",
					Watch: "reopen this ruling: Law 43B2 and 43B3 then apply", Flow: "dummy-rights", Law: law.L(43, "B2")},
			},
			Laws: []law.Ref{law.L(43, "A2"), law.L(43, "B1")},
		}},
		{ID: "may-call", Outcome: ruling.Outcome{
			Title:   "Dummy may call the director",
			Summary: "Another player had already drawn attention to an irregularity, so {dummy} was entitled to call the director. I rule the irregularity itself.",
			Laws:    []law.Ref{law.L(43, "A1(a)"), law.L(9, "B1(b)")},
		}},
		{ID: "called-unasked", Outcome: ruling.Outcome{
			Title:   "Dummy should not have called the director",
			Summary: "During play {dummy} may not call the director unless another player has drawn attention to an irregularity. Attention has now been drawn to it, so I rule it in the usual way.",
			FollowUps: []ruling.FollowUp{
				{When: "now", Watch: "if it is a defender's irregularity and dummy had broken a limit of Law 43A2, reopen this ruling with \"pointed out a defender's irregularity\"", Flow: "dummy-rights", Law: law.L(43, "B3")},
				dummyPenaltyFollowUp,
			},
			Laws: []law.Ref{law.L(43, "A1(a)")},
		}},
		{ID: "may-ask", Outcome: ruling.Outcome{
			Title:   "Dummy may ask: the revoke is ruled as usual",
			Summary: "{dummy} may ask {declarer}, though not a defender, whether they have none of the suit led when declarer fails to follow suit. If declarer has revoked, the revoke is ruled in the usual way: corrected, with no trick transfer, if it is not yet established.",
			FollowUps: []ruling.FollowUp{
				{When: "now, if declarer has revoked", Watch: "rule the revoke", Flow: "revoke", Law: law.L(62, "A")},
			},
			Laws: []law.Ref{law.L(42, "B1"), law.L(62, "A")},
		}},
		{ID: "revoke-as-established", Outcome: ruling.Outcome{
			Title:   "The revoke costs tricks as if it were established",
			Summary: "{dummy} had looked at a defender's cards (or swapped hands, or watched declarer play) and was then the first to ask {declarer} about a revoke, and declarer did have a card of the suit led. Declarer must replace the card with a legal one, and the trick transfer applies as though the revoke had been established.",
			Automatic: []ruling.Effect{
				{Text: "{declarer} takes back the card and plays a legal one", Laws: []law.Ref{law.L(43, "B2(b)")}},
				{Text: "The defenders may take back any card they played after the revoke and play another", Laws: []law.Ref{law.L(62, "C1")}},
				{Text: "At the end of play, tricks are transferred as for an established revoke", Laws: []law.Ref{law.L(43, "B2(b)"), law.L(64, "A")}},
			},
			FollowUps: []ruling.FollowUp{
				{When: "at the end of play", Watch: "count the transfer as for an established revoke: open the revoke ruling and answer that it is established",
					Flow: "revoke", Law: law.L(64, "A")},
				dummyPenaltyFollowUp,
			},
			Notes: []string{"Judge who won the revoke trick with the substituted card: if declarer won it, two tricks can go (Law 64A1)."},
			Laws:  []law.Ref{law.L(43, "B2(b)"), law.L(64, "A")},
		}, Fill: nameDummyBreach},
		{ID: "may-warn", Outcome: ruling.Outcome{
			Title:   "Dummy may warn: no rectification",
			Summary: "Dummy may try to stop an irregularity before it happens, such as telling {declarer} the lead is in the other hand. There is no rectification.",
			Notes: []string{
				"Once declarer has actually led from the wrong hand it is too late: saying so then is pointing out an irregularity, which dummy may not do during play, and the defenders have their lead-out-of-turn options (Law 55).",
			},
			Laws: []law.Ref{law.L(42, "B2")},
		}},
		{ID: "defenders-choose-hand", Outcome: ruling.Outcome{
			Title:   "The defenders choose which hand declarer leads from",
			Summary: "{dummy} had looked at a defender's cards (or swapped hands, or watched declarer play) and then warned {declarer} not to lead from the wrong hand. Either defender may now choose the hand from which declarer leads.",
			Automatic: []ruling.Effect{
				{Text: "Either defender chooses whether declarer leads from their own hand or from dummy", Laws: []law.Ref{law.L(43, "B2(a)")}},
			},
			FollowUps: []ruling.FollowUp{dummyPenaltyFollowUp},
			Laws:      []law.Ref{law.L(43, "B2(a)")},
		}, Fill: nameDummyBreach},
		{ID: "suggested", Outcome: ruling.Outcome{
			Title:   "Dummy suggested a play: play on",
			Summary: "{dummy} touched or pointed at a card, other than to arrange dummy's cards, or suggested a play, without being asked. Play continues.",
			Interim: true,
			Cases: []ruling.Case{
				{If: "dummy suggested a play and the defenders were damaged by it", Then: "I adjust the score at the end of play", Laws: []law.Ref{law.L(45, "F")}},
				{If: "the defenders were not damaged", Then: "the score made at the table stands", Laws: []law.Ref{law.L(45, "F")}},
			},
			FollowUps: []ruling.FollowUp{
				{When: "at the end of play", Watch: "decide whether the suggested play damaged the defenders, and reopen this ruling", Flow: "dummy-rights", Law: law.L(45, "F")},
			},
			Notes: []string{"Dummy may not take part in the play (Law 43A1(c)); a procedural penalty is possible (Law 43B1)."},
			Laws:  []law.Ref{law.L(45, "F")},
		}},
		{ID: "suggestion-adjusted", Outcome: ruling.Outcome{
			Title:   "The score is adjusted for dummy's suggestion",
			Summary: "{dummy} suggested a play to {declarer}, and the defenders were damaged by it.",
			Adjustment: &ruling.Adjustment{
				Text: "I adjust the score to what would likely have happened without the suggested play",
				Law:  law.L(45, "F"),
			},
			FollowUps: []ruling.FollowUp{dummyPenaltyFollowUp},
			Laws:      []law.Ref{law.L(45, "F")},
		}, Fill: addAssignedScoreNote},
	},
}

// dummySeats seats declarer and dummy from the contract in the table context.
func dummySeats(s ruling.Session) ruling.Seats {
	d := s.Context.Contract.Declarer
	if !d.Valid() {
		return nil
	}
	return ruling.Seats{ruling.Declarer: d, ruling.Dummy: d.Partner()}
}

// dummyBroke reports whether dummy had broken a limit of Law 43A2 before speaking. A defender who
// showed dummy their cards broke Law 43A3, and dummy keeps their rights (finding P23).
func dummyBroke(s ruling.Session) bool {
	return s.Is("looked", "yes") || s.Is("looked", "swapped") || s.Is("looked", "watched")
}

// dummyBreach names, in the words read to the table, the limit dummy broke.
func dummyBreach(s ruling.Session) string {
	switch {
	case s.Is("looked", "swapped"):
		return "had swapped hands with declarer"
	case s.Is("looked", "watched"):
		return "had left their seat to watch declarer play"
	}
	return "had looked at a defender's cards"
}

// nameDummyBreach reads only the limit dummy broke, not the list of all three.
func nameDummyBreach(s ruling.Session, o *ruling.Outcome) {
	o.Summary = strings.Replace(o.Summary, "had looked at a defender's cards (or swapped hands, or watched declarer play)", dummyBreach(s), 1)
}

// dummyPenaltyFollowUp reminds the director of the procedural penalty open against dummy. It is
// the director's to weigh, not read to the table.
var dummyPenaltyFollowUp = ruling.FollowUp{When: "after the ruling", Watch: "consider a procedural penalty for dummy; a warning is usual for a first offence",
	Law: law.L(43, "B1")}
