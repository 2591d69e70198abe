package catalog

import (
	"fmt"

	"tableside/engine/bridge"
	"tableside/engine/law"
	"tableside/engine/ruling"
)

// ProceduralPenaltyFlow records a warning or a procedural penalty against a pair (Laws 90, 91):
// what breach of procedure it was (Law 90B lists the usual ones), a warning first or a penalty,
// and how large, in the regulating body's standard (law.Regulation.PenaltyPercent and
// PenaltyIMPs), half or double it, or another amount the club uses. A procedural penalty comes
// on top of the score on the board (Law 90A); serious misconduct is Law 91.
//
// Three taps to the common ruling, a warning: what happened, a warning, which pair.
var ProceduralPenaltyFlow = &ruling.Flow{
	ID:       "procedural-penalty",
	Title:    "Procedural penalty",
	Summary:  "Warn a pair, or take a procedural penalty from its score, for a breach of procedure.",
	Category: ruling.Scores,
	Phrases: []string{"procedural penalty", "warning", "penalty points", "talking about a board", "discussing the hand",
		"could hear them", "comparing scores", "arrived late", "touched my cards", "wrong pocket", "didn't count the cards",
		"ignored the director", "misconduct", "rude", "zero tolerance", "slow play"},
	Laws:   []law.Ref{law.L(90, ""), law.L(91, "")},
	Start:  "offence",
	Common: []ruling.Answer{ruling.Pick("slow"), ruling.Pick("warning"), ruling.Pick("ns")},
	Steps: []ruling.Step{
		{ID: "offence", Question: ruling.Question{
			Prompt: "What happened?",
			Help: "The Laws list the usual breaches of procedure (Law 90B). A procedural penalty does not redress damage: " +
				"it is added to whatever the board scores (Law 90A). Rudeness or worse is misconduct (Law 91).",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "slow", Label: "Unduly slow play", Next: ruling.Ask("level")},
				{ID: "late", Label: "Arrived late", Next: ruling.Ask("level")},
				{ID: "overheard", Label: "Discussed a board where others could hear", Next: ruling.Ask("level")},
				{ID: "compared", Label: "Compared scores with another pair", Next: ruling.Ask("level")},
				{ID: "handled", Label: "Handled another player's cards", Next: ruling.Ask("level")},
				{ID: "pocket", Label: "Put cards in the wrong pocket", Next: ruling.Ask("level")},
				{ID: "procedure", Label: "An error that needs an adjusted score", Help: "Not counting the cards, playing the wrong board.", Next: ruling.Ask("level")},
				{ID: "instructions", Label: "Ignored the director's instructions", Next: ruling.Ask("level")},
				{ID: "conduct", Label: "Serious misconduct", Help: "Abuse, threats, cheating.", Next: ruling.Ask("side")},
			},
		}},
		{ID: "level", Question: ruling.Question{
			Prompt: "A warning, or a penalty?",
			Help: "A first breach is usually warned; a repeat, or a deliberate or serious one, is penalized. The regulating " +
				"body chosen in Settings sets the standard penalty, and the ruling shows its amount.",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "warning", Label: "A warning", Help: "Recorded, no score taken.", Next: ruling.Ask("side")},
				{ID: "standard", Label: "The standard penalty", Next: ruling.Ask("side")},
				{ID: "half", Label: "Half the standard", Help: "A minor breach.", Next: ruling.Ask("side")},
				{ID: "double", Label: "Double the standard", Help: "Repeated, or made worse.", Next: ruling.Ask("side")},
				{ID: "other", Label: "Another amount", Help: "The club's own scale.", Next: ruling.Ask("amount")},
			},
		}},
		{ID: "amount", Question: ruling.Question{
			Prompt: "How much, in percent of a top on the board?",
			Help:   "At pairs, a fraction of a top: 10 for a tenth of a top, 50 for half a top.",
			Kind:   ruling.PercentKind,
			Min:    1, Max: 10000,
			Examples: []ruling.Answer{ruling.PercentAnswer(ruling.Percentage(10))},
		}, Route: func(ruling.Session) ruling.Target { return ruling.Ask("side") }},
		{ID: "side", Question: ruling.Question{
			Prompt: "Against which pair?",
			Kind:   ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "ns", Label: "North-South"},
				{ID: "ew", Label: "East-West"},
			},
		}, Route: func(s ruling.Session) ruling.Target {
			switch {
			case s.Is("offence", "conduct"):
				return ruling.Rule("misconduct")
			case s.Is("level", "warning"):
				return ruling.Rule("warning")
			}
			return ruling.Rule("penalty")
		}},
	},
	Endings: []ruling.Ending{
		{ID: "warning", Outcome: ruling.Outcome{
			Title:   "A warning",
			Summary: "This is a warning: no score is taken this time.",
			Laws:    []law.Ref{law.L(90, "A")},
		}, Fill: fillProceduralPenalty},
		{ID: "penalty", Outcome: ruling.Outcome{
			Title:   "Procedural penalty",
			Summary: "A procedural penalty is taken from the score of the pair at fault, on top of the board's result.",
			Automatic: []ruling.Effect{
				{Text: "The result on the board stands for both pairs; the penalty is taken from the one pair only, and the other pair's score is not changed", Laws: []law.Ref{law.L(90, "A")}},
			},
			Notes: []string{"A procedural penalty is not an adjusted score: it does not redress damage and is never given to the other side (Law 90A). Damage from the breach is redressed separately (Law 12)."},
			Laws:  []law.Ref{law.L(90, "A")},
		}, Fill: fillProceduralPenalty},
		{ID: "misconduct", Outcome: ruling.Outcome{
			Title:   "Serious misconduct",
			Summary: "This behaviour is not acceptable at the table.",
			Notes: []string{
				"The director may give a disciplinary penalty or suspend a contestant for the session or any part of it (Law 91A); disqualification needs the tournament organizer's approval (Law 91B).",
				"Follow the club's and the regulating body's conduct policy, and write down what was said and done while it is fresh.",
			},
			Laws: []law.Ref{law.L(91, "A"), law.L(91, "B")},
		}, Fill: fillMisconduct},
	},
}

