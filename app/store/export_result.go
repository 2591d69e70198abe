package store

import (
	"slices"
	"strconv"
	"strings"

	"tableside/engine/bridge"
	"tableside/engine/ruling"
)

// The scorer's columns of the CSV: the contract, the result at the table and the result or
// score as ruled, read from the outcome's structured parts (the trick transfer with its
// scores, the assigned or weighted result, each side's artificial score), so the scorer does
// not have to open each ruling to find the score.

// scoreColumns fills the row's scorer columns from the entry.
func scoreColumns(row *Row, e Entry) {
	o := e.Outcome
	row.Contract = contractOf(e).String()
	if t := o.Transfer; t != nil && t.Scored {
		row.Played = scoredResult(t.Contract, t.TricksTaken, t.Before)
	}
	row.Ruled = ruledResult(o)
	if a := o.Adjustment; a != nil && a.Artificial {
		row.Artificial = sideScores(o.Workings, false)
	}
	row.Pick = chooserPick(e)
}

// contractOf is the contract the ruling knew: the table's, or the one its score was worked on.
func contractOf(e Entry) bridge.Contract {
	if c := e.Session.Context.Contract; c.Valid() {
		return c
	}
	if t := e.Outcome.Transfer; t != nil && t.Contract.Valid() {
		return t.Contract
	}
	return bridge.Contract{}
}

// scoredResult reads "4♥+1 by South, +450 for North-South": the score is declaring side's.
func scoredResult(c bridge.Contract, tricks, score int) string {
	s := c.Result(tricks) + ", " + ruling.SignedScore(score)
	if c.Declarer.Valid() {
		s += " for " + c.Side().String()
	}
	return s
}

// RuledResult is the result or score the ruling gives, as the log's list shows it under the
// ruling: "4♥-1 by South, −50 for North-South"; blank when the ruling changes no score.
func RuledResult(o ruling.Outcome) string { return ruledResult(o) }

// ruledResult is the result or score the ruling gives: the result after a trick transfer, the
// assigned result, the weighted results with each side's score, or each side's artificial
// score. Blank when the ruling changes no score.
func ruledResult(o ruling.Outcome) string {
	if t := o.Transfer; t != nil {
		if t.Scored {
			return scoredResult(t.Contract, t.TricksAfter, t.After)
		}
		if t.Tricks > 0 {
			return strconv.Itoa(t.Tricks) + ruling.Plural(t.Tricks, " trick", " tricks") + " transferred"
		}
	}
	a := o.Adjustment
	if a == nil {
		return ""
	}
	sides := sideScores(o.Workings, true) // a worked score's percentages or IMPs, per side
	var s string
	switch {
	case a.Artificial:
		return sideScores(o.Workings, false)
	case a.Assigned != nil:
		s = scoredResult(a.Assigned.Contract, a.Assigned.Tricks, a.Assigned.Score)
	case len(a.Weighted) > 0:
		parts := make([]string, len(a.Weighted))
		for i, w := range a.Weighted {
			parts[i] = w.String()
		}
		s = strings.Join(parts, " + ")
	}
	return strings.Join(slices.DeleteFunc([]string{s, sides}, func(p string) bool { return p == "" }), "; ")
}

// sideScores gathers each side's score from the workings: "North-South 40%; East-West 60%".
// An artificial score's workings are labelled by side and fault ("North-South, directly at
// fault"); a worked score's by "North-South on the board" (onBoard).
func sideScores(ws []ruling.Working, onBoard bool) string {
	var parts []string
	for _, w := range ws {
		for _, side := range []bridge.Side{bridge.NorthSouth, bridge.EastWest} {
			name := side.String()
			if (onBoard && w.Label == name+" on the board") || (!onBoard && strings.HasPrefix(w.Label, name+", ")) {
				parts = append(parts, name+" "+w.Value)
			}
		}
	}
	return strings.Join(parts, "; ")
}

// chooserPick reads "declarer (South): Require a heart lead", or the option alone when the
// outcome names no chooser; blank until the choice is recorded.
func chooserPick(e Entry) string {
	if e.Choice.IsZero() {
		return ""
	}
	if c := e.Outcome.Chooser; !c.IsZero() {
		return c.String() + ": " + e.Choice.Label
	}
	return e.Choice.Label
}
