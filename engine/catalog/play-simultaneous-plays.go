package catalog

import (
	"fmt"
	"strings"

	"tableside/engine/bridge"
	"tableside/engine/law"
	"tableside/engine/ruling"
)

// SimultaneousPlays is Law 58: cards played at the same moment. From one hand (58B): with one
// face showing, that card is played and the others go back; with more showing, the player says
// which is played and a defender's others become penalty cards (Law 50B: two or more are all
// major). By two players (58A): the card in turn counts first and the other is judged as played
// after it, often a premature play under Law 57. The common case, a defender's two cards with a
// low card left over, takes three taps.
var SimultaneousPlays = &ruling.Flow{
	ID:       "simultaneous-plays",
	Title:    "Cards played at the same time",
	Summary:  "One player played two or more cards at once, or two players played at the same moment.",
	Category: ruling.LeadsAndPlay,
	Phrases: []string{"played two cards", "two cards stuck together", "two cards came out together", "played two cards at the same time",
		"both defenders led at once", "both led at the same time", "played at the same time", "played at the same moment",
		"simultaneous play", "simultaneous lead"},
	Laws:    []law.Ref{law.L(58, ""), law.L(57, ""), law.L(50, "B"), law.L(67, "")},
	Offence: "played two cards at once",
	Seats:   simultaneousSeats,
	Start:   "what",
	Common:  []ruling.Answer{ruling.Pick("one-defender"), ruling.SeatAnswer(bridge.West), ruling.Pick("more"), ruling.Pick("low")},
	Steps: []ruling.Step{
		{ID: "what", Question: ruling.Question{
			Prompt: "What happened?",
			Kind:   ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "one-defender", Label: "A defender played two or more cards at once", Next: ruling.Ask("defender")},
				{ID: "one-declarer", Label: "Declarer played two or more cards at once, from either hand", Help: "From their own hand or from dummy.", Next: ruling.Ask("faces")},
				{ID: "two-players", Label: "Two players played at the same moment", Next: ruling.Ask("second")},
				{ID: "defenders-led", Label: "Both defenders led when declarer or dummy was on lead", Help: "Neither lead was legal.", Next: ruling.Rule("two-leads-out-of-turn")},
			},
		}},
		{ID: "defender", Question: ruling.Question{
			Prompt: "Which defender?",
			Help:   "Any penalty card stays in front of this player, and the reminders name them and their partner.",
			Kind:   ruling.SeatKind,
			Seat:   ruling.RelativeToDeclarer,
			Examples: []ruling.Answer{
				ruling.SeatAnswer(bridge.West),
			},
		}, Route: func(s ruling.Session) ruling.Target { return ruling.Ask("faces") }},
		{ID: "faces", Question: ruling.Question{
			Prompt: "How many of the cards showed their face?",
			Help:   "Only a face that could be seen counts (Law 58B1, B2). Cards found only after both sides had played to the next trick are a defective trick (Law 58B4).",
			Kind:   ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "more", Label: "More than one card's face was visible"},
				{ID: "one", Label: "Only one card's face was visible"},
				{ID: "late", Label: "Not noticed until both sides had played to the next trick"},
			},
		}, Route: func(s ruling.Session) ruling.Target {
			switch {
			case s.Is("faces", "one"):
				return ruling.Rule("one-visible")
			case s.Is("faces", "late"):
				return ruling.Rule("found-late")
			case s.Is("what", "one-declarer"):
				return ruling.Rule("declarer-names")
			}
			return ruling.Ask("extra")
		}},
		{ID: "extra", Question: ruling.Question{
			Prompt: "What else was exposed, besides the card now said to be played?",
			Help: "Each other exposed card becomes a penalty card (Law 58B2). A single card below a ten exposed by accident is a " +
				"minor penalty card; an honour is major; two or more penalty cards are all major (Law 50B). If the defender already " +
				"has a penalty card on the table, choose two or more.",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "low", Label: "One card below a ten", Next: ruling.Rule("minor")},
				{ID: "honour", Label: "One honour: ace, king, queen, jack or ten", Next: ruling.Rule("major")},
				{ID: "several", Label: "Two or more cards", Next: ruling.Ask("first-card")},
			},
		}},
		{ID: "first-card", Question: ruling.Question{
			Prompt:   "Which card, besides the one played, is face up?",
			Help:     "Each of them is a major penalty card (Law 50B); the ruling names them to the table. Next, enter another.",
			Kind:     ruling.CardKind,
			Examples: []ruling.Answer{ruling.CardAnswer(bridge.Card{Suit: bridge.Hearts, Rank: bridge.Seven})},
		}, Route: func(ruling.Session) ruling.Target { return ruling.Ask("second-card") }},
		{ID: "second-card", Question: ruling.Question{
			Prompt:   "Which other penalty card does the defender have?",
			Help:     "A second card played at once, or a penalty card already on the table. If there are more than two, enter one and name the others to the table.",
			Kind:     ruling.CardKind,
			Examples: []ruling.Answer{ruling.CardAnswer(bridge.Card{Suit: bridge.Clubs, Rank: bridge.Four})},
			Check: func(s ruling.Session, a ruling.Answer) error {
				if a.Card == s.Card("first-card") {
					return fmt.Errorf("the %s is the card already entered: enter the other penalty card", a.Card)
				}
				return nil
			},
		}, Route: func(ruling.Session) ruling.Target { return ruling.Rule("major-several") }},
		{ID: "early-card", Question: ruling.Question{
			Prompt:   "Which card did the defender play before their partner?",
			Help:     "It becomes a major penalty card (Law 57A); the ruling names it to the table.",
			Kind:     ruling.CardKind,
			Examples: []ruling.Answer{ruling.CardAnswer(bridge.Card{Suit: bridge.Diamonds, Rank: bridge.Queen})},
		}, Route: func(ruling.Session) ruling.Target { return ruling.Rule("premature") }},
		{ID: "second", Question: ruling.Question{
			Prompt: "Who played the other card?",
			Help: "A lead or play made at the same moment as another player's legal one counts as made after it (Law 58A). What " +
				"follows depends on whether it then came out of turn.",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "next", Label: "The next player in turn", Next: ruling.Rule("in-rotation")},
				{ID: "partner", Label: "The other defender: both defenders led or played together", Next: ruling.Rule("partner-defender")},
				{ID: "early-defender", Label: "A defender whose partner had still to play", Next: ruling.Ask("early-card")},
				{ID: "declarer-early", Label: "Declarer, from the other hand", Next: ruling.Rule("declarer-early")},
			},
		}},
	},
	Endings: []ruling.Ending{
		{ID: "one-visible", Outcome: ruling.Outcome{
			Title:   "The card whose face showed is played",
			Summary: "Only one card's face was visible, so that card is played. The other cards go back into the hand.",
			Automatic: []ruling.Effect{
				{Text: "The other cards are picked up, with no further rectification", Laws: []law.Ref{law.L(58, "B1"), law.L(47, "F")}},
			},
			Notes: []string{"This is the same for declarer and defenders: a card whose face could not be seen is not a penalty card."},
			Laws:  []law.Ref{law.L(58, "B1")},
		}},
		{ID: "declarer-names", Outcome: ruling.Outcome{
			Offence: "played two cards at once",
			Title:   "Declarer says which card is played",
			Summary: "Declarer played more than one card at once with their faces showing. Declarer says which one is played; the others go back into the hand, and none becomes a penalty card.",
			Automatic: []ruling.Effect{
				{Text: "{declarer} says which card is played to this trick", Laws: []law.Ref{law.L(58, "B2")}},
				simultaneousChangeEffect,
			},
			Information: []ruling.InfoRule{
				{Who: ruling.Party{Role: ruling.Declarer}, Authorized: false, What: "any card a defender takes back", Law: law.L(16, "C")},
			},
			Notes: []string{"Declarer's and dummy's cards never become penalty cards (Law 48A)."},
			Laws:  []law.Ref{law.L(58, "B2"), law.L(48, "A")},
		}},
		simultaneousPenalty("minor", "The other card is a minor penalty card",
			"{offender} played two cards at once, both faces showing. {offender} says which card is played; the other, a card below a ten exposed by accident, stays face up as a minor penalty card.",
			false, []ruling.FollowUp{
				{When: "whenever {offender} is to play a card below a ten of that suit", Watch: "the minor penalty card must be played first, though an honour of the suit may be played instead",
					Flow: "penalty-card", Law: law.L(50, "C")},
				theCard.damageCheck(),
			}),
		simultaneousPenalty("major", "The other card is a major penalty card",
			"{offender} played two cards at once, both faces showing. {offender} says which card is played; the other is an honour, so it stays face up as a major penalty card.",
			true, simultaneousMajorFollowUps),
		simultaneousPenalty("major-several", "Every other card is a major penalty card",
			"{offender} played several cards at once with their faces showing. {offender} says which card is played; each other card exposed stays face up, and with two or more penalty cards all of them are major.",
			true, simultaneousMajorFollowUps),
		{ID: "found-late", Outcome: ruling.Outcome{
			Title:   "Found too late to pick up: a defective trick",
			Summary: "The cards played together were not noticed until both sides had played to the next trick, so the trick is ruled as a defective trick.",
			Automatic: []ruling.Effect{
				{Text: "The extra card goes back into the hand and the card faced in playing to the trick stays; who won the trick does not change", Laws: []law.Ref{law.L(67, "B2")}},
			},
			FollowUps: []ruling.FollowUp{
				{When: "now", Watch: "rule it as a defective trick with too many cards", Flow: "defective-trick", Law: law.L(67, "B2")},
			},
			Laws: []law.Ref{law.L(58, "B4"), law.L(67, "B2")},
		}},
		{ID: "in-rotation", Outcome: ruling.Outcome{
			Offence: "played at the same moment as the player in turn",
			Title:   "No irregularity: both cards count in turn",
			Summary: "A card played at the same moment as the player in turn counts as played after it. It was the next player's turn anyway, so both cards stand as played in turn.",
			Laws:    []law.Ref{law.L(58, "A")},
		}},
		{ID: "partner-defender", Outcome: ruling.Outcome{
			Offence: "played out of turn",
			Title:   "Partner's card counts first; the other card waits for its turn",
			Summary: "Both defenders played at the same moment. The card of the defender whose turn it was counts first. The other defender's card counts as played after it, before declarer or dummy had played.",
			Cases: []ruling.Case{
				{If: "that card can legally be played at its proper turn", Then: "it must be played then", Laws: []law.Ref{law.L(57, "D")}},
				{If: "it cannot be played legally then", Then: "it becomes a major penalty card; while it stays on the table, everyone at the table may use what it shows",
					Laws: []law.Ref{law.L(57, "D"), law.L(50, "E1")}},
			},
			FollowUps: []ruling.FollowUp{
				{When: "when declarer or dummy has played to the trick", Watch: "have the early card played if it is legal; otherwise it is a major penalty card",
					Flow: "premature-play", Law: law.L(57, "D")},
				{When: "at the end of play, if the early card was played at its turn",
					Watch: "Law 57D says Law 16 may apply: judge whether what it showed suggested a play to {partner} over a logical alternative; if so, and declarer's side lost by it, adjust the score",
					Law:   law.L(16, "B")},
				earlyCard.damageCheck(),
			},
			Notes: []string{
				"When both defenders face an opening lead at once, the card of the defender whose lead it was is the opening lead, and the other is this early play. Declarer gets none of the opening-lead-out-of-turn options (Law 54).",
			},
			Laws: []law.Ref{law.L(58, "A"), law.L(57, "D")},
		}},
		{ID: "two-leads-out-of-turn", Outcome: ruling.Outcome{
			Offence: "led out of turn",
			Title:   "Both defenders led out of turn: two leads out of turn",
			First:   "Please leave both cards face up: declarer may choose",
			Summary: "Both defenders led when declarer or dummy was on lead. Neither lead is legal, so neither counts first: " +
				"each card is a lead out of turn, and declarer's options for a defender's lead out of turn apply",
			FollowUps: []ruling.FollowUp{
				{When: "now", Watch: "rule the two cards as leads out of turn by the defenders when declarer or dummy was on lead",
					Flow: "lead-out-of-turn", Law: law.L(56, "")},
			},
			Notes: []string{
				"Law 58A makes a card deemed played after another player's legal lead or play. Here there is no legal lead, so Law 58A does not apply: both cards are leads out of turn (Laws 53 to 56).",
				"If declarer accepts one of the two cards as the lead, that lead is then legal, and the other card counts as played after it (Law 58A): rule it with this ruling's \"Two players played at the same moment\".",
			},
			Laws: []law.Ref{law.L(53, "A"), law.L(56, ""), law.L(58, "A")},
		}},
		{ID: "premature", Outcome: ruling.Outcome{
			Offence: "played before their partner",
			Title:   "A premature play: declarer's options",
			Summary: "The card counts as played after the card in turn, so the defender who played it did so before their partner had played to the trick. It is a premature play: the card becomes a major penalty card, and declarer chooses how the partner plays to this trick.",
			PenaltyCards: []ruling.PenaltyCard{
				{Owner: ruling.Party{Role: ruling.Offender}, Major: true, Law: law.L(57, "A")},
			},
			Information: []ruling.InfoRule{earlyCard.onTable()},
			FollowUps: []ruling.FollowUp{
				{When: "now, before the partner plays to this trick", Watch: "give declarer the four options for the partner's play to this trick",
					Flow: "premature-play", Law: law.L(57, "A")},
				earlyCard.damageCheck(),
			},
			Laws: []law.Ref{law.L(58, "A"), law.L(57, "A")},
		}, Fill: func(s ruling.Session, o *ruling.Outcome) { namePenaltyCard(o, s.Card("early-card")) }},
		{ID: "declarer-early", Outcome: ruling.Outcome{
			Offence: "played early from the other hand",
			Title:   "Declarer's early card is played",
			Summary: "The card in turn counts first. Declarer's card from the other hand counts as played after it, early: it is still a played card and, if legal, it stands.",
			Automatic: []ruling.Effect{
				{Text: "If the card is a legal play it may not be taken back", Laws: []law.Ref{law.L(57, "C3")}},
			},
			Laws: []law.Ref{law.L(58, "A"), law.L(57, "C3")},
		}},
	},
}

