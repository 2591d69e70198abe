package catalog

import (
	"fmt"
	"strings"

	"tableside/engine/bridge"
	"tableside/engine/law"
	"tableside/engine/ruling"
)

// Revoke rules a revoke (Laws 61-64): is it one, is it established, and if so how many tricks
// go to the side that did not revoke at the end of play, with the score before and after when
// the director enters the result, or the result the director assigns for equity (Law 64C).
//
// Who revoked is asked with where the revoke stands, before anything else, so the direction of
// the transfer is known however the ruling ends. The common established case takes four taps:
// where it stands and who revoked, who won the revoke trick, whether the revoker's side won a
// later trick, score now or later.
var Revoke = &ruling.Flow{
	ID:       "revoke",
	Title:    "Revoke",
	Summary:  "A player failed to follow suit, or to play a card the Laws required, though able to.",
	Category: ruling.RevokesAndPenaltyCards,
	Phrases: []string{"didn't follow suit", "did not follow suit", "failed to follow suit", "revoked",
		"renege", "reneged", "had a spade after all", "no spades partner", "having none", "trumped when able to follow",
		"discarded with a card of the suit led", "missing card", "card found on the floor", "only twelve cards"},
	Laws:    []law.Ref{law.L(61, ""), law.L(62, ""), law.L(63, ""), law.L(64, ""), law.L(12, ""), law.L(14, "B"), law.L(43, "B2(b)")},
	Offence: "revoked",
	Seats:   revokeSeats,
	Start:   "stage",
	Common:  []ruling.Answer{ruling.Pick("established"), ruling.Pick("revoker"), ruling.Pick("yes"), ruling.Pick("later")},
	Steps: []ruling.Step{
		{ID: "stage", Question: ruling.Question{
			Prompt: "Where does the revoke stand, and who revoked?",
			Help: "A revoke is failing to follow suit, or to lead or play a card or suit the Laws or an opponent's " +
				"rectification choice required, when able to (Law 61A). It is established once the revoker or their " +
				"partner leads, plays or names a card to the next trick, or a member of their side claims, concedes or " +
				"agrees to a claim or concession (Law 63A). Before that it must be corrected (Law 62A).",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "established", Label: "Established: a defender revoked", Help: "The defenders have played to the next trick, or claimed or conceded.", Next: ruling.Ask("revoke-trick")},
				{ID: "no-revoke", Label: "No revoke after all", Help: "The player had no card of the suit, or could not comply.", Next: ruling.Rule("no-revoke")},
				{ID: "established-declarer", Label: "Established: declarer revoked", Help: "Declarer has played to the next trick from either hand, or claimed or conceded.", Next: ruling.Ask("revoke-trick")},
				{ID: "not-established", Label: "Not yet established", Help: "Neither the revoker nor their partner has played to the next trick.", Next: ruling.Ask("who")},
				{ID: "exception", Label: "Established, a special case", Help: "Dummy or a penalty card not played; same player and suit again; found late; both sides revoked.", Next: ruling.Ask("exception")},
				{ID: "trick-12", Label: "On trick 12", Next: ruling.Ask("trick-12")},
				{ID: "found-card", Label: "A missing card has been found", Help: "A hand was short and the card turned up: it belonged there all along (Law 14B).", Next: ruling.Ask("found-card")},
			},
		}},
		{ID: "who", Question: ruling.Question{
			Prompt: "Who revoked?",
			Help: "A card from a defender's hand becomes a major penalty card (Law 62B1); declarer's or dummy's card, or a " +
				"defender's card that was already face up, goes back without further rectification (Law 62B2). If dummy " +
				"had looked at a player's hand and then asked declarer about the revoke, Law 64 applies as if it were " +
				"established (Law 43B2(b)).",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "defender", Label: "A defender", Help: "With a card from their hand.", Next: ruling.Ask("revoke-card")},
				{ID: "defender-faced", Label: "A defender, with a card already face up", Help: "A penalty card played to the trick (Law 62B2).", Next: ruling.Rule("corrected-faced")},
				{ID: "declarer", Label: "Declarer or dummy", Next: ruling.Rule("corrected-declarer")},
				{ID: "dummy-asked", Label: "Declarer, and dummy asked after looking at a hand", Help: "Dummy had looked at a player's hand, then asked declarer about it (Law 43B2(b)).", Next: ruling.Ask("revoke-trick")},
			},
		}},
		{ID: "revoke-card", Question: ruling.Question{
			Prompt:   "Which card did the defender revoke with?",
			Help:     "It is taken back and becomes a major penalty card (Law 62B1); the ruling names it to the table.",
			Kind:     ruling.CardKind,
			Examples: []ruling.Answer{ruling.CardAnswer(bridge.Card{Suit: bridge.Diamonds, Rank: bridge.Three})},
		}, Route: func(ruling.Session) ruling.Target { return ruling.Rule("corrected-defender") }},
		{ID: "found-card", Question: ruling.Question{
			Prompt: "Did the card's owner revoke while it was missing?",
			Help: "The card goes back into the hand it was missing from and counts as having been there all along, so not " +
				"playing it may be a revoke (Law 14B2, 14B4). Found among the played cards, it is a defective trick (Law 67).",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "no-revoke", Label: "No: it was never needed", Help: "Its owner never showed out of its suit or failed to play it.", Next: ruling.Rule("card-restored")},
				{ID: "not-established", Label: "Yes, not yet established", Next: ruling.Ask("who")},
				{ID: "established", Label: "Yes: a defender, established", Next: ruling.Ask("revoke-trick")},
				{ID: "established-declarer", Label: "Yes: declarer, established", Next: ruling.Ask("revoke-trick")},
			},
		}},
		{ID: "exception", Question: ruling.Question{
			Prompt: "Which special case is it?",
			Help: "In these cases there is no automatic trick transfer (Law 64B); the director restores equity instead (Law 64C). " +
				"A second revoke in a different suit, or by the partner, is not one of them: rule it on its own.",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "faced-card", Label: "Dummy or a penalty card not played", Help: "A card face up on the table, dummy's or a penalty card, was not played when it had to be (Law 64B3).", Next: ruling.Ask("equity")},
				{ID: "repeat", Label: "Same player, same suit, again", Help: "A later revoke in a suit the player had already revoked in, the first revoke established (Law 64B2).", Next: ruling.Ask("equity")},
				{ID: "next-deal", Label: "Found after a call on the next board", Help: "First pointed out after a member of the side that did not revoke called on the next deal (Law 64B4).", Next: ruling.Ask("equity")},
				{ID: "round-ended", Label: "Found after the round ended", Help: "First pointed out after the round was over (Law 64B5).", Next: ruling.Ask("equity")},
				{ID: "both-sides", Label: "Both sides revoked", Help: "Each side has revoked on this board.", Next: ruling.Ask("both-established")},
			},
		}},
		{ID: "both-established", Question: ruling.Question{
			Prompt: "Are both revokes established?",
			Help: "If both sides revoked on the same trick and only one side has played to the next trick, both revokes are " +
				"corrected (Law 62C3) and there is no transfer (Law 64B8). Once both are established, neither carries a " +
				"transfer (Law 64B7) and the director restores equity (Law 64C2(b)).",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "same-trick", Label: "No: same trick, one side has not played on", Next: ruling.Rule("both-corrected")},
				{ID: "established", Label: "Yes, both established", Next: ruling.Ask("equity")},
			},
		}},
		{ID: "trick-12", Question: ruling.Question{
			Prompt: "Are all four hands back in the board?",
			Help:   "A revoke on trick 12 must be corrected, even if established, until all four hands are returned to the board (Law 62D1).",
			Kind:   ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "not-yet", Label: "Not yet", Next: ruling.Rule("trick-12-corrected")},
				{ID: "returned", Label: "Yes, already returned", Next: ruling.Ask("equity")},
			},
		}},
		{ID: "equity", Question: ruling.Question{
			Prompt: "Your equity finding",
			Help: "With no automatic transfer, the director compares the result with what would likely have happened " +
				"without the revoke and assigns that result if the side that did not revoke lost out (Law 64C). Enter " +
				"it now to log it, or come back to it.",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "later", Label: "Decide later", Help: "Once play is over and the hands can be looked at."},
				{ID: "none", Label: "No adjustment", Help: "The revoke cost the other side nothing."},
				{ID: "assign", Label: "Assign a result", Help: "Enter the contract and declarer's tricks you assign."},
				{ID: "weighted", Label: "Assign a weighted score", Help: "Several likely results, each with its weight (Law 12C1(c))."},
			},
		}, Route: func(s ruling.Session) ruling.Target {
			switch {
			case s.Is("equity", "assign"):
				return ruling.Ask("assigned")
			case s.Is("equity", "weighted"):
				return ruling.Ask("weighted")
			}
			return ruling.Rule(revokeEnding(s))
		}},
		{ID: "revoke-trick", Question: ruling.Question{
			Prompt: "Who won the revoke trick?",
			Help: "Two tricks can go only when the revoker won the revoke trick themselves (Law 64A1). A trick won in dummy " +
				"is not won by declarer for this Law: count it as partner's. After a correction under Law 43B2(b), " +
				"answer for the trick as completed.",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "revoker", Label: "The revoker", Next: ruling.Ask("later-trick")},
				{ID: "partner", Label: "The revoker's partner", Help: "Or dummy, when declarer revoked.", Next: ruling.Ask("rescore")},
				{ID: "other-side", Label: "The other side", Next: ruling.Ask("later-trick")},
			},
		}},
		{ID: "later-trick", Question: ruling.Question{
			Prompt: "Did the revoker's side win any later trick?",
			Help:   "Only tricks the revoker's side won from the revoke trick on can be transferred (Law 64A).",
			Kind:   ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "yes", Label: "Yes"},
				{ID: "no", Label: "No"},
				{ID: "unfinished", Label: "Play isn't over yet"},
			},
		}, Route: func(s ruling.Session) ruling.Target {
			switch {
			case s.Is("later-trick", "unfinished"):
				return ruling.Rule("play-on")
			case s.Is("later-trick", "no") && s.Is("revoke-trick", "other-side"):
				return ruling.Rule("no-tricks-won")
			}
			return ruling.Ask("rescore")
		}},
		{ID: "rescore", Question: ruling.Question{
			Prompt: "Score the board now?",
			Help: "Enter the contract and declarer's tricks as played to see the score before and after the transfer. If " +
				"even after the transfer the side that did not revoke is worse off than without the revoke, assign the " +
				"likely result instead (Law 64C1).",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "later", Label: "Later, at the end of play"},
				{ID: "now", Label: "Yes: enter the result"},
				{ID: "assign", Label: "The transfer is not enough: assign a result"},
				{ID: "weighted", Label: "The transfer is not enough: assign a weighted score", Help: "Several likely results, each with its weight (Law 12C1(c))."},
			},
		}, Route: func(s ruling.Session) ruling.Target {
			switch {
			case s.Is("rescore", "now"):
				return ruling.Ask("result")
			case s.Is("rescore", "assign"):
				return ruling.Ask("assigned")
			case s.Is("rescore", "weighted"):
				return ruling.Ask("weighted")
			}
			return ruling.Rule(revokeEnding(s))
		}},
		{ID: "result", Question: ruling.Question{
			Prompt: "The contract and declarer's tricks, as played",
			Help:   "The tricks declarer actually took, before any transfer.",
			Kind:   ruling.ResultKind,
			Check:  checkRevokeResult,
			Examples: []ruling.Answer{
				ruling.ResultAnswer(bridge.Contract{Level: 4, Strain: bridge.HeartsStrain, Declarer: bridge.South}, 9),
				ruling.ResultAnswer(bridge.Contract{Level: 3, Strain: bridge.NoTrump, Risk: bridge.Doubled, Declarer: bridge.West}, 9),
			},
		}, Route: revokeAfterResult},
		{ID: "assigned", Question: ruling.Question{
			Prompt: "The result you assign",
			Help: "The contract and declarer's tricks that would likely have been reached without the revoke (Law 64C, " +
				"Law 12C1). It replaces the score obtained in play.",
			Kind: ruling.ResultKind,
			Examples: []ruling.Answer{
				ruling.ResultAnswer(bridge.Contract{Level: 4, Strain: bridge.HeartsStrain, Declarer: bridge.South}, 10),
			},
		}, Route: revokeAfterResult},
		{ID: "weighted", Question: ruling.Question{
			Prompt: "The weighted score you assign",
			Help: "The results that could likely have been reached without the revoke, each with its weight in percent (Law 64C, " +
				"Law 12C1(c)). It replaces the score obtained in play.",
			Kind:  ruling.WeightedKind,
			Check: checkRevokeWeighted,
			Examples: []ruling.Answer{
				ruling.WeightedAnswer(
					ruling.Weighted{Contract: bridge.Contract{Level: 4, Strain: bridge.HeartsStrain, Declarer: bridge.South}, Tricks: 10, Weight: 60},
					ruling.Weighted{Contract: bridge.Contract{Level: 4, Strain: bridge.HeartsStrain, Declarer: bridge.South}, Tricks: 9, Weight: 40}),
			},
		}, Route: revokeAfterResult},
		vulnerabilityStep(func(s ruling.Session) ruling.Target { return ruling.Rule(revokeEnding(s)) }),
	},
	Endings: []ruling.Ending{
		{ID: "no-revoke", Outcome: ruling.Outcome{
			Title:     "Not a revoke: play goes on",
			Summary:   "The player could not follow suit or comply, so there is no revoke and play continues normally.",
			Automatic: []ruling.Effect{{Text: "The card played stands", Laws: []law.Ref{law.L(61, "A")}}},
			Notes: []string{
				"A player unable to comply with a requirement may play any correct card (Law 59); that is not a revoke.",
				"Asking 'no spades?' is allowed: declarer may ask a defender, and dummy may ask declarer (Law 61B1, Law 42B1). A defender may ask declarer, and may ask their partner unless the regulating body forbids it (Law 61B3): check your body's regulation before ruling on a defender's question. A defender's question can give their partner unauthorized information.",
				"If a card turns up later that belonged to this hand (a missing card, Law 14B), it is deemed to have been there all along, and a revoke may exist after all: start again with 'A missing card has been found'.",
			},
			Laws: []law.Ref{law.L(61, "A"), law.L(61, "B")},
		}},
		{ID: "corrected-defender", Outcome: ruling.Outcome{
			Title:   "Correct the revoke; the card becomes a major penalty card",
			Summary: "The revoke is not established, so it must be corrected: {offender} takes back the card and plays a legal one instead.",
			Automatic: []ruling.Effect{
				{Text: "{offender} plays a card that follows suit, or that meets the requirement, in place of the one taken back", Laws: []law.Ref{law.L(62, "A"), law.L(62, "B")}},
				{Text: "Each opponent of {offender} may take back, without penalty, a card they played to this trick after the revoke", Laws: []law.Ref{law.L(62, "C1")}},
				{Text: "If one of them does, {partner} may then take back a card played to this trick after it; that card becomes a major penalty card too", Laws: []law.Ref{law.L(62, "C2"), law.L(50, "B")}},
				{Text: "There is no trick transfer: only an established revoke carries one", Laws: []law.Ref{law.L(64, "A")}},
			},
			PenaltyCards: []ruling.PenaltyCard{{Owner: ruling.Party{Role: ruling.Offender}, Major: true, Law: law.L(62, "B1")}},
			Information: []ruling.InfoRule{
				{Who: ruling.Party{Role: ruling.NonOffendingSide}, Authorized: true, What: "what they saw of the cards taken back", Law: law.L(16, "C1")},
				theCard.onTable(),
				{Who: ruling.Party{Role: ruling.OffendersPartner}, Authorized: false, What: "what any card the other side took back showed", Law: law.L(16, "C2")},
			},
			FollowUps: []ruling.FollowUp{
				{When: "at the next turn to play of {offender}", Watch: "the major penalty card must be played at the first legal opportunity", Flow: "penalty-card", Law: law.L(50, "D1")},
				{When: "when {partner} next gains the lead while the penalty card is on the table", Watch: "before they lead, offer declarer the penalty-card lead options (require the suit, forbid it, or leave the card)", Flow: "penalty-card", Law: law.L(50, "D2")},
				theCard.damageCheck(),
			},
			Notes: []string{
				"The card the partner takes back under Law 62C2 was played deliberately, so it is a major penalty card (Law 50B).",
				"If both sides revoked on the same trick and only one side has played to the next trick, both revokes are corrected: answer 'Established, a special case', then 'Both sides revoked' (Law 62C3, Law 64B8).",
				"The penalty card is not unauthorized information while it stays on the table (Law 50E1): damage from it is adjusted under Law 50E3, not Law 16. If the declarer's side picks it up by requiring or forbidding its suit, what it showed becomes unauthorized to the revoker's partner (Law 50E2). A card declarer's side took back under Law 62C1 is unauthorized to the revoker's side (Law 16C2).",
				"If dummy, having looked at a player's hand, was first to point out a defender's revoke, there is no rectification now (Law 43B3): play goes on, and at the end only the defenders' score is adjusted, if they gained.",
			},
			Laws: []law.Ref{law.L(62, "A"), law.L(62, "B1")},
		}, Fill: fillRevokeCorrectionByDefender},
		{ID: "corrected-faced", Outcome: ruling.Outcome{
			Title:   "Correct the revoke; the face-up card goes back without further rectification",
			Summary: "The revoke is not established, so it must be corrected: {offender} takes back the card, which was already face up, and plays a legal one instead.",
			Automatic: []ruling.Effect{
				{Text: "{offender} plays a card that follows suit, or that meets the requirement, in place of the one taken back; there is no further rectification for the card taken back", Laws: []law.Ref{law.L(62, "A"), law.L(62, "B2")}},
				{Text: "Each opponent of {offender} may take back, without penalty, a card they played to this trick after the revoke", Laws: []law.Ref{law.L(62, "C1")}},
				{Text: "If one of them does, {partner} may then take back a card played to this trick after it; that card becomes a major penalty card", Laws: []law.Ref{law.L(62, "C2"), law.L(50, "B")}},
				{Text: "There is no trick transfer: only an established revoke carries one", Laws: []law.Ref{law.L(64, "A")}},
			},
			Information: []ruling.InfoRule{
				{Who: ruling.Party{Role: ruling.NonOffendingSide}, Authorized: true, What: "what they saw of the cards taken back", Law: law.L(16, "C1")},
				{Who: ruling.Party{Role: ruling.OffendersPartner}, Authorized: false, What: "what the cards taken back by the other side showed", Law: law.L(16, "C2")},
			},
			Notes: []string{
				"Law 62B1 makes a withdrawn card a major penalty card only when it came from a defender's unfaced hand; a card that was already face up (a penalty card) is replaced under Law 62B2.",
				"The card goes back face up where it was: if it was a penalty card it still is one, with its obligations (Law 50).",
			},
			Laws: []law.Ref{law.L(62, "B2"), law.L(62, "A")},
		}, Fill: fillRevokeCorrection},
		{ID: "corrected-declarer", Outcome: ruling.Outcome{
			Title:   "Correct the revoke; the card goes back to the hand",
			Summary: "The revoke is not established, so it must be corrected: {declarer} takes back the card and plays a legal one from the same hand. There is no penalty card.",
			Automatic: []ruling.Effect{
				{Text: "{declarer} plays a card that follows suit from the hand that revoked; the card taken back goes back to that hand without further rectification", Laws: []law.Ref{law.L(62, "B2")}},
				{Text: "Each defender may take back, without penalty, a card they played to this trick after the revoke", Laws: []law.Ref{law.L(62, "C1")}},
				{Text: "If a defender does, {declarer} may then change a card played to this trick after it, without penalty", Laws: []law.Ref{law.L(62, "C2")}},
			},
			Information: []ruling.InfoRule{
				{Who: ruling.Party{Role: ruling.Defenders}, Authorized: true, What: "what they saw of the card declarer took back", Law: law.L(16, "C1")},
				{Who: ruling.Party{Role: ruling.Declarer}, Authorized: false, What: "what the cards the defenders took back showed", Law: law.L(16, "C2")},
			},
			Notes: []string{
				"Declarer's and dummy's cards never become penalty cards (Law 48A).",
				"Dummy may ask declarer whether they have a card of the suit led (Law 42B1, Law 61B): a question from dummy is allowed and changes nothing here.",
				"A dummy who has looked at a player's hand has lost that right. If such a dummy is first to ask, declarer still corrects the revoke but Law 64 applies as if it were established (Law 43B2(b)): answer 'Declarer, and dummy asked after looking at a hand'.",
			},
			Laws: []law.Ref{law.L(62, "A"), law.L(62, "B2")},
		}, Fill: fillRevokeCorrection},
		{ID: "card-restored", Outcome: ruling.Outcome{
			Title:   "The found card goes back into the hand; no revoke",
			Offence: "was missing a card",
			Summary: "The card goes back into the hand it was missing from and counts as having been there all along. It was never needed, so there is no revoke, and play goes on normally.",
			Automatic: []ruling.Effect{
				{Text: "{offender} takes the card back into their hand", Laws: []law.Ref{law.L(14, "B2")}},
				{Text: "The card counts as having belonged to that hand throughout", Laws: []law.Ref{law.L(14, "B4")}},
			},
			Information: []ruling.InfoRule{
				{Who: ruling.Party{Role: ruling.OffendersPartner}, Authorized: false, What: "the knowledge that the card was missing and has been put back", Law: law.L(14, "C")},
			},
			Notes: []string{
				"A card found among the played cards is a defective trick instead (Law 14B1, Law 67).",
				"The card may still become a penalty card (Law 14B4), for example a defender's card that lay face up where partner could see it (Law 49).",
				"If the partner of the player whose hand was short makes use of the knowledge, adjust under Law 16C.",
			},
			Laws: []law.Ref{law.L(14, "B2"), law.L(14, "B4"), law.L(14, "C")},
		}},
		revokeNoTransfer(noTransfer{
			id: "faced-card", title: "No automatic transfer: a face-up card was not played",
			summary: "A card face up on the table, dummy's or a penalty card, was not played when it had to be. That is still a revoke.",
			ref:     law.L(64, "B3"), equity: law.L(64, "C1"),
			ifCost: "If the revoke cost the side that did not revoke any tricks, I will adjust the score to what would likely have happened without it",
			assign: "I am assigning the result that would likely have been reached without the revoke",
			note:   "Declarer failing to play from dummy, or a defender not playing a penalty card, is still a revoke (Law 61A); only the automatic transfer is off.",
		}),
		revokeNoTransfer(noTransfer{
			id: "repeat-revoke", title: "No transfer for the repeated revoke",
			summary: "The same player revoked again in the same suit. The first revoke is dealt with as usual; this rule is for the later one.",
			ref:     law.L(64, "B2"), equity: law.L(64, "C2(a)"),
			ifCost: "If the side that did not revoke would likely have taken more tricks without the later revokes, I will adjust the score",
			assign: "I am assigning the result that would likely have been reached without the later revokes",
			note:   "Rule the first revoke on its own: open this ruling again for it (it may carry a transfer). For the later ones, adjust only if the non-offending side would likely have taken more tricks without them (Law 64C2(a)).",
		}),
		revokeNoTransfer(noTransfer{
			id: "next-deal", title: "No automatic transfer: pointed out after a call on the next board",
			summary: "The revoke was first pointed out after a player of the side that did not revoke had called on the next board.",
			ref:     law.L(64, "B4"), equity: law.L(64, "C1"),
			ifCost: "If the revoke cost the side that did not revoke any tricks, I will adjust the score to what would likely have happened without it",
			assign: "I am assigning the result that would likely have been reached without the revoke",
			note:   "A call on the next board by the side that revoked does not start this limit; only a call by the other side does (Law 64B4).",
		}),
		revokeNoTransfer(noTransfer{
			id: "round-ended", title: "No automatic transfer: pointed out after the round ended",
			summary: "The revoke was first pointed out after the round had ended.",
			ref:     law.L(64, "B5"), equity: law.L(64, "C1"),
			ifCost: "If the revoke cost the side that did not revoke any tricks, I will adjust the score to what would likely have happened without it",
			assign: "I am assigning the result that would likely have been reached without the revoke",
			note:   "Attention drawn after the round is still within the correction period if the scores are not final; equity under Law 64C1 is the only remedy.",
		}),
		revokeNoTransfer(noTransfer{
			id: "both-sides", title: "No automatic transfer: both sides revoked",
			summary: "Both sides have revoked on this board, and both revokes are established.",
			ref:     law.L(64, "B7"), equity: law.L(64, "C2(b)"),
			ifCost: "If either revoke changed the result, I will assign the score that would likely have been reached had neither revoke happened",
			assign: "I am assigning the result that would likely have been reached had neither revoke happened",
			note:   "The WBF Laws Committee's guidance: restore equity as though neither side had revoked (Law 64C2(b)).",
		}),
		revokeNoTransfer(noTransfer{
			id: "trick-12-stands", title: "Trick-12 revoke: the director restores equity",
			summary: "The hands are back in the board, so the revoke on trick 12 can no longer be corrected.",
			ref:     law.L(64, "B6"), equity: law.L(64, "C1"), also: []law.Ref{law.L(62, "D1")},
			ifCost: "If the revoke cost the side that did not revoke a trick, I will adjust the score to the result without it",
			assign: "I am assigning the result the last two tricks would have given without the revoke",
			note:   "Until the hands go back in the board a trick-12 revoke is corrected instead (Law 62D1).",
		}),
		{ID: "both-corrected", Outcome: ruling.Outcome{
			Title:   "Both revokes are corrected; no trick transfer",
			Summary: "Both sides revoked on the same trick, and one side has not yet played to the next trick, so both revokes must be corrected.",
			Automatic: []ruling.Effect{
				{Text: "Each player who revoked takes back the card and plays a legal one", Laws: []law.Ref{law.L(62, "C3")}},
				{Text: "Every card the defenders take back becomes a major penalty card; declarer's and dummy's cards go back to the hand", Laws: []law.Ref{law.L(62, "C3"), law.L(50, "B"), law.L(48, "A")}},
			},
			Transfer: &ruling.TrickTransfer{Law: law.L(64, "B8")},
			Information: []ruling.InfoRule{
				defendersPenaltyCards.onTable(),
				{Who: ruling.Party{Role: ruling.Declarer}, Authorized: false, What: "what any other card taken back showed", Law: law.L(16, "C2")},
				{Who: ruling.Party{Role: ruling.Defenders}, Authorized: false, What: "what the card declarer's side took back showed", Law: law.L(16, "C2")},
			},
			FollowUps: []ruling.FollowUp{
				{When: "at each defender's next turn to play while a penalty card is on the table", Watch: "a major penalty card must be played at the first legal opportunity; when the other defender gains the lead, offer declarer the lead options", Flow: "penalty-card", Law: law.L(50, "D")},
				defendersPenaltyCards.damageCheck(),
			},
			Notes: []string{"Both sides are at fault here, so Law 62C3 sends every card taken back to Law 16C2: unauthorized to its own side and to the other. The defenders' cards become penalty cards, though, and while they lie face up Law 50E1 lets everyone use what they show; if one is picked up, it is unauthorized to its owner's partner (Law 50E2)."},
			Laws:  []law.Ref{law.L(62, "C3"), law.L(64, "B8")},
		}},
		{ID: "trick-12-corrected", Outcome: ruling.Outcome{
			Title:   "Correct the trick-12 revoke",
			Summary: "A revoke on trick 12 must be corrected, even if established, because the hands are not yet back in the board.",
			Automatic: []ruling.Effect{
				{Text: "{offender} takes back the card and plays a legal one to trick 12; the other players may change cards they played after it", Laws: []law.Ref{law.L(62, "D1"), law.L(62, "C1")}},
			},
			Transfer: &ruling.TrickTransfer{Law: law.L(64, "B6")},
			Information: []ruling.InfoRule{
				{Who: ruling.Party{Role: ruling.OffendersPartner}, Authorized: false, What: "the sight of the revoke card, if a defender revoked before their partner had played to trick 12", Law: law.L(62, "D2")},
			},
			FollowUps: []ruling.FollowUp{{When: "at the end of play", Watch: "check that the last two tricks go as they would have without the revoke; adjust only if the side that did not revoke lost out", Law: law.L(64, "C1")}},
			Notes: []string{
				"A defender's withdrawn card would be a major penalty card, but with one card left it is played to trick 13 anyway.",
				"An ABF seminar says a trick-12 revoke 'cannot be established'. Under the 2017 Laws it can be, and is still corrected until the hands go back in the board (Law 62D1).",
			},
			Laws: []law.Ref{law.L(62, "D1"), law.L(64, "B6")},
		}},
		{ID: "play-on", Outcome: ruling.Outcome{
			Title:     "Established revoke: play on",
			Interim:   true,
			Summary:   revokeEstablished + " It can no longer be corrected. Play goes on, and the trick transfer is settled at the end of play.",
			Automatic: []ruling.Effect{{Text: "The revoke trick stands as played", Laws: []law.Ref{law.L(63, "B")}}},
			FollowUps: []ruling.FollowUp{{When: "at the end of play", Watch: "count the tricks the revoker's side won from the revoke trick on, then reopen this ruling to transfer tricks and rescore",
				Flow: "revoke", Law: law.L(64, "A")}},
			Notes: []string{revokeEquityNote, revokeSecondRevokeNote},
			Laws:  []law.Ref{law.L(63, "B")},
		}, Fill: fillRevokePlayOn},
		{ID: "no-tricks-won", Outcome: ruling.Outcome{
			Title:     "No trick to transfer",
			Summary:   revokeEstablished + " Neither the revoke trick nor any later trick was won by {offending-side}, so no trick can be taken from them.",
			Transfer:  &ruling.TrickTransfer{Law: law.L(64, "B1")},
			FollowUps: []ruling.FollowUp{revokeEquityFollowUp},
			Notes:     []string{revokeEquityNote, revokeSecondRevokeNote},
			Laws:      []law.Ref{law.L(64, "B1"), law.L(63, "A")},
		}, Fill: fillRevokeTransfer},
		revokeTransfer("two-tricks", 2, law.L(64, "A1"), "{offender} won the revoke trick, and their side won a later trick."),
		revokeTransfer("revoke-trick-only", 1, law.L(64, "A1"), "{offender} won the revoke trick, but their side won no later trick."),
		revokeTransfer("one-trick", 1, law.L(64, "A2"), "{offender} did not win the revoke trick, but their side won it or a later trick."),
	},
}

