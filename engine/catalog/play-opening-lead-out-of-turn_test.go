package catalog

import (
	"slices"
	"strings"
	"tableside/engine/ruling"
	"testing"

	"tableside/engine/bridge"
	"tableside/engine/law"
)

// Law text checked against the 2017 Laws as quoted on the BBO forums ("Lead Out of Turn Unseen
// by Opponents", 2021: Law 54's opening sentence, that a face-down lead by the offender's
// partner is retracted, and 54A-54E), pzbs.pl (Law 41A in the 2017 English edition: a face-down
// lead is withdrawn only on the director's instruction after an irregularity, "see Laws 47E and
// 54"; Laws 53, 55, 57, 60), laws.hellasbridge.org and thesmolens.com (Law 47E1 in the 2017
// wording), and the Welsh Bridge Union's "rule of the month" pages (August 2018, a card declarer
// places after a faced lead out of turn read under Law 54A; July 2019, Law 50E1: what a penalty
// card shows is authorized for all players while it stays on the table; August 2019, a card led
// during the auction under Law 24B and 24E). Searched with the pages corpus, e.g. "Law 54
// opening lead out of turn faced declarer options 2017 accept spread hand", "2017 Laws Law 47E1
// lead out of turn retracted mistaken information opponent's turn".

func choiceLabels(o *ruling.Outcome) []string {
	var labels []string
	for _, c := range o.Options {
		labels = append(labels, c.Label)
	}
	return labels
}

var spade5 = bridge.Card{Suit: bridge.Spades, Rank: bridge.Five}

var north2H = ruling.Context{Contract: bridge.Contract{Level: 2, Strain: bridge.HeartsStrain, Declarer: bridge.North}}

// infoOf finds the information rule about who, or fails.
func infoOf(t *testing.T, rules []ruling.InfoRule, who ruling.Party) ruling.InfoRule {
	t.Helper()
	for _, i := range rules {
		if sameParty(i.Who, who) {
			return i
		}
	}
	t.Fatalf("no information rule for %v in %+v", who, rules)
	return ruling.InfoRule{}
}

func scriptOf(o *ruling.Outcome) string { return strings.Join(o.Script(), "\n") }

