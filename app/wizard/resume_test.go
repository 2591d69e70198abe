package wizard

import (
	"strings"
	"testing"
	"time"

	"tableside/app/htmltest"
	"tableside/engine/bridge"
	"tableside/engine/law"
	"tableside/engine/ruling"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// unfinishedLead is a lead out of turn at table 5 left at its third question with the ♠Q led,
// last answered at 23:45, under ACBL regulations.
func unfinishedLead(t *testing.T, current law.Body, at time.Time) *wizard {
	t.Helper()
	w := wizardAt(t, "opening-lead-out-of-turn", ruling.Pick("faced"), ruling.CardAnswer(bridge.Card{Suit: bridge.Spades, Rank: bridge.Queen}))
	w.session.Context.Table = 5
	w.session.Context.Body = law.ACBL
	w.offer = newResumeOffer(w.session, at, current)
	return w
}

var lastAnswer = time.Date(2026, 11, 26, 23, 45, 0, 0, time.Local)

func TestResumeAsksBeforeShowingAnUnfinishedRuling(t *testing.T) {
	w := unfinishedLead(t, law.ACBL, lastAnswer)
	doc := htmltest.Mount(t, func() app.UI { return w.renderOffer(lastAnswer.Add(5 * time.Minute)) })
	title := doc.One(t, "#resume-title").TextContent()
	if want := "Continue the ruling from 23:45 (♠Q, table 5), or start a new one?"; title != want {
		t.Errorf("question = %q, want %q", title, want)
	}
	page := htmltest.Mount(t, w.Render)
	if page.Has("#question") || page.Has("#breadcrumb") || page.Has("#back") || page.Has("#outcome") {
		t.Error("the unfinished ruling's question, answers or Back are shown before it is taken up")
	}
	page.One(t, "#resume")
}

func TestResumeDefaultsToContinueWithinTwentyMinutesAndToNewAfter(t *testing.T) {
	for _, c := range []struct {
		name  string
		after time.Duration
		first string
	}{
		{"just left", time.Minute, "resume-continue"},
		{"exactly 20 minutes", 20 * time.Minute, "resume-continue"},
		{"20 minutes and a second", 20*time.Minute + time.Second, "resume-new"},
		{"the next day", 14 * time.Hour, "resume-new"},
	} {
		t.Run(c.name, func(t *testing.T) {
			w := unfinishedLead(t, law.ACBL, lastAnswer)
			doc := htmltest.Mount(t, func() app.UI { return w.renderOffer(lastAnswer.Add(c.after)) })
			buttons := doc.All("#resume button")
			if len(buttons) != 2 {
				t.Fatalf("%d buttons, want Continue and Start a new ruling", len(buttons))
			}
			if buttons[0].Attrs["id"] != c.first || !strings.Contains(buttons[0].Attrs["class"], "button-primary") {
				t.Errorf("first button = %s (%s), want %s as the primary", buttons[0].Attrs["id"], buttons[0].Attrs["class"], c.first)
			}
			if strings.Contains(buttons[1].Attrs["class"], "button-primary") {
				t.Error("both choices are primary")
			}
		})
	}
}

func TestResumeOfAKeptRulingWithNoTimeDefaultsToNew(t *testing.T) {
	w := unfinishedLead(t, law.ACBL, time.Time{}) // kept by a version that did not note the time
	doc := htmltest.Mount(t, func() app.UI { return w.renderOffer(lastAnswer) })
	if got := doc.One(t, "#resume-title").TextContent(); !strings.HasPrefix(got, "Continue the unfinished ruling (♠Q, table 5)") {
		t.Errorf("question = %q", got)
	}
	if id := doc.All("#resume button")[0].Attrs["id"]; id != "resume-new" {
		t.Errorf("first choice = %s, want a new ruling", id)
	}
}

func TestResumeSaysPlainlyWhenTheRegulatingBodyChanged(t *testing.T) {
	same := htmltest.Mount(t, func() app.UI { return unfinishedLead(t, law.ACBL, lastAnswer).renderOffer(lastAnswer) })
	if same.Has("#resume-body") {
		t.Error("a note about the regulating body when it has not changed")
	}
	changed := htmltest.Mount(t, func() app.UI { return unfinishedLead(t, law.EBU, lastAnswer).renderOffer(lastAnswer) })
	note := changed.One(t, "#resume-body").TextContent()
	if !strings.Contains(note, "Continuing keeps ACBL") || !strings.Contains(note, "a new ruling follows EBU") {
		t.Errorf("note = %q, want what each choice rules under", note)
	}
}

func TestResumeKeyAnswerIsTheFirstCardOrCall(t *testing.T) {
	lead := wizardAt(t, "opening-lead-out-of-turn", ruling.Pick("faced"), ruling.CardAnswer(bridge.Card{Suit: bridge.Hearts, Rank: bridge.Ten}))
	if got := keyAnswer(lead.session); got != "♥10" {
		t.Errorf("card ruling's key answer = %q", got)
	}
	if got := keyAnswer(wizardAt(t, "revoke", ruling.Pick("established")).session); got != "" {
		t.Errorf("a ruling with no card or call asked names %q", got)
	}
}
