package store

import (
	"bytes"
	"fmt"
	"strings"
	"sync"
	"time"

	"tableside/engine/sortby"
)

// Raw is one stored record: its key and its bytes.
type Raw struct {
	ID   string
	JSON []byte
}

// Backend is where the bytes live: IndexedDB in the browser, Memory in tests. Its calls block.
type Backend interface {
	// Load returns every record, in any order.
	Load() ([]Raw, error)
	// LoadOne returns one record's bytes, or nil when there is none.
	LoadOne(id string) ([]byte, error)
	// Update runs fn on each id's current bytes (nil when absent) inside one read-write
	// transaction with strict durability, and stores what fn returns: nil deletes, the same
	// bytes write nothing. An error from fn aborts the whole transaction. Update returns only
	// once the transaction has completed, or with the reason it did not.
	Update(ids []string, fn func(id string, old []byte) ([]byte, error)) error
	// Persist asks the browser not to evict the app's storage and reports whether it agreed.
	Persist() (bool, error)
	// Persisted reports whether the storage is already persistent.
	Persisted() (bool, error)

	// LoadMarked returns the records of the log's index named index (indexOpen, indexBad), in
	// any order: only those, without reading the rest (index.go).
	LoadMarked(index string) ([]Raw, error)
	// LoadNewest returns up to n live readable records in the log's display order, today's
	// session first (orderRanges), and how many live readable records the log holds in all.
	LoadNewest(today string, n int) ([]Raw, int, error)

	// LoadSync returns every record of the second store, which keeps the club membership
	// and each entry's sync state (sync.go), in any order.
	LoadSync() ([]Raw, error)
	// UpdateAll runs fn once over the current bytes of the given entry ids and sync keys
	// (absent ones are left out of the maps), inside one read-write transaction across both
	// stores with strict durability, and stores what fn returns: per key, nil deletes and
	// other bytes are written; keys fn leaves out are not touched. fn must not block. An
	// error from fn aborts the whole transaction. UpdateAll returns once it has completed.
	UpdateAll(ids, syncKeys []string, fn func(entries, sync map[string][]byte) (map[string][]byte, map[string][]byte, error)) error
}

// Log is the ruling log.
type Log struct {
	b        Backend
	onChange func()

	// pause, when set, is called between records while All decodes for longer than
	// readSlice (pacer): in the browser decoding runs on the page's only thread, and a season's log
	// (a thousand rulings) took a second of it on a slow phone, so a tap waited that long.
	pause func()

	mu   sync.Mutex
	read map[string]Record // what All decoded last, by id: bytes unchanged since are not decoded again
}

// readSlice is how long a read of the whole log works before it pauses (when it has a pause).
var readSlice = 8 * time.Millisecond // a var so tests can pause after every record

// pacer calls pause (when there is one) each time work has gone on for readSlice since the
// last pause: call tick between two pieces of the work.
type pacer struct {
	pause func()
	lap   time.Time
}

func newPacer(pause func()) *pacer { return &pacer{pause: pause, lap: time.Now()} }

func (p *pacer) tick() {
	if p.pause != nil && time.Since(p.lap) > readSlice {
		p.pause()
		p.lap = time.Now()
	}
}

// NewLog returns the log kept in b.
func NewLog(b Backend) *Log { return &Log{b: b} }

// OnChange sets f to run after each change the app makes to the log (a save, an edit, a
// delete, an import), once the change has completed: the sync uses it to share the change
// soon. f must return at once. Changes pulled from the club do not call it.
func (l *Log) OnChange(f func()) { l.onChange = f }

// changed calls the OnChange function after a write that succeeded.
func (l *Log) changed(err error) error {
	if err == nil && l.onChange != nil {
		l.onChange()
	}
	return err
}

// Put saves the entries in one transaction: all of them or, with an error, none. It never
// overwrites a stored record it cannot read.
func (l *Log) Put(entries ...Entry) error {
	enc := make(map[string][]byte, len(entries))
	ids := make([]string, 0, len(entries))
	for _, e := range entries {
		raw, err := Encode(e)
		if err != nil {
			return err
		}
		if _, dup := enc[e.ID]; !dup {
			ids = append(ids, e.ID)
		}
		enc[e.ID] = raw
	}
	err := l.b.Update(ids, func(id string, old []byte) ([]byte, error) {
		if old != nil {
			if r := Decode(id, old); !r.OK() {
				return nil, fmt.Errorf("ruling %s was not saved over a stored entry: %w", id, r.Err)
			}
		}
		return enc[id], nil
	})
	return l.changed(during("save", err))
}

// Get returns one record; ErrNotFound when the log does not hold the id.
func (l *Log) Get(id string) (Record, error) {
	raw, err := l.b.LoadOne(id)
	if err != nil {
		return Record{}, during("read", err)
	}
	if raw == nil {
		return Record{}, fmt.Errorf("ruling %s: %w", id, ErrNotFound)
	}
	return Decode(id, raw), nil
}

