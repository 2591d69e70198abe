package catalog

import (
	"slices"
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
