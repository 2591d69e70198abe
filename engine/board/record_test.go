package board

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"tableside/engine/bridge"
	"tableside/engine/law"
	"tableside/engine/ruling"
)

// Board 7, 4♠ by South. East (on declarer's right) makes the opening lead out of turn with the
// ♠5; the correct leader is West (Law 41A). Laws 54 and 56 as published by the WBF in 2017.
func openingLeadOutOfTurn(t *testing.T, ctx ruling.Context, since string) ruling.Outcome {
	t.Helper()
	_, o := rule(t, "opening-lead-out-of-turn", ctx, ruling.Pick("faced"), ruling.CardAnswer(spadeFive), ruling.Pick(since))
	return o
}

func TestDeclarerWhoChoosesToBeDummyHandsTheContractToPartner(t *testing.T) {
	b := newBoard(t, 7, fourSpades)
	o := openingLeadOutOfTurn(t, b.Context(0), "nothing")
	b = record(t, b, "opening-lead-out-of-turn", o, "Accept the lead and become dummy")
	if b.Contract.Declarer != bridge.North {
		t.Errorf("declarer is %v after Law 54A; want North", b.Contract.Declarer)
	}
	if len(b.DeclarerChanges) != 1 || b.DeclarerChanges[0].From != bridge.South || b.DeclarerChanges[0].Law != law.L(54, "A") {
		t.Errorf("declarer changes %+v; want one from South under Law 54A", b.DeclarerChanges)
	}
	if len(b.PenaltyCards) != 0 {
		t.Errorf("an accepted lead left penalty cards: %+v", b.PenaltyCards)
	}
}

func TestDeclarerWhoBeganToSpreadBecomesDummyWithoutChoosing(t *testing.T) {
	b := newBoard(t, 7, fourSpades)
	b = record(t, b, "opening-lead-out-of-turn", openingLeadOutOfTurn(t, b.Context(0), "declarer-spread"), "")
	if b.Contract.Declarer != bridge.North {
		t.Errorf("declarer is %v after declarer spread their hand (Law 54A); want North", b.Contract.Declarer)
	}
}

func TestDeclarerWhoAcceptsAndPlaysStaysDeclarer(t *testing.T) {
	b := newBoard(t, 7, fourSpades)
	b = record(t, b, "opening-lead-out-of-turn", openingLeadOutOfTurn(t, b.Context(0), "nothing"), "Accept the lead and play the hand")
	if b.Contract.Declarer != bridge.South || len(b.DeclarerChanges) != 0 {
		t.Errorf("declarer %v, changes %+v; want South, none", b.Contract.Declarer, b.DeclarerChanges)
	}
}

func TestRefusedLeadLeftOnTableIsAMajorPenaltyCardWithLeadOptions(t *testing.T) {
	b := newBoard(t, 7, fourSpades)
	b = record(t, b, "opening-lead-out-of-turn", openingLeadOutOfTurn(t, b.Context(0), "nothing"), "Let West lead anything")
	if len(b.PenaltyCards) != 1 {
		t.Fatalf("penalty cards %+v; want East's ♠5", b.PenaltyCards)
	}
	if p := b.PenaltyCards[0]; p.Card != spadeFive || p.Owner != bridge.East || !p.Major {
		t.Errorf("penalty card %+v; want East's ♠5, major (Law 56)", p)
	}
	if len(b.Leads) != 1 || b.Leads[0].On != bridge.West || b.Leads[0].Card != spadeFive || b.Leads[0].Law != law.L(50, "D2") {
		t.Fatalf("lead restrictions %+v; want West's, under Law 50D2, while the ♠5 is on the table", b.Leads)
	}
	// Once East plays the ♠5 (Law 50D1), the card and the lead options that hung on it go.
	played, err := b.CardPlayed(spadeFive)
	if err != nil {
		t.Fatal(err)
	}
	if len(played.PenaltyCards) != 0 || len(played.Leads) != 0 {
		t.Errorf("after the ♠5 was played: cards %+v, leads %+v; want none", played.PenaltyCards, played.Leads)
	}
	if len(b.PenaltyCards) != 1 {
		t.Error("CardPlayed changed the board it was called on")
	}
	if _, err := played.CardPlayed(spadeFive); err == nil {
		t.Error("a card already played was accepted as played again")
	}
}

