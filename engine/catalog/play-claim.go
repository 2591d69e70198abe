package catalog

import (
	"fmt"

	"tableside/engine/bridge"
	"tableside/engine/law"
	"tableside/engine/ruling"
)

// Claim rules claims and concessions (Laws 68-71), the hardest common ruling at a club. A
// disputed claim is a checklist the director works through with the players one question at a
// time, in the order of Law 70: the statement repeated and the objections heard, an outstanding
// trump (70C), an unstated finesse (70E1), then any other normal line that loses a trick (70A,
// 70D). The ruling states the tricks awarded and the score of the board, from the contract and
// the tricks declarer's side would have with the claim as made. Concessions objected to by
// partner (68B2), play continued after a dispute (68D), agreements withdrawn (69) and
// concessions cancelled (71) each have their own path.
var Claim = &ruling.Flow{
	ID:       "claim",
	Title:    "Claim or concession",
	Summary:  "A claim or concession is disputed, a defender's concession was objected to, or a side wants back a trick it agreed to lose.",
	Category: ruling.Claims,
	Phrases: []string{"claimed", "they claimed the rest", "they conceded the rest", "conceded", "disputed claim",
		"contested claim", "the rest are mine", "claimed without a statement", "trump still out", "forgot a trump",
		"didn't draw trumps", "needed a finesse", "partner objected to the concession", "we agreed too quickly",
		"gave away a trick", "conceded a trick we had won", "played on after the claim"},
	Laws:    []law.Ref{law.L(68, ""), law.L(69, ""), law.L(70, ""), law.L(71, ""), law.L(79, "C")},
	Offence: "made the claim",
	Seats:   claimSeats,
	Start:   "what",
	Common: []ruling.Answer{ruling.Pick("declarer"), ruling.Pick("none"), ruling.Pick("yes"), ruling.Pick("yes"), ruling.Pick("yes"),
		ruling.ResultAnswer(bridge.Contract{Level: 4, Strain: bridge.SpadesStrain, Declarer: bridge.South}, 10),
		ruling.CountAnswer(1), ruling.Pick("no")},
	Steps: []ruling.Step{
		{ID: "what", Question: ruling.Question{
			Prompt: "What needs a ruling?",
			Help: "After a claim or concession play stops (Law 68D). If it is agreed, the board is scored as agreed (Law 69); " +
				"if anyone doubts it, including dummy, the director rules it (Law 70).",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "declarer", Label: "Declarer's claim is disputed", Help: "Dummy included: any player may doubt it (Law 68D2).", Next: ruling.Ask("statement")},
				{ID: "defender", Label: "A defender's claim or concession is disputed", Next: ruling.Ask("statement")},
				{ID: "partner-objected", Label: "A defender conceded, and partner objected at once",
					Help: "Law 68B2: then nothing was conceded.", Next: ruling.Rule("no-concession")},
				{ID: "played-on", Label: "Play went on after the claim was disputed", Next: ruling.Rule("played-on")},
				{ID: "dummy-doubts", Label: "Declarer conceded, and dummy doubted it at once",
					Help: "Law 68D2: a concession doubted by any player, dummy included, is ruled under Law 70.", Next: ruling.Rule("dummy-doubts")},
				{ID: "trick-in-progress", Label: "Was it a claim? A player spoke about, or showed a card to win, only the trick being played",
					Help: "\"That's ours\" with a winner shown, before the trick is complete (Law 68).", Next: ruling.Rule("not-a-claim")},
				{ID: "not-intended", Label: "Was it a claim? The player showed cards but clearly did not mean to claim",
					Help: "For example declarer faced their hand after an opening lead out of turn (Law 68A, Law 54).", Next: ruling.Ask("shown-by")},
				{ID: "revoke", Label: "A revoke came to light at the claim, or after it",
					Help: "Agreeing to, making or conceding a claim establishes a revoke (Law 63A3).", Next: ruling.Rule("revoke-at-claim")},
				{ID: "agreed", Label: "A claim or concession was agreed, and a side now disputes it",
					Help: "Law 69: withdrawing agreement.", Next: ruling.Ask("agreed-when")},
				{ID: "cancel", Label: "A side wants back a trick it conceded",
					Help: "Law 71: cancelling a concession.", Next: ruling.Ask("cancel-when")},
			},
		}},
		{ID: "who-claimed", Question: ruling.Question{
			Prompt: "Who made the claim or concession?",
			Kind:   ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "declarer", Label: "Declarer", Next: ruling.Ask("statement")},
				{ID: "defender", Label: "A defender", Next: ruling.Ask("statement")},
			},
		}},
		{ID: "statement", Question: ruling.Question{
			Prompt: "Was a line of play stated with the claim?",
			Help: "Have the claimer repeat the statement made at the time of the claim (Law 70B1); good practice is to let them " +
				"finish it if they were interrupted. Then hear the opponents' objections (70B2); your considerations are not limited to " +
				"them. You may have the remaining cards put face up (70B3): you may, you need not. A claim should come with " +
				"a clear statement of the line of play, including the order of the cards (Law 68C).",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "none", Label: "No: the cards were shown, or 'the rest' said, with no line", Next: ruling.Ask("trump")},
				{ID: "stated", Label: "Yes, a line of play was stated", Next: ruling.Ask("trump")},
			},
		}},
		{ID: "trump", Question: ruling.Question{
			Prompt: "Did an opponent still hold a trump that the claim did not mention?",
			Help:   "The outstanding-trump rule (Law 70C) needs all three: the claim did not mention that trump, the claimer may well not have known of it, and a normal play could lose a trick to it.",
			Kind:   ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "yes", Label: "Yes, and the claim did not mention it", Next: ruling.Ask("unaware")},
				{ID: "no", Label: "No", Help: "No trump out, a no-trump contract, or the claim mentioned it.", Next: ruling.Ask("finesse")},
			},
		}},
		{ID: "unaware", Question: ruling.Question{
			Prompt: "Is it at all likely the claimer did not know of that trump?",
			Help:   "\"At all likely\" is a low bar (Law 70C2): rule against the claimer unless it is clear they knew, for example from what they said or how they played.",
			Kind:   ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "yes", Label: "Yes, it is at all likely", Next: ruling.Ask("trump-loses")},
				{ID: "no", Label: "No: the claimer clearly knew", Next: ruling.Ask("finesse")},
			},
		}},
		{ID: "trump-loses", Question: ruling.Question{
			Prompt: "Could a trick be lost to that trump by any normal play?",
			Help:   "\"Normal\" includes play that would be careless or inferior for the class of player involved (Law 70C3), such as ruffing low and being overruffed.",
			Kind:   ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "yes", Label: "Yes", Next: ruling.Ask("result")},
				{ID: "no", Label: "No: no normal play loses a trick to it", Next: ruling.Ask("finesse")},
			},
		}},
		{ID: "finesse", Question: ruling.Question{
			Prompt: "Does the claim rely on an unstated finesse?",
			Help: "An unstated line that depends on which opponent holds a card is not accepted (Law 70E1), unless an opponent had " +
				"already shown out of that suit before the claim, or would show out on any normal line. An unstated play for the " +
				"drop does not depend on which opponent holds the card: answer No here and judge it at the next question, on the " +
				"normal lines (Law 70A, 70D1).",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "no", Label: "No", Next: ruling.Ask("normal")},
				{ID: "yes", Label: "Yes, and it was not stated", Next: ruling.Ask("result")},
				{ID: "shown-out", Label: "Yes, but an opponent has shown out, or would on any normal line", Next: ruling.Ask("normal")},
			},
		}},
		{ID: "normal", Question: ruling.Question{
			Prompt: "Could a normal line lose a trick the claim counts on?",
			Help: "Normal includes careless or inferior play for this class of player. Doubtful points are resolved against the claimer (Law 70A). If a line was stated, hold the claimer to it: do not " +
				"accept a successful line the statement did not include when a less successful normal line exists (70D1). For a " +
				"defender's claim, do not accept any part that depends on partner choosing one play among normal plays (70D2). " +
				"Only an irrational line is not normal.",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "no", Label: "No: every normal line wins the tricks claimed", Next: ruling.Ask("result")},
				{ID: "yes", Label: "Yes", Next: ruling.Ask("result")},
			},
		}},
		{ID: "shown-by", Question: ruling.Question{
			Prompt: "Who showed their cards?",
			Kind:   ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "declarer", Label: "Declarer", Next: ruling.Rule("no-claim-intended")},
				{ID: "defender", Label: "A defender", Next: ruling.Rule("no-claim-intended")},
			},
		}},
		{ID: "agreed-when", Question: ruling.Question{
			Prompt: "When did the side object to the claim or concession it had agreed to?",
			Help: "Agreement is established only when the side raises no objection before making a call on a later board or before " +
				"the round ends, whichever comes first (Law 69A). After that it can be withdrawn only within the correction period " +
				"(Law 79C: unless the event sets another, 30 minutes after the official scores are available to inspect).",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "before", Label: "Before calling on the next board, and before the round ended",
					Help: "Agreement was never established: it is still a disputed claim.", Next: ruling.Ask("who-claimed")},
				{ID: "later", Label: "Later, but within the correction period", Next: ruling.Ask("agreed-lost")},
				{ID: "too-late", Label: "After the correction period", Next: ruling.Rule("too-late")},
			},
		}},
		{ID: "agreed-lost", Question: ruling.Question{
			Prompt: "What did that side agree to lose?",
			Kind:   ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "won", Label: "A trick their side had in fact already won", Help: "Law 69B1.", Next: ruling.Ask("gave-away")},
				{ID: "likely", Label: "A trick their side would likely have won had play continued", Help: "Law 69B2.", Next: ruling.Ask("gave-away")},
				{ID: "neither", Label: "Neither: the trick could fairly have been lost", Next: ruling.Rule("agreement-stands")},
			},
		}},
		{ID: "cancel-when", Question: ruling.Question{
			Prompt: "Is it still within the correction period?",
			Help:   "A concession stands once made; the director cancels it only within the correction period (Law 71, Law 79C).",
			Kind:   ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "yes", Label: "Yes", Next: ruling.Ask("cancel-what")},
				{ID: "no", Label: "No, it has ended", Next: ruling.Rule("too-late")},
			},
		}},
		{ID: "cancel-what", Question: ruling.Question{
			Prompt: "What was the trick conceded?",
			Help:   "\"Normal\" includes play that would be careless or inferior for the class of player involved (Law 71).",
			Kind:   ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "won", Label: "A trick the side had in fact already won", Help: "Law 71A.", Next: ruling.Ask("gave-away")},
				{ID: "unlosable", Label: "A trick it could not lose by any normal play of the remaining cards", Help: "Law 71B.", Next: ruling.Ask("gave-away")},
				{ID: "losable", Label: "A trick a normal play, even a careless one, could lose", Next: ruling.Rule("concession-stands")},
			},
		}},
		{ID: "gave-away", Question: ruling.Question{
			Prompt: "Which side gave the trick away?",
			Help:   "That side gets the trick back, so it sets which way the score moves.",
			Kind:   ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "declarer", Label: "Declarer's side", Next: ruling.Ask("result")},
				{ID: "defenders", Label: "The defenders", Next: ruling.Ask("result")},
			},
		}},
		{ID: "result", Question: ruling.Question{
			Prompt: "The contract, and declarer's tricks as claimed or conceded",
			Help: "The tricks declarer's side had already won plus those the claim or concession gave it: if declarer had won 6 " +
				"and claimed the last 4, enter 10. For an agreed claim or a concession, enter the tricks as agreed at the table.",
			Kind:  ruling.ResultKind,
			Check: checkClaimResult,
			Examples: []ruling.Answer{
				ruling.ResultAnswer(bridge.Contract{Level: 4, Strain: bridge.SpadesStrain, Declarer: bridge.South}, 10),
				ruling.ResultAnswer(bridge.Contract{Level: 3, Strain: bridge.NoTrump, Risk: bridge.Doubled, Declarer: bridge.West}, 8),
			},
		}, Route: func(s ruling.Session) ruling.Target {
			switch {
			case claimEnding(s) == "claim-stands":
				return askVulnerabilityOr(s, ruling.Rule("claim-stands"))
			case s.Is("gave-away", "declarer") || s.Is("gave-away", "defenders"):
				return ruling.Ask("restored")
			}
			return ruling.Ask("lost")
		}},
		{ID: "lost", Question: ruling.Question{
			Prompt: "How many of the claimed tricks go to the other side?",
			Help: "Count every trick the claimer would lose on the least successful normal line, careless or inferior play for " +
				"this class of player included, with doubtful points resolved against the claimer (Law 70A).",
			Kind:     ruling.CountKind,
			Min:      1,
			Max:      13,
			Check:    checkClaimTricks,
			Examples: []ruling.Answer{ruling.CountAnswer(1)},
		}, Route: func(s ruling.Session) ruling.Target { return askVulnerabilityOr(s, ruling.Rule(claimEnding(s))) }},
		{ID: "restored", Question: ruling.Question{
			Prompt: "How many tricks go back to that side?",
			Help:   "Only tricks it had won, or would likely have won (Law 69B), or could not lose by any normal play (Law 71B).",
			Kind:   ruling.CountKind,
			Min:    1,
			Max:    13,
			Check:  checkClaimTricks,
			Examples: []ruling.Answer{
				ruling.CountAnswer(1),
			},
		}, Route: func(s ruling.Session) ruling.Target { return askVulnerabilityOr(s, ruling.Rule(claimEnding(s))) }},
		vulnerabilityStep(func(s ruling.Session) ruling.Target { return ruling.Rule(claimEnding(s)) }),
	},
	Endings: []ruling.Ending{
		{ID: "claim-stands", Outcome: ruling.Outcome{
			Title:      "The claim stands",
			Summary:    "Every normal way of playing the remaining cards gives {offender} the tricks claimed, so the claim stands as made.",
			Adjustment: &ruling.Adjustment{Text: "The board is scored with the claim as made", Law: law.L(70, "A")},
			Notes:      []string{claimNormalNote, claimFacedNote},
			Laws:       []law.Ref{law.L(70, "A")},
		}, Fill: fillClaim},
		{ID: "trump-trick", Outcome: ruling.Outcome{
			Title: "The outstanding trump costs the claimer a trick",
			Summary: "The claim did not mention a trump still held by an opponent, {offender} may well not have known it was there, " +
				"and a normal play could lose a trick to it, so the opponents get every trick it could take.",
			Adjustment: &ruling.Adjustment{Law: law.L(70, "C")},
			Notes: []string{
				"All three conditions of Law 70C must hold: the claim made no statement about that trump, it is at all likely the claimer did not know of it, and a trick could be lost to it by a normal play. If the claimer clearly knew, the trump alone costs nothing.",
				"Where the only cards left to lead are trumps, the director course presents \"from the top down\" as a presumption. Under the 2017 Laws a suit order applies only where the regulating body has specified one (Law 70E2).",
				claimNormalNote, claimFacedNote,
			},
			Laws: []law.Ref{law.L(70, "C"), law.L(70, "A")},
		}, Fill: fillClaim},
		{ID: "unstated-finesse", Outcome: ruling.Outcome{
			Title: "The unstated finesse is not allowed",
			Summary: "The claim needs a finesse that was not stated. A line that depends on finding one opponent rather " +
				"than the other with a card is not accepted unless it was stated, so I rule as if that card lay the wrong way.",
			Adjustment: &ruling.Adjustment{Law: law.L(70, "E1")},
			Notes: []string{
				"Earlier editions of the Laws (before 2008) accepted an unstated finesse when failing to take it \"would be irrational\". That exception is gone: the only exceptions are an opponent who had already shown out of the suit, or who would show out on any normal line (Law 70E1).",
				claimNormalNote, claimFacedNote,
			},
			Laws: []law.Ref{law.L(70, "E1"), law.L(70, "A")},
		}, Fill: fillClaim},
		{ID: "normal-line", Outcome: ruling.Outcome{
			Title: "A normal line loses tricks the claim counted on",
			Summary: "A normal line of play, careless or inferior for this class of player included, loses tricks the claim counted " +
				"on. Doubtful points go against the claimer, so those tricks go to the other side.",
			Adjustment: &ruling.Adjustment{Law: law.L(70, "A")},
			Notes: []string{
				"Within Laws 70D1 and 70E1, the hard part is telling a bad claim from a good claim badly stated: if the claimer had the problem solved and only said it poorly, the claim may stand; if the claimer misjudged the cards, the claim is likely faulty.",
				"A play for the drop that was not stated is judged here, not as an unstated finesse: it stands only if no less successful normal line exists (Law 70D1).",
				"The claimer may not add a line now that the statement did not include, when a less successful normal line exists (Law 70D1). Some club columns say the director takes \"the line most unfavourable to the claimer\": it is the least successful normal line, never an irrational one.",
				claimNormalNote, claimFacedNote,
			},
			Laws: []law.Ref{law.L(70, "A")},
		}, Fill: fillClaim},
		{ID: "no-concession", Outcome: ruling.Outcome{
			Offence: "tried to concede",
			Title:   "No concession: play continues",
			Summary: "Partner objected to the concession at once, so nothing has been conceded or claimed. Play continues from where it stopped.",
			Automatic: []ruling.Effect{
				{Text: "Any card shown while conceding is not a penalty card: it goes back into the hand it came from", Laws: []law.Ref{law.L(68, "B2")}},
			},
			Information: []ruling.InfoRule{
				{Who: ruling.Party{Role: ruling.OffendersPartner}, Authorized: false,
					What: "what the attempted concession, or any card shown with it, tells them", Law: law.L(16, "C")},
			},
			FollowUps: []ruling.FollowUp{
				{When: "at the end of play", Watch: "if {partner} chose a play the attempted concession could have suggested, and it helped, adjust the score",
					Law: law.L(16, "C")},
			},
			Notes: []string{
				"Only a defender's concession is undone this way. If dummy at once doubts declarer's concession, the director rules it under Law 70 (Law 68D2).",
				"Partner must object immediately: an objection after a pause, or after agreeing, does not undo the concession.",
			},
			Laws: []law.Ref{law.L(68, "B2")},
		}},
		{ID: "played-on", Outcome: ruling.Outcome{
			Title:   "Play went on after a disputed claim",
			Summary: "After a disputed claim, play may go on only if all four players agree to it.",
			Cases: []ruling.Case{
				{If: "all four players agreed to play on", Then: "the claim no longer counts and the board is scored as it was played", Laws: []law.Ref{law.L(68, "D")}},
				{If: "not all four agreed", Then: "the claim is ruled as a disputed claim, and the play that followed can show how the cards would have gone",
					Laws: []law.Ref{law.L(70, "A")}},
			},
			FollowUps: []ruling.FollowUp{
				{When: "if not all four players agreed to play on", Watch: "rule the claim as disputed: work through the claim checklist",
					Flow: "claim", Law: law.L(70, "A")},
			},
			Laws: []law.Ref{law.L(68, "D")},
		}},
		{ID: "dummy-doubts", Outcome: ruling.Outcome{
			Title: "Dummy doubted declarer's concession: I rule it under Law 70",
			Summary: "{dummy} doubted {declarer}'s concession at once, so it was never agreed. I rule it as a disputed claim: " +
				"a conceded trick goes back to {declarer}'s side only if no normal play of the remaining cards could lose it.",
			Automatic: []ruling.Effect{
				{Text: "Doubtful points go against the side that conceded; \"normal\" includes careless or inferior play for the class of player involved", Laws: []law.Ref{law.L(70, "A")}},
			},
			Notes: []string{
				"A claim or concession doubted by any player, dummy included, goes to the director and is ruled under Law 70 (Law 68D2). It is not a matter for Law 71 and its correction period, though the answer is usually the same as under Law 71B.",
				"Work out the tricks with the \"A side wants back a trick it conceded\" path of this ruling, entering the tricks as conceded at the table, and log that dummy objected at once.",
			},
			Laws: []law.Ref{law.L(68, "D2"), law.L(70, "A")},
		}},
		{ID: "not-a-claim", Outcome: ruling.Outcome{
			Offence: "showed a card during the trick",
			Title:   "Not a claim: play continues",
			Summary: "What was said or shown was only about the trick being played, so it is neither a claim nor a concession. Play continues normally.",
			Automatic: []ruling.Effect{
				{Text: "A card a defender showed does not become a penalty card: it goes back into the hand, unless it is the card played to this trick", Laws: []law.Ref{law.L(68, "")}},
			},
			FollowUps: []ruling.FollowUp{
				{When: "at the end of the hand", Watch: "judge whether a card a defender showed could have suggested their partner's later play over a logical alternative; if so, and declarer's side lost by it, adjust the score",
					Law: law.L(16, "B")},
				{When: "if a defender showed the card before their partner had played to this trick", Watch: "rule it as a card played too soon: open the premature play ruling",
					Flow: "premature-play", Law: law.L(57, "A")},
			},
			Notes: []string{"A statement or action about the trick in progress only is not a claim (Law 68); Laws 16 and 57A may still apply to what a defender showed."},
			Laws:  []law.Ref{law.L(68, "")},
		}},
		{ID: "no-claim-intended", Outcome: ruling.Outcome{
			Offence: "showed their cards",
			Title:   "Not a claim: the player did not mean to claim",
			Summary: "The player showed their cards but clearly did not mean to claim, so it is not a claim. Play goes on, and the cards shown are dealt with under the Law that fits.",
			Laws:    []law.Ref{law.L(68, "A")},
		}, Fill: fillNoClaimIntended},
		{ID: "revoke-at-claim", Outcome: ruling.Outcome{
			Offence: "revoked",
			Title:   "Revoke found at a claim: settle the claim, then the revoke",
			Summary: "Making, agreeing to or conceding a claim establishes a revoke, so it can no longer be corrected. I first settle the claim, then transfer tricks for the revoke, counting the tricks the claim gives each side as won in play.",
			Automatic: []ruling.Effect{
				{Text: "The revoke is established", Laws: []law.Ref{law.L(63, "A3")}},
				{Text: "First the claim: if it was agreed, the board is scored as though the claimed tricks had been won in play; if it is disputed, I rule it under Law 70", Laws: []law.Ref{law.L(69, "A"), law.L(70, "A")}},
				{Text: "Then the revoke: tricks are transferred as for any established revoke, counting tricks the claim gives the side that revoked as tricks it won from the revoke trick on", Laws: []law.Ref{law.L(64, "A")}},
			},
			FollowUps: []ruling.FollowUp{
				{When: "now, if the claim is disputed", Watch: "rule the claim first: open this ruling again and work through the checklist",
					Flow: "claim", Law: law.L(70, "A")},
				{When: "once the claim is settled", Watch: "open the revoke ruling, answer that the revoke is established, and count the tricks the claim awarded as won",
					Flow: "revoke", Law: law.L(64, "A")},
			},
			Notes: []string{
				"There is no trick transfer if attention was first drawn to the revoke after a player of the side that did not revoke called on a later board, or after the round ended (Law 64B4, 64B5); Law 64C still lets you adjust for damage.",
			},
			Laws: []law.Ref{law.L(63, "A3"), law.L(64, "A")},
		}},
		{ID: "agreement-stands", Outcome: ruling.Outcome{
			Title:   "The agreed claim or concession stands",
			Summary: "The side agreed to lose a trick it could fairly have lost, so the board is scored as agreed at the table.",
			Automatic: []ruling.Effect{{Text: "The board is scored as though the tricks claimed or conceded had been won or lost in play",
				Laws: []law.Ref{law.L(69, "A")}}},
			Notes: []string{"Agreement can be withdrawn only for a trick the side had in fact won, or would likely have won had play continued (Law 69B)."},
			Laws:  []law.Ref{law.L(69, "A"), law.L(69, "B")},
		}},
		{ID: "agreement-withdrawn", Outcome: ruling.Outcome{
			Title:      "Agreement withdrawn: the trick goes back",
			Summary:    "Within the correction period a side may withdraw its agreement for such a trick, and the board is rescored with the trick to that side.",
			Adjustment: &ruling.Adjustment{Law: law.L(69, "B")},
			Laws:       []law.Ref{law.L(69, "B")},
		}, Fill: fillClaimScore},
		{ID: "concession-stands", Outcome: ruling.Outcome{
			Title:   "The concession stands",
			Summary: "A concession stands once made. The trick conceded could be lost by a normal play, careless or inferior included, so it is not given back.",
			Notes:   []string{"\"Normal\" includes play that would be careless or inferior for the class of player involved; only a trick no normal play could lose, or one already won, is given back (Law 71)."},
			Laws:    []law.Ref{law.L(71, "")},
		}},
		{ID: "concession-cancelled", Outcome: ruling.Outcome{
			Title:      "Concession cancelled: the trick goes back",
			Summary:    "Within the correction period such a concession is cancelled, and the board is rescored with the trick to that side.",
			Adjustment: &ruling.Adjustment{Law: law.L(71, "")},
			Laws:       []law.Ref{law.L(71, "")},
		}, Fill: fillClaimScore},
		{ID: "too-late", Outcome: ruling.Outcome{
			Title:   "Too late: the result stands as agreed",
			Summary: "The correction period has ended, so the claim or concession stands and the board keeps the score agreed at the table.",
			Notes: []string{
				"Unless the event sets another period, the correction period ends 30 minutes after the official scores are available to inspect (Law 79C).",
				"Within the period, agreement to a claim can be withdrawn (Law 69B) and a concession cancelled (Law 71) for a trick already won, or one that would likely have been won, or could not be lost.",
			},
			Laws: []law.Ref{law.L(79, "C"), law.L(69, "B"), law.L(71, "")},
		}},
	},
}

