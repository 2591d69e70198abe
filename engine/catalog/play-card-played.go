package catalog

import (
	"fmt"
	"strings"

	"tableside/engine/bridge"
	"tableside/engine/law"
	"tableside/engine/ruling"
)

// CardPlayed is Laws 45-47: when a card counts as played, which card an incomplete designation
// from dummy names (a calculator for Law 46B: the director enters what declarer said and the
// cards that decide it, and the engine names the card), changing an unintended designation
// (45C4(b)), and taking back a played card (47). The common call, "I said high", takes four
// taps: what happened, what declarer said, and dummy's highest card of the suit led.
var CardPlayed = &ruling.Flow{
	ID:       "card-played",
	Title:    "Card played or named from dummy",
	Summary:  "When a card counts as played, which card an incomplete call from dummy names, changing a card named by mistake, and taking back a played card.",
	Category: ruling.LeadsAndPlay,
	Phrases: []string{"I said high", "I said low", "I said win", "declarer said play anything", "play anything",
		"I meant the queen", "slip of the tongue naming a card", "called the wrong card from dummy", "named the wrong card",
		"declarer said a spade", "card not in dummy", "is that card played", "wants the card back", "take the card back",
		"touched a card in dummy", "dummy played the wrong card"},
	Laws:    []law.Ref{law.L(45, ""), law.L(46, ""), law.L(47, "")},
	Offence: "named a card from dummy",
	Seats:   cardPlayedSeats,
	Start:   "what",
	Common:  []ruling.Answer{ruling.Pick("designation"), ruling.Pick("high"), ruling.CardAnswer(bridge.Card{Suit: bridge.Spades, Rank: bridge.King})},
	Steps: []ruling.Step{
		{ID: "what", Question: ruling.Question{
			Prompt: "What needs a ruling?",
			Kind:   ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "designation", Label: "Declarer called for dummy's card without naming it fully", Help: "\"High\", \"low\", \"a spade\", \"the queen\"…", Next: ruling.Ask("said")},
				{ID: "changed", Label: "Declarer named a card from dummy and wants to change it", Next: ruling.Ask("slip-when")},
				{ID: "played", Label: "Has a card been played?", Help: "Held up, touched, or moved by dummy.", Next: ruling.Ask("whose")},
				{ID: "retract", Label: "A player wants to take back a card already played", Next: ruling.Ask("why")},
			},
		}},
		{ID: "said", Question: ruling.Question{
			Prompt: "What did declarer say?",
			Help: "These rules hold unless declarer's different intention is incontrovertible (Law 46B). Declarer should name both " +
				"the suit and the rank (Law 46A).",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "high", Label: "\"High\", \"top\" or the like", Next: ruling.Ask("top")},
				{ID: "win", Label: "\"Win\", \"take it\" or the like", Next: ruling.Ask("beat")},
				{ID: "low", Label: "\"Low\", \"small\" or the like", Next: ruling.Ask("bottom")},
				{ID: "suit", Label: "A suit only: \"a spade\"", Next: ruling.Ask("suit-low")},
				{ID: "rank-lead", Label: "A rank only, leading from dummy: \"the queen\"", Next: ruling.Ask("prev")},
				{ID: "rank-follow", Label: "A rank only, following to a trick", Next: ruling.Ask("led")},
				{ID: "not-in-dummy", Label: "A card dummy does not hold", Next: ruling.Rule("invalid")},
				{ID: "anything", Label: "\"Play anything\" or the like", Next: ruling.Rule("defenders-designate")},
			},
		}},
		cardStep("top", "Dummy's highest card of the suit led", "\"High\" means the highest card of the suit led (Law 46B1(a)).",
			"high", bridge.Card{Suit: bridge.Spades, Rank: bridge.King}),
		cardStep("bottom", "Dummy's lowest card of the suit led", "\"Low\" means the lowest card of the suit led (Law 46B1(c)).",
			"low", bridge.Card{Suit: bridge.Diamonds, Rank: bridge.Two}),
		cardStep("suit-low", "Dummy's lowest card of the suit declarer named", "A suit without a rank means the lowest card of that suit (Law 46B2).",
			"suit-only", bridge.Card{Suit: bridge.Clubs, Rank: bridge.Three}),
		{ID: "beat", Question: ruling.Question{
			Prompt: "The card winning the trick so far",
			Help:   "\"Win\" means the lowest card in dummy known to win the trick (Law 46B1(b)).",
			Kind:   ruling.CardKind,
			Examples: []ruling.Answer{
				ruling.CardAnswer(bridge.Card{Suit: bridge.Hearts, Rank: bridge.Jack}),
			},
		}, Route: func(s ruling.Session) ruling.Target { return ruling.Ask("win-card") }},
		{ID: "win-card", Question: ruling.Question{
			Prompt: "Dummy's lowest card that is sure to win the trick",
			Help: "Known to win: it beats the card winning so far and no player still to play can beat it (Law 46B1(b)). When dummy " +
				"plays before the last player, that may be a higher card than the lowest that beats the trick now.",
			Kind: ruling.CardKind,
			Examples: []ruling.Answer{
				ruling.CardAnswer(bridge.Card{Suit: bridge.Hearts, Rank: bridge.Queen}),
				ruling.CardAnswer(bridge.Card{Suit: bridge.Hearts, Rank: bridge.Ten}),
			},
		}, Route: func(s ruling.Session) ruling.Target {
			if winBeats(s) {
				return ruling.Rule("win")
			}
			return ruling.Rule("win-beaten")
		}},
		{ID: "prev", Question: ruling.Question{
			Prompt: "The card with which dummy won the previous trick",
			Help:   "In leading, a rank alone continues the suit with which dummy won the previous trick, if dummy holds that rank in it (Law 46B3(a)).",
			Kind:   ruling.CardKind,
			Examples: []ruling.Answer{
				ruling.CardAnswer(bridge.Card{Suit: bridge.Hearts, Rank: bridge.Ace}),
			},
		}, Route: func(s ruling.Session) ruling.Target { return ruling.Ask("rank") }},
		{ID: "led", Question: ruling.Question{
			Prompt: "The card led to this trick",
			Help:   "Following suit comes first: a card of the named rank is played only if it can legally be played (Law 46B3(b)).",
			Kind:   ruling.CardKind,
			Examples: []ruling.Answer{
				ruling.CardAnswer(bridge.Card{Suit: bridge.Diamonds, Rank: bridge.Five}),
			},
		}, Route: func(s ruling.Session) ruling.Target { return ruling.Ask("rank") }},
		{ID: "rank", Question: ruling.Question{
			Prompt:  "Which rank did declarer name?",
			Kind:    ruling.ChoiceKind,
			Options: rankOptions(),
		}, Route: func(s ruling.Session) ruling.Target { return ruling.Ask("held") }},
		{ID: "held", Question: ruling.Question{
			Prompt: "Does dummy hold that rank in that suit?",
			Help:   "Leading: the suit dummy won the previous trick with. Following: the suit led.",
			Kind:   ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "yes", Label: "Yes"},
				{ID: "no", Label: "No"},
			},
		}, Route: func(s ruling.Session) ruling.Target {
			switch {
			case s.Is("held", "yes"):
				return ruling.Rule("rank-in-suit")
			case s.Is("said", "rank-follow"):
				return ruling.Ask("has-suit")
			}
			return ruling.Ask("rank-count")
		}},
		{ID: "has-suit", Question: ruling.Question{
			Prompt: "Does dummy hold any card of the suit led?",
			Help:   "If it does, dummy must follow suit, so no card of the named rank can legally be played.",
			Kind:   ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "yes", Label: "Yes", Next: ruling.Rule("rank-not-legal")},
				{ID: "no", Label: "No, dummy has none", Next: ruling.Ask("rank-count")},
			},
		}},
		{ID: "rank-count", Question: ruling.Question{
			Prompt: "How many cards of that rank does dummy hold?",
			Kind:   ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "one", Label: "One", Next: ruling.Rule("rank-only-one")},
				{ID: "two", Label: "Two or more", Next: ruling.Rule("rank-declarer-chooses")},
				{ID: "none", Label: "None", Next: ruling.Rule("invalid")},
			},
		}},
		{ID: "slip-when", Question: ruling.Question{
			Prompt: "Since naming it, has declarer played a card from either hand?",
			Help:   "Declarer may correct an unintended designation until they next play a card from their own hand or from dummy (Law 45C4(b)).",
			Kind:   ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "no", Label: "No", Next: ruling.Ask("slip-kind")},
				{ID: "yes", Label: "Yes", Next: ruling.Rule("too-late-to-change")},
			},
		}},
		{ID: "slip-kind", Question: ruling.Question{
			Prompt: "Are you convinced it was a slip of the tongue: declarer meant another card as they spoke?",
			Help: "A change of mind, a loss of concentration or a reconsideration is not a slip (Law 45C4(b)). Presume the card " +
				"named was the card meant; be very sceptical if a defender's card played since makes the change attractive. A " +
				"word with declarer away from the table can show what they had in mind.",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "slip", Label: "Yes, a slip of the tongue", Next: ruling.Rule("changed")},
				{ID: "change-of-mind", Label: "No, or not convinced", Next: ruling.Rule("stands")},
			},
		}},
		{ID: "whose", Question: ruling.Question{
			Prompt: "Whose card, and what happened to it?",
			Kind:   ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "defender-seen", Label: "A defender held a card where partner could see its face", Next: ruling.Rule("defender-played")},
				{ID: "defender-not", Label: "A defender's card, but partner could not have seen its face", Next: ruling.Rule("not-played")},
				{ID: "declarer-faced", Label: "Declarer held a card face up, touching or nearly touching the table, or as if played", Next: ruling.Rule("declarer-played")},
				{ID: "declarer-not", Label: "Declarer took a card out, but not like that", Next: ruling.Rule("not-played")},
				{ID: "dummy-touched", Label: "Declarer deliberately touched a card in dummy", Next: ruling.Rule("dummy-touched")},
				{ID: "dummy-misplayed", Label: "Dummy moved a card declarer had not named", Next: ruling.Rule("dummy-misplayed")},
			},
		}},
		{ID: "why", Question: ruling.Question{
			Prompt: "Why does the player want the card back?",
			Kind:   ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "illegal", Label: "It was an illegal play", Help: "For example a revoke not yet established.", Next: ruling.Rule("retract-illegal")},
				{ID: "opponent-changed", Label: "An opponent changed their card first", Next: ruling.Rule("retract-after-change")},
				{ID: "told-turn", Label: "An opponent said it was their turn to lead or play", Next: ruling.Rule("retract-told-turn")},
				{ID: "explanation", Label: "An opponent's explanation was wrong", Next: ruling.Ask("since")},
				{ID: "change-of-mind", Label: "A change of mind", Next: ruling.Rule("no-retraction")},
			},
		}},
		{ID: "since", Question: ruling.Question{
			Prompt: "Has anyone played a card since?",
			Kind:   ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "no", Label: "No", Next: ruling.Rule("retract-explanation")},
				{ID: "yes", Label: "Yes", Next: ruling.Rule("explanation-too-late")},
			},
		}},
	},
	Endings: []ruling.Ending{
		designation("high", "\"High\": dummy's highest card of the suit led", law.L(46, "B1(a)"), "\"High\" means the highest card of the suit led."),
		designation("win", "\"Win\": the lowest card known to win", law.L(46, "B1(b)"), "\"Win\" means the lowest card in dummy known to win the trick."),
		{ID: "win-beaten", Outcome: ruling.Outcome{
			Title: "\"Win\": the card entered does not win",
			Summary: "The card entered does not beat the card winning the trick. Check the cards: if dummy holds a card known to win, " +
				"the lowest such card is played. If dummy holds none, \"win\" names no card dummy has, and declarer names a legal card.",
			Notes: []string{
				"The Laws do not say what \"win\" means when no card in dummy can win. The nearest rule is a call for a card dummy does not hold (Law 46B4): the call is invalid and declarer names a legal card. It is your judgement; record it.",
				"Without a contract in the table context the trump suit is not known, so a card of another suit is taken to win.",
			},
			Laws: []law.Ref{law.L(46, "B1(b)"), law.L(46, "B4")},
		}, Fill: func(s ruling.Session, o *ruling.Outcome) {
			o.Summary = fmt.Sprintf("The %s does not beat the %s, the card winning the trick so far. ", s.Card("win-card"), s.Card("beat")) +
				"Check the cards: if dummy holds a card known to win, the lowest such card is played. If dummy holds none, \"win\" names no card dummy has, and declarer names a legal card."
		}},
		designation("low", "\"Low\": dummy's lowest card of the suit led", law.L(46, "B1(c)"), "\"Low\" means the lowest card of the suit led."),
		designation("suit-only", "A suit only: dummy's lowest card of that suit", law.L(46, "B2"), "A suit without a rank means the lowest card of that suit."),
		designation("rank-in-suit", "A rank only: that rank in the suit", law.L(46, "B3(a)"), ""),
		designation("rank-only-one", "A rank only: dummy's one card of that rank", law.L(46, "B3(b)"),
			"A rank without a suit means a card of that rank, if one can legally be played. Dummy holds only one, so that card is played."),
		designation("rank-declarer-chooses", "A rank only: declarer says which", law.L(46, "B3(b)"),
			"A rank without a suit means a card of that rank, if one can legally be played. Dummy holds two or more that can, so declarer says which one is played."),
		designation("rank-not-legal", "A rank only, but none can be played legally", law.L(46, "B3(b)"),
			"A rank without a suit means a card of that rank only if it can legally be played. Dummy must follow suit and holds no card of that rank in the suit led, so declarer names a legal card."),
		designation("invalid", "A card dummy does not hold: declarer names a legal card", law.L(46, "B4"),
			"Declarer called for a card that is not in dummy. The call is invalid, and declarer may name any legal card from dummy."),
		designation("defenders-designate", "\"Play anything\": a defender chooses dummy's card", law.L(46, "B5"),
			"Declarer asked for a card without naming a suit or a rank, so either defender may choose the card dummy plays."),
		{ID: "changed", Outcome: ruling.Outcome{
			Title:   "The slip is corrected: the card meant is played",
			Summary: "{declarer} named a card from dummy by a slip of the tongue and corrected it before playing again from either hand, so the card meant is played instead.",
			Automatic: []ruling.Effect{
				{Text: "The card first named goes back to dummy, with no further rectification", Laws: []law.Ref{law.L(47, "C")}},
				{Text: "A defender who played to the trick after the first card may take that card back and play another, with no further rectification", Laws: []law.Ref{law.L(45, "C4(b)"), law.L(47, "D")}},
			},
			Information: []ruling.InfoRule{
				{Who: ruling.Party{Role: ruling.Declarer}, Authorized: false, What: "any card a defender takes back", Law: law.L(16, "C")},
			},
			Notes: []string{cardSlipNote},
			Laws:  []law.Ref{law.L(45, "C4(b)"), law.L(47, "C")},
		}},
		{ID: "stands", Outcome: ruling.Outcome{
			Title:   "The card named is played",
			Summary: "Declarer may change a card named from dummy only after a slip of the tongue, not after a change of mind, a loss of concentration or a reconsideration. The card named is played.",
			Automatic: []ruling.Effect{
				{Text: "A card named or otherwise designated is a played card", Laws: []law.Ref{law.L(45, "C4(a)")}},
			},
			Notes: []string{cardSlipNote,
				"The burden is on declarer: the ACBL Laws Commission has said there is a strong presumption that the card named was the card meant, and the director course asks for overwhelming evidence. Calling too early, before seeing the card played on declarer's left, is not a slip."},
			Laws: []law.Ref{law.L(45, "C4(b)"), law.L(45, "C4(a)")},
		}},
		{ID: "too-late-to-change", Outcome: ruling.Outcome{
			Title:   "Too late to change: the card named stands",
			Summary: "Declarer may correct an unintended designation only until they next play a card from either hand. Declarer has done so, so the card named stands.",
			Notes:   []string{cardSlipNote},
			Laws:    []law.Ref{law.L(45, "C4(b)")},
		}},
		{ID: "defender-played", Outcome: ruling.Outcome{
			Title:   "The defender's card is played",
			Summary: "A defender's card held so that partner could see its face is played to the current trick.",
			Automatic: []ruling.Effect{
				{Text: "It must be played to this trick", Laws: []law.Ref{law.L(45, "C1")}},
				{Text: "If the defender had already played a legal card to this trick, it is a fifth card and becomes a penalty card, unless the director finds it was meant as a lead", Laws: []law.Ref{law.L(45, "E")}},
			},
			FollowUps: []ruling.FollowUp{{When: "if it is a fifth card", Watch: "apply the penalty card rules", Flow: "penalty-card", Law: law.L(45, "E")}},
			Notes:     []string{"Whether partner actually saw it does not matter, only whether they could have (Law 45C1)."},
			Laws:      []law.Ref{law.L(45, "C1")},
		}},
		{ID: "declarer-played", Outcome: ruling.Outcome{
			Title:   "Declarer's card is played",
			Summary: "A card declarer holds face up, touching or nearly touching the table, or holds as if it had been played, is a played card.",
			Laws:    []law.Ref{law.L(45, "C2")},
		}},
		{ID: "not-played", Outcome: ruling.Outcome{
			Title:   "The card is not played",
			Summary: "The card was not shown in a way that makes it a played card, so it goes back into the hand.",
			Notes: []string{
				"Declarer's and dummy's cards never become penalty cards (Law 48A).",
				"A defender's card partner could have seen is played, or, if not in turn, exposed: see the penalty card ruling (Law 49).",
			},
			Laws: []law.Ref{law.L(45, "C2"), law.L(45, "C1")},
		}, Fill: func(s ruling.Session, o *ruling.Outcome) {
			if s.Is("whose", "defender-not") {
				o.Laws = []law.Ref{law.L(45, "C1")}
				return
			}
			o.Laws = []law.Ref{law.L(45, "C2")}
		}},
		{ID: "dummy-touched", Outcome: ruling.Outcome{
			Title:   "Dummy's card is played",
			Summary: "A card in dummy that declarer deliberately touched is played, unless declarer touched it to arrange dummy's cards or to reach a card above or below it.",
			Laws:    []law.Ref{law.L(45, "C3")},
		}},
		{ID: "dummy-misplayed", Outcome: ruling.Outcome{
			Title:   "Dummy's card goes back",
			Summary: "{dummy} put a card in the played position that {declarer} had not named. If this is noticed before each side has played to the next trick, the card goes back and the card declarer meant is played.",
			Automatic: []ruling.Effect{
				{Text: "A defender who played a card after it, before attention was drawn, may take that card back and play another", Laws: []law.Ref{law.L(45, "D")}},
			},
			Information: []ruling.InfoRule{
				{Who: ruling.Party{Role: ruling.Declarer}, Authorized: false, What: "any card a defender takes back", Law: law.L(16, "C")},
			},
			Notes: []string{"Noticed only after each side has played to the next trick, the card stays played."},
			Laws:  []law.Ref{law.L(45, "D")},
		}},
		{ID: "retract-illegal", Outcome: ruling.Outcome{
			Title:   "The illegal play is taken back",
			Summary: "A played card may be taken back to correct an illegal play, such as a revoke not yet established.",
			Automatic: []ruling.Effect{
				{Text: "A defender's card taken back becomes a penalty card; declarer's or dummy's goes back into the hand", Laws: []law.Ref{law.L(49, ""), law.L(48, "A")}},
			},
			FollowUps: []ruling.FollowUp{{When: "if it was a revoke", Watch: "rule the correction of the revoke", Flow: "revoke", Law: law.L(62, "A")}},
			Laws:      []law.Ref{law.L(47, "B")},
		}},
		{ID: "retract-after-change", Outcome: ruling.Outcome{
			Title:   "The card may be changed after the opponent's change",
			Summary: "After an opponent has changed their card, a player who played after it may take their card back and play another, with no further rectification.",
			Notes:   []string{"The side that changed first may not use what the other side's withdrawn card showed; the other side may use everything it saw (Law 16C). After a corrected revoke, see also Law 62C2."},
			Laws:    []law.Ref{law.L(47, "D")},
		}},
		{ID: "retract-told-turn", Outcome: ruling.Outcome{
			Title:   "The card goes back: the player was told it was their turn",
			Summary: "An opponent wrongly told the player it was their turn to lead or play, so the card goes back with no further rectification. The player on their left may not accept it.",
			Notes:   []string{"A revoke made with that card is not established by it (Law 63A1 does not apply)."},
			Laws:    []law.Ref{law.L(47, "E1")},
		}},
		{ID: "retract-explanation", Outcome: ruling.Outcome{
			Title:   "The card may be taken back after a mistaken explanation",
			Summary: "The player played after a mistaken explanation by an opponent and before it was corrected. No card has been played since, so the card may be taken back with no further rectification.",
			Notes:   []string{"An opening lead may not be taken back once dummy has faced any card (Law 47E2(a))."},
			Laws:    []law.Ref{law.L(47, "E2(a)")},
		}},
		{ID: "explanation-too-late", Outcome: ruling.Outcome{
			Title:   "Too late to take the card back: adjust if it cost",
			Summary: "The player played after a mistaken explanation, but a card has been played since, so the card stays played.",
			Adjustment: &ruling.Adjustment{Text: "If the mistaken explanation damaged the side that was misinformed, I will adjust the score at the end of play",
				Law: law.L(47, "E2(b)")},
			Laws: []law.Ref{law.L(47, "E2(b)")},
		}},
		{ID: "no-retraction", Outcome: ruling.Outcome{
			Title:   "The card stays played",
			Summary: "Apart from the cases the Laws list, a card once played may not be taken back. A change of mind is not one of them.",
			Laws:    []law.Ref{law.L(47, "F2")},
		}},
	},
}

