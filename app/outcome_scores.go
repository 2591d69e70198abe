package app

import (
	"tableside/engine/law"
	"tableside/engine/ruling"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// The score calculator's parts of an outcome (issue 13): how each number was worked out, a
// warning or penalty recorded against a pair, and the regulating body whose options the ruling
// used. The wizard, the logged entry and the printed log all show them.
//
// Selectors: #outcome-workings (.working, .working-value, .working-how), #outcome-penalty,
// #outcome-body.outcome-regulator[data-body=ACBL|EBU|ABF|WBF].

// outcomeScoreParts is nil when the outcome has none of them.
func outcomeScoreParts(o ruling.Outcome) app.UI {
	if len(o.Workings) == 0 && o.Penalty == nil && !o.Body.Valid() {
		return nil
	}
	return app.Div().Class("outcome-score-parts").Body(
		app.If(o.Penalty != nil, func() app.UI { return outcomePenalty(*o.Penalty) }),
		app.If(len(o.Workings) > 0, func() app.UI { return outcomeWorkings(o.Workings) }),
		app.If(o.Body.Valid(), func() app.UI { return outcomeBody(o.Body) }),
	)
}

func outcomeWorkings(ws []ruling.Working) app.UI {
	return part("outcome-workings", "outcome-workings", "How it is worked out",
		app.Ul().Class("outcome-list", "workings").Body(
			app.Range(ws).Slice(func(i int) app.UI {
				w := ws[i]
				return app.Li().Class("working").Body(
					app.Span().Class("working-label").Body(suitText(w.Label+": ")...),
					app.Strong().Class("working-value").Body(suitText(w.Value)...),
					app.If(w.How != "", func() app.UI {
						return app.Span().Class("working-how").Body(suitText(" = " + w.How)...)
					}),
				)
			}),
		),
	)
}

func outcomePenalty(p ruling.ProceduralPenalty) app.UI {
	title := "Procedural penalty"
	if p.Warning {
		title = "Warning"
	}
	return part("outcome-penalty", "outcome-penalty", title,
		app.P().Body(append([]app.UI{app.Text(p.String())}, lawChips([]law.Ref{p.Law})...)...),
	)
}

// bodyLine says whose options a ruling used.
func bodyLine(b law.Body) string {
	return "Regulating body: " + b.Name() + " (" + b.String() + "), as chosen in Settings when this ruling started."
}

func outcomeBody(b law.Body) app.UI {
	return app.P().ID("outcome-body").Class("outcome-regulator").DataSet("body", b.String()).Text(bodyLine(b))
}

// printScoreFields are the printed log's lines for the calculator's parts: the body, the
// penalty and each working.
func printScoreFields(o ruling.Outcome) []struct{ name, value string } {
	var out []struct{ name, value string }
	if o.Body.Valid() {
		out = append(out, struct{ name, value string }{"Regulating body", o.Body.Name() + " (" + o.Body.String() + ")"})
	}
	if o.Penalty != nil {
		out = append(out, struct{ name, value string }{"Recorded", o.Penalty.String() + " (" + o.Penalty.Law.String() + ")"})
	}
	for _, w := range o.Workings {
		out = append(out, struct{ name, value string }{w.Label, w.Value + workingHow(w)})
	}
	return out
}

func workingHow(w ruling.Working) string {
	if w.How == "" {
		return ""
	}
	return " = " + w.How
}
