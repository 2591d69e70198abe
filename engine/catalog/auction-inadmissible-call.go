package catalog

import (
	"tableside/engine/bridge"
	"tableside/engine/law"
	"tableside/engine/ruling"
)

// InadmissibleCall is Laws 35 to 39 under the 2017 Laws: a double or redouble Law 19 does not
// allow (36), a bid, double or redouble by a player required to pass (37), a bid above seven
// (38) and a call after the final pass (39). Each Law has its own answer to "the next player
// called before the director ruled": it cancels everything back to the double (36A), lets the
// call stand (37A), changes nothing but the lead restrictions and Law 72C (38D), or ends the
// matter (39B). Two taps for every case.
var InadmissibleCall = &ruling.Flow{
	ID:       "inadmissible-call",
	Title:    "Inadmissible call",
	Summary:  "A double or redouble that is not allowed, a call by a player who had to pass, a bid above seven, or a call after the auction ended.",
	Category: ruling.Auction,
	Phrases: []string{"inadmissible call", "doubled partner", "doubled their own partner", "doubled partner's bid",
		"double not allowed", "redouble not allowed", "redoubled their own double", "bid 8", "bid eight",
		"bid above seven", "bid more than seven", "bid after the final pass", "called after the auction ended",
		"bid after three passes", "doubled after the auction ended", "bid when they had to pass",
		"partner was barred and bid", "barred player bid"},
	Laws:    []law.Ref{law.L(35, ""), law.L(36, ""), law.L(37, ""), law.L(38, ""), law.L(39, ""), law.L(26, "B"), law.L(16, "C")},
	Offence: "made the inadmissible call",
	Seats:   seatsFromOffenderStep,
	Start:   offenderSeatStepID,
	Common:  []ruling.Answer{ruling.SeatAnswer(bridge.East), ruling.Pick("double"), ruling.Pick("in-turn")},
	Steps: []ruling.Step{
		offenderSeatStep("Who made the inadmissible call?", "which"),
		{ID: "which", Question: ruling.Question{
			Prompt: "What was the inadmissible call?",
			Help: "If the player pulled the wrong card by accident (a slip, not a change of mind) and partner has not " +
				"called since, rule on the unintended call first (Law 25A). Otherwise each inadmissible call has its own " +
				"Law (Law 35).",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "double", Label: "A double or redouble that is not allowed",
					Help: "Doubling partner's bid or a pass, doubling a bid already doubled, redoubling without an opponent's double (Laws 19, 36).",
					Next: ruling.Ask("double-since")},
				{ID: "barred", Label: "A call by a player who had to pass",
					Help: "A bid, double or redouble by a player an earlier ruling told to pass (Law 37). A double that is not allowed at all is the first case.",
					Next: ruling.Ask("barred-since")},
				{ID: "above-seven", Label: "A bid above seven",
					Help: "8♠, 8NT or any bid of more than seven (Law 38).", Next: ruling.Ask("seven-since")},
				{ID: "after-final-pass", Label: "A call after the auction ended",
					Help: "Any call after the final pass (Law 39).", Next: ruling.Ask("after-final")},
			},
		}},
		{ID: "double-since", Question: ruling.Question{
			Prompt: "What has happened since the double or redouble?",
			Help: "An inadmissible double or redouble can never be accepted, even out of rotation (Laws 32, 36). A call by " +
				"the offender's LHO does not accept it: it cancels it and every call after it (Law 36A).",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "in-turn", Label: "Nobody has called since", Help: "It was the doubler's turn to call (Law 36B).",
					Next: ruling.Rule("double-cancelled")},
				{ID: "out-of-turn", Label: "Nobody has called since, and it was not the doubler's turn",
					Help: "Also out of rotation (Law 36B4).", Next: ruling.Rule("double-out-of-turn")},
				{ID: "lho-called", Label: "The next player has called since",
					Help: "Before the director ruled (Law 36A).", Next: ruling.Rule("double-lho-called")},
				{ID: "after-lead", Label: "Found only after the opening lead was faced",
					Help: "Law 36C.", Next: ruling.Rule("double-after-lead")},
			},
		}},
		{ID: "barred-since", Question: ruling.Question{
			Prompt: "Has the next player called since?",
			Help:   "If the offender's LHO called before the director ruled, the call stands (Law 37A); otherwise it is cancelled (Law 37B).",
			Kind:   ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "no", Label: "No", Next: ruling.Rule("barred-cancelled")},
				{ID: "lho-called", Label: "Yes, before the director ruled", Next: ruling.Rule("barred-stands")},
			},
		}},
		{ID: "seven-since", Question: ruling.Question{
			Prompt: "Has the next player called since?",
			Help: "Either way the bid is cancelled and the offending side passes for the rest of the auction (Law 38B, C). " +
				"A call by the offender's LHO only takes away the lead restrictions and Law 72C (Law 38D).",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "no", Label: "No", Next: ruling.Rule("seven-cancelled")},
				{ID: "lho-called", Label: "Yes, before the director ruled", Next: ruling.Rule("seven-lho-called")},
			},
		}},
		{ID: "after-final", Question: ruling.Question{
			Prompt: "Who called after the auction ended, and what was it?",
			Help: "First check that the auction really ended: if one of the three passes was out of turn and took this " +
				"player's turn, it has not, and their call is a legal call at the turn they kept (Law 17D3). Otherwise every " +
				"call after the final pass is cancelled (Law 39A). Only a bid, double or redouble by a defender, before the " +
				"offender's LHO calls, brings lead restrictions (Law 39C).",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "skipped", Label: "A player whose turn a pass out of turn had skipped",
					Help: "One of the passes was out of rotation, so this player never had their turn: the auction has not ended (Law 17D3).",
					Next: ruling.Rule("skipped-player-called")},
				{ID: "defender-action", Label: "A defender bid, doubled or redoubled", Next: ruling.Rule("after-final-defender")},
				{ID: "defender-pass", Label: "A defender passed", Next: ruling.Rule("after-final-no-rectification")},
				{ID: "declaring-side", Label: "Declarer or dummy called", Next: ruling.Rule("after-final-no-rectification")},
				{ID: "lho-called", Label: "A defender bid, doubled or redoubled, and the next player called over it",
					Help: "Before the director ruled (Law 39B).", Next: ruling.Rule("after-final-no-rectification")},
			},
		}},
	},
	Endings: []ruling.Ending{
		{ID: "double-cancelled", Outcome: ruling.Outcome{
			Offence: "doubled or redoubled",
			Title:   "Cancelled: a legal call instead, and partner passes for the rest of the auction",
			Summary: "A double or redouble the Laws do not allow, such as a double of partner's bid, is cancelled.",
			Automatic: []ruling.Effect{
				{Text: "{offender} must replace it with a legal call, and the auction goes on", Laws: []law.Ref{law.L(36, "B2")}},
			},
			MustPass:         []ruling.MustPass{{Who: ruling.Party{Role: ruling.OffendersPartner}, Length: ruling.RestOfAuction, Law: law.L(36, "B2")}},
			LeadRestrictions: []ruling.LeadRestriction{cancelledDoubleLead},
			Information:      cancelledCallInfo,
			FollowUps:        []ruling.FollowUp{replacementComparableFollowUp, cancelledCallLeadFollowUp, cancelledCallDamage},
			Notes:            []string{doubleNeverAcceptedNote, partnerBarredWholeAuctionNote},
			Laws:             []law.Ref{law.L(36, "B1"), law.L(36, "B2"), law.L(36, "B3")},
		}},
		{ID: "double-out-of-turn", Outcome: ruling.Outcome{
			Offence: "doubled or redoubled",
			Title:   "Cancelled: back to the player in turn, and partner passes for the rest of the auction",
			Summary: "A double or redouble out of turn, which the Laws would not allow even in turn, is cancelled. It cannot be accepted.",
			Automatic: []ruling.Effect{
				{Text: "The auction goes back to the player whose turn it was", Laws: []law.Ref{law.L(36, "B4")}},
				{Text: "{offender} may make any legal call at their own turn", Laws: []law.Ref{law.L(36, "B4")}},
			},
			MustPass:         []ruling.MustPass{{Who: ruling.Party{Role: ruling.OffendersPartner}, Length: ruling.RestOfAuction, Law: law.L(36, "B4")}},
			LeadRestrictions: []ruling.LeadRestriction{cancelledDoubleLead},
			Information:      cancelledCallInfo,
			FollowUps:        []ruling.FollowUp{replacementComparableFollowUp, cancelledCallLeadFollowUp, cancelledCallDamage},
			Notes: []string{
				"This replaces the call-out-of-rotation ruling: a double or redouble out of rotation that Law 19 does not allow can never be accepted (Law 32).",
				partnerBarredWholeAuctionNote,
			},
			Laws: []law.Ref{law.L(36, "B4")},
		}},
		{ID: "double-lho-called", Outcome: ruling.Outcome{
			Offence: "doubled or redoubled",
			Title:   "Back to where the double was made, as if nothing had happened",
			Summary: "A double or redouble the Laws do not allow was made, and the next player called before the ruling. That does not accept it: the double or redouble and every call after it are cancelled.",
			Automatic: []ruling.Effect{
				{Text: "The auction goes back to the player whose turn it was and goes on as if there had been no irregularity", Laws: []law.Ref{law.L(36, "A")}},
				{Text: "Nobody is barred, and there will be no lead restrictions", Laws: []law.Ref{law.L(36, "A")}},
			},
			Information: everyCancelledCallInfo,
			Notes: []string{doubleNeverAcceptedNote,
				"Older ACBL Duplicate Decisions call this an inadmissible double 'accepted' under Law 35. Under the 2017 Laws nothing accepts it: the calls are cancelled (Law 36A)."},
			Laws: []law.Ref{law.L(36, "A")},
		}},
		{ID: "double-after-lead", Outcome: ruling.Outcome{
			Offence: "doubled or redoubled",
			Title:   "Play on: the score ignores the double or redouble",
			Summary: "The double or redouble that was not allowed was found only after the opening lead was faced. Play goes on.",
			Automatic: []ruling.Effect{
				{Text: "The contract is scored as if the double or redouble had not been made", Laws: []law.Ref{law.L(36, "C")}},
			},
			Laws: []law.Ref{law.L(36, "C")},
		}},
		{ID: "barred-cancelled", Outcome: ruling.Outcome{
			Offence: "called when they had to pass",
			Title:   "Cancelled: both players of the side pass for the rest of the auction",
			Summary: "A player who had to pass bid, doubled or redoubled. The call is cancelled and a pass takes its place.",
			Automatic: []ruling.Effect{
				{Text: "The auction goes on after the pass", Laws: []law.Ref{law.L(37, "B2")}},
			},
			MustPass: []ruling.MustPass{
				{Who: ruling.Party{Role: ruling.Offender}, Length: ruling.RestOfAuction, Law: law.L(37, "B2")},
				{Who: ruling.Party{Role: ruling.OffendersPartner}, Length: ruling.RestOfAuction, Law: law.L(37, "B2")},
			},
			LeadRestrictions: []ruling.LeadRestriction{cancelledCallLead},
			Information:      cancelledCallInfo,
			FollowUps:        []ruling.FollowUp{cancelledCallLeadFollowUp, cancelledCallDamage},
			Notes: []string{"Both players of the side now pass for the rest of the auction, even if the earlier obligation was for one turn only (Law 37B2).",
				"A double or redouble Law 19 does not allow, by a player who had to pass, is ruled under Law 36 instead (Law 37A)."},
			Laws: []law.Ref{law.L(37, "B1"), law.L(37, "B2")},
		}},
		{ID: "barred-stands", Outcome: ruling.Outcome{
			Offence: "called when they had to pass",
			Title:   "The call stands",
			Summary: "A player who had to pass bid, doubled or redoubled, and the next player called before the ruling. That call and every call after it stand.",
			Automatic: []ruling.Effect{
				{Text: "If {offender} had to pass for the rest of the auction, that still holds at every turn", Laws: []law.Ref{law.L(37, "A")}},
				{Text: "If {offender} had to pass only once, the call that now stands used that turn: the obligation is over", Laws: []law.Ref{law.L(37, "A")}},
				{Text: "There will be no lead restrictions", Laws: []law.Ref{law.L(37, "A")}},
			},
			Information: []ruling.InfoRule{{Who: ruling.Party{Role: ruling.OffendingSide}, Authorized: false,
				What: "the information from any withdrawn call that led to the obligation to pass", Law: law.L(16, "C2")}},
			FollowUps: []ruling.FollowUp{{When: "at the end of play", Law: law.L(16, "C2"),
				Watch: "if the call that stands, or a later call or play by {offending-side}, could have been suggested by the earlier withdrawn call, and the other side was damaged, adjust the score"}},
			Laws: []law.Ref{law.L(37, "A")},
		}},
		{ID: "seven-cancelled", Outcome: ruling.Outcome{
			Offence:   "bid above seven",
			Title:     "Cancelled: both players of the side pass for the rest of the auction",
			Summary:   "No contract above seven may ever be played. The bid is cancelled, with any call made after it, and a pass takes its place.",
			Automatic: []ruling.Effect{{Text: "The auction goes on after the pass, unless that pass ends it", Laws: []law.Ref{law.L(38, "C")}}},
			MustPass: []ruling.MustPass{
				{Who: ruling.Party{Role: ruling.Offender}, Length: ruling.RestOfAuction, Law: law.L(38, "C")},
				{Who: ruling.Party{Role: ruling.OffendersPartner}, Length: ruling.RestOfAuction, Law: law.L(38, "C")},
			},
			LeadRestrictions: []ruling.LeadRestriction{cancelledCallLead},
			Information:      cancelledCallInfo,
			FollowUps:        []ruling.FollowUp{cancelledCallLeadFollowUp, cancelledCallDamage},
			Notes:            []string{aboveSevenNote},
			Laws:             []law.Ref{law.L(38, "B"), law.L(38, "C"), law.L(38, "D")},
		}},
		{ID: "seven-lho-called", Outcome: ruling.Outcome{
			Offence: "bid above seven",
			Title:   "Cancelled all the same: both players of the side pass for the rest of the auction",
			Summary: "A bid above seven was made, and the next player called before the ruling. That changes nothing for the auction: the bid and every call after it are cancelled, and a pass takes its place.",
			Automatic: []ruling.Effect{
				{Text: "The auction goes on after the pass, unless that pass ends it", Laws: []law.Ref{law.L(38, "C")}},
				{Text: "Because the next player called before the ruling, there will be no lead restrictions and no adjustment for any help the bid gave", Laws: []law.Ref{law.L(38, "D")}},
			},
			MustPass: []ruling.MustPass{
				{Who: ruling.Party{Role: ruling.Offender}, Length: ruling.RestOfAuction, Law: law.L(38, "C")},
				{Who: ruling.Party{Role: ruling.OffendersPartner}, Length: ruling.RestOfAuction, Law: law.L(38, "C")},
			},
			Information: everyCancelledCallInfo,
			Notes:       []string{aboveSevenNote},
			Laws:        []law.Ref{law.L(38, "B"), law.L(38, "C"), law.L(38, "D")},
		}},
		{ID: "skipped-player-called", Outcome: ruling.Outcome{
			Offence: "passed out of turn",
			Title:   "Not a call after the final pass: the auction had not ended",
			Summary: "One of the passes was out of turn and took away this player's turn, so the auction had not ended. " +
				"Their call is a legal call at the turn they kept.",
			Automatic: []ruling.Effect{
				{Text: "The passes after that player's turn, the pass out of turn included, are cancelled, and those players " +
					"call again in turn", Laws: []law.Ref{law.L(17, "D3")}},
				{Text: "Nobody is barred and there are no lead restrictions", Laws: []law.Ref{law.L(17, "D3")}},
			},
			Information: cancelledPassesInfo,
			FollowUps: []ruling.FollowUp{{When: "now", Watch: "the auction goes back to the player who missed their turn",
				Flow: "retention-of-right-to-call", Law: law.L(17, "D3")}},
			Notes: []string{"Law 39 applies only after the auction has really ended. Three passes that include a pass out of " +
				"rotation depriving a player of their turn do not end it (Law 17D3, which Law 34 points to)."},
			Laws: []law.Ref{law.L(17, "D3"), law.L(16, "C")},
		}},
		{ID: "after-final-defender", Outcome: ruling.Outcome{
			Offence:          "called after the auction ended",
			Title:            "Cancelled, and declarer may forbid one suit",
			Summary:          "A defender bid, doubled or redoubled after the auction had ended. The call is cancelled and the contract stands as bid.",
			Automatic:        []ruling.Effect{{Text: "The auction is over: the contract is unchanged", Laws: []law.Ref{law.L(39, "A")}}},
			LeadRestrictions: []ruling.LeadRestriction{defenderCallLead},
			Information:      cancelledCallInfo,
			FollowUps: []ruling.FollowUp{{When: "when the partner of {offender} is first on lead",
				Watch: "enter the legal auction to see which suits declarer may forbid", Flow: "withdrawn-call-leads", Law: law.L(26, "B")}},
			Notes: []string{"Older ACBL Duplicate Decisions say the lead penalties of Law 26 apply; under the 2017 Laws declarer may only forbid one suit (Law 26B)." +
				" If the opening lead has already been faced, the first turn to lead of the defender's partner may still come later."},
			Laws: []law.Ref{law.L(39, "A"), law.L(39, "C")},
		}},
		{ID: "after-final-no-rectification", Outcome: ruling.Outcome{
			Offence: "called after the auction ended",
			Title:   "Cancelled, with no further rectification",
			Summary: "A call was made after the auction had ended. It is cancelled, and there is no further rectification.",
			Automatic: []ruling.Effect{
				{Text: "The auction is over: the contract is unchanged", Laws: []law.Ref{law.L(39, "A")}},
				{Text: "There will be no lead restrictions", Laws: []law.Ref{law.L(39, "B")}},
			},
			Information: everyCancelledCallInfo,
			Laws:        []law.Ref{law.L(39, "B"), law.L(39, "A")},
		}, Fill: fillAfterFinalPass},
	},
}

