package catalog

import (
	"slices"
	"strings"
	"testing"

	"tableside/engine/bridge"
	"tableside/engine/law"
	"tableside/engine/ruling"
)

// Law text checked against the 2017 Laws:
//   - Law 68 as published at pzbs.pl/sedziowie/mpb/2017/en/l68.html: 68B2 (a defender's concession
//     objected to at once by partner is neither a concession nor a claim; play continues; cards
//     shown are not penalty cards; Law 16C for partner), 68C, 68D.
//   - Law 68D2(b), play continuing only if all four players agree: EBU TD forum, "Doubted Claim -
//     Law 68 D 2 (b)" (ebu.co.uk/forum/discussion/562), with the EBU's answer that without all four
//     agreeing the claim is adjudicated and the later play is evidence.
//   - Law 70 as published at pzbs.pl/sedziowie/mpb/2017/en/l70.html: 70A (doubtful points against
//     the claimer), 70B1-B3 (the Director *may* require the cards faced), 70C1-C3, 70D1, 70D2,
//     70E1 (no "irrational" exception), 70E2 (the regulating authority may specify a suit order).
//     The 1997 text with the "unless failure to adopt this line of play would be irrational"
//     exception: jfr.pzbs.pl/laws/node9/law70.htm.
//   - Laws 69 and 71 in their 2017 English text at laws.hellasbridge.org/law_69 and law_71 (69A
//     agreement established before a call on a later board or the end of the round; 69B1/B2 within
//     the Correction Period of 79C; 71A/71B; "normal" includes careless or inferior play).
//
// Hand-worked scores (Law 77) used below: 4♠ making 10 tricks +420 not vulnerable; one down −50
// not vulnerable, −100 vulnerable; two down −100 not vulnerable; ten down undoubled −500 not
// vulnerable; 3NT with 10 tricks +430, with 9 +400 not vulnerable; 4♥ doubled two down −300, one
// down −100 not vulnerable; 4♠ with 9 tricks after a concession cancelled back to 10: +420.

func fourSpadesSouth() bridge.Contract {
	return bridge.Contract{Level: 4, Strain: bridge.SpadesStrain, Declarer: bridge.South}
}

