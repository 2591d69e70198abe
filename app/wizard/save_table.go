package wizard

import (
	"tableside/app/ui"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// A ruling saved with no table set was logged under "No table recorded", and its reminders
// with it. So the save asks "Which table?" first (ui.TableAsk, in the save bar where Save
// was), and saves once answered; Cancel leaves the ruling as it was, unsaved. With a table set,
// Save saves at once, as before.

// askState is whether "Which table?" is shown, and what runs after the save that asked.
type askState struct {
	open bool
	then func(ctx app.Context, id string)
}

// askTable shows the question; then runs after the save it asked for.
func (w *wizard) askTable(then func(ctx app.Context, id string)) {
	w.ask = askState{open: true, then: then}
	w.focusLater("save-table-number")
}

// onTableAnswer saves the ruling at the table given, which becomes the table set for the
// rulings that follow, or with no table (0). The save answers on the page's own context: the
// question's, whose button was tapped, is gone once Save is back, and go-app drops what is
// dispatched to it.
func (w *wizard) onTableAnswer(ctx app.Context, table int) {
	if w.mounted {
		ctx = w.page
	}
	then := w.ask.then
	w.ask = askState{}
	t := ui.LoadTableContext(ctx)
	if table > 0 {
		t.Table = table
		if err := ui.SaveTableContext(ctx, t); err != nil {
			// A preference: the logged ruling has its table either way; the next one asks again.
			app.Log("remembering the table:", err)
		}
		w.session.Context.Table = table // the context bar and the logged session say it too
		if err := ctx.LocalStorage().Set(SessionKey(w.flowID), w.session); err != nil {
			app.Log("keeping the ruling in progress:", err)
		}
	}
	w.saveAt(ctx, t, then)
}

// onTableCancel puts Save back, nothing saved and nothing changed.
func (w *wizard) onTableCancel(ctx app.Context) {
	w.ask = askState{}
	w.focusLater("save-to-log")
}
