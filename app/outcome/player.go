package outcome

import (
	"strconv"

	"tableside/app/ui"
	"tableside/engine/ruling"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// ShowPlayer is "Show the player": a button under the options that turns the screen over to
// the chooser. The player's screen shows whose choice it is (by seat when known), the options
// and what follows from each, in large type, and nothing else: no Laws, no script, no notes.
// The player taps a choice; the host records it at once (OnChoose); the director takes the
// phone back with one tap.
//
// Selectors: button#show-player, #player-chosen (the recorded pick), #player-error; on the
// player's screen div#player-view[role=dialog], #player-who, button#player-exit (before a pick),
// button.player-option[data-option=i] (aria-pressed on the recorded pick); after the pick
// #player-thanks, button#player-back, button#player-change.
type ShowPlayer struct {
	app.Compo

	Choice   ruling.PlayerChoice
	Chosen   string // the label of the option recorded for this ruling; "" when none
	Err      string // why the pick was not recorded
	OnChoose func(ctx app.Context, i int)

	open   bool
	tapped string // the label the player just tapped, shown until the host records it
}

// Show turns the screen to the player who chooses.
func (p *ShowPlayer) Show(ctx app.Context) {
	p.open, p.tapped = true, ""
	setPlayerOpen(true)
	FocusLater(ctx, "player-who")
}

// Choose records the player's pick through the host.
func (p *ShowPlayer) Choose(ctx app.Context, i int) {
	if i < 0 || i >= len(p.Choice.Options) {
		return
	}
	p.tapped = p.Choice.Options[i].Label
	if p.OnChoose != nil {
		p.OnChoose(ctx, i)
	}
	FocusLater(ctx, "player-thanks")
}

// Back hands the phone back to the director, on the ruling, where the button was.
func (p *ShowPlayer) Back(ctx app.Context) {
	p.open, p.tapped = false, "" // from now on the ruling's own record says what was chosen
	setPlayerOpen(false)
	FocusLater(ctx, "show-player")
}

func (p *ShowPlayer) OnDismount() {
	if p.open {
		setPlayerOpen(false)
	}
}

func (p *ShowPlayer) onShow(ctx app.Context, e app.Event) { p.Show(ctx) }

// onKey lets a keyboard close the player's screen with Escape, as any dialog.
func (p *ShowPlayer) onKey(ctx app.Context, e app.Event) {
	if e.Get("key").String() == "Escape" {
		p.Back(ctx)
	}
}
func (p *ShowPlayer) onBack(ctx app.Context, e app.Event) { p.Back(ctx) }

// onChange shows the options again, the recorded one marked, for a player who tapped the wrong one.
func (p *ShowPlayer) onChange(ctx app.Context, e app.Event) {
	p.tapped = ""
	FocusLater(ctx, "player-who")
}
func (p *ShowPlayer) onOption(ctx app.Context, e app.Event) {
	p.Choose(ctx, ui.LogDataInt(ctx, "option"))
}

// setPlayerOpen stops the page under the player's screen from scrolling.
func setPlayerOpen(on bool) { ui.SetRootClass("player-open", on) }

// FocusLater moves focus to the element once the next render is on screen.
func FocusLater(ctx app.Context, id string) {
	if !app.IsClient {
		return
	}
	ctx.Defer(func(app.Context) {
		if e := app.Window().GetElementByID(id); e.Truthy() {
			e.Call("focus")
		}
	})
}

// picked is the label the screen shows as chosen: the recorded one, or the one just tapped.
func (p *ShowPlayer) picked() string {
	if p.tapped != "" {
		return p.tapped
	}
	return p.Chosen
}

func (p *ShowPlayer) Render() app.UI {
	c := p.Choice
	return app.Div().Class("show-player").Body(
		app.Button().ID("show-player").Class("button button-primary show-player-button").Type("button").
			Text("Show the player").OnClick(p.onShow),
		app.If(p.Chosen != "", func() app.UI {
			return app.P().ID("player-chosen").Class("player-chosen").Aria("live", "polite").Body(
				app.Strong().Text(c.Who+" chose: "),
				app.Span().Body(ui.SuitText(p.Chosen)...),
			)
		}),
		app.If(p.Err != "", func() app.UI {
			return app.P().ID("player-error").Class("form-error").Role("alert").Text(p.Err)
		}),
		app.If(p.open, p.renderView),
	)
}

// renderView is the player's screen: the options, or, once the player has tapped one, a
// confirmation that fills the screen with the director's button in view (the options list
// pushed it two screens down on a phone). A small "Director" exit at the top takes the phone
// back before a pick.
func (p *ShowPlayer) renderView() app.UI {
	c := p.Choice
	return app.Div().ID("player-view").Class("player-view").Role("dialog").Aria("modal", "true").
		Aria("labelledby", "player-who").OnKeyDown(p.onKey).Body(
		app.Div().Class("player-inner").Body(
			app.Div().Class("player-top").Body(
				app.H2().ID("player-who").Class("player-who").TabIndex(-1).Text(c.Who),
				app.If(p.tapped == "", func() app.UI {
					return app.Button().ID("player-exit").Class("button player-exit").Type("button").
						Text("Director").OnClick(p.onBack)
				}),
			),
			p.renderOptions(),
			app.If(p.tapped != "", p.renderConfirmation),
		),
	)
}

// renderOptions lists the options under the engine's lede, each its label and its first line;
// what else follows from an option opens under it on a tap. The lede speaks of the chooser in
// the third person, as the options do ("South plays …"): a lede of its own here spoke to the
// player as "you" above options that name them. After the pick the list is hidden, not
// removed: the host records the pick off the UI goroutine and answers through the tapped
// button's context, which go-app drops once the button is gone.
func (p *ShowPlayer) renderOptions() app.UI {
	c := p.Choice
	picked := p.picked()
	class := "player-choosing"
	if p.tapped != "" {
		class += " player-choosing-done"
	}
	return app.Div().Class(class).Body(
		app.If(c.Lede != "", func() app.UI { return app.P().Class("player-lede").Text(c.Lede) }),
		app.Ul().Class("player-options").Body(
			app.Range(c.Options).Slice(func(i int) app.UI {
				o := c.Options[i]
				return app.Li().Body(
					app.Button().Class("player-option").Type("button").DataSet("option", i).
						Aria("pressed", strconv.FormatBool(o.Label == picked)).OnClick(p.onOption).Body(
						app.Span().Class("player-option-label").Body(ui.SuitText(o.Label)...),
						app.If(len(o.Says) > 0, func() app.UI {
							return app.Span().Class("player-option-says").Body(ui.SuitText(o.Says[0])...)
						}),
					),
					app.If(len(o.Says) > 1, func() app.UI {
						return app.Details().Class("player-option-more disclosure").Body(
							app.Summary().Class("disclosure-summary").Text("More about this choice"),
							app.Range(o.Says[1:]).Slice(func(j int) app.UI {
								return app.P().Class("player-option-says").Body(ui.SuitText(o.Says[1+j])...)
							}),
						)
					}),
				)
			}),
		),
	)
}

// renderConfirmation is what the player sees after the tap: what they chose, and the
// director's one large button.
func (p *ShowPlayer) renderConfirmation() app.UI {
	return app.Div().Class("player-confirm").Body(
		app.P().ID("player-thanks").Class("player-thanks").TabIndex(-1).Aria("live", "polite").Body(
			app.Strong().Text("You chose: "), app.Span().Body(ui.SuitText(p.tapped)...),
			app.Text(". Please hand the phone back to the director."),
		),
		app.Button().ID("player-back").Class("button button-primary player-back").Type("button").
			Text(playerBackLabel(p.tapped)).OnClick(p.onBack),
		app.Button().ID("player-change").Class("button player-change").Type("button").
			Text("Change my choice").OnClick(p.onChange),
	)
}

func playerBackLabel(picked string) string {
	if picked == "" {
		return "Director: back to the ruling"
	}
	return "Director: done, back to the ruling"
}
