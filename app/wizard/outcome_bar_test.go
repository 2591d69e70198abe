package wizard

import (
	"testing"

	"tableside/app/htmltest"
	"tableside/engine/catalog"
	"tableside/engine/ruling"
)

// On an outcome where someone chooses, the bottom bar holds Save and "Show the player"; Back and
// Restart are small links above the ruling, and the answers that led there are closed under
// "Your answers". On a question Back stays in the bottom bar.
func TestWizardOutcomeBarHoldsSaveAndShowThePlayer(t *testing.T) {
	f := catalog.Lookup("opening-lead-out-of-turn")
	paths, err := f.Paths()
	if err != nil {
		t.Fatal(err)
	}
	var answers []ruling.Answer
	for _, g := range paths[0].Session.Answers {
		answers = append(answers, g.Answer)
	}
	if _, ok := paths[0].Outcome.ForChooser(); !ok {
		t.Fatalf("the first path's outcome %s has no chooser", paths[0].Outcome.ID)
	}
	w := wizardAt(t, f.ID, answers...)
	doc := htmltest.Mount(t, w.Render)
	doc.One(t, ".save-bar button#save-to-log")
	doc.One(t, ".save-bar button#show-player")
	if doc.Has("#outcome-body #show-player, .outcome-body #show-player") {
		t.Error("Show the player is also under the options")
	}
	doc.One(t, ".wizard-actions.wizard-actions-top button#back")
	doc.One(t, ".wizard-actions.wizard-actions-top button#restart")
	if _, open := doc.One(t, "details#answers-disclosure").Attrs["open"]; open {
		t.Error("Your answers is open on the outcome")
	}
	if n, want := len(doc.All("details#answers-disclosure #breadcrumb button[data-answer-index]")), len(answers); n != want {
		t.Errorf("%d answers under Your answers, want %d", n, want)
	}

	q := htmltest.Mount(t, wizardAt(t, f.ID).Render)
	if q.Has(".wizard-actions-top") || !q.Has(".wizard-actions button#back") {
		t.Error("on a question Back is not in the bottom bar")
	}
}
