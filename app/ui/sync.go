package ui

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"tableside/app/store"
	"tableside/syncapi"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// The club's shared log, on the app's side: a syncer runs in the background of every page,
// shares the device's log with its club when the app opens, comes back online or into view,
// a moment after every change, and every syncEvery while in view. It never holds up a save:
// a save writes to IndexedDB and returns; the syncer reads the log afterwards, on its own
// goroutine. IndexedDB stays the source of truth (app/store/sync.go).

const (
	syncEvery   = 20 * time.Second        // while the app is in view: a kiosk shows the phone's rulings soon
	syncAfter   = 1500 * time.Millisecond // after a change, so a burst of edits goes in one push
	syncTimeout = time.Minute
)

// ShareStatus is what the syncer knows, for Settings and for pages that show the log.
type ShareStatus struct {
	Joined      bool
	ClubName    string
	DeviceName  string
	State       string // "off", "syncing", "synced", "waiting", "offline", "error", "removed"
	LastSync    time.Time
	Waiting     int    // rulings changed here and not on the club's server yet
	Unshareable int    // rulings the server would refuse
	Err         string // why the last sync failed, in words for the director
	Gen         int    // counts the syncs that changed this device's log
}

// syncer shares the log. Its zero value is not ready: use newSyncer.
type syncer struct {
	mu      sync.Mutex
	status  ShareStatus
	running bool
	again   bool
	started bool
	subs    map[int]func(ShareStatus)
	nextSub int

	// Seams for tests.
	remote func(token string) *syncapi.Client
	online func() bool
	now    func() time.Time
}

// Club is the app's one syncer.
var Club = NewSyncer()

// SetRemote and SetOnline replace how the syncer reaches the club and tells whether the device
// is online: seams for tests, which point it at a fake server.
func (s *syncer) SetRemote(f func(token string) *syncapi.Client) { s.remote = f }
func (s *syncer) SetOnline(f func() bool)                        { s.online = f }

// NewSyncer is a syncer not yet started: the app has one, Club; tests make their own.
func NewSyncer() *syncer {
	return &syncer{
		status: ShareStatus{State: "off"},
		subs:   map[int]func(ShareStatus){},
		remote: func(token string) *syncapi.Client {
			return &syncapi.Client{Base: app.Window().Get("location").Get("origin").String(), Token: token}
		},
		online: func() bool {
			nav := app.Window().Get("navigator")
			return !nav.Truthy() || nav.Get("onLine").Type() != app.TypeBoolean || nav.Get("onLine").Bool()
		},
		now: time.Now,
	}
}

// Start begins sharing in the background, once per page load, in the browser only: on
// start, on "online", when the app comes back into view, every syncEvery while in view, and
// a moment after each change to the log.
func (s *syncer) Start() {
	s.mu.Lock()
	if s.started || !app.IsClient {
		s.mu.Unlock()
		return
	}
	s.started = true
	s.mu.Unlock()

	win, doc := app.Window(), app.Window().Get("document")
	visible := func() bool { return doc.Get("visibilityState").String() != "hidden" }
	// These listeners live as long as the page, so they are never released.
	win.Call("addEventListener", "online", app.FuncOf(func(app.Value, []app.Value) any { s.Trigger(); return nil }))
	win.Call("addEventListener", "offline", app.FuncOf(func(app.Value, []app.Value) any { go s.Refresh(); return nil }))
	doc.Call("addEventListener", "visibilitychange", app.FuncOf(func(app.Value, []app.Value) any {
		if visible() {
			s.Trigger()
		}
		return nil
	}))
	go func() {
		if l, err := OpenLog(); err == nil {
			var pending sync.Mutex
			waiting := false
			l.OnChange(func() {
				pending.Lock()
				defer pending.Unlock()
				if !waiting {
					waiting = true
					time.AfterFunc(syncAfter, func() {
						pending.Lock()
						waiting = false
						pending.Unlock()
						s.Trigger()
					})
				}
			})
		}
		s.Trigger()
		for range time.Tick(syncEvery) {
			if visible() {
				s.Trigger()
			}
		}
	}()
}

// Trigger starts a sync now, or right after the one running.
func (s *syncer) Trigger() {
	s.mu.Lock()
	if s.running {
		s.again = true
		s.mu.Unlock()
		return
	}
	s.running = true
	s.mu.Unlock()
	go func() {
		for {
			s.syncOnce()
			s.mu.Lock()
			if !s.again {
				s.running = false
				s.mu.Unlock()
				return
			}
			s.again = false
			s.mu.Unlock()
		}
	}()
}

