// Package dd is a double-dummy solver: with every card seen, the most tricks a side can
// take against best defence. It answers two questions:
//
//   - a position (Tricks, Solver.Tricks): the cards still in the hands, the trump, who led
//     to the current trick and the cards already played to it → the tricks the side of the
//     player to play takes from here, counting the current trick;
//   - a full table (SolveTable, TableSolver): for each of the five strains and four
//     declarers, the tricks declarer's side takes with declarer's left-hand opponent on lead.
//
// Conventions are engine/bridge's: seats North, East, South, West clockwise, bridge.Card,
// bridge.Suit and bridge.Strain (NoTrump for no trump). Deals are read and written in
// PBN's Deal notation ("N:AKQ.J2.T98.765 ..."), hands clockwise from the first seat.
// The answers are checked against DDS, Bo Haglund and Soren Hein's solver (testdata).
//
// The search is the usual one for this problem. Each question "can North-South take at
// least k tricks?" is an alpha-beta search with a null window, and the answer is found by
// stepping or halving over k. Positions at a trick boundary are kept in a transposition
// table keyed on relative ranks (which seat holds each card left, suit by suit, high to
// low), so positions that differ only in cards already played share an entry; entries
// hold bounds, not answers to one k, and are shared by the 20 searches of a table.
// Before searching a position, sure tricks bound it: the leader's (or partner's) cards
// that no one can beat in suits the opponents cannot ruff, and the top trumps of whoever
// holds them. Only one card of each sequence is tried (cards with no card of another
// hand between them are equivalent), winners and cheap wins first.
//
// For the browser, TableSolver.Step(budget) searches at most budget nodes and returns,
// keeping its progress (the bounds reached on the current part, and the transposition
// table, which keeps every finished sub-search), so a table is computed in slices that
// each fit in a frame: call Step(10000) from a timer or an idle callback until it reports
// true, showing Progress() out of 20. An interrupted search is started again from the
// root of its part, but its finished sub-searches are found in the table, so slicing
// costs almost no extra nodes. A node is a position at a trick boundary: about 0.4 µs
// natively, a few µs in WebAssembly on a slow phone. Positions (claims) need no slicing
// up to 6 cards a hand.
package dd
