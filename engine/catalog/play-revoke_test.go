package catalog

import (
	"slices"
	"strings"
	"tableside/engine/ruling"
	"testing"

	"tableside/engine/bridge"
	"tableside/engine/law"
)

// Law text checked against the 2017 Laws:
//   - Law 62 as published at pzbs.pl/sedziowie/mpb/2017/en/l62.html: 62B1 (a card withdrawn from a
//     defender's unfaced hand is a major penalty card), 62B2 (declarer's or dummy's card, or a
//     defender's faced card, is replaced without further rectification; declarer's subject to
//     43B2(b)), 62C1-C3 (62C3: both sides revoke on the same trick and only one side has played to
//     the next trick, both are corrected and every card the defenders withdraw is a penalty card),
//     62D1-D2.
//   - Law 64 as quoted at south-waikato.bridge-club.org/node/586 and thesmolens.com/LawsDupBridge/
//     law64.html: 64A1, 64A2, 64B1-B8 (B4 a call by the non-offending side on the next deal, B5 the
//     end of the round, B8 corrected under 62C3), 64C1 (equity when the non-offending side is
//     insufficiently compensated), 64C2(a) (repeated revokes by the same player in the same suit)
//     and 64C2(b) (both sides revoked, see 64B7). The EBU TD forum (forums.ebu.co.uk/discussion/
//     1490) quotes 64C2(a) in the same words. The south-waikato text of 64C2(b) is cut short; the
//     WBF Laws Committee's minute (EBU White Book 64.3) says to restore equity as though neither
//     side had revoked, which is what the flow tells the director.
//   - Law 14 as at south-waikato.bridge-club.org/node/566 and the Norwegian 2017 text
//     (lovboka.org/14.htm): 14B2 a found card is restored to the deficient hand, 14B4 it is deemed
//     to have belonged to it throughout (its not being played may be a revoke), 14C knowledge of the
//     restoration is unauthorized for the partner of the player whose hand was deficient.
//   - Law 43B2(b), as the WBF Laws Committee explains it (EBU White Book 43.1): dummy who has lost
//     their rights asks declarer about a revoke; declarer substitutes a correct card and Law 64
//     applies as if the revoke were established.
//   - The ACBL club directors' FAQ "Revokes at trick 12" for Law 62D/64B6.

func fourHeartsSouth() bridge.Contract {
	return bridge.Contract{Level: 4, Strain: bridge.HeartsStrain, Declarer: bridge.South}
}

// southDeclares is a table context in which the contract, and so every seat, is known.
var southDeclares = ruling.Context{Board: 1, Contract: fourHeartsSouth()}

// readAloud is the "This comes from …" line of the script.
func readAloud(t *testing.T, o *ruling.Outcome) string {
	t.Helper()
	for _, line := range o.Script() {
		if strings.HasPrefix(line, "This comes from ") {
			return line
		}
	}
	t.Fatalf("%s: no Law is read aloud: %q", o.ID, o.Script())
	return ""
}

