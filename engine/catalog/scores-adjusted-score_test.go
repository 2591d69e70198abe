package catalog

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"tableside/engine/bridge"
	"tableside/engine/law"
	"tableside/engine/ruling"
)

// Law 12 checked against the 2017 English text published by the Polish federation (pzbs.pl,
// l12.html), found with the search tool: 12B1 the objective, 12B2 no adjustment because a
// rectification is harsh or lucky, 12C1(a) assign when able, (b) the probable outcome, (c)
// weighting, with no regulating-authority opt-out in the 2017 text, (d) an artificial score when
// the possibilities are numerous or not obvious, (e) a non-offending side's own extremely serious
// error unrelated to the infraction, or gambling action (also the EBU laws forum, discussion 87).
// Law 12C2(c), the session result for a non-offending contestant above 60% and an offending one
// below 40%, or the IMP equivalent: the 2017 text as quoted on the EBU laws forum, discussion 234
// ("Adjusted Score Law 12 C 2 (c)"). Law 12C2(b) (±3 IMPs) and (d) (several boards missed in a session) from a summary of
// the 2017 changes (docslib, "2017 Laws of Duplicate Bridge, summary of significant changes").
// Law 78A (matchpoints) and 78B (the IMP scale) from pzbs.pl, l78.html.
//
// The issue and the law review cite "12C1(b)" for a score different for each side: that is the
// 2007 numbering. In the 2017 text 12C1(b) is "the probable outcome" and the side's own
// serious error is 12C1(e), which is what the flow cites.

var (
	fourSpadesBySouth = bridge.Contract{Level: 4, Strain: bridge.SpadesStrain, Declarer: bridge.South}
	// On board 2 North-South are vulnerable and East-West are not.
	board2 = ruling.Context{Board: 2}
)

// ebl is the traveller worked by hand in the EBL's "A Lecture about Scoring" (see
// engine/scoring's test): ten North-South scores, ties at −400 (three) and −100 (two).
var ebl = []int{590, 100, -400, -100, 500, 690, -100, -550, -400, -400}

func working(t *testing.T, o *ruling.Outcome, label string) ruling.Working {
	t.Helper()
	for _, w := range o.Workings {
		if w.Label == label {
			return w
		}
	}
	var labels []string
	for _, w := range o.Workings {
		labels = append(labels, w.Label)
	}
	t.Fatalf("no working %q among %q", label, labels)
	return ruling.Working{}
}

func wr(c bridge.Contract, tricks, weight int) ruling.Weighted {
	return ruling.Weighted{Contract: c, Tricks: tricks, Weight: weight}
}

