package catalog

import (
	"tableside/engine/bridge"
	"tableside/engine/law"
	"tableside/engine/ruling"
)

// TrickAndAuctionQuestions rules on what a player may ask to see or hear again, and when
// (2017 Laws): the cards of the trick just played (Law 66A, 66B; a quitted trick only on the
// director's instruction, 66C; after play, to settle a revoke or the tricks, 66D), a card
// pointed the wrong way and a dispute over the tricks won (Law 65B3, 65D, 79), the auction
// restated (Law 20B during the auction at the player's own turn; Law 20C2 and 41B at the first
// turn to play; afterwards only the contract, 41C), and "no spades?" (Law 61B: who may ask whom,
// defenders each other unless the regulating body forbids it). A question asked for partner's
// benefit, or whose timing or manner tells partner something, is Law 20G1 and 16B1.
//
// The first question is what the player asked for; the seat of the player who asked names the
// table. Three taps to the common ruling: a trick, who asked, their card already turned.
var TrickAndAuctionQuestions = &ruling.Flow{
	ID:       "trick-and-auction-questions",
	Title:    "Seeing the last trick or hearing the auction again",
	Summary:  "A player asks to see a trick again, to have the auction repeated, or whether someone has none of the suit; or the played cards are in dispute.",
	Category: ruling.LeadsAndPlay,
	Phrases: []string{"see the last trick", "can I see the last trick", "look at the last trick", "show me the trick",
		"turned the trick over", "quitted trick", "review the bidding", "repeat the auction", "run through the bidding",
		"remind me of the bidding", "can I hear the bidding again", "restate the auction", "what's the contract",
		"asked partner if they had none", "asked whether partner had none of the suit", "card pointed the wrong way",
		"trick pointed wrong", "wrong way round", "mixed up the played cards",
		"dispute over which cards were played", "asked a question for partner",
		"question for partner's benefit", "question to wake partner up", "asked about the bid to help partner",
		"dummy asked declarer if they had none", "dummy wants to see the trick"},
	Laws: []law.Ref{law.L(66, ""), law.L(65, ""), law.L(20, "B"), law.L(20, "C"), law.L(41, "B"), law.L(61, "B"),
		law.L(16, "B1"), law.L(20, "G1")},
	Offence: "asked",
	Names:   map[ruling.Role]string{ruling.Offender: "the player who asked", ruling.OffendersPartner: "the partner of the player who asked"},
	Seats:   askerSeats,
	Start:   "asked",
	Common:  []ruling.Answer{ruling.Pick("trick"), ruling.SeatAnswer(bridge.West), ruling.Pick("turned")},
	Steps: []ruling.Step{
		{ID: "asked", Question: ruling.Question{
			Prompt: "What did the player ask for?",
			Help: "What a player may see or hear again depends on when they ask: the trick just played (Law 66), the auction " +
				"(Law 20B, 20C), whether someone has none of the suit (Law 61B). The played cards themselves are Law 65.",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "trick", Label: "To see the last trick again", Next: ruling.Ask("who")},
				{ID: "auction", Label: "To have the auction repeated", Help: "Or what the contract is.", Next: ruling.Ask("who")},
				{ID: "none-of-suit", Label: "Whether someone has none of the suit", Help: "\"No spades?\"", Next: ruling.Ask("asked-whom")},
				{ID: "cards", Label: "The played cards: pointed wrong, or the tricks disputed", Next: ruling.Ask("cards")},
				{ID: "manner", Label: "A question that seemed to tell partner something",
					Help: "Asked for partner's benefit, or its timing or manner suggested something (Law 20G1, 16B1).", Next: ruling.Ask("who")},
			},
		}},
		{ID: "who", Question: ruling.Question{
			Prompt:   "Who asked?",
			Help:     "The seat names everyone in the ruling.",
			Kind:     ruling.SeatKind,
			Examples: []ruling.Answer{ruling.SeatAnswer(bridge.West)},
		}, Route: func(s ruling.Session) ruling.Target {
			switch {
			case s.Is("asked", "trick") && askerIsDummy(s):
				return ruling.Rule("dummy-no-right")
			case s.Is("asked", "trick"):
				return ruling.Ask("trick-when")
			case s.Is("asked", "auction"):
				return ruling.Ask("auction-when")
			}
			return ruling.Rule("question-ui")
		}},
		{ID: "trick-when", Question: ruling.Question{
			Prompt: "Where is play now?",
			Help: "While the player's own card to the trick is still face up, they may have all four cards shown (Law 66A). " +
				"Once it is turned, they may look only at their own card, until their side leads or plays to the next trick " +
				"(Law 66B). After that the trick is quitted and stays face down until play ends (Law 66C).",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "turned", Label: "Their card is turned, and their side has not played to the next trick", Next: ruling.Rule("own-card")},
				{ID: "face-up", Label: "Their own card to it is still face up",
					Help: "And their side has not led or played to the next trick.", Next: ruling.Rule("see-trick")},
				{ID: "next-trick", Label: "Their side has led or played to the next trick", Next: ruling.Rule("quitted")},
				{ID: "after-play", Label: "Play has ended", Help: "To settle a revoke or the number of tricks (Law 66D).", Next: ruling.Rule("after-play")},
				{ID: "dummy", Label: "The player asking is dummy", Help: "Dummy has no right to see a trick again (Law 66A, 66B).", Next: ruling.Rule("dummy-no-right")},
			},
		}},
		{ID: "auction-when", Question: ruling.Question{
			Prompt: "When did they ask?",
			Help: "During the auction, a player may have all the calls restated at their own turn to call, unless they must " +
				"pass (Law 20B). After the final pass, at their first turn to play (Law 20C2, 41B). After that, only the " +
				"contract, and whether it is doubled or redoubled (Law 41C).",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "own-turn", Label: "During the auction, at their own turn to call"},
				{ID: "not-turn", Label: "During the auction, not at their turn"},
				{ID: "must-pass", Label: "At their turn, but they must pass", Help: "Because of an earlier irregularity."},
				{ID: "before-lead", Label: "After the final pass, before the opening lead is faced"},
				{ID: "first-play", Label: "In the play, at their first turn to play a card",
					Help: "For declarer, before calling a card from dummy to the first trick (Law 20C2)."},
				{ID: "later", Label: "Later in the play"},
				{ID: "dummy", Label: "After the final pass, and the player asking is dummy",
					Help: "Or will be dummy: only declarer and the defenders may ask (Law 41B, 20C2)."},
			},
		}, Route: routeAuctionReview},
		{ID: "asked-whom", Question: ruling.Question{
			Prompt: "Who asked whom?",
			Help: "Declarer may ask a defender, dummy may ask declarer, a defender may ask declarer, and defenders may ask each " +
				"other unless the regulating body forbids it (Law 61B). Dummy may not ask a defender (Law 42B1).",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "declarer-defender", Label: "Declarer asked a defender", Next: ruling.Rule("may-ask")},
				{ID: "dummy-declarer", Label: "Dummy asked declarer", Next: ruling.Rule("may-ask")},
				{ID: "defender-declarer", Label: "A defender asked declarer", Next: ruling.Rule("may-ask")},
				{ID: "defender-partner", Label: "A defender asked their partner", Next: ruling.Rule("partner-asked")},
				{ID: "dummy-defender", Label: "Dummy asked a defender", Next: ruling.Rule("dummy-asked-defender")},
			},
		}},
		{ID: "cards", Question: ruling.Question{
			Prompt: "What is the problem with the played cards?",
			Help: "Each player points their card to a trick toward their partner when their side won it, toward the opponents " +
				"when it lost (Law 65B), and keeps the cards in order until the tricks are agreed (Law 65C, 65D).",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "pointed-in-time", Label: "A card pointed the wrong way, mentioned before their side played to the next trick", Next: ruling.Rule("repoint")},
				{ID: "pointed-late", Label: "A card pointed the wrong way, mentioned later", Next: ruling.Rule("repoint-late")},
				{ID: "tricks-dispute", Label: "They disagree on the number of tricks won", Next: ruling.Rule("count-dispute")},
			},
		}},
	},
	Endings: []ruling.Ending{
		{ID: "see-trick", Outcome: ruling.Outcome{
			Title:   "All four cards are shown",
			Summary: "{offender} has not yet turned their own card to this trick, so they may see the whole trick again.",
			Automatic: []ruling.Effect{
				{Text: "Everyone turns their card to this trick face up for {offender} to see, then face down again, and play goes on",
					Laws: []law.Ref{law.L(66, "A")}},
			},
			Notes: []string{
				"The right belongs to declarer and the defenders, not to dummy (Law 66A), and ends once the player's side leads or plays to the next trick.",
			},
			Laws: []law.Ref{law.L(66, "A")},
		}},
		{ID: "own-card", Outcome: ruling.Outcome{
			Title:   "Only their own card",
			Summary: "{offender} has already turned their own card to this trick, so the whole trick can no longer be shown.",
			Automatic: []ruling.Effect{
				{Text: "{offender}, you may look at your own card to that trick, without showing it to anyone; the other cards stay face down",
					Laws: []law.Ref{law.L(66, "B")}},
				{Text: "Once your side leads or plays to the next trick, the trick stays face down until the end of play",
					Laws: []law.Ref{law.L(66, "C")}},
			},
			Notes: []string{
				"Many players think they may see the last trick until the next lead. Under the 2017 Laws the whole trick is shown only while the player's own card is still face up (Law 66A).",
			},
			Laws: []law.Ref{law.L(66, "B"), law.L(66, "C")},
		}},
		{ID: "quitted", Outcome: ruling.Outcome{
			Title:   "The trick stays face down",
			Summary: "That trick is finished, so it stays face down until the end of play.",
			Automatic: []ruling.Effect{
				{Text: "{offender}, the cards of that trick may not be looked at again during play, unless I need to see them, for example to check a revoke",
					Laws: []law.Ref{law.L(66, "C")}},
			},
			FollowUps: []ruling.FollowUp{{When: "if a revoke is claimed",
				Watch: "look at the quitted tricks yourself, then rule on the revoke", Flow: "revoke", Law: law.L(66, "C")}},
			Notes: []string{
				"Only the director may have a quitted trick turned up during play (Law 66C). A player who turns one up without your instruction may be warned (Law 90).",
			},
			Laws: []law.Ref{law.L(66, "C")},
		}},
		{ID: "after-play", Outcome: ruling.Outcome{
			Title:   "The cards may be checked",
			Summary: "Play has ended, so the played and unplayed cards may be looked at to settle a revoke or the number of tricks.",
			Automatic: []ruling.Effect{
				{Text: "Each player shows their own cards, in the order they were played; please don't touch anyone else's cards",
					Laws: []law.Ref{law.L(66, "D")}},
			},
			Cases: []ruling.Case{
				{If: "a player mixes their cards after the question was raised, so that the facts can no longer be found",
					Then: "I rule in favour of the other side", Laws: []law.Ref{law.L(66, "D")}},
				{If: "a player had already disturbed the order of their played cards", Then: "they may lose the benefit of the doubt over a disputed trick or revoke",
					Laws: []law.Ref{law.L(65, "D")}},
			},
			FollowUps: []ruling.FollowUp{{When: "if the cards show a revoke",
				Watch: "rule on it with the revoke ruling", Flow: "revoke", Law: law.L(64, "A")}},
			Laws: []law.Ref{law.L(66, "D")},
		}},
		{ID: "restate", Outcome: ruling.Outcome{
			Title:   "The whole auction is repeated",
			Summary: "{offender} may have the whole auction repeated now.",
			Automatic: []ruling.Effect{
				{Text: "An opponent of {offender} repeats every call, with the alerts, from the start; it may not be cut short or given in part",
					Laws: []law.Ref{law.L(20, "D")}},
				{Text: "Everyone, dummy included, corrects a mistake in the repeat straight away",
					Laws: []law.Ref{law.L(20, "E")}},
			},
			Notes: []string{
				"Asking what a call means is a separate right: at the player's own turn during the auction, and during play at their own turn to play (Law 20F1, 20F2).",
				"Before the opening lead is faced, the opening leader's partner and the presumed declarer may ask for the repeat, and the opening leader at their first turn to play (Law 41B, 20C2). Dummy-to-be has no such right.",
				"After the final pass either defender may also ask whether it is their opening lead (Law 20C1).",
			},
			Laws: []law.Ref{law.L(20, "B")},
		}, Fill: fillRestate},
		{ID: "not-now", Outcome: ruling.Outcome{
			Title:   "Not now: at their own turn to call",
			Summary: "{offender} may have the auction repeated only at their own turn to call.",
			Automatic: []ruling.Effect{
				{Text: "{offender}, please wait until it is your turn to call, and ask then", Laws: []law.Ref{law.L(20, "B")}},
			},
			Information: []ruling.InfoRule{
				{Who: ruling.Party{Role: ruling.OffendersPartner}, What: "anything the question suggested", Law: law.L(16, "B1")},
			},
			FollowUps: []ruling.FollowUp{{When: "at the end of play, if the partner of {offender} chose an action the question could have suggested",
				Watch: "rule on it as unauthorized information", Flow: "unauthorized-information", Law: law.L(16, "B1")}},
			Laws: []law.Ref{law.L(20, "B"), law.L(16, "B1")},
		}, Fill: fillNotNow},
		{ID: "contract-only", Outcome: ruling.Outcome{
			Title:   "Too late to repeat the auction: the contract only",
			Summary: "It is too late to have the auction repeated: that right ends when a player plays their first card.",
			Automatic: []ruling.Effect{
				{Text: "{offender}, at your turn to play you may be told the contract, and whether it was doubled or redoubled, but not by whom",
					Laws: []law.Ref{law.L(41, "C")}},
				{Text: "At your turn to play you may still ask what an opponent's call meant", Laws: []law.Ref{law.L(20, "F2")}},
			},
			Laws: []law.Ref{law.L(41, "C"), law.L(20, "C2")},
		}},
		{ID: "dummy-no-right", Outcome: ruling.Outcome{
			Title:   "Dummy may not see the trick again",
			Summary: "Only declarer and the defenders may have the cards of a trick shown again; dummy may not.",
			Automatic: []ruling.Effect{
				{Text: "{offender}, as dummy you may keep count of the tricks won and lost, but the cards of a trick are not shown again for you",
					Laws: []law.Ref{law.L(42, "A2")}},
			},
			Notes: []string{"Law 66A and 66B give the right to declarer and either defender only."},
			Laws:  []law.Ref{law.L(66, "A"), law.L(42, "A2")},
		}, Fill: fillDummyNoRight},
		{ID: "may-ask", Outcome: ruling.Outcome{
			Title:   "The question is allowed",
			Summary: "That question is allowed, so play goes on.",
			Cases: []ruling.Case{
				{If: "the player finds a card of the suit led", Then: "the revoke must be corrected now, before it is established",
					Laws: []law.Ref{law.L(62, "A")}},
				{If: "they have none", Then: "play goes on as normal", Laws: []law.Ref{law.L(61, "B")}},
			},
			FollowUps: []ruling.FollowUp{{When: "if a card of the suit was found",
				Watch: "correct the revoke with the revoke ruling", Flow: "revoke", Law: law.L(62, "A")}},
			Laws: []law.Ref{law.L(61, "B")},
		}, Fill: fillMayAsk},
		{ID: "partner-asked", Outcome: ruling.Outcome{
			Title:   "Defenders may ask each other, unless the body forbids it",
			Summary: "A defender may ask their partner whether they have none of the suit, unless the regulating body forbids it.",
			Cases: []ruling.Case{
				{If: "the player finds a card of the suit led", Then: "the revoke must be corrected now, before it is established",
					Laws: []law.Ref{law.L(62, "A")}},
				{If: "they have none", Then: "play goes on as normal", Laws: []law.Ref{law.L(61, "B")}},
			},
			Information: []ruling.InfoRule{
				{Who: ruling.Party{Role: ruling.OffendersPartner}, What: "anything the question itself suggested, beyond whether a card of the suit is held", Law: law.L(16, "B1")},
			},
			FollowUps: []ruling.FollowUp{
				{When: "if a card of the suit was found", Watch: "correct the revoke with the revoke ruling", Flow: "revoke", Law: law.L(62, "A")},
				{When: "at the end of play, if a defender chose a play the question could have suggested",
					Watch: "rule on it as unauthorized information", Flow: "unauthorized-information", Law: law.L(16, "B1")},
			},
			Laws: []law.Ref{law.L(61, "B3")},
		}, Fill: fillPartnerAsked},
		{ID: "dummy-asked-defender", Outcome: ruling.Outcome{
			Title:   "Dummy may not ask a defender",
			Summary: "Dummy may not ask a defender whether they have none of the suit, or draw attention to what a defender does during play.",
			Cases: []ruling.Case{
				{If: "the defender finds a card of the suit led", Then: "the revoke is still corrected now, as any revoke found before it is established",
					Laws: []law.Ref{law.L(62, "A")}},
			},
			FollowUps: []ruling.FollowUp{
				{When: "if a card of the suit was found", Watch: "correct the revoke with the revoke ruling", Flow: "revoke", Law: law.L(62, "A")},
				{When: "now, or if dummy does it again", Watch: "a warning, then a procedural penalty", Flow: "procedural-penalty", Law: law.L(43, "B1")},
			},
			Notes: []string{
				"Dummy may ask declarer, never a defender (Law 42B1), and may not draw attention to an irregularity during play (Law 43A1(b)); a breach of either may be penalized (Law 43B1, Law 90).",
			},
			Laws: []law.Ref{law.L(42, "B1"), law.L(43, "A1(b)")},
		}},
		{ID: "repoint", Outcome: ruling.Outcome{
			Title:   "The card is turned the right way",
			Summary: "A played card was pointed the wrong way, and it was mentioned in time, so it is put right now.",
			Automatic: []ruling.Effect{
				{Text: "The card is turned to show correctly which side won that trick, and play goes on", Laws: []law.Ref{law.L(65, "B3")}},
			},
			Notes: []string{
				"Any player may point this out until their own side leads or plays to the next trick (Law 65B3). The way a card points records the trick; it does not decide who won it: the cards do (Law 44).",
			},
			Laws: []law.Ref{law.L(65, "B3")},
		}},
		{ID: "repoint-late", Outcome: ruling.Outcome{
			Title:   "Mentioned too late: the tricks are settled at the end",
			Summary: "A played card was pointed the wrong way, but it was mentioned after the player's side had played to the next trick.",
			Automatic: []ruling.Effect{
				{Text: "The cards stay as they are for now; the number of tricks each side won is agreed at the end of play, from the cards",
					Laws: []law.Ref{law.L(79, "A")}},
			},
			FollowUps: []ruling.FollowUp{{When: "at the end of play, if the partner of the player who spoke may have used the remark",
				Watch: "rule on it as unauthorized information", Flow: "unauthorized-information", Law: law.L(65, "B3")}},
			Notes: []string{
				"After the player's side has played to the next trick, pointing out a card may pass information to partner (Law 65B3, 16B).",
			},
			Laws: []law.Ref{law.L(65, "B3"), law.L(16, "B1")},
		}},
		{ID: "count-dispute", Outcome: ruling.Outcome{
			Title:   "The played cards decide the tricks",
			Summary: "The players disagree on how many tricks each side won, so I will look at the played cards.",
			Automatic: []ruling.Effect{
				{Text: "Each player shows their own played cards, in the order they were played; please don't touch anyone else's", Laws: []law.Ref{law.L(66, "D")}},
			},
			Cases: []ruling.Case{
				{If: "the cards show each trick", Then: "the tricks are counted from them and entered", Laws: []law.Ref{law.L(65, "C"), law.L(79, "B")}},
				{If: "a player had already disturbed the order of their played cards", Then: "they may lose the benefit of the doubt over a disputed trick",
					Laws: []law.Ref{law.L(65, "D")}},
				{If: "a player mixes their cards after the dispute was raised, so that the facts can no longer be found",
					Then: "I rule in favour of the other side", Laws: []law.Ref{law.L(66, "D")}},
			},
			Notes: []string{
				"A number of tricks agreed at the table and disputed later is a score correction (Law 79B, 79C), with the regulating body's correction period.",
			},
			Laws: []law.Ref{law.L(79, "A"), law.L(66, "D")},
		}},
		{ID: "question-ui", Outcome: ruling.Outcome{
			Title:   "The question may tell partner something",
			Summary: "A question, and the way or moment it is asked, can tell partner something they are not entitled to know.",
			Information: []ruling.InfoRule{
				{Who: ruling.Party{Role: ruling.OffendersPartner}, What: "anything the question, or the way it was asked, suggested", Law: law.L(16, "B1")},
			},
			FollowUps: []ruling.FollowUp{{When: "at the end of play, if the partner of {offender} chose an action the question could have suggested",
				Watch: "rule on it as unauthorized information, which may adjust the score", Flow: "unauthorized-information", Law: law.L(16, "B1")}},
			Notes: []string{
				"A player may not ask a question only for partner's benefit, nor to lead an opponent into a wrong answer (Law 20G1, 20G2). Such a question is itself an infraction, which may be warned or penalized (Law 90).",
				"Asking is not wrong in itself: a player who needs the answer for their own call or play may ask at their turn. What matters is whether partner then chose, among logical alternatives, one the question suggested (Law 16B1(a)).",
			},
			Laws: []law.Ref{law.L(20, "G1"), law.L(16, "B1")},
		}},
	},
}

