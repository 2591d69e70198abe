package catalog

import (
	"errors"
	"fmt"
	"tableside/engine/ruling"

	"tableside/engine/bridge"
	"tableside/engine/law"
)

// InsufficientBid is Law 27 under the 2017 Laws. The common path is three answers: the bid it
// was made over, the insufficient bid, and "LHO does not accept", which ends in the offender's
// options with the free replacement worked out. When the offender has already replaced the bid,
// a fourth answer records the replacement; the engine works out whether it is the lowest
// sufficient bid in the same denomination (27B1(a)) and asks the comparable-call tests only
// when it is not.
var InsufficientBid = &ruling.Flow{
	ID:       "insufficient-bid",
	Title:    "Insufficient bid",
	Summary:  "A bid that is not higher than the last bid: acceptance, the free replacements, and when partner is barred.",
	Category: ruling.Auction,
	Phrases: []string{"insufficient bid", "bid too low", "didn't see the bid", "didn't see the overcall",
		"bid 1 over 1", "not sufficient", "bid is insufficient", "has to bid higher"},
	Laws:   []law.Ref{law.L(27, ""), law.L(23, ""), law.L(25, "A"), law.L(26, "B"), law.L(16, "C")},
	Start:  "over",
	Common: []ruling.Answer{ruling.CallAnswer(bridge.NewBid(1, bridge.SpadesStrain)), ruling.CallAnswer(bridge.NewBid(1, bridge.HeartsStrain)), ruling.Pick("options")},
	Steps: []ruling.Step{
		{ID: "over", Question: ruling.Question{
			Prompt:   "What was the last bid before it?",
			Help:     "The bid the insufficient bid failed to beat. It fixes which replacements are free (Law 27B1).",
			Kind:     ruling.CallKind,
			Check:    lastBidCheck,
			Examples: []ruling.Answer{ruling.CallAnswer(bridge.NewBid(1, bridge.SpadesStrain)), ruling.CallAnswer(bridge.NewBid(2, bridge.HeartsStrain))},
		}, Route: func(ruling.Session) ruling.Target { return ruling.Ask("bid") }},
		{ID: "bid", Question: ruling.Question{
			Prompt:   "What was the insufficient bid?",
			Help:     "A bid is insufficient when it does not rank above the last bid (Law 18D).",
			Kind:     ruling.CallKind,
			Check:    insufficientCheck,
			Examples: []ruling.Answer{ruling.CallAnswer(bridge.NewBid(1, bridge.ClubsStrain))},
		}, Route: func(ruling.Session) ruling.Target { return ruling.Ask("status") }},
		{ID: "status", Question: ruling.Question{
			Prompt: "Was it a slip, and does LHO accept it?",
			Help: "First ask the offender, away from the table, whether he meant to make this call: an unintended call " +
				"(a slip of the hand, not a change of mind) is dealt with under Law 25A first. Otherwise offer LHO the " +
				"chance to accept it; any call by LHO accepts it (Law 27A1). Note whether the bid was natural or artificial: " +
				"that decides which replacement is free. (An insufficient bid out of rotation is a call out of rotation, Law 27A2.)",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "slip", Label: "A slip: not the call he meant", Next: ruling.Rule("slip")},
				{ID: "accepted", Label: "LHO accepts it, or has called", Next: ruling.Rule("accepted")},
				{ID: "options", Label: "Not accepted: explain the options", Next: ruling.Rule("options")},
				{ID: "natural", Label: "Already replaced; it was natural", Next: ruling.Ask("replacement")},
				{ID: "artificial", Label: "Already replaced; it was artificial", Next: ruling.Ask("replacement")},
			}}},
		{ID: "replacement", Question: ruling.Question{
			Prompt: "What call replaces it?",
			Help: "Explain the offender's options away from the table, without suggesting a call. If he has already replaced " +
				"the bid before you arrived, that call stands if legal, unless LHO accepts the insufficient bid (Law 27C).",
			Kind: ruling.CallKind,
			Examples: []ruling.Answer{ruling.CallAnswer(bridge.NewBid(2, bridge.ClubsStrain)), ruling.CallAnswer(bridge.NewBid(3, bridge.ClubsStrain)),
				ruling.CallAnswer(bridge.PassCall), ruling.CallAnswer(bridge.DoubleCall)},
		}, Route: replacementRoute},
		{ID: "same-denominations", Question: ruling.Question{
			Prompt: "Does the new bid show the same denomination(s) as the withdrawn one?",
			Help: "For an artificial bid the denominations it shows count, not the one it names. The lowest sufficient bid " +
				"that shows the same denomination(s) is free (Law 27B1(a)).",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "yes", Label: "Yes, and it is the lowest such bid", Next: ruling.Rule("lowest-same")},
				{ID: "no", Label: "No, or a lower bid would show them", Next: ruling.Ask("comparable")},
			}}},
		comparableCallStep("comparable", "Is the replacement comparable with the insufficient bid?",
			ruling.Rule("comparable"), ruling.Rule("partner-barred")),
		comparableCallStep("comparable-double", "Is the double or redouble comparable with the insufficient bid?",
			ruling.Rule("comparable"), ruling.Rule("double-cancelled")),
	},
	Endings: []ruling.Ending{
		{ID: "slip", Outcome: ruling.Outcome{
			Title: "Rule on the unintended call first",
			Summary: "The offender says this was not the call he meant. If you agree it was a slip and his partner has not " +
				"called since, he may replace it with the call he intended, however he noticed the mistake.",
			Automatic: []ruling.Effect{{Text: "If the intended call is itself insufficient, Law 27 applies to it and LHO may accept it", Laws: []law.Ref{law.L(25, "A")}}},
			FollowUps: []ruling.FollowUp{{When: "once you have decided whether the call was unintended",
				Watch: "if it was a change of mind, not a slip, rule on the insufficient bid: LHO may accept it, otherwise it must be replaced",
				Law:   law.L(25, "A")}},
			Notes: []string{"Under 2017 Law 25A the test is whether the call was intended, however the player noticed, until his " +
				"partner calls. Older texts (seed 001) required the change to be made without pause for thought."},
			Laws: []law.Ref{law.L(25, "A"), law.L(27, "")},
		}},
		{ID: "accepted", Outcome: ruling.Outcome{
			Title:     "The insufficient bid stands",
			Summary:   "LHO accepts the insufficient bid, so it is treated as a legal bid.",
			Automatic: []ruling.Effect{{Text: "The auction continues with LHO's call, without rectification", Laws: []law.Ref{law.L(27, "A1")}}},
			Notes:     []string{"A call by LHO accepts the bid even if he had not noticed it was insufficient (Law 27A1)."},
			Laws:      []law.Ref{law.L(27, "A1")},
		}, Fill: fillInsufficientSummary},
		{ID: "options", Outcome: insufficientOptions(), Fill: fillInsufficientOptions},
		{ID: "lowest-same", Outcome: lowestSameDenomination(), Fill: fillInsufficientSummary},
		{ID: "comparable", Outcome: comparableAfterInsufficient(), Fill: fillInsufficientSummary},
		{ID: "partner-barred", Outcome: barredAfterInsufficient(), Fill: fillInsufficientSummary},
		{ID: "double-cancelled", Outcome: doubleForInsufficient(), Fill: fillInsufficientSummary},
		{ID: "insufficient-again", Outcome: insufficientAgain(), Fill: fillInsufficientSummary},
	},
}

