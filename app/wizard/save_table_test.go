package wizard

import (
	"testing"

	"tableside/app/apptest"
	"tableside/app/htmltest"
	"tableside/app/ui"
	"tableside/engine/ruling"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// setTable sets the table the director is at, as the table panel does.
func setTable(t *testing.T, ctx app.Context, table int) {
	t.Helper()
	if err := ui.SaveTableContext(ctx, ui.TableContext{Table: table}); err != nil {
		t.Fatal(err)
	}
}

// A ruling saved with a table set is saved at once, one tap as before.
func TestSaveWithATableSetSavesAtOnce(t *testing.T) {
	l, _ := apptest.MemoryLog(t)
	ctx, eng := apptest.Context(t)
	setTable(t, ctx, 4)
	w := wizardAt(t, "revoke", ruling.Pick("no-revoke"))
	w.SaveToLog(ctx)
	eng.ConsumeAll()
	if w.ask.open || htmltest.Mount(t, w.Render).Has("#save-table") {
		t.Error("asked which table although table 4 is set")
	}
	if recs := apptest.MustAll(t, l); len(recs) != 1 || recs[0].Entry.Table != 4 {
		t.Fatalf("saved %d entries, want one at table 4", len(recs))
	}
}

// With no table set, Save asks "Which table?" in the save bar and saves nothing yet; the
// answer saves the ruling at that table, which is then the table set; "No table" saves it
// with none; Cancel leaves the ruling unsaved with Save back, nothing lost.
func TestSaveWithNoTableSetAsksWhichTable(t *testing.T) {
	ask := func(t *testing.T) (*wizard, app.Context, app.TestEngine) {
		t.Helper()
		ctx, eng := apptest.Context(t)
		w := wizardAt(t, "revoke", ruling.Pick("no-revoke"))
		w.SaveToLog(ctx)
		eng.ConsumeAll()
		doc := htmltest.Mount(t, w.Render)
		doc.One(t, ".save-bar form#save-table input#save-table-number")
		if got := doc.One(t, "label[for=save-table-number]").TextContent(); got != "Which table?" {
			t.Errorf("the question reads %q", got)
		}
		doc.One(t, "button#save-table-none")
		if doc.Has("button#save-to-log") || w.save.saving || w.save.saved {
			t.Error("Save is still offered, or saving began, while the table is asked")
		}
		return w, ctx, eng
	}

	t.Run("a table answered: saved there, and set for the next ruling", func(t *testing.T) {
		l, _ := apptest.MemoryLog(t)
		w, ctx, eng := ask(t)
		if n := len(apptest.MustAll(t, l)); n != 0 {
			t.Fatalf("%d entries saved before the table was answered", n)
		}
		w.onTableAnswer(ctx, 7)
		eng.ConsumeAll()
		recs := apptest.MustAll(t, l)
		if len(recs) != 1 || recs[0].Entry.Table != 7 || recs[0].Entry.Session.Context.Table != 7 {
			t.Fatalf("saved %+v, want one entry at table 7", recs)
		}
		if got := ui.LoadTableContext(ctx).Table; got != 7 {
			t.Errorf("the table set is %d after answering 7", got)
		}
		if !w.save.saved || w.ask.open {
			t.Errorf("saved %v, still asking %v", w.save.saved, w.ask.open)
		}
	})

	t.Run("No table: saved with none", func(t *testing.T) {
		l, _ := apptest.MemoryLog(t)
		w, ctx, eng := ask(t)
		w.onTableAnswer(ctx, 0)
		eng.ConsumeAll()
		if recs := apptest.MustAll(t, l); len(recs) != 1 || recs[0].Entry.Table != 0 {
			t.Fatalf("saved %+v, want one entry with no table", recs)
		}
		if !ui.LoadTableContext(ctx).Empty() {
			t.Error("No table set a table")
		}
	})

	t.Run("Cancel: nothing saved, Save back, the ruling as it was", func(t *testing.T) {
		l, _ := apptest.MemoryLog(t)
		w, ctx, eng := ask(t)
		before := w.session
		w.onTableCancel(ctx)
		eng.ConsumeAll()
		if n := len(apptest.MustAll(t, l)); n != 0 {
			t.Errorf("%d entries saved after Cancel", n)
		}
		doc := htmltest.Mount(t, w.Render)
		doc.One(t, "button#save-to-log")
		doc.One(t, "section#outcome[data-outcome=no-revoke]")
		if doc.Has("#save-table") || w.session.Context != before.Context || len(w.session.Answers) != len(before.Answers) {
			t.Error("Cancel changed the ruling or left the question up")
		}
	})

	t.Run("save and poll asks too, then opens the poll", func(t *testing.T) {
		l, _ := apptest.MemoryLog(t)
		ctx, eng := apptest.Context(t)
		w := wizardAt(t, "unauthorized-information", ruling.Pick("hesitation"), ruling.Pick("yes"), ruling.Pick("poll"))
		var opened string
		w.saveThen(ctx, func(_ app.Context, id string) { opened = id })
		eng.ConsumeAll()
		if !w.ask.open || opened != "" {
			t.Fatalf("asking %v, opened %q", w.ask.open, opened)
		}
		w.onTableAnswer(ctx, 2)
		eng.ConsumeAll()
		if recs := apptest.MustAll(t, l); len(recs) != 1 || opened != recs[0].ID || recs[0].Entry.Table != 2 {
			t.Errorf("opened %q, entries %+v", opened, recs)
		}
	})
}
