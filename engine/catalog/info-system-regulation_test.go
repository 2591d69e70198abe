package catalog

import (
	"slices"
	"strings"
	"testing"

	"tableside/engine/law"
	"tableside/engine/ruling"
)

// Sources for the Law text, 2017 edition, checked with the search tool:
//   - Law 40A1(b) (each partnership must make its understandings available, as the regulating
//     body specifies), 40B1 (special partnership understandings) and 40B2(a) (the body may allow
//     or disallow any of them, and may prescribe a system card): pzbs.pl/sedziowie/mpb/2017/en/l40.html.
//   - Law 40C1 (a deviation partner has no more reason to expect is allowed; repeated ones become
//     agreements to disclose): the 2017 text as quoted on qldbridge.com, Laws Q&A 4.
//   - Law 12A1 (an adjusted score where the Laws give no rectification for the violation) and 12C1
//     (assigned and weighted scores): pzbs.pl/sedziowie/mpb/2017/en/l12.html.
//   - Law 40B2(b) (no consulting one's own system card from the start of the auction to the end of
//     play, unless the body allows it; the declaring side may in the clarification period): the
//     2017 text as quoted on the EBU's forum, discussion 515, "Dummy is reading his/her own
//     convention card". Law 40C3(a) (no aids to memory) and the ACBL club as its own regulating
//     authority for them: acbl.org, club directors' rulings FAQ, "Use of memory aids".
//   - Law 40B4 (a side damaged by the opponents' failure to disclose is entitled to an adjusted
//     score): not retrieved this session; the numbering is from the 2017 Laws as the flow's
//     author knows them.
//   - The bodies: EBU forum discussion 1604, "2024 White Book" (an illegal agreement no longer
//     always gets 40% and 60%); abf.com.au "Rules & Regulations" (the ABF's powers assigned to
//     the states). ACBL and WBF: not confirmed, and the ruling says so.
//
// Every test below failed before this ruling existed (it did not compile: no such ruling).

func TestSystemRegulationBreachRulings(t *testing.T) {
	checkOutcomes(t, "system-regulation-breach", []outcomeCase{
		{name: "a convention not allowed, found before it was used: a permitted method now (40B2(a))",
			answers: picks("not-permitted", "ns", "not-yet"), ending: "stop-using", laws: []law.Ref{law.L(40, "B2(a)")},
			check: noAdjustment},
		{name: "used, but no damage: the result stands (12B1)",
			answers: picks("not-permitted", "ew", "no-effect"), ending: "used-no-effect", laws: []law.Ref{law.L(12, "B1")},
			check: noAdjustment},
		{name: "used and it affected the board, likely result known: assigned (12A1, 12C1)",
			answers: picks("not-permitted", "ns", "affected", "yes"), ending: "assign", laws: []law.Ref{law.L(12, "A1"), law.L(12, "C1")},
			check: func(t *testing.T, o *ruling.Outcome) {
				if o.Adjustment == nil || o.Adjustment.Artificial {
					t.Errorf("adjustment %+v, want an assigned score", o.Adjustment)
				}
				linksTo("adjusted-score")(t, o)
			}},
		{name: "an undisclosed agreement found in time: disclose it now (40A1(b))",
			answers: picks("undisclosed", "ew", "not-yet"), ending: "disclose-now", laws: []law.Ref{law.L(40, "A1(b)")},
			check: noAdjustment},
		{name: "an undisclosed agreement that misled an opponent: the misinformation ruling (40B4)",
			answers: picks("undisclosed", "ns", "misled"), ending: "misinformation", laws: []law.Ref{law.L(40, "B4")},
			check: linksTo("misinformation")},
		{name: "an understanding from experience: adjust if it damaged the opponents (40C1)",
			answers: picks("undisclosed", "ns", "experience"), ending: "concealed", laws: []law.Ref{law.L(40, "C1")},
			check: linksTo("adjusted-score")},
		{name: "no convention card: fill one in, explain fully meanwhile (40B2(a))",
			answers: picks("no-card", "ew"), ending: "no-card", laws: []law.Ref{law.L(40, "B2(a)")},
			check: func(t *testing.T, o *ruling.Outcome) {
				linksTo("misinformation")(t, o)
				linksTo("procedural-penalty")(t, o)
			}},
		{name: "a player looked at their own card during the auction: put it away, adjust only if damaged (40B2(b), 12A1)",
			answers: picks("own-card", "ew", "auction-play"), ending: "own-card-consulted", laws: []law.Ref{law.L(40, "B2(b)"), law.L(12, "A1")},
			check: func(t *testing.T, o *ruling.Outcome) {
				noAdjustment(t, o)
				linksTo("procedural-penalty")(t, o)
			}},
		{name: "declarer's side looked during the clarification period: allowed, the boundary of 40B2(b)",
			answers: picks("own-card", "ns", "clarification"), ending: "own-card-allowed", laws: []law.Ref{law.L(40, "B2(b)")},
			check: func(t *testing.T, o *ruling.Outcome) {
				noAdjustment(t, o)
				if len(o.FollowUps) > 0 {
					t.Errorf("follow-ups for something allowed: %+v", o.FollowUps)
				}
			}},
	})
}

