package catalog

import (
	"fmt"
	"slices"
	"strings"

	"tableside/engine/bridge"
	"tableside/engine/law"
	"tableside/engine/ruling"
)

// PenaltyCardFlow rules a penalty card (Laws 48-52) in the moments a director meets one: a card
// has just been exposed (what kind is it?), two cards were played at once (Law 58B), the defender
// with a penalty card is to play, their partner has gained the lead with a major penalty card on
// the table (declarer's options, the path the revoke and lead flows' follow-ups open), and a
// penalty card was not played when it had to be. A card exposed during the auction is Law 24, not
// Law 50: until a ruling of its own exists, this flow gives Law 24's essentials and no penalty card.
var PenaltyCardFlow = &ruling.Flow{
	ID:       "penalty-card",
	Title:    "Penalty card",
	Summary:  "A defender's card is face up on the table: what kind of penalty card it is, two cards played at once, declarer's lead options, and what happens if it is not played.",
	Category: ruling.RevokesAndPenaltyCards,
	Phrases: []string{"dropped a card", "card fell on the table", "exposed card", "partner saw my card",
		"played two cards at once", "major penalty card", "minor penalty card", "penalty card",
		"partner has the lead with a penalty card", "must play the penalty card", "didn't play the penalty card",
		"showed a card during the bidding"},
	Laws:    []law.Ref{law.L(48, ""), law.L(49, ""), law.L(50, ""), law.L(51, ""), law.L(52, ""), law.L(58, "B"), law.L(24, "")},
	Offence: "exposed a card",
	Seats:   penaltySeats,
	Start:   "situation",
	Common:  []ruling.Answer{ruling.Pick("partner-leads"), ruling.Pick("one")},
	Steps: []ruling.Step{
		{ID: "situation", Question: ruling.Question{
			Prompt: "What needs a ruling?",
			Help: "A defender's card becomes a penalty card when their partner could have seen its face, or when they name it as " +
				"in their hand (Law 49). Declarer's and dummy's cards never do (Law 48A). During the auction, Law 24 applies instead.",
			Kind:    ruling.ChoiceKind,
			Options: situationOptions,
		}, Route: routeSituation},
		{ID: "visible", Question: ruling.Question{
			Prompt: "Could the face of more than one of the cards be seen?",
			Help: "If only one face could be seen, that card is played and the others go back with no rectification (Law 58B1). " +
				"If more could be seen, the player says which card they are playing; a defender's other cards become penalty cards (Law 58B2).",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "one", Label: "No, only one card's face could be seen", Next: ruling.Rule("two-cards-one-visible")},
				{ID: "defender", Label: "Yes, and a defender played them", Help: "Ask which card they are playing; next, enter the other card.", Next: ruling.Ask("card")},
				{ID: "declarer", Label: "Yes, and declarer played them", Help: "From either hand.", Next: ruling.Rule("two-cards-declarer")},
			},
		}},
		{ID: "card", Question: ruling.Question{
			Prompt: "Which card was exposed?",
			Help: "An honour (A K Q J 10) is always a major penalty card (Law 50B). When a defender played two cards at once, " +
				"this is the card they are not playing.",
			Kind:     ruling.CardKind,
			Examples: []ruling.Answer{ruling.CardAnswer(bridge.Card{Suit: bridge.Spades, Rank: bridge.Nine}), ruling.CardAnswer(bridge.Card{Suit: bridge.Hearts, Rank: bridge.Ten})},
		}, Route: func(s ruling.Session) ruling.Target {
			if s.Is("situation", "two-cards") {
				return ruling.Ask("left")
			}
			return ruling.Ask("how")
		}},
		{ID: "how", Question: ruling.Question{
			Prompt: "How did it happen?",
			Help: "Only a single card below honour rank exposed by accident is minor; a card played or shown on purpose " +
				"(even by mistake) is major, and once a defender has two or more penalty cards, all of them are major (Law 50B).",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "accident", Label: "By accident, and it is their only penalty card", Help: "Dropped, or pulled out with another card."},
				{ID: "together", Label: "Exposed together with another card", Help: "Two or more cards shown or dropped at the same time."},
				{ID: "already", Label: "They already had a penalty card", Help: "However the new card was exposed."},
				{ID: "deliberate", Label: "Played or shown on purpose", Help: "Led or played out of turn, a corrected revoke, a card named."},
			},
		}, Route: routeExposure},
		{ID: "left", Question: ruling.Question{
			Prompt: "Besides the card they are playing, what is face up?",
			Help: "Cards played together count as exposed by accident: a single card below honour rank is a minor penalty card, " +
				"an honour is major, and two or more penalty cards are all major (Law 50B).",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "accident", Label: "Only this card", Help: "Its kind depends on its rank."},
				{ID: "together", Label: "This card and at least one more", Help: "Three or more cards played at once."},
				{ID: "already", Label: "This card, and they already had a penalty card"},
			},
		}, Route: routeExposure},
		{ID: "other", Question: ruling.Question{
			Prompt: "Which other penalty card does the defender have?",
			Help:   "Every one of them is major now (Law 50B). If there are more, you can enter another next.",
			Kind:   ruling.CardKind,
			Examples: []ruling.Answer{ruling.CardAnswer(bridge.Card{Suit: bridge.Hearts, Rank: bridge.Four}),
				ruling.CardAnswer(bridge.Card{Suit: bridge.Spades, Rank: bridge.Three})},
			Check: func(s ruling.Session, a ruling.Answer) error {
				if a.Card == s.Card("card") {
					return fmt.Errorf("the %s is the card already entered: enter the other penalty card", a.Card)
				}
				return nil
			},
		}, Route: func(ruling.Session) ruling.Target { return ruling.Ask("more-cards") }},
		{ID: "more-cards", Question: ruling.Question{
			Prompt: "Does the defender have any other penalty card?",
			Help:   "Which card is played, and declarer's lead options, depend on every penalty card and its suit (Law 51A, 51B).",
			Kind:   ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "no", Label: "No, those two are all", Next: ruling.Rule("several")},
				{ID: "another", Label: "Yes, one more", Next: ruling.Ask("third")},
			},
		}},
		{ID: "third", Question: ruling.Question{
			Prompt:   "Which other penalty card?",
			Help:     "It is major too (Law 50B). If there are still more, name them to the table and in the log.",
			Kind:     ruling.CardKind,
			Examples: []ruling.Answer{ruling.CardAnswer(bridge.Card{Suit: bridge.Clubs, Rank: bridge.Two})},
			Check: func(s ruling.Session, a ruling.Answer) error {
				if a.Card == s.Card("card") || a.Card == s.Card("other") {
					return fmt.Errorf("the %s is a card already entered: enter the other penalty card", a.Card)
				}
				return nil
			},
		}, Route: func(ruling.Session) ruling.Target { return ruling.Rule("several") }},
		{ID: "holding", Question: ruling.Question{
			Prompt: "What penalty cards does that defender have?",
			Help: "A single card below honour rank exposed by accident is minor; an honour, a card played on purpose, " +
				"or any of two or more penalty cards is major (Law 50B).",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "one", Label: "One major penalty card"},
				{ID: "one-suit", Label: "Two or more, all in one suit"},
				{ID: "several-suits", Label: "Two or more, in more than one suit"},
				{ID: "minor", Label: "Only a minor penalty card"},
			},
		}, Route: func(s ruling.Session) ruling.Target {
			a, _ := s.Get("holding")
			return holdingTarget(s, a.Option)
		}},
		{ID: "declarer-played", Question: ruling.Question{
			Prompt: "Has declarer played from either hand since?",
			Help:   "Once declarer has played after it, declarer must accept the card the defender played (Law 52B1(b)).",
			Kind:   ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "no", Label: "Not yet", Next: ruling.Rule("not-played-choice")},
				{ID: "yes", Label: "Yes", Next: ruling.Rule("not-played-stands")},
			},
		}},
		{ID: "auction-what", Question: ruling.Question{
			Prompt: "What was exposed?",
			Help: "Law 24: every such card stays face up until the auction ends. A single low card brings no enforced pass; " +
				"an honour, a card led too early, or two or more cards make partner pass at their next turn (Law 24B, 24C).",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "low", Label: "A single card below honour rank, not led", Next: ruling.Rule("during-auction")},
				{ID: "honour", Label: "A single honour, or any card led too early", Next: ruling.Rule("during-auction")},
				{ID: "several", Label: "Two or more cards", Next: ruling.Rule("during-auction")},
			},
		}},
	},
	Endings: []ruling.Ending{
		{ID: "declarer-card", Outcome: ruling.Outcome{
			Title:   "No penalty card: declarer's cards are never penalised",
			Summary: "{declarer} exposed a card. Declarer's and dummy's cards never become penalty cards, and a card declarer drops by accident need not be played. The defenders may use what they saw of it.",
			Automatic: []ruling.Effect{
				{Text: "{declarer} picks the card up, and play goes on without any restriction", Laws: []law.Ref{law.L(48, "A")}},
			},
			Notes: []string{
				"Law 48A says only that declarer is not rectified and declarer's cards never become penalty cards; no Law makes what the defenders saw unauthorized to them, so their use of it needs no citation (Law 16A at most).",
				"A card declarer has played stays played (Law 45C2); Law 48A covers only cards exposed, not played.",
				"If declarer faces their cards after the opening lead, they may be treated as claiming or conceding (Law 48B2, Law 68).",
			},
			Laws: []law.Ref{law.L(48, "A")},
		}},
		{ID: "minor", Outcome: ruling.Outcome{
			Title: "Minor penalty card",
			Automatic: []ruling.Effect{
				{Text: "Until it is played, the defender may not play another card below honour rank of that suit, though they may play an honour of that suit instead", Laws: []law.Ref{law.L(50, "C")}},
				{Text: "The other defender has no lead restriction", Laws: []law.Ref{law.L(50, "C")}},
			},
			PenaltyCards: []ruling.PenaltyCard{{Owner: theDefender, Major: false, Law: law.L(50, "B")}},
			Information:  []ruling.InfoRule{theCard.onTable()},
			FollowUps: []ruling.FollowUp{
				{When: "whenever the defender plays a card below honour rank of that suit", Watch: "it must be the penalty card", Law: law.L(50, "C")},
				{When: "if the defender exposes another card", Watch: "every one of their penalty cards becomes major: open this ruling again", Flow: "penalty-card", Law: law.L(50, "B")},
				theCard.damageCheck(),
			},
			Laws: []law.Ref{law.L(50, "B"), law.L(50, "C")},
		}, Fill: penaltyCardFill},
		{ID: "major", Outcome: ruling.Outcome{
			Title: "Major penalty card",
			Automatic: []ruling.Effect{
				{Text: "The defender must play it at the first legal opportunity, whether leading, following suit, discarding or ruffing", Laws: []law.Ref{law.L(50, "D1")}},
				{Text: "Whenever the other defender has the lead while it is on the table, declarer first chooses whether to require or forbid the lead of that suit", Laws: []law.Ref{law.L(50, "D2")}},
			},
			PenaltyCards: []ruling.PenaltyCard{{Owner: theDefender, Major: true, Law: law.L(50, "B")}},
			Information:  []ruling.InfoRule{theCard.onTable()},
			FollowUps: []ruling.FollowUp{
				{When: "at each turn of the defender to play", Watch: "they must play the penalty card if it is a legal card", Law: law.L(50, "D1")},
				{When: "when the other defender next gains the lead while the card is on the table",
					Watch: "stop them leading and give declarer the penalty-card lead options", Flow: "penalty-card", Law: law.L(50, "D2")},
				theCard.damageCheck(),
			},
			Laws: []law.Ref{law.L(50, "B"), law.L(50, "D1")},
		}, Fill: penaltyCardFill},
		{ID: "several", Outcome: ruling.Outcome{
			Title: "Two or more penalty cards: all are major",
			Automatic: []ruling.Effect{
				{Text: "The defender must play each of them at the first legal opportunity, whether leading, following suit, discarding or ruffing; if more than one of them could legally be played, declarer says which", Laws: []law.Ref{law.L(50, "D1"), law.L(51, "A")}},
				{Text: "Whenever the other defender has the lead while they are on the table, declarer first chooses whether to require or forbid the suits of the penalty cards", Laws: []law.Ref{law.L(51, "B")}},
			},
			Information: []ruling.InfoRule{theCards.onTable()},
			Notes:       []string{"The ruling records up to three penalty cards. If the defender has still more, every one of them is major too: name them to the table and in the log, and count their suits for declarer's lead options (Law 51B)."},
			Laws:        []law.Ref{law.L(50, "B"), law.L(50, "D1"), law.L(51, "A")},
		}, Fill: severalFill},
		{ID: "two-cards-one-visible", Outcome: ruling.Outcome{
			Title:   "The card that could be seen is played; the others go back",
			Summary: "Two or more cards were played at once, but the face of only one could be seen. That card is played; the others go back into the hand, with no further rectification.",
			Offence: "played two cards at once",
			Notes: []string{
				"If the cards went unnoticed until both sides had played to the next trick, Law 67 (defective trick) applies instead (Law 58B4).",
				"A card whose face could be seen only because it was shown afterwards is a separate exposure: rule it as a card exposed (Law 49).",
			},
			Laws: []law.Ref{law.L(58, "B1")},
		}},
		{ID: "two-cards-declarer", Outcome: ruling.Outcome{
			Title:   "Declarer says which card is played; the others go back",
			Summary: "{declarer} played two or more cards at once, and more than one could be seen. {declarer} says which card is played; the others go back into the hand, because declarer's cards never become penalty cards.",
			Offence: "played two cards at once",
			Automatic: []ruling.Effect{
				{Text: "If a defender had already played to the trick after those cards, they may take their card back and play another, with no further rectification", Laws: []law.Ref{law.L(58, "B3")}},
			},
			Information: []ruling.InfoRule{{Who: ruling.Party{Role: ruling.Declarer}, Authorized: false,
				What: "a card a defender takes back and replaces", Law: law.L(16, "C")}},
			Notes: []string{"If the cards went unnoticed until both sides had played to the next trick, Law 67 (defective trick) applies instead (Law 58B4)."},
			Laws:  []law.Ref{law.L(58, "B2"), law.L(48, "A")},
		}},
		penaltyCardLeadOptions("lead-options", "Declarer chooses the lead: one major penalty card",
			"A defender has a major penalty card, and the other defender has the lead.",
			"that suit", "the penalty card is picked up", law.L(50, "D2"), oneMajorCard, nil, nil),
		penaltyCardLeadOptions("lead-options-one-suit", "Declarer chooses the lead: penalty cards in one suit",
			"A defender has two or more penalty cards, all in one suit, and the other defender has the lead.",
			"that suit", "every penalty card of that suit is picked up", law.L(51, "B1"), cardsInOneSuit, nil, nil),
		penaltyCardLeadOptions("lead-options-several-suits", "Declarer chooses the lead: penalty cards in several suits",
			"A defender has penalty cards in more than one suit, and the other defender has the lead.",
			"the suit declarer names", "every penalty card of that suit is picked up and the others stay", law.L(51, "B2"), cardsInSeveralSuits,
			&ruling.Choice{Label: "Require the lead of one of those suits, which declarer names"},
			&ruling.Choice{Label: "Forbid one or more of those suits",
				Consequence: "The other defender may not lead any suit declarer forbids for as long as they keep the lead; every penalty card of a forbidden suit is picked up and the others stay.",
				Laws:        []law.Ref{law.L(51, "B2")}}),
		{ID: "minor-no-lead-restriction", Outcome: ruling.Outcome{
			Title:       "No lead restriction for a minor penalty card",
			Summary:     "With only a minor penalty card on the table, the other defender may lead any card.",
			Offence:     "has the penalty card",
			Automatic:   []ruling.Effect{{Text: "The minor penalty card stays face up on the table until it is played", Laws: []law.Ref{law.L(50, "C")}}},
			Information: []ruling.InfoRule{theCard.onTable()},
			FollowUps:   []ruling.FollowUp{theCard.damageCheck()},
			Laws:        []law.Ref{law.L(50, "C")},
		}, Fill: knownHoldingFill},
		{ID: "must-play-major", Outcome: ruling.Outcome{
			Title:   "The major penalty card must be played now, if it is a legal card",
			Summary: "The defender with a major penalty card is to play. They must play it now if it is a legal card, whether leading, following suit, discarding or ruffing.",
			Offence: "has the penalty card",
			Automatic: []ruling.Effect{
				{Text: "If it is not a legal card now, for example because the defender must follow suit in another suit, they play any legal card and the penalty card stays on the table", Laws: []law.Ref{law.L(50, "D1")}},
			},
			Information: []ruling.InfoRule{theCard.onTable()},
			FollowUps:   append(slices.Clip(mustPlayFollowUps), theCard.damageCheck()),
			Laws:        []law.Ref{law.L(50, "D1")},
		}, Fill: knownHoldingFill},
		{ID: "must-play-several", Outcome: ruling.Outcome{
			Title:   "Declarer says which penalty card is played",
			Summary: "The defender with two or more penalty cards is to play. Every one of them is major, so they must play one now if any of them is a legal card.",
			Offence: "has the penalty card",
			Automatic: []ruling.Effect{
				{Text: "If more than one of them is a legal card, declarer says which one is played", Laws: []law.Ref{law.L(51, "A")}},
				{Text: "If none of them is a legal card now, the defender plays any legal card and the penalty cards stay on the table", Laws: []law.Ref{law.L(50, "D1")}},
			},
			Information: []ruling.InfoRule{theCards.onTable()},
			FollowUps:   append(slices.Clip(mustPlayFollowUps), theCards.damageCheck()),
			Laws:        []law.Ref{law.L(51, "A"), law.L(50, "D1")},
		}, Fill: knownHoldingFill},
		{ID: "must-play-minor", Outcome: ruling.Outcome{
			Title:   "A minor penalty card comes before any other low card of its suit",
			Summary: "The defender with a minor penalty card is to play. They need not play it now, but if they play a card below honour rank of that suit, it must be the penalty card; they may play an honour of that suit instead.",
			Offence: "has the penalty card",
			Automatic: []ruling.Effect{
				{Text: "The other defender has no lead restriction", Laws: []law.Ref{law.L(50, "C")}},
			},
			Information: []ruling.InfoRule{theCard.onTable()},
			FollowUps: []ruling.FollowUp{{When: "if the defender plays another card below honour rank of that suit",
				Watch: "the penalty card was not played when it had to be: open this ruling again", Flow: "penalty-card", Law: law.L(52, "B")},
				theCard.damageCheck()},
			Laws: []law.Ref{law.L(50, "C")},
		}, Fill: knownHoldingFill},
		{ID: "not-played-choice", Outcome: ruling.Outcome{
			Title:   "Declarer accepts the card played, or has the penalty card played",
			Summary: "A defender led or played another card when their penalty card had to be played. They may not take back any card on their own.",
			Offence: "did not play a penalty card",
			Chooser: ruling.Party{Role: ruling.Declarer},
			Options: []ruling.Choice{
				{Label: "Accept the card played", Consequence: "It stands, and the penalty card stays on the table as a penalty card.", Laws: []law.Ref{law.L(52, "B1(a)"), law.L(52, "B1(c)")},
					Information: []ruling.InfoRule{theCard.onTable()}},
				{Label: "Have the penalty card played instead", Consequence: "The defender plays the penalty card instead, and the card they played wrongly becomes a major penalty card.", Laws: []law.Ref{law.L(52, "B2")},
					Information: []ruling.InfoRule{oneCard("the card played wrongly").onTable()}},
			},
			FollowUps: []ruling.FollowUp{theCard.damageCheck()}, // whichever card stays on the table
			Notes:     []string{"Failing to play a penalty card when able is also a revoke (Law 61A). If it becomes established there is no automatic trick transfer (Law 64B3), but the director restores equity if needed (Law 64C)."},
			Laws:      []law.Ref{law.L(52, "B"), law.L(52, "A")},
		}},
		{ID: "not-played-stands", Outcome: ruling.Outcome{
			Title:       "The card played stands",
			Summary:     "A defender led or played another card when their penalty card had to be played, and {declarer} has played since. The card played stands, and the penalty card stays on the table as a penalty card.",
			Offence:     "did not play a penalty card",
			Information: []ruling.InfoRule{theCard.onTable()},
			FollowUps: []ruling.FollowUp{{When: "if the failure to play it becomes an established revoke",
				Watch: "no automatic trick transfer; restore equity if declarer's side lost out", Flow: "revoke", Law: law.L(64, "B3")},
				theCard.damageCheck()},
			Notes: []string{"Failing to play a penalty card when able is also a revoke (Law 61A)."},
			Laws:  []law.Ref{law.L(52, "B1(b)"), law.L(52, "B1(c)")},
		}},
		{ID: "during-auction", Outcome: ruling.Outcome{
			Title:   "Card exposed during the auction: Law 24, not a penalty card yet",
			First:   "Please leave the exposed card face up on the table until the auction ends",
			Offence: "exposed a card during the auction",
			Interim: true,
			FollowUps: []ruling.FollowUp{
				{When: "now", Watch: "the ruling for a card exposed during the auction takes it from here: whose action, which cards, and what follows",
					Flow: "card-exposed-in-auction", Law: law.L(24, "")},
				{When: "when the auction ends, if the player who exposed the card is a defender",
					Watch: "the card becomes a penalty card: open this ruling again for how it must be played", Flow: "penalty-card", Law: law.L(24, "E")}},
			Notes: []string{
				"Law 24 applies only to a card exposed through the player's own error during the auction. A card seen before the auction began, or through no fault of its owner, is extraneous information (Law 16D).",
				"These are the essentials of Law 24; the ruling \"Card exposed during the auction\" covers every case (an opponent-only view, a card seen through no fault, several cards).",
			},
			Laws: []law.Ref{law.L(24, "")},
		}, Fill: duringAuctionFill},
	},
}

