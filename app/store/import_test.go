package store

import (
	"bytes"
	"errors"
	"strings"
	"testing"
)

// backup writes a JSON export of the given raw entries, as another device would have made it.
func backup(t *testing.T, raws ...[]byte) []byte {
	t.Helper()
	var recs []Record
	for _, r := range raws {
		recs = append(recs, Decode("", r))
	}
	var buf bytes.Buffer
	if err := WriteJSON(&buf, recs, clock(t, "2025-03-15 09:00")); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func TestImportMerge(t *testing.T) {
	base := mustEntry(t, ruled{id: "a1", date: "2025-03-14", at: "2025-03-14 19:05", table: 3})
	newer := base.WithNotes("added at home", clock(t, "2025-03-14 22:00"))
	older := base.WithNotes("an early draft", clock(t, "2025-03-14 19:00"))
	sameTime := base
	sameTime.Notes = "different text, same time"

	tests := []struct {
		name     string
		device   [][]byte // raw records already on the device, stored under their ids
		file     [][]byte
		want     ImportReport // Problems compared by count
		problems int
		notes    string // a1's notes on the device afterwards; "" if a1 should be absent
		a1Raw    string // a1's exact bytes afterwards, when they must be untouched
	}{
		{name: "a ruling new to this device is added",
			file: [][]byte{mustEncode(t, base)}, want: ImportReport{Added: 1}},
		{name: "the file's copy is newer: it replaces the device's",
			device: [][]byte{mustEncode(t, base)}, file: [][]byte{mustEncode(t, newer)},
			want: ImportReport{Updated: 1}, notes: "added at home"},
		{name: "the file's copy is older: the device keeps its own",
			device: [][]byte{mustEncode(t, newer)}, file: [][]byte{mustEncode(t, older)},
			want: ImportReport{Unchanged: 1}, notes: "added at home"},
		{name: "identical copies: nothing changes",
			device: [][]byte{mustEncode(t, base)}, file: [][]byte{mustEncode(t, base)},
			want: ImportReport{Unchanged: 1}},
		{name: "same updated time, different text: the device wins the tie",
			device: [][]byte{mustEncode(t, base)}, file: [][]byte{mustEncode(t, sameTime)},
			want: ImportReport{Unchanged: 1}},
		{name: "a corrupt entry in the file is skipped, the rest imported",
			file:     [][]byte{[]byte(`{"v":1,"id":"x"}`), mustEncode(t, base)},
			want:     ImportReport{Added: 1, Skipped: 1},
			problems: 1},
		{name: "a future-version entry in the file is skipped",
			file: [][]byte{[]byte(future)}, want: ImportReport{Skipped: 1}, problems: 1},
		{name: "a corrupt entry on the device is never overwritten, even by a newer copy",
			device:   [][]byte{[]byte(`{"v":1,"id":"a1","sessionDate":"garbled"}`)},
			file:     [][]byte{mustEncode(t, newer)},
			want:     ImportReport{Skipped: 1},
			problems: 1,
			a1Raw:    `{"v":1,"id":"a1","sessionDate":"garbled"}`},
		{name: "the file lists an id twice: one entry, the newer copy",
			file: [][]byte{mustEncode(t, base), mustEncode(t, newer), mustEncode(t, older)},
			want: ImportReport{Added: 1, Unchanged: 2}, notes: "added at home"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			l, m := NewMemoryLog()
			for _, raw := range tt.device {
				m.PutRaw("a1", raw)
			}
			rep, err := l.Import(backup(t, tt.file...))
			if err != nil {
				t.Fatal(err)
			}
			if len(rep.Problems) != tt.problems {
				t.Errorf("problems = %q, want %d", rep.Problems, tt.problems)
			}
			rep.Problems = nil
			if rep.Added != tt.want.Added || rep.Updated != tt.want.Updated || rep.Unchanged != tt.want.Unchanged || rep.Skipped != tt.want.Skipped {
				t.Errorf("report = %+v, want %+v", rep, tt.want)
			}
			if total := rep.Added + rep.Updated + rep.Unchanged + rep.Skipped; total != len(tt.file) {
				t.Errorf("the report accounts for %d entries of %d", total, len(tt.file))
			}
			all := mustAll(t, l)
			if n := len(all); n != 1 && !(n == 0 && len(tt.device)+tt.want.Added == 0) {
				t.Errorf("%d records on the device, want 1 (no duplicates): %v", n, ids(all))
			}
			a1, err := l.Get("a1")
			switch {
			case tt.a1Raw != "":
				if string(a1.Raw) != tt.a1Raw {
					t.Errorf("a1 changed to %s", a1.Raw)
				}
			case err == nil && tt.notes != "" && a1.Entry.Notes != tt.notes:
				t.Errorf("a1 notes = %q, want %q", a1.Entry.Notes, tt.notes)
			}
		})
	}
}

func TestImportRefusesFiles(t *testing.T) {
	tests := []struct {
		name    string
		file    string
		mention string
	}{
		{"not JSON", "Date,Time,Table\r\n", "not a Tableside backup"},
		{"another app's JSON", `{"app":"bridgemate","format":1,"entries":[]}`, `app "bridgemate"`},
		{"a backup from a newer app", `{"app":"tableside","format":2,"entries":[]}`, "newer version of Tableside"},
		{"no format", `{"app":"tableside","entries":[]}`, "format 0"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			l, _ := NewMemoryLog()
			if _, err := l.Import([]byte(tt.file)); err == nil || !strings.Contains(err.Error(), tt.mention) {
				t.Errorf("err = %v, want one mentioning %q", err, tt.mention)
			}
		})
	}

	t.Run("a full disk during import writes nothing and reports nothing", func(t *testing.T) {
		l, m := NewMemoryLog()
		m.FailWrites(&StorageError{Name: "QuotaExceededError"})
		rep, err := l.Import(backup(t, mustEncode(t, mustEntry(t, ruled{id: "a1", date: "2025-03-14", at: "2025-03-14 19:05"}))))
		if !errors.Is(err, ErrQuota) || rep.Added != 0 {
			t.Errorf("rep %+v, err %v; want ErrQuota and nothing added", rep, err)
		}
		m.FailWrites(nil)
		if all := mustAll(t, l); len(all) != 0 {
			t.Errorf("records written: %v", ids(all))
		}
	})
}
