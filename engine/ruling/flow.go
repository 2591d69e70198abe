package ruling

import "tableside/engine/law"

// Category groups rulings the way a director thinks of them. The order is the home screen's.
type Category int

// The categories; NoCategory is the zero value.
const (
	NoCategory Category = iota
	Auction
	LeadsAndPlay
	RevokesAndPenaltyCards
	Claims
	Information
	BoardProblems
	Scores
)

// Categories lists them in home-screen order.
var Categories = []Category{Auction, LeadsAndPlay, RevokesAndPenaltyCards, Claims, Information, BoardProblems, Scores}

var categoryNames = [...]string{"", "Auction", "Leads and play", "Revokes and penalty cards", "Claims",
	"Information (UI/MI)", "Board problems", "Scores"}

// String returns the heading shown on the home screen.
func (c Category) String() string {
	if c < Auction || c > Scores {
		return ""
	}
	return categoryNames[c]
}

// Flow is one ruling: its questions and its possible outcomes, declared as data.
type Flow struct {
	ID       string    // stable, URL-safe: "revoke"; stored in the log, never renamed
	Title    string    // "Revoke"
	Summary  string    // one line for the home screen
	Category Category  // where it sits on the home screen
	Phrases  []string  // what players say at the table, for search: "didn't follow suit"
	Laws     []law.Ref // the Laws the ruling rests on, for the home screen and reference
	// Offence is what the player at fault did, in plain words ("led out of turn"); outcomes
	// use it to name players whose seat is not known. An outcome may set its own.
	Offence string
	// Names overrides the plain-words name of a role for this flow, where the flow has a
	// shorter or clearer one ("the correct defender" for the offender's partner after an
	// opening lead out of turn). Used only when the seat is not known.
	Names map[Role]string
	// Seats says where the players sit, as far as the session knows (the contract in the table
	// context, a seat the director gave). Nil when the flow never knows.
	Seats func(s Session) Seats
	Start string // the first step's ID
	// Common is the situation the director meets most often, as the answers that reach its
	// outcome. The benchmark's "typical" tap count and the tap-budget tests walk it, and
	// Validate checks that it reaches an outcome with its last answer.
	Common  []Answer
	Steps   []Step
	Endings []Ending
}

// Step is one question of a flow and where each answer leads.
type Step struct {
	ID string
	Question
	// Route picks the next step or ending from the answers so far (the answer to this step
	// included). Choice-kind steps usually leave it nil and route by Option.Next; a non-nil Route
	// always wins.
	Route func(s Session) Target
	// Inserted marks a question added in front of questions that rulings were already logged
	// with (the seat of the player at fault, asked first). A logged session whose next answer
	// belongs to another step replays as if this one had been left unanswered, so old rulings
	// still open; Route must then work without this step's answer.
	Inserted bool
}

// Question is what the director is asked, and what a valid answer looks like.
type Question struct {
	Prompt string   // "Was the card led face up?"
	Help   string   // why it matters, briefly, with the Law
	Kind   Kind     // the type of answer
	Seat   SeatHint // for seat questions: how to label the seats
	// Options are the choices of a ChoiceKind question, in the order shown.
	Options []Option
	// Min and Max bound a CountKind answer.
	Min, Max int
	// Player asks, for an AuctionKind question, for the player whose calls the ruling turns
	// on and whose meanings the director confirms ("Who made the withdrawn call?").
	Player string
	// Check refuses an answer that is well formed but impossible given the earlier answers
	// ("that bid is sufficient: this is not an insufficient bid"). It runs after the kind check.
	Check func(s Session, a Answer) error
	// Examples are representative answers for a typed (non-choice) question. Validate, the
	// golden documents and the fuzz test walk the flow with them, so they should cover every
	// route the step can take.
	Examples []Answer
}

// SeatHint tells the UI how to label a seat question's choices.
type SeatHint int

// Seat hints; PlainSeats is the zero value.
const (
	PlainSeats SeatHint = iota
	RelativeToDeclarer
)

// Option is one choice of a ChoiceKind question.
type Option struct {
	ID    string // stable within its step: "faced"
	Label string // what the button says: "Face up"
	Help  string // optional one line under the label
	Next  Target
}

// Target is where an answer leads: another step, or an ending. Exactly one is set.
type Target struct {
	Step   string
	Ending string
}

// Ask leads to the step with this ID.
func Ask(step string) Target { return Target{Step: step} }

// Rule leads to the ending with this ID.
func Rule(ending string) Target { return Target{Ending: ending} }

// Ending is one outcome a flow can reach.
type Ending struct {
	ID      string
	Outcome Outcome
	// Fill adds what depends on the answers (seats, the card, tricks and scores) to a copy of
	// Outcome. Nil when the outcome is fixed.
	Fill func(s Session, o *Outcome)
}

func (f *Flow) step(id string) *Step {
	for i := range f.Steps {
		if f.Steps[i].ID == id {
			return &f.Steps[i]
		}
	}
	return nil
}

func (f *Flow) ending(id string) *Ending {
	for i := range f.Endings {
		if f.Endings[i].ID == id {
			return &f.Endings[i]
		}
	}
	return nil
}

func (q *Question) option(id string) *Option {
	for i := range q.Options {
		if q.Options[i].ID == id {
			return &q.Options[i]
		}
	}
	return nil
}

// next returns where answering step st leads in session s.
func (st *Step) next(s Session) Target {
	if st.Route != nil {
		return st.Route(s)
	}
	if a, ok := s.Get(st.ID); ok && st.Kind == ChoiceKind {
		if o := st.option(a.Option); o != nil {
			return o.Next
		}
	}
	return Target{}
}
