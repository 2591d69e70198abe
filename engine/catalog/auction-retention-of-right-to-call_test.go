package catalog

import (
	"slices"
	"strings"
	"testing"

	"tableside/engine/law"
	"tableside/engine/ruling"
)

// The 2017 numbering is Law 17D3, checked with the search tool on the Polish federation's 2017 English
// text (https://www.pzbs.pl/sedziowie/mpb/2017/en/l17.html): "D. End of Auction Period … 3. When a call
// has been followed by three passes the auction does not end if any of those passes was out of rotation,
// depriving a player of his right to call. When this occurs the auction reverts to the player who missed
// his turn, all subsequent passes are cancelled and the auction proceeds normally. Law 16C applies to the
// cancelled calls, any player who has passed out of rotation being an offender." The 2007 Laws had it as
// 17E2, sending the cancelled calls to 16D (https://pzbs.pl/sedziowie/mpb/2007/ang/law17.htm), and 2017
// Law 34 only says that Law 17D3 applies (https://laws.hellasbridge.org/law_34).
//
// Older ACBL Duplicate Decisions (as Law 34) cancel the passes from the pass out of rotation and revert
// to the skipped player with "no penalties": pre-2017 in that it says nothing of the information from the
// cancelled passes, which 2017 17D3 makes unauthorized to the side that passed out of turn (16C).

func TestRetentionOfTheRightToCallRulings(t *testing.T) {
	tests := []struct {
		name    string
		answers []string
		ending  string
		link    string
		law     law.Ref
	}{
		{"three passes, one out of turn skipped a player, no lead yet: back to the skipped player", []string{"before-lead"}, "reverts", "", law.L(17, "D3")},
		{"boundary: a pass out of turn just made: rule on the call out of rotation first", []string{"just-made"}, "pass-just-made", "call-out-of-rotation", law.L(29, "A")},
		{"boundary: the side that passed out of turn led, and the auction is taken back: the card led is ruled under Law 24",
			[]string{"after-lead", "offending-side", "reopen"}, "reopen-card-led", "card-exposed-in-auction", law.L(24, "B")},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			o := outcomeOf(t, "retention-of-right-to-call", ruling.Context{}, picks(tc.answers...)...)
			if o.ID != tc.ending {
				t.Fatalf("ending = %q, want %q", o.ID, tc.ending)
			}
			if !citesLaw(o, tc.law) {
				t.Errorf("laws %v lack %s", o.AllLaws(), tc.law)
			}
			if tc.link != "" && !slices.ContainsFunc(o.FollowUps, func(f ruling.FollowUp) bool { return f.Flow == tc.link }) {
				t.Errorf("follow-ups %+v, want a link to %s", o.FollowUps, tc.link)
			}
			if len(o.MustPass) > 0 || len(o.LeadRestrictions) > 0 {
				t.Errorf("Law 17D3 imposes no pass and no lead restriction: %+v %+v", o.MustPass, o.LeadRestrictions)
			}
		})
	}
}

// 17D3, not Law 34, is the Law read aloud; Law 16C makes the cancelled passes unauthorized to the side
// that passed out of turn and authorized to the other.
func TestRetentionOfTheRightToCallCitesSeventeenD3AndSixteenC(t *testing.T) {
	o := outcomeOf(t, "retention-of-right-to-call", ruling.Context{}, ruling.Pick("before-lead"))
	if len(o.Laws) == 0 || o.Laws[0] != law.L(17, "D3") {
		t.Errorf("laws read aloud %v, want Law 17D3 first", o.Laws)
	}
	if slices.ContainsFunc(o.AllLaws(), func(r law.Ref) bool { return r.Law == 34 }) {
		t.Errorf("laws %v cite Law 34; in 2017 it only points to 17D3", o.AllLaws())
	}
	for _, w := range []ruling.InfoRule{
		{Who: ruling.Party{Role: ruling.OffendingSide}, Authorized: false, Law: law.L(16, "C2")},
		{Who: ruling.Party{Role: ruling.NonOffendingSide}, Authorized: true, Law: law.L(16, "C1")},
	} {
		if !slices.ContainsFunc(o.Information, func(i ruling.InfoRule) bool {
			return i.Who.Role == w.Who.Role && i.Authorized == w.Authorized && i.Law == w.Law
		}) {
			t.Errorf("information %+v lacks %+v", o.Information, w)
		}
	}
}

// WBF commentary on Law 17D3 (example 15, laws.hellasbridge.org/comment_law_17, as the review
// reads it): after a pass out of turn ends the auction early, the opening leader is usually the
// partner of the skipped player. Law 24 rectifies a card exposed by a player's own error, so a
// lead faced by the side that did nothing wrong brings no 24B pass and no penalty card.
func TestOpeningLeadFacedByTheSkippedPlayersSide(t *testing.T) {
	checkOutcomes(t, "retention-of-right-to-call", []outcomeCase{
		{"the skipped player's partner led, and the auction is taken back", picks("after-lead", "skipped-side", "reopen"),
			"reopen-card-returned", []law.Ref{law.L(17, "D3"), law.L(16, "C1"), law.L(16, "C2")}, func(t *testing.T, o *ruling.Outcome) {
				if len(o.MustPass) > 0 || len(o.PenaltyCards) > 0 || citesLaw(o, law.L(24, "B")) {
					t.Errorf("the side that did nothing wrong is rectified under Law 24B: %+v %+v %v", o.MustPass, o.PenaltyCards, o.AllLaws())
				}
				if slices.ContainsFunc(o.FollowUps, func(f ruling.FollowUp) bool { return f.Flow == "card-exposed-in-auction" }) {
					t.Errorf("sends the director to rule on the card under Law 24: %+v", o.FollowUps)
				}
				if !strings.Contains(strings.Join(o.Notes, " "), "Law 11A") {
					t.Errorf("notes do not raise the 11A question: %q", o.Notes)
				}
			}},
		{"the skipped player's partner led, and play goes on", picks("after-lead", "skipped-side", "play-on"),
			"play-on", []law.Ref{law.L(12, "A1")}, func(t *testing.T, o *ruling.Outcome) {
				if o.Adjustment == nil {
					t.Error("no adjustment is promised")
				}
			}},
		{"boundary: the side that passed out of turn led, and play goes on", picks("after-lead", "offending-side", "play-on"),
			"play-on", []law.Ref{law.L(12, "A1")}, nil},
	})
}

// Law 17D2: on a passed-out board the auction period ends when the hands are back in the board;
// nothing can be taken back after that.
func TestSkippedPlayerFoundAfterTheHandsAreBackInTheBoard(t *testing.T) {
	o := outcomeOf(t, "retention-of-right-to-call", ruling.Context{}, ruling.Pick("cards-back"))
	if o.ID != "period-over" || !citesLaw(o, law.L(17, "D2")) {
		t.Fatalf("ending %q citing %v, want period-over under Law 17D2", o.ID, o.AllLaws())
	}
	for _, e := range o.Automatic {
		if strings.Contains(e.Text, "goes back to the player") {
			t.Errorf("reopens an auction whose period has ended: %q", e.Text)
		}
	}
}