func TestClaimChecklistAwardsTricksAndRescores(t *testing.T) {
	threeNTWest := bridge.Contract{Level: 3, Strain: bridge.NoTrump, Declarer: bridge.West}
	fourHeartsDoubledSouth := bridge.Contract{Level: 4, Strain: bridge.HeartsStrain, Risk: bridge.Doubled, Declarer: bridge.South}
	p := ruling.Pick
	tests := []struct {
		name    string
		ctx     ruling.Context
		answers []ruling.Answer
		ending  string
		tricks  int // declarer's tricks after the ruling
		score   int
		reads   law.Ref // the deciding Law, read aloud first
	}{
		// The director course: spades are trumps, declarer claims with no statement and a trump
		// still out; if declarer may not have known of it, a trick goes to the defence because a
		// careless ruff can be overruffed.
		{"declarer claims the rest, forgets a trump still out: one trick to the defenders",
			ruling.Context{},
			[]ruling.Answer{p("declarer"), p("none"), p("yes"), p("yes"), p("yes"), ruling.ResultAnswer(fourSpadesSouth(), 10), ruling.CountAnswer(1), p("no")},
			"trump-trick", 9, -50, law.L(70, "C")},
		{"the same claim on a board where North-South are vulnerable: the board sets the score",
			ruling.Context{Board: 2},
			[]ruling.Answer{p("declarer"), p("none"), p("yes"), p("yes"), p("yes"), ruling.ResultAnswer(fourSpadesSouth(), 10), ruling.CountAnswer(1)},
			"trump-trick", 9, -100, law.L(70, "C")},
		// Law 70C needs all three conditions: a claimer who clearly knew of the trump loses nothing for it.
		{"a trump still out but the claimer clearly knew of it: the claim stands",
			ruling.Context{},
			[]ruling.Answer{p("declarer"), p("stated"), p("yes"), p("no"), p("no"), p("no"), ruling.ResultAnswer(fourSpadesSouth(), 10), p("no")},
			"claim-stands", 10, 420, law.L(70, "A")},
		{"a trump out and the claimer may not have known, but no normal play loses a trick to it",
			ruling.Context{},
			[]ruling.Answer{p("declarer"), p("none"), p("yes"), p("yes"), p("no"), p("no"), p("no"), ruling.ResultAnswer(fourSpadesSouth(), 10), p("no")},
			"claim-stands", 10, 420, law.L(70, "A")},
		{"3NT claimed for ten tricks that need an unstated finesse: the finesse is not allowed",
			ruling.Context{},
			[]ruling.Answer{p("declarer"), p("none"), p("no"), p("yes"), ruling.ResultAnswer(threeNTWest, 10), ruling.CountAnswer(1), p("no")},
			"unstated-finesse", 9, 400, law.L(70, "E1")},
		// Law 70E1's own exception: an opponent had already shown out of the suit.
		{"the finesse would need no guess: an opponent had already shown out of the suit",
			ruling.Context{},
			[]ruling.Answer{p("declarer"), p("none"), p("no"), p("shown-out"), p("no"), ruling.ResultAnswer(threeNTWest, 10), p("no")},
			"claim-stands", 10, 430, law.L(70, "A")},
		// The director course: declarer thought both black suits were winners and cannot amend the
		// statement to play spades first (Law 70D1).
		{"a stated line that fails on a careless but normal play: two tricks to the defenders",
			ruling.Context{},
			[]ruling.Answer{p("declarer"), p("stated"), p("no"), p("no"), p("yes"), ruling.ResultAnswer(fourSpadesSouth(), 10), ruling.CountAnswer(2), p("no")},
			"normal-line", 8, -100, law.L(70, "A")},
		// A defender's claim: tricks go back to declarer, so declarer's count goes up.
		{"a defender claims two more to beat 4♥ doubled, relying on partner's choice of play",
			ruling.Context{},
			[]ruling.Answer{p("defender"), p("stated"), p("no"), p("no"), p("yes"), ruling.ResultAnswer(fourHeartsDoubledSouth, 8), ruling.CountAnswer(1), p("no")},
			"normal-line", 9, -100, law.L(70, "A")},
		{"boundary: every claimed trick goes, declarer left with none",
			ruling.Context{Board: 1},
			[]ruling.Answer{p("declarer"), p("none"), p("no"), p("no"), p("yes"), ruling.ResultAnswer(fourSpadesSouth(), 10), ruling.CountAnswer(10)},
			"normal-line", 0, -500, law.L(70, "A")},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			o := outcomeOf(t, "claim", tc.ctx, tc.answers...)
			if o.ID != tc.ending {
				t.Fatalf("ending = %q, want %q", o.ID, tc.ending)
			}
			a := o.Adjustment
			if a == nil || a.Assigned == nil {
				t.Fatalf("the ruling must state the result it gives: %+v", a)
			}
			if a.Assigned.Tricks != tc.tricks || a.Assigned.Score != tc.score {
				t.Errorf("assigned = %s, want %d tricks scoring %+d", a.Assigned, tc.tricks, tc.score)
			}
			if len(o.Laws) == 0 || o.Laws[0] != tc.reads {
				t.Errorf("Laws read aloud = %v, want %v first", o.Laws, tc.reads)
			}
			script := strings.Join(o.Script(), " ")
			if !strings.Contains(script, a.Assigned.String()) {
				t.Errorf("the script does not state the result: %s", script)
			}
		})
	}
}

func TestClaimCitesTheParagraphThatDecided(t *testing.T) {
	p := ruling.Pick
	t.Run("a stated line held to its statement cites Law 70D1", func(t *testing.T) {
		o := outcomeOf(t, "claim", ruling.Context{Board: 1}, p("declarer"), p("stated"), p("no"), p("no"), p("yes"),
			ruling.ResultAnswer(fourSpadesSouth(), 10), ruling.CountAnswer(1))
		if !slices.Contains(o.Laws, law.L(70, "D1")) || slices.Contains(o.Laws, law.L(70, "D2")) {
			t.Errorf("laws = %v, want 70D1 and not 70D2", o.Laws)
		}
	})
	t.Run("a defender's claim relying on partner's play cites Law 70D2", func(t *testing.T) {
		o := outcomeOf(t, "claim", ruling.Context{Board: 1}, p("defender"), p("none"), p("no"), p("no"), p("yes"),
			ruling.ResultAnswer(fourSpadesSouth(), 8), ruling.CountAnswer(1))
		if !slices.Contains(o.Laws, law.L(70, "D2")) {
			t.Errorf("laws = %v, want 70D2", o.Laws)
		}
	})
}

