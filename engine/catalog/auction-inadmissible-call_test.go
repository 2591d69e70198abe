package catalog

import (
	"slices"
	"strings"
	"tableside/engine/bridge"
	"testing"

	"tableside/engine/law"
	"tableside/engine/ruling"
)

// Laws 35 to 39 checked against the 2017 text with the search tool:
//   - Law 36 (inadmissible doubles and redoubles): the 2017 English transcription at
//     south-waikato.bridge-club.org/node/575 and the Polish federation's 2017 edition
//     (pzbs.pl/sedziowie/mpb/2017/pl/p36.html). 36A: if the offender's LHO calls before
//     rectification, the inadmissible call and all later calls are cancelled, the auction
//     reverts to the player in turn as if there had been no irregularity, and Law 26B does not
//     apply. 36B: the call is cancelled, the offender substitutes a legal call, and the
//     offender's partner passes "for the remainder of the auction" (do końca licytacji) — not
//     only at the next turn, as a brief for this work said; 72C and 26B may apply. 36B4: out of
//     turn, the auction reverts to the player in turn and the partner is barred the same way.
//     36C: found after the opening lead is faced, the contract is scored as if the call had not
//     been made.
//   - Law 37 (pzbs.pl/sedziowie/mpb/2017/pl/p37.html, and an EBU forum quote of 37A): a call
//     stands if the offender's LHO called before the ruling (a rest-of-auction bar still holds,
//     no 26B); otherwise it is cancelled, a pass substituted, and both members of the
//     offending side pass for the rest of the auction; 72C and 26B may apply.
//   - Law 38 (pzbs.pl/sedziowie/mpb/2017/en/l38.html): no contract above seven is ever played;
//     the bid and any later calls are cancelled; a pass is substituted and each member of the
//     offending side passes whenever it is their turn; 72C and 26B may apply "except that if
//     the offender's LHO had called subsequent to the infraction and before rectification there
//     is no recourse to these Laws".
//   - Law 39 (laws.hellasbridge.org/law_39): all calls after the final pass are cancelled; no
//     further rectification if the offender's LHO called before rectification, or the call was a
//     pass by a defender or any call by the future declarer or dummy; a bid, double or redouble
//     by a defender, not followed by an LHO call, may bring the lead restrictions of 26B.
//
// The older ACBL Duplicate Decisions (the seed of Laws 17-40) treats these as calls that can be
// "accepted" under Law 35 and lets an accepted bid above seven proceed without penalty; that is
// pre-2017, and the tests below hold the 2017 rule.

