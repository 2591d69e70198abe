package catalog

import (
	"fmt"
	"slices"

	"tableside/engine/bridge"
	"tableside/engine/law"
	"tableside/engine/ruling"
)

// Conduct rules a player's behaviour at the session (Laws 74, 90, 91): a phone that rings or
// is used, leaving the table needlessly (Law 74C8), discourtesy (Law 74A), each warned or given
// the regulating body's standard procedural penalty (Law 90A). No body's own standard for a
// phone could be confirmed, so the ruling uses the body's standard procedural penalty and says
// where that figure itself is unconfirmed (law.Regulation.PenaltyConfirmed). A device used
// during play may also have brought information from outside: the extraneous-information
// ruling follows. Serious misconduct is a disciplinary matter (Law 91A), final and never
// offered a review (Law 93B3).
//
// Three taps to the common ruling: a phone rang, whose, a warning.
var Conduct = &ruling.Flow{
	ID:       "conduct",
	Title:    "Conduct: phones, leaving the table, rudeness",
	Summary:  "A phone rang or was used, a player left the table, or a player was rude.",
	Category: ruling.Scores,
	Phrases: []string{"phone rang", "my phone rang", "their phone rang", "my phone went off", "mobile phone", "cell phone", "cellphone", "phone went off", "phone buzzed",
		"using a phone", "on the phone during play", "texting at the table", "smartwatch", "electronic device",
		"left the table", "walked away from the table", "went outside during the round", "rude", "rudeness", "shouting",
		"swearing", "swearing at partner", "abusive", "discourteous", "bad behaviour", "bad behavior", "zero tolerance",
		"threatened", "thrown out", "opponent was rude", "rude opponent", "rude to partner", "rude to the director",
		"shouted at partner", "gloating", "misconduct"},
	Laws:   []law.Ref{law.L(74, ""), law.L(90, "A"), law.L(91, "A")},
	Start:  "what",
	Common: []ruling.Answer{ruling.Pick("rang"), ruling.Pick("s"), ruling.Pick("warning")},
	Steps: []ruling.Step{
		{ID: "what", Question: ruling.Question{
			Prompt: "What happened?",
			Help: "Players should be courteous and avoid anything that annoys others or spoils their game (Law 74A). A breach " +
				"of procedure may be warned or penalized (Law 90A); abuse, threats or refusing the director is misconduct (Law 91A).",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "rang", Label: "A phone or watch rang or buzzed", Next: ruling.Ask("who")},
				{ID: "used", Label: "A player used a phone or other device", Help: "Read a message, looked something up, took a call.", Next: ruling.Ask("who")},
				{ID: "left", Label: "A player left the table needlessly", Help: "Before the round was called.", Next: ruling.Ask("who")},
				{ID: "rude", Label: "Rudeness or discourtesy", Help: "To partner, an opponent or the director.", Next: ruling.Ask("who")},
				{ID: "serious", Label: "Abuse, threats, or refusing the director", Next: ruling.Ask("who")},
			},
		}},
		{ID: "who", Question: ruling.Question{
			Prompt: "Which player?",
			Help:   "Any penalty is the pair's, but the words are said to the player.",
			Kind:   ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "n", Label: "North"},
				{ID: "e", Label: "East"},
				{ID: "s", Label: "South"},
				{ID: "w", Label: "West"},
			},
		}, Route: func(s ruling.Session) ruling.Target {
			if s.Is("what", "serious") {
				return ruling.Rule("discipline")
			}
			return ruling.Ask("level")
		}},
		{ID: "level", Question: ruling.Question{
			Prompt: "A warning, or a procedural penalty?",
			Help: "A first offence is usually warned. A repeat, or one after the players were told to switch phones off, is " +
				"penalized with the regulating body's standard penalty (Law 90A), unless your regulations set their own.",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "warning", Label: "A warning", Next: ruling.Rule("warning")},
				{ID: "standard", Label: "The standard procedural penalty", Next: ruling.Ask("scoring")},
			},
		}},
		{ID: "scoring", Question: ruling.Question{
			Prompt: "How is this event scored?",
			Help:   "The penalty is given in the event's own units: a share of a top at pairs, IMPs at teams, victory points in a match scored in VPs.",
			Kind:   ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "pairs", Label: "Pairs (matchpoints)", Next: ruling.Rule("penalty")},
				{ID: "teams", Label: "Teams or IMP pairs (IMPs)", Next: ruling.Rule("penalty")},
				{ID: "vps", Label: "Victory points", Next: ruling.Rule("penalty")},
			},
		}},
	},
	Endings: []ruling.Ending{
		{ID: "warning", Outcome: ruling.Outcome{
			Title:   "A warning",
			Summary: "This is a warning: no score is taken this time, but it is recorded.",
			Laws:    []law.Ref{law.L(90, "A")},
		}, Fill: fillConductWarning},
		{ID: "penalty", Outcome: ruling.Outcome{
			Title:   "Procedural penalty",
			Summary: "A procedural penalty is taken from the score of the pair at fault.",
			Automatic: []ruling.Effect{
				{Text: "The results at this table stand; the penalty is taken from the one pair only, and the other pair's score is not changed", Laws: []law.Ref{law.L(90, "A")}},
			},
			Notes: []string{"A procedural penalty does not redress damage and is never given to the other side (Law 90A)."},
			Laws:  []law.Ref{law.L(90, "A")},
		}, Fill: fillConductPenalty},
		{ID: "discipline", Outcome: ruling.Outcome{
			Title:   "Misconduct: a disciplinary matter",
			Summary: "This behaviour is not acceptable. I am recording it, and it may lead to a disciplinary penalty or to removal from the session.",
			Notes: []string{
				"You may give a disciplinary penalty in points, or suspend the player for the session or any part of it (Law 91A); disqualification needs the tournament organizer's approval (Law 91B).",
				"A disciplinary decision under Law 91A is final: a committee may not overrule it, only recommend that you change it (Law 93B3). So the script offers no review.",
				"Write down what was said and done, by whom and before whom, while it is fresh, and follow the club's and the regulating body's conduct policy.",
			},
			Final: true,
			Laws:  []law.Ref{law.L(91, "A"), law.L(74, "A1")},
		}, Fill: fillConductDiscipline},
	},
}