// insufficientOptions is what the director says when LHO declines the insufficient bid and the
// offender has not yet replaced it: the replacements and what each costs (Law 27B).
func insufficientOptions() ruling.Outcome {
	adj, check := comparableCallDamage(law.L(27, "D"))
	return ruling.Outcome{
		Title:   "The offender replaces the bid: the options",
		Summary: "LHO does not accept the insufficient bid, so it is withdrawn and the offender must replace it with a legal call.",
		Chooser: ruling.Party{Role: ruling.Offender},
		Options: []ruling.Choice{
			{Label: "The lowest sufficient bid showing the same denomination(s)",
				Consequence: "No rectification: the auction goes on normally.", Laws: []law.Ref{law.L(27, "B1(a)")}},
			{Label: "A comparable call",
				Consequence: "No rectification. A call with the same or a similar meaning, a subset of the meanings, or the same purpose; the director judges this away from the table.",
				Laws:        []law.Ref{law.L(27, "B1(b)"), law.L(23, "A")}},
			{Label: "Any other sufficient bid, or a pass",
				Consequence: "Partner must pass for the rest of the auction, and if the offender defends, declarer may forbid one suit on partner's first lead.",
				Laws:        []law.Ref{law.L(27, "B2"), law.L(26, "B")}},
		},
		Automatic: []ruling.Effect{{Text: "A double or redouble may replace the bid only if it is a comparable call; any other double or redouble is cancelled and partner is barred",
			Laws: []law.Ref{law.L(27, "B3")}}},
		Information: withdrawnCallInfo,
		Adjustment:  adj,
		FollowUps: []ruling.FollowUp{
			{When: "when the offender has chosen his replacement",
				Watch: "if it is neither the free replacement nor a comparable call, partner must pass for the rest of the auction and Law 26B lead restrictions apply",
				Flow:  "insufficient-bid", Law: law.L(27, "B2")},
			check,
		},
		Notes: []string{
			"Under the 2017 Laws the free replacement is the lowest sufficient bid showing the same denomination(s); the 2008 'incontrovertibly natural' wording and the older 'not conventional' test (seed 001) are gone.",
			"Explain the options to the offender away from the table if a comparable call may be in question, without suggesting a call.",
		},
		Laws: []law.Ref{law.L(27, "B")},
	}
}

