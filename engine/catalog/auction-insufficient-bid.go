package catalog

import (
	"errors"
	"fmt"
	"tableside/engine/ruling"

	"tableside/engine/bridge"
	"tableside/engine/law"
)

// InsufficientBid is Law 27 under the 2017 Laws. The common path is four answers: who made it
// (so the script names every player by seat), the bid it was made over, the insufficient bid,
// and "LHO does not accept", which ends in the options of the player who made it, read without
// naming any call (the free bid is worked out in a note).
// When the bid has already been replaced, the director says whether the replacement is the
// lowest bid showing the same suit(s) in the partnership's methods (Law 27B1(a)) and enters the
// call; any other replacement goes to the comparable-call test (27B1(b), 27B2, 27B3).
var InsufficientBid = &ruling.Flow{
	ID:       "insufficient-bid",
	Title:    "Insufficient bid",
	Summary:  "A bid that is not higher than the last bid: acceptance, the free replacements, and when partner is barred.",
	Category: ruling.Auction,
	Phrases: []string{"insufficient bid", "bid too low", "didn't see the bid", "didn't see the overcall",
		"bid 1 over 1", "not sufficient", "bid is insufficient", "has to bid higher"},
	Laws:    []law.Ref{law.L(27, ""), law.L(23, ""), law.L(25, "A"), law.L(26, "B"), law.L(16, "C")},
	Offence: "made the insufficient bid",
	Names:   ruling.RoleNames("the bidder"),
	Seats:   seatsFromOffenderStep,
	Start:   offenderSeatStepID,
	Common:  []ruling.Answer{ruling.SeatAnswer(bridge.East), ruling.CallAnswer(bridge.NewBid(1, bridge.SpadesStrain)), ruling.CallAnswer(bridge.NewBid(1, bridge.HeartsStrain)), ruling.Pick("options")},
	Steps: []ruling.Step{
		offenderSeatStep("Who made the insufficient bid?", "over"),
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
			Prompt: "Was it a slip? If not, what has happened since?",
			Help: "First ask the player, away from the table, whether they meant to make this call. An unintended call (a " +
				"mechanical error or slip of the tongue, not a change of mind) is Law 25A, however the player noticed, until " +
				"partner calls: even if LHO has already called over it, and then LHO may take that call back (Law 25A6). " +
				"Otherwise offer LHO the chance to accept it; any call by LHO accepts it (Law 27A1). If the player has " +
				"already replaced it, the replacement stands if legal, unless LHO accepts the insufficient bid (Law 27C). " +
				"(An insufficient bid out of rotation is a call out of rotation, Law 27A2.)",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "options", Label: "Not accepted: explain the options", Next: ruling.Rule("options")},
				{ID: "slip", Label: "A slip: not the call they meant", Help: "Even if LHO has called since, as long as partner has not (Law 25A).",
					Next: ruling.Rule("slip")},
				{ID: "accepted", Label: "LHO accepts it, or has called over it", Next: ruling.Rule("accepted")},
				{ID: "replaced-same", Label: "Already replaced by the lowest bid showing the same suit(s)",
					Help: "Judge both bids by what they show in the partnership's methods, not the suit they name: a natural 1♥ " +
						"over 1NT replaced by a 2♥ transfer to spades is not this; a 2♦ transfer showing hearts can be. A " +
						"Stayman 2♣ shows no clubs and no other suit, so there is nothing to match: choose another call and " +
						"judge it as a comparable call (Law 27B1(a)).",
					Next: ruling.Ask("replacement")},
				{ID: "double-then-call", Label: "Replaced by a double or redouble that was cancelled, then by another call",
					Help: "The cancelled double or redouble decides the ruling whatever the call after it (Law 27B3): do not enter only the last call.",
					Next: ruling.Rule("double-cancelled")},
				{ID: "replaced", Label: "Already replaced by another call",
					Help: "A pass, a double, or a bid that shows something else: the comparable-call test decides (Laws 27B1(b), 27B2).",
					Next: ruling.Ask("replacement")},
			}}},
		{ID: "replacement", Question: ruling.Question{
			Prompt: "What call replaces it?",
			Help: "The call the player put in place of the insufficient bid. Explain the options away from the table, " +
				"without suggesting a call. A replacement made before you arrived stands if legal, unless LHO accepts " +
				"the insufficient bid (Law 27C). If the player first tried a double or redouble that was cancelled, go back " +
				"and say so: that decides the ruling, whatever call came after it (Law 27B3).",
			Kind: ruling.CallKind,
			Examples: []ruling.Answer{ruling.CallAnswer(bridge.NewBid(2, bridge.ClubsStrain)), ruling.CallAnswer(bridge.NewBid(3, bridge.ClubsStrain)),
				ruling.CallAnswer(bridge.PassCall), ruling.CallAnswer(bridge.DoubleCall)},
		}, Route: replacementRoute},
		comparableCallStep("comparable", "Is the replacement comparable with the insufficient bid?",
			ruling.Rule("comparable"), ruling.Rule("partner-barred")),
		comparableCallStep("comparable-double", "Is the double or redouble comparable with the insufficient bid?",
			ruling.Rule("comparable"), ruling.Rule("double-cancelled")),
	},
	Endings: []ruling.Ending{
		{ID: "slip", Outcome: ruling.Outcome{
			Title: "Rule on the unintended call first",
			Summary: "{offender} says this was not the call they meant. If I agree it was a slip, and {partner} has not called " +
				"since, {offender} may replace it with the call they intended, however they noticed the mistake.",
			Automatic: []ruling.Effect{
				{Text: "If it is replaced, the intended call stands and the withdrawn call brings no lead restrictions; if the intended " +
					"call is itself insufficient, the insufficient-bid rules apply to it and {lho} may accept it", Laws: []law.Ref{law.L(25, "A1")}},
				{Text: "If the call is replaced, {lho} may take back any call made over it", Laws: []law.Ref{law.L(25, "A6")}},
			},
			Information: []ruling.InfoRule{
				{Who: ruling.Party{Role: ruling.OffendersPartner}, Authorized: false, What: "the information from the withdrawn call", Law: law.L(16, "C2")},
				{Who: ruling.Party{Role: ruling.NonOffendingSide}, Authorized: true, What: "the information from a call taken back", Law: law.L(25, "A6")},
				{Who: ruling.Party{Role: ruling.OffendingSide}, Authorized: false, What: "the information from a call taken back", Law: law.L(25, "A6")},
			},
			FollowUps: []ruling.FollowUp{{When: "once you have decided whether the call was unintended",
				Watch: "if it was a change of mind, not a slip, open the ruling again and rule on the insufficient bid: {lho} may accept it, otherwise it must be replaced",
				Flow:  "insufficient-bid", Law: law.L(25, "A")}},
			Notes: []string{
				"Under 2017 Law 25A the test is whether the call was intended, however the player noticed (25A3), until partner " +
					"calls (25A4). Older ACBL Duplicate Decisions required the change to be made without pause for thought.",
				"Ask about a slip before acceptance: an unintended call can still be replaced after LHO has called over it, and LHO " +
					"may then withdraw that call (25A6). A change of mind is not a slip (25A2).",
			},
			Laws: []law.Ref{law.L(25, "A"), law.L(27, "")},
		}},
		{ID: "accepted", Outcome: ruling.Outcome{
			Title:     "The insufficient bid stands",
			Summary:   "{lho} accepts the insufficient bid, so it is treated as a legal bid.",
			Automatic: []ruling.Effect{{Text: "The auction goes on from it, with no rectification", Laws: []law.Ref{law.L(27, "A1")}}},
			Notes: []string{"A call by LHO accepts the bid even if LHO had not noticed it was insufficient (Law 27A1). " +
				"If the bid was a slip, Law 25A comes first, even after LHO's call."},
			Laws: []law.Ref{law.L(27, "A1")},
		}, Fill: fillInsufficientSummary},
		{ID: "options", Outcome: insufficientOptions(), Fill: fillInsufficientOptions},
		{ID: "lowest-same", Outcome: lowestSameDenomination(), Fill: fillLowestSame},
		{ID: "comparable", Outcome: comparableAfterInsufficient(), Fill: fillInsufficientSummary},
		{ID: "partner-barred", Outcome: barredAfterInsufficient(), Fill: fillInsufficientSummary},
		{ID: "double-cancelled", Outcome: doubleForInsufficient(), Fill: fillInsufficientSummary},
		{ID: "insufficient-again", Outcome: insufficientAgain(), Fill: fillInsufficientSummary},
	},
}

