package catalog

import (
	"fmt"
	"math/big"

	"tableside/engine/bridge"
	"tableside/engine/law"
	"tableside/engine/ruling"
	"tableside/engine/scoring"
)

// The adjusted-score ruling's path for a non-offending side that added to its own damage (Law
// 12C1(e)): the offending side gets the likely result without the infraction (B); the
// non-offending side gets its table result (A) improved by the damage the infraction caused,
// B less the likely result after the infraction had it not made its own error (C), never less
// than A. The arithmetic is done in matchpoints from the traveller or in IMPs against the other
// table, never in points, and every step is shown. In a knockout match the two scores are
// averaged (Law 86).

// ownErrorInputs are the answers of the own-error path.
type ownErrorInputs struct {
	nos                 bridge.Side // the non-offending side
	table               ruling.Weighted
	without, ownErrorly []ruling.Weighted // B and C
	cmp                 comparison
	knockout            bool
}

func ownErrorFrom(s ruling.Session) ownErrorInputs {
	in := ownErrorInputs{nos: bridge.NorthSouth, knockout: s.Is("knockout", "yes")}
	if s.Is("nos", "ew") {
		in.nos = bridge.EastWest
	}
	c, tricks := s.Result("table-result")
	in.table = ruling.Weighted{Contract: c, Tricks: tricks, Weight: 100}
	b, _ := s.Get("without-infraction")
	cc, _ := s.Get("without-error")
	in.without, in.ownErrorly = b.Results, cc.Results
	if a, ok := s.Get("traveller"); ok {
		in.cmp.traveller = a.Scores
	}
	if a, ok := s.Get("datum"); ok && s.Is("own-compare", "imps") && len(a.Scores) == 1 {
		in.cmp.datum, in.cmp.teams = a.Scores[0], true
	}
	return in
}

func fillOwnError(s ruling.Session, o *ruling.Outcome) {
	reg := regulationOf(s, o)
	in := ownErrorFrom(s)
	w, err := workOwnError(reg, boardVulnerability(s), in)
	if err != nil {
		o.Notes = append(o.Notes, "The score could not be worked out: "+err.Error())
		return
	}
	o.Workings, o.Adjustment.Text = w.workings, w.text
	o.Summary = fmt.Sprintf("%s get the likely result without the infraction. %s keep their result at the table, "+
		"improved by what the infraction cost them, but not by what their own error cost them.", in.nos.Other(), in.nos)
	if in.knockout {
		o.Laws = append(o.Laws, law.L(86, ""))
	}
}

// sideScore is one result (or a weighted list) scored for one side on the board: its
// matchpoint units, or its IMPs, from that side's own view.
type sideScore struct {
	value  *big.Rat
	points string // the duplicate score for North-South, or the weighted list
}

// workOwnError works out both sides' scores. Pure, so the tests drive it directly.
func workOwnError(reg law.Regulation, vul bridge.Vulnerability, in ownErrorInputs) (worked, error) {
	if !vul.Valid() {
		return worked{}, fmt.Errorf("the vulnerability is not known")
	}
	if !in.cmp.teams && len(in.cmp.traveller) == 0 {
		return worked{}, fmt.Errorf("the board's other results are needed: the damage is measured in matchpoints or IMPs")
	}
	offenders := in.nos.Other()
	score := func(results []ruling.Weighted, side bridge.Side) (sideScore, error) {
		cs, err := components(results, vul)
		if err != nil {
			return sideScore{}, err
		}
		pts, err := scoring.WeightedPoints(cs)
		if err != nil {
			return sideScore{}, err
		}
		var v *big.Rat
		if in.cmp.teams {
			v, _, err = scoring.WeightedIMPs(cs, in.cmp.datum)
		} else {
			var m scoring.Weighted
			m, err = scoring.WeightedMatchpoints(cs, in.cmp.traveller)
			v = m.Units
		}
		if err != nil {
			return sideScore{}, err
		}
		if side == bridge.EastWest {
			v = eastWestView(v, in.cmp)
		}
		return sideScore{value: v, points: scoring.Signed(pts) + " for North-South"}, nil
	}
	a, err := score([]ruling.Weighted{in.table}, in.nos)
	if err != nil {
		return worked{}, err
	}
	b, err := score(in.without, in.nos)
	if err != nil {
		return worked{}, err
	}
	c, err := score(in.ownErrorly, in.nos)
	if err != nil {
		return worked{}, err
	}
	offB, _ := score(in.without, offenders)
	nosScore, damage := scoring.SelfInflicted(a.value, b.value, c.value)

	u := unitsOf(reg, in.cmp)
	nosName, offName := in.nos.String(), offenders.String()
	var out worked
	add := func(label, value, how string) {
		out.workings = append(out.workings, ruling.Working{Label: label, Value: value, How: how})
	}
	add("A, the result at the table: "+in.table.Contract.Result(in.table.Tricks), u.show(a.value)+" for "+nosName, a.points+"; "+u.against)
	add("B, the likely result without the infraction: "+resultsText(in.without), u.show(b.value)+" for "+nosName, b.points+"; "+u.against)
	add("C, after the infraction without "+nosName+"'s own error: "+resultsText(in.ownErrorly), u.show(c.value)+" for "+nosName, c.points+"; "+u.against)
	dmgHow := fmt.Sprintf("B − C = %s − %s", u.num(b.value), u.num(c.value))
	if damage.Sign() == 0 {
		dmgHow += ": none, so all the damage was their own and they keep the table result"
	}
	add("Damage caused by the infraction", u.show(damage), dmgHow)
	nosFinal, offFinal := nosScore, offB.value
	add(nosName+" on the board", u.show(nosScore),
		fmt.Sprintf("A + damage = %s + %s, never less than A (Law 12C1(e)(i))", u.num(a.value), u.num(damage)))
	add(offName+" on the board", u.show(offB.value), "B, the likely result without their infraction (Law 12C1(e)(ii))")
	if in.cmp.teams && in.knockout {
		nsOwn, ewOwn := nosScore, offB.value
		if in.nos == bridge.EastWest {
			nsOwn, ewOwn = offB.value, nosScore
		}
		avg, w := knockoutAverage(nsOwn, ewOwn)
		out.workings = append(out.workings, w)
		nosFinal, offFinal = avg, new(big.Rat).Neg(avg)
		if in.nos == bridge.EastWest {
			nosFinal, offFinal = offFinal, avg
		}
	}
	out.text = fmt.Sprintf("I am adjusting the score on this board differently for each side. %s get %s on the board: the likely result without the infraction, %s. "+
		"%s get %s: their result at the table, improved only by the damage the infraction caused them",
		offName, u.spoken(offFinal), resultsText(in.without), nosName, u.spoken(nosFinal))
	return out, nil
}

