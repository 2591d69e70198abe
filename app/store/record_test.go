package store

import (
	"errors"
	"reflect"
	"strings"
	"testing"
)

func TestDecode(t *testing.T) {
	good := mustEntry(t, ruled{id: "a1", date: "2025-03-14", at: "2025-03-14 19:05", table: 3, followUps: 1})
	goodRaw, err := Encode(good)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name    string
		id      string
		raw     string
		kind    error    // nil: readable
		mention []string // fragments the message must hold, so the director learns why
	}{
		{name: "version 1 entry", id: "a1", raw: string(goodRaw)},
		{name: "version 1 entry in a backup file, where there is no key", raw: string(goodRaw)},
		{name: "entry from a future app version", id: "f1", raw: future, kind: ErrNewerFormat,
			mention: []string{"entry f1", "v99", "reads up to v2", "update Tableside", "kept unchanged"}},
		{name: "garbage bytes", id: "g1", raw: "\x00\xffnot json{", kind: ErrCorrupt,
			mention: []string{"entry g1", "not valid JSON", "kept unchanged"}},
		{name: "truncated write", id: "a1", raw: string(goodRaw[:len(goodRaw)/2]), kind: ErrCorrupt, mention: []string{"not valid JSON"}},
		{name: "JSON with no version", id: "n1", raw: `{"id":"n1"}`, kind: ErrCorrupt, mention: []string{"no format version"}},
		{name: "version 0", id: "z1", raw: `{"v":0,"id":"z1"}`, kind: ErrCorrupt, mention: []string{"v0 does not exist"}},
		{name: "a JSON array", id: "x1", raw: `[1,2]`, kind: ErrCorrupt},
		{name: "version 1 with a field of the wrong type", id: "a1", raw: strings.Replace(string(goodRaw), `"table":3`, `"table":"three"`, 1),
			kind: ErrCorrupt},
		{name: "version 1 with a bad session date", id: "a1", raw: strings.Replace(string(goodRaw), `"sessionDate":"2025-03-14"`, `"sessionDate":"Friday"`, 1),
			kind: ErrCorrupt, mention: []string{`"Friday"`}},
		{name: "stored under another id", id: "b2", raw: string(goodRaw), kind: ErrCorrupt, mention: []string{`stored under "b2"`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := Decode(tt.id, []byte(tt.raw))
			if string(r.Raw) != tt.raw {
				t.Errorf("Raw changed: %q", r.Raw)
			}
			if tt.kind == nil {
				if !r.OK() || !reflect.DeepEqual(r.Entry, good) || r.ID != "a1" {
					t.Fatalf("want the entry back, got id %q err %v\n%+v\n%+v", r.ID, r.Err, r.Entry, good)
				}
				return
			}
			if r.OK() || !errors.Is(r.Err, tt.kind) {
				t.Fatalf("err = %v, want %v", r.Err, tt.kind)
			}
			for _, m := range tt.mention {
				if !strings.Contains(r.Err.Error(), m) {
					t.Errorf("message %q does not mention %q", r.Err, m)
				}
			}
		})
	}
}

func TestEncodeRefusesInvalidEntry(t *testing.T) {
	e := mustEntry(t, ruled{id: "a1", date: "2025-03-14", at: "2025-03-14 19:05"})
	e.SessionDate = ""
	if _, err := Encode(e); err == nil || !strings.Contains(err.Error(), "a1") {
		t.Errorf("err = %v, want one naming the ruling", err)
	}
}