// insufficientOptions is what the director says when LHO declines the insufficient bid and the
// bid has not yet been replaced: the replacements and what each costs (Law 27B). The options
// name no call, so nothing read aloud prompts the player or tells partner what the bid meant
// (finding IB-6); obligations and information rules sit on the option they belong to (IB-2).
func insufficientOptions() ruling.Outcome {
	_, check := comparableCallDamage(law.L(27, "D"))
	check.When = "at the end of play, if the lowest bid showing the same suit(s) or a comparable call replaced it"
	return ruling.Outcome{
		Title:   "{offender} replaces the bid: the options",
		Summary: "{lho} does not accept the insufficient bid, so {offender} must replace it with a legal call.",
		Chooser: ruling.Party{Role: ruling.Offender},
		Options: []ruling.Choice{
			{Label: "The lowest bid showing the same suit(s), or a comparable call",
				Consequence: "I'll discuss with {offender}, away from the table, which calls qualify. The auction then goes on normally, with no rectification. " +
					"If at the end of play I find that without the help of the insufficient bid the result could well have been different, " +
					"and {other-side} lost out, I will award an assigned adjusted score.",
				Laws:        []law.Ref{law.L(27, "B1(a)"), law.L(27, "B1(b)"), law.L(23, "A"), law.L(27, "D")},
				Information: comparableCallInfo(law.L(27, "B1"))},
			{Label: "Any other sufficient bid, or a pass",
				Consequence: "The auction goes on from the new call. If at the end of play I find that {offender} could have known " +
					"the insufficient bid might well help their side, and it did at the cost of {other-side}, I will adjust the score.",
				Laws:             []law.Ref{law.L(27, "B2"), law.L(72, "C")},
				MustPass:         []ruling.MustPass{{Who: ruling.Party{Role: ruling.OffendersPartner}, Length: ruling.RestOfAuction, Law: law.L(27, "B2")}},
				LeadRestrictions: []ruling.LeadRestriction{withdrawnCallLead},
				Information:      withdrawnCallInfo},
		},
		Automatic: []ruling.Effect{{Text: "A double or redouble may replace the bid only if it is a comparable call; any other double or " +
			"redouble is cancelled, the bid must still be replaced, and {partner} must pass for the rest of the auction",
			Laws: []law.Ref{law.L(27, "B3")}}},
		FollowUps: []ruling.FollowUp{
			{When: "when {offender} has chosen the replacement",
				Watch: "open the ruling again and enter the call: if it is neither the lowest bid showing the same suit(s) nor a comparable call, {partner} must pass for the rest of the auction and Law 26B lead restrictions may apply",
				Flow:  "insufficient-bid", Law: law.L(27, "B2")},
			check,
			enforcedPassDamage,
		},
		Notes: []string{
			"Under the 2017 Laws the free replacement is the lowest sufficient bid that shows the same denomination(s) as the withdrawn bid, both judged by the partnership's methods; the 2008 'incontrovertibly natural' wording and the older 'not conventional' test of ACBL Duplicate Decisions are gone.",
			"Explain the options to the player away from the table, without suggesting a call (the director course's advice).",
		},
		Laws: []law.Ref{law.L(27, "B")},
	}
}

