package ruling

import (
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"

	"tableside/engine/bridge"
	"tableside/engine/law"
)

// toyFlow is a small flow exercising every mechanism: a choice, a typed step with Route and
// Check, a Fill, and two endings.
func toyFlow() *Flow {
	return &Flow{
		ID: "toy", Title: "Toy ruling", Summary: "A flow for testing the model.", Category: Auction,
		Phrases: []string{"made a toy call"}, Laws: []law.Ref{law.L(27, "")},
		Start:  "accepted",
		Common: []Answer{Pick("no"), SeatAnswer(bridge.North)},
		Steps: []Step{
			{ID: "accepted", Question: Question{Prompt: "Did LHO accept?", Kind: ChoiceKind, Options: []Option{
				{ID: "yes", Label: "Yes", Next: Rule("stands")},
				{ID: "no", Label: "No", Next: Ask("seat")},
			}}},
			{ID: "seat", Question: Question{Prompt: "Who chooses?", Kind: SeatKind,
				Check: func(s Session, a Answer) error {
					if a.Seat == bridge.West {
						return errors.New("West cannot choose here")
					}
					return nil
				},
				Examples: []Answer{SeatAnswer(bridge.North), SeatAnswer(bridge.East)}},
				Route: func(Session) Target { return Rule("chooses") }},
		},
		Endings: []Ending{
			{ID: "stands", Outcome: Outcome{Title: "The call stands", Summary: "Play on.", Laws: []law.Ref{law.L(27, "A1")}}},
			{ID: "chooses", Outcome: Outcome{Title: "A choice", Summary: "Someone chooses.",
				Chooser: Party{Role: Declarer},
				Options: []Choice{{Label: "Go on", Consequence: "Nothing more happens."}, {Label: "Stop", Consequence: "The call is cancelled."}},
				Laws:    []law.Ref{law.L(27, "B1")}},
				Fill: func(s Session, o *Outcome) { o.Chooser.Seat = s.Seat("seat") }},
		},
	}
}

// cat is the catalogue the model's tests run against; withFlows sets it.
var cat = NewCatalog()

// withFlows makes the flows the catalogue for the length of one test.
func withFlows(t *testing.T, flows ...*Flow) {
	t.Helper()
	saved := cat
	cat = NewCatalog(flows...)
	t.Cleanup(func() { cat = saved })
}

func mustAnswer(t *testing.T, s Session, a Answer) Session {
	t.Helper()
	next, err := cat.Answer(s, a)
	if err != nil {
		t.Fatalf("answer %v: %v", a, err)
	}
	return next
}

func TestSessionWalksToOutcomeAndBack(t *testing.T) {
	withFlows(t, toyFlow())
	s, err := cat.Start("toy", Context{Table: 3})
	if err != nil {
		t.Fatal(err)
	}
	st, _ := cat.Decide(s)
	if st.Done() || st.Step.ID != "accepted" {
		t.Fatalf("first question = %+v, want accepted", st.Step)
	}
	s1 := mustAnswer(t, s, Pick("no"))
	s2 := mustAnswer(t, s1, SeatAnswer(bridge.South))
	st, err = cat.Decide(s2)
	if err != nil || !st.Done() {
		t.Fatalf("after two answers: %+v, %v", st, err)
	}
	if got := st.Outcome.Chooser.String(); got != "declarer (South)" {
		t.Errorf("chooser = %q, want declarer (South)", got)
	}
	if len(s1.Answers) != 1 {
		t.Errorf("answering changed the earlier session: %d answers", len(s1.Answers))
	}
	back := s2.Back()
	st, _ = cat.Decide(back)
	if st.Done() || st.Step.ID != "seat" {
		t.Errorf("back did not return to the seat question: %+v", st)
	}
	if _, err := cat.Answer(s2, Pick("yes")); !errors.Is(err, ErrFinished) {
		t.Errorf("answering a finished ruling: %v, want ErrFinished", err)
	}
	if got := s2.Upto(0); len(got.Answers) != 0 || len(s2.Answers) != 2 {
		t.Errorf("Upto(0) = %d answers, original now %d", len(got.Answers), len(s2.Answers))
	}
}

