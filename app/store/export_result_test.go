package store

import (
	"bytes"
	"encoding/csv"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"tableside/engine/bridge"
	"tableside/engine/catalog"
	"tableside/engine/ruling"
)

// decided walks a flow with the answers, as the director taps them, and logs its outcome.
// A seat question the answers do not expect is answered East, as the player at fault.
func decided(t *testing.T, id, flow string, ctx ruling.Context, answers ...ruling.Answer) Entry {
	t.Helper()
	s, err := catalog.Start(flow, ctx)
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range answers {
		if st, err := catalog.Decide(s); err == nil && !st.Done() && st.Step.Question.Kind == ruling.SeatKind && a.Kind != ruling.SeatKind {
			if s, err = catalog.Answer(s, ruling.SeatAnswer(bridge.East)); err != nil {
				t.Fatal(err)
			}
		}
		if s, err = catalog.Answer(s, a); err != nil {
			t.Fatalf("%s: answer %v: %v", flow, a, err)
		}
	}
	st, err := catalog.Decide(s)
	if err != nil || !st.Done() {
		t.Fatalf("%s: no outcome after the answers (%v)", flow, err)
	}
	e, err := NewEntry(id, clock(t, "2025-03-14 19:05"), Place{SessionDate: "2025-03-14", Table: 5, Board: ctx.Board}, s, *st.Outcome)
	if err != nil {
		t.Fatal(err)
	}
	return e
}

// csvRows writes the records as the scorer gets them and reads the rows back by column name.
func csvRows(t *testing.T, recs ...Record) []map[string]string {
	t.Helper()
	var buf bytes.Buffer
	if err := WriteCSV(&buf, recs); err != nil {
		t.Fatal(err)
	}
	rows, err := csv.NewReader(strings.NewReader(strings.TrimPrefix(buf.String(), "\uFEFF"))).ReadAll()
	if err != nil {
		t.Fatalf("the CSV does not parse back: %v", err)
	}
	var out []map[string]string
	for _, row := range rows[1:] {
		m := map[string]string{}
		for i, name := range rows[0] {
			m[name] = row[i]
		}
		out = append(out, m)
	}
	return out
}

func record(t *testing.T, e Entry) Record { return Decode(e.ID, mustEncode(t, e)) }

func TestScorerColumnsCarryTheResultAsRuled(t *testing.T) {
	fourHeartsSouth := bridge.Contract{Level: 4, Strain: bridge.HeartsStrain, Declarer: bridge.South}
	fourSpadesSouth := bridge.Contract{Level: 4, Strain: bridge.SpadesStrain, Declarer: bridge.South}

	// Declarer revoked and won the revoke trick: 10 tricks become 9, not vulnerable on board 1.
	revoke := decided(t, "revoke", "revoke", ruling.Context{Board: 1, Contract: fourHeartsSouth},
		ruling.Pick("established-declarer"), ruling.Pick("partner"), ruling.Pick("now"), ruling.ResultAnswer(fourHeartsSouth, 10))
	assigned := decided(t, "assigned", "adjusted-score", ruling.Context{Board: 1},
		ruling.Pick("assigned"), ruling.ResultAnswer(fourSpadesSouth, 10), ruling.Pick("none"))
	artificial := decided(t, "artificial", "adjusted-score", ruling.Context{Board: 1}, catalog.Lookup("adjusted-score").Common...)

	rows := csvRows(t, record(t, revoke), record(t, assigned), record(t, artificial))
	tr := revoke.Outcome.Transfer
	if tr == nil || !tr.Scored || tr.TricksAfter != tr.TricksTaken-1 {
		t.Fatalf("the revoke ruling transfers no scored trick: %+v", tr)
	}
	ns40 := artificial.Outcome.Workings
	tests := []struct {
		name, column, want string
		row                int
	}{
		{"a revoke names the contract", "Contract", "4♥ by South", 0},
		{"a revoke gives the result at the table and its score", "Result as played", "4♥= by South, " + ruling.SignedScore(tr.Before) + " for North-South", 0},
		{"a revoke gives the result after the transfer and its score", "Result or score as ruled", "4♥-1 by South, " + ruling.SignedScore(tr.After) + " for North-South", 0},
		{"a trick transfer is no artificial score", "Artificial %", "", 0},
		{"an assigned score gives the assigned result and its score", "Result or score as ruled", "4♠= by South, +420 for North-South", 1},
		{"an assigned score leaves the unplayed result blank", "Result as played", "", 1},
		{"an artificial score gives both sides", "Artificial %", "North-South " + ns40[0].Value + "; East-West " + ns40[1].Value, 2},
		{"an artificial score is the score as ruled", "Result or score as ruled", "North-South " + ns40[0].Value + "; East-West " + ns40[1].Value, 2},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := rows[tc.row][tc.column]; got != tc.want {
				t.Errorf("%s = %q, want %q", tc.column, got, tc.want)
			}
		})
	}
	t.Run("the artificial percentages differ by side", func(t *testing.T) {
		if !strings.Contains(rows[2]["Artificial %"], "%") || ns40[0].Value == ns40[1].Value {
			t.Errorf("Artificial %% = %q", rows[2]["Artificial %"])
		}
	})
}

