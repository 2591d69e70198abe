package hands

import "tableside/app/store"

// Open returns the sessions' hand records in the browser's IndexedDB, in a database of their
// own (HandRecordsName). Like store.Open, it does no I/O itself.
func Open(name string) (*HandStore, error) {
	b, err := store.OpenHandRecords(name)
	if err != nil {
		return nil, err
	}
	return NewHandStore(b), nil
}
