package store

import (
	"errors"
	"fmt"
	"slices"
	"time"

	"tableside/engine/bridge"
	"tableside/engine/catalog"
	"tableside/engine/law"
	"tableside/engine/poll"
	"tableside/engine/ruling"
)

// SchemaVersion is the newest entry format this app writes and reads. Any change that an older
// app would lose on rewrite (a new field, a new meaning) bumps it, so the older app refuses the
// entry instead of silently dropping the new data.
//
// An entry is written in the oldest format that holds everything in it (Entry.format), so an
// older app on another device still reads every entry that has nothing it would lose.
//
//	1  the ruling, its place, the choice, the notes and the follow-ups (engine 2017.1)
//	2  a poll of peers (Poll), or an outcome from a later engine, whose parts version 1 lacks
const SchemaVersion = 2

// DateLayout is how a session date is written: the day of the club session.
const DateLayout = "2006-01-02"

// Entry is one logged ruling. It is a value: the methods that edit it return a new Entry.
type Entry struct {
	V       int       `json:"v"`
	ID      string    `json:"id"` // made by the caller (crypto-random), never by the store
	Created time.Time `json:"created"`
	Updated time.Time `json:"updated"`          // the newer Updated wins when a backup is merged
	Deleted time.Time `json:"deleted,omitzero"` // soft delete: undo clears it

	SessionDate string `json:"sessionDate"` // YYYY-MM-DD, the club session's day
	Table       int    `json:"table,omitempty"`
	Round       int    `json:"round,omitempty"`
	Board       int    `json:"board,omitempty"` // dealer and vulnerability derive from it

	// Ruling is the flow's title when the ruling was logged, so exports still read well if
	// the flow is later renamed or removed.
	Ruling  string         `json:"ruling"`
	Session ruling.Session `json:"session"`
	Outcome ruling.Outcome `json:"outcome"`
	Engine  string         `json:"engine"` // ruling.EngineVersion that decided it

	Choice    Choice          `json:"choice,omitzero"`
	Notes     string          `json:"notes,omitempty"`
	FollowUps []FollowUpState `json:"followUps,omitempty"` // one per Outcome.FollowUps, same order

	// Poll is the director's poll of peers on the logical-alternative question, kept with the
	// ruling it informs (format 2).
	Poll *poll.Poll `json:"poll,omitempty"`
}

// format is the oldest entry format that holds everything in e.
func (e Entry) format() int {
	if e.Poll != nil || (e.Engine != "" && e.Engine != "2017.1") {
		return 2
	}
	return 1
}

// Choice is the option the chooser picked. The zero Choice means nobody has chosen yet.
type Choice struct {
	Index int    `json:"index"` // into Outcome.Options
	Label string `json:"label"` // the label as shown, kept in case the flow changes
}

// IsZero reports whether no choice is recorded (and lets encoding/json omit it).
func (c Choice) IsZero() bool { return c.Label == "" }

// FollowUpState tracks one follow-up of the outcome; the zero value is "still open".
type FollowUpState struct {
	Resolved time.Time `json:"resolved,omitzero"`
}

// Place is where at the club the ruling was given. Zero table, round or board means unknown.
type Place struct {
	SessionDate string // YYYY-MM-DD
	Table       int
	Round       int
	Board       int
}

// NewEntry builds an entry from a finished ruling. The table and board default to
// the session's context when the place leaves them unknown.
func NewEntry(id string, now time.Time, at Place, s ruling.Session, o ruling.Outcome) (Entry, error) {
	if at.Table == 0 {
		at.Table = s.Context.Table
	}
	if at.Board == 0 {
		at.Board = s.Context.Board
	}
	title := s.Flow
	if f := catalog.Lookup(s.Flow); f != nil {
		title = f.Title
	}
	e := Entry{
		V: 1, ID: id, Created: now, Updated: now,
		SessionDate: at.SessionDate, Table: at.Table, Round: at.Round, Board: at.Board,
		Ruling: title, Session: s, Outcome: o, Engine: ruling.EngineVersion,
		FollowUps: make([]FollowUpState, len(o.FollowUps)),
	}
	if len(e.FollowUps) == 0 {
		e.FollowUps = nil // as decoding gives it back, so a saved entry equals the one built
	}
	e.V = e.format()
	return e, e.Validate()
}