// fillNoClaimIntended says what becomes of cards shown by a player who did not mean to claim:
// declarer's go back into the hand, a defender's are penalty cards.
func fillNoClaimIntended(s ruling.Session, o *ruling.Outcome) {
	if s.Is("shown-by", "defender") {
		o.Automatic = []ruling.Effect{{Text: "The cards the defender exposed are penalty cards", Laws: []law.Ref{law.L(49, "")}}}
		o.FollowUps = []ruling.FollowUp{{When: "now", Watch: "rule the penalty cards: open the penalty card ruling", Flow: "penalty-card", Law: law.L(50, "")}}
		return
	}
	o.Automatic = []ruling.Effect{{Text: "The cards declarer showed go back into the hand: declarer's cards never become penalty cards", Laws: []law.Ref{law.L(48, "A")}}}
	o.FollowUps = []ruling.FollowUp{{When: "if declarer faced their hand after an opening lead out of turn",
		Watch: "Law 54 applies, not the claim Laws: open the opening lead out of turn ruling", Flow: "opening-lead-out-of-turn", Law: law.L(54, "")}}
}

// claimNormalNote is the footnote the Laws give to "normal" in Laws 70 and 71.
const claimNormalNote = "\"Normal\" includes play that would be careless or inferior for the class of player involved; it excludes only the irrational (footnote to Laws 70 and 71)."

