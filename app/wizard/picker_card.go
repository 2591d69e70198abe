package wizard

import (
	"tableside/app/ui"
	"tableside/engine/bridge"
	"tableside/engine/ruling"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// cardPicker asks for a card in two taps: the suit, button[data-suit=C|D|H|S], then the rank,
// button[data-rank=2..10|J|Q|K|A]. The answer is given on the rank's tap.
type cardPicker struct {
	app.Compo

	StepID   string
	OnAnswer answerFunc

	suit    bridge.Suit
	suitFor string // the step the chosen suit belongs to, so a new question starts empty
}

func (p *cardPicker) chosen() bridge.Suit {
	if p.suitFor != p.StepID {
		return bridge.NoSuit
	}
	return p.suit
}

func (p *cardPicker) pickSuit(s bridge.Suit) { p.suit, p.suitFor = s, p.StepID }

func (p *cardPicker) Render() app.UI {
	suit := p.chosen()
	return app.Div().Class("card-picker").Body(
		app.Div().Class("suit-row").Role("group").Aria("label", "Suit").Body(
			app.Range(bridge.Suits).Slice(func(i int) app.UI {
				s := bridge.Suits[len(bridge.Suits)-1-i] // spades first, as a hand is sorted
				return app.Button().Type("button").Class("pick", "pick-suit").DataSet("suit", s.Letter()).
					Aria("pressed", pressed(s == suit)).Aria("label", s.String()).
					OnClick(func(ctx app.Context, e app.Event) { p.pickSuit(s) }, app.EventScope(s.Letter())).
					Body(ui.SuitSymbol(s))
			}),
		),
		app.If(suit == bridge.NoSuit, func() app.UI {
			return app.P().Class("picker-hint").Text("Tap the suit, then the rank.")
		}).Else(func() app.UI {
			return app.Div().Class("rank-grid").Role("group").Aria("label", "Rank of the "+suit.String()).Body(
				app.Range(bridge.Ranks).Slice(func(i int) app.UI {
					r := bridge.Ranks[len(bridge.Ranks)-1-i] // ace first
					c := bridge.Card{Suit: suit, Rank: r}
					return app.Button().Type("button").Class("pick", "pick-rank").DataSet("rank", r.String()).
						Aria("label", r.String()+", "+r.Name()+" of "+suit.String()). // the shown rank first (WCAG 2.5.3)
						OnClick(func(ctx app.Context, e app.Event) { p.OnAnswer(ctx, ruling.CardAnswer(c)) }, app.EventScope(c.String())).
						Body(ui.SuitSymbol(suit), app.Text(r.String()))
				}),
			)
		}),
	)
}
