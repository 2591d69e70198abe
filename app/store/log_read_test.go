package store

import (
	"reflect"
	"testing"
	"time"
)

// TestAllDecodesOnlyChangedRecords: All decodes a record only when its stored bytes changed
// since the last call, and pauses (in the browser, to let the page take a tap) between records
// it decodes once it has decoded for longer than readSlice.
func TestAllDecodesOnlyChangedRecords(t *testing.T) {
	l, m := NewMemoryLog()
	pauses := 0
	l.pause = func() { pauses++ }
	defer func(d time.Duration) { readSlice = d }(readSlice)
	readSlice = 0 // pause after every record decoded

	a := mustEntry(t, ruled{id: "a", date: "2025-03-14", at: "2025-03-14 19:05", table: 1, followUps: 1})
	b := mustEntry(t, ruled{id: "b", date: "2025-03-14", at: "2025-03-14 19:10", table: 2})
	c := mustEntry(t, ruled{id: "c", date: "2025-03-14", at: "2025-03-14 19:15", table: 3})
	mustPut(t, l, a, b, c)

	read := func(wantPauses int) []Record {
		t.Helper()
		pauses = 0
		all := mustAll(t, l)
		if pauses != wantPauses {
			t.Errorf("%d records decoded, want %d", pauses, wantPauses)
		}
		return all
	}
	first := read(3)
	if again := read(0); !reflect.DeepEqual(again, first) {
		t.Errorf("a second read differs from the first:\n%+v\n%+v", again, first)
	}

	edited := b.WithNotes("East hesitated", clock(t, "2025-03-14 20:00"))
	mustPut(t, l, edited)
	all := read(1)
	if !reflect.DeepEqual(all[1].Entry, edited) {
		t.Errorf("the edited entry reads back as\n%+v\nwant\n%+v", all[1].Entry, edited)
	}
	if !reflect.DeepEqual(all[0], first[0]) || !reflect.DeepEqual(all[2], first[2]) {
		t.Error("the entries that were not edited changed")
	}

	m.PutRaw("c", []byte(`{"v":1,"id":"c"`))
	if all := read(1); all[2].OK() || string(all[2].Raw) != `{"v":1,"id":"c"` {
		t.Errorf("a record damaged since the last read reads back as %+v", all[2])
	}

	if err := m.Update([]string{"a"}, func(string, []byte) ([]byte, error) { return nil, nil }); err != nil {
		t.Fatal(err)
	}
	if got := ids(read(0)); !reflect.DeepEqual(got, []string{"b", "c"}) {
		t.Errorf("after a removal the log holds %v", got)
	}
	mustPut(t, l, a)
	if all := read(1); len(all) != 3 || !reflect.DeepEqual(all[0].Entry, a) {
		t.Errorf("an entry put back reads as %+v", all)
	}
}
