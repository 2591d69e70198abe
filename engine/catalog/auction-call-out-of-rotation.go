package catalog

import (
	"tableside/engine/bridge"
	"tableside/engine/law"
	"tableside/engine/ruling"
)

// CallOutOfRotation is Laws 28-33 and 36 under the 2017 Laws. Three choices place the
// irregularity (what was called, whose turn it was, what happened next). When the call is not
// accepted, the common paths end in an interim ruling the director gives at once, before the
// next player calls: it says what each later call will mean, and a reminder opens the
// comparable-call ruling once the player who called out of turn has called again. A director
// called only after that can still answer "has since called again" and take the test here.
var CallOutOfRotation = &ruling.Flow{
	ID:       "call-out-of-rotation",
	Title:    "Call out of rotation",
	Summary:  "A pass, bid, double or redouble made out of turn: acceptance, cancellation, and when partner must pass once.",
	Category: ruling.Auction,
	Phrases: []string{"bid out of turn", "passed out of turn", "called out of turn", "doubled out of turn",
		"opened out of turn", "it wasn't their turn", "wrong dealer", "bid out of rotation", "pass out of rotation"},
	Laws: []law.Ref{law.L(28, ""), law.L(29, ""), law.L(30, ""), law.L(31, ""), law.L(32, ""), law.L(33, ""),
		law.L(23, ""), law.L(26, "B"), law.L(16, "C"), law.L(36, "")},
	Offence: "called out of turn",
	Seats:   seatsFromOffenderStep,
	Start:   offenderSeatStepID,
	Common:  []ruling.Answer{ruling.SeatAnswer(bridge.East), ruling.Pick("bid"), ruling.Pick("partner"), ruling.Pick("not-accepted")},
	Steps: []ruling.Step{
		offenderSeatStep("Who called out of turn?", "call"),
		{ID: "call", Question: ruling.Question{
			Prompt: "What was called out of rotation?",
			Help: "A pass, a bid, and a double or redouble each have their own Law (30, 31, 32). An artificial pass " +
				"(one that promises values, or a pass of partner's artificial call) is treated as a bid (Law 30C). A double " +
				"or redouble the auction did not allow (Law 19) is inadmissible and can never be accepted (Laws 32, 36).",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "bid", Label: "A bid", Next: ruling.Ask("turn")},
				{ID: "pass", Label: "A pass", Next: ruling.Ask("turn")},
				{ID: "artificial-pass", Label: "An artificial pass", Help: "For example a strong or forcing pass.", Next: ruling.Ask("turn")},
				{ID: "double", Label: "A double or redouble", Help: "Of an opponent's bid (or double) that it could legally double (or redouble).", Next: ruling.Ask("turn")},
				{ID: "inadmissible", Label: "A double or redouble that is not allowed",
					Help: "Nothing to double yet, a double of partner's bid, or a redouble of anything but an opponent's double (Law 36).",
					Next: ruling.Ask("inadmissible-lho")},
			}}},
		{ID: "turn", Question: ruling.Question{
			Prompt: "Whose turn was it?",
			Help: "Seen from the player who called out of turn. At the right-hand opponent's turn the player may have to " +
				"repeat the call or pass; at partner's turn the auction goes back to partner; at LHO's turn after the player " +
				"has already called it is a change of call (Law 25). A call at RHO's turn when RHO had to pass (barred by an " +
				"earlier irregularity) is in rotation (Law 28A).",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "partner", Label: "Partner's", Next: ruling.Ask("at-partner")},
				{ID: "rho", Label: "The right-hand opponent's", Next: ruling.Ask("at-rho")},
				{ID: "lho-first", Label: "LHO's, as dealer", Help: "The player had not yet called.", Next: ruling.Ask("at-lho")},
				{ID: "lho-later", Label: "LHO's, after the player had called", Next: ruling.Rule("change-of-call")},
				{ID: "rho-barred", Label: "The right-hand opponent's, but they had to pass", Help: "RHO was barred by an earlier irregularity (Law 28A).", Next: ruling.Rule("in-rotation")},
			}},
			Route: turnRoute},
		{ID: "pass-at-rho", Question: ruling.Question{
			Prompt: "What happened next?",
			Help: "LHO may accept the pass; any call by LHO accepts it (Law 29A). If RHO, whose turn it was, called " +
				"after the pass and before you ruled, the pass is simply cancelled (Law 28B). If RHO called at the same " +
				"moment as the pass, the pass counts as made just after RHO's call, in rotation (Law 33).",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "accepted", Label: "LHO accepts it, or has called over it", Next: ruling.Rule("accepted")},
				{ID: "rho-first", Label: "RHO called before the ruling", Next: ruling.Rule("cancelled")},
				{ID: "simultaneous", Label: "RHO called at the same moment", Next: ruling.Rule("simultaneous")},
				{ID: "not-accepted", Label: "LHO does not accept it", Next: ruling.Rule("pass-next-turn")},
			}}},
		{ID: "at-rho", Question: ruling.Question{
			Prompt: "What happened next?",
			Help: "LHO may accept the call; any call by LHO accepts it (Law 29A). If RHO, whose turn it was, called " +
				"after it and before you ruled, the call is cancelled (Law 28B); if at the same moment, the call counts as " +
				"made just after RHO's, in rotation (Law 33). Otherwise RHO now calls, and what follows depends on that " +
				"call: give the interim ruling before RHO calls.",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "accepted", Label: "LHO accepts it, or has called over it", Next: ruling.Rule("accepted")},
				{ID: "rho-first", Label: "RHO called before the ruling", Next: ruling.Rule("cancelled")},
				{ID: "simultaneous", Label: "RHO called at the same moment", Next: ruling.Rule("simultaneous")},
				{ID: "not-accepted", Label: "Not accepted: explain what follows", Next: ruling.Rule("explain-at-rho")},
				{ID: "rho-passes", Label: "Not accepted, and RHO has since passed", Next: ruling.Rule("repeat")},
				{ID: "rho-acts", Label: "Not accepted, RHO has since bid or doubled, and the player has called again",
					Help: "Or redoubled.", Next: ruling.Ask("comparable")},
			}}},
		{ID: "at-partner", Question: ruling.Question{
			Prompt: "Does LHO accept it?",
			Help: "Any call by LHO accepts it (Law 29A). If not, the auction goes back to partner, who may make any " +
				"legal call but may not use what the cancelled call said (Law 16C2); the player who called out of turn may " +
				"then make any legal call. Give the interim ruling before partner calls.",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "not-accepted", Label: "No: explain what follows", Next: ruling.Rule("explain-reverted")},
				{ID: "accepted", Label: "Yes, or LHO has called over it", Next: ruling.Rule("accepted")},
				{ID: "called-again", Label: "No, and the player has since called again", Next: ruling.Ask("comparable")},
			}}},
		{ID: "at-lho", Question: ruling.Question{
			Prompt: "What did LHO do?",
			Help: "LHO, the dealer, is both the offender's LHO (any call accepts the call out of rotation, Law 29A) and the " +
				"player in turn (a call in turn cancels it, Law 28B). The Laws do not say which wins; resolve it by the call: " +
				"a call that fits the auction with the call out of rotation in it (a sufficient bid over it, a double of it) " +
				"accepts it; a call that only makes sense as the opening call ignores it, and it is cancelled. Record which, " +
				"and why, in the log's notes.",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "accepted", Label: "Called over it, with a call that fits after it", Next: ruling.Rule("accepted")},
				{ID: "opened", Label: "Called as if it had not been made", Next: ruling.Rule("cancelled")},
				{ID: "not-accepted", Label: "Has not called, and does not accept it", Next: ruling.Rule("explain-reverted")},
				{ID: "called-again", Label: "Did not accept it, and the player has since called again", Next: ruling.Ask("comparable")},
			}}},
		{ID: "inadmissible-lho", Question: ruling.Question{
			Prompt: "Has LHO called over it?",
			Help: "An inadmissible double or redouble can never be accepted (Law 32). If LHO has called over it before the " +
				"ruling, that call and every later call are cancelled and the auction goes on as if nothing had happened " +
				"(Law 36A). If RHO, whose turn it was, called first, that call is in rotation and cancels the double (Law 28B). " +
				"Otherwise it is cancelled and the player's partner must pass for the rest of the auction (Law 36B).",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "not-yet", Label: "No", Next: ruling.Rule("inadmissible")},
				{ID: "lho-called", Label: "Yes, before the ruling", Next: ruling.Rule("inadmissible-condoned")},
				{ID: "rho-first", Label: "No, but RHO, whose turn it was, has called", Help: "Law 28B cancels it, with no rectification.",
					Next: ruling.Rule("cancelled")},
			}}},
		comparableCallStep("comparable", "Is the new call comparable with the cancelled one?",
			ruling.Rule("comparable"), ruling.Rule("not-comparable")),
	},
	Endings: []ruling.Ending{
		{ID: "accepted", Outcome: ruling.Outcome{
			Title:     "The call stands: {lho} has accepted it",
			Summary:   "{lho} accepts the call made out of turn, so it stands as if it had been made in turn.",
			Automatic: []ruling.Effect{{Text: "The auction goes on from it, with no rectification", Laws: []law.Ref{law.L(29, "A")}}},
			Notes: []string{"Any call by LHO accepts it, even if LHO had not noticed (Law 29A). A double or redouble out of " +
				"rotation can be accepted too, unless it is inadmissible (Laws 32, 36); a club's rules column wrongly says a double at partner's turn cannot be."},
			Laws: []law.Ref{law.L(29, "A")},
		}, Fill: fillRotation},
		{ID: "cancelled", Outcome: ruling.Outcome{
			Title:       "Cancelled: the player in turn called first",
			Summary:     "The player whose turn it was called before the ruling, so the call made out of turn is cancelled and there is no rectification.",
			Automatic:   []ruling.Effect{{Text: "The auction goes on as if {offender} had not called at that turn; {offender} calls again at their proper turn", Laws: []law.Ref{law.L(28, "B")}}},
			Information: withdrawnCallInfo,
			Notes:       []string{"Law 28B: there are no lead restrictions (Law 26 does not apply), but Law 16C2 applies to the cancelled call."},
			Laws:        []law.Ref{law.L(28, "B")},
		}, Fill: fillRotation},
		{ID: "simultaneous", Outcome: ruling.Outcome{
			Title: "Made at the same moment: the call stands in rotation",
			Summary: "The player whose turn it was and the next player called at the same moment. The second call counts as made " +
				"just after the first, at its proper turn, so it stands.",
			Automatic: []ruling.Effect{{Text: "If the second call is irregular now that it comes after the first, for example an insufficient bid, " +
				"I rule on that as usual: the next player may accept an insufficient bid", Laws: []law.Ref{law.L(33, ""), law.L(27, "A1")}}},
			FollowUps: []ruling.FollowUp{{When: "now, if the second call is insufficient over the first",
				Watch: "rule on the insufficient bid: the player on its left may accept it, otherwise it must be replaced", Flow: "insufficient-bid", Law: law.L(27, "")}},
			Notes: []string{"Law 33 deems a call made at the same moment as the call of the player in turn to come after it, so it " +
				"is not a call out of rotation and Law 28B does not cancel it. A double that now has nothing it may double is " +
				"inadmissible (Law 36)."},
			Laws: []law.Ref{law.L(33, "")},
		}, Fill: fillRotation},
		{ID: "in-rotation", Outcome: ruling.Outcome{
			Title: "In rotation: the player in turn had to pass",
			Summary: "The player whose turn it was had to pass because of an earlier irregularity, so the call counts as made in " +
				"rotation. It stands, and there is no rectification.",
			Automatic: []ruling.Effect{{Text: "The auction goes on from this call, with no rectification",
				Laws: []law.Ref{law.L(28, "A")}}},
			FollowUps: []ruling.FollowUp{{When: "now, if the call is an insufficient bid",
				Watch: "rule on it as an insufficient bid made in turn: {lho} may accept it, otherwise it must be replaced", Flow: "insufficient-bid", Law: law.L(27, "")}},
			Notes: []string{"Law 28A: a call at RHO's turn when RHO is required by law to pass is in rotation. This is common after " +
				"an earlier insufficient bid or call out of rotation barred RHO. A call that is itself irregular (insufficient, " +
				"or an inadmissible double) is ruled as a call in turn."},
			Laws: []law.Ref{law.L(28, "A")},
		}, Fill: fillRotation},
		{ID: "pass-next-turn", Outcome: ruling.Outcome{
			Title:       "{offender} must pass at their next turn",
			Summary:     "The pass made out of turn is cancelled, and {rho}, whose turn it was, calls.",
			MustPass:    []ruling.MustPass{{Who: ruling.Party{Role: ruling.Offender}, Length: ruling.NextTurn, Law: law.L(30, "A")}},
			Information: withdrawnCallInfo,
			FollowUps:   []ruling.FollowUp{enforcedPassDamage},
			Notes: []string{
				"Law 30A gives the same rule whether or not anyone has bid. Older ACBL Duplicate Decisions split the cases and, at partner's turn, made the offender pass for the whole auction.",
				"Law 30A names no lead restriction. Some directors argue Law 26B could apply when the enforced pass no longer means what the withdrawn pass meant; most impose none.",
			},
			Laws: []law.Ref{law.L(30, "A")},
		}, Fill: fillRotation},
		{ID: "explain-at-rho", Outcome: ruling.Outcome{
			Title:   "Not accepted: what the next call will mean",
			Summary: "{lho} does not accept the call made out of turn, so it is cancelled and the auction goes back to {rho}, whose turn it was.",
			Interim: true,
			// An If or Then never starts with a placeholder: the engine would capitalise the name
			// mid-sentence ("If The player…").
			Cases: []ruling.Case{
				{If: "the next call, by {rho}, is a pass", Then: "then {offender} must repeat the same call, and if it is legal there is no rectification"},
				{If: "the next call, by {rho}, is a bid, double or redouble", Then: "then {offender} may make any legal call. I'll discuss with {offender}, away from the table, which calls would be comparable with the cancelled one"},
				{If: "the new call by {offender} is comparable", Then: "there is no further rectification and no lead restriction"},
				{If: "the new call by {offender} is not comparable", Then: "then {partner} must pass at their next turn and may not use what the cancelled call said, " +
					"and if {offender} becomes a defender, declarer may forbid the lead of one suit when {partner} first has the lead"},
			},
			Information: []ruling.InfoRule{otherSideMayUse},
			FollowUps: []ruling.FollowUp{{When: "if {rho} does not pass, once {offender} has made the new call",
				Watch: "judge away from the table whether the new call is comparable with the cancelled one, and give the rest of the ruling",
				Flow:  "comparable-call", Law: law.L(23, "A")}},
			Notes: []string{"Give this ruling now, before RHO calls: the table must know what RHO's call will lead to. " +
				"Explain the comparable calls to the offender away from the table, without suggesting one."},
		}, Fill: fillRotation},
		{ID: "explain-reverted", Outcome: ruling.Outcome{
			Title:   "Not accepted: partner calls, then what follows",
			Summary: "{lho} does not accept the call made out of turn, so it is cancelled and the auction goes back to {partner}, whose turn it was.",
			Interim: true,
			Cases: []ruling.Case{
				{If: "the new call by {offender}, at their own turn, is comparable", Then: "there is no further rectification and no lead restriction"},
				{If: "the new call by {offender} is not comparable", Then: "then {partner} must pass at their next turn, and if {offender} becomes a defender, " +
					"declarer may forbid the lead of one suit when {partner} first has the lead"},
			},
			Information: withdrawnCallInfo,
			FollowUps: []ruling.FollowUp{{When: "once {offender} has made the new call",
				Watch: "judge away from the table whether the new call is comparable with the cancelled one, and give the rest of the ruling",
				Flow:  "comparable-call", Law: law.L(23, "A")}},
			Notes: []string{"Give this ruling now, before partner calls. Partner's own call is subject to Law 16C2: if it could " +
				"have been suggested by the cancelled call, consider an adjustment. Explain the comparable calls to the offender " +
				"away from the table, without suggesting one."},
		}, Fill: fillRotation},
		{ID: "repeat", Outcome: ruling.Outcome{
			Title:     "{offender} repeats the call",
			Summary:   "{rho} passed, so {offender} must now make the same call again.",
			Automatic: []ruling.Effect{{Text: "When the repeated call is legal there is no rectification", Laws: []law.Ref{law.L(31, "A1")}}},
			Notes: []string{"If the repeated call would be insufficient, Law 27 applies to it (Law 27A2); a repeated double or redouble " +
				"that is inadmissible goes to Law 36."},
			Laws: []law.Ref{law.L(31, "A1")},
		}, Fill: fillRotation},
		{ID: "comparable", Outcome: comparableAfterRotation(), Fill: fillRotation},
		{ID: "not-comparable", Outcome: notComparableAfterRotation(law.L(31, "A2(b)")), Fill: fillRotation},
		{ID: "change-of-call", Outcome: ruling.Outcome{
			Title:   "Treat it as a change of call",
			Summary: "{offender} called again at the turn of {lho}, after their own call: this is an attempt to change that call.",
			Automatic: []ruling.Effect{
				{Text: "If the first call was unintended and {partner} has not called since, {offender} may replace it with the call they meant", Laws: []law.Ref{law.L(25, "A")}},
				{Text: "Otherwise {lho} may accept the new call by calling over it; if not, it is cancelled and the first call stands", Laws: []law.Ref{law.L(25, "B")}},
			},
			Information: withdrawnCallInfo,
			FollowUps: []ruling.FollowUp{{When: "now", Watch: "rule on the change of call under Law 25",
				Flow: "change-of-call", Law: law.L(25, "")}},
			Laws: []law.Ref{law.L(25, "")},
		}, Fill: fillRotation},
		{ID: "inadmissible", Outcome: ruling.Outcome{
			Title: "Inadmissible double or redouble: cancelled, and {partner} must pass for the rest of the auction",
			Summary: "The auction did not allow this double or redouble, so it cannot be accepted. It is cancelled, and the auction " +
				"goes back to the player whose turn it was.",
			Automatic:        []ruling.Effect{{Text: "{offender} may make any legal call at their own turn", Laws: []law.Ref{law.L(36, "B4")}}},
			MustPass:         []ruling.MustPass{{Who: ruling.Party{Role: ruling.OffendersPartner}, Length: ruling.RestOfAuction, Law: law.L(36, "B4")}},
			LeadRestrictions: []ruling.LeadRestriction{withdrawnCallLead},
			Information:      withdrawnCallInfo,
			FollowUps:        []ruling.FollowUp{withdrawnCallLeadFollowUp, enforcedPassDamage},
			Notes: []string{
				"A double or redouble not permitted by Law 19 (nothing to double, partner's bid, a redouble of anything but an opponent's double) is inadmissible (Law 35A). Law 32 lets a double or redouble out of rotation be accepted except an inadmissible one; Law 36B4 then rules one made out of turn.",
				"A club's rules column says no double at partner's turn can be accepted; only an inadmissible one cannot.",
			},
			Laws: []law.Ref{law.L(36, "B"), law.L(32, "")},
		}, Fill: fillRotation},
		{ID: "inadmissible-condoned", Outcome: ruling.Outcome{
			Title: "Inadmissible double or redouble: it and every later call are cancelled",
			Summary: "{lho} called over a double or redouble that the auction did not allow. That call and every call after it are " +
				"cancelled, and the auction goes back to the player whose turn it was, as if nothing had happened.",
			Automatic: []ruling.Effect{{Text: "There is no further rectification, and there will be no lead restrictions", Laws: []law.Ref{law.L(36, "A")}}},
			Information: []ruling.InfoRule{
				{Who: ruling.Party{Role: ruling.OffendingSide}, Authorized: false, What: "the information from the cancelled calls", Law: law.L(16, "C2")},
				{Who: ruling.Party{Role: ruling.NonOffendingSide}, Authorized: true, What: "the information from the cancelled calls", Law: law.L(16, "C1")},
			},
			Notes: []string{"Law 36A applies even though the call was out of rotation: an inadmissible call cannot be accepted " +
				"(Law 32), so LHO's call does not accept it under Law 29A."},
			Laws: []law.Ref{law.L(36, "A")},
		}, Fill: fillRotation},
	},
}

