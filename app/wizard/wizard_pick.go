package wizard

import (
	"time"

	"tableside/app/store"
	"tableside/app/ui"
	"tableside/engine/ruling"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// wizardPick is the chooser's pick on the wizard's outcome, made on the player's screen. Until
// the ruling is saved it is kept in local storage beside the ruling in progress (a reload keeps
// it) and goes into the entry when it is saved; after the save it is written to the entry.
type wizardPick struct {
	Answers int    `json:"answers"` // how many answers the session had: a pick for another outcome is stale
	Index   int    `json:"index"`
	Set     bool   `json:"set"`
	Err     string `json:"-"` // why the last pick was not recorded
}

func pickKey(flowID string) string { return SessionKey(flowID) + ".pick" }

// index is the option picked, or -1 for none.
func (p wizardPick) index() int {
	if !p.Set {
		return -1
	}
	return p.Index
}

// Label is the picked option's label on the outcome, "" when none.
func (p wizardPick) Label(o ruling.Outcome) string {
	if !p.Set || p.Index < 0 || p.Index >= len(o.Options) {
		return ""
	}
	return o.Options[p.Index].Label
}

// restorePick reads the pick kept for the session, if it was made on this very outcome.
func restorePick(ctx app.Context, flowID string, s ruling.Session) wizardPick {
	var p wizardPick
	if err := ctx.LocalStorage().Get(pickKey(flowID), &p); err != nil || !p.Set || p.Answers != len(s.Answers) {
		return wizardPick{}
	}
	return p
}

// Choose records the option the player tapped: on the saved entry once the ruling is in the
// log, and with the ruling in progress until then.
func (w *wizard) Choose(ctx app.Context, i int) {
	if w.state.Outcome == nil || i < 0 || i >= len(w.state.Outcome.Options) {
		return
	}
	p := wizardPick{Answers: len(w.session.Answers), Index: i, Set: true}
	if !w.save.saved || w.entryID == "" {
		if err := ctx.LocalStorage().Set(pickKey(w.flowID), p); err != nil {
			p.Err = "The pick is shown but this device would not keep it: save the ruling now. (" + err.Error() + ")"
		}
		w.pick = p
		return
	}
	id, s, o, t := w.entryID, w.session, *w.state.Outcome, ui.LoadTableContext(ctx)
	ctx.Async(func() {
		err := recordPick(id, i)
		var boardErr error
		if err == nil { // the board counts the pick too: recorded again under the same log id
			boardErr = recordOnBoard(t, s, o, id, o.Options[i].Label, time.Now())
		}
		ctx.Dispatch(func(ctx app.Context) {
			if boardErr != nil && w.entryID == id {
				w.boardErr = boardProblem(t, boardErr)
			}
			if w.entryID != id {
				return // the director moved on
			}
			if err != nil {
				w.pick.Err = "The pick was not saved to the log: " + ui.LogProblem(err)
				return
			}
			w.pick = p
		})
	})
}

// recordPick writes the chooser's pick into a logged ruling. It blocks.
func recordPick(id string, i int) error {
	return ui.LogWrite(func(l *store.Log) error {
		rec, err := l.Get(id)
		if err != nil {
			return err
		}
		if !rec.OK() {
			return rec.Err
		}
		e, err := rec.Entry.WithChoice(i, time.Now())
		if err != nil {
			return err
		}
		return l.Put(e)
	})
}
