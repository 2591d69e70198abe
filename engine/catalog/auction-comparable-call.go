package catalog

import (
	"tableside/engine/bridge"
	"tableside/engine/law"
	"tableside/engine/ruling"
)

// Law 23 (comparable call) is asked inside the insufficient-bid and call-out-of-rotation
// rulings and on its own. The three tests and the parts of the outcomes they lead to are
// declared once here, so every flow words them the same way.

// comparableCallStep asks Law 23A's three tests. Any one test makes the call comparable, so
// each test is its own answer (the log then records which one the director relied on). The help
// carries the director course's worked example; what each call means goes in the log's notes.
func comparableCallStep(id, prompt string, yes, no ruling.Target) ruling.Step {
	return ruling.Step{ID: id, Question: ruling.Question{
		Prompt: prompt,
		Help: "Take the player away from the table and find out what the withdrawn call means in the " +
			"partnership's methods, then what the new call means. Judge against every meaning the withdrawn call " +
			"could have had, not just the one the player intended; an artificial call counts by the denominations " +
			"it shows, not the one it names (Law 29C for calls out of rotation). Any one test is enough (Law 23A). " +
			"Example from the director course: 1NT (2♦) 2♣, meant as Stayman by a player who missed the overcall; " +
			"if a 3♦ cue bid is Stayman for the pair, 3♦ asks the same question, so it has the same purpose (Law 23A3). " +
			"Write both meanings in the log's notes: they are the reason for the ruling.",
		Kind: ruling.ChoiceKind,
		Options: []ruling.Option{
			{ID: "similar-meaning", Label: "Same or similar meaning",
				Help: "It shows much the same hands as the withdrawn call (Law 23A1).", Next: yes},
			{ID: "subset", Label: "A subset of its meanings",
				Help: "Every hand it shows could also have made the withdrawn call (Law 23A2): after a call showing 5+ hearts " +
					"and 10-20 points, one showing 6 hearts and 16-20 qualifies; one that may hold only 4 hearts does not.", Next: yes},
			{ID: "same-purpose", Label: "The same purpose",
				Help: "It does the same job, such as asking the same question or acting as a relay (Law 23A3): " +
					"Stayman 2♣ over 2NT replaced by 3♣ Stayman.", Next: yes},
			{ID: "none", Label: "None of these",
				Help: "Not comparable.", Next: no},
		},
	}}
}

// comparableCallLogNote asks the director to record the reason for the comparable-call
// decision, which the flow's answers alone do not hold (finding CC-2).
const comparableCallLogNote = "In the log's notes, write what the withdrawn call meant in the partnership's methods, " +
	"what the new call means, and which test of Law 23A it passed or failed: that is the reason for the ruling."

// comparableCallInfo: after a comparable call Law 16C2 does not apply, so the offender's
// partner may use what the withdrawn call told them (Laws 23B, 27B1), from then on: a call
// partner made before the replacement (after a call out of rotation at partner's turn) was
// made while 16C2 applied. The Law number stays off the spoken line; the script cites it.
func comparableCallInfo(ref law.Ref) []ruling.InfoRule {
	return []ruling.InfoRule{{Who: ruling.Party{Role: ruling.OffendersPartner}, Authorized: true,
		What: "the information from the withdrawn call from now on", Law: ref}}
}

// comparableCallDamage is the end-of-play check that follows a free replacement: Law 23C
// after a call out of rotation, Law 27D after an insufficient bid.
func comparableCallDamage(ref law.Ref) (*ruling.Adjustment, ruling.FollowUp) {
	return &ruling.Adjustment{Law: ref, Text: "If at the end of play I find that the withdrawn call helped {offending-side}, " +
			"so that without it the result could well have been different and {other-side} were damaged, I will award an " +
			"assigned adjusted score"},
		ruling.FollowUp{When: "at the end of play", Law: ref, Flow: "adjusted-score",
			Watch: "check whether the withdrawn call helped {offending-side} and damaged {other-side}; if so, assign an adjusted score (Law 12C1(b))"}
}

// withdrawnCallLead is Law 26B, which applies whenever the withdrawn call was not replaced
// by a comparable call.
var withdrawnCallLead = ruling.LeadRestriction{
	On:    ruling.Party{Role: ruling.OffendersPartner},
	Rule:  ruling.MayProhibit,
	Which: "any one suit that {offender} did not specify in the legal auction",
	When:  "if {offender} becomes a defender, when {partner} first has the lead (which may be the opening lead)",
	Lasts: "and the ban lasts for as long as {partner} keeps the lead",
	Law:   law.L(26, "B"),
}