// turnRoute sends a natural pass at RHO's turn to Law 30A's own question, and a double made
// before anyone has bid (LHO's turn as dealer) to Law 36; otherwise it goes where the option says.
func turnRoute(s ruling.Session) ruling.Target {
	switch {
	case s.Is("turn", "rho-barred"):
		return ruling.Rule("in-rotation")
	case s.Is("turn", "lho-later"):
		return ruling.Rule("change-of-call")
	case s.Is("turn", "rho") && s.Is("call", "pass"):
		return ruling.Ask("pass-at-rho")
	case s.Is("turn", "lho-first") && s.Is("call", "double"):
		return ruling.Ask("inadmissible-lho")
	case s.Is("turn", "rho"):
		return ruling.Ask("at-rho")
	case s.Is("turn", "partner"):
		return ruling.Ask("at-partner")
	}
	return ruling.Ask("at-lho")
}

// rotationLaws are the parts of Laws 30-32 that apply to one kind of call.
type rotationLaws struct {
	repeat, comparable, notComparable, partnerFree, changeOfCall law.Ref
	rho, reverted                                                law.Ref // the paragraph for each turn, read aloud
}

// lawsForKind picks Law 30 for a natural pass, Law 31 for a bid or an artificial pass (30C),
// Law 32 for a double or redouble. At partner's turn (or LHO's, as dealer) the offender's
// later call is ruled "as in" the RHO paragraphs, so those are cited with the B paragraph.
func lawsForKind(kind string) rotationLaws {
	switch kind {
	case "pass":
		return rotationLaws{comparable: law.L(30, "B1(b)(i)"), notComparable: law.L(30, "B1(b)(ii)"),
			partnerFree: law.L(30, "B1(a)"), changeOfCall: law.L(30, "B2"), rho: law.L(30, "A"), reverted: law.L(30, "B1")}
	case "double", "inadmissible":
		return rotationLaws{repeat: law.L(32, "A1"), comparable: law.L(32, "A2(a)"), notComparable: law.L(32, "A2(b)"),
			partnerFree: law.L(32, "B"), rho: law.L(32, "A"), reverted: law.L(32, "B")}
	}
	return rotationLaws{repeat: law.L(31, "A1"), comparable: law.L(31, "A2(a)"), notComparable: law.L(31, "A2(b)"),
		partnerFree: law.L(31, "B1"), changeOfCall: law.L(31, "C"), rho: law.L(31, "A"), reverted: law.L(31, "B")}
}