// All returns every record, deleted and unreadable ones included, ordered by id. List orders
// and filters them for display.
//
// A record whose stored bytes are the same as at the last call is not decoded again: home,
// the log and the front desk each read the whole log whenever they open, and decoding is
// nearly all of a read. So records from different calls share memory: never change an entry
// in place (Entry's methods return a changed copy).
func (l *Log) All() ([]Record, error) {
	raws, err := l.b.Load()
	if err != nil {
		return nil, during("read", err)
	}
	l.mu.Lock()
	last := l.read
	l.mu.Unlock()
	read := make(map[string]Record, len(raws))
	out := make([]Record, 0, len(raws))
	pace := newPacer(l.pause)
	for _, r := range raws {
		rec, ok := last[r.ID]
		if !ok || !bytes.Equal(rec.Raw, r.JSON) {
			rec = Decode(r.ID, r.JSON)
			pace.tick()
		}
		read[r.ID] = rec
		out = append(out, rec)
	}
	l.mu.Lock()
	l.read = read
	l.mu.Unlock()
	sortby.Func(out, func(a, b Record) int { return strings.Compare(a.ID, b.ID) })
	return out, nil
}

// WithOpenFollowUps returns the live entries with a follow-up not marked done, ordered by id,
// and reads only those: home's reminders cost the same with a season's log as with an empty
// one. A follow-up the recorded choice made moot is among them: Reminders, through Entry.Open,
// leaves it out.
func (l *Log) WithOpenFollowUps() ([]Record, error) {
	raws, err := l.b.LoadMarked(indexOpen)
	if err != nil {
		return nil, during("read", err)
	}
	return decodeAll(raws), nil
}

// Page is the start of the log as the log page lists it first.
type Page struct {
	Records []Record // the newest live readable entries in display order, then every unreadable record by id
	Total   int      // how many live readable entries the log holds in all
}

// Newest reads the first n live readable entries of the log in its display order (List's,
// with today's session first), and every unreadable record, without reading the rest.
func (l *Log) Newest(today string, n int) (Page, error) {
	raws, total, err := l.b.LoadNewest(today, n)
	if err != nil {
		return Page{}, during("read", err)
	}
	bad, err := l.b.LoadMarked(indexBad)
	if err != nil {
		return Page{}, during("read", err)
	}
	badRecs := decodeAll(bad)
	sortby.Func(badRecs, func(a, b Record) int { return strings.Compare(a.ID, b.ID) })
	return Page{Records: append(decodeAll(raws), badRecs...), Total: total}, nil
}

// decodeAll decodes records in the order given.
func decodeAll(raws []Raw) []Record {
	out := make([]Record, 0, len(raws))
	for _, r := range raws {
		out = append(out, Decode(r.ID, r.JSON))
	}
	return out
}

// Delete moves the entry to the bin at the given time. Deleting a deleted entry keeps its
// first deletion time. Updated is left alone, so Undelete is an exact undo.
func (l *Log) Delete(id string, at time.Time) error {
	return l.changed(during("delete", l.edit(id, func(e *Entry) {
		if e.Deleted.IsZero() {
			e.Deleted = at
		}
	})))
}

// Undelete takes the entry out of the bin: the undo of Delete.
func (l *Log) Undelete(id string) error {
	return l.changed(during("restore", l.edit(id, func(e *Entry) { e.Deleted = time.Time{} })))
}

// edit changes one readable entry inside a single transaction.
func (l *Log) edit(id string, change func(*Entry)) error {
	return l.b.Update([]string{id}, func(id string, old []byte) ([]byte, error) {
		if old == nil {
			return nil, fmt.Errorf("ruling %s: %w", id, ErrNotFound)
		}
		r := Decode(id, old)
		if !r.OK() {
			return nil, r.Err
		}
		change(&r.Entry)
		return Encode(r.Entry)
	})
}

// Purge removes for good the entries deleted before the cutoff, which frees their space, and
// reports how many. Readable entries only: an unreadable one is never removed by the app.
func (l *Log) Purge(deletedBefore time.Time) (int, error) {
	all, err := l.All()
	if err != nil {
		return 0, err
	}
	var ids []string
	for _, r := range all {
		if r.OK() && r.Entry.IsDeleted() && r.Entry.Deleted.Before(deletedBefore) {
			ids = append(ids, r.ID)
		}
	}
	n := 0
	err = l.b.Update(ids, func(id string, old []byte) ([]byte, error) {
		// Checked again inside the transaction: the entry may have been restored meanwhile.
		if r := Decode(id, old); old == nil || !r.OK() || !r.Entry.IsDeleted() || !r.Entry.Deleted.Before(deletedBefore) {
			return old, nil
		}
		n++
		return nil, nil
	})
	if err != nil {
		return 0, during("purge", err)
	}
	return n, nil
}

// Persist asks the browser to keep the log even under storage pressure (navigator.storage.persist)
// and reports whether it agreed. Call it once the director has saved a first ruling, or from
// settings: browsers grant it more readily to an installed or much-used app.
func (l *Log) Persist() (bool, error) { return l.b.Persist() }

// Persisted reports whether the browser has agreed to keep the log, for the settings page.
func (l *Log) Persisted() (bool, error) { return l.b.Persisted() }
