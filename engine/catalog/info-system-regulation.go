package catalog

import (
	"tableside/engine/bridge"
	"tableside/engine/law"
	"tableside/engine/ruling"
)

// SystemRegulationBreach rules on what a regulating body adds to the Laws about a partnership's
// methods (2017 Law 40): an agreement the event does not permit (40B2(a): the body may allow or
// disallow special partnership understandings), an agreement not disclosed or not on the card
// (40A1(b), 40C1; when it misled an opponent, the misinformation ruling), and a missing or
// incomplete convention card (40B2(a), the body may prescribe one), and a player looking at their
// own card during the auction or play (40B2(b)). A permitted method is
// substituted at once; a board already affected keeps its result when there was no damage, gets
// the likely result when it can be judged (Law 12A1, 12C1) and an artificial score by fault
// through the one rule (Law 12C2) when not. Each body's own rules are named with the ruling,
// confirmed or not.
//
// Three taps to the common ruling: a convention not permitted, which pair, found before it was
// used.
var SystemRegulationBreach = &ruling.Flow{
	ID:       "system-regulation-breach",
	Title:    "Convention card or system breach",
	Summary:  "A pair plays a convention the event does not allow, an agreement that is not on their card or was not disclosed, or has no convention card.",
	Category: ruling.Information,
	Phrases: []string{"convention not allowed", "illegal convention", "not permitted in this event", "not on the convention chart",
		"brown sticker", "no convention card", "no system card", "convention card missing", "their convention cards are different",
		"not on their card", "undisclosed agreement", "unregistered agreement", "psych agreement", "fielded a psyche",
		"they have an understanding", "system regulations", "blue book", "convention chart", "banned convention",
		"psychic control", "multi 2 diamonds not allowed", "forcing pass system", "not allowed at this level",
		"looked at their own convention card", "checked their system notes", "reading their own card"},
	Laws:    []law.Ref{law.L(40, "B2"), law.L(40, "A1"), law.L(40, "C1"), law.L(12, "A1"), law.L(90, "")},
	Offence: "use the agreement",
	Names: map[ruling.Role]string{ruling.OffendingSide: "the pair whose agreement it is",
		ruling.NonOffendingSide: "their opponents"},
	Seats:  systemSeats,
	Start:  "breach",
	Common: []ruling.Answer{ruling.Pick("not-permitted"), ruling.Pick("ns"), ruling.Pick("not-yet")},
	Steps: []ruling.Step{
		{ID: "breach", Question: ruling.Question{
			Prompt: "What is the problem?",
			Help: "The regulating body decides which agreements each event allows and what convention card a pair must " +
				"have (Law 40B2(a)). Every agreement, explicit or from experience, must be disclosed as the body says (Law 40A1(b)).",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "not-permitted", Label: "A convention not allowed in this event", Next: ruling.Ask("side")},
				{ID: "undisclosed", Label: "An agreement not on their card, or not disclosed",
					Help: "Including one partner knew of from experience (Law 40C1).", Next: ruling.Ask("side")},
				{ID: "no-card", Label: "No convention card, or the two cards differ", Next: ruling.Ask("side")},
				{ID: "own-card", Label: "A player looked at their own convention card or notes",
					Help: "During the auction or play (Law 40B2(b)).", Next: ruling.Ask("side")},
			},
		}},
		{ID: "side", Question: ruling.Question{
			Prompt: "Which pair?",
			Help:   "The pair whose methods are in question.",
			Kind:   ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "ns", Label: "North-South"},
				{ID: "ew", Label: "East-West"},
			},
		}, Route: func(s ruling.Session) ruling.Target {
			switch {
			case s.Is("breach", "not-permitted"):
				return ruling.Ask("used")
			case s.Is("breach", "undisclosed"):
				return ruling.Ask("misled")
			case s.Is("breach", "own-card"):
				return ruling.Ask("looked-when")
			}
			return ruling.Rule("no-card")
		}},
		{ID: "used", Question: ruling.Question{
			Prompt: "Has it been used on a board?",
			Help: "From now on the pair plays a permitted method. A board where the agreement was used keeps its result " +
				"unless it affected the outcome (Law 12A1, 12B1).",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "not-yet", Label: "Not yet: found before it came up", Next: ruling.Rule("stop-using")},
				{ID: "no-effect", Label: "Used, but it made no difference to the result", Next: ruling.Rule("used-no-effect")},
				{ID: "affected", Label: "Used, and it affected the result", Next: ruling.Ask("judge")},
			},
		}},
		{ID: "judge", Question: ruling.Question{
			Prompt: "Can you judge the likely result without it?",
			Help: "When you can, assign it (Law 12C1); weight several likely results if need be. When you cannot, the score " +
				"is artificial, by fault: the pair that used it directly at fault (Law 12C2).",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "yes", Label: "Yes: assign the likely result", Next: ruling.Rule("assign")},
				{ID: "no", Label: "No: an artificial score", Next: ruling.Ask("form")},
			},
		}},
		formStepFor("form", func(ruling.Session) ruling.Target { return ruling.Rule("artificial") }),
		{ID: "misled", Question: ruling.Question{
			Prompt: "Did an opponent act on a missing or wrong explanation?",
			Help: "Opponents are entitled to know the agreement (Law 40A1(b)). If they were misled, it is misinformation " +
				"(Law 40B4, Law 21B); if partner alone knew the meaning from experience, the score may be adjusted (Law 40C1).",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "not-yet", Label: "No: found before it mattered", Next: ruling.Rule("disclose-now")},
				{ID: "misled", Label: "Yes: an explanation or alert was missing or wrong", Next: ruling.Rule("misinformation")},
				{ID: "experience", Label: "Partner knew from experience what the opponents were not told",
					Help: "A repeated deviation or psych partner allowed for.", Next: ruling.Rule("concealed")},
			},
		}},
		{ID: "looked-when", Question: ruling.Question{
			Prompt: "When did they look?",
			Help: "A player may not look at their own system card from the start of the auction to the end of play, unless " +
				"the regulating body allows it; declarer's side alone may look after the final pass, before the opening lead " +
				"is faced (Law 40B2(b)).",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "auction-play", Label: "During the auction or the play", Next: ruling.Rule("own-card-consulted")},
				{ID: "clarification", Label: "After the final pass, before the opening lead is faced, and they are declarer's side",
					Next: ruling.Rule("own-card-allowed")},
			},
		}},
	},
	Endings: []ruling.Ending{
		{ID: "stop-using", Outcome: ruling.Outcome{
			Title:   "A permitted method from now on",
			Summary: "{offending-side} have an agreement that is not allowed in this event, so they may not use it.",
			Automatic: []ruling.Effect{
				{Text: "{offending-side}, please agree now on a permitted method to use instead, and tell your opponents what it is",
					Laws: []law.Ref{law.L(40, "B2(a)")}},
			},
			FollowUps: []ruling.FollowUp{{When: "if they use it again",
				Watch: "a procedural penalty, and an adjusted score if it affected the board", Flow: "procedural-penalty", Law: law.L(90, "A")}},
			Laws: []law.Ref{law.L(40, "B2(a)")},
		}, Fill: fillSystemBody},
		{ID: "used-no-effect", Outcome: ruling.Outcome{
			Title:   "The result stands; a permitted method from now on",
			Summary: "{offending-side} used an agreement that is not allowed in this event, but it made no difference, so the result stands.",
			Automatic: []ruling.Effect{
				{Text: "{offending-side}, please agree now on a permitted method to use instead, and tell your opponents what it is",
					Laws: []law.Ref{law.L(40, "B2(a)")}},
			},
			FollowUps: []ruling.FollowUp{{When: "now, or if they use it again",
				Watch: "a warning, then a procedural penalty", Flow: "procedural-penalty", Law: law.L(90, "A")}},
			Notes: []string{"There is nothing to adjust without damage (Law 12B1); the breach itself may still be warned or penalized (Law 90A)."},
			Laws:  []law.Ref{law.L(40, "B2(a)"), law.L(12, "B1")},
		}, Fill: fillSystemBody},
		{ID: "assign", Outcome: ruling.Outcome{
			Title:   "The likely result without the agreement",
			Summary: "{offending-side} used an agreement that is not allowed in this event, and it affected the result, so I will assign the result the board would most likely have had without it.",
			Adjustment: &ruling.Adjustment{
				Text: "I will replace the score on this board with the likely result had a permitted method been used, or a weighted mix of the likely results",
				Law:  law.L(12, "C1"),
			},
			Automatic: []ruling.Effect{
				{Text: "{offending-side}, from now on please use a permitted method instead", Laws: []law.Ref{law.L(40, "B2(a)")}},
			},
			FollowUps: []ruling.FollowUp{
				{When: "now, or before the scores are final", Watch: "enter the assigned or weighted result in the adjusted-score ruling",
					Flow: "adjusted-score", Law: law.L(12, "C1")},
				{When: "now, or if they use it again", Watch: "a procedural penalty may be added", Flow: "procedural-penalty", Law: law.L(90, "A")},
			},
			Notes: []string{"The Laws give no automatic rectification for a disallowed agreement, so the director adjusts for the side that was not at fault (Law 12A1)."},
			Laws:  []law.Ref{law.L(12, "A1"), law.L(12, "C1")},
		}, Fill: fillSystemBody},
		{ID: "artificial", Outcome: ruling.Outcome{
			Title:   "An artificial score: the pair that used it at fault",
			Summary: "{offending-side} used an agreement that is not allowed in this event, and the likely result without it cannot be judged, so each side receives an average by fault.",
			Adjustment: &ruling.Adjustment{
				Artificial: true,
				Law:        law.L(12, "C2"),
			},
			Automatic: []ruling.Effect{
				{Text: "{offending-side}, from now on please use a permitted method instead", Laws: []law.Ref{law.L(40, "B2(a)")}},
			},
			Notes: []string{"The pair that used the agreement is directly at fault, their opponents in no way (Law 12C2(a))."},
			Laws:  []law.Ref{law.L(12, "A1"), law.L(12, "C2")},
		}, Fill: fillSystemArtificial},
		{ID: "disclose-now", Outcome: ruling.Outcome{
			Title:   "Disclose it now",
			Summary: "{offending-side} have an agreement that their opponents have not been told about; it was found before it mattered.",
			Automatic: []ruling.Effect{
				{Text: "{offending-side}, please explain the agreement to your opponents now, and add it to your convention card",
					Laws: []law.Ref{law.L(40, "A1(b)")}},
			},
			FollowUps: []ruling.FollowUp{{When: "if it was not disclosed again",
				Watch: "a warning, then a procedural penalty", Flow: "procedural-penalty", Law: law.L(90, "A")}},
			Laws: []law.Ref{law.L(40, "A1(b)")},
		}, Fill: fillSystemBody},
		{ID: "misinformation", Outcome: ruling.Outcome{
			Title:   "Rule it as misinformation",
			Summary: "{other-side} acted without knowing an agreement of {offending-side}, so this is ruled as misinformation.",
			Automatic: []ruling.Effect{
				{Text: "{offending-side}, please add the agreement to your convention card and disclose it from now on", Laws: []law.Ref{law.L(40, "A1(b)")}},
			},
			FollowUps: []ruling.FollowUp{{When: "now",
				Watch: "open the misinformation ruling for this board: a changed call while there is time, an adjusted score if the opponents were damaged",
				Flow:  "misinformation", Law: law.L(40, "B4")}},
			Laws: []law.Ref{law.L(40, "B4"), law.L(21, "B")},
		}, Fill: fillSystemBody},
		{ID: "concealed", Outcome: ruling.Outcome{
			Title:   "An undisclosed understanding: adjust if it cost the opponents",
			Summary: "{offending-side} have an understanding from experience that their opponents had no way to know about.",
			Automatic: []ruling.Effect{
				{Text: "{offending-side}, an understanding you have built up by experience is part of your methods: please disclose it, and add it to your convention card",
					Laws: []law.Ref{law.L(40, "C1")}},
			},
			Cases: []ruling.Case{
				{If: "the understanding damaged {other-side}", Then: "I will adjust the score, and may add a procedural penalty", Laws: []law.Ref{law.L(40, "C1")}},
				{If: "it did not", Then: "the result stands", Laws: []law.Ref{law.L(12, "B1")}},
			},
			FollowUps: []ruling.FollowUp{{When: "once damage is judged",
				Watch: "work out the adjusted score in the adjusted-score ruling", Flow: "adjusted-score", Law: law.L(40, "C1")}},
			Notes: []string{"A single deviation partner had no more reason than the opponents to expect is allowed (Law 40C1); a repeated one is an agreement, and a body may restrict psychic calls and agreements about them (Law 40B2(a))."},
			Laws:  []law.Ref{law.L(40, "C1")},
		}, Fill: fillSystemBody},
		{ID: "own-card-consulted", Outcome: ruling.Outcome{
			Title:   "Their own card stays away until the end of play",
			Summary: "A player of {offending-side} looked at their own convention card during the auction or play, which is not allowed unless the regulating body allows it.",
			Automatic: []ruling.Effect{
				{Text: "{offending-side}, please keep your own convention card and notes out of sight until the end of play; you may look at your opponents' card at your turn",
					Laws: []law.Ref{law.L(40, "B2(b)")}},
			},
			Cases: []ruling.Case{
				{If: "what the card reminded them of damaged {other-side} on this board", Then: "I will adjust the score", Laws: []law.Ref{law.L(12, "A1")}},
				{If: "it made no difference", Then: "the result stands", Laws: []law.Ref{law.L(12, "B1")}},
			},
			FollowUps: []ruling.FollowUp{
				{When: "now, or if it happens again", Watch: "a warning, then a procedural penalty", Flow: "procedural-penalty", Law: law.L(90, "A")},
				{When: "once damage is judged", Watch: "work out the adjusted score in the adjusted-score ruling", Flow: "adjusted-score", Law: law.L(12, "A1")},
			},
			Notes: []string{
				"A player may have no aids to memory during the auction and play unless the regulating body allows them (Law 40C3(a)). In ACBL clubs the club acts as its own regulating authority for this (ACBL club directors' rulings FAQ, \"Use of memory aids\").",
			},
			Laws: []law.Ref{law.L(40, "B2(b)")},
		}, Fill: fillSystemBody},
		{ID: "own-card-allowed", Outcome: ruling.Outcome{
			Title:   "Allowed: declarer's side, before the opening lead is faced",
			Summary: "After the final pass and before the opening lead is faced, declarer and dummy may look at their own convention card, so there is nothing to rule.",
			Automatic: []ruling.Effect{
				{Text: "The opening lead is faced as normal, and from then on the card is put away until the end of play", Laws: []law.Ref{law.L(40, "B2(b)")}},
			},
			Notes: []string{"Only the declaring side may look in this period; a defender may not (Law 40B2(b))."},
			Laws:  []law.Ref{law.L(40, "B2(b)")},
		}},
		{ID: "no-card", Outcome: ruling.Outcome{
			Title:   "A convention card before the next round",
			Summary: "{offending-side} do not have the convention cards this event requires.",
			Automatic: []ruling.Effect{
				{Text: "{offending-side}, please fill in matching convention cards before the next round; until then, explain your agreements fully whenever you are asked",
					Laws: []law.Ref{law.L(40, "B2(a)")}},
			},
			FollowUps: []ruling.FollowUp{
				{When: "if an opponent was misled on this board", Watch: "open the misinformation ruling", Flow: "misinformation", Law: law.L(40, "B4")},
				{When: "if the cards are still missing", Watch: "a warning, then a procedural penalty", Flow: "procedural-penalty", Law: law.L(90, "A")},
			},
			Laws: []law.Ref{law.L(40, "B2(a)")},
		}, Fill: fillSystemBody},
	},
}

