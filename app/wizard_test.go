package app

import (
	"slices"
	"strings"
	"testing"

	"tableside/engine/bridge"
	"tableside/engine/catalog"
	"tableside/engine/ruling"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

func noAnswer(app.Context, ruling.Answer) {}

// decided is flow id's session after the given answers, and its state.
func decided(t *testing.T, id string, answers ...ruling.Answer) (ruling.Session, ruling.State) {
	t.Helper()
	s, err := catalog.Start(id, ruling.Context{})
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range answers {
		if s, err = catalog.Answer(s, a); err != nil {
			t.Fatalf("%s: %v", a, err)
		}
	}
	st, err := catalog.Decide(s)
	if err != nil {
		t.Fatal(err)
	}
	return s, st
}

// wizardAt is a wizard on flow id after the given answers, as the page would hold it.
func wizardAt(t *testing.T, id string, answers ...ruling.Answer) *wizard {
	t.Helper()
	s, st := decided(t, id, answers...)
	return &wizard{flowID: id, session: s, state: st}
}

func TestRulePathsAreOnePerRegisteredFlow(t *testing.T) {
	var want []string
	for _, f := range catalog.Flows() {
		want = append(want, "/rule/"+f.ID)
	}
	if got := rulePaths(); !slices.Equal(got, want) {
		t.Errorf("rulePaths() = %v, want %v", got, want)
	}
	for _, p := range want {
		if !slices.Contains(Paths(), p) {
			t.Errorf("the route table does not serve %s", p)
		}
	}
}

func TestWizardOpensOnTheFirstQuestionOfEveryFlow(t *testing.T) {
	for _, f := range catalog.Flows() {
		t.Run(f.ID, func(t *testing.T) {
			w := wizardAt(t, f.ID)
			doc := mount(t, w.Render)
			doc.one(t, "#wizard[data-flow="+f.ID+"]")
			doc.one(t, "section#question[data-step="+f.Start+"]")
			if got := doc.one(t, "#question-prompt").textContent(); got != flowStep(f, f.Start).Prompt {
				t.Errorf("prompt = %q", got)
			}
			if doc.has("#breadcrumb") || doc.has("#restart") || doc.has("#answer-error") {
				t.Error("a fresh ruling shows a breadcrumb, Restart or an error")
			}
			if got := doc.one(t, "button#back").textContent(); !strings.Contains(got, "All rulings") {
				t.Errorf("Back on the first question reads %q, want it to lead to the rulings", got)
			}
			if !strings.Contains(doc.one(t, ".wizard-laws").textContent(), f.Laws[0].String()) {
				t.Error("the Laws the ruling rests on are not listed")
			}
		})
	}
}

func TestWizardForAnUnknownFlowSaysSoAndLinksHome(t *testing.T) {
	w := &wizard{flowID: "no-such-ruling"}
	doc := mount(t, w.Render)
	if !strings.Contains(doc.textContent(), "not in Tableside") || !doc.has("a[href=/]") {
		t.Error("no message or no way back")
	}
	if doc.has("#wizard") {
		t.Error("an unknown ruling renders a wizard")
	}
}

func TestWizardMidwayShowsBreadcrumbWithLabelsAndRestart(t *testing.T) {
	w := wizardAt(t, "opening-lead-out-of-turn", ruling.Pick("faced"), ruling.CardAnswer(bridge.Card{Suit: bridge.Spades, Rank: bridge.Five}))
	doc := mount(t, w.Render)
	doc.one(t, "section#question[data-step=since]")
	items := doc.all("#breadcrumb button[data-answer-index]")
	if len(items) != 2 {
		t.Fatalf("%d breadcrumb items, want 2", len(items))
	}
	if got := items[0].textContent(); !strings.Contains(got, "How was the opening lead") || !strings.Contains(got, "→ Face up by the wrong defender") {
		t.Errorf("first item = %q, want the prompt and the option's label", got)
	}
	if got := squash(items[1].textContent()); !strings.HasSuffix(got, "→♠5") {
		t.Errorf("second item = %q, want the card", got)
	}
	if items[1].attrs["data-answer-index"] != "1" {
		t.Errorf("second item index = %q", items[1].attrs["data-answer-index"])
	}
	doc.one(t, "button#restart")
	if got := doc.one(t, "button#back").textContent(); !strings.Contains(got, "Back") || strings.Contains(got, "rulings") {
		t.Errorf("Back reads %q", got)
	}
}

func TestWizardShowsTheEnginesRefusal(t *testing.T) {
	w := wizardAt(t, "insufficient-bid", ruling.CallAnswer(bridge.NewBid(1, bridge.SpadesStrain)))
	_, err := catalog.Answer(w.session, ruling.CallAnswer(bridge.NewBid(2, bridge.HeartsStrain)))
	if err == nil {
		t.Fatal("the engine accepted a sufficient bid as insufficient")
	}
	w.refusal = err.Error()
	doc := mount(t, w.Render)
	e := doc.one(t, "#answer-error")
	if e.attrs["role"] != "alert" || squash(e.textContent()) != squash(err.Error()) {
		t.Errorf("refusal %q role %q, want %q as an alert", e.textContent(), e.attrs["role"], err.Error())
	}
	doc.one(t, "section#question[data-step=bid]")
}

func TestWizardNoteForAStaleSession(t *testing.T) {
	w := wizardAt(t, "revoke")
	w.note = staleNote
	doc := mount(t, w.Render)
	if got := doc.one(t, "#wizard-note").textContent(); got != staleNote {
		t.Errorf("note = %q", got)
	}
}

func TestChoicePickerOneButtonPerOption(t *testing.T) {
	f := catalog.Lookup("revoke")
	st := flowStep(f, f.Start)
	doc := mount(t, func() app.UI { return choicePicker(st.Options, noAnswer) })
	buttons := doc.all("button.answer[data-option]")
	if len(buttons) != len(st.Options) {
		t.Fatalf("%d buttons for %d options", len(buttons), len(st.Options))
	}
	for i, o := range st.Options {
		b := buttons[i]
		if b.attrs["data-option"] != o.ID || b.attrs["type"] != "button" || !strings.HasPrefix(b.textContent(), o.Label) {
			t.Errorf("button %d = %v %q, want option %s %q", i, b.attrs, b.textContent(), o.ID, o.Label)
		}
		if o.Help != "" && !strings.Contains(b.textContent(), o.Help) {
			t.Errorf("option %s lacks its help", o.ID)
		}
	}
}

func TestSeatPickerLabelsCompassAndRoleOnceDeclarerIsKnown(t *testing.T) {
	t.Run("no contract: compass only", func(t *testing.T) {
		doc := mount(t, func() app.UI { return seatPicker(ruling.Context{}, noAnswer) })
		for _, s := range bridge.Seats {
			b := doc.one(t, "button.seat[data-seat="+s.Letter()+"]")
			if b.textContent() != s.String() || b.has(".seat-role") {
				t.Errorf("%s reads %q", s, b.textContent())
			}
		}
	})
	t.Run("South declares: roles beside the compass", func(t *testing.T) {
		c := ruling.Context{Contract: bridge.Contract{Level: 4, Strain: bridge.SpadesStrain, Declarer: bridge.South}}
		doc := mount(t, func() app.UI { return seatPicker(c, noAnswer) })
		for seat, role := range map[string]string{"S": "declarer", "N": "dummy", "W": "declarer's LHO", "E": "declarer's RHO"} {
			if got := doc.one(t, "button.seat[data-seat="+seat+"] .seat-role").textContent(); got != role {
				t.Errorf("%s role = %q, want %q", seat, got, role)
			}
		}
	})
}

func TestCardPickerSuitThenRank(t *testing.T) {
	t.Run("before a suit: four suits, no ranks", func(t *testing.T) {
		doc := mount(t, func() app.UI { return &cardPicker{StepID: "card", OnAnswer: noAnswer} })
		for _, s := range bridge.Suits {
			b := doc.one(t, "button[data-suit="+s.Letter()+"]")
			if b.pressed() || b.one(t, ".suit").attrs["aria-label"] != s.String() {
				t.Errorf("suit %s button %v", s, b.attrs)
			}
		}
		if doc.has("button[data-rank]") {
			t.Error("ranks shown before the suit")
		}
	})
	t.Run("hearts chosen: thirteen ranks of hearts", func(t *testing.T) {
		doc := mount(t, func() app.UI {
			return &cardPicker{StepID: "card", OnAnswer: noAnswer, suit: bridge.Hearts, suitFor: "card"}
		})
		if !doc.one(t, "button[data-suit=H]").pressed() {
			t.Error("hearts not marked chosen")
		}
		ranks := doc.all("button[data-rank]")
		if len(ranks) != 13 {
			t.Fatalf("%d ranks", len(ranks))
		}
		if ranks[0].attrs["data-rank"] != "A" || ranks[12].attrs["data-rank"] != "2" || ranks[4].attrs["data-rank"] != "10" {
			t.Errorf("ranks run %s…%s", ranks[0].attrs["data-rank"], ranks[12].attrs["data-rank"])
		}
		if !ranks[0].has(".suit.suit-red") {
			t.Error("the rank buttons do not show a red heart")
		}
	})
	t.Run("a suit chosen for another step is forgotten", func(t *testing.T) {
		doc := mount(t, func() app.UI {
			return &cardPicker{StepID: "card", OnAnswer: noAnswer, suit: bridge.Hearts, suitFor: "earlier-card"}
		})
		if doc.has("button[data-rank]") {
			t.Error("a new card question starts with the previous suit")
		}
	})
}

func TestCallPickerIsAFullBiddingBox(t *testing.T) {
	doc := mount(t, func() app.UI { return callPicker(noAnswer) })
	var got []string
	for _, b := range doc.all("button[data-call]") {
		got = append(got, b.attrs["data-call"])
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
	for _, b := range doc.all("button[data-call]") {
		if _, ok := b.attrs["aria-label"]; ok {
			t.Errorf("%s has aria-label %q: its name must be its visible text", b.attrs["data-call"], b.attrs["aria-label"])
		}
	}
	if b := doc.one(t, "button[data-call=4H]"); squash(b.textContent()) != "4♥" || b.one(t, ".suit.suit-red").attrs["aria-label"] != "hearts" {
		t.Errorf("4♥ button: %v %q", b.attrs, b.textContent())
	}
	for call, want := range map[string]string{"1N": "1NT", "P": "Pass", "X": "X Double", "XX": "XX Redouble"} {
		if got := doc.one(t, "button[data-call="+call+"]").textContent(); got != want {
			t.Errorf("%s shows %q, want %q", call, got, want)
		}
	}
}

func TestCountPickerStepper(t *testing.T) {
	doc := mount(t, func() app.UI { return &countPicker{StepID: "n", Min: 0, Max: 3, OnAnswer: noAnswer} })
	in := doc.one(t, "input#count")
	if in.attrs["value"] != "0" || in.attrs["min"] != "0" || in.attrs["max"] != "3" || in.attrs["type"] != "number" {
		t.Errorf("input %v", in.attrs)
	}
	if _, off := doc.one(t, "button[data-count-step=-1]").attrs["disabled"]; !off {
		t.Error("minus is live at the minimum")
	}
	if _, off := doc.one(t, "button[data-count-step=1]").attrs["disabled"]; off {
		t.Error("plus is off below the maximum")
	}
	doc.one(t, "button#answer-count")
	doc.one(t, "label[for=count]")
}

func TestResultPickerSelectorsAndKnownContract(t *testing.T) {
	known := bridge.Contract{Level: 4, Strain: bridge.HeartsStrain, Risk: bridge.Doubled, Declarer: bridge.South}
	doc := mount(t, func() app.UI { return &resultPicker{StepID: "result", Known: known, OnAnswer: noAnswer} })
	for sel, n := range map[string]int{"button[data-level]": 7, "button[data-strain]": 5, "button[data-risk]": 3, "button[data-declarer]": 4, "button[data-tricks-step]": 2} {
		if got := len(doc.all(sel)); got != n {
			t.Errorf("%d %s, want %d", got, sel, n)
		}
	}
	for _, sel := range []string{"button[data-level=4]", "button[data-strain=H]", "button[data-risk=X]", "button[data-declarer=S]"} {
		if !doc.one(t, sel).pressed() {
			t.Errorf("%s not chosen from the table context", sel)
		}
	}
	if doc.one(t, "button[data-risk=none]").pressed() {
		t.Error("undoubled still chosen")
	}
	if v := doc.one(t, "input#result-tricks").attrs["value"]; v != "10" {
		t.Errorf("tricks start at %s, want 10 (just made)", v)
	}
	if got := squash(doc.one(t, ".result-summary").textContent()); !strings.Contains(got, squash("4♥X= by South")) {
		t.Errorf("summary = %q", got)
	}
	doc.one(t, "button#answer-result")
}

func TestQuestionViewPicksThePickerForEachKind(t *testing.T) {
	for kind, sel := range map[ruling.Kind]string{
		ruling.ChoiceKind: "button.answer", ruling.SeatKind: "button.seat[data-seat=N]", ruling.CardKind: "button[data-suit=S]",
		ruling.CallKind: "button[data-call=P]", ruling.CountKind: "input#count", ruling.ResultKind: "button#answer-result",
	} {
		st := &ruling.Step{ID: "s", Question: ruling.Question{Prompt: "Which?", Help: "Why it matters.", Kind: kind, Max: 5,
			Options: []ruling.Option{{ID: "a", Label: "A"}}}}
		doc := mount(t, func() app.UI { return questionView(st, ruling.Context{}, "", noAnswer) })
		if !doc.has("section#question[data-step=s] " + sel) {
			t.Errorf("%s question lacks %s", kind, sel)
		}
		if doc.one(t, "#question-prompt").attrs["tabindex"] != "-1" {
			t.Errorf("%s: the prompt cannot take focus", kind)
		}
		if doc.one(t, ".question-help").textContent() != "Why it matters." {
			t.Errorf("%s: help missing", kind)
		}
	}
}

func TestSuitTextNamesAndColoursEachSymbol(t *testing.T) {
	doc := mount(t, func() app.UI { return app.P().Body(suitText("4♥ over 3♠")...) })
	suits := doc.all(".suit")
	if len(suits) != 2 {
		t.Fatalf("%d suit symbols", len(suits))
	}
	if s := suits[0]; s.attrs["aria-label"] != "hearts" || !strings.Contains(s.attrs["class"], "suit-red") || s.attrs["role"] != "img" {
		t.Errorf("heart: %v", s.attrs)
	}
	if s := suits[1]; s.attrs["aria-label"] != "spades" || !strings.Contains(s.attrs["class"], "suit-black") {
		t.Errorf("spade: %v", s.attrs)
	}
	if got := squash(doc.textContent()); got != squash("4♥ over 3♠") {
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
