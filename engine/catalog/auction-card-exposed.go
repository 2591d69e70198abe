package catalog

import (
	"tableside/engine/bridge"
	"tableside/engine/law"
	"tableside/engine/ruling"
)

// CardExposedInAuction is Law 24 under the 2017 Laws: a card the player's partner could see,
// exposed by the player's own action before the auction ended. Three answers place it: whose
// doing it was, what was exposed, and where the auction stands. While the auction goes on
// nobody yet knows who will defend, so that ruling is interim: the card stays face up, partner
// may have to pass once, and the cases say what the end of the auction will bring. A card seen
// during the shuffle and deal, found before the auction begins, means a new deal (Law 6D1), and
// a partner who has called since the exposure leaves the director a reading to decide and log.
var CardExposedInAuction = &ruling.Flow{
	ID:    "card-exposed-in-auction",
	Title: "Card exposed during the auction",
	Summary: "A player dropped, showed or led a card before the auction ended: whether partner must pass once, " +
		"and the penalty card if the player defends.",
	Category: ruling.Auction,
	Phrases: []string{"dropped a card", "dropped a card during the bidding", "dropped a card during the auction",
		"card exposed during the auction", "exposed card during the bidding", "card fell out during the bidding",
		"partner saw my card during the bidding", "showed a card during the auction", "led before the auction was over",
		"led before the final pass", "card faced in the board", "saw a card during the deal", "card seen while dealing"},
	Laws:    []law.Ref{law.L(24, ""), law.L(16, "C"), law.L(16, "D"), law.L(50, ""), law.L(72, "C")},
	Offence: "exposed the card",
	Seats:   seatsFromOffenderStep,
	Start:   "cause",
	Common:  []ruling.Answer{ruling.Pick("own"), ruling.SeatAnswer(bridge.East), ruling.Pick("low"), ruling.Pick("continues")},
	Steps: []ruling.Step{
		{ID: "cause", Question: ruling.Question{
			Prompt: "How did the card come to be seen?",
			Help: "Law 24 applies when the player's own action during the auction (dropping, showing or leading a card) " +
				"put a card where partner could see its face. A card a player could have seen during the shuffle and deal " +
				"means a new shuffle and deal, if found before the auction begins (Law 6D1); any other card seen through no " +
				"fault of its owner is extraneous information (Law 16D), and a card only an opponent could see is not " +
				"rectified at all.",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "own", Label: "The player dropped, showed or led it", Help: "Partner could have seen its face.", Next: ruling.Ask(offenderSeatStepID)},
				{ID: "deal", Label: "Seen during the shuffle and deal, and found before anyone called",
					Help: "A player could have seen the face of another player's card while the cards were shuffled or dealt (Law 6D1).",
					Next: ruling.Rule("redeal")},
				{ID: "no-fault", Label: "Not through the player's own action, after the deal",
					Help: "Faced in the board, knocked out of the hand by someone else, or seen during the deal but found only once the auction had begun.",
					Next: ruling.Rule("no-fault")},
				{ID: "opponents-only", Label: "Only an opponent could have seen it", Next: ruling.Rule("opponents-only")},
			}}},
		offenderSeatStep("Whose card was it?", "what"),
		{ID: "what", Question: ruling.Question{
			Prompt: "What was exposed?",
			Help: "An honour is an ace, king, queen, jack or ten. A card led face up before the auction ended counts as " +
				"led whatever its rank (Law 24B). After the final pass, a face-up lead by the wrong defender is an opening " +
				"lead out of turn instead (Law 54).",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "low", Label: "One card below honour rank, not led", Help: "A nine or lower, dropped or shown.", Next: ruling.Ask("stage")},
				{ID: "honour", Label: "One honour", Help: "Ace, king, queen, jack or ten.", Next: ruling.Ask("stage")},
				{ID: "led", Label: "A card led face up too soon", Help: "Of any rank, before the auction ended.", Next: ruling.Ask("stage")},
				{ID: "several", Label: "Two or more cards", Next: ruling.Ask("stage")},
			}}},
		{ID: "stage", Question: ruling.Question{
			Prompt: "Where does the auction stand?",
			Help: "The cards stay face up on the table until the auction ends (Law 24). Only then is it known whether the " +
				"player defends (penalty cards, Law 24E) or is declarer or dummy (the cards go back in the hand, Law 24D).",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "continues", Label: "It is still going on"},
				{ID: "partner-called", Label: "It is still going on, but partner has called since the card was exposed",
					Help: "The director was called only after partner's turn had come and gone."},
				{ID: "defender", Label: "It is over: the player is a defender"},
				{ID: "declaring", Label: "It is over: the player is declarer or dummy"},
			}},
			Route: exposedCardRoute},
	},
	Endings: []ruling.Ending{
		{ID: "low-interim", Outcome: ruling.Outcome{
			Title:       "The card stays face up; the auction goes on",
			Summary:     "A single card below honour rank was exposed during the auction.",
			Interim:     true,
			Automatic:   []ruling.Effect{exposedCardStaysUp, {Text: "Nobody has to pass because of it, and there is no other rectification during the auction", Laws: []law.Ref{law.L(24, "A")}}},
			Cases:       exposedCardCases(false),
			Information: exposedCardInfo,
			FollowUps:   []ruling.FollowUp{exposedCardComeBack, exposedCardUICheck},
			Laws:        []law.Ref{law.L(24, "A"), law.L(24, "E")},
		}},
		{ID: "pass-once", Outcome: ruling.Outcome{
			Title:       "Partner must pass once; the cards stay face up",
			Summary:     "An honour was exposed during the auction.",
			Interim:     true,
			Automatic:   []ruling.Effect{exposedCardStaysUp},
			MustPass:    []ruling.MustPass{{Who: ruling.Party{Role: ruling.OffendersPartner}, Length: ruling.NextTurn, Law: law.L(24, "B")}},
			Cases:       exposedCardCases(true),
			Information: exposedCardInfo,
			FollowUps:   []ruling.FollowUp{exposedCardComeBack, exposedCardPassCheck, exposedCardUICheck},
			Notes: []string{
				"Partner passes once, at the next turn only (Law 24B, 24C), never for the rest of the auction.",
				"Older ACBL Duplicate Decisions send the director to Law 23 if the enforced pass damages the other side; in the 2017 Laws that is Law 72C, and Law 23 is the comparable call.",
			},
			Laws: []law.Ref{law.L(24, "B")},
		}, Fill: exposedCardFill},
		{ID: "partner-called", Outcome: ruling.Outcome{
			Title: "Partner has called since: I must rule on that call",
			Summary: "A card was exposed during the auction, and {partner} has called since, at the turn when a pass " +
				"would have been due.",
			Interim:   true,
			Automatic: []ruling.Effect{exposedCardStaysUp},
			Cases: []ruling.Case{
				{If: "I rule that the call by {partner} broke the obligation to pass, and the next player has not called since",
					Then: "that call is cancelled, a pass takes its place, and both {offender} and {partner} must pass for the rest of " +
						"the auction; if they end up defending, declarer may forbid one lead",
					Laws: []law.Ref{law.L(37, "B"), law.L(26, "B")}},
				{If: "I rule that the call by {partner} broke the obligation to pass, but the next player has called since",
					Then: "that call and every call after it stand, and the auction goes on", Laws: []law.Ref{law.L(37, "A")}},
				{If: "I rule that the obligation to pass began only with my ruling",
					Then: "the call stands: the other side, by calling on without the director, gave up the rectification of the pass", Laws: []law.Ref{law.L(11, "A")}},
			},
			Information: exposedCardInfo,
			FollowUps:   []ruling.FollowUp{exposedCardComeBack, exposedCardUICheck},
			Notes: []string{
				"The Laws do not say whether the pass Law 24B or 24C requires is owed at a turn that came before the director was " +
					"called. Decide which reading you take, say it at the table, and record it in the log. Either way, check " +
					"whether the call by {partner} could have been suggested by the exposed card (Laws 24, 16C2).",
			},
			Laws: []law.Ref{law.L(24, "B"), law.L(37, ""), law.L(11, "A")},
		}, Fill: exposedCardFill},
		{ID: "penalty-minor", Outcome: ruling.Outcome{
			Title: "A minor penalty card",
			Summary: "{offender} is now a defender, so the single low card exposed during the auction becomes a minor " +
				"penalty card. It stays face up on the table until it is played.",
			PenaltyCards: []ruling.PenaltyCard{{Owner: ruling.Party{Role: ruling.Offender}, Major: false, Law: law.L(24, "E")}},
			Automatic: []ruling.Effect{{Text: "Until it is played, {offender} may not play another card below honour rank in that suit, " +
				"and {partner} has no lead restriction because of it", Laws: []law.Ref{law.L(50, "C")}}},
			Information: exposedCardDefenderInfo,
			FollowUps:   []ruling.FollowUp{exposedCardPenaltyFollowUp, exposedCardUICheck, exposedPenaltyCard.damageCheck()},
			Laws:        []law.Ref{law.L(24, "E"), law.L(50, "B")},
		}},
		{ID: "penalty-major", Outcome: ruling.Outcome{
			Title: "A major penalty card",
			Summary: "{offender} is now a defender, so the card exposed during the auction becomes a major penalty card: " +
				"it stays face up on the table and must be played at the first legal opportunity.",
			PenaltyCards: []ruling.PenaltyCard{{Owner: ruling.Party{Role: ruling.Offender}, Major: true, Law: law.L(24, "E")}},
			Automatic: []ruling.Effect{
				{Text: "If {offender} is on lead first, the penalty card must be the lead, as at every first legal opportunity", Laws: []law.Ref{law.L(50, "D1")}},
				{Text: "When {partner} has the lead while it is on the table, declarer may require or forbid the lead of its suit. " +
					"If declarer does either, the penalty card is picked up; if declarer does neither, {partner} may lead any card and it stays a penalty card",
					Laws: []law.Ref{law.L(50, "D2")}},
			},
			Information: exposedCardDefenderInfo,
			FollowUps:   []ruling.FollowUp{exposedCardPenaltyFollowUp, exposedCardUICheck, exposedPenaltyCard.damageCheck()},
			Notes:       []string{"If the auction is already over when you arrive, the pass Law 24B or 24C asks of partner has nothing left to apply to."},
			Laws:        []law.Ref{law.L(24, "E"), law.L(50, "B")},
		}, Fill: exposedCardFill},
		{ID: "declaring-side", Outcome: ruling.Outcome{
			Title:   "No penalty card: the player is declarer or dummy",
			Summary: "{offender} is declarer or dummy, so whatever was exposed goes back into the hand. There is no penalty card.",
			Automatic: []ruling.Effect{
				{Text: "{offender} picks up the exposed cards and play goes on normally", Laws: []law.Ref{law.L(24, "D")}},
				{Text: "No card of declarer or dummy ever becomes a penalty card", Laws: []law.Ref{law.L(48, "A")}},
			},
			Information: exposedCardInfo,
			FollowUps:   []ruling.FollowUp{exposedCardUICheck},
			Notes:       []string{"Penalty cards are for defenders only (Laws 24D, 48A), however the card was exposed."},
			Laws:        []law.Ref{law.L(24, "D"), law.L(48, "A")},
		}},
		{ID: "no-fault", Outcome: ruling.Outcome{
			Offence: "owns the card",
			Title:   "Not the player's doing: no penalty card",
			Summary: "The card was seen through no fault of its owner, so there is no penalty card and nobody has to pass. " +
				"It goes back into the hand. What was seen is information from outside the auction and may not be used.",
			Automatic: []ruling.Effect{{Text: "The card goes back into its owner's hand and the auction goes on", Laws: []law.Ref{law.L(16, "D")}}},
			Information: []ruling.InfoRule{{Who: ruling.Party{Role: ruling.OffendersPartner}, Authorized: false,
				What: "what the card showed", Law: law.L(16, "D1")}},
			FollowUps: []ruling.FollowUp{{When: "at the end of play",
				Watch: "if the card seen may have affected the result, adjust the score", Law: law.L(16, "D")}},
			Notes: []string{
				"This is Law 16D (extraneous information), not Law 16C and not Law 24: Law 24 needs the player's own action. A card seen during the shuffle and deal, found before the auction began, means a new shuffle and deal instead (Law 6D1).",
				"Once any call has been made, play on and adjust at the end if the information affected the result (Laws 16D, 12C1). " +
					"Only before the first call does Law 16D2 let the director change the players' positions, have the board " +
					"redealt where the form of scoring allows, let it be played and stand ready to adjust, or award an adjusted score.",
			},
			Laws: []law.Ref{law.L(16, "D"), law.L(6, "D1")},
		}},
		{ID: "redeal", Outcome: ruling.Outcome{
			Offence: "could have seen the card",
			Title:   "A new shuffle and deal",
			Summary: "A player could have seen another player's card during the shuffle and deal, and nobody has called yet, " +
				"so the cards are shuffled and dealt again.",
			Automatic: []ruling.Effect{
				{Text: "The cards are shuffled and dealt again before the auction begins. There is no penalty card and nobody has to pass", Laws: []law.Ref{law.L(6, "D1")}},
			},
			Notes: []string{
				"Law 6D1 calls for a new shuffle and deal only when this is found before the auction first begins. Found later, the card " +
					"seen is extraneous information (Law 16D); seen later through the player's own action during the auction, it is Law 24.",
			},
			Laws: []law.Ref{law.L(6, "D1")},
		}},
		{ID: "opponents-only", Outcome: ruling.Outcome{
			Title:     "No rectification: partner could not see it",
			Summary:   "Only an opponent could have seen the card, so there is nothing to rectify: it goes back into the hand and the auction goes on.",
			Automatic: []ruling.Effect{{Text: "There is no penalty card and nobody has to pass", Laws: []law.Ref{law.L(24, "")}}},
			Notes:     []string{"Law 24 deals only with a card the player's partner could have seen."},
			Laws:      []law.Ref{law.L(24, "")},
		}},
	},
}

