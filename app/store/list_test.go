package store

import (
	"reflect"
	"testing"
)

// club is an evening's log: tonight (the 14th), last week, a mistyped future date, a deleted
// ruling and two unreadable records.
func club(t *testing.T) []Record {
	t.Helper()
	return mustAll(t, clubLog(t))
}

// clubLog is the log holding club's records.
func clubLog(t *testing.T) *Log {
	t.Helper()
	l, m := NewMemoryLog()
	for _, r := range []ruled{
		{id: "tonight-early", date: "2025-03-14", at: "2025-03-14 19:05", table: 3, followUps: 1},
		{id: "tonight-late", date: "2025-03-14", at: "2025-03-14 21:30", table: 1, flow: "revoke", followUps: 1},
		{id: "tonight-mid", date: "2025-03-14", at: "2025-03-14 20:15", table: 3, flow: "revoke", followUps: 2},
		{id: "last-week", date: "2025-03-07", at: "2025-03-07 20:00", table: 3, followUps: 1},
		{id: "two-weeks", date: "2025-02-28", at: "2025-02-28 20:00", table: 2},
		{id: "typo-future", date: "2026-03-14", at: "2025-03-14 19:50", table: 4},
		{id: "no-table", date: "2025-03-14", at: "2025-03-14 19:30", followUps: 1},
		{id: "deleted", date: "2025-03-14", at: "2025-03-14 19:20", table: 3, followUps: 1},
	} {
		mustPut(t, l, mustEntry(t, r))
	}
	if err := l.Delete("deleted", clock(t, "2025-03-14 19:25")); err != nil {
		t.Fatal(err)
	}
	m.PutRaw("zz-garbage", []byte("{"))
	m.PutRaw("aa-future", []byte(future))
	return l
}

func TestListOrderAndFilter(t *testing.T) {
	all := club(t)
	tests := []struct {
		name   string
		filter Filter
		today  string
		want   []string
	}{
		{name: "everything: today first and newest first, a mistyped future date after today, unreadable last",
			today: "2025-03-14",
			want: []string{"tonight-late", "tonight-mid", "no-table", "tonight-early",
				"typo-future", "last-week", "two-weeks", "aa-future", "zz-garbage"}},
		{name: "on another day the latest session comes first", today: "2025-03-21",
			want: []string{"typo-future", "tonight-late", "tonight-mid", "no-table", "tonight-early",
				"last-week", "two-weeks", "aa-future", "zz-garbage"}},
		{name: "one session date", filter: Filter{SessionDate: "2025-03-07"}, today: "2025-03-14",
			want: []string{"last-week"}},
		{name: "one table across sessions", filter: Filter{Table: 3}, today: "2025-03-14",
			want: []string{"tonight-mid", "tonight-early", "last-week"}},
		{name: "one ruling", filter: Filter{Flow: "revoke"}, today: "2025-03-14",
			want: []string{"tonight-late", "tonight-mid"}},
		{name: "open follow-ups only", filter: Filter{Open: true}, today: "2025-03-14",
			want: []string{"tonight-late", "tonight-mid", "no-table", "tonight-early", "last-week"}},
		{name: "table 3 tonight with open follow-ups", filter: Filter{SessionDate: "2025-03-14", Table: 3, Open: true},
			today: "2025-03-14", want: []string{"tonight-mid", "tonight-early"}},
		{name: "the bin", filter: Filter{Deleted: true}, today: "2025-03-14", want: []string{"deleted"}},
		{name: "a table with no rulings", filter: Filter{Table: 99}, today: "2025-03-14", want: []string{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := ids(List(all, tt.filter, tt.today)); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("got  %v\nwant %v", got, tt.want)
			}
		})
	}
}

func TestReminders(t *testing.T) {
	all := club(t)
	type want struct {
		table   int
		entries []string // entry id per reminder, in order
	}
	tests := []struct {
		name        string
		sessionDate string
		want        []want
	}{
		{name: "tonight: by table, unknown table last, oldest ruling first, deleted left out",
			sessionDate: "2025-03-14",
			want: []want{
				{1, []string{"tonight-late"}},
				{3, []string{"tonight-early", "tonight-mid", "tonight-mid"}},
				{0, []string{"no-table"}},
			}},
		{name: "every session", want: []want{
			{1, []string{"tonight-late"}},
			{3, []string{"last-week", "tonight-early", "tonight-mid", "tonight-mid"}},
			{0, []string{"no-table"}},
		}},
		{name: "a session with nothing open", sessionDate: "2025-02-28", want: nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []want
			for _, g := range Reminders(all, tt.sessionDate) {
				w := want{table: g.Table}
				for _, r := range g.Reminders {
					w.entries = append(w.entries, r.EntryID)
				}
				got = append(got, w)
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("got  %v\nwant %v", got, tt.want)
			}
		})
	}

	t.Run("a resolved follow-up is no longer a reminder", func(t *testing.T) {
		l, _ := NewMemoryLog()
		e := mustEntry(t, ruled{id: "a1", date: "2025-03-14", at: "2025-03-14 19:05", table: 5, followUps: 2})
		e, _ = e.Resolve(0, true, clock(t, "2025-03-14 19:45"))
		mustPut(t, l, e)
		got := Reminders(mustAll(t, l), "")
		if len(got) != 1 || len(got[0].Reminders) != 1 {
			t.Fatalf("got %+v, want one reminder", got)
		}
		r := got[0].Reminders[0]
		if r.Index != 1 || r.FollowUp != e.Outcome.FollowUps[1] || r.Outcome != e.Outcome.Title || r.Board != 7 {
			t.Errorf("reminder = %+v", r)
		}
	})
}
