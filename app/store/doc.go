// Package store keeps the ruling log in the browser: one IndexedDB object store of entries,
// each written in a strict-durability transaction and reported saved only after it completes
// (in a crash test localStorage lost every recent write; IndexedDB lost none).
//
// The log works through a small Backend: IndexedDB in the browser (idb_wasm.go) and Memory
// for native tests. Both hold JSON bytes, not Go values, so a corrupt or newer-format record
// is returned as an unreadable Record and kept, never dropped or overwritten.
//
// Everything else is pure and native-testable: the versioned entry, ordering and filtering,
// reminders, CSV and JSON export, and the merge of a JSON backup on import.
//
// The store has no clock and no randomness: callers pass ids and times in. Calls block, so
// the UI makes them inside ctx.Async and dispatches the result.
package store
