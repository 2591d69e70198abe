package store

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"reflect"
	"strings"
	"testing"
	"time"
)

func TestRowOf(t *testing.T) {
	e := mustEntry(t, ruled{id: "a1", date: "2025-03-14", at: "2025-03-14 19:05", table: 3, followUps: 2})
	e, _ = e.WithChoice(1, e.Created)
	e, _ = e.Resolve(0, true, e.Created)
	got := RowOf(Decode("a1", mustEncode(t, e)))
	want := Row{Date: "2025-03-14", Time: "19:05", Table: "3", Round: "2", Board: "7", Dealer: "South",
		Vulnerability: "Both", Ruling: testFlow, Outcome: "Declarer chooses how play goes on",
		Laws: "Law 54, Law 10C1, Law 10C2, Law 55A, Law 50D", Choice: "Refuse the lead", FollowUpsOpen: "1",
		Pick: "declarer (South): Refuse the lead"}
	if got != want {
		t.Errorf("got  %+v\nwant %+v", got, want)
	}

	t.Run("the time is the director's wall clock, as stored with its offset", func(t *testing.T) {
		e := e
		e.Created = time.Date(2025, 3, 14, 19, 5, 0, 0, time.FixedZone("CET", 3600))
		if got := RowOf(Decode("a1", mustEncode(t, e))).Time; got != "19:05" {
			t.Errorf("time = %q, want 19:05", got)
		}
	})
	t.Run("unknown table, round and board stay blank", func(t *testing.T) {
		e := e
		e.Table, e.Round, e.Board = 0, 0, 0
		r := RowOf(Decode("a1", mustEncode(t, e)))
		if r.Table+r.Round+r.Board+r.Dealer+r.Vulnerability != "" {
			t.Errorf("row = %+v", r)
		}
	})
}

func mustEncode(t *testing.T, e Entry) []byte {
	t.Helper()
	raw, err := Encode(e)
	if err != nil {
		t.Fatal(err)
	}
	return raw
}

func TestWriteCSV(t *testing.T) {
	notes := []struct {
		name  string
		notes string
		cell  string // what a spreadsheet reads back
	}{
		{"a comma", "E bid 2♠, then apologised", "E bid 2♠, then apologised"},
		{"double quotes", `N said "I didn't mean it"`, `N said "I didn't mean it"`},
		{"a line break", "first line\nsecond line", "first line\nsecond line"}, // CRLF in the file
		{"suit symbols and accents", "♠AK ♥Q ♦J ♣10 – Zoë's lead", "♠AK ♥Q ♦J ♣10 – Zoë's lead"},
		{"a formula", "=HYPERLINK(\"http://x\")", "'=HYPERLINK(\"http://x\")"},
		{"a note starting with a minus", "-1 trick to E-W", "'-1 trick to E-W"},
		{"empty", "", ""},
	}
	var recs []Record
	for i, n := range notes {
		e := mustEntry(t, ruled{id: string(rune('a' + i)), date: "2025-03-14", at: "2025-03-14 19:05", table: 3})
		e.Notes = n.notes
		recs = append(recs, Decode(e.ID, mustEncode(t, e)))
	}
	recs = append(recs, Decode("g1", []byte("garbage")))

	var buf bytes.Buffer
	if err := WriteCSV(&buf, recs); err != nil {
		t.Fatal(err)
	}
	out := buf.String()
	if !strings.HasPrefix(out, "\uFEFFDate,Time,Table,") || !strings.Contains(out, "\"first line\r\nsecond line\"") {
		t.Fatalf("want a BOM, the header and CRLF lines; got %q", out[:min(len(out), 60)])
	}
	rows, err := csv.NewReader(strings.NewReader(strings.TrimPrefix(out, "\uFEFF"))).ReadAll()
	if err != nil {
		t.Fatalf("the CSV does not parse back: %v", err)
	}
	if len(rows) != 1+len(notes)+1 || !reflect.DeepEqual(rows[0], CSVHeader) {
		t.Fatalf("%d rows, header %v", len(rows), rows[0])
	}
	for i, n := range notes {
		t.Run(n.name, func(t *testing.T) {
			if got := rows[i+1][11]; got != n.cell {
				t.Errorf("notes cell = %q, want %q", got, n.cell)
			}
			if rows[i+1][7] != testFlow || rows[i+1][9] != "Law 54, Law 10C1, Law 10C2, Law 55A" {
				t.Errorf("row = %q", rows[i+1])
			}
		})
	}
	t.Run("an unreadable entry still gets a row saying so", func(t *testing.T) {
		last := rows[len(rows)-1]
		if last[7] != "Unreadable entry g1" || !strings.Contains(last[11], "not valid JSON") {
			t.Errorf("row = %q", last)
		}
	})
}

func TestJSONBackupRoundTrip(t *testing.T) {
	src, m := NewMemoryLog()
	e := mustEntry(t, ruled{id: "a1", date: "2025-03-14", at: "2025-03-14 19:05", table: 3, followUps: 1})
	e, _ = e.WithChoice(0, e.Created)
	e = e.WithNotes("<b>&</b> ♠ \"quoted\"\nline two", e.Created)
	mustPut(t, src, e, mustEntry(t, ruled{id: "b1", date: "2025-03-07", at: "2025-03-07 20:00"}))
	if err := src.Delete("b1", clock(t, "2025-03-08 10:00")); err != nil {
		t.Fatal(err)
	}
	m.PutRaw("f1", []byte(future))
	m.PutRaw("g1", []byte("not json"))

	var buf bytes.Buffer
	if err := WriteJSON(&buf, mustAll(t, src), clock(t, "2025-03-14 23:00")); err != nil {
		t.Fatal(err)
	}
	var env struct {
		App      string
		Format   int
		Exported time.Time
		Entries  []json.RawMessage
	}
	if err := json.Unmarshal(buf.Bytes(), &env); err != nil {
		t.Fatalf("the backup is not JSON: %v", err)
	}
	if env.App != "tableside" || env.Format != 1 || !env.Exported.Equal(clock(t, "2025-03-14 23:00")) || len(env.Entries) != 4 {
		t.Fatalf("envelope = %s %d %v with %d entries", env.App, env.Format, env.Exported, len(env.Entries))
	}
	if string(env.Entries[3]) != `"not json"` {
		t.Errorf("bytes that are not JSON should be kept as a string, got %s", env.Entries[3])
	}
	if strings.Contains(buf.String(), `\u003c`) {
		t.Error("notes were HTML-escaped in the backup")
	}

	dst, _ := NewMemoryLog()
	rep, err := dst.Import(buf.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if rep.Added != 2 || rep.Skipped != 2 || rep.Updated+rep.Unchanged != 0 || len(rep.Problems) != 2 {
		t.Errorf("report = %+v, want 2 added and the 2 unreadable skipped", rep)
	}
	for _, id := range []string{"a1", "b1"} {
		a, _ := src.Get(id)
		b, err := dst.Get(id)
		if err != nil || !reflect.DeepEqual(a.Entry, b.Entry) || string(a.Raw) != string(b.Raw) {
			t.Errorf("%s did not survive the round trip: %v\n%s\n%s", id, err, a.Raw, b.Raw)
		}
	}
}