var withdrawnCallLeadFollowUp = ruling.FollowUp{
	When:  "if {offender} becomes a defender, when {partner} first has the lead",
	Watch: "offer declarer the right to forbid the lead of one suit that {offender} did not specify in the legal auction",
	Flow:  "withdrawn-call-leads", Law: law.L(26, "B"),
}

// withdrawnCallInfo is Law 16C when no comparable call saved the offenders: the information is
// unauthorized to the offending side (16C2) and authorized to the other side (16C1).
var withdrawnCallInfo = []ruling.InfoRule{
	{Who: ruling.Party{Role: ruling.OffendersPartner}, Authorized: false, What: "the information from the withdrawn call", Law: law.L(16, "C2")},
	otherSideMayUse,
}

// withdrawnCallUICheck is the end-of-play check while what the withdrawn or cancelled call told
// partner stays unauthorized (Law 16C2).
func withdrawnCallUICheck(what string) ruling.FollowUp {
	return ruling.FollowUp{When: "at the end of play", Law: law.L(16, "C2"),
		Watch: "if {partner} made a call, lead or play that " + what + " could have suggested, and {other-side} lost out, adjust the score"}
}

// otherSideMayUse is Law 16C1 alone: the non-offending side may always use a withdrawn call.
var otherSideMayUse = ruling.InfoRule{Who: ruling.Party{Role: ruling.NonOffendingSide}, Authorized: true,
	What: "the information from the withdrawn call", Law: law.L(16, "C1")}

// enforcedPassDamage is Law 72C: the offender could have known the irregularity might help.
var enforcedPassDamage = ruling.FollowUp{
	When:  "at the end of play",
	Watch: "if {offender} could have known that the irregularity might well damage {other-side}, and {offending-side} gained from it, adjust the score",
	Flow:  "adjusted-score", Law: law.L(72, "C"),
}

const comparableCallLeadNote = "Declarer may only forbid one suit (Law 26B). Older ACBL Duplicate Decisions let declarer " +
	"require or forbid each suit named by the withdrawn call; that is not the 2017 rule."

// After a call out of rotation (Laws 30B1(b), 31A2, 31B, 32A2, 32B) the two results of the test.

func comparableAfterRotation() ruling.Outcome {
	adj, check := comparableCallDamage(law.L(23, "C"))
	return ruling.Outcome{
		Title:       "Comparable call: no further rectification",
		Summary:     "The new call by {offender} is comparable with the cancelled call, so the auction and play go on normally.",
		Automatic:   []ruling.Effect{{Text: "There is no obligation to pass, and there will be no lead restrictions", Laws: []law.Ref{law.L(23, "B"), law.L(26, "A")}}},
		Information: comparableCallInfo(law.L(23, "B")),
		Adjustment:  adj,
		FollowUps:   []ruling.FollowUp{check},
		Notes: []string{"Under the 2017 Laws a comparable call ends the matter (Law 23B). Older ACBL Duplicate Decisions made partner pass " +
			"for the rest of the auction after a bid out of rotation; that rule is gone.", comparableCallLogNote},
		Laws: []law.Ref{law.L(23, "A"), law.L(23, "B")},
	}
}

// notComparableAfterRotation takes the Law that makes partner pass: 30B1(b)(ii) for a pass,
// 31A2(b) for a bid, 32A2(b) for a double or redouble.
func notComparableAfterRotation(pass law.Ref) ruling.Outcome {
	return ruling.Outcome{
		Title:            "Not comparable: {partner} passes once",
		Summary:          "The new call by {offender} is not comparable with the cancelled call.",
		MustPass:         []ruling.MustPass{{Who: ruling.Party{Role: ruling.OffendersPartner}, Length: ruling.NextTurn, Law: pass}},
		LeadRestrictions: []ruling.LeadRestriction{withdrawnCallLead},
		Information:      withdrawnCallInfo,
		FollowUps:        []ruling.FollowUp{withdrawnCallLeadFollowUp, enforcedPassDamage},
		Notes: []string{
			"Partner passes once only, at their next turn (2017 Laws 30B1(b)(ii), 31A2(b), 32A2(b)). Older ACBL Duplicate Decisions " +
				"barred partner for the rest of the auction; a club's rules column even said the offender's opponent must pass. Both are wrong under the 2017 Laws.",
			comparableCallLeadNote,
			comparableCallLogNote,
		},
		Laws: []law.Ref{law.L(23, "A"), law.L(26, "B")},
	}
}

// After an insufficient bid (Law 27B1(b), 27B2) the two results of the test.