// Seed 000 (club director course, "Leads Out of Turn"): the contract is 2♥ by North, the ♠5 is
// led out of turn (so by West, North's right-hand opponent; East should have led), and declarer
// has five options: become dummy, accept and play, require a spade, prohibit a spade (the card
// is restored to hand and the ban lasts while that defender keeps the lead), or a free lead with
// the ♠5 a penalty card. Seed 002 (ABF) lists the same five. The 2017 Law 54 agrees.
func TestOpeningLeadOutOfTurnFiveOptions(t *testing.T) {
	o := outcomeOf(t, "opening-lead-out-of-turn", north2H, ruling.Pick("faced"), ruling.CardAnswer(spade5), ruling.Pick("nothing"))

	if o.ID != "declarer-chooses" {
		t.Fatalf("ending = %q, want declarer-chooses", o.ID)
	}
	if !sameParty(o.Chooser, ruling.Party{Role: ruling.Declarer, Seat: bridge.North}) {
		t.Errorf("chooser = %v, want declarer (North)", o.Chooser)
	}
	want := []string{"Accept the lead and play the hand", "Accept the lead and become dummy",
		"Require a spade lead", "Forbid a spade lead", "Let East lead anything"}
	if got := choiceLabels(o); !slices.Equal(got, want) {
		t.Errorf("options = %q, want %q", got, want)
	}
	// Accepting and playing: declarer plays second from their own hand (54B1), not from dummy.
	if c := o.Options[0].Consequence; !strings.Contains(c, "North plays the second card to this trick from their own hand") {
		t.Errorf("accept-and-play consequence = %q", c)
	}
	if c := o.Options[3].Consequence; !strings.Contains(c, "West takes the ♠5 back") || !strings.Contains(c, "for as long as they keep the lead") {
		t.Errorf("forbid consequence = %q", c)
	}
	free := o.Options[4]
	if len(free.PenaltyCards) != 1 || free.PenaltyCards[0].Card != spade5 || !free.PenaltyCards[0].Major ||
		!sameParty(free.PenaltyCards[0].Owner, ruling.Party{Role: ruling.Offender, Seat: bridge.West}) {
		t.Errorf("free-lead penalty cards = %+v, want the ♠5 a major penalty card of West", free.PenaltyCards)
	}
	if len(free.LeadRestrictions) != 1 || free.LeadRestrictions[0].Rule != ruling.MayRequireOrForbid ||
		!sameParty(free.LeadRestrictions[0].On, ruling.Party{Role: ruling.OffendersPartner, Seat: bridge.East}) ||
		!slices.Equal(free.LeadRestrictions[0].Suits, []bridge.Suit{bridge.Spades}) || free.LeadRestrictions[0].Law != law.L(50, "D2") {
		t.Errorf("free-lead restrictions = %+v, want declarer's 50D2 options whenever East later gains the lead", free.LeadRestrictions)
	}
	if len(o.FollowUps) < 2 || o.FollowUps[1].Flow != "penalty-card" || !strings.Contains(o.FollowUps[1].When, "East gains the lead") {
		t.Errorf("follow-ups = %+v, want the penalty-card reminders", o.FollowUps)
	}
	for _, r := range []law.Ref{law.L(54, "A"), law.L(54, "B1"), law.L(54, "D"), law.L(56, ""), law.L(50, "D2"), law.L(50, "E1"), law.L(50, "E2"), law.L(10, "C1")} {
		if !citesLaw(o, r) {
			t.Errorf("laws %v lack %v", o.AllLaws(), r)
		}
	}
	script := scriptOf(o)
	for _, part := range []string{"North, the choice is yours, made without consulting your partner", "Option 5: Let East lead anything",
		"spades (the suit of the ♠5)", "The ♠5 stays face up in front of West as a major penalty card"} {
		if !strings.Contains(script, part) {
			t.Errorf("script lacks %q:\n%s", part, script)
		}
	}
}

// O-2: a refused opening lead becomes a major penalty card through Law 54D, which sends the
// director to Law 56 (the card is a major penalty card and Law 50D applies). Law 56's text as
// quoted on the BBO forums ("Something of note"); the chain 54D → 56 as in the 2017 Law 54D
// quoted there in 2021.
func TestOpeningLeadOutOfTurnRefusalCitesLaw56(t *testing.T) {
	o := outcomeOf(t, "opening-lead-out-of-turn", north2H, ruling.Pick("faced"), ruling.CardAnswer(spade5), ruling.Pick("nothing"))
	for _, c := range o.Options[2:] {
		for _, r := range []law.Ref{law.L(54, "D"), law.L(56, ""), law.L(50, "D2")} {
			if !slices.Contains(c.Laws, r) {
				t.Errorf("option %q cites %v, want %v among them", c.Label, c.Laws, r)
			}
		}
	}
	if !slices.Contains(o.Laws, law.L(56, "")) {
		t.Errorf("the Laws read aloud, %v, should include Law 56", o.Laws)
	}
}