func TestClaimRefusesMoreTricksThanTheClaimHad(t *testing.T) {
	p := ruling.Pick
	tests := []struct {
		name    string
		answers []ruling.Answer
		count   int
		want    string
	}{
		{"declarer's claim gave 10 tricks: 11 cannot go",
			[]ruling.Answer{p("declarer"), p("none"), p("no"), p("no"), p("yes"), ruling.ResultAnswer(fourSpadesSouth(), 10)}, 11,
			"declarer's side has only 10 tricks"},
		{"a defender's claim left declarer 12 tricks: 2 cannot come back",
			[]ruling.Answer{p("defender"), p("none"), p("no"), p("no"), p("yes"), ruling.ResultAnswer(fourSpadesSouth(), 12)}, 2,
			"the defenders have only 1 trick"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s, _ := Start("claim", ruling.Context{})
			for _, a := range tc.answers {
				s = mustAnswer(t, s, a)
			}
			if _, err := Answer(s, ruling.CountAnswer(tc.count)); err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error = %v, want it to say %q", err, tc.want)
			}
			if _, err := Answer(s, ruling.CountAnswer(tc.count-1)); err != nil {
				t.Errorf("one fewer (the boundary) is refused: %v", err)
			}
		})
	}
}

// Found by the fuzz test: a result that leaves the losing side no trick to give cannot lead to
// a ruling that moves one.
func TestClaimResultMustLeaveATrickToMove(t *testing.T) {
	p := ruling.Pick
	for _, tc := range []struct {
		name    string
		answers []ruling.Answer
		tricks  int
		ok      bool
	}{
		{"a defender's claim leaving declarer all thirteen", []ruling.Answer{p("defender"), p("none"), p("no"), p("no"), p("yes")}, 13, false},
		{"a defender's claim leaving declarer twelve (boundary)", []ruling.Answer{p("defender"), p("none"), p("no"), p("no"), p("yes")}, 12, true},
		{"declarer's claim giving declarer nothing", []ruling.Answer{p("declarer"), p("none"), p("no"), p("yes")}, 0, false},
		{"a claim that stands may have any count", []ruling.Answer{p("declarer"), p("none"), p("no"), p("no"), p("no")}, 0, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, _ := Start("claim", ruling.Context{})
			for _, a := range tc.answers {
				s = mustAnswer(t, s, a)
			}
			_, err := Answer(s, ruling.ResultAnswer(fourSpadesSouth(), tc.tricks))
			if (err == nil) != tc.ok {
				t.Errorf("error = %v, want ok=%v", err, tc.ok)
			}
		})
	}
}

