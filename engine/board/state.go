package board

import (
	"encoding/json"
	"fmt"

	"tableside/engine/bridge"
	"tableside/engine/law"
	"tableside/engine/ruling"
)

// Version is the version of the stored board this package writes. A later version may add
// fields; it reads every earlier one.
const Version = 1

// State is the board in progress at one table.
type State struct {
	Version int `json:"version"`
	Table   int `json:"table"`
	Board   int `json:"board"`
	// Contract is the contract with its declarer as it stands now: after a change of declarer
	// (Law 54A) the new declarer. Zero until a ruling or the director gives it.
	Contract bridge.Contract `json:"contract,omitzero"`
	// DeclarerChanges says who was declarer before each change, and why.
	DeclarerChanges []DeclarerChange `json:"declarerChanges,omitempty"`
	PenaltyCards    []PenaltyCard    `json:"penaltyCards,omitempty"` // on the table now
	Leads           []LeadLimit      `json:"leads,omitempty"`        // lead restrictions in force
	Transfers       []Transfer       `json:"transfers,omitempty"`    // in the order ruled
	// Claim is the director's result of the board after a claim (Laws 69-71), when one was
	// ruled: it replaces the tricks taken at the table.
	Claim       *Award       `json:"claim,omitempty"`
	Adjustments []Adjustment `json:"adjustments,omitempty"` // adjusted scores, in the order ruled
	Penalties   []Penalty    `json:"penalties,omitempty"`   // procedural penalties and warnings (Law 90)
	Reminders   []Reminder   `json:"reminders,omitempty"`
	Rulings     []Ref        `json:"rulings,omitempty"` // every ruling recorded, in order
	// Tricks is declarer's tricks at the table, once play is over; nil until entered.
	Tricks *int `json:"tricks,omitempty"`
	// Closed marks the board as finished and scored; a closed board takes no ruling until it
	// is reopened.
	Closed bool `json:"closed,omitempty"`
}

// Ref points at a ruling in the log: its flow, the time the app logged it, and what it
// decided in a few words. Ruling is its position in State.Rulings, from 1.
type Ref struct {
	Flow    string `json:"flow"`
	At      string `json:"at"`               // as the log stores it (RFC 3339)
	Outcome string `json:"outcome"`          // the ending's id
	Summary string `json:"summary"`          // the outcome's title
	Chosen  string `json:"chosen,omitempty"` // the label of the option the chooser took
	Log     string `json:"log,omitempty"`    // the log's id for the ruling, when it has one
	// Laws are the Laws the ruling cites (ruling.Outcome.AllLaws), for the board printed for
	// the scorer. Absent in boards stored before they were kept.
	Laws []law.Ref `json:"laws,omitempty"`
}

// DeclarerChange is a change of declarer: From was declarer until the ruling numbered Ruling.
type DeclarerChange struct {
	From   bridge.Seat `json:"from"`
	To     bridge.Seat `json:"to"`
	Law    law.Ref     `json:"law"`
	Ruling int         `json:"ruling"`
}

// PenaltyCard is a defender's card left face up on the table.
type PenaltyCard struct {
	Card   bridge.Card `json:"card,omitzero"` // zero when the ruling did not ask which card
	Owner  bridge.Seat `json:"owner,omitempty"`
	Major  bool        `json:"major"`
	Law    law.Ref     `json:"law"`
	Ruling int         `json:"ruling"`
}

// LeadLimit is a lead restriction in force: on whom, which rule and suits, and until when.
type LeadLimit struct {
	On     bridge.Seat     `json:"on,omitempty"`
	Rule   ruling.LeadRule `json:"rule"`
	Suits  []bridge.Suit   `json:"suits,omitempty"`
	Which  string          `json:"which"`
	When   string          `json:"when"`
	Lasts  string          `json:"lasts,omitempty"`
	Law    law.Ref         `json:"law"`
	Ruling int             `json:"ruling"`
	// Card is the penalty card the restriction rests on (Law 50D2), zero when it rests on
	// nothing on the table (a withdrawn call, Law 26): it lapses when the card leaves the table.
	Card bridge.Card `json:"card,omitzero"`
}

// Transfer is tricks moved at the end of play from one side to the other (a revoke, Law 64).
type Transfer struct {
	Tricks int         `json:"tricks"` // 0 when the Law gave none (Law 64B)
	To     bridge.Side `json:"to"`     // the side that receives them
	Law    law.Ref     `json:"law"`
	Reason string      `json:"reason"`
	Ruling int         `json:"ruling"`
}

// Award is the director's result of the board after a claim or concession.
type Award struct {
	Tricks int     `json:"tricks"` // declarer's tricks
	Law    law.Ref `json:"law"`
	Ruling int     `json:"ruling"`
}

