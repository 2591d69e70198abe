package catalog

import (
	"slices"
	"strings"
	"testing"

	"tableside/engine/bridge"
	"tableside/engine/law"
	"tableside/engine/ruling"
)

// Law text checked against the 2017 Laws: Law 46 at pzbs.pl/sedziowie/mpb/2017/en/l46.html and its
// 2017 English text at thesmolens.com/LawsDupBridge/law46.html and south-waikato.bridge-club.org/node/579
// (46B1(a) "high" the highest card of the suit led, 46B1(b) "win" the lowest card known to win,
// 46B1(c) "low" the lowest of the suit led, 46B2 a suit only: the lowest of that suit, 46B3(a) a rank
// only in leading: the suit with which dummy won the preceding trick if it holds that rank, 46B3(b)
// otherwise a card of that rank if it can legally be played, declarer naming which of two or more,
// 46B4 a card not in dummy: invalid, declarer designates any legal card, 46B5 "play anything":
// either defender designates); Law 45C4(b) in its 2017 wording (until declarer next plays a card from
// either hand; a slip of the tongue, not a loss of concentration or reconsideration), EBU TD forum
// "Law 45 C 4(b)" (forums.ebu.co.uk/discussion/137); Law 47 at thesmolens.com/LawsDupBridge/law47.html
// and pzbs.pl/…/pl/p47.html (47B, 47C, 47D, 47E1, 47E2(a)(b), 47F2). Law 45C1-C3, 45D as quoted in
// the director course and the 2017 text at lovboka.org/45.htm was not used (it is the 2008 wording).

func card(s bridge.Suit, r bridge.Rank) ruling.Answer {
	return ruling.CardAnswer(bridge.Card{Suit: s, Rank: r})
}

func TestDesignationCalculatorNamesTheCard(t *testing.T) {
	p := ruling.Pick
	tests := []struct {
		name    string
		answers []ruling.Answer
		ending  string
		played  string // the card named in the ruling, "" when none is
		reads   law.Ref
	}{
		{"'I said high': dummy's highest card of the suit led",
			[]ruling.Answer{p("designation"), p("high"), card(bridge.Spades, bridge.King)}, "high", "♠K", law.L(46, "B1(a)")},
		{"'low': dummy's lowest card of the suit led",
			[]ruling.Answer{p("designation"), p("low"), card(bridge.Diamonds, bridge.Two)}, "low", "♦2", law.L(46, "B1(c)")},
		{"'win': the lowest card sure to beat the jack",
			[]ruling.Answer{p("designation"), p("win"), card(bridge.Hearts, bridge.Jack), card(bridge.Hearts, bridge.Queen)}, "win", "♥Q", law.L(46, "B1(b)")},
		{"a suit only: the lowest card of that suit",
			[]ruling.Answer{p("designation"), p("suit"), card(bridge.Clubs, bridge.Three)}, "suit-only", "♣3", law.L(46, "B2")},
		// Law review trap (b): rank only when leading continues the suit dummy won the last trick with.
		{"'the queen', leading after dummy won with the ♥A: the ♥Q",
			[]ruling.Answer{p("designation"), p("rank-lead"), card(bridge.Hearts, bridge.Ace), p("q"), p("yes")}, "rank-in-suit", "♥Q", law.L(46, "B3(a)")},
		{"'the queen', leading, no queen of that suit, one queen elsewhere: that queen",
			[]ruling.Answer{p("designation"), p("rank-lead"), card(bridge.Hearts, bridge.Ace), p("q"), p("no"), p("one")}, "rank-only-one", "", law.L(46, "B3(b)")},
		{"'the queen', leading, two queens elsewhere: declarer says which",
			[]ruling.Answer{p("designation"), p("rank-lead"), card(bridge.Hearts, bridge.Ace), p("q"), p("no"), p("two")}, "rank-declarer-chooses", "", law.L(46, "B3(b)")},
		{"'the queen', leading, dummy has no queen at all: a card not in dummy",
			[]ruling.Answer{p("designation"), p("rank-lead"), card(bridge.Hearts, bridge.Ace), p("q"), p("no"), p("none")}, "invalid", "", law.L(46, "B4")},
		{"'the ten', following, dummy holds the ten of the suit led",
			[]ruling.Answer{p("designation"), p("rank-follow"), card(bridge.Diamonds, bridge.Five), p("10"), p("yes")}, "rank-in-suit", "♦10", law.L(46, "B3(b)")},
		{"'the ten', following, dummy holds the suit led but not its ten: no ten can be played legally",
			[]ruling.Answer{p("designation"), p("rank-follow"), card(bridge.Diamonds, bridge.Five), p("10"), p("no"), p("yes")}, "rank-not-legal", "", law.L(46, "B3(b)")},
		{"'the ten', following, dummy void in the suit led with one ten: that ten",
			[]ruling.Answer{p("designation"), p("rank-follow"), card(bridge.Diamonds, bridge.Five), p("10"), p("no"), p("no"), p("one")}, "rank-only-one", "", law.L(46, "B3(b)")},
		{"a card dummy does not hold: declarer names any legal card",
			[]ruling.Answer{p("designation"), p("not-in-dummy")}, "invalid", "", law.L(46, "B4")},
		// A club's rules column says the director may make dummy play the card worst for declarer;
		// Law 46B5 lets either defender choose.
		{"'play anything': either defender chooses dummy's card",
			[]ruling.Answer{p("designation"), p("anything")}, "defenders-designate", "", law.L(46, "B5")},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			o := outcomeOf(t, "card-played", ruling.Context{}, tc.answers...)
			if o.ID != tc.ending {
				t.Fatalf("ending = %q, want %q", o.ID, tc.ending)
			}
			if o.Laws[0] != tc.reads {
				t.Errorf("reads %v, want %v first", o.Laws, tc.reads)
			}
			if tc.played != "" && !strings.Contains(o.Summary, "The "+tc.played+" is played") {
				t.Errorf("summary does not name the %s: %q", tc.played, o.Summary)
			}
			if !slices.ContainsFunc(o.Notes, func(n string) bool { return strings.Contains(n, "incontrovertible") }) {
				t.Errorf("every designation rule gives way to an incontrovertible different intention (Law 46B): %v", o.Notes)
			}
		})
	}
}