// exposedCardRoute picks the ending from what was exposed and where the auction stands.
func exposedCardRoute(s ruling.Session) ruling.Target {
	low := s.Is("what", "low")
	switch {
	case s.Is("stage", "declaring"):
		return ruling.Rule("declaring-side")
	case s.Is("stage", "defender") && low:
		return ruling.Rule("penalty-minor")
	case s.Is("stage", "defender"):
		return ruling.Rule("penalty-major")
	case low:
		return ruling.Rule("low-interim")
	case s.Is("stage", "partner-called"):
		return ruling.Rule("partner-called")
	}
	return ruling.Rule("pass-once")
}

// exposedCardFill cites the paragraph of Law 24 that fits what was exposed: B for an honour
// or a card led, C for two or more cards.
func exposedCardFill(s ruling.Session, o *ruling.Outcome) {
	ref := law.L(24, "B")
	if s.Is("what", "several") {
		ref = law.L(24, "C")
	}
	switch o.ID {
	case "pass-once":
		o.MustPass[0].Law = ref
		o.Laws = []law.Ref{ref}
		switch {
		case s.Is("what", "several"):
			o.Summary = "Two or more cards were exposed during the auction."
		case s.Is("what", "led"):
			o.Summary = "A card was led before the auction ended."
		}
	case "partner-called":
		o.Laws[0] = ref
	case "penalty-major":
		if s.Is("what", "several") {
			severalPenaltyCards(o)
		}
	}
}

