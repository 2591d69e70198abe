package store

import (
	"encoding/json"
	"fmt"
)

// ImportReport counts what an import did with each entry of the file.
type ImportReport struct {
	Added     int // new to this device
	Updated   int // the file's copy was newer and replaced the device's
	Unchanged int // the device's copy was the same, newer, or as new
	Skipped   int // unreadable in the file, or unreadable on the device and so left alone
	Problems  []string
}

// ReadBackup parses a JSON export into records. The envelope must be Tableside's and a format
// this app reads; each entry is decoded on its own, so one damaged entry spoils only itself.
func ReadBackup(data []byte) ([]Record, error) {
	var b Backup
	if err := json.Unmarshal(data, &b); err != nil {
		return nil, fmt.Errorf("this file is not a Tableside backup: %v", err)
	}
	if b.App != BackupApp {
		return nil, fmt.Errorf("this file is not a Tableside backup (it says app %q)", b.App)
	}
	if b.Format != BackupFormat {
		if b.Format > BackupFormat {
			return nil, fmt.Errorf("this backup was made by a newer version of Tableside (format %d): update the app to import it", b.Format)
		}
		return nil, fmt.Errorf("this backup has format %d, which does not exist", b.Format)
	}
	out := make([]Record, 0, len(b.Entries))
	for _, raw := range b.Entries {
		out = append(out, Decode("", raw))
	}
	return out, nil
}

// BackupPolicies reads the club's policies from a JSON export: nil when it has none.
func BackupPolicies(data []byte) (*Policies, error) {
	var b Backup
	if err := json.Unmarshal(data, &b); err != nil {
		return nil, fmt.Errorf("this file is not a Tableside backup: %v", err)
	}
	if len(b.Policies) == 0 || string(b.Policies) == "null" {
		return nil, nil
	}
	p, err := DecodePolicies(b.Policies)
	if err != nil {
		return nil, err
	}
	return &p, nil
}

// Import merges a JSON backup into the log by id, in one transaction: an entry the device
// lacks is added; one it has is replaced only by a strictly newer Updated; an unreadable
// entry, in the file or on the device, is skipped and left as it is. Nothing is duplicated,
// and with an error nothing is written.
func (l *Log) Import(data []byte) (ImportReport, error) {
	var rep ImportReport
	recs, err := ReadBackup(data)
	if err != nil {
		return rep, err
	}
	incoming := map[string]Entry{}
	var ids []string
	for i, r := range recs {
		switch {
		case !r.OK():
			rep.Skipped++
			rep.Problems = append(rep.Problems, fmt.Sprintf("entry %d of the file: %v", i+1, r.Err))
		case incoming[r.ID].ID == "":
			ids = append(ids, r.ID)
			incoming[r.ID] = r.Entry
		case r.Entry.Updated.After(incoming[r.ID].Updated):
			incoming[r.ID] = r.Entry // the file lists an id twice: its newer copy counts
			rep.Unchanged++
		default:
			rep.Unchanged++
		}
	}
	var added, updated, unchanged, skipped int
	var problems []string
	err = l.b.Update(ids, func(id string, old []byte) ([]byte, error) {
		e := incoming[id]
		if old == nil {
			added++
			return Encode(e)
		}
		have := Decode(id, old)
		switch {
		case !have.OK():
			skipped++
			problems = append(problems, fmt.Sprintf("not imported over the device's copy: %v", have.Err))
			return old, nil
		case e.Updated.After(have.Entry.Updated):
			updated++
			return Encode(e)
		}
		unchanged++
		return old, nil
	})
	if err != nil {
		return ImportReport{}, during("import", err)
	}
	if added+updated > 0 {
		l.changed(nil)
	}
	rep.Added, rep.Updated = added, updated
	rep.Unchanged += unchanged
	rep.Skipped += skipped
	rep.Problems = append(rep.Problems, problems...)
	return rep, nil
}
