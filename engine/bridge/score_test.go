package bridge

import "testing"

// Expected values follow the Law 77 duplicate scoring table (trick score, premiums,
// overtricks, undertricks) as published at https://pzbs.pl/sedziowie/mpb/2007/ang/law77.htm;
// the undertrick totals match the printed bidding-box tables (e.g. 7NTXX-13 vul = -7600).
func TestScoreMadeContracts(t *testing.T) {
	tests := []struct {
		situation string
		result    string
		nv, v     int // not vulnerable, vulnerable
	}{
		{"lowest contract made exactly", "1C=", 70, 70},
		{"one no trump made", "1NT=", 90, 90},
		{"one no trump with an overtrick counts it at 30", "1NT+1", 120, 120},
		{"two no trump is a part score", "2NT=", 120, 120},
		{"three no trump is game: 100 trick points exactly", "3NT=", 400, 600},
		{"four clubs is a part score: 80 trick points", "4C=", 130, 130},
		{"five clubs is game: 100 trick points exactly", "5C=", 400, 600},
		{"five diamonds is game", "5D=", 400, 600},
		{"three spades is a part score: 90 trick points", "3S=", 140, 140},
		{"overtricks never turn a part score into game", "3S+1", 170, 170},
		{"two hearts with eleven tricks stays a part score", "2H+3", 200, 200},
		{"four spades is game", "4S=", 420, 620},
		{"four hearts with an overtrick (endplay's example)", "4HN+1", 450, 650},
		{"all thirteen tricks in one no trump", "1NT+6", 270, 270},
		{"small slam in spades", "6S=", 980, 1430},
		{"small slam in no trump with an overtrick", "6NT+1", 1020, 1470},
		{"grand slam in clubs", "7C=", 1440, 2140},
		{"grand slam in no trump", "7NT=", 1520, 2220},

		{"one club doubled is a part score with the insult", "1CX=", 140, 140},
		{"two diamonds doubled: 80 trick points, still a part score", "2DX=", 180, 180},
		{"two hearts doubled is game: 120 trick points", "2HX=", 470, 670},
		{"one spade doubled: 60 trick points", "1SX=", 160, 160},
		{"three diamonds doubled is game", "3DX=", 470, 670},
		{"doubled overtrick is 100 / 200", "1CX+1", 240, 340},
		{"doubled overtricks to thirteen tricks", "1NTX+6", 780, 1380},
		{"doubled small slam", "6SX=", 1210, 1660},
		{"doubled grand slam in no trump", "7NTX=", 1790, 2490},

		{"one club redoubled: 80 trick points", "1CXX=", 230, 230},
		{"one heart redoubled is game: 120 trick points", "1HXX=", 520, 720},
		{"one no trump redoubled is game: 160 trick points", "1NTXX=", 560, 760},
		{"two clubs redoubled is game: 160 trick points", "2CXX=", 560, 760},
		{"redoubled overtrick is 200 / 400", "1CXX+1", 430, 630},
		{"redoubled grand slam in clubs", "7CXX=", 1960, 2660},
		{"redoubled small slam in no trump", "6NTXX=", 1660, 2110},
		{"redoubled grand slam in no trump", "7NTXX=", 2280, 2980},
	}
	for _, tt := range tests {
		t.Run(tt.situation, func(t *testing.T) {
			if got := score(t, tt.result, false); got != tt.nv {
				t.Errorf("%s not vulnerable = %d, want %d", tt.result, got, tt.nv)
			}
			if got := score(t, tt.result, true); got != tt.v {
				t.Errorf("%s vulnerable = %d, want %d", tt.result, got, tt.v)
			}
		})
	}
}

func TestScoreDefeatedContracts(t *testing.T) {
	tests := []struct {
		situation string
		result    string
		nv, v     int
	}{
		{"undoubled one down", "4S-1", -50, -100},
		{"undoubled three down", "3NT-3", -150, -300},
		{"undoubled, no tricks at all", "7NT-13", -650, -1300},
		{"doubled one down", "4SX-1", -100, -200},
		{"doubled two down", "4SX-2", -300, -500},
		{"doubled three down", "4SX-3", -500, -800},
		{"doubled fourth undertrick costs 300 not vulnerable", "1CX-4", -800, -1100},
		{"doubled five down", "3HX-5", -1100, -1400},
		{"doubled six down", "6SX-6", -1400, -1700},
		{"doubled, no tricks at all", "7NTX-13", -3500, -3800},
		{"redoubled one down", "2HXX-1", -200, -400},
		{"redoubled three down", "2HXX-3", -1000, -1600},
		{"redoubled four down", "4SXX-4", -1600, -2200},
		{"redoubled, no tricks at all", "7NTXX-13", -7000, -7600},
		{"one club, no tricks at all", "1C-7", -350, -700},
	}
	for _, tt := range tests {
		t.Run(tt.situation, func(t *testing.T) {
			if got := score(t, tt.result, false); got != tt.nv {
				t.Errorf("%s not vulnerable = %d, want %d", tt.result, got, tt.nv)
			}
			if got := score(t, tt.result, true); got != tt.v {
				t.Errorf("%s vulnerable = %d, want %d", tt.result, got, tt.v)
			}
		})
	}
}