// claimFacedNote answers the old wording of Law 70B, which had the director require all cards faced.
const claimFacedNote = "You may have the remaining cards put face up (Law 70B3); earlier editions made it a requirement, the 2017 Laws leave it to you."

// claimByDeclarer reports whether declarer made the disputed claim or concession.
func claimByDeclarer(s ruling.Session) bool {
	return s.Is("what", "declarer") || s.Is("who-claimed", "declarer")
}

// claimEnding names the ending the checklist reached.
func claimEnding(s ruling.Session) string {
	switch {
	case s.Is("what", "agreed"):
		if s.Is("agreed-when", "before") {
			break
		}
		return "agreement-withdrawn"
	case s.Is("what", "cancel"):
		return "concession-cancelled"
	}
	switch {
	case s.Is("trump-loses", "yes"):
		return "trump-trick"
	case s.Is("finesse", "yes"):
		return "unstated-finesse"
	case s.Is("normal", "yes"):
		return "normal-line"
	}
	return "claim-stands"
}

// claimMoved is how many tricks the ruling moves, and claimAfter declarer's tricks after it:
// a claimer's lost tricks go to the other side, and a trick given away comes back.
func claimMoved(s ruling.Session) int {
	if s.Is("what", "agreed") && !s.Is("agreed-when", "before") || s.Is("what", "cancel") {
		return s.Count("restored")
	}
	return s.Count("lost")
}

