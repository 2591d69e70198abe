package catalog

import (
	"fmt"
	"tableside/engine/ruling"

	"tableside/engine/bridge"
	"tableside/engine/law"
)

// Revoke rules a revoke (Laws 61-64): is it one, is it established, and if so how many tricks
// go to the non-offending side at the end of play, with the score before and after when the
// director enters the result. The common established case takes four taps: where it stands,
// who won the revoke trick, whether the revoker's side won a later trick, score now or later.
var Revoke = &ruling.Flow{
	ID:       "revoke",
	Title:    "Revoke",
	Summary:  "A player failed to follow suit, or to play a card the Laws required, though able to.",
	Category: ruling.RevokesAndPenaltyCards,
	Phrases: []string{"didn't follow suit", "did not follow suit", "failed to follow suit", "he revoked",
		"renege", "reneged", "she had a spade", "no spades partner", "having none", "trumped when he could follow",
		"discarded with a card of the suit led"},
	Laws:   []law.Ref{law.L(61, ""), law.L(62, ""), law.L(63, ""), law.L(64, ""), law.L(12, "")},
	Start:  "stage",
	Common: []ruling.Answer{ruling.Pick("established"), ruling.Pick("revoker"), ruling.Pick("yes"), ruling.Pick("later")},
	Steps: []ruling.Step{
		{ID: "stage", Question: ruling.Question{
			Prompt: "Where does the revoke stand?",
			Help: "A revoke is failing to follow suit, or to lead or play a card or suit the Laws or an opponent's " +
				"rectification choice required, when able to (Law 61A). It is established once the offender or his " +
				"partner leads, plays or names a card to the next trick, or a member of the offending side claims, " +
				"concedes or agrees to a claim or concession (Law 63A). Before that it must be corrected (Law 62A).",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "no-revoke", Label: "No revoke after all", Help: "The player had no card of the suit, or could not comply.", Next: ruling.Rule("no-revoke")},
				{ID: "not-established", Label: "Not yet established", Help: "Neither the offender nor his partner has played to the next trick.", Next: ruling.Ask("who")},
				{ID: "established", Label: "Established", Help: "His side has played to the next trick, or claimed or conceded.", Next: ruling.Ask("revoke-trick")},
				{ID: "exception", Label: "Established, a special case", Help: "Same player and suit again; a penalty card or dummy's card not played; found too late; both sides revoked.", Next: ruling.Ask("exception")},
				{ID: "trick-12", Label: "On trick 12", Next: ruling.Ask("trick-12")},
			},
		}},
		{ID: "who", Question: ruling.Question{
			Prompt: "Who revoked?",
			Help:   "A defender's withdrawn card becomes a major penalty card; declarer's or dummy's goes back to the hand (Law 62B).",
			Kind:   ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "defender", Label: "A defender", Next: ruling.Rule("corrected-defender")},
				{ID: "declarer", Label: "Declarer or dummy", Next: ruling.Rule("corrected-declarer")},
			},
		}},
		{ID: "exception", Question: ruling.Question{
			Prompt: "Which special case is it?",
			Help:   "In these cases there is no automatic trick transfer (Law 64B); the director restores equity instead (Law 64C).",
			Kind:   ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "repeat", Label: "Same player, same suit, again", Help: "A later revoke in a suit he had already revoked in (Law 64B2).", Next: ruling.Rule("repeat-revoke")},
				{ID: "faced-card", Label: "A faced card was not played", Help: "A penalty card, or a card from dummy (Law 64B3).", Next: ruling.Rule("faced-card")},
				{ID: "too-late", Label: "Found too late", Help: "After the round ended, or after a non-offender called on the next board (Law 64B4, B5).", Next: ruling.Rule("found-too-late")},
				{ID: "both-sides", Label: "Both sides revoked", Help: "Each side has an established revoke on this board (Law 64B7).", Next: ruling.Rule("both-sides")},
			},
		}},
		{ID: "trick-12", Question: ruling.Question{
			Prompt: "Are all four hands back in the board?",
			Help:   "A revoke on trick 12 must be corrected, even if established, until all four hands are returned to the board (Law 62D1).",
			Kind:   ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "not-yet", Label: "Not yet", Next: ruling.Rule("trick-12-corrected")},
				{ID: "returned", Label: "Yes, already returned", Next: ruling.Rule("trick-12-stands")},
			},
		}},
		{ID: "revoke-trick", Question: ruling.Question{
			Prompt: "Who won the revoke trick?",
			Help: "Two tricks can go only when the revoker won the revoke trick himself (Law 64A1). A trick won in dummy " +
				"is not won by declarer for this Law: count it as partner's.",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "revoker", Label: "The revoker", Next: ruling.Ask("later-trick")},
				{ID: "partner", Label: "The revoker's partner", Help: "Or dummy, when declarer revoked.", Next: ruling.Ask("rescore")},
				{ID: "other-side", Label: "The other side", Next: ruling.Ask("later-trick")},
			},
		}},
		{ID: "later-trick", Question: ruling.Question{
			Prompt: "Did the revoker's side win any later trick?",
			Help:   "Only tricks the offending side won from the revoke trick on can be transferred (Law 64A).",
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
			Help: "Enter the contract and declarer's tricks as played to see the score before and after the transfer. " +
				"Who revoked sets the direction: tricks go to the non-offending side (Law 64A).",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "defenders", Label: "Yes: a defender revoked", Next: ruling.Ask("result")},
				{ID: "declarer", Label: "Yes: declarer revoked", Next: ruling.Ask("result")},
				{ID: "later", Label: "Later, at the end of play"},
			},
		}, Route: func(s ruling.Session) ruling.Target {
			if s.Is("rescore", "later") {
				return ruling.Rule(revokeTransferEnding(s))
			}
			return ruling.Ask("result")
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
		}, Route: func(s ruling.Session) ruling.Target {
			if bridge.BoardVulnerability(s.Context.Board).Valid() {
				return ruling.Rule(revokeTransferEnding(s))
			}
			return ruling.Ask("vulnerable")
		}},
		{ID: "vulnerable", Question: ruling.Question{
			Prompt: "Is declarer's side vulnerable?",
			Help:   "Asked only when the board number is not known; the board shows it.",
			Kind:   ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "yes", Label: "Vulnerable"},
				{ID: "no", Label: "Not vulnerable"},
			},
		}, Route: func(s ruling.Session) ruling.Target { return ruling.Rule(revokeTransferEnding(s)) }},
	},
	Endings: []ruling.Ending{
		{ID: "no-revoke", Outcome: ruling.Outcome{
			Title:     "Not a revoke: play goes on",
			Summary:   "The player could not follow suit or comply, so there is no revoke and play continues normally.",
			Automatic: []ruling.Effect{{Text: "The card played stands", Laws: []law.Ref{law.L(61, "A")}}},
			Notes: []string{
				"A player unable to comply with a requirement may play any correct card (Law 59); that is not a revoke.",
				"Asking 'no spades?' is allowed: declarer may ask a defender, defenders may ask declarer and each other, dummy may ask only declarer (Law 61B). A defender's question can give his partner unauthorized information.",
				"If a card turns up later that belonged to this hand (a missing card, Law 14B), it is deemed to have been there all along, and a revoke may exist after all.",
			},
			Laws: []law.Ref{law.L(61, "A"), law.L(61, "B")},
		}},
		{ID: "corrected-defender", Outcome: ruling.Outcome{
			Title:   "Correct the revoke; the card becomes a major penalty card",
			Summary: "The revoke is not established, so it must be corrected: the defender takes back the revoke card and plays a legal card instead.",
			Automatic: []ruling.Effect{
				{Text: "The offender substitutes a card that follows suit, or that complies with the requirement", Laws: []law.Ref{law.L(62, "A"), law.L(62, "B")}},
				{Text: "Each player of the non-offending side may take back, without penalty, any card he played to this trick after the revoke", Laws: []law.Ref{law.L(62, "C1")}},
				{Text: "If a non-offender takes a card back, the offender's partner, if he played after him, may then take his card back too; that card also becomes a penalty card", Laws: []law.Ref{law.L(62, "C2")}},
				{Text: "There is no trick transfer: only an established revoke carries one", Laws: []law.Ref{law.L(64, "A")}},
			},
			PenaltyCards: []ruling.PenaltyCard{{Owner: ruling.Party{Role: ruling.Offender}, Major: true, Law: law.L(62, "B1")}},
			Information: []ruling.InfoRule{
				{Who: ruling.Party{Role: ruling.NonOffendingSide}, Authorized: true, What: "what they saw of the withdrawn cards", Law: law.L(16, "C1")},
				{Who: ruling.Party{Role: ruling.OffendersPartner}, Authorized: false, What: "what the withdrawn cards showed, beyond the penalty card's requirements", Law: law.L(50, "E")},
			},
			FollowUps: []ruling.FollowUp{
				{When: "at the offender's next turn to play", Watch: "the major penalty card must be played at the first legal opportunity", Flow: "penalty-card", Law: law.L(50, "D1")},
				{When: "when the offender's partner next gains the lead while the penalty card is on the table", Watch: "before he leads, offer declarer the penalty-card lead options (require the suit, forbid it, or leave the card)", Flow: "penalty-card", Law: law.L(50, "D2")},
			},
			Notes: []string{
				"If both sides revoked on the same trick and only one side has played to the next trick, both revokes are corrected and every card the defenders withdraw becomes a penalty card (Law 62C3); there is then no trick transfer (Law 64B8).",
				"If the offending side gained from information in the withdrawn cards, adjust under Law 16C.",
			},
			Laws: []law.Ref{law.L(62, "A"), law.L(63, "A")},
		}},
		{ID: "corrected-declarer", Outcome: ruling.Outcome{
			Title:   "Correct the revoke; the card goes back to the hand",
			Summary: "The revoke is not established, so it must be corrected: declarer takes back the card and plays a legal one from the same hand. There is no penalty card.",
			Automatic: []ruling.Effect{
				{Text: "Declarer substitutes a card that follows suit from the hand that revoked; the withdrawn card goes back to that hand without further rectification", Laws: []law.Ref{law.L(62, "B2")}},
				{Text: "Each defender may take back, without penalty, any card he played to this trick after the revoke", Laws: []law.Ref{law.L(62, "C1")}},
			},
			Information: []ruling.InfoRule{
				{Who: ruling.Party{Role: ruling.Defenders}, Authorized: true, What: "what they saw of declarer's withdrawn card", Law: law.L(16, "C1")},
			},
			Notes: []string{
				"Declarer's and dummy's cards never become penalty cards (Law 48A).",
				"If dummy, having looked at a player's hand, is first to ask declarer about the revoke, declarer still corrects it but the trick transfer of Law 64 applies as if it were established (Law 43B2(b)).",
				"If a defender took back a card and that gave declarer's side information, Law 16C applies.",
			},
			Laws: []law.Ref{law.L(62, "A"), law.L(48, "A")},
		}},
		revokeNoTransfer("repeat-revoke", "No transfer for the repeated revoke",
			"The same player revoked again in the same suit. The first revoke is rectified as usual; the later one is not.",
			law.L(64, "B2"), law.L(64, "C2"),
			"Rule the first revoke on its own (it may carry a transfer). For the later ones, adjust only if the non-offending side would likely have taken more tricks without them (Law 64C2)."),
		revokeNoTransfer("faced-card", "No automatic transfer: a faced card was not played",
			"The revoke was a failure to play a penalty card or a card from dummy, which the Laws treat differently.",
			law.L(64, "B3"), law.L(64, "C1"),
			"Declarer failing to play from dummy, or a defender not playing his penalty card, is still a revoke (Law 61A); only the automatic transfer is off."),
		revokeNoTransfer("found-too-late", "No automatic transfer: found too late",
			"Attention was first drawn to the revoke after the round ended, or after a non-offender called on the next board.",
			law.L(64, "B4"), law.L(64, "C1"),
			"A call on the next board by a member of the offending side does not start this limit; only a non-offender's call does (Law 64B4). Law 64B5 covers the end of the round."),
		revokeNoTransfer("both-sides", "No automatic transfer: both sides revoked",
			"Both sides have established revokes on this board.",
			law.L(64, "B7"), law.L(64, "C2"),
			"Work out the likely result had neither revoke happened, and assign that as the score (Law 64C2)."),
		{ID: "trick-12-corrected", Outcome: ruling.Outcome{
			Title:   "Correct the trick-12 revoke",
			Summary: "A revoke on trick 12 must be corrected, even if established, because the hands are not yet back in the board.",
			Automatic: []ruling.Effect{
				{Text: "The offender takes back the revoke card and plays a legal card to trick 12; the other players may change cards played after it", Laws: []law.Ref{law.L(62, "D1"), law.L(62, "C1")}},
			},
			Transfer: &ruling.TrickTransfer{Law: law.L(64, "B6")},
			Information: []ruling.InfoRule{
				{Who: ruling.Party{Role: ruling.OffendersPartner}, Authorized: false, What: "the sight of the revoke card, if a defender revoked before his partner had played to trick 12", Law: law.L(62, "D2")},
			},
			FollowUps: []ruling.FollowUp{{When: "at the end of play", Watch: "check that the last two tricks go as they would have without the revoke; adjust only if the non-offending side lost out", Law: law.L(64, "C1")}},
			Notes: []string{
				"A defender's withdrawn card would be a major penalty card, but with one card left it is played to trick 13 anyway.",
				"Seed 002 says a trick-12 revoke 'cannot be established'. Under the 2017 Laws it can be, and is still corrected until the hands go back in the board (Law 62D1).",
			},
			Laws: []law.Ref{law.L(62, "D1")},
		}},
		{ID: "trick-12-stands", Outcome: ruling.Outcome{
			Title:    "Trick-12 revoke: the director restores equity",
			Summary:  "The hands are back in the board, so the trick-12 revoke can no longer be corrected; the director gives the result the last two tricks would have produced without it.",
			Transfer: &ruling.TrickTransfer{Law: law.L(64, "B6")},
			Adjustment: &ruling.Adjustment{Text: "If the revoke cost the non-offending side a trick, I will adjust the score to the result without it",
				Law: law.L(64, "C1")},
			Laws: []law.Ref{law.L(62, "D1"), law.L(63, "B")},
		}},
		{ID: "play-on", Outcome: ruling.Outcome{
			Title:     "Established revoke: play on",
			Summary:   "The revoke is established and the trick stands as played. Play continues; the trick transfer is settled at the end of play.",
			Automatic: []ruling.Effect{{Text: "The revoke can no longer be corrected", Laws: []law.Ref{law.L(63, "B")}}},
			FollowUps: []ruling.FollowUp{{When: "at the end of play", Watch: "count the tricks the revoker's side won after the revoke trick, then reopen this ruling to transfer tricks and rescore",
				Flow: "revoke", Law: law.L(64, "A")}},
			Notes: []string{revokeEquityNote},
			Laws:  []law.Ref{law.L(63, "A1")},
		}, Fill: func(s ruling.Session, o *ruling.Outcome) {
			if s.Is("revoke-trick", "revoker") {
				o.Automatic = append(o.Automatic, ruling.Effect{Text: "The revoker won the revoke trick: at the end of play that trick goes to the non-offending side, and a second trick too if his side wins any later trick",
					Laws: []law.Ref{law.L(64, "A1")}})
				return
			}
			o.Automatic = append(o.Automatic, ruling.Effect{Text: "The non-offending side won the revoke trick: one trick is transferred at the end of play if the revoker's side wins any later trick, and none if it does not",
				Laws: []law.Ref{law.L(64, "A2"), law.L(64, "B1")}})
		}},
		{ID: "no-tricks-won", Outcome: ruling.Outcome{
			Title:     "No trick to transfer",
			Summary:   "The revoker's side won neither the revoke trick nor any later trick, so no trick can be taken from it.",
			Transfer:  &ruling.TrickTransfer{Law: law.L(64, "B1")},
			FollowUps: []ruling.FollowUp{revokeEquityFollowUp},
			Notes:     []string{revokeEquityNote},
			Laws:      []law.Ref{law.L(63, "A")},
		}},
		revokeTransfer("two-tricks", 2, law.L(64, "A1"), "The revoker won the revoke trick and his side won a later trick: both the revoke trick and one later trick go to the non-offending side."),
		revokeTransfer("revoke-trick-only", 1, law.L(64, "A1"), "The revoker won the revoke trick but his side won no later trick: the revoke trick goes to the non-offending side."),
		revokeTransfer("one-trick", 1, law.L(64, "A2"), "The revoker did not win the revoke trick, but his side won it or a later trick: one trick goes to the non-offending side."),
	},
}

