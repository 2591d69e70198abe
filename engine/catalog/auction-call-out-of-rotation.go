package catalog

import (
	"tableside/engine/law"
	"tableside/engine/ruling"
)

// CallOutOfRotation is Laws 28-32 under the 2017 Laws. Three choices place the irregularity
// (what was called, whose turn it was, what happened next); the common paths end in three or
// four answers, the fourth being Law 23A's comparable-call test when the offender has made
// his new call.
var CallOutOfRotation = &ruling.Flow{
	ID:       "call-out-of-rotation",
	Title:    "Call out of rotation",
	Summary:  "A pass, bid, double or redouble made out of turn: acceptance, cancellation, and when partner must pass once.",
	Category: ruling.Auction,
	Phrases: []string{"bid out of turn", "passed out of turn", "called out of turn", "doubled out of turn",
		"opened out of turn", "it wasn't his turn", "wrong dealer", "bid out of rotation", "pass out of rotation"},
	Laws:   []law.Ref{law.L(28, ""), law.L(29, ""), law.L(30, ""), law.L(31, ""), law.L(32, ""), law.L(23, ""), law.L(26, "B"), law.L(16, "C")},
	Start:  "call",
	Common: []ruling.Answer{ruling.Pick("bid"), ruling.Pick("partner"), ruling.Pick("not-accepted"), ruling.Pick("none")},
	Steps: []ruling.Step{
		{ID: "call", Question: ruling.Question{
			Prompt: "What was called out of rotation?",
			Help: "A pass, a bid, and a double or redouble each have their own Law (30, 31, 32). An artificial pass " +
				"(one that promises values, or a pass of partner's artificial call) is treated as a bid (Law 30C).",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "pass", Label: "A pass", Next: ruling.Ask("turn")},
				{ID: "artificial-pass", Label: "An artificial pass", Help: "For example a strong or forcing pass.", Next: ruling.Ask("turn")},
				{ID: "bid", Label: "A bid", Next: ruling.Ask("turn")},
				{ID: "double", Label: "A double or redouble", Next: ruling.Ask("turn")},
			}}},
		{ID: "turn", Question: ruling.Question{
			Prompt: "Whose turn was it?",
			Help: "Seen from the player who called out of turn. At his right-hand opponent's turn he may have to repeat " +
				"or pass; at partner's turn the auction goes back to partner; at LHO's turn after he has already called " +
				"it is a change of call (Law 25).",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "rho", Label: "His right-hand opponent's", Next: ruling.Ask("at-rho")},
				{ID: "partner", Label: "His partner's", Next: ruling.Ask("at-partner")},
				{ID: "lho-first", Label: "LHO's, as dealer", Help: "The offender had not yet called.", Next: ruling.Ask("at-lho")},
				{ID: "lho-later", Label: "LHO's, after he had called", Next: ruling.Rule("change-of-call")},
			}},
			Route: turnRoute},
		{ID: "pass-at-rho", Question: ruling.Question{
			Prompt: "What happened next?",
			Help: "LHO may accept the pass; any call by LHO accepts it (Law 29A). If RHO, whose turn it was, called " +
				"before you ruled, the pass is simply cancelled (Law 28B).",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "accepted", Label: "LHO accepts it, or has called", Next: ruling.Rule("accepted")},
				{ID: "rho-first", Label: "RHO called before the ruling", Next: ruling.Rule("cancelled")},
				{ID: "not-accepted", Label: "LHO does not accept it", Next: ruling.Rule("pass-next-turn")},
			}}},
		{ID: "at-rho", Question: ruling.Question{
			Prompt: "What happened next?",
			Help: "LHO may accept the call; any call by LHO accepts it (Law 29A). If RHO, whose turn it was, called " +
				"before you ruled, the call is cancelled (Law 28B). Otherwise RHO now calls, and what the offender " +
				"may do depends on it.",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "accepted", Label: "LHO accepts it, or has called", Next: ruling.Rule("accepted")},
				{ID: "rho-first", Label: "RHO called before the ruling", Next: ruling.Rule("cancelled")},
				{ID: "rho-passes", Label: "Not accepted; RHO then passes", Next: ruling.Rule("repeat")},
				{ID: "rho-acts", Label: "Not accepted; RHO bids or doubles", Help: "Or redoubles.", Next: ruling.Ask("comparable")},
			}}},
		{ID: "at-partner", Question: ruling.Question{
			Prompt: "Does LHO accept it?",
			Help: "Any call by LHO accepts it (Law 29A). If not, the auction goes back to partner, who may make any " +
				"legal call but may not use what the cancelled call told him (Law 16C2). Tell the offender he may then " +
				"make any legal call, and what follows if it is not comparable.",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "accepted", Label: "Yes, or LHO has called", Next: ruling.Rule("accepted")},
				{ID: "not-accepted", Label: "No", Next: ruling.Ask("comparable")},
			}}},
		{ID: "at-lho", Question: ruling.Question{
			Prompt: "What did LHO do?",
			Help: "LHO, the dealer, may accept the call by calling over it (Law 29A). If he made his own opening call " +
				"ignoring it, the call out of rotation is cancelled (Law 28B). Otherwise the auction goes back to him " +
				"and the offender may later make any legal call.",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "accepted", Label: "Accepted it, or called over it", Next: ruling.Rule("accepted")},
				{ID: "opened", Label: "Opened, ignoring it", Next: ruling.Rule("cancelled")},
				{ID: "not-accepted", Label: "Did not accept it", Next: ruling.Ask("comparable")},
			}}},
		comparableCallStep("comparable", "At his proper turn, is the offender's call comparable with the withdrawn one?",
			ruling.Rule("comparable"), ruling.Rule("not-comparable")),
	},
	Endings: []ruling.Ending{
		{ID: "accepted", Outcome: ruling.Outcome{
			Title:     "The call stands: LHO has accepted it",
			Summary:   "LHO accepts the call out of rotation, so it is treated as made in turn.",
			Automatic: []ruling.Effect{{Text: "The auction continues with LHO's call, without rectification", Laws: []law.Ref{law.L(29, "A")}}},
			Notes: []string{"Any call by LHO accepts it, even if he had not noticed (Law 29A). A double or redouble out of " +
				"rotation can be accepted too, unless it is inadmissible (Laws 32, 36); a club column (seed 004) wrongly says a double at partner's turn cannot be."},
			Laws: []law.Ref{law.L(29, "A")},
		}, Fill: fillAcceptedRotation},
		{ID: "cancelled", Outcome: ruling.Outcome{
			Title:       "Cancelled: the player in turn called first",
			Summary:     "The player whose turn it was called before the director ruled, so the call out of rotation is cancelled and there is no rectification.",
			Automatic:   []ruling.Effect{{Text: "The auction continues as if the offender had not called at that turn; he calls again at his proper turn", Laws: []law.Ref{law.L(28, "B")}}},
			Information: withdrawnCallInfo,
			Laws:        []law.Ref{law.L(28, "B")},
		}},
		{ID: "pass-next-turn", Outcome: ruling.Outcome{
			Title:       "The offender must pass at his next turn",
			Summary:     "The pass out of rotation is cancelled and RHO calls.",
			MustPass:    []ruling.MustPass{{Who: ruling.Party{Role: ruling.Offender}, Length: ruling.NextTurn, Law: law.L(30, "A")}},
			Information: withdrawnCallInfo,
			Notes: []string{
				"Law 30A gives the same rule whether or not anyone has bid. Older texts (seed 001) split the cases and, at partner's turn, made the offender pass for the whole auction.",
				"Law 30A names no lead restriction. Some directors argue Law 26B could apply when the enforced pass no longer means what the withdrawn pass meant; most impose none.",
			},
			Laws: []law.Ref{law.L(30, "A")},
		}},
		{ID: "repeat", Outcome: ruling.Outcome{
			Title:     "The offender repeats his call",
			Summary:   "RHO passed, so the offender must now make the same call he made out of rotation.",
			Automatic: []ruling.Effect{{Text: "When the repeated call is legal there is no rectification", Laws: []law.Ref{law.L(31, "A1")}}},
			Notes: []string{"If the repeated call would be insufficient, Law 27 applies to it (Law 27A2); a repeated double or redouble " +
				"that is inadmissible goes to Law 36."},
			Laws: []law.Ref{law.L(31, "A1")},
		}, Fill: fillRotationLaws},
		{ID: "comparable", Outcome: comparableAfterRotation(), Fill: fillRotationLaws},
		{ID: "not-comparable", Outcome: notComparableAfterRotation(law.L(31, "A2(b)")), Fill: fillRotationLaws},
		{ID: "change-of-call", Outcome: ruling.Outcome{
			Title:   "Treat it as a change of call",
			Summary: "The offender called again at LHO's turn, after his own call: this is an attempt to change that call.",
			Automatic: []ruling.Effect{
				{Text: "If the first call was unintended and his partner has not called, he may replace it with the call he meant", Laws: []law.Ref{law.L(25, "A")}},
				{Text: "Otherwise LHO may accept the new call; if he does not, it is cancelled and the first call stands", Laws: []law.Ref{law.L(25, "B")}},
			},
			Information: withdrawnCallInfo,
			FollowUps: []ruling.FollowUp{{When: "now", Watch: "rule on the change of call under Law 25",
				Law: law.L(25, "")}},
			Laws: []law.Ref{law.L(25, "")},
		}, Fill: fillRotationLaws},
		{ID: "inadmissible", Outcome: ruling.Outcome{
			Title:   "An inadmissible double or redouble",
			Summary: "Nobody had bid yet, so there was nothing to double or redouble: the call is inadmissible and cannot be accepted.",
			FollowUps: []ruling.FollowUp{{When: "now", Watch: "rule on the inadmissible double or redouble",
				Law: law.L(36, "")}},
			Laws: []law.Ref{law.L(36, ""), law.L(32, "")},
		}},
	},
}

