package board

import (
	"strings"
	"testing"

	"tableside/engine/bridge"
	"tableside/engine/catalog"
	"tableside/engine/law"
	"tableside/engine/ruling"
)

// Board 7 is vulnerable for both sides (Law 2, the standard board cycle), so 4♠ made is 620,
// one down 100, two down 200 (Law 77).

func finished(t *testing.T, b State, tricks int) Score {
	t.Helper()
	b, err := b.WithTricks(tricks)
	if err != nil {
		t.Fatal(err)
	}
	sc, err := b.Result()
	if err != nil {
		t.Fatal(err)
	}
	return sc
}

func TestBoardWithNoRulingScoresTheTableResult(t *testing.T) {
	sc := finished(t, newBoard(t, 7, fourSpades), 10)
	if got := sc.Final(); got != "North-South +620, East-West −620" {
		t.Errorf("final %q; want North-South +620, East-West −620", got)
	}
	if len(sc.Steps) != 1 || sc.Steps[0].Tricks != 10 {
		t.Errorf("steps %+v; want the table result only", sc.Steps)
	}
}

// Laws 54A then 64A2: East's opening lead out of turn, South chooses to become dummy; North,
// now declarer, revokes and the defenders win a later trick. North takes 9 tricks at the
// table; one goes to East-West: 8 tricks, two down.
func TestFinalScoreAfterChangeOfDeclarerAndARevokeByTheNewDeclarer(t *testing.T) {
	b := newBoard(t, 7, fourSpades)
	b = record(t, b, "opening-lead-out-of-turn", openingLeadOutOfTurn(t, b.Context(0), "nothing"), "Accept the lead and become dummy")
	_, rev := rule(t, "revoke", b.Context(0), ruling.Pick("established-declarer"), ruling.Pick("other-side"), ruling.Pick("yes"), ruling.Pick("later"))
	b = record(t, b, "revoke", rev, "")
	sc := finished(t, b, 9)
	if sc.Contract.Declarer != bridge.North || sc.Tricks != 8 || sc.Final() != "North-South −200, East-West +200" {
		t.Errorf("declarer %v, %d tricks, %q; want North, 8 tricks, North-South −200", sc.Contract.Declarer, sc.Tricks, sc.Final())
	}
}

// Law 64A twice: one trick (64A2) and two (64A1) to North-South. South takes 8 at the table,
// 11 after both transfers: 4♠ making with an overtrick, 650.
func TestFinalScoreAddsUpTwoRevokes(t *testing.T) {
	b := newBoard(t, 7, fourSpades)
	for _, trick := range []string{"other-side", "revoker"} {
		_, o := rule(t, "revoke", b.Context(0), ruling.Pick("established"), ruling.Pick(trick), ruling.Pick("yes"), ruling.Pick("later"))
		b = record(t, b, "revoke", o, "")
	}
	sc := finished(t, b, 8)
	if sc.Tricks != 11 || sc.Final() != "North-South +650, East-West −650" {
		t.Errorf("%d tricks, %q; want 11 tricks, North-South +650", sc.Tricks, sc.Final())
	}
	if len(sc.Steps) != 3 || sc.Steps[1].Law != law.L(64, "A2") || sc.Steps[2].Law != law.L(64, "A1") {
		t.Errorf("steps %+v; want the table result, then 64A2, then 64A1", sc.Steps)
	}
}

// Law 64B2: the same player, same suit again: only the first revoke's trick goes. 9 at the
// table, 10 after the first transfer: 620.
func TestFinalScoreCountsARepeatedRevokeInTheSameSuitOnce(t *testing.T) {
	b := newBoard(t, 7, fourSpades)
	_, first := rule(t, "revoke", b.Context(0), ruling.Pick("established"), ruling.Pick("other-side"), ruling.Pick("yes"), ruling.Pick("later"))
	b = record(t, b, "revoke", first, "")
	_, again := rule(t, "revoke", b.Context(0), ruling.Pick("exception"), ruling.Pick("repeat"), ruling.Pick("none"))
	b = record(t, b, "revoke", again, "")
	if sc := finished(t, b, 9); sc.Tricks != 10 || sc.Final() != "North-South +620, East-West −620" {
		t.Errorf("%d tricks, %q; want 10, North-South +620", sc.Tricks, sc.Final())
	}
}

