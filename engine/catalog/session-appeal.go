package catalog

import (
	"tableside/engine/bridge"
	"tableside/engine/law"
	"tableside/engine/ruling"
)

// Appeal rules a request to review a ruling at a club (Laws 92, 93, 83): what the ruling was
// about decides who reviews it. A disciplinary decision (Law 91A) is final, so it is never
// offered a review (Law 93B3). A pair appeals with both members agreeing, a team with its
// captain (Law 92D); the right runs out 30 minutes after the official scores are available
// unless the tournament organizer (at a club session, the club) sets another time (Law 92B).
// A point of Law or regulation is for the director in charge (Law 93B1); judgement and facts go
// to a committee where there is one (Law 93B2), and to the director in charge where there is
// none (Law 93A), with a further appeal only where the regulating body provides one (Law 93C1).
// Every path ends with the record to keep.
//
// Four taps to the common ruling: a judgement ruling, North-South agree, in time, no committee.
var Appeal = &ruling.Flow{
	ID:       "appeal",
	Title:    "Appeal against a ruling",
	Summary:  "A pair or team disagrees with a ruling and wants it reviewed.",
	Category: ruling.Scores,
	Phrases: []string{"appeal", "appeals committee", "I want to appeal", "disagree with the ruling", "review the ruling",
		"second opinion", "challenge the ruling", "protest", "complain about the ruling", "not happy with the ruling",
		"director got it wrong", "how long to appeal", "how long do I have to appeal", "time limit for appeal",
		"no appeals committee", "disagree with the director", "can we appeal", "can I appeal", "appeal a ruling", "ask for a review"},
	Laws:   []law.Ref{law.L(92, ""), law.L(93, ""), law.L(83, "")},
	Start:  "about",
	Common: []ruling.Answer{ruling.Pick("judgement"), ruling.Pick("ns"), ruling.Pick("in-time"), ruling.Pick("none")},
	Steps: []ruling.Step{
		{ID: "about", Question: ruling.Question{
			Prompt: "What was the ruling about?",
			Help: "A contestant may appeal any ruling made at their table (Law 92A), but who hears it depends on what it decided: " +
				"a point of Law or regulation is for the director in charge (Law 93B1); a disciplinary decision is final (Law 93B3).",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "judgement", Label: "Facts or judgement", Help: "An adjusted score, damage, what was said, a logical alternative.", Next: ruling.Ask("who")},
				{ID: "law", Label: "Only a point of Law or regulation", Help: "Which Law applies, or what it says.", Next: ruling.Ask("who")},
				{ID: "discipline", Label: "A disciplinary penalty or a removal", Help: "For conduct (Law 91).", Next: ruling.Ask("who")},
			},
		}},
		{ID: "who", Question: ruling.Question{
			Prompt: "Who is appealing?",
			Help: "At pairs both partners must agree to appeal; at teams the captain must agree; in an individual a player " +
				"appeals alone (Law 92D). All appeals go through the director (Law 92C).",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "ns", Label: "North-South, both agreeing", Help: "Or with their captain's agreement at teams."},
				{ID: "ew", Label: "East-West, both agreeing", Help: "Or with their captain's agreement at teams."},
				{ID: "alone", Label: "One player, and partner or captain does not agree"},
			},
		}, Route: func(s ruling.Session) ruling.Target {
			switch {
			case s.Is("about", "discipline"):
				return ruling.Rule("discipline-final") // final whoever asks (Law 93B3)
			case s.Is("who", "alone"):
				return ruling.Rule("not-agreed")
			}
			return ruling.Ask("time")
		}},
		{ID: "time", Question: ruling.Question{
			Prompt: "Is it within the time for appeals?",
			Help: "The right to ask for a review ends 30 minutes after the official scores are made available, unless the " +
				"organizer of the event (at a club session, the club) sets another time (Law 92B). Check the club's regulations.",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "in-time", Label: "Yes, in time", Help: "During the session, or before the time runs out."},
				{ID: "late", Label: "No, the time has run out"},
			},
		}, Route: func(s ruling.Session) ruling.Target {
			switch {
			case s.Is("time", "late"):
				return ruling.Rule("too-late")
			case s.Is("about", "law"):
				return ruling.Rule("law-point") // for the director in charge, committee or not (Law 93B1)
			}
			return ruling.Ask("committee")
		}},
		{ID: "committee", Question: ruling.Question{
			Prompt: "Can a committee hear it without holding up the event?",
			Help: "Where there is no committee, or one cannot sit without disturbing the event, the director in charge hears " +
				"the appeal, unless the regulating body has made another arrangement (Law 93A, Law 80B2(k)). A club may have a committee or a panel of experienced players; many have none.",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "none", Label: "No committee: I hear it myself", Help: "The usual case at a club."},
				{ID: "committee", Label: "Yes, a committee or panel is available"},
			},
		}, Route: func(s ruling.Session) ruling.Target {
			if s.Is("committee", "committee") {
				return ruling.Rule("committee")
			}
			return ruling.Rule("director-hears")
		}},
	},
	Endings: []ruling.Ending{
		{ID: "director-hears", Outcome: ruling.Outcome{
			Title:   "The director in charge hears the appeal",
			Summary: "There is no committee to hear this appeal, so I will review the ruling myself as the director in charge.",
			Automatic: []ruling.Effect{
				{Text: "I will hear what each side has to say, away from the other tables, and then confirm or change the ruling", Laws: []law.Ref{law.L(93, "A")}},
				{Text: "The ruling stands until the review is decided, and the scores are changed only if the ruling is", Laws: []law.Ref{law.L(93, "A")}},
			},
			Notes: []string{
				"Review it with a fresh mind: consult another experienced director or strong players who are not involved, on the bridge judgement, before you decide.",
				"A further appeal is possible only where the regulating body has set up a procedure for one (Law 93C1); tell the pair how, and keep the record for it. You may also refer the matter to the regulating body yourself (Law 93C2).",
				"If the club's regulations name another director or a panel to hear appeals, follow them.",
				"When you think one of your own rulings on facts or judgement could well be wrong, tell the players they may appeal (Law 83).",
				"An appeal found to have no merit may be penalized only where the regulations provide for it (Law 92A).",
			},
			Review: furtherAppeal,
			Laws:   []law.Ref{law.L(93, "A"), law.L(92, "A")},
		}, Fill: fillAppeal},
		{ID: "committee", Outcome: ruling.Outcome{
			Title:   "The appeal goes to a committee",
			Summary: "This appeal goes to a committee, which will hear both sides and may confirm or change the ruling.",
			Automatic: []ruling.Effect{
				{Text: "The ruling stands until the committee decides", Laws: []law.Ref{law.L(93, "B2")}},
			},
			Notes: []string{
				"You rule on any part of the appeal that is purely a point of Law or regulation (Law 93B1); the committee may use the director's powers on the rest, but may not overrule you on a point of Law or regulation, or on discipline, only recommend that you change it (Law 93B3).",
				"Give the committee the facts you found, your ruling and the Laws, and what you considered.",
				"A further appeal is possible only where the regulating body has set up a procedure for one (Law 93C1).",
				"An appeal found to have no merit may be penalized only where the regulations provide for it (Law 92A).",
			},
			Review: furtherAppeal,
			Laws:   []law.Ref{law.L(93, "B2"), law.L(93, "B3"), law.L(92, "A")},
		}, Fill: fillAppeal},
		{ID: "law-point", Outcome: ruling.Outcome{
			Title:   "A point of Law: the director in charge decides",
			Summary: "This appeal is about what the Laws or the regulations say, which is for the director in charge to decide.",
			Automatic: []ruling.Effect{
				{Text: "I will check the Law and the regulations, and then confirm or change the ruling", Laws: []law.Ref{law.L(93, "B1")}},
			},
			Notes: []string{
				"A committee may not overrule the director in charge on a point of Law or regulation; it may only recommend a change (Law 93B3). Where you gave the ruling and are also in charge, check the Law text itself or ask another director.",
				"A further appeal is possible only where the regulating body has set up a procedure for one (Law 93C1).",
			},
			Review: furtherAppeal,
			Laws:   []law.Ref{law.L(93, "B1"), law.L(93, "B3")},
		}, Fill: fillAppeal},
		{ID: "discipline-final", Outcome: ruling.Outcome{
			Title:   "A disciplinary decision is final",
			Summary: "A decision on discipline cannot be taken to a review: it stands.",
			Notes: []string{
				"The director's disciplinary decision under Law 91A is final: a committee may not overrule it, only recommend that you change it (Law 93B3). So no review is offered.",
				"Record what happened, what was said and the penalty; a complaint about conduct may still go to the club's or the regulating body's disciplinary process.",
			},
			Final: true,
			Laws:  []law.Ref{law.L(91, "A"), law.L(93, "B3")},
		}, Fill: fillAppeal},
		{ID: "not-agreed", Outcome: ruling.Outcome{
			Title:   "The appeal needs partner's or the captain's agreement",
			Summary: "An appeal is heard only when both players of the pair agree, or at teams the captain agrees. Talk to your partner or captain, and come back to me if you both want it reviewed.",
			Notes: []string{
				"In an individual event a player appeals without partner's agreement (Law 92D1).",
				"The time limit still runs (Law 92B).",
			},
			Review: "If you both agree, you may still appeal, through me, before the time for appeals runs out (Law 92B, Law 92C)",
			Laws:   []law.Ref{law.L(92, "D")},
		}},
		{ID: "too-late", Outcome: ruling.Outcome{
			Title:   "Too late to appeal",
			Summary: "The time for asking for a review of this ruling has run out: it ends 30 minutes after the official scores are made available, unless the club or the organizer of the event sets another time. So the ruling stands.",
			Notes: []string{
				"The right to ask for a ruling, or to appeal one, ends 30 minutes after the official scores are made available for inspection, unless the tournament organizer sets another time (Law 92B).",
				"Separately, a scoring error, or an error of your own found within the correction period, may still be corrected (Law 79C, Law 82C).",
			},
			Review: "If you believe a score was entered wrongly, that can still be corrected within the correction period (Law 79C)",
			Laws:   []law.Ref{law.L(92, "B")},
		}},
	},
}