// revokeEquityNote answers seed 004, which says equity is applied after every revoke: Law 64C is
// always checked but acts only when the transfer leaves the non-offending side short.
const revokeEquityNote = "The transfer is never waived because the revoke did no harm. Law 64C adds to it only when the non-offending side is still worse off than without the revoke (some club notes say equity is 'always' applied: it is always checked, and applied only when needed)."

var revokeEquityFollowUp = ruling.FollowUp{When: "at the end of play",
	Watch: "compare the result with what would likely have happened without the revoke; only if the non-offending side is still short, assign an adjusted score",
	Law:   law.L(64, "C1")}

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

// revokeTransferEnding names the ending for the transfer the answers give.
func revokeTransferEnding(s ruling.Session) string {
	switch {
	case revokeTricks(s) == 2:
		return "two-tricks"
	case s.Is("revoke-trick", "revoker"):
		return "revoke-trick-only"
	case revokeTricks(s) == 0:
		return "no-tricks-won"
	}
	return "one-trick"
}

// revokeTricksAfter is declarer's trick count after the transfer: tricks go to the
// non-offending side, so up when a defender revoked and down when declarer did.
func revokeTricksAfter(s ruling.Session, taken int) int {
	if s.Is("rescore", "declarer") {
		return taken - revokeTricks(s)
	}
	return taken + revokeTricks(s)
}

