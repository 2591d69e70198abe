package catalog

import (
	"fmt"
	"strings"

	"tableside/engine/bridge"
	"tableside/engine/law"
	"tableside/engine/ruling"
)

// Misinformation rules on a wrong explanation, a missing alert, and a mistaken call (Laws 20F,
// 21, 40, 75; 2017). The player who explained (or should have alerted) is asked first, so every
// outcome names the table by seat. A wrong explanation is an infraction; a wrong call with a
// correct explanation is not, and the result stands (75C); with no evidence either way the
// director presumes a wrong explanation (21B1(b)). While a misled player's partner has not called
// since, and the director judges that the call could well have been influenced, that player may
// change their last call, and the player on their left may then change a later one (21B1(a),
// 21B2); once it is too late, the director adjusts if the wrong information cost the misled side
// (21B3), splitting the score when part of the damage was their own extremely serious error
// (12C1(e)). The explanation is unauthorized to the explainer's partner (75A) at every stage;
// after play, a partner who may have used it sends the director to the unauthorized-information
// ruling as well. The explainer's partner corrects only at the right time: after the
// final pass as declarer or dummy, after play as a defender (20F5, 75B3).
var Misinformation = &ruling.Flow{
	ID:       "misinformation",
	Title:    "Misinformation: wrong explanation or missing alert",
	Summary:  "An explanation did not match the partnership's agreement, or an alert was missing, or the call rather than the explanation was the mistake.",
	Category: ruling.Information,
	Phrases: []string{"wrong explanation", "mistaken explanation", "misexplained", "explained it wrong", "misinformation",
		"didn't alert", "did not alert", "failed to alert", "forgot to alert", "no alert", "should have alerted",
		"alerted by mistake", "they told us it was", "that's not what they play", "mistaken call", "misbid", "forgot the system",
		"failure to alert", "didn't announce", "no announcement", "wrong announcement", "explained their signals wrong"},
	Laws:    []law.Ref{law.L(21, ""), law.L(20, "F"), law.L(75, ""), law.L(40, ""), law.L(47, "E2"), law.L(12, "C1")},
	Offence: "gave the explanation",
	Names:   map[ruling.Role]string{ruling.OffendersPartner: "the player who made the call"},
	Seats:   misinfoSeats,
	Start:   "who",
	Common:  []ruling.Answer{ruling.SeatAnswer(bridge.North), ruling.Pick("explanation"), ruling.Pick("after-play"), ruling.Pick("yes")},
	Steps: []ruling.Step{
		{ID: "who", Question: ruling.Question{
			Prompt: "Who gave the explanation, or should have alerted?",
			Help:   "The partner of the player who made the call. The seat names everyone in the ruling.",
			Kind:   ruling.SeatKind,
			Examples: []ruling.Answer{
				ruling.SeatAnswer(bridge.North),
			},
		}, Route: func(ruling.Session) ruling.Target { return ruling.Ask("what") }},
		{ID: "what", Question: ruling.Question{
			Prompt: "What went wrong?",
			Help: "Check the agreement: convention card, system notes, what the partnership says away from the table. An " +
				"explanation (or an alert or announcement) that does not match the agreement is an infraction; a wrong call with a correct " +
				"explanation is not (Law 75B1, 75C). With no evidence either way, presume a wrong explanation (Law 21B1(b)). " +
				"A wrong explanation during play of the side's card-play agreements (signals, discards, leads) counts the same way (Law 20F2).",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "explanation", Label: "Wrong explanation", Help: "Or an alert or announcement their agreement did not call for (Law 20F5(a))", Next: ruling.Ask("when")},
				{ID: "no-alert", Label: "No alert or announcement, though their agreement needed one",
					Help: "A missing alert or announcement counts as a wrong explanation (Laws 20F5(a), 21B1(a))", Next: ruling.Ask("when")},
				{ID: "unclear", Label: "Can't tell whether the explanation or the call was wrong",
					Help: "No evidence of the agreement: presume a wrong explanation (Law 21B1(b))", Next: ruling.Ask("when")},
				{ID: "call", Label: "Wrong call: the explanation matched their agreement", Help: "The player forgot or misbid (Law 75C)", Next: ruling.Rule("mistaken-call")},
				{ID: "misunderstood", Label: "A correct explanation, misunderstood by the player who heard it", Next: ruling.Rule("own-misunderstanding")},
			},
		}},
		{ID: "when", Question: ruling.Question{
			Prompt: "When did it come to light?",
			Help: "A misled player may change their last call until the opening lead is faced, provided their partner has " +
				"not called since (Law 21B1(a)); after that the remedy is an adjusted score (Law 21B3). The explainer's " +
				"partner must not correct it during the auction: they call you after the final pass if their side declares, " +
				"after play if it defends (Law 20F5, 75B3). A player who notices their own explanation was wrong must call you " +
				"before the opening lead is faced, or during play as soon as they notice; during the auction they may, but need not (Law 20F4, 75B2). " +
				"After play, what partner's explanation told the player who made the call was unauthorized to them (Law 75A): " +
				"if they may have used it, choose the answer that says so.",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "after-play", Label: "After play", Next: ruling.Ask("damage")},
				{ID: "in-time", Label: "In time for a misled player to change their last call",
					Help: "Before the opening lead is faced, and that player's partner has not called since", Next: ruling.Ask("changer")},
				{ID: "too-late", Label: "Too late: the misled player's partner has called since",
					Help: "During the auction, or after it before the opening lead: a call may be changed only while partner has not called since (Law 21B1(a))", Next: ruling.Rule("too-late")},
				{ID: "own-correction", Label: "The explainer noticed their own mistake and called you",
					Help: "Before the opening lead is faced, as they must (Law 20F4)", Next: ruling.Rule("own-correction")},
				{ID: "partner-corrected", Label: "The explainer's partner corrected it during the auction",
					Help: "Which the Laws forbid (Law 20F5(a))", Next: ruling.Rule("corrected-too-soon")},
				{ID: "play", Label: "During play", Next: ruling.Rule("during-play")},
				{ID: "after-play-used", Label: "After play, and the player who made the call may have used the explanation",
					Help: "They chose an action that partner's explanation, or the missing alert, could have suggested (Laws 75A, 16B1(a))", Next: ruling.Ask("damage")},
				{ID: "dealt-with", Label: "The players dealt with it before calling you",
					Help: "For example a call or a card was changed without the director", Next: ruling.Rule("dealt-with")},
			},
		}},
		{ID: "changer", Question: ruling.Question{
			Prompt: "Which misled player's last call may have been affected?",
			Help:   "An opponent of the explainer whose last call may have been affected. Hear the player away from the table if you can.",
			Kind:   ruling.SeatKind,
			Examples: []ruling.Answer{
				ruling.SeatAnswer(bridge.East),
			},
			Check: func(s ruling.Session, a ruling.Answer) error {
				if who := s.Seat("who"); who.Valid() && who.Side() == a.Seat.Side() {
					return fmt.Errorf("%s is on the side of the player who explained; choose a misled opponent", a.Seat)
				}
				return nil
			},
		}, Route: func(ruling.Session) ruling.Target { return ruling.Ask("influenced") }},
		{ID: "influenced", Question: ruling.Question{
			Prompt: "May that player change their last call?",
			Help: "Only if you judge that the call could well have been influenced by the wrong information, and their partner " +
				"has not called since (Law 21B1(a)). Otherwise the call stands, and the board goes on.",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "yes", Label: "Yes: it could well have been influenced, and their partner has not called since", Next: ruling.Rule("change-call")},
				{ID: "not-influenced", Label: "No: the wrong information could not well have influenced it", Next: ruling.Rule("call-stands")},
				{ID: "partner-called", Label: "No: their partner has called since", Next: ruling.Rule("too-late")},
			},
		}},
		{ID: "damage", Question: ruling.Question{
			Prompt: "Did the wrong information cost the misled side?",
			Help: "Would they likely have done better with the correct explanation? Judge what they would have done with it, " +
				"from their hands and methods (Law 21B3, 75B1).",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "yes", Label: "Yes: adjust; I will work out the score"},
				{ID: "assign", Label: "Yes: enter the result I assign"},
				{ID: "weighted", Label: "Yes: enter a weighted score", Help: "Several likely results, each with its weight (Law 12C1(c))"},
				{ID: "self-inflicted", Label: "Partly: their own extremely serious error or gamble caused some of it",
					Help: "An error unrelated to the wrong information, or a gamble they hoped to recover through a ruling (Law 12C1(e))"},
				{ID: "no", Label: "No: the result stands"},
			},
		}, Route: func(s ruling.Session) ruling.Target {
			switch {
			case s.Is("damage", "assign"):
				return ruling.Ask("assigned")
			case s.Is("damage", "no"):
				return ruling.Rule("no-damage")
			case s.Is("damage", "self-inflicted"):
				return ruling.Rule("split")
			case s.Is("damage", "weighted"):
				return ruling.Ask("weighted")
			}
			return ruling.Rule("adjust")
		}},
		{ID: "assigned", Question: ruling.Question{
			Prompt: "The result you assign",
			Help:   "The contract and declarer's tricks that would likely have been reached with the correct explanation (Law 12C1). It replaces the score obtained in play.",
			Kind:   ruling.ResultKind,
			Examples: []ruling.Answer{
				ruling.ResultAnswer(bridge.Contract{Level: 4, Strain: bridge.SpadesStrain, Declarer: bridge.East}, 10),
			},
		}, Route: func(s ruling.Session) ruling.Target { return askVulnerabilityOr(s, ruling.Rule("adjust")) }},
		weightedStep("The likely results with the correct explanation, each with its weight. Only results that could have been reached legally count (Law 12C1(c)).",
			bridge.East, func(ruling.Session) ruling.Target { return ruling.Rule("adjust") }),
		vulnerabilityStep(func(ruling.Session) ruling.Target { return ruling.Rule("adjust") }),
	},
	Endings: []ruling.Ending{
		{ID: "mistaken-call", Outcome: ruling.Outcome{
			Title:   "Mistaken call: no infraction, the result stands",
			Summary: "The explanation {offender} gave matched the agreement of {offending-side}: the mistake was the call by {partner}. That is not an infraction, so there is no rectification, and the result stands whatever it cost {other-side}.",
			Automatic: []ruling.Effect{
				{Text: "The result stands: there is no adjusted score for the mistaken call itself", Laws: []law.Ref{law.L(75, "C")}},
			},
			FollowUps: []ruling.FollowUp{{When: "at the end of play",
				Watch: "if {partner} chose an action that the explanation could have suggested over another, rule on unauthorized information",
				Flow:  "unauthorized-information", Law: law.L(16, "B1")}},
			Notes: []string{
				"There is no duty to tell the opponents that the call was a mistake, and the explanation must not be corrected (Law 75C).",
				"Only with evidence of the agreement (a convention card, system notes) is it a mistaken call; without it, presume a wrong explanation (Law 21B1(b)).",
				"Repeated deviations can become an agreement that must be disclosed (Law 40C1).",
			},
			Laws: []law.Ref{law.L(75, "C")},
		}, Fill: fillMisinformation},
		{ID: "own-misunderstanding", Outcome: ruling.Outcome{
			Title:   "No redress: a correct explanation was misunderstood",
			Summary: "The explanation {offender} gave matched the agreement of {offending-side}; the player who acted on it misunderstood it. No rectification or redress is due to a player who acts on their own misunderstanding.",
			Automatic: []ruling.Effect{
				{Text: "The result stands", Laws: []law.Ref{law.L(21, "A")}},
			},
			Notes: []string{"A player unsure of an explanation should ask at their own turn to call or play (Law 20F1, 20F2)."},
			Laws:  []law.Ref{law.L(21, "A")},
		}},
		{ID: "change-call", Outcome: ruling.Outcome{
			Title:   "The misled player may change their last call",
			Summary: "The correct explanation has now been given. I judge that the last call of the misled player could well have been influenced by the wrong information, and their partner has not called since, so that player may take it back and call again, with no other rectification for their side.",
			Chooser: ruling.Party{Role: ruling.NonOffendingSide, Name: "the misled player"},
			Options: []ruling.Choice{
				{Label: "Keep the call", Consequence: "The call stands, and the auction goes on from where it stopped; if it was over, the opening lead is made.",
					Laws: []law.Ref{law.L(21, "B1(a)")}},
				{Label: "Change the call", Consequence: "The call is taken back and another made; the player on their left may then change a call made after it. The auction goes on from there.",
					Laws: []law.Ref{law.L(21, "B1(a)"), law.L(21, "B2")},
					Information: []ruling.InfoRule{
						{Who: ruling.Party{Role: ruling.NonOffendingSide}, Authorized: true, What: "what the calls taken back said", Law: law.L(16, "C1")},
						{Who: ruling.Party{Role: ruling.OffendingSide}, Authorized: false, What: "what the calls taken back said", Law: law.L(16, "C2")},
					}},
			},
			FollowUps: []ruling.FollowUp{{When: "at the end of play",
				Watch: "if a call made on the wrong information can no longer be changed and {offending-side} gained from it, reopen this ruling to adjust",
				Flow:  "misinformation", Law: law.L(21, "B3")}},
			Notes: []string{
				"The usual case: declarer or dummy corrects their partner's explanation after the final pass, as they must (Law 20F5(b)(ii), 75B3), and the player of the other side who made the last pass may change it.",
				"Law 21B1(a): changing carries no other rectification for the misled side, but calls it can no longer change are still covered by Law 21B3.",
				"Hear the player away from the table if you can, so that the others learn nothing from the discussion.",
			},
			Laws: []law.Ref{law.L(21, "B1(a)"), law.L(21, "B2")},
		}, Fill: fillChangeCall},
		{ID: "call-stands", Outcome: ruling.Outcome{
			Title:   "The call stands: the wrong information could not well have influenced it",
			Summary: "The correct explanation has now been given. I judge that the wrong information could not well have influenced the last call of the player who heard it, so that call stands and the board goes on.",
			Interim: true,
			Cases: []ruling.Case{
				{If: "at the end of play I judge that the wrong information gained {offending-side} an advantage", Then: "I will award an adjusted score", Laws: []law.Ref{law.L(21, "B3")}},
				{If: "it did not", Then: "the result stands", Laws: []law.Ref{law.L(21, "B3")}},
			},
			FollowUps: []ruling.FollowUp{misinfoReopen},
			Notes:     []string{"Law 21B1(a) lets a player change a call only when the director judges it could well have been influenced by the misinformation."},
			Laws:      []law.Ref{law.L(21, "B1(a)"), law.L(21, "B3")},
		}, Fill: fillCallStands},
		{ID: "too-late", Outcome: ruling.Outcome{
			Title:   "Too late to change the call: play on, and I may adjust",
			Summary: "The correct explanation is given now, but the call it affected can no longer be changed, so the auction and play go on.",
			Interim: true,
			Cases: []ruling.Case{
				{If: "at the end of play I judge that the wrong information gained {offending-side} an advantage", Then: "I will award an adjusted score", Laws: []law.Ref{law.L(21, "B3")}},
				{If: "it did not", Then: "the result stands", Laws: []law.Ref{law.L(21, "B3")}},
			},
			FollowUps: []ruling.FollowUp{misinfoReopen},
			Notes:     []string{misinfoOwnMistakeNote},
			Laws:      []law.Ref{law.L(21, "B3"), law.L(75, "B1")},
		}, Fill: fillMisinformation},
		{ID: "own-correction", Outcome: ruling.Outcome{
			Title:   "{offender} corrects their own explanation",
			Summary: "{offender} realised it and called me, as a player must before the opening lead is faced; they may do so during the auction but need not. The correct explanation is given now.",
			Interim: true,
			Cases: []ruling.Case{
				{If: "the partner of a misled player has not called since that player's last call", Then: "that player may change it, and the player on their left may then change a call made after it",
					Laws: []law.Ref{law.L(21, "B1(a)"), law.L(21, "B2")}},
				{If: "it is too late to change the call it affected", Then: "the board goes on, and I will adjust at the end if the wrong information gained {offending-side} an advantage",
					Laws: []law.Ref{law.L(21, "B3")}},
			},
			FollowUps: []ruling.FollowUp{
				{When: "now, if a misled player can still change their last call", Watch: "reopen this ruling and answer that it came to light in time, to give that player the choice",
					Flow: "misinformation", Law: law.L(21, "B1(a)")},
				misinfoReopen,
			},
			Notes: []string{"A player who notices their own mistake only during play calls you at once (Law 75B2). Hear a misled player who may change a call away from the table if you can."},
			Laws:  []law.Ref{law.L(20, "F4"), law.L(75, "B2")},
		}, Fill: fillMisinformation},
		{ID: "corrected-too-soon", Outcome: ruling.Outcome{
			Title:   "Corrected too soon by {partner}",
			Summary: "{partner} corrected it during the auction, which the Laws forbid: a player whose partner has explained wrongly waits until the final pass if their side becomes declarer and dummy, or the end of play if it defends. The correction stands, and what it told {offender} is unauthorized.",
			Interim: true,
			Cases: []ruling.Case{
				{If: "the partner of a misled player has not called since that player's last call", Then: "that player may change it, and the player on their left may then change a call made after it",
					Laws: []law.Ref{law.L(21, "B1(a)"), law.L(21, "B2")}},
				{If: "it is too late to change the call it affected", Then: "the auction goes on, and I will adjust at the end if the wrong information gained {offending-side} an advantage",
					Laws: []law.Ref{law.L(21, "B3")}},
			},
			Information: []ruling.InfoRule{{Who: ruling.Party{Role: ruling.Offender}, Authorized: false,
				What: "what the correction by {partner} told them", Law: law.L(16, "B1")}},
			FollowUps: []ruling.FollowUp{misinfoReopen,
				{When: "at the end of play", Watch: "if {offender} chose an action the correction could have suggested over another, rule on unauthorized information", Flow: "unauthorized-information", Law: law.L(16, "B1")}},
			Notes: []string{"You may give a procedural penalty for the early correction (Law 90). If a misled player may change a call, hear them away from the table."},
			Laws:  []law.Ref{law.L(20, "F5(a)"), law.L(21, "B1(a)")},
		}, Fill: fillMisinformation},
		{ID: "during-play", Outcome: ruling.Outcome{
			Title:   "Found during play: the correct explanation, and a card may be taken back",
			Summary: "It came to light during play, and the correct explanation is given now. A card {other-side} played because of the wrong explanation may be taken back, with no other rectification, if no card has been played to that trick since; the opening lead cannot be taken back once any card of dummy is face up. Then play goes on.",
			Interim: true,
			Information: []ruling.InfoRule{
				{Who: ruling.Party{Role: ruling.NonOffendingSide}, Authorized: true, What: "what a card taken back showed", Law: law.L(16, "C1")},
				{Who: ruling.Party{Role: ruling.OffendingSide}, Authorized: false, What: "what a card taken back showed", Law: law.L(16, "C2")},
			},
			Cases: []ruling.Case{
				{If: "at the end of play I judge that the wrong information gained {offending-side} an advantage, in the auction or the play", Then: "I will award an adjusted score",
					Laws: []law.Ref{law.L(21, "B3"), law.L(47, "E2(b)")}},
				{If: "it did not", Then: "the result stands", Laws: []law.Ref{law.L(21, "B3")}},
			},
			FollowUps: []ruling.FollowUp{misinfoReopen},
			Notes: []string{
				"A player who realises their own explanation was wrong calls the director as soon as they notice, even during play (Law 75B2); a defender who realises their partner's explanation was wrong waits until the end of play (Law 20F5(b)(i)).",
			},
			Laws: []law.Ref{law.L(47, "E2(a)"), law.L(21, "B3")},
		}, Fill: fillMisinformation},
		{ID: "adjust", Outcome: ruling.Outcome{
			Title:   "Adjusted score: the wrong information cost {other-side}",
			Summary: "It is too late to change any call, and with the correct explanation {other-side} would likely have done better, so I adjust the score.",
			Adjustment: &ruling.Adjustment{Law: law.L(21, "B3"),
				Text: "I assign both sides the result that would likely have been reached with the correct explanation: {other-side} get back what the wrong information cost them, and {offending-side} lose what it gained them. It may be a weighted mix of the likely results, as Law 12C1(c) allows"},
			Notes: []string{
				"If the misled side also made an extremely serious error unrelated to the wrong information, or gambled hoping to recover through a ruling, it is not compensated for the part of the damage that caused; the other side is still adjusted (Law 12C1(e)). Answer that the damage was partly self-inflicted to split the score.",
				"The explainer's partner had to call you after the final pass as declarer or dummy, or at the end of play as a defender (Law 20F5(b)); if they did not, consider a procedural penalty (Law 90).",
			},
			Laws: []law.Ref{law.L(75, "B1"), law.L(21, "B3"), law.L(12, "C1(b)")},
		}, Fill: fillMisinfoAdjust},
		{ID: "split", Outcome: ruling.Outcome{
			Title:   "Adjusted score, split: part of the damage was self-inflicted",
			Summary: "It is too late to change any call. With the correct explanation {other-side} would likely have done better, but part of what they lost came from their own extremely serious error, or a gamble, after it.",
			Adjustment: &ruling.Adjustment{Law: law.L(12, "C1(e)"),
				Text: "{offending-side} get the score for the result likely with the correct explanation. " +
					"{other-side} keep their own table result, improved only by what the wrong information cost them; the part their own error caused stays with them"},
			FollowUps: []ruling.FollowUp{splitHandover},
			Notes:     splitNotes(),
			Laws:      []law.Ref{law.L(75, "B1"), law.L(21, "B3"), law.L(12, "C1(e)")},
		}, Fill: fillMisinformation},
		{ID: "no-damage", Outcome: ruling.Outcome{
			Title:     "The result stands: the wrong information cost nothing",
			Summary:   "With the correct explanation {other-side} would not have done better, so the result stands.",
			Automatic: []ruling.Effect{{Text: "The result stands", Laws: []law.Ref{law.L(21, "B3")}}},
			Notes:     []string{"A wrong explanation is still an infraction (Law 75B1): repeated ones may deserve a procedural penalty (Law 90)."},
			Laws:      []law.Ref{law.L(21, "B3"), law.L(75, "B1")},
		}, Fill: fillMisinformation},
		{ID: "dealt-with", Outcome: ruling.Outcome{
			Title:   "Dealt with at the table before the director came",
			Summary: "The players changed or took back a call or a card themselves before calling me. The board goes on from here.",
			Automatic: []ruling.Effect{
				{Text: "What was done at the table stands", Laws: []law.Ref{law.L(11, "A"), law.L(10, "B")}},
			},
			FollowUps: []ruling.FollowUp{{When: "at the end of play",
				Watch: "if a side gained through what an opponent did without knowing the Law, adjust only that side's score to take the gain away; the other side keeps the score made at the table",
				Law:   law.L(11, "A")}},
			Notes: []string{
				"Law 11A: the right to rectification may be lost when the non-offending side acts before calling the director.",
				"If the auction has not gone far, you may instead cancel what the players did and rule as the Laws provide (Law 10B).",
				"Older ACBL Duplicate Decisions call it improper to change a call after a missing alert without first calling the director; you may give a procedural penalty (Laws 11B, 90).",
			},
			Laws: []law.Ref{law.L(11, "A")},
		}, Fill: fillMisinformation},
	},
}

