package peerpoll

import (
	"strings"
	"testing"

	"tableside/app/apptest"
	"tableside/app/htmltest"
	"tableside/app/store"
	"tableside/app/wizard"
	"tableside/engine/poll"
	"tableside/engine/ruling"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// pollPageFor loads the poll page for a stored entry as OnNav would.
func pollPageFor(t *testing.T, l *store.Log, id string) *pollPage {
	t.Helper()
	p := NewPollPage()
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
	l, _ := apptest.MemoryLog(t)
	apptest.PollEntry(t, l, "u1")
	p := pollPageFor(t, l, "u1")
	ctx, eng := apptest.Context(t)
	doc := htmltest.ParseHTML(app.HTMLString(p.Render()))
	doc.One(t, "form#poll-problem-form")
	for _, id := range []string{"poll-hand", "poll-auction", "poll-methods", "poll-taken"} {
		doc.One(t, "#"+id)
	}
	if doc.Has("#poll-ask") || doc.Has("#poll-tally") {
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
		if got := htmltest.ParseHTML(app.HTMLString(p.Render())).One(t, "#poll-input-error").Attrs["role"]; got != "alert" {
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
		doc := htmltest.ParseHTML(app.HTMLString(p.Render()))
		if got := doc.One(t, ".poll-taken").TextContent(); !strings.Contains(got, "not shown to peers") {
			t.Errorf("chosen at the table: %q", got)
		}
		doc.One(t, "button#poll-ask")
		doc.One(t, "#poll-finding[data-finding=too-few]")
	})
}

func TestPollPageAsksOnePeerAtATimeOnAScreenThatHidesTheAnswers(t *testing.T) {
	l, mem := apptest.MemoryLog(t)
	e := apptest.PollEntry(t, l, "u2")
	pl, err := poll.New(poll.Problem{Hand: "♠KJ8742 ♥5 ♦A93 ♣J62", Auction: "1♥ (1♠) 4♥ (slow pass) pass ?", Methods: "Standard American", Taken: "5♣"})
	if err != nil {
		t.Fatal(err)
	}
	pl, _ = pl.WithAnswer(poll.Answer{Action: "pass", Considered: []string{"double"}, Peer: "club regular"})
	apptest.MustPut(t, l, e.WithPoll(&pl, apptest.Now))
	p := pollPageFor(t, l, "u2")
	ctx, eng := apptest.Context(t)

	p.ask()
	peer := htmltest.ParseHTML(app.HTMLString(p.Render()))
	peer.One(t, "form#poll-ask-form")
	if got := peer.One(t, ".poll-problem-list").TextContent(); !strings.Contains(htmltest.Squash(got), htmltest.Squash("♠KJ8742")) || !strings.Contains(got, "Standard American") {
		t.Errorf("the peer does not see the problem: %q", got)
	}
	text := peer.TextContent()
	for _, hidden := range []string{"club regular", "Tally", "Chosen at the table", "logical alternative"} {
		if strings.Contains(text, hidden) {
			t.Errorf("the peer's screen shows %q", hidden)
		}
	}
	if strings.Contains(htmltest.Squash(text), htmltest.Squash("5♣")) {
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
		doc := htmltest.ParseHTML(app.HTMLString(p.Render()))
		if n := len(doc.All("li.poll-answer")); n != 2 {
			t.Errorf("%d answers listed", n)
		}
		if !strings.Contains(doc.One(t, "#poll-tally").TextContent(), "Law 16B1(b) sets no percentage") {
			t.Error("the rule the tally uses is not stated in words")
		}
	})
	t.Run("a third answer makes the tally readable and offers to finish the ruling", func(t *testing.T) {
		p.ask()
		p.action = "4S"
		p.record(ctx)
		eng.ConsumeAll()
		doc := htmltest.ParseHTML(app.HTMLString(p.Render()))
		doc.One(t, "#poll-finding[data-finding=alternative]")
		doc.One(t, "li.poll-count.poll-count-taken")
		doc.One(t, "button#poll-finish")
	})
	t.Run("an answer recorded by mistake is removed", func(t *testing.T) {
		p.remove(ctx, 0)
		eng.ConsumeAll()
		if got := storedPoll(t, l, "u2").Answers; len(got) != 2 || got[0].Action != "4♠" {
			t.Errorf("answers after removing the first: %+v", got)
		}
	})
}

// Finishing the poll hands the wizard the ruling, answered with the poll's finding, and the
// logged entry it will update (the wizard's side: wizard's TestAPolledRulingIsFinishedInTheSameEntry).
func TestFinishingThePollHandsTheRulingToTheWizard(t *testing.T) {
	l, _ := apptest.MemoryLog(t)
	e := apptest.PollEntry(t, l, "u3")
	pl, _ := poll.New(poll.Problem{Hand: "h", Auction: "1♥ (1♠) 4♥ (slow pass) pass ?", Methods: "m", Taken: "4♠"})
	for _, a := range []string{"pass", "4♠", "pass"} {
		pl, _ = pl.WithAnswer(poll.Answer{Action: a})
	}
	apptest.MustPut(t, l, e.WithNotes("slow pass agreed", apptest.Now).WithPoll(&pl, apptest.Now))
	p := pollPageFor(t, l, "u3")
	ctx, _ := apptest.Context(t)
	p.finish(ctx)
	if p.inputErr != "" {
		t.Fatal(p.inputErr)
	}
	var s ruling.Session
	var amend string
	if err := ctx.LocalStorage().Get(wizard.SessionKey("unauthorized-information"), &s); err != nil {
		t.Fatal(err)
	}
	if err := ctx.LocalStorage().Get(wizard.AmendKey("unauthorized-information"), &amend); err != nil || amend != "u3" {
		t.Fatalf("amend = %q, %v", amend, err)
	}
	if !s.Is("alternative", "yes") {
		t.Fatalf("the wizard gets %+v", s.Answers)
	}
}

func TestThePollPageDoesNotOfferToPollARevoke(t *testing.T) {
	l, _ := apptest.MemoryLog(t)
	apptest.MustPut(t, l, apptest.Entry(t, "r1", "2025-03-14", 2, apptest.Now))
	if htmltest.ParseHTML(app.HTMLString(pollPageFor(t, l, "r1").Render())).Has("#poll-problem-form") {
		t.Error("the poll page offers to poll a revoke")
	}
}