// O-3: what the card shows is ruled only with the option that creates a penalty card. If
// declarer accepts, the card is a legal lead (Law 53A) and there is nothing to rule. If the card
// is picked up (require or forbid), Law 50E2: it is unauthorized for the offender's partner (and
// authorized for declarer). If it stays on the table, Law 50E1 (2017): what it shows and the
// rule that it must be played are authorized for all players while it stays there (the Welsh
// Bridge Union, July 2019, quotes 50E1 so); 50E3 lets the director adjust at the end if the
// defenders gained from it. Nothing about the card is read before the choice.
func TestOpeningLeadOutOfTurnInformationGoesWithTheOption(t *testing.T) {
	o := outcomeOf(t, "opening-lead-out-of-turn", north2H, ruling.Pick("faced"), ruling.CardAnswer(spade5), ruling.Pick("nothing"))
	if len(o.Information) != 0 || len(o.LeadRestrictions) != 0 || len(o.PenaltyCards) != 0 {
		t.Errorf("the outcome itself rules on the card before the choice: information %+v, restrictions %+v, cards %+v",
			o.Information, o.LeadRestrictions, o.PenaltyCards)
	}
	for _, c := range o.Options[:2] {
		if len(c.Information)+len(c.PenaltyCards)+len(c.LeadRestrictions) != 0 {
			t.Errorf("accepting (%q) leaves a legal lead, with nothing to rule: %+v", c.Label, c)
		}
	}
	for _, c := range o.Options[2:4] {
		i := infoOf(t, c.Information, ruling.Party{Role: ruling.OffendersPartner, Seat: bridge.East})
		if i.Authorized || i.Law != law.L(50, "E2") {
			t.Errorf("option %q: %+v, want East barred from what the picked-up card showed (Law 50E2)", c.Label, i)
		}
	}
	free := o.Options[4]
	if len(free.Information) != 1 || !free.Information[0].Authorized || free.Information[0].Law != law.L(50, "E1") {
		t.Errorf("free lead information = %+v, want what the card on the table shows authorized for everyone (Law 50E1)", free.Information)
	}
	var adjust bool
	for _, f := range o.FollowUps {
		adjust = adjust || f.Law == law.L(50, "E3")
	}
	if !adjust {
		t.Errorf("follow-ups = %+v, want the Law 50E3 check at the end of play", o.FollowUps)
	}
	lines := o.Script()
	for i, line := range lines {
		if strings.HasPrefix(line, "Option 1") {
			for _, before := range lines[:i] {
				if strings.Contains(before, "♠5") {
					t.Errorf("read before the options: %q", before)
				}
			}
		}
	}
}

// O-6: the director's first words stop dummy facing cards, because once declarer could have
// seen dummy's cards the lead must be accepted (Law 54C).
func TestOpeningLeadOutOfTurnFirstStopsDummy(t *testing.T) {
	o := outcomeOf(t, "opening-lead-out-of-turn", north2H, ruling.Pick("faced"), ruling.CardAnswer(spade5), ruling.Pick("nothing"))
	if got := o.Script()[0]; got != "South, please don't put your cards down yet." {
		t.Errorf("first line = %q", got)
	}
	o = outcomeOf(t, "opening-lead-out-of-turn", ruling.Context{}, ruling.Pick("faced"), ruling.CardAnswer(spade5), ruling.Pick("nothing"))
	if got := o.Script()[0]; got != "Dummy, please don't put your cards down yet." {
		t.Errorf("first line without a contract = %q", got)
	}
}

func TestOpeningLeadOutOfTurnWithoutContract(t *testing.T) {
	o := outcomeOf(t, "opening-lead-out-of-turn", ruling.Context{}, ruling.Pick("faced"), ruling.CardAnswer(bridge.Card{Suit: bridge.Hearts, Rank: bridge.King}), ruling.Pick("nothing"))
	if !sameParty(o.Chooser, ruling.Party{Role: ruling.Declarer}) {
		t.Errorf("chooser = %v, want declarer with no seat", o.Chooser)
	}
	if got := o.Options[2].Label; got != "Require a heart lead" {
		t.Errorf("third option = %q", got)
	}
	if s := o.Options[4].LeadRestrictions[0].Suits; !slices.Equal(s, []bridge.Suit{bridge.Hearts}) {
		t.Errorf("restricted suits = %v", s)
	}
	if got := o.Options[4].Label; got != "Let the correct defender lead anything" {
		t.Errorf("fifth option = %q", got)
	}
}

