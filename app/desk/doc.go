// Package desk is the front desk (kiosk): the tablet left open for players all session,
// /kiosk, /kiosk/ruling, /kiosk/questions, /kiosk/policies and the director's PIN screen
// /kiosk/director. The guard that locks other pages lives in app/ui (deskguard.go), because
// the shell of every page consults it.
//
// May import: app/browse (the players' search), app/outcome, app/ui, app/store, the engine.
package desk