// Laws 63A3, 70A, 64A: the claim first (9 claimed, 1 lost: 8), then the revoke's trick to
// declarer's side: 9 tricks, one down, −100. The order the rulings were made in does not matter.
func TestFinalScoreRulesTheClaimFirstThenTheRevoke(t *testing.T) {
	revokeFirst := newBoard(t, 7, fourSpades)
	_, rev := rule(t, "revoke", revokeFirst.Context(0), ruling.Pick("established"), ruling.Pick("other-side"), ruling.Pick("yes"), ruling.Pick("later"))
	revokeFirst = record(t, revokeFirst, "revoke", rev, "")
	_, claim := rule(t, "claim", revokeFirst.Context(0), claimAnswers(9, 1)...)
	revokeFirst = record(t, revokeFirst, "claim", claim, "")

	claimFirst := newBoard(t, 7, fourSpades)
	claimFirst = record(t, claimFirst, "claim", claim, "")
	claimFirst = record(t, claimFirst, "revoke", rev, "")

	for name, b := range map[string]State{"revoke ruled first": revokeFirst, "claim ruled first": claimFirst} {
		sc, err := b.Result() // no table tricks: the claim's result stands for them
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if sc.Tricks != 9 || sc.Final() != "North-South −100, East-West +100" || !strings.HasPrefix(sc.Steps[0].Text, "Result of the claim: 8") {
			t.Errorf("%s: %d tricks, %q, steps %+v; want the claim's 8, then 9, North-South −100", name, sc.Tricks, sc.Final(), sc.Steps)
		}
	}
}

// Boundary (Law 64B1): the side that revoked won no trick from the revoke on: no transfer.
func TestFinalScoreWhenTheRevokersWonNoLaterTrick(t *testing.T) {
	b := newBoard(t, 7, fourSpades)
	_, o := rule(t, "revoke", b.Context(0), ruling.Pick("established"), ruling.Pick("other-side"), ruling.Pick("no"))
	b = record(t, b, "revoke", o, "")
	if sc := finished(t, b, 13); sc.Tricks != 13 || sc.Final() != "North-South +710, East-West −710" {
		t.Errorf("%d tricks, %q; want 13, North-South +710 (4♠ with three overtricks)", sc.Tricks, sc.Final())
	}
}

// Boundary: a transfer the tricks cannot bear (declarer took all 13, yet a defender's revoke
// transfers one) is refused with a message, not scored as 14 tricks.
func TestFinalScoreRefusesATransferBeyondThirteenTricks(t *testing.T) {
	b := newBoard(t, 7, fourSpades)
	_, o := rule(t, "revoke", b.Context(0), ruling.Pick("established"), ruling.Pick("other-side"), ruling.Pick("yes"), ruling.Pick("later"))
	b = record(t, b, "revoke", o, "")
	b, _ = b.WithTricks(13)
	if _, err := b.Result(); err == nil || !strings.Contains(err.Error(), "14 tricks") {
		t.Errorf("error %v; want the transfer to 14 tricks refused", err)
	}
}

// Boundary (Laws 62D1, 64B6, 64C1): a revoke on trick 12. Corrected while the hands are out of
// the board, nothing moves; found after they are back, the director assigns the result.
func TestRevokeOnTrickTwelve(t *testing.T) {
	b := newBoard(t, 7, fourSpades)
	_, corrected := rule(t, "revoke", b.Context(0), ruling.Pick("trick-12"), ruling.Pick("not-yet"))
	b = record(t, b, "revoke", corrected, "")
	if sc := finished(t, b, 9); sc.Tricks != 9 || sc.Final() != "North-South −100, East-West +100" {
		t.Errorf("corrected: %d tricks, %q; want 9, North-South −100", sc.Tricks, sc.Final())
	}
	_, assigned := rule(t, "revoke", b.Context(0), ruling.Pick("trick-12"), ruling.Pick("returned"), ruling.Pick("assign"), ruling.ResultAnswer(fourSpades, 10))
	b = record(t, b, "revoke", assigned, "")
	sc := finished(t, b, 9)
	if sc.Final() != "North-South +620, East-West −620 (assigned adjusted score, Law 64C1)" {
		t.Errorf("assigned: %q; want +620 as an assigned adjusted score under Law 64C1", sc.Final())
	}
	if last := sc.Steps[len(sc.Steps)-1]; !strings.Contains(last.Text, "Assigned adjusted score: 4♠=") {
		t.Errorf("last step %q; want the assigned result", last.Text)
	}
}

