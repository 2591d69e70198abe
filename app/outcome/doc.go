// Package outcome shows a decided ruling: its lead, badges, scores and parts (OutcomeView,
// written with ui.Markup for speed, see outcome.go), and "Show the player", the screen turned
// to the player who chooses. The wizard and the log's entry page both show it.
//
// May import: app/ui, the engine. Not wizard, rulinglog or any screen above.
package outcome
