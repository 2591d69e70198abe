//go:build !wasm

package e2e

import (
	"encoding/json"
	"testing"

	"tableside/app/store"
	"tableside/engine/catalog"
	"tableside/engine/ruling"
)

// CommonOutcome answers a flow's Common path from a start in context c, as a director ruling the
// usual case would, and returns the session and the outcome it reaches. The path may go on past
// the outcome, into its score: those answers are left out.
func CommonOutcome(t testing.TB, flow string, c ruling.Context) (ruling.Session, ruling.Outcome) {
	t.Helper()
	s, err := catalog.Start(flow, c)
	if err != nil {
		t.Fatal(err)
	}
	st, err := catalog.Decide(s)
	for _, a := range catalog.Lookup(flow).Common {
		if err != nil || st.Outcome != nil {
			break
		}
		if s, err = catalog.Answer(s, a); err == nil {
			st, err = catalog.Decide(s)
		}
	}
	if err != nil || st.Outcome == nil {
		t.Fatalf("%s: the Common path reaches no outcome (%v)", flow, err)
	}
	return s, *st.Outcome
}

// LogRecord is an entry as the app stores it in IndexedDB: its id and its JSON text.
type LogRecord struct {
	ID   string `json:"id"`
	JSON string `json:"json"`
}

// NewLogRecord encodes the entry as the app does.
func NewLogRecord(t testing.TB, e store.Entry) LogRecord {
	t.Helper()
	raw, err := store.Encode(e)
	if err != nil {
		t.Fatal(err)
	}
	return LogRecord{e.ID, string(raw)}
}

// fillLogJS stores records in the named IndexedDB database as the app's version 2 did
// (database version 2, stores "rulings" and "sync" keyed by id) and returns how many; the app
// upgrades it to its own version when it opens the log.
const fillLogJS = `(async (name, recs) => {
  const db = await new Promise((ok, ko) => {
    const r = indexedDB.open(name, 2);
    r.onupgradeneeded = () => { for (const s of ["rulings", "sync"]) r.result.createObjectStore(s, {keyPath: "id"}); };
    r.onsuccess = () => ok(r.result);
    r.onerror = () => ko(r.error);
  });
  await new Promise((ok, ko) => {
    const tx = db.transaction("rulings", "readwrite");
    for (const r of recs) tx.objectStore("rulings").put(r);
    tx.oncomplete = ok;
    tx.onerror = () => ko(tx.error);
  });
  db.close();
  return recs.length;
})`

// FillLog puts the records in the ruling log of the page's origin, as if the app had saved them;
// the page must be one of the app's.
func (b *Browser) FillLog(t testing.TB, recs []LogRecord) {
	t.Helper()
	b.FillLogIn(t, "tableside", recs)
}

// FillLogIn is FillLog into the IndexedDB database named db (a test program's own).
func (b *Browser) FillLogIn(t testing.TB, db string, recs []LogRecord) {
	t.Helper()
	js, err := json.Marshal(recs)
	if err != nil {
		t.Fatal(err)
	}
	name, _ := json.Marshal(db)
	var stored int
	b.Eval(t, fillLogJS+"("+string(name)+", "+string(js)+")", &stored)
	if stored != len(recs) {
		t.Fatalf("stored %d rulings in the log, want %d", stored, len(recs))
	}
}