func TestOpeningLeadOutOfTurnOtherPaths(t *testing.T) {
	south := ruling.Context{Contract: bridge.Contract{Level: 4, Strain: bridge.SpadesStrain, Declarer: bridge.South}}
	faced := []ruling.Answer{ruling.Pick("faced"), ruling.CardAnswer(spade5)}
	played := slices.Clip(append(slices.Clone(faced), ruling.Pick("declarer-played")))
	tests := []struct {
		name    string
		answers []ruling.Answer
		ending  string
		law     law.Ref
		check   func(t *testing.T, o *ruling.Outcome)
	}{
		{"lead made face down is handed back with no options", []ruling.Answer{ruling.Pick("face-down")}, "face-down", law.L(41, "A"),
			func(t *testing.T, o *ruling.Outcome) {
				if !o.Chooser.IsZero() || len(o.PenaltyCards) != 0 || len(o.LeadRestrictions) != 0 {
					t.Errorf("a face-down lead brings no choice, penalty card or restriction: %+v", o)
				}
				if len(o.Information) != 1 || !sameParty(o.Information[0].Who, ruling.Party{Role: ruling.OffendersPartner, Seat: bridge.West}) || o.Information[0].Authorized {
					t.Errorf("information = %+v, want West barred from using the withdrawn lead", o.Information)
				}
			}},
		// O-1: the 2017 Law 47E1 says the lead "is retracted" (2008: "may be retracted"), and
		// declarer may not accept it. The opponent's mistaken statement is the irregularity, so
		// the declaring side is the offending side: the defenders may use what they saw of the
		// card (16C1), declarer may not (16C2). Law 16C numbering as the review shows from Laws
		// 23 and 31 (pzbs.pl): 16C2 is the offending side's rule.
		{"lead faced after declarer or dummy said it was their lead is taken back, always", []ruling.Answer{ruling.Pick("told")}, "misinformed", law.L(47, "E1"),
			func(t *testing.T, o *ruling.Outcome) {
				if !o.Chooser.IsZero() || len(o.PenaltyCards) != 0 || len(o.Options) != 0 {
					t.Errorf("no choice and no penalty card after 47E1: %+v", o)
				}
				all := strings.ToLower(o.Summary + " " + strings.Join(o.Notes, " "))
				for _, old := range []string{"may take", "may be taken back", "directors differ", "wants it to stand"} {
					if strings.Contains(all, old) {
						t.Errorf("still reads the 2008 Law (%q): %s", old, all)
					}
				}
				if !strings.Contains(strings.Join(o.Script(), " "), "may not accept") {
					t.Errorf("script does not say declarer may not accept the lead:\n%s", scriptOf(o))
				}
				if i := infoOf(t, o.Information, ruling.Party{Role: ruling.OffendersPartner, Seat: bridge.West}); !i.Authorized || i.Law != law.L(16, "C1") {
					t.Errorf("the misinformed side's rule = %+v, want authorized (16C1)", i)
				}
				if i := infoOf(t, o.Information, ruling.Party{Role: ruling.Declarer, Seat: bridge.South}); i.Authorized || i.Law != law.L(16, "C2") {
					t.Errorf("declarer's rule = %+v, want unauthorized (16C2)", i)
				}
			}},
		{"declarer or dummy 'leads': not a lead, the auction-period rule applies", []ruling.Answer{ruling.Pick("declaring-side")}, "declaring-side", law.L(54, "E"),
			func(t *testing.T, o *ruling.Outcome) {
				if !citesLaw(o, law.L(24, "")) || len(o.PenaltyCards) != 0 {
					t.Errorf("want Law 24 and no penalty card: laws %v, cards %+v", o.AllLaws(), o.PenaltyCards)
				}
				if !strings.Contains(o.Summary, "the defender on the left of South makes the opening lead") {
					t.Errorf("summary = %q, want the correct leader named from declarer", o.Summary)
				}
			}},
		{"dummy showed cards before declarer chose: declarer must accept and stays declarer", append(faced, ruling.Pick("dummy-shown")), "must-accept", law.L(54, "C"),
			func(t *testing.T, o *ruling.Outcome) {
				if !o.Chooser.IsZero() {
					t.Errorf("54C leaves declarer no choice; chooser = %v", o.Chooser)
				}
				if !citesLaw(o, law.L(54, "B2")) {
					t.Errorf("want 54B2 for a card played second from dummy")
				}
			}},
		// Seed 004: "if Declarer begins to spread his hand, he becomes dummy" — the 2017 Law 54A.
		{"declarer began to spread their hand: declarer becomes dummy", append(faced, ruling.Pick("declarer-spread")), "declarer-is-dummy", law.L(54, "A"),
			func(t *testing.T, o *ruling.Outcome) {
				if !o.Chooser.IsZero() {
					t.Errorf("54A leaves no choice; chooser = %v", o.Chooser)
				}
				if strings.Contains(o.Summary, "regulating body") {
					t.Errorf("spreading is not disputed; summary = %q", o.Summary)
				}
			}},
		// O-4: a card declarer plays to the faced lead is read three ways: a play from the next
		// hand that accepts it (53A, 54B1), the start of spreading (54A; the Welsh Bridge Union,
		// August 2018), or a card picked up with the five options still open (seed 004). The
		// director applies the regulating body's reading; the script says so, and the ending
		// records which Law was applied.
		{"declarer played a card to the lead, read as acceptance: declarer stays declarer", append(played, ruling.Pick("accepts")), "declarer-played", law.L(53, "A"),
			func(t *testing.T, o *ruling.Outcome) {
				if !strings.Contains(o.Summary, "regulating body") {
					t.Errorf("summary states one reading as certain: %q", o.Summary)
				}
				if !citesLaw(o, law.L(54, "B1")) {
					t.Errorf("laws %v lack 54B1", o.AllLaws())
				}
			}},
		{"declarer played a card to the lead, read as spreading: declarer becomes dummy", append(played, ruling.Pick("spreading")), "declarer-is-dummy", law.L(54, "A"),
			func(t *testing.T, o *ruling.Outcome) {
				if !strings.Contains(o.Summary, "regulating body") || !strings.Contains(o.Summary, "South played a card to the lead") {
					t.Errorf("summary = %q", o.Summary)
				}
			}},
		{"declarer played a card to the lead, picked up: the five options", append(played, ruling.Pick("picked-up")), "declarer-chooses", law.L(48, "A"),
			func(t *testing.T, o *ruling.Outcome) {
				if len(o.Options) != 5 || !strings.Contains(o.Summary, "regulating body") {
					t.Errorf("want the five options under the regulating body's reading: %q, %d options", o.Summary, len(o.Options))
				}
			}},
		// O-5 and O-7: the correct defender's face-down lead goes back under Law 54's opening
		// sentence, by the director's power in Law 41A, and declarer has the usual options on the
		// faced card.
		{"the wrong defender faced a card and the correct one led face down: the face-down card goes back", []ruling.Answer{ruling.Pick("beside-face-down"), ruling.CardAnswer(spade5), ruling.Pick("nothing")}, "declarer-chooses", law.L(41, "A"),
			func(t *testing.T, o *ruling.Outcome) {
				if len(o.Automatic) != 1 || !strings.Contains(o.Automatic[0].Text, "West takes back the card they put face down") ||
					!slices.Contains(o.Automatic[0].Laws, law.L(41, "A")) || !slices.Contains(o.Automatic[0].Laws, law.L(54, "")) {
					t.Errorf("automatic = %+v, want West's face-down card back under Laws 54 and 41A", o.Automatic)
				}
				if len(o.Options) != 5 {
					t.Errorf("declarer still has the five options: %q", choiceLabels(o))
				}
			}},
		// O-7: a card faced before the final pass is a card led during the auction (Law 24B:
		// partner passes at the next turn; 24E: a penalty card if its owner defends), as the
		// Welsh Bridge Union rules it (August 2019).
		{"a lead faced before the auction ended is a card led during the auction", []ruling.Answer{ruling.Pick("auction")}, "auction-period", law.L(24, "B"),
			func(t *testing.T, o *ruling.Outcome) {
				if len(o.MustPass) != 1 || o.MustPass[0].Who.Role != ruling.OffendersPartner || o.MustPass[0].Length != ruling.NextTurn {
					t.Errorf("must pass = %+v, want the partner once", o.MustPass)
				}
				if o.MustPass[0].Who.Seat.Valid() {
					t.Errorf("either defender may have faced the card; the seat %v is a guess", o.MustPass[0].Who.Seat)
				}
				if !o.Interim || len(o.Cases) != 2 || !citesLaw(o, law.L(24, "E")) {
					t.Errorf("want an interim ruling with the two cases of who becomes declarer: %+v", o.Cases)
				}
				if citesLaw(o, law.L(54, "")) || !o.Chooser.IsZero() {
					t.Errorf("no Law 54 options during the auction: %v", o.AllLaws())
				}
			}},
		// D6: Law 58A deems the other card played after the correct leader's legal lead, so it
		// is a play before dummy, the player on its owner's right: Law 57D (pzbs.pl l57.html).
		{"both defenders faced a card at once: the correct lead stands, the other is a premature play", []ruling.Answer{ruling.Pick("both")}, "both-faced", law.L(58, "A"),
			func(t *testing.T, o *ruling.Outcome) {
				if !o.Chooser.IsZero() || len(o.Options) != 0 || citesLaw(o, law.L(54, "D")) {
					t.Errorf("no Law 54 options: chooser %v, laws %v", o.Chooser, o.AllLaws())
				}
				if len(o.Cases) != 2 || !citesLaw(o, law.L(57, "D")) {
					t.Errorf("cases = %+v, want played at its turn if legal, else a major penalty card (57D)", o.Cases)
				}
				if !strings.Contains(o.Summary, "The card faced by West is the opening lead") {
					t.Errorf("summary = %q", o.Summary)
				}
				if len(o.FollowUps) != 1 || o.FollowUps[0].Flow != "premature-play" {
					t.Errorf("follow-ups = %+v, want the premature-play ruling", o.FollowUps)
				}
			}},
		// D9, Q6: Law 11A (2017, as quoted in a 2017 commentary on the changes: the right to
		// rectification may be forfeited if the non-offending side acts before calling the
		// director). README problem 6: what was forfeited is not given back at the end; only the
		// use of the handed-back card by the side at fault (16C2) is still judged.
		{"declarer handed the card back before calling the director: Law 11A, not 54C", append(faced, ruling.Pick("dealt-with")), "dealt-with", law.L(11, "A"),
			func(t *testing.T, o *ruling.Outcome) {
				if citesLaw(o, law.L(54, "C")) || !o.Chooser.IsZero() {
					t.Errorf("no 54C and no choice: %v", o.AllLaws())
				}
				if i := infoOf(t, o.Information, ruling.Party{Role: ruling.OffendersPartner, Seat: bridge.West}); i.Authorized || i.Law != law.L(16, "C2") {
					t.Errorf("West's rule = %+v, want the handed-back card unauthorized (16C2)", i)
				}
				var judge bool
				for _, f := range o.FollowUps {
					judge = judge || f.Law == law.L(16, "C2")
				}
				if !judge || !strings.Contains(strings.Join(o.Notes, " "), "procedural penalty") {
					t.Errorf("want the 16C2 judgement at the end and the procedural penalty: %+v, %q", o.FollowUps, o.Notes)
				}
			}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			o := outcomeOf(t, "opening-lead-out-of-turn", south, tc.answers...)
			if o.ID != tc.ending {
				t.Fatalf("ending = %q, want %q", o.ID, tc.ending)
			}
			if !citesLaw(o, tc.law) {
				t.Errorf("laws %v lack %v", o.AllLaws(), tc.law)
			}
			tc.check(t, o)
		})
	}
}

