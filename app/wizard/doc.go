// Package wizard is a ruling in progress, /rule/<flow>: the question of each step and its
// pickers (seat, card, call, the bidding box, counts, scores, travellers), the breadcrumb, the
// outcome with its save to the log, and the poll of peers (/log/poll), which finishes a ruling
// in the same entry.
//
// May import: app/outcome, app/ui, app/store, the engine. Not rulinglog (the log shows what
// the wizard saved, so it sits above).
package wizard
