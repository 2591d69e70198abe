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
		{"fourth pass was a slip, cards still out: it may be replaced", []string{"slip", "in-time", "unintended"}, "slip-in-time", law.L(25, "A5"), "change-of-call"},
		{"boundary: slip, but partner has called since: too late", []string{"slip", "partner-called"}, "slip-too-late", law.L(25, "A4"), ""},
		{"boundary: slip, but the hands are back in the board: too late", []string{"slip", "cards-back"}, "slip-too-late", law.L(17, "D2"), ""},
		{"reshuffled, original deal rebuilt from the hand record", []string{"reshuffled", "rebuilt"}, "rebuilt", law.L(22, "B"), ""},
		{"reshuffled, original deal lost: fouled board", []string{"reshuffled", "lost", "yes"}, "deal-lost", law.L(87, "B"), ""},
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
		// The one adjusted score: a lost deal no other table played leaves this table nothing to be
		// compared with (review A30, Laws 87, 12C2).
		if p.Outcome.Adjustment != nil && p.Outcome.ID != "deal-lost-alone" {
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
	for _, last := range [][]string{{"rebuilt"}, {"lost", "yes"}, {"lost", "no"}} {
		o := outcomeOf(t, "passed-out-board", ruling.Context{}, auctionPicks(append([]string{"reshuffled"}, last...)...)...)
		if !slices.ContainsFunc(o.FollowUps, func(f ruling.FollowUp) bool { return f.Law.Law == 90 }) {
			t.Errorf("%s: follow-ups %+v, want the Law 90 procedural decision", last, o.FollowUps)
		}
	}
}

// Law 25A2: whether the pass was unintended is the director's judgement, made before the table
// hears that it may be replaced; the next player may take back a pass made over it (25A6).
func TestPassedOutSlipIsJudgedBeforeItIsReplaced(t *testing.T) {
	checkOutcomes(t, "passed-out-board", []outcomeCase{
		{"judged a slip: it may be replaced, and a pass over it taken back", picks("slip", "in-time", "unintended"), "slip-in-time",
			[]law.Ref{law.L(25, "A6"), law.L(25, "A5")}, func(t *testing.T, o *ruling.Outcome) {
				if !strings.HasPrefix(o.Summary, "I judge") {
					t.Errorf("the read text states the slip as fact before the director's judgement: %q", o.Summary)
				}
			}},
		{"judged a change of mind: the pass stands and the board is passed out", picks("slip", "in-time", "intended"), "pass-intended",
			[]law.Ref{law.L(25, "A2"), law.L(22, "B")}, nil},
	})
}

// Law 17D3 (WBF commentary example 14, a passed-out auction): four passes with one out of turn
// that took a player's turn do not pass the board out.
func TestFourPassesWithAPlayerSkipped(t *testing.T) {
	checkOutcomes(t, "passed-out-board", []outcomeCase{
		{"a pass out of turn skipped a player", picks("skipped"), "skipped-player", []law.Ref{law.L(17, "D3"), law.L(16, "C2")},
			func(t *testing.T, o *ruling.Outcome) {
				if !slices.ContainsFunc(o.FollowUps, func(f ruling.FollowUp) bool { return f.Flow == "retention-of-right-to-call" }) {
					t.Errorf("no link to retention-of-right-to-call: %+v", o.FollowUps)
				}
			}},
	})
}

// Law 87: a group of one cannot be scored by comparison; with the original deal lost and played
// nowhere else, this table gets an artificial adjusted score (12C2).
func TestLostDealThatNoOtherTablePlayed(t *testing.T) {
	checkOutcomes(t, "passed-out-board", []outcomeCase{
		{"no other table played the original deal", picks("reshuffled", "lost", "no"), "deal-lost-alone", []law.Ref{law.L(12, "C2")},
			func(t *testing.T, o *ruling.Outcome) {
				if o.Adjustment == nil || !o.Adjustment.Artificial {
					t.Fatalf("adjustment %+v, want an artificial adjusted score", o.Adjustment)
				}
				if !strings.Contains(o.Adjustment.Text, "average plus") {
					t.Errorf("a side in no way at fault gets average plus (Law 12C2): %q", o.Adjustment.Text)
				}
			}},
		{"boundary: other tables played it: two groups", picks("reshuffled", "lost", "yes"), "deal-lost", []law.Ref{law.L(87, "B")}, nil},
	})
}
