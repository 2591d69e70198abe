package store

import (
	"cmp"
	"strings"
	"time"

	"tableside/engine/ruling"
	"tableside/engine/sortby"
)

// Day is the session date of t, in t's own time zone: the UI passes the device's local now.
func Day(t time.Time) string { return t.Format(DateLayout) }

// Filter picks records for the log screen. Zero fields match everything.
type Filter struct {
	SessionDate string // YYYY-MM-DD
	Table       int
	Flow        string // the ruling's flow id
	Open        bool   // only rulings with a follow-up still open
	Deleted     bool   // the bin: only deleted rulings; otherwise only live ones
}

// narrows reports whether the filter asks about a field an unreadable record cannot answer.
func (f Filter) narrows() bool {
	return f.SessionDate != "" || f.Table != 0 || f.Flow != "" || f.Open || f.Deleted
}

// Match reports whether the record passes. An unreadable record passes only the unfiltered
// view, so it is always seen somewhere and never mistaken for a match.
func (f Filter) Match(r Record) bool {
	if !r.OK() {
		return !f.narrows()
	}
	e := r.Entry
	return e.IsDeleted() == f.Deleted &&
		(f.SessionDate == "" || e.SessionDate == f.SessionDate) &&
		(f.Table == 0 || e.Table == f.Table) &&
		(f.Flow == "" || e.Session.Flow == f.Flow) &&
		(!f.Open || len(e.Open()) > 0)
}

// List returns the records that pass the filter in display order: today's session first,
// then older sessions, newest first within each; unreadable records last, by id.
func List(records []Record, f Filter, today string) []Record {
	var out []Record
	for _, r := range records {
		if f.Match(r) {
			out = append(out, r)
		}
	}
	sortby.Stable(out, func(a, b Record) int { return order(a, b, today) })
	return out
}

func order(a, b Record, today string) int {
	if a.OK() != b.OK() {
		if a.OK() {
			return -1
		}
		return 1
	}
	if !a.OK() {
		return strings.Compare(a.ID, b.ID)
	}
	x, y := a.Entry, b.Entry
	// Today beats any other date, even a mistyped future one.
	if (x.SessionDate == today) != (y.SessionDate == today) {
		if x.SessionDate == today {
			return -1
		}
		return 1
	}
	if c := strings.Compare(y.SessionDate, x.SessionDate); c != 0 {
		return c
	}
	if c := y.Created.Compare(x.Created); c != 0 {
		return c
	}
	return strings.Compare(x.ID, y.ID)
}

// Reminder is one open follow-up: what to watch for, at which table, from which ruling.
type Reminder struct {
	EntryID  string
	Index    int // the follow-up's index in the outcome, for Entry.Resolve
	FollowUp ruling.FollowUp
	Ruling   string // the ruling's title
	Outcome  string // the outcome's title
	Round    int
	Board    int
	Created  time.Time
}

// TableReminders are the open follow-ups of one table; Table 0 gathers those with no table.
type TableReminders struct {
	Table     int
	Reminders []Reminder
}

// Reminders groups the open follow-ups of live rulings by table, tables in number order with
// the unknown table last, and each table's oldest ruling first: it fell due first. An empty
// session date means every session.
func Reminders(records []Record, sessionDate string) []TableReminders {
	byTable := map[int][]Reminder{}
	for _, r := range List(records, Filter{SessionDate: sessionDate, Open: true}, "") {
		e := r.Entry
		for _, i := range e.Open() {
			byTable[e.Table] = append(byTable[e.Table], Reminder{
				EntryID: e.ID, Index: i, FollowUp: e.Outcome.FollowUps[i],
				Ruling: e.Ruling, Outcome: e.Outcome.Title,
				Round: e.Round, Board: e.Board, Created: e.Created,
			})
		}
	}
	var out []TableReminders
	for table, rs := range byTable {
		sortby.Stable(rs, func(a, b Reminder) int {
			return cmp.Or(a.Created.Compare(b.Created), strings.Compare(a.EntryID, b.EntryID), cmp.Compare(a.Index, b.Index))
		})
		out = append(out, TableReminders{table, rs})
	}
	sortby.Func(out, func(a, b TableReminders) int {
		if (a.Table == 0) != (b.Table == 0) {
			if a.Table == 0 {
				return 1
			}
			return -1
		}
		return cmp.Compare(a.Table, b.Table)
	})
	return out
}
