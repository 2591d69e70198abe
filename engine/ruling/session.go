package ruling

import (
	"errors"
	"fmt"

	"tableside/engine/bridge"
	"tableside/engine/law"
)

// Context is what the director may already know about the table before the ruling starts.
// Every field is optional; zero means unknown.
type Context struct {
	Table    int             `json:"table,omitempty"`
	Board    int             `json:"board,omitempty"`
	Contract bridge.Contract `json:"contract,omitzero"` // with its declarer, once the auction is over
	// Body is the regulating body chosen in Settings when the ruling started (NoBody: the
	// default). A ruling keeps it: changing the setting changes the next ruling, never one
	// started or logged.
	Body law.Body `json:"body,omitempty"`
	// Known is what earlier rulings on this board established (package board fills it when a
	// ruling is started from a board in progress); nil for a ruling started on its own, as
	// every ruling logged before boards were kept.
	Known *Known `json:"known,omitempty"`
}

// Given is one answer, tagged with the step it answers so a replay can tell when a flow changed.
type Given struct {
	Step   string `json:"step"`
	Answer Answer `json:"answer"`
}

// Session is a ruling in progress, or finished: the flow, the table context and the answers in
// order. It is a value; its methods return new sessions and never change the receiver.
type Session struct {
	Flow    string  `json:"flow"`
	Context Context `json:"context,omitzero"`
	Answers []Given `json:"answers,omitempty"`
}

// State is where a session stands: a question to answer, or the outcome. Exactly one is set.
type State struct {
	Step    *Step
	Outcome *Outcome
}

// Done reports whether the ruling has been reached.
func (st State) Done() bool { return st.Outcome != nil }

// Start begins a session of the flow with this id.
func (c *Catalog) Start(flowID string, ctx Context) (Session, error) {
	if c.Lookup(flowID) == nil {
		return Session{}, fmt.Errorf("there is no ruling called %q", flowID)
	}
	return Session{Flow: flowID, Context: ctx}, nil
}

// ErrFinished is returned when an answer is given to a session that has reached its outcome.
var ErrFinished = errors.New("this ruling is complete: go back to change an answer")

// Answer answers the current question of the session's flow and returns the new session. An
// answer of the wrong kind, or one the question's Check refuses, returns an error and the
// session unchanged.
func (c *Catalog) Answer(s Session, a Answer) (Session, error) {
	f := c.Lookup(s.Flow)
	if f == nil {
		return s, fmt.Errorf("there is no ruling called %q", s.Flow)
	}
	return f.Answer(s, a)
}

// Answer answers the current question of this flow; see Catalog.Answer.
func (f *Flow) Answer(s Session, a Answer) (Session, error) {
	st, err := f.Decide(s)
	if err != nil {
		return s, err
	}
	if st.Done() {
		return s, ErrFinished
	}
	if err := st.Step.fits(a); err != nil {
		return s, err
	}
	next := s.with(Given{Step: st.Step.ID, Answer: a})
	if st.Step.Check != nil {
		if err := st.Step.Check(next, a); err != nil {
			return s, err
		}
	}
	return next, nil
}

// with returns a copy of s with one more answer; the copy never shares its slice with s.
func (s Session) with(g Given) Session {
	answers := make([]Given, len(s.Answers), len(s.Answers)+1)
	copy(answers, s.Answers)
	s.Answers = append(answers, g)
	return s
}

// Back drops the last answer. Back on a fresh session returns it unchanged.
func (s Session) Back() Session { return s.Upto(len(s.Answers) - 1) }

// Upto keeps the first n answers, so the breadcrumb can jump back to any earlier question.
func (s Session) Upto(n int) Session {
	if n < 0 {
		n = 0
	}
	if n < len(s.Answers) {
		s.Answers = append([]Given(nil), s.Answers[:n]...)
	}
	return s
}