// misinfoReopen brings the director back at the end of play to judge the damage.
var misinfoReopen = ruling.FollowUp{When: "at the end of play",
	Watch: "judge whether the wrong information cost {other-side}: reopen this ruling and answer that it came to light after play",
	Flow:  "misinformation", Law: law.L(21, "B3")}

const misinfoOwnMistakeNote = "A player who realises their own explanation was wrong must call you before the opening lead is faced, or during play if they notice later (Law 20F4, 75B2); the partner waits for the final pass or the end of play (Law 20F5, 75B3)."

// misinfoSeats names the table from the explainer's seat, and declarer and dummy from the
// contract when the table context has it.
func misinfoSeats(s ruling.Session) ruling.Seats {
	seats := ruling.Seats{}
	if st := s.Seat("who"); st.Valid() {
		seats[ruling.Offender], seats[ruling.OffendersPartner] = st, st.Partner()
		seats[ruling.OffendersLHO], seats[ruling.OffendersRHO] = st.LHO(), st.RHO()
	}
	if d := s.Context.Contract.Declarer; d.Valid() {
		seats[ruling.Declarer], seats[ruling.Dummy] = d, d.Partner()
	}
	return seats
}

// misinfoKind opens the summary with what went wrong, and says what the explainer's partner may
// not use: the explanation, or the missing alert (Law 75A).
func misinfoKind(s ruling.Session) (opening, offence, heard string) {
	switch {
	case s.Is("what", "no-alert"):
		return "{offender} did not alert a call that the agreement of {offending-side} required them to alert, which counts as a wrong explanation.",
			"did not alert", "what the missing alert told them about how their call was understood"
	case s.Is("what", "unclear"):
		return "There is no evidence of the agreement of {offending-side}, so I presume that the explanation {offender} gave was wrong, rather than the call.",
			"gave the explanation", "what the explanation by {offender} told them about how their call was understood"
	case s.Is("what", "call"):
		return "", "gave the explanation", "what the explanation by {offender} told them about how their call was understood"
	}
	return "{offender} gave an explanation that did not match the agreement of {offending-side}.",
		"gave the explanation", "what the explanation by {offender} told them about how their call was understood"
}