func TestInadmissibleCallRulings(t *testing.T) {
	type pass struct {
		role   ruling.Role
		length ruling.PassLength
		law    law.Ref
	}
	tests := []struct {
		name     string
		answers  []string
		ending   string
		passes   []pass
		leads    bool    // Law 26B lead restrictions follow
		cites    law.Ref // the deciding paragraph, read aloud
		summary  string
		notCited []law.Ref
	}{
		{"doubling partner's bid, nobody has called since: partner passes for the rest of the auction, not once",
			[]string{"double", "in-turn"}, "double-cancelled",
			[]pass{{ruling.OffendersPartner, ruling.RestOfAuction, law.L(36, "B2")}}, true, law.L(36, "B2"), "such as a double of partner's bid", nil},
		{"an inadmissible double out of turn cannot be accepted: back to the player in turn, partner barred",
			[]string{"double", "out-of-turn"}, "double-out-of-turn",
			[]pass{{ruling.OffendersPartner, ruling.RestOfAuction, law.L(36, "B4")}}, true, law.L(36, "B4"), "cannot be accepted", nil},
		{"the next player called over an inadmissible double: it does not accept it; everything back to it is cancelled, nobody barred",
			[]string{"double", "lho-called"}, "double-lho-called", nil, false, law.L(36, "A"), "does not accept it", []law.Ref{law.L(26, "B")}},
		{"boundary: found after the opening lead, the contract is scored as if it had not been made",
			[]string{"double", "after-lead"}, "double-after-lead", nil, false, law.L(36, "C"), "after the opening lead", nil},
		{"a barred player bids and the director is called at once: both players of the side pass for the rest of the auction",
			[]string{"barred", "no"}, "barred-cancelled",
			[]pass{{ruling.Offender, ruling.RestOfAuction, law.L(37, "B2")}, {ruling.OffendersPartner, ruling.RestOfAuction, law.L(37, "B2")}},
			true, law.L(37, "B2"), "A player who had to pass", nil},
		{"boundary: a barred player bids and the next player calls: the call stands, with no lead restrictions",
			[]string{"barred", "lho-called"}, "barred-stands", nil, false, law.L(37, "A"), "stand", []law.Ref{law.L(26, "B")}},
		{"a bid of 8♠: cancelled, and both players of the side pass for the rest of the auction",
			[]string{"above-seven", "no"}, "seven-cancelled",
			[]pass{{ruling.Offender, ruling.RestOfAuction, law.L(38, "C")}, {ruling.OffendersPartner, ruling.RestOfAuction, law.L(38, "C")}},
			true, law.L(38, "C"), "No contract above seven may ever be played", nil},
		{"boundary: a bid above seven the next player called over is still cancelled and the side still passes, without lead restrictions",
			[]string{"above-seven", "lho-called"}, "seven-lho-called",
			[]pass{{ruling.Offender, ruling.RestOfAuction, law.L(38, "C")}, {ruling.OffendersPartner, ruling.RestOfAuction, law.L(38, "C")}},
			false, law.L(38, "D"), "changes nothing for the auction", []law.Ref{law.L(26, "B"), law.L(72, "C")}},
		{"a defender bids after the final pass: cancelled, and declarer may forbid one suit",
			[]string{"after-final-pass", "defender-action"}, "after-final-defender", nil, true, law.L(39, "C"), "A defender bid, doubled or redoubled after the auction had ended", nil},
		{"a defender passes after the final pass: cancelled, nothing more",
			[]string{"after-final-pass", "defender-pass"}, "after-final-no-rectification", nil, false, law.L(39, "B"), "A defender passed", []law.Ref{law.L(26, "B")}},
		{"declarer's side calls after the final pass: cancelled, nothing more",
			[]string{"after-final-pass", "declaring-side"}, "after-final-no-rectification", nil, false, law.L(39, "B"), "Declarer or dummy called", []law.Ref{law.L(26, "B")}},
		{"boundary: a defender's bid after the final pass, called over by the next player: nothing more",
			[]string{"after-final-pass", "lho-called"}, "after-final-no-rectification", nil, false, law.L(39, "B"), "called over it before the ruling", []law.Ref{law.L(26, "B")}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var answers []ruling.Answer
			for _, a := range tc.answers {
				answers = append(answers, ruling.Pick(a))
			}
			o := outcomeOf(t, "inadmissible-call", ruling.Context{}, answers...)
			if o.ID != tc.ending {
				t.Fatalf("ending %q, want %q", o.ID, tc.ending)
			}
			if len(o.MustPass) != len(tc.passes) {
				t.Fatalf("must pass %+v, want %+v", o.MustPass, tc.passes)
			}
			for i, p := range tc.passes {
				m := o.MustPass[i]
				if m.Who.Role != p.role || m.Length != p.length || m.Law != p.law {
					t.Errorf("must pass %d: %v %v (%v), want %v %v (%v)", i, m.Who.Role, m.Length, m.Law, p.role, p.length, p.law)
				}
			}
			if leads := len(o.LeadRestrictions) > 0; leads != tc.leads {
				t.Errorf("lead restrictions %v, want %v", o.LeadRestrictions, tc.leads)
			}
			for _, l := range o.LeadRestrictions {
				if l.Rule != ruling.MayProhibit || l.On.Role != ruling.OffendersPartner {
					t.Errorf("lead restriction %+v: declarer may only forbid, on the offender's partner", l)
				}
			}
			if tc.leads {
				linked := slices.ContainsFunc(o.FollowUps, func(f ruling.FollowUp) bool { return f.Flow == "withdrawn-call-leads" })
				if !linked {
					t.Error("no follow-up links to the lead-restriction calculator")
				}
			}
			if !slices.Contains(o.Laws, tc.cites) {
				t.Errorf("reads %v aloud, want %v among them", o.Laws, tc.cites)
			}
			for _, r := range tc.notCited {
				if citesLaw(o, r) {
					t.Errorf("cites %v, which does not apply here", r)
				}
			}
			if !strings.Contains(o.Summary, tc.summary) {
				t.Errorf("summary %q lacks %q", o.Summary, tc.summary)
			}
		})
	}
}

func TestInadmissibleCallIsFoundByWhatPlayersSay(t *testing.T) {
	for _, q := range []string{"bid 8", "bid eight", "doubled partner", "doubled their own partner", "bid after the final pass",
		"called after the auction ended", "inadmissible double"} {
		got := Search(q)
		if len(got) == 0 || got[0].ID != "inadmissible-call" {
			t.Errorf("Search(%q) = %v, want inadmissible-call first", q, ids(got))
		}
	}
}