// Validate reports what makes the entry unfit to save: a missing id, a bad session date, a
// negative number. A decoded entry that fails it is treated as corrupt.
func (e Entry) Validate() error {
	var errs []error
	switch {
	case e.V < 1 || e.V > SchemaVersion:
		errs = append(errs, fmt.Errorf("format v%d, but this app writes v1 to v%d", e.V, SchemaVersion))
	case e.V < e.format():
		errs = append(errs, fmt.Errorf("format v%d cannot hold a poll of peers or a ruling from engine %s (v%d)", e.V, e.Engine, e.format()))
	}
	if e.ID == "" {
		errs = append(errs, errors.New("no id"))
	}
	if _, err := time.Parse(DateLayout, e.SessionDate); err != nil {
		errs = append(errs, fmt.Errorf("session date %q is not a date like 2025-03-14", e.SessionDate))
	}
	if e.Created.IsZero() || e.Updated.IsZero() {
		errs = append(errs, errors.New("no created or updated time"))
	}
	if e.Table < 0 || e.Round < 0 || e.Board < 0 {
		errs = append(errs, fmt.Errorf("negative table, round or board (%d, %d, %d)", e.Table, e.Round, e.Board))
	}
	if e.Session.Flow == "" {
		errs = append(errs, errors.New("no ruling flow"))
	}
	if len(e.FollowUps) > len(e.Outcome.FollowUps) {
		errs = append(errs, fmt.Errorf("%d follow-up states for %d follow-ups", len(e.FollowUps), len(e.Outcome.FollowUps)))
	}
	return errors.Join(errs...)
}

// Dealer is the dealer printed on the board, or NoSeat when the board is unknown.
func (e Entry) Dealer() bridge.Seat { return bridge.BoardDealer(e.Board) }

// Vulnerability is the vulnerability printed on the board, or NoVulnerability when unknown.
func (e Entry) Vulnerability() bridge.Vulnerability { return bridge.BoardVulnerability(e.Board) }

// Laws lists every Law the outcome cites: "Law 23, Law 26B".
func (e Entry) Laws() string { return law.Join(e.Outcome.AllLaws()) }

// IsDeleted reports whether the entry is in the bin.
func (e Entry) IsDeleted() bool { return !e.Deleted.IsZero() }

// WithNotes returns the entry with the director's notes replaced.
func (e Entry) WithNotes(notes string, now time.Time) Entry {
	e.Notes, e.Updated = notes, now
	return e
}

// WithPoll returns the entry with the poll of peers replaced (nil removes it), written in the
// format that holds it. The entry keeps its own copy.
func (e Entry) WithPoll(p *poll.Poll, now time.Time) Entry {
	e.Poll = nil
	if p != nil {
		c := *p
		c.Answers = slices.Clone(p.Answers)
		for i := range c.Answers {
			c.Answers[i].Considered = slices.Clone(c.Answers[i].Considered)
		}
		e.Poll = &c
	}
	e.V, e.Updated = e.format(), now
	return e
}

// WithRuling replaces the ruling in the entry with a new session and outcome of it, as when a
// polled ruling is finished: the id, the place, the notes and the poll stay; the choice and
// the follow-ups start afresh, since they belong to the outcome.
func (e Entry) WithRuling(s ruling.Session, o ruling.Outcome, now time.Time) Entry {
	e.Session, e.Outcome, e.Engine, e.Ruling = s, o, ruling.EngineVersion, s.Flow
	e.V = max(e.V, e.format())
	if f := catalog.Lookup(s.Flow); f != nil {
		e.Ruling = f.Title
	}
	e.Choice, e.FollowUps = Choice{}, nil
	if len(o.FollowUps) > 0 {
		e.FollowUps = make([]FollowUpState, len(o.FollowUps))
	}
	e.V, e.Updated = e.format(), now
	return e
}

// WithChoice records the chooser's option i of the outcome; i < 0 clears the choice.
func (e Entry) WithChoice(i int, now time.Time) (Entry, error) {
	if i >= len(e.Outcome.Options) {
		return e, fmt.Errorf("option %d does not exist: this ruling has %d", i+1, len(e.Outcome.Options))
	}
	e.Choice = Choice{}
	if i >= 0 {
		e.Choice = Choice{Index: i, Label: e.Outcome.Options[i].Label}
	}
	e.Updated = now
	return e, nil
}

// Resolve marks follow-up i done at now; Reopen (resolved = false) opens it again.
func (e Entry) Resolve(i int, resolved bool, now time.Time) (Entry, error) {
	if i < 0 || i >= len(e.Outcome.FollowUps) {
		return e, fmt.Errorf("follow-up %d does not exist: this ruling has %d", i+1, len(e.Outcome.FollowUps))
	}
	states := make([]FollowUpState, len(e.Outcome.FollowUps))
	copy(states, e.FollowUps) // never share the slice with the receiver
	states[i].Resolved = time.Time{}
	if resolved {
		states[i].Resolved = now
	}
	e.FollowUps, e.Updated = states, now
	return e, nil
}

// Open returns the indexes of the follow-ups still open, in the outcome's order. One the
// recorded choice makes moot (the penalty card it sent back to the hand) is not open: it is
// worked out as the entry is read, so entries stored before keep their format.
func (e Entry) Open() []int {
	chosen := -1
	if e.Choice.Label != "" {
		chosen = e.Choice.Index
	}
	var open []int
	for i := range e.Outcome.FollowUps {
		if e.Outcome.MootAfter(chosen, i) {
			continue
		}
		if i >= len(e.FollowUps) || e.FollowUps[i].Resolved.IsZero() {
			open = append(open, i)
		}
	}
	return open
}
