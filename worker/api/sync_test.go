//go:build !(js && wasm)

package api_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"tableside/app/store"
	"tableside/engine/ruling"
	"tableside/syncapi"
	"tableside/worker/memstore"
)

// The app's sync (app/store) against this API over the fake store: what the phone and the
// tablet do, through real HTTP, with the real client.
func TestTheAppsSyncAgainstTheAPI(t *testing.T) {
	c := &clock{time.Date(2026, 3, 14, 19, 0, 0, 0, time.UTC)}
	st := memstore.New()
	srv := newServer(t, st, c)
	ctx := context.Background()
	club, err := (&syncapi.Client{Base: srv.URL, Token: adminToken}).CreateClub(ctx, "Riverside")
	if err != nil {
		t.Fatal(err)
	}
	type device struct {
		log    *store.Log
		client *syncapi.Client
	}
	join := func(name string) device {
		cl := &syncapi.Client{Base: srv.URL}
		j, err := cl.Join(ctx, club.JoinCode, name)
		if err != nil {
			t.Fatal(err)
		}
		cl.Token = j.Token
		l, _ := store.NewMemoryLog()
		if err := l.Join(store.Membership{ClubID: j.ClubID, ClubName: j.ClubName, DeviceID: j.DeviceID, DeviceName: name, Token: j.Token, Joined: c.t}); err != nil {
			t.Fatal(err)
		}
		return device{l, cl}
	}
	sync := func(d device) store.SyncReport {
		t.Helper()
		rep, err := d.log.Sync(ctx, d.client, c.t)
		if err != nil {
			t.Fatalf("sync: %v", err)
		}
		return rep
	}
	phone, tablet := join("Director's phone"), join("Front desk")

	var ids []string
	for i := range 45 { // more than two pushes' worth
		s := ruling.Session{Flow: "revoke", Context: ruling.Context{Table: i%12 + 1, Board: i + 1}}
		e, err := store.NewEntry(string(rune('a'+i/26))+string(rune('a'+i%26))+"0123456789abcdef0123456789abcd", c.t.Add(time.Duration(i)*time.Minute),
			store.Place{SessionDate: "2026-03-14"}, s, ruling.Outcome{ID: "o", Title: "Revoke"})
		if err != nil {
			t.Fatal(err)
		}
		e.Notes = `<b>North</b> said "I'll call" & left; DROP TABLE rulings;--`
		if err := phone.log.Put(e); err != nil {
			t.Fatal(err)
		}
		ids = append(ids, e.ID)
	}
	if rep := sync(phone); rep.Pushed != 45 {
		t.Errorf("phone: %+v", rep)
	}
	if st, _ := phone.log.Status(c.t); st.Waiting != 0 {
		t.Errorf("after the push %d wait", st.Waiting)
	}
	if rep := sync(tablet); rep.Pulled != 45 {
		t.Errorf("tablet: %+v", rep)
	}
	r, err := tablet.log.Get(ids[7])
	if err != nil || !r.OK() || r.Entry.Notes != `<b>North</b> said "I'll call" & left; DROP TABLE rulings;--` || r.Entry.Board != 8 {
		t.Fatalf("the tablet's copy: %+v %v", r, err)
	}

	// Both edit one entry; the tablet's is later.
	ep, _ := phone.log.Get(ids[0])
	et, _ := tablet.log.Get(ids[0])
	phone.log.Put(ep.Entry.WithNotes("phone", c.t.Add(2*time.Hour)))
	tablet.log.Put(et.Entry.WithNotes("tablet", c.t.Add(3*time.Hour)))
	tablet.log.Delete(ids[1], c.t.Add(3*time.Hour))
	sync(tablet)
	if rep := sync(phone); rep.Stale != 1 {
		t.Errorf("phone's losing edit: %+v", rep)
	}
	sync(tablet)
	for name, d := range map[string]device{"phone": phone, "tablet": tablet} {
		r, _ := d.log.Get(ids[0])
		s, _ := d.log.EntrySync(ids[0])
		if r.Entry.Notes != "tablet" || !s.Conflicted {
			t.Errorf("%s: notes %q, conflicted %v", name, r.Entry.Notes, s.Conflicted)
		}
		if r, _ := d.log.Get(ids[1]); !r.Entry.IsDeleted() {
			t.Errorf("%s: the tablet's delete did not arrive", name)
		}
	}
	vs, err := phone.client.Versions(ctx, ids[0])
	if err != nil || len(vs) != 3 {
		t.Errorf("the server keeps %d versions of the edited entry, want 3: %v", len(vs), err)
	}
	if entries, versions, _ := st.Counts(); entries != 45 || versions != 45+3 {
		t.Errorf("store holds %d entries and %d versions", entries, versions)
	}

	// The tablet removes the phone: its next sync stops, and says so.
	devs, _ := tablet.client.Devices(ctx)
	for _, d := range devs {
		if !d.This {
			tablet.client.Revoke(ctx, d.ID)
		}
	}
	if _, err := phone.log.Sync(ctx, phone.client, c.t); err != store.ErrRemoved {
		t.Errorf("a removed phone's sync: %v", err)
	}
}

