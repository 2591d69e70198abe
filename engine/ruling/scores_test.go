package ruling

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"tableside/engine/bridge"
	"tableside/engine/law"
)

var fourSpadesS = bridge.Contract{Level: 4, Strain: bridge.SpadesStrain, Declarer: bridge.South}

func TestCalculatorKindsHaveNames(t *testing.T) {
	for _, k := range []Kind{WeightedKind, TravellerKind, PercentKind} {
		if k.String() == "" {
			t.Errorf("kind %d has no name", k)
		}
	}
	if Kind(19).String() != "" || Kind(99).String() != "" {
		t.Error("an unknown kind has a name")
	}
}

func TestCalculatorAnswersFitTheirQuestions(t *testing.T) {
	weighted := &Question{Kind: WeightedKind}
	traveller := &Question{Kind: TravellerKind}
	datum := &Question{Kind: TravellerKind, Min: 1, Max: 1}
	session := &Question{Kind: PercentKind, Min: 0, Max: 10000}
	w := func(c bridge.Contract, tricks, weight int) Weighted {
		return Weighted{Contract: c, Tricks: tricks, Weight: weight}
	}
	noDeclarer := bridge.Contract{Level: 4, Strain: bridge.SpadesStrain}
	for _, tt := range []struct {
		name string
		q    *Question
		a    Answer
		ok   bool
	}{
		{"60/40", weighted, WeightedAnswer(w(fourSpadesS, 10, 60), w(fourSpadesS, 9, 40)), true},
		{"one result at 100%", weighted, WeightedAnswer(w(fourSpadesS, 10, 100)), true},
		{"thirds as 34/33/33", weighted, WeightedAnswer(w(fourSpadesS, 10, 34), w(fourSpadesS, 9, 33), w(fourSpadesS, 11, 33)), true},
		{"weights short of 100", weighted, WeightedAnswer(w(fourSpadesS, 10, 60), w(fourSpadesS, 9, 30)), false},
		{"weights over 100", weighted, WeightedAnswer(w(fourSpadesS, 10, 70), w(fourSpadesS, 9, 40)), false},
		{"a weight of 0", weighted, WeightedAnswer(w(fourSpadesS, 10, 100), w(fourSpadesS, 9, 0)), false},
		{"no result", weighted, WeightedAnswer(), false},
		{"no declarer", weighted, WeightedAnswer(w(noDeclarer, 10, 100)), false},
		{"14 tricks", weighted, WeightedAnswer(w(fourSpadesS, 14, 100)), false},
		{"the same result twice", weighted, WeightedAnswer(w(fourSpadesS, 10, 50), w(fourSpadesS, 10, 50)), false},
		{"seven results", weighted, WeightedAnswer(w(fourSpadesS, 7, 10), w(fourSpadesS, 8, 10), w(fourSpadesS, 9, 10),
			w(fourSpadesS, 10, 10), w(fourSpadesS, 11, 10), w(fourSpadesS, 12, 10), w(fourSpadesS, 13, 40)), false},
		{"a traveller", traveller, TravellerAnswer(620, 650, -100, 0), true},
		{"an empty traveller", traveller, TravellerAnswer(), false},
		{"a score that is not a multiple of 10", traveller, TravellerAnswer(625), false},
		{"a score beyond the largest possible", traveller, TravellerAnswer(7610), false},
		{"the largest possible score", traveller, TravellerAnswer(-7600), true},
		{"one datum", datum, TravellerAnswer(170), true},
		{"two data", datum, TravellerAnswer(170, 420), false},
		{"a session percentage", session, PercentAnswer(5734), true},
		{"100%", session, PercentAnswer(Percentage(100)), true},
		{"over 100%", session, PercentAnswer(10001), false},
		{"negative", session, PercentAnswer(-1), false},
		{"a percentage with no bounds declared is 0 to 100", &Question{Kind: PercentKind}, PercentAnswer(Percentage(100)), true},
		{"the wrong kind", weighted, TravellerAnswer(620), false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.q.fits(tt.a)
			if (err == nil) != tt.ok {
				t.Errorf("fits(%s) = %v, want ok=%v", tt.a, err, tt.ok)
			}
		})
	}
}

