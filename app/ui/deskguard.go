package ui

import (
	"crypto/rand"
	"errors"
	"fmt"
	"net/url"
	"strings"
	"sync"
	"time"

	"tableside/app/store"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// The front desk's lock. A PIN set on a device makes it a front desk: every change — editing
// or deleting a ruling, marking a reminder done, the policies, Settings — waits for the PIN,
// and every page outside /kiosk shows the PIN screen instead of its content. Players read the
// kiosk; they never change anything. The desk unlocks in memory only, so a reload, an idle
// spell or "Lock" closes it again.

// OpenDesk hands every caller the same front desk storage. Its reads and writes block: call
// them inside ctx.Async.
// Component tests replace it through useDesk.
var OpenDesk = sync.OnceValues(func() (*store.Desk, error) { return store.OpenDesk(store.DeskName) })

// UseDesk makes every later openDesk call return d, and forgets what the guard knew: the seam
// for component tests.
func UseDesk(d *store.Desk) {
	OpenDesk = func() (*store.Desk, error) { return d, nil }
	Guard.Reset()
}

// Failed PIN entries: after maxTries in a row, the PIN screen waits tryPause.
const (
	maxTries = 5
	tryPause = 30 * time.Second
)

// deskGuard is the device's lock as the UI knows it. Its methods that read or write the desk
// block: call them inside ctx.Async.
type deskGuard struct {
	mu       sync.Mutex
	known    bool       // the lock has been read since the page loaded
	lock     store.Lock // zero when no PIN is set
	err      error      // why the stored lock could not be read: then the desk stays shut
	openErr  error      // why the desk's storage could not be opened at all
	open     bool       // the director has entered the PIN
	failures int
	waitTill time.Time
}

// Guard is the front desk's PIN lock on this device.
var Guard = &deskGuard{}

// Reset forgets what the guard has read (the lock, failures, any wait), so its next use reads
// the desk again.
func (g *deskGuard) Reset() {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.known, g.lock, g.err, g.openErr, g.open, g.failures, g.waitTill = false, store.Lock{}, nil, nil, false, 0, time.Time{}
}

// load reads the lock once per page load. A lock that is stored but unreadable keeps the desk
// shut; storage that cannot be opened at all (a private window, a broken browser profile) is
// reported but locks nothing: no PIN could have been checked there, and the wizards must still
// work.
func (g *deskGuard) load() error {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.known {
		return errors.Join(g.openErr, g.err)
	}
	d, err := OpenDesk()
	if err != nil {
		g.known, g.openErr = true, err
		return err
	}
	g.lock, g.err = d.Lock()
	g.known = true
	return g.err
}

// DeskState is what a page needs to know about the lock.
type DeskState struct {
	Known  bool // read: until then a page shows its content and offers no change
	PINSet bool // a PIN is set (or the stored one is unreadable: the desk stays shut)
	Open   bool // changes are allowed: no PIN, or the director entered it
	Err    string
}

// State says where the lock stands; it never blocks.
func (g *deskGuard) State() DeskState {
	g.mu.Lock()
	defer g.mu.Unlock()
	s := DeskState{Known: g.known, PINSet: !g.lock.IsZero() || g.err != nil}
	s.Open = g.known && (!s.PINSet || g.open)
	if err := errors.Join(g.openErr, g.err); err != nil {
		s.Err = err.Error()
	}
	return s
}

// LoadState reads the lock if need be and says where it stands. It blocks.
func (g *deskGuard) LoadState() DeskState {
	_ = g.load() // the error is in the state
	return g.State()
}

// Relock closes the desk: after idle, "Lock", or leaving the director's page.
func (g *deskGuard) Relock() {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.open = false
}

// errWait is the refusal while the PIN screen makes a guesser wait.
type errWait struct{ left time.Duration }

// Error says how long to wait.
func (e errWait) Error() string {
	return fmt.Sprintf("Too many wrong PINs: wait %d seconds, then try again.", int(e.left.Round(time.Second)/time.Second))
}

// Unlock opens the desk if pin is the director's PIN. It blocks (the hash takes a moment).
func (g *deskGuard) Unlock(pin string, now time.Time) error {
	if err := g.load(); err != nil {
		return err
	}
	g.mu.Lock()
	if now.Before(g.waitTill) {
		left := g.waitTill.Sub(now)
		g.mu.Unlock()
		return errWait{left}
	}
	lock := g.lock
	g.mu.Unlock()
	if lock.IsZero() {
		return nil
	}
	ok := lock.Check(strings.TrimSpace(pin))
	g.mu.Lock()
	defer g.mu.Unlock()
	if ok {
		g.open, g.failures = true, 0
		return nil
	}
	g.failures++
	if g.failures >= maxTries {
		g.failures, g.waitTill = 0, now.Add(tryPause)
		return errWait{tryPause}
	}
	return fmt.Errorf("That is not the director's PIN (%d of %d tries).", g.failures, maxTries)
}

// SetPIN stores a new PIN and returns the recovery code to write down; the desk stays open
// for the director who set it. It blocks.
func (g *deskGuard) SetPIN(pin string, now time.Time) (string, error) {
	if err := store.ValidPIN(pin); err != nil {
		return "", err
	}
	if st := g.LoadState(); st.PINSet && !st.Open {
		return "", errors.New("enter the PIN first: only the director changes it")
	}
	random := make([]byte, 12+16+16)
	if _, err := rand.Read(random); err != nil {
		return "", err
	}
	code := store.RecoveryCode(random[:12])
	l, err := store.NewLock(pin, code, random[12:28], random[28:], now)
	if err != nil {
		return "", err
	}
	d, err := OpenDesk()
	if err == nil {
		err = d.PutLock(l)
	}
	if err != nil {
		return "", fmt.Errorf("the PIN was not saved: %s", LogProblem(err))
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	g.known, g.lock, g.err, g.openErr, g.open = true, l, nil, nil, true
	return code, nil
}

// RemovePIN takes the lock off the device; only an open desk may. It blocks.
func (g *deskGuard) RemovePIN() error {
	if !g.State().Open {
		return errors.New("enter the PIN first")
	}
	return g.clear()
}

// RecoverWith removes the PIN if code is the recovery code, so the director can set a new
// one. Rulings, policies and settings are not touched. It blocks.
func (g *deskGuard) RecoverWith(code string, now time.Time) error {
	if err := g.load(); err != nil {
		return err
	}
	g.mu.Lock()
	lock, wait := g.lock, now.Before(g.waitTill)
	g.mu.Unlock()
	if wait {
		return errWait{g.waitTill.Sub(now)}
	}
	if !lock.CheckRecovery(code) {
		g.mu.Lock()
		g.failures++
		if g.failures >= maxTries {
			g.failures, g.waitTill = 0, now.Add(tryPause)
		}
		g.mu.Unlock()
		return errors.New("That is not the recovery code shown when the PIN was set.")
	}
	return g.clear()
}

func (g *deskGuard) clear() error {
	d, err := OpenDesk()
	if err == nil {
		err = d.PutLock(store.Lock{})
	}
	if err != nil {
		return fmt.Errorf("the PIN was not removed: %s", LogProblem(err))
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	g.known, g.lock, g.err, g.openErr, g.open, g.failures = true, store.Lock{}, nil, nil, true, 0
	return nil
}

// The kiosk's own preferences (localStorage, like the others: losing them costs a setting).

// KioskPrefsKey is where the front desk's settings live in localStorage.
const KioskPrefsKey = "tableside.kiosk"

// KioskPrefs are the front desk's settings on this device.
type KioskPrefs struct {
	// IdleSeconds is how long the kiosk waits without a touch before it locks and goes back
	// to its home; 0 is the default. Seconds, so a test can use a short one.
	IdleSeconds int `json:"idleSeconds,omitempty"`
	// Today says which of today's rulings the front desk lists for anyone to read: "" (the
	// default) leaves out the information rulings (unauthorized information, misinformation and
	// the like, which many clubs keep private), TodayAll lists every one, TodayNone none.
	Today string `json:"today,omitempty"`
}

// The front desk's choices for its list of today's rulings.
const (
	TodayAll  = "all"
	TodayNone = "none"
)

// TodayChoices are the lists of today's rulings the director may give the front desk.
var TodayChoices = []MenuChoice{{"", "Every ruling but information rulings"}, {TodayAll, "Every ruling"}, {TodayNone, "No list"}}

const defaultIdle = 3 * time.Minute

// Idle is how long the front desk waits untouched before it goes home and locks.
func (p KioskPrefs) Idle() time.Duration {
	if p.IdleSeconds <= 0 {
		return defaultIdle
	}
	return time.Duration(p.IdleSeconds) * time.Second
}

// IdleChoices are the idle times the director may choose.
var IdleChoices = []MenuChoice{{"60", "1 minute"}, {"120", "2 minutes"}, {"180", "3 minutes"}, {"300", "5 minutes"}, {"600", "10 minutes"}}

// LoadKioskPrefs reads the front desk's settings; the defaults when none are saved.
func LoadKioskPrefs(ctx app.Context) KioskPrefs {
	var p KioskPrefs
	if err := ctx.LocalStorage().Get(KioskPrefsKey, &p); err != nil {
		return KioskPrefs{}
	}
	return p
}

// kioskPath reports whether a page belongs to the kiosk, which players may read.
func kioskPath(path string) bool { return path == KioskHome || strings.HasPrefix(path, KioskHome+"/") }

// OpenToPlayers reports whether a page outside the kiosk may be read on a locked desk: the
// About page and the reference, which change nothing.
func OpenToPlayers(path string) bool {
	return kioskPath(path) || path == "/about" || path == "/reference" || strings.HasPrefix(path, "/reference/")
}

// deskGate stands in for a page on a locked front desk.
//
// Selectors: #desk-gate, a#gate-pin, a#gate-kiosk.
func deskGate(here string) app.UI {
	return app.Div().ID("desk-gate").Class("desk-gate").Body(
		app.H1().Class("page-title").Text("For the director"),
		app.P().Class("hero-lede").Text("This tablet is the club's front desk. This page can change rulings or settings, so it needs the director's PIN."),
		app.Div().Class("save-row").Body(
			app.A().ID("gate-pin").Class("button button-primary").Href(DirectorHref(here)).Text("Enter the PIN"),
			app.A().ID("gate-kiosk").Class("button button-secondary").Href(KioskHome).Text("Back to the front desk"),
		),
	)
}

// The front desk's routes (its pages are in app/desk). Here, because the shell needs them to
// tell the pages players may open from those the PIN guards (OpenToPlayers).
const (
	KioskHome      = "/kiosk"
	KioskRulingURL = "/kiosk/ruling"
	KioskQuestions = "/kiosk/questions"
	KioskPolicies  = "/kiosk/policies"
	KioskDirector  = "/kiosk/director"
)

// DirectorHref is the PIN screen, coming back to next once the PIN is entered.
func DirectorHref(next string) string {
	if next == "" || next == KioskDirector {
		return KioskDirector
	}
	return KioskDirector + "?next=" + url.QueryEscape(next)
}

// ReadPolicies reads the club's policies; the starting text when none are saved. It blocks.
func ReadPolicies() (store.Policies, error) {
	d, err := OpenDesk()
	if err != nil {
		return store.DefaultPolicies(), err
	}
	return d.Policies()
}
