package catalog

import (
	"slices"
	"strings"
	"testing"

	"tableside/engine/bridge"
	"tableside/engine/law"
	"tableside/engine/ruling"
)

// Law text checked against the 2017 Laws. Law 21 at https://www.pzbs.pl/sedziowie/mpb/2017/en/l21.html
// (A: no rectification or redress for a player who acts on their own misunderstanding; B1(a):
// until the end of the auction period, and provided partner has not called since, a player may
// change a call without other rectification for their side when the director judges it could
// well have been influenced by misinformation, a failure to alert being misinformation; B1(b):
// presume Mistaken Explanation rather than Mistaken Call in the absence of evidence; B2: the
// player's LHO may then change any later call, but Law 16C applies; B3: too late to change a call,
// and the offending side gained an advantage → adjusted score). Law 75 at
// https://www.pzbs.pl/sedziowie/mpb/2017/en/l75.html (A: the player who hears partner's explanation
// knows their own call was misinterpreted: unauthorized information; B1: an explanation that
// differs from the agreement is an infraction, adjusted score if it damages; B2: a player who
// notices their own mistake calls the director before the opening lead is faced, or during play
// if later, see 20F4; B3: the partner does nothing during the auction, corrects after the final
// pass as declarer or dummy, after play as a defender; C: a mistaken call is no infraction and,
// regardless of damage, the result stands, but see 21B1(b)). Law 20F5 (the partner may not
// correct during the auction; calls the director and informs the opponents only at the first
// legal opportunity: a defender at the end of play, declarer or dummy after the final pass) as
// quoted on the BBO forums ("Self-awareness", 2013, 2008 wording) and at bawburghbridge.club
// ("Mistaken explanation"). Law 47E2 (2017: a card played after a mistaken explanation may be
// withdrawn if no card has been played to the trick since; an opening lead not after dummy has
// faced a card; too late → the director may adjust) from the federation's 2017 Polish text at
// pzbs.pl/sedziowie/mpb/2017/pl/p47.html. Law 11A (2017) at laws.hellasbridge.org/law_11.
// Searched in the pages corpus: "2017 Law 21B1 misinformation change of call", "Law 75 mistaken
// explanation mistaken call 75C", "Law 20F5 partner of player who gave mistaken explanation ...".

// The director course's Law 75 example (seed 000): South opens 1♥, West passes, North bids 3♣
// meaning a limit raise, and South alerts and explains it as weak. South is the explainer.
var misinfoSouth = ruling.SeatAnswer(bridge.South)