// situationOptions are the penalty card ruling's first question's answers.
var situationOptions = []ruling.Option{
	{ID: "partner-leads", Label: "The partner of a defender with a penalty card is to lead", Help: "Declarer chooses the lead first (Law 50D2).", Next: ruling.Ask("holding")},
	{ID: "exposed", Label: "A defender exposed a card", Help: "Dropped it, showed it, or played it when they should not have.", Next: ruling.Ask("card")},
	{ID: "must-play", Label: "A defender with a penalty card is to play", Help: "It is their turn to lead or play to a trick.", Next: ruling.Ask("holding")},
	{ID: "not-played", Label: "A penalty card was not played", Help: "The defender led or played another card when the penalty card had to be played.", Next: ruling.Ask("declarer-played")},
	{ID: "two-cards", Label: "A player played two or more cards at once", Next: ruling.Ask("visible")},
	{ID: "declarer", Label: "Declarer or dummy exposed a card", Next: ruling.Rule("declarer-card")},
	{ID: "auction", Label: "A card was exposed during the auction", Help: "Before the final pass: Law 24, not a penalty card yet.", Next: ruling.Ask("auction-what")},
}

// routeSituation follows the first answer. A ruling started from a board that already records
// whose penalty cards are on the table (ruling.Known) does not ask what they are: it rules from
// the board's record (knownHolding). Otherwise each option's own next step.
func routeSituation(s ruling.Session) ruling.Target {
	if s.Is("situation", "partner-leads") || s.Is("situation", "must-play") {
		if h, _ := knownHolding(s.KnownOf()); h != "" {
			return holdingTarget(s, h)
		}
	}
	a, _ := s.Get("situation")
	for _, o := range situationOptions {
		if o.ID == a.Option {
			return o.Next
		}
	}
	return ruling.Target{}
}