// conductBreaches are the kinds of conduct as the table hears them, with the Law that names
// them; a phone is not named by the Laws, so a ringing phone is the annoyance of Law 74A2.
var conductBreaches = map[string]struct {
	words string
	law   law.Ref
}{
	"rang":    {"a phone ringing at the table", law.L(74, "A2")},
	"used":    {"using a phone or other device during the session", law.L(90, "A")},
	"left":    {"leaving the table needlessly before the round was called", law.L(74, "C8")},
	"rude":    {"discourtesy at the table", law.L(74, "A1")},
	"serious": {"misconduct", law.L(91, "A")},
}

// conductSeat is the player the director named.
func conductSeat(s ruling.Session) bridge.Seat {
	return map[string]bridge.Seat{"n": bridge.North, "e": bridge.East, "s": bridge.South, "w": bridge.West}[answerOption(s, "who")]
}

// conductOf is what every conduct outcome needs: the body's regulation, the player named, and
// the breach, whose Law leads the citations. A phone or device adds the note that no body's own
// penalty for it could be confirmed, and a device the link to the extraneous-information ruling.
func conductOf(s ruling.Session, o *ruling.Outcome) (reg law.Regulation, seat bridge.Seat, words string) {
	reg = regulationOf(s, o)
	seat = conductSeat(s)
	breach := conductBreaches[answerOption(s, "what")]
	if !slices.Contains(o.Laws, breach.law) {
		o.Laws = append([]law.Ref{breach.law}, o.Laws...)
	}
	if s.Is("what", "rang") || s.Is("what", "used") {
		o.Notes = append(o.Notes, fmt.Sprintf("No standard penalty for a phone or device could be confirmed for the %s; many clubs and events set their own in their regulations, which then apply.", reg.Body))
	}
	if s.Is("what", "used") {
		o.FollowUps = append(o.FollowUps, ruling.FollowUp{
			When:  "if the device could have given information about a board",
			Watch: "rule on that board as information from outside the table",
			Flow:  "extraneous-information", Law: law.L(16, "D"),
		})
	}
	return reg, seat, breach.words
}

func fillConductWarning(s ruling.Session, o *ruling.Outcome) {
	reg, seat, words := conductOf(s, o)
	o.Summary = fmt.Sprintf("%s, this is a warning for %s: no score is taken this time, but it is recorded.", seat, words)
	recordWarning(o, reg, seat.Side(), fmt.Sprintf("if %s or %s do it again", seat, seat.Partner()), law.L(90, "A"))
}

// fillConductPenalty gives the body's standard procedural penalty in the event's units, through
// the procedural-penalty ruling's own sizing, saying so where the body's figure is unconfirmed.
func fillConductPenalty(s ruling.Session, o *ruling.Outcome) {
	reg, seat, words := conductOf(s, o)
	amount := recordPenalty(s, o, reg, seat.Side())
	o.Title = penaltyTitle(amount)
	o.Summary = fmt.Sprintf("%s, for %s I am giving your pair a procedural penalty of %s.", seat, words, amount)
}

func fillConductDiscipline(s ruling.Session, o *ruling.Outcome) {
	_, seat, _ := conductOf(s, o)
	o.Summary = fmt.Sprintf("%s, this behaviour is not acceptable at the table. I am recording it, and it may lead to a disciplinary penalty or to your removal from the session.", seat)
}
