package catalog

import (
	"slices"
	"strings"
	"tableside/engine/ruling"
	"testing"

	"tableside/engine/bridge"
	"tableside/engine/law"
)

// Law text checked against the 2017 Laws: Law 53 (A: acceptance by statement or by a play from
// the next hand; B: the proper lead made afterwards stands; C: the wrong defender plays to
// declarer's irregular lead → Law 57) as given at thesmolens.com/LawsDupBridge/law53.html;
// Law 55 (either defender may accept or refuse, the player next in turn prevails; B1/B2; C)
// and Law 60B at pzbs.pl; Law 56/50D as summarised by bridgewebs engineersireland. Searched in
// the pages corpus ("Law 53 lead out of turn accepted ... 2017", "Law 56 defender's lead out of
// turn ... 2017"). Phillip Alder's column (2022) confirms declarer need not lead the same suit
// from the correct hand.

func TestLeadOutOfTurnDuringPlay(t *testing.T) {
	north2H := ruling.Context{Contract: bridge.Contract{Level: 2, Strain: bridge.HeartsStrain, Declarer: bridge.North}}
	tests := []struct {
		name    string
		answers []ruling.Answer
		ending  string
		labels  []string // the chooser's options, when someone chooses
		laws    []law.Ref
		check   func(t *testing.T, o *ruling.Outcome)
	}{
		// Seed 000 ("Declarer's lead from the wrong hand", Law 55): either defender may accept;
		// if not, declarer leads what he likes from the correct hand. Seed 004 (4/25/24) adds
		// that if the defenders disagree the one next in line decides — the 2017 Law 55A.
		{"declarer leads from the wrong hand, defenders have not decided", []ruling.Answer{ruling.Pick("wrong-hand"), ruling.Pick("open")}, "defenders-choose",
			[]string{"Accept the lead", "Have the lead taken back"}, []law.Ref{law.L(55, "A"), law.L(55, "B2"), law.L(55, "C")},
			func(t *testing.T, o *ruling.Outcome) {
				if o.Chooser.Role != ruling.Defenders {
					t.Errorf("chooser = %v, want the defenders", o.Chooser)
				}
				if c := o.Options[1].Consequence; !strings.Contains(c, "leads from the correct hand") || !strings.Contains(c, "any card") {
					t.Errorf("retraction consequence = %q", c)
				}
				if !strings.Contains(o.Automatic[0].Text, "the one who plays next to the lead decides") {
					t.Errorf("no rule for defenders who disagree: %+v", o.Automatic)
				}
				if len(o.PenaltyCards) != 0 {
					t.Errorf("declarer never has penalty cards (Law 48A): %+v", o.PenaltyCards)
				}
			}},
		// Seed 002 (ABF): when a defender was on lead, the card goes back and the correct hand leads.
		{"declarer leads when a defender was on lead, defenders have not decided", []ruling.Answer{ruling.Pick("declarer"), ruling.Pick("open")}, "defenders-choose",
			[]string{"Accept the lead", "Have the lead taken back"}, []law.Ref{law.L(55, "B1"), law.L(60, "B")},
			func(t *testing.T, o *ruling.Outcome) {
				if c := o.Options[1].Consequence; !strings.Contains(c, "the defender whose turn it was leads") {
					t.Errorf("retraction consequence = %q", c)
				}
			}},
		{"declarer's wrong-hand lead already accepted by the next hand", []ruling.Answer{ruling.Pick("wrong-hand"), ruling.Pick("accepted")}, "declarer-lead-stands",
			nil, []law.Ref{law.L(53, "A"), law.L(55, "A")}, nil},
		{"declarer's lead at a defender's turn already accepted", []ruling.Answer{ruling.Pick("declarer"), ruling.Pick("accepted")}, "declarer-lead-stands",
			nil, []law.Ref{law.L(53, "A")}, nil},
		{"the defender on the right plays to declarer's wrong-hand lead", []ruling.Answer{ruling.Pick("wrong-hand"), ruling.Pick("right-played")}, "wrong-defender-played",
			nil, []law.Ref{law.L(53, "C"), law.L(57, "A")},
			func(t *testing.T, o *ruling.Outcome) {
				if len(o.FollowUps) != 1 || o.FollowUps[0].Flow != "premature-play" {
					t.Errorf("follow-ups = %+v, want the premature-play ruling", o.FollowUps)
				}
				if !strings.Contains(strings.Join(o.Notes, " "), "Law 57C") {
					t.Errorf("notes should mention the 57C exemption: %q", o.Notes)
				}
			}},
		{"the defender on the right plays to declarer's lead at a defender's turn", []ruling.Answer{ruling.Pick("declarer"), ruling.Pick("right-played")}, "wrong-defender-played",
			nil, []law.Ref{law.L(53, "C")}, nil},
		{"the defender on lead leads after declarer's lead out of turn", []ruling.Answer{ruling.Pick("declarer"), ruling.Pick("proper-lead")}, "proper-lead-stands",
			nil, []law.Ref{law.L(53, "B"), law.L(16, "C")},
			func(t *testing.T, o *ruling.Outcome) {
				if len(o.Information) != 2 || !o.Information[0].Authorized || o.Information[1].Authorized || o.Information[1].Who.Role != ruling.Declarer {
					t.Errorf("information = %+v, want defenders free and declarer barred", o.Information)
				}
			}},
		// Seed 000 ("Leads Out of Turn During Play"): declarer may accept, require the suit,
		// prohibit it while that defender keeps the lead, or let the proper defender lead
		// anything with the card a penalty card. Seed 002 lists the same for a defender who
		// leads at his partner's turn.
		{"defender leads at his partner's turn, declarer chooses", []ruling.Answer{ruling.Pick("defender-partner"), ruling.Pick("open"), ruling.CardAnswer(spade5)}, "declarer-chooses-partner-leads",
			[]string{"Accept the lead", "Require a spade lead", "Forbid a spade lead", "Let the offender's partner lead anything"},
			[]law.Ref{law.L(56, ""), law.L(50, "D2"), law.L(50, "E"), law.L(10, "C1")},
			func(t *testing.T, o *ruling.Outcome) {
				if !sameParty(o.Chooser, ruling.Party{Role: ruling.Declarer, Seat: bridge.North}) {
					t.Errorf("chooser = %v, want declarer (North)", o.Chooser)
				}
				if len(o.LeadRestrictions) != 1 || o.LeadRestrictions[0].Rule != ruling.MayRequireOrForbid ||
					o.LeadRestrictions[0].On.Role != ruling.OffendersPartner || !slices.Equal(o.LeadRestrictions[0].Suits, []bridge.Suit{bridge.Spades}) {
					t.Errorf("lead restrictions = %+v", o.LeadRestrictions)
				}
				if len(o.FollowUps) != 2 || o.FollowUps[0].Flow != "penalty-card" || o.FollowUps[1].Flow != "penalty-card" {
					t.Errorf("follow-ups = %+v, want two penalty-card reminders", o.FollowUps)
				}
				if c := o.Options[3].Consequence; !strings.Contains(c, "♠5 stays face up as a major penalty card") {
					t.Errorf("free-lead consequence = %q", c)
				}
				if !slices.Contains(o.Notes, trick13Note) {
					t.Errorf("notes = %q, want the trick-13 boundary (Law 53A)", o.Notes)
				}
			}},
		// Seed 000 and seed 002: when the lead should have come from declarer or dummy,
		// declarer may accept, or the card stays face up as a penalty card.
		{"defender leads when declarer or dummy was on lead, declarer chooses", []ruling.Answer{ruling.Pick("defender-declarer"), ruling.Pick("open"), ruling.CardAnswer(bridge.Card{Suit: bridge.Diamonds, Rank: bridge.Queen})},
			"declarer-chooses-own-lead", []string{"Accept the lead", "Refuse the lead"}, []law.Ref{law.L(56, ""), law.L(50, "D1")},
			func(t *testing.T, o *ruling.Outcome) {
				if c := o.Options[1].Consequence; !strings.Contains(c, "♦Q stays face up as a major penalty card") || !strings.Contains(c, "declarer leads from the correct hand") {
					t.Errorf("refusal consequence = %q", c)
				}
				if len(o.LeadRestrictions) != 0 {
					t.Errorf("declarer is on lead: no lead restriction now, got %+v", o.LeadRestrictions)
				}
				if len(o.FollowUps) != 2 || !strings.Contains(o.FollowUps[1].When, "offender's partner gains the lead") {
					t.Errorf("follow-ups = %+v, want the reminder for when partner gains the lead", o.FollowUps)
				}
			}},
		{"defender's lead at his partner's turn already accepted", []ruling.Answer{ruling.Pick("defender-partner"), ruling.Pick("accepted")}, "defender-lead-stands",
			nil, []law.Ref{law.L(53, "A")},
			func(t *testing.T, o *ruling.Outcome) {
				if len(o.PenaltyCards) != 0 || len(o.LeadRestrictions) != 0 {
					t.Errorf("an accepted lead leaves no penalty card or restriction: %+v", o)
				}
			}},
		{"defender's lead at declarer's turn already accepted", []ruling.Answer{ruling.Pick("defender-declarer"), ruling.Pick("accepted")}, "defender-lead-stands",
			nil, []law.Ref{law.L(53, "A")}, nil},
		// Seed 004 calls a lead before partner has played to the trick a "lead out of turn";
		// under the 2017 Laws it is a premature play (Law 57), and the flow sends it there.
		{"defender leads before his partner played to the trick: Law 57, not a lead out of turn", []ruling.Answer{ruling.Pick("premature")}, "premature",
			nil, []law.Ref{law.L(57, "A")},
			func(t *testing.T, o *ruling.Outcome) {
				if len(o.FollowUps) != 1 || o.FollowUps[0].Flow != "premature-play" {
					t.Errorf("follow-ups = %+v, want the premature-play ruling", o.FollowUps)
				}
				if !strings.Contains(strings.Join(o.Notes, " "), "Seed 004") {
					t.Errorf("notes should explain seed 004's wording: %q", o.Notes)
				}
			}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			o := outcomeOf(t, "lead-out-of-turn", north2H, tc.answers...)
			if o.ID != tc.ending {
				t.Fatalf("ending = %q, want %q", o.ID, tc.ending)
			}
			if got := choiceLabels(o); !slices.Equal(got, tc.labels) {
				t.Errorf("options = %q, want %q", got, tc.labels)
			}
			for _, r := range tc.laws {
				if !citesLaw(o, r) {
					t.Errorf("laws %v lack %v", o.AllLaws(), r)
				}
			}
			if tc.check != nil {
				tc.check(t, o)
			}
		})
	}
}