// cancelledCallLead is Law 26B after a cancelled inadmissible call, if the offender ends up
// defending. Which suits it leaves depends on the auction still to come: the
// withdrawn-call-leads ruling works them out. The seats come from the question "who made the
// inadmissible call?", so the partner is named, as in the other auction rulings.
var cancelledCallLead = ruling.LeadRestriction{
	On:    ruling.Party{Role: ruling.OffendersPartner},
	Rule:  ruling.MayProhibit,
	Which: "any one suit {offender} did not specify in the legal auction",
	When:  "if {offender} becomes a defender, when {partner} first has the lead (which may be the opening lead)",
	Lasts: "and the ban lasts for as long as {partner} keeps the lead",
	Law:   law.L(26, "B"),
}

// cancelledDoubleLead is cancelledCallLead after a double or redouble not allowed: the offender
// chooses the replacement (Law 36B2, 36B4), and a comparable one avoids the restriction (Law
// 26A), so the table hears that before the offender calls.
var cancelledDoubleLead = func() ruling.LeadRestriction {
	l := cancelledCallLead
	l.When = "unless the call that replaces the double or redouble is comparable with it, " + l.When
	return l
}()

// defenderCallLead is Law 26B after a defender's bid, double or redouble after the final pass
// (Law 39C): the offender is a defender already.
var defenderCallLead = ruling.LeadRestriction{
	On:    ruling.Party{Role: ruling.OffendersPartner},
	Rule:  ruling.MayProhibit,
	Which: "any one suit the defender who called did not specify in the legal auction",
	When:  "when the partner of that defender is first on lead (which may be the opening lead)",
	Lasts: "for as long as the partner keeps the lead",
	Law:   law.L(26, "B"),
}