// simultaneousChangeEffect is Law 58B3: an opponent who played after a card now taken back may
// change their card.
var simultaneousChangeEffect = ruling.Effect{
	Text: "An opponent who played to the trick after a card that is now taken back may take their card back and play another, with no further rectification",
	Laws: []law.Ref{law.L(58, "B3")},
}

var simultaneousMajorFollowUps = []ruling.FollowUp{
	{When: "when {offender} next plays a card", Watch: "a major penalty card must be played at the first legal opportunity", Flow: "penalty-card", Law: law.L(50, "D1")},
	{When: "when {partner} next gains the lead while the penalty card is on the table", Watch: "before they lead, offer declarer the penalty-card lead options",
		Flow: "penalty-card", Law: law.L(50, "D2")},
	theCard.damageCheck(),
}

// simultaneousPenalty is a defender's cards played together with more than one face showing:
// the defender names the card played and every other exposed card is a penalty card.
func simultaneousPenalty(id, title, summary string, major bool, follow []ruling.FollowUp) ruling.Ending {
	return ruling.Ending{ID: id, Outcome: ruling.Outcome{
		Title:   title,
		Summary: summary,
		Automatic: []ruling.Effect{
			{Text: "{offender} says which card is played to this trick", Laws: []law.Ref{law.L(58, "B2")}},
			simultaneousChangeEffect,
		},
		PenaltyCards: []ruling.PenaltyCard{{Owner: ruling.Party{Role: ruling.Offender}, Major: major, Law: law.L(50, "B")}},
		Information: []ruling.InfoRule{
			theCard.onTable(),
			// 58B3 sends a card an opponent takes back to Law 16C: unauthorized to the side at fault.
			{Who: ruling.Party{Role: ruling.OffendingSide, Name: "the defenders"}, Authorized: false,
				What: "what a card {declarer} takes back and replaces showed", Law: law.L(16, "C2")},
		},
		FollowUps: follow,
		Notes: []string{
			"A card exposed through deliberate play is never a minor penalty card; playing two cards together by accident is the Laws' own example of a minor one (Law 50B).",
			"When one defender has two or more penalty cards, all of them are major, including one already on the table (Law 50B).",
		},
		Laws: []law.Ref{law.L(58, "B2"), law.L(50, "B")},
	}, Fill: nameSimultaneousCards}
}

