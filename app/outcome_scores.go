package app

import (
	"tableside/engine/law"
	"tableside/engine/ruling"
)

// The score calculator's parts of an outcome (issue 13): how each number was worked out, a
// warning or penalty recorded against a pair, and the regulating body whose options the ruling
// used. The wizard, the logged entry and the printed log all show them.
//
// Selectors: #outcome-workings (.working, .working-value, .working-how), #outcome-penalty,
// #outcome-body.outcome-regulator[data-body=ACBL|EBU|ABF|WBF].

// outcomeScoreParts writes nothing when the outcome has none of them.
func outcomeScoreParts(m *markup, o ruling.Outcome) {
	if len(o.Workings) == 0 && o.Penalty == nil && !o.Body.Valid() {
		return
	}
	m.open("div", "class", "outcome-score-parts")
	if o.Penalty != nil {
		outcomePenalty(m, *o.Penalty)
	}
	if len(o.Workings) > 0 {
		outcomeWorkings(m, o.Workings)
	}
	if o.Body.Valid() {
		m.elem("p", bodyLine(o.Body), "id", "outcome-body", "class", "outcome-regulator", "data-body", o.Body.String())
	}
	m.close("div")
}

func outcomeWorkings(m *markup, ws []ruling.Working) {
	listPart(m, "outcome-workings", "How it is worked out", "outcome-list workings", len(ws), func(i int) {
		w := ws[i]
		m.open("li", "class", "working")
		m.elem("span", w.Label+": ", "class", "working-label")
		m.elem("strong", w.Value, "class", "working-value")
		if w.How != "" {
			m.elem("span", " = "+w.How, "class", "working-how")
		}
		m.close("li")
	})
}

func outcomePenalty(m *markup, p ruling.ProceduralPenalty) {
	title := "Procedural penalty"
	if p.Warning {
		title = "Warning"
	}
	part(m, "outcome-penalty", title, func() {
		m.open("p")
		m.text(p.String())
		lawChips(m, []law.Ref{p.Law})
		m.close("p")
	})
}

// bodyLine says whose options a ruling used.
func bodyLine(b law.Body) string {
	return "Regulating body: " + b.Name() + " (" + b.String() + "), as chosen in Settings when this ruling started."
}

// printField is one labelled line of a printed ruling.
type printField struct{ name, value string }

// printScoreFields are the printed log's lines for the calculator's parts: the body, the
// penalty and each working.
func printScoreFields(o ruling.Outcome) []printField {
	var out []printField
	if o.Body.Valid() {
		out = append(out, printField{"Regulating body", o.Body.Name() + " (" + o.Body.String() + ")"})
	}
	if o.Penalty != nil {
		out = append(out, printField{"Recorded", o.Penalty.String() + " (" + o.Penalty.Law.String() + ")"})
	}
	for _, w := range o.Workings {
		out = append(out, printField{w.Label, w.Value + workingHow(w)})
	}
	return out
}

func workingHow(w ruling.Working) string {
	if w.How == "" {
		return ""
	}
	return " = " + w.How
}