// defendersPenaltyCards are the defenders' cards taken back when both sides' revokes are corrected.
var defendersPenaltyCards = severalCards("the defenders' penalty cards")

// revokeEstablished opens the summary of every established revoke; under Law 43B2(b) the revoke
// is corrected instead, and the summary says so.
const revokeEstablished = "The revoke is established."

// revokeEquityNote answers a club's rules column, which says equity is applied after every revoke:
// Law 64C is always checked but acts only when the transfer leaves the non-offending side short.
const revokeEquityNote = "The transfer is never waived because the revoke did no harm. Law 64C adds to it only when the non-offending side is still worse off than without the revoke (some club notes say equity is 'always' applied: it is always checked, and applied only when needed)."

// revokeSecondRevokeNote is the guidance for more than one revoke on a board (review R-5).
const revokeSecondRevokeNote = "A second revoke by the same player in a different suit, or one by the partner, is rectified on its own: apply Law 64A to it, counting only the tricks won from its own revoke trick on, and Law 64C if the non-offending side is still short. Only the same player in the same suit again is Law 64B2."

var revokeEquityFollowUp = ruling.FollowUp{When: "at the end of play",
	Watch: "compare the result with what would likely have happened without the revoke; only if the side that did not revoke is still short, reopen this ruling and assign the result",
	Flow:  "revoke", Law: law.L(64, "C1")}

