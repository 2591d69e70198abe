// Package browse is finding a ruling or a rule: home (/, the catalogue of rulings, the search
// and the reminders) and the reference (/reference and /reference/<page>), with the one search
// over both.
//
// May import: app/rulinglog (home shows its reminders), app/ui, the engine.
package browse
