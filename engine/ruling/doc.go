// Package ruling is the flow model: what a ruling is as data — questions asked in the order a
// good director asks them, ending in a structured Outcome that cites the Laws — and how a
// session walks it. The rulings themselves are declared in package catalog.
//
// A Flow is data. Its Steps are questions with typed answers; its Endings are outcomes. Small
// named functions (Route, Check, Fill) do what data cannot: route on a typed answer, refuse an
// impossible entry, compute tricks, scores and seats.
//
// A Session is only the flow id, the table context and the answers given so far. It is a value:
// answering returns a new Session and Back drops the last answer, so a ruling can be replayed,
// re-opened from the log and audited. Decide replays a session to its current State: the next
// question, or the outcome. A Catalog is a list of flows; the app's one is catalog's.
//
// The engine imports only the standard library: no clock, no randomness, no I/O.
package ruling

// EngineVersion is stored with every logged ruling, so a later app can tell which rules decided it.
// 2017.1 was the first eight rulings; 2017.2 the catalogue of 28 after the 2017 law review, whose
// outcomes carry parts 2017.1 did not have (seats and plain-words names, options' own
// obligations, interim cases, the regulating body, the score workings).
const EngineVersion = "2017.2"
