// Package app is the route table: which screen each path opens (Pages), handed to go-app by
// Register in both mains, and listed by Paths for pre-rendering and the offline cache.
//
// The screens live one package per family, imports pointing down only:
//
//	app -> browse, desk, settings -> rulinglog -> wizard -> outcome -> ui -> store
//
// (browse also imports rulinglog; desk imports browse and outcome.) docs/architecture.md
// maps each route to its package and file.
//
// May import: the screen packages and ui. Imported by: wasm/, cmd/tableside, e2e/ only.
package app