func TestRequiringTheSuitPicksTheCardUp(t *testing.T) {
	b := newBoard(t, 7, fourSpades)
	b = record(t, b, "opening-lead-out-of-turn", openingLeadOutOfTurn(t, b.Context(0), "nothing"), "Require a spade lead")
	if len(b.PenaltyCards) != 0 || len(b.Leads) != 0 {
		t.Errorf("cards %+v, leads %+v; want the ♠5 picked up (Law 50D2(a))", b.PenaltyCards, b.Leads)
	}
	for _, r := range b.Reminders {
		if strings.Contains(r.FollowUp.When, "♠5 is on the table") {
			t.Errorf("reminder %q kept; the card is back in the hand", r.FollowUp.When)
		}
	}
}

func TestAnOptionTheRulingDoesNotOfferIsRefused(t *testing.T) {
	b := newBoard(t, 7, fourSpades)
	o := openingLeadOutOfTurn(t, b.Context(0), "nothing")
	got, err := b.Record(Ref{Flow: "opening-lead-out-of-turn", Chosen: "Let North lead anything"}, o)
	if err == nil || !strings.Contains(err.Error(), "not one of this ruling's options") {
		t.Errorf("error %v; want the option refused (options: %q)", err, optionLabels(o))
	}
	if len(got.Rulings) != 0 {
		t.Error("a refused ruling was recorded")
	}
}

func TestClosedBoardTakesNoRulingUntilReopened(t *testing.T) {
	b := newBoard(t, 7, fourSpades).Close()
	o := openingLeadOutOfTurn(t, b.Context(0), "declarer-spread")
	if _, err := b.Record(Ref{Flow: "opening-lead-out-of-turn"}, o); err == nil || !strings.Contains(err.Error(), "closed") {
		t.Errorf("error %v; want the closed board to refuse", err)
	}
	b = record(t, b.Reopen(), "opening-lead-out-of-turn", o, "")
	if len(b.Rulings) != 1 || b.Rulings[0].Outcome != "declarer-is-dummy" || b.Rulings[0].Summary != o.Title {
		t.Errorf("rulings %+v; want the one recorded, by outcome and title", b.Rulings)
	}
	if !citesAll(b.Rulings[0].Laws, law.L(54, "A")) || len(b.Rulings[0].Laws) != len(o.AllLaws()) {
		t.Errorf("the ruling's Laws on the board %v; want every Law it cites, 54A among them", b.Rulings[0].Laws)
	}
}

// Once the chooser has chosen, the board keeps the Laws of the option taken, not of the others:
// accepting the lead and becoming dummy is Law 54A; Law 53A (accepting a lead out of turn during
// play) and Law 54D (the lead refused) belong to the options not taken.
func TestChosenRulingKeepsTheLawsOfTheOptionTaken(t *testing.T) {
	b := newBoard(t, 7, fourSpades)
	o := openingLeadOutOfTurn(t, b.Context(0), "nothing")
	b = record(t, b, "opening-lead-out-of-turn", o, "Accept the lead and become dummy")
	got := b.Rulings[0].Laws
	if !citesAll(got, law.L(54, "A"), law.L(10, "C1")) || citesAll(got, law.L(54, "D")) || citesAll(got, law.L(53, "A")) || len(got) >= len(o.AllLaws()) {
		t.Errorf("Laws %v; want the chosen option's (54A) and the outcome's own, not 53A's or 54D's", got)
	}
}

