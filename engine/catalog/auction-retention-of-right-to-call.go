package catalog

import (
	"tableside/engine/bridge"
	"tableside/engine/law"
	"tableside/engine/ruling"
)

// RetentionOfRightToCall is Law 17D3 of the 2017 Laws (Law 34 now only points to it): three
// passes that include a pass out of rotation do not end the auction when they took away a
// player's turn. One question says when the director hears of it; the common case, before the
// opening lead, is one tap. Once a lead is faced, two more say which side led (the skipped
// player's side is not rectified under Law 24) and which course the director takes.
var RetentionOfRightToCall = &ruling.Flow{
	ID:    "retention-of-right-to-call",
	Title: "Retention of the right to call",
	Summary: "Three passes ended the auction, but one was out of turn and skipped a player: the auction is not over " +
		"and goes back to the player who missed their turn.",
	Category: ruling.Auction,
	Phrases: []string{"skipped a player", "skipped my turn", "missed their turn", "missed a turn", "never got to bid",
		"didn't get a turn to call", "auction ended too early", "auction ended before everyone had called",
		"three passes but someone was skipped", "right to call"},
	Laws:    []law.Ref{law.L(17, "D3"), law.L(16, "C"), law.L(34, "")},
	Offence: "passed out of turn",
	Seats:   seatsFromOffenderStep,
	Start:   offenderSeatStepID,
	Common:  []ruling.Answer{ruling.SeatAnswer(bridge.East), ruling.Pick("before-lead")},
	Steps: []ruling.Step{
		offenderSeatStep("Who passed out of turn?", "when"),
		{ID: "when", Question: ruling.Question{
			Prompt: "When did this come to light?",
			Help: "When a call is followed by three passes and one of them was out of rotation, so that a player never had " +
				"a turn, the auction has not ended (Law 17D3). A pass out of turn that has only just been made is first a " +
				"call out of rotation (Laws 29, 30).",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "before-lead", Label: "After the three passes, before any opening lead",
					Help: "Or, with no bid at all, before the cards are back in the board.", Next: ruling.Rule("reverts")},
				{ID: "just-made", Label: "A pass out of turn has just been made", Help: "The auction has not stopped yet.",
					Next: ruling.Rule("pass-just-made")},
				{ID: "after-lead", Label: "Only after the opening lead was faced", Next: ruling.Ask("led-by")},
				{ID: "cards-back", Label: "All four passed, and the hands are already back in the board",
					Help: "The auction period has ended (Law 17D2).", Next: ruling.Rule("period-over")},
			}}},
		{ID: "led-by", Question: ruling.Question{
			Prompt: "Which side faced the opening lead?",
			Help: "Usually the opening leader is the partner of the player who missed their turn: the side that did nothing " +
				"wrong led because everyone took the auction to be over. Law 24 rectifies a card exposed by a player's own " +
				"error, so it is not applied to that side.",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "skipped-side", Label: "The side of the player who missed their turn", Next: ruling.Ask("course")},
				{ID: "offending-side", Label: "The side that passed out of turn", Next: ruling.Ask("course")},
			}}},
		{ID: "course", Question: ruling.Question{
			Prompt: "Do you take the auction back, or let play go on?",
			Help: "Law 17D3 says the auction has not ended but gives no procedure once a lead is faced. While little has " +
				"happened, many directors go back to the auction; once play is well under way, most let it finish and adjust " +
				"if the side that missed its turn lost out (Law 12A1). This is practice, not a rule of the Laws: record which " +
				"course you take and why.",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "reopen", Label: "Take the auction back to the player who missed their turn"},
				{ID: "play-on", Label: "Let play go on and adjust if needed"},
			}},
			Route: retentionAfterLeadRoute},
	},
	Endings: []ruling.Ending{
		{ID: "reverts", Outcome: ruling.Outcome{
			Title:   "The auction goes back to the player who missed their turn",
			Summary: "One of the passes was out of turn and took away a player's turn, so the auction has not ended.",
			Automatic: []ruling.Effect{
				{Text: "The auction goes back to the player who missed their turn", Laws: []law.Ref{law.L(17, "D3")}},
				{Text: "Every pass made after that turn is cancelled, including the pass out of turn, and those players call again in turn",
					Laws: []law.Ref{law.L(17, "D3")}},
				{Text: "The auction then goes on normally: nobody has to pass because of it", Laws: []law.Ref{law.L(17, "D3")}},
			},
			Information: cancelledPassesInfo,
			FollowUps: []ruling.FollowUp{{When: "at the end of play",
				Watch: "if {offending-side} made a call or play that the cancelled passes could have suggested, and the other side was damaged, adjust the score",
				Law:   law.L(16, "C2")}},
			Notes: []string{
				"The 2017 Laws put this in Law 17D3; Law 34 now only refers to it. Older ACBL Duplicate Decisions, under the old Law 34, " +
					"said only that the passes are cancelled and no penalty applies. The 2017 text adds that Law 16C applies to the " +
					"cancelled calls, with the player who passed out of turn as the offender.",
			},
			Laws: []law.Ref{law.L(17, "D3"), law.L(16, "C")},
		}},
		{ID: "pass-just-made", Outcome: ruling.Outcome{
			Title: "A pass out of turn: rule on it first",
			Summary: "A player has just passed out of turn, which is dealt with as a call out of rotation. If the pass is " +
				"accepted, the player whose turn was skipped still gets a turn before the auction can end.",
			Automatic: []ruling.Effect{{Text: "The auction cannot end until every player has had the turn the pass out of turn skipped",
				Laws: []law.Ref{law.L(17, "D3")}}},
			FollowUps: []ruling.FollowUp{
				{When: "now", Watch: "rule on the pass out of rotation", Flow: "call-out-of-rotation", Law: law.L(29, "A")},
				{When: "if three passes follow before the skipped player has called",
					Watch: "the auction has not ended: it goes back to the player who missed their turn",
					Flow:  "retention-of-right-to-call", Law: law.L(17, "D3")},
			},
			Laws: []law.Ref{law.L(29, "A"), law.L(17, "D3")},
		}},
		{ID: "reopen-card-returned", Outcome: ruling.Outcome{
			Title: "Back to the auction; the card led goes back into the hand",
			Summary: "A player missed their turn, so the auction had not ended. The card was led by the side that did nothing " +
				"wrong, only because everyone took the auction to be over.",
			Automatic: []ruling.Effect{
				retentionReverts,
				{Text: "The card led goes back into its owner's hand: it is not a penalty card, and nobody has to pass because of it",
					Laws: []law.Ref{law.L(17, "D3"), law.L(24, "")}},
			},
			Information: cardLedAndPassesInfo,
			FollowUps:   []ruling.FollowUp{retentionUICheck},
			Notes: []string{
				"Law 24 rectifies a card exposed through a player's own error during the auction; a lead faced after what every " +
					"player took to be the end of the auction, brought about by the opponents' pass out of turn, is not that, so " +
					"there is no Law 24B pass and no penalty card.",
				"Consider whether the side that missed its turn, by leading, gave up its right to call (Law 11A); if you judge it " +
					"did, let play go on instead. Record your reading in the log.",
			},
			Laws: []law.Ref{law.L(17, "D3"), law.L(16, "C")},
		}},
		{ID: "reopen-card-led", Outcome: ruling.Outcome{
			Title: "Back to the auction; the card led was led during the auction",
			Summary: "A player missed their turn, so the auction had not ended, and the card led by the side that passed out " +
				"of turn was led before it ended.",
			Automatic: []ruling.Effect{
				retentionReverts,
				{Text: "The card led stays face up until the end of the auction, and the partner of the player who led it must pass at their next turn",
					Laws: []law.Ref{law.L(24, "B")}},
			},
			Information: cardLedAndPassesInfo,
			FollowUps: []ruling.FollowUp{
				{When: "now", Watch: "rule on the card led as a card led during the auction", Flow: "card-exposed-in-auction", Law: law.L(24, "B")},
				retentionUICheck,
			},
			Laws: []law.Ref{law.L(17, "D3"), law.L(24, "B")},
		}},
		{ID: "play-on", Outcome: ruling.Outcome{
			Title: "Play goes on; I will adjust if the side that missed its turn lost out",
			Summary: "A player missed their turn, so the auction should not have ended, but play has begun. Play goes on with " +
				"the contract as bid.",
			Automatic: []ruling.Effect{{Text: "The contract stands and play goes on", Laws: []law.Ref{law.L(17, "D3")}}},
			Adjustment: &ruling.Adjustment{Law: law.L(12, "A1"), Text: "If at the end of play I judge that the side of the player " +
				"who missed their turn lost out because they could not call, I will award an adjusted score"},
			FollowUps: []ruling.FollowUp{{When: "at the end of play",
				Watch: "if the side that missed its turn was damaged, award an adjusted score", Law: law.L(12, "A1")}},
			Laws: []law.Ref{law.L(17, "D3"), law.L(12, "A1")},
		}, Fill: func(s ruling.Session, o *ruling.Outcome) {
			if s.Is("led-by", "skipped-side") {
				o.Notes = append(o.Notes, "The side that missed its turn led without calling the director: consider whether that "+
					"gave up its right to call (Law 11A), which weighs against an adjustment.")
			}
		}},
		{ID: "period-over", Outcome: ruling.Outcome{
			Title: "Too late to reopen: the board stays passed out",
			Summary: "A pass out of turn took away a player's turn, but all four hands are back in the board, so the auction " +
				"period has ended and the auction cannot be taken back.",
			Automatic: []ruling.Effect{{Text: "The board is scored as passed out", Laws: []law.Ref{law.L(17, "D2"), law.L(22, "B")}}},
			Adjustment: &ruling.Adjustment{Law: law.L(12, "A1"), Text: "If I judge that the side of the player who missed " +
				"their turn lost out because they could not call, I will award an adjusted score"},
			Laws: []law.Ref{law.L(17, "D2"), law.L(12, "A1")},
		}},
	},
}

