//go:build wasm

package store

import (
	"bytes"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

const (
	objectStore = "rulings"
	syncStore   = "sync" // the club membership and each entry's sync state (log database version 2)
	logVersion  = 3      // the log database's schema version (3: the indexes of index.go); entries carry their own "v"
	deskStore   = "desk" // in its own database, DeskName
	deskVersion = 1      // the desk database's schema version
)

const (
	boardsStore   = "boards" // in its own database, BoardsName
	boardsVersion = 1        // the boards database's schema version
)

const (
	handsStore   = "handrecords" // in its own database, HandRecordsName
	handsVersion = 1             // the hand records database's schema version
)

// idb is the Backend in the browser. Each record is {id, json}: the entry's JSON text under
// its id, so the bytes read back are the bytes written and Go does all the decoding.
//
// The database is opened on first use, and created only by the first write: reading a log or
// a desk that does not exist yet finds nothing and creates nothing. A page that creates a
// database must finish the upgrade; left in the browser's back/forward cache halfway through
// it (a director reloading or following a link a moment after the first launch), the page
// froze the upgrade, and every later page's open of that database waited behind it for as
// long as the cache kept the page (e2e TestLogExportImport hung on this).
type idb struct {
	name    string
	version int
	stores  []string // the object stores to create; the first is the one Load, LoadOne and Update use
	store   string
	indexed bool // the log: each entry is stored with the keys of its indexes (index.go)

	mu sync.Mutex // held while opening, so that two goroutines share one connection
	db app.Value  // the open connection; nil until then
}

// openWait is how long an open may stay unanswered before the director is told. An open
// answers in milliseconds unless another page holds the database.
const openWait = 10 * time.Second

// Open returns the ruling log kept in the IndexedDB database name. It does no I/O: the
// database is opened by the first read and created by the first write, which block, so call
// the log's methods inside ctx.Async, never from a JS callback or the UI goroutine.
func Open(name string) (*Log, error) {
	b, err := newIDB(name, logVersion, objectStore, syncStore)
	if err != nil {
		return nil, err
	}
	b.indexed = true
	l := NewLog(b)
	l.pause = yieldToPage
	return l, nil
}

// yieldToPage lets the browser run what is waiting (a tap, a frame) before a long read goes on.
// The goroutine waits for a message it posts to a port of its own: with every goroutine parked,
// the Go runtime hands the thread back to the page, and the message comes back as a task behind
// those already queued. A sleep would do the same, but a chain of timers is held to 4 ms each,
// which made a season's reminders show 0.4 s later on a slow phone.
func yieldToPage() {
	p := pagePort()
	done := make(chan struct{})
	p.mu.Lock()
	p.waiting = append(p.waiting, done)
	p.mu.Unlock()
	p.send.Call("postMessage", nil)
	<-done
}

// port is the MessageChannel yieldToPage posts to: each message wakes the longest waiting.
type port struct {
	send    app.Value
	mu      sync.Mutex
	waiting []chan struct{}
}

// pagePort makes the port on first use; it lives as long as the page.
var pagePort = sync.OnceValue(func() *port {
	ch := app.Window().Get("MessageChannel").New()
	p := &port{send: ch.Get("port2")}
	ch.Get("port1").Set("onmessage", app.FuncOf(func(app.Value, []app.Value) any {
		p.mu.Lock()
		defer p.mu.Unlock()
		if len(p.waiting) > 0 {
			close(p.waiting[0])
			p.waiting = p.waiting[1:]
		}
		return nil
	}))
	return p
})

// OpenDesk returns the front desk's database (DeskName): the club's policies and the
// director's PIN, kept with the log's rules in a database of their own. Like Open, it does no
// I/O itself.
func OpenDesk(name string) (*Desk, error) {
	b, err := newIDB(name, deskVersion, deskStore)
	if err != nil {
		return nil, err
	}
	return NewDesk(b), nil
}

// OpenBoards returns the boards in progress, kept in their own database (BoardsName). Like
// Open, it does no I/O itself.
func OpenBoards(name string) (*Boards, error) {
	b, err := newIDB(name, boardsVersion, boardsStore)
	if err != nil {
		return nil, err
	}
	return NewBoards(b), nil
}

// OpenHandRecords returns the storage of the sessions' hand records, kept in their own
// database (hands.Name); app/store/hands reads and writes them. Like Open, it does no I/O itself.
func OpenHandRecords(name string) (Backend, error) {
	return newIDB(name, handsVersion, handsStore)
}

func newIDB(name string, version int, stores ...string) (*idb, error) {
	err := catch(func() error {
		if !app.Window().Get("indexedDB").Truthy() {
			return errors.New("this browser cannot store the ruling log (no IndexedDB): rulings will not be saved")
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return &idb{name: name, version: version, stores: stores, store: stores[0]}, nil
}

// conn returns the open database. When create is false and the database does not exist yet,
// it returns nil and no error: there is nothing to read.
func (b *idb) conn(create bool) (app.Value, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.db != nil {
		return b.db, nil
	}
	if !create && !b.exists() {
		return nil, nil
	}
	db, err := b.open()
	if err != nil {
		return nil, err
	}
	b.db = db
	return db, nil
}

// exists asks the browser whether the database has been created. A browser that cannot say
// (no indexedDB.databases, or it fails) is answered by opening the database, as before there
// was this check.
func (b *idb) exists() bool {
	found := true
	_ = catch(func() error {
		factory := app.Window().Get("indexedDB")
		if factory.Get("databases").Type() != app.TypeFunction {
			return nil
		}
		list, err := awaitPromise(factory.Call("databases"))
		if err != nil {
			return err
		}
		found = false
		for i := range list.Length() {
			if list.Index(i).Get("name").String() == b.name {
				found = true
			}
		}
		return nil
	})
	return found
}

// open opens the database, creating it or upgrading its schema when needed.
func (b *idb) open() (app.Value, error) {
	var db app.Value
	err := catch(func() error {
		req := app.Window().Get("indexedDB").Call("open", b.name, b.version)
		var upgrading atomic.Bool
		var rekeyed app.Func // the log's rebuild of its index keys, released once the open is done
		upgrade := app.FuncOf(func(app.Value, []app.Value) any {
			upgrading.Store(true)
			db := req.Get("result")
			// From nothing, or from an earlier version (the log's 1: rulings only): create
			// what is missing.
			for _, name := range b.stores {
				if !db.Get("objectStoreNames").Call("contains", name).Bool() {
					db.Call("createObjectStore", name, map[string]any{"keyPath": "id"})
				}
			}
			if b.indexed {
				rekeyed = b.buildIndexes(req.Get("transaction"))
			}
			return nil
		})
		if err := awaitOpen(req, upgrade, &upgrading); err != nil {
			return err
		}
		if rekeyed != nil {
			rekeyed.Release()
		}
		db = req.Get("result")
		// A newer app in another tab must be able to upgrade the schema: let go of the database.
		// This one callback lives as long as the page, so it is never released.
		db.Set("onversionchange", app.FuncOf(func(app.Value, []app.Value) any {
			db.Call("close")
			return nil
		}))
		return nil
	})
	return db, err
}

// buildIndexes, inside the upgrade's transaction, creates the log's indexes that are missing
// and writes every stored entry again with its keys (index.go), worked out by this version of
// the app: an upgrade from a log saved before the indexes, or from one whose keys an older
// version worked out. It returns the callback that does the writing, to release.
func (b *idb) buildIndexes(tx app.Value) app.Func {
	st := tx.Call("objectStore", b.store)
	for _, name := range logIndexes {
		if !st.Get("indexNames").Call("contains", name).Bool() {
			st.Call("createIndex", name, name)
		}
	}
	all := st.Call("getAll")
	f := app.FuncOf(func(app.Value, []app.Value) any {
		recs := all.Get("result")
		for i := range recs.Length() {
			v := recs.Index(i)
			if v.Type() == app.TypeObject && v.Get("json").Type() == app.TypeString {
				id := keyOf(v)
				st.Call("put", b.record(id, jsonOf(v)))
				continue
			}
			// A record of another shape (a newer app's, or written by hand) is kept as it is,
			// marked unreadable so that the log lists it.
			v.Set(indexBad, 1)
			st.Call("put", v)
		}
		return nil
	})
	all.Set("onsuccess", f)
	return f
}

// record is what the log stores for an entry: its JSON text under its id and, in the log, the
// keys of the indexes it belongs to (none in the other databases).
func (b *idb) record(id string, raw []byte) map[string]any {
	rec := map[string]any{"id": id, "json": string(raw)}
	if !b.indexed {
		return rec
	}
	k := keysOf(id, raw)
	if k.Open {
		rec[indexOpen] = 1
	}
	if k.Order != "" {
		rec[indexOrder] = k.Order
	}
	if k.Bad {
		rec[indexBad] = 1
	}
	return rec
}

// awaitOpen waits for an open request, at most openWait. A request still pending then is
// left to finish on its own and close what it opens, so that it holds nothing; the next use
// of the database asks again. An upgrade under way (upgrading) is this page's own work, the
// log's keys written again over a season: it is waited for however long it takes.
func awaitOpen(req app.Value, upgrade app.Func, upgrading *atomic.Bool) error {
	done := make(chan error, 1)
	var ok, fail app.Func
	late := false // Go runs on one thread in a browser: the callbacks never run while this is set
	release := func() { ok.Release(); fail.Release(); upgrade.Release() }
	ok = app.FuncOf(func(app.Value, []app.Value) any {
		if late {
			_ = catch(func() error { req.Get("result").Call("close"); return nil })
			release()
			return nil
		}
		done <- nil
		return nil
	})
	fail = app.FuncOf(func(app.Value, []app.Value) any {
		if late {
			release()
			return nil
		}
		done <- domError("open", req.Get("error"))
		return nil
	})
	req.Set("onupgradeneeded", upgrade)
	req.Set("onsuccess", ok)
	req.Set("onerror", fail)
	for {
		select {
		case err := <-done:
			release()
			return err
		case <-time.After(openWait):
			if upgrading.Load() {
				continue
			}
			late = true
			return ErrStorageBusy
		}
	}
}

func (b *idb) Load() ([]Raw, error)     { return b.loadAll(b.store) }
func (b *idb) LoadSync() ([]Raw, error) { return b.loadAll(syncStore) }

func (b *idb) loadAll(store string) ([]Raw, error) {
	var out []Raw
	err := catch(func() error {
		db, err := b.conn(false)
		if err != nil || db == nil {
			return err
		}
		tx := db.Call("transaction", store, "readonly")
		req := tx.Call("objectStore", store).Call("getAll")
		if err := await(req, "read"); err != nil {
			return err
		}
		all := req.Get("result")
		pace := newPacer(yieldToPage) // a season's log is thousands of JS calls: let a tap in between
		for i := range all.Length() {
			v := all.Index(i)
			out = append(out, Raw{ID: keyOf(v), JSON: jsonOf(v)})
			pace.tick()
		}
		return nil
	})
	return out, err
}

// LoadMarked reads the records of one of the log's indexes (index.go).
func (b *idb) LoadMarked(index string) ([]Raw, error) {
	var out []Raw
	err := catch(func() error {
		db, err := b.conn(false)
		if err != nil || db == nil {
			return err
		}
		tx := db.Call("transaction", b.store, "readonly")
		req := tx.Call("objectStore", b.store).Call("index", index).Call("getAll")
		if err := awaitTx(tx); err != nil {
			return err
		}
		out = raws(req.Get("result"), -1)
		return nil
	})
	return out, err
}

// LoadNewest reads the log's first n live readable entries in its display order through the
// order index, a range at a time (orderRanges), and counts them all. Every request is issued
// before the wait, and the transaction's end is what is waited for: a request's success,
// dispatched while Go waited for another, would be missed.
func (b *idb) LoadNewest(today string, n int) ([]Raw, int, error) {
	var out []Raw
	total := 0
	err := catch(func() error {
		db, err := b.conn(false)
		if err != nil || db == nil {
			return err
		}
		tx := db.Call("transaction", b.store, "readonly")
		idx := tx.Call("objectStore", b.store).Call("index", indexOrder)
		count := idx.Call("count")
		var reqs []app.Value
		if n > 0 { // a count of 0 would read them all
			for _, r := range orderRanges(today) {
				reqs = append(reqs, idx.Call("getAll", keyRange(r), n))
			}
		}
		if err := awaitTx(tx); err != nil {
			return err
		}
		total = count.Get("result").Int()
		for _, req := range reqs {
			out = append(out, raws(req.Get("result"), n-len(out))...)
		}
		return nil
	})
	return out, total, err
}

// keyRange is the IDBKeyRange of r.
func keyRange(r orderRange) app.Value {
	kr := app.Window().Get("IDBKeyRange")
	switch {
	case r.From != "" && r.To != "":
		return kr.Call("bound", r.From, r.To, r.FromOpen, r.ToOpen)
	case r.From != "":
		return kr.Call("lowerBound", r.From, r.FromOpen)
	case r.To != "":
		return kr.Call("upperBound", r.To, r.ToOpen)
	}
	return app.Null()
}

// raws reads at most n records of an array of them (all of them when n is negative).
func raws(all app.Value, n int) []Raw {
	if n < 0 {
		n = all.Length()
	}
	var out []Raw
	for i := range min(n, all.Length()) {
		v := all.Index(i)
		out = append(out, Raw{ID: keyOf(v), JSON: jsonOf(v)})
	}
	return out
}

func (b *idb) LoadOne(id string) ([]byte, error) {
	var raw []byte
	err := catch(func() error {
		db, err := b.conn(false)
		if err != nil || db == nil {
			return err
		}
		tx := db.Call("transaction", b.store, "readonly")
		req := tx.Call("objectStore", b.store).Call("get", id)
		if err := await(req, "read"); err != nil {
			return err
		}
		raw = jsonOf(req.Get("result"))
		return nil
	})
	return raw, err
}

// Update issues every request before it waits, and writes from inside the get callbacks:
// an IndexedDB transaction commits as soon as Go yields to the event loop with nothing
// pending, so no other goroutine may be awaited in between.
func (b *idb) Update(ids []string, fn func(id string, old []byte) ([]byte, error)) error {
	if len(ids) == 0 {
		return nil
	}
	var fnErr error // set by a callback before the abort it causes, read after the abort
	return catch(func() error {
		db, err := b.conn(true)
		if err != nil {
			return err
		}
		tx := db.Call("transaction", b.store, "readwrite", map[string]any{"durability": "strict"})
		st := tx.Call("objectStore", b.store)
		var funcs []app.Func
		defer func() {
			for _, f := range funcs {
				f.Release()
			}
		}()
		for _, id := range ids {
			req := st.Call("get", id)
			f := app.FuncOf(func(app.Value, []app.Value) any {
				if fnErr != nil {
					return nil
				}
				// A panic here would kill the app: turn it into an abort with its reason.
				fnErr = catch(func() error {
					old := jsonOf(req.Get("result"))
					raw, err := fn(id, old)
					switch {
					case err != nil:
						return err
					case raw == nil && old != nil:
						st.Call("delete", id)
					case raw != nil && !bytes.Equal(raw, old):
						st.Call("put", b.record(id, raw))
					}
					return nil
				})
				if fnErr != nil {
					_ = catch(func() error { tx.Call("abort"); return nil }) // already ending is fine
				}
				return nil
			})
			funcs = append(funcs, f)
			req.Set("onsuccess", f)
		}
		err = awaitTx(tx)
		if fnErr != nil {
			return fnErr
		}
		return err
	})
}

// UpdateAll issues every get before it waits; the last get's callback runs fn and issues
// the writes, all inside the transaction (see Update).
func (b *idb) UpdateAll(ids, syncKeys []string, fn func(entries, sync map[string][]byte) (map[string][]byte, map[string][]byte, error)) error {
	var fnErr error
	return catch(func() error {
		db, err := b.conn(true)
		if err != nil {
			return err
		}
		stores := []any{objectStore, syncStore}
		tx := db.Call("transaction", stores, "readwrite", map[string]any{"durability": "strict"})
		st := map[string]app.Value{objectStore: tx.Call("objectStore", objectStore), syncStore: tx.Call("objectStore", syncStore)}
		found := map[string]map[string][]byte{objectStore: {}, syncStore: {}}
		pending := len(ids) + len(syncKeys)
		var funcs []app.Func
		defer func() {
			for _, f := range funcs {
				f.Release()
			}
		}()
		write := func() {
			fnErr = catch(func() error {
				entries, syncs, err := fn(found[objectStore], found[syncStore])
				if err != nil {
					return err
				}
				for name, changes := range map[string]map[string][]byte{objectStore: entries, syncStore: syncs} {
					for key, raw := range changes {
						if raw == nil {
							st[name].Call("delete", key)
						} else {
							rec := map[string]any{"id": key, "json": string(raw)}
							if name == objectStore {
								rec = b.record(key, raw)
							}
							st[name].Call("put", rec)
						}
					}
				}
				return nil
			})
			if fnErr != nil {
				_ = catch(func() error { tx.Call("abort"); return nil })
			}
		}
		if pending == 0 {
			write() // still inside the transaction's first task: it is active
		}
		for name, keys := range map[string][]string{objectStore: ids, syncStore: syncKeys} {
			for _, key := range keys {
				req := st[name].Call("get", key)
				f := app.FuncOf(func(app.Value, []app.Value) any {
					if raw := jsonOf(req.Get("result")); raw != nil {
						found[name][key] = raw
					}
					if pending--; pending == 0 {
						write()
					}
					return nil
				})
				funcs = append(funcs, f)
				req.Set("onsuccess", f)
			}
		}
		err = awaitTx(tx)
		if fnErr != nil {
			return fnErr
		}
		return err
	})
}

func (b *idb) Persist() (bool, error)   { return storageAsk("persist") }
func (b *idb) Persisted() (bool, error) { return storageAsk("persisted") }

// storageAsk calls navigator.storage.persist() or .persisted() and waits for the promise.
func storageAsk(method string) (bool, error) {
	var granted bool
	err := catch(func() error {
		sm := app.Window().Get("navigator").Get("storage")
		if !sm.Truthy() || sm.Get(method).Type() != app.TypeFunction {
			return errors.New("this browser cannot keep storage persistent (navigator.storage is missing; it needs HTTPS)")
		}
		v, err := awaitPromise(sm.Call(method))
		if err != nil {
			return fmt.Errorf("the browser refused to say whether storage is persistent: %w", err)
		}
		granted = v != nil && v.Truthy()
		return nil
	})
	return granted, err
}

// awaitPromise waits for a promise and returns what it resolves to, or its rejection's reason.
// A promise settles once, so after either callback runs both can be released.
func awaitPromise(p app.Value) (app.Value, error) {
	type settled struct {
		v   app.Value
		err error
	}
	done := make(chan settled, 1)
	ok := app.FuncOf(func(_ app.Value, args []app.Value) any {
		var v app.Value
		if len(args) > 0 {
			v = args[0]
		}
		done <- settled{v: v}
		return nil
	})
	fail := app.FuncOf(func(_ app.Value, args []app.Value) any {
		done <- settled{err: errors.New(describe(args))}
		return nil
	})
	defer ok.Release()
	defer fail.Release()
	p.Call("then", ok, fail)
	r := <-done
	return r.v, r.err
}

// await waits for an IDBRequest's success or error event.
func await(req app.Value, op string) error {
	done := make(chan error, 1)
	ok := app.FuncOf(func(app.Value, []app.Value) any { done <- nil; return nil })
	fail := app.FuncOf(func(app.Value, []app.Value) any { done <- domError(op, req.Get("error")); return nil })
	defer ok.Release()
	defer fail.Release()
	req.Set("onsuccess", ok)
	req.Set("onerror", fail)
	return <-done
}

// awaitTx waits for a transaction's complete or abort, the last event it fires; its error
// events are not listened to, since an error unprevented always ends in abort.
func awaitTx(tx app.Value) error {
	done := make(chan error, 1)
	complete := app.FuncOf(func(app.Value, []app.Value) any { done <- nil; return nil })
	abort := app.FuncOf(func(app.Value, []app.Value) any {
		done <- domError("", tx.Get("error"))
		return nil
	})
	defer complete.Release()
	defer abort.Release()
	tx.Set("oncomplete", complete)
	tx.Set("onabort", abort)
	return <-done
}

// domError turns a DOMException (or null, for an explicit abort) into a StorageError.
func domError(op string, e app.Value) error {
	if !e.Truthy() {
		return &StorageError{Op: op, Name: "AbortError", Message: "the change was cancelled"}
	}
	return &StorageError{Op: op, Name: e.Get("name").String(), Message: e.Get("message").String()}
}

// keyOf reads a stored record's id.
func keyOf(v app.Value) string {
	if v.Type() != app.TypeObject {
		return ""
	}
	if id := v.Get("id"); id.Type() == app.TypeString {
		return id.String()
	}
	return ""
}

// jsonOf reads a stored record's JSON text; nil for no record. A record of another shape
// (written by a newer app, or by hand) comes back as its whole JSON, so it surfaces as
// unreadable instead of vanishing.
func jsonOf(v app.Value) []byte {
	if v.IsUndefined() || v.IsNull() {
		return nil
	}
	if v.Type() != app.TypeObject {
		return []byte(app.Window().Get("JSON").Call("stringify", v).String())
	}
	if j := v.Get("json"); j.Type() == app.TypeString {
		return []byte(j.String())
	}
	return []byte(app.Window().Get("JSON").Call("stringify", v).String())
}

// describe renders a promise's rejection reason.
func describe(args []app.Value) string {
	if len(args) == 0 {
		return "no reason given"
	}
	return args[0].Call("toString").String()
}

// catch runs f and turns a JavaScript exception (a panic in syscall/js) into an error, e.g.
// InvalidStateError once another tab's newer app has closed the database.
func catch(f func() error) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = &StorageError{Name: "Error", Message: fmt.Sprint(r) + " (reload the app)"}
		}
	}()
	return f()
}
