// Package peerpoll is the poll of peers, /log/poll?id=<entry>: the director writes the
// logical-alternative problem once, hands the phone to one peer at a time on a locked screen,
// tallies the answers, and finishes the ruling in the wizard with the poll's finding, which
// then updates the same logged entry. The log's entry and print pages show the poll
// (EntryPoll, PrintPoll).
//
// May import: app/wizard (its storage keys: the session and the entry to update, and the
// step's address), app/outcome, app/ui, app/store, the engine. The wizard links here by
// address only (wizard.PollHref), so it does not import this package.
package peerpoll
