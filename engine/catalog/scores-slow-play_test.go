package catalog

import (
	"slices"
	"strings"
	"testing"

	"tableside/engine/law"
	"tableside/engine/ruling"
)

// Law 12C2 as for the adjusted-score ruling (pzbs.pl, 2017 Law 12). Law 90B2, unduly slow play
// as a breach of procedure, and Law 90A, a procedural penalty on top of the rectification, are
// the 2017 numbering as the ACBL's and the EBU's directors' material cite it; not checked
// against the 2017 text itself.

func TestSlowPlayRulings(t *testing.T) {
	pick := ruling.Pick
	for _, tt := range []struct {
		name     string
		ctx      ruling.Context
		answers  []ruling.Answer
		ending   string
		ns, ew   string
		followUp string // the flow a follow-up links to, if any
	}{
		{"a board not played, North-South slow, ACBL pairs: 40% or lower, and 60% or higher, by session (Law 12C2(c))",
			ruling.Context{}, []ruling.Answer{pick("cancel"), pick("ns"), pick("pairs")}, "cancelled", "40% or the session percentage", "60% or the session percentage", "procedural-penalty"},
		{"the same under the EBU: the same rule",
			ruling.Context{Body: law.EBU}, []ruling.Answer{pick("cancel"), pick("ns"), pick("pairs")}, "cancelled", "40% or the session percentage", "60% or the session percentage", "procedural-penalty"},
		{"East-West slow at teams: +3 and −3 IMPs, or the session average",
			ruling.Context{}, []ruling.Answer{pick("cancel"), pick("ew"), pick("teams")}, "cancelled", "+3 IMPs or the session average", "−3 IMPs or the session average", "procedural-penalty"},
		{"both pairs slow: both directly at fault, 40% each or lower",
			ruling.Context{Body: law.WBF}, []ruling.Answer{pick("cancel"), pick("both"), pick("pairs")}, "cancelled", "40% or the session percentage", "40% or the session percentage", "procedural-penalty"},
		{"the delay was not theirs: 60% each or higher, no penalty",
			ruling.Context{Body: law.ABF}, []ruling.Answer{pick("cancel"), pick("neither"), pick("pairs")}, "cancelled", "60% or the session percentage", "60% or the session percentage", ""},
		{"both pairs partly at fault, or the director can't tell: 50% each whatever the session (README 8, failed before: no such answer)",
			ruling.Context{Body: law.EBU}, []ruling.Answer{pick("cancel"), pick("both-partly"), pick("pairs")}, "cancelled", "50%", "50%", "procedural-penalty"},
		{"both partly at fault at teams: no IMPs either way",
			ruling.Context{}, []ruling.Answer{pick("cancel"), pick("both-partly"), pick("teams")}, "cancelled", "0 IMPs", "0 IMPs", "procedural-penalty"},
		{"a board in progress when the round is called, no likely result: averages by fault (failed before: no such answer)",
			ruling.Context{}, []ruling.Answer{pick("unfinished"), pick("no"), pick("ew"), pick("pairs")}, "cancelled", "60% or the session percentage", "40% or the session percentage", "procedural-penalty"},
		{"the board can be played later: an interim ruling, come back before the end",
			ruling.Context{}, []ruling.Answer{pick("late")}, "late-play", "", "", "slow-play"},
		{"played, but slowly: the result stands, a word and a reminder",
			ruling.Context{}, []ruling.Answer{pick("played"), pick("ew")}, "played-slowly", "", "", "procedural-penalty"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			o := outcomeOf(t, "slow-play", tt.ctx, tt.answers...)
			if o.ID != tt.ending {
				t.Fatalf("ending %s, want %s", o.ID, tt.ending)
			}
			if tt.ns != "" {
				if o.Adjustment == nil || !o.Adjustment.Artificial || len(o.Workings) != 2 {
					t.Fatalf("no artificial score: %+v, %v", o.Adjustment, o.Workings)
				}
				if o.Workings[0].Value != tt.ns || o.Workings[1].Value != tt.ew {
					t.Errorf("North-South %s, East-West %s; want %s and %s", o.Workings[0].Value, o.Workings[1].Value, tt.ns, tt.ew)
				}
			} else if o.Adjustment != nil {
				t.Errorf("an adjusted score where the board is still to be played or was played: %+v", o.Adjustment)
			}
			linked := slices.ContainsFunc(o.FollowUps, func(f ruling.FollowUp) bool { return f.Flow == tt.followUp })
			if tt.followUp != "" && !linked {
				t.Errorf("no follow-up opening %s: %+v", tt.followUp, o.FollowUps)
			}
			if tt.followUp == "" && len(o.FollowUps) > 0 {
				t.Errorf("follow-ups for a delay that was nobody's: %+v", o.FollowUps)
			}
		})
	}
}

// The reminder to penalize names the body's standard, looked up, not written in the flow.
func TestSlowPlayRemindsOfTheBodysStandardPenalty(t *testing.T) {
	o := outcomeOf(t, "slow-play", ruling.Context{Body: law.EBU}, SlowPlay.Common...)
	if len(o.FollowUps) != 1 || !strings.Contains(o.FollowUps[0].Watch, "EBU's standard is 25% of a top at pairs, 6 IMPs at teams, 1 VP") {
		t.Errorf("follow-up %+v", o.FollowUps)
	}
	if o.Body != law.EBU {
		t.Errorf("the ruling used %v's options, want the EBU's", o.Body)
	}
	if len(SlowPlay.Common) > 4 {
		t.Errorf("the common slow-play ruling takes %d taps", len(SlowPlay.Common))
	}
}

// Law 12C1(a): a board still in progress when the round is called gets the likely result when it
// can be judged, not an average. Failed before the fix: the flow had no such answer.
func TestSlowPlayBoardInProgressWhenTheRoundIsCalled(t *testing.T) {
	o := outcomeOf(t, "slow-play", ruling.Context{Body: law.ABF}, ruling.Pick("unfinished"), ruling.Pick("yes"))
	if o.ID != "assign" || o.Adjustment == nil || o.Adjustment.Artificial {
		t.Fatalf("ending %s, adjustment %+v; want an assigned score", o.ID, o.Adjustment)
	}
	if !citesLaw(o, law.L(12, "C1(a)")) {
		t.Errorf("Law 12C1(a) not cited: %v", o.AllLaws())
	}
	if !slices.ContainsFunc(o.FollowUps, func(f ruling.FollowUp) bool { return f.Flow == "adjusted-score" }) {
		t.Errorf("no hand-over to the calculator: %+v", o.FollowUps)
	}
}

// A body whose standard penalty could not be confirmed is not said to have one (I37).
func TestSlowPlayDoesNotClaimAnUnconfirmedStandard(t *testing.T) {
	for _, body := range []law.Body{law.ACBL, law.ABF, law.WBF} {
		o := outcomeOf(t, "slow-play", ruling.Context{Body: body}, SlowPlay.Common...)
		watch := o.FollowUps[0].Watch
		if strings.Contains(watch, body.String()+"'s standard is") || !strings.Contains(watch, "could not be confirmed") {
			t.Errorf("%v: %q", body, watch)
		}
	}
}
