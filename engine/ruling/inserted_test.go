package ruling

import (
	"strings"
	"testing"

	"tableside/engine/bridge"
	"tableside/engine/law"
)

// seatFirstFlow asks who did it, a question added in front of the one rulings were logged with.
func seatFirstFlow() *Flow {
	return &Flow{
		ID: "seat-first", Title: "Seat first", Summary: "Who bid, then what happened.", Category: Auction,
		Phrases: []string{"bid"}, Laws: []law.Ref{law.L(27, "")},
		Start: "seat", Common: []Answer{SeatAnswer(bridge.East), Pick("yes")},
		Seats: func(s Session) Seats {
			if st := s.Seat("seat"); st.Valid() {
				return Seats{Offender: st}
			}
			return nil
		},
		Offence: "bid",
		Steps: []Step{
			{ID: "seat", Inserted: true, Question: Question{Prompt: "Who bid?", Kind: SeatKind, Examples: []Answer{SeatAnswer(bridge.East)}},
				Route: func(Session) Target { return Ask("what") }},
			{ID: "what", Question: Question{Prompt: "Accepted?", Kind: ChoiceKind, Options: []Option{
				{ID: "yes", Label: "Yes", Next: Rule("done")}, {ID: "no", Label: "No", Next: Rule("done")}}}},
		},
		Endings: []Ending{{ID: "done", Outcome: Outcome{Title: "Done", Summary: "{offender} may bid again.", Laws: []law.Ref{law.L(27, "")}}}},
	}
}

// A ruling logged before the seat question was added replays without it, and names the
// player in words; one logged with it names the seat.
func TestALoggedRulingReplaysPastAQuestionAddedBeforeItsAnswers(t *testing.T) {
	f := seatFirstFlow()
	old, err := f.Decide(Session{Flow: f.ID, Answers: []Given{{Step: "what", Answer: Pick("yes")}}})
	if err != nil || !old.Done() {
		t.Fatalf("the old ruling does not replay: %v", err)
	}
	if !strings.HasPrefix(old.Outcome.Summary, "The player who bid") {
		t.Errorf("old summary %q", old.Outcome.Summary)
	}
	now, err := f.Decide(Session{Flow: f.ID, Answers: []Given{{Step: "seat", Answer: SeatAnswer(bridge.East)}, {Step: "what", Answer: Pick("yes")}}})
	if err != nil || !now.Done() || now.Outcome.Summary != "East may bid again." {
		t.Fatalf("with the seat: %v %+v", err, now.Outcome)
	}
}

// A director answering now must answer the added question: it is passed only on replay.
func TestAnAddedQuestionIsStillAskedLive(t *testing.T) {
	f := seatFirstFlow()
	if _, err := f.Answer(Session{Flow: f.ID}, Pick("yes")); err == nil {
		t.Error("a choice was taken as the answer to the seat question")
	}
	st, err := f.Decide(Session{Flow: f.ID})
	if err != nil || st.Step == nil || st.Step.ID != "seat" {
		t.Errorf("a new ruling starts at %+v, want the seat question", st.Step)
	}
}

// An inserted question that cannot be passed without its answer would lose the rulings logged
// before it: Validate refuses it.
func TestAnInsertedQuestionMustLeadOnWithoutItsAnswer(t *testing.T) {
	f := seatFirstFlow()
	if err := f.Validate(); err != nil {
		t.Fatalf("the seat-first flow is refused: %v", err)
	}
	f.Steps[0].Route = func(s Session) Target {
		if s.Seat("seat").Valid() {
			return Ask("what")
		}
		return Target{}
	}
	if err := f.Validate(); err == nil || !strings.Contains(err.Error(), "inserted") {
		t.Errorf("Validate = %v, want it to refuse an inserted question that leads nowhere unanswered", err)
	}
}