func TestAnswerRefusesBadInputAndChangesNothing(t *testing.T) {
	withFlows(t, toyFlow())
	s, _ := cat.Start("toy", Context{})
	atSeat := mustAnswer(t, s, Pick("no"))
	tests := []struct {
		name    string
		session Session
		answer  Answer
		want    string
	}{
		{"an option that does not exist", s, Pick("maybe"), "not one of the choices"},
		{"a seat given to a choice", s, SeatAnswer(bridge.North), "needs a choice"},
		{"no seat at all", atSeat, SeatAnswer(bridge.NoSeat), "choose a seat"},
		{"a seat the question's check refuses", atSeat, SeatAnswer(bridge.West), "West cannot choose"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := cat.Answer(tc.session, tc.answer)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("error = %v, want it to say %q", err, tc.want)
			}
			if !reflect.DeepEqual(got, tc.session) {
				t.Errorf("a refused answer changed the session")
			}
		})
	}
}

func TestDecideExplainsStaleSessions(t *testing.T) {
	withFlows(t, toyFlow())
	tests := []struct {
		name    string
		session Session
		want    string
	}{
		{"unknown flow", Session{Flow: "nope"}, "no ruling called"},
		{"answer to a step the flow no longer asks", Session{Flow: "toy", Answers: []Given{{Step: "old", Answer: Pick("yes")}}}, "now asks"},
		{"option removed since", Session{Flow: "toy", Answers: []Given{{Step: "accepted", Answer: Pick("perhaps")}}}, "no longer fits"},
		{"answers past the outcome", Session{Flow: "toy", Answers: []Given{{Step: "accepted", Answer: Pick("yes")}, {Step: "seat", Answer: SeatAnswer(bridge.North)}}}, "after the ruling was reached"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := cat.Decide(tc.session); err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error = %v, want it to say %q", err, tc.want)
			}
		})
	}
}

func TestSessionSurvivesJSON(t *testing.T) {
	withFlows(t, toyFlow())
	s, _ := cat.Start("toy", Context{Board: 7, Contract: bridge.Contract{Level: 4, Strain: bridge.SpadesStrain, Declarer: bridge.South}})
	s = mustAnswer(t, mustAnswer(t, s, Pick("no")), SeatAnswer(bridge.East))
	data, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	var back Session
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(back, s) {
		t.Errorf("round trip changed the session:\n got %+v\nwant %+v", back, s)
	}
}

func TestFillNeverTouchesTheDeclaredOutcome(t *testing.T) {
	f := toyFlow()
	withFlows(t, f)
	s, _ := cat.Start("toy", Context{})
	s = mustAnswer(t, mustAnswer(t, s, Pick("no")), SeatAnswer(bridge.North))
	st, _ := cat.Decide(s)
	st.Outcome.Options[0].Label = "changed"
	if f.ending("chooses").Outcome.Chooser.Seat != bridge.NoSeat || f.ending("chooses").Outcome.Options[0].Label != "Go on" {
		t.Errorf("deciding or editing an outcome changed the flow's declaration")
	}
}

