package board

import (
	"fmt"
	"strings"

	"tableside/engine/bridge"
	"tableside/engine/ruling"
)

// A board's final score in points is only half of what the scorer needs: at pairs the score is
// turned into matchpoints against every other table (Law 78A), at teams into IMPs against the
// other table (Law 78B). A board alone can give those figures only where a ruling gave them:
// an artificial adjusted score, which is a percentage or IMPs from the start (Law 12C2), or an
// assigned score the director compared with the board's other results (Law 78). Everywhere
// else the board says which figure the scorer still has to work out, and never invents one.

// Form is the form of scoring a ruling on the board named.
type Form int

// Forms of scoring; NoForm (the zero value) when no ruling on the board named one.
const (
	NoForm      Form = iota
	Matchpoints      // pairs: percentages of the matchpoints (Law 78A)
	IMPs             // teams or IMP pairs (Law 78B)
)

// String reads "Pairs, in matchpoints", "Teams, in IMPs", or "" for NoForm.
func (f Form) String() string {
	switch f {
	case Matchpoints:
		return "Pairs, in matchpoints"
	case IMPs:
		return "Teams, in IMPs"
	}
	return ""
}

// SideScore is one side's score on the board in the event's units, as a ruling worked it out:
// "60%", "−3 IMPs", "74% (7.4 of 10 matchpoints)".
type SideScore struct {
	Side  bridge.Side `json:"side"`
	Value string      `json:"value"`
}

// Penalty is a procedural penalty or a warning recorded against a side on this board (Law 90).
// It is taken off that side's score for the board, whatever the score is (Law 12C: an adjusted
// score and a procedural penalty are separate).
type Penalty struct {
	ruling.ProceduralPenalty
	Ruling int `json:"ruling"`
}

// sidesOf reads each side's score in the event's units from a ruling's workings, where the
// score calculator put them: an artificial score's lines are labelled by side and fault
// ("North-South, directly at fault"), a compared score's by "North-South on the board". These
// labels are the calculator's (engine/catalog, scores-adjusted-score.go); the board's tests
// rule through the calculator, so a change of label fails them. Nil when the ruling gave no
// such figure.
func sidesOf(o ruling.Outcome) []SideScore {
	var out []SideScore
	for _, side := range []bridge.Side{bridge.NorthSouth, bridge.EastWest} {
		for _, w := range o.Workings {
			artificial := o.Adjustment != nil && o.Adjustment.Artificial && strings.HasPrefix(w.Label, side.String()+", ")
			if artificial || w.Label == side.String()+" on the board" {
				out = append(out, SideScore{Side: side, Value: w.Value})
				break
			}
		}
	}
	return out
}

// formOf is the form of scoring that figures are in: IMPs when they are in IMPs, else
// matchpoints (a percentage of them).
func formOf(sides []SideScore) Form {
	for _, s := range sides {
		switch {
		case strings.Contains(s.Value, "IMP"):
			return IMPs
		case strings.Contains(s.Value, "%"):
			return Matchpoints
		}
	}
	return NoForm
}

// penaltyForm is the form of scoring a procedural penalty is given in.
func penaltyForm(p ruling.ProceduralPenalty) Form {
	switch {
	case p.Warning:
		return NoForm
	case p.Percent != 0:
		return Matchpoints
	}
	return IMPs // IMPs, or victory points in a match scored in IMPs first
}

// form is the form of scoring the rulings on this board named, the latest standing: an
// adjusted score's figures, else a procedural penalty's units. NoForm when none named one.
func (sc Score) form() Form {
	f := NoForm
	if sc.Adjusted != nil {
		f = formOf(sc.Adjusted.Sides)
	}
	for _, p := range sc.Penalties {
		if f == NoForm {
			f = penaltyForm(p.ProceduralPenalty)
		}
	}
	return f
}

// Units is the final score for both sides in the event's units, where the board can give it,
// and says plainly what the scorer still works out where it cannot: "Pairs, in matchpoints:
// North-South 60%, East-West 40%", or "Matchpoints or IMPs: not worked out on this board …".
// A procedural penalty follows, to be taken off that side's score.
func (sc Score) Units() string {
	form := sc.form()
	var s string
	switch a := sc.Adjusted; {
	case a != nil && len(a.Sides) > 0:
		s = unitsWanted(form) + ": " + sidesText(a.Sides)
	case a != nil && len(a.Weighted) > 1:
		s = unitsWanted(form) + ": the scorer scores each likely result on the board and weights those figures " +
			"(Law 12C1(c)); the weighted points above are not a score to enter"
	default:
		s = unitsWanted(form) + ": " + notOnTheBoard(form)
	}
	for _, p := range sc.Penalties {
		if !p.Warning {
			s += fmt.Sprintf("; then %s (procedural penalty, %s)", p.ProceduralPenalty, p.Law)
		}
	}
	return s
}

// unitsWanted names the figure the scorer needs: the form when a ruling named it.
func unitsWanted(f Form) string {
	if f == NoForm {
		return "Matchpoints or IMPs"
	}
	return f.String()
}

// notOnTheBoard says why the board cannot give the figure, and who does.
func notOnTheBoard(f Form) string {
	switch f {
	case Matchpoints:
		return "not worked out on this board, since matchpoints compare this score with every other table's; the scorer gives them"
	case IMPs:
		return "not worked out on this board, since IMPs compare this score with the other table's; the scorer gives them"
	}
	return "not worked out on this board, since they compare this score with the other tables'; the scorer gives them"
}

// sidesText reads "North-South 60%, East-West 40%".
func sidesText(sides []SideScore) string {
	parts := make([]string, len(sides))
	for i, s := range sides {
		parts[i] = s.Side.String() + " " + s.Value
	}
	return strings.Join(parts, ", ")
}

// penaltyStep is the line of the board's result for a procedural penalty or a warning.
func penaltyStep(p Penalty) Step {
	text := "Procedural penalty: " + p.ProceduralPenalty.String()
	if p.Warning {
		text = "Warning: " + p.ProceduralPenalty.String()
	}
	return Step{Text: text, Law: p.Law, Ruling: p.Ruling}
}

// kindOf names an adjusted score for the final score's line.
func kindOf(a Adjustment) string {
	switch {
	case a.Artificial:
		return "artificial adjusted score"
	case len(a.Weighted) > 1:
		return "weighted adjusted score"
	case a.Assigned == nil && len(a.Weighted) == 0:
		return "adjusted score for each side"
	}
	return "assigned adjusted score"
}
