package catalog

import (
	"tableside/engine/bridge"
	"tableside/engine/law"
	"tableside/engine/ruling"
)

// ChangeOfCall is Law 25 under the 2017 Laws. The first question splits a slip of the hand or
// tongue (25A) from a change of mind (25B); the second says how far the auction has gone, which
// decides whether the slip may still be put right, or whether the next player has accepted the
// new call. The common case, a wrong bidding card noticed before anyone calls, takes two taps.
// A bidding card not yet made as a call under the body's regulation (Law 18F) is no call at all.
var ChangeOfCall = &ruling.Flow{
	ID:    "change-of-call",
	Title: "Change of call",
	Summary: "A player wants to change a call. A slip of the hand or tongue may be put right until partner calls; " +
		"a change of mind stands only if the next player accepts the new call.",
	Category: ruling.Auction,
	Phrases: []string{"changed their bid", "changed their call", "changed their mind", "meant to bid", "didn't mean to bid",
		"wrong card from the bidding box", "pulled the wrong bidding card", "slip of the tongue", "said the wrong bid",
		"this isn't the bid I meant", "unintended call", "mechanical error", "can I change my bid", "wants another bid",
		"card still in the bidding box", "had not put the card down"},
	Laws:    []law.Ref{law.L(25, "A"), law.L(25, "B"), law.L(16, "C"), law.L(26, "B")},
	Offence: "changed their call",
	Seats:   seatsFromOffenderStep,
	Start:   offenderSeatStepID,
	Common:  []ruling.Answer{ruling.SeatAnswer(bridge.East), ruling.Pick("unintended"), ruling.Pick("nobody")},
	Steps: []ruling.Step{
		offenderSeatStep("Who made the call?", "intent"),
		{ID: "intent", Question: ruling.Question{
			Prompt: "Did the player mean to make the call they made?",
			Help: "Ask the player away from the table what they meant to call, then check the hand and the auction: the " +
				"player must convince you they never meant the call, and a card from a different part of the box is rarely " +
				"a mechanical error (Law 25A2). A call is unintended only through a mechanical " +
				"error (the wrong bidding card) or a slip of the tongue; a call the player chose and now regrets, or made " +
				"through a loss of concentration, was intended (Law 25A2). How or when the player noticed does not matter " +
				"(Law 25A3): older ACBL Duplicate Decisions asked for the change to come without pause for thought, and the " +
				"2017 Laws do not.",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "unintended", Label: "No: a slip of the hand or tongue", Help: "They pulled the wrong bidding card or said the wrong word.",
					Next: ruling.Ask("since")},
				{ID: "intended", Label: "Yes: they have changed their mind", Help: "Or they lost concentration, or misjudged the hand.",
					Next: ruling.Ask("new-call")},
				{ID: "not-made", Label: "No call yet: the card had not been made as a call",
					Help: "Under the club's bidding-box rules (Law 18F). ACBL and ABF: taken out and held at or near the table; " +
						"EBU: taken out of the box with apparent intent, clear of the other cards.",
					Next: ruling.Rule("not-made")},
			}}},
		{ID: "since", Question: ruling.Question{
			Prompt: "What has happened since the call?",
			Help: "An unintended call may be put right until partner makes a call (Laws 25A1, 25A4). If the auction ended " +
				"before partner's turn, it may still be put right until the end of the auction period (Law 25A5).",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "nobody", Label: "Nobody has called since", Next: ruling.Rule("replace")},
				{ID: "lho", Label: "Only the next player has called", Help: "The left-hand opponent called over the unintended call.",
					Next: ruling.Rule("replace-lho")},
				{ID: "partner", Label: "Partner has called since", Next: ruling.Rule("too-late")},
				{ID: "tried-in-time", Label: "The player tried to correct it before partner called, but partner called anyway",
					Help: "You find that the attempt came first: record that finding, since it decides the ruling (Law 25A1).",
					Next: ruling.Rule("replace-partner-called")},
				{ID: "ended", Label: "The auction ended before partner's turn", Next: ruling.Ask("period")},
			}}},
		{ID: "period", Question: ruling.Question{
			Prompt: "Has the auction period ended?",
			Help: "It ends when an opening lead is faced, or on a passed-out board when all four hands are back in the " +
				"board (Laws 17D1, 17D2). Until then the unintended call may still be replaced (Law 25A5).",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "not-yet", Label: "No: no opening lead has been faced", Next: ruling.Rule("replace-after-auction")},
				{ID: "over", Label: "Yes: the opening lead is faced, or the cards are put away", Next: ruling.Rule("period-over")},
			}}},
		{ID: "new-call", Question: ruling.Question{
			Prompt: "Has the player made a new call in place of the first?",
			Help: "A change of mind is not allowed, but LHO may accept a new call by calling over it on purpose " +
				"(Law 25B1). Otherwise the new call is cancelled and the first call stands (Law 25B2).",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "asked", Label: "No: they only asked to change it", Next: ruling.Rule("stands")},
				{ID: "made", Label: "Yes, and the next player has not called", Next: ruling.Rule("lho-chooses")},
				{ID: "accepted", Label: "Yes, and the next player called over it on purpose", Next: ruling.Rule("accepted")},
				{ID: "unseen", Label: "Yes, and the next player called without seeing the new call",
					Help: "Over the first call, or at the same moment: that does not accept the new call (Law 25B1).",
					Next: ruling.Rule("not-accepted")},
			}}},
	},
	Endings: []ruling.Ending{
		{ID: "replace", Outcome: unintendedCallReplaced(false)},
		{ID: "replace-lho", Outcome: unintendedCallReplaced(true)},
		{ID: "replace-after-auction", Outcome: func() ruling.Outcome {
			o := unintendedCallReplaced(false)
			o.Title = "The auction is reopened for the call they meant"
			o.Summary = "The call was a slip. The auction has ended, but no opening lead has been faced, so {offender} " +
				"may still make the call they meant, and the auction goes on from it."
			o.Automatic = append(o.Automatic,
				ruling.Effect{Text: "If a face-down opening lead has been made, the card goes back into the hand", Laws: []law.Ref{law.L(41, "A")}})
			o.Notes = append(o.Notes, "The slip here was the final pass, so nobody has called over it and Law 25A6 has nothing to "+
				"apply to. A face-down opening lead is returned on the director's instruction (Law 41A).")
			o.Laws = []law.Ref{law.L(25, "A5"), law.L(25, "A1")}
			return o
		}()},
		{ID: "replace-partner-called", Outcome: func() ruling.Outcome {
			o := unintendedCallReplaced(false)
			o.Title = "The correction was in time: the player may make the call they meant"
			o.Summary = "The call was a slip, and {offender} tried to correct it before their partner called, so the " +
				"correction stands even though their partner has called since, and they make the call they meant."
			o.Automatic = append(o.Automatic,
				ruling.Effect{Text: "{partner} takes back the call made since, and calls again at their turn", Laws: []law.Ref{law.L(25, "A1"), law.L(16, "C")}},
				ruling.Effect{Text: "If {lho} called over the first call, they may take that call back and call again", Laws: []law.Ref{law.L(25, "A6")}})
			o.Information = append(o.Information,
				ruling.InfoRule{Who: ruling.Party{Role: ruling.OffendingSide}, Authorized: false, What: "the information from the call their partner took back", Law: law.L(16, "C2")})
			o.Notes = append(o.Notes, "Law 25A1 allows the correction until partner makes a call: what counts is when the player "+
				"tried to correct it, not when you arrived. Record your finding of when the attempt was made. If it came only "+
				"after partner called, it was too late (Law 25A4).")
			o.Laws = []law.Ref{law.L(25, "A1"), law.L(25, "A4")}
			return o
		}()},
		{ID: "too-late", Outcome: ruling.Outcome{
			Offence:   "made the unintended call",
			Title:     "Too late to change: the call stands",
			Summary:   "{partner} has called since, so it is too late to replace the call, even though it was a slip.",
			Automatic: []ruling.Effect{{Text: "The call stands and the auction goes on", Laws: []law.Ref{law.L(25, "A4")}}},
			Information: []ruling.InfoRule{{Who: ruling.Party{Role: ruling.OffendersPartner}, Authorized: false,
				What: "anything said or shown on noticing the slip", Law: law.L(16, "B1")}},
			FollowUps: []ruling.FollowUp{changeOfCallUICheck(law.L(16, "B1"))},
			Notes:     []string{"The limit is partner's next call, not how quickly the slip was noticed (Law 25A3, 25A4)."},
			Laws:      []law.Ref{law.L(25, "A4")},
		}},
		{ID: "period-over", Outcome: ruling.Outcome{
			Offence:     "made the unintended call",
			Title:       "Too late to change: the auction period is over",
			Summary:     "The auction period has ended, so it is too late to replace the call, even though it was a slip.",
			Automatic:   []ruling.Effect{{Text: "The call stands, and so does the contract", Laws: []law.Ref{law.L(25, "A5")}}},
			Information: []ruling.InfoRule{{Who: ruling.Party{Role: ruling.OffendersPartner}, Authorized: false, What: "anything said or shown on noticing the slip", Law: law.L(16, "B1")}},
			Laws:        []law.Ref{law.L(25, "A5"), law.L(17, "D1")},
		}},
		{ID: "not-made", Outcome: ruling.Outcome{
			Offence:   "took out the bidding card",
			Title:     "No call was made: the player makes the call they choose",
			Summary:   "The bidding card had not yet become a call under the club's bidding-box rules, so nothing has been called.",
			Automatic: []ruling.Effect{{Text: "{offender} may make any call, and there is no rectification", Laws: []law.Ref{law.L(18, "F")}}},
			Information: []ruling.InfoRule{{Who: ruling.Party{Role: ruling.OffendersPartner}, Authorized: false,
				What: "anything seen of the card that was not called", Law: law.L(16, "B1")}},
			FollowUps: []ruling.FollowUp{changeOfCallUICheck(law.L(16, "B1"))},
			Laws:      []law.Ref{law.L(18, "F"), law.L(16, "B1")},
		}, Fill: func(s ruling.Session, o *ruling.Outcome) {
			o.Notes = append(o.Notes, callMadeNote(s.Context.Body),
				"If you judge the call had been made, go back and answer whether the player meant it (Law 25).")
		}},
		{ID: "not-accepted", Outcome: ruling.Outcome{
			Offence: "changed their mind",
			Title:   "The new call is cancelled: the first call stands",
			Summary: "The first call was the one intended. {lho} called without seeing the new call, which does not accept " +
				"it, so the new call is cancelled and the first call stands.",
			Automatic: []ruling.Effect{
				{Text: "The call {lho} made stands as a call over the first call, and the auction goes on from it", Laws: []law.Ref{law.L(25, "B2")}},
			},
			LeadRestrictions: []ruling.LeadRestriction{changeOfCallLeadBan()},
			Information:      withdrawnCallRules("the cancelled new call"),
			FollowUps:        []ruling.FollowUp{changeOfCallLeadFollowUp, changeOfCallUICheck(law.L(16, "C2"))},
			Notes: append([]string{"Only an intentional call over the new call accepts it (Law 25B1); a call made over the first " +
				"call, or at the same moment, before the new call could be seen, does not (Law 25B2)."}, changeOfMindNotes...),
			Laws: []law.Ref{law.L(25, "B2"), law.L(25, "B3")},
		}},
		{ID: "stands", Outcome: ruling.Outcome{
			Offence:   "changed their mind",
			Title:     "A change of mind: the call stands",
			Summary:   "The call was the one intended, and a change of mind is not allowed: the call stands and the auction goes on.",
			Automatic: []ruling.Effect{{Text: "The call stands, with no other rectification", Laws: []law.Ref{law.L(25, "A2")}}},
			Information: []ruling.InfoRule{{Who: ruling.Party{Role: ruling.OffendersPartner}, Authorized: false,
				What: "the request to change the call", Law: law.L(16, "B1")}},
			FollowUps: []ruling.FollowUp{changeOfCallUICheck(law.L(16, "B1"))},
			Notes: []string{
				"Older ACBL Duplicate Decisions let a player change their mind before the next player called, at the price of " +
					"average minus at best. The 2017 Laws have no such option: the call stands unless the next player " +
					"accepts a new call (Law 25B).",
			},
			Laws: []law.Ref{law.L(25, "A2"), law.L(16, "B1")},
		}},
		{ID: "lho-chooses", Outcome: ruling.Outcome{
			Offence: "changed their mind",
			Title:   "The next player may accept the new call",
			Summary: "The first call was the one intended, and the new call is a change of mind. It is not allowed unless " +
				"{lho} accepts it.",
			Chooser: ruling.Party{Role: ruling.OffendersLHO},
			Options: []ruling.Choice{
				{Label: "Accept the new call", Consequence: "The new call stands, and you make your own call over it.",
					Laws: []law.Ref{law.L(25, "B1")}, Information: withdrawnCallRules("the withdrawn first call")},
				{Label: "Do not accept it", Consequence: "The first call stands, and the auction goes on from it.",
					Laws: []law.Ref{law.L(25, "B2")}, Information: withdrawnCallRules("the cancelled new call")},
			},
			LeadRestrictions: []ruling.LeadRestriction{changeOfCallLeadBan()},
			FollowUps:        []ruling.FollowUp{changeOfCallLeadFollowUp, changeOfCallUICheck(law.L(16, "C2"))},
			Notes:            changeOfMindNotes,
			Laws:             []law.Ref{law.L(25, "B1"), law.L(25, "B2"), law.L(25, "B3")},
		}},
		{ID: "accepted", Outcome: ruling.Outcome{
			Offence: "changed their mind",
			Title:   "The new call stands: the next player has accepted it",
			Summary: "The first call was the one intended, and {lho} called over the new call on purpose. That accepts " +
				"the new call: the first call is withdrawn and the new call stands.",
			Automatic:        []ruling.Effect{{Text: "The auction goes on from the call {lho} made", Laws: []law.Ref{law.L(25, "B1")}}},
			LeadRestrictions: []ruling.LeadRestriction{changeOfCallLeadBan()},
			Information:      withdrawnCallRules("the withdrawn first call"),
			FollowUps:        []ruling.FollowUp{changeOfCallLeadFollowUp, changeOfCallUICheck(law.L(16, "C2"))},
			Notes: append([]string{"Only a deliberate call over the new call accepts it (Law 25B1). A call made at the same " +
				"moment, before the new call could be seen, does not."}, changeOfMindNotes...),
			Laws: []law.Ref{law.L(25, "B1"), law.L(25, "B3")},
		}},
	},
}

