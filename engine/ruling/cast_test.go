package ruling

import (
	"reflect"
	"strings"
	"testing"

	"tableside/engine/bridge"
	"tableside/engine/law"
)

// leadFlow is a one-question flow whose outcome uses every part the script reads, with the
// players named through placeholders and the seats taken from the contract, as a lead out of
// turn does.
func leadFlow() *Flow {
	spadeFive := bridge.Card{Suit: bridge.Spades, Rank: bridge.Five}
	return &Flow{
		ID: "lead", Title: "Lead", Summary: "A lead out of turn.", Category: LeadsAndPlay,
		Phrases: []string{"led out of turn"}, Laws: []law.Ref{law.L(54, "")},
		Offence: "led out of turn",
		Seats: func(s Session) Seats {
			d := s.Context.Contract.Declarer
			if !d.Valid() {
				return nil
			}
			return Seats{Declarer: d, Dummy: d.Partner(), Offender: d.RHO(), OffendersPartner: d.LHO()}
		},
		Start:  "faced",
		Common: []Answer{Pick("yes")},
		Steps: []Step{{ID: "faced", Question: Question{Prompt: "Faced?", Kind: ChoiceKind, Options: []Option{
			{ID: "yes", Label: "Yes", Next: Rule("choose")}, {ID: "no", Label: "No", Next: Rule("choose")},
		}}}},
		Endings: []Ending{{ID: "choose", Outcome: Outcome{
			Title: "Declarer chooses", Summary: "{offender} led out of turn.",
			First:   "{dummy}, please don't put your cards down yet.",
			Chooser: Party{Role: Declarer},
			Options: []Choice{
				{Label: "Accept the lead", Consequence: "Dummy goes down.", Laws: []law.Ref{law.L(54, "A")}},
				{Label: "Refuse it", Consequence: "{partner} leads instead.",
					PenaltyCards: []PenaltyCard{{Card: spadeFive, Owner: Party{Role: Offender}, Major: true, Law: law.L(50, "")}},
					Information:  []InfoRule{{Who: Party{Role: OffendersPartner}, What: "what the ♠5 shows", Law: law.L(50, "E")}}},
			},
			Cases:       []Case{{If: "{partner} leads a spade", Then: "{declarer} may not object", Laws: []law.Ref{law.L(50, "D2")}}},
			MustPass:    []MustPass{{Who: Party{Role: OffendersPartner}, Length: NextTurn, Law: law.L(30, "A")}},
			Transfer:    &TrickTransfer{Tricks: 1, Law: law.L(64, "A2"), To: Party{Role: NonOffendingSide}},
			Information: []InfoRule{{Who: Party{Role: Declarer}, Authorized: true, What: "everything", Law: law.L(16, "A")}},
			Laws:        []law.Ref{law.L(54, ""), law.L(54, "D")},
		}}},
	}
}

func scriptOf(t *testing.T, ctx Context) (*Outcome, string) {
	t.Helper()
	f := leadFlow()
	if err := f.Validate(); err != nil {
		t.Fatal(err)
	}
	st, err := f.Decide(Session{Flow: f.ID, Context: ctx, Answers: []Given{{Step: "faced", Answer: Pick("yes")}}})
	if err != nil || !st.Done() {
		t.Fatalf("no outcome: %v", err)
	}
	return st.Outcome, strings.Join(st.Outcome.Script(), "\n")
}

func TestScriptNamesPlayersBySeatWhenTheContractIsKnown(t *testing.T) {
	o, script := scriptOf(t, Context{Contract: bridge.Contract{Level: 4, Strain: bridge.SpadesStrain, Declarer: bridge.South}})
	lines := strings.Split(script, "\n")
	if lines[0] != "North, please don't put your cards down yet." {
		t.Errorf("the first line stops dummy; got %q", lines[0])
	}
	for _, part := range []string{
		"East led out of turn.",
		"South, the choice is yours, made without consulting your partner.",
		"Option 1: Accept the lead. Dummy goes down.\n",
		// Read once, with the option they belong to, never before the choice.
		"Option 2: Refuse it. West leads instead. The ♠5 stays face up in front of East as a major penalty card. West may not use what the ♠5 shows.",
		"If West leads a spade, South may not object.",
		"West must pass at the next turn to call.",
		"1 trick will be transferred to North-South.",
		"South may use everything.",
		"This comes from Law 54 and Law 54D.",
		"(Law 92)",
	} {
		if !strings.Contains(script, part) {
			t.Errorf("script lacks %q:\n%s", part, script)
		}
	}
	if strings.Count(script, "what the ♠5 shows") != 1 {
		t.Errorf("an option's information rule must be read exactly once:\n%s", script)
	}
	if o.Chooser.Seat != bridge.South || o.Options[1].PenaltyCards[0].Owner.Seat != bridge.East {
		t.Errorf("parties not seated: chooser %v, penalty card owner %v", o.Chooser, o.Options[1].PenaltyCards[0].Owner)
	}
}

