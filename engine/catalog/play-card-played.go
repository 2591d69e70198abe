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
		"declarer said a spade", "declarer said ruff", "declarer said cover", "declarer said duck", "declarer said small",
		"declarer said jack", "card not in dummy", "is that card played", "wants the card back", "take the card back",
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
				{ID: "ruff", Label: "\"Ruff\" or \"a trump\"", Next: ruling.Ask("trump-low")},
				{ID: "no-suit-led", Label: "\"High\" or \"low\", but dummy has none of the suit led, or dummy is leading",
					Next: ruling.Rule("no-card-named")},
				{ID: "judgement", Label: "\"Cover\", \"duck\" or another word the Laws do not define", Next: ruling.Rule("judged-designation")},
				{ID: "not-in-dummy", Label: "A card dummy does not hold", Next: ruling.Rule("invalid")},
				{ID: "anything", Label: "\"Play anything\" or the like", Next: ruling.Rule("defenders-designate")},
				{ID: "disputed", Label: "The players disagree about what declarer said", Next: ruling.Rule("what-was-said")},
			},
		}},
		cardStep("top", "Dummy's highest card of the suit led", "\"High\" means the highest card of the suit led (Law 46B1(a)).",
			"high", bridge.Card{Suit: bridge.Spades, Rank: bridge.King}),
		cardStep("bottom", "Dummy's lowest card of the suit led", "\"Low\" means the lowest card of the suit led (Law 46B1(c)).",
			"low", bridge.Card{Suit: bridge.Diamonds, Rank: bridge.Two}),
		cardStep("suit-low", "Dummy's lowest card of the suit declarer named", "A suit without a rank means the lowest card of that suit (Law 46B2).",
			"suit-only", bridge.Card{Suit: bridge.Clubs, Rank: bridge.Three}),
		{ID: "trump-low", Question: ruling.Question{
			Prompt:   "Dummy's lowest trump",
			Help:     "\"Ruff\" names a suit, the trump suit, without a rank: it means dummy's lowest trump (Law 46B2).",
			Kind:     ruling.CardKind,
			Check:    checkTrump,
			Examples: []ruling.Answer{ruling.CardAnswer(bridge.Card{Suit: bridge.Spades, Rank: bridge.Four})},
		}, Route: func(s ruling.Session) ruling.Target { return ruling.Rule("ruff") }},
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
			Prompt: "Was it a slip of the tongue: did declarer mean another card?",
			Help: "You must be convinced that declarer meant another card as they spoke. A change of mind, a loss of concentration or a reconsideration is not a slip (Law 45C4(b)). Presume the card " +
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
				{ID: "defender-seen", Label: "A defender held a card where partner could see its face", Next: ruling.Ask("turn")},
				{ID: "defender-not", Label: "A defender's card, but partner could not have seen its face", Next: ruling.Rule("not-played")},
				{ID: "declarer-faced", Label: "Declarer held a card face up, touching or nearly touching the table, or as if played", Next: ruling.Rule("declarer-played")},
				{ID: "declarer-not", Label: "Declarer took a card out, but not like that", Next: ruling.Rule("not-played")},
				{ID: "dummy-touched", Label: "Declarer deliberately touched a card in dummy", Next: ruling.Rule("dummy-touched")},
				{ID: "dummy-misplayed", Label: "Dummy moved a card declarer had not named", Next: ruling.Ask("misplayed-when")},
				{ID: "named-own", Label: "A player named a card from their own hand as the one they play", Help: "\"I play the king\".", Next: ruling.Rule("named-played")},
				{ID: "defender-named", Label: "A defender said they hold a card", Help: "\"I have the ace\", outside a claim.", Next: ruling.Rule("named-penalty")},
			},
		}},
		{ID: "turn", Question: ruling.Question{
			Prompt: "Whose turn was it?",
			Help: "A defender's card that partner could see is played (Law 45C1), but a card played before its turn is a premature " +
				"play (Law 57). If partner and the declarer or dummy on the defender's right had both still to play, partner's turn " +
				"decides (Law 57A).",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "in-turn", Label: "It was this defender's turn to play to the trick", Next: ruling.Rule("defender-played")},
				{ID: "before-partner", Label: "Partner had still to play to this trick",
					Help: "Also a lead to the next trick before partner has played to this one.", Next: ruling.Ask("early-card")},
				{ID: "before-rho", Label: "Partner had played; declarer or dummy, on the defender's right, had still to play", Next: ruling.Ask("early-card")},
				{ID: "already-played", Label: "The defender had already played a card to this trick", Next: ruling.Rule("fifth-card")},
				{ID: "lead", Label: "A lead to a new trick, when another player was on lead", Next: ruling.Rule("wrong-lead")},
			},
		}},
		{ID: "early-card", Question: ruling.Question{
			Prompt:   "Which card did the defender show?",
			Kind:     ruling.CardKind,
			Examples: []ruling.Answer{ruling.CardAnswer(bridge.Card{Suit: bridge.Spades, Rank: bridge.King})},
		}, Route: func(s ruling.Session) ruling.Target {
			if s.Is("turn", "before-rho") {
				return ruling.Ask("rho-legal")
			}
			return ruling.Rule("early-penalty")
		}},
		{ID: "rho-legal", Question: ruling.Question{
			Prompt: "Can the defender legally play that card when their turn comes?",
			Help:   "A legal card is played at the defender's proper turn; one they may not legally play is a major penalty card (Law 57D).",
			Kind:   ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "yes", Label: "Yes", Next: ruling.Rule("played-at-turn")},
				{ID: "no", Label: "No", Help: "For example they can follow suit and it is of another suit.", Next: ruling.Rule("rho-penalty")},
			},
		}},
		{ID: "misplayed-when", Question: ruling.Question{
			Prompt: "Had both sides played to the next trick before it was noticed?",
			Help:   "Dummy's card that declarer did not name goes back if this is noticed before each side has played to the next trick (Law 45D).",
			Kind:   ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "no", Label: "No", Next: ruling.Rule("dummy-misplayed")},
				{ID: "yes", Label: "Yes", Next: ruling.Rule("dummy-misplayed-stands")},
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
				{ID: "proper-lead", Label: "They played to a lead out of turn, and the opponent whose lead it was has since led",
					Next: ruling.Rule("retract-after-proper-lead")},
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
		designation("ruff", "\"Ruff\": dummy's lowest trump", law.L(46, "B2"),
			"\"Ruff\" names the trump suit without a rank, so it means dummy's lowest trump."),
		designation("no-card-named", "\"High\" or \"low\" with no suit led to follow: declarer names a card", law.L(46, "B4"),
			"\"High\" and \"low\" mean the highest or lowest card of the suit led, and dummy has none of that suit, or is leading, so the word names no card. The Laws do not cover this case: I rule, by analogy with a call for a card dummy does not hold, that declarer names a legal card."),
		designation("judged-designation", "A word the Laws do not define: the director decides", law.L(46, "B"),
			"The Laws do not say what this word means. I decide which card declarer designated, from what was said and the cards in dummy, and dummy plays it."),
		designation("rank-in-suit", "A rank only: that rank in the suit", law.L(46, "B3(a)"), ""),
		designation("rank-only-one", "A rank only: dummy's one card of that rank", law.L(46, "B3(b)"),
			"A rank without a suit means a card of that rank, if one can legally be played. Dummy holds only one, so that card is played."),
		designation("rank-declarer-chooses", "A rank only: declarer says which", law.L(46, "B3(b)"),
			"A rank without a suit means a card of that rank, if one can legally be played. Dummy holds two or more that can, so declarer says which one is played."),
		designation("rank-not-legal", "A rank only, but none can be played legally", law.L(46, "B3(b)"),
			"A rank without a suit means a card of that rank only if it can legally be played. Dummy must follow suit and holds no card of that rank in the suit led, so no card of that rank can be played. The Laws do not cover this case: I rule, by analogy with a call for a card dummy does not hold, that declarer names a legal card."),
		designation("invalid", "A card dummy does not hold: declarer names a legal card", law.L(46, "B4"),
			"Declarer called for a card that is not in dummy. The call is invalid, and declarer may name any legal card from dummy."),
		designation("defenders-designate", "\"Play anything\": a defender chooses dummy's card", law.L(46, "B5"),
			"Declarer asked for a card without naming a suit or a rank, so either defender may choose the card dummy plays."),
		{ID: "what-was-said", Outcome: ruling.Outcome{
			Title:   "First find what declarer said",
			Summary: "The players disagree about what declarer said. I first decide what was said, on the balance of probabilities, and then apply the rule for those words.",
			FollowUps: []ruling.FollowUp{
				{When: "once you have decided what was said", Watch: "open this ruling again and enter those words", Flow: "card-played", Law: law.L(46, "B")},
			},
			Notes: []string{"Hear each player away from the others if need be, and log the facts you found and why (Law 85A)."},
			Laws:  []law.Ref{law.L(85, "A1")},
		}},
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
			Title:     "The defender's card is played",
			Summary:   "It was the defender's turn, and they held the card so that partner could see its face, so it is played to this trick.",
			Automatic: []ruling.Effect{{Text: "It must be played to this trick", Laws: []law.Ref{law.L(45, "C1")}}},
			Notes:     []string{"Whether partner actually saw it does not matter, only whether they could have (Law 45C1)."},
			Laws:      []law.Ref{law.L(45, "C1")},
		}},
		{ID: "fifth-card", Outcome: ruling.Outcome{
			Offence: "showed a second card to the trick",
			Title:   "A fifth card: a penalty card",
			Summary: "The defender had already played to this trick, so the card shown is a fifth card. It becomes a penalty card, unless I find it was meant as a lead to the next trick.",
			FollowUps: []ruling.FollowUp{
				{When: "now", Watch: "rule the penalty card: open the penalty card ruling and enter the card", Flow: "penalty-card", Law: law.L(45, "E1")},
				{When: "if it was meant as a lead", Watch: "it is a lead to the next trick, in turn or out of turn", Flow: "lead-out-of-turn", Law: law.L(45, "E1")},
			},
			Laws: []law.Ref{law.L(45, "E1")},
		}},
		{ID: "early-penalty", Outcome: earlyPenalty(), Fill: nameEarlyCard("early-card")},
		{ID: "played-at-turn", Outcome: shownTooSoon(prematureInTurn()), Fill: nameEarlyCard("early-card")},
		{ID: "rho-penalty", Outcome: shownTooSoon(prematureRHOPenalty()), Fill: nameEarlyCard("early-card")},
		{ID: "wrong-lead", Outcome: ruling.Outcome{
			Offence: "led out of turn",
			Title:   "A lead out of turn",
			Summary: "The card was led to a new trick when another player was on lead. It is ruled as a lead out of turn.",
			FollowUps: []ruling.FollowUp{
				{When: "now, during play", Watch: "open the lead out of turn ruling", Flow: "lead-out-of-turn", Law: law.L(53, "")},
				{When: "now, if it was the opening lead", Watch: "open the opening lead out of turn ruling", Flow: "opening-lead-out-of-turn", Law: law.L(54, "")},
			},
			Laws: []law.Ref{law.L(53, ""), law.L(54, ""), law.L(55, ""), law.L(56, "")},
		}},
		{ID: "named-played", Outcome: ruling.Outcome{
			Title:   "The card named is played",
			Summary: "A player who names a card as the one they play has played it.",
			Notes: []string{
				"Naming a card out of turn is playing it out of turn: rule it as a premature play or a lead out of turn.",
				"Declarer's slip of the tongue in naming a card from dummy is the other path of this ruling (Law 45C4(b)).",
			},
			Laws: []law.Ref{law.L(45, "C4(a)")},
		}},
		{ID: "named-penalty", Outcome: ruling.Outcome{
			Offence: "named a card in their hand",
			Title:   "The card named is a penalty card",
			Summary: "A defender who names a card as being in their hand makes it a penalty card. It is put face up on the table in front of them.",
			FollowUps: []ruling.FollowUp{
				{When: "now", Watch: "rule whether it is a major or minor penalty card and what follows: open the penalty card ruling", Flow: "penalty-card", Law: law.L(50, "")},
			},
			Notes: []string{"A statement about tricks made in claiming or conceding is ruled under the claim Laws instead (Law 68)."},
			Laws:  []law.Ref{law.L(49, "")},
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
			Summary: "{dummy} put a card in the played position that {declarer} had not named, and it was noticed before each side had played to the next trick. The card goes back and the card declarer meant is played.",
			Automatic: []ruling.Effect{
				{Text: "A defender who played a card after it, before attention was drawn, may take that card back and play another", Laws: []law.Ref{law.L(45, "D")}},
				{Text: "If the defender on declarer's right changes their card, {declarer} may take back a card they played to the trick after it", Laws: []law.Ref{law.L(45, "D")}},
			},
			Information: []ruling.InfoRule{
				{Who: ruling.Party{Role: ruling.Declarer}, Authorized: false, What: "what a card a defender takes back showed", Law: law.L(16, "C2")},
				{Who: ruling.Party{Role: ruling.Defenders}, Authorized: true, What: "what a card declarer takes back showed", Law: law.L(16, "C1")},
			},
			Laws: []law.Ref{law.L(45, "D")},
		}},
		{ID: "dummy-misplayed-stands", Outcome: ruling.Outcome{
			Title:   "Dummy's card stays played",
			Summary: "{dummy} put a card in the played position that {declarer} had not named, but it was noticed only after each side had played to the next trick, so the card stays played.",
			Notes:   []string{"Dummy may not play a card on their own (Law 45F): if the defenders were damaged, see the dummy's rights ruling."},
			Laws:    []law.Ref{law.L(45, "D")},
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
			Title:       "The card goes back: the player was told it was their turn",
			Summary:     "An opponent wrongly told the player it was their turn to lead or play, so the card goes back with no further rectification. The player on their left may not accept it.",
			Information: misinformedRetraction,
			Notes:       []string{"If this side revoked on the previous trick, the card taken back does not establish that revoke (Law 47E1, 63A1)."},
			Laws:        []law.Ref{law.L(47, "E1")},
		}},
		{ID: "retract-explanation", Outcome: ruling.Outcome{
			Title:       "The card may be taken back after a mistaken explanation",
			Summary:     "The player played after a mistaken explanation by an opponent and before it was corrected. No card has been played since, so the card may be taken back with no further rectification.",
			Information: misinformedRetraction,
			Notes:       []string{"An opening lead may not be taken back once dummy has faced any card (Law 47E2(a))."},
			Laws:        []law.Ref{law.L(47, "E2(a)")},
		}},
		{ID: "explanation-too-late", Outcome: ruling.Outcome{
			Title:   "Too late to take the card back: adjust if it cost",
			Summary: "The player played after a mistaken explanation, but a card has been played since, so the card stays played.",
			Adjustment: &ruling.Adjustment{Text: "If the mistaken explanation damaged the side that was misinformed, I will adjust the score at the end of play",
				Law: law.L(47, "E2(b)")},
			Laws: []law.Ref{law.L(47, "E2(b)")},
		}, Fill: addAssignedScoreNote},
		{ID: "retract-after-proper-lead", Outcome: ruling.Outcome{
			Offence: "led out of turn",
			Title:   "The proper lead stands: cards played to the wrong lead may be taken back",
			Summary: "After a lead out of turn, the opponent whose lead it was made the proper lead. That lead stands, and every card played in error to the lead out of turn may be taken back.",
			Information: []ruling.InfoRule{
				{Who: ruling.Party{Name: "the side that did not lead out of turn"}, Authorized: true, What: "what the cards taken back showed", Law: law.L(16, "C1")},
				{Who: ruling.Party{Name: "the side that led out of turn"}, Authorized: false, What: "what any card taken back showed", Law: law.L(16, "C2")},
			},
			Laws: []law.Ref{law.L(47, "F1"), law.L(53, "B")},
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
	case s.Is("said", "ruff"):
		return s.Card("trump-low")
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
			"These rules give way only when declarer's different intention is incontrovertible (Law 46B), a very strong word: use it sparingly. The card is decided when declarer calls for it, not by the later play.",
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
		if check := holdingCheck(id, c); check != "" {
			o.Notes = append(o.Notes, check)
		}
		if c.Valid() {
			o.Summary = strings.TrimSpace(o.Summary + fmt.Sprintf(" The %s is played.", c))
			o.Title = fmt.Sprintf("%s: the %s", strings.SplitN(o.Title, ":", 2)[0], c)
		}
		if id == "judged-designation" {
			o.Notes = append(o.Notes, "Common practice reads \"duck\" as \"low\" (Law 46B1(c)) and \"cover\" as the lowest card that beats the card just played; say which reading you used and why, and log it.")
		}
		if id == "rank-not-legal" {
			o.Laws = append(o.Laws, law.L(46, "B4"))
			o.Notes = append(o.Notes, "Law 46B3(b) does not say what happens when no card of the rank can legally be played; this ruling applies Law 46B4 by analogy. Log it as your ruling.")
		}
		if id == "no-card-named" {
			o.Notes = append(o.Notes, "If declarer's intention is incontrovertible, for example \"high\" meaning the highest trump to overruff, that card is played (Law 46B); otherwise log the ruling by analogy with Law 46B4.")
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

// earlyPenalty is Law 57A reached from a card shown before partner had played (finding P4): the
// premature play ruling's options (prematureOptions), told as a card shown rather than played.
func earlyPenalty() ruling.Outcome {
	o := shownTooSoon(prematureOptions())
	o.Title = "Shown before partner played: a major penalty card, and declarer chooses"
	o.Summary = "A defender showed the card so that partner could see it before partner had played to this trick. That is playing too soon: " +
		"the card is a major penalty card, and declarer chooses how the other defender plays to this trick."
	o.Notes = []string{
		"No rectification if declarer had already played to the trick from both hands, or dummy had played or suggested a card on their own first (Law 57C): then open the premature play ruling instead.",
		"If partner has played since, declarer's choice no longer applies; the card is still a major penalty card: see the premature play ruling.",
	}
	return o
}

// shownTooSoon is a premature play ruling's outcome reached from this flow, whose own offence
// (naming a card from dummy) does not fit it.
func shownTooSoon(o ruling.Outcome) ruling.Outcome {
	o.Offence = "played too soon"
	return o
}

// misinformedRetraction is Law 16C for a card taken back after an opponent's wrong statement
// (Laws 47E1, 47E2(a) "see Law 16C"): what it showed is authorized to the side that took it back
// and unauthorized to the side that gave the wrong statement.
var misinformedRetraction = []ruling.InfoRule{
	{Who: ruling.Party{Name: "the side that took the card back"}, Authorized: true, What: "what the card taken back showed", Law: law.L(16, "C1")},
	{Who: ruling.Party{Name: "the side that gave the wrong information"}, Authorized: false, What: "what the card taken back showed", Law: law.L(16, "C2")},
}

// checkTrump refuses, for "ruff", a card that is not a trump when the contract in the table context
// names the trump suit, and any card in a no-trump contract, where "ruff" names no card.
func checkTrump(s ruling.Session, a ruling.Answer) error {
	strain := s.Context.Contract.Strain
	switch {
	case !strain.Valid():
		return nil
	case strain == bridge.NoTrump:
		return fmt.Errorf("the contract is in no trumps, so \"ruff\" names no card: go back and choose \"a card dummy does not hold\"")
	case a.Card.Suit != strain.Suit():
		return fmt.Errorf("trumps are %s in %s: enter dummy's lowest trump", strain.Suit(), s.Context.Contract)
	}
	return nil
}

// holdingCheck is the director's check of a card the engine did not work out but took as entered:
// dummy's highest or lowest card of a suit. The engine does not know dummy's cards, so it asks the
// director to look before the ruling is read out.
func holdingCheck(id string, c bridge.Card) string {
	if !c.Valid() {
		return ""
	}
	which := map[string]string{"high": "highest", "low": "lowest", "suit-only": "lowest", "ruff": "lowest"}[id]
	if which == "" {
		return ""
	}
	return fmt.Sprintf("Before reading this out, look at dummy: the %s must be dummy's %s %s.", c, which, strings.TrimSuffix(c.Suit.String(), "s"))
}