func comparableAfterInsufficient() ruling.Outcome {
	adj, check := comparableCallDamage(law.L(27, "D"))
	return ruling.Outcome{
		Title:       "Comparable call: no further rectification",
		Summary:     "The insufficient bid is replaced by a comparable call, so the auction goes on normally.",
		Automatic:   []ruling.Effect{{Text: "There is no obligation to pass, and there will be no lead restrictions", Laws: []law.Ref{law.L(27, "B1(b)")}}},
		Information: comparableCallInfo(law.L(27, "B1(b)")),
		Adjustment:  adj,
		FollowUps:   []ruling.FollowUp{check},
		Notes: []string{"Under the 2017 Laws any comparable call replaces an insufficient bid free of rectification (Law 27B1(b)), " +
			"even a double or redouble. Older ACBL Duplicate Decisions offered no such route and forbade any double.", comparableCallLogNote},
		Laws: []law.Ref{law.L(27, "B1(b)"), law.L(23, "A")},
	}
}

func barredAfterInsufficient() ruling.Outcome {
	return ruling.Outcome{
		Title:            "{partner} must pass for the rest of the auction",
		Summary:          "The insufficient bid is replaced by a call that is neither the lowest bid showing the same suit(s) nor a comparable call.",
		MustPass:         []ruling.MustPass{{Who: ruling.Party{Role: ruling.OffendersPartner}, Length: ruling.RestOfAuction, Law: law.L(27, "B2")}},
		LeadRestrictions: []ruling.LeadRestriction{withdrawnCallLead},
		Information:      withdrawnCallInfo,
		FollowUps:        []ruling.FollowUp{withdrawnCallLeadFollowUp, enforcedPassDamage},
		Notes: []string{
			"After an insufficient bid partner is barred for the whole auction (Law 27B2); after a call out of rotation it is once only. Do not mix the two.",
			comparableCallLeadNote,
			comparableCallLogNote,
		},
		Laws: []law.Ref{law.L(27, "B2")},
	}
}