func TestClaimConcessionsAndAgreements(t *testing.T) {
	p := ruling.Pick
	tests := []struct {
		name    string
		answers []ruling.Answer
		ending  string
		reads   law.Ref
		tricks  int // declarer's tricks after the ruling; -1 when nothing is rescored
		score   int
	}{
		{"a defender concedes and partner objects at once: no concession, play on",
			[]ruling.Answer{p("partner-objected")}, "no-concession", law.L(68, "B2"), -1, 0},
		{"play went on after the claim was disputed",
			[]ruling.Answer{p("played-on")}, "played-on", law.L(68, "D"), -1, 0},
		// Law 69A: until agreement is established the claim is still open to dispute.
		{"the defenders object before anyone calls on the next board: still a disputed claim",
			[]ruling.Answer{p("agreed"), p("before"), p("declarer"), p("none"), p("no"), p("no"), p("no"), ruling.ResultAnswer(fourSpadesSouth(), 10), p("no")},
			"claim-stands", law.L(70, "A"), 10, 420},
		{"the defenders agreed to lose a trick they had already won: it goes back (69B1)",
			[]ruling.Answer{p("agreed"), p("later"), p("won"), p("defenders"), ruling.ResultAnswer(fourSpadesSouth(), 10), ruling.CountAnswer(1), p("no")},
			"agreement-withdrawn", law.L(69, "B1"), 9, -50},
		{"the defenders agreed to lose a trick they would likely have won (69B2)",
			[]ruling.Answer{p("agreed"), p("later"), p("likely"), p("defenders"), ruling.ResultAnswer(fourSpadesSouth(), 10), ruling.CountAnswer(1), p("no")},
			"agreement-withdrawn", law.L(69, "B2"), 9, -50},
		{"the trick could fairly have been lost: the agreement stands",
			[]ruling.Answer{p("agreed"), p("later"), p("neither")}, "agreement-stands", law.L(69, "A"), -1, 0},
		{"the correction period has ended: too late to withdraw the agreement",
			[]ruling.Answer{p("agreed"), p("too-late")}, "too-late", law.L(79, "C"), -1, 0},
		{"declarer conceded a trick that could not be lost by any normal play: cancelled (71B)",
			[]ruling.Answer{p("cancel"), p("yes"), p("unlosable"), p("declarer"), ruling.ResultAnswer(fourSpadesSouth(), 9), ruling.CountAnswer(1), p("no")},
			"concession-cancelled", law.L(71, "B"), 10, 420},
		{"declarer conceded a trick already won: cancelled (71A)",
			[]ruling.Answer{p("cancel"), p("yes"), p("won"), p("declarer"), ruling.ResultAnswer(fourSpadesSouth(), 9), ruling.CountAnswer(1), p("no")},
			"concession-cancelled", law.L(71, "A"), 10, 420},
		// "Normal" includes careless or inferior play: a trick a careless line could lose stays conceded.
		{"the conceded trick could be lost by a careless but normal play: the concession stands",
			[]ruling.Answer{p("cancel"), p("yes"), p("losable")}, "concession-stands", law.L(71, ""), -1, 0},
		{"a concession questioned after the correction period",
			[]ruling.Answer{p("cancel"), p("no")}, "too-late", law.L(79, "C"), -1, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			o := outcomeOf(t, "claim", ruling.Context{}, tc.answers...)
			if o.ID != tc.ending {
				t.Fatalf("ending = %q, want %q", o.ID, tc.ending)
			}
			if len(o.Laws) == 0 || o.Laws[0] != tc.reads {
				t.Errorf("Laws read aloud = %v, want %v first", o.Laws, tc.reads)
			}
			if tc.tricks < 0 {
				if o.Adjustment != nil && o.Adjustment.Assigned != nil {
					t.Errorf("nothing to rescore, yet assigned %s", o.Adjustment.Assigned)
				}
				return
			}
			if o.Adjustment == nil || o.Adjustment.Assigned == nil {
				t.Fatalf("no result assigned: %+v", o.Adjustment)
			}
			if got := o.Adjustment.Assigned; got.Tricks != tc.tricks || got.Score != tc.score {
				t.Errorf("assigned %s, want %d tricks scoring %+d", got, tc.tricks, tc.score)
			}
		})
	}
}

func TestClaimDefenderConcessionObjectedKeepsCardsInHand(t *testing.T) {
	o := outcomeOf(t, "claim", ruling.Context{}, ruling.Pick("partner-objected"))
	if len(o.PenaltyCards) > 0 {
		t.Errorf("cards shown in a concession partner objected to are not penalty cards: %+v", o.PenaltyCards)
	}
	if !slices.ContainsFunc(o.Information, func(i ruling.InfoRule) bool {
		return i.Who.Role == ruling.OffendersPartner && !i.Authorized && i.Law == law.L(16, "C")
	}) {
		t.Errorf("partner may not use what the attempted concession showed (Law 68B2, 16C): %+v", o.Information)
	}
}

func TestClaimPlayContinuedDependsOnAllFourAgreeing(t *testing.T) {
	o := outcomeOf(t, "claim", ruling.Context{}, ruling.Pick("played-on"))
	if len(o.Cases) != 2 || !strings.Contains(o.Cases[0].If, "all four") {
		t.Fatalf("cases = %+v, want one for all four agreeing and one otherwise", o.Cases)
	}
	if !slices.ContainsFunc(o.FollowUps, func(f ruling.FollowUp) bool { return f.Flow == "claim" }) {
		t.Errorf("without all four agreeing the claim is still to be ruled: link back to this flow: %+v", o.FollowUps)
	}
}