// checkRevokeResult refuses a result from which the transfer could not come: tricks are taken
// only from those the offending side won (Law 64A).
func checkRevokeResult(s ruling.Session, a ruling.Answer) error {
	n := revokeTricks(s)
	side, won := "the defenders", 13-a.Tricks
	if s.Is("rescore", "declarer") {
		side, won = "declarer's side", a.Tricks
	}
	if won < n {
		return fmt.Errorf("%s won only %d %s, so %d cannot be transferred: only tricks the offending side won from the revoke trick on can go (Law 64A)",
			side, won, ruling.Plural(won, "trick", "tricks"), n)
	}
	return nil
}

func revokeTransfer(id string, tricks int, ref law.Ref, summary string) ruling.Ending {
	return ruling.Ending{ID: id, Outcome: ruling.Outcome{
		Title:     fmt.Sprintf("Established revoke: %d %s transferred", tricks, ruling.Plural(tricks, "trick", "tricks")),
		Summary:   summary,
		Automatic: []ruling.Effect{{Text: "The trick on which the revoke occurred stands as played", Laws: []law.Ref{law.L(63, "B")}}},
		Transfer:  &ruling.TrickTransfer{Tricks: tricks, Law: ref},
		FollowUps: []ruling.FollowUp{revokeEquityFollowUp},
		Notes: []string{revokeEquityNote,
			"Under the 2017 Laws two tricks go only when the revoker won the revoke trick itself; older rules also counted a later trick he won with a card he could have played to the revoke trick.",
			"Tricks won before the revoke are never transferred."},
		Laws: []law.Ref{law.L(63, "A")},
	}, Fill: fillRevokeScore}
}