func claimAfter(s ruling.Session, asClaimed int) int {
	return asClaimed + claimDirection(s)*claimMoved(s)
}

// claimDirection is −1 when the ruling takes tricks from declarer's side (declarer claimed, or
// the defenders gave a trick away) and +1 when it gives them tricks.
func claimDirection(s ruling.Session) int {
	switch {
	case s.Is("gave-away", "declarer"):
		return 1
	case s.Is("gave-away", "defenders"):
		return -1
	case claimByDeclarer(s):
		return -1
	}
	return 1
}

// checkClaimResult refuses a result that leaves no trick to move when the ruling moves some: a
// side cannot lose a trick it does not have with the claim as made.
func checkClaimResult(s ruling.Session, a ruling.Answer) error {
	if claimEnding(s) == "claim-stands" {
		return nil
	}
	switch {
	case claimDirection(s) < 0 && a.Tricks < 1:
		return fmt.Errorf("declarer's side has no trick with the claim as made, so none can move to the other side")
	case claimDirection(s) > 0 && a.Tricks > 12:
		return fmt.Errorf("the defenders have no trick with the claim as made, so none can move to declarer's side")
	}
	return nil
}

// checkClaimTricks refuses a count that would take declarer below 0 or above 13 tricks: only
// tricks the claim or concession gave a side can move.
func checkClaimTricks(s ruling.Session, a ruling.Answer) error {
	_, asClaimed := s.Result("result")
	after := claimAfter(s, asClaimed)
	switch {
	case after < 0:
		return fmt.Errorf("declarer's side has only %d %s with the claim as made, so no more than that can move",
			asClaimed, ruling.Plural(asClaimed, "trick", "tricks"))
	case after > 13:
		other := 13 - asClaimed
		return fmt.Errorf("the defenders have only %d %s with the claim as made, so no more than that can move",
			other, ruling.Plural(other, "trick", "tricks"))
	}
	return nil
}