func TestRevokeEstablishedTransfers(t *testing.T) {
	tests := []struct {
		name    string
		answers []ruling.Answer
		ending  string
		tricks  int
		ref     law.Ref
	}{
		// The director course ("Understanding Law 64A1"): two tricks only when the revoker wins the
		// revoke trick (e.g. by ruffing) and their side wins at least one more later.
		{"defender revokes and wins the trick, side wins a later one",
			[]ruling.Answer{ruling.Pick("established"), ruling.Pick("revoker"), ruling.Pick("yes"), ruling.Pick("later")}, "two-tricks", 2, law.L(64, "A1")},
		{"revoker wins the revoke trick, their side wins nothing later",
			[]ruling.Answer{ruling.Pick("established"), ruling.Pick("revoker"), ruling.Pick("no"), ruling.Pick("later")}, "revoke-trick-only", 1, law.L(64, "A1")},
		// The director course ("Understanding Law 64A2"): one trick when the side wins the revoke trick.
		{"partner wins the revoke trick: one trick, later tricks not asked",
			[]ruling.Answer{ruling.Pick("established"), ruling.Pick("partner"), ruling.Pick("later")}, "one-trick", 1, law.L(64, "A2")},
		{"other side wins the revoke trick, revoker's side wins a later one",
			[]ruling.Answer{ruling.Pick("established-declarer"), ruling.Pick("other-side"), ruling.Pick("yes"), ruling.Pick("later")}, "one-trick", 1, law.L(64, "A2")},
		// No transfer when the revoker's side won neither the revoke trick nor a later one (64B1).
		{"revoker's side wins nothing from the revoke on",
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
			// A club's rules column says equity is always applied: under Law 64C it is checked, not imposed.
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

// R-1, D2: the Law read aloud is the one that decides the tricks (64A1, 64A2, 64B*n*), not the
// definition of an established revoke (63A).
func TestRevokeReadsTheDecidingLawAloud(t *testing.T) {
	tests := []struct {
		name    string
		answers []ruling.Answer
		first   law.Ref
		also    []law.Ref // read aloud too
		never   []law.Ref // must not be read aloud
	}{
		{"two tricks: 64A1", []ruling.Answer{ruling.Pick("established"), ruling.Pick("revoker"), ruling.Pick("yes"), ruling.Pick("later")}, law.L(64, "A1"), nil, nil},
		{"revoke trick only: 64A1", []ruling.Answer{ruling.Pick("established"), ruling.Pick("revoker"), ruling.Pick("no"), ruling.Pick("later")}, law.L(64, "A1"), nil, nil},
		{"one trick: 64A2", []ruling.Answer{ruling.Pick("established"), ruling.Pick("partner"), ruling.Pick("later")}, law.L(64, "A2"), nil, nil},
		{"nothing won: 64B1", []ruling.Answer{ruling.Pick("established"), ruling.Pick("other-side"), ruling.Pick("no")}, law.L(64, "B1"), nil, nil},
		{"repeated revoke: 64B2 with 64C2(a), never 64C1", []ruling.Answer{ruling.Pick("exception"), ruling.Pick("repeat"), ruling.Pick("later")},
			law.L(64, "B2"), []law.Ref{law.L(64, "C2(a)")}, []law.Ref{law.L(64, "C1"), law.L(64, "C2")}},
		{"dummy's card: 64B3", []ruling.Answer{ruling.Pick("exception"), ruling.Pick("faced-card"), ruling.Pick("later")}, law.L(64, "B3"), []law.Ref{law.L(64, "C1")}, nil},
		{"both sides revoked: 64B7 with 64C2(b), never 64C1", []ruling.Answer{ruling.Pick("exception"), ruling.Pick("both-sides"), ruling.Pick("established"), ruling.Pick("later")},
			law.L(64, "B7"), []law.Ref{law.L(64, "C2(b)")}, []law.Ref{law.L(64, "C1"), law.L(64, "C2")}},
		{"trick 12, hands returned: 64B6", []ruling.Answer{ruling.Pick("trick-12"), ruling.Pick("returned"), ruling.Pick("later")}, law.L(64, "B6"), nil, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			o := outcomeOf(t, "revoke", ruling.Context{}, tc.answers...)
			if len(o.Laws) == 0 || o.Laws[0] != tc.first {
				t.Errorf("the outcome's first Law is %v, want %v", o.Laws, tc.first)
			}
			line := readAloud(t, o)
			if !strings.HasPrefix(line, "This comes from "+tc.first.String()) {
				t.Errorf("read aloud: %q, want %v first", line, tc.first)
			}
			if strings.HasPrefix(line, "This comes from Law 63A") {
				t.Errorf("the definition of establishment is read as the basis: %q", line)
			}
			for _, r := range tc.also {
				if !strings.Contains(line, r.String()) {
					t.Errorf("read aloud: %q, want it to name %v", line, r)
				}
			}
			for _, r := range tc.never {
				if strings.Contains(line+" ", r.String()+" ") || strings.Contains(line, r.String()+".") || strings.Contains(line, r.String()+",") {
					t.Errorf("read aloud: %q names %v", line, r)
				}
			}
			if a := o.Adjustment; a != nil && len(tc.also) > 0 && a.Law != tc.also[0] {
				t.Errorf("the adjustment cites %v but the table hears %v", a.Law, tc.also[0])
			}
		})
	}
}

// R-2, Q5: who revoked is asked before the trick questions, so the direction of the transfer is
// known even when the director scores later; TrickTransfer.To names the side that receives it.
func TestRevokeTransferNamesTheSideThatGetsTheTricks(t *testing.T) {
	tests := []struct {
		name    string
		ctx     ruling.Context
		stage   string
		wantTo  string
		wantOff string // in the summary
	}{
		{"a defender revoked, contract known: to North-South", southDeclares, "established", "North-South", ""},
		{"declarer revoked, contract known: South is named, tricks to East-West", southDeclares, "established-declarer", "East-West", "South"},
		{"a defender revoked, no contract: to declarer's side", ruling.Context{}, "established", "declarer's side", ""},
		{"declarer revoked, no contract: to the defenders", ruling.Context{}, "established-declarer", "the defenders", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			o := outcomeOf(t, "revoke", tc.ctx, ruling.Pick(tc.stage), ruling.Pick("revoker"), ruling.Pick("yes"), ruling.Pick("later"))
			tr := o.Transfer
			if tr == nil || tr.To.IsZero() || tr.To.Spoken() != tc.wantTo {
				t.Fatalf("transfer = %+v, want the tricks to go to %q", tr, tc.wantTo)
			}
			if !strings.Contains(strings.Join(o.Script(), " "), "transferred to "+tc.wantTo) {
				t.Errorf("the script does not say where the tricks go: %q", o.Script())
			}
			if tc.wantOff != "" && !strings.Contains(o.Summary, tc.wantOff) {
				t.Errorf("summary %q does not name %s", o.Summary, tc.wantOff)
			}
		})
	}
	t.Run("score now? no longer asks who revoked", func(t *testing.T) {
		var rescore *ruling.Step
		for i, st := range Lookup("revoke").Steps {
			if st.ID == "rescore" {
				rescore = &Lookup("revoke").Steps[i]
			}
		}
		if rescore == nil {
			t.Fatal("no rescore step")
		}
		for _, o := range rescore.Options {
			if strings.Contains(strings.ToLower(o.Label), "revoked") {
				t.Errorf("rescore option %q still asks who revoked", o.Label)
			}
		}
	})
	t.Run("the common path is still four answers", func(t *testing.T) {
		if n := len(Lookup("revoke").Common); n > 4 {
			t.Errorf("the common path takes %d answers", n)
		}
	})
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
			[]ruling.Answer{ruling.Pick("established"), ruling.Pick("revoker"), ruling.Pick("yes"), ruling.Pick("now"), ruling.ResultAnswer(fourHeartsSouth(), 9)},
			true, 9, 11, -100, 650},
		{"declarer revokes, one trick takes 4♥ from made to down one, not vulnerable asked",
			ruling.Context{},
			[]ruling.Answer{ruling.Pick("established-declarer"), ruling.Pick("partner"), ruling.Pick("now"), ruling.ResultAnswer(fourHeartsSouth(), 10), ruling.Pick("no")},
			false, 10, 9, 420, -50},
		{"declarer revokes with only two tricks: both can go (boundary)",
			ruling.Context{Board: 1},
			[]ruling.Answer{ruling.Pick("established-declarer"), ruling.Pick("revoker"), ruling.Pick("yes"), ruling.Pick("now"), ruling.ResultAnswer(fourHeartsSouth(), 2)},
			false, 2, 0, -400, -500},
		{"defenders revoke when declarer took twelve: the thirteenth goes (boundary)",
			ruling.Context{Board: 1},
			[]ruling.Answer{ruling.Pick("established"), ruling.Pick("other-side"), ruling.Pick("yes"), ruling.Pick("now"), ruling.ResultAnswer(fourHeartsSouth(), 12)},
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
	// An ABF seminar: "You cannot take away any more tricks than were won from the time of the revoke".
	tests := []struct {
		name    string
		answers []ruling.Answer
		result  ruling.Answer
		want    string
	}{
		{"declarer's side revoked but won only one trick: two cannot go",
			[]ruling.Answer{ruling.Pick("established-declarer"), ruling.Pick("revoker"), ruling.Pick("yes"), ruling.Pick("now")},
			ruling.ResultAnswer(fourHeartsSouth(), 1), "declarer's side won only 1 trick, so 2 cannot be transferred"},
		{"defenders revoked but declarer took all thirteen",
			[]ruling.Answer{ruling.Pick("established"), ruling.Pick("partner"), ruling.Pick("now")},
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

// D12: the director's equity finding under Law 64C is entered as a result and scored, so the log
// shows what was ruled and not only the automatic rectification.
func TestRevokeRecordsTheAssignedResult(t *testing.T) {
	threeHeartsSouth := bridge.Contract{Level: 3, Strain: bridge.HeartsStrain, Declarer: bridge.South}
	want, err := ruling.ScoreResult(threeHeartsSouth, 8, false)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name    string
		answers []ruling.Answer
		equity  law.Ref
	}{
		{"found after the round ended: the director assigns 3♥ down one",
			[]ruling.Answer{ruling.Pick("exception"), ruling.Pick("round-ended"), ruling.Pick("assign"), ruling.ResultAnswer(threeHeartsSouth, 8)}, law.L(64, "C1")},
		{"repeated revoke: the assigned result under 64C2(a)",
			[]ruling.Answer{ruling.Pick("exception"), ruling.Pick("repeat"), ruling.Pick("assign"), ruling.ResultAnswer(threeHeartsSouth, 8)}, law.L(64, "C2(a)")},
		{"both sides revoked: the assigned result under 64C2(b)",
			[]ruling.Answer{ruling.Pick("exception"), ruling.Pick("both-sides"), ruling.Pick("established"), ruling.Pick("assign"), ruling.ResultAnswer(threeHeartsSouth, 8)}, law.L(64, "C2(b)")},
		{"trick 12, hands back in the board",
			[]ruling.Answer{ruling.Pick("trick-12"), ruling.Pick("returned"), ruling.Pick("assign"), ruling.ResultAnswer(threeHeartsSouth, 8)}, law.L(64, "C1")},
		{"established revoke, the transfer is not enough",
			[]ruling.Answer{ruling.Pick("established"), ruling.Pick("revoker"), ruling.Pick("yes"), ruling.Pick("assign"), ruling.ResultAnswer(threeHeartsSouth, 8)}, law.L(64, "C1")},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			o := outcomeOf(t, "revoke", ruling.Context{Board: 1}, tc.answers...)
			a := o.Adjustment
			if a == nil || a.Assigned == nil || *a.Assigned != want || a.Law != tc.equity {
				t.Fatalf("adjustment = %+v, want %v assigned under %v", a, want, tc.equity)
			}
			if script := strings.Join(o.Script(), " "); !strings.Contains(script, "That is "+want.String()) {
				t.Errorf("the script does not state the assigned result: %s", script)
			}
		})
	}
	t.Run("no adjustment: the score stands and no adjusted score is promised", func(t *testing.T) {
		o := outcomeOf(t, "revoke", ruling.Context{}, ruling.Pick("exception"), ruling.Pick("next-deal"), ruling.Pick("none"))
		if o.Adjustment != nil {
			t.Errorf("adjustment = %+v", o.Adjustment)
		}
	})
	t.Run("vulnerability asked when the board is not known", func(t *testing.T) {
		o := outcomeOf(t, "revoke", ruling.Context{}, ruling.Pick("exception"), ruling.Pick("repeat"), ruling.Pick("assign"),
			ruling.ResultAnswer(fourHeartsSouth(), 10), ruling.Pick("yes"))
		if a := o.Adjustment; a == nil || a.Assigned == nil || a.Assigned.Score != 620 {
			t.Errorf("adjustment = %+v, want 4♥ made vulnerable, +620", a)
		}
	})
}

func TestRevokeNotEstablished(t *testing.T) {
	t.Run("defender's revoke corrected: major penalty card, declarer's lead options follow", func(t *testing.T) {
		// The director course: "West revokes by trumping, North and East play their smallest spades, after
		// which the revoke is discovered" — West corrects, the trump becomes a major penalty card, North may
		// take back their spade and, if they do, East may too (that card then a major penalty card too).
		o := outcomeOf(t, "revoke", ruling.Context{}, ruling.Pick("not-established"), ruling.Pick("defender"), ruling.CardAnswer(bridge.Card{Suit: bridge.Diamonds, Rank: bridge.Three}))
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
		// The review's minor note on 62C2: the partner's withdrawn card was played deliberately, so it
		// is a major penalty card (Law 50B), not just "also a penalty card".
		if !slices.ContainsFunc(o.Automatic, func(e ruling.Effect) bool {
			return slices.Contains(e.Laws, law.L(62, "C2")) && strings.Contains(e.Text, "major penalty card")
		}) {
			t.Errorf("the 62C2 card is not said to be a major penalty card: %+v", o.Automatic)
		}
	})
	t.Run("declarer's revoke corrected: no penalty card; dummy's right to ask is stated", func(t *testing.T) {
		// An ABF seminar: by declarer or dummy, the withdrawn card goes back to the hand.
		o := outcomeOf(t, "revoke", ruling.Context{}, ruling.Pick("not-established"), ruling.Pick("declarer"))
		if o.ID != "corrected-declarer" || len(o.PenaltyCards) != 0 || len(o.FollowUps) != 0 {
			t.Fatalf("outcome %q, penalty cards %+v, follow-ups %+v", o.ID, o.PenaltyCards, o.FollowUps)
		}
		if !slices.Contains(o.AllLaws(), law.L(62, "B2")) {
			t.Errorf("laws lack 62B2")
		}
		// D8: dummy may ask declarer whether they have a card of the suit led (42B1, 61B).
		if !slices.ContainsFunc(o.Notes, func(n string) bool { return strings.Contains(n, "42B1") && strings.Contains(n, "61B") }) {
			t.Errorf("notes do not state dummy's right to ask: %v", o.Notes)
		}
	})
	// a defender's faced card (a penalty card played in revoke) goes back without further
	// rectification (62B2), not as a new major penalty card (62B1 is for the unfaced hand).
	t.Run("a defender's faced card played in revoke goes back without further rectification", func(t *testing.T) {
		o := outcomeOf(t, "revoke", ruling.Context{}, ruling.Pick("not-established"), ruling.Pick("defender-faced"))
		if len(o.PenaltyCards) != 0 || o.Transfer != nil {
			t.Fatalf("outcome %q: penalty cards %+v, transfer %+v", o.ID, o.PenaltyCards, o.Transfer)
		}
		if len(o.Laws) == 0 || o.Laws[0] != law.L(62, "B2") {
			t.Errorf("laws %v, want 62B2 first", o.Laws)
		}
	})
}

// both sides revoked on the same trick and only one side has played to the next: both are
// corrected, the defenders' withdrawn cards are penalty cards, and there is no transfer (64B8).
func TestRevokeBothSidesOnTheSameTrick(t *testing.T) {
	o := outcomeOf(t, "revoke", ruling.Context{}, ruling.Pick("exception"), ruling.Pick("both-sides"), ruling.Pick("same-trick"))
	if o.Transfer == nil || o.Transfer.Tricks != 0 || o.Transfer.Law != law.L(64, "B8") {
		t.Fatalf("outcome %q, transfer %+v; want no tricks under 64B8", o.ID, o.Transfer)
	}
	if len(o.Laws) == 0 || o.Laws[0] != law.L(62, "C3") {
		t.Errorf("laws %v, want 62C3 first", o.Laws)
	}
	if !slices.ContainsFunc(o.Automatic, func(e ruling.Effect) bool { return strings.Contains(e.Text, "penalty card") }) {
		t.Errorf("the defenders' withdrawn cards are not said to be penalty cards: %+v", o.Automatic)
	}
	if !slices.ContainsFunc(o.Information, func(i ruling.InfoRule) bool { return !i.Authorized && i.Law == law.L(16, "C2") }) {
		t.Errorf("no 16C2 rule: %+v", o.Information)
	}
}

// a second revoke in another suit, or by the partner, is rectified on its own.
func TestRevokeSaysEachRevokeIsRectifiedOnItsOwn(t *testing.T) {
	o := outcomeOf(t, "revoke", ruling.Context{}, Lookup("revoke").Common...)
	if !slices.ContainsFunc(o.Notes, func(n string) bool {
		return strings.Contains(n, "different suit") && strings.Contains(n, "partner") && strings.Contains(n, "its own revoke trick")
	}) {
		t.Errorf("no guidance on a second revoke: %v", o.Notes)
	}
}

func TestRevokeWithoutAutomaticTransfer(t *testing.T) {
	tests := []struct {
		name    string
		answers []ruling.Answer
		ending  string
		ref     law.Ref
	}{
		// The director course and a club's rules column list these no-transfer cases; all agree with 2017 Law 64B.
		{"same player revokes again in the same suit", []ruling.Answer{ruling.Pick("exception"), ruling.Pick("repeat"), ruling.Pick("later")}, "repeat-revoke", law.L(64, "B2")},
		{"failure to play a penalty card or dummy's card", []ruling.Answer{ruling.Pick("exception"), ruling.Pick("faced-card"), ruling.Pick("later")}, "faced-card", law.L(64, "B3")},
		// D1: the next deal (64B4) and the end of the round (64B5) are told apart.
		{"revoke found after a non-offender called on the next board", []ruling.Answer{ruling.Pick("exception"), ruling.Pick("next-deal"), ruling.Pick("later")}, "next-deal", law.L(64, "B4")},
		{"revoke first noticed after the round ended", []ruling.Answer{ruling.Pick("exception"), ruling.Pick("round-ended"), ruling.Pick("later")}, "round-ended", law.L(64, "B5")},
		{"both sides revoked", []ruling.Answer{ruling.Pick("exception"), ruling.Pick("both-sides"), ruling.Pick("established"), ruling.Pick("later")}, "both-sides", law.L(64, "B7")},
		{"trick 12, hands already back in the board", []ruling.Answer{ruling.Pick("trick-12"), ruling.Pick("returned"), ruling.Pick("later")}, "trick-12-stands", law.L(64, "B6")},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			o := outcomeOf(t, "revoke", ruling.Context{}, tc.answers...)
			if o.ID != tc.ending || o.Transfer == nil || o.Transfer.Tricks != 0 || o.Transfer.Law != tc.ref {
				t.Fatalf("outcome %q, transfer %+v; want %q with no tricks under %v", o.ID, o.Transfer, tc.ending, tc.ref)
			}
			if !citesLaw(o, tc.ref) || !strings.Contains(readAloud(t, o), tc.ref.String()) {
				t.Errorf("%v is not read aloud: %q", tc.ref, readAloud(t, o))
			}
			// Here equity is the only remedy, so the adjusted score is stated, conditionally.
			if o.Adjustment == nil || !strings.HasPrefix(o.Adjustment.Text, "If ") || o.Adjustment.Law.Law != 64 {
				t.Errorf("adjustment = %+v", o.Adjustment)
			}
		})
	}
}

