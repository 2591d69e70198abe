package catalog

import (
	"encoding/json"
	"testing"

	"tableside/engine/ruling"
)

// Rulings logged before issue 27 changed card-played, claim, defective-trick and dummy-rights must
// still reopen: the log stores each answer with the step it answered, and reopening replays them
// with today's flow. No step or option those sessions used was renamed or removed; where a question
// was added after an old answer, the replay stops at it and asks, instead of failing. The sessions
// below are written as the app stores them (JSON), from paths of the flows at 8020ea4.
func TestPlayRulingsLoggedBeforeIssue27StillReopen(t *testing.T) {
	for _, tc := range []struct {
		name    string
		logged  string
		ending  string // the outcome reached now, or "" when the flow now asks one more question
		asksNow string
	}{
		{"a defender's card partner could see, logged as played",
			`{"flow":"card-played","answers":[{"step":"what","answer":{"kind":1,"option":"played"}},{"step":"whose","answer":{"kind":1,"option":"defender-seen"}}]}`,
			"", "turn"},
		{"dummy's unnamed card, logged as going back",
			`{"flow":"card-played","answers":[{"step":"what","answer":{"kind":1,"option":"played"}},{"step":"whose","answer":{"kind":1,"option":"dummy-misplayed"}}]}`,
			"", "misplayed-when"},
		{"'I said high', the common path",
			`{"flow":"card-played","answers":[{"step":"what","answer":{"kind":1,"option":"designation"}},{"step":"said","answer":{"kind":1,"option":"high"}},{"step":"top","answer":{"kind":3,"card":{"Suit":4,"Rank":13}}}]}`,
			"high", ""},
		{"dummy who had looked asks declarer about a revoke",
			`{"flow":"dummy-rights","answers":[{"step":"what","answer":{"kind":1,"option":"revoke-question"}},{"step":"looked","answer":{"kind":1,"option":"yes"}}]}`,
			"", "declarer-had-suit"},
		{"dummy who had looked points out a defender's irregularity, play over, no gain",
			`{"flow":"dummy-rights","answers":[{"step":"what","answer":{"kind":1,"option":"defender-irregularity"}},{"step":"looked","answer":{"kind":1,"option":"yes"}},{"step":"gained","answer":{"kind":1,"option":"no-gain"}}]}`,
			"table-result-stands", ""},
		{"a defective trick found later, scored at the end",
			`{"flow":"defective-trick","answers":[{"step":"what","answer":{"kind":1,"option":"missed-late"}},{"step":"who","answer":{"kind":2,"seat":4}},{"step":"won","answer":{"kind":1,"option":"yes"}},{"step":"rescore","answer":{"kind":1,"option":"later"}}]}`,
			"one-trick", ""},
		{"a partner objected to a defender's concession",
			`{"flow":"claim","answers":[{"step":"what","answer":{"kind":1,"option":"partner-objected"}}]}`,
			"no-concession", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var s ruling.Session
			if err := json.Unmarshal([]byte(tc.logged), &s); err != nil {
				t.Fatal(err)
			}
			st, err := Decide(s)
			if err != nil {
				t.Fatalf("the logged answers no longer replay: %v", err)
			}
			switch {
			case tc.ending != "" && (!st.Done() || st.Outcome.ID != tc.ending):
				t.Errorf("reached %+v, want the ruling %q", st, tc.ending)
			case tc.asksNow != "" && (st.Done() || st.Step.ID != tc.asksNow):
				t.Errorf("want the new question %q, got %+v", tc.asksNow, st)
			}
		})
	}
}

// An outcome logged before Adjustment.Adjudicated existed reads back as an adjusted score, as it was
// shown then.
func TestAClaimOutcomeLoggedBeforeAdjudicatedStillReadsAsLogged(t *testing.T) {
	var o ruling.Outcome
	logged := `{"id":"trump-trick","title":"The outstanding trump costs the claimer 1 trick","summary":"x","adjustment":{"artificial":false,"text":"1 trick of those claimed goes to East-West","law":{"law":70,"part":"C"}},"laws":[]}`
	if err := json.Unmarshal([]byte(logged), &o); err != nil {
		t.Fatal(err)
	}
	if o.Adjustment == nil || o.Adjustment.Adjudicated || o.Adjustment.ResultHeading() != "Assigned adjusted score" {
		t.Errorf("an old entry keeps its old heading: %+v", o.Adjustment)
	}
}
