package store

import (
	"bytes"
	"errors"
	"strings"
	"testing"
)

func salt(b byte) []byte { return bytes.Repeat([]byte{b}, 16) }

func TestPoliciesStartWithTextTheClubReplaces(t *testing.T) {
	d, _ := NewMemoryDesk()
	p, err := d.Policies()
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	for _, s := range p.Sections {
		ids = append(ids, s.ID)
		if len(s.Paragraphs()) == 0 {
			t.Errorf("section %s has no starting text", s.ID)
		}
	}
	if got := strings.Join(ids, ","); got != "conduct,rulings,slow-play,results,regulations" {
		t.Errorf("sections = %s", got)
	}
	if !p.Updated.IsZero() {
		t.Error("the starting text claims to have been saved")
	}
}

func TestPoliciesAreSavedAndReadBack(t *testing.T) {
	d, m := NewMemoryDesk()
	now := clock(t, "2025-03-14 19:05")
	p, err := DefaultPolicies().WithSection("results", "Results", "On the board by the bar.\n\nAnd online.", now)
	if err != nil {
		t.Fatal(err)
	}
	if err := d.PutPolicies(p); err != nil {
		t.Fatal(err)
	}
	got, err := d.Policies()
	if err != nil {
		t.Fatal(err)
	}
	if s := got.Sections[3]; s.Title != "Results" || len(s.Paragraphs()) != 2 || !got.Updated.Equal(now) {
		t.Errorf("read back %+v, updated %v", s, got.Updated)
	}

	t.Run("a section that does not exist", func(t *testing.T) {
		if _, err := p.WithSection("bar", "Bar", "x", now); err == nil {
			t.Error("want an error")
		}
	})
	t.Run("a section with no title is refused and nothing is written", func(t *testing.T) {
		bad, err := p.WithSection("results", "  ", "x", now)
		if err == nil {
			t.Fatal("want an error for an empty title")
		}
		if err := d.PutPolicies(bad); err == nil {
			t.Fatal("saved policies with an empty title")
		}
		if got, _ := d.Policies(); got.Sections[3].Title != "Results" {
			t.Errorf("the refused save changed the stored policies")
		}
	})
	t.Run("a newer app's policies are kept, not overwritten", func(t *testing.T) {
		m.PutRaw(policiesKey, []byte(`{"v":2,"sections":[]}`))
		if _, err := d.Policies(); !errors.Is(err, ErrNewerFormat) {
			t.Errorf("read = %v, want ErrNewerFormat", err)
		}
		if err := d.PutPolicies(p); err == nil {
			t.Error("overwrote policies it cannot read")
		}
	})
	t.Run("a full disk says so", func(t *testing.T) {
		m.FailWrites(&StorageError{Name: "QuotaExceededError"})
		defer m.FailWrites(nil)
		m.PutRaw(policiesKey, nil)
		if err := d.PutPolicies(p); !errors.Is(err, ErrQuota) {
			t.Errorf("err = %v, want ErrQuota", err)
		}
	})
}