// severalPenaltyCards words the major penalty card outcome for two or more cards: the script's
// penalty-card line speaks of one card, so the cards are stated once, in the plural, and Law
// 51 (which card the offender plays, and declarer's choice at partner's lead) is cited.
func severalPenaltyCards(o *ruling.Outcome) {
	o.Summary = "{offender} is now a defender, so each card exposed during the auction is a major penalty card: " +
		"they stay face up on the table and each must be played at the first legal opportunity."
	o.PenaltyCards = nil
	o.Automatic = append([]ruling.Effect{{Text: "Every exposed card stays face up in front of {offender} as a major penalty card",
		Laws: []law.Ref{law.L(24, "E"), law.L(50, "B")}}}, o.Automatic...)
	o.Automatic = append(o.Automatic, ruling.Effect{Text: "With two or more penalty cards, declarer chooses which the defender plays when " +
		"more than one could be played, and at the lead of {partner} may require or forbid the suit of any of them",
		Laws: []law.Ref{law.L(51, "")}})
	for i := range o.FollowUps {
		if o.FollowUps[i].Flow == "penalty-card" {
			o.FollowUps[i].Law = law.L(51, "")
		}
	}
	o.Laws = append(o.Laws, law.L(51, ""))
}

var exposedCardStaysUp = ruling.Effect{Text: "Every exposed card stays face up on the table until the auction ends", Laws: []law.Ref{law.L(24, "")}}

