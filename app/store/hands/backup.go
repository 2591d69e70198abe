package hands

import (
	"encoding/json"
	"fmt"
	"tableside/app/store"
)

// store.Backup returns every stored session's bytes for the JSON backup: unreadable ones too, as
// the log exports its own, so a newer app can still read them (bytes that are not JSON at
// all are kept as a JSON string).
func (s *HandStore) Backup() ([]json.RawMessage, error) {
	raws, err := s.b.Load()
	if err != nil {
		return nil, handsDuring("read", err)
	}
	out := make([]json.RawMessage, 0, len(raws))
	for _, r := range raws {
		raw := r.JSON
		if !json.Valid(raw) {
			raw, _ = json.Marshal(string(raw))
		}
		out = append(out, raw)
	}
	return out, nil
}

// HandImportReport counts what an import did with each session of the backup.
type HandImportReport struct {
	Added     int // new to this device
	Updated   int // the file's copy was imported later and replaced the device's
	Unchanged int // the device's copy was as recent or more
	Skipped   int // unreadable in the file, or unreadable on the device and so left alone
	Problems  []string
}

// Import merges the hand records of a JSON backup, in one transaction: a session the device
// lacks is added; one it has is replaced only by a copy imported strictly later; an
// unreadable one, in the file or on the device, is skipped and left as it is. A backup made
// before hand records were kept has none, and imports nothing here without an error.
func (s *HandStore) Import(data []byte) (HandImportReport, error) {
	var rep HandImportReport
	if _, err := store.ReadBackup(data); err != nil { // the envelope is Tableside's, in a format this app reads
		return rep, err
	}
	var b store.Backup
	if err := json.Unmarshal(data, &b); err != nil {
		return rep, fmt.Errorf("this file is not a Tableside backup: %v", err)
	}
	incoming := map[string]HandRecords{}
	var ids []string
	for i, raw := range b.HandRecords {
		h, err := DecodeHandRecords(raw)
		if err != nil {
			rep.Skipped++
			rep.Problems = append(rep.Problems, fmt.Sprintf("hand records %d of the file: %v", i+1, err))
			continue
		}
		id := h.Key().id()
		have, dup := incoming[id]
		switch {
		case !dup:
			ids = append(ids, id)
			incoming[id] = h
		case h.Imported.After(have.Imported):
			incoming[id] = h // the file lists a session twice: its later copy counts
			rep.Unchanged++
		default:
			rep.Unchanged++
		}
	}
	var added, updated, unchanged, skipped int
	var problems []string
	err := s.b.Update(ids, func(id string, old []byte) ([]byte, error) {
		h := incoming[id]
		if old == nil {
			added++
			return json.Marshal(h)
		}
		have, err := DecodeHandRecords(old)
		switch {
		case err != nil:
			skipped++
			problems = append(problems, fmt.Sprintf("not imported over the device's copy of %s: %v", h.Key(), err))
			return old, nil
		case h.Imported.After(have.Imported):
			updated++
			return json.Marshal(h)
		}
		unchanged++
		return old, nil
	})
	if err != nil {
		return HandImportReport{}, handsDuring("import", err)
	}
	rep.Added, rep.Updated = added, updated
	rep.Unchanged += unchanged
	rep.Skipped += skipped
	rep.Problems = append(rep.Problems, problems...)
	return rep, nil
}