// A revoke by a defender, 4♠ by South: the transfer goes to North-South (Law 64A2).
func TestRevokeTransferGoesToTheSideThatDidNotRevoke(t *testing.T) {
	for _, c := range []struct {
		name  string
		stage string
		want  bridge.Side
	}{
		{"a defender revoked", "established", bridge.NorthSouth},
		{"declarer revoked", "established-declarer", bridge.EastWest},
	} {
		b := newBoard(t, 7, fourSpades)
		_, o := rule(t, "revoke", b.Context(0), ruling.Pick(c.stage), ruling.Pick("other-side"), ruling.Pick("yes"), ruling.Pick("later"))
		b = record(t, b, "revoke", o, "")
		if len(b.Transfers) != 1 || b.Transfers[0].Tricks != 1 || b.Transfers[0].To != c.want || b.Transfers[0].Law != law.L(64, "A2") {
			t.Errorf("%s: transfers %+v; want 1 trick to %v under Law 64A2", c.name, b.Transfers, c.want)
		}
	}
}

func TestTransferOnABoardWithoutAContractIsRefusedAndNothingIsLost(t *testing.T) {
	b := newBoard(t, 7, bridge.Contract{})
	_, o := rule(t, "revoke", b.Context(0), ruling.Pick("established"), ruling.Pick("other-side"), ruling.Pick("yes"), ruling.Pick("later"))
	got, err := b.Record(Ref{Flow: "revoke"}, o)
	if err == nil || !strings.Contains(err.Error(), "contract") {
		t.Fatalf("error %v; want one asking for the contract", err)
	}
	if len(got.Rulings) != 0 || len(got.Transfers) != 0 {
		t.Errorf("a refused ruling left traces: %+v", got)
	}
	withContract, err := b.WithContract(fourSpades)
	if err != nil {
		t.Fatal(err)
	}
	if b = record(t, withContract, "revoke", o, ""); len(b.Transfers) != 1 {
		t.Errorf("after the contract was given, transfers %+v; want one", b.Transfers)
	}
}

// An interim ruling (play not over) leaves only its reminder; finished at the end of play and
// recorded again under the same log id, it counts once.
func TestRevokeRuledAgainAtTheEndOfPlayCountsOnce(t *testing.T) {
	b := newBoard(t, 7, fourSpades)
	_, interim := rule(t, "revoke", b.Context(0), ruling.Pick("established"), ruling.Pick("revoker"), ruling.Pick("unfinished"))
	b, err := b.Record(Ref{Flow: "revoke", Log: "log-17"}, interim)
	if err != nil {
		t.Fatal(err)
	}
	if len(b.Transfers) != 0 || len(b.Due()) == 0 {
		t.Fatalf("interim revoke: transfers %+v, reminders %+v; want none and the end-of-play reminder", b.Transfers, b.Due())
	}
	_, final := rule(t, "revoke", b.Context(0), ruling.Pick("established"), ruling.Pick("revoker"), ruling.Pick("yes"), ruling.Pick("later"))
	for range 2 {
		if b, err = b.Record(Ref{Flow: "revoke", Log: "log-17"}, final); err != nil {
			t.Fatal(err)
		}
	}
	if len(b.Rulings) != 1 || len(b.Transfers) != 1 || b.Transfers[0].Tricks != 2 {
		t.Errorf("rulings %d, transfers %+v; want one ruling transferring 2 tricks (Law 64A1)", len(b.Rulings), b.Transfers)
	}
	for _, r := range b.Due() {
		if strings.Contains(r.Watch, "count the tricks") {
			t.Errorf("the interim reminder is still due after the ruling was finished: %+v", r)
		}
	}
}

