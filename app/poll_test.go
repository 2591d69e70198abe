package app

import (
	"strings"
	"testing"

	"tableside/app/store"
	"tableside/engine/catalog"
	"tableside/engine/poll"
	"tableside/engine/ruling"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// uiEntry logs an unauthorized-information ruling that stopped to poll peers (or another
// outcome of the flow, by its answers), as the wizard would.
func uiEntry(t *testing.T, l *store.Log, id string, answers ...ruling.Answer) store.Entry {
	t.Helper()
	if len(answers) == 0 {
		answers = []ruling.Answer{ruling.Pick("hesitation"), ruling.Pick("yes"), ruling.Pick("poll")}
	}
	s, st := decided(t, "unauthorized-information", answers...)
	e, err := store.NewEntry(id, testNow, store.Place{SessionDate: "2025-03-14", Table: 6, Board: 9}, s, *st.Outcome)
	if err != nil {
		t.Fatal(err)
	}
	mustPut(t, l, e)
	return e
}

// pollPageFor loads the poll page for a stored entry as OnNav would.
func pollPageFor(t *testing.T, l *store.Log, id string) *pollPage {
	t.Helper()
	p := newPollPage()
	p.id = id
	rec, err := l.Get(id)
	p.show(rec, err)
	return p
}

func fillProblem(p *pollPage) {
	p.hand, p.auction, p.methods, p.taken = "♠KJ8742 ♥5 ♦A93 ♣J62", "1♥ (1♠) 4♥ (slow pass) pass ?", "Standard American", "5♣"
}

func storedPoll(t *testing.T, l *store.Log, id string) *poll.Poll {
	t.Helper()
	r, err := l.Get(id)
	if err != nil || !r.OK() {
		t.Fatalf("%v %v", err, r.Err)
	}
	return r.Entry.Poll
}

func TestPollPageWritesTheProblemOnceAndSaysSavedOnlyAfterTheWrite(t *testing.T) {
	l, _ := testLog(t)
	uiEntry(t, l, "u1")
	p := pollPageFor(t, l, "u1")
	ctx, eng := testCtx(t)
	doc := parseHTML(app.HTMLString(p.Render()))
	doc.one(t, "form#poll-problem-form")
	for _, id := range []string{"poll-hand", "poll-auction", "poll-methods", "poll-taken"} {
		doc.one(t, "#"+id)
	}
	if doc.has("#poll-ask") || doc.has("#poll-tally") {
		t.Error("peers can be asked before the problem is written")
	}

	t.Run("an incomplete problem is refused, plainly, and nothing is saved", func(t *testing.T) {
		fillProblem(p)
		p.methods = " "
		p.saveProblem(ctx)
		eng.ConsumeAll()
		if !strings.Contains(p.inputErr, "methods") || storedPoll(t, l, "u1") != nil {
			t.Errorf("refusal %q; stored %+v", p.inputErr, storedPoll(t, l, "u1"))
		}
		if got := parseHTML(app.HTMLString(p.Render())).one(t, "#poll-input-error").attrs["role"]; got != "alert" {
			t.Errorf("the refusal is not announced: role %q", got)
		}
	})
	t.Run("the auction may not give away what was chosen", func(t *testing.T) {
		fillProblem(p)
		p.auction = "1♥ (1♠) 4♥ (slow pass) pass 5C"
		p.saveProblem(ctx)
		if !strings.Contains(p.inputErr, "stop it just before the decision") {
			t.Errorf("refusal %q", p.inputErr)
		}
	})
	t.Run("a complete problem is saved, then shown with what was chosen set apart", func(t *testing.T) {
		fillProblem(p)
		p.saveProblem(ctx)
		if p.status == "Problem saved" {
			t.Fatal("Saved before the write completed")
		}
		eng.ConsumeAll()
		if p.inputErr != "" || p.saveErr != "" || p.status != "Problem saved" || p.editing {
			t.Fatalf("input %q save %q status %q editing %v", p.inputErr, p.saveErr, p.status, p.editing)
		}
		if pl := storedPoll(t, l, "u1"); pl == nil || pl.Problem.Taken != "5♣" {
			t.Fatalf("stored %+v", pl)
		}
		doc := parseHTML(app.HTMLString(p.Render()))
		if got := doc.one(t, ".poll-taken").textContent(); !strings.Contains(got, "not shown to peers") {
			t.Errorf("chosen at the table: %q", got)
		}
		doc.one(t, "button#poll-ask")
		doc.one(t, "#poll-finding[data-finding=too-few]")
	})
}

func TestPollPageAsksOnePeerAtATimeOnAScreenThatHidesTheAnswers(t *testing.T) {
	l, mem := testLog(t)
	e := uiEntry(t, l, "u2")
	pl, err := poll.New(poll.Problem{Hand: "♠KJ8742 ♥5 ♦A93 ♣J62", Auction: "1♥ (1♠) 4♥ (slow pass) pass ?", Methods: "Standard American", Taken: "5♣"})
	if err != nil {
		t.Fatal(err)
	}
	pl, _ = pl.WithAnswer(poll.Answer{Action: "pass", Considered: []string{"double"}, Peer: "club regular"})
	mustPut(t, l, e.WithPoll(&pl, testNow))
	p := pollPageFor(t, l, "u2")
	ctx, eng := testCtx(t)

	p.ask()
	peer := parseHTML(app.HTMLString(p.Render()))
	peer.one(t, "form#poll-ask-form")
	if got := peer.one(t, ".poll-problem-list").textContent(); !strings.Contains(squash(got), squash("♠KJ8742")) || !strings.Contains(got, "Standard American") {
		t.Errorf("the peer does not see the problem: %q", got)
	}
	text := peer.textContent()
	for _, hidden := range []string{"club regular", "Tally", "Chosen at the table", "logical alternative"} {
		if strings.Contains(text, hidden) {
			t.Errorf("the peer's screen shows %q", hidden)
		}
	}
	if strings.Contains(squash(text), squash("5♣")) {
		t.Error("the peer's screen shows what was chosen at the table")
	}

	t.Run("an answer with no action is refused and the peer's screen stays", func(t *testing.T) {
		p.considered = "pass"
		p.record(ctx)
		eng.ConsumeAll()
		if !strings.Contains(p.inputErr, "action this peer would take") || !p.asking || len(storedPoll(t, l, "u2").Answers) != 1 {
			t.Errorf("refusal %q asking %v", p.inputErr, p.asking)
		}
	})
	t.Run("a full disk is reported and the peer's answer is kept on screen", func(t *testing.T) {
		mem.FailWrites(&store.StorageError{Name: "QuotaExceededError", Message: "full"})
		p.action = "4♠"
		p.record(ctx)
		eng.ConsumeAll()
		mem.FailWrites(nil)
		html := app.HTMLString(p.Render())
		if !strings.Contains(p.saveErr, "Storage is full") || !p.asking || !strings.Contains(html, `value="4♠"`) {
			t.Errorf("save error %q, asking %v", p.saveErr, p.asking)
		}
		if n := len(storedPoll(t, l, "u2").Answers); n != 1 {
			t.Errorf("%d answers stored after a failed write", n)
		}
	})
	t.Run("the answer is saved, then the director's screen shows the tally", func(t *testing.T) {
		p.record(ctx)
		eng.ConsumeAll()
		if p.asking || p.saveErr != "" || p.status != "Answer 2 saved" {
			t.Fatalf("asking %v, save error %q, status %q", p.asking, p.saveErr, p.status)
		}
		got := storedPoll(t, l, "u2").Answers[1]
		if got.Action != "4♠" || len(got.Considered) != 1 || got.Considered[0] != "pass" {
			t.Errorf("stored %+v", got)
		}
		doc := parseHTML(app.HTMLString(p.Render()))
		if n := len(doc.all("li.poll-answer")); n != 2 {
			t.Errorf("%d answers listed", n)
		}
		if !strings.Contains(doc.one(t, "#poll-tally").textContent(), "Law 16B1(b) sets no percentage") {
			t.Error("the rule the tally uses is not stated in words")
		}
	})
	t.Run("a third answer makes the tally readable and offers to finish the ruling", func(t *testing.T) {
		p.ask()
		p.action = "4S"
		p.record(ctx)
		eng.ConsumeAll()
		doc := parseHTML(app.HTMLString(p.Render()))
		doc.one(t, "#poll-finding[data-finding=alternative]")
		doc.one(t, "li.poll-count.poll-count-taken")
		doc.one(t, "button#poll-finish")
	})
	t.Run("an answer recorded by mistake is removed", func(t *testing.T) {
		p.remove(ctx, 0)
		eng.ConsumeAll()
		if got := storedPoll(t, l, "u2").Answers; len(got) != 2 || got[0].Action != "4♠" {
			t.Errorf("answers after removing the first: %+v", got)
		}
	})
}

// Finishing hands the wizard the ruling with the logical-alternative question answered by the
// poll, and the id of the entry to update; saving there replaces the ruling in that entry.
func TestAPolledRulingIsFinishedInTheSameEntry(t *testing.T) {
	l, _ := testLog(t)
	e := uiEntry(t, l, "u3")
	pl, _ := poll.New(poll.Problem{Hand: "h", Auction: "1♥ (1♠) 4♥ (slow pass) pass ?", Methods: "m", Taken: "4♠"})
	for _, a := range []string{"pass", "4♠", "pass"} {
		pl, _ = pl.WithAnswer(poll.Answer{Action: a})
	}
	mustPut(t, l, e.WithNotes("slow pass agreed", testNow).WithPoll(&pl, testNow))
	p := pollPageFor(t, l, "u3")
	ctx, eng := testCtx(t)
	p.finish(ctx)
	if p.inputErr != "" {
		t.Fatal(p.inputErr)
	}
	var s ruling.Session
	var amend string
	if err := ctx.LocalStorage().Get(sessionKey("unauthorized-information"), &s); err != nil {
		t.Fatal(err)
	}
	if err := ctx.LocalStorage().Get(amendKey("unauthorized-information"), &amend); err != nil || amend != "u3" {
		t.Fatalf("amend = %q, %v", amend, err)
	}
	if !s.Is("alternative", "yes") {
		t.Fatalf("the wizard gets %+v", s.Answers)
	}

	// The director answers the damage question in the wizard and saves.
	w := &wizard{flowID: "unauthorized-information", amend: amend}
	var err error
	if w.session, err = catalog.Answer(s, ruling.Pick("yes")); err != nil {
		t.Fatal(err)
	}
	w.state, _ = catalog.Decide(w.session)
	doc := mount(t, w.Render)
	if got := doc.one(t, "button#save-to-log").textContent(); got != "Update the logged ruling" {
		t.Errorf("save button says %q", got)
	}
	doc.one(t, "#amend-note")
	ctx, eng = testCtx(t) // finish navigated away from the page the first context belonged to
	w.saveToLog(ctx)
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
	if ctx.LocalStorage().Contains(amendKey("unauthorized-information")) {
		t.Error("the entry to update is still remembered after saving: the next ruling would overwrite it")
	}
	doc = mount(t, w.Render)
	doc.one(t, "a#poll-peers[href=/log/poll?id=u3]")
}

func TestThePollIsOfferedWhereTheLogicalAlternativeQuestionArises(t *testing.T) {
	doc := mount(t, wizardAt(t, "unauthorized-information", ruling.Pick("hesitation"), ruling.Pick("yes"), ruling.Pick("poll")).Render)
	doc.one(t, "button#save-and-poll")
	for _, w := range []*wizard{
		wizardAt(t, "unauthorized-information", ruling.Pick("during")),
		wizardAt(t, "unauthorized-information", ruling.Pick("hesitation"), ruling.Pick("no")),
		wizardAt(t, "revoke", ruling.Pick("no-revoke")),
	} {
		if mount(t, w.Render).has("#save-and-poll") {
			t.Errorf("%s %v offers a poll", w.flowID, w.session.Answers)
		}
	}

	t.Run("save and poll saves the ruling, then opens its poll", func(t *testing.T) {
		l, _ := testLog(t)
		ctx, eng := testCtx(t)
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

func TestTheLogEntryShowsItsPollAndThePrintViewPrintsIt(t *testing.T) {
	l, _ := testLog(t)
	e := uiEntry(t, l, "u4")
	pl, _ := poll.New(poll.Problem{Hand: "♠KJ8742 ♥5 ♦A93 ♣J62", Auction: "1♥ (1♠) 4♥ (slow pass) pass ?", Methods: "Standard American", Taken: "4♠"})
	for _, a := range []poll.Answer{{Action: "4♠", Peer: "club regular"}, {Action: "pass", Considered: []string{"4♠"}}, {Action: "4♠", Considered: []string{"double"}}} {
		pl, _ = pl.WithAnswer(a)
	}
	mustPut(t, l, e.WithPoll(&pl, testNow))

	doc := parseHTML(app.HTMLString(entryPageFor(t, l, "u4").Render()))
	section := doc.one(t, "section#entry-poll")
	section.one(t, "#poll-finding[data-finding=alternative]")
	section.one(t, "a#open-poll[href=/log/poll?id=u4]")
	if !strings.Contains(squash(section.textContent()), squash("♠KJ8742")) {
		t.Error("the entry does not show the problem polled")
	}

	rec, _ := l.Get("u4")
	printed := mount(t, func() app.UI { return printBlock(rec) })
	text := printed.one(t, ".print-poll").textContent()
	for _, want := range []string{"Poll of peers (3 answers)", "Standard American", "Chosen at the table", "club regular",
		"also considered X", "A logical alternative exists on the evidence", "Law 16B1(b) sets no percentage"} {
		if !strings.Contains(text, want) {
			t.Errorf("the printed poll lacks %q:\n%s", want, text)
		}
	}

	t.Run("a UI ruling with no poll yet offers one; other rulings do not", func(t *testing.T) {
		uiEntry(t, l, "u5")
		doc := parseHTML(app.HTMLString(entryPageFor(t, l, "u5").Render()))
		doc.one(t, "section#entry-poll a#open-poll[href=/log/poll?id=u5]")
		mustPut(t, l, testEntry(t, "r1", "2025-03-14", 2, testNow))
		if parseHTML(app.HTMLString(entryPageFor(t, l, "r1").Render())).has("#entry-poll") {
			t.Error("a revoke offers a poll")
		}
		if parseHTML(app.HTMLString(pollPageFor(t, l, "r1").Render())).has("#poll-problem-form") {
			t.Error("the poll page offers to poll a revoke")
		}
	})
}