// askerSeats names the player who asked (the "offender" role, though asking is no offence; the
// flow's Names keep it out of the words) and their partner, with declarer and dummy from the
// contract when the table context has one.
func askerSeats(s ruling.Session) ruling.Seats {
	seats := ruling.Seats{}
	if st := s.Seat("who"); st.Valid() {
		seats[ruling.Offender], seats[ruling.OffendersPartner] = st, st.Partner()
	}
	if d := s.Context.Contract.Declarer; d.Valid() {
		seats[ruling.Declarer], seats[ruling.Dummy] = d, d.Partner()
	}
	return seats
}

// askerIsDummy reports whether the table context's contract makes the player who asked dummy.
func askerIsDummy(s ruling.Session) bool {
	d := s.Context.Contract.Declarer
	return d.Valid() && s.Seat("who") == d.Partner()
}

// routeAuctionReview leads from the moment of the request to the ruling. After the final pass,
// dummy (said so, or known from the contract in the table context) has no right to a review
// whatever the moment (Law 41B, 20C2).
func routeAuctionReview(s ruling.Session) ruling.Target {
	a, _ := s.Get("auction-when")
	switch {
	case a.Option == "own-turn":
		return ruling.Rule("restate")
	case a.Option == "not-turn", a.Option == "must-pass":
		return ruling.Rule("not-now")
	case a.Option == "dummy", askerIsDummy(s):
		return ruling.Rule("dummy-no-right")
	case a.Option == "later":
		return ruling.Rule("contract-only")
	}
	return ruling.Rule("restate") // before the opening lead is faced, or at the first turn to play
}