// furtherAppeal closes an outcome about an appeal: what may follow the decision on it is the
// regulating body's own procedure, where it has one, not another review at the club (Law 93C1).
const furtherAppeal = "If you disagree with the decision on the appeal, it can go further only if the regulating body has its own procedure for a further appeal (Law 93C)"

// appealSide is the pair appealing, or NoSide when one player appealed alone.
func appealSide(s ruling.Session) bridge.Side {
	switch {
	case s.Is("who", "ns"):
		return bridge.NorthSouth
	case s.Is("who", "ew"):
		return bridge.EastWest
	}
	return bridge.NoSide
}

// fillAppeal speaks to the pair appealing and adds the record to keep, which a further appeal
// or the club's own review will need.
// Every summary it leads with a side starts with a word that is not "I", so lowering it reads.
func fillAppeal(s ruling.Session, o *ruling.Outcome) {
	if side := appealSide(s); side != bridge.NoSide {
		o.Summary = side.String() + ", " + lowerFirstLetter(o.Summary)
	}
	o.FollowUps = append(o.FollowUps, ruling.FollowUp{
		When:  "before the scores are final",
		Watch: "write down the board, the facts found, the ruling and its Laws, who appealed and when, what each side said, the decision and why; print the ruling with it",
		Law:   law.L(93, "A"),
	})
}
