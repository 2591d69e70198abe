package catalog

import (
	"slices"
	"strings"
	"testing"

	"tableside/engine/law"
	"tableside/engine/ruling"
)

// Law text checked against the 2017 Laws: Law 42 as published at pzbs.pl/sedziowie/mpb/2017/en/l42.html
// (42A1-A3, 42B1 dummy may ask declarer but not a defender, 42B2 try to prevent an irregularity,
// 42B3 draw attention only after play ends); Law 43 in its 2017 text at bridgevid.com/2017/07/12/
// dummys-rights-and-limitations (43A1(a)-(c), 43A2(a)-(c), 43A3, 43B1 procedural penalty, 43B2(a)
// either defender chooses the hand, 43B2(b) Law 64 as if the revoke were established, 43B3 no
// immediate rectification, only the defenders' score adjusted if they gained); Law 45F as cited in
// 42A3. That a dummy who has not broken 43A2 and points out a defender's irregularity leaves it to be
// rectified as usual, with a procedural penalty for dummy: EBU TD forum, "Dummy draws attention to
// an irregularity" (ebu.co.uk/forum/discussion/459) and "Dummy's rights" (discussion/730). The
// 43B2(b) revoke counted as established: EBU White Book (2004), 43.1, citing WBFLC minutes.

func TestDummyRights(t *testing.T) {
	p := ruling.Pick
	tests := []struct {
		name    string
		answers []ruling.Answer
		ending  string
		reads   law.Ref
		link    string
		interim bool
	}{
		{"what dummy may and may not do", []ruling.Answer{p("reference")}, "reference", law.L(42, ""), "", false},
		{"dummy pointed out a defender's revoke during play, had not looked at a hand: rectified as usual",
			[]ruling.Answer{p("defender-irregularity"), p("no")}, "rectify-normally", law.L(43, "A1(b)"), "revoke", false},
		// Finding D7: dummy who has looked at a hand points out a defenders' lead out of turn.
		{"dummy had looked at a hand and pointed out a defender's lead out of turn: no rectification now",
			[]ruling.Answer{p("defender-irregularity"), p("yes"), p("play-on")}, "no-rectification-now", law.L(43, "B3"), "dummy-rights", true},
		{"after play: the defenders gained from their irregularity, only their score is adjusted",
			[]ruling.Answer{p("defender-irregularity"), p("yes"), p("gained")}, "defenders-adjusted", law.L(43, "B3"), "", false},
		{"after play: the defenders did not gain, the table result stands",
			[]ruling.Answer{p("defender-irregularity"), p("yes"), p("no-gain")}, "table-result-stands", law.L(43, "B3"), "", false},
		// Finding D8: dummy may ask declarer about a revoke (42B1), and is told so.
		{"dummy asked declarer 'no spades?', had not looked: allowed, the revoke ruled as usual",
			[]ruling.Answer{p("revoke-question"), p("no")}, "may-ask", law.L(42, "B1"), "revoke", false},
		{"dummy had looked at a hand, then was first to ask about declarer's revoke: Law 64 as if established",
			[]ruling.Answer{p("revoke-question"), p("yes"), p("yes")}, "revoke-as-established", law.L(43, "B2(b)"), "revoke", false},
		{"dummy warned declarer about leading from the wrong hand: allowed",
			[]ruling.Answer{p("lead-warning"), p("no")}, "may-warn", law.L(42, "B2"), "", false},
		{"dummy had looked at a hand, then warned declarer about the lead: the defenders choose the hand",
			[]ruling.Answer{p("lead-warning"), p("yes")}, "defenders-choose-hand", law.L(43, "B2(a)"), "", false},
		{"dummy suggested a play: play on, adjust at the end if it damaged the defenders",
			[]ruling.Answer{p("suggested"), p("play-on")}, "suggested", law.L(45, "F"), "dummy-rights", true},
		{"after play, the suggestion damaged the defenders: adjust",
			[]ruling.Answer{p("suggested"), p("damaged")}, "suggestion-adjusted", law.L(45, "F"), "", false},
		{"after play, no damage: the result stands",
			[]ruling.Answer{p("suggested"), p("no-damage")}, "table-result-stands", law.L(45, "F"), "", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if len(tc.answers) > 4 {
				t.Fatalf("%d answers", len(tc.answers))
			}
			o := outcomeOf(t, "dummy-rights", ruling.Context{}, tc.answers...)
			if o.ID != tc.ending {
				t.Fatalf("ending = %q, want %q", o.ID, tc.ending)
			}
			if len(o.Laws) == 0 || o.Laws[0] != tc.reads {
				t.Errorf("reads %v, want %v first", o.Laws, tc.reads)
			}
			if o.Interim != tc.interim {
				t.Errorf("interim = %v, want %v", o.Interim, tc.interim)
			}
			if tc.link != "" && !slices.ContainsFunc(o.FollowUps, func(f ruling.FollowUp) bool { return f.Flow == tc.link }) {
				t.Errorf("follow-ups %+v do not link %q", o.FollowUps, tc.link)
			}
		})
	}
}

