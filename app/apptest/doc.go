// Package apptest holds helpers for the screen packages' tests only: an in-memory log and
// desk, a go-app test context, ready-made entries, decided sessions, and a fake club server.
//
// May import: app/ui, app/store, the engine. Imported by _test.go files only.
package apptest
