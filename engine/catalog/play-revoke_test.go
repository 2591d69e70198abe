package catalog

import (
	"slices"
	"strings"
	"tableside/engine/ruling"
	"testing"

	"tableside/engine/bridge"
	"tableside/engine/law"
)

// Law text checked against the 2017 Laws: Law 62 as published at pzbs.pl/sedziowie/mpb/2017/en/l62.html
// (62B1/B2, 62C1-C3, 62D1-D2); Law 64A/B/C as quoted at thesmolens.com/LawsDupBridge/law64.html and
// south-waikato.bridge-club.org/node/586 (64B1-B8, the dummy footnote to 64A, 64C1-C2); the ACBL club
// directors' FAQ "Revokes at trick 12" for Law 62D/64B6.

func fourHeartsSouth() bridge.Contract {
	return bridge.Contract{Level: 4, Strain: bridge.HeartsStrain, Declarer: bridge.South}
}

func TestRevokeEstablishedTransfers(t *testing.T) {
	tests := []struct {
		name    string
		answers []ruling.Answer
		ending  string
		tricks  int
		ref     law.Ref
	}{
		// Seed 000 (club director course, "Understanding Law 64A1"): two tricks only when the offending
		// player wins the revoke trick (e.g. by ruffing) and his side wins at least one more later.
		{"defender revokes and wins the trick, side wins a later one",
			[]ruling.Answer{ruling.Pick("established"), ruling.Pick("revoker"), ruling.Pick("yes"), ruling.Pick("later")}, "two-tricks", 2, law.L(64, "A1")},
		{"revoker wins the revoke trick, his side wins nothing later",
			[]ruling.Answer{ruling.Pick("established"), ruling.Pick("revoker"), ruling.Pick("no"), ruling.Pick("later")}, "revoke-trick-only", 1, law.L(64, "A1")},
		// Seed 000 ("Understanding Law 64A2"): one trick when the side wins the revoke trick though no later one.
		{"partner wins the revoke trick: one trick, later tricks not asked",
			[]ruling.Answer{ruling.Pick("established"), ruling.Pick("partner"), ruling.Pick("later")}, "one-trick", 1, law.L(64, "A2")},
		// Seed 000: one trick when either member of the offending side wins a later trick.
		{"other side wins the revoke trick, offenders win a later one",
			[]ruling.Answer{ruling.Pick("established"), ruling.Pick("other-side"), ruling.Pick("yes"), ruling.Pick("later")}, "one-trick", 1, law.L(64, "A2")},
		// Seed 000 / seed 002: no transfer when the offending side won neither the revoke trick nor a later one.
		{"offending side wins nothing from the revoke on",
			[]ruling.Answer{ruling.Pick("established"), ruling.Pick("other-side"), ruling.Pick("no")}, "no-tricks-won", 0, law.L(64, "B1")},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if len(tc.answers) > 4 {
				t.Fatalf("the established revoke must be ruled in four answers or fewer, this takes %d", len(tc.answers))
			}
			o := outcomeOf(t, "revoke", ruling.Context{}, tc.answers...)
			if o.ID != tc.ending {
				t.Fatalf("ending = %q, want %q", o.ID, tc.ending)
			}
			if o.Transfer == nil || o.Transfer.Tricks != tc.tricks || o.Transfer.Law != tc.ref {
				t.Fatalf("transfer = %+v, want %d tricks under %v", o.Transfer, tc.tricks, tc.ref)
			}
			if o.Transfer.Scored {
				t.Errorf("scored without a result")
			}
			// Seed 004 says equity is always applied: under Law 64C it is checked, not imposed.
			if o.Adjustment != nil {
				t.Errorf("an automatic transfer must not come with an adjusted score: %+v", o.Adjustment)
			}
			if !slices.Contains(o.AllLaws(), law.L(64, "C1")) || !slices.ContainsFunc(o.FollowUps, func(f ruling.FollowUp) bool { return f.Law == law.L(64, "C1") }) {
				t.Errorf("the 64C equity check must be a follow-up: %+v", o.FollowUps)
			}
			if !slices.ContainsFunc(o.Notes, func(n string) bool { return strings.Contains(n, "only when needed") }) {
				t.Errorf("notes lack the 64C trap: %v", o.Notes)
			}
		})
	}
}