// A bid above seven by East: the script names East and West, never "the player who".
func TestInadmissibleCallScriptSpeaksPlainly(t *testing.T) {
	o := outcomeOf(t, "inadmissible-call", ruling.Context{}, ruling.SeatAnswer(bridge.East), ruling.Pick("above-seven"), ruling.Pick("no"))
	script := strings.Join(o.Script(), "\n")
	for _, want := range []string{
		"East must pass for the rest of the auction.",
		"West must pass for the rest of the auction.",
		"If East becomes a defender, when West first has the lead",
		"for as long as West keeps the lead",
		"declarer may forbid the lead of any one suit East did not specify in the legal auction",
	} {
		if !strings.Contains(script, want) {
			t.Errorf("script lacks %q:\n%s", want, script)
		}
	}
	if strings.Contains(script, "the player who") {
		t.Errorf("with East's seat given, the script still names a player by what they did:\n%s", script)
	}
}

// A bid above seven logged before the seat question existed still opens, and names the
// players in plain words.
func TestInadmissibleCallLoggedWithoutASeatSpeaksInWords(t *testing.T) {
	st, err := Decide(ruling.Session{Flow: "inadmissible-call", Answers: []ruling.Given{
		{Step: "which", Answer: ruling.Pick("above-seven")}, {Step: "seven-since", Answer: ruling.Pick("no")}}})
	if err != nil || !st.Done() {
		t.Fatalf("the logged ruling no longer opens: %v %+v", err, st)
	}
	script := strings.Join(st.Outcome.Script(), "\n")
	for _, want := range []string{
		"The player who bid above seven must pass for the rest of the auction.",
		"The partner of the player who bid above seven must pass for the rest of the auction.",
	} {
		if !strings.Contains(script, want) {
			t.Errorf("script lacks %q:\n%s", want, script)
		}
	}
}

// Law 17D3 (2017; pzbs.pl/sedziowie/mpb/2017/en/l17.html): three passes after a call do not end
// the auction if one was out of rotation and took a player's turn. That player's "bid after
// three passes" is a legal call at the turn they kept, not a Law 39 call to cancel, and it
// brings no lead restriction.
func TestBidAfterThreePassesWhenAPassOutOfTurnSkippedThePlayer(t *testing.T) {
	checkOutcomes(t, "inadmissible-call", []outcomeCase{
		{"the skipped player bids after what looked like the final pass", picks("after-final-pass", "skipped"), "skipped-player-called",
			[]law.Ref{law.L(17, "D3"), law.L(16, "C2")}, func(t *testing.T, o *ruling.Outcome) {
				if len(o.LeadRestrictions) > 0 || len(o.MustPass) > 0 {
					t.Errorf("a legal call is rectified: %+v %+v", o.LeadRestrictions, o.MustPass)
				}
				if citesLaw(o, law.L(39, "A")) {
					t.Errorf("cites Law 39A, which applies only once the auction has ended: %v", o.AllLaws())
				}
				if !slices.ContainsFunc(o.FollowUps, func(f ruling.FollowUp) bool { return f.Flow == "retention-of-right-to-call" }) {
					t.Errorf("no link to retention-of-right-to-call: %+v", o.FollowUps)
				}
			}},
		{"boundary: every pass was in turn, and a defender bid: cancelled, declarer may forbid a suit",
			picks("after-final-pass", "defender-action"), "after-final-defender", []law.Ref{law.L(39, "C")}, nil},
	})
}

// Under Law 36B2 the offender chooses the replacement for a double not allowed, and a comparable
// one brings no lead restriction (Law 26A): the table must hear that with the restriction.
func TestCancelledDoubleReadsTheComparableException(t *testing.T) {
	for _, answers := range [][]string{{"double", "in-turn"}, {"double", "out-of-turn"}} {
		o := outcomeOf(t, "inadmissible-call", ruling.Context{}, picks(answers...)...)
		script := strings.ToLower(strings.Join(o.Script(), " "))
		if !strings.Contains(script, "unless the call that replaces the double or redouble is comparable") {
			t.Errorf("%v: the read text omits the comparable-call exception:\n%s", answers, script)
		}
	}
	barred := outcomeOf(t, "inadmissible-call", ruling.Context{}, picks("barred", "no")...)
	if strings.Contains(strings.Join(barred.Script(), " "), "comparable") {
		t.Errorf("boundary: a barred player's cancelled call has no replacement to compare")
	}
}

// Law 37A: the call over which the next player called stands; a one-turn obligation is used up
// by it, and the withdrawn call that created the obligation stays unauthorized (16C2).
func TestBarredCallThatStandsUsesUpAOneTurnPass(t *testing.T) {
	o := outcomeOf(t, "inadmissible-call", ruling.Context{}, picks("barred", "lho-called")...)
	said := ""
	for _, e := range o.Automatic {
		said += e.Text + " "
	}
	if !strings.Contains(said, "pass only once") {
		t.Errorf("nothing on a one-turn obligation: %s", said)
	}
	if !slices.ContainsFunc(o.Information, func(i ruling.InfoRule) bool { return !i.Authorized && i.Law == law.L(16, "C2") }) {
		t.Errorf("no 16C2 line for the earlier withdrawn call: %+v", o.Information)
	}
}
