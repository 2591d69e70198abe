package catalog

import (
	"fmt"
	"strings"

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
		"could hear them", "comparing scores", "touched my cards", "wrong pocket", "didn't count the cards",
		"ignored the director", "misconduct", "slow play"},
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
				{ID: "other", Label: "Another amount", Help: "The club's own scale.", Next: ruling.Ask("side")},
			},
		}},
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
			return ruling.Ask("scoring")
		}},
		{ID: "scoring", Question: ruling.Question{
			Prompt: "How is this event scored?",
			Help:   "The penalty is given in the event's own units: a share of a top at pairs, IMPs at teams, victory points in a match scored in VPs.",
			Kind:   ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "pairs", Label: "Pairs (matchpoints)"},
				{ID: "teams", Label: "Teams or IMP pairs (IMPs)"},
				{ID: "vps", Label: "Victory points", Help: "A Swiss or a round robin scored in VPs."},
			},
		}, Route: func(s ruling.Session) ruling.Target {
			other := s.Is("level", "other")
			switch {
			case s.Is("scoring", "pairs") && other:
				return ruling.Ask("amount")
			case s.Is("scoring", "pairs"):
				return ruling.Ask("top")
			case s.Is("scoring", "teams") && other:
				return ruling.Ask("amount-imps")
			case s.Is("scoring", "vps") && other:
				return ruling.Ask("amount-vps")
			}
			return ruling.Rule("penalty")
		}},
		{ID: "amount", Question: ruling.Question{
			Prompt: "How much, in percent of a top on the board?",
			Help:   "A fraction of a top: 10 for a tenth of a top, 50 for half a top.",
			Kind:   ruling.PercentKind,
			Min:    1, Max: 10000,
			Examples: []ruling.Answer{ruling.PercentAnswer(ruling.Percentage(10))},
		}, Route: func(ruling.Session) ruling.Target { return ruling.Ask("top") }},
		{ID: "top", Question: ruling.Question{
			Prompt: "The top on this board, in matchpoints",
			Help:   "As the traveller counts it, to give the penalty in matchpoints. Enter 0 if you do not know it: the penalty is then given as a share of a top.",
			Kind:   ruling.CountKind,
			Min:    0, Max: 999,
			Examples: []ruling.Answer{ruling.CountAnswer(10), ruling.CountAnswer(0)},
		}, Route: func(ruling.Session) ruling.Target { return ruling.Rule("penalty") }},
		{ID: "amount-imps", Question: ruling.Question{
			Prompt: "How many IMPs?",
			Kind:   ruling.CountKind,
			Min:    1, Max: 30,
			Examples: []ruling.Answer{ruling.CountAnswer(2)},
		}, Route: func(ruling.Session) ruling.Target { return ruling.Rule("penalty") }},
		{ID: "amount-vps", Question: ruling.Question{
			Prompt: "How many victory points?",
			Kind:   ruling.CountKind,
			Min:    1, Max: 20,
			Examples: []ruling.Answer{ruling.CountAnswer(1)},
		}, Route: func(ruling.Session) ruling.Target { return ruling.Rule("penalty") }},
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
				"A disciplinary decision under Law 91A is final: an appeals committee may not overrule it, though it may recommend that you change it (Law 93B3). So the script offers no review.",
			},
			Final: true,
			Laws:  []law.Ref{law.L(91, "A"), law.L(91, "B")},
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

// namedSide is the pair the director named at the step "side": the pair penalized, or the pair
// whose methods are in question (system-regulation-breach).
func namedSide(s ruling.Session) bridge.Side {
	if s.Is("side", "ew") {
		return bridge.EastWest
	}
	return bridge.NorthSouth
}

// penaltySize is the penalty chosen, in the event's units (a share of a top, IMPs or VPs), with
// how it was found.
func penaltySize(s ruling.Session, reg law.Regulation) (p ruling.ProceduralPenalty, how string) {
	std := ruling.ProceduralPenalty{Percent: ruling.Percentage(reg.PenaltyPercent)}
	unit := fmt.Sprintf("%s of a top", std.Percent)
	switch {
	case s.Is("scoring", "teams"):
		std = ruling.ProceduralPenalty{IMPs: float64(reg.PenaltyIMPs)}
		unit = ruling.IMPsText(std.IMPs)
	case s.Is("scoring", "vps"):
		std = ruling.ProceduralPenalty{VPs: reg.PenaltyVPs}
		unit = ruling.VPsText(std.VPs)
	}
	standard := fmt.Sprintf("the %s's standard, %s", reg.Body, unit)
	if !reg.PenaltyConfirmed {
		standard = fmt.Sprintf("a common standard, %s (the %s's own could not be confirmed)", unit, reg.Body)
	}
	switch {
	case s.Is("level", "half"):
		return ruling.ProceduralPenalty{Percent: std.Percent / 2, IMPs: std.IMPs / 2, VPs: std.VPs / 2}, "half of " + standard
	case s.Is("level", "double"):
		return ruling.ProceduralPenalty{Percent: 2 * std.Percent, IMPs: 2 * std.IMPs, VPs: 2 * std.VPs}, "twice " + standard
	case s.Is("level", "other"):
		a, _ := s.Get("amount")
		return ruling.ProceduralPenalty{Percent: a.Percent, IMPs: float64(s.Count("amount-imps")), VPs: float64(s.Count("amount-vps"))},
			"the amount entered"
	}
	return std, standard
}

