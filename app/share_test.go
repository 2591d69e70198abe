package app

import (
	"encoding/json"
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"tableside/app/store"
	"tableside/syncapi"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

func TestStatusTextSaysWhenAndWhatWaits(t *testing.T) {
	now := time.Date(2026, 3, 14, 21, 0, 0, 0, time.UTC)
	ago := func(d time.Duration) time.Time { return now.Add(-d) }
	for _, tc := range []struct {
		st   shareStatus
		want string
	}{
		{shareStatus{State: "synced", LastSync: ago(20 * time.Second)}, "Synced just now."},
		{shareStatus{State: "synced", LastSync: ago(time.Minute)}, "Synced 1 minute ago."},
		{shareStatus{State: "synced", LastSync: ago(2*time.Minute + 30*time.Second)}, "Synced 2 minutes ago."},
		{shareStatus{State: "synced", LastSync: ago(59 * time.Minute)}, "Synced 59 minutes ago."},
		{shareStatus{State: "synced", LastSync: ago(61 * time.Minute)}, "Synced 1 hour ago."},
		{shareStatus{State: "synced", LastSync: ago(5 * time.Hour)}, "Synced 5 hours ago."},
		{shareStatus{State: "synced", LastSync: time.Date(2026, 3, 2, 20, 0, 0, 0, time.UTC)}, "Synced on 2 March."},
		{shareStatus{State: "synced"}, "Not synced yet."},
		{shareStatus{State: "waiting", LastSync: ago(2 * time.Minute), Waiting: 3}, "Synced 2 minutes ago. 3 rulings waiting to sync."},
		{shareStatus{State: "waiting", Waiting: 1}, "Not synced yet. 1 ruling waiting to sync."},
		{shareStatus{State: "offline", Waiting: 3}, "Offline: 3 rulings waiting to sync."},
		{shareStatus{State: "offline"}, "Offline. Nothing is waiting to sync."},
		{shareStatus{State: "syncing", Waiting: 2}, "Syncing… 2 rulings waiting to sync."},
		{shareStatus{State: "error", Err: "the club's server answered 500"}, "Could not sync: the club's server answered 500."},
		{shareStatus{State: "removed", Waiting: 4}, "This device was removed from the club's shared log: join again with the club's code."},
	} {
		if got := statusText(tc.st, now); got != tc.want {
			t.Errorf("%+v: %q, want %q", tc.st, got, tc.want)
		}
	}
}

func TestSharePanelAsksForTheCodeAndAName(t *testing.T) {
	p := &sharePanel{}
	doc := parseHTML(render(t, p))
	form := doc.one(t, "form#join-form")
	for _, id := range []string{"join-code", "device-name"} {
		form.one(t, "input#"+id)
		form.one(t, "label[for="+id+"]")
	}
	form.one(t, "button#join-club[type=submit]")
	if doc.has("#sync-status") || doc.has("#leave-club") || doc.has("#share-error") {
		t.Error("a device in no club shows the club's status")
	}

	for _, tc := range []struct{ code, name, want string }{
		{"", "Phone", "Type the club's code"},
		{"ABCDE-FGHJK", "  ", "Name this device"},
	} {
		p := &sharePanel{code: tc.code, name: tc.name}
		ctx, _ := testCtx(t)
		p.joinClub(ctx)
		if p.busy || !strings.HasPrefix(p.err, tc.want) {
			t.Errorf("join with %q, %q: busy %v, error %q", tc.code, tc.name, p.busy, p.err)
		}
		if got := parseHTML(render(t, p)).one(t, "#share-error").textContent(); !strings.HasPrefix(got, tc.want) {
			t.Errorf("shown error %q", got)
		}
	}
}

func TestSharePanelShowsTheStatusAndTheClubsDevices(t *testing.T) {
	now := time.Now()
	p := &sharePanel{
		now: now,
		status: shareStatus{Joined: true, ClubName: "Riverside BC", DeviceName: "Director's phone", State: "waiting",
			LastSync: now.Add(-2 * time.Minute), Waiting: 3},
		devices: []syncapi.Device{
			{ID: "d1", Name: "Director's phone", This: true, LastSeen: now.UnixMilli()},
			{ID: "d2", Name: "Front desk", LastSeen: now.Add(-5 * time.Minute).UnixMilli()},
			{ID: "d3", Name: "Old tablet", Revoked: now.UnixMilli()},
		},
	}
	doc := parseHTML(render(t, p))
	st := doc.one(t, "#sync-status")
	if st.attrs["data-state"] != "waiting" || st.textContent() != "Synced 2 minutes ago. 3 rulings waiting to sync." {
		t.Errorf("status %v %q", st.attrs, st.textContent())
	}
	if got := doc.one(t, "#share-club").textContent(); got != "Riverside BC" {
		t.Errorf("club %q", got)
	}
	if doc.has("form#join-form") {
		t.Error("a joined device is asked to join")
	}
	doc.one(t, "button#sync-now")
	doc.one(t, "button#leave-club")
	items := doc.all("ul#club-devices li.club-device")
	if len(items) != 3 {
		t.Fatalf("%d devices listed", len(items))
	}
	notes := map[string]string{}
	for _, li := range items {
		notes[li.attrs["data-device"]] = li.one(t, ".club-device-note").textContent()
	}
	if notes["d1"] != "this device" || notes["d2"] != "synced 5 minutes ago" || notes["d3"] != "removed" {
		t.Errorf("device notes %v", notes)
	}
	revoke := doc.all("button.revoke-device")
	if len(revoke) != 1 || revoke[0].attrs["data-device"] != "d2" {
		t.Errorf("remove buttons %v: want one, for the front desk only", revoke)
	}

	p2 := &sharePanel{status: shareStatus{Joined: true, State: "removed"}, leaving: true}
	doc = parseHTML(render(t, p2))
	if doc.has("#sync-now") || doc.has("#club-devices") {
		t.Error("a removed device offers to sync or lists the club's devices")
	}
	doc.one(t, "button#leave-confirm")
	doc.one(t, "button#leave-cancel")
}

// fakeWorker is the club's server as far as the syncer needs it, over HTTP.
type fakeWorker struct {
	mu      sync.Mutex
	status  int // answer every call with this status when set
	pushed  int
	entries []syncapi.Entry
	erased  []string
}

func (f *fakeWorker) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	f.mu.Lock()
	defer f.mu.Unlock()
	w.Header().Set("Content-Type", "application/json")
	if f.status != 0 {
		w.WriteHeader(f.status)
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
			f.pushed++
			res.Results = append(res.Results, syncapi.PushResult{ID: v.ID, Status: syncapi.Applied})
		}
		json.NewEncoder(w).Encode(res)
	case syncapi.PathPull:
		out := syncapi.PullResponse{Entries: f.entries, Cursor: int64(len(f.entries))}
		if r.URL.Query().Get("since") != "0" {
			out.Entries = []syncapi.Entry{}
		}
		json.NewEncoder(w).Encode(out)
	case syncapi.PathErase:
		var req syncapi.EraseRequest
		json.NewDecoder(r.Body).Decode(&req)
		f.erased = append(f.erased, req.ID)
		w.Write([]byte(`{"ok":true}`))
	default:
		w.WriteHeader(404)
		w.Write([]byte(`{"error":"no"}`))
	}
}