// misinfoNoun names what the player who made the call heard from partner: the explanation, or
// the missing alert.
func misinfoNoun(s ruling.Session) string {
	if s.Is("what", "no-alert") {
		return "the missing alert"
	}
	return "the explanation"
}

// fillMisinformation opens the summary with what went wrong and, while the board is still being
// bid or played, reminds the player who made the call that partner's explanation is
// unauthorized to them (Law 75A).
func fillMisinformation(s ruling.Session, o *ruling.Outcome) {
	opening, offence, heard := misinfoKind(s)
	o.Offence = offence
	if opening != "" {
		o.Summary = opening + " " + o.Summary
	}
	o.Information = append(o.Information, ruling.InfoRule{Who: ruling.Party{Role: ruling.OffendersPartner}, Authorized: false,
		What: heard, Law: law.L(75, "A")})
	if s.Is("when", "after-play-used") {
		handOverToUnauthorized(o, misinfoNoun(s))
	}
	if s.Is("what", "unclear") {
		o.Laws = append(o.Laws, law.L(21, "B1(b)"))
	}
	if s.Is("what", "no-alert") {
		o.Laws = append(o.Laws, law.L(21, "B1(a)"))
	}
}

// handOverToUnauthorized adds, after play, the second ruling the table needs when the player who
// made the call may have used partner's explanation or the missing alert (Laws 75A, 16B1(a)):
// the misinformation ruling settles what the opponents lost by the wrong information, the
// unauthorized-information ruling whether the call's maker took advantage of it.
func handOverToUnauthorized(o *ruling.Outcome, noun string) {
	o.Cases = append(o.Cases, ruling.Case{
		If:   "{partner} chose an action that " + noun + " could have suggested, when another action was a logical alternative",
		Then: "I will also adjust for that, under the unauthorized-information rules",
		Laws: []law.Ref{law.L(75, "A"), law.L(16, "B1(a)")}})
	o.FollowUps = append(o.FollowUps, ruling.FollowUp{When: "now",
		Watch: "rule on unauthorized information: could " + noun + " demonstrably suggest the action {partner} chose over a logical alternative, and were {other-side} damaged by it? Answer that the information was an unexpected alert or explanation, or no alert",
		Flow:  "unauthorized-information", Law: law.L(16, "B1(a)")})
	if o.ID == "no-damage" {
		o.Title = "No redress for the wrong information itself; the use of it is ruled next"
		o.Summary = strings.Replace(o.Summary, "so the result stands.",
			"so nothing is owed for the wrong information itself. Whether {partner} took advantage of it I rule on next.", 1)
		o.Automatic = nil
	}
	o.Laws = append(o.Laws, law.L(75, "A"), law.L(16, "B1(a)"))
}

