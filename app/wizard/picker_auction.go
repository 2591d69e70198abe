package wizard

import (
	"fmt"
	"slices"

	"tableside/app/ui"
	"tableside/engine/bridge"
	"tableside/engine/ruling"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// auctionPicker takes a whole auction for a bidding-sequence question: whose calls the ruling
// is about, the dealer, every call from the bidding box, and what each of that player's calls
// showed. Nothing is read as natural until the director says so (one tap confirms all the rest).
// The engine judges the answer: the box only greys out calls the engine calls illegal.
//
// Selectors (the e2e tests and the benchmark harness use them):
//
//	player    button[data-auction-player=N|E|S|W]
//	dealer    button[data-auction-dealer=N|E|S|W]      (chosen from the board number when known)
//	calls     button[data-call=P|X|XX|1C…7N]           the bidding box
//	all pass  button#auction-all-pass                  passes until the auction ends
//	undo      button#auction-undo
//	meaning   button[data-meaning-call=<i>][data-meaning=natural|none|C|D|H|S]
//	          for the player's call i (0-based in the auction): natural, artificial showing no
//	          suit, or artificial showing the suit (each suit tap toggles it)
//	the rest  button#auction-rest-natural              every meaning not yet given: natural
//	answer    button#answer-auction
type auctionPicker struct {
	app.Compo

	StepID   string
	Prompt   string      // how to ask for the player: the question's Player
	Dealer   bridge.Seat // from the board number in the table context, when known
	OnAnswer answerFunc

	entry    ruling.AuctionEntry
	entryFor string // the step the entry belongs to, so a new question starts empty
}

func (p *auctionPicker) current() ruling.AuctionEntry {
	if p.entryFor != p.StepID {
		return ruling.AuctionEntry{Dealer: p.Dealer}
	}
	return p.entry
}

// edit changes a copy of the entry and keeps it.
func (p *auctionPicker) edit(change func(ruling.AuctionEntry) ruling.AuctionEntry) {
	a := p.current()
	a.Calls = slices.Clone(a.Calls)
	p.entry, p.entryFor = change(a), p.StepID
}

// Handlers are one-line adapters to these edits; each reads the entry when tapped.
func (p *auctionPicker) setPlayer(s bridge.Seat) {
	p.edit(func(a ruling.AuctionEntry) ruling.AuctionEntry { return withPlayer(a, s) })
}
func (p *auctionPicker) setDealer(s bridge.Seat) {
	p.edit(func(a ruling.AuctionEntry) ruling.AuctionEntry { return withDealer(a, s) })
}
func (p *auctionPicker) addCall(c bridge.Call) {
	p.edit(func(a ruling.AuctionEntry) ruling.AuctionEntry { return withCall(a, c) })
}
func (p *auctionPicker) allPass()               { p.edit(withAllPass) }
func (p *auctionPicker) undo()                  { p.edit(withoutLastCall) }
func (p *auctionPicker) restNatural()           { p.edit(withRestNatural) }
func (p *auctionPicker) answer(ctx app.Context) { p.OnAnswer(ctx, ruling.AuctionAnswer(p.current())) }
func (p *auctionPicker) setMeaning(i int, k string) {
	p.edit(func(a ruling.AuctionEntry) ruling.AuctionEntry { return withMeaning(a, i, k) })
}

// withPlayer names the player; what their calls showed is asked afresh.
func withPlayer(a ruling.AuctionEntry, s bridge.Seat) ruling.AuctionEntry {
	if s == a.Player {
		return a
	}
	a.Player = s
	for i := range a.Calls {
		a.Calls[i].Meaning, a.Calls[i].Shows = ruling.Unconfirmed, nil
	}
	return a
}

// withDealer sets the dealer; a new dealer moves every call to another player, so the calls go.
func withDealer(a ruling.AuctionEntry, s bridge.Seat) ruling.AuctionEntry {
	if s != a.Dealer {
		a.Dealer, a.Calls = s, nil
	}
	return a
}

// boxAuction is the entry as the engine's auction, for asking what is legal next.
func boxAuction(a ruling.AuctionEntry) bridge.Auction {
	b := bridge.Auction{Dealer: a.Dealer}
	for _, c := range a.Calls {
		b.Calls = append(b.Calls, c.Call)
	}
	return b
}

// withCall adds the call if the engine says it is legal now.
func withCall(a ruling.AuctionEntry, c bridge.Call) ruling.AuctionEntry {
	if boxAuction(a).Legal(c) == nil {
		a.Calls = append(a.Calls, ruling.EnteredCall{Call: c})
	}
	return a
}

// withAllPass passes until the auction ends (at most four passes).
func withAllPass(a ruling.AuctionEntry) ruling.AuctionEntry {
	for i := 0; i < 4 && boxAuction(a).Legal(bridge.PassCall) == nil; i++ {
		a = withCall(a, bridge.PassCall)
	}
	return a
}

func withoutLastCall(a ruling.AuctionEntry) ruling.AuctionEntry {
	if n := len(a.Calls); n > 0 {
		a.Calls = a.Calls[:n-1]
	}
	return a
}

// withMeaning records what the player's call i showed: "natural", "none" (artificial, no
// suit), or a suit letter, which toggles that suit on an artificial call.
func withMeaning(a ruling.AuctionEntry, i int, key string) ruling.AuctionEntry {
	if i < 0 || i >= len(a.Calls) || a.SeatOf(i) != a.Player {
		return a
	}
	c := &a.Calls[i]
	switch key {
	case "natural":
		c.Meaning, c.Shows = ruling.Natural, nil
	case "none":
		c.Meaning, c.Shows = ruling.Artificial, nil
	default:
		s, err := bridge.ParseSuit(key)
		if err != nil {
			return a
		}
		shows := slices.Clone(c.Shows)
		if c.Meaning != ruling.Artificial {
			shows = nil
		}
		if j := slices.Index(shows, s); j >= 0 {
			if shows = slices.Delete(shows, j, j+1); len(shows) == 0 {
				shows = nil
			}
		} else {
			shows = append(shows, s)
			slices.Sort(shows)
		}
		c.Meaning, c.Shows = ruling.Artificial, shows
	}
	return a
}

// withRestNatural confirms every one of the player's calls not yet given a meaning as natural.
func withRestNatural(a ruling.AuctionEntry) ruling.AuctionEntry {
	for i := range a.Calls {
		if a.SeatOf(i) == a.Player && a.Calls[i].Meaning == ruling.Unconfirmed {
			a.Calls[i].Meaning = ruling.Natural
		}
	}
	return a
}

// playerCalls are the indexes of the player's calls.
func playerCalls(a ruling.AuctionEntry) []int {
	var out []int
	if !a.Player.Valid() || !a.Dealer.Valid() {
		return nil
	}
	for i := range a.Calls {
		if a.SeatOf(i) == a.Player {
			out = append(out, i)
		}
	}
	return out
}

// auctionColumns is the order of the auction diagram: West, North, East, South.
var auctionColumns = []bridge.Seat{bridge.West, bridge.North, bridge.East, bridge.South}

func (p *auctionPicker) Render() app.UI {
	a := p.current()
	box := boxAuction(a)
	prompt := p.Prompt
	if prompt == "" {
		prompt = "Whose calls is the ruling about?"
	}
	mine := playerCalls(a)
	unconfirmed := 0
	for _, i := range mine {
		if a.Calls[i].Meaning == ruling.Unconfirmed {
			unconfirmed++
		}
	}
	return app.Div().Class("auction-picker").Body(
		app.FieldSet().Class("picker-group").Body(
			app.Legend().Class("picker-legend").Text(prompt),
			seatRow("auction-player", a.Player, p.setPlayer),
		),
		app.FieldSet().Class("picker-group").Body(
			app.Legend().Class("picker-legend").Text("Dealer"),
			seatRow("auction-dealer", a.Dealer, p.setDealer),
		),
		app.FieldSet().Class("picker-group").Body(
			app.Legend().Class("picker-legend").Text("The legal auction"),
			auctionTable(a, box),
			app.If(!a.Dealer.Valid(), func() app.UI {
				return app.P().Class("picker-hint").Text("Tap the dealer first, then each call in turn.")
			}),
			p.biddingBox(box),
			app.Div().Class("auction-tools").Body(
				ui.OffIf(app.Button().Type("button").ID("auction-all-pass").Class("pick", "auction-tool"), box.Legal(bridge.PassCall) != nil).
					OnClick(func(ctx app.Context, e app.Event) { p.allPass() }).Text("All pass"),
				ui.OffIf(app.Button().Type("button").ID("auction-undo").Class("pick", "auction-tool"), len(a.Calls) == 0).
					OnClick(func(ctx app.Context, e app.Event) { p.undo() }).Text("Undo"),
			),
		),
		app.If(len(mine) > 0, func() app.UI {
			return app.FieldSet().Class("picker-group", "auction-meanings").Body(
				app.Legend().Class("picker-legend").Text("What did "+a.Player.String()+"'s calls show?"),
				app.P().Class("picker-hint").Text("Natural: a bid shows its own suit; a pass, double or no-trump bid shows none. "+
					"If artificial, tap the suits it showed, or No suit."),
				app.Ul().Class("meaning-list").Body(
					app.Range(mine).Slice(func(k int) app.UI { return p.meaningRow(a, mine[k]) }),
				),
				app.If(unconfirmed > 0, func() app.UI {
					label := "All natural"
					if unconfirmed < len(mine) {
						label = "The rest natural"
					}
					return app.Button().Type("button").ID("auction-rest-natural").Class("button", "button-secondary", "auction-rest").
						OnClick(func(ctx app.Context, e app.Event) { p.restNatural() }).Text(label)
				}),
			)
		}),
		app.P().Class("result-summary", "auction-summary").Aria("live", "polite").Body(ui.SuitText(auctionStatus(a, box))...),
		app.Button().Type("button").ID("answer-auction").Class("button", "button-primary", "answer-submit").
			OnClick(func(ctx app.Context, e app.Event) { p.answer(ctx) }).
			Text("Continue"),
	)
}

// seatRow is four seat buttons, the chosen one pressed: button[data-<key>=N|E|S|W].
func seatRow(key string, chosen bridge.Seat, pick func(bridge.Seat)) app.UI {
	return app.Div().Class("pick-row pick-row-4").Body(
		app.Range(bridge.Seats).Slice(func(i int) app.UI {
			s := bridge.Seats[i]
			return app.Button().Type("button").Class("pick").DataSet(key, s.Letter()).Aria("pressed", pressed(s == chosen)).
				OnClick(func(ctx app.Context, e app.Event) { pick(s) }, app.EventScope(key+s.Letter())).Text(s.String())
		}),
	)
}

// biddingBox is the call buttons, each off when the engine says it is not legal now. The box is
// HTML (biddingBoxHTML), drawn again after every call; keyboard focus follows the tapped call.
func (p *auctionPicker) biddingBox(box bridge.Auction) app.UI {
	return app.Div().Class("call-picker").
		OnClick(func(ctx app.Context, e app.Event) {
			c, button, ok := tappedCall(e)
			if !ok {
				return
			}
			focused := button.Equal(app.Window().Get("document").Get("activeElement"))
			p.addCall(c)
			if focused {
				ctx.Defer(func(app.Context) { focusCall(".auction-picker .call-picker", c) })
			}
		}).
		Body(app.Raw(biddingBoxHTML(func(c bridge.Call) bool { return box.Legal(c) != nil })))
}

// auctionTable is the auction as a diagram, West to South, the player's calls marked and the
// next turn shown as a question mark.
func auctionTable(a ruling.AuctionEntry, box bridge.Auction) app.UI {
	type cell struct {
		text  string
		class string
	}
	var cells []cell
	if a.Dealer.Valid() {
		for _, s := range auctionColumns {
			if s == a.Dealer {
				break
			}
			cells = append(cells, cell{})
		}
		for i, c := range a.Calls {
			class := "auction-call"
			if a.SeatOf(i) == a.Player {
				class += " auction-call-player"
			}
			cells = append(cells, cell{c.Call.String(), class})
		}
		if !box.Ended() {
			cells = append(cells, cell{"?", "auction-call auction-next"})
		}
	}
	var rows [][]cell
	for len(cells) > 0 {
		n := min(4, len(cells))
		rows = append(rows, cells[:n])
		cells = cells[n:]
	}
	return app.Table().Class("auction-table").Body(
		app.Caption().Class("visually-hidden").Text("The auction so far"),
		app.THead().Body(app.Tr().Body(
			app.Range(auctionColumns).Slice(func(i int) app.UI {
				s := auctionColumns[i]
				class := "auction-seat"
				if s == a.Player {
					class += " auction-seat-player"
				}
				return app.Th().Scope("col").Class(class).Text(s.String())
			}),
		)),
		app.TBody().Body(
			app.Range(rows).Slice(func(r int) app.UI {
				row := rows[r]
				return app.Tr().Body(
					app.Range(row).Slice(func(k int) app.UI {
						return app.Td().Class(row[k].class).Body(ui.SuitText(row[k].text)...)
					}),
				)
			}),
		),
	)
}

// meaningRow is one of the player's calls and what it showed.
func (p *auctionPicker) meaningRow(a ruling.AuctionEntry, i int) app.UI {
	c := a.Calls[i]
	name := c.Call.String()
	btn := func(key, label string, on bool, body ...app.UI) app.UI {
		b := app.Button().Type("button").Class("pick", "meaning-pick").DataSet("meaning-call", i).DataSet("meaning", key).
			Aria("pressed", pressed(on)).Aria("label", name+": "+label).
			OnClick(func(ctx app.Context, e app.Event) { p.setMeaning(i, key) }, app.EventScope(fmt.Sprint(i, key)))
		if len(body) == 0 {
			return b.Text(label)
		}
		return b.Body(body...)
	}
	suits := make([]app.UI, 0, len(bridge.Suits))
	for _, s := range bridge.Suits {
		suits = append(suits, btn(s.Letter(), "shows "+s.String(), c.Meaning == ruling.Artificial && slices.Contains(c.Shows, s), ui.SuitSymbol(s)))
	}
	return app.Li().Class("meaning-row").DataSet("meaning-state", c.Meaning.String()).Body(
		app.Span().Class("meaning-call").Body(ui.SuitText(name)...),
		app.Div().Class("meaning-choices").Body(
			btn("natural", "Natural", c.Meaning == ruling.Natural),
			btn("none", "No suit", c.Meaning == ruling.Artificial && len(c.Shows) == 0),
			app.Div().Class("meaning-suits").Body(suits...),
		),
	)
}

// auctionStatus says where the entry stands, in the engine's terms.
func auctionStatus(a ruling.AuctionEntry, box bridge.Auction) string {
	switch {
	case !a.Player.Valid() && !a.Dealer.Valid():
		return "Choose the player and the dealer, then enter the calls."
	case !a.Dealer.Valid():
		return "Choose the dealer, then enter the calls."
	case !box.Ended():
		return "Enter every call up to the final pass."
	}
	c, err := box.Contract()
	if err != nil {
		return "Passed out."
	}
	return "Contract: " + c.String() + "."
}