// holdingTarget is the ending for the defender's penalty cards (the holding step's options):
// when that defender is to play, or when partner is to lead.
func holdingTarget(s ruling.Session, holding string) ruling.Target {
	if s.Is("situation", "must-play") {
		return ruling.Rule(map[string]string{"one": "must-play-major", "one-suit": "must-play-several",
			"several-suits": "must-play-several", "minor": "must-play-minor"}[holding])
	}
	return ruling.Rule(map[string]string{"one": "lead-options", "one-suit": "lead-options-one-suit",
		"several-suits": "lead-options-several-suits", "minor": "minor-no-lead-restriction"}[holding])
}

// exposure is how the card was exposed, from whichever question was asked: "how" for a card
// exposed, "left" for a defender's cards played at once. Both use the same option ids.
func exposure(s ruling.Session) string {
	if a, ok := s.Get("how"); ok {
		return a.Option
	}
	a, _ := s.Get("left")
	return a.Option
}

// routeExposure classifies the card (Law 50B): a single card below honour rank exposed by accident
// is minor; an honour or a card played on purpose is major; two or more penalty cards are all major.
func routeExposure(s ruling.Session) ruling.Target {
	switch exposure(s) {
	case "together", "already":
		return ruling.Ask("other")
	case "accident":
		if !s.Card("card").IsHonour() {
			return ruling.Rule("minor")
		}
	}
	return ruling.Rule("major")
}

