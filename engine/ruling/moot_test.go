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
		},
		FollowUps: []FollowUp{
			{When: "while the ♥K is on the table, at each turn of West", Watch: "it must be played", Flow: "penalty-card", Law: law.L(50, "D1")},
			{When: "at the end of play", Watch: "if the ♥K helped, adjust", Law: law.L(50, "E3")},
			{When: "while the ♠2 is on the table", Watch: "another card", Flow: "penalty-card", Law: law.L(50, "D1")},
		},
	}
	for _, tc := range []struct {
		name      string
		chosen, i int
		moot      bool
	}{
		{"nobody has chosen", -1, 0, false},
		{"the lead accepted: the card stays", 0, 0, false},
		{"a heart lead required: the ♥K went back", 1, 0, true},
		{"the damage check stays after the card went back", 1, 1, false},
		{"another card's reminder stays", 1, 2, false},
		{"a follow-up this version lacks", 1, 9, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := o.MootAfter(tc.chosen, tc.i); got != tc.moot {
				t.Errorf("MootAfter(%d, %d) = %v, want %v", tc.chosen, tc.i, got, tc.moot)
			}
		})
	}
}
