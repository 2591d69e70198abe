package ruling

import (
	"strings"
	"testing"

	"tableside/engine/bridge"
	"tableside/engine/law"
)

// chooserOf decides leadFlow's outcome at the table context given.
func chooserOf(t *testing.T, ctx Context) PlayerChoice {
	t.Helper()
	o, _ := scriptOf(t, ctx)
	pc, ok := o.ForChooser()
	if !ok {
		t.Fatal("the outcome has a chooser, but ForChooser says nobody chooses")
	}
	return pc
}

func TestTheChooserIsShownTheirOptionsBySeat(t *testing.T) {
	pc := chooserOf(t, Context{Contract: bridge.Contract{Level: 4, Strain: bridge.SpadesStrain, Declarer: bridge.South}})
	if pc.Who != "South" || !pc.Seated {
		t.Errorf("who = %q (seated %v), want South by seat", pc.Who, pc.Seated)
	}
	if len(pc.Options) != 2 || pc.Options[0].Label != "Accept the lead" {
		t.Fatalf("options = %+v", pc.Options)
	}
	got := strings.Join(pc.Options[1].Says, " | ")
	want := "West leads instead. | The ♠5 stays face up in front of East as a major penalty card. | West may not use what the ♠5 shows."
	if got != want {
		t.Errorf("the second option says\n %s\nwant\n %s", got, want)
	}
}

func TestTheChooserIsNamedInPlainWordsWithoutASeat(t *testing.T) {
	pc := chooserOf(t, Context{})
	if pc.Who != "Declarer" || pc.Seated {
		t.Errorf("who = %q (seated %v), want Declarer, not seated", pc.Who, pc.Seated)
	}
	for _, o := range pc.Options {
		for _, s := range o.Says {
			if strings.Contains(s, "Law") || strings.Contains(s, "offender") {
				t.Errorf("an option tells the player %q", s)
			}
		}
	}
}

func TestNobodyChoosesWithoutAChooserOrOptions(t *testing.T) {
	for name, o := range map[string]Outcome{
		"no chooser":                {Options: []Choice{{Label: "A"}}},
		"a chooser with no options": {Chooser: Party{Role: Declarer}},
	} {
		if _, ok := o.ForChooser(); ok {
			t.Errorf("%s: ForChooser offers a choice", name)
		}
	}
}

// noteFlow is leadFlow with what a player must never read: a director's note and a follow-up.
func noteFlow() *Flow {
	f := leadFlow()
	o := &f.Endings[0].Outcome
	o.Notes = []string{"Directors differ here; record which reading you applied."}
	o.FollowUps = []FollowUp{{When: "at the end of play", Watch: "check the penalty card was played", Law: law.L(50, "D1")}}
	return f
}

func TestPlayerAnswersLeaveOutTheDirectorsNotesAndFollowUps(t *testing.T) {
	qs, err := PlayerQuestions([]*Flow{noteFlow()})
	if err != nil {
		t.Fatal(err)
	}
	if len(qs) != 1 || len(qs[0].Answers) != 1 {
		t.Fatalf("want one question with one answer (two paths, one ending), got %+v", qs)
	}
	text := strings.Join(qs[0].Text(), "\n")
	for _, never := range []string{"Directors differ", "check the penalty card", "at the end of play", "offender", "{"} {
		if strings.Contains(text, never) {
			t.Errorf("a player reads %q:\n%s", never, text)
		}
	}
	a := qs[0].Answers[0]
	for _, want := range []string{
		"The player who led out of turn led out of turn.",
		"If the partner of the player who led out of turn leads a spade, declarer may not object.",
		"The partner of the player who led out of turn must pass at the next turn to call.",
		"At the end of play, 1 trick will be transferred to the opponents of the player who led out of turn.",
		"Declarer may use everything.",
	} {
		if !strings.Contains(strings.Join(a.Says, "\n"), want) {
			t.Errorf("the answer lacks %q:\n%s", want, strings.Join(a.Says, "\n"))
		}
	}
	if a.Choice == nil || a.Choice.Who != "Declarer" || len(a.Choice.Options) != 2 {
		t.Errorf("choice = %+v, want declarer's two options", a.Choice)
	}
	if law.Join(a.Laws) != "Law 54, Law 54D" {
		t.Errorf("laws = %s, want the ruling's own, as the script cites them", law.Join(a.Laws))
	}
}

func TestPlayerAnswersUseThePathWithFewestParticularFacts(t *testing.T) {
	// toyFlow's "chooses" ending is reached only through a seat; "stands" through none.
	qs, err := PlayerQuestions([]*Flow{toyFlow()})
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]PlayerAnswer{}
	for _, a := range qs[0].Answers {
		got[a.Outcome] = a
	}
	if len(got) != 2 || qs[0].Answers[0].Outcome != "stands" {
		t.Fatalf("answers = %+v, want both endings in the flow's order", qs[0].Answers)
	}
	if ex := got["stands"].Example; len(ex) != 0 {
		t.Errorf("an ending reached by choices alone has an example: %q", ex)
	}
	// The walk tries North first; the example names the seat the text was worked out with.
	if ex := got["chooses"].Example; len(ex) != 1 || ex[0] != "Who chooses: North" {
		t.Errorf("example = %q, want the seat the text names", ex)
	}
	if c := got["chooses"].Choice; c == nil || c.Who != "North" {
		t.Errorf("choice = %+v, want North's", c)
	}
}

// "Show the player" speaks in one voice: the lede names the chooser as the options do, in the
// third person, never "this choice is yours" beside "South plays".
func TestTheChooserIsSpokenOfInOneVoice(t *testing.T) {
	for _, tc := range []struct {
		name string
		ctx  Context
		want string
	}{
		{"seated", Context{Contract: bridge.Contract{Level: 4, Strain: bridge.SpadesStrain, Declarer: bridge.South}}, "South chooses one of these"},
		{"no seat", Context{}, "Declarer chooses one of these"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			pc := chooserOf(t, tc.ctx)
			if !strings.HasPrefix(pc.Lede, tc.want) {
				t.Errorf("lede %q, want it to start %q", pc.Lede, tc.want)
			}
			for _, second := range []string{"yours", "your ", "you "} {
				if strings.Contains(strings.ToLower(pc.Lede), second) {
					t.Errorf("lede %q speaks to the chooser as %q while the options speak of them by name", pc.Lede, second)
				}
			}
		})
	}
}