func TestRevokeOnTrickTwelveIsCorrected(t *testing.T) {
	// An ABF seminar says a trick-12 revoke "cannot be established". The 2017 Laws: it may be established
	// but is still corrected until all four hands are back in the board (62D1), with no transfer (64B6).
	o := outcomeOf(t, "revoke", ruling.Context{}, ruling.Pick("trick-12"), ruling.Pick("not-yet"))
	if o.ID != "trick-12-corrected" || o.Transfer == nil || o.Transfer.Tricks != 0 || o.Transfer.Law != law.L(64, "B6") {
		t.Fatalf("outcome %q, transfer %+v", o.ID, o.Transfer)
	}
	if !slices.ContainsFunc(o.Information, func(i ruling.InfoRule) bool { return !i.Authorized && i.Law == law.L(62, "D2") }) {
		t.Errorf("no 62D2 information rule: %+v", o.Information)
	}
	if !slices.ContainsFunc(o.Notes, func(n string) bool { return strings.Contains(n, "2017") }) {
		t.Errorf("no note on the older wording: %v", o.Notes)
	}
}

func TestRevokeNotARevokeAndPlayOn(t *testing.T) {
	if o := outcomeOf(t, "revoke", ruling.Context{}, ruling.Pick("no-revoke")); o.ID != "no-revoke" || o.Transfer != nil {
		t.Errorf("no revoke: %q %+v", o.ID, o.Transfer)
	}
	// The director course's "often contentious" hand: North leads a spade to South's ace and West
	// discards the ♥4; South leads the ♠2 and West, saying they have a spade, faces the ♠10. That card is
	// played to the next trick, so the revoke is established (Law 63A1); South's side won the revoke trick,
	// so one trick goes only if East-West win a later one (64A2), else none (64B1). Mid-play, the
	// director says play on, and says now what each end of play will mean.
	for _, tc := range []struct {
		name, trick, says string
		first             law.Ref
	}{
		{"contentious hand, play not over", "other-side", "one trick is transferred", law.L(64, "A2")},
		{"revoker won the trick, play not over", "revoker", "the revoke trick and one of those later tricks", law.L(64, "A1")},
	} {
		t.Run(tc.name, func(t *testing.T) {
			o := outcomeOf(t, "revoke", ruling.Context{}, ruling.Pick("established"), ruling.Pick(tc.trick), ruling.Pick("unfinished"))
			if o.ID != "play-on" || o.Transfer != nil || !o.Interim {
				t.Fatalf("outcome %q transfer %+v interim %v", o.ID, o.Transfer, o.Interim)
			}
			if len(o.Cases) != 2 || !slices.ContainsFunc(o.Cases, func(c ruling.Case) bool { return strings.Contains(c.Then, tc.says) }) {
				t.Errorf("cases lack %q: %+v", tc.says, o.Cases)
			}
			if len(o.Laws) == 0 || o.Laws[0] != tc.first {
				t.Errorf("laws %v, want %v first", o.Laws, tc.first)
			}
			if !slices.ContainsFunc(o.FollowUps, func(f ruling.FollowUp) bool { return f.Flow == "revoke" }) {
				t.Errorf("follow-ups = %+v", o.FollowUps)
			}
		})
	}
	t.Run("contentious hand, East-West win a later trick", func(t *testing.T) {
		o := outcomeOf(t, "revoke", ruling.Context{}, ruling.Pick("established"), ruling.Pick("other-side"), ruling.Pick("yes"), ruling.Pick("later"))
		if o.Transfer == nil || o.Transfer.Tricks != 1 {
			t.Errorf("transfer = %+v, want 1", o.Transfer)
		}
	})
}

