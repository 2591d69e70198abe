package store

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"reflect"
	"strings"
	"testing"

	"tableside/engine/poll"
	"tableside/engine/ruling"
)

// A poll of peers is saved with its ruling. It is the first thing an entry can hold that a
// version-1 app would drop on rewrite, so an entry with a poll is written as format 2, which a
// version-1 app refuses (and keeps, unread, never writing over it). An entry without a poll is
// still written as format 1, so an older app on another device reads it as before.

func pollOf(t *testing.T, answers ...string) *poll.Poll {
	t.Helper()
	p, err := poll.New(poll.Problem{Hand: "♠KJ8742 ♥5 ♦A93 ♣J62", Auction: "1♥ (1♠) 4♥ (slow pass) pass ?",
		Methods: "Standard American", Taken: "4♠"})
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range answers {
		if p, err = p.WithAnswer(poll.Answer{Action: a, Considered: []string{"pass"}}); err != nil {
			t.Fatal(err)
		}
	}
	return &p
}

func TestAnEntryIsWrittenInTheOldestFormatThatHoldsIt(t *testing.T) {
	fresh := mustEntry(t, ruled{id: "a0", date: "2025-03-14", at: "2025-03-14 19:05", followUps: 1})
	if fresh.V != 2 {
		t.Errorf("a ruling from engine %s is v%d, want v2: a version-1 app would drop its outcome's new parts", fresh.Engine, fresh.V)
	}
	// A ruling logged by the first engine, as an older backup holds it.
	e := fresh
	e.ID, e.Engine, e.V = "a1", "2017.1", 1
	if e.V != 1 || !bytes.Contains(mustEncode(t, e), []byte(`"v":1,`)) || bytes.Contains(mustEncode(t, e), []byte(`"poll"`)) {
		t.Errorf("an entry without a poll is v%d: %s", e.V, mustEncode(t, e))
	}

	polled := e.WithPoll(pollOf(t, "4♠", "pass", "4♠"), clock(t, "2025-03-14 19:40"))
	raw := mustEncode(t, polled)
	if polled.V != 2 || !bytes.Contains(raw, []byte(`"v":2,`)) || !bytes.Contains(raw, []byte(`"poll":{"problem"`)) {
		t.Errorf("an entry with a poll is v%d: %s", polled.V, raw)
	}
	if !polled.Updated.Equal(clock(t, "2025-03-14 19:40")) || e.Poll != nil {
		t.Errorf("WithPoll: updated %v, and the original entry's poll %v", polled.Updated, e.Poll)
	}
	back := Decode("a1", raw)
	if !back.OK() || !reflect.DeepEqual(back.Entry, polled) {
		t.Fatalf("the poll did not come back as saved: %v\n%+v", back.Err, back.Entry.Poll)
	}

	t.Run("an app that reads up to v1 refuses it as newer and keeps its bytes", func(t *testing.T) {
		old := decodeUpTo("a1", raw, 1)
		if old.OK() || !errors.Is(old.Err, ErrNewerFormat) || !bytes.Equal(old.Raw, raw) {
			t.Errorf("a v1 app reads a polled entry as %v", old.Err)
		}
		if plain := decodeUpTo("a1", mustEncode(t, e), 1); !plain.OK() {
			t.Errorf("a v1 app cannot read an entry without a poll: %v", plain.Err)
		}
	})
	t.Run("taking the poll out writes v1 again", func(t *testing.T) {
		if none := polled.WithPoll(nil, polled.Updated); none.V != 1 || none.Poll != nil {
			t.Errorf("without its poll the entry is v%d", none.V)
		}
	})
	t.Run("a v1 entry cannot hold a poll", func(t *testing.T) {
		bad := polled
		bad.V = 1
		if _, err := Encode(bad); err == nil || !strings.Contains(err.Error(), "poll") {
			t.Errorf("err = %v", err)
		}
	})
	t.Run("WithPoll never shares the poll it was given", func(t *testing.T) {
		p := pollOf(t, "4♠")
		f := e.WithPoll(p, e.Updated)
		p.Answers[0].Action = "changed"
		if f.Poll.Answers[0].Action != "4♠" {
			t.Error("the entry's poll changed with the caller's")
		}
	})
}