func (f *fakeWorker) set(fn func(*fakeWorker)) {
	f.mu.Lock()
	defer f.mu.Unlock()
	fn(f)
}

// The syncer's states, from join to removal, against a fake server: what Settings shows.
func TestSyncerStates(t *testing.T) {
	l, _ := testLog(t)
	fw := &fakeWorker{}
	srv := httptest.NewServer(fw)
	defer srv.Close()
	online := true
	s := newSyncer()
	s.remote = func(token string) *syncapi.Client { return &syncapi.Client{Base: srv.URL, Token: token} }
	s.online = func() bool { return online }
	var seen []string
	unsub := s.subscribe(func(st shareStatus) { seen = append(seen, st.State) })
	defer unsub()

	mustPut(t, l, testEntry(t, "e1", "2026-03-14", 3, testNow))
	s.refresh()
	if st := s.current(); st.Joined || st.State != "off" {
		t.Fatalf("before joining: %+v", st)
	}
	if err := s.join("abcde fghjk", "Phone"); err != nil {
		t.Fatal(err)
	}
	// Joining starts a sync in the background.
	waitFor(t, func() bool {
		s.mu.Lock()
		defer s.mu.Unlock()
		return !s.running && s.status.State == "synced" && !s.status.LastSync.IsZero()
	})
	if st := s.current(); !st.Joined || st.ClubName != "Riverside BC" || st.Waiting != 0 || fw.pushed != 1 {
		t.Errorf("after joining: %+v, %d pushed", st, fw.pushed)
	}

	mustPut(t, l, testEntry(t, "e2", "2026-03-14", 4, testNow))
	online = false
	s.syncOnce()
	if st := s.current(); st.State != "offline" || st.Waiting != 1 {
		t.Errorf("offline: %+v", st)
	}
	online = true
	fw.set(func(f *fakeWorker) { f.status = http.StatusInternalServerError })
	s.syncOnce()
	if st := s.current(); st.State != "error" || st.Waiting != 1 {
		t.Errorf("server error: %+v", st)
	}
	srv.Close() // the club's server unreachable: offline, not an error
	s.syncOnce()
	if st := s.current(); st.State != "offline" || st.Waiting != 1 {
		t.Errorf("unreachable: %+v", st)
	}
	srv2 := httptest.NewServer(fw)
	defer srv2.Close()
	s.remote = func(token string) *syncapi.Client { return &syncapi.Client{Base: srv2.URL, Token: token} }
	fw.set(func(f *fakeWorker) { f.status = http.StatusUnauthorized })
	s.syncOnce()
	if st := s.current(); st.State != "removed" {
		t.Errorf("revoked: %+v", st)
	}
	if !strings.Contains(strings.Join(seen, " "), "syncing") {
		t.Errorf("subscribers saw %v", seen)
	}
	if err := s.leave(); err != nil {
		t.Fatal(err)
	}
	if st := s.current(); st.Joined {
		t.Errorf("after leaving: %+v", st)
	}
	if n := len(mustAll(t, l)); n != 2 {
		t.Errorf("leaving left %d rulings on the device, want both", n)
	}
}