// A card that does not beat the trick is not what "win" names: the ruling says so instead of
// naming it (a refusal at the card question would strand the wizard when dummy has no winner).
func TestDesignationWinMustBeatTheTrick(t *testing.T) {
	p := ruling.Pick
	spades := ruling.Context{Contract: fourSpadesSouth()}
	noTrumps := ruling.Context{Contract: bridge.Contract{Level: 3, Strain: bridge.NoTrump, Declarer: bridge.South}}
	for _, tc := range []struct {
		name   string
		ctx    ruling.Context
		beat   ruling.Answer
		win    ruling.Answer
		ending string
	}{
		{"the ten does not beat the jack", ruling.Context{}, card(bridge.Hearts, bridge.Jack), card(bridge.Hearts, bridge.Ten), "win-beaten"},
		{"the queen beats the jack (boundary: the next card up)", ruling.Context{}, card(bridge.Hearts, bridge.Jack), card(bridge.Hearts, bridge.Queen), "win"},
		{"a trump beats a heart in 4♠", spades, card(bridge.Hearts, bridge.Ace), card(bridge.Spades, bridge.Two), "win"},
		{"a heart does not beat a trump in 4♠", spades, card(bridge.Spades, bridge.Nine), card(bridge.Hearts, bridge.Ace), "win-beaten"},
		{"a club does not beat a heart in 4♠", spades, card(bridge.Hearts, bridge.Four), card(bridge.Clubs, bridge.Ace), "win-beaten"},
		{"nothing beats the suit led in no trumps but a higher card of it", noTrumps, card(bridge.Hearts, bridge.Four), card(bridge.Clubs, bridge.Ace), "win-beaten"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			o := outcomeOf(t, "card-played", tc.ctx, p("designation"), p("win"), tc.beat, tc.win)
			if o.ID != tc.ending {
				t.Fatalf("ending = %q, want %q", o.ID, tc.ending)
			}
			if o.ID == "win-beaten" && (o.Laws[0] != law.L(46, "B1(b)") || strings.Contains(o.Summary, "The "+tc.win.Card.String()+" is played")) {
				t.Errorf("the ruling must not name a card that does not win: %q %v", o.Summary, o.Laws)
			}
		})
	}
}

