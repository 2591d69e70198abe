package bridge

import "testing"

// The standard 16-board cycle, as printed on duplicate boards. Checked against the table at
// http://infobridge.it/Gioco_Board.htm (board, dealer, vulnerable side) and the EBU forum
// summary https://www.ebu.co.uk/forum/discussion/153/the-duplicate-boards (each group of
// four boards shifts None/NS/EW/All by one).
func TestBoardDealerAndVulnerabilityFollowTheSixteenBoardCycle(t *testing.T) {
	published := []struct {
		board  int
		dealer Seat
		vul    Vulnerability
	}{
		{1, North, NoneVulnerable}, {2, East, NSVulnerable}, {3, South, EWVulnerable}, {4, West, BothVulnerable},
		{5, North, NSVulnerable}, {6, East, EWVulnerable}, {7, South, BothVulnerable}, {8, West, NoneVulnerable},
		{9, North, EWVulnerable}, {10, East, BothVulnerable}, {11, South, NoneVulnerable}, {12, West, NSVulnerable},
		{13, North, BothVulnerable}, {14, East, NoneVulnerable}, {15, South, NSVulnerable}, {16, West, EWVulnerable},
	}
	for _, row := range published {
		for _, n := range []int{row.board, row.board + 16, row.board + 32, row.board + 160} {
			b, err := NewBoard(n)
			if err != nil {
				t.Fatalf("NewBoard(%d): %v", n, err)
			}
			if b.Dealer() != row.dealer || b.Vulnerability() != row.vul {
				t.Errorf("board %d: dealer %s, vulnerable %s; want %s, %s", n, b.Dealer(), b.Vulnerability(), row.dealer, row.vul)
			}
		}
	}
}

func TestEveryDealerAndVulnerabilityOccursOnceInSixteenBoards(t *testing.T) {
	seen := map[[2]int]int{}
	for n := 1; n <= 16; n++ {
		seen[[2]int{int(BoardDealer(n)), int(BoardVulnerability(n))}]++
	}
	if len(seen) != 16 {
		t.Errorf("boards 1–16 give %d distinct dealer/vulnerability pairs, want 16", len(seen))
	}
}

func TestBoardNumbersBelowOneAreUnknown(t *testing.T) {
	for _, n := range []int{0, -1, -16} {
		if _, err := NewBoard(n); err == nil {
			t.Errorf("NewBoard(%d) accepted", n)
		}
		if BoardDealer(n) != NoSeat || BoardVulnerability(n) != NoVulnerability {
			t.Errorf("board %d has dealer %v, vulnerability %v; want unknown", n, BoardDealer(n), BoardVulnerability(n))
		}
	}
	if got := (Board{Number: 7}).String(); got != "Board 7" {
		t.Errorf("Board 7 prints %q", got)
	}
}

func TestWhoIsVulnerable(t *testing.T) {
	tests := []struct {
		vul                      Vulnerability
		north, east, south, west bool
	}{
		{NoneVulnerable, false, false, false, false},
		{NSVulnerable, true, false, true, false},
		{EWVulnerable, false, true, false, true},
		{BothVulnerable, true, true, true, true},
		{NoVulnerability, false, false, false, false},
	}
	for _, tt := range tests {
		got := [4]bool{tt.vul.Vulnerable(North), tt.vul.Vulnerable(East), tt.vul.Vulnerable(South), tt.vul.Vulnerable(West)}
		if want := [4]bool{tt.north, tt.east, tt.south, tt.west}; got != want {
			t.Errorf("%q: N E S W vulnerable = %v, want %v", tt.vul, got, want)
		}
		if tt.vul.Vulnerable(NoSeat) {
			t.Errorf("%q: an unknown seat is vulnerable", tt.vul)
		}
	}
}

func TestParseVulnerabilityAcceptsWhatSlipsPrint(t *testing.T) {
	tests := map[string]Vulnerability{
		"None": NoneVulnerable, "nil": NoneVulnerable, "Love all": NoneVulnerable, "-": NoneVulnerable,
		"NS": NSVulnerable, "n-s": NSVulnerable, "North-South": NSVulnerable, "N/S": NSVulnerable,
		"EW": EWVulnerable, "E-W": EWVulnerable, "east west": EWVulnerable,
		"Both": BothVulnerable, "ALL": BothVulnerable,
	}
	for text, want := range tests {
		if got, err := ParseVulnerability(text); err != nil || got != want {
			t.Errorf("ParseVulnerability(%q) = %v, %v; want %v", text, got, err, want)
		}
	}
	for _, text := range []string{"", "  ", "NE", "vulnerable", "--"} {
		if _, err := ParseVulnerability(text); err == nil {
			t.Errorf("ParseVulnerability(%q) accepted", text)
		}
	}
}