// Without a contract in the context, nobody's seat is named, and the wording still reads.
func TestLeadOutOfTurnWithoutContract(t *testing.T) {
	o := outcomeOf(t, "lead-out-of-turn", ruling.Context{}, ruling.Pick("defender-partner"), ruling.Pick("open"), ruling.CardAnswer(bridge.Card{Suit: bridge.Clubs, Rank: bridge.Two}))
	if !sameParty(o.Chooser, ruling.Party{Role: ruling.Declarer}) {
		t.Errorf("chooser = %v", o.Chooser)
	}
	script := strings.Join(o.Script(), "\n")
	if !strings.Contains(script, "Option 3: Forbid a club lead") || !strings.Contains(script, "may not lead clubs") {
		t.Errorf("script:\n%s", script)
	}
}

// Every path reaches its outcome in three answers or fewer; the common ones in two.
func TestLeadOutOfTurnPathsAreShort(t *testing.T) {
	paths, err := LeadOutOfTurn.Paths()
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range paths {
		if n := len(p.Session.Answers); n > 3 {
			t.Errorf("%s takes %d answers", p.Describe(), n)
		}
	}
}

// Search finds both lead rulings by what players say.
func TestLeadOutOfTurnSearch(t *testing.T) {
	for _, q := range []string{"led from the wrong hand", "he led out of turn"} {
		found := false
		for _, f := range Search(q) {
			if f.ID == LeadOutOfTurn.ID {
				found = true
			}
		}
		if !found {
			t.Errorf("Search(%q) does not find %s", q, LeadOutOfTurn.ID)
		}
	}
}