func TestScriptNamesPlayersInPlainWordsWhenSeatsAreUnknown(t *testing.T) {
	_, script := scriptOf(t, Context{})
	for _, part := range []string{
		"Dummy, please don't put your cards down yet.",
		"The player who led out of turn led out of turn.",
		"It is for declarer to choose, without consulting their partner.",
		// A case is read mid-sentence: its names stay in lower case.
		"If the partner of the player who led out of turn leads a spade, declarer may not object.",
		"The partner of the player who led out of turn leads instead.",
		"stays face up in front of the player who led out of turn as a major penalty card",
		"will be transferred to the opponents of the player who led out of turn",
	} {
		if !strings.Contains(script, part) {
			t.Errorf("script lacks %q:\n%s", part, script)
		}
	}
	for _, jargon := range []string{"offender", "LHO", "RHO", "{"} {
		if strings.Contains(script, jargon) {
			t.Errorf("script says %q:\n%s", jargon, script)
		}
	}
}

func TestAllLawsIncludesEveryOptionsParts(t *testing.T) {
	o, _ := scriptOf(t, Context{})
	want := []law.Ref{law.L(54, ""), law.L(54, "D"), law.L(10, "C1"), law.L(10, "C2"), law.L(54, "A"), law.L(50, ""),
		law.L(50, "E"), law.L(50, "D2"), law.L(30, "A"), law.L(64, "A2"), law.L(16, "A")}
	if got := o.AllLaws(); !reflect.DeepEqual(got, want) {
		t.Errorf("AllLaws = %v\nwant      %v", got, want)
	}
}

func TestFillCannotReachTheDeclaredOptionsParts(t *testing.T) {
	f := leadFlow()
	f.Endings[0].Fill = func(_ Session, o *Outcome) { o.Options[1].PenaltyCards[0].Major = false }
	if _, err := f.Decide(Session{Flow: f.ID, Answers: []Given{{Step: "faced", Answer: Pick("yes")}}}); err != nil {
		t.Fatal(err)
	}
	if !f.Endings[0].Outcome.Options[1].PenaltyCards[0].Major {
		t.Error("Fill changed the flow's declared outcome through an option's penalty cards")
	}
}

func TestAssignedResultIsReadAloud(t *testing.T) {
	r, err := ScoreResult(bridge.Contract{Level: 4, Strain: bridge.SpadesStrain, Declarer: bridge.South}, 9, false)
	if err != nil {
		t.Fatal(err)
	}
	o := Outcome{Summary: "x", Adjustment: &Adjustment{Text: "Restore equity.", Law: law.L(64, "C"), Assigned: &r}}
	script := strings.Join(o.Script(), "\n")
	if !strings.Contains(script, "That is 4♠ by South, 9 tricks: −50 for declarer's side.") {
		t.Errorf("script:\n%s", script)
	}
}

func TestAFlowsOwnNamesReplacePlainWordsButNotSeats(t *testing.T) {
	f := leadFlow()
	f.Names = map[Role]string{OffendersPartner: "the correct defender", Offender: "the wrong defender"}
	decide := func(ctx Context) string {
		st, err := f.Decide(Session{Flow: f.ID, Context: ctx, Answers: []Given{{Step: "faced", Answer: Pick("yes")}}})
		if err != nil {
			t.Fatal(err)
		}
		return strings.Join(st.Outcome.Script(), "\n")
	}
	plain := decide(Context{})
	for _, want := range []string{"The wrong defender led out of turn.", "The correct defender leads instead.",
		"stays face up in front of the wrong defender"} {
		if !strings.Contains(plain, want) {
			t.Errorf("script lacks %q:\n%s", want, plain)
		}
	}
	seated := decide(Context{Contract: bridge.Contract{Level: 1, Strain: bridge.NoTrump, Declarer: bridge.North}})
	if !strings.Contains(seated, "West led out of turn.") || strings.Contains(seated, "wrong defender") {
		t.Errorf("a known seat wins over the flow's name:\n%s", seated)
	}
}

func TestARequiredLeadNamesWhoMustLead(t *testing.T) {
	l := LeadRestriction{On: Party{Role: OffendersPartner, Seat: bridge.East}, Rule: Required, Which: "a spade",
		When: "at their next turn to lead", Lasts: "once"}
	if got := l.Sentence(); got != "at their next turn to lead, East must lead a spade, once" {
		t.Errorf("sentence = %q", got)
	}
}

func TestAnOutcomeWithItsOwnOffenceIgnoresTheFlowsNames(t *testing.T) {
	f := leadFlow()
	f.Names = map[Role]string{Offender: "the wrong defender"}
	f.Endings[0].Outcome.Offence = "faced a card early"
	st, err := f.Decide(Session{Flow: f.ID, Answers: []Given{{Step: "faced", Answer: Pick("yes")}}})
	if err != nil {
		t.Fatal(err)
	}
	if got := st.Outcome.Summary; got != "The player who faced a card early led out of turn." {
		t.Errorf("summary = %q", got)
	}
}

// With no seat known, a flow's short noun names every role, each unambiguously.
func TestRoleNamesFromOneNoun(t *testing.T) {
	names := RoleNames("the bidder")
	want := map[Role]string{
		Offender: "the bidder", OffendersPartner: "the bidder's partner", OffendersLHO: "the opponent on the bidder's left",
		OffendersRHO: "the opponent on the bidder's right", OffendingSide: "the bidder's side", NonOffendingSide: "the opponents",
	}
	if !reflect.DeepEqual(names, want) {
		t.Errorf("RoleNames = %v, want %v", names, want)
	}
	if got := (Seats{}).expand("{partner} must pass.", "made the insufficient bid", names, true); got != "The bidder's partner must pass." {
		t.Errorf("expand = %q", got)
	}
}