func noAdjustment(t *testing.T, o *ruling.Outcome) {
	t.Helper()
	if o.Adjustment != nil {
		t.Errorf("an adjusted score where the board was not affected: %+v", o.Adjustment)
	}
}

// A disallowed agreement that affected a board whose likely result cannot be judged gets an
// artificial score through the one rule (Law 12C2): the pair that used it directly at fault.
// Worked numbers: at pairs 40% to the pair that used it and 60% to their opponents, each
// replaced by the session percentage when lower, or higher (Law 12C2(c)); at teams −3 and +3 IMPs.
func TestDisallowedConventionThatAffectedTheBoardScoresByFault(t *testing.T) {
	for _, tt := range []struct {
		name    string
		answers []ruling.Answer
		ns, ew  string
	}{
		{"East-West used it, pairs", picks("not-permitted", "ew", "affected", "no", "pairs"),
			"60% or the session percentage", "40% or the session percentage"},
		{"North-South used it, teams", picks("not-permitted", "ns", "affected", "no", "teams"),
			"−3 IMPs or the session average", "+3 IMPs or the session average"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			o := outcomeOf(t, "system-regulation-breach", ruling.Context{Body: law.EBU}, tt.answers...)
			if o.ID != "artificial" || o.Adjustment == nil || !o.Adjustment.Artificial || len(o.Workings) != 2 {
				t.Fatalf("ending %s, adjustment %+v, workings %v", o.ID, o.Adjustment, o.Workings)
			}
			if o.Workings[0].Value != tt.ns || o.Workings[1].Value != tt.ew {
				t.Errorf("North-South %q, East-West %q; want %q and %q", o.Workings[0].Value, o.Workings[1].Value, tt.ns, tt.ew)
			}
			if o.Body != law.EBU {
				t.Errorf("the ruling used %v's options, want the EBU's", o.Body)
			}
		})
	}
}

// The pair is addressed as a side in what is read aloud, and its opponents by their seats.
func TestMisinformationFromAnUndisclosedAgreementNamesBothSides(t *testing.T) {
	o := outcomeOf(t, "system-regulation-breach", ruling.Context{}, picks("undisclosed", "ew", "misled")...)
	if o.Summary != "North-South acted without knowing an agreement of East-West, so this is ruled as misinformation." {
		t.Errorf("summary %q", o.Summary)
	}
	script := strings.Join(o.Script(), "\n")
	if !strings.Contains(script, "East-West, please add the agreement") {
		t.Errorf("the script does not speak to East-West:\n%s", script)
	}
}

// Each body's regulation is named with the ruling, and a body whose rule was not confirmed is
// not said to have one.
func TestSystemBreachNamesTheBodysRegulation(t *testing.T) {
	for _, tt := range []struct {
		body      law.Body
		names     string
		confirmed bool
	}{
		{law.ACBL, "Convention Charts", false},
		{law.EBU, "Blue Book", true},
		{law.ABF, "state association", false},
		{law.WBF, "Systems Policy", false},
	} {
		o := outcomeOf(t, "system-regulation-breach", ruling.Context{Body: tt.body}, SystemRegulationBreach.Common...)
		i := slices.IndexFunc(o.Notes, func(n string) bool { return strings.HasPrefix(n, tt.body.String()+":") })
		if i < 0 {
			t.Errorf("%v: no note for the body: %q", tt.body, o.Notes)
			continue
		}
		note := o.Notes[i]
		if !strings.Contains(note, tt.names) {
			t.Errorf("%v: %q does not name %q", tt.body, note, tt.names)
		}
		if unconfirmed := strings.Contains(note, "could not be confirmed"); unconfirmed == tt.confirmed {
			t.Errorf("%v: confirmed %v, but the note says %q", tt.body, tt.confirmed, note)
		}
	}
}

// The common ruling, a convention not allowed found before it is used, is three taps.
func TestSystemBreachCommonPathIsShort(t *testing.T) {
	checkCommonTaps(t, SystemRegulationBreach, 4)
	for _, q := range []string{"illegal convention", "no convention card", "not on their card", "convention not allowed"} {
		if !slices.Contains(Search(q), SystemRegulationBreach) {
			t.Errorf("search %q does not find the ruling", q)
		}
	}
}