func TestRemindersComeFromTheRulingsAndCanBeMarkedDone(t *testing.T) {
	b := newBoard(t, 7, fourSpades)
	o := openingLeadOutOfTurn(t, b.Context(0), "nothing")
	b = record(t, b, "opening-lead-out-of-turn", o, "Let West lead anything")
	if len(b.Due()) != len(o.FollowUps) || len(o.FollowUps) == 0 {
		t.Fatalf("due %d; want the ruling's %d follow-ups", len(b.Due()), len(o.FollowUps))
	}
	done, err := b.ReminderDone(0)
	if err != nil {
		t.Fatal(err)
	}
	if len(done.Due()) != len(o.FollowUps)-1 {
		t.Errorf("after one was done, due %d; want %d", len(done.Due()), len(o.FollowUps)-1)
	}
	if _, err := b.ReminderDone(len(b.Reminders)); err == nil {
		t.Error("a reminder past the end was accepted")
	}
}

// TestRemindersNameTheirLoggedFollowUp: a logged ruling's reminders carry the log's id and each
// follow-up's place in the outcome, counted over the follow-ups the choice made moot too, so
// the log's state for that follow-up is the one that decides; such a reminder is not marked
// done on the board. A ruling with no log id leaves reminders marked done on the board.
func TestRemindersNameTheirLoggedFollowUp(t *testing.T) {
	b := newBoard(t, 7, fourSpades)
	o := openingLeadOutOfTurn(t, b.Context(0), "nothing")
	logged, err := b.Record(Ref{Flow: "opening-lead-out-of-turn", Log: "log-1", Chosen: "Require a spade lead"}, o)
	if err != nil {
		t.Fatal(err)
	}
	chosen := slices.IndexFunc(o.Options, func(c ruling.Choice) bool { return c.Label == "Require a spade lead" })
	var want []int
	for i := range o.FollowUps {
		if !o.MootAfter(chosen, i) {
			want = append(want, i)
		}
	}
	if len(want) == len(o.FollowUps) || len(want) == 0 {
		t.Fatalf("the check needs a choice that makes some follow-ups moot and leaves others: %d of %d left", len(want), len(o.FollowUps))
	}
	var got []int
	for _, r := range logged.Reminders {
		if !r.Logged() || r.Log != "log-1" || r.FollowUp != o.FollowUps[r.Index] {
			t.Errorf("reminder %+v does not name follow-up %d of ruling log-1", r, r.Index)
		}
		got = append(got, r.Index)
	}
	if !slices.Equal(got, want) {
		t.Errorf("reminders name follow-ups %v, want %v (the moot ones left out)", got, want)
	}
	if _, err := logged.ReminderDone(0); err == nil || !strings.Contains(err.Error(), "in the log") {
		t.Errorf("a logged reminder marked done on the board: err %v", err)
	}

	unlogged := record(t, b, "opening-lead-out-of-turn", o, "Let West lead anything")
	if unlogged.Reminders[0].Logged() {
		t.Errorf("a ruling with no log id left a logged reminder: %+v", unlogged.Reminders[0])
	}
}

// TestABoardStoredBeforeRemindersNamedTheirRulingStillOpens: a stored board whose reminders
// carry no log id reads back with each reminder open or done as it was stored, marked done on
// the board.
func TestABoardStoredBeforeRemindersNamedTheirRulingStillOpens(t *testing.T) {
	old := `{"version":1,"table":3,"board":7,"rulings":[{"flow":"revoke","at":"2025-03-14T19:05:00Z","outcome":"x","summary":"Revoke","log":"log-9"}],
"reminders":[{"when":"at the end of play","watch":"count the tricks","law":{"Law":64},"ruling":1},
{"when":"at the end of play","watch":"check for damage","law":{"Law":64,"Part":"C"},"ruling":1,"done":true}]}`
	var s State
	if err := json.Unmarshal([]byte(old), &s); err != nil {
		t.Fatal(err)
	}
	if len(s.Reminders) != 2 || s.Reminders[0].Logged() || len(s.Due()) != 1 {
		t.Fatalf("reminders %+v, due %d; want two not logged, one due", s.Reminders, len(s.Due()))
	}
	done, err := s.ReminderDone(0)
	if err != nil || len(done.Due()) != 0 {
		t.Errorf("marking the old reminder done on the board: err %v, due %d", err, len(done.Due()))
	}
}