// offenceFor names what the player did, for the plain-words names of the players.
func offenceFor(kind string) string {
	switch kind {
	case "pass", "artificial-pass":
		return "passed out of turn"
	case "bid":
		return "bid out of turn"
	}
	return "called out of turn"
}

// callKind is the answer to the first question: pass, artificial-pass, bid, double or inadmissible.
func callKind(s ruling.Session) string { a, _ := s.Get("call"); return a.Option }

// lhoFirstNote is finding C-3: at the dealer's turn Laws 28B and 29A overlap, and the flow
// resolves the overlap by the call the dealer made.
const lhoFirstNote = "At the dealer's turn the dealer is both the player in turn (a call cancels the call out of " +
	"rotation, Law 28B) and the offender's LHO (a call accepts it, Law 29A). The Laws do not settle which applies; " +
	"this ruling treats a call that fits the auction with the call out of rotation in it as acceptance (29A), and a " +
	"call that ignores it as cancelling it (28B). That is a resolution, not a rule: record in the log's notes which you " +
	"found and why."

// inadmissibleForfeitNote is finding A34: Law 28B forfeits rectification for a call out of
// rotation, and the Laws do not say whether that also lifts Law 36B4's bar for an inadmissible
// double made out of turn (36A names only the next player's call).
const inadmissibleForfeitNote = "This ruling reads Law 28B as removing every rectification, Law 36B4's bar on partner " +
	"included, because the player in turn called first. The Laws do not settle it (Law 36A names only a call by the next " +
	"player): say which reading you take and record it in the log."