func TestArtificialScoresByFault(t *testing.T) {
	acbl, ebu := ruling.Context{}, ruling.Context{Body: law.EBU}
	pick := ruling.Pick
	for _, tt := range []struct {
		name    string
		ctx     ruling.Context
		answers []ruling.Answer
		ns, ew  string // the workings' values
		spoken  string // a part of what the table hears
		laws    []law.Ref
	}{
		{"ACBL, pairs, North-South at fault: East-West get 60% or their session percentage if higher, applied later",
			acbl, []ruling.Answer{pick("artificial"), pick("pairs"), pick("ns"), pick("later")},
			"40% or the session percentage", "60% or the session percentage", "East-West receive average plus, 60%, or their percentage on the session's other boards if that is higher",
			[]law.Ref{law.L(12, "C2")}},
		{"ACBL, East-West's session percentage 65.5% is above 60: they get 65.5%",
			acbl, []ruling.Answer{pick("artificial"), pick("pairs"), pick("ns"), pick("now"), ruling.PercentAnswer(4200), ruling.PercentAnswer(6550)},
			"40%", "65.5%", "their percentage on the session's other boards, 65.5%", nil},
		{"ACBL, East-West's session percentage 55% is below 60: they get 60%",
			acbl, []ruling.Answer{pick("artificial"), pick("pairs"), pick("ns"), pick("now"), ruling.PercentAnswer(4200), ruling.PercentAnswer(5500)},
			"40%", "60%", "East-West receive average plus, 60%", nil},
		{"EBU, pairs, North-South at fault, applied later: 40% or lower, 60% or higher (Law 12C2(c) binds every body)",
			ebu, []ruling.Answer{pick("artificial"), pick("pairs"), pick("ns"), pick("later")},
			"40% or the session percentage", "60% or the session percentage",
			"North-South receive average minus, 40%, or their percentage on the session's other boards if that is lower", nil},
		{"EBU, neither at fault: both 60%, the scores need not balance",
			ebu, []ruling.Answer{pick("artificial"), pick("pairs"), pick("neither"), pick("now"), ruling.PercentAnswer(5000), ruling.PercentAnswer(5500)}, "60%", "60%", "", nil},
		{"both partly at fault: 50% each",
			acbl, []ruling.Answer{pick("artificial"), pick("pairs"), pick("both-partly")}, "50%", "50%", "average, 50%", nil},
		{"both directly at fault, sessions 45% and 38%: 40% and 38%",
			acbl, []ruling.Answer{pick("artificial"), pick("pairs"), pick("both"), pick("now"), ruling.PercentAnswer(4500), ruling.PercentAnswer(3800)}, "40%", "38%", "", nil},
		{"another mix, EBU: North-South partly, East-West not at fault, East-West's session 58%: 50% and 60%",
			ebu, []ruling.Answer{pick("artificial"), pick("pairs"), pick("each"), pick("partly"), pick("not"), pick("now"), ruling.PercentAnswer(5800)}, "50%", "60%", "", nil},
		{"ACBL, neither at fault, both session percentages entered",
			acbl, []ruling.Answer{pick("artificial"), pick("pairs"), pick("neither"), pick("now"), ruling.PercentAnswer(6250), ruling.PercentAnswer(5800)},
			"62.5%", "60%", "", nil},
		{"teams, East-West at fault: +3 and −3 IMPs (Law 12C2(b), Law 86B)",
			acbl, []ruling.Answer{pick("artificial"), pick("teams"), pick("ew")},
			"+3 IMPs or the session average", "−3 IMPs or the session average", "North-South receive average plus, +3 IMPs", []law.Ref{law.L(12, "C2"), law.L(86, "B")}},
		{"teams, both partly at fault: no IMPs either way",
			acbl, []ruling.Answer{pick("artificial"), pick("teams"), pick("both-partly")}, "0 IMPs", "0 IMPs", "average, no IMPs either way", nil},
	} {
		t.Run(tt.name, func(t *testing.T) {
			o := outcomeOf(t, "adjusted-score", tt.ctx, tt.answers...)
			if o.ID != "artificial" || o.Adjustment == nil || !o.Adjustment.Artificial {
				t.Fatalf("outcome %s, adjustment %+v; want an artificial score", o.ID, o.Adjustment)
			}
			if got := o.Workings[0]; !strings.HasPrefix(got.Label, "North-South") || got.Value != tt.ns {
				t.Errorf("North-South: %s, want %s", got, tt.ns)
			}
			if got := o.Workings[1]; !strings.HasPrefix(got.Label, "East-West") || got.Value != tt.ew {
				t.Errorf("East-West: %s, want %s", got, tt.ew)
			}
			if !strings.Contains(o.Adjustment.Text, tt.spoken) {
				t.Errorf("the table hears %q, want it to say %q", o.Adjustment.Text, tt.spoken)
			}
			for _, r := range tt.laws {
				if !citesLaw(o, r) {
					t.Errorf("%s not cited: %v", r, o.AllLaws())
				}
			}
			if want := tt.ctx.Regulation().Body; o.Body != want {
				t.Errorf("the outcome used %v's options, want %v", o.Body, want)
			}
		})
	}
}

// Issue 13's bar: four taps or fewer to an artificial score after choosing the ruling. Every
// answer on the common path is one tap on a choice.
func TestAnArtificialScoreTakesFourTapsOrFewer(t *testing.T) {
	for _, ctx := range []ruling.Context{{}, {Body: law.EBU}, {Body: law.ABF}, {Body: law.WBF}} {
		s, _ := Start("adjusted-score", ctx)
		for _, a := range []ruling.Answer{ruling.Pick("artificial"), ruling.Pick("pairs"), ruling.Pick("ns"), ruling.Pick("later")} {
			st, err := Decide(s)
			if err != nil {
				t.Fatal(err)
			}
			if st.Done() {
				break
			}
			s = mustAnswer(t, s, a)
		}
		if st, _ := Decide(s); !st.Done() || st.Outcome.ID != "artificial" || len(s.Answers) > 4 {
			t.Errorf("%v: %d taps and no artificial score", ctx.Body, len(s.Answers))
		}
	}
	for _, a := range AdjustedScore.Common {
		if a.Kind != ruling.ChoiceKind {
			t.Errorf("the common path answers a %s, which takes more than one tap", a.Kind)
		}
	}
}

