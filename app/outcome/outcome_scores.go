package outcome

import (
	"tableside/app/ui"
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
func outcomeScoreParts(m *ui.Markup, o ruling.Outcome) {
	if len(o.Workings) == 0 && o.Penalty == nil && !o.Body.Valid() {
		return
	}
	m.Open("div", "class", "outcome-score-parts")
	if o.Penalty != nil {
		outcomePenalty(m, *o.Penalty)
	}
	if len(o.Workings) > 0 {
		outcomeWorkings(m, o.Workings)
	}
	if o.Body.Valid() {
		m.Elem("p", bodyLine(o.Body), "id", "outcome-body", "class", "outcome-regulator", "data-body", o.Body.String())
	}
	m.Close("div")
}

func outcomeWorkings(m *ui.Markup, ws []ruling.Working) {
	listPart(m, "outcome-workings", "How it is worked out", "outcome-list workings", len(ws), func(i int) {
		w := ws[i]
		m.Open("li", "class", "working")
		m.Elem("span", w.Label+": ", "class", "working-label")
		m.Elem("strong", w.Value, "class", "working-value")
		if w.How != "" {
			m.Elem("span", " = "+w.How, "class", "working-how")
		}
		m.Close("li")
	})
}

func outcomePenalty(m *ui.Markup, p ruling.ProceduralPenalty) {
	title := "Procedural penalty"
	if p.Warning {
		title = "Warning"
	}
	part(m, "outcome-penalty", title, func() {
		m.Open("p")
		m.Text(p.String())
		lawChips(m, []law.Ref{p.Law})
		m.Close("p")
	})
}

// bodyLine says whose options a ruling used.
func bodyLine(b law.Body) string {
	return "Regulating body: " + b.Name() + " (" + b.String() + "), as chosen in Settings when this ruling started."
}

// PrintField is one labelled line of a printed ruling.
type PrintField struct{ Name, Value string }

// PrintScoreFields are the printed log's lines for the calculator's parts: the body, the
// penalty and each working.
func PrintScoreFields(o ruling.Outcome) []PrintField {
	var out []PrintField
	if o.Body.Valid() {
		out = append(out, PrintField{"Regulating body", o.Body.Name() + " (" + o.Body.String() + ")"})
	}
	if o.Penalty != nil {
		out = append(out, PrintField{"Recorded", o.Penalty.String() + " (" + o.Penalty.Law.String() + ")"})
	}
	for _, w := range o.Workings {
		out = append(out, PrintField{w.Label, w.Value + workingHow(w)})
	}
	return out
}

func workingHow(w ruling.Working) string {
	if w.How == "" {
		return ""
	}
	return " = " + w.How
}