// The traps of rank 2 in the law review: no "irrational" exception to the unstated-finesse rule
// (gone from the Laws), a suit order only where the regulating body sets one (70E2), doubtful
// points against the claimer, "normal" including careless or inferior play, and cards faced
// only if the director chooses (70B3 says "may").
func TestClaimStatesTheTrapsRight(t *testing.T) {
	p := ruling.Pick
	finesse := outcomeOf(t, "claim", ruling.Context{Board: 1}, p("declarer"), p("none"), p("no"), p("yes"),
		ruling.ResultAnswer(fourSpadesSouth(), 10), ruling.CountAnswer(1))
	notes := strings.Join(finesse.Notes, " ")
	for _, want := range []string{"irrational", "regulating body", "careless or inferior"} {
		if !strings.Contains(notes, want) {
			t.Errorf("the unstated-finesse notes do not mention %q: %s", want, notes)
		}
	}
	if strings.Contains(strings.Join(finesse.Script(), " "), "irrational") {
		t.Errorf("the old exception is a note for the director, not read to the table")
	}
	statement := Lookup("claim").Steps[slices.IndexFunc(Lookup("claim").Steps, func(s ruling.Step) bool { return s.ID == "statement" })]
	if !strings.Contains(statement.Help, "may") || strings.Contains(statement.Help, "must face") {
		t.Errorf("70B3: the director may require the cards faced; help says %q", statement.Help)
	}
	normal := Lookup("claim").Steps[slices.IndexFunc(Lookup("claim").Steps, func(s ruling.Step) bool { return s.ID == "normal" })]
	if !strings.Contains(normal.Prompt+normal.Help, "careless or inferior") || !strings.Contains(normal.Help, "against the claimer") {
		t.Errorf("the normal-line question must define normal and put doubt against the claimer: %q / %q", normal.Prompt, normal.Help)
	}
}

func TestClaimNamesTheSidesBySeat(t *testing.T) {
	p := ruling.Pick
	o := outcomeOf(t, "claim", ruling.Context{Board: 1, Contract: fourSpadesSouth()},
		p("declarer"), p("none"), p("yes"), p("yes"), p("yes"), ruling.ResultAnswer(fourSpadesSouth(), 10), ruling.CountAnswer(1))
	script := strings.Join(o.Script(), "\n")
	for _, want := range []string{"South", "East-West", "9 tricks"} {
		if !strings.Contains(script, want) {
			t.Errorf("script lacks %q:\n%s", want, script)
		}
	}
}

func TestClaimIsFoundByWhatPlayersSay(t *testing.T) {
	for _, q := range []string{"claimed", "they conceded the rest", "he conceded the rest", "partner objected to the concession", "trump still out"} {
		got := Search(q)
		if len(got) == 0 || got[0].ID != "claim" {
			ids := []string{}
			for _, f := range got {
				ids = append(ids, f.ID)
			}
			t.Errorf("Search(%q) = %v, want claim first", q, ids)
		}
	}
}

// Law 70E1 (pzbs.pl/sedziowie/mpb/2017/en/l70.html) covers only an unstated line whose success
// depends on finding one opponent rather than the other with a card. A play for the drop does not,
// so it is judged on the normal lines (70A, 70D1): when the drop and the finesse both win, no
// normal line loses the trick and the claim stands.
func TestClaimUnstatedDropIsJudgedOnTheNormalLines(t *testing.T) {
	p := ruling.Pick
	finesse := Lookup("claim").Steps[slices.IndexFunc(Lookup("claim").Steps, func(s ruling.Step) bool { return s.ID == "finesse" })]
	if strings.Contains(finesse.Prompt, "drop") {
		t.Errorf("the unstated-finesse question must not take in a drop: %q", finesse.Prompt)
	}
	if !strings.Contains(finesse.Help, "drop") || !strings.Contains(finesse.Help, "answer No") {
		t.Errorf("the help must send an unstated drop to the normal-line question: %q", finesse.Help)
	}
	o := outcomeOf(t, "claim", ruling.Context{Board: 1}, p("declarer"), p("none"), p("no"), p("yes"),
		ruling.ResultAnswer(fourSpadesSouth(), 10), ruling.CountAnswer(1))
	if script := strings.Join(o.Script(), " "); strings.Contains(script, "drop") {
		t.Errorf("the unstated-finesse ruling read aloud must not speak of a drop: %s", script)
	}
	// The drop and the finesse both win: answered No at the finesse question and No at the normal
	// lines, the claim stands with all ten tricks.
	stands := outcomeOf(t, "claim", ruling.Context{Board: 1}, p("declarer"), p("none"), p("no"), p("no"), p("no"),
		ruling.ResultAnswer(fourSpadesSouth(), 10))
	if stands.ID != "claim-stands" || stands.Adjustment.Assigned.Tricks != 10 {
		t.Errorf("a drop that no normal line loses keeps the trick: %s %+v", stands.ID, stands.Adjustment.Assigned)
	}
	normal := outcomeOf(t, "claim", ruling.Context{Board: 1}, p("declarer"), p("none"), p("no"), p("no"), p("yes"),
		ruling.ResultAnswer(fourSpadesSouth(), 10), ruling.CountAnswer(1))
	if !strings.Contains(strings.Join(normal.Notes, " "), "drop") {
		t.Errorf("the normal-line ruling should say that an unstated drop is judged there: %v", normal.Notes)
	}
}

