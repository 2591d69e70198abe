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
// the next hand; B: the proper lead made afterwards stands, "without his card being deemed
// played to the irregular lead", and cards played in error may be withdrawn; C: the wrong
// defender plays to declarer's irregular lead → Law 57) as given at thesmolens.com/LawsDupBridge/
// law53.html and laws.hellasbridge.org/law_53; Law 55 (either defender may accept or refuse, the
// player next in turn prevails; B1 a defender's turn: the card is restored, no further
// rectification; B2 the wrong hand: declarer must lead from the correct hand; C) at
// laws.hellasbridge.org/law_55 (2017) and pzbs.pl; Law 60B at pzbs.pl; Law 56/50D as summarised
// by bridgewebs engineersireland; Law 43B3 (2017: no immediate rectification, play continues,
// only the defenders' gain is taken away) as summarised at st-johns-bridge.ca ("What Is New in
// the 2017 Laws — Part 3"); Law 11A as quoted in a 2017 commentary on the changes (docslib).
// Searched in the pages corpus ("Law 53 lead out of turn accepted ... 2017", "Law 56 defender's
// lead out of turn ... 2017"). Phillip Alder's column (2022) confirms declarer need not lead the
// same suit from the correct hand.

func TestLeadOutOfTurnDuringPlay(t *testing.T) {
	tests := []struct {
		name    string
		answers []ruling.Answer
		ending  string
		labels  []string // the chooser's options, when someone chooses
		laws    []law.Ref
		check   func(t *testing.T, o *ruling.Outcome)
	}{
		// Seed 000 ("Declarer's lead from the wrong hand", Law 55): either defender may accept;
		// if not, declarer leads what they like from the correct hand. Seed 004 (4/25/24) adds
		// that if the defenders disagree the one next in line decides — the 2017 Law 55A.
		{"declarer leads from the wrong hand, defenders have not decided", []ruling.Answer{ruling.Pick("wrong-hand"), ruling.Pick("open")}, "defenders-choose",
			[]string{"Accept the lead", "Have the lead taken back"}, []law.Ref{law.L(55, "A"), law.L(55, "B2"), law.L(55, "C"), law.L(60, "B")},
			func(t *testing.T, o *ruling.Outcome) {
				if o.Chooser.Role != ruling.Defenders {
					t.Errorf("chooser = %v, want the defenders", o.Chooser)
				}
				c := o.Options[1]
				if !strings.Contains(c.Consequence, "leads from the correct hand") || !strings.Contains(c.Consequence, "any card") {
					t.Errorf("retraction consequence = %q", c.Consequence)
				}
				// L-2: Law 60B belongs to declarer's required lead from the correct hand.
				if !slices.Contains(c.Laws, law.L(60, "B")) || !strings.Contains(c.Consequence, "major penalty card") {
					t.Errorf("the wrong-hand retraction should carry Law 60B: %+v", c)
				}
				if len(o.PenaltyCards) != 0 {
					t.Errorf("declarer never has penalty cards (Law 48A): %+v", o.PenaltyCards)
				}
			}},
		// Seed 002 (ABF): when a defender was on lead, the card goes back and the correct hand
		// leads. L-2: Law 55B1 says there is no further rectification; the 60B sentence (a
		// defender playing before declarer's required lead) does not belong on this path.
		{"declarer leads when a defender was on lead, defenders have not decided", []ruling.Answer{ruling.Pick("declarer"), ruling.Pick("open")}, "defenders-choose",
			[]string{"Accept the lead", "Have the lead taken back"}, []law.Ref{law.L(55, "B1")},
			func(t *testing.T, o *ruling.Outcome) {
				if c := o.Options[1].Consequence; !strings.Contains(c, "the defender whose turn it was leads") {
					t.Errorf("retraction consequence = %q", c)
				}
				if citesLaw(o, law.L(60, "B")) || strings.Contains(scriptOf(o), "major penalty card") {
					t.Errorf("Law 60B read on the defender's-turn path:\n%s", scriptOf(o))
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
			nil, []law.Ref{law.L(53, "B"), law.L(16, "C1"), law.L(16, "C2")},
			func(t *testing.T, o *ruling.Outcome) {
				if len(o.Information) != 2 || !o.Information[0].Authorized || o.Information[1].Authorized || o.Information[1].Who.Role != ruling.Declarer {
					t.Errorf("information = %+v, want defenders free and declarer barred", o.Information)
				}
			}},
		// Seed 000 ("Leads Out of Turn During Play"): declarer may accept, require the suit,
		// prohibit it while that defender keeps the lead, or let the proper defender lead
		// anything with the card a penalty card. Seed 002 lists the same for a defender who
		// leads at their partner's turn.
		{"defender leads at their partner's turn, declarer chooses", []ruling.Answer{ruling.Pick("defender-partner"), ruling.Pick("open"), ruling.CardAnswer(spade5)}, "declarer-chooses-partner-leads",
			[]string{"Accept the lead", "Require a spade lead", "Forbid a spade lead", "Let the other defender lead anything"},
			[]law.Ref{law.L(56, ""), law.L(50, "D2"), law.L(50, "E1"), law.L(50, "E2"), law.L(10, "C1")},
			func(t *testing.T, o *ruling.Outcome) {
				if !sameParty(o.Chooser, ruling.Party{Role: ruling.Declarer, Seat: bridge.North}) {
					t.Errorf("chooser = %v, want declarer (North)", o.Chooser)
				}
				free := o.Options[3]
				if len(free.LeadRestrictions) != 1 || free.LeadRestrictions[0].Rule != ruling.MayRequireOrForbid ||
					free.LeadRestrictions[0].On.Role != ruling.OffendersPartner || !slices.Equal(free.LeadRestrictions[0].Suits, []bridge.Suit{bridge.Spades}) {
					t.Errorf("free-lead restrictions = %+v", free.LeadRestrictions)
				}
				if len(free.PenaltyCards) != 1 || free.PenaltyCards[0].Card != spade5 || free.PenaltyCards[0].Law != law.L(56, "") {
					t.Errorf("free-lead penalty cards = %+v, want the ♠5 (Law 56)", free.PenaltyCards)
				}
				if len(o.FollowUps) < 2 || o.FollowUps[0].Flow != "penalty-card" || o.FollowUps[1].Flow != "penalty-card" {
					t.Errorf("follow-ups = %+v, want the penalty-card reminders", o.FollowUps)
				}
				if !slices.Contains(o.Notes, trick13Note) {
					t.Errorf("notes = %q, want the trick-13 boundary (Law 53A)", o.Notes)
				}
			}},
		// Seed 000 and seed 002: when the lead should have come from declarer or dummy,
		// declarer may accept, or the card stays face up as a penalty card.
		{"defender leads when declarer or dummy was on lead, declarer chooses", []ruling.Answer{ruling.Pick("defender-declarer"), ruling.Pick("open"), ruling.CardAnswer(bridge.Card{Suit: bridge.Diamonds, Rank: bridge.Queen})},
			"declarer-chooses-own-lead", []string{"Accept the lead", "Refuse the lead"}, []law.Ref{law.L(56, ""), law.L(50, "D1"), law.L(50, "E1")},
			func(t *testing.T, o *ruling.Outcome) {
				refuse := o.Options[1]
				if !strings.Contains(refuse.Consequence, "North leads from the correct hand") {
					t.Errorf("refusal consequence = %q", refuse.Consequence)
				}
				if len(refuse.PenaltyCards) != 1 || !refuse.PenaltyCards[0].Major {
					t.Errorf("refusal penalty cards = %+v, want the ♦Q a major penalty card", refuse.PenaltyCards)
				}
				if len(o.LeadRestrictions) != 0 {
					t.Errorf("declarer is on lead: no lead restriction now, got %+v", o.LeadRestrictions)
				}
				if len(o.FollowUps) < 2 || !strings.Contains(o.FollowUps[1].When, "the other defender gains the lead") {
					t.Errorf("follow-ups = %+v, want the reminder for when partner gains the lead", o.FollowUps)
				}
			}},
		{"defender's lead at their partner's turn already accepted", []ruling.Answer{ruling.Pick("defender-partner"), ruling.Pick("accepted")}, "defender-lead-stands",
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
		{"defender leads before their partner played to the trick: Law 57, not a lead out of turn", []ruling.Answer{ruling.Pick("premature")}, "premature",
			nil, []law.Ref{law.L(57, "A")},
			func(t *testing.T, o *ruling.Outcome) {
				if len(o.FollowUps) != 1 || o.FollowUps[0].Flow != "premature-play" {
					t.Errorf("follow-ups = %+v, want the premature-play ruling", o.FollowUps)
				}
				if !strings.Contains(strings.Join(o.Notes, " "), "rules column") {
					t.Errorf("notes should explain the club column's wording: %q", o.Notes)
				}
			}},
		// L-4 and R2 (Law 55A): when one defender would accept and the other would not, the
		// defender who plays next after the card that was led decides. With the contract known,
		// that is East if the card came from North's hand and West if it came from dummy.
		{"the defenders disagree about declarer's wrong-hand lead: the next to play decides", []ruling.Answer{ruling.Pick("wrong-hand"), ruling.Pick("disagree")}, "defenders-choose",
			[]string{"Accept the lead", "Have the lead taken back"}, []law.Ref{law.L(55, "A")},
			func(t *testing.T, o *ruling.Outcome) {
				if !strings.Contains(o.Summary, "disagree") {
					t.Errorf("summary = %q", o.Summary)
				}
				want := []ruling.Case{{If: "the card came from the hand of North", Then: "East decides", Laws: []law.Ref{law.L(55, "A")}},
					{If: "the card came from dummy", Then: "West decides", Laws: []law.Ref{law.L(55, "A")}}}
				if len(o.Cases) != 2 || o.Cases[0].If != want[0].If || o.Cases[0].Then != want[0].Then || o.Cases[1].If != want[1].If || o.Cases[1].Then != want[1].Then {
					t.Errorf("cases = %+v, want %+v", o.Cases, want)
				}
				if line := o.Script()[1]; line != "It is for the defender who plays next after the card that was led to choose, without consulting their partner." {
					t.Errorf("chooser line = %q", line)
				}
			}},
		{"the defenders disagree about declarer's lead at a defender's turn", []ruling.Answer{ruling.Pick("declarer"), ruling.Pick("disagree")}, "defenders-choose",
			[]string{"Accept the lead", "Have the lead taken back"}, []law.Ref{law.L(55, "A"), law.L(55, "B1")}, nil},
		// D7: Law 43B3 — dummy, after looking at a defender's hand, is first to point out the
		// defenders' irregularity: no rectification now, play goes on, and at the end only the
		// defenders' gain is taken away.
		{"dummy who had looked at a defender's hand points out a defender's lead out of turn", []ruling.Answer{ruling.Pick("defender-partner"), ruling.Pick("dummy-looked")}, "dummy-drew-attention",
			nil, []law.Ref{law.L(43, "B3")},
			func(t *testing.T, o *ruling.Outcome) {
				if !o.Chooser.IsZero() || len(o.PenaltyCards) != 0 || citesLaw(o, law.L(56, "")) {
					t.Errorf("no rectification now: %+v", o)
				}
				if !o.Interim || len(o.Cases) != 2 {
					t.Errorf("want an interim ruling with the end-of-play cases: %+v", o.Cases)
				}
				if !strings.Contains(strings.Join(o.Notes, " "), "procedural penalty") {
					t.Errorf("notes = %q, want the procedural penalty for dummy", o.Notes)
				}
			}},
		// D9: Law 11A — the non-offending side dealt with it before calling the director.
		{"declarer handed a defender's lead back and play went on", []ruling.Answer{ruling.Pick("defender-partner"), ruling.Pick("dealt-with")}, "dealt-with",
			nil, []law.Ref{law.L(11, "A"), law.L(16, "C2")},
			func(t *testing.T, o *ruling.Outcome) {
				if i := infoOf(t, o.Information, ruling.Party{Role: ruling.OffendersPartner}); i.Authorized {
					t.Errorf("partner of the defender who led: %+v, want unauthorized", i)
				}
			}},
		{"the defenders told declarer to lead from the other hand and play went on", []ruling.Answer{ruling.Pick("wrong-hand"), ruling.Pick("dealt-with")}, "dealt-with",
			nil, []law.Ref{law.L(11, "A"), law.L(16, "C1")},
			func(t *testing.T, o *ruling.Outcome) {
				if i := infoOf(t, o.Information, ruling.Party{Role: ruling.Defenders}); !i.Authorized {
					t.Errorf("defenders: %+v, want authorized", i)
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

// L-3: what a defender's led card shows is ruled only with the options that make it a penalty
// card, never before declarer chooses (Law 50E; see the opening-lead test for the sources).
func TestLeadOutOfTurnInformationGoesWithTheOption(t *testing.T) {
	for _, who := range []string{"defender-partner", "defender-declarer"} {
		o := outcomeOf(t, "lead-out-of-turn", north2H, ruling.Pick(who), ruling.Pick("open"), ruling.CardAnswer(spade5))
		if len(o.Information) != 0 {
			t.Errorf("%s: information read before the choice: %+v", who, o.Information)
		}
		if c := o.Options[0]; len(c.Information)+len(c.PenaltyCards) != 0 {
			t.Errorf("%s: accepting leaves a legal lead: %+v", who, c)
		}
		for _, c := range o.Options[1:] {
			if len(c.Information) == 0 {
				t.Errorf("%s: option %q has no information rule", who, c.Label)
			}
		}
	}
}

// L-1: when the defender whose turn it was is also the next hand, the help gives the director
// the test: a card played to declarer's card accepts it (53A); a card led in its own right is
// the proper lead (53B).
func TestLeadOutOfTurnHelpTellsAPlayFromAProperLead(t *testing.T) {
	var help string
	for _, st := range LeadOutOfTurn.Steps {
		if st.ID == "defender-turn-response" {
			help = st.Help
		}
	}
	for _, want := range []string{"also the next hand", "played to", "in its own right", "53A", "53B"} {
		if !strings.Contains(help, want) {
			t.Errorf("help lacks %q: %s", want, help)
		}
	}
}

// Without a contract in the context, nobody's seat is named, and the wording still reads.
func TestLeadOutOfTurnWithoutContract(t *testing.T) {
	o := outcomeOf(t, "lead-out-of-turn", ruling.Context{}, ruling.Pick("defender-partner"), ruling.Pick("open"), ruling.CardAnswer(bridge.Card{Suit: bridge.Clubs, Rank: bridge.Two}))
	if !sameParty(o.Chooser, ruling.Party{Role: ruling.Declarer}) {
		t.Errorf("chooser = %v", o.Chooser)
	}
	script := scriptOf(o)
	if !strings.Contains(script, "Option 3: Forbid a club lead") || !strings.Contains(script, "may not lead clubs") {
		t.Errorf("script:\n%s", script)
	}
	o = outcomeOf(t, "lead-out-of-turn", ruling.Context{}, ruling.Pick("wrong-hand"), ruling.Pick("open"))
	if line := o.Script()[1]; line != "It is for either defender to choose, without consulting their partner." {
		t.Errorf("chooser line = %q", line)
	}
	if !slices.ContainsFunc(o.Automatic, func(e ruling.Effect) bool {
		return strings.Contains(e.Text, "the defender who plays next after the card that was led decides")
	}) {
		t.Errorf("no rule for defenders who disagree: %+v", o.Automatic)
	}
}

// Every path reaches its outcome in three answers or fewer; the common ones in two.
func TestLeadOutOfTurnPathsAreShort(t *testing.T) {
	if n := len(LeadOutOfTurn.Common); n > 2 {
		t.Errorf("the common path takes %d answers", n)
	}
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
	for _, q := range []string{"led from the wrong hand", "they led out of turn"} {
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

// P31: a defender led out of turn when declarer or dummy was on lead, and declarer then led from
// the correct hand in its own right (53B). The proper lead stands, the defender's card goes back,
// and Law 16C says who may use what it showed.
func TestDeclarerLedProperlyAfterADefendersLeadOutOfTurn(t *testing.T) {
	o := outcomeOf(t, "lead-out-of-turn", ruling.Context{}, ruling.Pick("defender-then-declarer"))
	if !citesLaw(o, law.L(53, "B")) || len(o.PenaltyCards) != 0 || o.Chooser.Role != ruling.NoRole {
		t.Errorf("want the proper lead to stand under 53B, no penalty card and no choice: %+v", o)
	}
	if !slices.ContainsFunc(o.Information, func(i ruling.InfoRule) bool { return !i.Authorized && i.Law == law.L(16, "C2") }) ||
		!slices.ContainsFunc(o.Information, func(i ruling.InfoRule) bool { return i.Authorized && i.Law == law.L(16, "C1") }) {
		t.Errorf("information = %+v, want 16C1 and 16C2", o.Information)
	}
}