// Law 12C2(c) is the Law's, not a body's option: every body asks for the session percentage at
// pairs when a side is in no way or directly at fault. Failed before the fix for EBU, ABF and WBF.
func TestTheSessionQuestionIsAskedUnderEveryBody(t *testing.T) {
	for _, body := range []law.Body{law.ACBL, law.NoBody, law.EBU, law.ABF, law.WBF} {
		s, _ := Start("adjusted-score", ruling.Context{Body: body})
		for _, a := range []ruling.Answer{ruling.Pick("artificial"), ruling.Pick("pairs"), ruling.Pick("ns")} {
			s = mustAnswer(t, s, a)
		}
		st, _ := Decide(s)
		if asked := !st.Done() && st.Step.ID == "session"; !asked {
			t.Errorf("%v: the session question is not asked", body)
		}
	}
	// Both sides partly at fault get 50% whatever their session: nothing to ask.
	s, _ := Start("adjusted-score", ruling.Context{Body: law.EBU})
	for _, a := range []ruling.Answer{ruling.Pick("artificial"), ruling.Pick("pairs"), ruling.Pick("both-partly")} {
		s = mustAnswer(t, s, a)
	}
	if st, _ := Decide(s); !st.Done() {
		t.Errorf("both partly at fault asks %q", st.Step.ID)
	}
}

// The bar: each body's artificial scores at session percentages of 36%, 50% and 64%, for
// both sides, through the calculator. Law 12C2(a): 60/50/40; 12C2(c): a side in no way at fault
// above 60% keeps its session percentage, a side directly at fault below 40% gets its own. The
// 36% and 64% rows failed before the fix under EBU, ABF and WBF (64 → 60) and under every body
// (36 → 40).
func TestArtificialScoresAtSessionPercentagesForEveryBody(t *testing.T) {
	sessions := []ruling.Percent{3600, 5000, 6400}
	type row struct {
		fault        string // the fault answer: "ns" = North-South directly at fault, East-West in no way
		nsFault      law.Fault
		ewFault      law.Fault
		nsSess, ewSs ruling.Percent
		ns, ew       string
	}
	var rows []row
	for _, n := range sessions {
		for _, e := range sessions {
			// North-South directly at fault: 40%, or lower if their session is (36% → 36%).
			// East-West in no way at fault: 60%, or higher if their session is (64% → 64%).
			ns, ew := "40%", "60%"
			if n == 3600 {
				ns = "36%"
			}
			if e == 6400 {
				ew = "64%"
			}
			rows = append(rows, row{"ns", law.DirectlyAtFault, law.NotAtFault, n, e, ns, ew})
			// The other way round: East-West at fault.
			ns2, ew2 := "60%", "40%"
			if n == 6400 {
				ns2 = "64%"
			}
			if e == 3600 {
				ew2 = "36%"
			}
			rows = append(rows, row{"ew", law.NotAtFault, law.DirectlyAtFault, n, e, ns2, ew2})
		}
	}
	for _, body := range law.Bodies {
		for _, r := range rows {
			t.Run(fmt.Sprintf("%v %s at fault, sessions %v/%v", body, r.fault, r.nsSess, r.ewSs), func(t *testing.T) {
				o := outcomeOf(t, "adjusted-score", ruling.Context{Body: body}, ruling.Pick("artificial"), ruling.Pick("pairs"),
					ruling.Pick(r.fault), ruling.Pick("now"), ruling.PercentAnswer(r.nsSess), ruling.PercentAnswer(r.ewSs))
				if o.Workings[0].Value != r.ns || o.Workings[1].Value != r.ew {
					t.Errorf("North-South %s, East-West %s; want %s and %s", o.Workings[0].Value, o.Workings[1].Value, r.ns, r.ew)
				}
			})
		}
		// Both partly at fault: 50% whatever the session (Law 12C2(a)); 12C2(c) does not touch it.
		o := outcomeOf(t, "adjusted-score", ruling.Context{Body: body}, ruling.Pick("artificial"), ruling.Pick("pairs"), ruling.Pick("both-partly"))
		if o.Workings[0].Value != "50%" || o.Workings[1].Value != "50%" {
			t.Errorf("%v, both partly at fault: %s / %s, want 50%% each", body, o.Workings[0].Value, o.Workings[1].Value)
		}
	}
}