// cardSlipNote answers the 2008 wording and the folklore of "the same breath".
const cardSlipNote = "Earlier editions allowed a change \"without pause for thought\", and players still speak of \"the same breath\". Under the 2017 Laws speed is not the test: a slip of the tongue may be corrected until declarer next plays a card from either hand, and a change of mind never (Law 45C4(b))."

// cardStep asks for one card of dummy's that decides a designation, and leads to its ending.
func cardStep(id, prompt, help, ending string, example bridge.Card) ruling.Step {
	return ruling.Step{ID: id, Question: ruling.Question{
		Prompt:   prompt,
		Help:     help,
		Kind:     ruling.CardKind,
		Examples: []ruling.Answer{ruling.CardAnswer(example)},
	}, Route: func(s ruling.Session) ruling.Target { return ruling.Rule(ending) }}
}

// rankOptions offers the thirteen ranks, ace first, as one tap each.
func rankOptions() []ruling.Option {
	var out []ruling.Option
	for i := len(bridge.Ranks) - 1; i >= 0; i-- {
		r := bridge.Ranks[i]
		out = append(out, ruling.Option{ID: strings.ToLower(r.String()), Label: upperFirst(r.Name())})
	}
	return out
}

// namedRank is the rank chosen at the rank step.
func namedRank(s ruling.Session) bridge.Rank {
	a, _ := s.Get("rank")
	r, err := bridge.ParseRank(a.Option)
	if err != nil {
		return bridge.NoRank
	}
	return r
}