// lossy is a device's connection whose next pushes reach the server and are stored, but
// whose answers are lost on the way back (the phone slept, the tab was closed).
type lossy struct {
	*syncapi.Client
	drop int
}

func (l *lossy) Push(ctx context.Context, vs []syncapi.Version) (syncapi.PushResponse, error) {
	res, err := l.Client.Push(ctx, vs)
	if l.drop > 0 {
		l.drop--
		return syncapi.PushResponse{}, errors.New("connection reset")
	}
	return res, err
}

// S1 through the real API and client, the review's scenarios B and C: after lost push
// answers, the director's restore from the bin holds on both devices. (Failed before.)
func TestARestoreAfterLostAnswersHoldsThroughTheAPI(t *testing.T) {
	for _, editFirst := range []bool{false, true} {
		c := &clock{time.Date(2026, 3, 14, 19, 0, 0, 0, time.UTC)}
		srv := newServer(t, memstore.New(), c)
		ctx := context.Background()
		club, err := (&syncapi.Client{Base: srv.URL, Token: adminToken}).CreateClub(ctx, "Riverside")
		if err != nil {
			t.Fatal(err)
		}
		join := func(name string) (*store.Log, *lossy) {
			cl := &syncapi.Client{Base: srv.URL}
			j, err := cl.Join(ctx, club.JoinCode, name)
			if err != nil {
				t.Fatal(err)
			}
			cl.Token = j.Token
			l, _ := store.NewMemoryLog()
			l.Join(store.Membership{ClubID: j.ClubID, DeviceID: j.DeviceID, DeviceName: name, Token: j.Token, Joined: c.t})
			return l, &lossy{Client: cl}
		}
		phone, phoneNet := join("Phone")
		tablet, tabletNet := join("Tablet")
		syncBoth := func() {
			for range 3 {
				for _, d := range []struct {
					l *store.Log
					r *lossy
				}{{phone, phoneNet}, {tablet, tabletNet}} {
					if _, err := d.l.Sync(ctx, d.r, c.t); err != nil {
						t.Fatal(err)
					}
				}
			}
		}
		s := ruling.Session{Flow: "revoke", Context: ruling.Context{Table: 3, Board: 7}}
		e, _ := store.NewEntry("e0123456789abcdef0123456789abcd", c.t, store.Place{SessionDate: "2026-03-14"}, s, ruling.Outcome{ID: "o", Title: "Revoke"})
		phone.Put(e)
		syncBoth()
		if editFirst {
			r, _ := phone.Get(e.ID)
			phone.Put(r.Entry.WithNotes("edited on the phone", c.t.Add(30*time.Second)))
			phoneNet.drop = 1
			phone.Sync(ctx, phoneNet, c.t)
		}
		phone.Delete(e.ID, c.t.Add(time.Minute))
		phoneNet.drop = 1
		if _, err := phone.Sync(ctx, phoneNet, c.t); err == nil {
			t.Fatal("a sync whose answer was lost succeeded")
		}
		if r, _ := phone.Get(e.ID); !r.Entry.IsDeleted() {
			t.Fatalf("edit first %v: the delete did not happen", editFirst)
		}
		phone.Undelete(e.ID)
		syncBoth()
		for name, l := range map[string]*store.Log{"phone": phone, "tablet": tablet} {
			if r, _ := l.Get(e.ID); r.Entry.IsDeleted() {
				t.Errorf("edit first %v: the %s holds the restored ruling in the bin", editFirst, name)
			}
		}
	}
}