// fillInsufficientOptions names the bids and works out, for the director only, the lowest
// sufficient bid in the insufficient bid's strain.
func fillInsufficientOptions(s ruling.Session, o *ruling.Outcome) {
	fillInsufficientSummary(s, o)
	bid, over := s.Call("bid"), s.Call("over")
	if !bid.IsBid() {
		return
	}
	note := fmt.Sprintf("Not to be read aloud: there is no sufficient bid in %s over %s, so only a comparable call avoids the bar on partner.", bid.Strain.Name(), over)
	if lowest := bridge.LowestSufficient(over, bid.Strain); lowest.Valid() {
		note = fmt.Sprintf("Not to be read aloud: if %s was natural, %s is the lowest sufficient bid in %s, and it is the free replacement "+
			"only if it also shows %s in their methods (not, say, a transfer). If %s was artificial, the free bid is the lowest one "+
			"showing what %s showed.", bid, lowest, bid.Strain.Name(), bid.Strain.Name(), bid, bid)
	}
	o.Notes = append([]string{note}, o.Notes...)
}

func lowestSameDenomination() ruling.Outcome {
	adj, check := comparableCallDamage(law.L(27, "D"))
	return ruling.Outcome{
		Title:       "The lowest bid showing the same suit(s): no rectification",
		Summary:     "The insufficient bid is replaced by the lowest sufficient bid showing the same suit(s), so the auction goes on normally.",
		Automatic:   []ruling.Effect{{Text: "There is no obligation to pass, and there will be no lead restrictions", Laws: []law.Ref{law.L(27, "B1(a)")}}},
		Information: comparableCallInfo(law.L(27, "B1(a)")),
		Adjustment:  adj,
		FollowUps:   []ruling.FollowUp{check},
		Notes: []string{
			"The 2017 Law asks that both bids specify the same denomination(s) in the partnership's methods. The 2008 condition " +
				"that both be 'incontrovertibly not artificial' is gone, as is the older 'not conventional' test of ACBL Duplicate Decisions.",
			"If the new bid shows something other than the withdrawn bid did (a transfer, a cue bid, Stayman), it is not this case: judge it as a comparable call (Law 27B1(b)).",
		},
		Laws: []law.Ref{law.L(27, "B1(a)")},
	}
}

