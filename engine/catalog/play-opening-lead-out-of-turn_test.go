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
// by Opponents", 2021: Law 54 intro and 54A-54E), pzbs.pl (Law 53, 55, 60 in the 2017 edition),
// and bridgewinners.com (Law 41A: a face-down lead is withdrawn only on the director's
// instruction after an irregularity). Searched with the docs/pages corpus, e.g.
// "Law 54 opening lead out of turn faced declarer options 2017 accept spread hand".

func choiceLabels(o *ruling.Outcome) []string {
	var labels []string
	for _, c := range o.Options {
		labels = append(labels, c.Label)
	}
	return labels
}

var spade5 = bridge.Card{Suit: bridge.Spades, Rank: bridge.Five}

// Seed 000 (club director course, "Leads Out of Turn"): the contract is 2♥ by North, the ♠5 is
// led out of turn (so by West, North's right-hand opponent; East should have led), and declarer has five options:
// become dummy, accept and play, require a spade, prohibit a spade (the card is restored to
// hand and the ban lasts while that defender keeps the lead), or a free lead with the ♠5 a
// penalty card. Seed 002 (ABF) lists the same five. The 2017 Law 54 agrees.
func TestOpeningLeadOutOfTurnFiveOptions(t *testing.T) {
	north2H := ruling.Context{Contract: bridge.Contract{Level: 2, Strain: bridge.HeartsStrain, Declarer: bridge.North}}
	o := outcomeOf(t, "opening-lead-out-of-turn", north2H, ruling.Pick("faced"), ruling.CardAnswer(spade5), ruling.Pick("nothing"))

	if o.ID != "declarer-chooses" {
		t.Fatalf("ending = %q, want declarer-chooses", o.ID)
	}
	if !sameParty(o.Chooser, ruling.Party{Role: ruling.Declarer, Seat: bridge.North}) {
		t.Errorf("chooser = %v, want declarer (North)", o.Chooser)
	}
	want := []string{"Accept the lead and play the hand", "Accept the lead and become dummy",
		"Require a spade lead", "Forbid a spade lead", "Let the correct defender lead anything"}
	if got := choiceLabels(o); !slices.Equal(got, want) {
		t.Errorf("options = %q, want %q", got, want)
	}
	// Accepting and playing: declarer plays second from his own hand (54B1), not from dummy.
	if c := o.Options[0].Consequence; !strings.Contains(c, "second card to this trick from his own hand") {
		t.Errorf("accept-and-play consequence = %q", c)
	}
	if c := o.Options[3].Consequence; !strings.Contains(c, "♠5 goes back") || !strings.Contains(c, "for as long as he keeps the lead") {
		t.Errorf("forbid consequence = %q", c)
	}
	if c := o.Options[4].Consequence; !strings.Contains(c, "major penalty card") {
		t.Errorf("free-lead consequence = %q", c)
	}
	if len(o.LeadRestrictions) != 1 {
		t.Fatalf("lead restrictions = %+v", o.LeadRestrictions)
	}
	lr := o.LeadRestrictions[0]
	if lr.Rule != ruling.MayRequireOrForbid || !sameParty(lr.On, ruling.Party{Role: ruling.OffendersPartner, Seat: bridge.East}) ||
		!slices.Equal(lr.Suits, []bridge.Suit{bridge.Spades}) || lr.Law != law.L(50, "D2") {
		t.Errorf("lead restriction = %+v, want declarer may require or forbid spades from East (Law 50D2)", lr)
	}
	if len(o.FollowUps) != 2 || o.FollowUps[1].Flow != "penalty-card" || !strings.Contains(o.FollowUps[1].When, "offender's partner gains the lead") {
		t.Errorf("follow-ups = %+v, want the penalty-card reminders", o.FollowUps)
	}
	if len(o.PenaltyCards) != 0 {
		t.Errorf("no penalty card until declarer refuses the lead; got %+v", o.PenaltyCards)
	}
	for _, r := range []law.Ref{law.L(54, "A"), law.L(54, "B1"), law.L(54, "D"), law.L(50, "D2"), law.L(50, "E"), law.L(10, "C1")} {
		if !citesLaw(o, r) {
			t.Errorf("laws %v lack %v", o.AllLaws(), r)
		}
	}
	var partnerUI bool
	for _, i := range o.Information {
		if i.Who.Role == ruling.OffendersPartner && !i.Authorized && i.Who.Seat == bridge.East {
			partnerUI = true
		}
	}
	if !partnerUI {
		t.Errorf("information = %+v, want the correct leader barred from using the card's information", o.Information)
	}
	script := strings.Join(o.Script(), "\n")
	for _, part := range []string{"North, the choice is yours, made without consulting your partner", "Option 5: Let the correct defender lead anything", "spades (the suit of the ♠5)"} {
		if !strings.Contains(script, part) {
			t.Errorf("script lacks %q:\n%s", part, script)
		}
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
	if s := o.LeadRestrictions[0].Suits; !slices.Equal(s, []bridge.Suit{bridge.Hearts}) {
		t.Errorf("restricted suits = %v", s)
	}
}

func TestOpeningLeadOutOfTurnOtherPaths(t *testing.T) {
	south := ruling.Context{Contract: bridge.Contract{Level: 4, Strain: bridge.SpadesStrain, Declarer: bridge.South}}
	faced := []ruling.Answer{ruling.Pick("faced"), ruling.CardAnswer(spade5)}
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
		{"lead faced after an opponent said it was his lead is taken back freely", []ruling.Answer{ruling.Pick("told")}, "misinformed", law.L(47, "E1"),
			func(t *testing.T, o *ruling.Outcome) {
				if !o.Chooser.IsZero() || len(o.PenaltyCards) != 0 {
					t.Errorf("no choice and no penalty card after 47E1: %+v", o)
				}
			}},
		{"declarer or dummy 'leads': not a lead, the auction-period rule applies", []ruling.Answer{ruling.Pick("declaring-side")}, "declaring-side", law.L(54, "E"),
			func(t *testing.T, o *ruling.Outcome) {
				if !citesLaw(o, law.L(24, "")) || len(o.PenaltyCards) != 0 {
					t.Errorf("want Law 24 and no penalty card: laws %v, cards %+v", o.AllLaws(), o.PenaltyCards)
				}
			}},
		{"dummy showed cards before declarer chose: he must accept and stays declarer", append(faced, ruling.Pick("dummy-shown")), "must-accept", law.L(54, "C"),
			func(t *testing.T, o *ruling.Outcome) {
				if !o.Chooser.IsZero() {
					t.Errorf("54C leaves declarer no choice; chooser = %v", o.Chooser)
				}
				if !citesLaw(o, law.L(54, "B2")) {
					t.Errorf("want 54B2 for a card played second from dummy")
				}
			}},
		// Seed 004: "if Declarer begins to spread his hand, he becomes dummy" — the 2017 Law 54A.
		{"declarer began to spread his hand: he becomes dummy", append(faced, ruling.Pick("declarer-spread")), "declarer-is-dummy", law.L(54, "A"),
			func(t *testing.T, o *ruling.Outcome) {
				if !o.Chooser.IsZero() {
					t.Errorf("54A leaves no choice; chooser = %v", o.Chooser)
				}
			}},
		// Seed 004 says a card played by declarer is picked up and the lead dealt with; that is
		// one of three readings. The flow applies 53A and shows the disagreement in a note.
		{"declarer played a card to the lead: accepted, with the disagreement noted", append(faced, ruling.Pick("declarer-played")), "declarer-played", law.L(53, "A"),
			func(t *testing.T, o *ruling.Outcome) {
				notes := strings.Join(o.Notes, " ")
				for _, want := range []string{"Directors disagree", "54A", "48A", "seed 004"} {
					if !strings.Contains(notes, want) {
						t.Errorf("notes lack %q: %s", want, notes)
					}
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

// The common path — faced by the wrong defender, declarer has not seen dummy — must reach the
// five options in three answers.
func TestOpeningLeadOutOfTurnCommonPathIsShort(t *testing.T) {
	paths, err := OpeningLeadOutOfTurn.Paths()
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range paths {
		if n := len(p.Session.Answers); n > 3 {
			t.Errorf("%s takes %d answers", p.Describe(), n)
		}
	}
}