// turnRoute sends a natural pass at RHO's turn to Law 30A's own question, and a double made
// before anyone has bid to Law 36; otherwise it goes where the option says.
func turnRoute(s ruling.Session) ruling.Target {
	switch {
	case s.Is("turn", "rho") && s.Is("call", "pass"):
		return ruling.Ask("pass-at-rho")
	case s.Is("turn", "lho-first") && s.Is("call", "double"):
		return ruling.Rule("inadmissible")
	case s.Is("turn", "rho"):
		return ruling.Ask("at-rho")
	case s.Is("turn", "partner"):
		return ruling.Ask("at-partner")
	case s.Is("turn", "lho-first"):
		return ruling.Ask("at-lho")
	}
	return ruling.Rule("change-of-call")
}

// rotationLaws are the parts of Laws 30-32 that apply to one kind of call.
type rotationLaws struct {
	repeat, comparable, notComparable, partnerFree, changeOfCall law.Ref
}

// lawsForCall picks Law 30 for a natural pass, Law 31 for a bid or an artificial pass (30C),
// Law 32 for a double or redouble. At partner's turn (or LHO's, as dealer) the offender's
// later call is ruled "as in" the RHO paragraphs, so those are cited with the B paragraph.
func lawsForCall(s ruling.Session) rotationLaws {
	switch {
	case s.Is("call", "pass"):
		return rotationLaws{comparable: law.L(30, "B1(b)(i)"), notComparable: law.L(30, "B1(b)(ii)"),
			partnerFree: law.L(30, "B1(a)"), changeOfCall: law.L(30, "B2")}
	case s.Is("call", "double"):
		return rotationLaws{repeat: law.L(32, "A1"), comparable: law.L(32, "A2(a)"), notComparable: law.L(32, "A2(b)"),
			partnerFree: law.L(32, "B")}
	}
	return rotationLaws{repeat: law.L(31, "A1"), comparable: law.L(31, "A2(a)"), notComparable: law.L(31, "A2(b)"),
		partnerFree: law.L(31, "B1"), changeOfCall: law.L(31, "C")}
}