// fillCallStands names, by seat, the player whose call stands.
func fillCallStands(s ruling.Session, o *ruling.Outcome) {
	if changer := s.Seat("changer"); changer.Valid() {
		o.Summary = strings.ReplaceAll(o.Summary, "the last call of the player who heard it", "the last call "+changer.String()+" made")
	}
	fillMisinformation(s, o)
}

// fillChangeCall hands the choice to the misled player by seat, and names the player on their
// left, who may then change a later call (Law 21B2).
func fillChangeCall(s ruling.Session, o *ruling.Outcome) {
	changer := s.Seat("changer")
	if !changer.Valid() {
		fillMisinformation(s, o)
		return
	}
	o.Summary = fmt.Sprintf("The correct explanation has now been given. I judge that the last call %[1]s made could well have been influenced by the wrong information, and the partner of %[1]s has not called since, so %[1]s may take it back and call again, with no other rectification for %[2]s.",
		changer, changer.Side())
	fillMisinformation(s, o)
	o.Title = changer.String() + " may change their last call"
	o.Chooser.Seat = changer
	o.Options[1].Consequence = fmt.Sprintf("%s takes the call back and makes another. Then %s, if they have called since, may change that call too. The auction goes on from there.",
		changer, changer.LHO())
}

// fillMisinfoAdjust records the result the director assigned, scored (Law 12C1), or leaves a
// reminder to work it out.
func fillMisinfoAdjust(s ruling.Session, o *ruling.Outcome) {
	fillMisinformation(s, o)
	if announceWeighted(s, o) {
		return
	}
	c, tricks := s.Result("assigned")
	if !c.Valid() {
		o.FollowUps = append(o.FollowUps, ruling.FollowUp{When: "before the scores are final",
			Watch: "work out the result that would likely have been reached with the correct explanation, and enter it for both sides",
			Law:   law.L(12, "C1(b)")})
		return
	}
	if r, err := ruling.ScoreResult(c, tricks, declarerVulnerable(s, c)); err == nil {
		o.Adjustment.Assigned = &r
	}
}
