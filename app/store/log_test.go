package store

import (
	"errors"
	"reflect"
	"strings"
	"testing"
)

func TestPutAndGet(t *testing.T) {
	l, m := NewMemoryLog()
	e := mustEntry(t, ruled{id: "a1", date: "2025-03-14", at: "2025-03-14 19:05", table: 3, followUps: 1})
	e, _ = e.WithChoice(0, clock(t, "2025-03-14 19:06"))
	e = e.WithNotes("Director called by E, \"lead was face up\"\nN–S ♠Q", clock(t, "2025-03-14 19:07"))

	t.Run("a saved ruling reads back equal", func(t *testing.T) {
		mustPut(t, l, e)
		r, err := l.Get("a1")
		if err != nil || !r.OK() {
			t.Fatalf("Get: %v, %v", err, r.Err)
		}
		if !reflect.DeepEqual(r.Entry, e) {
			t.Errorf("read back\n%+v\nwant\n%+v", r.Entry, e)
		}
	})
	t.Run("saving it again with an edit replaces it, no duplicate", func(t *testing.T) {
		mustPut(t, l, e.WithNotes("edited", clock(t, "2025-03-14 20:00")))
		all := mustAll(t, l)
		if len(all) != 1 || all[0].Entry.Notes != "edited" {
			t.Errorf("all = %v", all)
		}
	})
	t.Run("an id the log does not hold", func(t *testing.T) {
		if _, err := l.Get("nope"); !errors.Is(err, ErrNotFound) {
			t.Errorf("err = %v, want ErrNotFound", err)
		}
	})
	t.Run("a batch with one invalid entry writes nothing", func(t *testing.T) {
		ok := mustEntry(t, ruled{id: "b1", date: "2025-03-14", at: "2025-03-14 19:10"})
		bad := ok
		bad.ID, bad.SessionDate = "b2", "tomorrow"
		if err := l.Put(ok, bad); err == nil {
			t.Fatal("want an error")
		}
		if _, err := l.Get("b1"); !errors.Is(err, ErrNotFound) {
			t.Errorf("b1 was saved although its batch failed: %v", err)
		}
	})
	t.Run("a full disk says what to do and saves nothing", func(t *testing.T) {
		m.FailWrites(&StorageError{Name: "QuotaExceededError", Message: "The quota has been exceeded."})
		defer m.FailWrites(nil)
		err := l.Put(mustEntry(t, ruled{id: "c1", date: "2025-03-14", at: "2025-03-14 19:10"}))
		if !errors.Is(err, ErrQuota) || err.Error() != "Storage is full: export the log, then delete old sessions" {
			t.Errorf("err = %v, want ErrQuota with its message", err)
		}
		if _, err := l.Get("c1"); !errors.Is(err, ErrNotFound) {
			t.Errorf("c1 was saved on a full disk: %v", err)
		}
	})
	t.Run("another failed write names the operation and the browser's reason", func(t *testing.T) {
		m.FailWrites(&StorageError{Name: "UnknownError", Message: "Internal error opening backing store"})
		defer m.FailWrites(nil)
		err := l.Put(mustEntry(t, ruled{id: "c1", date: "2025-03-14", at: "2025-03-14 19:10"}))
		want := "could not save the ruling log: Internal error opening backing store (UnknownError)"
		if err == nil || err.Error() != want || errors.Is(err, ErrQuota) {
			t.Errorf("err = %v, want %q", err, want)
		}
	})
}

