package wizard

import (
	"reflect"
	"strings"
	"testing"

	"tableside/app/apptest"
	"tableside/app/htmltest"
	"tableside/app/outcome"
	"tableside/app/store"
	"tableside/app/ui"
	"tableside/engine/bridge"
	"tableside/engine/catalog"
	"tableside/engine/law"
	"tableside/engine/ruling"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

var fourSpadesBySouth = bridge.Contract{Level: 4, Strain: bridge.SpadesStrain, Declarer: bridge.South}

func TestQuestionViewPicksTheCalculatorPickers(t *testing.T) {
	for kind, sel := range map[ruling.Kind]string{
		ruling.WeightedKind: "button#answer-weighted", ruling.TravellerKind: "button#answer-traveller", ruling.PercentKind: "button#answer-percent",
	} {
		st := &ruling.Step{ID: "s", Question: ruling.Question{Prompt: "How much?", Kind: kind}}
		doc := htmltest.Mount(t, func() app.UI { return questionView(st, ruling.Context{}, "", noAnswer) })
		if !doc.Has("section#question[data-step=s] " + sel) {
			t.Errorf("%s question lacks %s", kind, sel)
		}
		if doc.Has(".answer-error") {
			t.Errorf("%s question says it cannot be answered", kind)
		}
	}
}

// The picker's own logic, driven through the methods its buttons call.
func TestWeightedPickerBuildsTheListAsTheDirectorTaps(t *testing.T) {
	p := &weightedPicker{StepID: "weighted", OnAnswer: noAnswer}
	if p.complete() || len(p.answer().Results) != 0 {
		t.Fatal("a fresh picker has a result")
	}
	p.edit(func(c *bridge.Contract, _ *int) { c.Level = 4 })
	p.edit(func(c *bridge.Contract, _ *int) { c.Strain = bridge.SpadesStrain })
	p.edit(func(c *bridge.Contract, _ *int) { c.Declarer = bridge.South })
	if w := p.current(); w.Tricks != 10 || w.Weight != 100 {
		t.Errorf("the first result starts at %d tricks and %d%%, want just made and 100%%", w.Tricks, w.Weight)
	}
	p.setWeight(60)
	p.add()
	if w := p.current(); w.Contract.Declarer != bridge.South || w.Contract.Level != 0 || w.Weight != 40 {
		t.Errorf("after Add: %+v; want declarer kept, no level, 40%% left", w)
	}
	p.edit(func(c *bridge.Contract, _ *int) { c.Level = 4 })
	p.edit(func(c *bridge.Contract, _ *int) { c.Strain = bridge.SpadesStrain })
	p.edit(func(_ *bridge.Contract, t *int) { *t-- })
	want := ruling.WeightedAnswer(
		ruling.Weighted{Contract: fourSpadesBySouth, Tricks: 10, Weight: 60},
		ruling.Weighted{Contract: fourSpadesBySouth, Tricks: 9, Weight: 40})
	if got := p.answer(); !reflect.DeepEqual(got, want) {
		t.Errorf("Continue sends %s, want %s (the result being entered counts)", got, want)
	}

	doc := htmltest.Mount(t, func() app.UI { return p })
	if n := len(doc.All("#weighted-list li")); n != 1 {
		t.Errorf("%d results listed, want the one added", n)
	}
	if got := doc.One(t, "#weighted-left").TextContent(); got != "60% entered, 40% left" {
		t.Errorf("left = %q", got)
	}
	if v := doc.One(t, "input#weighted-weight").Attrs["value"]; v != "40" {
		t.Errorf("weight shows %s, want 40", v)
	}
	if v := doc.One(t, "input#weighted-tricks").Attrs["value"]; v != "9" {
		t.Errorf("tricks show %s, want 9", v)
	}
	for _, sel := range []string{"button[data-level=4]", "button[data-strain=S]", "button[data-declarer=S]", "button[data-risk=none]"} {
		if !doc.One(t, sel).Pressed() {
			t.Errorf("%s is not shown as chosen", sel)
		}
	}
	if len(doc.All("button[data-weight]")) != len(WeightChips) || len(doc.All("button[data-weight-step]")) != 2 {
		t.Error("the weight chips or the weight stepper are missing")
	}
	doc.One(t, "button#weighted-add")
	doc.One(t, "button[data-remove=0]")

	p.remove(0)
	if got := p.answer(); len(got.Results) != 1 || got.Results[0].Weight != 100 {
		t.Errorf("after removing the first, Continue sends %s; want the one being entered, at the 100%% now left", got)
	}
}

func TestWeightedPickerStartsFromTheTableContract(t *testing.T) {
	doc := htmltest.Mount(t, func() app.UI { return &weightedPicker{StepID: "w", Known: fourSpadesBySouth, OnAnswer: noAnswer} })
	for _, sel := range []string{"button[data-level=4]", "button[data-strain=S]", "button[data-declarer=S]"} {
		if !doc.One(t, sel).Pressed() {
			t.Errorf("%s not chosen from the table context", sel)
		}
	}
	if _, off := doc.One(t, "button#weighted-add").Attrs["disabled"]; off {
		t.Error("Add is off with a complete result")
	}
	if _, off := htmltest.Mount(t, func() app.UI { return &weightedPicker{StepID: "w", OnAnswer: noAnswer} }).One(t, "button#weighted-add").Attrs["disabled"]; !off {
		t.Error("Add is live with no contract")
	}
}

func TestTravellerPickerTakesScoresFromTheKeypad(t *testing.T) {
	p := &travellerPicker{StepID: "traveller", OnAnswer: noAnswer}
	for _, k := range []string{"6", "2", "0"} {
		p.press(k)
	}
	p.add()
	for _, k := range []string{"-", "1", "0", "0"} {
		p.press(k)
	}
	if got := p.answer(); !reflect.DeepEqual(got.Scores, []int{620, -100}) {
		t.Errorf("Continue sends %v, want [620 -100]", got.Scores)
	}
	p.press("back")
	p.press("-") // the sign key takes the minus away again
	if p.entry != "10" {
		t.Errorf("entry %q, want 10", p.entry)
	}
	p.typed("650 −100, +420")
	p.add()
	if !reflect.DeepEqual(p.scores, []int{620, 650, -100, 420}) {
		t.Errorf("typed scores: %v", p.scores)
	}
	p.typed("6x0")
	p.add()
	if p.problem == "" || len(p.scores) != 4 {
		t.Errorf("an entry that is not a score was added: %v, %q", p.scores, p.problem)
	}
	doc := htmltest.Mount(t, func() app.UI { return p })
	doc.One(t, "#traveller-problem[role=alert]")
	if n := len(doc.All("#traveller-list li")); n != 4 {
		t.Errorf("%d scores listed", n)
	}
	if got := doc.One(t, "#traveller-count").TextContent(); got != "4 scores entered" {
		t.Errorf("count %q", got)
	}
	for _, k := range []string{"0", "1", "9", "-", "back"} {
		doc.One(t, `button[data-key="`+k+`"]`)
	}
	if doc.Has(`button[data-key="."]`) {
		t.Error("scores have no decimal point")
	}

	one := htmltest.Mount(t, func() app.UI { return &travellerPicker{StepID: "datum", Max: 1, OnAnswer: noAnswer} })
	if one.Has("#traveller-add") || one.Has("#traveller-list") {
		t.Error("a single score is offered a list")
	}
	one.One(t, "button#answer-traveller")
}

func TestPercentPickerReadsTheKeypadAndTypedText(t *testing.T) {
	p := &percentPicker{StepID: "session", OnAnswer: noAnswer}
	for _, k := range []string{"6", "5", ".", ".", "5"} {
		p.press(k)
	}
	if got := p.answer().Percent; got != 6550 {
		t.Errorf("keypad 65.5 gives %d hundredths", int(got))
	}
	for text, want := range map[string]ruling.Percent{"57,34%": 5734, " 60 ": 6000, "12.345": 1235, "abc": -1, "": -1} {
		p.typed(text)
		if got := p.answer().Percent; got != want {
			t.Errorf("%q gives %d, want %d", text, int(got), int(want))
		}
	}
	doc := htmltest.Mount(t, func() app.UI { return &percentPicker{StepID: "s", OnAnswer: noAnswer} })
	doc.One(t, "input#percent-entry")
	doc.One(t, `button[data-key="."]`)
	if doc.Has(`button[data-key="-"]`) {
		t.Error("a percentage has no minus key")
	}
}

func TestTheOutcomeShowsWorkingsPenaltyAndBody(t *testing.T) {
	w := wizardAt(t, "adjusted-score", ruling.Pick("weighted"),
		ruling.WeightedAnswer(ruling.Weighted{Contract: fourSpadesBySouth, Tricks: 10, Weight: 60}, ruling.Weighted{Contract: fourSpadesBySouth, Tricks: 9, Weight: 40}),
		ruling.Pick("matchpoints"), ruling.TravellerAnswer(590, 100, -400, -100, 500, 690, -100, -550, -400, -400), ruling.Pick("both"))
	o := *w.state.Outcome
	doc := htmltest.Mount(t, func() app.UI { return &outcome.OutcomeView{Outcome: o} })
	if n := len(doc.All("#outcome-workings .working")); n != len(o.Workings) || n == 0 {
		t.Errorf("%d workings shown, want %d", n, len(o.Workings))
	}
	if got := htmltest.Squash(doc.TextContent()); !strings.Contains(got, htmltest.Squash("North-South on the board: 74.00% (7.4 of 10 matchpoints)")) {
		t.Errorf("the weighted matchpoints are not shown: %s", got)
	}
	if b := doc.One(t, "#outcome-body"); b.Attrs["data-body"] != "ACBL" || !strings.Contains(b.TextContent(), "American Contract Bridge League") {
		t.Errorf("body line %v %q", b.Attrs, b.TextContent())
	}

	pen := outcomeOfFlow(t, "procedural-penalty", ruling.Context{Body: law.EBU}, ruling.Pick("slow"), ruling.Pick("standard"), ruling.Pick("ew"), ruling.Pick("pairs"), ruling.CountAnswer(0))
	doc = htmltest.Mount(t, func() app.UI { return &outcome.OutcomeView{Outcome: pen} })
	if got := doc.One(t, "#outcome-penalty").TextContent(); !strings.Contains(got, "East-West: minus 25% of a top") {
		t.Errorf("penalty shown as %q", got)
	}
	doc.One(t, "#outcome-body[data-body=EBU]")

	plain := outcomeOfFlow(t, "revoke", ruling.Context{}, ruling.Pick("no-revoke"))
	if htmltest.Mount(t, func() app.UI { return &outcome.OutcomeView{Outcome: plain} }).Has("#outcome-body") {
		t.Error("a ruling that used no body's options names one")
	}
}

func outcomeOfFlow(t *testing.T, id string, ctx ruling.Context, answers ...ruling.Answer) ruling.Outcome {
	t.Helper()
	s, err := catalog.Start(id, ctx)
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range answers {
		if s, err = catalog.Answer(s, a); err != nil {
			t.Fatal(err)
		}
	}
	st, err := catalog.Decide(s)
	if err != nil || !st.Done() {
		t.Fatalf("%s: no outcome (%v)", id, err)
	}
	return *st.Outcome
}

// The regulating body reaches the engine through the wizard: a ruling starts with the body
// chosen in Settings, keeps it, and the log and its printout show it. Choosing another body
// changes the next ruling, never one already started or logged.
func TestTheBodyInSettingsReachesTheNextRulingOnly(t *testing.T) {
	ctx, _ := apptest.Context(t)
	if err := ui.SavePrefs(ctx, ui.Prefs{}.WithBody("EBU")); err != nil {
		t.Fatal(err)
	}
	first := &wizard{flowID: "adjusted-score"}
	first.startFresh(ctx)
	if first.session.Context.Body != law.EBU {
		t.Fatalf("the ruling started under %v, want the EBU chosen in Settings", first.session.Context.Body)
	}
	s := first.session
	for _, a := range []ruling.Answer{ruling.Pick("artificial"), ruling.Pick("pairs"), ruling.Pick("ns"), ruling.Pick("later")} {
		var err error
		if s, err = catalog.Answer(s, a); err != nil {
			t.Fatal(err)
		}
	}
	st, err := catalog.Decide(s)
	if err != nil || !st.Done() || st.Outcome.Body != law.EBU {
		t.Fatalf("EBU ruling: %+v %v", st, err)
	}
	entry, err := store.NewEntry("e1", apptest.Now, store.Place{SessionDate: "2025-03-14"}, s, *st.Outcome)
	if err != nil {
		t.Fatal(err)
	}

	if err := ui.SavePrefs(ctx, ui.Prefs{}.WithBody("WBF")); err != nil {
		t.Fatal(err)
	}
	next := &wizard{flowID: "adjusted-score"}
	next.startFresh(ctx)
	if next.session.Context.Body != law.WBF {
		t.Errorf("the next ruling started under %v, want the WBF", next.session.Context.Body)
	}
	if again, _ := catalog.Decide(entry.Session); again.Outcome.Body != law.EBU || entry.Outcome.Body != law.EBU {
		t.Error("changing the body changed a logged ruling")
	}
}
