//go:build wasm

package main

import (
	"encoding/json"
	"reflect"
	"slices"
	"strconv"
	"syscall/js"
	"time"

	"tableside/app/store"
)

// logDB is the ruling log the log phase opens, filled beforehand as the app's version 2 left it.
const logDB = "tableside-log-check"

// logToday is the session date the log phase reads the log's first page for.
const logToday = "2025-03-14"

// logPage is how many rulings the log phase reads as the first page.
const logPage = 25

// logSeen is what the log phase read through the indexes, for the test to compare with what it
// works out from the records it stored.
type logSeen struct {
	Records   int      // every record, read whole
	Reminders []string // "entry/index" of each open follow-up, in home's order
	Page      []string // the first page's ids
	Total     int      // the live readable rulings the first page counts
	AfterDone []string // the reminders after the first one is marked done
}

// logPhase opens the log (upgrading it), reads home's reminders and the first page through the
// indexes and the same from the whole log, which must agree, marks a reminder done and reads
// again, and leaves what it saw in window.idbLog.
func logPhase(fail func(string, ...any)) {
	l, err := store.Open(logDB)
	if err != nil {
		fail("open: %v", err)
		return
	}
	all, err := l.All()
	if err != nil {
		fail("reading the whole log: %v", err)
		return
	}
	open, err := l.WithOpenFollowUps()
	if err != nil {
		fail("reading the open follow-ups: %v", err)
		return
	}
	seen := logSeen{Records: len(all), Reminders: reminderKeys(store.Reminders(open, ""))}
	if want := reminderKeys(store.Reminders(all, "")); !slices.Equal(seen.Reminders, want) {
		fail("reminders through the index %v, from the whole log %v", seen.Reminders, want)
	}
	page, err := l.Newest(logToday, logPage)
	if err != nil {
		fail("reading the first page: %v", err)
		return
	}
	seen.Total = page.Total
	for _, r := range page.Records {
		seen.Page = append(seen.Page, r.ID)
	}
	var want []string
	var bad []string
	for _, r := range store.List(all, store.Filter{}, logToday) {
		switch {
		case !r.OK():
			bad = append(bad, r.ID)
		case len(want) < logPage:
			want = append(want, r.ID)
		}
	}
	if want = append(want, bad...); !reflect.DeepEqual(seen.Page, want) {
		fail("first page through the index %v, from the whole log %v", seen.Page, want)
	}

	// A write after the upgrade keeps the index: the follow-up marked done leaves the reminders.
	if len(open) > 0 {
		first := store.Reminders(open, "")[0].Reminders[0]
		rec, err := l.Get(first.EntryID)
		if err == nil {
			var e store.Entry
			if e, err = rec.Entry.Resolve(first.Index, true, time.Now()); err == nil {
				err = l.Put(e)
			}
		}
		if err != nil {
			fail("marking %s done: %v", first.EntryID, err)
		}
		if open, err = l.WithOpenFollowUps(); err != nil {
			fail("reading the open follow-ups again: %v", err)
		}
		seen.AfterDone = reminderKeys(store.Reminders(open, ""))
	}
	b, _ := json.Marshal(seen)
	js.Global().Set("idbLog", string(b))
}

func reminderKeys(groups []store.TableReminders) []string {
	out := []string{}
	for _, g := range groups {
		for _, r := range g.Reminders {
			out = append(out, r.EntryID+"/"+strconv.Itoa(r.Index))
		}
	}
	return out
}