func TestAssignedScoreOnTheTraveller(t *testing.T) {
	threeDiamondsXWest := bridge.Contract{Level: 3, Strain: bridge.DiamondsStrain, Risk: bridge.Doubled, Declarer: bridge.West}
	for _, tt := range []struct {
		name     string
		ctx      ruling.Context
		answers  []ruling.Answer
		title    string
		workings map[string]string // label → value
	}{
		// +620 beats nine of the ten, loses to +690: 18 of 20 (EBU), 9 of 10 (ACBL), 90%.
		{"one likely result, EBU: whole matchpoints",
			ruling.Context{Board: 2, Body: law.EBU},
			[]ruling.Answer{ruling.Pick("assigned"), ruling.ResultAnswer(fourSpadesBySouth, 10), ruling.Pick("matchpoints"), ruling.TravellerAnswer(ebl...)},
			"Assigned adjusted score", map[string]string{
				"4♠= by South":             "+620 for North-South",
				"North-South on the board": "90.00% (18 of 20 matchpoints)",
				"East-West on the board":   "10.00% (2 of 20 matchpoints)",
			}},
		{"one likely result, ACBL: half matchpoints, the same percentage",
			board2,
			[]ruling.Answer{ruling.Pick("assigned"), ruling.ResultAnswer(fourSpadesBySouth, 10), ruling.Pick("matchpoints"), ruling.TravellerAnswer(ebl...)},
			"Assigned adjusted score", map[string]string{
				"North-South on the board": "90.00% (9 of 10 matchpoints)",
				"East-West on the board":   "10.00% (1 of 10 matchpoints)",
			}},
		// 60% × 18 + 40% × 10 (−100 beats four, ties two) = 14.8 of 20 = 74%.
		{"60% of 4♠ making, 40% one down, EBU",
			ruling.Context{Board: 2, Body: law.EBU},
			[]ruling.Answer{ruling.Pick("weighted"), ruling.WeightedAnswer(wr(fourSpadesBySouth, 10, 60), wr(fourSpadesBySouth, 9, 40)),
				ruling.Pick("matchpoints"), ruling.TravellerAnswer(ebl...)},
			"Weighted adjusted score", map[string]string{
				"4♠-1 by South":                         "−100 for North-South",
				"weighted points, for information only": "+332 for North-South: do not enter this as a score; enter the weighted matchpoints or IMPs",
				"North-South on the board":              "74.00% (14.8 of 20 matchpoints)",
				"East-West on the board":                "26.00% (5.2 of 20 matchpoints)",
			}},
		{"the same in ACBL matchpoints",
			board2,
			[]ruling.Answer{ruling.Pick("weighted"), ruling.WeightedAnswer(wr(fourSpadesBySouth, 10, 60), wr(fourSpadesBySouth, 9, 40)),
				ruling.Pick("matchpoints"), ruling.TravellerAnswer(ebl...)},
			"Weighted adjusted score", map[string]string{
				"North-South on the board": "74.00% (7.4 of 10 matchpoints)",
			}},
		// Thirds as 34/33/33 of +620, +100 (3♦X by West one down, not vulnerable) and −100:
		// points (21080 + 3300 − 3300) / 100 = +210.8; matchpoints (34×18 + 33×13 + 33×10)/100
		// = 13.71 of 20 = 68.55%.
		{"thirds as 34/33/33, EBU",
			ruling.Context{Board: 2, Body: law.EBU},
			[]ruling.Answer{ruling.Pick("weighted"), ruling.WeightedAnswer(wr(fourSpadesBySouth, 10, 34), wr(threeDiamondsXWest, 8, 33), wr(fourSpadesBySouth, 9, 33)),
				ruling.Pick("matchpoints"), ruling.TravellerAnswer(ebl...)},
			"Weighted adjusted score", map[string]string{
				"3♦X-1 by West":                         "+100 for North-South",
				"weighted points, for information only": "+210.8 for North-South: do not enter this as a score; enter the weighted matchpoints or IMPs",
				"North-South on the board":              "68.55% (13.71 of 20 matchpoints)",
			}},
		// Teams against +170: +620 is 450 → 10 IMPs, −100 is −270 → −7; 60/40 → 3.2 IMPs.
		{"teams: weighted IMPs against the other table",
			board2,
			[]ruling.Answer{ruling.Pick("weighted"), ruling.WeightedAnswer(wr(fourSpadesBySouth, 10, 60), wr(fourSpadesBySouth, 9, 40)),
				ruling.Pick("imps"), ruling.TravellerAnswer(170)},
			"Weighted adjusted score", map[string]string{
				"4♠= by South against +170 at the other table": "+10 IMPs for North-South",
				"North-South on the board":                     "+3.2 IMPs",
				"East-West on the board":                       "−3.2 IMPs",
			}},
		// North-South, who made a serious error of their own, get −100 (10 of 20, 50%); East-West
		// get the score their side deserves from 70% of +620 and 30% of −100: North-South's
		// matchpoints for that are 15.6 of 20, so East-West have 4.4, 22%. The scores need not balance.
		{"different for each side (Law 12C1(e))",
			ruling.Context{Board: 2, Body: law.EBU},
			[]ruling.Answer{ruling.Pick("split"), ruling.WeightedAnswer(wr(fourSpadesBySouth, 9, 100)),
				ruling.WeightedAnswer(wr(fourSpadesBySouth, 10, 70), wr(fourSpadesBySouth, 9, 30)),
				ruling.Pick("matchpoints"), ruling.TravellerAnswer(ebl...)},
			"Assigned adjusted score, different for each side", map[string]string{
				"North-South on the board":                                 "50.00% (10 of 20 matchpoints)",
				"East-West on the board":                                   "22.00% (4.4 of 20 matchpoints)",
				"East-West's score: weighted points, for information only": "+404 for North-South: do not enter this as a score; enter the weighted matchpoints or IMPs",
			}},
		// Without a board number the vulnerability is asked last; neither vulnerable, 4♠= is +420.
		{"no board number: the vulnerability is asked",
			ruling.Context{},
			[]ruling.Answer{ruling.Pick("assigned"), ruling.ResultAnswer(fourSpadesBySouth, 10), ruling.Pick("none"), ruling.Pick("none")},
			"Assigned adjusted score", map[string]string{"4♠= by South": "+420 for North-South"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			o := outcomeOf(t, "adjusted-score", tt.ctx, tt.answers...)
			if o.ID != "assigned" || o.Title != tt.title {
				t.Fatalf("outcome %s %q, want assigned %q", o.ID, o.Title, tt.title)
			}
			if o.Adjustment == nil || o.Adjustment.Artificial {
				t.Fatalf("adjustment %+v, want an assigned one", o.Adjustment)
			}
			for label, want := range tt.workings {
				if got := working(t, o, label); got.Value != want {
					t.Errorf("%s = %q, want %q (%s)", label, got.Value, want, got.How)
				}
			}
			for _, w := range o.Workings {
				if w.How == "" {
					t.Errorf("%s = %s comes with no working", w.Label, w.Value)
				}
			}
		})
	}
}

