package catalog

import (
	"fmt"
	"slices"
	"strings"

	"tableside/engine/bridge"
	"tableside/engine/law"
	"tableside/engine/ruling"
	"tableside/engine/scoring"
)

// A revoke's equity adjustment (Law 64C) is an assigned adjusted score like any other, so it
// may be weighted (Law 12C1(c)): several likely results, each with its share.

// checkRevokeWeighted refuses a weighted score the regulating body does not allow, and, when
// the board number is unknown, results declared by both sides: the one vulnerability question
// asked then is about declarer's side.
func checkRevokeWeighted(s ruling.Session, a ruling.Answer) error {
	if err := checkWeightedAllowed(s, a); err != nil {
		return err
	}
	if bridge.BoardVulnerability(s.Context.Board).Valid() {
		return nil
	}
	for _, w := range a.Results[1:] {
		if w.Contract.Side() != a.Results[0].Contract.Side() {
			return fmt.Errorf("these results are declared by both sides: give the board number first, so each side's vulnerability is known")
		}
	}
	return nil
}

// assignRevokeWeighted records the weighted score on the outcome's adjustment, with North-South's
// points worked out (each result's score times its share) when the vulnerability is known.
func assignRevokeWeighted(s ruling.Session, o *ruling.Outcome, results []ruling.Weighted) {
	a := o.Adjustment
	a.Weighted = slices.Clone(results)
	parts := make([]string, len(results))
	cs := make([]scoring.Component, len(results))
	scored := true
	for i, w := range results {
		parts[i] = w.String()
		score, err := w.Contract.Score(declarerVulnerable(s, w.Contract), w.Tricks)
		if err != nil {
			scored = false
			continue
		}
		if w.Contract.Side() == bridge.EastWest {
			score = -score
		}
		cs[i] = scoring.Component{NS: score, Weight: w.Weight}
	}
	a.Text += "; I am weighting the likely results: " + strings.Join(parts, ", ")
	o.Laws = append(o.Laws, law.L(12, "C1(c)"))
	if !scored {
		return
	}
	if ns, err := scoring.WeightedPoints(cs); err == nil {
		hows := make([]string, len(cs))
		for i, c := range cs {
			hows[i] = fmt.Sprintf("%d%% × %s", results[i].Weight, ruling.SignedScore(c.NS))
		}
		o.Workings = append(o.Workings, ruling.Working{Label: "North-South", Value: scoring.Signed(ns), How: strings.Join(hows, " + ")})
	}
}