func TestAPollSurvivesExportAndImport(t *testing.T) {
	l, _ := NewMemoryLog()
	e := mustEntry(t, ruled{id: "a1", date: "2025-03-14", at: "2025-03-14 19:05", followUps: 1}).
		WithPoll(pollOf(t, "4♠", "pass", "4♠ "), clock(t, "2025-03-14 19:50"))
	mustPut(t, l, e)

	var buf bytes.Buffer
	if err := WriteJSON(&buf, mustAll(t, l), clock(t, "2025-03-14 22:00")); err != nil {
		t.Fatal(err)
	}
	fresh, _ := NewMemoryLog()
	rep, err := fresh.Import(buf.Bytes())
	if err != nil || rep.Added != 1 {
		t.Fatalf("import: %+v, %v", rep, err)
	}
	got, err := fresh.Get("a1")
	if err != nil || !got.OK() || !reflect.DeepEqual(got.Entry, e) {
		t.Fatalf("imported %+v, %v; want the entry with its poll", got.Entry.Poll, err)
	}
	if tally := got.Entry.Poll.Tally(); tally.Answers != 3 || tally.Finding != poll.Alternative {
		t.Errorf("the imported poll tallies %+v", tally)
	}
}

// The earlier app's backup (v1 entries, engine 2017.1) still imports, and each entry is written
// back exactly as it came: still v1, no field gained or lost.
func TestAVersion1BackupStillImportsUnchanged(t *testing.T) {
	data, err := os.ReadFile("testdata/entries-engine-2017.1.json")
	if err != nil {
		t.Fatal(err)
	}
	var file Backup
	if err := json.Unmarshal(data, &file); err != nil {
		t.Fatal(err)
	}
	l, _ := NewMemoryLog()
	rep, err := l.Import(data)
	if err != nil || rep.Added != len(file.Entries) || rep.Skipped != 0 {
		t.Fatalf("import: %+v, %v", rep, err)
	}
	for _, raw := range file.Entries {
		in := Decode("", raw)
		stored, err := l.Get(in.ID)
		if err != nil || !stored.OK() || stored.Entry.V != 1 || stored.Entry.Poll != nil {
			t.Fatalf("%s: %v (v%d)", in.ID, err, stored.Entry.V)
		}
		var want, got any
		_ = json.Unmarshal(raw, &want)
		_ = json.Unmarshal(stored.Raw, &got)
		if !reflect.DeepEqual(want, got) {
			t.Errorf("%s changed on import:\n%s\n%s", in.ID, raw, stored.Raw)
		}
	}
}

// Finishing a polled ruling replaces its answers and outcome in the same entry: the poll, the
// notes and the place stay with it; the choice and the follow-ups start afresh for the new outcome.
func TestWithRulingKeepsThePollAndTheDirectorsRecord(t *testing.T) {
	e := mustEntry(t, ruled{id: "a1", date: "2025-03-14", at: "2025-03-14 19:05", table: 4, followUps: 2})
	e, _ = e.WithChoice(1, e.Created)
	e, _ = e.Resolve(0, true, e.Created)
	e = e.WithNotes("slow pass agreed by both sides", e.Created).WithPoll(pollOf(t, "pass", "pass", "4♠"), e.Created)

	s := ruling.Session{Flow: "unauthorized-information", Answers: []ruling.Given{{Step: "available", Answer: ruling.Pick("hesitation")}}}
	o := outcome(1)
	o.ID, o.Title, o.Options, o.Chooser = "adjust", "Adjusted score", nil, ruling.Party{}
	done := e.WithRuling(s, o, clock(t, "2025-03-14 21:00"))

	if done.ID != "a1" || !done.Created.Equal(e.Created) || done.Table != 4 || done.Notes != e.Notes || !reflect.DeepEqual(done.Poll, e.Poll) {
		t.Errorf("the record around the ruling was not kept: %+v", done)
	}
	if done.Outcome.ID != "adjust" || done.Session.Flow != "unauthorized-information" || done.Ruling != "Unauthorized information" {
		t.Errorf("the ruling was not replaced: %q %q %q", done.Outcome.ID, done.Session.Flow, done.Ruling)
	}
	if done.Choice != (Choice{}) || len(done.FollowUps) != 1 || len(done.Open()) != 1 || !done.Updated.Equal(clock(t, "2025-03-14 21:00")) {
		t.Errorf("choice %+v, follow-ups %+v, updated %v", done.Choice, done.FollowUps, done.Updated)
	}
	if err := done.Validate(); err != nil || done.V != 2 {
		t.Errorf("v%d: %v", done.V, err)
	}
}
