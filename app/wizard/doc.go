// Package wizard is a ruling in progress, /rule/<flow>: the question of each step and its
// pickers (seat, card, call, the bidding box, counts, scores, travellers), the breadcrumb, the
// outcome with its save to the log, resuming and the history of steps; and the keys through
// which the poll of peers (app/peerpoll) hands a ruling back to be finished in the same entry.
//
// May import: app/outcome, app/ui, app/store, the engine. Not rulinglog (the log shows what
// the wizard saved, so it sits above), not peerpoll (it sits above and uses the keys here).
package wizard
