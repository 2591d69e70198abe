package ui

import (
	"sync"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// What the kiosk asks of the device: keep the screen on (Screen Wake Lock API), fill the
// screen (Fullscreen API), and notice when nobody has touched it for a while.

// Wake-lock states, as the kiosk shows them and the tests read them (data-wake).
const (
	WakeAsking      = "asking"
	WakeHeld        = "held"
	WakeRefused     = "refused"     // the browser has the API but said no
	WakeUnsupported = "unsupported" // no navigator.wakeLock at all
	wakeOff         = "off"         // not a kiosk page
)

// wakeLock keeps the screen on while a kiosk page is shown. A wake lock ends by itself when
// the page is hidden (another app, the screen switched off by hand), so it is asked for
// again each time the page becomes visible.
type wakeLock struct {
	mu       sync.Mutex
	want     bool
	state    string
	reason   string    // the browser's refusal
	sentinel app.Value // the WakeLockSentinel held; nil when none
	watch    sync.Once
	notify   func() // tells the kiosk's shell to show the new state
}

// Wake is the screen wake lock the front desk holds.
var Wake = &wakeLock{state: wakeOff}

// Status is the state and, when refused, the browser's reason.
func (w *wakeLock) Status() (string, string) {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.state, w.reason
}

func (w *wakeLock) set(state, reason string) {
	w.mu.Lock()
	w.state, w.reason = state, reason
	n := w.notify
	w.mu.Unlock()
	if n != nil {
		n()
	}
}

// Keep asks for the screen to stay on (kiosk pages) or lets it go (every other page).
func (w *wakeLock) Keep(on bool, notify func()) {
	if !app.IsClient {
		return
	}
	w.mu.Lock()
	w.want, w.notify = on, notify
	held := w.sentinel != nil
	w.mu.Unlock()
	w.watch.Do(func() {
		doc := app.Window().Get("document")
		// Lives as long as the page: never released.
		doc.Call("addEventListener", "visibilitychange", app.FuncOf(func(app.Value, []app.Value) any {
			w.mu.Lock()
			again := w.want && doc.Get("visibilityState").String() == "visible"
			w.mu.Unlock()
			if again {
				w.request()
			}
			return nil
		}))
	})
	switch {
	case on && !held:
		w.request()
	case !on && held:
		w.mu.Lock()
		s := w.sentinel
		w.sentinel = nil
		w.mu.Unlock()
		s.Call("release")
		w.set(wakeOff, "")
	case !on:
		w.set(wakeOff, "")
	}
}

// request asks the browser for a screen wake lock and records its answer.
func (w *wakeLock) request() {
	api := app.Window().Get("navigator").Get("wakeLock")
	if !api.Truthy() {
		w.set(WakeUnsupported, "")
		return
	}
	w.set(WakeAsking, "")
	var ok, fail app.Func
	release := func() { ok.Release(); fail.Release() }
	ok = app.FuncOf(func(_ app.Value, args []app.Value) any {
		release()
		s := args[0]
		w.mu.Lock()
		w.sentinel = s
		stillWanted := w.want
		w.mu.Unlock()
		if !stillWanted {
			s.Call("release")
			return nil
		}
		var onRelease app.Func
		onRelease = app.FuncOf(func(app.Value, []app.Value) any {
			onRelease.Release()
			w.mu.Lock()
			if w.sentinel != nil && w.sentinel.Equal(s) {
				w.sentinel = nil
			}
			wanted := w.want
			w.mu.Unlock()
			if wanted {
				w.set(WakeAsking, "") // hidden: asked for again when visible
			}
			return nil
		})
		s.Call("addEventListener", "release", onRelease, map[string]any{"once": true})
		w.set(WakeHeld, "")
		return nil
	})
	fail = app.FuncOf(func(_ app.Value, args []app.Value) any {
		release()
		reason := "no reason given"
		if len(args) > 0 && args[0].Truthy() {
			reason = args[0].Get("name").String() + ": " + args[0].Get("message").String()
		}
		w.set(WakeRefused, reason)
		return nil
	})
	api.Call("request", "screen").Call("then", ok, fail)
}

// FullScreen reports whether the page fills the screen now, and whether it can.
func FullScreen() (on, possible bool) {
	if !app.IsClient {
		return false, false
	}
	doc := app.Window().Get("document")
	return doc.Get("fullscreenElement").Truthy(), doc.Get("fullscreenEnabled").Truthy()
}

// ToggleFullScreen enters or leaves full screen. Browsers allow it only from a tap.
func ToggleFullScreen() {
	doc := app.Window().Get("document")
	if doc.Get("fullscreenElement").Truthy() {
		doc.Call("exitFullscreen")
		return
	}
	el := doc.Get("documentElement")
	if el.Get("requestFullscreen").Truthy() {
		// A refusal (no recent tap) rejects the promise; the button stays as it was.
		el.Call("requestFullscreen").Call("catch", app.FuncOf(func(app.Value, []app.Value) any { return nil }))
	}
}

// IdleWatch returns to the kiosk's home, locked, after a spell with no touch, key or scroll:
// always on kiosk pages, and on any page of a device with a PIN (the director stepped away
// from the log). It lives in both shells.
type IdleWatch struct {
	app.Compo

	Kiosk bool // on a kiosk page: always watch

	since   time.Time // the page's start: touches before it do not count
	mounted bool
}

// IdleEvents are what count as someone using the screen (PrefsHeadScript listens to each); "input" too, since a phone's soft
// keyboard may send no key events while typing.
var IdleEvents = []string{"pointerdown", "keydown", "input", "wheel", "touchstart", "scroll"}

// TouchKey is where the page notes the time of the last touch, in milliseconds since 1970:
// PrefsHeadScript's listeners, in plain JavaScript. A Go callback on every key and input event
// would run the wasm for each keystroke and let a render with the text as it was a moment ago
// overwrite the next letter (measured: the home search lost letters).
const TouchKey = "__tablesideTouch"

// lastTouch is when the screen was last touched, or since when nothing has been.
func (w *IdleWatch) lastTouch() time.Time {
	last := w.since
	if v := app.Window().Get(TouchKey); v.Truthy() {
		if t := time.UnixMilli(int64(v.Float())); t.After(last) {
			last = t
		}
	}
	return last
}

func (w *IdleWatch) OnMount(ctx app.Context) {
	w.mounted, w.since = true, time.Now()
	idle := LoadKioskPrefs(ctx).Idle()
	ctx.Async(func() {
		st := Guard.LoadState()
		ctx.Dispatch(func(ctx app.Context) {
			if w.Kiosk || st.PINSet {
				w.tick(ctx, idle)
			}
		})
	})
}

func (w *IdleWatch) OnDismount() { w.mounted = false }

// tick checks once a second (or sooner, for a short test setting) whether the idle time is up.
func (w *IdleWatch) tick(ctx app.Context, idle time.Duration) {
	if !w.mounted {
		return
	}
	if time.Since(w.lastTouch()) >= idle {
		w.since = time.Now()
		Guard.Relock()
		// A page that lets players read closes what they opened; the kiosk home starts over.
		ctx.NewAction(KioskIdleAction)
		if ctx.Page().URL().Path != KioskHome {
			ctx.Navigate(KioskHome)
		}
	}
	ctx.After(min(time.Second, idle/2), func(ctx app.Context) { w.tick(ctx, idle) })
}

// KioskIdleAction tells the page on screen that the kiosk has gone idle.
const KioskIdleAction = "kiosk-idle"

func (w *IdleWatch) Render() app.UI { return app.Span().Class("idle-watch").Hidden(true) }