// fillRevokeScore adds the score before and after the transfer when the result was entered.
func fillRevokeScore(s ruling.Session, o *ruling.Outcome) {
	c, taken := s.Result("result")
	if !c.Valid() || o.Transfer == nil {
		return
	}
	vul := s.Is("vulnerable", "yes")
	if v := bridge.BoardVulnerability(s.Context.Board); v.Valid() {
		vul = v.Vulnerable(c.Declarer)
	}
	after := revokeTricksAfter(s, taken)
	before, err1 := c.Score(vul, taken)
	scored, err2 := c.Score(vul, after)
	if err1 != nil || err2 != nil {
		return // the result step's Check keeps after within 0-13; be safe anyway
	}
	t := o.Transfer
	t.Scored, t.Contract, t.Vulnerable = true, c, vul
	t.TricksTaken, t.TricksAfter, t.Before, t.After = taken, after, before, scored
}

func revokeNoTransfer(id, title, summary string, ref, equity law.Ref, note string) ruling.Ending {
	return ruling.Ending{ID: id, Outcome: ruling.Outcome{
		Title:    title,
		Summary:  summary,
		Transfer: &ruling.TrickTransfer{Law: ref},
		Adjustment: &ruling.Adjustment{Text: "If the revoke cost the non-offending side tricks, I will adjust the score to what would likely have happened without it",
			Law: equity},
		Notes: []string{note},
		Laws:  []law.Ref{law.L(63, "A"), law.L(64, "C1")},
	}}
}