func TestAssignedScoreIsReadToTheTable(t *testing.T) {
	o := outcomeOf(t, "adjusted-score", board2, ruling.Pick("weighted"),
		ruling.WeightedAnswer(wr(fourSpadesBySouth, 10, 60), wr(fourSpadesBySouth, 9, 40)), ruling.Pick("none"))
	if want := "60% of 4♠= by South and 40% of 4♠-1 by South"; !strings.Contains(o.Adjustment.Text, want) {
		t.Errorf("the table hears %q, want %q", o.Adjustment.Text, want)
	}
	if !slices.ContainsFunc(o.Script(), func(line string) bool { return strings.Contains(line, "a weighted score of 60%") }) {
		t.Errorf("the script does not say the weighted score: %q", o.Script())
	}
	if !citesLaw(o, law.L(12, "C1(c)")) || o.Laws[0] != law.L(12, "C1(c)") {
		t.Errorf("a weighted score is read as resting on Law 12C1(c) first: %v", o.Laws)
	}
	one := outcomeOf(t, "adjusted-score", board2, ruling.Pick("assigned"), ruling.ResultAnswer(fourSpadesBySouth, 10), ruling.Pick("none"))
	if one.Adjustment.Assigned == nil || one.Adjustment.Assigned.Score != 620 {
		t.Errorf("the assigned result is not recorded: %+v", one.Adjustment.Assigned)
	}
}

// The law review's traps (§11, rank 6): the ABF seminar's "70%", an artificial score where an
// assigned one is possible, adjusting because a rectification looks harsh (Law 12B2).
func TestTheTrapsAreAnswered(t *testing.T) {
	first := AdjustedScore.Steps[0]
	if first.ID != AdjustedScore.Start || !strings.Contains(first.Help, "12C1(a)") || !strings.Contains(first.Help, "12B2") {
		t.Errorf("the first question does not say to assign when able, and never for harshness: %q", first.Help)
	}
	if first.Options[len(first.Options)-1].ID != "artificial" {
		t.Error("an average is offered before the assigned scores")
	}
	art := outcomeOf(t, "adjusted-score", ruling.Context{}, AdjustedScore.Common...)
	notes := strings.Join(art.Notes, " ")
	for _, want := range []string{"70%", "12C1(d)", "60%"} {
		if !strings.Contains(notes, want) {
			t.Errorf("the artificial score's notes do not mention %s: %q", want, notes)
		}
	}
	for _, w := range art.Workings {
		if strings.Contains(w.Value, "70") {
			t.Errorf("an average of 70%%: %s", w)
		}
	}
	assigned := outcomeOf(t, "adjusted-score", board2, ruling.Pick("assigned"), ruling.ResultAnswer(fourSpadesBySouth, 10), ruling.Pick("none"))
	if !strings.Contains(strings.Join(assigned.Notes, " "), "12B2") {
		t.Error("the assigned score's notes do not warn against adjusting for a harsh rectification")
	}
}