// Subscribe calls f with every new status, from the syncer's goroutine (f should hand it to
// ctx.Dispatch), and once at once with the current one. It returns the unsubscribe.
func (s *syncer) Subscribe(f func(ShareStatus)) func() {
	s.mu.Lock()
	id := s.nextSub
	s.nextSub++
	s.subs[id] = f
	st := s.status
	s.mu.Unlock()
	f(st)
	return func() {
		s.mu.Lock()
		delete(s.subs, id)
		s.mu.Unlock()
	}
}

// publish sets the status and tells every subscriber.
func (s *syncer) publish(change func(*ShareStatus)) {
	s.mu.Lock()
	change(&s.status)
	st := s.status
	subs := make([]func(ShareStatus), 0, len(s.subs))
	for _, f := range s.subs {
		subs = append(subs, f)
	}
	s.mu.Unlock()
	for _, f := range subs {
		f(st)
	}
}

// Current returns the status now.
func (s *syncer) Current() ShareStatus {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.status
}

// Refresh re-reads the membership and what waits to be shared, without calling the server.
func (s *syncer) Refresh() {
	l, err := OpenLog()
	if err != nil {
		s.publish(func(st *ShareStatus) { st.State, st.Err = "error", err.Error() })
		return
	}
	st, err := l.Status(s.now())
	s.publish(func(out *ShareStatus) {
		*out = statusFrom(st, out.Gen)
		switch {
		case err != nil:
			out.State, out.Err = "error", err.Error()
		case out.Joined && !out.Removed() && !s.online():
			out.State = "offline"
		}
	})
}

// Removed reports whether the club removed this device.
func (st ShareStatus) Removed() bool { return st.State == "removed" }

// statusFrom turns the log's sync status into the syncer's, at rest.
func statusFrom(st store.SyncStatus, gen int) ShareStatus {
	m := st.Membership
	out := ShareStatus{Joined: st.Joined, ClubName: m.ClubName, DeviceName: m.DeviceName, LastSync: m.LastSync,
		Waiting: st.Waiting, Unshareable: st.Unshareable, Gen: gen, State: "off"}
	switch {
	case !st.Joined:
	case m.Removed:
		out.State = "removed"
	case st.Waiting > 0:
		out.State = "waiting"
	default:
		out.State = "synced"
	}
	return out
}

// syncOnce shares the log once, if the device is in a club and online.
func (s *syncer) syncOnce() {
	l, err := OpenLog()
	if err != nil {
		s.publish(func(st *ShareStatus) { st.State, st.Err = "error", err.Error() })
		return
	}
	m, joined, err := l.Membership()
	if err != nil || !joined || m.Removed || !s.online() {
		s.Refresh()
		return
	}
	s.publish(func(out *ShareStatus) { out.State, out.Err = "syncing", "" })
	ctx, cancel := context.WithTimeout(context.Background(), syncTimeout)
	defer cancel()
	rep, err := l.Sync(ctx, s.remote(m.Token), s.now())
	st, serr := l.Status(s.now())
	s.publish(func(out *ShareStatus) {
		gen := out.Gen
		if rep.Pulled > 0 {
			gen++
		}
		*out = statusFrom(st, gen)
		switch {
		case serr != nil:
			out.State, out.Err = "error", serr.Error()
		case errors.Is(err, store.ErrRemoved):
			out.State = "removed"
		case err != nil && !syncapi.IsAPIError(err) && !errors.Is(err, store.ErrNotJoined):
			out.State, out.Err = "offline", "the club's server could not be reached"
		case err != nil && !errors.Is(err, store.ErrNotJoined):
			out.State, out.Err = "error", err.Error()
		}
	})
}

// Join joins a club with its code and starts sharing. It blocks: call it in ctx.Async.
func (s *syncer) Join(code, deviceName string) error {
	l, err := OpenLog()
	if err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(context.Background(), syncTimeout)
	defer cancel()
	j, err := s.remote("").Join(ctx, code, deviceName)
	if err != nil {
		return reachError(err)
	}
	err = l.Join(store.Membership{ClubID: j.ClubID, ClubName: j.ClubName, DeviceID: j.DeviceID,
		DeviceName: j.DeviceName, Token: j.Token, Joined: s.now()})
	if err != nil {
		return fmt.Errorf("joined, but this device could not remember it: %w", err)
	}
	s.Refresh()
	s.Trigger()
	return nil
}