// D8: dummy, having looked at a player's hand, is first to ask declarer about a revoke. Declarer
// corrects it, and Law 64 applies as if it were established (43B2(b)).
func TestRevokeDummyWhoLookedAtAHandAsks(t *testing.T) {
	t.Run("dummy who looked at a hand asks about the revoke: Law 64 applies as if established", func(t *testing.T) {
		o := outcomeOf(t, "revoke", southDeclares, ruling.Pick("not-established"), ruling.Pick("dummy-asked"),
			ruling.Pick("revoker"), ruling.Pick("yes"), ruling.Pick("later"))
		if o.Transfer == nil || o.Transfer.Tricks != 2 || o.Transfer.To.Spoken() != "East-West" {
			t.Fatalf("outcome %q, transfer %+v; want two tricks to East-West", o.ID, o.Transfer)
		}
		if len(o.Laws) == 0 || o.Laws[0] != law.L(43, "B2(b)") {
			t.Errorf("laws %v, want 43B2(b) first", o.Laws)
		}
		if slices.ContainsFunc(o.Automatic, func(e ruling.Effect) bool { return slices.Contains(e.Laws, law.L(63, "B")) }) {
			t.Errorf("the revoke is corrected, so the trick does not stand as played: %+v", o.Automatic)
		}
		if !slices.ContainsFunc(o.Notes, func(n string) bool { return strings.Contains(n, "procedural penalty") }) {
			t.Errorf("no note on a procedural penalty: %v", o.Notes)
		}
	})
	t.Run("mid-play, the same ruling is given as play on", func(t *testing.T) {
		o := outcomeOf(t, "revoke", ruling.Context{}, ruling.Pick("not-established"), ruling.Pick("dummy-asked"),
			ruling.Pick("other-side"), ruling.Pick("unfinished"))
		if o.ID != "play-on" || len(o.Laws) == 0 || o.Laws[0] != law.L(43, "B2(b)") {
			t.Errorf("outcome %q laws %v", o.ID, o.Laws)
		}
	})
}

