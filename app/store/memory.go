package store

import (
	"bytes"
	"maps"
	"slices"
	"sync"
)

// Memory is a Backend in memory for native and component tests. It keeps JSON bytes, as
// IndexedDB does, and applies an Update all or nothing, so tests see the browser's behaviour.
type Memory struct {
	mu      sync.Mutex
	data    map[string][]byte
	sync    map[string][]byte // the sync store: membership and entries' sync state
	fail    error             // returned by every Update while set
	granted bool              // what Persist and Persisted answer
	asked   int               // how many times Persist was called
}

// NewMemory returns an empty store.
func NewMemory() *Memory { return &Memory{data: map[string][]byte{}, sync: map[string][]byte{}} }

// NewMemoryLog returns a log over a new Memory, and the Memory for tests to reach into.
func NewMemoryLog() (*Log, *Memory) {
	m := NewMemory()
	return NewLog(m), m
}

// PutRaw stores bytes as they are, bypassing every check, so tests can plant a damaged or
// newer-format record the way another app version or a broken disk would leave it.
func (m *Memory) PutRaw(id string, raw []byte) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.data[id] = bytes.Clone(raw)
}

// FailWrites makes every following Update fail with err (nil heals it), e.g. a full disk:
// &StorageError{Name: "QuotaExceededError"}.
func (m *Memory) FailWrites(err error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.fail = err
}

// GrantPersistence sets what Persist and Persisted report.
func (m *Memory) GrantPersistence(granted bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.granted = granted
}

// Load returns every record.
func (m *Memory) Load() ([]Raw, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	out := make([]Raw, 0, len(m.data))
	for _, id := range slices.Sorted(maps.Keys(m.data)) {
		out = append(out, Raw{id, bytes.Clone(m.data[id])})
	}
	return out, nil
}

// LoadMarked returns the records of the named index, worked out from the bytes as the
// browser's index is when they are written (index.go).
func (m *Memory) LoadMarked(index string) ([]Raw, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	return markedOf(m.data, index), nil
}

// LoadNewest returns up to n live readable records in the log's display order, and how many there are.
func (m *Memory) LoadNewest(today string, n int) ([]Raw, int, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	raws, total := newestOf(m.data, today, n)
	return raws, total, nil
}

// LoadOne returns one record's bytes, or nil.
func (m *Memory) LoadOne(id string) ([]byte, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	return bytes.Clone(m.data[id]), nil
}

// Update applies fn to each id and commits only if every call succeeds.
func (m *Memory) Update(ids []string, fn func(id string, old []byte) ([]byte, error)) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.fail != nil {
		return m.fail
	}
	next := maps.Clone(m.data)
	for _, id := range ids {
		raw, err := fn(id, bytes.Clone(next[id]))
		if err != nil {
			return err
		}
		if raw == nil {
			delete(next, id)
		} else {
			next[id] = bytes.Clone(raw)
		}
	}
	m.data = next
	return nil
}

// Persist counts the request and reports the granted state set by GrantPersistence.
func (m *Memory) Persist() (bool, error) {
	m.mu.Lock()
	m.asked++
	m.mu.Unlock()
	return m.Persisted()
}

// PersistRequests says how many times persistence was asked for.
func (m *Memory) PersistRequests() int {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.asked
}

// Persisted reports the granted state set by GrantPersistence.
func (m *Memory) Persisted() (bool, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.granted, nil
}

// LoadSync returns every record of the sync store.
func (m *Memory) LoadSync() ([]Raw, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	out := make([]Raw, 0, len(m.sync))
	for _, k := range slices.Sorted(maps.Keys(m.sync)) {
		out = append(out, Raw{k, bytes.Clone(m.sync[k])})
	}
	return out, nil
}

// UpdateAll runs fn over both stores and commits only if it succeeds.
func (m *Memory) UpdateAll(ids, syncKeys []string, fn func(entries, sync map[string][]byte) (map[string][]byte, map[string][]byte, error)) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.fail != nil {
		return m.fail
	}
	pick := func(from map[string][]byte, keys []string) map[string][]byte {
		out := map[string][]byte{}
		for _, k := range keys {
			if v, ok := from[k]; ok {
				out[k] = bytes.Clone(v)
			}
		}
		return out
	}
	entries, syncs, err := fn(pick(m.data, ids), pick(m.sync, syncKeys))
	if err != nil {
		return err
	}
	apply := func(to map[string][]byte, changes map[string][]byte) map[string][]byte {
		next := maps.Clone(to)
		for k, v := range changes {
			if v == nil {
				delete(next, k)
			} else {
				next[k] = bytes.Clone(v)
			}
		}
		return next
	}
	m.data, m.sync = apply(m.data, entries), apply(m.sync, syncs)
	return nil
}
