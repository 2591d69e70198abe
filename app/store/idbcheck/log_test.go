//go:build !wasm

package main

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"testing"
	"time"

	"tableside/app/store"
	"tableside/e2e"
	"tableside/engine/catalog"
	"tableside/engine/ruling"
)

// These mirror log_wasm.go, which runs in the browser.
const (
	logDB    = "tableside-log-check"
	logToday = "2025-03-14"
	logPage  = 25
)

// oldLog is a log as the app's version 2 stored it: sixty rulings of every flow over six
// sessions, the follow-ups of all but the last two sessions done, one ruling deleted, one a
// newer app wrote and one damaged.
func oldLog(t *testing.T) ([]e2e.LogRecord, []store.Record) {
	flows := catalog.Flows()
	today, err := time.Parse(store.DateLayout, logToday)
	if err != nil {
		t.Fatal(err)
	}
	var recs []e2e.LogRecord
	var decoded []store.Record
	for i := range 60 {
		s, o := e2e.CommonOutcome(t, flows[i%len(flows)].ID, ruling.Context{Table: 1 + i%7, Board: 1 + i%27})
		day := today.AddDate(0, 0, -7*(i/10)).Add(19*time.Hour + time.Duration(i)*time.Minute)
		e, err := store.NewEntry(fmt.Sprintf("old-%02d", i), day, store.Place{SessionDate: store.Day(day)}, s, o)
		if err != nil {
			t.Fatal(err)
		}
		if i >= 20 {
			for _, j := range e.Open() {
				e, _ = e.Resolve(j, true, day)
			}
		}
		if i == 3 {
			e.Deleted = day
		}
		rec := e2e.NewLogRecord(t, e)
		recs = append(recs, rec)
		decoded = append(decoded, store.Decode(rec.ID, []byte(rec.JSON)))
	}
	for _, raw := range []e2e.LogRecord{{ID: "newer", JSON: `{"v":99,"id":"newer"}`}, {ID: "damaged", JSON: `{"v":1,`}} {
		recs = append(recs, raw)
		decoded = append(decoded, store.Decode(raw.ID, []byte(raw.JSON)))
	}
	return recs, decoded
}

// readLogJS reads the database back as it is stored: its version, its indexes and each record's JSON.
const readLogJS = `(name) => new Promise((ok, ko) => {
  const r = indexedDB.open(name);
  r.onerror = () => ko(r.error);
  r.onsuccess = () => { const db = r.result; const st = db.transaction("rulings").objectStore("rulings");
    const all = st.getAll();
    all.onsuccess = () => { ok({Version: db.version, Indexes: [...st.indexNames].sort(),
      JSON: Object.fromEntries(all.result.map(x => [x.id, typeof x.json === "string" ? x.json : "(not text)"]))}); db.close(); }; };
})`

// TestLogUpgradeToIndexesInIndexedDB: a log saved by the app's version 2 opens in the browser's
// real IndexedDB, is upgraded to version 3 with its indexes, keeps every ruling byte for byte,
// and shows the same reminders and first page through the indexes as from the whole log; a
// follow-up marked done afterwards leaves the reminders.
func TestLogUpgradeToIndexesInIndexedDB(t *testing.T) {
	srv, b := serveCheck(t)
	defer srv.Close()
	recs, decoded := oldLog(t)
	if err := b.Run(t, 30*time.Second, navigate(srv.URL+"/")); err != nil {
		t.Fatal(err)
	}
	b.FillLogIn(t, logDB, recs) // as the app's version 2 stored them

	if err := b.Run(t, 30*time.Second, navigate(srv.URL+"/?phase=log")); err != nil {
		t.Fatal(err)
	}
	b.Eval(t, `window.run(), true`, new(bool))
	if err := b.WaitTrue(t, `!!(window.idbCheck && window.idbCheck.done)`, 60*time.Second); err != nil {
		t.Fatalf("the log phase never finished: %v", err)
	}
	var failures []string
	b.Eval(t, `window.idbCheck.failures || []`, &failures)
	for _, f := range failures {
		t.Errorf("in the browser: %s", f)
	}
	var seenJSON string
	b.Eval(t, `window.idbLog || ""`, &seenJSON)
	var seen struct {
		Records   int
		Reminders []string
		Page      []string
		Total     int
		AfterDone []string
	}
	if err := json.Unmarshal([]byte(seenJSON), &seen); err != nil {
		t.Fatalf("what the browser saw: %v (%q)", err, seenJSON)
	}

	var wantReminders []string
	for _, g := range store.Reminders(decoded, "") {
		for _, r := range g.Reminders {
			wantReminders = append(wantReminders, r.EntryID+"/"+strconv.Itoa(r.Index))
		}
	}
	if len(wantReminders) < 2 {
		t.Fatalf("the old log has %d open follow-ups: the check needs some", len(wantReminders))
	}
	if !slices.Equal(seen.Reminders, wantReminders) {
		t.Errorf("home's reminders after the upgrade %v, want %v", seen.Reminders, wantReminders)
	}
	if !slices.Equal(seen.AfterDone, wantReminders[1:]) {
		t.Errorf("after marking %s done: %v, want %v", wantReminders[0], seen.AfterDone, wantReminders[1:])
	}
	var wantPage, bad []string
	live := 0
	for _, r := range store.List(decoded, store.Filter{}, logToday) {
		switch {
		case !r.OK():
			bad = append(bad, r.ID)
		case len(wantPage) < logPage:
			wantPage = append(wantPage, r.ID)
		}
		if r.OK() {
			live++
		}
	}
	if wantPage = append(wantPage, bad...); !slices.Equal(seen.Page, wantPage) {
		t.Errorf("the log's first page after the upgrade %v, want %v", seen.Page, wantPage)
	}
	if seen.Total != live || seen.Records != len(recs) {
		t.Errorf("after the upgrade: %d records, %d live readable; want %d and %d", seen.Records, seen.Total, len(recs), live)
	}

	var after struct {
		Version int
		Indexes []string
		JSON    map[string]string
	}
	b.Eval(t, fmt.Sprintf("(%s)(%q)", readLogJS, logDB), &after)
	if after.Version != 3 || !slices.Equal(after.Indexes, []string{"bad", "open", "order"}) {
		t.Errorf("the log database afterwards: version %d, indexes %v; want 3 with bad, open, order", after.Version, after.Indexes)
	}
	resolved := wantReminders[0][:len("old-00")]
	for _, r := range recs {
		if got, ok := after.JSON[r.ID]; !ok || got != r.JSON && r.ID != resolved {
			t.Errorf("ruling %s after the upgrade: %.80q, want it unchanged", r.ID, got)
		}
	}
}