// Each part of the table on its own, so a change to one shows up by name.
func TestScoreParts(t *testing.T) {
	t.Run("trick score of exactly 100 is game, 90 is not", func(t *testing.T) {
		if levelBonus(100, 3, false) != 300 || levelBonus(90, 3, false) != 50 || levelBonus(100, 5, true) != 500 {
			t.Error("game boundary at 100 trick points is wrong")
		}
	})
	t.Run("undertrick penalties one by one, doubled", func(t *testing.T) {
		nv := []int{0, 100, 300, 500, 800, 1100, 1400}
		v := []int{0, 200, 500, 800, 1100, 1400, 1700}
		for down := 1; down < len(nv); down++ {
			if got := undertrickPenalty(Doubled, false, down); got != nv[down] {
				t.Errorf("doubled not vulnerable %d down = %d, want %d", down, got, nv[down])
			}
			if got := undertrickPenalty(Doubled, true, down); got != v[down] {
				t.Errorf("doubled vulnerable %d down = %d, want %d", down, got, v[down])
			}
			if got := undertrickPenalty(Redoubled, true, down); got != 2*v[down] {
				t.Errorf("redoubled vulnerable %d down = %d, want %d", down, got, 2*v[down])
			}
		}
	})
	t.Run("undoubled overtricks in no trump count 30, not 40", func(t *testing.T) {
		if got := overtrickScore(NoTrump, Undoubled, false, 2); got != 60 {
			t.Errorf("two NT overtricks = %d, want 60", got)
		}
	})
}

func TestScoreRejectsImpossibleInput(t *testing.T) {
	tests := []struct {
		situation string
		contract  Contract
		tricks    int
	}{
		{"no contract", Contract{}, 7},
		{"level eight", Contract{Level: 8, Strain: NoTrump}, 13},
		{"no denomination", Contract{Level: 1}, 7},
		{"unknown doubling", Contract{Level: 1, Strain: NoTrump, Risk: Risk(3)}, 7},
		{"fourteen tricks", Contract{Level: 1, Strain: NoTrump}, 14},
		{"negative tricks", Contract{Level: 1, Strain: NoTrump}, -1},
	}
	for _, tt := range tests {
		t.Run(tt.situation, func(t *testing.T) {
			if s, err := tt.contract.Score(false, tt.tricks); err == nil {
				t.Errorf("Score accepted it and gave %d", s)
			}
		})
	}
}

func TestScoreAtTheTable(t *testing.T) {
	fourSpadesWest := mustContract(t, "4S W")
	tests := []struct {
		situation string
		vul       Vulnerability
		tricks    int
		declarer  int
		ns        int
	}{
		{"West makes game, only East-West vulnerable", EWVulnerable, 10, 620, -620},
		{"West makes game, only North-South vulnerable", NSVulnerable, 10, 420, -420},
		{"West goes two down vulnerable", BothVulnerable, 8, -200, 200},
	}
	for _, tt := range tests {
		t.Run(tt.situation, func(t *testing.T) {
			got, err := fourSpadesWest.ScoreAt(tt.vul, tt.tricks)
			if err != nil || got != tt.declarer {
				t.Errorf("ScoreAt = %d, %v; want %d", got, err, tt.declarer)
			}
			ns, err := fourSpadesWest.ScoreNS(tt.vul, tt.tricks)
			if err != nil || ns != tt.ns {
				t.Errorf("ScoreNS = %d, %v; want %d", ns, err, tt.ns)
			}
		})
	}
	if _, err := mustContract(t, "4S").ScoreAt(BothVulnerable, 10); err == nil {
		t.Error("ScoreAt without a declarer should fail")
	}
	if _, err := fourSpadesWest.ScoreAt(NoVulnerability, 10); err == nil {
		t.Error("ScoreAt without a vulnerability should fail")
	}
	north := mustContract(t, "3NT N")
	if ns, _ := north.ScoreNS(NoneVulnerable, 9); ns != 400 {
		t.Errorf("3NT= by North scores %d for North-South, want 400", ns)
	}
}