// penaltySeats names declarer and dummy from the contract. When declarer played two cards at
// once, declarer is the player at fault.
//
// Which defender is at fault is never asked (the Common path has no room for it, and the director
// can point), so no seat is ever known for the defenders: the outcomes speak of "the defender" and
// "the other defender" in their text and name those parties the same way, as a director does at
// the table, rather than as "the partner of the player who exposed a card".
func penaltySeats(s ruling.Session) ruling.Seats {
	d := s.Context.Contract.Declarer
	if !d.Valid() {
		return nil
	}
	seats := ruling.Seats{ruling.Declarer: d, ruling.Dummy: d.Partner()}
	if s.Is("visible", "declarer") {
		seats[ruling.Offender], seats[ruling.OffendersPartner] = d, d.Partner()
		seats[ruling.OffendersLHO], seats[ruling.OffendersRHO] = d.LHO(), d.RHO()
	}
	return seats
}

// The defenders as the outcomes name them when their seats are not known (see penaltySeats).
var (
	theDefender   = ruling.Party{Role: ruling.Offender, Name: "the defender"}
	otherDefender = ruling.Party{Role: ruling.OffendersPartner, Name: "the other defender"}
)

// theCard and theCards are the penalty card, or cards, in the Law 50E lines until
// penaltyCardFill and severalFill name them from what the director entered.
var (
	theCard  = oneCard("the penalty card")
	theCards = severalCards("the penalty cards")
)