// The common path — faced by the wrong defender, declarer has not seen dummy — reaches the five
// options in three answers; the rarest (declarer played a card, and which reading applies) in four.
func TestOpeningLeadOutOfTurnPathsAreShort(t *testing.T) {
	if n := len(OpeningLeadOutOfTurn.Common); n > 3 {
		t.Errorf("the common path takes %d answers", n)
	}
	paths, err := OpeningLeadOutOfTurn.Paths()
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range paths {
		if n := len(p.Session.Answers); n > 4 {
			t.Errorf("%s takes %d answers", p.Describe(), n)
		}
	}
}

// README problem 6: declarer handed the card back before calling the director. The penalty card
// and lead options declarer's side would have had were forfeited by acting first (Law 11A); the
// end-of-play reminder must not give them back by taking away "the gain from the card going back
// without penalty". What is left is the partner's use of what the card showed (16C2).
func TestOpeningLeadDealtWithDoesNotGiveBackWhatWasForfeited(t *testing.T) {
	south := ruling.Context{Contract: bridge.Contract{Level: 4, Strain: bridge.SpadesStrain, Declarer: bridge.South}}
	for _, flow := range []struct {
		id      string
		answers []ruling.Answer
	}{
		{"opening-lead-out-of-turn", []ruling.Answer{ruling.Pick("faced"), ruling.CardAnswer(bridge.Card{Suit: bridge.Spades, Rank: bridge.Five}), ruling.Pick("dealt-with")}},
		{"lead-out-of-turn", []ruling.Answer{ruling.Pick("defender-declarer"), ruling.Pick("dealt-with")}},
	} {
		t.Run(flow.id, func(t *testing.T) {
			o := outcomeOf(t, flow.id, south, flow.answers...)
			if o.ID != "dealt-with" {
				t.Fatalf("ending %q", o.ID)
			}
			for _, f := range o.FollowUps {
				if strings.Contains(f.Watch, "without penalty") && !strings.Contains(f.Watch, "stays that way") ||
					strings.Contains(f.Watch, "take that gain away") || strings.Contains(f.Watch, "take the gain away") {
					t.Errorf("the follow-up restores the forfeited rectification: %q", f.Watch)
				}
			}
			if !slices.ContainsFunc(o.FollowUps, func(f ruling.FollowUp) bool { return f.Law == law.L(16, "C2") }) {
				t.Errorf("no end-of-play check of the use of the card taken back (16C2): %+v", o.FollowUps)
			}
		})
	}
}

