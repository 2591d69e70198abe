//go:build wasm

package store

import (
	"bytes"
	"errors"
	"fmt"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

const (
	objectStore = "rulings"
	syncStore   = "sync" // the club membership and each entry's sync state (log database version 2)
	logVersion  = 2      // the log database's schema version; entries carry their own "v"
	deskStore   = "desk" // in its own database, DeskName
	deskVersion = 1      // the desk database's schema version
)

// idb is the Backend in the browser. Each record is {id, json}: the entry's JSON text under
// its id, so the bytes read back are the bytes written and Go does all the decoding.
type idb struct {
	db    app.Value
	store string // the object store: objectStore, or deskStore in the desk's database
}

// Open opens (creating on first use) the IndexedDB database holding the ruling log. It blocks:
// call it inside ctx.Async, never from a JS callback or the UI goroutine.
func Open(name string) (*Log, error) {
	b, err := openIDB(name, logVersion, objectStore, syncStore)
	if err != nil {
		return nil, err
	}
	return NewLog(b), nil
}

// OpenDesk opens the front desk's database (DeskName): the club's policies and the director's
// PIN, kept with the log's rules in a database of their own. It blocks, like Open.
func OpenDesk(name string) (*Desk, error) {
	b, err := openIDB(name, deskVersion, deskStore)
	if err != nil {
		return nil, err
	}
	return NewDesk(b), nil
}

// openIDB opens a database whose object stores hold {id, json} records; the first is the one
// Load, LoadOne and Update work on.
func openIDB(name string, version int, stores ...string) (*idb, error) {
	var b *idb
	err := catch(func() error {
		factory := app.Window().Get("indexedDB")
		if !factory.Truthy() {
			return errors.New("this browser cannot store the ruling log (no IndexedDB): rulings will not be saved")
		}
		req := factory.Call("open", name, version)
		upgrade := app.FuncOf(func(app.Value, []app.Value) any {
			db := req.Get("result")
			// From nothing, or from an earlier version (the log's 1: rulings only): create
			// what is missing.
			for _, name := range stores {
				if !db.Get("objectStoreNames").Call("contains", name).Bool() {
					db.Call("createObjectStore", name, map[string]any{"keyPath": "id"})
				}
			}
			return nil
		})
		defer upgrade.Release()
		req.Set("onupgradeneeded", upgrade)
		if err := await(req, "open"); err != nil {
			return err
		}
		db := req.Get("result")
		// A newer app in another tab must be able to upgrade the schema: let go of the database.
		// This one callback lives as long as the page, so it is never released.
		db.Set("onversionchange", app.FuncOf(func(app.Value, []app.Value) any {
			db.Call("close")
			return nil
		}))
		b = &idb{db: db, store: stores[0]}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return b, nil
}

func (b *idb) Load() ([]Raw, error)     { return b.loadAll(b.store) }
func (b *idb) LoadSync() ([]Raw, error) { return b.loadAll(syncStore) }

func (b *idb) loadAll(store string) ([]Raw, error) {
	var out []Raw
	err := catch(func() error {
		tx := b.db.Call("transaction", store, "readonly")
		req := tx.Call("objectStore", store).Call("getAll")
		if err := await(req, "read"); err != nil {
			return err
		}
		all := req.Get("result")
		for i := range all.Length() {
			v := all.Index(i)
			out = append(out, Raw{ID: keyOf(v), JSON: jsonOf(v)})
		}
		return nil
	})
	return out, err
}

func (b *idb) LoadOne(id string) ([]byte, error) {
	var raw []byte
	err := catch(func() error {
		tx := b.db.Call("transaction", b.store, "readonly")
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
		tx := b.db.Call("transaction", b.store, "readwrite", map[string]any{"durability": "strict"})
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
						st.Call("put", map[string]any{"id": id, "json": string(raw)})
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
		err := awaitTx(tx)
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
		stores := []any{objectStore, syncStore}
		tx := b.db.Call("transaction", stores, "readwrite", map[string]any{"durability": "strict"})
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
							st[name].Call("put", map[string]any{"id": key, "json": string(raw)})
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
		err := awaitTx(tx)
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
		done := make(chan error, 1)
		ok := app.FuncOf(func(_ app.Value, args []app.Value) any {
			granted = len(args) > 0 && args[0].Truthy()
			done <- nil
			return nil
		})
		fail := app.FuncOf(func(_ app.Value, args []app.Value) any {
			done <- fmt.Errorf("the browser refused to say whether storage is persistent: %s", describe(args))
			return nil
		})
		// A promise settles once, so after either callback runs both can be released.
		defer ok.Release()
		defer fail.Release()
		sm.Call(method).Call("then", ok, fail)
		return <-done
	})
	return granted, err
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
