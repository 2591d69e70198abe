package desk

import (
	"slices"
	"strconv"
	"strings"
	"time"

	"tableside/app/outcome"
	"tableside/app/ui"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// kioskDirectorPage is /kiosk/director?next=…: the director's way into the front desk. With
// no PIN on the device it sets one (and shows the recovery code once); with a PIN it asks for
// it, then returns to next; once in, it locks the desk, sets the idle time, changes or removes
// the PIN, and leads to the log, Settings and the policies.
//
// Selectors: form#pin-set-form with input#pin-new, #pin-again, button#pin-set; #recovery-code
// and button#recovery-done; form#pin-form with input#pin, button#pin-enter, #pin-error;
// details#pin-forgot with input#recovery-input, button#recovery-reset, #recovery-error;
// #director-tools with button#desk-lock, select#kiosk-idle, button#pin-remove.
type kioskDirectorPage struct {
	app.Compo

	next string
	desk ui.DeskState
	busy bool

	pin, newPIN, again, recovery string // as typed
	err, recoveryErr, setErr     string
	code                         string // the recovery code, shown once after the PIN is set
	note                         string // what the last action did
	idle                         string // the idle setting, in seconds
	today                        string // which of today's rulings the desk lists (ui.KioskPrefs.Today)
	confirmRemove                bool
}

// NewKioskDirector is the director's PIN screen and tools, /kiosk/director.
func NewKioskDirector() *kioskDirectorPage { return &kioskDirectorPage{} }

func (p *kioskDirectorPage) OnPreRender(ctx app.Context) { ui.SetTitle(ctx, "Director") }

func (p *kioskDirectorPage) OnNav(ctx app.Context) {
	ui.SetTitle(ctx, "Director")
	p.next = safeNext(ctx.Page().URL().Query().Get("next"))
	p.idle = strconv.Itoa(int(ui.LoadKioskPrefs(ctx).Idle() / time.Second))
	p.today = ui.LoadKioskPrefs(ctx).Today
	ctx.Async(func() {
		st := ui.Guard.LoadState()
		ctx.Dispatch(func(app.Context) { p.desk = st })
	})
}

func (p *kioskDirectorPage) OnMount(ctx app.Context) {
	ctx.Handle(ui.KioskIdleAction, func(ctx app.Context, a app.Action) {
		p.desk, p.pin, p.newPIN, p.again, p.recovery, p.code, p.confirmRemove = ui.Guard.State(), "", "", "", "", "", false
	})
}

// safeNext keeps a return address only if it is a page of this app.
func safeNext(next string) string {
	if !strings.HasPrefix(next, "/") || strings.HasPrefix(next, "//") || strings.Contains(next, `\`) {
		return ""
	}
	return next
}

func (p *kioskDirectorPage) goNext(ctx app.Context) {
	next := p.next
	if next == "" {
		next = ui.KioskHome
	}
	ctx.Navigate(next)
}

// enter checks the PIN and, if it is right, goes back to where the director was going.
func (p *kioskDirectorPage) enter(ctx app.Context) {
	pin := p.pin
	p.busy, p.err = true, ""
	ctx.Async(func() {
		err := ui.Guard.Unlock(pin, time.Now())
		st := ui.Guard.State()
		ctx.Dispatch(func(ctx app.Context) {
			p.busy, p.desk, p.pin = false, st, ""
			if err != nil {
				p.err = err.Error()
				outcome.FocusLater(ctx, "pin")
				return
			}
			p.goNext(ctx)
		})
	})
}

// set stores a new PIN and shows its recovery code.
func (p *kioskDirectorPage) set(ctx app.Context) {
	if p.newPIN != p.again {
		p.setErr = "The two PINs differ: type the same PIN twice."
		return
	}
	pin := p.newPIN
	p.busy, p.setErr = true, ""
	ctx.Async(func() {
		code, err := ui.Guard.SetPIN(pin, time.Now())
		st := ui.Guard.State()
		ctx.Dispatch(func(ctx app.Context) {
			p.busy, p.desk = false, st
			if err != nil {
				p.setErr = outcome.Capitalise(err.Error()) + "."
				return
			}
			p.newPIN, p.again, p.code, p.note = "", "", code, ""
			outcome.FocusLater(ctx, "recovery-title")
		})
	})
}

// recover removes a forgotten PIN with the recovery code.
func (p *kioskDirectorPage) recover(ctx app.Context) {
	code := p.recovery
	p.busy, p.recoveryErr = true, ""
	ctx.Async(func() {
		err := ui.Guard.RecoverWith(code, time.Now())
		st := ui.Guard.State()
		ctx.Dispatch(func(ctx app.Context) {
			p.busy, p.desk = false, st
			if err != nil {
				p.recoveryErr = err.Error()
				return
			}
			p.recovery, p.note = "", "The PIN is removed; every ruling, the policies and the settings are as they were. Set a new PIN below."
			outcome.FocusLater(ctx, "pin-new")
		})
	})
}

// remove takes the PIN off this device, on a second tap.
func (p *kioskDirectorPage) remove(ctx app.Context) {
	if !p.confirmRemove {
		p.confirmRemove = true
		return
	}
	p.busy, p.confirmRemove = true, false
	ctx.Async(func() {
		err := ui.Guard.RemovePIN()
		st := ui.Guard.State()
		ctx.Dispatch(func(app.Context) {
			p.busy, p.desk = false, st
			if err != nil {
				p.err = outcome.Capitalise(err.Error()) + "."
				return
			}
			p.note = "The PIN is removed: anyone at this tablet can change rulings until a new one is set."
		})
	})
}

func (p *kioskDirectorPage) lock(ctx app.Context) {
	ui.Guard.Relock()
	p.desk = ui.Guard.State()
	ctx.Navigate(ui.KioskHome)
}

// setIdle remembers how long the kiosk waits before it goes home and locks.
func (p *kioskDirectorPage) setIdle(ctx app.Context, v string) {
	n, err := strconv.Atoi(v)
	if err != nil || n < 1 {
		return
	}
	p.idle = v
	prefs := ui.LoadKioskPrefs(ctx)
	prefs.IdleSeconds = n
	if err := ctx.LocalStorage().Set(ui.KioskPrefsKey, prefs); err != nil {
		p.err = "This device would not remember the idle time: " + err.Error()
	}
}

// setToday remembers which of today's rulings the front desk lists.
func (p *kioskDirectorPage) setToday(ctx app.Context, v string) {
	if !slices.ContainsFunc(ui.TodayChoices, func(c ui.MenuChoice) bool { return c.Value == v }) {
		return
	}
	prefs := ui.LoadKioskPrefs(ctx)
	prefs.Today = v
	if err := ctx.LocalStorage().Set(ui.KioskPrefsKey, prefs); err != nil {
		p.err = "This device would not remember which rulings to list: " + err.Error()
		return
	}
	p.today = v
}

func (p *kioskDirectorPage) onPIN(ctx app.Context, e app.Event)      { p.pin = ui.InputValue(ctx) }
func (p *kioskDirectorPage) onNewPIN(ctx app.Context, e app.Event)   { p.newPIN = ui.InputValue(ctx) }
func (p *kioskDirectorPage) onAgain(ctx app.Context, e app.Event)    { p.again = ui.InputValue(ctx) }
func (p *kioskDirectorPage) onRecovery(ctx app.Context, e app.Event) { p.recovery = ui.InputValue(ctx) }
func (p *kioskDirectorPage) onEnter(ctx app.Context, e app.Event)    { e.PreventDefault(); p.enter(ctx) }
func (p *kioskDirectorPage) onSet(ctx app.Context, e app.Event)      { e.PreventDefault(); p.set(ctx) }
func (p *kioskDirectorPage) onRecover(ctx app.Context, e app.Event) {
	e.PreventDefault()
	p.recover(ctx)
}
func (p *kioskDirectorPage) onRemove(ctx app.Context, e app.Event)   { p.remove(ctx) }
func (p *kioskDirectorPage) onKeep(ctx app.Context, e app.Event)     { p.confirmRemove = false }
func (p *kioskDirectorPage) onLock(ctx app.Context, e app.Event)     { p.lock(ctx) }
func (p *kioskDirectorPage) onCodeDone(ctx app.Context, e app.Event) { p.code = ""; p.goNext(ctx) }
func (p *kioskDirectorPage) onIdle(ctx app.Context, e app.Event)     { p.setIdle(ctx, ui.InputValue(ctx)) }
func (p *kioskDirectorPage) onToday(ctx app.Context, e app.Event) {
	p.setToday(ctx, ui.InputValue(ctx))
}

func (p *kioskDirectorPage) Render() app.UI {
	return newKioskShell().Path(ui.KioskDirector).Content(
		app.H1().Class("page-title").Text("Director"),
		p.body(),
	)
}

func (p *kioskDirectorPage) body() app.UI {
	d := p.desk
	switch {
	case p.code != "":
		return p.renderCode()
	case !d.Known:
		return app.P().Class("kiosk-empty").Text("Checking this tablet's PIN…")
	case d.PINSet && !d.Open:
		return app.Div().Body(
			app.If(d.Err != "", func() app.UI {
				return app.P().ID("desk-error").Class("form-error").Role("alert").Text("The stored PIN could not be read: " + d.Err)
			}),
			p.renderEnter(), p.renderForgot())
	}
	return app.Div().Body(
		app.If(d.Err != "", func() app.UI {
			return app.P().ID("desk-error").Class("form-error").Role("alert").Text("This tablet's storage could not be read: " + d.Err)
		}),
		app.If(p.note != "", func() app.UI {
			return app.P().ID("director-note").Class("kiosk-note").Role("status").Text(p.note)
		}),
		app.If(p.err != "", func() app.UI {
			return app.P().ID("pin-error").Class("form-error").Role("alert").Text(p.err)
		}),
		p.renderTools(),
		p.renderSet(),
	)
}

func (p *kioskDirectorPage) renderEnter() app.UI {
	return app.Form().ID("pin-form").Class("kiosk-panel director-form").OnSubmit(p.onEnter).Body(
		app.P().Class("kiosk-lede").Text("Changes at the front desk are for the director. Enter the PIN set on this tablet."),
		app.Div().Class("field").Body(
			app.Label().Class("field-label").For("pin").Text("Director's PIN"),
			pinInput("pin", p.pin, p.onPIN),
		),
		app.If(p.err != "", func() app.UI {
			return app.P().ID("pin-error").Class("form-error").Role("alert").Text(p.err)
		}),
		app.Div().Class("save-row").Body(
			ui.OffIf(app.Button().ID("pin-enter").Class("button button-primary").Type("submit"), p.busy).Text("Enter"),
			app.A().Class("button button-secondary").Href(ui.KioskHome).Text("Back to the front desk"),
		),
	)
}

func pinInput(id, value string, onInput app.EventHandler) app.UI {
	// autocomplete=off: a PIN the browser saved would fill itself in for the next player.
	return app.Input().ID(id).Class("field-input pin-input").Type("password").Attr("inputmode", "numeric").
		Attr("pattern", "[0-9]*").Attr("autocomplete", "off").MaxLength(8).Value(value).OnInput(onInput)
}

// renderForgot is the documented reset: the recovery code, or, without it, a backup and a
// fresh start that loses no ruling.
func (p *kioskDirectorPage) renderForgot() app.UI {
	return app.Details().ID("pin-forgot").Class("kiosk-panel pin-forgot").Body(
		app.Summary().Class("kiosk-policy-title").Text("Forgot the PIN?"),
		app.Form().ID("recovery-form").OnSubmit(p.onRecover).Body(
			app.P().Text("When the PIN was set, Tableside showed a recovery code (like K7QD-92XW-MH4P) to write down. Type it here to remove the PIN; nothing else changes: every ruling, the club's policies and the settings stay as they are."),
			app.Div().Class("field").Body(
				app.Label().Class("field-label").For("recovery-input").Text("Recovery code"),
				app.Input().ID("recovery-input").Class("field-input").Type("text").Attr("autocomplete", "off").
					Attr("autocapitalize", "characters").Attr("spellcheck", "false").Value(p.recovery).OnInput(p.onRecovery),
			),
			app.If(p.recoveryErr != "", func() app.UI {
				return app.P().ID("recovery-error").Class("form-error").Role("alert").Text(p.recoveryErr)
			}),
			ui.OffIf(app.Button().ID("recovery-reset").Class("button button-secondary").Type("submit"), p.busy).Text("Remove the PIN"),
		),
		app.H3().Class("kiosk-subtitle").Text("Without the recovery code"),
		app.Ol().Class("steps").Body(
			app.Li().Text("On this tablet, open the browser's settings for this site (the padlock or ⓘ beside the address) and choose to clear the site's data. That removes the PIN, and the rulings with it, so first make sure they are backed up: a backup made earlier on the Export page, or the director's own copy."),
			app.Li().Text("Open Tableside again. It starts with no PIN."),
			app.Li().Text("On Log → Export, import the backup: every ruling and the club's policies come back, none twice."),
		),
		app.P().Class("field-help").Text("The PIN is kept apart from the log, so removing it with the recovery code never touches a ruling."),
	)
}

func (p *kioskDirectorPage) renderCode() app.UI {
	return app.Section().ID("recovery").Class("kiosk-panel").Aria("labelledby", "recovery-title").Body(
		app.H2().ID("recovery-title").Class("kiosk-panel-title").TabIndex(-1).Text("The PIN is set. Write down the recovery code"),
		app.P().Text("If the PIN is forgotten, this code removes it without touching a ruling. Keep it away from the tablet, with the director's things. It is shown only now."),
		app.P().ID("recovery-code").Class("recovery-code").Text(p.code),
		app.Button().ID("recovery-done").Class("button button-primary").Type("button").Text("I have written it down").OnClick(p.onCodeDone),
	)
}

func (p *kioskDirectorPage) renderTools() app.UI {
	d := p.desk
	return app.Section().ID("director-tools").Class("kiosk-panel").Aria("labelledby", "director-tools-title").Body(
		app.H2().ID("director-tools-title").Class("kiosk-panel-title").Text("The front desk"),
		app.If(d.PINSet, func() app.UI {
			return app.Div().Class("save-row director-lock").Body(
				app.Button().ID("desk-lock").Class("button button-primary").Type("button").Text("Lock the desk now").OnClick(p.onLock),
				app.P().Class("field-help").Text("It also locks by itself, and goes back to the front desk, when nobody has touched it for the time below."),
			)
		}),
		ui.MenuField("kiosk-idle", "Back to the front desk after", "With no touch for this long, the kiosk locks and shows today's page.", ui.IdleChoices, p.idle, p.onIdle),
		ui.MenuField("kiosk-today-shown", "Today's rulings on the front desk", "Anyone at the desk can read this list. Information rulings (unauthorized information, misinformation) are left out unless you choose otherwise.", ui.TodayChoices, p.today, p.onToday),
		app.Ul().Class("director-links").Body(
			app.Li().Body(app.A().Class("button button-secondary").Href(ui.KioskPolicies).Text("Edit the club's policies")),
			app.Li().Body(app.A().Class("button button-secondary").Href(ui.LogPath).Text("Ruling log, export and import")),
			app.Li().Body(app.A().Class("button button-secondary").Href("/").Text("Rulings (the wizards)")),
			app.Li().Body(app.A().Class("button button-secondary").Href("/settings").Text("Settings")),
		),
		app.If(d.PINSet, func() app.UI {
			if !p.confirmRemove {
				return ui.OffIf(app.Button().ID("pin-remove").Class("button button-quiet").Type("button"), p.busy).Text("Remove the PIN").OnClick(p.onRemove)
			}
			return app.Div().Class("confirm").Role("alertdialog").Aria("labelledby", "pin-remove-question").Body(
				app.P().ID("pin-remove-question").Text("Remove the PIN? Anyone at this tablet could then change rulings."),
				app.Button().ID("pin-remove-confirm").Class("button button-danger").Type("button").Text("Remove it").OnClick(p.onRemove),
				app.Button().ID("pin-remove-cancel").Class("button button-secondary").Type("button").Text("Keep it").OnClick(p.onKeep),
			)
		}),
	)
}

// renderSet sets the first PIN, or a new one.
func (p *kioskDirectorPage) renderSet() app.UI {
	title, lede, action := "Set a director PIN", "With a PIN, players at the front desk can read the kiosk but change nothing: editing or deleting rulings, marking reminders done, the policies and Settings all ask for it. Set it on the front-desk tablet only.", "Set the PIN"
	if p.desk.PINSet {
		title, lede, action = "Change the PIN", "A new PIN replaces the old one, with a new recovery code.", "Change the PIN"
	}
	return app.Form().ID("pin-set-form").Class("kiosk-panel director-form").OnSubmit(p.onSet).Aria("labelledby", "pin-set-title").Body(
		app.H2().ID("pin-set-title").Class("kiosk-panel-title").Text(title),
		app.P().Class("field-help").Text(lede),
		app.Div().Class("pin-pair").Body(
			app.Div().Class("field").Body(
				app.Label().Class("field-label").For("pin-new").Text("New PIN (4 to 8 digits)"),
				pinInput("pin-new", p.newPIN, p.onNewPIN),
			),
			app.Div().Class("field").Body(
				app.Label().Class("field-label").For("pin-again").Text("The same PIN again"),
				pinInput("pin-again", p.again, p.onAgain),
			),
		),
		app.If(p.setErr != "", func() app.UI {
			return app.P().ID("pin-set-error").Class("form-error").Role("alert").Text(p.setErr)
		}),
		ui.OffIf(app.Button().ID("pin-set").Class("button button-primary").Type("submit"), p.busy).Text(action),
	)
}
