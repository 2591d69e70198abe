package catalog

import (
	"slices"
	"strings"
	"tableside/engine/ruling"
	"testing"

	"tableside/engine/law"
)

// Law 23 (2017) checked at https://www.pzbs.pl/sedziowie/mpb/2017/en/l23.html: three independent
// tests (23A1-3), no further rectification and Law 16C2 not applying (23B), adjusted score when
// the non-offenders are damaged (23C).

func TestComparableCallStandalone(t *testing.T) {
	tests := []struct {
		name      string
		after     string
		test      string
		ending    string
		length    ruling.PassLength
		damageLaw law.Ref
	}{
		// Seed 004 (club column): any one test suffices; the replacement must fit *all* meanings of
		// the withdrawn call for the subset test.
		{"after a call out of rotation, similar meaning", "out-of-rotation", "similar-meaning", "comparable-rotation", ruling.NoPassLength, law.L(23, "C")},
		{"after a call out of rotation, subset", "out-of-rotation", "subset", "comparable-rotation", ruling.NoPassLength, law.L(23, "C")},
		// Seed 004: 1NT out of turn, then 2NT over a weak 2♥ serves the same purpose.
		{"after a call out of rotation, same purpose", "out-of-rotation", "same-purpose", "comparable-rotation", ruling.NoPassLength, law.L(23, "C")},
		{"after a call out of rotation, not comparable: partner passes once", "out-of-rotation", "none", "not-comparable-rotation", ruling.NextTurn, law.Ref{}},
		{"after an insufficient bid, comparable", "insufficient", "same-purpose", "comparable-insufficient", ruling.NoPassLength, law.L(27, "D")},
		{"after an insufficient bid, not comparable: partner barred for the rest of the auction", "insufficient", "none", "not-comparable-insufficient", ruling.RestOfAuction, law.Ref{}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			o := outcomeOf(t, "comparable-call", ruling.Context{}, ruling.Pick(tc.after), ruling.Pick(tc.test))
			if o.ID != tc.ending {
				t.Fatalf("ending = %q, want %q", o.ID, tc.ending)
			}
			if tc.length == ruling.NoPassLength {
				if len(o.MustPass) != 0 || len(o.LeadRestrictions) != 0 {
					t.Errorf("comparable: must pass %+v, leads %+v; want none", o.MustPass, o.LeadRestrictions)
				}
				if o.Adjustment == nil || o.Adjustment.Law != tc.damageLaw {
					t.Errorf("adjustment = %+v, want the %s check", o.Adjustment, tc.damageLaw)
				}
				return
			}
			if len(o.MustPass) != 1 || o.MustPass[0].Length != tc.length || o.MustPass[0].Who.Role != ruling.OffendersPartner {
				t.Errorf("must pass = %+v, want partner %s", o.MustPass, tc.length)
			}
			if len(o.LeadRestrictions) != 1 || o.LeadRestrictions[0].Rule != ruling.MayProhibit {
				t.Errorf("lead restrictions = %+v, want declarer may prohibit one suit (Law 26B, not require)", o.LeadRestrictions)
			}
			if !slices.ContainsFunc(o.FollowUps, func(f ruling.FollowUp) bool { return f.Law == law.L(26, "B") }) {
				t.Errorf("no reminder to apply the lead restriction: %+v", o.FollowUps)
			}
		})
	}
}

// The three flows share one wording of Law 23A.
func TestComparableCallTestsAreWordedOnce(t *testing.T) {
	want := comparableCallStep("x", "?", ruling.Rule("a"), ruling.Rule("b")).Options
	for _, id := range []string{"comparable-call", "insufficient-bid", "call-out-of-rotation"} {
		f := Lookup(id)
		found := 0
		for _, st := range f.Steps {
			if len(st.Options) != len(want) || st.Options[0].ID != "similar-meaning" {
				continue
			}
			found++
			for i, o := range st.Options {
				if o.Label != want[i].Label || o.Help != want[i].Help {
					t.Errorf("%s step %s option %d = %q, want the shared %q", id, st.ID, i, o.Label, want[i].Label)
				}
			}
		}
		if found == 0 {
			t.Errorf("%s does not ask the comparable-call tests", id)
		}
	}
}