// fillInsufficientOptions names the bids and, for a natural bid, the free replacement.
func fillInsufficientOptions(s ruling.Session, o *ruling.Outcome) {
	fillInsufficientSummary(s, o)
	bid, over := s.Call("bid"), s.Call("over")
	if lowest := bridge.LowestSufficient(over, bid.Strain); lowest.Valid() {
		o.Options[0].Label = fmt.Sprintf("%s, if %s was natural: the lowest sufficient bid showing the same denomination(s)", lowest, bid)
	}
}

func lowestSameDenomination() ruling.Outcome {
	adj, check := comparableCallDamage(law.L(27, "D"))
	return ruling.Outcome{
		Title:       "Lowest sufficient bid in the same denomination: no rectification",
		Summary:     "The insufficient bid is replaced by the lowest sufficient bid showing the same denomination(s), so the auction goes on normally.",
		Automatic:   []ruling.Effect{{Text: "There is no obligation to pass, and there will be no lead restrictions", Laws: []law.Ref{law.L(27, "B1(a)")}}},
		Information: comparableCallInfo(law.L(27, "B1(a)")),
		Adjustment:  adj,
		FollowUps:   []ruling.FollowUp{check},
		Notes: []string{
			"The 2017 Law asks only that both bids show the same denomination(s). The 2008 condition that both be " +
				"'incontrovertibly not artificial' is gone, as is the older 'not conventional' test (seed 001).",
			"If the new bid is artificial and shows something other than the withdrawn bid did, it is not this case: judge it as a comparable call (Law 27B1(b)).",
		},
		Laws: []law.Ref{law.L(27, "B1(a)")},
	}
}

func doubleForInsufficient() ruling.Outcome {
	o := barredAfterInsufficient()
	o.Title = "The double is cancelled; partner must pass for the rest of the auction"
	o.Summary = "A double or redouble may replace an insufficient bid only when it is a comparable call, and this one is not."
	o.Automatic = []ruling.Effect{{Text: "The double or redouble is cancelled. The offender must replace the insufficient bid with a sufficient bid or a pass",
		Laws: []law.Ref{law.L(27, "B3")}}}
	o.MustPass = []ruling.MustPass{{Who: ruling.Party{Role: ruling.OffendersPartner}, Length: ruling.RestOfAuction, Law: law.L(27, "B3")}}
	o.Laws = []law.Ref{law.L(27, "B3")}
	return o
}