func TestRevokeRescoresBothDirections(t *testing.T) {
	tests := []struct {
		name          string
		ctx           ruling.Context
		answers       []ruling.Answer
		vul           bool
		taken, after  int
		before, score int
	}{
		{"defenders revoke, two tricks lift 4♥ from down one to made, vulnerable by board 2 (N-S)",
			ruling.Context{Board: 2},
			[]ruling.Answer{ruling.Pick("established"), ruling.Pick("revoker"), ruling.Pick("yes"), ruling.Pick("defenders"), ruling.ResultAnswer(fourHeartsSouth(), 9)},
			true, 9, 11, -100, 650},
		{"declarer revokes, one trick takes 4♥ from made to down one, not vulnerable asked",
			ruling.Context{},
			[]ruling.Answer{ruling.Pick("established"), ruling.Pick("partner"), ruling.Pick("declarer"), ruling.ResultAnswer(fourHeartsSouth(), 10), ruling.Pick("no")},
			false, 10, 9, 420, -50},
		{"declarer revokes with only two tricks: both can go (boundary)",
			ruling.Context{Board: 1},
			[]ruling.Answer{ruling.Pick("established"), ruling.Pick("revoker"), ruling.Pick("yes"), ruling.Pick("declarer"), ruling.ResultAnswer(fourHeartsSouth(), 2)},
			false, 2, 0, -400, -500},
		{"defenders revoke when declarer took twelve: the thirteenth goes (boundary)",
			ruling.Context{Board: 1},
			[]ruling.Answer{ruling.Pick("established"), ruling.Pick("other-side"), ruling.Pick("yes"), ruling.Pick("defenders"), ruling.ResultAnswer(fourHeartsSouth(), 12)},
			false, 12, 13, 480, 510},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			o := outcomeOf(t, "revoke", tc.ctx, tc.answers...)
			tr := o.Transfer
			if tr == nil || !tr.Scored {
				t.Fatalf("transfer not scored: %+v", tr)
			}
			if tr.Vulnerable != tc.vul || tr.TricksTaken != tc.taken || tr.TricksAfter != tc.after || tr.Before != tc.before || tr.After != tc.score {
				t.Errorf("transfer = %+v, want vul %v, %d→%d tricks, %d→%d", tr, tc.vul, tc.taken, tc.after, tc.before, tc.score)
			}
			if script := strings.Join(o.Script(), " "); !strings.Contains(script, "for declarer's side") {
				t.Errorf("script does not state the new score: %s", script)
			}
		})
	}
}

func TestRevokeResultCheckRefusesImpossibleTransfers(t *testing.T) {
	// Seed 002: "You cannot take away any more tricks than were won from the time of the revoke".
	tests := []struct {
		name    string
		answers []ruling.Answer
		result  ruling.Answer
		want    string
	}{
		{"declarer's side revoked but won only one trick: two cannot go",
			[]ruling.Answer{ruling.Pick("established"), ruling.Pick("revoker"), ruling.Pick("yes"), ruling.Pick("declarer")},
			ruling.ResultAnswer(fourHeartsSouth(), 1), "declarer's side won only 1 trick, so 2 cannot be transferred"},
		{"defenders revoked but declarer took all thirteen",
			[]ruling.Answer{ruling.Pick("established"), ruling.Pick("partner"), ruling.Pick("defenders")},
			ruling.ResultAnswer(fourHeartsSouth(), 13), "the defenders won only 0 tricks, so 1 cannot be transferred"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s, _ := Start("revoke", ruling.Context{})
			for _, a := range tc.answers {
				s = mustAnswer(t, s, a)
			}
			_, err := Answer(s, tc.result)
			if err == nil || !strings.Contains(err.Error(), tc.want) || !strings.Contains(err.Error(), "Law 64A") {
				t.Errorf("error = %v, want it to say %q and cite Law 64A", err, tc.want)
			}
		})
	}
}