func TestDummyWhoLookedGetsNoRectificationForTheDefenders(t *testing.T) {
	o := outcomeOf(t, "dummy-rights", ruling.Context{}, ruling.Pick("defender-irregularity"), ruling.Pick("yes"), ruling.Pick("play-on"))
	if len(o.PenaltyCards) > 0 || !o.Chooser.IsZero() || o.Transfer != nil {
		t.Errorf("no immediate rectification: no penalty card, no choice, no transfer; got %+v / %+v / %+v", o.PenaltyCards, o.Chooser, o.Transfer)
	}
	if len(o.Cases) != 2 {
		t.Errorf("cases = %+v, want one for a gain by the defenders and one without", o.Cases)
	}
	adjusted := outcomeOf(t, "dummy-rights", ruling.Context{}, ruling.Pick("defender-irregularity"), ruling.Pick("yes"), ruling.Pick("gained"))
	if adjusted.Adjustment == nil || !strings.Contains(adjusted.Adjustment.Text, "keeps the score") {
		t.Errorf("only the defenders' score is adjusted; declarer's side keeps the table score: %+v", adjusted.Adjustment)
	}
}

func TestDummyPenaltiesAndRights(t *testing.T) {
	p := ruling.Pick
	for _, answers := range [][]ruling.Answer{{p("defender-irregularity"), p("no")}, {p("revoke-question"), p("yes"), p("yes")}, {p("lead-warning"), p("yes")}} {
		o := outcomeOf(t, "dummy-rights", ruling.Context{}, answers...)
		if !citesLaw(o, law.L(43, "B1")) {
			t.Errorf("%s: dummy's procedural penalty (43B1) not mentioned: %v", o.ID, o.AllLaws())
		}
	}
	ask := outcomeOf(t, "dummy-rights", ruling.Context{}, p("revoke-question"), p("no"))
	if !strings.Contains(ask.Summary, "not a defender") {
		t.Errorf("dummy may ask declarer, not a defender (42B1): %q", ask.Summary)
	}
	ref := outcomeOf(t, "dummy-rights", ruling.Context{}, p("reference"))
	for _, r := range []law.Ref{law.L(42, "A1"), law.L(42, "B1"), law.L(42, "B2"), law.L(42, "B3"), law.L(43, "A1(a)"), law.L(43, "A1(b)"), law.L(43, "A1(c)"), law.L(43, "A2"), law.L(43, "A3")} {
		if !citesLaw(ref, r) {
			t.Errorf("the reference lacks %v", r)
		}
	}
}

func TestDummyRightsAreFoundByWhatPlayersSay(t *testing.T) {
	for _, q := range []string{"dummy said you revoked", "dummy looked at my hand", "dummy warned declarer", "what may dummy do"} {
		got := Search(q)
		if len(got) == 0 || got[0].ID != "dummy-rights" {
			ids := []string{}
			for _, f := range got {
				ids = append(ids, f.ID)
			}
			t.Errorf("Search(%q) = %v, want dummy-rights first", q, ids)
		}
	}
}