func TestUnreadableRecordsAreKept(t *testing.T) {
	l, m := NewMemoryLog()
	m.PutRaw("f1", []byte(future))
	m.PutRaw("g1", []byte("garbage"))
	mustPut(t, l, mustEntry(t, ruled{id: "a1", date: "2025-03-14", at: "2025-03-14 19:05"}))

	all := mustAll(t, l)
	if got := ids(all); !reflect.DeepEqual(got, []string{"a1", "f1", "g1"}) {
		t.Fatalf("All = %v, want the readable and both unreadable", got)
	}
	if all[1].OK() || !errors.Is(all[1].Err, ErrNewerFormat) || string(all[1].Raw) != future {
		t.Errorf("future record: %+v", all[1])
	}
	tests := []struct {
		name string
		try  func() error
	}{
		{"saving over a future-version entry", func() error {
			e := mustEntry(t, ruled{id: "f1", date: "2025-03-14", at: "2025-03-14 19:05"})
			return l.Put(e)
		}},
		{"a batch that would overwrite one saves none of it", func() error {
			b1 := mustEntry(t, ruled{id: "b1", date: "2025-03-14", at: "2025-03-14 19:05"})
			f1 := mustEntry(t, ruled{id: "f1", date: "2025-03-14", at: "2025-03-14 19:05"})
			err := l.Put(b1, f1)
			if _, gerr := l.Get("b1"); !errors.Is(gerr, ErrNotFound) {
				t.Errorf("b1 was saved although its batch failed")
			}
			return err
		}},
		{"deleting a damaged entry", func() error { return l.Delete("g1", clock(t, "2025-03-14 21:00")) }},
		{"restoring a future-version entry", func() error { return l.Undelete("f1") }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if err := tt.try(); err == nil || !strings.Contains(err.Error(), "cannot be read") {
				t.Errorf("err = %v, want a refusal saying the entry cannot be read", err)
			}
			f1, _ := l.Get("f1")
			g1, _ := l.Get("g1")
			if string(f1.Raw) != future || string(g1.Raw) != "garbage" {
				t.Errorf("an unreadable record changed: %q, %q", f1.Raw, g1.Raw)
			}
		})
	}
}

func TestSoftDeleteAndUndo(t *testing.T) {
	l, _ := NewMemoryLog()
	e := mustEntry(t, ruled{id: "a1", date: "2025-03-14", at: "2025-03-14 19:05"})
	mustPut(t, l, e)
	before, _ := l.Get("a1")
	deleted := clock(t, "2025-03-14 21:00")

	if err := l.Delete("a1", deleted); err != nil {
		t.Fatal(err)
	}
	r, _ := l.Get("a1")
	if !r.Entry.Deleted.Equal(deleted) || !r.Entry.Updated.Equal(e.Updated) {
		t.Errorf("deleted %v updated %v: want deleted at %v and updated untouched", r.Entry.Deleted, r.Entry.Updated, deleted)
	}
	if live := List(mustAll(t, l), Filter{}, "2025-03-14"); len(live) != 0 {
		t.Errorf("a deleted ruling is still listed: %v", ids(live))
	}
	if bin := List(mustAll(t, l), Filter{Deleted: true}, "2025-03-14"); len(bin) != 1 {
		t.Errorf("the bin = %v, want a1", ids(bin))
	}
	if err := l.Delete("a1", clock(t, "2025-03-14 22:00")); err != nil {
		t.Fatal(err)
	}
	if r, _ := l.Get("a1"); !r.Entry.Deleted.Equal(deleted) {
		t.Errorf("deleting twice moved the deletion time to %v", r.Entry.Deleted)
	}
	if err := l.Undelete("a1"); err != nil {
		t.Fatal(err)
	}
	if after, _ := l.Get("a1"); string(after.Raw) != string(before.Raw) {
		t.Errorf("undo did not restore the entry exactly:\n%s\n%s", after.Raw, before.Raw)
	}
	for _, op := range []func() error{
		func() error { return l.Delete("nope", deleted) },
		func() error { return l.Undelete("nope") },
	} {
		if err := op(); !errors.Is(err, ErrNotFound) {
			t.Errorf("err = %v, want ErrNotFound", err)
		}
	}
}

func TestPurge(t *testing.T) {
	l, m := NewMemoryLog()
	for _, id := range []string{"old", "recent", "live"} {
		mustPut(t, l, mustEntry(t, ruled{id: id, date: "2025-03-01", at: "2025-03-01 19:00"}))
	}
	m.PutRaw("g1", []byte("garbage"))
	_ = l.Delete("old", clock(t, "2025-03-01 21:00"))
	_ = l.Delete("recent", clock(t, "2025-03-20 21:00"))

	n, err := l.Purge(clock(t, "2025-03-15 00:00"))
	if err != nil || n != 1 {
		t.Fatalf("Purge = %d, %v; want 1", n, err)
	}
	if got := ids(mustAll(t, l)); !reflect.DeepEqual(got, []string{"g1", "live", "recent"}) {
		t.Errorf("left %v: want the live, the recently deleted and the unreadable", got)
	}
}

func TestPersistence(t *testing.T) {
	for _, granted := range []bool{false, true} {
		l, m := NewMemoryLog()
		m.GrantPersistence(granted)
		p, err1 := l.Persist()
		q, err2 := l.Persisted()
		if p != granted || q != granted || err1 != nil || err2 != nil {
			t.Errorf("granted %v: Persist %v %v, Persisted %v %v", granted, p, err1, q, err2)
		}
	}
}