// offenceNames are the breaches of procedure as the table hears them, with their paragraph of
// Law 90B.
var offenceNames = map[string]struct {
	words string
	law   law.Ref
}{
	"slow":         {"unduly slow play", law.L(90, "B2")},
	"late":         {"arriving late", law.L(90, "B1")},
	"overheard":    {"discussing a board where other players could hear", law.L(90, "B3")},
	"compared":     {"comparing scores with another pair", law.L(90, "B4")},
	"handled":      {"handling another player's cards", law.L(90, "B5")},
	"pocket":       {"putting cards in the wrong pocket of the board", law.L(90, "B6")},
	"procedure":    {"an error of procedure that needs an adjusted score", law.L(90, "B7")},
	"instructions": {"not following the director's instructions", law.L(90, "B8")},
}

// penaltySide is the pair the director named.
func penaltySide(s ruling.Session) bridge.Side {
	if s.Is("side", "ew") {
		return bridge.EastWest
	}
	return bridge.NorthSouth
}

// penaltySize is the penalty chosen, in percent of a top and in IMPs, with how it was found.
// IMPs is 0 for an amount the director typed, which is given in percent of a top only.
func penaltySize(s ruling.Session, reg law.Regulation) (pct ruling.Percent, imps float64, how string) {
	std, stdIMPs := ruling.Percentage(reg.PenaltyPercent), float64(reg.PenaltyIMPs)
	standard := fmt.Sprintf("%s's standard, %s of a top or %s", reg.Body, std, ruling.IMPsText(stdIMPs))
	switch {
	case s.Is("level", "half"):
		return std / 2, stdIMPs / 2, "half of " + standard
	case s.Is("level", "double"):
		return 2 * std, 2 * stdIMPs, "twice " + standard
	case s.Is("level", "other"):
		a, _ := s.Get("amount")
		return a.Percent, 0, "the amount entered, in percent of a top"
	}
	return std, stdIMPs, standard
}

func fillProceduralPenalty(s ruling.Session, o *ruling.Outcome) {
	reg := regulationOf(s, o)
	side := penaltySide(s)
	off := offenceNames[answerOption(s, "offence")]
	o.Laws = append([]law.Ref{off.law}, o.Laws...)
	if s.Is("level", "warning") {
		o.Summary = fmt.Sprintf("%s, this is a warning for %s: no score is taken this time, but it is recorded.", side, off.words)
		o.Penalty = &ruling.ProceduralPenalty{Side: side, Warning: true, Law: law.L(90, "A")}
		pct, imps, _ := penaltySize(s.Upto(0), reg) // the standard, for the reminder
		o.FollowUps = append(o.FollowUps, ruling.FollowUp{
			When:  fmt.Sprintf("if %s do it again", side),
			Watch: fmt.Sprintf("give a procedural penalty: %s's standard is %s of a top (%s at teams)", reg.Body, pct, ruling.IMPsText(imps)),
			Flow:  "procedural-penalty", Law: law.L(90, "A"),
		})
		return
	}
	pct, imps, how := penaltySize(s, reg)
	o.Title = fmt.Sprintf("Procedural penalty: %s of a top", pct)
	o.Summary = fmt.Sprintf("%s, for %s I am giving you a procedural penalty of %s of a top on this board", side, off.words, pct)
	if imps != 0 {
		o.Summary += fmt.Sprintf(", or %s at teams", ruling.IMPsText(imps))
	}
	o.Summary += "."
	o.Penalty = &ruling.ProceduralPenalty{Side: side, Percent: pct, IMPs: imps, Law: law.L(90, "A")}
	value := pct.String() + " of a top"
	if imps != 0 {
		value += ", " + ruling.IMPsText(imps) + " at teams"
	}
	o.Workings = append(o.Workings, ruling.Working{Label: "Procedural penalty, " + side.String(), Value: value, How: how})
}

func fillMisconduct(s ruling.Session, o *ruling.Outcome) {
	side := penaltySide(s)
	o.Summary = side.String() + ", this behaviour is not acceptable at the table. I am recording it, and it may lead to a disciplinary penalty or to your removal from the session."
}

// answerOption is the option chosen at a choice step, or "".
func answerOption(s ruling.Session, step string) string {
	a, _ := s.Get(step)
	return a.Option
}
