package wizard

import (
	"strings"
	"testing"
	"time"

	"tableside/app/apptest"
	"tableside/app/htmltest"
	"tableside/app/store"
	"tableside/app/ui"
	"tableside/engine/ruling"
)

func TestWizardOutcomeHasSaveAndItsStates(t *testing.T) {
	w := wizardAt(t, "revoke", ruling.Pick("no-revoke"))
	doc := htmltest.Mount(t, w.Render)
	doc.One(t, "section#outcome[data-outcome=no-revoke]")
	doc.One(t, "button#save-to-log")
	if got := doc.One(t, "#save-status").Attrs["data-state"]; got != "unsaved" {
		t.Errorf("status = %q", got)
	}

	w.save = saveState{err: "Not saved: the disk is full"}
	doc = htmltest.Mount(t, w.Render)
	doc.One(t, "button#save-to-log")
	if got := doc.One(t, "#save-status").TextContent(); got != "Not saved: the disk is full" {
		t.Errorf("failed status = %q", got)
	}

	w.save = saveState{saving: true}
	doc = htmltest.Mount(t, w.Render)
	if _, off := doc.One(t, "button#save-to-log").Attrs["disabled"]; !off {
		t.Error("Save can be tapped twice while saving")
	}

	w.save = saveState{saved: true}
	doc = htmltest.Mount(t, w.Render)
	if doc.Has("button#save-to-log") {
		t.Error("Save still offered after saving")
	}
	if got := doc.One(t, "#save-status").TextContent(); got != "Saved to the log" {
		t.Errorf("saved status = %q", got)
	}
	doc.One(t, "a#another-ruling[href=/]")
	doc.One(t, "a#open-log[href=/log]")
}

func TestPutEntrySavesTheRulingToTheLog(t *testing.T) {
	l, mem := store.NewMemoryLog()
	ui.UseLog(l)
	w := wizardAt(t, "revoke", ruling.Pick("no-revoke"))
	now := time.Date(2025, 3, 14, 20, 0, 0, 0, time.UTC)
	if _, err := putEntry(w.session, *w.state.Outcome, ui.TableContext{Table: 4, Round: 2, Board: 7}, -1, now); err != nil {
		t.Fatal(err)
	}
	recs, err := l.All()
	if err != nil || len(recs) != 1 {
		t.Fatalf("%d records, %v", len(recs), err)
	}
	e := recs[0].Entry
	if e.Table != 4 || e.Round != 2 || e.Board != 7 || e.SessionDate != "2025-03-14" || e.Outcome.ID != "no-revoke" || len(e.ID) != 32 {
		t.Errorf("entry = %+v", e)
	}
	if n := mem.PersistRequests(); n != 0 {
		t.Errorf("saving asked for persistent storage itself (%d times): a browser prompt would hold up Saved", n)
	}
}

// The wizard asks the browser to keep the log only after a save has succeeded and Saved is
// shown, and never after a failed save.
func TestSaveToLogAsksToKeepTheLogOnlyAfterASuccessfulSave(t *testing.T) {
	tests := []struct {
		name      string
		fail      error
		wantSaved bool
		wantAsked int
	}{
		{"saved, then asked once", nil, true, 1},
		{"storage full: not saved, not asked", &store.StorageError{Name: "QuotaExceededError"}, false, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			l, mem := store.NewMemoryLog()
			ui.UseLog(l)
			mem.FailWrites(tc.fail)
			ctx, eng := apptest.Context(t)
			setTable(t, ctx, 5)
			w := wizardAt(t, "revoke", ruling.Pick("no-revoke"))
			w.SaveToLog(ctx)
			eng.ConsumeAll()
			if w.save.saved != tc.wantSaved {
				t.Errorf("saved = %v (err %q), want %v", w.save.saved, w.save.err, tc.wantSaved)
			}
			if tc.fail != nil && !strings.Contains(w.save.err, "Storage is full") {
				t.Errorf("the quota error is not shown: %q", w.save.err)
			}
			if n := mem.PersistRequests(); n != tc.wantAsked {
				t.Errorf("asked to keep the log %d times, want %d", n, tc.wantAsked)
			}
		})
	}
}
