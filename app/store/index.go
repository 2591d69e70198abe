package store

import (
	"bytes"
	"cmp"
	"maps"
	"slices"
	"strings"
)

// The browser finds what the first screens need through indexes over the log, not by reading
// it all: a season's log is a thousand rulings, and reading them all held a slow phone for two
// seconds before home showed its reminders. Each stored entry carries, beside its JSON, the keys
// these indexes read (entryKeys); an entry without a key is not in that index.
const (
	indexOpen  = "open"  // live entries with a follow-up not marked done: home's reminders
	indexOrder = "order" // live readable entries, by their place in the log (orderKey)
	indexBad   = "bad"   // unreadable records, which the log always lists
)

// logIndexes are the indexes of the log's object store, each on the property of its name.
var logIndexes = []string{indexOpen, indexOrder, indexBad}

// entryKeys are what the log's indexes know of one stored record. They are worked out from
// the record's bytes by this app's Decode: when what decides them changes (a new entry format),
// raise the log database's version, whose upgrade works them out again for every record. Open
// leaves the choice aside (a follow-up it makes moot still counts), so that a new rule for a
// moot follow-up (Outcome.MootAfter) needs no upgrade: Entry.Open, as the entry is read, decides.
type entryKeys struct {
	Open  bool   // a live entry with a follow-up not marked done
	Order string // a live readable entry's orderKey; "" for the others
	Bad   bool   // an unreadable record
}

func keysOf(id string, raw []byte) entryKeys {
	r := Decode(id, raw)
	switch {
	case !r.OK():
		return entryKeys{Bad: true}
	case r.Entry.IsDeleted():
		return entryKeys{}
	}
	return entryKeys{Open: notDone(r.Entry), Order: orderKey(r.Entry)}
}

// notDone reports whether a follow-up of the entry is not marked done, moot or not.
func notDone(e Entry) bool {
	for i := range e.Outcome.FollowUps {
		if i >= len(e.FollowUps) || e.FollowUps[i].Resolved.IsZero() {
			return true
		}
	}
	return false
}

// orderKey sorts entries, in ascending order, newest first: session date, then time logged,
// each with its digits inverted (9 for 0); the browser orders equal keys by id, as order does.
// Both parts have a fixed width, so comparing the strings compares the times.
func orderKey(e Entry) string {
	return invertDigits(e.SessionDate + " " + e.Created.UTC().Format("20060102150405.000000000"))
}

func invertDigits(s string) string {
	b := []byte(s)
	for i, c := range b {
		if '0' <= c && c <= '9' {
			b[i] = '9' - c + '0'
		}
	}
	return string(b)
}

// orderRange is a range of orderKeys: From and To are bounds, each included or not; an empty
// bound is open.
type orderRange struct {
	From, To         string
	FromOpen, ToOpen bool // the bound itself is left out
}

// afterDay is above every key of a session date that starts with the inverted date d.
const afterDay = "\uffff"

// orderRanges are the ranges of orderKeys to read, in turn, to list the log in its display order
// (order): today's session first, then every other session newest first (a mistyped date in
// the future among them, above today's yesterday).
func orderRanges(today string) []orderRange {
	d := invertDigits(today)
	return []orderRange{
		{From: d, To: d + afterDay},
		{To: d, ToOpen: true},
		{From: d + afterDay, FromOpen: true},
	}
}

// contains reports whether the key is in the range.
func (r orderRange) contains(key string) bool {
	if r.From != "" && (key < r.From || r.FromOpen && key == r.From) {
		return false
	}
	return r.To == "" || key < r.To || !r.ToOpen && key == r.To
}

// newestOf is the in-memory index (Memory's): up to n live readable records of raws in the
// log's display order, and how many there are in all.
func newestOf(raws map[string][]byte, today string, n int) ([]Raw, int) {
	type keyed struct {
		key, id string
	}
	var all []keyed
	for id, raw := range raws {
		if k := keysOf(id, raw); k.Order != "" {
			all = append(all, keyed{k.Order, id})
		}
	}
	slices.SortFunc(all, func(a, b keyed) int {
		return cmp.Or(strings.Compare(a.key, b.key), strings.Compare(a.id, b.id))
	})
	var out []Raw
	for _, r := range orderRanges(today) {
		for _, k := range all {
			if len(out) < n && r.contains(k.key) {
				out = append(out, Raw{k.id, bytes.Clone(raws[k.id])})
			}
		}
	}
	return out, len(all)
}

// markedOf is the in-memory index named index (indexOpen or indexBad): the records it holds, by id.
func markedOf(raws map[string][]byte, index string) []Raw {
	var out []Raw
	for _, id := range slices.Sorted(maps.Keys(raws)) {
		k := keysOf(id, raws[id])
		if index == indexOpen && k.Open || index == indexBad && k.Bad {
			out = append(out, Raw{id, bytes.Clone(raws[id])})
		}
	}
	return out
}
