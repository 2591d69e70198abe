package ui

import (
	"tableside/app/store"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// RecordPage names the parts of a page of one logged ruling (the log's entry, its poll) that
// RecordStatus draws before the ruling can be shown.
type RecordPage struct {
	ID, Class string // the page's root: "entry", "entry"
	ErrorID   string // the message's id: "entry-error"
	NotShown  string // the title when the log could not be read: "Ruling not shown"
	// Unreadable, when set, titles an entry the app cannot read and gives what follows its
	// message; the root then carries the class <Class>-unreadable and the entry's id. Unset,
	// such an entry is NotShown too.
	Unreadable func(rec store.Record) (title string, more []app.UI)
}

// RecordStatus is what such a page shows until it has an entry to show, or nil once it has:
// the log's error (an alert), "Reading…" while the log is read, or the entry it cannot read.
func RecordStatus(pg RecordPage, loadErr string, loaded bool, rec store.Record) app.UI {
	switch {
	case loadErr != "":
		return app.Div().ID(pg.ID).Class(pg.Class).Body(
			app.H1().Class("page-title").Text(pg.NotShown),
			app.P().ID(pg.ErrorID).Class("form-error").Role("alert").Text(loadErr),
		)
	case !loaded:
		return app.P().Class("log-empty").Text("Reading the log on this device…")
	case !rec.OK():
		if pg.Unreadable == nil {
			return app.Div().ID(pg.ID).Class(pg.Class).Body(
				app.H1().Class("page-title").Text(pg.NotShown),
				app.P().ID(pg.ErrorID).Class("form-error").Text(rec.Err.Error()),
			)
		}
		title, more := pg.Unreadable(rec)
		return app.Div().ID(pg.ID).Class(pg.Class, pg.Class+"-unreadable").DataSet("entry", rec.ID).Body(
			append([]app.UI{
				app.H1().Class("page-title").Text(title),
				app.P().ID(pg.ErrorID).Class("form-error").Text(rec.Err.Error()),
			}, more...)...,
		)
	}
	return nil
}