// fillDummyNoRight words the ruling for the auction: after the final pass only declarer and the
// defenders may have the calls repeated (Law 41B, 20C2).
func fillDummyNoRight(s ruling.Session, o *ruling.Outcome) {
	if !s.Is("asked", "auction") {
		return
	}
	o.Title = "Dummy may not have the auction repeated"
	o.Summary = "After the final pass, only declarer and the defenders may have the auction repeated; dummy may not."
	o.Automatic = []ruling.Effect{{Text: "{offender}, as dummy you are not entitled to a review of the auction; the opponents need not repeat it",
		Laws: []law.Ref{law.L(41, "B")}}}
	o.Notes = []string{"Before the opening lead is faced, the opening leader's partner and the presumed declarer may ask (Law 41B); declarer and either defender at their first turn to play (Law 20C2). Dummy is not among them."}
	o.Laws = []law.Ref{law.L(41, "B"), law.L(20, "C2")}
}

// fillRestate says which right the player used: their turn in the auction (Law 20B), or their
// first turn to play, which ends when they play a card (Law 20C2, 41B).
func fillRestate(s ruling.Session, o *ruling.Outcome) {
	switch {
	case s.Is("auction-when", "before-lead"):
		o.Summary = "The auction is over but the opening lead is not yet faced, so {offender} may have the whole auction repeated."
		o.Laws = []law.Ref{law.L(41, "B"), law.L(20, "C2")}
	case s.Is("auction-when", "first-play"):
		o.Summary = "It is the first turn of {offender} to play a card, so they may have the whole auction repeated; the right ends when they play."
		o.Laws = []law.Ref{law.L(20, "C2"), law.L(41, "B")}
	}
}

