package catalog

import (
	"regexp"
	"testing"

	"tableside/engine/ruling"
)

// firstPersonWords are the director speaking of themself: at the front desk a player reads the
// answers alone, so they speak of "the director" instead.
var firstPersonWords = regexp.MustCompile(`\b(I|I'll|I'm|me|my|My|myself)\b`)

// TestWhatHappensWhenSpeaksOfTheDirectorInTheThirdPerson reads every player question's words.
func TestWhatHappensWhenSpeaksOfTheDirectorInTheThirdPerson(t *testing.T) {
	qs, err := ruling.PlayerQuestions(Flows())
	if err != nil {
		t.Fatal(err)
	}
	thirdPerson := 0
	for _, q := range qs {
		for _, s := range q.Text() {
			if m := firstPersonWords.FindString(s); m != "" {
				t.Errorf("%s tells players %q: %q", q.Flow, m, s)
			}
			if regexp.MustCompile(`(?i)\bthe director (will|rules|judges|decides)\b`).MatchString(s) {
				thirdPerson++
			}
		}
	}
	if thirdPerson == 0 {
		t.Error("no answer speaks of what the director will do: the check above read nothing")
	}
}