func TestUnintendedDesignation(t *testing.T) {
	p := ruling.Pick
	tests := []struct {
		name    string
		answers []ruling.Answer
		ending  string
		reads   law.Ref
	}{
		{"a slip of the tongue, corrected before declarer played again: changed",
			[]ruling.Answer{p("changed"), p("no"), p("slip")}, "changed", law.L(45, "C4(b)")},
		{"a change of mind, however quick: the card named is played",
			[]ruling.Answer{p("changed"), p("no"), p("change-of-mind")}, "stands", law.L(45, "C4(b)")},
		// 45C4(b): the limit is declarer's next card from either hand, not "the same breath".
		{"declarer has since played from either hand: too late",
			[]ruling.Answer{p("changed"), p("yes")}, "too-late-to-change", law.L(45, "C4(b)")},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			o := outcomeOf(t, "card-played", ruling.Context{}, tc.answers...)
			if o.ID != tc.ending || o.Laws[0] != tc.reads {
				t.Fatalf("ending %q reading %v, want %q reading %v", o.ID, o.Laws, tc.ending, tc.reads)
			}
		})
	}
	o := outcomeOf(t, "card-played", ruling.Context{}, p("changed"), p("no"), p("change-of-mind"))
	if notes := strings.Join(o.Notes, " "); !strings.Contains(notes, "pause for thought") || !strings.Contains(notes, "overwhelming") {
		t.Errorf("the notes should answer the old test and state the burden of proof: %s", notes)
	}
	changed := outcomeOf(t, "card-played", ruling.Context{}, p("changed"), p("no"), p("slip"))
	if !citesLaw(changed, law.L(47, "D")) || !citesLaw(changed, law.L(47, "C")) {
		t.Errorf("a defender may change a card played after the first one (47D), the card goes back (47C): %v", changed.AllLaws())
	}
}

func TestWhenIsACardPlayedAndTakenBack(t *testing.T) {
	p := ruling.Pick
	tests := []struct {
		name    string
		answers []ruling.Answer
		ending  string
		reads   law.Ref
	}{
		{"a defender held a card where partner could see its face, in turn: played", []ruling.Answer{p("played"), p("defender-seen"), p("in-turn")}, "defender-played", law.L(45, "C1")},
		{"declarer held a card face up near the table: played", []ruling.Answer{p("played"), p("declarer-faced")}, "declarer-played", law.L(45, "C2")},
		{"declarer only took a card out: not played", []ruling.Answer{p("played"), p("declarer-not")}, "not-played", law.L(45, "C2")},
		{"declarer deliberately touched a card in dummy: played", []ruling.Answer{p("played"), p("dummy-touched")}, "dummy-touched", law.L(45, "C3")},
		{"dummy moved a card declarer had not named, noticed in time", []ruling.Answer{p("played"), p("dummy-misplayed"), p("no")}, "dummy-misplayed", law.L(45, "D")},
		{"taking back an illegal play", []ruling.Answer{p("retract"), p("illegal")}, "retract-illegal", law.L(47, "B")},
		{"taking back a card after an opponent changed theirs", []ruling.Answer{p("retract"), p("opponent-changed")}, "retract-after-change", law.L(47, "D")},
		{"an opponent said it was their turn", []ruling.Answer{p("retract"), p("told-turn")}, "retract-told-turn", law.L(47, "E1")},
		{"a mistaken explanation, no card played since: may be taken back", []ruling.Answer{p("retract"), p("explanation"), p("no")}, "retract-explanation", law.L(47, "E2(a)")},
		{"a mistaken explanation, a card played since: too late, adjust", []ruling.Answer{p("retract"), p("explanation"), p("yes")}, "explanation-too-late", law.L(47, "E2(b)")},
		{"a change of mind: the card stays played", []ruling.Answer{p("retract"), p("change-of-mind")}, "no-retraction", law.L(47, "F2")},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			o := outcomeOf(t, "card-played", ruling.Context{}, tc.answers...)
			if o.ID != tc.ending || o.Laws[0] != tc.reads {
				t.Fatalf("ending %q reading %v, want %q reading %v", o.ID, o.Laws, tc.ending, tc.reads)
			}
		})
	}
}