// A sync that brings changes tells the pages showing the log to read it again.
func TestASyncThatBringsChangesBumpsTheGeneration(t *testing.T) {
	l, _ := testLog(t)
	other := testEntry(t, "x1", "2026-03-14", 9, testNow)
	raw, err := store.Encode(other)
	if err != nil {
		t.Fatal(err)
	}
	fw := &fakeWorker{entries: []syncapi.Entry{{Version: syncapi.Version{ID: "x1", Rev: 1, UpdatedAt: testNow.UnixMilli(), Body: raw}, Device: "d9", DeviceName: "Front desk", Seq: 1}}}
	srv := httptest.NewServer(fw)
	defer srv.Close()
	s := newSyncer()
	s.remote = func(token string) *syncapi.Client { return &syncapi.Client{Base: srv.URL, Token: token} }
	s.online = func() bool { return true }
	if err := l.Join(store.Membership{ClubID: "c1", DeviceID: "d1", Token: "t"}); err != nil {
		t.Fatal(err)
	}
	s.syncOnce()
	if st := s.current(); st.Gen != 1 || st.State != "synced" {
		t.Errorf("after pulling one ruling: %+v", st)
	}
	s.syncOnce()
	if st := s.current(); st.Gen != 1 {
		t.Errorf("a sync with nothing new bumped the generation: %+v", st)
	}
	if _, err := l.Get("x1"); err != nil {
		t.Errorf("the pulled ruling is not in the log: %v", err)
	}
}

func waitFor(t *testing.T, ok func() bool) {
	t.Helper()
	for deadline := time.Now().Add(5 * time.Second); time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
		if ok() {
			return
		}
	}
	t.Fatal("timed out")
}

