package apptest

import (
	"encoding/json"
	"net/http"
	"sync"
	"testing"
	"time"

	"tableside/app/store"
	"tableside/app/ui"
	"tableside/engine/catalog"
	"tableside/engine/law"
	"tableside/engine/ruling"
	"tableside/syncapi"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// ctxProbe hands a test the context of a mounted component, so it can call the methods
// that event handlers call (native tests run in server mode: no clicks, no OnMount).
type ctxProbe struct {
	app.Compo
	ctx app.Context
}

func (c *ctxProbe) OnPreRender(ctx app.Context) { c.ctx = ctx }
func (c *ctxProbe) Render() app.UI              { return app.Div() }

// Context returns a live context and the engine that runs its Async and Dispatch calls.
func Context(t *testing.T) (app.Context, app.TestEngine) {
	t.Helper()
	e := app.NewTestEngine()
	p := &ctxProbe{}
	if err := e.Load(p); err != nil {
		t.Fatal(err)
	}
	e.ConsumeAll()
	return p.ctx, e
}

// MemoryLog gives the app an empty in-memory log for the test.
func MemoryLog(t *testing.T) (*store.Log, *store.Memory) {
	t.Helper()
	l, m := store.NewMemoryLog()
	ui.UseLog(l)
	d, _ := store.NewMemoryDesk() // the front desk's policies travel in the backup
	ui.UseDesk(d)
	return l, m
}

// Now is the fixed "now" of the tests: 20:15 on 14 March 2025, local time.
var Now = time.Date(2025, 3, 14, 20, 15, 0, 0, time.Local)

// testOutcome is a ruling with a chooser, two options and a follow-up with a flow.
func testOutcome() ruling.Outcome {
	return ruling.Outcome{
		ID: "established", Title: "Two tricks to the non-offending side", Summary: "The revoke is established.",
		Chooser: ruling.Party{Role: ruling.Declarer},
		Options: []ruling.Choice{
			{Label: "Accept the lead", Consequence: "Play goes on."},
			{Label: "Require another lead", Consequence: "The card becomes a penalty card."},
		},
		FollowUps: []ruling.FollowUp{
			{When: "At the end of play", Watch: "transfer two tricks", Law: law.L(64, "A1")},
			{When: "When the offender's partner next leads", Watch: "offer declarer the lead options", Flow: "penalty-card", Law: law.L(50, "D")},
		},
		Laws: []law.Ref{law.L(64, "A1")},
	}
}

// Entry is a logged revoke ruling with a chooser and a follow-up, at a table on a session date.
func Entry(t *testing.T, id, date string, table int, at time.Time) store.Entry {
	t.Helper()
	e, err := store.NewEntry(id, at, store.Place{SessionDate: date, Table: table, Board: 5}, ruling.Session{Flow: "revoke"}, testOutcome())
	if err != nil {
		t.Fatal(err)
	}
	return e
}

// MustPut stores entries in the log, failing the test if it cannot.
func MustPut(t *testing.T, l *store.Log, es ...store.Entry) {
	t.Helper()
	if err := l.Put(es...); err != nil {
		t.Fatal(err)
	}
}

// MustAll reads every record of the log, failing the test if it cannot.
func MustAll(t *testing.T, l *store.Log) []store.Record {
	t.Helper()
	recs, err := l.All()
	if err != nil {
		t.Fatal(err)
	}
	return recs
}

// PollEntry logs an unauthorized-information ruling that stopped to poll peers (or another
// outcome of the flow, by its answers), as the wizard would.
func PollEntry(t *testing.T, l *store.Log, id string, answers ...ruling.Answer) store.Entry {
	t.Helper()
	if len(answers) == 0 {
		answers = []ruling.Answer{ruling.Pick("hesitation"), ruling.Pick("yes"), ruling.Pick("poll")}
	}
	s, st := Decided(t, "unauthorized-information", answers...)
	e, err := store.NewEntry(id, Now, store.Place{SessionDate: "2025-03-14", Table: 6, Board: 9}, s, *st.Outcome)
	if err != nil {
		t.Fatal(err)
	}
	MustPut(t, l, e)
	return e
}

// FakeWorker is the club's server as far as the syncer needs it, over HTTP.
type FakeWorker struct {
	mu      sync.Mutex
	Status  int // answer every call with this status when set
	Pushed  int
	Entries []syncapi.Entry
	Erased  []string
}

// ServeHTTP answers the sync API as the club's server would.
func (f *FakeWorker) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	f.mu.Lock()
	defer f.mu.Unlock()
	w.Header().Set("Content-Type", "application/json")
	if f.Status != 0 {
		w.WriteHeader(f.Status)
		w.Write([]byte(`{"error":"refused"}`))
		return
	}
	switch r.URL.Path {
	case syncapi.PathJoin:
		json.NewEncoder(w).Encode(syncapi.JoinResponse{ClubID: "c1", ClubName: "Riverside BC", DeviceID: "d1", DeviceName: "Phone", Token: "t"})
	case syncapi.PathPush:
		var req syncapi.PushRequest
		json.NewDecoder(r.Body).Decode(&req)
		var res syncapi.PushResponse
		for _, v := range req.Entries {
			f.Pushed++
			res.Results = append(res.Results, syncapi.PushResult{ID: v.ID, Status: syncapi.Applied})
		}
		json.NewEncoder(w).Encode(res)
	case syncapi.PathPull:
		out := syncapi.PullResponse{Entries: f.Entries, Cursor: int64(len(f.Entries))}
		if r.URL.Query().Get("since") != "0" {
			out.Entries = []syncapi.Entry{}
		}
		json.NewEncoder(w).Encode(out)
	case syncapi.PathErase:
		var req syncapi.EraseRequest
		json.NewDecoder(r.Body).Decode(&req)
		f.Erased = append(f.Erased, req.ID)
		w.Write([]byte(`{"ok":true}`))
	default:
		w.WriteHeader(404)
		w.Write([]byte(`{"error":"no"}`))
	}
}

// Set changes the fake server under its lock, while a sync may be running.
func (f *FakeWorker) Set(fn func(*FakeWorker)) {
	f.mu.Lock()
	defer f.mu.Unlock()
	fn(f)
}

// Decided is flow id's session after the given answers, and its state.
func Decided(t *testing.T, id string, answers ...ruling.Answer) (ruling.Session, ruling.State) {
	t.Helper()
	return DecidedIn(t, ruling.Context{}, id, answers...)
}

// DecidedIn is Decided for a ruling started in ctx (a regulating body, say).
func DecidedIn(t *testing.T, ctx ruling.Context, id string, answers ...ruling.Answer) (ruling.Session, ruling.State) {
	t.Helper()
	s, err := catalog.Start(id, ctx)
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range answers {
		if s, err = catalog.Answer(s, a); err != nil {
			t.Fatalf("%s: %v", a, err)
		}
	}
	st, err := catalog.Decide(s)
	if err != nil {
		t.Fatal(err)
	}
	return s, st
}

// ChoiceOutcome is a decided outcome with a chooser, from the catalogue.
func ChoiceOutcome(t *testing.T) (ruling.Session, ruling.Outcome) {
	t.Helper()
	s := ruling.Session{Flow: "penalty-card", Answers: []ruling.Given{
		{Step: "situation", Answer: ruling.Pick("partner-leads")}, {Step: "holding", Answer: ruling.Pick("one")},
	}}
	st, err := catalog.Decide(s)
	if err != nil || !st.Done() || st.Outcome.Chooser.IsZero() {
		t.Fatalf("no chooser: %+v %v", st, err)
	}
	return s, *st.Outcome
}
