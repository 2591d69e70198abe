package catalog

import (
	"strings"
	"testing"

	"tableside/engine/bridge"
	"tableside/engine/law"
	"tableside/engine/ruling"
)

// Law 90A (a procedural penalty on top of any rectification), the list of Law 90B and Law 91
// (penalize or suspend; disqualification with the tournament organizer's approval) are cited
// from the 2007 text (pzbs.pl), which the 2017 text keeps in substance; their 2017 wording was
// not checked. The standard penalty is the regulating body's (law.Regulation.PenaltyPercent).

func TestProceduralPenaltyRulings(t *testing.T) {
	pick := ruling.Pick
	for _, tt := range []struct {
		name    string
		answers []ruling.Answer
		ending  string
		want    *ruling.ProceduralPenalty
		cites   law.Ref
	}{
		{"slow play, a warning first: recorded against North-South, no score taken",
			[]ruling.Answer{pick("slow"), pick("warning"), pick("ns")}, "warning",
			&ruling.ProceduralPenalty{Side: bridge.NorthSouth, Warning: true, Law: law.L(90, "A")}, law.L(90, "B2")},
		{"discussing a board aloud, the standard penalty: 25% of a top or 3 IMPs",
			[]ruling.Answer{pick("overheard"), pick("standard"), pick("ew")}, "penalty",
			&ruling.ProceduralPenalty{Side: bridge.EastWest, Percent: 2500, IMPs: 3, Law: law.L(90, "A")}, law.L(90, "B3")},
		{"half the standard: 12.5% or 1.5 IMPs",
			[]ruling.Answer{pick("pocket"), pick("half"), pick("ns")}, "penalty",
			&ruling.ProceduralPenalty{Side: bridge.NorthSouth, Percent: 1250, IMPs: 1.5, Law: law.L(90, "A")}, law.L(90, "B6")},
		{"double the standard: 50% or 6 IMPs",
			[]ruling.Answer{pick("instructions"), pick("double"), pick("ns")}, "penalty",
			&ruling.ProceduralPenalty{Side: bridge.NorthSouth, Percent: 5000, IMPs: 6, Law: law.L(90, "A")}, law.L(90, "B8")},
		{"the club's own amount, 10% of a top",
			[]ruling.Answer{pick("late"), pick("other"), ruling.PercentAnswer(ruling.Percentage(10)), pick("ew")}, "penalty",
			&ruling.ProceduralPenalty{Side: bridge.EastWest, Percent: 1000, Law: law.L(90, "A")}, law.L(90, "B1")},
		{"serious misconduct: Law 91, no procedural penalty recorded",
			[]ruling.Answer{pick("conduct"), pick("ns")}, "misconduct", nil, law.L(91, "A")},
	} {
		t.Run(tt.name, func(t *testing.T) {
			o := outcomeOf(t, "procedural-penalty", ruling.Context{}, tt.answers...)
			if o.ID != tt.ending {
				t.Fatalf("ending %s, want %s", o.ID, tt.ending)
			}
			switch {
			case tt.want == nil && o.Penalty != nil:
				t.Errorf("recorded %s", o.Penalty)
			case tt.want != nil && (o.Penalty == nil || *o.Penalty != *tt.want):
				t.Errorf("recorded %+v, want %+v", o.Penalty, tt.want)
			}
			if !citesLaw(o, tt.cites) {
				t.Errorf("%s not cited: %v", tt.cites, o.AllLaws())
			}
			if o.Adjustment != nil {
				t.Error("a procedural penalty is not an adjusted score")
			}
		})
	}
}

func TestAPenaltyIsReadToThePairWithItsAmount(t *testing.T) {
	o := outcomeOf(t, "procedural-penalty", ruling.Context{Body: law.EBU}, ruling.Pick("compared"), ruling.Pick("standard"), ruling.Pick("ns"))
	script := strings.Join(o.Script(), " ")
	for _, want := range []string{"North-South, for comparing scores with another pair", "25% of a top", "3 IMPs at teams", "other pair's score is not changed"} {
		if !strings.Contains(script, want) {
			t.Errorf("the script does not say %q: %s", want, script)
		}
	}
	if len(o.Workings) != 1 || !strings.Contains(o.Workings[0].How, "EBU's standard") {
		t.Errorf("workings %v", o.Workings)
	}
	if o.Body != law.EBU {
		t.Errorf("body %v", o.Body)
	}
	w := outcomeOf(t, "procedural-penalty", ruling.Context{}, ProceduralPenaltyFlow.Common...)
	if w.ID != "warning" || len(w.FollowUps) != 1 || w.FollowUps[0].Flow != "procedural-penalty" ||
		!strings.Contains(w.FollowUps[0].Watch, "ACBL's standard is 25% of a top") {
		t.Errorf("the warning does not say what a repeat brings: %+v", w.FollowUps)
	}
}