// P30: a correct defender who leads before declarer has chosen makes an exposed card, ruled under
// Law 49 by way of 50D2.
func TestOpeningLeadCorrectDefenderLeadsBeforeDeclarerChooses(t *testing.T) {
	south := ruling.Context{Contract: bridge.Contract{Level: 4, Strain: bridge.SpadesStrain, Declarer: bridge.South}}
	o := outcomeOf(t, "opening-lead-out-of-turn", south, OpeningLeadOutOfTurn.Common...)
	if !slices.ContainsFunc(o.Notes, func(n string) bool {
		return strings.Contains(n, "before declarer has chosen") && strings.Contains(n, "Law 49")
	}) {
		t.Errorf("the note does not send the early lead to Law 49: %q", o.Notes)
	}
}

// Which reminders each of declarer's five options leaves (Laws 54A, 50D2(a), 56, 50E3). An
// accepted lead is played to the first trick and is never a penalty card, so nothing about the
// ♠5 remains; a spade required or forbidden sends the card back, so only the check for the
// information it gave remains; left on the table, it is a major penalty card with every
// reminder.
func TestOpeningLeadOutOfTurnRemindersFollowTheOptionTaken(t *testing.T) {
	o := outcomeOf(t, "opening-lead-out-of-turn", north2H, ruling.Pick("faced"), ruling.CardAnswer(spade5), ruling.Pick("nothing"))
	open := func(chosen int) (kept []string) {
		for i, f := range o.FollowUps {
			if !o.MootAfter(chosen, i) {
				kept = append(kept, f.Flow)
			}
		}
		return kept
	}
	if len(o.FollowUps) != 3 {
		t.Fatalf("%d follow-ups; want the two penalty-card reminders and the end-of-play check", len(o.FollowUps))
	}
	for chosen, want := range [][]string{nil, nil, {""}, {""}, {"penalty-card", "penalty-card", ""}} {
		if got := open(chosen); !slices.Equal(got, want) {
			t.Errorf("after %q the open follow-ups' flows are %q; want %q", o.Options[chosen].Label, got, want)
		}
	}
	if got := open(-1); len(got) != 3 {
		t.Errorf("before a choice %d follow-ups are open; want all 3", len(got))
	}
}