func TestCardPlayedIsFoundByWhatPlayersSay(t *testing.T) {
	for _, q := range []string{"I said high", "declarer said play anything", "I meant the queen", "slip of the tongue naming a card", "wants the card back", "declarer said small", "declarer said jack", "declarer said ruff"} {
		got := Search(q)
		if len(got) == 0 || got[0].ID != "card-played" {
			ids := []string{}
			for _, f := range got {
				ids = append(ids, f.ID)
			}
			t.Errorf("Search(%q) = %v, want card-played first", q, ids)
		}
	}
}

// Law 57A (pzbs.pl 2017 Law 57; the premature play ruling): a defender's card played before partner
// has played to the trick is a major penalty card and declarer chooses how partner plays. Law 45C1
// makes a card partner could see played, but only in turn (finding P4). 57D: before declarer or
// dummy on the defender's right, a legal card is played at its turn, an illegal one is a major
// penalty card. 45E1: a fifth card. Law 50E1 in its 2017 form (the Danish authorised text quoted by
// bridgeregler.dk): while the penalty card is on the table everyone may use what it shows.
func TestDefenderShowsACardBeforeTheirTurn(t *testing.T) {
	p := ruling.Pick
	king := card(bridge.Spades, bridge.King)
	shown := func(turn string, more ...ruling.Answer) []ruling.Answer {
		return append([]ruling.Answer{p("played"), p("defender-seen"), p(turn)}, more...)
	}
	namesTheKing := func(t *testing.T, o *ruling.Outcome) {
		script := strings.Join(o.Script(), " ")
		if !strings.Contains(script, "♠K") || strings.Contains(script, "exposed card") {
			t.Errorf("the ruling must name the card shown: %s", script)
		}
		if len(o.PenaltyCards) != 1 || !o.PenaltyCards[0].Major || o.PenaltyCards[0].Card.String() != "♠K" {
			t.Errorf("penalty cards = %+v, want the ♠K as a major penalty card", o.PenaltyCards)
		}
		if !slices.ContainsFunc(o.Information, func(i ruling.InfoRule) bool { return i.Authorized && i.Law == law.L(50, "E1") }) ||
			slices.ContainsFunc(o.Information, func(i ruling.InfoRule) bool { return !i.Authorized }) {
			t.Errorf("while on the table the penalty card's information is authorized to everyone (2017 Law 50E1): %+v", o.Information)
		}
		if !citesLaw(o, law.L(50, "E3")) || !citesLaw(o, law.L(50, "D2")) {
			t.Errorf("the follow-ups must cover the lead options (50D2) and damage (50E3): %v", o.AllLaws())
		}
	}
	checkOutcomes(t, "card-played", []outcomeCase{
		{name: "fourth hand shows a card before partner has played: a major penalty card, declarer's four options",
			answers: shown("before-partner", king), ending: "early-penalty", laws: []law.Ref{law.L(57, "A"), law.L(59, "")},
			check: func(t *testing.T, o *ruling.Outcome) {
				if o.Chooser.Role != ruling.Declarer || len(o.Options) != 4 {
					t.Errorf("declarer chooses among four options (57A): %+v, %d options", o.Chooser, len(o.Options))
				}
				namesTheKing(t, o)
			}},
		{name: "before declarer on their right, a legal card: played at its turn",
			answers: shown("before-rho", king, p("yes")), ending: "played-at-turn", laws: []law.Ref{law.L(57, "D")},
			check: func(t *testing.T, o *ruling.Outcome) {
				if len(o.PenaltyCards) != 0 || !strings.Contains(o.Summary, "♠K") {
					t.Errorf("a legal card is played at its turn, not a penalty card: %+v %q", o.PenaltyCards, o.Summary)
				}
			}},
		{name: "boundary: before declarer on their right, a card they may not legally play: a major penalty card",
			answers: shown("before-rho", king, p("no")), ending: "rho-penalty", laws: []law.Ref{law.L(57, "D")}, check: namesTheKing},
		{name: "in turn: the card is simply played", answers: shown("in-turn"), ending: "defender-played", laws: []law.Ref{law.L(45, "C1")},
			check: func(t *testing.T, o *ruling.Outcome) {
				if strings.Contains(strings.Join(o.Script(), " "), "If the defender") {
					t.Errorf("the table hears the answer, not a condition: %v", o.Script())
				}
			}},
		{name: "a second card to the same trick: a fifth card", answers: shown("already-played"), ending: "fifth-card", laws: []law.Ref{law.L(45, "E1")}},
		{name: "a lead when another player was on lead", answers: shown("lead"), ending: "wrong-lead", laws: []law.Ref{law.L(53, ""), law.L(54, "")}},
	})
}