// retentionAfterLeadRoute: once a lead is faced, the director's course and which side led decide
// the ending. The side that passed out of turn led a card it exposed by its own error (Law 24B);
// the other side led only because the opponents' irregularity made the auction look over.
func retentionAfterLeadRoute(s ruling.Session) ruling.Target {
	switch {
	case s.Is("course", "play-on"):
		return ruling.Rule("play-on")
	case s.Is("led-by", "offending-side"):
		return ruling.Rule("reopen-card-led")
	}
	return ruling.Rule("reopen-card-returned")
}

var retentionReverts = ruling.Effect{Text: "The auction goes back to the player who missed their turn; every pass after that turn, " +
	"the pass out of turn included, is cancelled, and the auction goes on normally", Laws: []law.Ref{law.L(17, "D3")}}

// cancelledPassesInfo is Law 17D3's pointer to Law 16C for the passes it cancels, with the
// player who passed out of turn as the offender.
var cancelledPassesInfo = []ruling.InfoRule{
	{Who: ruling.Party{Role: ruling.OffendingSide}, Authorized: false, What: "the information from the cancelled passes", Law: law.L(16, "C2")},
	{Who: ruling.Party{Role: ruling.NonOffendingSide}, Authorized: true, What: "the information from the cancelled passes", Law: law.L(16, "C1")},
}

// cardLedAndPassesInfo is the same once a card was led before the auction was taken back.
var cardLedAndPassesInfo = []ruling.InfoRule{
	{Who: ruling.Party{Role: ruling.OffendingSide}, Authorized: false, What: "what the card led and the cancelled passes showed", Law: law.L(16, "C2")},
	{Who: ruling.Party{Role: ruling.NonOffendingSide}, Authorized: true, What: "what the card led and the cancelled passes showed", Law: law.L(16, "C1")},
}

var retentionUICheck = ruling.FollowUp{When: "at the end of play",
	Watch: "if {offending-side} made a call or play that the cancelled passes or the card led could have suggested, and the other side was damaged, adjust the score",
	Law:   law.L(16, "C2")}
