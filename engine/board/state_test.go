package board

import (
	"bytes"
	"strings"
	"testing"

	"tableside/engine/bridge"
	"tableside/engine/law"
)

// storedV1 is a board as version 1 stores it: table 3, board 7, 4♠ by South after a change of
// declarer from North, West's ♥K on the table, a one-trick transfer to North-South. It is
// written out by hand so a change to the stored format shows up here and not in a user's
// browser.
const storedV1 = `{"version":1,"table":3,"board":7,` +
	`"contract":{"Level":4,"Strain":4,"Risk":0,"Declarer":3},` +
	`"declarerChanges":[{"from":1,"to":3,"law":{"Law":54,"Part":"A"},"ruling":1}],` +
	`"penaltyCards":[{"card":{"Suit":3,"Rank":13},"owner":4,"major":true,"law":{"Law":50,"Part":"D"},"ruling":2}],` +
	`"transfers":[{"tricks":1,"to":1,"law":{"Law":64,"Part":"A2"},"reason":"revoke","ruling":3}],` +
	`"rulings":[{"flow":"opening-lead-out-of-turn","at":"2026-11-27T19:05:00Z","outcome":"declarer-is-dummy","summary":"Declarer becomes dummy"}],` +
	`"tricks":9,"closed":true}`

func TestStoredBoardVersion1Decodes(t *testing.T) {
	s, err := Decode([]byte(storedV1))
	if err != nil {
		t.Fatal(err)
	}
	want := bridge.Contract{Level: 4, Strain: bridge.SpadesStrain, Declarer: bridge.South}
	if s.Table != 3 || s.Board != 7 || s.Contract != want {
		t.Errorf("table %d board %d contract %v; want table 3 board 7 %v", s.Table, s.Board, s.Contract, want)
	}
	if len(s.DeclarerChanges) != 1 || s.DeclarerChanges[0].From != bridge.North || s.DeclarerChanges[0].Law != law.L(54, "A") {
		t.Errorf("declarer changes %+v; want one from North under Law 54A", s.DeclarerChanges)
	}
	heartKing := bridge.Card{Suit: bridge.Hearts, Rank: bridge.King}
	if len(s.PenaltyCards) != 1 || s.PenaltyCards[0].Card != heartKing || s.PenaltyCards[0].Owner != bridge.West || !s.PenaltyCards[0].Major {
		t.Errorf("penalty cards %+v; want West's ♥K, major", s.PenaltyCards)
	}
	if len(s.Transfers) != 1 || s.Transfers[0].Tricks != 1 || s.Transfers[0].To != bridge.NorthSouth {
		t.Errorf("transfers %+v; want one trick to North-South", s.Transfers)
	}
	if s.Tricks == nil || *s.Tricks != 9 || !s.Closed {
		t.Errorf("tricks %v closed %v; want 9 and closed", s.Tricks, s.Closed)
	}
	// Written again, it reads back the same: encoding is stable.
	again, err := s.Encode()
	if err != nil {
		t.Fatal(err)
	}
	s2, err := Decode(again)
	if err != nil {
		t.Fatal(err)
	}
	third, _ := s2.Encode()
	if !bytes.Equal(again, third) {
		t.Errorf("encoding is not stable:\n%s\n%s", again, third)
	}
}

func TestStoredBoardRefusedWhenUnreadable(t *testing.T) {
	for _, c := range []struct{ name, doc, says string }{
		{"newer version", `{"version":2,"board":7}`, "newer version"},
		{"no version", `{"board":7}`, "no version"},
		{"no board number", `{"version":1}`, "no board number"},
		{"not JSON", `{"version":`, "cannot be read"},
	} {
		if _, err := Decode([]byte(c.doc)); err == nil || !strings.Contains(err.Error(), c.says) {
			t.Errorf("%s: error %v; want one that says %q", c.name, err, c.says)
		}
	}
}

func TestNewBoardRefusesImpossibleEntries(t *testing.T) {
	if _, err := New(1, 0, bridge.Contract{}); err == nil {
		t.Error("board 0 was accepted")
	}
	if _, err := New(1, 1, bridge.Contract{Level: 8, Strain: bridge.NoTrump}); err == nil {
		t.Error("a contract at the eight level was accepted")
	}
	s, err := New(1, 16, bridge.Contract{})
	if err != nil || s.Version != Version {
		t.Errorf("board 16 without a contract: %v, version %d", err, s.Version)
	}
}

func TestCloseAndReopenKeepEverything(t *testing.T) {
	s, _ := Decode([]byte(storedV1))
	open := s.Reopen()
	if open.Closed || !s.Closed {
		t.Fatalf("reopen changed the receiver or did not reopen: %v %v", s.Closed, open.Closed)
	}
	closed := open.Close()
	a, _ := closed.Encode()
	b, _ := s.Encode()
	if !bytes.Equal(a, b) {
		t.Errorf("close after reopen lost something:\n%s\n%s", a, b)
	}
}