// Law 68 (pzbs.pl/sedziowie/mpb/2017/en/l68.html, bridgevid.com "Claims"): a statement or action
// about the trick in progress only is not a claim; play proceeds, a defender's shown card is not a
// penalty card, and Laws 16 and 57A may apply. 68A: showing cards is no claim when the player
// demonstrably did not intend one (declarer facing the hand after an opening lead out of turn is
// Law 54).
func TestWasItAClaim(t *testing.T) {
	checkOutcomes(t, "claim", []outcomeCase{
		{name: "a defender shows the ace and says \"that's ours\" before the trick is complete: not a claim",
			answers: picks("trick-in-progress"), ending: "not-a-claim", laws: []law.Ref{law.L(68, ""), law.L(16, "B"), law.L(57, "A")},
			check: func(t *testing.T, o *ruling.Outcome) {
				if len(o.PenaltyCards) > 0 || o.Adjustment != nil {
					t.Errorf("nothing is claimed and no card is a penalty card: %+v %+v", o.PenaltyCards, o.Adjustment)
				}
				if script := strings.Join(o.Script(), " "); !strings.Contains(script, "not become a penalty card") {
					t.Errorf("the table must hear that the card is not a penalty card: %s", script)
				}
			}},
		{name: "declarer faced the hand after an opening lead out of turn: Law 54, not a claim",
			answers: picks("not-intended", "declarer"), ending: "no-claim-intended", laws: []law.Ref{law.L(68, "A"), law.L(54, ""), law.L(48, "A")},
			check: func(t *testing.T, o *ruling.Outcome) {
				if !slices.ContainsFunc(o.FollowUps, func(f ruling.FollowUp) bool { return f.Flow == "opening-lead-out-of-turn" }) {
					t.Errorf("should link to the opening lead out of turn ruling: %+v", o.FollowUps)
				}
			}},
		{name: "boundary: a defender showed cards without meaning to claim: penalty cards",
			answers: picks("not-intended", "defender"), ending: "no-claim-intended", laws: []law.Ref{law.L(68, "A"), law.L(49, "")},
			check: func(t *testing.T, o *ruling.Outcome) {
				if script := strings.Join(o.Script(), " "); strings.Contains(script, "declarer") {
					t.Errorf("read only what applies to the defender: %s", script)
				}
			}},
	})
}

// Law 63A3 (pzbs.pl 2017 Law 63): making, agreeing to or conceding a claim establishes a revoke;
// Law 69A: an agreed claim is scored as though the tricks had been won in play. The claim is settled
// first, then the revoke's transfer is counted with the claimed tricks as won.
func TestRevokeFoundAtOrAfterAClaim(t *testing.T) {
	checkOutcomes(t, "claim", []outcomeCase{
		{name: "a revoke is found when the claim is made", answers: picks("revoke"), ending: "revoke-at-claim",
			laws: []law.Ref{law.L(63, "A3"), law.L(64, "A"), law.L(70, "A")},
			check: func(t *testing.T, o *ruling.Outcome) {
				claimFirst := slices.IndexFunc(o.FollowUps, func(f ruling.FollowUp) bool { return f.Flow == "claim" })
				revokeNext := slices.IndexFunc(o.FollowUps, func(f ruling.FollowUp) bool { return f.Flow == "revoke" })
				if claimFirst < 0 || revokeNext < 0 || claimFirst > revokeNext {
					t.Errorf("the claim is settled first, then the revoke: %+v", o.FollowUps)
				}
				if !strings.Contains(strings.Join(o.Notes, " "), "64B4") {
					t.Errorf("the director must be reminded of the late-found exceptions (64B4, 64B5): %v", o.Notes)
				}
				if !strings.Contains(o.Summary, "won in play") {
					t.Errorf("the summary must say claimed tricks count as won: %q", o.Summary)
				}
			}},
	})
}

