package hands

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"strings"
	"tableside/app/apptest"
	"tableside/app/store"
	"testing"
	"time"

	"tableside/engine/bridge"
	"tableside/engine/pbn"
)

// twoBoards is a club's PBN file of two boards (DDS reference deals 0 and 1), the second
// with its double-dummy table, and its dealer wrongly printed.
const twoBoards = `% PBN 2.1
[Event "Thursday pairs"]
[Board "1"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "N:AJ632.KQ72.J.T83 T9.AJ84.953.AQJ7 4.T953.KQT86.K95 KQ875.6.A742.642"]

[Event "#"]
[Board "2"]
[Dealer "N"]
[Vulnerable "NS"]
[Deal "N:AQ62.K962.862.75 JT5.A87.J75.9643 3.QT43.AQT4.AKQT K9874.J5.K93.J82"]
[DoubleDummyTricks "A9BAAA9CAA2412224122"]
`

func readPBN(t *testing.T, text string) pbn.Session {
	t.Helper()
	s, err := pbn.Read(text)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func mustHandRecords(t *testing.T, key SessionKey, at string) HandRecords {
	t.Helper()
	h, err := NewHandRecords(key, readPBN(t, twoBoards), "thursday.pbn", clock(t, at))
	if err != nil {
		t.Fatal(err)
	}
	return h
}

var thursday = SessionKey{Date: "2025-03-14", Name: "Evening"}

func TestHandRecordsKeptPerSession(t *testing.T) {
	hs, _ := NewMemoryHandStore()
	if err := hs.Put(mustHandRecords(t, thursday, "2025-03-14 18:00"), false); err != nil {
		t.Fatal(err)
	}

	t.Run("a board reads back as the file gave it", func(t *testing.T) {
		b, err := hs.Board(thursday, 2)
		if err != nil {
			t.Fatal(err)
		}
		want := readPBN(t, twoBoards).Boards[1]
		if b.Hands.String() != want.Hands.String() || b.Dealer != bridge.North || b.Vul != bridge.NSVulnerable {
			t.Errorf("board 2: %s dealer %v vul %v", b.Hands, b.Dealer, b.Vul)
		}
		if b.DD == nil || !b.DD.Equal(*want.DD) || b.DD.Tricks(bridge.South, bridge.HeartsStrain) != 12 {
			t.Errorf("board 2's double-dummy table %v", b.DD)
		}
		if len(b.Warnings) != 1 || !strings.Contains(b.Warnings[0], "dealt by East") {
			t.Errorf("board 2's warning about its dealer: %q", b.Warnings)
		}
		if b1, err := hs.Board(thursday, 1); err != nil || b1.DD != nil || len(b1.Warnings) != 0 {
			t.Errorf("board 1: DD %v, warnings %q, err %v", b1.DD, b1.Warnings, err)
		}
	})
	t.Run("a board the file does not have", func(t *testing.T) {
		if _, err := hs.Board(thursday, 3); !errors.Is(err, ErrNoHandRecords) {
			t.Errorf("board 3: err = %v", err)
		}
	})
	t.Run("a session with none", func(t *testing.T) {
		if _, err := hs.Session(SessionKey{Date: "2025-03-14"}); !errors.Is(err, ErrNoHandRecords) {
			t.Errorf("the unnamed session of the same day: err = %v", err)
		}
	})
	t.Run("the same session's file again is refused until the director confirms", func(t *testing.T) {
		again := mustHandRecords(t, SessionKey{Date: "2025-03-14", Name: "  EVENING "}, "2025-03-14 18:30")
		if err := hs.Put(again, false); !errors.Is(err, ErrSessionExists) {
			t.Fatalf("err = %v, want ErrSessionExists", err)
		}
		if h, _ := hs.Session(thursday); !h.Imported.Equal(clock(t, "2025-03-14 18:00")) {
			t.Errorf("the refused import replaced the session: imported %v", h.Imported)
		}
		if err := hs.Put(again, true); err != nil {
			t.Fatal(err)
		}
		h, err := hs.Session(thursday)
		if err != nil || !h.Imported.Equal(clock(t, "2025-03-14 18:30")) || h.Name != "EVENING" {
			t.Errorf("after the confirmed import: %+v, %v", h, err)
		}
	})
	t.Run("sessions are listed, the latest day first, then by name", func(t *testing.T) {
		for _, k := range []SessionKey{{Date: "2025-03-07"}, {Date: "2025-03-14", Name: "Afternoon"}} {
			if err := hs.Put(mustHandRecords(t, k, "2025-03-14 12:00"), false); err != nil {
				t.Fatal(err)
			}
		}
		list, err := hs.Sessions()
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, s := range list {
			if s.Err != nil {
				t.Errorf("%s: %v", s.ID, s.Err)
			}
			got = append(got, s.Records.Key().String())
		}
		if want := "2025-03-14 Afternoon|2025-03-14 EVENING|2025-03-07"; strings.Join(got, "|") != want {
			t.Errorf("listed %q, want %q", strings.Join(got, "|"), want)
		}
	})
	t.Run("deleted", func(t *testing.T) {
		if err := hs.Delete(SessionKey{Date: "2025-03-07"}); err != nil {
			t.Fatal(err)
		}
		if _, err := hs.Session(SessionKey{Date: "2025-03-07"}); !errors.Is(err, ErrNoHandRecords) {
			t.Errorf("after delete: err = %v", err)
		}
		if err := hs.Delete(SessionKey{Date: "2025-03-07"}); !errors.Is(err, ErrNoHandRecords) {
			t.Errorf("deleting it again: err = %v", err)
		}
	})
}

func TestHandRecordsRefuseBadInput(t *testing.T) {
	s := readPBN(t, twoBoards)
	for _, c := range []struct {
		name string
		key  SessionKey
		says string
	}{
		{"a date written another way", SessionKey{Date: "14/03/2025"}, "not a date like 2025-03-14"},
		{"no date", SessionKey{Name: "Evening"}, "not a date"},
		{"a name of 61 characters", SessionKey{Date: "2025-03-14", Name: strings.Repeat("n", 61)}, "longer than 60"},
	} {
		t.Run(c.name, func(t *testing.T) {
			if _, err := NewHandRecords(c.key, s, "", clock(t, "2025-03-14 18:00")); err == nil || !strings.Contains(err.Error(), c.says) {
				t.Errorf("err = %v, want it to say %q", err, c.says)
			}
		})
	}
	t.Run("a name of 60 characters is fine", func(t *testing.T) {
		if _, err := NewHandRecords(SessionKey{Date: "2025-03-14", Name: strings.Repeat("n", 60)}, s, "", clock(t, "2025-03-14 18:00")); err != nil {
			t.Error(err)
		}
	})
	t.Run("a damaged deal is not saved", func(t *testing.T) {
		hs, m := NewMemoryHandStore()
		h := mustHandRecords(t, thursday, "2025-03-14 18:00")
		h.Boards[0].Deal = "N:AKQ"
		if err := hs.Put(h, false); err == nil || !strings.Contains(err.Error(), "board 1") {
			t.Errorf("err = %v", err)
		}
		if all, _ := m.Load(); len(all) != 0 {
			t.Errorf("stored %d records", len(all))
		}
	})
}

func TestHandRecordsStorageRules(t *testing.T) {
	t.Run("storage errors say what failed", func(t *testing.T) {
		hs, m := NewMemoryHandStore()
		m.FailWrites(&store.StorageError{Name: "QuotaExceededError", Message: "full"})
		if err := hs.Put(mustHandRecords(t, thursday, "2025-03-14 18:00"), false); !errors.Is(err, store.ErrQuota) {
			t.Errorf("a full disk: err = %v", err)
		}
		m.FailWrites(&store.StorageError{Name: "AbortError", Message: "the transaction was aborted"})
		err := hs.Put(mustHandRecords(t, thursday, "2025-03-14 18:00"), false)
		if err == nil || err.Error() != "could not save the hand records: the transaction was aborted (AbortError)" {
			t.Errorf("an abort: err = %v", err)
		}
		if all, _ := m.Load(); len(all) != 0 {
			t.Errorf("stored %d records after failed writes", len(all))
		}
	})
	t.Run("records from a newer app are listed, exported, and never replaced or deleted", func(t *testing.T) {
		hs, m := NewMemoryHandStore()
		newer := []byte(`{"v":2,"date":"2025-03-14","name":"Evening","boards":[],"somethingNew":true}`)
		m.PutRaw(thursday.id(), newer)
		list, err := hs.Sessions()
		if err != nil || len(list) != 1 || !errors.Is(list[0].Err, store.ErrNewerFormat) {
			t.Fatalf("list %+v, err %v", list, err)
		}
		if err := hs.Put(mustHandRecords(t, thursday, "2025-03-14 18:00"), true); !errors.Is(err, store.ErrNewerFormat) {
			t.Errorf("replace: err = %v", err)
		}
		if err := hs.Delete(thursday); !errors.Is(err, store.ErrNewerFormat) {
			t.Errorf("delete: err = %v", err)
		}
		if raw, _ := m.LoadOne(thursday.id()); !bytes.Equal(raw, newer) {
			t.Errorf("stored bytes changed to %s", raw)
		}
		out, err := hs.Backup()
		if err != nil || len(out) != 1 || !bytes.Equal(out[0], newer) {
			t.Errorf("backup %s, err %v", out, err)
		}
	})
}

// backupWithHands writes a backup of one ruling and the hand records given.
func backupWithHands(t *testing.T, hands ...HandRecords) []byte {
	t.Helper()
	var raws []json.RawMessage
	for _, h := range hands {
		raw, err := json.Marshal(h)
		if err != nil {
			t.Fatal(err)
		}
		raws = append(raws, raw)
	}
	e := apptest.Entry(t, "a1", "2025-03-14", 3, clock(t, "2025-03-14 19:05"))
	raw, err := store.Encode(e)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := store.WriteBackupWithHands(&buf, []store.Record{store.Decode("a1", raw)}, nil, raws, clock(t, "2025-03-15 09:00")); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func TestHandRecordsInTheBackup(t *testing.T) {
	early := mustHandRecords(t, thursday, "2025-03-14 18:00")
	later := mustHandRecords(t, thursday, "2025-03-14 18:30")
	later.Boards = later.Boards[:1]
	other := mustHandRecords(t, SessionKey{Date: "2025-03-07"}, "2025-03-07 18:00")

	t.Run("exported and imported on another device, with the rulings", func(t *testing.T) {
		home, _ := NewMemoryHandStore()
		for _, h := range []HandRecords{early, other} {
			if err := home.Put(h, false); err != nil {
				t.Fatal(err)
			}
		}
		raws, err := home.Backup()
		if err != nil {
			t.Fatal(err)
		}
		var buf bytes.Buffer
		if err := store.WriteBackupWithHands(&buf, nil, nil, raws, clock(t, "2025-03-15 09:00")); err != nil {
			t.Fatal(err)
		}
		club, _ := NewMemoryHandStore()
		rep, err := club.Import(buf.Bytes())
		if err != nil || rep.Added != 2 || rep.Updated+rep.Unchanged+rep.Skipped != 0 {
			t.Fatalf("report %+v, err %v", rep, err)
		}
		b, err := club.Board(thursday, 2)
		if err != nil || b.DD == nil || b.Hands.String() != readPBN(t, twoBoards).Boards[1].Hands.String() {
			t.Errorf("board 2 on the other device: %+v, %v", b, err)
		}
		if rep, err := club.Import(buf.Bytes()); err != nil || rep.Unchanged != 2 || rep.Added+rep.Updated != 0 {
			t.Errorf("the same backup again: report %+v, err %v", rep, err)
		}
	})
	t.Run("the copy imported later wins, whichever way it comes", func(t *testing.T) {
		for _, c := range []struct {
			name             string
			device, file     HandRecords
			updated          int
			boardsAfterwards int
		}{
			{"the file's is later", early, later, 1, 1},
			{"the device's is later", later, early, 0, 1},
			{"both at the same time", early, early, 0, 2},
		} {
			t.Run(c.name, func(t *testing.T) {
				hs, _ := NewMemoryHandStore()
				if err := hs.Put(c.device, false); err != nil {
					t.Fatal(err)
				}
				rep, err := hs.Import(backupWithHands(t, c.file))
				if err != nil || rep.Updated != c.updated || rep.Updated+rep.Unchanged != 1 {
					t.Errorf("report %+v, err %v", rep, err)
				}
				if h, _ := hs.Session(thursday); len(h.Boards) != c.boardsAfterwards {
					t.Errorf("%d boards afterwards, want %d", len(h.Boards), c.boardsAfterwards)
				}
			})
		}
	})
	t.Run("a damaged session in the file is skipped, the others imported", func(t *testing.T) {
		bad := other
		bad.Boards = []StoredBoard{{Board: 1, Dealer: "N", Vul: "None", Deal: "N:AKQ"}}
		hs, _ := NewMemoryHandStore()
		rep, err := hs.Import(backupWithHands(t, early, bad))
		if err != nil || rep.Added != 1 || rep.Skipped != 1 || len(rep.Problems) != 1 {
			t.Errorf("report %+v, err %v", rep, err)
		}
	})
	t.Run("a backup with hand records still imports its rulings", func(t *testing.T) {
		log, _ := store.NewMemoryLog()
		rep, err := log.Import(backupWithHands(t, early))
		if err != nil || rep.Added != 1 {
			t.Errorf("report %+v, err %v", rep, err)
		}
	})
	t.Run("a backup made before hand records were kept imports, with none", func(t *testing.T) {
		data, err := os.ReadFile("../testdata/entries-engine-2017.1.json")
		if err != nil {
			t.Fatal(err)
		}
		if bytes.Contains(data, []byte("handRecords")) {
			t.Fatal("the old backup is not old")
		}
		hs, m := NewMemoryHandStore()
		rep, err := hs.Import(data)
		if err != nil || rep.Added+rep.Updated+rep.Unchanged+rep.Skipped != 0 {
			t.Errorf("report %+v, err %v", rep, err)
		}
		if all, _ := m.Load(); len(all) != 0 {
			t.Errorf("stored %d records", len(all))
		}
		log, _ := store.NewMemoryLog()
		if rep, err := log.Import(data); err != nil || rep.Added == 0 {
			t.Errorf("its rulings: report %+v, err %v", rep, err)
		}
	})
	t.Run("a file that is not a backup imports nothing", func(t *testing.T) {
		hs, _ := NewMemoryHandStore()
		if _, err := hs.Import([]byte(twoBoards)); err == nil || !strings.Contains(err.Error(), "not a Tableside backup") {
			t.Errorf("err = %v", err)
		}
	})
}

// clock reads "2025-03-14 19:05" as UTC; the tests never use the real clock.
func clock(t *testing.T, s string) time.Time {
	t.Helper()
	tm, err := time.Parse("2006-01-02 15:04", s)
	if err != nil {
		t.Fatalf("bad test time %q: %v", s, err)
	}
	return tm
}
