package bridge

import "testing"

func TestParseContractReadsScoreSlipNotation(t *testing.T) {
	tests := []struct {
		text string
		want Contract
	}{
		{"4HX by S", Contract{4, HeartsStrain, Doubled, South}},
		{"3NT N", Contract{3, NoTrump, Undoubled, North}},
		{"4♠XX-W", Contract{4, SpadesStrain, Redoubled, West}},
		{"4♠XX by West", Contract{4, SpadesStrain, Redoubled, West}},
		{"1c", Contract{1, ClubsStrain, Undoubled, NoSeat}},
		{"7N", Contract{7, NoTrump, Undoubled, NoSeat}},
		{"4NS", Contract{4, NoTrump, Undoubled, South}},
		{"3NTN", Contract{3, NoTrump, Undoubled, North}},
		{"2dxe", Contract{2, DiamondsStrain, Doubled, East}},
		{" 6 ♥ x , north ", Contract{6, HeartsStrain, Doubled, North}},
	}
	for _, tt := range tests {
		if got, err := ParseContract(tt.text); err != nil || got != tt.want {
			t.Errorf("ParseContract(%q) = %+v, %v; want %+v", tt.text, got, err, tt.want)
		}
	}
	for _, bad := range []string{"", "8S", "0NT", "4", "4Z", "4SXXX", "4S by Q", "4S=", "4HN+1", "4S N by S", "pass"} {
		if c, err := ParseContract(bad); err == nil {
			t.Errorf("ParseContract(%q) accepted as %+v", bad, c)
		}
	}
}

func TestParseResultReadsContractAndTricks(t *testing.T) {
	tests := []struct {
		text     string
		contract Contract
		tricks   int
	}{
		{"4HN+1", Contract{4, HeartsStrain, Undoubled, North}, 11},
		{"3NTX-2 S", Contract{3, NoTrump, Doubled, South}, 7},
		{"4S=", Contract{4, SpadesStrain, Undoubled, NoSeat}, 10},
		{"4♥+1 by North", Contract{4, HeartsStrain, Undoubled, North}, 11},
		{"7NTXX-13 W", Contract{7, NoTrump, Redoubled, West}, 0},
		{"1NT+6", Contract{1, NoTrump, Undoubled, NoSeat}, 13},
		{"1C-7", Contract{1, ClubsStrain, Undoubled, NoSeat}, 0},
		{"2D - 1", Contract{2, DiamondsStrain, Undoubled, NoSeat}, 7},
	}
	for _, tt := range tests {
		c, tricks, err := ParseResult(tt.text)
		if err != nil || c != tt.contract || tricks != tt.tricks {
			t.Errorf("ParseResult(%q) = %+v, %d, %v; want %+v, %d", tt.text, c, tricks, err, tt.contract, tt.tricks)
		}
	}
	for _, bad := range []string{"4S", "7NT+1", "1C-8", "4S+7", "", "4S=N S", "4S==", "4S+"} {
		if c, tricks, err := ParseResult(bad); err == nil {
			t.Errorf("ParseResult(%q) accepted as %+v, %d tricks", bad, c, tricks)
		}
	}
}

func TestResultPrintsAndReadsBack(t *testing.T) {
	tests := []struct {
		contract string
		tricks   int
		want     string
	}{
		{"4HX N", 10, "4♥X= by North"},
		{"4H N", 11, "4♥+1 by North"},
		{"3NT S", 7, "3NT-2 by South"},
		{"1C", 13, "1♣+6"},
		{"7NTXX W", 0, "7NTXX-13 by West"},
	}
	for _, tt := range tests {
		c := mustContract(t, tt.contract)
		got := c.Result(tt.tricks)
		if got != tt.want {
			t.Errorf("%s with %d tricks prints %q, want %q", tt.contract, tt.tricks, got, tt.want)
		}
		back, tricks, err := ParseResult(got)
		if err != nil || back != c || tricks != tt.tricks {
			t.Errorf("ParseResult(%q) = %+v, %d, %v; want %+v, %d", got, back, tricks, err, c, tt.tricks)
		}
	}
}

func TestContractSeats(t *testing.T) {
	tests := []struct {
		contract                 string
		dummy, leader, thirdHand Seat
		side                     Side
	}{
		{"4S by S", North, West, East, NorthSouth},
		{"3NT by W", East, North, South, EastWest},
		{"1C by N", South, East, West, NorthSouth},
		{"2H by E", West, South, North, EastWest},
	}
	for _, tt := range tests {
		c := mustContract(t, tt.contract)
		leader, third := c.Defenders()
		if c.Dummy() != tt.dummy || leader != tt.leader || third != tt.thirdHand || c.OpeningLeader() != tt.leader || c.Side() != tt.side {
			t.Errorf("%s: dummy %s, defenders %s and %s, side %s; want %s, %s and %s, %s",
				tt.contract, c.Dummy(), leader, third, c.Side(), tt.dummy, tt.leader, tt.thirdHand, tt.side)
		}
	}
	if got := mustContract(t, "4S").Dummy(); got != NoSeat {
		t.Errorf("dummy of a contract with no declarer = %s, want unknown", got)
	}
}

func TestTricksNeeded(t *testing.T) {
	for level := 1; level <= 7; level++ {
		if got := (Contract{Level: level, Strain: NoTrump}).TricksNeeded(); got != level+6 {
			t.Errorf("level %d needs %d tricks, want %d", level, got, level+6)
		}
	}
}

func TestContractPrintsForTheDirector(t *testing.T) {
	for text, want := range map[string]string{
		"4SX S": "4♠X by South", "3NT": "3NT", "7CXX E": "7♣XX by East", "1d w": "1♦ by West",
	} {
		if got := mustContract(t, text).String(); got != want {
			t.Errorf("%q prints %q, want %q", text, got, want)
		}
	}
}