func TestMisinformation(t *testing.T) {
	pick := ruling.Pick
	east := ruling.SeatAnswer(bridge.East)
	checkOutcomes(t, "misinformation", []outcomeCase{
		// The course: if the agreement really is weak (North forgot), there is no infraction and
		// no relief. A club's rules column (12/7/2023) says the same of a misbid.
		{"the 3♣ example, agreement really weak: a mistaken call, no infraction, the result stands",
			[]ruling.Answer{misinfoSouth, pick("call")}, "mistaken-call", []law.Ref{law.L(75, "C"), law.L(75, "A")},
			func(t *testing.T, o *ruling.Outcome) {
				if o.Adjustment != nil {
					t.Errorf("75C: regardless of damage the result stands; no adjustment for the call: %+v", o.Adjustment)
				}
				if !slices.ContainsFunc(o.Information, func(i ruling.InfoRule) bool {
					return i.Who.Seat == bridge.North && !i.Authorized && i.Law == law.L(75, "A")
				}) {
					t.Errorf("North, who made the call, has unauthorized information from South's explanation (75A): %+v", o.Information)
				}
				if !slices.ContainsFunc(o.Notes, func(n string) bool { return strings.Contains(n, "21B1(b)") }) {
					t.Errorf("the mistaken-call ruling should remind that, without evidence, a wrong explanation is presumed: %q", o.Notes)
				}
			}},
		// The course: the agreement cannot be established ("thinks each way"), so presume a
		// mistaken explanation (21B1(b)); with East holding ♦KJ10xxx relief should be considered.
		{"the 3♣ example, no evidence either way, East damaged: presume a wrong explanation and adjust",
			[]ruling.Answer{misinfoSouth, pick("unclear"), pick("after-play"), pick("yes")}, "adjust",
			[]law.Ref{law.L(21, "B3"), law.L(75, "B1"), law.L(21, "B1(b)")},
			func(t *testing.T, o *ruling.Outcome) {
				a := o.Adjustment
				if a == nil || a.Artificial || !strings.Contains(a.Text, "East-West") || !strings.Contains(a.Text, "North-South") {
					t.Errorf("want an assigned adjusted score naming both sides: %+v", a)
				}
				if !strings.Contains(o.Summary, "presume") {
					t.Errorf("the table should hear that a wrong explanation is presumed: %q", o.Summary)
				}
				for _, f := range o.FollowUps {
					if f.Flow != "" {
						t.Errorf("the adjusted-score follow-up keeps its words and names no flow: %+v", f)
					}
				}
			}},
		// The course: with East holding ♦KQJ10xxx (East wants to bid 3♦ whatever 3♣ means) there
		// should be no relief.
		{"the 3♣ example, East not damaged: the result stands",
			[]ruling.Answer{misinfoSouth, pick("unclear"), pick("after-play"), pick("no")}, "no-damage",
			[]law.Ref{law.L(21, "B3")},
			func(t *testing.T, o *ruling.Outcome) {
				if o.Adjustment != nil {
					t.Errorf("no damage, no adjustment: %+v", o.Adjustment)
				}
			}},
		{"a missing alert found after play, damage: adjusted score",
			[]ruling.Answer{misinfoSouth, pick("no-alert"), pick("after-play"), pick("yes")}, "adjust",
			[]law.Ref{law.L(21, "B1(a)"), law.L(21, "B3")},
			func(t *testing.T, o *ruling.Outcome) {
				if !strings.Contains(o.Summary, "alert") {
					t.Errorf("the summary should say the call was not alerted: %q", o.Summary)
				}
			}},
		// Older ACBL Duplicate Decisions (Law 21) and a club's rules column (4/11/25): a call made
		// on misinformation may be changed while partner has not called since; LHO may then change
		// theirs. The 2017 Law 21B1(a) and B2.
		{"a missing alert found during the auction, East can still change: East chooses",
			[]ruling.Answer{misinfoSouth, pick("no-alert"), pick("in-time"), east, pick("yes")}, "change-call",
			[]law.Ref{law.L(21, "B1(a)"), law.L(21, "B2"), law.L(16, "C1"), law.L(16, "C2"), law.L(75, "A")},
			func(t *testing.T, o *ruling.Outcome) {
				if o.Chooser.Seat != bridge.East || len(o.Options) != 2 {
					t.Fatalf("chooser %v, %d options; want East with keep or change", o.Chooser, len(o.Options))
				}
				change := o.Options[1]
				// East's left-hand opponent is South, the explainer: 21B2 lets South change a later call.
				if !strings.Contains(change.Consequence, "South") || len(change.Information) != 2 {
					t.Errorf("changing lets South, on East's left, change a later call, with Law 16C: %+v", change)
				}
				if len(o.Information) != 1 || o.Information[0].Who.Seat != bridge.North {
					t.Errorf("only North's 75A rule is read before the choice: %+v", o.Information)
				}
				if !strings.HasPrefix(scriptOfMI(o)[1], "East, the choice is yours") {
					t.Errorf("the choice is handed to East:\n%s", strings.Join(scriptOfMI(o), "\n"))
				}
			}},
		// Older ACBL Duplicate Decisions: before the opening lead is faced, a final pass made on
		// misinformation may be cancelled and the auction reverts. 2017: the same, through 21B1(a)
		// "until the end of the auction period", after declarer or dummy corrects (20F5(b)(ii)).
		{"declarer corrects partner's explanation after the final pass: the last pass may be changed",
			[]ruling.Answer{misinfoSouth, pick("explanation"), pick("in-time"), ruling.SeatAnswer(bridge.West), pick("yes")}, "change-call",
			[]law.Ref{law.L(21, "B1(a)")},
			func(t *testing.T, o *ruling.Outcome) {
				if !slices.ContainsFunc(o.Notes, func(n string) bool { return strings.Contains(n, "20F5(b)") }) {
					t.Errorf("no note on declarer or dummy correcting after the final pass: %q", o.Notes)
				}
				if !strings.Contains(o.Options[1].Consequence, "North") {
					t.Errorf("West's left-hand opponent, North, may then change a later call: %q", o.Options[1].Consequence)
				}
			}},
		{"boundary: found during the auction, the misled player's partner has called since: play on, adjust later",
			[]ruling.Answer{misinfoSouth, pick("explanation"), pick("too-late")}, "too-late",
			[]law.Ref{law.L(21, "B3"), law.L(75, "A")},
			func(t *testing.T, o *ruling.Outcome) {
				if !o.Interim || len(o.Cases) != 2 {
					t.Errorf("want an interim ruling with two cases: %+v", o.Cases)
				}
				if !slices.ContainsFunc(o.FollowUps, func(f ruling.FollowUp) bool { return f.Flow == "misinformation" }) {
					t.Errorf("no reminder reopening this ruling at the end of play: %+v", o.FollowUps)
				}
			}},
		// A club's rules column (10/4/24, 6/13/24): a player who realises their own explanation was
		// wrong must call the director before the end of the clarification period, and may do so
		// sooner without being obliged to (2017 Law 20F4, 75B2).
		{"the explainer noticed their own mistake and called the director: correct it, then 21B",
			[]ruling.Answer{misinfoSouth, pick("no-alert"), pick("own-correction")}, "own-correction",
			[]law.Ref{law.L(20, "F4"), law.L(75, "B2"), law.L(21, "B1(a)"), law.L(21, "B3")},
			func(t *testing.T, o *ruling.Outcome) {
				if !o.Interim || o.Adjustment != nil {
					t.Errorf("want an interim ruling, no adjustment yet: %+v", o)
				}
				if !strings.Contains(o.Summary, "before the opening lead") {
					t.Errorf("the table should hear when the correction is due: %q", o.Summary)
				}
			}},
		// A club's rules column (10/11/24) and the course: the explainer's partner must not correct
		// during the auction (20F5(a), 75B3).
		{"the explainer's partner corrected it during the auction: an infraction, and unauthorized to the explainer",
			[]ruling.Answer{misinfoSouth, pick("explanation"), pick("partner-corrected")}, "corrected-too-soon",
			[]law.Ref{law.L(20, "F5(a)"), law.L(21, "B1(a)"), law.L(16, "B1")},
			func(t *testing.T, o *ruling.Outcome) {
				if !slices.ContainsFunc(o.Information, func(i ruling.InfoRule) bool {
					return i.Who.Seat == bridge.South && !i.Authorized
				}) {
					t.Errorf("South may not use North's correction: %+v", o.Information)
				}
				said := strings.Join(o.Script(), " ")
				if !strings.Contains(said, "final pass") || !strings.Contains(said, "end of play") {
					t.Errorf("the table should hear when the correction is due:\n%s", said)
				}
			}},
		// Older ACBL Duplicate Decisions: an opening lead made on misinformation may be changed
		// until a card of dummy is faced. 2017 Law 47E2(a) says the same.
		{"found during play: a card may be taken back, not the opening lead once dummy is down",
			[]ruling.Answer{misinfoSouth, pick("explanation"), pick("play")}, "during-play",
			[]law.Ref{law.L(47, "E2(a)"), law.L(21, "B3")},
			func(t *testing.T, o *ruling.Outcome) {
				if !strings.Contains(strings.Join(o.Script(), " "), "dummy") {
					t.Errorf("the table should hear the opening-lead limit:\n%s", strings.Join(o.Script(), "\n"))
				}
			}},
		{"the players changed a call themselves before calling the director: Law 11A",
			[]ruling.Answer{misinfoSouth, pick("no-alert"), pick("dealt-with")}, "dealt-with", []law.Ref{law.L(11, "A")}, nil},
		{"the player misunderstood a correct explanation: no redress",
			[]ruling.Answer{misinfoSouth, pick("misunderstood")}, "own-misunderstanding", []law.Ref{law.L(21, "A")},
			func(t *testing.T, o *ruling.Outcome) {
				if o.Adjustment != nil {
					t.Errorf("no redress (21A): %+v", o.Adjustment)
				}
			}},
	})
}

