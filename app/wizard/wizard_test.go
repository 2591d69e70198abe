package wizard

import (
	"slices"
	"strings"
	"testing"

	"tableside/app/apptest"
	"tableside/app/htmltest"
	"tableside/app/ui"
	"tableside/engine/bridge"
	"tableside/engine/catalog"
	"tableside/engine/ruling"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

func noAnswer(app.Context, ruling.Answer) {}

// wizardAt is a wizard on flow id after the given answers, as the page would hold it.
func wizardAt(t *testing.T, id string, answers ...ruling.Answer) *wizard {
	t.Helper()
	s, st := apptest.Decided(t, id, answers...)
	return &wizard{flowID: id, session: s, state: st}
}

func TestWizardOpensOnTheFirstQuestionOfEveryFlow(t *testing.T) {
	for _, f := range catalog.Flows() {
		t.Run(f.ID, func(t *testing.T) {
			w := wizardAt(t, f.ID)
			doc := htmltest.Mount(t, w.Render)
			doc.One(t, "#wizard[data-flow="+f.ID+"]")
			doc.One(t, "section#question[data-step="+f.Start+"]")
			if got := doc.One(t, "#question-prompt").TextContent(); got != flowStep(f, f.Start).Prompt {
				t.Errorf("prompt = %q", got)
			}
			if doc.Has("#breadcrumb") || doc.Has("#restart") || doc.Has("#answer-error") {
				t.Error("a fresh ruling shows a breadcrumb, Restart or an error")
			}
			if got := doc.One(t, "button#back").TextContent(); !strings.Contains(got, "All rulings") {
				t.Errorf("Back on the first question reads %q, want it to lead to the rulings", got)
			}
			if !strings.Contains(doc.One(t, ".wizard-laws").TextContent(), f.Laws[0].String()) {
				t.Error("the Laws the ruling rests on are not listed")
			}
		})
	}
}

func TestWizardForAnUnknownFlowSaysSoAndLinksHome(t *testing.T) {
	w := &wizard{flowID: "no-such-ruling"}
	doc := htmltest.Mount(t, w.Render)
	if !strings.Contains(doc.TextContent(), "not in Tableside") || !doc.Has("a[href=/]") {
		t.Error("no message or no way back")
	}
	if doc.Has("#wizard") {
		t.Error("an unknown ruling renders a wizard")
	}
}

func TestWizardMidwayShowsBreadcrumbWithLabelsAndRestart(t *testing.T) {
	w := wizardAt(t, "opening-lead-out-of-turn", ruling.Pick("faced"), ruling.CardAnswer(bridge.Card{Suit: bridge.Spades, Rank: bridge.Five}))
	doc := htmltest.Mount(t, w.Render)
	doc.One(t, "section#question[data-step=since]")
	items := doc.All("#breadcrumb button[data-answer-index]")
	if len(items) != 2 {
		t.Fatalf("%d breadcrumb items, want 2", len(items))
	}
	if got := items[0].TextContent(); !strings.Contains(got, "How was the opening lead") || !strings.Contains(got, "→ Face up by the wrong defender") {
		t.Errorf("first item = %q, want the prompt and the option's label", got)
	}
	if got := htmltest.Squash(items[1].TextContent()); !strings.HasSuffix(got, "→♠5") {
		t.Errorf("second item = %q, want the card", got)
	}
	if items[1].Attrs["data-answer-index"] != "1" {
		t.Errorf("second item index = %q", items[1].Attrs["data-answer-index"])
	}
	doc.One(t, "button#restart")
	if got := doc.One(t, "button#back").TextContent(); !strings.Contains(got, "Back") || strings.Contains(got, "rulings") {
		t.Errorf("Back reads %q", got)
	}
}

func TestWizardShowsTheEnginesRefusal(t *testing.T) {
	w := wizardAt(t, "insufficient-bid", ruling.SeatAnswer(bridge.East), ruling.CallAnswer(bridge.NewBid(1, bridge.SpadesStrain)))
	_, err := catalog.Answer(w.session, ruling.CallAnswer(bridge.NewBid(2, bridge.HeartsStrain)))
	if err == nil {
		t.Fatal("the engine accepted a sufficient bid as insufficient")
	}
	w.refusal = err.Error()
	doc := htmltest.Mount(t, w.Render)
	e := doc.One(t, "#answer-error")
	if e.Attrs["role"] != "alert" || htmltest.Squash(e.TextContent()) != htmltest.Squash(err.Error()) {
		t.Errorf("refusal %q role %q, want %q as an alert", e.TextContent(), e.Attrs["role"], err.Error())
	}
	doc.One(t, "section#question[data-step=bid]")
}

func TestWizardNoteForAStaleSession(t *testing.T) {
	w := wizardAt(t, "revoke")
	w.note = staleNote
	doc := htmltest.Mount(t, w.Render)
	if got := doc.One(t, "#wizard-note").TextContent(); got != staleNote {
		t.Errorf("note = %q", got)
	}
}

func TestChoicePickerOneButtonPerOption(t *testing.T) {
	f := catalog.Lookup("revoke")
	st := flowStep(f, f.Start)
	doc := htmltest.Mount(t, func() app.UI { return choicePicker(st.Options, noAnswer) })
	buttons := doc.All("button.answer[data-option]")
	if len(buttons) != len(st.Options) {
		t.Fatalf("%d buttons for %d options", len(buttons), len(st.Options))
	}
	for i, o := range st.Options {
		b := buttons[i]
		if b.Attrs["data-option"] != o.ID || b.Attrs["type"] != "button" || !strings.HasPrefix(b.TextContent(), o.Label) {
			t.Errorf("button %d = %v %q, want option %s %q", i, b.Attrs, b.TextContent(), o.ID, o.Label)
		}
		if o.Help != "" && !strings.Contains(b.TextContent(), o.Help) {
			t.Errorf("option %s lacks its help", o.ID)
		}
	}
}

func TestSeatPickerLabelsCompassAndRoleOnceDeclarerIsKnown(t *testing.T) {
	t.Run("no contract: compass only", func(t *testing.T) {
		doc := htmltest.Mount(t, func() app.UI { return seatPicker(ruling.Context{}, noAnswer) })
		for _, s := range bridge.Seats {
			b := doc.One(t, "button.seat[data-seat="+s.Letter()+"]")
			if b.TextContent() != s.String() || b.Has(".seat-role") {
				t.Errorf("%s reads %q", s, b.TextContent())
			}
		}
	})
	t.Run("South declares: roles beside the compass", func(t *testing.T) {
		c := ruling.Context{Contract: bridge.Contract{Level: 4, Strain: bridge.SpadesStrain, Declarer: bridge.South}}
		doc := htmltest.Mount(t, func() app.UI { return seatPicker(c, noAnswer) })
		for seat, role := range map[string]string{"S": "declarer", "N": "dummy", "W": "declarer's LHO", "E": "declarer's RHO"} {
			if got := doc.One(t, "button.seat[data-seat="+seat+"] .seat-role").TextContent(); got != role {
				t.Errorf("%s role = %q, want %q", seat, got, role)
			}
		}
	})
}

func TestCardPickerSuitThenRank(t *testing.T) {
	t.Run("before a suit: four suits, no ranks", func(t *testing.T) {
		doc := htmltest.Mount(t, func() app.UI { return &cardPicker{StepID: "card", OnAnswer: noAnswer} })
		for _, s := range bridge.Suits {
			b := doc.One(t, "button[data-suit="+s.Letter()+"]")
			if b.Pressed() || b.One(t, ".suit").Attrs["aria-label"] != s.String() {
				t.Errorf("suit %s button %v", s, b.Attrs)
			}
		}
		if doc.Has("button[data-rank]") {
			t.Error("ranks shown before the suit")
		}
	})
	t.Run("hearts chosen: thirteen ranks of hearts", func(t *testing.T) {
		doc := htmltest.Mount(t, func() app.UI {
			return &cardPicker{StepID: "card", OnAnswer: noAnswer, suit: bridge.Hearts, suitFor: "card"}
		})
		if !doc.One(t, "button[data-suit=H]").Pressed() {
			t.Error("hearts not marked chosen")
		}
		ranks := doc.All("button[data-rank]")
		if len(ranks) != 13 {
			t.Fatalf("%d ranks", len(ranks))
		}
		if ranks[0].Attrs["data-rank"] != "A" || ranks[12].Attrs["data-rank"] != "2" || ranks[4].Attrs["data-rank"] != "10" {
			t.Errorf("ranks run %s…%s", ranks[0].Attrs["data-rank"], ranks[12].Attrs["data-rank"])
		}
		if !ranks[0].Has(".suit.suit-red") {
			t.Error("the rank buttons do not show a red heart")
		}
	})
	t.Run("a suit chosen for another step is forgotten", func(t *testing.T) {
		doc := htmltest.Mount(t, func() app.UI {
			return &cardPicker{StepID: "card", OnAnswer: noAnswer, suit: bridge.Hearts, suitFor: "earlier-card"}
		})
		if doc.Has("button[data-rank]") {
			t.Error("a new card question starts with the previous suit")
		}
	})
}

func TestCallPickerIsAFullBiddingBox(t *testing.T) {
	doc := htmltest.Mount(t, func() app.UI { return callPicker(noAnswer) })
	var got []string
	for _, b := range doc.All("button[data-call]") {
		got = append(got, b.Attrs["data-call"])
	}
	want := []string{"P", "X", "XX"}
	for level := 1; level <= 7; level++ {
		for _, s := range "CDHSN" {
			want = append(want, string(rune('0'+level))+string(s))
		}
	}
	if !slices.Equal(got, want) {
		t.Errorf("calls = %v\nwant %v", got, want)
	}
	// Named by what they show (WCAG 2.5.3): no aria-label that says something else.
	for _, b := range doc.All("button[data-call]") {
		if _, ok := b.Attrs["aria-label"]; ok {
			t.Errorf("%s has aria-label %q: its name must be its visible text", b.Attrs["data-call"], b.Attrs["aria-label"])
		}
	}
	if b := doc.One(t, "button[data-call=4H]"); htmltest.Squash(b.TextContent()) != "4♥" || b.One(t, ".suit.suit-red").Attrs["aria-label"] != "hearts" {
		t.Errorf("4♥ button: %v %q", b.Attrs, b.TextContent())
	}
	for call, want := range map[string]string{"1N": "1NT", "P": "Pass", "X": "X Double", "XX": "XX Redouble"} {
		if got := doc.One(t, "button[data-call="+call+"]").TextContent(); got != want {
			t.Errorf("%s shows %q, want %q", call, got, want)
		}
	}
}

func TestCountPickerStepper(t *testing.T) {
	doc := htmltest.Mount(t, func() app.UI { return &countPicker{StepID: "n", Min: 0, Max: 3, OnAnswer: noAnswer} })
	in := doc.One(t, "input#count")
	if in.Attrs["value"] != "0" || in.Attrs["min"] != "0" || in.Attrs["max"] != "3" || in.Attrs["type"] != "number" {
		t.Errorf("input %v", in.Attrs)
	}
	if _, off := doc.One(t, "button[data-count-step=-1]").Attrs["disabled"]; !off {
		t.Error("minus is live at the minimum")
	}
	if _, off := doc.One(t, "button[data-count-step=1]").Attrs["disabled"]; off {
		t.Error("plus is off below the maximum")
	}
	doc.One(t, "button#answer-count")
	doc.One(t, "label[for=count]")
}

func TestResultPickerSelectorsAndKnownContract(t *testing.T) {
	known := bridge.Contract{Level: 4, Strain: bridge.HeartsStrain, Risk: bridge.Doubled, Declarer: bridge.South}
	doc := htmltest.Mount(t, func() app.UI { return &resultPicker{StepID: "result", Known: known, OnAnswer: noAnswer} })
	for sel, n := range map[string]int{"button[data-level]": 7, "button[data-strain]": 5, "button[data-risk]": 3, "button[data-declarer]": 4, "button[data-tricks-step]": 2} {
		if got := len(doc.All(sel)); got != n {
			t.Errorf("%d %s, want %d", got, sel, n)
		}
	}
	for _, sel := range []string{"button[data-level=4]", "button[data-strain=H]", "button[data-risk=X]", "button[data-declarer=S]"} {
		if !doc.One(t, sel).Pressed() {
			t.Errorf("%s not chosen from the table context", sel)
		}
	}
	if doc.One(t, "button[data-risk=none]").Pressed() {
		t.Error("undoubled still chosen")
	}
	if v := doc.One(t, "input#result-tricks").Attrs["value"]; v != "10" {
		t.Errorf("tricks start at %s, want 10 (just made)", v)
	}
	if got := htmltest.Squash(doc.One(t, ".result-summary").TextContent()); !strings.Contains(got, htmltest.Squash("4♥X= by South")) {
		t.Errorf("summary = %q", got)
	}
	doc.One(t, "button#answer-result")
}

func TestQuestionViewPicksThePickerForEachKind(t *testing.T) {
	for kind, sel := range map[ruling.Kind]string{
		ruling.ChoiceKind: "button.answer", ruling.SeatKind: "button.seat[data-seat=N]", ruling.CardKind: "button[data-suit=S]",
		ruling.CallKind: "button[data-call=P]", ruling.CountKind: "input#count", ruling.ResultKind: "button#answer-result",
	} {
		st := &ruling.Step{ID: "s", Question: ruling.Question{Prompt: "Which?", Help: "Why it matters.", Kind: kind, Max: 5,
			Options: []ruling.Option{{ID: "a", Label: "A"}}}}
		doc := htmltest.Mount(t, func() app.UI { return questionView(st, ruling.Context{}, "", noAnswer) })
		if !doc.Has("section#question[data-step=s] " + sel) {
			t.Errorf("%s question lacks %s", kind, sel)
		}
		if doc.One(t, "#question-prompt").Attrs["tabindex"] != "-1" {
			t.Errorf("%s: the prompt cannot take focus", kind)
		}
		if doc.One(t, "details#question-why .question-help").TextContent() != "Why it matters." {
			t.Errorf("%s: help missing", kind)
		}
		if _, open := doc.One(t, "details#question-why").Attrs["open"]; open {
			t.Errorf("%s: the law text is open before anyone asks why", kind)
		}
	}
}

func TestSuitTextNamesAndColoursEachSymbol(t *testing.T) {
	doc := htmltest.Mount(t, func() app.UI { return app.P().Body(ui.SuitText("4♥ over 3♠")...) })
	suits := doc.All(".suit")
	if len(suits) != 2 {
		t.Fatalf("%d suit symbols", len(suits))
	}
	if s := suits[0]; s.Attrs["aria-label"] != "hearts" || !strings.Contains(s.Attrs["class"], "suit-red") || s.Attrs["role"] != "img" {
		t.Errorf("heart: %v", s.Attrs)
	}
	if s := suits[1]; s.Attrs["aria-label"] != "spades" || !strings.Contains(s.Attrs["class"], "suit-black") {
		t.Errorf("spade: %v", s.Attrs)
	}
	if got := htmltest.Squash(doc.TextContent()); got != htmltest.Squash("4♥ over 3♠") {
		t.Errorf("text = %q", got)
	}
}

func TestShortenCutsAtAWord(t *testing.T) {
	for in, want := range map[string]string{
		"Short": "Short",
		"Did the revoker's side win any later trick at all?": "Did the revoker's side win any later…",
	} {
		if got := shorten(in, 40); got != want {
			t.Errorf("shorten(%q) = %q, want %q", in, got, want)
		}
	}
}
