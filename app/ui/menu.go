package ui

import (
	"time"

	"tableside/app/store"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// LogDayLabel names a session date for headings and the date filter.
func LogDayLabel(date, today string) string {
	if date == today {
		return "Today"
	}
	if t, err := time.Parse(store.DateLayout, date); err == nil {
		return t.Format("Mon 2 Jan 2006")
	}
	return date
}

// MenuChoice is one option of a menu: the value the page keeps and what the menu says.
type MenuChoice struct{ Value, Label string }

// MenuField is one labelled menu (settings, the log's filters, the export's session); help,
// when given, sits under the label.
func MenuField(id, label, help string, choices []MenuChoice, current string, onChange app.EventHandler) app.UI {
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

// SessionChoices are the session menu's options: every session, then each date of the log.
func SessionChoices(dates []string, today string) []MenuChoice {
	out := []MenuChoice{{"", "All sessions"}}
	for _, d := range dates {
		out = append(out, MenuChoice{d, LogDayLabel(d, today)})
	}
	return out
}
