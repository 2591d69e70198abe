package settings

import (
	"strconv"
	"strings"
	"time"

	"tableside/app/ui"
	"tableside/syncapi"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// sharePanel is Settings → "Share this log with the club": join with the club's code, see
// how the sharing goes, list and remove the club's devices (the front-desk tablet's job),
// and leave.
//
// Selectors: section#share, form#join-form, input#join-code, input#device-name,
// button#join-club, #share-error, #share-club, #share-device,
// #sync-status (data-state=off|syncing|synced|waiting|offline|error|removed),
// button#sync-now, button#leave-club, button#leave-confirm, ul#club-devices with
// li.club-device[data-device=<id>] and button.revoke-device[data-device=<id>];
// form#join-form[data-shared-log=yes|no|] and, on a copy with no shared log,
// #share-unavailable above a disabled fieldset.share-fields.
type sharePanel struct {
	app.Compo

	status  ui.ShareStatus
	now     time.Time
	code    string
	name    string
	busy    bool
	err     string
	leaving bool // asked to confirm "Stop sharing"
	// sharedLog is whether this copy has a shared log to join: "no" greys the form out and
	// says so before anyone types a code; "" (not known yet, or no signal) leaves it open.
	sharedLog string

	devices    []syncapi.Device
	devicesErr string
	devicesGen int // the status Gen the list was read at, +1 once read

	unsubscribe func()
	stop        bool
}

func (p *sharePanel) OnMount(ctx app.Context) {
	ui.Club.Start()
	p.unsubscribe = ui.Club.Subscribe(func(st ui.ShareStatus) {
		ctx.Dispatch(func(ctx app.Context) { p.show(ctx, st) })
	})
	go ui.Club.Refresh()
	p.tick(ctx)
	ctx.Async(func() {
		here := ui.Club.SharedLogHere()
		ctx.Dispatch(func(app.Context) { p.sharedLog = here })
	})
}

func (p *sharePanel) OnDismount() {
	p.stop = true
	if p.unsubscribe != nil {
		p.unsubscribe()
		p.unsubscribe = nil
	}
}

// tick keeps "synced 2 minutes ago" true while the page is open.
func (p *sharePanel) tick(ctx app.Context) {
	p.now = time.Now()
	ctx.After(30*time.Second, func(ctx app.Context) {
		if !p.stop {
			p.tick(ctx)
		}
	})
}

func (p *sharePanel) show(ctx app.Context, st ui.ShareStatus) {
	joinedNow := st.Joined && !p.status.Joined
	p.status, p.now = st, time.Now()
	if st.Joined && st.State != "removed" && (joinedNow || p.devices == nil && p.devicesErr == "") {
		p.loadDevices(ctx)
	}
}

func (p *sharePanel) loadDevices(ctx app.Context) {
	ctx.Async(func() {
		ds, err := ui.Club.Devices()
		ctx.Dispatch(func(app.Context) {
			p.devices, p.devicesErr = ds, ""
			if err != nil {
				p.devicesErr = "The club's devices could not be listed: " + err.Error()
			}
		})
	})
}

func (p *sharePanel) onCode(ctx app.Context, e app.Event) { p.code = ui.InputValue(ctx) }
func (p *sharePanel) onName(ctx app.Context, e app.Event) { p.name = ui.InputValue(ctx) }

func (p *sharePanel) onJoin(ctx app.Context, e app.Event) {
	e.PreventDefault()
	p.joinClub(ctx)
}

// joinClub checks the form, then joins in the background.
func (p *sharePanel) joinClub(ctx app.Context) {
	code, name := strings.TrimSpace(p.code), strings.TrimSpace(p.name)
	switch {
	case code == "":
		p.err = "Type the club's code: the club's organiser has it."
		return
	case name == "":
		p.err = "Name this device, so the club's other devices can tell it apart (e.g. Director's phone)."
		return
	}
	p.busy, p.err = true, ""
	ctx.Async(func() {
		err := ui.Club.Join(code, name)
		ctx.Dispatch(func(app.Context) {
			p.busy = false
			if err != nil {
				p.err = "Not joined: " + err.Error()
				return
			}
			p.code, p.devices, p.devicesErr = "", nil, ""
		})
	})
}

func (p *sharePanel) onSyncNow(ctx app.Context, e app.Event) { ui.Club.Trigger() }

func (p *sharePanel) onLeave(ctx app.Context, e app.Event) { p.leaving = true }
func (p *sharePanel) onStay(ctx app.Context, e app.Event)  { p.leaving = false }

func (p *sharePanel) onLeaveConfirm(ctx app.Context, e app.Event) {
	p.busy, p.err = true, ""
	ctx.Async(func() {
		err := ui.Club.Leave()
		ctx.Dispatch(func(app.Context) {
			p.busy, p.leaving, p.devices = false, false, nil
			if err != nil {
				p.err = "Could not stop sharing: " + err.Error()
			}
		})
	})
}

func (p *sharePanel) onRevoke(ctx app.Context, e app.Event) {
	id := ctx.JSSrc().Get("dataset").Get("device").String()
	p.busy, p.err = true, ""
	ctx.Async(func() {
		err := ui.Club.Revoke(id)
		ctx.Dispatch(func(ctx app.Context) {
			p.busy = false
			if err != nil {
				p.err = "Not removed: " + err.Error()
				return
			}
			p.loadDevices(ctx)
		})
	})
}

func (p *sharePanel) Render() app.UI {
	return app.Section().ID("share").Class("settings-group").Aria("labelledby", "share-title").Body(
		app.H2().ID("share-title").Class("section-title").Text("Share this log with the club"),
		app.If(!p.status.Joined, p.renderJoin).Else(p.renderJoined),
		app.If(p.err != "", func() app.UI {
			return app.P().ID("share-error").Class("form-error").Role("alert").Text(p.err)
		}),
	)
}

// noSharedLogText is said up front on a copy with no shared log, instead of after a code.
const noSharedLogText = "This copy of Tableside has no shared log: your rulings stay on this device. " +
	"To share them, open the club's hosted copy, the one with a shared log, and join there."

func (p *sharePanel) renderJoin() app.UI {
	off := p.sharedLog == "no"
	return app.Form().ID("join-form").Class("share-join").DataSet("shared-log", p.sharedLog).OnSubmit(p.onJoin).Body(
		app.If(off, func() app.UI {
			return app.P().ID("share-unavailable").Class("share-unavailable").Text(noSharedLogText)
		}),
		greyedIf(app.FieldSet().Class("share-fields"), off).Body(p.joinFields()...),
	)
}

// greyedIf disables the fieldset only when off: a pre-rendered disabled="false" would still
// disable it until the wasm took over.
func greyedIf(f app.HTMLFieldSet, off bool) app.HTMLFieldSet {
	if off {
		return f.Disabled(true)
	}
	return f
}

// joinFields are the join form's explanation, its two fields and its button.
func (p *sharePanel) joinFields() []app.UI {
	return []app.UI{
		app.P().Class("field-help share-help").Text("Join your club's shared log and the rulings made on this device " +
			"appear on the club's other devices, such as the front-desk tablet, and theirs here. Every ruling is " +
			"saved on this device first: sharing never holds up a save, and works again once there is signal."),
		app.Div().Class("field").Body(
			app.Label().Class("field-label").For("join-code").Text("Club code"),
			app.Input().ID("join-code").Class("field-input share-code").Type("text").Value(p.code).
				Placeholder("XXXXX-XXXXX").AutoComplete(false).Attr("autocapitalize", "characters").
				Attr("spellcheck", "false").OnInput(p.onCode),
		),
		app.Div().Class("field").Body(
			app.Label().Class("field-label").For("device-name").Text("This device's name"),
			app.Input().ID("device-name").Class("field-input").Type("text").Value(p.name).
				Placeholder("e.g. Director's phone").MaxLength(syncapi.MaxDeviceName).OnInput(p.onName),
		),
		ui.OffIf(app.Button().ID("join-club").Class("button button-primary").Type("submit"), p.busy).Text("Join"),
	}
}

func (p *sharePanel) renderJoined() app.UI {
	st := p.status
	return app.Div().Class("share-joined").Body(
		app.Dl().Class("status-list").Body(
			app.Div().Class("status-row").Body(app.Dt().Text("Club"), app.Dd().ID("share-club").Text(st.ClubName)),
			app.Div().Class("status-row").Body(app.Dt().Text("This device"), app.Dd().ID("share-device").Text(st.DeviceName)),
			app.Div().Class("status-row").Body(
				app.Dt().Text("Shared log"),
				app.Dd().ID("sync-status").DataSet("state", st.State).Aria("live", "polite").Text(ui.StatusText(st, p.now)),
			),
		),
		app.If(st.Unshareable > 0, func() app.UI {
			return app.P().Class("field-help").Text(pluralRulings(st.Unshareable) + " cannot be shared (an unusual id or a very large entry); they stay on this device.")
		}),
		app.Div().Class("share-actions").Body(
			app.If(st.State != "removed", func() app.UI {
				return ui.OffIf(app.Button().ID("sync-now").Class("button button-secondary").Type("button"), st.State == "syncing").
					Text("Sync now").OnClick(p.onSyncNow)
			}),
			app.If(!p.leaving, func() app.UI {
				return app.Button().ID("leave-club").Class("button button-quiet").Type("button").Text("Stop sharing").OnClick(p.onLeave)
			}).Else(func() app.UI {
				return app.Div().Class("share-confirm").Body(
					app.P().Class("field-help").Text("This device stops sharing. Its rulings stay on it, and on the club's log."),
					ui.OffIf(app.Button().ID("leave-confirm").Class("button button-danger").Type("button"), p.busy).Text("Stop sharing").OnClick(p.onLeaveConfirm),
					app.Button().ID("leave-cancel").Class("button button-secondary").Type("button").Text("Keep sharing").OnClick(p.onStay),
				)
			}),
		),
		app.If(st.State != "removed", p.renderDevices),
	)
}

func (p *sharePanel) renderDevices() app.UI {
	return app.Div().Class("share-devices").Body(
		app.H3().Class("share-devices-title").Text("The club's devices"),
		app.If(p.devicesErr != "", func() app.UI {
			return app.P().Class("field-help").Text(p.devicesErr)
		}),
		app.Ul().ID("club-devices").Class("club-devices").Body(
			app.Range(p.devices).Slice(func(i int) app.UI {
				d := p.devices[i]
				return app.Li().Class("club-device").DataSet("device", d.ID).Body(
					app.Span().Class("club-device-name").Text(d.Name),
					app.Span().Class("club-device-note").Text(deviceNote(d, p.now)),
					app.If(!d.This && d.Revoked == 0, func() app.UI {
						return ui.OffIf(app.Button().Class("button button-quiet revoke-device").Type("button").DataSet("device", d.ID), p.busy).
							Aria("label", "Remove "+d.Name).Text("Remove").OnClick(p.onRevoke)
					}),
				)
			}),
		),
	)
}

// deviceNote says, for the device list, whether a device is this one, removed, or when it last
// synced.
func deviceNote(d syncapi.Device, now time.Time) string {
	switch {
	case d.This:
		return "this device"
	case d.Revoked != 0:
		return "removed"
	}
	return strings.ToLower(strings.TrimSuffix(ui.SyncedAgo(time.UnixMilli(d.LastSeen), now), "."))
}

func pluralRulings(n int) string {
	if n == 1 {
		return "1 ruling"
	}
	return strconv.Itoa(n) + " rulings"
}