// penaltyAmount reads a penalty's size as the table hears it: "25% of a top on this board
// (2.5 matchpoints of a top of 10)", "6 IMPs", "1 VP".
func penaltyAmount(p ruling.ProceduralPenalty) string {
	switch {
	case p.Percent != 0 && p.Top > 0:
		return fmt.Sprintf("%s of a top on this board, that is %s of the %d matchpoints", p.Percent, p.Matchpoints(), p.Top)
	case p.Percent != 0:
		return fmt.Sprintf("%s of a top on this board", p.Percent)
	case p.VPs != 0:
		return ruling.VPsText(p.VPs)
	}
	return ruling.IMPsText(p.IMPs)
}

func fillProceduralPenalty(s ruling.Session, o *ruling.Outcome) {
	reg := regulationOf(s, o)
	side := namedSide(s)
	off := offenceNames[answerOption(s, "offence")]
	o.Laws = append([]law.Ref{off.law}, o.Laws...)
	if s.Is("level", "warning") {
		o.Summary = fmt.Sprintf("%s, this is a warning for %s: no score is taken this time, but it is recorded.", side, off.words)
		recordWarning(o, reg, side, fmt.Sprintf("if %s do it again", side), law.L(90, "A"))
		return
	}
	amount := recordPenalty(s, o, reg, side)
	o.Title = penaltyTitle(amount)
	o.Summary = fmt.Sprintf("%s, for %s I am giving you a procedural penalty of %s.", side, off.words, amount)
}

// recordPenalty sizes the penalty chosen (penaltySize) against side and records it on the
// outcome with its working, noting when the body's standard is unconfirmed
// (law.Regulation.PenaltyConfirmed). It returns the amount as the table hears it. The
// procedural-penalty, conduct and late-arrival rulings all give their penalties through it.
func recordPenalty(s ruling.Session, o *ruling.Outcome, reg law.Regulation, side bridge.Side) (amount string) {
	p, how := penaltySize(s, reg)
	p.Side, p.Law = side, law.L(90, "A")
	if p.Percent != 0 {
		p.Top = s.Count("top")
	}
	o.Penalty = &p
	amount = penaltyAmount(p)
	o.Workings = append(o.Workings, ruling.Working{Label: "Procedural penalty, " + side.String(), Value: amount, How: how})
	if !reg.PenaltyConfirmed && !s.Is("level", "other") {
		o.Notes = append(o.Notes, fmt.Sprintf("The %s's own standard procedural penalty could not be confirmed from a source: the amount is a common standard. Check your regulations.", reg.Body))
	}
	return amount
}

// recordWarning records a warning against side (Law 90A), with the follow-up for a repeat,
// when, under Law l: the body's standard penalty (standardPenaltyWords).
func recordWarning(o *ruling.Outcome, reg law.Regulation, side bridge.Side, when string, l law.Ref) {
	o.Penalty = &ruling.ProceduralPenalty{Side: side, Warning: true, Law: law.L(90, "A")}
	o.FollowUps = append(o.FollowUps, ruling.FollowUp{When: when,
		Watch: "give a procedural penalty: " + standardPenaltyWords(reg), Flow: "procedural-penalty", Law: l})
}

// penaltyTitle is the title of an outcome that is a procedural penalty: "Procedural penalty: 25% of a top".
func penaltyTitle(amount string) string {
	return "Procedural penalty: " + strings.TrimSuffix(strings.SplitN(amount, ",", 2)[0], " on this board")
}

func fillMisconduct(s ruling.Session, o *ruling.Outcome) {
	side := namedSide(s)
	o.Summary = side.String() + ", this behaviour is not acceptable at the table. I am recording it, and it may lead to a disciplinary penalty or to your removal from the session."
}

// answerOption is the option chosen at a choice step, or "".
func answerOption(s ruling.Session, step string) string {
	a, _ := s.Get(step)
	return a.Option
}

// standardPenaltyWords names the body's standard procedural penalty in every form of scoring,
// and says so when the body's own figure could not be confirmed (law.Regulation.PenaltyConfirmed).
func standardPenaltyWords(reg law.Regulation) string {
	amounts := fmt.Sprintf("%d%% of a top at pairs, %s at teams, %s in a match scored in VPs",
		reg.PenaltyPercent, ruling.IMPsText(float64(reg.PenaltyIMPs)), ruling.VPsText(reg.PenaltyVPs))
	if reg.PenaltyConfirmed {
		return fmt.Sprintf("the %s's standard is %s", reg.Body, amounts)
	}
	return fmt.Sprintf("a common standard is %s; the %s's own standard could not be confirmed, so check its regulations", amounts, reg.Body)
}
