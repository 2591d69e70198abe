// Package htmltest holds helpers for tests only: render or mount a component in go-app's test
// engine and query its HTML with simple selectors.
//
// May import: go-app and the standard library only, so that app/ui's own tests can use it.
// Imported by _test.go files only.
package htmltest
