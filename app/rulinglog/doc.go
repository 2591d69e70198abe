// Package rulinglog is the director's log of rulings: the list (/log), one entry
// (/log/entry), export and import (/log/export), the print view (/log/print) and the
// follow-up reminders shown on home.
//
// May import: app/wizard (an entry reopens its ruling), app/peerpoll (an entry shows its poll), app/outcome, app/ui,
// app/store, the engine.
package rulinglog
