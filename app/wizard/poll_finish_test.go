package wizard

import (
	"testing"

	"tableside/app/apptest"
	"tableside/app/htmltest"
	"tableside/engine/catalog"
	"tableside/engine/poll"
	"tableside/engine/ruling"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// Finishing hands the wizard the ruling with the logical-alternative question answered by the
// poll, and the id of the entry to update; saving there replaces the ruling in that entry.
func TestAPolledRulingIsFinishedInTheSameEntry(t *testing.T) {
	l, _ := apptest.MemoryLog(t)
	e := apptest.PollEntry(t, l, "u3")
	pl, _ := poll.New(poll.Problem{Hand: "h", Auction: "1♥ (1♠) 4♥ (slow pass) pass ?", Methods: "m", Taken: "4♠"})
	for _, a := range []string{"pass", "4♠", "pass"} {
		pl, _ = pl.WithAnswer(poll.Answer{Action: a})
	}
	apptest.MustPut(t, l, e.WithNotes("slow pass agreed", apptest.Now).WithPoll(&pl, apptest.Now))
	// What the poll page's finish leaves for the wizard (peerpoll's
	// TestFinishingThePollHandsTheRulingToTheWizard): the session with the poll's finding, and
	// the entry to update.
	s, err := catalog.AnswerFromPoll(e.Session, pl.Tally().Finding)
	if err != nil {
		t.Fatal(err)
	}
	amend := "u3"
	ctx, eng := apptest.Context(t)
	ctx.LocalStorage().Set(AmendKey("unauthorized-information"), amend)

	// The director answers the damage question in the wizard and saves.
	w := &wizard{flowID: "unauthorized-information", amend: amend}
	if w.session, err = catalog.Answer(s, ruling.Pick("yes")); err != nil {
		t.Fatal(err)
	}
	w.state, _ = catalog.Decide(w.session)
	doc := htmltest.Mount(t, w.Render)
	if got := doc.One(t, "button#save-to-log").TextContent(); got != "Update the logged ruling" {
		t.Errorf("save button says %q", got)
	}
	doc.One(t, "#amend-note")
	w.SaveToLog(ctx)
	eng.ConsumeAll()
	if !w.save.saved || w.save.id != "u3" {
		t.Fatalf("saved %v id %q err %q state %+v", w.save.saved, w.save.id, w.save.err, w.save)
	}
	all, _ := l.All()
	if len(all) != 1 {
		t.Fatalf("%d entries: the finished ruling should replace the one it came from", len(all))
	}
	got := all[0].Entry
	if got.Outcome.ID != "adjust" || got.Poll == nil || len(got.Poll.Answers) != 3 || got.Notes != "slow pass agreed" {
		t.Errorf("entry after finishing: outcome %q, poll %v, notes %q", got.Outcome.ID, got.Poll, got.Notes)
	}
	if ctx.LocalStorage().Contains(AmendKey("unauthorized-information")) {
		t.Error("the entry to update is still remembered after saving: the next ruling would overwrite it")
	}
	doc = htmltest.Mount(t, w.Render)
	doc.One(t, "a#poll-peers[href=/log/poll?id=u3]")
}

func TestThePollIsOfferedWhereTheLogicalAlternativeQuestionArises(t *testing.T) {
	doc := htmltest.Mount(t, wizardAt(t, "unauthorized-information", ruling.Pick("hesitation"), ruling.Pick("yes"), ruling.Pick("poll")).Render)
	doc.One(t, "button#save-and-poll")
	for _, w := range []*wizard{
		wizardAt(t, "unauthorized-information", ruling.Pick("during")),
		wizardAt(t, "unauthorized-information", ruling.Pick("hesitation"), ruling.Pick("no")),
		wizardAt(t, "revoke", ruling.Pick("no-revoke")),
	} {
		if htmltest.Mount(t, w.Render).Has("#save-and-poll") {
			t.Errorf("%s %v offers a poll", w.flowID, w.session.Answers)
		}
	}

	t.Run("save and poll saves the ruling, then opens its poll", func(t *testing.T) {
		l, _ := apptest.MemoryLog(t)
		ctx, eng := apptest.Context(t)
		setTable(t, ctx, 5)
		w := wizardAt(t, "unauthorized-information", ruling.Pick("hesitation"), ruling.Pick("yes"), ruling.Pick("poll"))
		var opened string
		w.saveThen(ctx, func(_ app.Context, id string) { opened = id })
		eng.ConsumeAll()
		all, _ := l.All()
		if len(all) != 1 || opened != all[0].ID || !w.save.saved {
			t.Errorf("opened %q, %d entries, saved %v", opened, len(all), w.save.saved)
		}
	})
}