// fillRotation names the player by what they did and cites the paragraph of Law 30, 31 or 32
// that fits the call and the turn.
func fillRotation(s ruling.Session, o *ruling.Outcome) {
	kind := callKind(s)
	o.Offence = offenceFor(kind)
	if o.ID == "in-rotation" || o.ID == "simultaneous" {
		o.Offence = "called" // the call was in turn after all
	}
	laws := lawsForKind(kind)
	reverted := s.Is("turn", "partner") || s.Is("turn", "lho-first")
	if kind == "artificial-pass" {
		o.Laws = append(o.Laws, law.L(30, "C"))
	}
	switch o.ID {
	case "accepted":
		if kind == "pass" || kind == "artificial-pass" {
			skippedPlayer(o)
		}
	case "repeat":
		o.Laws = []law.Ref{laws.repeat}
		o.Automatic[0].Laws = []law.Ref{laws.repeat}
	case "explain-at-rho":
		o.Laws = append([]law.Ref{laws.rho}, o.Laws...)
		o.Cases[0].Laws = []law.Ref{laws.repeat}
		o.Cases[1].Laws = []law.Ref{laws.rho}
		o.Cases[2].Laws = []law.Ref{laws.comparable, law.L(23, "B")}
		o.Cases[3].Laws = []law.Ref{laws.notComparable, law.L(16, "C2"), law.L(26, "B")}
	case "explain-reverted":
		o.Laws = append([]law.Ref{laws.reverted}, o.Laws...)
		o.Cases[0].Laws = []law.Ref{laws.comparable, law.L(23, "B")}
		o.Cases[1].Laws = []law.Ref{laws.notComparable, law.L(26, "B")}
		if s.Is("turn", "lho-first") {
			o.Title = "Not accepted: the dealer calls, then what follows"
			o.Summary = "{lho} does not accept the call made out of turn, so it is cancelled and the auction goes back to {lho}, the dealer. " +
				"{partner} may make any legal call at their turn."
		} else {
			o.Summary += " {partner} may make any legal call."
		}
		if kind == "pass" {
			o.Notes = append(o.Notes, "Older ACBL Duplicate Decisions barred the offender for the rest of the auction after a pass at "+
				"partner's turn and stopped partner doubling at that turn; neither is a 2017 rule.")
		}
	case "comparable":
		o.Laws = append([]law.Ref{laws.comparable}, o.Laws...)
	case "not-comparable":
		o.MustPass[0].Law = laws.notComparable
		o.Laws = append([]law.Ref{laws.notComparable}, o.Laws...)
	case "change-of-call":
		if laws.changeOfCall.Law != 0 {
			o.Laws = append(o.Laws, laws.changeOfCall)
		}
	}
	if reverted && (o.ID == "comparable" || o.ID == "not-comparable") {
		o.Laws = append(o.Laws, laws.partnerFree)
		o.Notes = append(o.Notes, "Partner's own call, made when the auction went back to them, was subject to Law 16C2: "+
			"if it could have been suggested by the cancelled call, consider an adjustment.")
	}
	if s.Is("turn", "lho-first") && (o.ID == "accepted" || o.ID == "cancelled") {
		o.Notes = append(o.Notes, lhoFirstNote)
	}
	if s.Is("inadmissible-lho", "rho-first") {
		o.Notes = append(o.Notes, inadmissibleForfeitNote)
	}
}

// skippedPlayer is Law 17D3 after an accepted pass out of turn: a player whose turn it skipped
// keeps the right to call, so three passes do not end the auction (finding D4).
func skippedPlayer(o *ruling.Outcome) {
	o.Automatic = append(o.Automatic, ruling.Effect{
		Text: "If three passes then follow before every player has had a turn, the auction does not end: it goes back to the " +
			"player who missed their turn, and every pass after that turn is cancelled. {offending-side} may not use what the " +
			"cancelled passes said; {other-side} may",
		Laws: []law.Ref{law.L(17, "D3"), law.L(16, "C")}})
	o.FollowUps = append(o.FollowUps, ruling.FollowUp{
		When:  "if three passes follow before every player has had a turn to call",
		Watch: "the auction does not end: it goes back to the player who missed their turn, every later pass is cancelled, and Law 16C applies to the cancelled passes with {offender} as the offender",
		Flow:  "retention-of-right-to-call", Law: law.L(17, "D3")})
}
