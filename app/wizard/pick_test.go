package wizard

import (
	"testing"

	"tableside/app/apptest"
	"tableside/engine/ruling"
)

func TestTheWizardRecordsThePickWhenSavedAndAfter(t *testing.T) {
	l, _ := apptest.MemoryLog(t)
	s, o := apptest.ChoiceOutcome(t)
	w := NewWizard()
	w.flowID, w.session, w.state = s.Flow, s, ruling.State{Outcome: &o}
	ctx, eng := apptest.Context(t)
	setTable(t, ctx, 5)

	w.Choose(ctx, 1)
	if w.pick.Label(o) != o.Options[1].Label {
		t.Fatalf("pick = %+v", w.pick)
	}
	w.SaveToLog(ctx)
	eng.ConsumeAll()
	recs := apptest.MustAll(t, l)
	if len(recs) != 1 || recs[0].Entry.Choice.Index != 1 || recs[0].Entry.Choice.Label != o.Options[1].Label {
		t.Fatalf("saved with choice %+v", recs[0].Entry.Choice)
	}

	w.Choose(ctx, 0) // shown again after the save
	eng.ConsumeAll()
	if rec, _ := l.Get(recs[0].ID); rec.Entry.Choice.Index != 0 || rec.Entry.Choice.Label != o.Options[0].Label {
		t.Errorf("after the save the pick went to %+v", rec.Entry.Choice)
	}
	if w.pick.Label(o) != o.Options[0].Label {
		t.Errorf("the outcome shows %q", w.pick.Label(o))
	}
}