// Under the 2017 Laws no body forbids weighted scores; a body that did would get one result a
// side (the 2007 Law 12C1(e) alternative), and the calculator refuses the weighting.
func TestWeightedScoresWhereABodyForbidsThem(t *testing.T) {
	forbids := law.Regulation{Body: law.ACBL, WeightedScores: false}
	two := ruling.WeightedAnswer(wr(fourSpadesBySouth, 10, 60), wr(fourSpadesBySouth, 9, 40))
	if err := weightedAllowed(forbids, two); err == nil || !strings.Contains(err.Error(), "does not allow weighted scores") {
		t.Errorf("refusal = %v", err)
	}
	if err := weightedAllowed(forbids, ruling.WeightedAnswer(wr(fourSpadesBySouth, 10, 100))); err != nil {
		t.Errorf("one result at 100%% refused: %v", err)
	}
	for _, b := range law.Bodies {
		if err := weightedAllowed(law.For(b), two); err != nil {
			t.Errorf("%v refuses a weighted score: %v", b, err)
		}
	}
}

func TestTheCalculatorRefusesWeightsThatDoNotMake100(t *testing.T) {
	s, _ := Start("adjusted-score", board2)
	s = mustAnswer(t, s, ruling.Pick("weighted"))
	if _, err := Answer(s, ruling.WeightedAnswer(wr(fourSpadesBySouth, 10, 60), wr(fourSpadesBySouth, 9, 30))); err == nil ||
		!strings.Contains(err.Error(), "100%") {
		t.Errorf("weights of 90%% accepted: %v", err)
	}
}

// A ruling keeps the body it started with: the setting changes the next ruling, never one
// started or logged (the session carries its context).
func TestARulingKeepsTheBodyItStartedWith(t *testing.T) {
	s, _ := Start("adjusted-score", ruling.Context{Body: law.EBU})
	for _, a := range []ruling.Answer{ruling.Pick("artificial"), ruling.Pick("pairs"), ruling.Pick("ns"), ruling.Pick("later")} {
		s = mustAnswer(t, s, a)
	}
	st, err := Decide(s)
	if err != nil || !st.Done() || st.Outcome.Body != law.EBU {
		t.Fatalf("EBU ruling: %+v, %v", st, err)
	}
	next, _ := Start("adjusted-score", ruling.Context{Body: law.ACBL})
	if next.Context.Body != law.ACBL || s.Context.Body != law.EBU {
		t.Error("starting a ruling under another body changed the first one")
	}
}