// D11: a missing card is found. It goes back into the hand and counts as having been there all
// along (14B2, 14B4); knowing of it is unauthorized for the owner's partner (14C).
func TestRevokeCameToLightWhenAMissingCardWasFound(t *testing.T) {
	partnerMayNotUse := func(i ruling.InfoRule) bool {
		return !i.Authorized && i.Law == law.L(14, "C") && i.Who.Role == ruling.OffendersPartner
	}
	t.Run("the card was never needed: restored, no revoke", func(t *testing.T) {
		o := outcomeOf(t, "revoke", ruling.Context{}, ruling.Pick("found-card"), ruling.Pick("no-revoke"))
		if o.Transfer != nil || !citesLaw(o, law.L(14, "B4")) || !slices.ContainsFunc(o.Information, partnerMayNotUse) {
			t.Errorf("outcome %q: transfer %+v, laws %v, information %+v", o.ID, o.Transfer, o.AllLaws(), o.Information)
		}
	})
	t.Run("the revoke came to light when a missing card was found", func(t *testing.T) {
		o := outcomeOf(t, "revoke", southDeclares, ruling.Pick("found-card"), ruling.Pick("established-declarer"),
			ruling.Pick("partner"), ruling.Pick("later"))
		if o.Transfer == nil || o.Transfer.Tricks != 1 || !citesLaw(o, law.L(14, "B4")) || !slices.ContainsFunc(o.Information, partnerMayNotUse) {
			t.Fatalf("outcome %q: transfer %+v, laws %v, information %+v", o.ID, o.Transfer, o.AllLaws(), o.Information)
		}
		if script := strings.Join(o.Script(), " "); !strings.Contains(script, "North may not use") {
			t.Errorf("the script does not name dummy as the partner who may not use it: %s", script)
		}
	})
	t.Run("found before the revoke is established: corrected, and restored", func(t *testing.T) {
		o := outcomeOf(t, "revoke", ruling.Context{}, ruling.Pick("found-card"), ruling.Pick("not-established"), ruling.Pick("defender"), ruling.CardAnswer(bridge.Card{Suit: bridge.Diamonds, Rank: bridge.Three}))
		if o.ID != "corrected-defender" || !citesLaw(o, law.L(14, "B2")) || !slices.ContainsFunc(o.Information, partnerMayNotUse) {
			t.Errorf("outcome %q: laws %v, information %+v", o.ID, o.AllLaws(), o.Information)
		}
	})
}