var cancelledCallLeadFollowUp = ruling.FollowUp{
	When:  "if {offender} becomes a defender, when {partner} first has the lead",
	Watch: "enter the legal auction to see which suits declarer may forbid",
	Flow:  "withdrawn-call-leads",
	Law:   law.L(26, "B"),
}

// replacementComparableFollowUp: after Law 36B the offender's replacement decides Law 26 (26A),
// and the comparable-call ruling has the test.
var replacementComparableFollowUp = ruling.FollowUp{
	When:  "when {offender} has replaced the double or redouble",
	Watch: "judge whether the replacement is comparable with it: if it is, there will be no lead restrictions",
	Flow:  "comparable-call",
	Law:   law.L(26, "A"),
}

var cancelledCallDamage = ruling.FollowUp{
	When:  "at the end of play",
	Watch: "if {offender} could have known that the inadmissible call might well help their side, and it did at the cost of the other side, adjust the score",
	Law:   law.L(72, "C"),
}

// cancelledCallInfo is Law 16C for the cancelled call.
var cancelledCallInfo = []ruling.InfoRule{
	{Who: ruling.Party{Role: ruling.OffendersPartner}, Authorized: false, What: "the information from the cancelled call", Law: law.L(16, "C2")},
	{Who: ruling.Party{Role: ruling.NonOffendingSide}, Authorized: true, What: "the information from the cancelled call", Law: law.L(16, "C1")},
}