// claimContract is the contract entered with the result, else the one in the table context.
func claimContract(s ruling.Session) bridge.Contract {
	if c, _ := s.Result("result"); c.Valid() {
		return c
	}
	return s.Context.Contract
}

// claimSeats seats declarer and dummy from the contract, and the claimer when declarer claimed.
func claimSeats(s ruling.Session) ruling.Seats {
	d := claimContract(s).Declarer
	if !d.Valid() {
		return nil
	}
	seats := ruling.Seats{ruling.Declarer: d, ruling.Dummy: d.Partner()}
	if claimByDeclarer(s) {
		seats[ruling.Offender], seats[ruling.OffendersPartner] = d, d.Partner()
	}
	return seats
}

// sideName names the side of seat s ("North-South"), or gives the fallback words.
func sideName(s bridge.Seat, fallback string) string {
	if s.Valid() {
		return s.Side().String()
	}
	return fallback
}

// fillClaim completes a ruling of the claim checklist: the regulating body's suit order for an
// unclear statement, then the tricks and the score.
func fillClaim(s ruling.Session, o *ruling.Outcome) {
	o.Notes = append(o.Notes, claimOrderNote(regulationOf(s, o)))
	fillClaimScore(s, o)
	claimAfterRevokes(s, o)
}

// claimOrderNote states the suit order the regulating body sets for a suit the claim statement
// left unclear (Law 70E2), read from its setting (finding P22).
func claimOrderNote(r law.Regulation) string {
	if r.ClaimOrder == law.NoClaimOrder {
		return "Suit order for a suit the statement left unclear: " + r.Body.String() + " has specified none in this app's settings (Law 70E2), so resolve the doubt against the claimer (Law 70A). Check your regulating body's current regulations."
	}
	return "Suit order for a suit the statement left unclear: " + r.Body.String() + " specifies " + r.ClaimOrder.String() + " (Law 70E2)."
}

