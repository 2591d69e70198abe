package ruling

import (
	"strings"
	"testing"

	"tableside/engine/bridge"
)

func TestAtTheTableLeavesOutThePenaltyCardTheChoiceSendsBack(t *testing.T) {
	hk := bridge.Card{Suit: bridge.Hearts, Rank: bridge.King}
	o := Outcome{
		PenaltyCards: []PenaltyCard{{Card: hk, Owner: Party{Seat: bridge.West}, Major: true}},
		Options: []Choice{
			{Label: "Accept the lead"},
			{Label: "Require a heart lead", PicksUp: []bridge.Card{hk}},
		},
	}
	for _, tc := range []struct {
		name   string
		chosen int
		card   bool
	}{
		{"nobody has chosen yet", -1, true},
		{"accepted: the card stays", 0, true},
		{"a heart lead required: the card went back to the hand", 1, false},
		{"an option this version lacks", 7, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := strings.Join(o.AtTheTable(tc.chosen), " ")
			if has := strings.Contains(got, "♥K is a major penalty card"); has != tc.card {
				t.Errorf("AtTheTable(%d) = %q; penalty card told: %v, want %v", tc.chosen, got, has, tc.card)
			}
		})
	}
}
