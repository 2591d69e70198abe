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
// The search is the usual one for this problem, after DDS. Each question "can
// North-South take at least k tricks?" is an alpha-beta search with a null window, and the
// answer is found by stepping or halving over k. Before searching a position at a trick
// boundary, sure tricks bound it: the leader's (or partner's) cards that no one can beat
// in suits the opponents cannot ruff, and the top trumps of whoever holds them. Then a
// transposition table is asked, and it matches positions partly: every answer comes with
// its relevant cards (in each suit, the cards from the top down to the lowest that won a
// trick by its rank in the search behind the answer, or that a sure-trick bound counted),
// and an entry keeps only who holds those; it serves every later position with the same
// suit lengths in each hand and the same holders of those cards, whatever the small cards
// below. Most positions of a search differ from earlier ones only in small cards, so this
// is what makes it fast (tt.go says why it is sound). Entries hold bounds, not answers
// to one k, and are shared by the 20 searches of a table. Only one card of each sequence
// is tried (cards with no card of another hand between them are equivalent). The order
// of the cards matters most at each trick's lead, where a wrong first try costs a whole
// subtree: leads follow DDS's ideas (leads.go), suits where the opponents hold few cards
// first (they have fewer answers), the side's sure winners, a low card towards
// partner's high cards, sequences, partner's ruffs, and last a suit an opponent ruffs.
// Later in a trick: winners and cheap wins first (but second hand low when the fourth
// hand wins anyway), discards from long suits, then cards that cut the search short
// before.
//
// For the browser, TableSolver.Step(budget) searches at most budget nodes and returns,
// keeping its progress (the bounds reached on the current part, and the transposition
// table, which keeps every finished sub-search), so a table is computed in slices that
// each fit in a frame: call Step(10000) from a timer or an idle callback until it reports
// true, showing Progress() out of 20. An interrupted search is started again from the
// root of its part, but its finished sub-searches are found in the table, so slicing
// costs almost no extra nodes. A node is a position at a trick boundary: about 0.5 µs
// natively, a few µs in WebAssembly on a slow phone. A full table takes from 40 thousand
// to tens of millions of nodes (0.7 to 13 million, 37 million in all, on the ten deals
// of TestProbeDeals). Positions (claims) need no slicing up to 6 cards a hand: a few
// hundred nodes.
package dd