// unintendedCallReplaced is Law 25A: the player makes the call they meant. When the next player
// has already called over the slip, that player chooses whether to take the call back (25A6).
func unintendedCallReplaced(lhoCalled bool) ruling.Outcome {
	o := ruling.Outcome{
		Offence: "made the unintended call",
		Title:   "The player may make the call they meant",
		Summary: "The call was a slip and {partner} has not called since, so {offender} may take it back and make the " +
			"call they meant.",
		Automatic: []ruling.Effect{
			{Text: "The call they meant replaces the first one and stands. If it is itself irregular, such as a bid that is too low, the Law for that applies to it",
				Laws: []law.Ref{law.L(25, "A1")}},
			{Text: "There will be no lead restrictions because of the replaced call", Laws: []law.Ref{law.L(25, "A1")}},
		},
		Information: withdrawnCallRules("the call that was replaced"),
		FollowUps: []ruling.FollowUp{
			{When: "if the call they meant is a bid that is too low", Watch: "rule on it as an insufficient bid: {lho} may accept it",
				Flow: "insufficient-bid", Law: law.L(27, "A1")},
			{When: "if the call they meant is a double or redouble that is not allowed", Watch: "rule on the inadmissible double or redouble",
				Flow: "inadmissible-call", Law: law.L(36, "")},
			changeOfCallUICheck(law.L(16, "C2")),
		},
		Notes: []string{
			"Under 2017 Law 25A3 the test is whether the call was intended, however and whenever the player noticed, until " +
				"partner calls. Older ACBL Duplicate Decisions required the change to be made without pause for thought; that is not the 2017 rule.",
			"Older ACBL Duplicate Decisions gave average minus at best for a change of mind. That never applies to an unintended call, " +
				"and under the 2017 Laws not to a change of mind either (Law 25B).",
			"Law 26 lead restrictions do not apply to an unintended call that is replaced (Law 25A1).",
		},
		Laws: []law.Ref{law.L(25, "A1"), law.L(25, "A3")},
	}
	if lhoCalled {
		o.Summary = "The call was a slip and {partner} has not called since, so {offender} may take it back and make the " +
			"call they meant. {lho} had already called over it, and may now take that call back."
		// The replacement must be on the table before the next player can choose over it (Law 25A6).
		o.First = "{offender}, please make the call you meant now, before anything else"
		o.Chooser = ruling.Party{Role: ruling.OffendersLHO}
		o.Options = []ruling.Choice{
			{Label: "Keep your call", Consequence: "It stays as you made it, now over the call in front of you. If it is too low " +
				"over that call, it is ruled as an insufficient bid; a double or redouble that no longer has a call to double or " +
				"redouble cannot stay, and you must call again.",
				Laws: []law.Ref{law.L(25, "A6"), law.L(27, ""), law.L(36, "")}},
			{Label: "Take your call back and call again", Consequence: "You may make any legal call over the call in front of you.",
				Laws: []law.Ref{law.L(25, "A6")}, Information: lhoWithdrawnCallInfo()},
		}
		o.FollowUps = append(o.FollowUps, ruling.FollowUp{When: "if {lho} keeps a call that is too low over the replacement",
			Watch: "rule on it as an insufficient bid by {lho}", Flow: "insufficient-bid", Law: law.L(27, "")})
		o.Notes = append(o.Notes, "A call kept over the replacement is ruled as it now stands: an insufficient bid under Law 27, "+
			"a double or redouble that Law 19 no longer allows under Law 36. Tell the next player so before they choose.")
		o.Laws = []law.Ref{law.L(25, "A1"), law.L(25, "A6")}
	}
	return o
}