// Boundary (Law 64B3): dummy's card, face up on the table, was not played when it had to be.
// It is a revoke, but with no automatic transfer; the director finds no damage: the table
// result stands.
func TestRevokeByDummyCarriesNoTransfer(t *testing.T) {
	b := newBoard(t, 7, fourSpades)
	_, o := rule(t, "revoke", b.Context(0), ruling.Pick("exception"), ruling.Pick("faced-card"), ruling.Pick("none"))
	b = record(t, b, "revoke", o, "")
	if len(b.Transfers) != 1 || b.Transfers[0].Tricks != 0 || b.Transfers[0].Law != law.L(64, "B3") {
		t.Errorf("transfers %+v; want none under Law 64B3", b.Transfers)
	}
	if sc := finished(t, b, 10); sc.Final() != "North-South +620, East-West −620" {
		t.Errorf("%q; want the table result, North-South +620", sc.Final())
	}
}

func TestFinalScoreNeedsAContractAndAResult(t *testing.T) {
	if _, err := newBoard(t, 7, bridge.Contract{}).Result(); err == nil || !strings.Contains(err.Error(), "contract") {
		t.Errorf("error %v; want one asking for the contract", err)
	}
	if _, err := newBoard(t, 7, fourSpades).Result(); err == nil || !strings.Contains(err.Error(), "enter declarer's tricks") {
		t.Errorf("error %v; want one asking for the tricks", err)
	}
	if _, err := newBoard(t, 7, fourSpades).WithTricks(14); err == nil {
		t.Error("14 tricks were accepted")
	}
}

// Interaction 6 (Laws 64C1, 12C1(c)). A defender revoked and the one-trick transfer does not
// restore equity: without the revoke South would have made 4♠ six times in ten, and gone one
// down otherwise. The director assigns a weighted score, which replaces the score, transfer
// and all: North-South 60% of +620 and 40% of −100, that is +332.
func TestRevokeWhoseEquityAdjustmentIsAWeightedScore(t *testing.T) {
	b := newBoard(t, 7, fourSpades)
	weighted := ruling.WeightedAnswer(
		ruling.Weighted{Contract: fourSpades, Tricks: 10, Weight: 60},
		ruling.Weighted{Contract: fourSpades, Tricks: 9, Weight: 40})
	_, o := rule(t, "revoke", b.Context(0), ruling.Pick("established"), ruling.Pick("other-side"), ruling.Pick("yes"), ruling.Pick("weighted"), weighted)
	if o.Transfer != nil || o.Adjustment == nil || len(o.Adjustment.Weighted) != 2 || o.Adjustment.Law != law.L(64, "C1") {
		t.Fatalf("transfer %+v, adjustment %+v; want no transfer and the weighted score under Law 64C1", o.Transfer, o.Adjustment)
	}
	if !citesAll(o.AllLaws(), law.L(12, "C1(c)")) {
		t.Errorf("the ruling does not cite Law 12C1(c): %v", o.AllLaws())
	}
	if len(o.Workings) != 1 || o.Workings[0].Value != "+332" {
		t.Errorf("workings %+v; want North-South +332", o.Workings)
	}
	b = record(t, b, "revoke", o, "")
	sc := finished(t, b, 9)
	if sc.Final() != "North-South +332, East-West −332 in weighted points (weighted adjusted score, Law 64C1)" {
		t.Errorf("final %q; want North-South +332 in weighted points, as a weighted adjusted score", sc.Final())
	}
	if sc.Steps[0].Text != "Table result: 9 tricks" || !strings.Contains(sc.Steps[len(sc.Steps)-1].Text, "60% of 4♠= by South (+620) + 40% of 4♠-1 by South (−100)") {
		t.Errorf("steps %+v; want the table result, then the weighted score", sc.Steps)
	}
}

// Without a board number the flow asks declarer's side's vulnerability once, so a weighted
// score with results declared by both sides is refused until the board is known.
func TestRevokeWeightedScoreAcrossBothSidesNeedsTheBoard(t *testing.T) {
	s, _ := rule(t, "revoke", ruling.Context{}, ruling.Pick("established"), ruling.Pick("other-side"), ruling.Pick("yes"), ruling.Pick("later"))
	s = s.Back()
	s, err := catalog.Answer(s, ruling.Pick("weighted"))
	if err != nil {
		t.Fatal(err)
	}
	westHearts := bridge.Contract{Level: 4, Strain: bridge.HeartsStrain, Risk: bridge.Doubled, Declarer: bridge.West}
	_, err = catalog.Answer(s, ruling.WeightedAnswer(
		ruling.Weighted{Contract: fourSpades, Tricks: 10, Weight: 50},
		ruling.Weighted{Contract: westHearts, Tricks: 8, Weight: 50}))
	if err == nil || !strings.Contains(err.Error(), "board number") {
		t.Errorf("error %v; want the mixed sides refused without the board number", err)
	}
}
