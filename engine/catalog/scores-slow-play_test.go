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
		{"a board not played, North-South slow, ACBL pairs: 40%, and 60% or the session percentage",
			ruling.Context{}, []ruling.Answer{pick("cancel"), pick("ns"), pick("pairs")}, "cancelled", "40%", "60% or the session percentage", "procedural-penalty"},
		{"the same under the EBU: 40% and 60%",
			ruling.Context{Body: law.EBU}, []ruling.Answer{pick("cancel"), pick("ns"), pick("pairs")}, "cancelled", "40%", "60%", "procedural-penalty"},
		{"East-West slow at teams: +3 and −3 IMPs",
			ruling.Context{}, []ruling.Answer{pick("cancel"), pick("ew"), pick("teams")}, "cancelled", "+3 IMPs", "−3 IMPs", "procedural-penalty"},
		{"both pairs slow: both directly at fault, 40% each",
			ruling.Context{Body: law.WBF}, []ruling.Answer{pick("cancel"), pick("both"), pick("pairs")}, "cancelled", "40%", "40%", "procedural-penalty"},
		{"the delay was not theirs: 60% each, no penalty",
			ruling.Context{Body: law.ABF}, []ruling.Answer{pick("cancel"), pick("neither"), pick("pairs")}, "cancelled", "60%", "60%", ""},
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
	if len(o.FollowUps) != 1 || !strings.Contains(o.FollowUps[0].Watch, "EBU's standard is 25% of a top (3 IMPs at teams)") {
		t.Errorf("follow-up %+v", o.FollowUps)
	}
	if o.Body != law.EBU {
		t.Errorf("the ruling used %v's options, want the EBU's", o.Body)
	}
	if len(SlowPlay.Common) > 4 {
		t.Errorf("the common slow-play ruling takes %d taps", len(SlowPlay.Common))
	}
}