// mustPlayFollowUps are what to watch once the defender with a major penalty card has played.
var mustPlayFollowUps = []ruling.FollowUp{
	{When: "if the defender plays another card when a penalty card was a legal card",
		Watch: "the penalty card was not played when it had to be: open this ruling again", Flow: "penalty-card", Law: law.L(52, "B")},
	{When: "when the other defender next gains the lead while a major penalty card is on the table",
		Watch: "stop them leading and give declarer the penalty-card lead options", Flow: "penalty-card", Law: law.L(50, "D2")},
}

// twoCardsFill adds Law 58B2 and 58B3 when a defender played two or more cards at once and more
// than one could be seen: the defender says which card is played, and declarer, if they had
// played after the cards, may change their card. The caller writes the summary.
func twoCardsFill(o *ruling.Outcome) {
	o.Offence = "played two cards at once"
	o.Automatic = append(o.Automatic, ruling.Effect{
		Text: "If {declarer} had already played to the trick after those cards, {declarer} may take that card back and play another, with no further rectification",
		Laws: []law.Ref{law.L(58, "B3")}})
	o.Information = append(o.Information, ruling.InfoRule{Who: ruling.Party{Role: ruling.Defenders}, Authorized: false,
		What: "a card {declarer} takes back and replaces", Law: law.L(16, "C")})
	o.Laws = append([]law.Ref{law.L(58, "B2")}, o.Laws...)
	o.Notes = append(o.Notes, "If the cards went unnoticed until both sides had played to the next trick, Law 67 (defective trick) applies instead (Law 58B4).")
}