func TestScorerColumnsAfterTheChoice(t *testing.T) {
	e := decided(t, "olot", "opening-lead-out-of-turn", ruling.Context{Board: 3, Contract: bridge.Contract{Level: 4, Strain: bridge.SpadesStrain, Declarer: bridge.South}},
		ruling.Pick("faced"), ruling.CardAnswer(bridge.Card{Suit: bridge.Hearts, Rank: bridge.King}), ruling.Pick("nothing"))
	pick := slices.IndexFunc(e.Outcome.Options, func(c ruling.Choice) bool { return len(c.PicksUp) > 0 })
	keep := slices.IndexFunc(e.Outcome.Options, func(c ruling.Choice) bool { return len(c.PenaltyCards) > 0 })
	if pick < 0 || keep < 0 || len(e.Outcome.FollowUps) == 0 {
		t.Fatalf("the ruling has no option that picks the card up and one that leaves it (%d, %d), or no follow-ups", pick, keep)
	}
	while := 0
	for _, f := range e.Outcome.FollowUps {
		if strings.Contains(f.When, "♥K is on the table") {
			while++
		}
	}
	for _, tc := range []struct {
		name   string
		choice int
		open   int
	}{
		{"no choice yet: every follow-up is open", -1, len(e.Outcome.FollowUps)},
		{"the card picked up: the reminders while it is on the table are moot", pick, len(e.Outcome.FollowUps) - while},
		{"the card left on the table: every follow-up is open", keep, len(e.Outcome.FollowUps)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			chosen, err := e.WithChoice(tc.choice, e.Created)
			if err != nil {
				t.Fatal(err)
			}
			row := csvRows(t, record(t, chosen))[0]
			if got, want := row["Follow-ups open"], strconv.Itoa(tc.open); got != want {
				t.Errorf("follow-ups open after the choice = %s, want %s", got, want)
			}
			wantPick := ""
			if tc.choice >= 0 {
				wantPick = e.Outcome.Chooser.String() + ": " + e.Outcome.Options[tc.choice].Label
			}
			if row["Chooser's pick"] != wantPick || (tc.choice >= 0 && !strings.HasPrefix(wantPick, "declarer")) {
				t.Errorf("chooser's pick = %q, want %q", row["Chooser's pick"], wantPick)
			}
		})
	}
	if while == 0 {
		t.Error("no follow-up holds only while the card is on the table: the test proves nothing")
	}
}

// An entry logged by the first engine still exports, its new columns blank or counted.
func TestOldLoggedEntriesStillExport(t *testing.T) {
	raw, err := os.ReadFile("testdata/entries-engine-2017.1.json")
	if err != nil {
		t.Fatal(err)
	}
	log, _ := NewMemoryLog()
	if _, err := log.Import(raw); err != nil {
		t.Fatal(err)
	}
	recs := mustAll(t, log)
	if len(recs) == 0 {
		t.Fatal("no old entries")
	}
	rows := csvRows(t, recs...)
	for i, row := range rows {
		if tr := recs[i].Entry.Outcome.Transfer; tr != nil && !strings.Contains(row["Result or score as ruled"], strconv.Itoa(tr.Tricks)+" trick") {
			t.Errorf("old revoke %s: ruled %q, want its %d tricks transferred", recs[i].ID, row["Result or score as ruled"], tr.Tricks)
		}
		if c := recs[i].Entry.Session.Context.Contract; c.Valid() && row["Contract"] != c.String() {
			t.Errorf("old entry %s: contract %q, want %q", recs[i].ID, row["Contract"], c)
		}
		if !recs[i].OK() || strings.HasPrefix(row["Ruling"], "Unreadable") || row["Follow-ups open"] == "" {
			t.Errorf("old entry %s: %v", recs[i].ID, row)
		}
	}
}