// Review trap (b) for rank 4: adjusting for a mistaken call. No path that starts with a
// mistaken call carries an adjusted score; every path with a wrong explanation or a missing
// alert that reaches an adjustment says which side gets what.
func TestMisinformationNeverAdjustsForAMistakenCall(t *testing.T) {
	f := Lookup("misinformation")
	if f == nil {
		t.Fatal("misinformation is not registered")
	}
	paths, err := f.Paths()
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range paths {
		s := p.Session
		if (s.Is("what", "call") || s.Is("what", "misunderstood")) && p.Outcome.Adjustment != nil {
			t.Errorf("%s: an adjusted score after a mistaken call or a misunderstanding", p.Describe())
		}
	}
}

// Review trap (c) for rank 4: skipping the 21B1 rewind. While a misled player can still change,
// the ruling offers the change and no adjustment.
func TestMisinformationOffersTheChangeBeforeAnyAdjustment(t *testing.T) {
	o := outcomeOf(t, "misinformation", ruling.Context{}, misinfoSouth, ruling.Pick("explanation"), ruling.Pick("in-time"), ruling.SeatAnswer(bridge.West), ruling.Pick("yes"))
	if o.Adjustment != nil || len(o.Options) == 0 {
		t.Errorf("in time to change: want the choice and no adjustment, got %+v", o)
	}
}

