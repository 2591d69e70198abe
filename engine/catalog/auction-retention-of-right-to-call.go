package catalog

import (
	"tableside/engine/law"
	"tableside/engine/ruling"
)

// RetentionOfRightToCall is Law 17D3 of the 2017 Laws (Law 34 now only points to it): three
// passes that include a pass out of rotation do not end the auction when they took away a
// player's turn. One question says when the director hears of it; the common case, before the
// opening lead, is one tap.
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
	Start:   "when",
	Common:  []ruling.Answer{ruling.Pick("before-lead")},
	Steps: []ruling.Step{
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
				{ID: "after-lead", Label: "Only after the opening lead was faced", Next: ruling.Rule("play-begun")},
			}}},
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
			Information: []ruling.InfoRule{
				{Who: ruling.Party{Role: ruling.OffendingSide}, Authorized: false, What: "the information from the cancelled passes", Law: law.L(16, "C2")},
				{Who: ruling.Party{Role: ruling.NonOffendingSide}, Authorized: true, What: "the information from the cancelled passes", Law: law.L(16, "C1")},
			},
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
		{ID: "play-begun", Outcome: ruling.Outcome{
			Title: "Found only after the opening lead",
			Summary: "The auction should not have ended, because a player missed their turn, but an opening lead has been " +
				"faced. I will decide whether the auction can still be taken back.",
			Automatic: []ruling.Effect{{Text: "The auction did not end when it seemed to", Laws: []law.Ref{law.L(17, "D3")}}},
			FollowUps: []ruling.FollowUp{
				{When: "if you take the auction back to the player who missed their turn",
					Watch: "the card led came before the end of the auction: rule on it as a card led during the auction",
					Flow:  "card-exposed-in-auction", Law: law.L(24, "B")},
				{When: "if play goes on to the end",
					Watch: "if the side that missed its turn was damaged, award an adjusted score", Law: law.L(12, "A1")},
			},
			Notes: []string{
				"Law 17D3 says the auction has not ended but gives no procedure once a lead has been faced, and directors differ. " +
					"While little has happened, many go back to the auction and treat the card led as led during the auction (Law 24B); " +
					"once play is well under way, most let it finish and adjust if the side that missed its turn was damaged (Law 12A1). " +
					"This is practice, not a rule of the Laws: say which course you take and why.",
			},
			Laws: []law.Ref{law.L(17, "D3"), law.L(12, "A1")},
		}},
	},
}