// Decide replays the answers from the flow's start and returns the current state. It fails,
// with a message saying why, if the flow is unknown or an answer no longer fits its step (a
// session saved by an older version of the flow).
func (c *Catalog) Decide(s Session) (State, error) {
	f := c.Lookup(s.Flow)
	if f == nil {
		return State{}, fmt.Errorf("there is no ruling called %q", s.Flow)
	}
	return f.Decide(s)
}

// Decide replays a session of this flow; see Catalog.Decide.
func (f *Flow) Decide(s Session) (State, error) {
	target := Ask(f.Start)
	for i, g := range s.Answers {
		st := f.step(target.Step)
		for st != nil && st.Inserted && g.Step != st.ID {
			st = f.step(st.next(s.Upto(i)).Step) // logged before this question was added
		}
		if st == nil {
			return State{}, fmt.Errorf("answer %d (%s) comes after the ruling was reached", i+1, g.Step)
		}
		if g.Step != st.ID {
			return State{}, fmt.Errorf("answer %d was given to %q but the flow now asks %q", i+1, g.Step, st.ID)
		}
		if err := st.fits(g.Answer); err != nil {
			return State{}, fmt.Errorf("answer %d no longer fits: %w", i+1, err)
		}
		target = st.next(s.Upto(i + 1))
	}
	return f.resolve(target, s)
}

// resolve turns a target into a state for session s.
func (f *Flow) resolve(t Target, s Session) (State, error) {
	if st := f.step(t.Step); t.Step != "" && st != nil {
		return State{Step: st}, nil
	}
	if e := f.ending(t.Ending); t.Ending != "" && e != nil {
		o := e.Outcome.clone()
		o.ID = e.ID
		if e.Fill != nil {
			e.Fill(s, &o)
		}
		names := f.Names
		switch o.Offence {
		case "", f.Offence:
			o.Offence = f.Offence
		default:
			names = nil // an outcome with its own offence has its own cast: the flow's names may not fit
		}
		var seats Seats
		if f.Seats != nil {
			seats = f.Seats(s)
		}
		o.cast(seats, names)
		return State{Outcome: &o}, nil
	}
	return State{}, fmt.Errorf("flow %q leads nowhere after %d answers (step %q, ending %q)", f.ID, len(s.Answers), t.Step, t.Ending)
}

// Get returns the answer given to a step, if any.
//
// Never inlined: the flows read answers at several hundred places, and an inlined copy of this
// loop at each one cost app.wasm about 70 KB of code; a call costs nothing a director could
// notice.
//
//go:noinline
func (s Session) Get(step string) (Answer, bool) {
	for _, g := range s.Answers {
		if g.Step == step {
			return g.Answer, true
		}
	}
	return Answer{}, false
}

// Is reports whether the choice step was answered with the option. Never inlined, as Get.
//
//go:noinline
func (s Session) Is(step, option string) bool {
	a, ok := s.Get(step)
	return ok && a.Kind == ChoiceKind && a.Option == option
}

// Seat returns the seat given at a seat step, or NoSeat.
func (s Session) Seat(step string) bridge.Seat { a, _ := s.Get(step); return a.Seat }

// Card returns the card given at a card step, or the zero card.
func (s Session) Card(step string) bridge.Card { a, _ := s.Get(step); return a.Card }

// Call returns the call given at a call step, or the zero call.
func (s Session) Call(step string) bridge.Call { a, _ := s.Get(step); return a.Call }

// Count returns the number given at a count step, or 0.
func (s Session) Count(step string) int { a, _ := s.Get(step); return a.Count }

// Auction returns the auction given at a bidding-sequence step, or the zero AuctionEntry.
func (s Session) Auction(step string) AuctionEntry { a, _ := s.Get(step); return a.Auction }

// Result returns the contract and declarer's tricks given at a result step.
func (s Session) Result(step string) (bridge.Contract, int) {
	a, _ := s.Get(step)
	return a.Contract, a.Tricks
}