func TestValidateCatchesBrokenFlows(t *testing.T) {
	tests := []struct {
		name   string
		break_ func(f *Flow)
		want   string
	}{
		{"unreachable step", func(f *Flow) {
			f.Steps = append(f.Steps, Step{ID: "orphan", Question: Question{Prompt: "?", Kind: ChoiceKind, Options: []Option{{ID: "a", Label: "A", Next: Rule("stands")}, {ID: "b", Label: "B", Next: Rule("stands")}}}})
		}, `step "orphan" is never reached`},
		{"unreachable ending", func(f *Flow) {
			f.Endings = append(f.Endings, Ending{ID: "lost", Outcome: Outcome{Title: "x", Summary: "y", Laws: []law.Ref{law.L(1, "")}}})
		}, `ending "lost" is never reached`},
		{"outcome without a Law", func(f *Flow) { f.Endings[0].Outcome.Laws = nil }, "at least one Law"},
		{"a Law that does not exist", func(f *Flow) { f.Endings[0].Outcome.Laws = []law.Ref{law.L(94, "")} }, "not a Law of the 2017 code"},
		{"repeated option", func(f *Flow) { f.Steps[0].Options[1].Label = "Yes" }, "blank or repeated"},
		{"one-option choice", func(f *Flow) { f.Steps[0].Options = f.Steps[0].Options[:1] }, "at least two options"},
		{"dangling target", func(f *Flow) { f.Steps[0].Options[0].Next = Ask("nowhere") }, "does not exist"},
		{"typed step without examples", func(f *Flow) { f.Steps[1].Examples = nil }, "needs a Route and example answers"},
		{"example the check refuses", func(f *Flow) { f.Steps[1].Examples = []Answer{SeatAnswer(bridge.West)} }, "refused"},
		{"a loop", func(f *Flow) { f.Steps[1].Route = func(Session) Target { return Ask("seat") } }, "loop"},
		{"option without consequence", func(f *Flow) { f.Endings[1].Outcome.Options[0].Consequence = "" }, "label and its consequence"},
		{"bad id", func(f *Flow) { f.ID = "Toy Flow" }, "lower-case words"},
		{"no common path", func(f *Flow) { f.Common = nil }, "declare the Common path"},
		{"common path stops short", func(f *Flow) { f.Common = f.Common[:1] }, "stops at question"},
		{"common path refused", func(f *Flow) { f.Common = []Answer{Pick("maybe")} }, "Common path is refused"},
	}
	if err := toyFlow().Validate(); err != nil {
		t.Fatalf("the toy flow itself is invalid: %v", err)
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			f := toyFlow()
			tc.break_(f)
			err := f.Validate()
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("Validate = %v, want it to say %q", err, tc.want)
			}
		})
	}
}

func TestTransferSentenceWithScore(t *testing.T) {
	tr := TrickTransfer{Tricks: 2, Scored: true, Contract: bridge.Contract{Level: 4, Strain: bridge.HeartsStrain, Declarer: bridge.South},
		TricksTaken: 9, TricksAfter: 11, Before: -50, After: 450}
	got := tr.Sentence()
	if !strings.Contains(got, "2 tricks") || !strings.Contains(got, "from 9 to 11 tricks") || !strings.Contains(got, "from −50 to +450") {
		t.Errorf("sentence = %q", got)
	}
	if got := (TrickTransfer{}).Sentence(); got != "There is no automatic trick transfer" {
		t.Errorf("no-transfer sentence = %q", got)
	}
}

func TestCatalogRefusesALinkToAFlowItDoesNotHave(t *testing.T) {
	linked := toyFlow()
	linked.Endings[0].Outcome.FollowUps = []FollowUp{{When: "later", Watch: "something", Flow: "not-built-yet", Law: law.L(27, "")}}
	err := NewCatalog(linked).Validate()
	if err == nil || !strings.Contains(err.Error(), `links to "not-built-yet"`) {
		t.Errorf("Validate = %v, want it to name the missing flow", err)
	}
	linked.Endings[0].Outcome.FollowUps[0].Flow = "toy"
	if err := NewCatalog(linked).Validate(); err != nil {
		t.Errorf("a link to a flow in the catalogue: %v", err)
	}
	if err := NewCatalog(toyFlow(), toyFlow()).Validate(); err == nil || !strings.Contains(err.Error(), "listed twice") {
		t.Errorf("a flow listed twice: %v", err)
	}
}