// revoker is who revoked, as far as the answers say.
type revoker int

const (
	revokerUnknown revoker = iota
	defenderRevoked
	declarerRevoked // from declarer's hand or dummy's
)

func whoRevoked(s ruling.Session) revoker {
	switch {
	case s.Is("stage", "established"), s.Is("found-card", "established"), s.Is("who", "defender"), s.Is("who", "defender-faced"):
		return defenderRevoked
	case s.Is("stage", "established-declarer"), s.Is("found-card", "established-declarer"), s.Is("who", "declarer"), s.Is("who", "dummy-asked"):
		return declarerRevoked
	}
	return revokerUnknown
}

// revokeSeats names the players from the contract in the table context: declarer and dummy
// always, and the revoker with partner and opponents when declarer's side revoked. Which
// defender revoked is not asked, so a defender's seat stays unknown.
func revokeSeats(s ruling.Session) ruling.Seats {
	d := s.Context.Contract.Declarer
	if !d.Valid() {
		return nil
	}
	seats := ruling.Seats{ruling.Declarer: d, ruling.Dummy: d.Partner()}
	if whoRevoked(s) == declarerRevoked {
		seats[ruling.Offender], seats[ruling.OffendersPartner] = d, d.Partner()
		seats[ruling.OffendersLHO], seats[ruling.OffendersRHO] = d.LHO(), d.RHO()
	}
	return seats
}