func TestMisinformationAssignedResultIsScored(t *testing.T) {
	fourSpadesEast := bridge.Contract{Level: 4, Strain: bridge.SpadesStrain, Declarer: bridge.East}
	// Board 5: North-South vulnerable, so East is not: 4♠ making is +420.
	o := outcomeOf(t, "misinformation", ruling.Context{Board: 5}, misinfoSouth, ruling.Pick("explanation"), ruling.Pick("after-play"),
		ruling.Pick("assign"), ruling.ResultAnswer(fourSpadesEast, 10))
	if o.Adjustment == nil || o.Adjustment.Assigned == nil || o.Adjustment.Assigned.Score != 420 {
		t.Fatalf("assigned = %+v, want 4♠ by East making, +420", o.Adjustment)
	}
	// Without a board number the flow asks the vulnerability.
	o = outcomeOf(t, "misinformation", ruling.Context{}, misinfoSouth, ruling.Pick("explanation"), ruling.Pick("after-play"),
		ruling.Pick("assign"), ruling.ResultAnswer(fourSpadesEast, 10), ruling.Pick("yes"))
	if o.Adjustment == nil || o.Adjustment.Assigned == nil || o.Adjustment.Assigned.Score != 620 {
		t.Fatalf("assigned = %+v, want 4♠ by East vulnerable making, +620", o.Adjustment)
	}
}

func TestMisinformationCommonPathAndSearch(t *testing.T) {
	f := Lookup("misinformation")
	if f == nil {
		t.Fatal("misinformation is not registered")
	}
	if f.Category != ruling.Information {
		t.Errorf("category = %v", f.Category)
	}
	checkCommonTaps(t, f, 4)
	for _, q := range []string{"wrong explanation", "didn't alert", "failed to alert", "mistaken explanation", "misinformation", "forgot to alert"} {
		if !slices.Contains(Search(q), f) {
			t.Errorf("Search(%q) does not find the misinformation ruling", q)
		}
	}
}