func TestPoliciesTravelWithTheBackupAndTheNewerCopyWins(t *testing.T) {
	older := clock(t, "2025-03-07 19:00")
	newer := clock(t, "2025-03-14 19:00")
	mine, _ := DefaultPolicies().WithSection("slow-play", "Slow play", "Ours.", newer)
	theirs, _ := DefaultPolicies().WithSection("slow-play", "Slow play", "Theirs, older.", older)

	var buf bytes.Buffer
	if err := WriteBackup(&buf, nil, &theirs, newer); err != nil {
		t.Fatal(err)
	}
	got, err := BackupPolicies(buf.Bytes())
	if err != nil || got == nil || got.Sections[2].Text != "Theirs, older." {
		t.Fatalf("policies from the backup = %+v, %v", got, err)
	}
	if _, err := ReadBackup(buf.Bytes()); err != nil {
		t.Errorf("the log's own import refuses a backup with policies: %v", err)
	}

	d, _ := NewMemoryDesk()
	if took, err := d.ImportPolicies(*got); err != nil || !took {
		t.Fatalf("import into an empty desk: took %v, %v", took, err)
	}
	if err := d.PutPolicies(mine); err != nil {
		t.Fatal(err)
	}
	if took, err := d.ImportPolicies(*got); err != nil || took {
		t.Errorf("an older copy replaced a newer one: took %v, %v", took, err)
	}
	if p, _ := d.Policies(); p.Sections[2].Text != "Ours." {
		t.Errorf("slow play = %q", p.Sections[2].Text)
	}

	t.Run("the starting text is not exported", func(t *testing.T) {
		def := DefaultPolicies()
		var buf bytes.Buffer
		if err := WriteBackup(&buf, nil, &def, newer); err != nil {
			t.Fatal(err)
		}
		if p, err := BackupPolicies(buf.Bytes()); p != nil || err != nil {
			t.Errorf("policies = %+v, %v; want none", p, err)
		}
	})
	t.Run("a backup from before policies", func(t *testing.T) {
		var buf bytes.Buffer
		if err := WriteJSON(&buf, nil, newer); err != nil {
			t.Fatal(err)
		}
		if p, err := BackupPolicies(buf.Bytes()); p != nil || err != nil {
			t.Errorf("policies = %+v, %v; want none", p, err)
		}
	})
}

func TestThePINIsStoredHashedAndChecked(t *testing.T) {
	d, m := NewMemoryDesk()
	if l, err := d.Lock(); err != nil || !l.IsZero() {
		t.Fatalf("a new desk has a lock: %+v, %v", l, err)
	}
	code := RecoveryCode([]byte("abcdefghijkl"))
	if len(code) != 14 || strings.Count(code, "-") != 2 {
		t.Errorf("recovery code %q, want XXXX-XXXX-XXXX", code)
	}
	l, err := NewLock("4711", code, salt(1), salt(2), clock(t, "2025-03-14 19:00"))
	if err != nil {
		t.Fatal(err)
	}
	if err := d.PutLock(l); err != nil {
		t.Fatal(err)
	}
	raw, _ := m.LoadOne(lockKey)
	if bytes.Contains(raw, []byte("4711")) || bytes.Contains(raw, []byte(strings.ReplaceAll(code, "-", ""))) {
		t.Errorf("the PIN or the code is stored in clear: %s", raw)
	}
	got, err := d.Lock()
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		ok   bool
	}{{"4711", true}, {"4712", false}, {"", false}, {"47110", false}}
	for _, tc := range tests {
		if got.Check(tc.name) != tc.ok {
			t.Errorf("Check(%q) = %v", tc.name, !tc.ok)
		}
	}
	lower := strings.ToLower(strings.ReplaceAll(code, "-", " "))
	if !got.CheckRecovery(lower) || got.CheckRecovery("4711") {
		t.Errorf("the recovery code %q (typed %q) is not recognised, or the PIN is taken for it", code, lower)
	}
	if err := d.PutLock(Lock{}); err != nil {
		t.Fatal(err)
	}
	if l, err := d.Lock(); err != nil || !l.IsZero() {
		t.Errorf("after removing the PIN: %+v, %v", l, err)
	}
}

func TestABadPINIsRefused(t *testing.T) {
	for _, pin := range []string{"", "123", "123456789", "12a4", "１２３４"} {
		if _, err := NewLock(pin, "ABCD-EFGH-JKLM", salt(1), salt(2), clock(t, "2025-03-14 19:00")); err == nil {
			t.Errorf("PIN %q accepted", pin)
		}
	}
}

func TestADamagedLockKeepsTheDeskShut(t *testing.T) {
	d, m := NewMemoryDesk()
	m.PutRaw(lockKey, []byte(`{"v":1,"hash":"not base64"`))
	if _, err := d.Lock(); err == nil {
		t.Error("a damaged lock read as no lock: the desk would open")
	}
}