// revokeSides names the side that revoked and the side that did not. The placeholders cannot
// say "declarer's side" when only "a defender" is known, so the names come from who revoked and
// the contract; when neither is known the placeholders stay, and the engine names the sides.
func revokeSides(s ruling.Session) (revoking, other string) {
	d := s.Context.Contract.Declarer
	switch whoRevoked(s) {
	case defenderRevoked:
		if d.Valid() {
			return d.LHO().Side().String(), d.Side().String()
		}
		return "the defenders", "declarer's side"
	case declarerRevoked:
		if d.Valid() {
			return d.Side().String(), d.LHO().Side().String()
		}
		return "declarer's side", "the defenders"
	}
	return "{offending-side}", "{other-side}"
}

// nameRevokeSides puts the sides' names into the outcome where it speaks of a side, and, when
// declarer's side revoked, speaks of declarer and dummy rather than "the player who revoked"
// and their partner. It runs before the engine fills the remaining placeholders.
func nameRevokeSides(s ruling.Session, o *ruling.Outcome) {
	revoking, other := revokeSides(s)
	byDeclarer := whoRevoked(s) == declarerRevoked
	eachRevokeText(o, func(t *string) {
		*t = replaceSentence(*t, "{offending-side}", revoking)
		*t = replaceSentence(*t, "{other-side}", other)
		if byDeclarer {
			*t = strings.ReplaceAll(strings.ReplaceAll(*t, "{offender}", "{declarer}"), "{partner}", "{dummy}")
		}
	})
	for i := range o.Information {
		p := &o.Information[i].Who
		switch {
		case p.Role == ruling.NonOffendingSide && !strings.HasPrefix(other, "{"):
			p.Name = other
		case p.Role == ruling.OffendingSide && !strings.HasPrefix(revoking, "{"):
			p.Name = revoking
		case p.Role == ruling.Offender && byDeclarer:
			p.Name = "declarer"
		case p.Role == ruling.OffendersPartner && byDeclarer:
			p.Name = "dummy"
		}
	}
	if o.Transfer != nil {
		o.Transfer.Revoker = map[revoker]ruling.Role{defenderRevoked: ruling.Defenders, declarerRevoked: ruling.Declarer}[whoRevoked(s)]
	}
	if o.Transfer != nil && o.Transfer.Tricks > 0 {
		o.Transfer.To = ruling.Party{Role: ruling.NonOffendingSide}
		if !strings.HasPrefix(other, "{") {
			o.Transfer.To.Name = other
		}
	}
}