// fillRotationLaws cites the paragraph of Law 30, 31 or 32 that fits the call and the turn.
func fillRotationLaws(s ruling.Session, o *ruling.Outcome) {
	laws := lawsForCall(s)
	reverted := s.Is("turn", "partner") || s.Is("turn", "lho-first")
	if s.Is("call", "artificial-pass") {
		o.Laws = append(o.Laws, law.L(30, "C"))
	}
	switch o.ID {
	case "repeat":
		o.Laws = []law.Ref{laws.repeat}
		o.Automatic[0].Laws = []law.Ref{laws.repeat}
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
		o.Notes = append(o.Notes, "Partner's own call, made when the auction went back to him, was subject to Law 16C2: "+
			"if it could have been suggested by the cancelled call, consider an adjustment.")
		if s.Is("call", "pass") {
			o.Notes = append(o.Notes, "Older texts (seed 001) barred the offender for the rest of the auction after a pass at "+
				"partner's turn and stopped partner doubling at that turn; neither is a 2017 rule.")
		}
	}
}

func fillAcceptedRotation(s ruling.Session, o *ruling.Outcome) {
	if s.Is("call", "pass") || s.Is("call", "artificial-pass") {
		o.FollowUps = append(o.FollowUps, ruling.FollowUp{
			When:  "if three passes follow before every player has had a turn to call",
			Watch: "the auction does not end: it goes back to the player who missed his turn",
			Law:   law.L(17, "D3")})
	}
}