// fillNotNow gives the reason a player who must pass may not have the auction repeated (Law 20B).
func fillNotNow(s ruling.Session, o *ruling.Outcome) {
	if s.Is("auction-when", "must-pass") {
		o.Title = "No repeat: they must pass"
		o.Summary = "{offender} must pass at this turn because of an earlier irregularity, so they are not entitled to have the auction repeated now."
		o.Automatic = []ruling.Effect{{Text: "{offender}, you must pass now; the auction is not repeated for you at this turn", Laws: []law.Ref{law.L(20, "B")}}}
	}
}

// fillMayAsk names who asked whom, with the part of Law 61B that allows it.
func fillMayAsk(s ruling.Session, o *ruling.Outcome) {
	switch {
	case s.Is("asked-whom", "declarer-defender"):
		o.Summary = "{declarer} may ask a defender who did not follow suit whether they have a card of the suit led, so play goes on."
		o.Laws = []law.Ref{law.L(61, "B1")}
	case s.Is("asked-whom", "dummy-declarer"):
		o.Summary = "{dummy} may ask {declarer} whether they have a card of the suit led, so play goes on."
		o.Laws = []law.Ref{law.L(42, "B1"), law.L(61, "B2")}
		o.Notes = append(o.Notes, "Dummy who has given up their rights, for example by looking at a defender's hand, and then is first to ask declarer, does not stop the revoke: declarer corrects it, but it is treated as established for the tricks (Law 43B2(b)).")
	case s.Is("asked-whom", "defender-declarer"):
		o.Summary = "A defender may ask {declarer} whether they have a card of the suit led, so play goes on."
		o.Laws = []law.Ref{law.L(61, "B3")}
	}
}