func TestEntryPageSaysItWasEditedOnTwoDevices(t *testing.T) {
	l, _ := testLog(t)
	e := testEntry(t, "e1", "2025-03-14", 7, testNow).WithNotes("from the tablet", testNow)
	mustPut(t, l, e)
	p := entryPageFor(t, l, "e1")
	if doc := parseHTML(app.HTMLString(p.Render())); doc.has("#edit-conflict") {
		t.Error("an entry edited once says it was edited twice")
	}
	mine, _ := store.Encode(e.WithNotes("from the phone", testNow))
	p.sync = store.EntrySync{Conflicted: true, By: "Front desk", Kept: []json.RawMessage{mine}}
	got := parseHTML(app.HTMLString(p.Render())).one(t, "#edit-conflict").textContent()
	for _, want := range []string{"Edited on two devices at once", "(on Front desk)", "every version is kept", "“from the phone”"} {
		if !strings.Contains(got, want) {
			t.Errorf("note %q lacks %q", got, want)
		}
	}
}

func TestLogMarksEntriesEditedOnTwoDevices(t *testing.T) {
	l, _ := testLog(t)
	mustPut(t, l, testEntry(t, "e1", "2025-03-14", 7, testNow), testEntry(t, "e2", "2025-03-14", 8, testNow))
	p := newLogPage()
	p.show(mustAll(t, l), nil)
	p.twice = map[string]bool{"e2": true}
	doc := parseHTML(render(t, p))
	for _, li := range doc.all("li.log-entry") {
		if got, want := li.has(".tag-twice"), li.attrs["data-entry"] == "e2"; got != want {
			t.Errorf("%s: edited-twice tag %v", li.attrs["data-entry"], got)
		}
	}
	if len(doc.all(".tag-twice")) != 1 {
		t.Error("want exactly one edited-twice tag")
	}
}

// S5 in the app: a deleted ruling on a device that shares its log offers "Erase from the club
// for good", which asks first; the erase goes to the club's server and removes the ruling
// here at once. (Before: no way to erase a ruling from the club.)
func TestADeletedRulingCanBeErasedFromTheClub(t *testing.T) {
	l, _ := testLog(t)
	fw := &fakeWorker{}
	srv := httptest.NewServer(fw)
	defer srv.Close()
	saved := club
	defer func() { club = saved }()
	club = newSyncer()
	club.remote = func(token string) *syncapi.Client { return &syncapi.Client{Base: srv.URL, Token: token} }
	club.online = func() bool { return true }
	mustPut(t, l, testEntry(t, "e1", "2026-03-14", 3, testNow), testEntry(t, "e2", "2026-03-14", 4, testNow))
	if err := l.Delete("e1", testNow); err != nil {
		t.Fatal(err)
	}

	// Not shared: no erase offered.
	if html := app.HTMLString(entryPageFor(t, l, "e1").Render()); strings.Contains(html, "erase-entry") {
		t.Error("erase offered on a device that shares nothing")
	}
	if err := l.Join(store.Membership{ClubID: "c1", DeviceID: "d1", Token: "t"}); err != nil {
		t.Fatal(err)
	}
	club.refresh()
	p := entryPageFor(t, l, "e1")
	if html := app.HTMLString(p.Render()); !strings.Contains(html, `id="erase-entry"`) || strings.Contains(html, "erase-confirm") {
		t.Errorf("a deleted, shared ruling does not offer the erase, or confirms at once")
	}
	p.confirmErase = true
	if html := app.HTMLString(p.Render()); !strings.Contains(html, "Erase this ruling from the club for good?") || !strings.Contains(html, `id="erase-cancel"`) {
		t.Errorf("the erase does not ask first")
	}
	if html := app.HTMLString(entryPageFor(t, l, "e2").Render()); strings.Contains(html, "erase-entry") {
		t.Error("erase offered for a ruling not in the bin")
	}

	if err := club.erase("e1"); err != nil {
		t.Fatal(err)
	}
	if len(fw.erased) != 1 || fw.erased[0] != "e1" {
		t.Errorf("the server was asked to erase %v", fw.erased)
	}
	if _, err := l.Get("e1"); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("the erased ruling is still here: %v", err)
	}
	if _, err := l.Get("e2"); err != nil {
		t.Errorf("another ruling went too: %v", err)
	}
}
