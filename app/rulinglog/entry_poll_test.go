package rulinglog

import (
	"strings"
	"testing"

	"tableside/app/apptest"
	"tableside/app/htmltest"
	"tableside/engine/poll"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

func TestTheLogEntryShowsItsPollAndThePrintViewPrintsIt(t *testing.T) {
	l, _ := apptest.MemoryLog(t)
	e := apptest.PollEntry(t, l, "u4")
	pl, _ := poll.New(poll.Problem{Hand: "♠KJ8742 ♥5 ♦A93 ♣J62", Auction: "1♥ (1♠) 4♥ (slow pass) pass ?", Methods: "Standard American", Taken: "4♠"})
	for _, a := range []poll.Answer{{Action: "4♠", Peer: "club regular"}, {Action: "pass", Considered: []string{"4♠"}}, {Action: "4♠", Considered: []string{"double"}}} {
		pl, _ = pl.WithAnswer(a)
	}
	apptest.MustPut(t, l, e.WithPoll(&pl, apptest.Now))

	doc := htmltest.ParseHTML(app.HTMLString(entryPageFor(t, l, "u4").Render()))
	section := doc.One(t, "section#entry-poll")
	section.One(t, "#poll-finding[data-finding=alternative]")
	section.One(t, "a#open-poll[href=/log/poll?id=u4]")
	if !strings.Contains(htmltest.Squash(section.TextContent()), htmltest.Squash("♠KJ8742")) {
		t.Error("the entry does not show the problem polled")
	}

	rec, _ := l.Get("u4")
	printed := htmltest.Mount(t, func() app.UI { return PrintBlock(rec) })
	text := printed.One(t, ".print-poll").TextContent()
	for _, want := range []string{"Poll of peers (3 answers)", "Standard American", "Chosen at the table", "club regular",
		"also considered X", "A logical alternative exists on the evidence", "Law 16B1(b) sets no percentage"} {
		if !strings.Contains(text, want) {
			t.Errorf("the printed poll lacks %q:\n%s", want, text)
		}
	}

	t.Run("a UI ruling with no poll yet offers one; other rulings do not", func(t *testing.T) {
		apptest.PollEntry(t, l, "u5")
		doc := htmltest.ParseHTML(app.HTMLString(entryPageFor(t, l, "u5").Render()))
		doc.One(t, "section#entry-poll a#open-poll[href=/log/poll?id=u5]")
		apptest.MustPut(t, l, apptest.Entry(t, "r1", "2025-03-14", 2, apptest.Now))
		if htmltest.ParseHTML(app.HTMLString(entryPageFor(t, l, "r1").Render())).Has("#entry-poll") {
			t.Error("a revoke offers a poll")
		}
	})
}