// twoCardsOpening is how the summary starts when a defender played two cards at once.
const twoCardsOpening = "A defender played two or more cards at once, and more than one could be seen. The defender says which card they are playing; "

// penaltyCardFill names the card and says why it is minor or major.
func penaltyCardFill(s ruling.Session, o *ruling.Outcome) {
	c := s.Card("card")
	namePenaltyCard(o, c)
	if s.Is("situation", "two-cards") {
		twoCardsFill(o)
		kind := "a minor penalty card: a single card below honour rank, exposed by accident"
		if c.IsHonour() {
			kind = "a major penalty card, because it is an honour"
		}
		o.Summary = fmt.Sprintf(twoCardsOpening+"the %s they are not playing is %s.", c, kind)
		return
	}
	switch {
	case !o.PenaltyCards[0].Major:
		o.Summary = fmt.Sprintf("The %s is a single card below honour rank exposed by accident, so it is a minor penalty card.", c)
	case c.IsHonour():
		o.Summary = fmt.Sprintf("The %s is an honour, so it is a major penalty card however it was exposed.", c)
	default:
		o.Summary = fmt.Sprintf("The %s was played or shown on purpose, so it is a major penalty card, even if that was a mistake.", c)
	}
}

// severalFill records every penalty card the director entered, all major (Law 50B), says that an
// earlier card is now major too, and points the other defender's lead at 51B1 or 51B2.
func severalFill(s ruling.Session, o *ruling.Outcome) {
	c, other := s.Card("card"), s.Card("other")
	cards := []bridge.Card{c, other}
	if third := s.Card("third"); third.Valid() {
		cards = append(cards, third)
	}
	o.PenaltyCards = nil
	for _, card := range cards {
		o.PenaltyCards = append(o.PenaltyCards, ruling.PenaltyCard{Card: card, Owner: theDefender, Major: true, Law: law.L(50, "B")})
	}
	already := exposure(s) == "already"
	if already {
		change := fmt.Sprintf("The %s is now a major penalty card too, even if it was minor until now", other)
		if other.IsHonour() {
			change = fmt.Sprintf("The %s was already a major penalty card, because it is an honour, and stays one", other)
		}
		o.Automatic = append([]ruling.Effect{{Text: change, Laws: []law.Ref{law.L(50, "B")}}}, o.Automatic...)
	}
	switch {
	case s.Is("situation", "two-cards") && already:
		twoCardsFill(o)
		o.Summary = fmt.Sprintf(twoCardsOpening+"the %s they are not playing is a penalty card, and as they already had the %s, every one of their penalty cards is major.", c, other)
	case s.Is("situation", "two-cards"):
		twoCardsFill(o)
		o.Summary = fmt.Sprintf(twoCardsOpening+"the %s and the %s they are not playing are penalty cards, and with two or more, every one of them is major.", c, other)
	case already:
		o.Summary = fmt.Sprintf("The defender already had the %s as a penalty card and has now exposed the %s. With two or more penalty cards, every one of them is major.", other, c)
	default:
		o.Summary = fmt.Sprintf("The %s and the %s were exposed together. With two or more penalty cards, every one of them is major.", c, other)
	}
	if len(cards) == 3 {
		o.Summary += fmt.Sprintf(" The defender also has the %s as a penalty card, and it is major too.", cards[2])
	}
	lead := ruling.FollowUp{When: "when the other defender next gains the lead while these cards are on the table",
		Watch: "stop them leading and give declarer the lead options for penalty cards in one suit", Flow: "penalty-card", Law: law.L(51, "B1")}
	if !oneSuit(cards) {
		lead.Watch, lead.Law = "stop them leading and give declarer the lead options for penalty cards in more than one suit", law.L(51, "B2")
	}
	named := severalCards(cardList(cards))
	o.FollowUps = []ruling.FollowUp{
		{When: "at each turn of the defender to play", Watch: "they must play a penalty card if one is a legal card; if more than one is, declarer says which", Law: law.L(51, "A")},
		lead,
		named.damageCheck(),
	}
	nameTheCards(o, named)
}