func scriptOfMI(o *ruling.Outcome) []string { return o.Script() }

// I11. Law 12C1(e) (2017): a non-offending side loses redress only for damage it caused
// itself by an *extremely* serious error unrelated to the infraction, or by a gambling action it
// hoped to recover through redress; a merely serious error keeps full redress. Source: the WBF
// Laws Committee chairman's "How seriously do you want it?" (championships.worldbridge.org, 2023)
// on the word "extremely" added in 2017, and the EBU TD forum's quotation of 12C1(e)
// (ebu.co.uk/forum/discussion/87). Seen failing before the fix: the note said "a serious error"
// and the damage question had no partly-self-inflicted answer.
func TestMisinformationDamagePartlySelfInflictedByAnExtremelySeriousError(t *testing.T) {
	after := []ruling.Answer{misinfoSouth, ruling.Pick("explanation"), ruling.Pick("after-play")}
	t.Run("the adjust note states the 2017 test", func(t *testing.T) {
		o := outcomeOf(t, "misinformation", ruling.Context{}, append(after, ruling.Pick("yes"))...)
		stated := false
		for _, n := range o.Notes {
			if strings.Contains(n, "12C1") && !strings.Contains(n, "extremely serious error") {
				t.Errorf("the note on self-inflicted damage is not in 2017 words: %q", n)
			}
			if strings.Contains(n, "a serious error") {
				t.Errorf("the 2008 threshold survives: %q", n)
			}
			stated = stated || strings.Contains(n, "12C1(e)") && strings.Contains(n, "extremely serious error")
		}
		if !stated {
			t.Errorf("no note states the 2017 test of Law 12C1(e): %q", o.Notes)
		}
	})
	t.Run("the split is reachable and hands over to the calculator", func(t *testing.T) {
		o := outcomeOf(t, "misinformation", ruling.Context{}, append(after, ruling.Pick("self-inflicted"))...)
		if o.ID != "split" || o.Adjustment == nil || o.Adjustment.Law != law.L(12, "C1(e)") {
			t.Fatalf("outcome %q adjustment %+v, want the split under Law 12C1(e)", o.ID, o.Adjustment)
		}
		text := o.Adjustment.Text
		for _, side := range []string{"North-South", "East-West"} {
			if !strings.Contains(text, side) {
				t.Errorf("the split does not say what %s get: %q", side, text)
			}
		}
		if !slices.ContainsFunc(o.FollowUps, func(f ruling.FollowUp) bool { return f.Flow == "adjusted-score" }) {
			t.Errorf("no hand-over to the adjusted-score ruling, which works out the two scores: %+v", o.FollowUps)
		}
	})
}