func TestRevokeIsFoundByWhatPlayersSay(t *testing.T) {
	for _, q := range []string{"didn't follow suit", "renege", "revoked", "law 64", "missing card"} {
		if !slices.ContainsFunc(Search(q), func(f *ruling.Flow) bool { return f.ID == "revoke" }) {
			t.Errorf("Search(%q) does not find the revoke flow", q)
		}
	}
}

// README problem 4: an established revoke where the transfer is not enough and the director
// assigns a result. The assigned result replaces the score: the title and the script must not
// still announce a transfer that a hurried director could add on top.
func TestRevokeWithAnAssignedResultIsNotTitledTransferred(t *testing.T) {
	ctx := ruling.Context{Board: 1, Contract: bridge.Contract{Level: 4, Strain: bridge.HeartsStrain, Declarer: bridge.South}}
	o := outcomeOf(t, "revoke", ctx, ruling.Pick("established"), ruling.Pick("partner"), ruling.Pick("assign"),
		ruling.ResultAnswer(bridge.Contract{Level: 4, Strain: bridge.HeartsStrain, Declarer: bridge.South}, 10))
	if strings.Contains(o.Title, "transferred") {
		t.Errorf("title %q still announces a transfer", o.Title)
	}
	if o.Transfer != nil && o.Transfer.Tricks > 0 {
		t.Errorf("the transfer %+v is still read out beside the assigned result", o.Transfer)
	}
	if o.Adjustment == nil || o.Adjustment.Assigned == nil {
		t.Fatalf("no assigned result: %+v", o.Adjustment)
	}
	script := strings.Join(o.Script(), " ")
	if strings.Contains(script, "will be transferred") {
		t.Errorf("the script still reads the transfer:\n%s", script)
	}
	t.Run("boundary: scored with the transfer, the title keeps it", func(t *testing.T) {
		o := outcomeOf(t, "revoke", ctx, ruling.Pick("established"), ruling.Pick("partner"), ruling.Pick("now"),
			ruling.ResultAnswer(bridge.Contract{Level: 4, Strain: bridge.HeartsStrain, Declarer: bridge.South}, 9))
		if !strings.Contains(o.Title, "1 trick transferred") || o.Transfer == nil || o.Transfer.Tricks != 1 {
			t.Errorf("title %q, transfer %+v", o.Title, o.Transfer)
		}
	})
}

// P33: whether defenders may ask each other "no spades?" is a regulating-body option (61B3).
func TestRevokeDefendersAskingEachOtherIsTheRegulatingBodysChoice(t *testing.T) {
	o := outcomeOf(t, "revoke", ruling.Context{}, ruling.Pick("no-revoke"))
	if !slices.ContainsFunc(o.Notes, func(n string) bool { return strings.Contains(n, "61B3") && strings.Contains(n, "regulating body") }) {
		t.Errorf("the notes do not say the regulating body may forbid it (61B3): %q", o.Notes)
	}
}