// Leave stops sharing: the server forgets this device's token (if it can be reached) and the
// device forgets it anyway. The rulings stay on the device. It blocks.
func (s *syncer) Leave() error {
	l, err := OpenLog()
	if err != nil {
		return err
	}
	if m, ok, _ := l.Membership(); ok && !m.Removed && s.online() {
		ctx, cancel := context.WithTimeout(context.Background(), 15*time.Second)
		_ = s.remote(m.Token).Leave(ctx) // offline or already removed: the club can remove it
		cancel()
	}
	err = l.Leave()
	s.Refresh()
	return err
}

// SharedLogHere says whether this copy of Tableside has a shared log to join: "yes", "no"
// (the site answered without one: the local server or a static host), or "" when it could
// not tell (no signal). It blocks.
func (s *syncer) SharedLogHere() string {
	ctx, cancel := context.WithTimeout(context.Background(), syncTimeout)
	defer cancel()
	switch err := s.remote("").Health(ctx); {
	case err == nil:
		return "yes"
	case syncapi.IsAPIError(err):
		return "no"
	}
	return ""
}

// Devices lists the club's devices. It blocks.
func (s *syncer) Devices() ([]syncapi.Device, error) {
	l, err := OpenLog()
	if err != nil {
		return nil, err
	}
	m, ok, err := l.Membership()
	if err != nil || !ok {
		return nil, err
	}
	ctx, cancel := context.WithTimeout(context.Background(), syncTimeout)
	defer cancel()
	ds, err := s.remote(m.Token).Devices(ctx)
	return ds, reachError(err)
}

// Revoke removes another device from the club. It blocks.
func (s *syncer) Revoke(id string) error {
	l, err := OpenLog()
	if err != nil {
		return err
	}
	m, _, err := l.Membership()
	if err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(context.Background(), syncTimeout)
	defer cancel()
	return reachError(s.remote(m.Token).Revoke(ctx, id))
}

// Erase removes a ruling from the club's shared log for good: every version on the club's
// server, this device's copy at once and every other device's at its next sync. It blocks.
func (s *syncer) Erase(id string) error {
	l, err := OpenLog()
	if err != nil {
		return err
	}
	m, ok, err := l.Membership()
	if err != nil {
		return err
	}
	if !ok {
		return store.ErrNotJoined
	}
	ctx, cancel := context.WithTimeout(context.Background(), syncTimeout)
	defer cancel()
	if err := s.remote(m.Token).Erase(ctx, id); err != nil && !isNotFound(err) {
		return reachError(err)
	}
	// Not on the server (never shared): removing it here is all there is to do.
	return l.RemoveErased(id)
}

func isNotFound(err error) bool {
	var ae *syncapi.APIError
	return errors.As(err, &ae) && ae.Status == 404
}

// reachError says a network failure in words; the server's own answers are already words.
func reachError(err error) error {
	if err == nil || syncapi.IsAPIError(err) {
		return err
	}
	return errors.New("the club's server could not be reached: check the connection and try again")
}

// StatusText is the one line Settings shows about sharing, e.g. "Synced 2 minutes ago." or
// "Offline: 3 rulings waiting to sync."
func StatusText(st ShareStatus, now time.Time) string {
	waiting := ""
	switch st.Waiting {
	case 0:
	case 1:
		waiting = "1 ruling waiting to sync."
	default:
		waiting = fmt.Sprintf("%d rulings waiting to sync.", st.Waiting)
	}
	join := func(a, b string) string {
		if a == "" || b == "" {
			return a + b
		}
		return a + " " + b
	}
	switch st.State {
	case "removed":
		return "This device was removed from the club's shared log: join again with the club's code."
	case "offline":
		if waiting == "" {
			return "Offline. Nothing is waiting to sync."
		}
		return "Offline: " + waiting
	case "syncing":
		return join("Syncing…", waiting)
	case "error":
		return join("Could not sync: "+st.Err+".", waiting)
	}
	return join(SyncedAgo(st.LastSync, now), waiting)
}

// SyncedAgo says when the last sync was, in the words a director glances at.
func SyncedAgo(t, now time.Time) string {
	if t.IsZero() {
		return "Not synced yet."
	}
	d := now.Sub(t)
	switch {
	case d < time.Minute:
		return "Synced just now."
	case d < 2*time.Minute:
		return "Synced 1 minute ago."
	case d < time.Hour:
		return fmt.Sprintf("Synced %d minutes ago.", int(d/time.Minute))
	case d < 2*time.Hour:
		return "Synced 1 hour ago."
	case d < 24*time.Hour:
		return fmt.Sprintf("Synced %d hours ago.", int(d/time.Hour))
	}
	return "Synced on " + t.Format("2 January") + "."
}
