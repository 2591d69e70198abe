package bridge

import "fmt"

// Duplicate scoring, Law 77. Each part of the table is its own small function so that a
// test can pin each one, and the boundaries (a trick score of exactly 100 is game; the
// fourth non-vulnerable doubled undertrick costs 300) are stated once.

// Score returns the duplicate score of contract c for the declaring side when declarer won
// tricks tricks: positive when the contract is made, negative when it fails. The declarer is
// not needed; vulnerable is the declaring side's vulnerability.
func (c Contract) Score(vulnerable bool, tricks int) (int, error) {
	if !c.Valid() {
		return 0, fmt.Errorf("cannot score level %d in %q: a contract needs a level from 1 to 7, a denomination and a doubling", c.Level, c.Strain.String())
	}
	if tricks < 0 || tricks > 13 {
		return 0, fmt.Errorf("cannot score %d tricks: declarer wins between 0 and 13", tricks)
	}
	if tricks < c.TricksNeeded() {
		return -undertrickPenalty(c.Risk, vulnerable, c.TricksNeeded()-tricks), nil
	}
	trick := trickScore(c.Level, c.Strain, c.Risk)
	score := trick + levelBonus(trick, c.Level, vulnerable) + insultBonus(c.Risk)
	score += overtrickScore(c.Strain, c.Risk, vulnerable, tricks-c.TricksNeeded())
	return score, nil
}

// ScoreAt scores c for the declaring side using the board's vulnerability; it needs the
// declarer to know which side that is.
func (c Contract) ScoreAt(v Vulnerability, tricks int) (int, error) {
	if !v.Valid() {
		return 0, fmt.Errorf("cannot score %s: the vulnerability is not known", c)
	}
	if !c.Declarer.Valid() {
		return 0, fmt.Errorf("cannot score %s: the declarer is not known", c)
	}
	return c.Score(v.Vulnerable(c.Declarer), tricks)
}

// ScoreNS scores c from North-South's point of view, as a traveller records it.
func (c Contract) ScoreNS(v Vulnerability, tricks int) (int, error) {
	s, err := c.ScoreAt(v, tricks)
	if err != nil || c.Side() == NorthSouth {
		return s, err
	}
	return -s, nil
}

// riskFactor is the multiplier a double (×2) or redouble (×4) applies to trick values.
func riskFactor(r Risk) int { return [...]int{1, 2, 4}[r] }

// oddTrickValue is the undoubled value of the i-th odd trick (1-based) in strain: 20 in the
// minors, 30 in the majors, 40 for the first no-trump trick and 30 for each after it.
func oddTrickValue(strain Strain, i int) int {
	switch {
	case strain == NoTrump && i == 1:
		return 40
	case strain == NoTrump || strain.Suit().IsMajor():
		return 30
	}
	return 20
}

// trickScore is the value of the odd tricks bid (not the overtricks), doubled or redoubled.
func trickScore(level int, strain Strain, r Risk) int {
	total := 0
	for i := 1; i <= level; i++ {
		total += oddTrickValue(strain, i)
	}
	return total * riskFactor(r)
}

// levelBonus is the premium for the level reached: game (trick score of 100 or more) or a
// part score, plus a small or grand slam.
func levelBonus(trickScore, level int, vulnerable bool) int {
	bonus := 50 // part score
	if trickScore >= 100 {
		bonus = pick(vulnerable, 300, 500)
	}
	switch level {
	case 6:
		bonus += pick(vulnerable, 500, 750)
	case 7:
		bonus += pick(vulnerable, 1000, 1500)
	}
	return bonus
}

// insultBonus is the premium for making a doubled (50) or redoubled (100) contract.
func insultBonus(r Risk) int { return [...]int{0, 50, 100}[r] }

// overtrickScore values tricks won beyond the contract: trick value when undoubled, 100/200
// each doubled and 200/400 each redoubled (not vulnerable / vulnerable).
func overtrickScore(strain Strain, r Risk, vulnerable bool, overtricks int) int {
	switch r {
	case Doubled:
		return overtricks * pick(vulnerable, 100, 200)
	case Redoubled:
		return overtricks * pick(vulnerable, 200, 400)
	}
	return overtricks * oddTrickValue(strain, 2) // never the first NT trick
}

// undertrickPenalty is what the defenders score when the contract fails by down tricks.
// Undoubled: 50 or 100 each. Doubled, not vulnerable: 100, then 200 for the second and
// third, then 300 each from the fourth. Doubled, vulnerable: 200, then 300 each.
// Redoubled: twice the doubled penalty.
func undertrickPenalty(r Risk, vulnerable bool, down int) int {
	if r == Undoubled {
		return down * pick(vulnerable, 50, 100)
	}
	total := 0
	for i := 1; i <= down; i++ {
		switch {
		case vulnerable && i == 1:
			total += 200
		case vulnerable:
			total += 300
		case i == 1:
			total += 100
		case i <= 3:
			total += 200
		default:
			total += 300
		}
	}
	return total * riskFactor(r) / 2
}

// pick returns the not-vulnerable or the vulnerable value.
func pick(vulnerable bool, notVulnerable, vul int) int {
	if vulnerable {
		return vul
	}
	return notVulnerable
}