// eachRevokeText calls f on every text of the outcome that may name a player or side.
func eachRevokeText(o *ruling.Outcome, f func(*string)) {
	f(&o.Summary)
	for i := range o.Automatic {
		f(&o.Automatic[i].Text)
	}
	for i := range o.Cases {
		f(&o.Cases[i].If)
		f(&o.Cases[i].Then)
	}
	if o.Adjustment != nil {
		f(&o.Adjustment.Text)
	}
	for i := range o.Information {
		f(&o.Information[i].What)
	}
	for i := range o.FollowUps {
		f(&o.FollowUps[i].When)
		f(&o.FollowUps[i].Watch)
	}
}

// replaceSentence replaces token with name, capitalised where it starts a sentence. A name
// that is itself a placeholder is left for the engine, which capitalises it.
func replaceSentence(text, token, name string) string {
	if strings.HasPrefix(name, "{") {
		return text
	}
	for {
		i := strings.Index(text, token)
		if i < 0 {
			return text
		}
		n := name
		if before := strings.TrimRight(text[:i], " "); before == "" || strings.HasSuffix(before, ".") {
			n = strings.ToUpper(n[:1]) + n[1:]
		}
		text = text[:i] + n + text[i+len(token):]
	}
}

// revokeTricks is the automatic transfer (Law 64A) from the answers about the revoke trick and
// later tricks; the revoker's partner winning the revoke trick means exactly one trick.
func revokeTricks(s ruling.Session) int {
	switch {
	case s.Is("revoke-trick", "revoker") && s.Is("later-trick", "yes"):
		return 2
	case s.Is("revoke-trick", "other-side") && s.Is("later-trick", "no"):
		return 0
	}
	return 1
}