// Law 12C1(e) (2017: an extremely serious error unrelated to the infraction, or a gambling
// action; EBU forum discussion 87 and the pzbs.pl 2017 text): the non-offending side gets its
// table result (A) plus the damage the infraction caused (B − C), never less than A; the
// offending side gets B. Failed before the fix: the flow had no such path (I29).
//
// Board 1, nobody vulnerable. North-South did not commit the infraction.
//
//	A, the table: 4♠ by South, 8 tricks: −100
//	B, without the infraction: 4♠= by South: +420
//	C, after the infraction without North-South's own error: 4♠−1: −50
//	traveller (the other North-South scores): +650 +620 −100 +170 +420; top 10 (2 a score beaten)
//	matchpoints for North-South: A 1 (ties −100), B 5 (beats −100, +170, ties +420), C 2 (beats −100)
//	damage B − C = 5 − 2 = 3; North-South 1 + 3 = 4 of 10 (40%); East-West get B: 10 − 5 = 5 (50%)
//	ACBL (1 a score beaten, top 5): North-South 2 of 5, East-West 2.5 of 5, the same percentages
//	IMPs against +170 at the other table: A −270 = −7, B +250 = +6, C −220 = −6;
//	damage 6 − (−6) = 12; North-South −7 + 12 = +5 IMPs; East-West get B: −6 IMPs;
//	in a knockout match (Law 86): (5 − (−6)) ÷ 2 = 5.5: North-South +5.5, East-West −5.5.
func TestSplitScoreForTheNonOffendersOwnError(t *testing.T) {
	board1 := ruling.Context{Board: 1, Body: law.EBU}
	start := []ruling.Answer{ruling.Pick("own-error"), ruling.Pick("ns"), ruling.ResultAnswer(fourSpadesBySouth, 8),
		ruling.WeightedAnswer(wr(fourSpadesBySouth, 10, 100)), ruling.WeightedAnswer(wr(fourSpadesBySouth, 9, 100))}
	traveller := ruling.TravellerAnswer(650, 620, -100, 170, 420)
	for _, tt := range []struct {
		name   string
		ctx    ruling.Context
		more   []ruling.Answer
		want   map[string]string // working label → value
		spoken string
	}{
		{"pairs, EBU matchpoints", board1, []ruling.Answer{ruling.Pick("matchpoints"), traveller},
			map[string]string{
				"Damage caused by the infraction": "3 of 10 matchpoints (30.00%)",
				"North-South on the board":        "4 of 10 matchpoints (40.00%)",
				"East-West on the board":          "5 of 10 matchpoints (50.00%)",
			}, "North-South get 40.00% of the matchpoints"},
		{"pairs, ACBL half matchpoints", ruling.Context{Board: 1}, []ruling.Answer{ruling.Pick("matchpoints"), traveller},
			map[string]string{
				"North-South on the board": "2 of 5 matchpoints (40.00%)",
				"East-West on the board":   "2.5 of 5 matchpoints (50.00%)",
			}, "East-West get 50.00% of the matchpoints"},
		{"teams, not a knockout", board1, []ruling.Answer{ruling.Pick("imps"), ruling.TravellerAnswer(170), ruling.Pick("no")},
			map[string]string{
				"Damage caused by the infraction": "+12 IMPs",
				"North-South on the board":        "+5 IMPs",
				"East-West on the board":          "−6 IMPs",
			}, "North-South get +5 IMPs"},
		{"teams, a knockout match: the two averaged (I30)", board1, []ruling.Answer{ruling.Pick("imps"), ruling.TravellerAnswer(170), ruling.Pick("yes")},
			map[string]string{"Knockout match: both teams": "North-South +5.5 IMPs, East-West −5.5 IMPs"},
			"North-South get +5.5 IMPs"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			o := outcomeOf(t, "adjusted-score", tt.ctx, append(slices.Clone(start), tt.more...)...)
			if o.ID != "own-error" {
				t.Fatalf("ending %s", o.ID)
			}
			for label, want := range tt.want {
				if got := working(t, o, label); got.Value != want {
					t.Errorf("%s: %s, want %s", label, got.Value, want)
				}
			}
			if !strings.Contains(o.Adjustment.Text, tt.spoken) {
				t.Errorf("the table hears %q, want %q", o.Adjustment.Text, tt.spoken)
			}
			if !citesLaw(o, law.L(12, "C1(e)")) {
				t.Errorf("Law 12C1(e) not cited: %v", o.AllLaws())
			}
		})
	}
	// When their own error did all the damage (C at least B), they keep the table result.
	all := []ruling.Answer{ruling.Pick("own-error"), ruling.Pick("ns"), ruling.ResultAnswer(fourSpadesBySouth, 8),
		ruling.WeightedAnswer(wr(fourSpadesBySouth, 9, 100)), ruling.WeightedAnswer(wr(fourSpadesBySouth, 10, 100)),
		ruling.Pick("matchpoints"), traveller}
	o := outcomeOf(t, "adjusted-score", board1, all...)
	if got := working(t, o, "North-South on the board").Value; got != "1 of 10 matchpoints (10.00%)" {
		t.Errorf("all the damage their own: North-South %s, want the table result, 1 of 10", got)
	}
}

// Law 86: a split score at teams in a knockout match is averaged for both teams. The review's
// run: North-South's results −6 IMPs, East-West's −2.4 from their side; averaged −1.8 / +1.8.
// Failed before the fix: no knockout question (I30).
func TestKnockoutMatchAveragesASplitScore(t *testing.T) {
	// Board 1, nobody vulnerable; the other table +420 for North-South.
	// North-South's result 4♠−1 (−50): −470 = −10 IMPs.
	// East-West's: 50% 4♠= (+420, 0 IMPs) and 50% 4♠−1 (−10 IMPs for North-South): −5 for
	// North-South, so +5 from East-West's side. Averaged: (−10 − 5) ÷ 2 = −7.5.
	o := outcomeOf(t, "adjusted-score", ruling.Context{Board: 1}, ruling.Pick("split"),
		ruling.WeightedAnswer(wr(fourSpadesBySouth, 9, 100)),
		ruling.WeightedAnswer(wr(fourSpadesBySouth, 10, 50), wr(fourSpadesBySouth, 9, 50)),
		ruling.Pick("imps"), ruling.TravellerAnswer(420), ruling.Pick("yes"))
	if got := working(t, o, "Knockout match: both teams").Value; got != "North-South −7.5 IMPs, East-West +7.5 IMPs" {
		t.Errorf("knockout: %s", got)
	}
}