// fillClaimScore states the tricks the ruling moves and the score of the board, and cites the
// paragraph that decided it.
func fillClaimScore(s ruling.Session, o *ruling.Outcome) {
	c, asClaimed := s.Result("result")
	if !c.Valid() || o.Adjustment == nil {
		return
	}
	vul := declarerVulnerable(s, c)
	n, after := claimMoved(s), claimAfter(s, asClaimed)
	if o.ID == "claim-stands" {
		n, after = 0, asClaimed
	}
	assigned, err := ruling.ScoreResult(c, after, vul)
	if err != nil {
		return // the count's Check keeps after within 0-13
	}
	claimed, _ := ruling.ScoreResult(c, asClaimed, vul)
	declarerSide := sideName(c.Declarer, "declarer's side")
	defenders := sideName(c.Declarer.LHO(), "the defenders")
	a := o.Adjustment
	a.Assigned, a.Adjudicated = &assigned, true
	tricks := func(k int) string { return fmt.Sprintf("%d %s", k, ruling.Plural(k, "trick", "tricks")) }

	switch o.ID {
	case "claim-stands":
		a.Text = fmt.Sprintf("I rule %s to %s, as claimed", tricks(after), declarerSide)
	case "agreement-withdrawn", "concession-cancelled":
		to := declarerSide
		if s.Is("gave-away", "defenders") {
			to = defenders
		}
		a.Text = fmt.Sprintf("I rule %s to declarer instead of the %d agreed at the table: %s back to %s",
			tricks(after), asClaimed, tricks(n), to)
		a.Law, o.Laws = claimRestoreLaw(s), []law.Ref{claimRestoreLaw(s)}
		o.Summary = fmt.Sprintf("%s %s. %s", upperFirst(to), claimRestoreReason(s), o.Summary)
	default:
		to := defenders
		if !claimByDeclarer(s) {
			to = declarerSide
		}
		a.Text = fmt.Sprintf("I rule %s to declarer instead of the %d claimed: %s of those claimed %s to %s",
			tricks(after), asClaimed, tricks(n), ruling.Plural(n, "goes", "go"), to)
	}
	if n > 0 {
		as := "With the claim as made"
		if s.Is("gave-away", "declarer") || s.Is("gave-away", "defenders") {
			as = "As agreed at the table"
		}
		// For the log, not read aloud: the score the claim as made would have given.
		o.Notes = append(o.Notes, fmt.Sprintf("%s, the board would have scored %s (%s).", as, claimed, a.Law))
	}
	if o.ID == "trump-trick" {
		o.Title = fmt.Sprintf("The outstanding trump costs the claimer %s", tricks(n))
	}
	if o.ID == "normal-line" {
		if s.Is("statement", "stated") {
			o.Laws = append(o.Laws, law.L(70, "D1"))
		}
		if !claimByDeclarer(s) {
			o.Laws = append(o.Laws, law.L(70, "D2"))
		}
	}
}

// claimRestoreReason says why the trick comes back, after the side's name.
func claimRestoreReason(s ruling.Session) string {
	switch {
	case s.Is("agreed-lost", "won"):
		return "agreed to lose a trick they had in fact already won"
	case s.Is("agreed-lost", "likely"):
		return "agreed to lose a trick they would likely have won had play continued"
	case s.Is("cancel-what", "won"):
		return "conceded a trick they had in fact already won"
	}
	return "conceded a trick they could not lose by any normal play of the remaining cards"
}

// upperFirst capitalises the first letter of a name that starts a sentence.
func upperFirst(s string) string {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return s
	}
	return string(s[0]-'a'+'A') + s[1:]
}

// claimRestoreLaw is the paragraph under which a trick given away comes back.
func claimRestoreLaw(s ruling.Session) law.Ref {
	switch {
	case s.Is("agreed-lost", "won"):
		return law.L(69, "B1")
	case s.Is("agreed-lost", "likely"):
		return law.L(69, "B2")
	case s.Is("cancel-what", "won"):
		return law.L(71, "A")
	}
	return law.L(71, "B")
}
