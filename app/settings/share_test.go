package settings

import (
	"strings"
	"testing"
	"time"

	"tableside/app/apptest"
	"tableside/app/htmltest"
	"tableside/app/ui"
	"tableside/syncapi"
)

func TestStatusTextSaysWhenAndWhatWaits(t *testing.T) {
	now := time.Date(2026, 3, 14, 21, 0, 0, 0, time.UTC)
	ago := func(d time.Duration) time.Time { return now.Add(-d) }
	for _, tc := range []struct {
		st   ui.ShareStatus
		want string
	}{
		{ui.ShareStatus{State: "synced", LastSync: ago(20 * time.Second)}, "Synced just now."},
		{ui.ShareStatus{State: "synced", LastSync: ago(time.Minute)}, "Synced 1 minute ago."},
		{ui.ShareStatus{State: "synced", LastSync: ago(2*time.Minute + 30*time.Second)}, "Synced 2 minutes ago."},
		{ui.ShareStatus{State: "synced", LastSync: ago(59 * time.Minute)}, "Synced 59 minutes ago."},
		{ui.ShareStatus{State: "synced", LastSync: ago(61 * time.Minute)}, "Synced 1 hour ago."},
		{ui.ShareStatus{State: "synced", LastSync: ago(5 * time.Hour)}, "Synced 5 hours ago."},
		{ui.ShareStatus{State: "synced", LastSync: time.Date(2026, 3, 2, 20, 0, 0, 0, time.UTC)}, "Synced on 2 March."},
		{ui.ShareStatus{State: "synced"}, "Not synced yet."},
		{ui.ShareStatus{State: "waiting", LastSync: ago(2 * time.Minute), Waiting: 3}, "Synced 2 minutes ago. 3 rulings waiting to sync."},
		{ui.ShareStatus{State: "waiting", Waiting: 1}, "Not synced yet. 1 ruling waiting to sync."},
		{ui.ShareStatus{State: "offline", Waiting: 3}, "Offline: 3 rulings waiting to sync."},
		{ui.ShareStatus{State: "offline"}, "Offline. Nothing is waiting to sync."},
		{ui.ShareStatus{State: "syncing", Waiting: 2}, "Syncing… 2 rulings waiting to sync."},
		{ui.ShareStatus{State: "error", Err: "the club's server answered 500"}, "Could not sync: the club's server answered 500."},
		{ui.ShareStatus{State: "removed", Waiting: 4}, "This device was removed from the club's shared log: join again with the club's code."},
	} {
		if got := ui.StatusText(tc.st, now); got != tc.want {
			t.Errorf("%+v: %q, want %q", tc.st, got, tc.want)
		}
	}
}

func TestSharePanelAsksForTheCodeAndAName(t *testing.T) {
	p := &sharePanel{}
	doc := htmltest.ParseHTML(htmltest.Render(t, p))
	form := doc.One(t, "form#join-form")
	for _, id := range []string{"join-code", "device-name"} {
		form.One(t, "input#"+id)
		form.One(t, "label[for="+id+"]")
	}
	form.One(t, "button#join-club[type=submit]")
	if doc.Has("#sync-status") || doc.Has("#leave-club") || doc.Has("#share-error") {
		t.Error("a device in no club shows the club's status")
	}

	for _, tc := range []struct{ code, name, want string }{
		{"", "Phone", "Type the club's code"},
		{"ABCDE-FGHJK", "  ", "Name this device"},
	} {
		p := &sharePanel{code: tc.code, name: tc.name}
		ctx, _ := apptest.Context(t)
		p.joinClub(ctx)
		if p.busy || !strings.HasPrefix(p.err, tc.want) {
			t.Errorf("join with %q, %q: busy %v, error %q", tc.code, tc.name, p.busy, p.err)
		}
		if got := htmltest.ParseHTML(htmltest.Render(t, p)).One(t, "#share-error").TextContent(); !strings.HasPrefix(got, tc.want) {
			t.Errorf("shown error %q", got)
		}
	}
}

func TestSharePanelShowsTheStatusAndTheClubsDevices(t *testing.T) {
	now := time.Now()
	p := &sharePanel{
		now: now,
		status: ui.ShareStatus{Joined: true, ClubName: "Riverside BC", DeviceName: "Director's phone", State: "waiting",
			LastSync: now.Add(-2 * time.Minute), Waiting: 3},
		devices: []syncapi.Device{
			{ID: "d1", Name: "Director's phone", This: true, LastSeen: now.UnixMilli()},
			{ID: "d2", Name: "Front desk", LastSeen: now.Add(-5 * time.Minute).UnixMilli()},
			{ID: "d3", Name: "Old tablet", Revoked: now.UnixMilli()},
		},
	}
	doc := htmltest.ParseHTML(htmltest.Render(t, p))
	st := doc.One(t, "#sync-status")
	if st.Attrs["data-state"] != "waiting" || st.TextContent() != "Synced 2 minutes ago. 3 rulings waiting to sync." {
		t.Errorf("status %v %q", st.Attrs, st.TextContent())
	}
	if got := doc.One(t, "#share-club").TextContent(); got != "Riverside BC" {
		t.Errorf("club %q", got)
	}
	if doc.Has("form#join-form") {
		t.Error("a joined device is asked to join")
	}
	doc.One(t, "button#sync-now")
	doc.One(t, "button#leave-club")
	items := doc.All("ul#club-devices li.club-device")
	if len(items) != 3 {
		t.Fatalf("%d devices listed", len(items))
	}
	notes := map[string]string{}
	for _, li := range items {
		notes[li.Attrs["data-device"]] = li.One(t, ".club-device-note").TextContent()
	}
	if notes["d1"] != "this device" || notes["d2"] != "synced 5 minutes ago" || notes["d3"] != "removed" {
		t.Errorf("device notes %v", notes)
	}
	revoke := doc.All("button.revoke-device")
	if len(revoke) != 1 || revoke[0].Attrs["data-device"] != "d2" {
		t.Errorf("remove buttons %v: want one, for the front desk only", revoke)
	}

	p2 := &sharePanel{status: ui.ShareStatus{Joined: true, State: "removed"}, leaving: true}
	doc = htmltest.ParseHTML(htmltest.Render(t, p2))
	if doc.Has("#sync-now") || doc.Has("#club-devices") {
		t.Error("a removed device offers to sync or lists the club's devices")
	}
	doc.One(t, "button#leave-confirm")
	doc.One(t, "button#leave-cancel")
}

// On a copy with no shared log the reason comes first and the form is greyed out; where
// it is not known yet (or there is no signal) the form stays open.
func TestSharePanelSaysUpFrontWhenThisCopyHasNoSharedLog(t *testing.T) {
	for _, tc := range []struct {
		sharedLog string
		greyed    bool
	}{{"no", true}, {"yes", false}, {"", false}} {
		t.Run("shared log "+tc.sharedLog, func(t *testing.T) {
			doc := htmltest.ParseHTML(htmltest.Render(t, &sharePanel{sharedLog: tc.sharedLog}))
			if got := doc.Has("#share-unavailable"); got != tc.greyed {
				t.Errorf("the reason shown: %v, want %v", got, tc.greyed)
			}
			if got := doc.Has("fieldset.share-fields[disabled]"); got != tc.greyed {
				t.Errorf("the form disabled: %v, want %v", got, tc.greyed)
			}
			if tc.greyed && !strings.Contains(doc.One(t, "#share-unavailable").TextContent(), "no shared log") {
				t.Error("the reason does not say this copy has no shared log")
			}
			doc.One(t, "input#join-code")
		})
	}
}