// withdrawnCallRules is Law 16C for a call of the side at fault that has been withdrawn or
// cancelled: its information is unauthorized to that side (16C2) and authorized to the other
// (16C1). Source: the 2017 text of Law 16C as quoted by the Dutch federation (16C2, the
// offending side) and the Law review's note on the numbering.
func withdrawnCallRules(what string) []ruling.InfoRule {
	return []ruling.InfoRule{
		{Who: ruling.Party{Role: ruling.OffendersPartner}, Authorized: false, What: "the information from " + what, Law: law.L(16, "C2")},
		{Who: ruling.Party{Role: ruling.NonOffendingSide}, Authorized: true, What: "the information from " + what, Law: law.L(16, "C1")},
	}
}

// lhoWithdrawnCallInfo is Law 25A6: a call the next player takes back after a slip is replaced
// is authorized to that player's side and unauthorized to the side that slipped.
func lhoWithdrawnCallInfo() []ruling.InfoRule {
	return []ruling.InfoRule{
		{Who: ruling.Party{Role: ruling.NonOffendingSide}, Authorized: true, What: "the call that was taken back", Law: law.L(25, "A6")},
		{Who: ruling.Party{Role: ruling.OffendingSide}, Authorized: false, What: "the call that was taken back", Law: law.L(25, "A6")},
	}
}