// revokeEnding names the ending the answers lead to once nothing more is asked.
func revokeEnding(s ruling.Session) string {
	switch {
	case s.Is("trick-12", "returned"):
		return "trick-12-stands"
	case s.Is("exception", "faced-card"):
		return "faced-card"
	case s.Is("exception", "repeat"):
		return "repeat-revoke"
	case s.Is("exception", "next-deal"):
		return "next-deal"
	case s.Is("exception", "round-ended"):
		return "round-ended"
	case s.Is("exception", "both-sides"):
		return "both-sides"
	case revokeTricks(s) == 2:
		return "two-tricks"
	case s.Is("revoke-trick", "revoker"):
		return "revoke-trick-only"
	case revokeTricks(s) == 0:
		return "no-tricks-won"
	}
	return "one-trick"
}

// revokeAfterResult follows a result: the board gives the vulnerability, or it is asked.
func revokeAfterResult(s ruling.Session) ruling.Target {
	if bridge.BoardVulnerability(s.Context.Board).Valid() {
		return ruling.Rule(revokeEnding(s))
	}
	return ruling.Ask("vulnerable")
}

// revokeTricksAfter is declarer's trick count after the transfer: tricks go to the side that
// did not revoke, so up when a defender revoked and down when declarer did.
func revokeTricksAfter(s ruling.Session, taken int) int {
	if whoRevoked(s) == declarerRevoked {
		return taken - revokeTricks(s)
	}
	return taken + revokeTricks(s)
}

