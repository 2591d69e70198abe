//go:build !wasm

package store

import "errors"

// Open exists outside the browser only so the app package builds natively (server prerender,
// component tests); those use NewMemoryLog. There is no IndexedDB here.
func Open(name string) (*Log, error) {
	return nil, errors.New("the ruling log is kept in the browser: there is no IndexedDB outside it")
}

// OpenDesk, like Open, exists outside the browser only so the app builds natively; tests use
// NewMemoryDesk.
func OpenDesk(name string) (*Desk, error) {
	return nil, errors.New("the front desk is kept in the browser: there is no IndexedDB outside it")
}

// OpenHandRecords, like Open, exists outside the browser only so the app builds natively;
// tests use hands.NewMemory.
func OpenHandRecords(name string) (Backend, error) {
	return nil, errors.New("the hand records are kept in the browser: there is no IndexedDB outside it")
}

// OpenBoards, like Open, exists outside the browser only so the app builds natively; tests
// use NewMemoryBoards.
func OpenBoards(name string) (*Boards, error) {
	return nil, errors.New("the boards in progress are kept in the browser: there is no IndexedDB outside it")
}
