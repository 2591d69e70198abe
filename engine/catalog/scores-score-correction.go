package catalog

import (
	"fmt"

	"tableside/engine/bridge"
	"tableside/engine/law"
	"tableside/engine/ruling"
)

// ScoreCorrection rules a score found wrong after the board (Law 79). A result agreed at the
// table but entered or scored wrongly is corrected until the correction period ends: by the
// Law, 30 minutes after the official scores are available, unless the organizer sets another
// time (Law 79C1); after that only where the organizer allows it and the director is sure
// beyond reasonable doubt (Law 79C2). A number of tricks disputed after agreement is ruled by
// the director: a claim or concession by the claim Laws (Law 79B1); otherwise the director
// decides the score (Law 79B2), but once the round has ended changes it for both sides only
// when clearly convinced of the table result, else lets it stand or lowers one side's score
// only (Law 79B3). The corrected score is shown for both sides when the result is entered.
//
// Three taps to the common ruling: a wrong entry, found within the period, the scorer corrects it.
var ScoreCorrection = &ruling.Flow{
	ID:       "score-correction",
	Title:    "Score correction",
	Summary:  "A score was entered wrongly, or the players now disagree on the tricks: what can still be changed, and the corrected score.",
	Category: ruling.Scores,
	Phrases: []string{"score correction", "wrong score", "score is wrong", "scored wrongly", "wrong score entered",
		"entered the wrong score", "score entered the wrong way round", "wrong direction", "scored in the wrong direction",
		"bridgemate wrong", "wrong contract on the traveller", "traveler error", "traveller mistake", "scoring error",
		"mistake in the results", "results are wrong", "correction period", "how long to correct a score",
		"disagree on tricks", "disagree about tricks", "dispute about the tricks", "trick count", "we made ten tricks not nine", "number of tricks disputed", "tricks wrong", "miscounted tricks",
		"score changed the next day", "our score is wrong", "can we still change our score", "the result in the results is wrong",
		"they wrote down the wrong score"},
	Laws:   []law.Ref{law.L(79, "A"), law.L(79, "B"), law.L(79, "C")},
	Start:  "what",
	Common: []ruling.Answer{ruling.Pick("entry"), ruling.Pick("within"), ruling.Pick("scorer")},
	Steps: []ruling.Step{
		{ID: "what", Question: ruling.Question{
			Prompt: "What is wrong with the score?",
			Help: "An error in writing down or working out an agreed score is corrected within the correction period (Law 79C). " +
				"A later disagreement over the number of tricks is for the director to rule (Law 79B).",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "entry", Label: "The agreed result was entered or scored wrongly",
					Help: "The wrong direction, contract, declarer or vulnerability, or a slip in the arithmetic.", Next: ruling.Ask("period")},
				{ID: "tricks", Label: "The players now disagree on the number of tricks", Next: ruling.Ask("claim")},
			},
		}},
		{ID: "period", Question: ruling.Question{
			Prompt: "Is the correction period still open?",
			Help: "By the Law it ends 30 minutes after the official scores are available for players to check, unless the " +
				"organizer sets a later time, or an earlier one where the event needs it (Law 79C1). Check the event's conditions.",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "within", Label: "Yes: within the correction period", Next: ruling.Ask("worked")},
				{ID: "after", Label: "No: it has ended", Next: ruling.Ask("beyond-doubt")},
			},
		}},
		{ID: "beyond-doubt", Question: ruling.Question{
			Prompt: "Is a late correction allowed, and is the record surely wrong?",
			Help:   "After the correction period a scoring error may be corrected only with the organizer's approval, and only when you are sure beyond reasonable doubt (Law 79C2).",
			Kind:   ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "yes", Label: "Yes to both", Next: ruling.Ask("worked")},
				{ID: "no", Label: "No, or not sure", Next: ruling.Rule("stands")},
			},
		}},
		{ID: "claim", Question: ruling.Question{
			Prompt: "Did the board end with a claim or concession?",
			Help:   "If so, the claim Laws decide it: a trick conceded that the side had won, or would likely have won, is restored within the correction period (Law 79B1, Law 69B, Law 71).",
			Kind:   ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "yes", Label: "Yes: a claim or concession", Next: ruling.Rule("claim")},
				{ID: "no", Label: "No: all the tricks were played", Next: ruling.Ask("called")},
			},
		}},
		{ID: "called", Question: ruling.Question{
			Prompt: "Were you called before the round ended?",
			Help:   "Before the round ends you rule the score to record (Law 79B2). After it, you change the score for both sides only when clearly convinced of the result at the table (Law 79B3).",
			Kind:   ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "yes", Label: "Yes: during the round", Next: ruling.Ask("worked")},
				{ID: "no", Label: "No: after the round", Next: ruling.Ask("convinced")},
			},
		}},
		{ID: "convinced", Question: ruling.Question{
			Prompt: "Are you clearly convinced of the result at the table?",
			Help:   "The played cards, the other players' records and the traveller may show it. If not, the recorded score stands, or one side's score is lowered without raising the other's (Law 79B3).",
			Kind:   ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "yes", Label: "Yes: I know what happened", Next: ruling.Ask("worked")},
				{ID: "no", Label: "No: I can't be sure", Next: ruling.Rule("one-side")},
			},
		}},
		{ID: "worked", Question: ruling.Question{
			Prompt: "Work out the corrected score now?",
			Help:   "Enter the correct result to see both sides' scores; or leave it to the scorer.",
			Kind:   ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "scorer", Label: "No: the scorer enters it"},
				{ID: "now", Label: "Yes: enter the correct result"},
			},
		}, Route: func(s ruling.Session) ruling.Target {
			if s.Is("worked", "now") {
				return ruling.Ask("result")
			}
			return correctionEnding(s)
		}},
		{ID: "result", Question: ruling.Question{
			Prompt: "The correct result",
			Help:   "The contract, declarer and tricks taken, as agreed at the table or as you rule it.",
			Kind:   ruling.ResultKind,
			Examples: []ruling.Answer{
				ruling.ResultAnswer(bridge.Contract{Level: 4, Strain: bridge.SpadesStrain, Declarer: bridge.South}, 10),
			},
		}, Route: afterResults(correctionEnding)},
		boardVulnerabilityStep(correctionEnding),
	},
	Endings: []ruling.Ending{
		{ID: "corrected", Outcome: ruling.Outcome{
			Title:   "Correct the score",
			Summary: "The result you agreed at the table was recorded or scored wrongly, and the correction period is still open, so the score is corrected for both pairs.",
			Automatic: []ruling.Effect{
				{Text: "The agreed result is entered correctly for both pairs, and the board is scored again", Laws: []law.Ref{law.L(79, "C1")}},
			},
			Notes: []string{
				"Only the recording or the arithmetic changes: the result agreed at the table stands (Law 79A1). Every other score on the board may move once it is rescored.",
				"The Law's period is 30 minutes after the official scores are available, unless the organizer sets another (Law 79C1).",
			},
			Laws: []law.Ref{law.L(79, "C1")},
		}, Fill: fillCorrectedScore},
		{ID: "corrected-late", Outcome: ruling.Outcome{
			Title:   "Correct the score after the correction period",
			Summary: "The correction period has ended, but the organizer allows it and the record is certainly wrong, so the score is corrected for both pairs.",
			Automatic: []ruling.Effect{
				{Text: "The agreed result is entered correctly for both pairs, and the results are published again", Laws: []law.Ref{law.L(79, "C2")}},
			},
			Notes: []string{"A late correction needs both the organizer's approval and your certainty beyond reasonable doubt (Law 79C2); rankings and awards may change, so tell everyone affected."},
			Laws:  []law.Ref{law.L(79, "C2")},
		}, Fill: fillCorrectedScore},
		{ID: "stands", Outcome: ruling.Outcome{
			Title:   "The recorded score stands",
			Summary: "The correction period has ended, so the score as recorded stands.",
			Automatic: []ruling.Effect{
				{Text: "The score as recorded stays in the results", Laws: []law.Ref{law.L(79, "C2")}},
			},
			Notes: []string{
				"After the correction period a scoring error is corrected only if the organizer allows late corrections and you are sure beyond reasonable doubt (Law 79C2). Tell the players the reason.",
				"A club that meets weekly may set its period to end at the start of the next week's session, as the ACBL's club-director page on cancelled concessions notes; check what your club has announced.",
			},
			Laws: []law.Ref{law.L(79, "C")},
		}},
		{ID: "claim", Outcome: ruling.Outcome{
			Title:   "A disputed claim or concession: rule it by the claim Laws",
			Summary: "The board ended with a claim or concession, so the number of tricks is decided the way a claim is.",
			Cases: []ruling.Case{
				{If: "a player agreed to lose a trick their side had in fact won, or would likely have won had play gone on",
					Then: "that trick is given back to their side, if this is raised within the correction period", Laws: []law.Ref{law.L(69, "B")}},
				{If: "a trick was conceded that could not have been lost by any normal play",
					Then: "the concession of that trick is cancelled, within the correction period", Laws: []law.Ref{law.L(71, "")}},
				{If: "neither is so", Then: "the agreed number of tricks stands", Laws: []law.Ref{law.L(69, "A")}},
			},
			FollowUps: []ruling.FollowUp{{When: "now", Watch: "rule the claim or concession as at the table", Flow: "claim", Law: law.L(79, "B1")}},
			Laws:      []law.Ref{law.L(79, "B1")},
		}},
		{ID: "ruled", Outcome: ruling.Outcome{
			Title:   "The director rules the number of tricks",
			Summary: "The round is still on, so I decide how many tricks were won, and that score is recorded for both pairs.",
			Automatic: []ruling.Effect{
				{Text: "The score I rule is recorded for both pairs", Laws: []law.Ref{law.L(79, "B2")}},
			},
			Notes: []string{"Played cards kept in order let you count the tricks (Law 65C); a player who mixed theirs up weakens their own case (Law 65D)."},
			Laws:  []law.Ref{law.L(79, "B2")},
		}, Fill: fillCorrectedScore},
		{ID: "changed", Outcome: ruling.Outcome{
			Title:   "Change the score for both pairs",
			Summary: "The round had ended, but I am clearly convinced of the result at the table, so the score is changed for both pairs.",
			Automatic: []ruling.Effect{
				{Text: "The score is changed for both pairs to the result obtained at the table", Laws: []law.Ref{law.L(79, "B3")}},
			},
			Notes: []string{"Only within the correction period (Law 79C)."},
			Laws:  []law.Ref{law.L(79, "B3")},
		}, Fill: fillCorrectedScore},
		{ID: "one-side", Outcome: ruling.Outcome{
			Title:   "The recorded score stands, or one side's score is lowered",
			Summary: "The round had ended and the result at the table cannot be established for certain, so the recorded score stands, or one pair's score is lowered without raising the other's.",
			Cases: []ruling.Case{
				{If: "nothing shows the recorded score is wrong", Then: "it stands for both pairs", Laws: []law.Ref{law.L(79, "B3")}},
				{If: "the evidence suggests one pair was credited with a trick it did not win",
					Then: "that pair's score is lowered, and the other pair's score is not raised", Laws: []law.Ref{law.L(79, "B3")}},
			},
			Notes: []string{"The two scores need not balance. A side that wanted more should have called the director before the round ended (Law 79B3)."},
			Laws:  []law.Ref{law.L(79, "B3")},
		}},
	},
}