func TestRevokeNotEstablished(t *testing.T) {
	t.Run("defender's revoke corrected: major penalty card, declarer's lead options follow", func(t *testing.T) {
		// Seed 000: "West revokes by trumping, North and East play their smallest spades, after which the
		// revoke is discovered" — West corrects, the trump becomes a major penalty card, North may take back
		// his spade and, if he does, East may too (his card then a penalty card as well).
		o := outcomeOf(t, "revoke", ruling.Context{}, ruling.Pick("not-established"), ruling.Pick("defender"))
		if o.ID != "corrected-defender" || len(o.PenaltyCards) != 1 || !o.PenaltyCards[0].Major || o.PenaltyCards[0].Owner.Role != ruling.Offender {
			t.Fatalf("outcome %q, penalty cards %+v", o.ID, o.PenaltyCards)
		}
		if o.Transfer != nil {
			t.Errorf("a corrected revoke has no transfer")
		}
		laws := o.AllLaws()
		for _, r := range []law.Ref{law.L(62, "B1"), law.L(62, "C1"), law.L(62, "C2")} {
			if !slices.Contains(laws, r) {
				t.Errorf("laws %v lack %v", laws, r)
			}
		}
		if !slices.ContainsFunc(o.FollowUps, func(f ruling.FollowUp) bool { return f.Flow == "penalty-card" && f.Law == law.L(50, "D2") }) {
			t.Errorf("no penalty-card follow-up for the partner's lead: %+v", o.FollowUps)
		}
	})
	t.Run("declarer's revoke corrected: no penalty card", func(t *testing.T) {
		// Seed 002: by declarer or dummy, the withdrawn card goes back to the hand.
		o := outcomeOf(t, "revoke", ruling.Context{}, ruling.Pick("not-established"), ruling.Pick("declarer"))
		if o.ID != "corrected-declarer" || len(o.PenaltyCards) != 0 || len(o.FollowUps) != 0 {
			t.Fatalf("outcome %q, penalty cards %+v, follow-ups %+v", o.ID, o.PenaltyCards, o.FollowUps)
		}
		if !slices.Contains(o.AllLaws(), law.L(62, "B2")) {
			t.Errorf("laws lack 62B2")
		}
	})
}

func TestRevokeWithoutAutomaticTransfer(t *testing.T) {
	tests := []struct {
		name    string
		answers []ruling.Answer
		ending  string
		ref     law.Ref
	}{
		// Seed 000 and seed 004 (7/17/24) list these no-transfer cases; all agree with 2017 Law 64B.
		{"same player revokes again in the same suit", []ruling.Answer{ruling.Pick("exception"), ruling.Pick("repeat")}, "repeat-revoke", law.L(64, "B2")},
		{"failure to play a penalty card or dummy's card", []ruling.Answer{ruling.Pick("exception"), ruling.Pick("faced-card")}, "faced-card", law.L(64, "B3")},
		{"revoke found after a non-offender called on the next board", []ruling.Answer{ruling.Pick("exception"), ruling.Pick("too-late")}, "found-too-late", law.L(64, "B4")},
		{"both sides revoked", []ruling.Answer{ruling.Pick("exception"), ruling.Pick("both-sides")}, "both-sides", law.L(64, "B7")},
		{"trick 12, hands already back in the board", []ruling.Answer{ruling.Pick("trick-12"), ruling.Pick("returned")}, "trick-12-stands", law.L(64, "B6")},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			o := outcomeOf(t, "revoke", ruling.Context{}, tc.answers...)
			if o.ID != tc.ending || o.Transfer == nil || o.Transfer.Tricks != 0 || o.Transfer.Law != tc.ref {
				t.Fatalf("outcome %q, transfer %+v; want %q with no tricks under %v", o.ID, o.Transfer, tc.ending, tc.ref)
			}
			// Here equity is the only remedy, so the adjusted score is stated, conditionally.
			if o.Adjustment == nil || !strings.HasPrefix(o.Adjustment.Text, "If ") || o.Adjustment.Law.Law != 64 {
				t.Errorf("adjustment = %+v", o.Adjustment)
			}
		})
	}
}

