// Package boardview is the board's result page, /board?table=…&board=…: the rulings made on
// one board at one table, its reminders, the table result, every transfer and adjustment in
// order and the final score for both sides, with Close ("play finished, scored") and Reopen,
// printed for the scorer and as one CSV line per board. It imports ui, store and the engine.
package boardview