// I12 and I14. Law 21B1(a): a misled player may change a call only when the director judges it
// could well have been influenced by the misinformation, and only while their partner has not
// called since (pzbs.pl 2017 text of Law 21, cited above). The ruling must ask, not assert it.
// Seen failing before the fix: the seat answer led straight to the change of call.
func TestMisledPlayersCallThatCouldNotHaveBeenInfluencedStands(t *testing.T) {
	inTime := []ruling.Answer{misinfoSouth, ruling.Pick("explanation"), ruling.Pick("in-time"), ruling.SeatAnswer(bridge.West)}
	checkOutcomes(t, "misinformation", []outcomeCase{
		{"the director judges the call could well have been influenced: West may change it",
			append(slices.Clone(inTime), ruling.Pick("yes")), "change-call", []law.Ref{law.L(21, "B1(a)")},
			func(t *testing.T, o *ruling.Outcome) {
				if o.Chooser.Seat != bridge.West || len(o.Options) != 2 {
					t.Errorf("West chooses between keeping and changing: %+v %+v", o.Chooser, o.Options)
				}
			}},
		{"the wrong information could not well have influenced it: the call stands, reviewed at the end",
			append(slices.Clone(inTime), ruling.Pick("not-influenced")), "call-stands", []law.Ref{law.L(21, "B1(a)"), law.L(21, "B3")},
			func(t *testing.T, o *ruling.Outcome) {
				if len(o.Options) != 0 || o.Adjustment != nil {
					t.Errorf("no change of call and no adjustment now: %+v %+v", o.Options, o.Adjustment)
				}
				if !slices.ContainsFunc(o.FollowUps, func(f ruling.FollowUp) bool { return f.Flow == "misinformation" }) {
					t.Errorf("no reminder to judge the damage at the end of play: %+v", o.FollowUps)
				}
			}},
		{"West's partner has called since: too late to change, adjusted at the end if need be",
			append(slices.Clone(inTime), ruling.Pick("partner-called")), "too-late", []law.Ref{law.L(21, "B3")}, nil},
	})
	f := Lookup("misinformation")
	for _, st := range f.Steps {
		for _, o := range st.Options {
			if o.ID == "too-late" && strings.HasPrefix(o.Label, "During the auction") {
				t.Errorf("the too-late answer reads as if only the auction counted: %q", o.Label)
			}
		}
	}
}

// README problem 2, Law 75A and 20F: after play, what partner's explanation (or the missing
// alert) told the player who made the call was unauthorized to them; a missing alert they then
// used reaches the unauthorized-information questions. Seen failing before the fix: no
// after-play outcome said so, and none led to the unauthorized-information ruling.
func TestMissingAlertThatPartnerUsedReachesTheUnauthorizedInformationRuling(t *testing.T) {
	unauthorizedToSouthsPartner := func(o *ruling.Outcome) bool {
		return slices.ContainsFunc(o.Information, func(i ruling.InfoRule) bool {
			return i.Who.Seat == bridge.North && !i.Authorized && i.Law == law.L(75, "A")
		})
	}
	t.Run("after play, the ruling says the explanation was unauthorized to its partner", func(t *testing.T) {
		o := outcomeOf(t, "misinformation", ruling.Context{}, misinfoSouth, ruling.Pick("explanation"), ruling.Pick("after-play"), ruling.Pick("yes"))
		if !unauthorizedToSouthsPartner(o) {
			t.Errorf("no rule that North could not use South's explanation (Law 75A): %+v", o.Information)
		}
	})
	for _, damage := range []string{"yes", "no"} {
		t.Run("missing alert, partner may have used it, damage "+damage, func(t *testing.T) {
			o := outcomeOf(t, "misinformation", ruling.Context{}, misinfoSouth, ruling.Pick("no-alert"), ruling.Pick("after-play-used"), ruling.Pick(damage))
			if !unauthorizedToSouthsPartner(o) {
				t.Errorf("no rule that North could not use the missing alert (Law 75A): %+v", o.Information)
			}
			if !slices.ContainsFunc(o.FollowUps, func(f ruling.FollowUp) bool { return f.Flow == uiID && f.When == "now" }) {
				t.Errorf("no hand-over to the unauthorized-information ruling: %+v", o.FollowUps)
			}
			if !citesLaw(o, law.L(16, "B1(a)")) {
				t.Errorf("Law 16B1(a) is not cited: %v", o.AllLaws())
			}
			script := strings.Join(o.Script(), " ")
			if !strings.Contains(script, "South did not alert") || !strings.Contains(script, "that the missing alert could have suggested") {
				t.Errorf("the script does not say what went wrong, or speaks of an explanation never given:\n%s", script)
			}
			if strings.Contains(script, "so the result stands") {
				t.Errorf("the result cannot stand before the use of the information is ruled on:\n%s", strings.Join(o.Script(), "\n"))
			}
		})
	}
}