// eastWestView turns North-South's matchpoint units or IMPs into East-West's.
func eastWestView(ns *big.Rat, cmp comparison) *big.Rat {
	if cmp.teams {
		return new(big.Rat).Neg(ns)
	}
	return new(big.Rat).Sub(scoring.Int(2*len(cmp.traveller)), ns)
}

// resultsText reads a list of results: "4♠= by South" or "60% of 4♠= by South and 40% of 4♠-1 by South".
func resultsText(results []ruling.Weighted) string {
	if len(results) == 1 {
		return results[0].Contract.Result(results[0].Tricks)
	}
	parts := make([]string, len(results))
	for i, r := range results {
		parts[i] = fmt.Sprintf("%d%% of %s", r.Weight, r.Contract.Result(r.Tricks))
	}
	return joinAnd(parts)
}

// scoreUnits shows a side's score in the event's units: the body's matchpoints out of the top
// with the percentage, or IMPs.
type scoreUnits struct {
	reg     law.Regulation
	cmp     comparison
	against string // what the results were compared with
}

func unitsOf(reg law.Regulation, cmp comparison) scoreUnits {
	u := scoreUnits{reg: reg, cmp: cmp}
	if cmp.teams {
		u.against = fmt.Sprintf("against %s at the other table (Law 78B)", ruling.SignedScore(cmp.datum))
	} else {
		u.against = fmt.Sprintf("against the other %d %s (Law 78A; %s)", len(cmp.traveller),
			ruling.Plural(len(cmp.traveller), "result", "results"), matchpointRule(reg))
	}
	return u
}

// num is the bare number: matchpoints in the body's units, or signed IMPs.
func (u scoreUnits) num(v *big.Rat) string {
	if u.cmp.teams {
		return scoring.Signed(v)
	}
	return scoring.Fixed(matchpoints(u.reg, v))
}

// show is the number with its unit: "5 of 10 matchpoints (50.00%)" or "−5 IMPs".
func (u scoreUnits) show(v *big.Rat) string {
	if u.cmp.teams {
		return signedIMPs(v)
	}
	top := scoring.Int(2 * len(u.cmp.traveller))
	pct := new(big.Rat).Quo(new(big.Rat).Mul(v, scoring.Int(100)), top)
	return fmt.Sprintf("%s of %s matchpoints (%s%%)", u.num(v), scoring.Fixed(matchpoints(u.reg, top)), scoring.Percent(pct))
}

// spoken is how the table hears the score: "50% of the matchpoints" or "5 IMPs".
func (u scoreUnits) spoken(v *big.Rat) string {
	if u.cmp.teams {
		return signedIMPs(v)
	}
	top := scoring.Int(2 * len(u.cmp.traveller))
	pct := new(big.Rat).Quo(new(big.Rat).Mul(v, scoring.Int(100)), top)
	return scoring.Percent(pct) + "% of the matchpoints"
}

// knockoutWorking averages a split score at teams in a knockout match (Law 86): North-South's
// IMPs from their results and East-West's from theirs, each from its own side.
func knockoutWorking(vul bridge.Vulnerability, ns, ew []ruling.Weighted, datum int) (ruling.Working, error) {
	nsCs, err := components(ns, vul)
	if err != nil {
		return ruling.Working{}, err
	}
	ewCs, err := components(ew, vul)
	if err != nil {
		return ruling.Working{}, err
	}
	nsIMPs, _, err := scoring.WeightedIMPs(nsCs, datum)
	if err != nil {
		return ruling.Working{}, err
	}
	ewAsNS, _, err := scoring.WeightedIMPs(ewCs, datum)
	if err != nil {
		return ruling.Working{}, err
	}
	_, w := knockoutAverage(nsIMPs, new(big.Rat).Neg(ewAsNS))
	return w, nil
}

// knockoutAverage averages North-South's IMPs and East-West's, each from its own side (Law 86):
// North-South's share, and the working that shows it.
func knockoutAverage(ns, ew *big.Rat) (*big.Rat, ruling.Working) {
	avg := scoring.KnockoutAverage(ns, ew)
	return avg, ruling.Working{
		Label: "Knockout match: both teams",
		Value: fmt.Sprintf("North-South %s, East-West %s", signedIMPs(avg), signedIMPs(new(big.Rat).Neg(avg))),
		How:   fmt.Sprintf("(North-South's %s − East-West's %s) ÷ 2 (Law 86)", scoring.Signed(ns), scoring.Signed(ew)),
	}
}