// fillPartnerAsked states the regulating body's position on defenders asking each other
// (Law 61B3 lets a body forbid it), from law.Regulation.
func fillPartnerAsked(s ruling.Session, o *ruling.Outcome) { partnerAskedUnder(regulationOf(s, o), o) }

// partnerAskedUnder words the ruling for a body that allows defenders to ask each other, or
// forbids it, and says when the body's position is the Law's default rather than confirmed.
func partnerAskedUnder(reg law.Regulation, o *ruling.Outcome) {
	body := reg.Body.String()
	if !reg.DefendersAskEachOther {
		o.Title = "Defenders may not ask each other here"
		o.Summary = "Under this event's regulations a defender may not ask their partner whether they have none of the suit; only declarer may be asked."
		o.Notes = append(o.Notes, "The "+body+" forbids defenders to ask each other (Law 61B3): the question is an infraction, which may be warned or penalized (Law 90A). A revoke it brings to light is still corrected (Law 62A).")
	} else if reg.DefendersAskConfirmed {
		o.Notes = append(o.Notes, "The "+body+" allows defenders to ask each other (Law 61B3).")
	} else {
		o.Notes = append(o.Notes, "Law 61B3 allows defenders to ask each other unless the regulating body forbids it. Whether the "+body+
			" forbids it could not be confirmed, so this ruling follows the Law's default: check the "+body+"'s regulations before ruling otherwise.")
	}
	o.Notes = append(o.Notes, "The answer itself is authorized, but anything else the question suggested (that the asker is counting the suit, or expects a ruff) is not (Law 16B1).")
}