// checkRevokeResult refuses a result from which the transfer could not come: tricks are taken
// only from those the revoker's side won (Law 64A).
func checkRevokeResult(s ruling.Session, a ruling.Answer) error {
	n := revokeTricks(s)
	side, won := "the defenders", 13-a.Tricks
	if whoRevoked(s) == declarerRevoked {
		side, won = "declarer's side", a.Tricks
	}
	if won < n {
		return fmt.Errorf("%s won only %d %s, so %d cannot be transferred: only tricks the offending side won from the revoke trick on can go (Law 64A)",
			side, won, ruling.Plural(won, "trick", "tricks"), n)
	}
	return nil
}

func revokeTransfer(id string, tricks int, ref law.Ref, facts string) ruling.Ending {
	return ruling.Ending{ID: id, Outcome: ruling.Outcome{
		Title:     fmt.Sprintf("Established revoke: %d %s transferred", tricks, ruling.Plural(tricks, "trick", "tricks")),
		Summary:   revokeEstablished + " " + facts,
		Automatic: []ruling.Effect{{Text: "The revoke trick stands as played", Laws: []law.Ref{law.L(63, "B")}}},
		Transfer:  &ruling.TrickTransfer{Tricks: tricks, Law: ref},
		FollowUps: []ruling.FollowUp{revokeEquityFollowUp},
		Notes: []string{revokeEquityNote, revokeSecondRevokeNote,
			"Under the 2017 Laws two tricks go only when the revoker won the revoke trick itself; older rules also counted a later trick won with a card that could have been played to the revoke trick.",
			"Tricks won before the revoke are never transferred."},
		Laws: []law.Ref{ref, law.L(63, "A")},
	}, Fill: fillRevokeTransfer}
}

// fillRevokeTransfer names the sides, adds what a correction under Law 43B2(b) or a found card
// changes, and the score before and after the transfer, or the result the director assigned.
func fillRevokeTransfer(s ruling.Session, o *ruling.Outcome) {
	nameRevokeSides(s, o)
	earlierRevokes(s, o)
	fillRevokeCircumstances(s, o)
	if c, taken := s.Result("result"); c.Valid() && o.Transfer != nil {
		vul := declarerVulnerable(s, c)
		after := revokeTricksAfter(s, taken)
		before, err1 := c.Score(vul, taken)
		scored, err2 := c.Score(vul, after)
		if err1 == nil && err2 == nil { // the result step's Check keeps after within 0-13
			t := o.Transfer
			t.Scored, t.Contract, t.Vulnerable = true, c, vul
			t.TricksTaken, t.TricksAfter, t.Before, t.After = taken, after, before, scored
		}
	}
	if s.Is("rescore", "assign") || s.Is("rescore", "weighted") {
		// The assigned result replaces the score, transfer and all (README problem 4): the title
		// and the script must not still announce a transfer a hurried director could add on top.
		_, other := revokeSides(s)
		o.Title = "Established revoke: the director assigns the result"
		o.Transfer = nil
		o.Automatic = append(o.Automatic, ruling.Effect{
			Text: fmt.Sprintf("The automatic transfer of %d %s would not be enough, so it is not added: the assigned result below replaces the score",
				revokeTricks(s), ruling.Plural(revokeTricks(s), "trick", "tricks")),
			Laws: []law.Ref{law.L(64, "C1")}})
		o.Adjustment = &ruling.Adjustment{
			Text: fmt.Sprintf("Even after the transfer, %s would be worse off than without the revoke, so I am replacing the score with the result that would likely have been reached without it", other),
			Law:  law.L(64, "C1")}
		assignRevokeResult(s, o)
		o.FollowUps = nil // the equity check is done
		// The score now rests on the equity finding, then on the transfer it replaces.
		laws := []law.Ref{law.L(64, "C1")}
		for _, r := range o.Laws {
			if r.Law != 63 {
				laws = append(laws, r)
			}
		}
		o.Laws = laws
	}
}