// Adjustment is an adjusted score (Law 12C): assigned (one result, or weighted results) or
// artificial, or still to be decided.
type Adjustment struct {
	Artificial bool              `json:"artificial,omitempty"`
	Assigned   *ruling.Result    `json:"assigned,omitempty"`
	Weighted   []ruling.Weighted `json:"weighted,omitempty"`
	Text       string            `json:"text"`
	Law        law.Ref           `json:"law"`
	Ruling     int               `json:"ruling"`
	// Sides is each side's score in the event's units (percent of the matchpoints, or IMPs),
	// when the ruling worked it out: an artificial score, or a score compared with the board's
	// other results. Absent in boards stored before it was kept.
	Sides []SideScore `json:"sides,omitempty"`
}

// Decided reports whether the adjustment gives a score: a result, weighted results, an
// artificial score, or each side's score in matchpoints or IMPs.
func (a Adjustment) Decided() bool {
	return a.Assigned != nil || len(a.Weighted) > 0 || a.Artificial || len(a.Sides) > 0
}

// Reminder is a follow-up a ruling left. One from a logged ruling names it (Log, the log's id,
// and Index, the follow-up's place in the outcome): the log entry's follow-up state decides
// whether it is still open, everywhere (it is what the club's shared log syncs), and Done here
// is not used. One without a log id (stored before reminders named their ruling, or from a
// ruling not logged) is open until marked Done on the board.
type Reminder struct {
	ruling.FollowUp
	Ruling int    `json:"ruling"`
	Done   bool   `json:"done,omitempty"`
	Log    string `json:"log,omitempty"` // the log's id for the ruling that left it
	Index  int    `json:"index,omitempty"`
}

// Logged reports whether the log's follow-up state decides the reminder (Log and Index say
// which), rather than its Done.
func (r Reminder) Logged() bool { return r.Log != "" }

// New starts the board in progress for a table and board number, with the contract when it
// is known (zero otherwise).
func New(table, number int, contract bridge.Contract) (State, error) {
	if number < 1 {
		return State{}, fmt.Errorf("board %d does not exist: boards are numbered from 1", number)
	}
	if table < 0 {
		return State{}, fmt.Errorf("table %d does not exist: tables are numbered from 1", table)
	}
	if contract.Level != 0 && !contract.Valid() {
		return State{}, fmt.Errorf("that contract cannot be played: give a level from 1 to 7 and a denomination")
	}
	return State{Version: Version, Table: table, Board: number, Contract: contract}, nil
}

// Decode reads a stored board. A document from a newer version than this app's is refused
// with a message, never half read.
func Decode(data []byte) (State, error) {
	var s State
	if err := json.Unmarshal(data, &s); err != nil {
		return State{}, fmt.Errorf("the stored board cannot be read: %w", err)
	}
	switch {
	case s.Version < 1:
		return State{}, fmt.Errorf("the stored board has no version: it was not written by this app")
	case s.Version > Version:
		return State{}, fmt.Errorf("the stored board was written by a newer version of the app (board format %d, this app reads up to %d): update the app", s.Version, Version)
	case s.Board < 1:
		return State{}, fmt.Errorf("the stored board has no board number")
	}
	return s, nil
}

// Encode writes the board for storage. The same state always gives the same bytes.
func (s State) Encode() ([]byte, error) { return json.Marshal(s) }

// Vulnerability is the board's printed vulnerability, from its number (Law 2).
func (s State) Vulnerability() bridge.Vulnerability { return bridge.BoardVulnerability(s.Board) }

// clone copies the slices so a method can change its copy without touching the receiver.
func (s State) clone() State {
	s.DeclarerChanges = append([]DeclarerChange(nil), s.DeclarerChanges...)
	s.PenaltyCards = append([]PenaltyCard(nil), s.PenaltyCards...)
	s.Leads = append([]LeadLimit(nil), s.Leads...)
	s.Transfers = append([]Transfer(nil), s.Transfers...)
	s.Adjustments = append([]Adjustment(nil), s.Adjustments...)
	s.Penalties = append([]Penalty(nil), s.Penalties...)
	s.Reminders = append([]Reminder(nil), s.Reminders...)
	s.Rulings = append([]Ref(nil), s.Rulings...)
	if s.Claim != nil {
		c := *s.Claim
		s.Claim = &c
	}
	if s.Tricks != nil {
		t := *s.Tricks
		s.Tricks = &t
	}
	return s
}

// Close marks the board as finished and scored. It keeps everything recorded.
func (s State) Close() State { s = s.clone(); s.Closed = true; return s }

// Reopen takes a closed board back, to record a ruling made after all (within the correction
// period, Law 79C).
func (s State) Reopen() State { s = s.clone(); s.Closed = false; return s }
