package store

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
)

// ErrCorrupt and ErrNewerFormat classify an unreadable record; test with errors.Is.
var (
	ErrCorrupt     = errors.New("the entry is damaged")
	ErrNewerFormat = errors.New("the entry was saved by a newer version of Tableside")
)

// Record is one stored entry as read back. When Err is nil, Entry holds it; otherwise the
// entry could not be read and Raw keeps its bytes, so it can be shown, exported and kept.
type Record struct {
	ID    string
	Entry Entry
	Raw   []byte
	Err   error
}

// OK reports whether the entry was read.
func (r Record) OK() bool { return r.Err == nil }

// Encode writes the entry as stored. It refuses an entry that fails Validate. Notes keep
// "<" and "&" as typed (no HTML escaping), so a backup file stays readable.
func Encode(e Entry) ([]byte, error) {
	if err := e.Validate(); err != nil {
		return nil, fmt.Errorf("ruling %q was not saved: %w", e.ID, err)
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(e); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(buf.Bytes(), []byte("\n")), nil
}

// Decode reads one stored record. The id is the key it was stored under ("" in a backup file,
// where there is no key). It never fails: an unreadable record comes back with Err set and
// its bytes in Raw.
func Decode(id string, raw []byte) Record { return decodeUpTo(id, raw, SchemaVersion) }

// decodeUpTo decodes as an app that reads formats up to newest would: the tests read an entry
// as an older app does.
func decodeUpTo(id string, raw []byte, newest int) Record {
	r := Record{ID: id, Raw: raw}
	r.Entry, r.Err = decodeEntry(id, raw, newest)
	if r.ID == "" {
		r.ID = r.Entry.ID
	}
	return r
}

func decodeEntry(id string, raw []byte, newest int) (Entry, error) {
	// The version is read first and alone, so a newer format is named as such rather than
	// reported as whatever field this app fails to parse.
	var head struct {
		V  *int   `json:"v"`
		ID string `json:"id"`
	}
	if err := json.Unmarshal(raw, &head); err != nil {
		return Entry{}, unreadable(id, ErrCorrupt, "it is not valid JSON ("+err.Error()+")")
	}
	if id == "" {
		id = head.ID
	}
	switch {
	case head.V == nil:
		return Entry{}, unreadable(id, ErrCorrupt, "it has no format version")
	case *head.V > newest:
		return Entry{}, unreadable(id, ErrNewerFormat,
			fmt.Sprintf("format v%d; this app reads up to v%d: update Tableside to read it", *head.V, newest))
	case *head.V < 1:
		return Entry{}, unreadable(id, ErrCorrupt, fmt.Sprintf("format v%d does not exist", *head.V))
	}
	var e Entry
	if err := json.Unmarshal(raw, &e); err != nil {
		return Entry{}, unreadable(id, ErrCorrupt, err.Error())
	}
	if err := e.Validate(); err != nil {
		return Entry{}, unreadable(id, ErrCorrupt, err.Error())
	}
	if head.ID != id {
		return Entry{}, unreadable(id, ErrCorrupt, fmt.Sprintf("it is stored under %q but names itself %q", id, head.ID))
	}
	return e, nil
}

// unreadable says which entry, what kind of problem, why, and that it is kept.
func unreadable(id string, kind error, why string) error {
	name := "an entry"
	if id != "" {
		name = "entry " + id
	}
	return fmt.Errorf("%s cannot be read: %w: %s. It is kept unchanged", name, kind, why)
}
