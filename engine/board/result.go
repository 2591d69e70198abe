package board

import (
	"errors"
	"fmt"
	"math/big"
	"strings"

	"tableside/engine/bridge"
	"tableside/engine/law"
	"tableside/engine/ruling"
	"tableside/engine/scoring"
)

// Score is the board's result: the table result, each change to it in the order the Laws
// apply them, and the final score for both sides.
type Score struct {
	Contract bridge.Contract // as it stands, declarer after any change
	Steps    []Step          // the table result first, then each change
	Tricks   int             // declarer's tricks after the claim's result and every transfer
	// NS is North-South's final score in points (East-West's is its negative). A weighted
	// score is exact and may be a fraction; nil when an artificial adjusted score decides the
	// board, which the scorer enters in percent.
	NS *big.Rat
	// Adjusted is the adjusted score that replaces the score from the tricks (Law 12C), when
	// one does: the last one decided.
	Adjusted *Adjustment
	// Penalties are the procedural penalties and warnings recorded on the board, in order: they
	// come off a side's score, whatever it is (Law 90). Units says them with the score.
	Penalties []Penalty
}

// Step is one line of the board's result: what it was, the Law, and where it leaves the board.
type Step struct {
	Text   string  // "Table result: 9 tricks", "Revoke: 1 trick to North-South"
	Law    law.Ref // zero for the table result
	Ruling int     // the ruling it comes from, 0 for the table result
	Tricks int     // declarer's tricks after this step
}

// Final reads the final score for both sides: "North-South −100, East-West +100" in points,
// with an adjusted score said as such: a weighted score is its weighted points, an artificial
// score (or one given to each side on its own) is each side's figure in the event's units.
func (sc Score) Final() string {
	a := sc.Adjusted
	if sc.NS == nil {
		if a != nil && len(a.Sides) > 0 {
			return fmt.Sprintf("%s (%s, %s)", sidesText(a.Sides), kindOf(*a), a.Law)
		}
		// a board stored before the figures were kept: the ruling in the log has them
		return fmt.Sprintf("Artificial adjusted score (%s): the scorer enters it as ruled", a.Law)
	}
	ew := new(big.Rat).Neg(sc.NS)
	s := fmt.Sprintf("North-South %s, East-West %s", scoring.Signed(sc.NS), scoring.Signed(ew))
	if a != nil {
		if len(a.Weighted) > 1 {
			s += " in weighted points"
		}
		s += fmt.Sprintf(" (%s, %s)", kindOf(*a), a.Law)
	}
	return s
}

// Result works out the board's score from the table result and everything the rulings
// recorded, in the order the Laws apply them: a claim's result replaces the tricks taken
// (Laws 69-71); each revoke's transfer is then counted from it, one after another (Law 64A);
// declarer's tricks are scored (Law 77); and an adjusted score, when one was decided, replaces
// that score (Law 12C1), the last one decided standing.
func (s State) Result() (Score, error) {
	sc, err := s.score()
	if err != nil {
		return Score{}, err
	}
	for _, p := range s.Penalties {
		sc.Penalties = append(sc.Penalties, p)
		sc.Steps = append(sc.Steps, penaltyStep(p))
	}
	return sc, nil
}

// score is the board's score before any procedural penalty.
func (s State) score() (Score, error) {
	vul := s.Vulnerability()
	if !vul.Valid() {
		return Score{}, fmt.Errorf("board %d has no vulnerability: check the board number", s.Board)
	}
	sc := Score{Contract: s.Contract}
	err := s.played(&sc)
	if a := s.lastAdjustment(); a != nil && (err == nil || err == errNoResult) {
		return sc.adjusted(*a, vul)
	}
	if err == errNoResult {
		return Score{}, fmt.Errorf("board %d has no result yet: enter declarer's tricks at the end of play", s.Board)
	}
	if err != nil {
		return Score{}, err
	}
	ns, err := s.Contract.ScoreNS(vul, sc.Tricks)
	if err != nil {
		return Score{}, err
	}
	sc.NS = scoring.Int(ns)
	return sc, nil
}

// errNoResult is played's answer when neither the table result nor a claim's result is known.
var errNoResult = errors.New("no result yet")

