package catalog

import (
	"slices"
	"testing"
	"unicode/utf8"

	"tableside/engine/ruling"
)

// maxPromptRunes is the longest question a phone shows on one line or two in large type: the
// explanation and the Law go in Help, behind "Why?".
const maxPromptRunes = 70

// Every question of every ruling is one short line.
func TestEveryPromptIsOneShortLine(t *testing.T) {
	longest, over := 0, 0
	for _, f := range Flows() {
		for _, st := range f.Steps {
			n := utf8.RuneCountInString(st.Prompt)
			longest = max(longest, n)
			if n > maxPromptRunes {
				over++
				t.Errorf("%s/%s: the prompt is %d characters, the limit is %d: %q", f.ID, st.ID, n, maxPromptRunes, st.Prompt)
			}
			if st.Prompt == "" {
				t.Errorf("%s/%s: no prompt", f.ID, st.ID)
			}
		}
	}
	t.Logf("longest prompt %d characters; %d over %d", longest, over, maxPromptRunes)
}

// On the common path, the answer the director gives is the first one offered: the usual
// answer is the one in reach without scrolling.
func TestTheCommonAnswerComesFirst(t *testing.T) {
	for _, f := range Flows() {
		s := ruling.Session{Flow: f.ID}
		for _, a := range f.Common {
			st, err := Decide(s)
			if err != nil || st.Done() {
				t.Fatalf("%s: the common path stops early: %v", f.ID, err)
			}
			if a.Kind == ruling.ChoiceKind && !fixedOrder(st.Step.Options) && !lawOrdered[f.ID+"/"+st.Step.ID] && st.Step.Options[0].ID != a.Option {
				t.Errorf("%s/%s: the common answer %q is not first (first is %q)", f.ID, st.Step.ID, a.Option, st.Step.Options[0].ID)
			}
			if s, err = Answer(s, a); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// lawOrdered are the questions whose order the Laws set, ahead of what is usual: an average is
// offered only after every assigned score, because the director must assign one when able (Law
// 12C1(a)), however often boards end in an average.
var lawOrdered = map[string]bool{"adjusted-score/obtainable": true}

// fixedOrder reports whether the options keep an order of their own, whatever is usual: Yes
// before No, and the seats round the table.
func fixedOrder(options []ruling.Option) bool {
	ids := make([]string, len(options))
	for i, o := range options {
		ids[i] = o.ID
	}
	return slices.Equal(ids, []string{"yes", "no"}) || slices.Equal(ids, []string{"n", "e", "s", "w"})
}