// I16. Law 20F5(a) counts a missing announcement, and an alert or announcement the regulations do
// not require, as a mistaken explanation (2017 text as quoted on the EBU TD forum; the ACBL, EBU
// and ABF all use announcements). Seen failing before the fix: the answers spoke of alerts only.
func TestMissingAnnouncementCountsAsAWrongExplanation(t *testing.T) {
	f := Lookup("misinformation")
	var what *ruling.Step
	for i := range f.Steps {
		if f.Steps[i].ID == "what" {
			what = &f.Steps[i]
		}
	}
	var labels []string
	for _, o := range what.Options {
		labels = append(labels, o.Label+" "+o.Help)
	}
	if text := strings.Join(labels, " | "); !strings.Contains(text, "No alert or announcement") {
		t.Errorf("a missing announcement has no answer: %s", text)
	}
	if !strings.Contains(what.Help, "card-play agreements") {
		t.Errorf("a wrong explanation of signals during play is not mentioned: %s", what.Help)
	}
	o := outcomeOf(t, "misinformation", ruling.Context{}, misinfoSouth, ruling.Pick("no-alert"), ruling.Pick("after-play"), ruling.Pick("yes"))
	if !strings.Contains(o.Title+o.Summary, "East-West") {
		t.Errorf("the missing-alert ruling does not name the misled side: %s", o.Summary)
	}
}

// I15 and I7. No regulating body may forbid a weighted score under the 2017 Law 12C1(c); when the
// director gives one, the table hears it, and the calculator works out its matchpoints. Seen
// failing before the fix: "where the regulations allow", and no way to enter weights.
func TestMisinformationWeightedScoreIsAnnounced(t *testing.T) {
	fourSpadesEast := bridge.Contract{Level: 4, Strain: bridge.SpadesStrain, Declarer: bridge.East}
	o := outcomeOf(t, "misinformation", ruling.Context{}, misinfoSouth, ruling.Pick("explanation"), ruling.Pick("after-play"), ruling.Pick("yes"))
	if strings.Contains(o.Adjustment.Text, "regulations allow") {
		t.Errorf("weighting is read as optional by regulation: %q", o.Adjustment.Text)
	}
	o = outcomeOf(t, "misinformation", ruling.Context{}, misinfoSouth, ruling.Pick("explanation"), ruling.Pick("after-play"), ruling.Pick("weighted"),
		ruling.WeightedAnswer(ruling.Weighted{Contract: fourSpadesEast, Tricks: 10, Weight: 70}, ruling.Weighted{Contract: fourSpadesEast, Tricks: 9, Weight: 30}))
	script := strings.Join(o.Script(), " ")
	if !strings.Contains(script, "70% of 4♠= by East and 30% of 4♠-1 by East") {
		t.Errorf("the weighted score is not read to the table:\n%s", script)
	}
	if !slices.ContainsFunc(o.FollowUps, func(f ruling.FollowUp) bool { return f.Flow == "adjusted-score" }) {
		t.Errorf("no hand-over to the adjusted-score ruling for the weighted matchpoints: %+v", o.FollowUps)
	}
	if o.Adjustment.Law != law.L(12, "C1(c)") {
		t.Errorf("a weighted score is Law 12C1(c), got %s", o.Adjustment.Law)
	}
}

// README problem 1 in part: "failure to alert" found nothing; a missing announcement is the same
// infraction (Law 20F5(a)); a partner who used the missing alert is an unauthorized-information
// case too. Seen failing before the fix: "failure to alert" and "didn't announce" found nothing.
func TestMissingAlertOrAnnouncementIsFoundByWhatPlayersSay(t *testing.T) {
	for q, want := range map[string]string{
		"failure to alert":               "misinformation",
		"didn't announce":                "misinformation",
		"partner used the missing alert": uiID,
		"hesitated with a singleton":     uiID,
	} {
		var ids []string
		for _, f := range Search(q) {
			ids = append(ids, f.ID)
		}
		if !slices.Contains(ids, want) {
			t.Errorf("Search(%q) = %v, want %s among them", q, ids, want)
		}
	}
}