// played works out declarer's tricks: the table result or the claim's result, then each
// transfer in order, each a step of sc.
func (s State) played(sc *Score) error {
	if !s.Contract.Valid() || !s.Contract.Declarer.Valid() {
		return fmt.Errorf("board %d has no contract with its declarer yet: enter it first", s.Board)
	}
	switch {
	case s.Claim != nil:
		sc.Tricks = s.Claim.Tricks
		sc.Steps = append(sc.Steps, Step{Text: fmt.Sprintf("Result of the claim: %d %s", sc.Tricks, ruling.Plural(sc.Tricks, "trick", "tricks")),
			Law: s.Claim.Law, Ruling: s.Claim.Ruling, Tricks: sc.Tricks})
	case s.Tricks != nil:
		sc.Tricks = *s.Tricks
		sc.Steps = append(sc.Steps, Step{Text: fmt.Sprintf("Table result: %d %s", sc.Tricks, ruling.Plural(sc.Tricks, "trick", "tricks")), Tricks: sc.Tricks})
	default:
		return errNoResult
	}
	for _, t := range s.Transfers {
		if t.Tricks == 0 {
			sc.Steps = append(sc.Steps, Step{Text: "Revoke: no trick transferred", Law: t.Law, Ruling: t.Ruling, Tricks: sc.Tricks})
			continue
		}
		if t.To == s.Contract.Side() {
			sc.Tricks += t.Tricks
		} else {
			sc.Tricks -= t.Tricks
		}
		if sc.Tricks < 0 || sc.Tricks > 13 {
			return fmt.Errorf("the transfer of ruling %d takes declarer to %d tricks: check the tricks entered and each revoke's transfer (only tricks the side that revoked won can go, Law 64A)", t.Ruling, sc.Tricks)
		}
		sc.Steps = append(sc.Steps, Step{Text: fmt.Sprintf("Revoke: %d %s to %s", t.Tricks, ruling.Plural(t.Tricks, "trick", "tricks"), t.To),
			Law: t.Law, Ruling: t.Ruling, Tricks: sc.Tricks})
	}
	return nil
}

// lastAdjustment is the adjusted score decided last, which replaces the score from play.
func (s State) lastAdjustment() *Adjustment {
	for i := len(s.Adjustments) - 1; i >= 0; i-- {
		if s.Adjustments[i].Decided() {
			a := s.Adjustments[i]
			return &a
		}
	}
	return nil
}

// adjusted scores the board from an adjusted score: one assigned result, likely results with
// their weights (Law 12C1(c)), or an artificial score the scorer enters.
func (sc Score) adjusted(a Adjustment, vul bridge.Vulnerability) (Score, error) {
	sc.Adjusted = &a
	switch {
	case a.Assigned != nil:
		sc.Contract, sc.Tricks = a.Assigned.Contract, a.Assigned.Tricks
		ns, err := a.Assigned.Contract.ScoreNS(vul, a.Assigned.Tricks)
		if err != nil {
			return Score{}, err
		}
		sc.NS = scoring.Int(ns)
		sc.Steps = append(sc.Steps, Step{Text: "Assigned adjusted score: " + a.Assigned.Contract.Result(a.Assigned.Tricks), Law: a.Law, Ruling: a.Ruling, Tricks: sc.Tricks})
	case len(a.Weighted) > 0:
		cs := make([]scoring.Component, len(a.Weighted))
		parts := make([]string, len(a.Weighted))
		for i, w := range a.Weighted {
			ns, err := w.Contract.ScoreNS(vul, w.Tricks)
			if err != nil {
				return Score{}, err
			}
			cs[i] = scoring.Component{NS: ns, Weight: w.Weight}
			parts[i] = fmt.Sprintf("%d%% of %s (%s)", w.Weight, w.Contract.Result(w.Tricks), ruling.SignedScore(ns))
		}
		ns, err := scoring.WeightedPoints(cs)
		if err != nil {
			return Score{}, err
		}
		sc.NS = ns
		sc.Steps = append(sc.Steps, Step{Text: "Weighted adjusted score for North-South: " + strings.Join(parts, " + "), Law: a.Law, Ruling: a.Ruling})
	case a.Artificial:
		sc.Steps = append(sc.Steps, Step{Text: "Artificial adjusted score: " + a.Text, Law: a.Law, Ruling: a.Ruling})
	default: // each side's own score, worked out in matchpoints or IMPs (Law 12C1(e))
		sc.Steps = append(sc.Steps, Step{Text: "Adjusted score for each side: " + sidesText(a.Sides), Law: a.Law, Ruling: a.Ruling})
	}
	return sc, nil
}