// fillRevokePlayOn gives the interim ruling: what each end of play will mean.
func fillRevokePlayOn(s ruling.Session, o *ruling.Outcome) {
	if s.Is("revoke-trick", "revoker") {
		o.Cases = []ruling.Case{
			{If: "any trick after the revoke trick is won by {offending-side}", Then: "the revoke trick and one of those later tricks go to {other-side}", Laws: []law.Ref{law.L(64, "A1")}},
			{If: "no later trick is won by {offending-side}", Then: "only the revoke trick goes to {other-side}", Laws: []law.Ref{law.L(64, "A1")}},
		}
		o.Laws = append([]law.Ref{law.L(64, "A1")}, o.Laws...)
	} else {
		o.Cases = []ruling.Case{
			{If: "any trick after the revoke trick is won by {offending-side}", Then: "one trick is transferred to {other-side}", Laws: []law.Ref{law.L(64, "A2")}},
			{If: "no later trick is won by {offending-side}", Then: "no trick is transferred", Laws: []law.Ref{law.L(64, "B1")}},
		}
		o.Laws = append([]law.Ref{law.L(64, "A2"), law.L(64, "B1")}, o.Laws...)
	}
	nameRevokeSides(s, o)
	fillRevokeCircumstances(s, o)
}

// fillRevokeCircumstances adds what two rarer ways a revoke comes to light change:
//   - dummy, having looked at a player's hand, asked declarer about it: declarer corrects the
//     revoke, and Law 64 applies as if it were established (Law 43B2(b));
//   - a missing card was found: it goes back to the hand and counts as having been there all
//     along (Law 14B2, 14B4), and knowing of it is unauthorized for the partner (Law 14C).
func fillRevokeCircumstances(s ruling.Session, o *ruling.Outcome) {
	if s.Is("who", "dummy-asked") {
		o.Summary = strings.Replace(o.Summary, revokeEstablished,
			"Declarer must correct the revoke, but because {dummy} had looked at a player's hand and then asked about it, the trick transfer applies as if the revoke were established.", 1)
		o.Summary = strings.Replace(o.Summary, " It can no longer be corrected.", "", 1)
		o.Automatic = []ruling.Effect{{Text: "{declarer} takes back the card and plays one that follows suit from the same hand", Laws: []law.Ref{law.L(43, "B2(b)"), law.L(62, "B2")}}}
		laws := []law.Ref{law.L(43, "B2(b)")}
		for _, r := range o.Laws {
			if r.Law != 63 { // the revoke is corrected, not established
				laws = append(laws, r)
			}
		}
		o.Laws = laws
		o.Notes = append(o.Notes, "Dummy who looks at a player's hand commits an infraction (Law 43B2); the director may also give a procedural penalty (Law 90).")
	}
	fillRevokeFoundCard(s, o)
}

// fillRevokeFoundCard adds the restoration of a found card (Law 14B) and its information rule.
func fillRevokeFoundCard(s ruling.Session, o *ruling.Outcome) {
	if _, found := s.Get("found-card"); !found {
		return
	}
	o.Automatic = append([]ruling.Effect{{Text: "{offender} takes the card that was found back into their hand; it counts as having been there all along, so not playing it was a revoke",
		Laws: []law.Ref{law.L(14, "B2"), law.L(14, "B4")}}}, o.Automatic...)
	o.Information = append(o.Information, ruling.InfoRule{Who: ruling.Party{Role: ruling.OffendersPartner}, Authorized: false,
		What: "the knowledge that the card was missing and has been put back", Law: law.L(14, "C")})
	o.Notes = append(o.Notes, "If the partner of the player whose hand was short makes use of the knowledge of the restored card, adjust under Law 16C.")
}

// fillRevokeCorrectionByDefender names the card the defender revoked with, which is now a major
// penalty card, then fills the rest as for any corrected revoke. A ruling logged before the card
// was asked has none, and keeps saying "the penalty card".
func fillRevokeCorrectionByDefender(s ruling.Session, o *ruling.Outcome) {
	if c := s.Card("revoke-card"); c.Valid() {
		o.Title = fmt.Sprintf("Correct the revoke; the %s becomes a major penalty card", c)
		namePenaltyCard(o, c)
	}
	fillRevokeCorrection(s, o)
}

// fillRevokeCorrection names the sides of a corrected revoke and adds a found card to it.
func fillRevokeCorrection(s ruling.Session, o *ruling.Outcome) {
	nameRevokeSides(s, o)
	fillRevokeFoundCard(s, o)
}

// noTransfer declares an outcome with no automatic transfer (Law 64B), where the director's
// equity finding (Law 64C) is the only remedy.
type noTransfer struct {
	id, title, summary string
	ref, equity        law.Ref   // the 64B paragraph, and the 64C paragraph that restores equity
	also               []law.Ref // further Laws the ruling rests on
	ifCost             string    // the adjustment, while the finding is still to be made
	assign             string    // the adjustment, once a result is assigned
	note               string
}

func revokeNoTransfer(n noTransfer) ruling.Ending {
	return ruling.Ending{ID: n.id, Outcome: ruling.Outcome{
		Title:      n.title,
		Summary:    n.summary,
		Transfer:   &ruling.TrickTransfer{Law: n.ref},
		Adjustment: &ruling.Adjustment{Text: n.ifCost, Law: n.equity},
		Notes:      []string{n.note},
		Laws:       append([]law.Ref{n.ref, n.equity}, n.also...),
	}, Fill: func(s ruling.Session, o *ruling.Outcome) {
		switch {
		case s.Is("equity", "assign"), s.Is("equity", "weighted"):
			o.Adjustment.Text = n.assign
			assignRevokeResult(s, o)
		case s.Is("equity", "none"):
			o.Adjustment = nil
			o.Automatic = append(o.Automatic, ruling.Effect{Text: "The score stands as played: the revoke cost nothing", Laws: []law.Ref{n.equity}})
		default:
			o.FollowUps = append(o.FollowUps, ruling.FollowUp{When: "before the scores are final",
				Watch: "make the equity finding; if an adjustment is due, reopen this ruling and assign the result", Flow: "revoke", Law: n.equity})
		}
		nameRevokeSides(s, o)
		earlierRevokes(s, o)
	}}
}

// assignRevokeResult records the result the director assigned (Law 64C), scored, on the
// outcome's adjustment.
func assignRevokeResult(s ruling.Session, o *ruling.Outcome) {
	if a, ok := s.Get("weighted"); ok && o.Adjustment != nil {
		assignRevokeWeighted(s, o, a.Results)
		return
	}
	c, tricks := s.Result("assigned")
	if !c.Valid() || o.Adjustment == nil {
		return
	}
	if r, err := ruling.ScoreResult(c, tricks, declarerVulnerable(s, c)); err == nil {
		o.Adjustment.Assigned = &r
	}
}
