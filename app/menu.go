package app

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// menuChoice is one option of a menu: the value the page keeps and what the menu says.
type menuChoice struct{ Value, Label string }

// menuField is one labelled menu (settings, the log's filters, the export's session); help,
// when given, sits under the label.
func menuField(id, label, help string, choices []menuChoice, current string, onChange app.EventHandler) app.UI {
	sel := app.Select().ID(id).Class("field-input field-select").OnChange(onChange).Body(
		app.Range(choices).Slice(func(i int) app.UI {
			return menuOption(choices[i].Value, choices[i].Label, choices[i].Value == current)
		}),
	)
	if help != "" {
		sel = sel.Aria("describedby", id+"-help")
	}
	return app.Div().Class("field").Body(
		app.Label().For(id).Class("field-label").Text(label),
		app.If(help != "", func() app.UI { return app.P().ID(id + "-help").Class("field-help").Text(help) }),
		sel,
	)
}

// sessionChoices are the session menu's options: every session, then each date of the log.
func sessionChoices(dates []string, today string) []menuChoice {
	out := []menuChoice{{"", "All sessions"}}
	for _, d := range dates {
		out = append(out, menuChoice{d, logDayLabel(d, today)})
	}
	return out
}