// correctionEnding is the ending a correction path reaches once its score is known.
func correctionEnding(s ruling.Session) ruling.Target {
	switch {
	case s.Is("what", "entry") && s.Is("period", "within"):
		return ruling.Rule("corrected")
	case s.Is("what", "entry"):
		return ruling.Rule("corrected-late")
	case s.Is("called", "yes"):
		return ruling.Rule("ruled")
	}
	return ruling.Rule("changed")
}

// fillCorrectedScore shows the corrected score for both pairs when the director entered the
// result: North-South's score from the duplicate table (Law 77) and East-West's, its negative.
func fillCorrectedScore(s ruling.Session, o *ruling.Outcome) {
	if !s.Is("worked", "now") {
		o.FollowUps = append(o.FollowUps, ruling.FollowUp{When: "before the scores are published again",
			Watch: "check the scorer has entered the corrected result for both pairs", Law: law.L(79, "C1")})
		return
	}
	c, tricks := s.Result("result")
	w, text, err := correctedScore(c, tricks, boardVulnerability(s))
	if err != nil {
		o.Notes = append(o.Notes, "The score could not be worked out: "+err.Error())
		return
	}
	o.Workings = w
	o.Automatic = append(o.Automatic, ruling.Effect{Text: text, Laws: []law.Ref{law.L(77, "")}})
}

// correctedScore scores a result for both pairs: the workings and the sentence the table hears.
func correctedScore(c bridge.Contract, tricks int, vul bridge.Vulnerability) ([]ruling.Working, string, error) {
	if !vul.Valid() {
		return nil, "", fmt.Errorf("the vulnerability is not known")
	}
	ns, err := c.ScoreNS(vul, tricks)
	if err != nil {
		return nil, "", err
	}
	how := scoreHow(ruling.Weighted{Contract: c, Tricks: tricks, Weight: 100}, vul)
	w := []ruling.Working{
		{Label: "North-South: " + c.Result(tricks), Value: ruling.SignedScore(ns), How: how},
		{Label: "East-West: " + c.Result(tricks), Value: ruling.SignedScore(-ns), How: "the same score, from East-West's side"},
	}
	text := fmt.Sprintf("The corrected score is %s: North-South %s, East-West %s", c.Result(tricks), ruling.SignedScore(ns), ruling.SignedScore(-ns))
	return w, text, nil
}
