// Package board is the board in progress at one table: what the rulings made on it have
// established (the contract and declarer as they stand, the penalty cards on the table, the
// lead restrictions in force, the tricks transferred or awarded, the adjusted scores), the
// rulings in order, and the board's final score from all of it.
//
// It sits above package ruling and beside the catalogue: a ruling's finished outcome is
// recorded into the board (Record), and a new ruling at the board starts with what the board
// knows (Context), so the director is not asked again. It needs package scoring for weighted
// scores, which package ruling does not import; keeping the board here leaves the flow model
// unchanged but for a few additive parts.
//
// A State is a value kept per table and board beside the log. It serialises to JSON with a
// version, and its methods return new states, never changing the receiver. Like the rest of
// the engine it imports only the standard library: the time a ruling was made is given by
// the app.
//
// How the app uses it, for one table and board:
//
//	b, err := board.New(table, number, contract) // or board.Decode(stored)
//	s, err := catalog.Start(flowID, b.Context(body)) // the ruling knows the board
//	// … answers, catalog.Decide → outcome; the chooser's option, if any, by its label
//	b, err = b.Record(board.Ref{Flow: flowID, At: when, Log: logID, Chosen: label}, outcome)
//	n, cards := b.UnownedCards(logID) // penalty cards the ruling could not place: ask whose
//	b, err = b.NameOwner(n, seat)      // one of b.Defenders(), tapped by the director
//	for _, r := range b.Due() { … } // reminders; catalog.Start(r.Flow, b.Context(body)) opens one
//	b, err = b.WithTricks(tricks) // at the end of play
//	score, err := b.Result() // score.Steps, score.Final(), score.Units()
//	b = b.Close() // or b.Reopen(); data, err := b.Encode()
package board