// CC-1 and CC-2 of the 2017 law review. The partner-passes-once paragraph depends on the kind of
// call out of rotation: 30B1(b)(ii) for a pass, 31A2(b) for a bid, 32A2(b) for a double or
// redouble (Law 23 cross-references, https://www.pzbs.pl/sedziowie/mpb/2017/en/l23.html, and
// Law 31 at https://www.pzbs.pl/sedziowie/mpb/2017/en/l31.html).
func TestComparableCallLawReview(t *testing.T) {
	for _, tc := range []struct{ after, pass, free string }{
		{"pass-out-of-rotation", "B1(b)(ii)", "B1(b)(i)"},
		{"out-of-rotation", "A2(b)", "A2(a)"},
		{"double-out-of-rotation", "A2(b)", "A2(a)"},
	} {
		t.Run("CC-1 "+tc.after+" cites its own paragraph", func(t *testing.T) {
			n := map[string]int{"pass-out-of-rotation": 30, "out-of-rotation": 31, "double-out-of-rotation": 32}[tc.after]
			o := outcomeOf(t, "comparable-call", ruling.Context{}, ruling.Pick(tc.after), ruling.Pick("none"))
			if len(o.MustPass) != 1 || o.MustPass[0].Law != law.L(n, tc.pass) || o.MustPass[0].Length != ruling.NextTurn {
				t.Errorf("must pass %+v; want partner once under Law %d%s", o.MustPass, n, tc.pass)
			}
			o = outcomeOf(t, "comparable-call", ruling.Context{}, ruling.Pick(tc.after), ruling.Pick("subset"))
			if !citesLaw(o, law.L(n, tc.free)) {
				t.Errorf("comparable call cites %v; want Law %d%s", o.AllLaws(), n, tc.free)
			}
		})
	}
	t.Run("CC-2 the tests come with the director course's example and a prompt to log both meanings", func(t *testing.T) {
		st := stepNamed(t, ComparableCall, "test-insufficient")
		if !strings.Contains(st.Help, "3♦") || !strings.Contains(st.Help, "Stayman") {
			t.Errorf("help %q lacks the Stayman / 3♦ example", st.Help)
		}
		for _, after := range []string{"insufficient", "out-of-rotation"} {
			o := outcomeOf(t, "comparable-call", ruling.Context{}, ruling.Pick(after), ruling.Pick("similar-meaning"))
			if !slices.ContainsFunc(o.Notes, func(n string) bool { return strings.Contains(n, "log") && strings.Contains(n, "means") }) {
				t.Errorf("%s: no note to log what the withdrawn and the new call mean: %q", after, o.Notes)
			}
		}
	})
}

// Law 23B lifts Law 16C2 only from the comparable replacement on: the spoken line says "from now
// on" and keeps the Law number out of the sentence; a call partner made before the replacement
// is checked under 16C2.
func TestComparableCallInformationHoldsFromNowOn(t *testing.T) {
	o := outcomeOf(t, "comparable-call", ruling.Context{}, picks("out-of-rotation", "similar-meaning")...)
	script := strings.Join(o.Script(), "\n")
	if strings.Contains(script, "(Law 16C2 does not apply)") {
		t.Errorf("a Law reference is read aloud mid-sentence:\n%s", script)
	}
	if !strings.Contains(script, "from the withdrawn call from now on") {
		t.Errorf("the table is not told the information is usable only from now on:\n%s", script)
	}
	if !strings.Contains(strings.Join(o.Notes, " "), "Law 16C2") {
		t.Errorf("no note on a call partner made before the replacement: %q", o.Notes)
	}
}

// The comparable test also decides Law 26 after a change of mind (25B) and a double not allowed
// replaced under 36B (26A); in both the withdrawn call stays unauthorized to partner (25B3, 16C).
func TestComparableCallAfterAChangeOfMindOrADoubleNotAllowed(t *testing.T) {
	checkOutcomes(t, "comparable-call", []outcomeCase{
		{"change of mind, comparable", picks("change-of-mind", "same-purpose"), "comparable-other", []law.Ref{law.L(26, "A"), law.L(16, "C2"), law.L(25, "B3")},
			func(t *testing.T, o *ruling.Outcome) {
				if len(o.LeadRestrictions) > 0 || o.Adjustment != nil {
					t.Errorf("a comparable call brings no restriction and no Law 23C adjustment: %+v %+v", o.LeadRestrictions, o.Adjustment)
				}
				for _, i := range o.Information {
					if i.Who.Role == ruling.OffendersPartner && i.Authorized {
						t.Errorf("the withdrawn call is made authorized to partner: %+v", i)
					}
				}
			}},
		{"double not allowed, not comparable", picks("inadmissible-double", "none"), "not-comparable-other", []law.Ref{law.L(26, "B"), law.L(36, "B3")},
			func(t *testing.T, o *ruling.Outcome) {
				if len(o.LeadRestrictions) != 1 {
					t.Errorf("lead restrictions %+v, want declarer's 26B right", o.LeadRestrictions)
				}
				if !strings.Contains(strings.Join(o.Notes, " "), "rest of the auction") {
					t.Errorf("notes do not keep partner's 36B2 bar: %q", o.Notes)
				}
			}},
	})
}

// The comparable judgement after a change of mind (25B) or a double not allowed (36B) is sent to
// the ruling that has the three tests, not straight to the lead calculator.
func TestComparableJudgementAfterAChangeOfMindOrADoubleOpensTheTest(t *testing.T) {
	for _, tc := range []struct {
		flow    string
		answers []string
	}{
		{"change-of-call", []string{"intended", "made"}},
		{"change-of-call", []string{"intended", "accepted"}},
		{"inadmissible-call", []string{"double", "in-turn"}},
		{"inadmissible-call", []string{"double", "out-of-turn"}},
	} {
		o := outcomeOf(t, tc.flow, ruling.Context{}, picks(tc.answers...)...)
		if !slices.ContainsFunc(o.FollowUps, func(f ruling.FollowUp) bool { return f.Flow == "comparable-call" }) {
			t.Errorf("%s %v: no follow-up opens the comparable-call test: %+v", tc.flow, tc.answers, o.FollowUps)
		}
	}
}