// exposedCardCases are what the end of the auction will bring (Law 24D, 24E).
func exposedCardCases(major bool) []ruling.Case {
	kind := "a minor penalty card"
	if major {
		kind = "a major penalty card"
	}
	return []ruling.Case{
		{If: "at the end of the auction {offender} is declarer or dummy", Then: "the exposed cards go back into the hand and there is no penalty card",
			Laws: []law.Ref{law.L(24, "D")}},
		{If: "at the end of the auction {offender} is a defender", Then: "each exposed card becomes " + kind + ", and the penalty card rules apply in the play",
			Laws: []law.Ref{law.L(24, "E"), law.L(50, "B")}},
	}
}

// exposedCardInfo is the start of Law 24: what the card shows is authorized to the other side
// and unauthorized to the player's side.
var exposedCardInfo = []ruling.InfoRule{
	{Who: ruling.Party{Role: ruling.OffendersPartner}, Authorized: false, What: "what the exposed card shows", Law: law.L(24, "")},
	{Who: ruling.Party{Role: ruling.NonOffendingSide}, Authorized: true, What: "what the exposed card shows", Law: law.L(24, "")},
}

// exposedCardDefenderInfo is Law 50E once the card is a penalty card, said through the shared
// statement (penalty-card-information.go): while it stays face up everyone may use what it shows
// (50E1); the penalty-card ruling says 50E2 when declarer's lead option has it picked up.
var exposedCardDefenderInfo = []ruling.InfoRule{exposedPenaltyCard.onTable()}

// exposedPenaltyCard is the card exposed during the auction once it is a penalty card.
var exposedPenaltyCard = oneCard("the penalty card")

var exposedCardComeBack = ruling.FollowUp{
	When:  "when the auction ends",
	Watch: "come back to this ruling and say who became declarer: the exposed cards go back into the hand, or become penalty cards",
	Flow:  "card-exposed-in-auction",
	Law:   law.L(24, "E"),
}

var exposedCardPenaltyFollowUp = ruling.FollowUp{
	When:  "when {partner} has the lead while a penalty card of {offender} is on the table, or {offender} fails to play it",
	Watch: "rule on the penalty card",
	Flow:  "penalty-card",
	Law:   law.L(50, "D"),
}

var exposedCardPassCheck = ruling.FollowUp{
	When:  "at the end of play",
	Watch: "if the pass {partner} had to make damaged the other side, and {offender} could have known it might, adjust the score",
	Law:   law.L(72, "C"),
}

var exposedCardUICheck = ruling.FollowUp{
	When:  "at the end of play",
	Watch: "if a call or play by {partner} could have been suggested by the exposed card, and the other side was damaged, adjust the score",
	Law:   law.L(16, "C"),
}
