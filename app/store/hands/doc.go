// Package hands keeps the sessions' hand records, read from the club's PBN files
// (engine/pbn): per session (a date and a name), in the browser's IndexedDB in a database of
// their own, with the log's durability rules; listed, read by board, replaced only when the
// caller confirms, deleted, and carried in the JSON backup beside the log.
//
// May import: app/store (its storage backends, errors and backup envelope) and the engine.
// app/store does not import it.
package hands