// ComparableCall is Law 23 on its own, for when the director is called back to judge a
// replacement, or follows the reminder left by an interim ruling. The first answer says which
// call was withdrawn, so the outcome cites the paragraph of Law 27, 30, 31 or 32 that fits.
var ComparableCall = &ruling.Flow{
	ID:       "comparable-call",
	Title:    "Comparable call",
	Summary:  "Is the call that replaces a withdrawn call comparable? The three tests and what follows.",
	Category: ruling.Auction,
	Phrases: []string{"comparable call", "is that comparable", "same meaning as the withdrawn call",
		"replacement call", "can they bid that instead"},
	Laws:    []law.Ref{law.L(23, ""), law.L(27, "B"), law.L(30, "B"), law.L(31, "A"), law.L(32, "A"), law.L(26, "")},
	Offence: "made the withdrawn call",
	Seats:   seatsFromOffenderStep,
	Start:   offenderSeatStepID,
	Common:  []ruling.Answer{ruling.SeatAnswer(bridge.East), ruling.Pick("insufficient"), ruling.Pick("similar-meaning")},
	Steps: []ruling.Step{
		offenderSeatStep("Who made the withdrawn call?", "after"),
		{ID: "after", Question: ruling.Question{
			Prompt: "Which call was withdrawn?",
			Help: "What follows a call that is not comparable depends on the irregularity: partner passes for the rest of the " +
				"auction after an insufficient bid (Law 27B2), once after a call out of rotation (Laws 30B1(b)(ii), 31A2(b), 32A2(b)).",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "insufficient", Label: "An insufficient bid", Next: ruling.Ask("test-insufficient")},
				{ID: "out-of-rotation", Label: "A bid out of rotation", Help: "Or an artificial pass (Law 30C).", Next: ruling.Ask("test-rotation")},
				{ID: "pass-out-of-rotation", Label: "A pass out of rotation", Help: "At partner's turn, or LHO's as dealer (Law 30B1).", Next: ruling.Ask("test-rotation")},
				{ID: "double-out-of-rotation", Label: "A double or redouble out of rotation", Next: ruling.Ask("test-rotation")},
				{ID: "change-of-mind", Label: "A call changed by a change of mind",
					Help: "The call that stands against the one withdrawn or cancelled under Law 25B.", Next: ruling.Ask("test-other")},
				{ID: "inadmissible-double", Label: "A double or redouble that was not allowed",
					Help: "Cancelled and replaced under Law 36B; partner passes for the rest of the auction either way.", Next: ruling.Ask("test-other")},
			}}},
		comparableCallStep("test-rotation", "Is the new call comparable with the call out of rotation?",
			ruling.Rule("comparable-rotation"), ruling.Rule("not-comparable-rotation")),
		comparableCallStep("test-insufficient", "Is the replacement comparable with the insufficient bid?",
			ruling.Rule("comparable-insufficient"), ruling.Rule("not-comparable-insufficient")),
		comparableCallStep("test-other", "Is the call that stands comparable with the one withdrawn?",
			ruling.Rule("comparable-other"), ruling.Rule("not-comparable-other")),
	},
	Endings: []ruling.Ending{
		{ID: "comparable-rotation", Outcome: comparableAfterRotation(), Fill: fillComparableCall},
		{ID: "not-comparable-rotation", Outcome: notComparableAfterRotation(law.L(31, "A2(b)")), Fill: fillComparableCall},
		{ID: "comparable-insufficient", Outcome: comparableAfterInsufficient(), Fill: fillComparableCall},
		{ID: "not-comparable-insufficient", Outcome: func() ruling.Outcome {
			o := barredAfterInsufficient()
			o.Automatic = []ruling.Effect{{Text: "If the replacement was a double or redouble, it is cancelled and {offender} must " +
				"replace the insufficient bid with a sufficient bid or a pass", Laws: []law.Ref{law.L(27, "B3")}}}
			return o
		}(), Fill: fillComparableCall},
		{ID: "comparable-other", Outcome: ruling.Outcome{
			Title:       "Comparable call: no lead restrictions",
			Summary:     "The call that stands is comparable with the one withdrawn, so declarer may not forbid any lead.",
			Automatic:   []ruling.Effect{{Text: "There will be no lead restrictions", Laws: []law.Ref{law.L(26, "A")}}},
			Information: withdrawnCallInfo,
			FollowUps:   []ruling.FollowUp{withdrawnCallUICheck("the withdrawn call")},
			Notes: []string{"Unlike a comparable call after an insufficient bid or a call out of rotation (Laws 23B, 27B1(b)), " +
				"nothing here lifts Law 16C: the withdrawn call stays unauthorized to partner (Law 25B3 after a change of mind).",
				comparableCallLogNote},
			Laws: []law.Ref{law.L(23, "A"), law.L(26, "A")},
		}, Fill: fillComparableCall},
		{ID: "not-comparable-other", Outcome: ruling.Outcome{
			Title:            "Not comparable: declarer may forbid one suit",
			Summary:          "The call that stands is not comparable with the one withdrawn.",
			LeadRestrictions: []ruling.LeadRestriction{withdrawnCallLead},
			Information:      withdrawnCallInfo,
			FollowUps:        []ruling.FollowUp{withdrawnCallLeadFollowUp, withdrawnCallUICheck("the withdrawn call")},
			Notes:            []string{comparableCallLeadNote, comparableCallLogNote},
			Laws:             []law.Ref{law.L(23, "A"), law.L(26, "B")},
		}, Fill: fillComparableCall},
	},
}

// withdrawnKinds maps the comparable-call flow's first answer to the call-out-of-rotation
// flow's kinds of call, so both cite the same paragraphs (finding CC-1).
var withdrawnKinds = map[string]string{"out-of-rotation": "bid", "pass-out-of-rotation": "pass", "double-out-of-rotation": "double"}

// fillComparableCall names the player by what they did and cites the paragraph of Law 30, 31 or
// 32 that fits the kind of call out of rotation.
func fillComparableCall(s ruling.Session, o *ruling.Outcome) {
	a, _ := s.Get("after")
	switch a.Option {
	case "insufficient":
		o.Offence = "made the insufficient bid"
		return
	case "change-of-mind":
		o.Offence = "changed their call"
		o.Laws = append(o.Laws, law.L(25, "B3"))
		return
	case "inadmissible-double":
		o.Offence = "doubled or redoubled"
		o.Laws = append(o.Laws, law.L(36, "B3"))
		o.Notes = append(o.Notes, "Whatever the replacement, the partner of the player who doubled or redoubled passes for "+
			"the rest of the auction (Law 36B2), and Law 72C may apply (Law 36B3).")
		return
	}
	kind := withdrawnKinds[a.Option]
	o.Offence = offenceFor(kind)
	laws := lawsForKind(kind)
	switch o.ID {
	case "comparable-rotation":
		o.Laws = append([]law.Ref{laws.comparable}, o.Laws...)
		o.Notes = append(o.Notes, "If the auction went back to partner before the new call, partner called while the "+
			"withdrawn call was still unauthorized (Law 16C2): check that call, even though partner may use the information from now on.")
	case "not-comparable-rotation":
		o.MustPass[0].Law = laws.notComparable
		o.Laws = append([]law.Ref{laws.notComparable}, o.Laws...)
	}
}