// nameSimultaneousCards names the penalty cards when the director entered them (two or more
// left face up), in the summary, the penalty cards and their Law 50E lines, instead of "the
// exposed card" (finding P10).
func nameSimultaneousCards(s ruling.Session, o *ruling.Outcome) {
	first, second := s.Card("first-card"), s.Card("second-card")
	if !first.Valid() || !second.Valid() {
		return
	}
	owner := o.PenaltyCards[0].Owner
	o.PenaltyCards = []ruling.PenaltyCard{
		{Card: first, Owner: owner, Major: true, Law: law.L(50, "B")},
		{Card: second, Owner: owner, Major: true, Law: law.L(50, "B")},
	}
	o.Summary = fmt.Sprintf("{offender} played several cards at once with their faces showing. {offender} says which card is played; "+
		"the %s and the %s are penalty cards, and with two or more, every one of them is major.", first, second)
	nameTheCards(o, severalCards(cardList([]bridge.Card{first, second})))
	for i, f := range o.FollowUps {
		o.FollowUps[i].When = strings.Replace(f.When, "while the penalty card is", "while a penalty card is", 1)
	}
}

// simultaneousSeats seats declarer and dummy from the contract, and the player who played the
// cards: the defender given, or declarer.
func simultaneousSeats(s ruling.Session) ruling.Seats {
	seats := ruling.Seats{}
	d := s.Context.Contract.Declarer
	if d.Valid() {
		seats[ruling.Declarer], seats[ruling.Dummy] = d, d.Partner()
	}
	off := s.Seat("defender")
	if s.Is("what", "one-declarer") {
		off = d
	}
	if off.Valid() {
		seats[ruling.Offender], seats[ruling.OffendersPartner] = off, off.Partner()
		seats[ruling.OffendersLHO], seats[ruling.OffendersRHO] = off.LHO(), off.RHO()
	}
	return seats
}