// changeOfCallLeadBan is Law 26B after Law 25B: whichever call stands, the other was withdrawn
// or cancelled, and unless the two are comparable (26A) declarer may ban one suit.
func changeOfCallLeadBan() ruling.LeadRestriction {
	return ruling.LeadRestriction{
		On:    ruling.Party{Role: ruling.OffendersPartner},
		Rule:  ruling.MayProhibit,
		Which: "one suit {offender} has not specified in the legal auction",
		When: "if {offender} defends and the call that stands is not comparable with the one taken away, " +
			"at the first lead by {partner}",
		Lasts: "for as long as {partner} keeps the lead",
		Law:   law.L(26, "B"),
	}
}

var changeOfCallLeadFollowUp = ruling.FollowUp{
	When: "when the auction ends, if {offender} becomes a defender",
	Watch: "judge whether the call that stands is comparable with the withdrawn one (Law 23A); if it is not, declarer may " +
		"forbid {partner} to lead one suit {offender} has not specified in the legal auction, when {partner} first has the lead",
	Flow: "comparable-call", Law: law.L(26, "B"),
}

// changeOfCallUICheck is the end-of-play check on partner's use of unauthorized information: from a
// withdrawn or cancelled call (16C2), or from the player's words or manner (16B1).
func changeOfCallUICheck(ref law.Ref) ruling.FollowUp {
	return ruling.FollowUp{
		When:  "at the end of play",
		Watch: "if a call or play by {partner} could have been suggested by this information, and the other side was damaged, adjust the score",
		Law:   ref,
	}
}

