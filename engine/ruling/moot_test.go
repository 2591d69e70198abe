package ruling

import (
	"testing"

	"tableside/engine/bridge"
	"tableside/engine/law"
)

func TestPenaltyCardRemindersAreMootOnceTheChoiceSendsTheCardBack(t *testing.T) {
	hk := bridge.Card{Suit: bridge.Hearts, Rank: bridge.King}
	o := Outcome{
		Options: []Choice{
			{Label: "Accept the lead"},
			{Label: "Require a heart lead", PicksUp: []bridge.Card{hk}},
			{Label: "Let partner lead anything", PenaltyCards: []PenaltyCard{{Card: hk, Major: true, Law: law.L(56, "")}}},
		},
		FollowUps: []FollowUp{
			{When: "while the ♥K is on the table, at each turn of West", Watch: "it must be played", Flow: "penalty-card", Law: law.L(50, "D1")},
			{When: "at the end of play", Watch: "if the ♥K helped, adjust", Law: law.L(50, "E3")},
			{When: "while the ♠2 is on the table", Watch: "another card", Flow: "penalty-card", Law: law.L(50, "D1")},
			{When: "at the end of play, if the ♥K stayed on the table", Watch: "if it helped, adjust", Law: law.L(50, "E3")},
		},
	}
	for _, tc := range []struct {
		name      string
		chosen, i int
		moot      bool
	}{
		{"nobody has chosen", -1, 0, false},
		// Laws 53A, 54A, 55A: an accepted lead is played to the trick; it is never a penalty card.
		{"the lead accepted: the card was played, not a penalty card", 0, 0, true},
		{"the lead accepted: no damage check for a card that was played", 0, 3, true},
		{"the lead accepted: another card's reminder stays", 0, 2, false},
		{"the card left on the table: its reminders stay", 2, 0, false},
		{"the card left on the table: the damage check stays", 2, 3, false},
		{"a heart lead required: the ♥K went back", 1, 0, true},
		{"the damage check stays after the card went back", 1, 1, false},
		{"another card's reminder stays", 1, 2, false},
		{"the damage check about the card stays after it went back (Law 50E3)", 1, 3, false},
		{"a follow-up this version lacks", 1, 9, false},
		{"an option this version lacks", 7, 0, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := o.MootAfter(tc.chosen, tc.i); got != tc.moot {
				t.Errorf("MootAfter(%d, %d) = %v, want %v", tc.chosen, tc.i, got, tc.moot)
			}
		})
	}
}