func TestCalculatorAnswersReadAndSurviveJSON(t *testing.T) {
	for a, want := range map[string]Answer{
		"60% 4♠= by South, 40% 4♠-1 by South": WeightedAnswer(Weighted{fourSpadesS, 10, 60}, Weighted{fourSpadesS, 9, 40}),
		"+620 −100 0": TravellerAnswer(620, -100, 0),
		"57.34%":      PercentAnswer(5734),
	} {
		if got := want.String(); got != a {
			t.Errorf("String() = %q, want %q", got, a)
		}
		data, err := json.Marshal(Given{Step: "x", Answer: want})
		if err != nil {
			t.Fatal(err)
		}
		var back Given
		if err := json.Unmarshal(data, &back); err != nil || !reflect.DeepEqual(back.Answer, want) {
			t.Errorf("%s came back as %+v (%v)", data, back.Answer, err)
		}
	}
	for p, want := range map[Percent]string{6000: "60%", 5750: "57.5%", 5734: "57.34%", 5: "0.05%", 0: "0%", -250: "-2.5%"} {
		if got := p.String(); got != want {
			t.Errorf("Percent(%d) = %q, want %q", int(p), got, want)
		}
	}
}

func TestContextCarriesTheBodyAndItsRegulation(t *testing.T) {
	if got := (Context{}).Regulation().Body; got != law.Default {
		t.Errorf("no body chosen: %v, want the default %v", got, law.Default)
	}
	c := Context{Body: law.EBU}
	if got := c.Regulation(); got.Body != law.EBU || got.HalfMatchpoints {
		t.Errorf("EBU: %+v", got)
	}
	data, _ := json.Marshal(Session{Flow: "x", Context: c})
	if !strings.Contains(string(data), `"body":2`) {
		t.Errorf("the body is not saved with the session: %s", data)
	}
	data, _ = json.Marshal(Session{Flow: "x"})
	if strings.Contains(string(data), "body") {
		t.Errorf("an unchosen body is saved: %s", data)
	}
}

func TestCloneCopiesTheCalculatorParts(t *testing.T) {
	o := Outcome{Workings: []Working{{Label: "N-S", Value: "60%"}}, Penalty: &ProceduralPenalty{Side: bridge.NorthSouth, Percent: 2500}}
	c := o.clone()
	c.Workings[0].Value = "40%"
	c.Penalty.Percent = 1000
	if o.Workings[0].Value != "60%" || o.Penalty.Percent != 2500 {
		t.Error("a Fill changing the copy changed the declared outcome")
	}
	o.Penalty.Law = law.L(90, "A")
	if !reflectContains(o.AllLaws(), law.L(90, "A")) {
		t.Error("the penalty's Law is not cited")
	}
}

func reflectContains(refs []law.Ref, r law.Ref) bool {
	for _, x := range refs {
		if x == r {
			return true
		}
	}
	return false
}

func TestPenaltyAndWorkingRead(t *testing.T) {
	p := ProceduralPenalty{Side: bridge.EastWest, Percent: 2500, IMPs: 3}
	if got := p.String(); got != "East-West: minus 25% of a top on the board (3 IMPs at teams)" {
		t.Errorf("penalty reads %q", got)
	}
	if got := (ProceduralPenalty{Side: bridge.NorthSouth, Warning: true}).String(); !strings.Contains(got, "warning") {
		t.Errorf("warning reads %q", got)
	}
	if got := (Working{Label: "North-South", Value: "74%", How: "60% × 90% + 40% × 50%"}).String(); got != "North-South: 74% = 60% × 90% + 40% × 50%" {
		t.Errorf("working reads %q", got)
	}
}
