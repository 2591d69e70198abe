package catalog

import (
	"slices"
	"strings"
	"testing"

	"tableside/engine/law"
	"tableside/engine/ruling"
)

// Law text checked against the 2017 Laws: Law 22B at https://www.pzbs.pl/sedziowie/mpb/2017/en/l22.html
// ("all four players pass (but see Law 25). The hands are returned to the board without play. There shall
// not be a redeal."); Law 17D2 at .../l17.html (with no bid, the auction period ends when all four hands
// are back in the board); Law 25A4/25A5 at .../l25.html; Law 87A/87B (fouled board) at .../l87.html; Law
// 6D3 (a redeal only "compatible with the Laws (but see Law 22B …)") in the 2017 WBF text.
//
// Older ACBL Duplicate Decisions (Law 22): a passed-out board "may not be redealt", the hands go back
// without play, and players who reshuffle without the director's permission are penalized for improper
// procedure. That agrees with 2017 22B and Law 90; the trap is the players' own belief in a redeal.

func TestPassedOutBoardRulings(t *testing.T) {
	tests := []struct {
		name    string
		answers []string
		ending  string
		law     law.Ref
		link    string
	}{
		{"everyone passed: no redeal, score zero", []string{"passed-out"}, "passed-out", law.L(22, "B"), "change-of-call"},
		{"fourth pass was a slip, cards still out: it may be replaced", []string{"slip", "in-time"}, "slip-in-time", law.L(25, "A5"), "change-of-call"},
		{"boundary: slip, but partner has called since: too late", []string{"slip", "partner-called"}, "slip-too-late", law.L(25, "A4"), ""},
		{"boundary: slip, but the hands are back in the board: too late", []string{"slip", "cards-back"}, "slip-too-late", law.L(17, "D2"), ""},
		{"reshuffled, original deal rebuilt from the hand record", []string{"reshuffled", "rebuilt"}, "rebuilt", law.L(22, "B"), ""},
		{"reshuffled, original deal lost: fouled board", []string{"reshuffled", "lost"}, "deal-lost", law.L(87, "B"), ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			o := outcomeOf(t, "passed-out-board", ruling.Context{}, auctionPicks(tc.answers...)...)
			if o.ID != tc.ending {
				t.Fatalf("ending = %q, want %q", o.ID, tc.ending)
			}
			if !citesLaw(o, tc.law) {
				t.Errorf("laws %v lack %s", o.AllLaws(), tc.law)
			}
			if tc.link != "" && !slices.ContainsFunc(o.FollowUps, func(f ruling.FollowUp) bool { return f.Flow == tc.link }) {
				t.Errorf("follow-ups %+v, want a link to %s", o.FollowUps, tc.link)
			}
		})
	}
}

// Law 22B: there is never a redeal, and nothing is read to the table that promises one.
func TestPassedOutBoardIsNeverRedealt(t *testing.T) {
	paths, err := Lookup("passed-out-board").Paths()
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range paths {
		for _, line := range p.Outcome.Script() {
			l := strings.ToLower(line)
			if strings.Contains(l, "redeal") && !strings.Contains(l, "no redeal") && !strings.Contains(l, "not dealt again") {
				t.Errorf("%s: the table hears %q", p.Describe(), line)
			}
		}
		if p.Outcome.Adjustment != nil {
			t.Errorf("%s: an adjusted score for a passed-out board: %+v", p.Describe(), p.Outcome.Adjustment)
		}
	}
	o := outcomeOf(t, "passed-out-board", ruling.Context{}, ruling.Pick("passed-out"))
	if len(o.Laws) == 0 || o.Laws[0] != law.L(22, "B") {
		t.Errorf("laws read aloud %v, want Law 22B first", o.Laws)
	}
}

// Reshuffling is a procedural matter for the club (Law 90), raised after the round.
func TestPassedOutBoardReshuffleLeadsToAProceduralDecision(t *testing.T) {
	for _, last := range []string{"rebuilt", "lost"} {
		o := outcomeOf(t, "passed-out-board", ruling.Context{}, auctionPicks("reshuffled", last)...)
		if !slices.ContainsFunc(o.FollowUps, func(f ruling.FollowUp) bool { return f.Law.Law == 90 }) {
			t.Errorf("%s: follow-ups %+v, want the Law 90 procedural decision", last, o.FollowUps)
		}
	}
}