// oneSuit reports whether every card is of the same suit (Law 51B1) or not (51B2).
func oneSuit(cards []bridge.Card) bool {
	for _, c := range cards {
		if c.Suit != cards[0].Suit {
			return false
		}
	}
	return true
}

// cardList names the cards as the table hears them: "the ♠9, the ♥4 and the ♣2".
func cardList(cards []bridge.Card) string {
	names := make([]string, len(cards))
	for i, c := range cards {
		names[i] = "the " + c.String()
	}
	if len(names) == 1 {
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// duringAuctionFill gives Law 24's consequences for what was exposed: the enforced pass (24B, 24C)
// with its Law 72C reminder, and the kind of penalty card it becomes if the player defends (24E).
func duringAuctionFill(s ruling.Session, o *ruling.Outcome) {
	card, becomes := "the card", "the card becomes a major penalty card"
	partner := ruling.Party{Role: ruling.OffendersPartner, Name: "the partner of the player who exposed it"}
	switch {
	case s.Is("auction-what", "low"):
		o.Summary = "A card exposed during the auction is not a penalty card yet: Law 24 applies. It is a single card below honour rank and was not led, so nothing more happens during the auction."
		o.Laws = []law.Ref{law.L(24, "A"), law.L(24, "")}
		becomes = "the card becomes a minor penalty card"
	case s.Is("auction-what", "honour"):
		o.Summary = "A card exposed during the auction is not a penalty card yet: Law 24 applies. It is an honour, or a card led too early."
		o.MustPass = []ruling.MustPass{{Who: partner, Length: ruling.NextTurn, Law: law.L(24, "B")}}
		o.Laws = []law.Ref{law.L(24, "B"), law.L(24, "")}
	default:
		card, becomes = "the cards", "the cards become major penalty cards, as every penalty card is once a defender has two or more"
		partner.Name = "the partner of the player who exposed them"
		o.First = "Please leave the exposed cards face up on the table until the auction ends"
		o.Summary = "Cards exposed during the auction are not penalty cards yet: Law 24 applies. Two or more cards were exposed."
		o.MustPass = []ruling.MustPass{{Who: partner, Length: ruling.NextTurn, Law: law.L(24, "C")}}
		o.Laws = []law.Ref{law.L(24, "C"), law.L(24, "")}
	}
	o.Cases = []ruling.Case{
		{If: "the player who exposed " + card + " becomes declarer or dummy", Then: card + " are picked up and go back into the hand, with no further rectification", Laws: []law.Ref{law.L(24, "D")}},
		{If: "they become a defender", Then: becomes, Laws: []law.Ref{law.L(24, "E"), law.L(50, "B")}},
	}
	if card == "the card" {
		o.Cases[0].Then = "the card is picked up and goes back into the hand, with no further rectification"
	}
	o.Information = []ruling.InfoRule{
		{Who: ruling.Party{Role: ruling.NonOffendingSide, Name: "the opponents"}, Authorized: true, What: "what they saw of " + card, Law: law.L(24, "")},
		{Who: partner, Authorized: false, What: "what they saw of " + card, Law: law.L(16, "C")},
	}
	if len(o.MustPass) > 0 {
		o.FollowUps = append(o.FollowUps, ruling.FollowUp{When: "at the end of the hand",
			Watch: "if the player who exposed the card could have known, at the time, that the enforced pass could well damage the opponents, adjust the score if their side gained by it",
			Law:   law.L(72, "C")})
	}
}

// penaltyHolding is what the defender with penalty cards holds when their partner is to lead: it
// decides which Law gives declarer the options and which cards an option picks up.
type penaltyHolding int

const (
	oneMajorCard        penaltyHolding = iota // Law 50D2
	cardsInOneSuit                            // Law 51B1: require or forbid picks them all up
	cardsInSeveralSuits                       // Law 51B2: only the chosen suit's cards are picked up
)

// penaltyCardLeadOptions builds declarer's choice when the other defender has the lead while a
// defender has a major penalty card (Law 50D2 for one card, 51B for several). require and forbid
// replace the default options' wording where the Laws word it differently. The options are the
// lead restriction, so it is not repeated as a line of its own (finding P-4). What the cards show
// is ruled with each option, never before declarer has chosen (Law 50E): require and forbid pick
// cards up (50E2), letting partner lead anything leaves them on the table (50E1).
func penaltyCardLeadOptions(id, title, summary, which, pickedUp string, ref law.Ref, holding penaltyHolding, require, forbid *ruling.Choice) ruling.Ending {
	owner, allTheSame, stay := "the defender who had the penalty card", "the penalty card is picked up all the same",
		"the penalty card stays on the table with all its obligations"
	cards, goneInfo := theCard, []ruling.InfoRule{theCard.pickedUp(otherDefender)}
	if holding != oneMajorCard {
		owner, allTheSame, stay = "the defender with the penalty cards", "the penalty cards of that suit are picked up all the same",
			"the penalty cards stay on the table with all their obligations"
		cards, goneInfo = theCards, []ruling.InfoRule{severalCards("the penalty cards of that suit").pickedUp(otherDefender)}
	}
	if holding == cardsInSeveralSuits {
		// Only the chosen suit's cards are picked up (51B2); the others stay, and 50E1 still covers them.
		goneInfo = []ruling.InfoRule{severalCards("the penalty cards that are picked up").pickedUp(otherDefender),
			severalCards("the penalty cards still on the table").onTable()}
	}
	req := ruling.Choice{Label: "Require the lead of that suit",
		Consequence: "The other defender must lead " + which + "; " + pickedUp + ", and " + owner + " may play any legal card to the trick. " +
			"If the other defender has no card of that suit, they may lead any card, and " + allTheSame + ".",
		Laws: []law.Ref{ref, law.L(59, "")}}
	if require != nil {
		req.Label = require.Label
	}
	f := ruling.Choice{Label: "Forbid the lead of that suit",
		Consequence: "The other defender may not lead that suit for as long as they keep the lead; " + pickedUp + ".", Laws: []law.Ref{ref}}
	if forbid != nil {
		f = *forbid
	}
	req.Information, f.Information = goneInfo, goneInfo
	return ruling.Ending{ID: id, Outcome: ruling.Outcome{
		Title:   title,
		First:   "Please don't lead yet: declarer chooses first",
		Summary: summary,
		Offence: "has the penalty card",
		Chooser: ruling.Party{Role: ruling.Declarer},
		Options: []ruling.Choice{
			req,
			f,
			{Label: "Let partner lead any card", Consequence: "The other defender leads any card; " + stay + ".", Laws: []law.Ref{law.L(50, "D2")},
				Information: []ruling.InfoRule{cards.onTable()}},
		},
		FollowUps: []ruling.FollowUp{{When: "each time the other defender gains the lead while a major penalty card is still on the table",
			Watch: "declarer chooses again", Flow: "penalty-card", Law: law.L(50, "D2")},
			cards.damageCheck()},
		Notes: []string{"If the other defender leads before declarer has chosen, that card is exposed too and may become a penalty card (Law 49).",
			"Some club notes say declarer has two options; there are three: require, forbid, or let partner lead any card (Law 50D2)."},
		Laws: []law.Ref{ref},
	}, Fill: knownHoldingFill}
}
