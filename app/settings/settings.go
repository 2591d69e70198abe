package settings

import (
	"fmt"
	"sync"
	"time"

	"tableside/app/store"
	"tableside/app/ui"
	"tableside/engine/law"
	"tableside/engine/ruling"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// settingsPage is /settings: theme, text size, regulating body, and whether this device can
// run the app offline and keep its ruling log.
//
// Selectors: select#theme, select#text-size, select#body, #body-note, #prefs-error,
// #offline-status (data-state=checking|ready|preparing|insecure|unsupported), #settings-version,
// #log-storage (data-state=checking|kept|at-risk|error), button#persist-log, #persist-answer;
// then the club's shared log (sharePanel, share.go).
type settingsPage struct {
	app.Compo

	prefs    ui.Prefs
	prefsErr string
	offline  string // "checking", "ready", "preparing" or "unsupported"
	storage  string // "checking", "kept", "at-risk" or "error"
	storeErr string // why the log's storage could not be read
	answer   string // the browser's reply to "Keep my log safe"
	mounted  bool
	unlisten func()
}

// NewSettings is /settings.
func NewSettings() *settingsPage { return &settingsPage{offline: "checking", storage: "checking"} }

func (s *settingsPage) OnPreRender(ctx app.Context) { ui.SetTitle(ctx, "Settings") }
func (s *settingsPage) OnNav(ctx app.Context)       { ui.SetTitle(ctx, "Settings") }

func (s *settingsPage) OnMount(ctx app.Context) {
	s.mounted = true
	s.prefs = ui.LoadPrefs(ctx)
	checkOfflineCopy(ctx, s.showOffline)
	s.checkStorage(ctx)
	sw := app.Window().Get("navigator").Get("serviceWorker")
	if !sw.Truthy() {
		return
	}
	recheck := app.FuncOf(func(app.Value, []app.Value) any {
		ctx.Dispatch(func(ctx app.Context) { checkOfflineCopy(ctx, s.showOffline) })
		return nil
	})
	sw.Call("addEventListener", "controllerchange", recheck)
	s.unlisten = func() {
		sw.Call("removeEventListener", "controllerchange", recheck)
		recheck.Release()
	}
}

func (s *settingsPage) OnDismount() {
	s.mounted = false
	if s.unlisten != nil {
		s.unlisten()
		s.unlisten = nil
	}
}

// showOffline shows whether this device holds an offline copy; while not yet, it asks again
// every two seconds.
func (s *settingsPage) showOffline(ctx app.Context, state string) {
	s.offline = state
	if state == "preparing" {
		ctx.After(2*time.Second, func(ctx app.Context) {
			if s.mounted {
				checkOfflineCopy(ctx, s.showOffline)
			}
		})
	}
}

// checkStorage asks whether the browser has agreed to keep the ruling log.
func (s *settingsPage) checkStorage(ctx app.Context) {
	ctx.Async(func() {
		kept, err := logStorage((*store.Log).Persisted)
		ctx.Dispatch(func(app.Context) { s.setStorage(kept, err) })
	})
}

// persist asks the browser to keep the ruling log under storage pressure, and shows its answer.
func (s *settingsPage) persist(ctx app.Context) {
	s.answer = "Asking the browser…"
	ctx.Async(func() {
		kept, err := logStorage((*store.Log).Persist)
		ctx.Dispatch(func(app.Context) {
			s.setStorage(kept, err)
			s.answer = persistAnswer(kept, err)
		})
	})
}

func (s *settingsPage) setStorage(kept bool, err error) {
	switch {
	case err != nil:
		s.storage, s.storeErr = "error", err.Error()
	case kept:
		s.storage, s.storeErr = "kept", ""
	default:
		s.storage, s.storeErr = "at-risk", ""
	}
}

// logStorage asks the device's log about its storage: (*store.Log).Persisted or Persist.
// It blocks: call it inside ctx.Async.
func logStorage(ask func(*store.Log) (bool, error)) (bool, error) {
	l, err := ui.OpenLog()
	if err != nil {
		return false, fmt.Errorf("the ruling log could not be opened: %w", err)
	}
	return ask(l)
}

func persistAnswer(kept bool, err error) string {
	switch {
	case err != nil:
		return "The browser could not be asked: " + err.Error()
	case kept:
		return "Done: the browser will keep the log even when the device is short of space."
	}
	return "The browser said no for now. Add Tableside to the home screen and use it for a while, then ask again."
}

// change applies and remembers new preferences, or says why they could not be remembered.
func (s *settingsPage) change(ctx app.Context, p ui.Prefs) {
	s.prefs = p
	s.prefsErr = ""
	if err := ui.SavePrefs(ctx, p); err != nil {
		s.prefsErr = "Applied, but this device would not remember it: " + err.Error()
	}
}

func (s *settingsPage) onTheme(ctx app.Context, e app.Event) {
	s.change(ctx, s.prefs.WithTheme(ui.InputValue(ctx)))
}
func (s *settingsPage) onTextSize(ctx app.Context, e app.Event) {
	s.change(ctx, s.prefs.WithTextSize(ui.InputValue(ctx)))
}
func (s *settingsPage) onBody(ctx app.Context, e app.Event) {
	s.change(ctx, s.prefs.WithBody(ui.InputValue(ctx)))
}
func (s *settingsPage) onPersist(ctx app.Context, e app.Event) { s.persist(ctx) }

var offlineStatusText = map[string]string{
	"checking":    "Checking whether this device has an offline copy…",
	"ready":       "Ready offline: this device holds a complete copy and works with no signal.",
	"preparing":   "Not ready offline yet: saving a copy. Stay on the club's Wi-Fi for a minute.",
	"insecure":    "Not ready offline: this address is not secure (http://…), so no copy can be kept here. Open your club's https:// address.",
	"unsupported": "This browser cannot keep an offline copy here: open it in Safari or Chrome, not in a private window.",
}

var storageText = map[string]string{
	"checking": "Checking…",
	"kept":     "Kept safe: the browser will not clear it to free space.",
	"at-risk":  "Not protected: the browser may clear it if the device runs short of space.",
}

// bodyNote says, in one line, what choosing body b changes.
func bodyNote(b law.Body) string {
	r := law.For(b)
	plus := fmt.Sprintf("%d%%", r.AveragePlus)
	if r.PlusUsesSession {
		plus += " (or the pair's session percentage if higher)"
	}
	minus := fmt.Sprintf("%d%%", r.AverageMinus)
	if r.MinusUsesSession {
		minus += " (or the pair's session percentage if lower)"
	}
	mp := "2 matchpoints for each score beaten, 1 for a tie"
	if r.HalfMatchpoints {
		mp = "1 matchpoint for each score beaten, ½ for a tie"
	}
	penalty := "a standard procedural penalty of"
	if !r.PenaltyConfirmed {
		penalty = "a procedural penalty (the body's own standard could not be confirmed) of"
	}
	return fmt.Sprintf("%s, for rulings started from now on: average plus %s, average %d%%, average minus %s (Law 12C2); %s; "+
		"%s %d%% of a top, %d IMPs at teams, %s.",
		b.Name(), plus, r.Average, minus, mp, penalty, r.PenaltyPercent, r.PenaltyIMPs, ruling.VPsText(r.PenaltyVPs))
}

func (s *settingsPage) Render() app.UI {
	storage := storageText[s.storage]
	if s.storage == "error" {
		storage = "Unknown: " + s.storeErr
	}
	return ui.NewShell().Path("/settings").Content(
		app.H1().Class("page-title").Text("Settings"),
		app.Section().Class("settings-group").Aria("labelledby", "display-title").Body(
			app.H2().ID("display-title").Class("section-title").Text("Display"),
			ui.MenuField("theme", "Theme", "Dark is easier on the eyes in a dim club room.", ui.ThemeChoices, s.prefs.MenuTheme(), s.onTheme),
			ui.MenuField("text-size", "Text size", "Larger text reads at arm's length.", ui.SizeChoices, s.prefs.MenuTextSize(), s.onTextSize),
			app.If(s.prefsErr != "", func() app.UI {
				return app.P().ID("prefs-error").Class("form-error").Role("alert").Text(s.prefsErr)
			}),
		),
		app.Section().Class("settings-group").Aria("labelledby", "rules-title").Body(
			app.H2().ID("rules-title").Class("section-title").Text("Regulations"),
			ui.MenuField("body", "Regulating body", "", bodyChoices(), s.prefs.LawBody().String(), s.onBody),
			app.P().ID("body-note").Class("field-help").Text(bodyNote(s.prefs.LawBody())),
		),
		app.Section().Class("settings-group").Aria("labelledby", "device-title").Body(
			app.H2().ID("device-title").Class("section-title").Text("This device"),
			app.Dl().Class("status-list").Body(
				app.Div().Class("status-row").Body(
					app.Dt().Text("Offline"),
					app.Dd().ID("offline-status").DataSet("state", s.offline).Aria("live", "polite").Text(offlineStatusText[s.offline]),
				),
				app.Div().Class("status-row").Body(
					app.Dt().Text("Ruling log"),
					app.Dd().ID("log-storage").DataSet("state", s.storage).Aria("live", "polite").Text(storage),
				),
				app.Div().Class("status-row").Body(
					app.Dt().Text("Version"),
					versionValue("settings-version"),
				),
			),
			app.If(s.storage != "kept", func() app.UI {
				return app.Button().ID("persist-log").Type("button").Class("button button-secondary settings-persist").
					Text("Keep my log safe").OnClick(s.onPersist)
			}),
			app.If(s.answer != "", func() app.UI {
				return app.P().ID("persist-answer").Class("field-help").Aria("live", "polite").Text(s.answer)
			}),
		),
		&sharePanel{},
	)
}

// bodyChoices are the regulating bodies law knows, built once.
var bodyChoices = sync.OnceValue(func() []ui.MenuChoice {
	var out []ui.MenuChoice
	for _, b := range law.Bodies {
		out = append(out, ui.MenuChoice{Value: b.String(), Label: b.String()}) // the note below names it in full
	}
	return out
})