// Law 43A3 (bridgevid.com 2017 Law 43): a defender may not show dummy their hand; a dummy who was
// shown a card has not broken 43A2 and keeps the rights of Law 42. The outcomes read only the limit
// dummy broke, and the procedural penalty is the director's to weigh, not read aloud (finding P23).
func TestDummyShownADefendersCardKeepsTheirRights(t *testing.T) {
	checkOutcomes(t, "dummy-rights", []outcomeCase{
		{name: "a defender showed dummy their cards, dummy then pointed out a defender's revoke: rectified as usual",
			answers: picks("defender-irregularity", "shown"), ending: "rectify-normally", laws: []law.Ref{law.L(43, "A1(b)")},
			check: func(t *testing.T, o *ruling.Outcome) {
				if !strings.Contains(strings.Join(o.Notes, " "), "43A3") {
					t.Errorf("the note should name the defender's breach (43A3): %v", o.Notes)
				}
			}},
		{name: "a defender showed dummy their cards, dummy then warned declarer: allowed",
			answers: picks("lead-warning", "shown"), ending: "may-warn", laws: []law.Ref{law.L(42, "B2")}},
		{name: "dummy swapped hands, then warned declarer: the defenders choose, and only that breach is read",
			answers: picks("lead-warning", "swapped"), ending: "defenders-choose-hand", laws: []law.Ref{law.L(43, "B2(a)"), law.L(43, "B1")},
			check: func(t *testing.T, o *ruling.Outcome) {
				script := strings.Join(o.Script(), " ")
				if !strings.Contains(script, "swapped hands with declarer") || strings.Contains(script, "looked at a defender") {
					t.Errorf("read only the limit dummy broke: %s", script)
				}
				if strings.Contains(script, "procedural penalty") {
					t.Errorf("the procedural penalty is for the director, not read aloud: %s", script)
				}
			}},
	})
}

// Law 43B2(b) (bridgevid.com 2017 Law 43): declarer must substitute a correct card only if the play
// was illegal; the defenders may then withdraw cards played after it (62C1); who won the revoke
// trick is judged with the substituted card (EBU White Book 2004, 43.1, WBFLC minute) (finding P24).
func TestDummyWhoLookedAsksAboutARevoke(t *testing.T) {
	checkOutcomes(t, "dummy-rights", []outcomeCase{
		{name: "declarer had a card of the suit: replaced, transfer as if established, defenders may change",
			answers: picks("revoke-question", "yes", "yes"), ending: "revoke-as-established", laws: []law.Ref{law.L(43, "B2(b)"), law.L(62, "C1")},
			check: func(t *testing.T, o *ruling.Outcome) {
				if !strings.Contains(strings.Join(o.Notes, " "), "substituted card") {
					t.Errorf("judge the revoke trick with the substituted card: %v", o.Notes)
				}
			}},
		{name: "boundary: declarer had none of the suit: nothing follows", answers: picks("revoke-question", "yes", "no"),
			ending: "no-revoke", laws: []law.Ref{law.L(43, "B2(b)")},
			check: func(t *testing.T, o *ruling.Outcome) {
				if o.Transfer != nil || len(o.FollowUps) != 1 || o.FollowUps[0].Flow != "" {
					t.Errorf("no revoke, no transfer: %+v %+v", o.Transfer, o.FollowUps)
				}
			}},
	})
}

// Law 43A1(a), 43A1(b), 43A2, 43B1 and 45F (bridgevid.com 2017 Law 43; pzbs.pl Law 45): dummy's
// breach on its own, dummy calling the director, dummy pointing out declarer's own irregularity, and
// touching a card to arrange dummy's cards (finding P25).
func TestDummyOnTheirOwn(t *testing.T) {
	checkOutcomes(t, "dummy-rights", []outcomeCase{
		{name: "dummy looked at a defender's hand, nothing more: a procedural penalty, rights lost for later",
			answers: picks("breach-only"), ending: "breach-only", laws: []law.Ref{law.L(43, "A2"), law.L(43, "B1"), law.L(43, "B2")}},
		{name: "dummy called the director after a defender drew attention: allowed",
			answers: picks("dummy-called", "yes"), ending: "may-call", laws: []law.Ref{law.L(43, "A1(a)")}},
		{name: "boundary: dummy called the director unprompted", answers: picks("dummy-called", "no"), ending: "called-unasked",
			laws: []law.Ref{law.L(43, "A1(a)"), law.L(43, "B1")}},
		{name: "dummy said \"you're in dummy\" after declarer led from hand: the lead out of turn is ruled",
			answers: picks("declarer-irregularity"), ending: "declarer-irregularity", laws: []law.Ref{law.L(43, "A1(b)"), law.L(55, "")}},
	})
	what := Lookup("dummy-rights").Steps[0]
	if i := slices.IndexFunc(what.Options, func(o ruling.Option) bool { return o.ID == "suggested" }); i < 0 || !strings.Contains(what.Options[i].Help, "arrange") {
		t.Errorf("touching a card to arrange dummy is not a suggestion (45F)")
	}
	for _, q := range []string{"dummy looked at my hand", "dummy called the director"} {
		if got := Search(q); len(got) == 0 || got[0].ID != "dummy-rights" {
			t.Errorf("Search(%q) should find dummy-rights first", q)
		}
	}
}