// The 2017 words of Law 12C1(e): an extremely serious error, or a gambling action (I28).
func TestSplitScoreSpeaksOfAnExtremelySeriousError(t *testing.T) {
	st, _ := Decide(ruling.Session{Flow: "adjusted-score"})
	var help string
	for _, o := range st.Step.Options {
		help += o.Help
	}
	ns := AdjustedScore.Steps[0]
	for _, step := range AdjustedScore.Steps {
		if step.ID == "ns-results" {
			ns = step
		}
	}
	if !strings.Contains(help+ns.Question.Help, "extremely serious error") || strings.Contains(ns.Question.Help, "wild") {
		t.Errorf("12C1(e) not in 2017 words: %q / %q", help, ns.Question.Help)
	}
}

// A fouled board is scored by groups (Law 87), not given averages as "no fault" (I27).
func TestFouledBoardIsScoredByGroupsNotAsNoFault(t *testing.T) {
	for _, step := range AdjustedScore.Steps {
		if step.ID != "fault" {
			continue
		}
		for _, o := range step.Question.Options {
			if o.ID == "neither" && (strings.Contains(o.Help, "For example a fouled board") || !strings.Contains(o.Help, "Law 87")) {
				t.Errorf("neither side: %q", o.Help)
			}
		}
	}
}

// Exact thirds (I34): 33, 33 and 33 are accepted as equal shares and weighted as exact thirds.
// Failed before the fix: the weights had to add up to 100.
// Board 2 (North-South vulnerable), traveller +650 +620 −100 +170 +420 (top 10, EBU):
// 4♠= by South +620 ties +620, beats −100 +170 +420: 7; 4♠−1 −100 ties −100: 1; 3♠= +140
// beats −100: 2. Thirds: (7 + 1 + 2) ÷ 3 = 3.33 of 10, 33.33%.
func TestWeightedScoreInExactThirds(t *testing.T) {
	threeSpades := bridge.Contract{Level: 3, Strain: bridge.SpadesStrain, Declarer: bridge.South}
	o := outcomeOf(t, "adjusted-score", ruling.Context{Board: 2, Body: law.EBU}, ruling.Pick("weighted"),
		ruling.WeightedAnswer(wr(fourSpadesBySouth, 10, 33), wr(fourSpadesBySouth, 9, 33), wr(threeSpades, 9, 33)),
		ruling.Pick("matchpoints"), ruling.TravellerAnswer(650, 620, -100, 170, 420))
	if got := working(t, o, "North-South on the board").Value; got != "33.33% (3.33 of 10 matchpoints)" {
		t.Errorf("thirds: %s", got)
	}
	s, _ := Start("adjusted-score", board2)
	s = mustAnswer(t, s, ruling.Pick("weighted"))
	if _, err := Answer(s, ruling.WeightedAnswer(wr(fourSpadesBySouth, 10, 33), wr(fourSpadesBySouth, 9, 30), wr(threeSpades, 9, 33))); err == nil {
		t.Error("unequal weights making 96% accepted")
	}
}

// Weighted points are not a score to enter (I31): the scorer who enters +373.8 gets the wrong
// matchpoints.
func TestWeightedPointsAreMarkedForInformationOnly(t *testing.T) {
	o := outcomeOf(t, "adjusted-score", board2, ruling.Pick("weighted"),
		ruling.WeightedAnswer(wr(fourSpadesBySouth, 10, 60), wr(fourSpadesBySouth, 9, 40)), ruling.Pick("none"))
	w := working(t, o, "weighted points, for information only")
	if !strings.Contains(w.Value, "do not enter") {
		t.Errorf("weighted points: %s", w)
	}
}

// A split score is read as one plain statement per side (I32).
func TestSplitScoreIsReadSideBySide(t *testing.T) {
	o := outcomeOf(t, "adjusted-score", board2, ruling.Pick("split"),
		ruling.WeightedAnswer(wr(fourSpadesBySouth, 9, 100)),
		ruling.WeightedAnswer(wr(fourSpadesBySouth, 10, 70), wr(fourSpadesBySouth, 9, 30)), ruling.Pick("none"))
	want := "North-South get 4♠-1 by South; East-West get a weighted score of 70% of 4♠= by South and 30% of 4♠-1 by South"
	if !strings.Contains(o.Adjustment.Text, want) {
		t.Errorf("the table hears %q, want %q", o.Adjustment.Text, want)
	}
}
