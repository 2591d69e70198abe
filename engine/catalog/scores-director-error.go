package catalog

import (
	"tableside/engine/bridge"
	"tableside/engine/law"
	"tableside/engine/ruling"
)

// DirectorError rules the director's own wrong ruling (Law 82C). If the board can still be put
// right and scored normally, it is put right (Law 82A). If not, the score is adjusted with both
// sides treated as non-offending: each gets the likely result the correct ruling would have led
// to, with any doubt resolved in its own favour, so the two scores need not balance (Law 12C1);
// when no result can be judged, both sides get average plus through the one rule (Law 12C2),
// since neither was at fault.
//
// Three taps to the common ruling: too late to put right, no likely result, pairs.
var DirectorError = &ruling.Flow{
	ID:       "director-error",
	Title:    "The director's own error",
	Summary:  "The director gave a wrong ruling: put it right if the board can still be scored normally, otherwise adjust for both sides.",
	Category: ruling.Scores,
	Phrases: []string{"director's error", "directors error", "director error", "director made a mistake", "director got it wrong",
		"td error", "td got it wrong", "wrong ruling", "incorrect ruling", "misruling", "ruled wrongly", "the director was wrong",
		"gave us the wrong ruling", "tournament director mistake", "ruling was wrong", "the director changed the ruling", "average plus to both sides",
		"director misruled"},
	Laws:   []law.Ref{law.L(82, "C"), law.L(82, "A"), law.L(12, "A3"), law.L(12, "C2")},
	Start:  "normal",
	Common: []ruling.Answer{ruling.Pick("no"), ruling.Pick("no"), ruling.Pick("pairs")},
	Steps: []ruling.Step{
		{ID: "normal", Question: ruling.Question{
			Prompt: "Can the board still be put right and scored normally?",
			Help: "An adjusted score for your own error is only for a board no correction can save (Law 82C). If the auction " +
				"or play can go on from the correct ruling, put it right instead (Law 82A).",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "yes", Label: "Yes: correct the ruling and play on", Next: ruling.Rule("put-right")},
				{ID: "no", Label: "No: the board is spoilt", Help: "It was played on, or finished, under the wrong ruling.", Next: ruling.Ask("likely")},
			},
		}},
		{ID: "likely", Question: ruling.Question{
			Prompt: "Can you judge the likely outcome under the correct ruling?",
			Help: "When you can, assign it to each side, resolving any doubt in that side's favour, since neither side is at " +
				"fault (Law 82C, Law 12C1). Only when you cannot do both sides get an average.",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "yes", Label: "Yes: assign a score to each side", Next: ruling.Ask("ns-results")},
				{ID: "no", Label: "No: too many possibilities", Next: ruling.Ask("form")},
			},
		}},
		{ID: "ns-results", Question: ruling.Question{
			Prompt: "North-South's score: the likely results under the correct ruling",
			Help: "Each result North-South would likely have reached had you ruled correctly, with its weight; weigh any doubt " +
				"in North-South's favour (Law 82C, Law 12C1(c)). One result at 100% is a single result.",
			Kind:  ruling.WeightedKind,
			Check: checkWeightedAllowed,
			Examples: []ruling.Answer{
				ruling.WeightedAnswer(
					ruling.Weighted{Contract: bridge.Contract{Level: 4, Strain: bridge.SpadesStrain, Declarer: bridge.South}, Tricks: 10, Weight: 70},
					ruling.Weighted{Contract: bridge.Contract{Level: 4, Strain: bridge.SpadesStrain, Declarer: bridge.South}, Tricks: 9, Weight: 30}),
			},
		}, Route: func(ruling.Session) ruling.Target { return ruling.Ask("ew-results") }},
		{ID: "ew-results", Question: ruling.Question{
			Prompt: "East-West's score: the likely results under the correct ruling",
			Help:   "The same deal weighed from East-West's side: any doubt in East-West's favour. The two scores need not balance (Law 82C).",
			Kind:   ruling.WeightedKind,
			Check:  checkWeightedAllowed,
			Examples: []ruling.Answer{
				ruling.WeightedAnswer(
					ruling.Weighted{Contract: bridge.Contract{Level: 4, Strain: bridge.SpadesStrain, Declarer: bridge.South}, Tricks: 10, Weight: 50},
					ruling.Weighted{Contract: bridge.Contract{Level: 4, Strain: bridge.SpadesStrain, Declarer: bridge.South}, Tricks: 9, Weight: 50}),
			},
		}, Route: afterResults(directorErrorAssigned)},
		boardVulnerabilityStep(directorErrorAssigned),
		formStepFor("form", func(ruling.Session) ruling.Target { return ruling.Rule("averages") }),
	},
	Endings: []ruling.Ending{
		{ID: "put-right", Outcome: ruling.Outcome{
			Title:   "Correct the ruling and play on",
			Summary: "I gave you the wrong ruling. I am putting it right now, and the board goes on from the correct ruling.",
			Automatic: []ruling.Effect{
				{Text: "The correct ruling replaces the wrong one, and the auction or play goes on from there", Laws: []law.Ref{law.L(82, "A")}},
			},
			FollowUps: []ruling.FollowUp{{When: "now",
				Watch: "open the ruling that fits the original irregularity and give it correctly", Law: law.L(82, "B")}},
			Notes: []string{
				"An adjusted score under Law 82C is only for a board that no correction lets be scored normally.",
				"If what was done under the wrong ruling gave a side information it would not otherwise have, consider an adjusted score at the end of the board (Law 12A3).",
			},
			Laws: []law.Ref{law.L(82, "A"), law.L(82, "B")},
		}},
		{ID: "assigned", Outcome: ruling.Outcome{
			Title:   "An assigned score for each side, both treated as not at fault",
			Summary: "My ruling was wrong and the board cannot be put right, so I am giving each side the result it would likely have reached had I ruled correctly.",
			Adjustment: &ruling.Adjustment{
				Text: "I am replacing the score on this board: each side gets the result it would likely have reached under the correct ruling, with any doubt resolved in its favour, so the two scores may not balance",
				Law:  law.L(82, "C"),
			},
			FollowUps: []ruling.FollowUp{{When: "before the scores are final",
				Watch: "for the matchpoints or IMPs, enter the same two lists in the adjusted-score ruling (different for each side) with the traveller or the other table's score",
				Flow:  "adjusted-score", Law: law.L(12, "C1(c)")}},
			Notes: []string{
				"Both sides are treated as non-offending (Law 82C): neither is made to bear the doubt, so each side's weighting leans its own way and the scores need not balance.",
				"A weighted score is allowed (Law 12C1(c)), including only results that could have been reached legally.",
			},
			Laws: []law.Ref{law.L(82, "C"), law.L(12, "A3"), law.L(12, "C1(c)")},
		}, Fill: fillDirectorErrorAssigned},
		{ID: "averages", Outcome: ruling.Outcome{
			Title:   "No likely result: average plus to both sides",
			Summary: "My ruling was wrong, the board cannot be put right, and no result can be judged, so both sides receive average plus: neither was at fault.",
			Adjustment: &ruling.Adjustment{
				Artificial: true,
				Law:        law.L(12, "C2"),
			},
			Notes: []string{
				"Both sides are treated as non-offending (Law 82C), so both are in no way at fault (Law 12C2(a)); the two scores need not balance.",
				"In a knockout match, scores that do not balance are averaged so that one team gains what the other loses (Law 86).",
			},
			Laws: []law.Ref{law.L(82, "C"), law.L(12, "C2")},
		}, Fill: fillDirectorErrorAverages},
	},
}

func directorErrorAssigned(ruling.Session) ruling.Target { return ruling.Rule("assigned") }

func fillDirectorErrorAverages(s ruling.Session, o *ruling.Outcome) {
	fillArtificialFor(s, o, s.Is("form", "teams"), law.NotAtFault, law.NotAtFault)
}

// fillDirectorErrorAssigned scores each side's own likely results (Law 77, Law 12C1(c)): the two
// lists differ because each side is given the benefit of the doubt (Law 82C).
func fillDirectorErrorAssigned(s ruling.Session, o *ruling.Outcome) {
	reg := regulationOf(s, o)
	ns, _ := s.Get("ns-results")
	ew, _ := s.Get("ew-results")
	w, err := workAssigned(reg, boardVulnerability(s), ns.Results, ew.Results, true, comparison{})
	if err != nil {
		o.Notes = append(o.Notes, "The score could not be worked out: "+err.Error())
		return
	}
	o.Workings, o.Adjustment.Text = w.workings, w.text
}
