package store

import (
	"reflect"
	"strings"
	"testing"

	"tableside/engine/bridge"
	"tableside/engine/ruling"
)

func TestNewEntry(t *testing.T) {
	tests := []struct {
		name         string
		id           string
		place        Place
		flow         string
		wantErr      string // a fragment of the message; "" for success
		table, board int
	}{
		{name: "table and board come from the ruling's context when the place leaves them out",
			id: "a1", place: Place{SessionDate: "2025-03-14", Round: 4}, flow: testFlow, table: 3, board: 9},
		{name: "the place wins over the ruling's context",
			id: "a1", place: Place{SessionDate: "2025-03-14", Table: 5, Board: 12}, flow: testFlow, table: 5, board: 12},
		{name: "no id", place: Place{SessionDate: "2025-03-14"}, flow: testFlow, wantErr: "no id"},
		{name: "session date written the European way", id: "a1",
			place: Place{SessionDate: "14/03/2025"}, flow: testFlow, wantErr: "not a date like 2025-03-14"},
		{name: "no session date", id: "a1", flow: testFlow, wantErr: "session date"},
		{name: "negative round", id: "a1", place: Place{SessionDate: "2025-03-14", Round: -1}, flow: testFlow, wantErr: "negative"},
		{name: "no flow", id: "a1", place: Place{SessionDate: "2025-03-14"}, wantErr: "no ruling flow"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := session(3, 9)
			s.Flow = tt.flow
			e, err := NewEntry(tt.id, clock(t, "2025-03-14 19:05"), tt.place, s, outcome(2))
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("err = %v, want one mentioning %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if e.Table != tt.table || e.Board != tt.board {
				t.Errorf("table, board = %d, %d; want %d, %d", e.Table, e.Board, tt.table, tt.board)
			}
			// An outcome of this engine has parts a version-1 app would drop: it is written as v2.
			if e.V != 2 || e.Engine != ruling.EngineVersion || e.Ruling != testFlow {
				t.Errorf("v, engine, ruling = %d, %q, %q", e.V, e.Engine, e.Ruling)
			}
			if !e.Created.Equal(e.Updated) || len(e.FollowUps) != 2 || len(e.Open()) != 2 {
				t.Errorf("a new entry should be unedited with both follow-ups open: %+v", e)
			}
		})
	}
}

func TestBoardDealerAndVulnerability(t *testing.T) {
	tests := []struct {
		name   string
		board  int
		dealer bridge.Seat
		vul    string
	}{
		{"board 1", 1, bridge.North, "None"},
		{"board 7", 7, bridge.South, "Both"},
		{"board 16, the last of the cycle", 16, bridge.West, "E-W"},
		{"board 17 repeats board 1", 17, bridge.North, "None"},
		{"board unknown", 0, bridge.NoSeat, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := Entry{Board: tt.board}
			if e.Dealer() != tt.dealer || e.Vulnerability().String() != tt.vul {
				t.Errorf("dealer, vul = %v, %q; want %v, %q", e.Dealer(), e.Vulnerability(), tt.dealer, tt.vul)
			}
		})
	}
}

func TestEntryEditsReturnNewValues(t *testing.T) {
	e := mustEntry(t, ruled{id: "a1", date: "2025-03-14", at: "2025-03-14 19:05", table: 3, followUps: 2})
	later := clock(t, "2025-03-14 19:40")
	before := mustEncode(t, e) // bytes, so a shared slice cannot hide a change

	t.Run("declarer refuses the lead", func(t *testing.T) {
		c, err := e.WithChoice(1, later)
		if err != nil {
			t.Fatal(err)
		}
		if c.Choice != (Choice{1, "Refuse the lead"}) || !c.Updated.Equal(later) {
			t.Errorf("choice = %+v, updated %v", c.Choice, c.Updated)
		}
		if cleared, _ := c.WithChoice(-1, later); !cleared.Choice.IsZero() {
			t.Errorf("choice -1 should clear it, got %+v", cleared.Choice)
		}
	})
	t.Run("an option the outcome does not have", func(t *testing.T) {
		if _, err := e.WithChoice(2, later); err == nil {
			t.Error("want an error for option 3 of 2")
		}
	})
	t.Run("the second follow-up is resolved, then reopened", func(t *testing.T) {
		r, err := e.Resolve(1, true, later)
		if err != nil {
			t.Fatal(err)
		}
		if got := r.Open(); !reflect.DeepEqual(got, []int{0}) {
			t.Errorf("open = %v, want [0]", got)
		}
		if got := e.Open(); len(got) != 2 {
			t.Errorf("resolving changed the original entry: open = %v", got)
		}
		if !r.FollowUps[1].Resolved.Equal(later) {
			t.Errorf("resolved at %v, want %v", r.FollowUps[1].Resolved, later)
		}
		back, _ := r.Resolve(1, false, later)
		if got := back.Open(); !reflect.DeepEqual(got, []int{0, 1}) {
			t.Errorf("reopened: open = %v, want [0 1]", got)
		}
	})
	t.Run("a follow-up the outcome does not have", func(t *testing.T) {
		if _, err := e.Resolve(2, true, later); err == nil {
			t.Error("want an error for follow-up 3 of 2")
		}
	})
	t.Run("notes", func(t *testing.T) {
		if n := e.WithNotes("N said 'sorry'", later); n.Notes != "N said 'sorry'" || !n.Updated.Equal(later) {
			t.Errorf("notes = %q, updated %v", n.Notes, n.Updated)
		}
	})
	if after := mustEncode(t, e); string(after) != string(before) {
		t.Errorf("an edit changed the original entry:\n%s\n%s", after, before)
	}
}

func TestAChoiceThatSendsThePenaltyCardBackClosesItsReminders(t *testing.T) {
	hk := bridge.Card{Suit: bridge.Hearts, Rank: bridge.King}
	e := Entry{Outcome: ruling.Outcome{
		Options: []ruling.Choice{{Label: "Accept the lead"}, {Label: "Require a heart lead", PicksUp: []bridge.Card{hk}},
			{Label: "Let partner lead anything", PenaltyCards: []ruling.PenaltyCard{{Card: hk, Major: true}}}},
		FollowUps: []ruling.FollowUp{
			{When: "while the ♥K is on the table, at each turn of West", Watch: "it must be played", Flow: "penalty-card"},
			{When: "whenever East gains the lead while the ♥K is on the table", Watch: "offer the lead options", Flow: "penalty-card"},
			{When: "at the end of play", Watch: "if the card's information helped, adjust"},
		},
	}}
	for _, tc := range []struct {
		name   string
		choice Choice
		open   int
	}{
		{"nobody has chosen", Choice{}, 3},
		// An accepted lead is played to the trick, never a penalty card (Laws 53A, 54A, 55A).
		{"the lead accepted", Choice{Index: 0, Label: "Accept the lead"}, 1},
		{"a heart lead required", Choice{Index: 1, Label: "Require a heart lead"}, 1},
		{"the card left on the table", Choice{Index: 2, Label: "Let partner lead anything"}, 3},
	} {
		e.Choice = tc.choice
		if got := len(e.Open()); got != tc.open {
			t.Errorf("%s: %d follow-ups open, want %d", tc.name, got, tc.open)
		}
	}
}