// Law 45D1 (EBU TD forum no. 1261; 2017 Law 45D): dummy's unnamed card goes back only if noticed
// before each side has played to the next trick; a defender may take back a later card, and if the
// defender on declarer's right changes their card, declarer may take back a card played after it
// (16C).
func TestDummyPlayedACardDeclarerDidNotName(t *testing.T) {
	checkOutcomes(t, "card-played", []outcomeCase{
		{name: "noticed before each side played to the next trick: the card goes back, declarer may change too",
			answers: picks("played", "dummy-misplayed", "no"), ending: "dummy-misplayed", laws: []law.Ref{law.L(45, "D"), law.L(16, "C1"), law.L(16, "C2")},
			check: func(t *testing.T, o *ruling.Outcome) {
				script := strings.Join(o.Script(), " ")
				if strings.Contains(script, "If this is noticed") || !strings.Contains(script, "may take back a card they played") {
					t.Errorf("read the fact, not a condition, and declarer's right to change (45D): %s", script)
				}
			}},
		{name: "boundary: noticed after each side had played to the next trick: the card stays played",
			answers: picks("played", "dummy-misplayed", "yes"), ending: "dummy-misplayed-stands", laws: []law.Ref{law.L(45, "D")}},
	})
}

// Laws 47E1 and 47E2(a) "see Law 16C" (thesmolens.com law47): the card taken back is authorized to
// the side that was misinformed and unauthorized to the side that misinformed (16C1, 16C2).
func TestCardTakenBackAfterAWrongStatementCarriesInformationRules(t *testing.T) {
	for _, answers := range [][]ruling.Answer{picks("retract", "told-turn"), picks("retract", "explanation", "no")} {
		o := outcomeOf(t, "card-played", ruling.Context{}, answers...)
		if !citesLaw(o, law.L(16, "C1")) || !citesLaw(o, law.L(16, "C2")) {
			t.Errorf("%s: the card taken back needs both 16C lines: %+v", o.ID, o.Information)
		}
	}
	o := outcomeOf(t, "card-played", ruling.Context{}, picks("retract", "told-turn")...)
	if notes := strings.Join(o.Notes, " "); strings.Contains(notes, "made with that card") || !strings.Contains(notes, "previous trick") {
		t.Errorf("47E1: the card taken back does not establish a revoke made on the previous trick: %s", notes)
	}
}

// Law 45C4(a): a card a player names as the one they play is played; Law 49: a defender who names
// a card as being in their hand makes it a penalty card (finding P8).
func TestAPlayerNamesACard(t *testing.T) {
	checkOutcomes(t, "card-played", []outcomeCase{
		{name: "\"I play the king\": played", answers: picks("played", "named-own"), ending: "named-played", laws: []law.Ref{law.L(45, "C4(a)")}},
		{name: "a defender says \"I have the ace\": a penalty card", answers: picks("played", "defender-named"), ending: "named-penalty", laws: []law.Ref{law.L(49, "")},
			check: func(t *testing.T, o *ruling.Outcome) {
				if !slices.ContainsFunc(o.FollowUps, func(f ruling.FollowUp) bool { return f.Flow == "penalty-card" }) {
					t.Errorf("link the penalty card ruling: %+v", o.FollowUps)
				}
			}},
	})
}