var changeOfMindNotes = []string{
	"Older ACBL Duplicate Decisions let a player change their mind before the next player called, at the price of " +
		"average minus at best, and otherwise offered a choice between the first call with partner passing once and any " +
		"call with average minus. None of that is in the 2017 Laws: the next player accepts the new call or it is cancelled (Law 25B).",
	"Law 26 may apply (Law 25B1, 25B2): the lead ban holds only if the call that stands is not comparable with the withdrawn one (Laws 23A, 26A).",
}

// callMadeNote says, for the director, when a call made with a bidding box counts as made under the
// regulation of body b (Law 18F lets the regulating authority prescribe how calls are made).
// Before that moment the player may still choose another call, and Law 25 does not apply.
//
// Sources, checked with the search tool when this was written:
//   - ACBL: bidding box regulations, "a call is considered made when a bidding card is removed from
//     the bidding box and held touching or nearly touching the table or maintained in such a
//     position to indicate that the call has been made" (copied on veniceduplicatebridge.net,
//     "Bidding Box Regulations").
//   - EBU: bidding box regulations (ebu.co.uk, "EBU bidding box regulations") and Blue Book 3Z:
//     made when removed from the box with apparent intent, the director may still apply Law 25;
//     White Book 8.25.3: removed means clear of the other cards in the box (EBU TD forum, "Is a bid
//     or call confirmed at the moment it clears the bidding box?").
//   - ABF: Regulations for Written Bidding and Bidding Boxes 3.5, as ACBL but "held face up"
//     (quoted on the BBO forums, "Change of call using screens").
//   - WBF: not confirmed; the director is told to check the event's conditions of contest.
func callMadeNote(b law.Body) string {
	switch b {
	case law.EBU:
		return "Under the EBU's bidding-box regulation a call is made once the card is taken out of the box with apparent " +
			"intent, clear of the other cards in it (Blue Book 3Z, White Book 8.25.3); the director may still apply Law 25."
	case law.ABF:
		return "Under the ABF's bidding-box regulation a call is made once the card is taken out of the box and held face up, " +
			"touching or nearly touching the table, or kept in a position that shows the call is made."
	case law.WBF:
		return "Check the event's conditions of contest for when a bidding-box call counts as made."
	}
	return "Under the ACBL's bidding-box regulation a call is made once the card is taken out of the box and held touching " +
		"or nearly touching the table, or kept in a position that shows the call is made; in a close case, judge that the " +
		"card had not left the box."
}