// systemSeats names the pair in question by one of its seats: the script speaks of the side
// ("North-South"), never of a single player.
func systemSeats(s ruling.Session) ruling.Seats {
	switch {
	case s.Is("side", "ns"):
		return ruling.Seats{ruling.Offender: bridge.North}
	case s.Is("side", "ew"):
		return ruling.Seats{ruling.Offender: bridge.East}
	}
	return ruling.Seats{}
}

// fillSystemArtificial gives the averages by fault through the one rule: the pair that used the
// disallowed agreement directly at fault, their opponents in no way (Law 12C2).
func fillSystemArtificial(s ruling.Session, o *ruling.Outcome) {
	ns, ew := sideFaults(namedSide(s))
	fillArtificialFor(s, o, s.Is("form", "teams"), ns, ew)
	fillSystemBody(s, o)
}

// fillSystemBody adds what the chosen regulating body says about its system regulations, with
// its source, or that it could not be confirmed.
func fillSystemBody(s ruling.Session, o *ruling.Outcome) {
	reg := regulationOf(s, o)
	o.Notes = append(o.Notes, systemRegulationNote(reg.Body))
}

// systemRegulationNote is where each body sets which agreements are allowed and what card a pair
// needs. Sources, checked with the search tool:
//   - EBU: its 2024 White Book changed the adjustment for an illegal agreement so that it is no
//     longer always 40% and 60% (EBU forum, discussion 1604, "2024 White Book", listing the
//     changes); the Blue Book is the EBU's system regulation.
//   - ABF: the ABF assigned its regulating powers to the state associations for events not its
//     own (abf.com.au, "Rules & Regulations", as already cited in engine/law/regulation.go).
//   - ACBL and WBF: their documents are named; what they say for a club was not confirmed.
func systemRegulationNote(b law.Body) string {
	switch b {
	case law.EBU:
		return "EBU: the Blue Book sets which agreements each level of event allows and the convention card a pair must have. " +
			"For an illegal agreement that affected a board the White Book used to give 40% and 60%; since its 2024 edition that is no longer automatic, so check the current White Book."
	case law.ABF:
		return "ABF: the ABF System Regulations set the system categories and the card a pair must have, but for events that are not the ABF's own " +
			"the state association is the regulating body: check its regulations. Their penalties could not be confirmed here."
	case law.WBF:
		return "WBF: the WBF Systems Policy sets which systems and conventions each WBF event allows and the system cards required. " +
			"Its rule for a club could not be confirmed here: a club follows its national body."
	}
	return "ACBL: the ACBL Convention Charts set which agreements each event allows; its rules on convention cards and on penalties " +
		"for a disallowed agreement could not be confirmed here, so check the ACBL's current regulations."
}