// Law 68D2 (pzbs.pl 2017 Law 68): a claim or concession doubted by any player, dummy included, is
// ruled by the director under Law 70; EBU TD forum no. 1559 rules dummy's objection so.
func TestDummyDoubtsDeclarersConcession(t *testing.T) {
	checkOutcomes(t, "claim", []outcomeCase{
		{name: "declarer concedes a trick, dummy objects at once: Law 70, not Law 71",
			answers: picks("dummy-doubts"), ending: "dummy-doubts", laws: []law.Ref{law.L(68, "D2"), law.L(70, "A")}},
	})
	o := outcomeOf(t, "claim", ruling.Context{}, ruling.Pick("partner-objected"))
	if notes := strings.Join(o.Notes, " "); strings.Contains(notes, "stands even if dummy objects") {
		t.Errorf("a concession dummy doubts is not simply left standing: %s", notes)
	}
}

// Law 70A (pzbs.pl 2017 Law 70): the director adjudicates the result of the board after a claim; it
// is not an adjusted score under Law 12C (finding P16). The ruling is read once, in the first
// person, and the score the claim as made would have given is kept for the log, not read aloud.
func TestClaimRulingIsTheResultOfTheBoard(t *testing.T) {
	p := ruling.Pick
	for _, answers := range [][]ruling.Answer{
		{p("declarer"), p("none"), p("yes"), p("yes"), p("yes"), ruling.ResultAnswer(fourSpadesSouth(), 10), ruling.CountAnswer(1)},
		{p("declarer"), p("none"), p("no"), p("no"), p("no"), ruling.ResultAnswer(fourSpadesSouth(), 10)},
		{p("cancel"), p("yes"), p("won"), p("declarer"), ruling.ResultAnswer(fourSpadesSouth(), 9), ruling.CountAnswer(1)},
	} {
		o := outcomeOf(t, "claim", ruling.Context{Board: 1}, answers...)
		script := strings.Join(o.Script(), " ")
		if !o.Adjustment.Adjudicated || o.Adjustment.ResultHeading() != "Result of the board" {
			t.Errorf("%s: the claim's result is the result of the board, not an adjusted score: %+v", o.ID, o.Adjustment)
		}
		if !strings.Contains(script, "I rule ") || strings.Contains(script, "The director assigns") || strings.Contains(script, "would have scored") {
			t.Errorf("%s: read in the first person, without the hypothetical score: %s", o.ID, script)
		}
		if strings.Count(script, o.Adjustment.Assigned.String()) != 1 {
			t.Errorf("%s: the score is read once: %s", o.ID, script)
		}
	}
}

// Law 70E2 (pzbs.pl 2017 Law 70): the regulating body may specify the order in which a claimer is
// deemed to play a suit the statement left unclear. The ruling reads the body's setting and names it
// (finding P22); no body has one set today (law.For), so the doubt goes against the claimer.
func TestClaimSuitOrderFollowsTheRegulatingBody(t *testing.T) {
	p := ruling.Pick
	for _, body := range law.Bodies {
		o := outcomeOf(t, "claim", ruling.Context{Board: 1, Body: body}, p("declarer"), p("none"), p("yes"), p("yes"), p("yes"),
			ruling.ResultAnswer(fourSpadesSouth(), 10), ruling.CountAnswer(1))
		notes := strings.Join(o.Notes, " ")
		if o.Body != body || !strings.Contains(notes, body.String()+" has specified none") || !strings.Contains(notes, "70E2") {
			t.Errorf("%s: body %v, notes %s", body, o.Body, notes)
		}
	}
}
