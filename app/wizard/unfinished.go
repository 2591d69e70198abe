package wizard

import (
	"time"

	"tableside/engine/catalog"
	"tableside/engine/ruling"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// Unfinished marks on home the rulings answered in part and not saved, so none is forgotten
// or found again by surprise: one link each, with when it was left and its card or call.
// Opening one asks whether to continue it or start anew (resume.go). It reads local storage,
// so it shows nothing in the server's pre-render.
type Unfinished struct {
	app.Compo

	items []unfinishedItem
}

type unfinishedItem struct {
	flow  *ruling.Flow
	label string // "from 23:45 (♠Q, table 5)"
}

func (u *Unfinished) OnMount(ctx app.Context) {
	u.items = nil
	now := time.Now()
	for _, f := range catalog.Flows() {
		key := SessionKey(f.ID)
		if !ctx.LocalStorage().Contains(key) {
			continue
		}
		var s ruling.Session
		if err := ctx.LocalStorage().Get(key, &s); err != nil || s.Flow != f.ID || len(s.Answers) == 0 {
			continue
		}
		o := newResumeOffer(s, readAt(ctx, f.ID), s.Context.Body)
		u.items = append(u.items, unfinishedItem{flow: f, label: o.short(now)})
	}
}

func (u *Unfinished) Render() app.UI {
	if len(u.items) == 0 {
		return app.Div().ID("unfinished")
	}
	return app.Section().ID("unfinished").Class("unfinished").Aria("labelledby", "unfinished-title").Body(
		app.H2().ID("unfinished-title").Class("unfinished-title").Text("In progress, not saved"),
		app.Ul().Class("unfinished-list").Body(
			app.Range(u.items).Slice(func(i int) app.UI {
				it := u.items[i]
				return app.Li().Body(
					app.A().Class("unfinished-link").Href("/rule/"+it.flow.ID).DataSet("flow", it.flow.ID).Body(
						app.Strong().Text(it.flow.Title),
						app.Text(" "+it.label),
					),
				)
			}),
		),
	)
}
