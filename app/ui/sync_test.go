package ui_test

// The syncer against a fake club server: an external test, because the fake server and the
// memory log (app/apptest) import this package. export_test.go opens the test seams.

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"tableside/app/apptest"
	"tableside/app/store"
	"tableside/app/ui"
	"tableside/syncapi"
)

// The syncer's states, from join to removal, against a fake server: what Settings shows.
func TestSyncerStates(t *testing.T) {
	l, _ := apptest.MemoryLog(t)
	fw := &apptest.FakeWorker{}
	srv := httptest.NewServer(fw)
	defer srv.Close()
	online := true
	s := ui.NewSyncer()
	s.SetRemote(func(token string) *syncapi.Client { return &syncapi.Client{Base: srv.URL, Token: token} })
	s.SetOnline(func() bool { return online })
	var seen []string
	unsub := s.Subscribe(func(st ui.ShareStatus) { seen = append(seen, st.State) })
	defer unsub()

	apptest.MustPut(t, l, apptest.Entry(t, "e1", "2026-03-14", 3, apptest.Now))
	s.Refresh()
	if st := s.Current(); st.Joined || st.State != "off" {
		t.Fatalf("before joining: %+v", st)
	}
	if err := s.Join("abcde fghjk", "Phone"); err != nil {
		t.Fatal(err)
	}
	// Joining starts a sync in the background.
	waitFor(t, s.Settled)
	if st := s.Current(); !st.Joined || st.ClubName != "Riverside BC" || st.Waiting != 0 || fw.Pushed != 1 {
		t.Errorf("after joining: %+v, %d pushed", st, fw.Pushed)
	}

	apptest.MustPut(t, l, apptest.Entry(t, "e2", "2026-03-14", 4, apptest.Now))
	online = false
	s.SyncOnce()
	if st := s.Current(); st.State != "offline" || st.Waiting != 1 {
		t.Errorf("offline: %+v", st)
	}
	online = true
	fw.Set(func(f *apptest.FakeWorker) { f.Status = http.StatusInternalServerError })
	s.SyncOnce()
	if st := s.Current(); st.State != "error" || st.Waiting != 1 {
		t.Errorf("server error: %+v", st)
	}
	srv.Close() // the club's server unreachable: offline, not an error
	s.SyncOnce()
	if st := s.Current(); st.State != "offline" || st.Waiting != 1 {
		t.Errorf("unreachable: %+v", st)
	}
	srv2 := httptest.NewServer(fw)
	defer srv2.Close()
	s.SetRemote(func(token string) *syncapi.Client { return &syncapi.Client{Base: srv2.URL, Token: token} })
	fw.Set(func(f *apptest.FakeWorker) { f.Status = http.StatusUnauthorized })
	s.SyncOnce()
	if st := s.Current(); st.State != "removed" {
		t.Errorf("revoked: %+v", st)
	}
	if !strings.Contains(strings.Join(seen, " "), "syncing") {
		t.Errorf("subscribers saw %v", seen)
	}
	if err := s.Leave(); err != nil {
		t.Fatal(err)
	}
	if st := s.Current(); st.Joined {
		t.Errorf("after leaving: %+v", st)
	}
	if n := len(apptest.MustAll(t, l)); n != 2 {
		t.Errorf("leaving left %d rulings on the device, want both", n)
	}
}

// A sync that brings changes tells the pages showing the log to read it again.
func TestASyncThatBringsChangesBumpsTheGeneration(t *testing.T) {
	l, _ := apptest.MemoryLog(t)
	other := apptest.Entry(t, "x1", "2026-03-14", 9, apptest.Now)
	raw, err := store.Encode(other)
	if err != nil {
		t.Fatal(err)
	}
	fw := &apptest.FakeWorker{Entries: []syncapi.Entry{{Version: syncapi.Version{ID: "x1", Rev: 1, UpdatedAt: apptest.Now.UnixMilli(), Body: raw}, Device: "d9", DeviceName: "Front desk", Seq: 1}}}
	srv := httptest.NewServer(fw)
	defer srv.Close()
	s := ui.NewSyncer()
	s.SetRemote(func(token string) *syncapi.Client { return &syncapi.Client{Base: srv.URL, Token: token} })
	s.SetOnline(func() bool { return true })
	if err := l.Join(store.Membership{ClubID: "c1", DeviceID: "d1", Token: "t"}); err != nil {
		t.Fatal(err)
	}
	s.SyncOnce()
	if st := s.Current(); st.Gen != 1 || st.State != "synced" {
		t.Errorf("after pulling one ruling: %+v", st)
	}
	s.SyncOnce()
	if st := s.Current(); st.Gen != 1 {
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