func insufficientAgain() ruling.Outcome {
	return ruling.Outcome{
		Title:   "Another insufficient bid: LHO may accept it",
		Summary: "The offender has replaced the insufficient bid with another insufficient bid.",
		Chooser: ruling.Party{Role: ruling.OffendersLHO},
		Options: []ruling.Choice{
			{Label: "Accept the new bid", Consequence: "It is treated as legal and the auction continues with your call.", Laws: []law.Ref{law.L(27, "A1")}},
			{Label: "Do not accept it", Consequence: "It is cancelled. The offender must make a sufficient bid or pass, and his partner must pass for the rest of the auction; declarer may later forbid one suit on partner's first lead.",
				Laws: []law.Ref{law.L(27, "B4"), law.L(27, "B3"), law.L(26, "B")}},
		},
		Information: withdrawnCallInfo,
		Laws:        []law.Ref{law.L(27, "B4")},
	}
}

// lastBidCheck refuses a non-bid as the bid that was not beaten.
func lastBidCheck(_ ruling.Session, a ruling.Answer) error {
	if !a.Call.IsBid() {
		return fmt.Errorf("%s is not a bid: enter the last bid made before the insufficient bid", a.Call)
	}
	return nil
}

// insufficientCheck refuses a call that cannot be an insufficient bid over the last bid.
func insufficientCheck(s ruling.Session, a ruling.Answer) error {
	over := s.Call("over")
	switch {
	case !a.Call.IsBid():
		return errors.New("only a bid can be insufficient: a pass, double or redouble is never an insufficient bid (Law 27)")
	case !bridge.IsInsufficient(a.Call, over):
		return fmt.Errorf("%s is sufficient over %s, so this is not an insufficient bid (Law 27)", a.Call, over)
	}
	return nil
}

// replacementKind classifies the replacement for Law 27B, without the director's judgment.
type replacementKind int

const (
	otherReplacement      replacementKind = iota // any other sufficient bid or a pass: the comparable-call test decides
	lowestSameStrain                             // the lowest sufficient bid in the withdrawn bid's strain (27B1(a) when natural)
	doubleReplacement                            // a double or redouble: free only if comparable (27B1(b), 27B3)
	insufficientAgainKind                        // another insufficient bid (27B4)
)

func classifyReplacement(replacement, withdrawn, over bridge.Call) replacementKind {
	switch {
	case replacement.Kind == bridge.Double || replacement.Kind == bridge.Redouble:
		return doubleReplacement
	case bridge.IsInsufficient(replacement, over):
		return insufficientAgainKind
	case replacement == bridge.LowestSufficient(over, withdrawn.Strain):
		return lowestSameStrain
	}
	return otherReplacement
}

func replacementRoute(s ruling.Session) ruling.Target {
	kind := classifyReplacement(s.Call("replacement"), s.Call("bid"), s.Call("over"))
	artificial := s.Is("status", "artificial")
	switch {
	case kind == insufficientAgainKind:
		return ruling.Rule("insufficient-again")
	case kind == doubleReplacement:
		return ruling.Ask("comparable-double")
	case kind == lowestSameStrain && !artificial:
		return ruling.Rule("lowest-same")
	case s.Call("replacement").IsBid() && artificial:
		return ruling.Ask("same-denominations")
	}
	return ruling.Ask("comparable")
}

// fillInsufficientSummary names the bids in the summary: "1♣ over 1♠, replaced by 2♣."
func fillInsufficientSummary(s ruling.Session, o *ruling.Outcome) {
	bid, over := s.Call("bid"), s.Call("over")
	if !bid.IsBid() || !over.IsBid() {
		return
	}
	what := fmt.Sprintf("%s over %s", bid, over)
	if r := s.Call("replacement"); r.Valid() {
		what += fmt.Sprintf(", replaced by %s", r)
	}
	o.Summary = what + ". " + o.Summary
}