// designatedCard is the card the designation names, when the answers fix it.
func designatedCard(s ruling.Session) bridge.Card {
	switch {
	case s.Is("said", "high"):
		return s.Card("top")
	case s.Is("said", "low"):
		return s.Card("bottom")
	case s.Is("said", "suit"):
		return s.Card("suit-low")
	case s.Is("said", "win"):
		return s.Card("win-card")
	case s.Is("said", "rank-lead") && s.Is("held", "yes"):
		return bridge.Card{Suit: s.Card("prev").Suit, Rank: namedRank(s)}
	case s.Is("said", "rank-follow") && s.Is("held", "yes"):
		return bridge.Card{Suit: s.Card("led").Suit, Rank: namedRank(s)}
	}
	return bridge.Card{}
}

// designation is an ending of the calculator: the rule of Law 46B that applies and, when the
// answers fix it, the card it names.
func designation(id, title string, rule law.Ref, summary string) ruling.Ending {
	return ruling.Ending{ID: id, Outcome: ruling.Outcome{
		Title:   title,
		Summary: summary,
		Notes: []string{
			"These rules give way only when declarer's different intention is incontrovertible (Law 46B), a very strong word: use it sparingly, and be ready to adjust if the later play shows the intention was not so clear after all.",
			"Declarer should name both the suit and the rank of dummy's card (Law 46A).",
		},
		Laws: []law.Ref{rule},
	}, Fill: func(s ruling.Session, o *ruling.Outcome) {
		c := designatedCard(s)
		if id == "rank-in-suit" {
			if s.Is("said", "rank-lead") {
				o.Summary = "In leading, a rank without a suit continues the suit with which dummy won the previous trick, when dummy holds that rank in it."
			} else {
				o.Summary = "A rank without a suit means a card of that rank that can legally be played: here, the one in the suit led."
				o.Laws = []law.Ref{law.L(46, "B3(b)")}
			}
		}
		if r := namedRank(s); r.Valid() && !c.Valid() && strings.HasPrefix(id, "rank-only") {
			o.Summary = strings.Replace(o.Summary, "a card of that rank", "a card of that rank, the "+r.Name(), 1)
		}
		if c.Valid() {
			o.Summary = strings.TrimSpace(o.Summary + fmt.Sprintf(" The %s is played.", c))
			o.Title = fmt.Sprintf("%s: the %s", strings.SplitN(o.Title, ":", 2)[0], c)
		}
		if id == "defenders-designate" {
			o.Notes = append(o.Notes, "A club's rules column says the director may make dummy play the card worst for declarer. Under Law 46B5 the defenders choose, not the director.")
		}
	}}
}

// winBeats reports whether the card entered for "win" beats the card winning the trick: a higher
// card of its suit, or a trump over a card of another suit when the contract in the table context
// says which suit is trumps. Without a contract a card of another suit is taken to win.
func winBeats(s ruling.Session) bool {
	beat, c := s.Card("beat"), s.Card("win-card")
	trump := s.Context.Contract.Strain
	switch {
	case c.Suit == beat.Suit:
		return c.Rank > beat.Rank
	case !trump.Valid():
		return true
	}
	return c.Suit == trump.Suit()
}

// cardPlayedSeats seats declarer and dummy from the contract in the table context.
func cardPlayedSeats(s ruling.Session) ruling.Seats {
	d := s.Context.Contract.Declarer
	if !d.Valid() {
		return nil
	}
	return ruling.Seats{ruling.Declarer: d, ruling.Dummy: d.Partner()}
}