// fillLowestSame names the bids and warns the director when the replacement is not the plain
// lowest bid in the withdrawn bid's strain, so a transfer or a jump is checked against the
// partnership's methods (finding IB-1).
func fillLowestSame(s ruling.Session, o *ruling.Outcome) {
	fillInsufficientSummary(s, o)
	bid, over, r := s.Call("bid"), s.Call("over"), s.Call("replacement")
	if !bid.IsBid() || !r.IsBid() {
		return
	}
	lowest := bridge.LowestSufficient(over, bid.Strain)
	switch {
	case r.Strain != bid.Strain:
		o.Notes = append([]string{fmt.Sprintf("%s is not in %s: make sure %s shows %s in their methods (a transfer, say), and that no lower bid would.",
			r, bid.Strain.Name(), r, bid.Strain.Name())}, o.Notes...)
	case lowest.Valid() && r != lowest:
		o.Notes = append([]string{fmt.Sprintf("%s is lower in the same strain: make sure %s would not have shown %s too; if it would, %s is not the lowest such bid.",
			lowest, lowest, bid.Strain.Name(), r)}, o.Notes...)
	default:
		o.Notes = append([]string{fmt.Sprintf("Make sure %s shows %s in their methods: if it is a transfer or a cue bid, this is not the free replacement.",
			r, bid.Strain.Name())}, o.Notes...)
	}
}

func doubleForInsufficient() ruling.Outcome {
	o := barredAfterInsufficient()
	o.Title = "The double is cancelled; {partner} must pass for the rest of the auction"
	o.Summary = "A double or redouble may replace an insufficient bid only when it is a comparable call, and this one is not."
	o.Automatic = []ruling.Effect{{Text: "The double or redouble is cancelled. {offender} must replace the insufficient bid with a sufficient bid or a pass",
		Laws: []law.Ref{law.L(27, "B3")}}}
	o.MustPass = []ruling.MustPass{{Who: ruling.Party{Role: ruling.OffendersPartner}, Length: ruling.RestOfAuction, Law: law.L(27, "B3")}}
	o.Laws = []law.Ref{law.L(27, "B3")}
	return o
}

// insufficientAgain is Law 27B4: LHO chooses, and only refusing brings the bar and the lead
// restriction, so those go on that option.
func insufficientAgain() ruling.Outcome {
	return ruling.Outcome{
		Title:   "Another insufficient bid: {lho} may accept it",
		Summary: "{offender} has replaced the insufficient bid with another insufficient bid.",
		Chooser: ruling.Party{Role: ruling.OffendersLHO},
		Options: []ruling.Choice{
			{Label: "Accept the new bid", Consequence: "It stands as a legal bid, and the auction goes on from it.", Laws: []law.Ref{law.L(27, "A1")},
				LeadRestrictions: []ruling.LeadRestriction{acceptedAgainLead}},
			{Label: "Do not accept it", Consequence: "It is cancelled, and {offender} must make a sufficient bid or pass.",
				Laws:             []law.Ref{law.L(27, "B4"), law.L(27, "B3")},
				MustPass:         []ruling.MustPass{{Who: ruling.Party{Role: ruling.OffendersPartner}, Length: ruling.RestOfAuction, Law: law.L(27, "B3")}},
				LeadRestrictions: []ruling.LeadRestriction{withdrawnCallLead}},
		},
		Information: withdrawnCallInfo,
		Notes: []string{"The first insufficient bid is withdrawn whichever LHO chooses, so Law 16C applies to it either way; " +
			"only refusing the second bid bars partner (Law 27B4, ruled as in 27B3).",
			"If the second bid is accepted, the first was still withdrawn and replaced by it: this ruling reads Law 26 as applying " +
				"unless the two are comparable (Laws 26A, 26B). Judge that when the auction ends, and record your reading."},
		Laws: []law.Ref{law.L(27, "B4")},
	}
}

// acceptedAgainLead: when the second insufficient bid is accepted, the first is still withdrawn
// and replaced by it, so Law 26 applies unless the director judges the two comparable (26A).
// That is this ruling's reading: Law 27B4 speaks only of the bid not accepted.
var acceptedAgainLead = func() ruling.LeadRestriction {
	l := withdrawnCallLead
	l.When = "unless I judge the accepted bid comparable with the first one, " + l.When
	return l
}()

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
	lowestSameStrain                             // the lowest sufficient bid in the withdrawn bid's strain: 27B1(a) only if it shows that strain
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

// replacementRoute sends the replacement to its rule. The director has said whether it is the
// lowest bid showing the same suit(s) (27B1(a)); a pass, a double or another insufficient bid
// can never be that, whatever was answered.
func replacementRoute(s ruling.Session) ruling.Target {
	switch classifyReplacement(s.Call("replacement"), s.Call("bid"), s.Call("over")) {
	case insufficientAgainKind:
		return ruling.Rule("insufficient-again")
	case doubleReplacement:
		return ruling.Ask("comparable-double")
	}
	if s.Call("replacement").IsBid() && s.Is("status", "replaced-same") {
		return ruling.Rule("lowest-same")
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
