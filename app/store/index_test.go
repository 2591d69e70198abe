package store

import (
	"reflect"
	"slices"
	"testing"
	"time"

	"tableside/engine/bridge"
)

// listedFirst is what the log lists first when it reads everything: the first n readable
// records of the unfiltered list, then every unreadable one.
func listedFirst(all []Record, today string, n int) []string {
	var readable, bad []string
	for _, r := range List(all, Filter{}, today) {
		switch {
		case !r.OK():
			bad = append(bad, r.ID)
		case len(readable) < n:
			readable = append(readable, r.ID)
		}
	}
	return append(append([]string{}, readable...), bad...)
}

// TestNewestListsAsTheWholeLogDoes: the page read through the index is the same as the start of
// the list made from the whole log, at every page size from none to more than the log holds,
// on the session's day and on a later one (a mistyped future date then comes first).
func TestNewestListsAsTheWholeLogDoes(t *testing.T) {
	l := clubLog(t)
	all := mustAll(t, l)
	live := 0
	for _, r := range all {
		if r.OK() && !r.Entry.IsDeleted() {
			live++
		}
	}
	for _, today := range []string{"2025-03-14", "2025-03-21", "2025-03-01"} {
		for n := 0; n <= live+1; n++ {
			page, err := l.Newest(today, n)
			if err != nil {
				t.Fatal(err)
			}
			if got, want := ids(page.Records), listedFirst(all, today, n); !reflect.DeepEqual(got, want) {
				t.Errorf("today %s, first %d: %q, want %q", today, n, got, want)
			}
			if page.Total != live {
				t.Errorf("today %s: total %d, want the %d live readable rulings", today, page.Total, live)
			}
		}
	}
}

// TestNewestOrdersTimesAcrossZonesAndTies: two rulings logged at the same instant are listed by
// id, as the list does, and a time logged in another zone is ordered by the instant, not by how
// it reads.
func TestNewestOrdersTimesAcrossZonesAndTies(t *testing.T) {
	l, _ := NewMemoryLog()
	east := time.FixedZone("UTC+10", 10*3600)
	at := clock(t, "2025-03-14 20:00")
	put := func(id string, created time.Time) {
		e, err := NewEntry(id, created, Place{SessionDate: "2025-03-14"}, session(1, 0), outcome(0))
		if err != nil {
			t.Fatal(err)
		}
		mustPut(t, l, e)
	}
	put("b-same", at)
	put("a-same", at)
	put("later-in-utc+10", at.Add(time.Minute).In(east)) // reads 06:01 the next day
	put("earlier", at.Add(-time.Nanosecond))
	page, err := l.Newest("2025-03-14", 10)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"later-in-utc+10", "a-same", "b-same", "earlier"}
	if got := ids(page.Records); !reflect.DeepEqual(got, want) {
		t.Errorf("order %q, want %q", got, want)
	}
	if got := ids(List(mustAll(t, l), Filter{}, "2025-03-14")); !reflect.DeepEqual(got, want) {
		t.Errorf("the list of the whole log: %q, want %q", got, want)
	}
}

// TestWithOpenFollowUpsGivesHomesReminders: the reminders made from the entries the index marks
// open are those made from the whole log, through a follow-up done, a choice that makes one
// moot, a deletion and a restore.
func TestWithOpenFollowUpsGivesHomesReminders(t *testing.T) {
	l := clubLog(t)
	same := func(step string) {
		t.Helper()
		open, err := l.WithOpenFollowUps()
		if err != nil {
			t.Fatal(err)
		}
		if got, want := Reminders(open, ""), Reminders(mustAll(t, l), ""); !reflect.DeepEqual(got, want) {
			t.Errorf("%s: reminders through the index %+v, from the whole log %+v", step, got, want)
		}
		for _, r := range open {
			if !r.OK() || r.Entry.IsDeleted() || !notDone(r.Entry) {
				t.Errorf("%s: %s is read as open", step, r.ID)
			}
		}
	}
	same("as logged")
	edit := func(id string, change func(Entry) (Entry, error)) {
		t.Helper()
		rec, err := l.Get(id)
		if err != nil {
			t.Fatal(err)
		}
		e, err := change(rec.Entry)
		if err != nil {
			t.Fatal(err)
		}
		mustPut(t, l, e)
	}
	now := clock(t, "2025-03-14 22:00")
	edit("tonight-early", func(e Entry) (Entry, error) { return e.Resolve(0, true, now) })
	same("its one follow-up done")
	edit("tonight-mid", func(e Entry) (Entry, error) { return e.Resolve(1, true, now) })
	same("one of two done")

	// A penalty card that the chosen option picks up: its reminder is moot.
	o := outcome(1)
	o.FollowUps[0].Flow = "penalty-card"
	o.FollowUps[0].When = "while the " + bridge.Card{Suit: bridge.Spades, Rank: bridge.Queen}.String() + " is on the table"
	o.Options[0].PicksUp = []bridge.Card{{Suit: bridge.Spades, Rank: bridge.Queen}}
	e, err := NewEntry("picked-up", now, Place{SessionDate: "2025-03-14", Table: 6}, session(6, 0), o)
	if err != nil {
		t.Fatal(err)
	}
	mustPut(t, l, e)
	same("a penalty card on the table")
	edit("picked-up", func(e Entry) (Entry, error) { return e.WithChoice(0, now) })
	same("the card picked up by the choice")
	edit("picked-up", func(e Entry) (Entry, error) { return e.Resolve(0, true, now) })
	same("the moot reminder marked done too")
	if open, _ := l.WithOpenFollowUps(); slices.Contains(ids(open), "picked-up") {
		t.Errorf("a ruling with every follow-up done is read as open")
	}

	if err := l.Delete("last-week", now); err != nil {
		t.Fatal(err)
	}
	same("deleted")
	if err := l.Undelete("last-week"); err != nil {
		t.Fatal(err)
	}
	same("restored")
}