func TestRevokeOnTrickTwelveIsCorrected(t *testing.T) {
	// Seed 002 says a trick-12 revoke "cannot be established". The 2017 Laws: it may be established but is
	// still corrected until all four hands are back in the board (62D1), with no transfer (64B6).
	o := outcomeOf(t, "revoke", ruling.Context{}, ruling.Pick("trick-12"), ruling.Pick("not-yet"))
	if o.ID != "trick-12-corrected" || o.Transfer == nil || o.Transfer.Tricks != 0 || o.Transfer.Law != law.L(64, "B6") {
		t.Fatalf("outcome %q, transfer %+v", o.ID, o.Transfer)
	}
	if !slices.ContainsFunc(o.Information, func(i ruling.InfoRule) bool { return !i.Authorized && i.Law == law.L(62, "D2") }) {
		t.Errorf("no 62D2 information rule: %+v", o.Information)
	}
	if !slices.ContainsFunc(o.Notes, func(n string) bool { return strings.Contains(n, "2017") }) {
		t.Errorf("no note on the seed's older wording: %v", o.Notes)
	}
}

func TestRevokeNotARevokeAndPlayOn(t *testing.T) {
	if o := outcomeOf(t, "revoke", ruling.Context{}, ruling.Pick("no-revoke")); o.ID != "no-revoke" || o.Transfer != nil {
		t.Errorf("no revoke: %q %+v", o.ID, o.Transfer)
	}
	// Seed 000's "often contentious" hand: North leads a spade to South's ace and West discards the ♥4;
	// South leads the ♠2 and West, saying he has a spade, faces the ♠10. That card is played to the next
	// trick, so the revoke is established (Law 63A1); South's side won the revoke trick, so one trick goes
	// only if East-West win a later one (64A2), else none (64B1). Mid-play, the director says play on.
	for _, tc := range []struct {
		name, trick, says string
	}{
		{"seed 000 contentious hand, play not over", "other-side", "one trick is transferred at the end of play if"},
		{"revoker won the trick, play not over", "revoker", "a second trick too"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			o := outcomeOf(t, "revoke", ruling.Context{}, ruling.Pick("established"), ruling.Pick(tc.trick), ruling.Pick("unfinished"))
			if o.ID != "play-on" || o.Transfer != nil {
				t.Fatalf("outcome %q transfer %+v", o.ID, o.Transfer)
			}
			if !slices.ContainsFunc(o.Automatic, func(e ruling.Effect) bool { return strings.Contains(e.Text, tc.says) }) {
				t.Errorf("automatic effects lack %q: %+v", tc.says, o.Automatic)
			}
			if len(o.FollowUps) != 1 || o.FollowUps[0].Flow != "revoke" {
				t.Errorf("follow-ups = %+v", o.FollowUps)
			}
		})
	}
	t.Run("seed 000 contentious hand, East-West win a later trick", func(t *testing.T) {
		o := outcomeOf(t, "revoke", ruling.Context{}, ruling.Pick("established"), ruling.Pick("other-side"), ruling.Pick("yes"), ruling.Pick("later"))
		if o.Transfer == nil || o.Transfer.Tricks != 1 {
			t.Errorf("transfer = %+v, want 1", o.Transfer)
		}
	})
}

func TestRevokeIsFoundByWhatPlayersSay(t *testing.T) {
	for _, q := range []string{"didn't follow suit", "renege", "revoked", "law 64"} {
		if !slices.ContainsFunc(Search(q), func(f *ruling.Flow) bool { return f.ID == "revoke" }) {
			t.Errorf("Search(%q) does not find the revoke flow", q)
		}
	}
}
