package wizard

import (
	"reflect"
	"strconv"
	"strings"
	"testing"

	"tableside/app/htmltest"
	"tableside/engine/bridge"
	"tableside/engine/catalog"
	"tableside/engine/ruling"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// tapAuction plays the picker's DOM contract (see the selectors in picker_auction.go) on the
// picker's own methods, as the buttons' one-line handlers do, so a test reads like the taps.
func tapAuction(t *testing.T, p *auctionPicker, taps ...string) {
	t.Helper()
	for _, tap := range taps {
		key, value, _ := strings.Cut(tap, "=")
		switch key {
		case "player":
			p.setPlayer(mustSeat(t, value))
		case "dealer":
			p.setDealer(mustSeat(t, value))
		case "call":
			c, err := bridge.ParseCall(value)
			if err != nil {
				t.Fatal(err)
			}
			p.addCall(c)
		case "all-pass":
			p.allPass()
		case "undo":
			p.undo()
		case "rest-natural":
			p.restNatural()
		case "meaning": // meaning=<call index>:<natural|none|C|D|H|S>
			i, k, _ := strings.Cut(value, ":")
			n, err := strconv.Atoi(i)
			if err != nil {
				t.Fatal(err)
			}
			p.setMeaning(n, k)
		default:
			t.Fatalf("no such tap %q", tap)
		}
	}
}

// mountPicker renders a fresh copy of the picker's state: a component mounts only once.
func mountPicker(t *testing.T, p *auctionPicker) *htmltest.Elem {
	t.Helper()
	return htmltest.Mount(t, func() app.UI {
		return &auctionPicker{StepID: p.StepID, Prompt: p.Prompt, Dealer: p.Dealer, OnAnswer: p.OnAnswer, entry: p.entry, entryFor: p.entryFor}
	})
}

func mustSeat(t *testing.T, s string) bridge.Seat {
	t.Helper()
	seat, err := bridge.ParseSeat(s)
	if err != nil {
		t.Fatal(err)
	}
	return seat
}

func TestQuestionViewGivesABiddingSequenceQuestionTheAuctionPicker(t *testing.T) {
	st := &ruling.Step{ID: "auction", Question: ruling.Question{Prompt: "Enter the auction", Kind: ruling.AuctionKind, Player: "Who made the withdrawn call?"}}
	doc := htmltest.Mount(t, func() app.UI { return questionView(st, ruling.Context{Board: 2}, "", noAnswer) })
	doc.One(t, "section#question[data-step=auction] button#answer-auction")
	if got := doc.All(".auction-picker .picker-legend")[0].TextContent(); got != "Who made the withdrawn call?" {
		t.Errorf("the player is asked as %q, want the question's Player", got)
	}
	if !doc.One(t, "button[data-auction-dealer=E]").Pressed() {
		t.Error("board 2's dealer, East, is not chosen from the table context")
	}
}

func TestWizardShowsTheAuctionPickerForTheLeadCalculator(t *testing.T) {
	w := wizardAt(t, "withdrawn-call-leads", ruling.Pick("not-comparable"), ruling.CallAnswer(bridge.NewBid(1, bridge.HeartsStrain)))
	doc := htmltest.Mount(t, w.Render)
	doc.One(t, "section#question[data-step=auction] .auction-picker")
	if n := len(doc.All("button[data-auction-player]")); n != 4 {
		t.Errorf("%d player buttons", n)
	}
}

func TestAuctionPickerBiddingBoxFollowsTheEngine(t *testing.T) {
	t.Run("no dealer: every call is off and the director is told why", func(t *testing.T) {
		p := &auctionPicker{StepID: "auction", OnAnswer: noAnswer}
		doc := mountPicker(t, p)
		for _, b := range doc.All("button[data-call]") {
			if _, off := b.Attrs["disabled"]; !off {
				t.Fatalf("%s is live before the dealer is known", b.Attrs["data-call"])
			}
		}
		if !strings.Contains(doc.TextContent(), "Tap the dealer first") {
			t.Error("no hint to tap the dealer")
		}
	})
	t.Run("after North's 1♠: 1♥ is off, East may double, nobody may redouble", func(t *testing.T) {
		p := &auctionPicker{StepID: "auction", OnAnswer: noAnswer}
		tapAuction(t, p, "player=E", "dealer=N", "call=1S")
		doc := mountPicker(t, p)
		for call, off := range map[string]bool{"1H": true, "1S": true, "XX": true, "X": false, "P": false, "1N": false, "7N": false} {
			if _, got := doc.One(t, "button[data-call="+call+"]").Attrs["disabled"]; got != off {
				t.Errorf("%s disabled = %v, want %v", call, got, off)
			}
		}
		if got := htmltest.Squash(doc.One(t, ".auction-table tbody").TextContent()); got != htmltest.Squash("1♠ ?") {
			t.Errorf("the auction reads %q", got)
		}
	})
	t.Run("an illegal call tapped anyway changes nothing", func(t *testing.T) {
		p := &auctionPicker{StepID: "auction", OnAnswer: noAnswer}
		tapAuction(t, p, "dealer=N", "call=1S", "call=1H", "call=XX")
		if n := len(p.current().Calls); n != 1 {
			t.Errorf("%d calls, want 1", n)
		}
	})
	t.Run("All pass ends the auction and the box goes quiet", func(t *testing.T) {
		p := &auctionPicker{StepID: "auction", OnAnswer: noAnswer}
		tapAuction(t, p, "player=E", "dealer=N", "call=1S", "all-pass")
		if got := boxAuction(p.current()).String(); got != "1♠ Pass Pass Pass" {
			t.Errorf("auction %q", got)
		}
		doc := mountPicker(t, p)
		if _, off := doc.One(t, "button[data-call=P]").Attrs["disabled"]; !off {
			t.Error("Pass is live after the auction ended")
		}
		if _, off := doc.One(t, "button#auction-all-pass").Attrs["disabled"]; !off {
			t.Error("All pass is live after the auction ended")
		}
		if got := htmltest.Squash(doc.One(t, ".auction-summary").TextContent()); !strings.Contains(got, htmltest.Squash("1♠ by North")) {
			t.Errorf("summary %q, want the contract", got)
		}
	})
	t.Run("Undo drops the last call; a new dealer clears the calls", func(t *testing.T) {
		p := &auctionPicker{StepID: "auction", OnAnswer: noAnswer}
		tapAuction(t, p, "dealer=N", "call=1S", "call=2H", "undo")
		if got := boxAuction(p.current()).String(); got != "1♠" {
			t.Errorf("after Undo: %q", got)
		}
		tapAuction(t, p, "dealer=S")
		if n := len(p.current().Calls); n != 0 {
			t.Errorf("%d calls kept under a new dealer", n)
		}
	})
}

func TestAuctionPickerAsksWhatThePlayersCallsShowed(t *testing.T) {
	p := &auctionPicker{StepID: "auction", OnAnswer: noAnswer}
	tapAuction(t, p, "player=S", "dealer=N", "call=1NT", "call=P", "call=2C", "call=P", "call=2H", "call=P", "call=4H", "all-pass")
	doc := mountPicker(t, p)
	rows := doc.All(".meaning-row")
	if len(rows) != 2 { // South's 2♣ and 4♥
		t.Fatalf("%d meaning rows, want South's 2 calls", len(rows))
	}
	if got := htmltest.Squash(rows[0].One(t, ".meaning-call").TextContent()); got != "2♣" {
		t.Errorf("first row is for %q", got)
	}
	for _, b := range doc.All("button[data-meaning]") {
		if b.Pressed() {
			t.Fatalf("%v is chosen before the director said anything", b.Attrs)
		}
	}
	if got := doc.One(t, "button#auction-rest-natural").TextContent(); got != "All natural" {
		t.Errorf("rest button reads %q", got)
	}
	if doc.Has(".auction-table .auction-call-player") != true || len(doc.All(".auction-table .auction-call-player")) != 2 {
		t.Error("South's calls are not marked in the auction")
	}

	tapAuction(t, p, "meaning=2:none")
	doc = mountPicker(t, p)
	if !doc.One(t, "button[data-meaning-call=2][data-meaning=none]").Pressed() {
		t.Error("Stayman's No suit is not shown as chosen")
	}
	if got := doc.One(t, "button#auction-rest-natural").TextContent(); got != "The rest natural" {
		t.Errorf("rest button reads %q once one call is given", got)
	}

	tapAuction(t, p, "rest-natural")
	a := p.current()
	want := []ruling.Meaning{ruling.Unconfirmed, ruling.Unconfirmed, ruling.Artificial, ruling.Unconfirmed, ruling.Unconfirmed,
		ruling.Unconfirmed, ruling.Natural, ruling.Unconfirmed, ruling.Unconfirmed, ruling.Unconfirmed}
	var got []ruling.Meaning
	for _, c := range a.Calls {
		got = append(got, c.Meaning)
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("meanings %v, want %v (only South's calls carry one)", got, want)
	}
	if mountPicker(t, p).Has("button#auction-rest-natural") {
		t.Error("the rest button stays once every call is given")
	}
	if s := a.Specified(); !reflect.DeepEqual(s, []bridge.Suit{bridge.Hearts}) {
		t.Errorf("South specified %v, want hearts only: Stayman shows no suit", s)
	}
}

func TestAuctionPickerSuitTapsToggleAnArtificialCall(t *testing.T) {
	p := &auctionPicker{StepID: "auction", OnAnswer: noAnswer}
	tapAuction(t, p, "player=N", "dealer=W", "call=1H", "call=2H")
	for _, tc := range []struct {
		tap     string
		meaning ruling.Meaning
		shows   []bridge.Suit
	}{
		{"meaning=1:S", ruling.Artificial, []bridge.Suit{bridge.Spades}},
		{"meaning=1:C", ruling.Artificial, []bridge.Suit{bridge.Clubs, bridge.Spades}},
		{"meaning=1:C", ruling.Artificial, []bridge.Suit{bridge.Spades}},
		{"meaning=1:S", ruling.Artificial, nil}, // every suit off: artificial, showing none
		{"meaning=1:natural", ruling.Natural, nil},
		{"meaning=1:H", ruling.Artificial, []bridge.Suit{bridge.Hearts}},
		{"meaning=0:natural", ruling.Artificial, []bridge.Suit{bridge.Hearts}}, // West's call: not the player's, ignored
	} {
		tapAuction(t, p, tc.tap)
		c := p.current().Calls[1]
		if c.Meaning != tc.meaning || !reflect.DeepEqual(c.Shows, tc.shows) {
			t.Errorf("after %s: %v %v, want %v %v", tc.tap, c.Meaning, c.Shows, tc.meaning, tc.shows)
		}
	}
	if m := p.current().Calls[0].Meaning; m != ruling.Unconfirmed {
		t.Errorf("West's call got a meaning: %v", m)
	}
	tapAuction(t, p, "player=E")
	if c := p.current().Calls[1]; c.Meaning != ruling.Unconfirmed || c.Shows != nil {
		t.Errorf("a new player keeps the old player's meanings: %+v", c)
	}
}

// The common withdrawn-call-leads auction entered through the picker's taps (the same taps
// e2e.AnswerSelectors lists, see TestAnswerSelectors) is the flow's own Common answer, and the
// engine accepts it.
func TestAuctionPickerTapsGiveTheCommonAnswer(t *testing.T) {
	f := catalog.Lookup("withdrawn-call-leads")
	var got ruling.Answer
	p := &auctionPicker{StepID: "auction", OnAnswer: func(_ app.Context, a ruling.Answer) { got = a }}
	tapAuction(t, p, "player=E", "dealer=N", "call=1S", "call=P", "call=2S", "call=P", "call=4S", "all-pass", "rest-natural")
	p.answer(app.Context{})
	want := f.Common[len(f.Common)-1]
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("the picker answers\n%+v\nwant the flow's common answer\n%+v", got, want)
	}
	s, err := catalog.Start(f.ID, ruling.Context{})
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range f.Common {
		if s, err = catalog.Answer(s, a); err != nil {
			t.Fatal(err)
		}
	}
}

func TestAuctionPickerForgetsAnEntryForAnotherStep(t *testing.T) {
	p := &auctionPicker{StepID: "auction", Dealer: bridge.West, OnAnswer: noAnswer}
	tapAuction(t, p, "player=E", "dealer=N", "call=1S")
	p.StepID = "another-auction"
	if a := p.current(); a.Dealer != bridge.West || len(a.Calls) != 0 || a.Player.Valid() {
		t.Errorf("a new question starts with %+v", a)
	}
}