// everyCancelledCallInfo is Law 16C when calls of both sides were cancelled: the offending side
// may use none of them, the other side all of them.
var everyCancelledCallInfo = []ruling.InfoRule{
	{Who: ruling.Party{Role: ruling.OffendingSide}, Authorized: false, What: "the information from any cancelled call, theirs or their opponents'", Law: law.L(16, "C2")},
	{Who: ruling.Party{Role: ruling.NonOffendingSide}, Authorized: true, What: "the information from every cancelled call", Law: law.L(16, "C1")},
}

const doubleNeverAcceptedNote = "An inadmissible double or redouble cannot be accepted, by a call or otherwise (Laws 32 and 36A): " +
	"if the next player has called, everything from the double on is cancelled."

// Source for Law 36B2 and 36B4: the 2017 text (pzbs.pl's 2017 edition; also transcribed by a
// New Zealand club, south-waikato.bridge-club.org) makes the partner pass for the rest of the
// auction, not once.
const partnerBarredWholeAuctionNote = "Partner passes for the rest of the auction, not only at the next turn (Law 36B2, 36B4). " +
	"The lead restrictions of Law 26B do not apply if the replacement is a comparable call (Law 26A)."

const aboveSevenNote = "Under the 2017 Laws a bid above seven is cancelled, and the offending side passes for the rest of the " +
	"auction, in every case, even when the next player has called (Law 38). Older ACBL Duplicate Decisions say that a bid above " +
	"seven 'accepted' by the next player lets the auction proceed without penalty: that is not the 2017 rule."

// fillAfterFinalPass says who called after the final pass.
func fillAfterFinalPass(s ruling.Session, o *ruling.Outcome) {
	switch {
	case s.Is("after-final", "defender-pass"):
		o.Summary = "A defender passed after the auction had ended. The pass is cancelled, and there is no further rectification."
	case s.Is("after-final", "declaring-side"):
		o.Summary = "Declarer or dummy called after the auction had ended. The call is cancelled, and there is no further rectification."
	case s.Is("after-final", "lho-called"):
		o.Summary = "A defender called after the auction had ended, and the next player called over it before the ruling. " +
			"Every call after the final pass is cancelled, and there is no further rectification."
	}
}