// Law 46B2 (pzbs.pl 2017 Law 46): a suit without a rank is the lowest card of that suit, so "ruff"
// is dummy's lowest trump. 46B1(a)/(c) are tied to the suit led: "high" or "low" with none of that
// suit, or when dummy leads, names no card, ruled by analogy with 46B4 (finding P2). "Cover" and
// "duck" are not defined by the Laws: the director decides under 46B and logs why.
func TestDesignationsDirectorsHear(t *testing.T) {
	// Finding P7: 46B3(b) is silent when no card of the rank can legally be played; the ruling says
	// it applies 46B4 by analogy and asks for it to be logged.
	notLegal := outcomeOf(t, "card-played", ruling.Context{}, ruling.Pick("designation"), ruling.Pick("rank-follow"),
		card(bridge.Diamonds, bridge.Five), ruling.Pick("10"), ruling.Pick("no"), ruling.Pick("yes"))
	if !citesLaw(notLegal, law.L(46, "B4")) || !strings.Contains(strings.Join(notLegal.Notes, " "), "by analogy") {
		t.Errorf("rank-not-legal: by analogy with 46B4, logged: %v %v", notLegal.Laws, notLegal.Notes)
	}
	p := ruling.Pick
	spades := ruling.Context{Contract: fourSpadesSouth()}
	checkOutcomes(t, "card-played", []outcomeCase{
		{name: "\"ruff\": dummy's lowest trump", answers: []ruling.Answer{p("designation"), p("ruff"), card(bridge.Spades, bridge.Four)},
			ending: "ruff", laws: []law.Ref{law.L(46, "B2")},
			check: func(t *testing.T, o *ruling.Outcome) {
				if !strings.Contains(o.Summary, "The ♠4 is played") {
					t.Errorf("the ruling must name the trump: %q", o.Summary)
				}
				// The engine does not hold dummy's cards: the director is asked to check the card entered.
				if !strings.Contains(strings.Join(o.Notes, " "), "the ♠4 must be dummy's lowest spade") {
					t.Errorf("the director should be asked to check the ♠4 against dummy: %v", o.Notes)
				}
			}},
		{name: "\"high\" with dummy void in the suit led: no card named, declarer names one",
			answers: picks("designation", "no-suit-led"), ending: "no-card-named", laws: []law.Ref{law.L(46, "B4")}},
		{name: "\"cover\": the director's judgement, logged",
			answers: picks("designation", "judgement"), ending: "judged-designation", laws: []law.Ref{law.L(46, "B")},
			check: func(t *testing.T, o *ruling.Outcome) {
				if notes := strings.Join(o.Notes, " "); !strings.Contains(notes, "cover") || !strings.Contains(notes, "log") {
					t.Errorf("the notes should say how 'cover' and 'duck' are usually read and ask for the reason to be logged: %s", notes)
				}
			}},
	})
	s, _ := Start("card-played", spades)
	s = mustAnswer(t, s, p("designation"))
	s = mustAnswer(t, s, p("ruff"))
	if _, err := Answer(s, card(bridge.Hearts, bridge.Two)); err == nil {
		t.Errorf("in 4♠ a heart is not dummy's lowest trump")
	}
	if _, err := Answer(s, card(bridge.Spades, bridge.Two)); err != nil {
		t.Errorf("the ♠2 is a trump in 4♠: %v", err)
	}
	nt, _ := Start("card-played", ruling.Context{Contract: bridge.Contract{Level: 3, Strain: bridge.NoTrump, Declarer: bridge.South}})
	nt = mustAnswer(t, nt, p("designation"))
	nt = mustAnswer(t, nt, p("ruff"))
	if _, err := Answer(nt, card(bridge.Spades, bridge.Two)); err == nil {
		t.Errorf("in no trumps \"ruff\" names no card")
	}
}

// Coverage the review found missing in card-played: a dispute over what declarer said is a question
// of fact decided first (Law 85A1, pzbs.pl 2017 Law 85), and a card played to a lead out of turn may
// be taken back once the proper lead is made (Laws 47F1 and 53B, "but Law 16C applies").
func TestCardPlayedDisputedWordsAndAProperLeadAfterALeadOutOfTurn(t *testing.T) {
	checkOutcomes(t, "card-played", []outcomeCase{
		{name: "the players disagree about what declarer said: the facts first", answers: picks("designation", "disputed"),
			ending: "what-was-said", laws: []law.Ref{law.L(85, "A1")}},
		{name: "a card played to a lead out of turn, the proper lead made since: may be taken back",
			answers: picks("retract", "proper-lead"), ending: "retract-after-proper-lead", laws: []law.Ref{law.L(53, "B"), law.L(16, "C1"), law.L(16, "C2")}},
	})
}
