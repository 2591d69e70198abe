package rulinglog

import (
	"encoding/json"
	"errors"
	"net/http/httptest"
	"strings"
	"testing"

	"tableside/app/apptest"
	"tableside/app/htmltest"
	"tableside/app/store"
	"tableside/app/ui"
	"tableside/syncapi"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

func TestEntryPageSaysItWasEditedOnTwoDevices(t *testing.T) {
	l, _ := apptest.MemoryLog(t)
	e := apptest.Entry(t, "e1", "2025-03-14", 7, apptest.Now).WithNotes("from the tablet", apptest.Now)
	apptest.MustPut(t, l, e)
	p := entryPageFor(t, l, "e1")
	if doc := htmltest.ParseHTML(app.HTMLString(p.Render())); doc.Has("#edit-conflict") {
		t.Error("an entry edited once says it was edited twice")
	}
	mine, _ := store.Encode(e.WithNotes("from the phone", apptest.Now))
	p.sync = store.EntrySync{Conflicted: true, By: "Front desk", Kept: []json.RawMessage{mine}}
	got := htmltest.ParseHTML(app.HTMLString(p.Render())).One(t, "#edit-conflict").TextContent()
	for _, want := range []string{"Edited on two devices at once", "(on Front desk)", "every version is kept", "“from the phone”"} {
		if !strings.Contains(got, want) {
			t.Errorf("note %q lacks %q", got, want)
		}
	}
}

func TestLogMarksEntriesEditedOnTwoDevices(t *testing.T) {
	l, _ := apptest.MemoryLog(t)
	apptest.MustPut(t, l, apptest.Entry(t, "e1", "2025-03-14", 7, apptest.Now), apptest.Entry(t, "e2", "2025-03-14", 8, apptest.Now))
	p := NewLogPage()
	p.show(apptest.MustAll(t, l), nil)
	p.twice = map[string]bool{"e2": true}
	doc := htmltest.ParseHTML(htmltest.Render(t, p))
	for _, li := range doc.All("li.log-entry") {
		if got, want := li.Has(".tag-twice"), li.Attrs["data-entry"] == "e2"; got != want {
			t.Errorf("%s: edited-twice tag %v", li.Attrs["data-entry"], got)
		}
	}
	if len(doc.All(".tag-twice")) != 1 {
		t.Error("want exactly one edited-twice tag")
	}
}

// S5 in the app: a deleted ruling on a device that shares its log offers "Erase from the club
// for good", which asks first; the erase goes to the club's server and removes the ruling
// here at once. (Before: no way to erase a ruling from the club.)
func TestADeletedRulingCanBeErasedFromTheClub(t *testing.T) {
	l, _ := apptest.MemoryLog(t)
	fw := &apptest.FakeWorker{}
	srv := httptest.NewServer(fw)
	defer srv.Close()
	saved := ui.Club
	defer func() { ui.Club = saved }()
	ui.Club = ui.NewSyncer()
	ui.Club.SetRemote(func(token string) *syncapi.Client { return &syncapi.Client{Base: srv.URL, Token: token} })
	ui.Club.SetOnline(func() bool { return true })
	apptest.MustPut(t, l, apptest.Entry(t, "e1", "2026-03-14", 3, apptest.Now), apptest.Entry(t, "e2", "2026-03-14", 4, apptest.Now))
	if err := l.Delete("e1", apptest.Now); err != nil {
		t.Fatal(err)
	}

	// Not shared: no erase offered.
	if html := app.HTMLString(entryPageFor(t, l, "e1").Render()); strings.Contains(html, "erase-entry") {
		t.Error("erase offered on a device that shares nothing")
	}
	if err := l.Join(store.Membership{ClubID: "c1", DeviceID: "d1", Token: "t"}); err != nil {
		t.Fatal(err)
	}
	ui.Club.Refresh()
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

	if err := ui.Club.Erase("e1"); err != nil {
		t.Fatal(err)
	}
	if len(fw.Erased) != 1 || fw.Erased[0] != "e1" {
		t.Errorf("the server was asked to erase %v", fw.Erased)
	}
	if _, err := l.Get("e1"); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("the erased ruling is still here: %v", err)
	}
	if _, err := l.Get("e2"); err != nil {
		t.Errorf("another ruling went too: %v", err)
	}
}
