package catalog

import (
	"slices"
	"strings"
	"testing"

	"tableside/engine/law"
	"tableside/engine/ruling"
)

// Law text checked against the 2017 Laws: Law 24 in the Polish federation's 2017 text
// (https://www.pzbs.pl/sedziowie/mpb/2017/pl/p24.html): the cards stay face up until the end of the
// auction, information from them is authorized to the non-offending side and unauthorized to the
// offending side (see 16C); A one card below honour rank not led prematurely: no further rectification;
// B a single honour or any card led prematurely: partner passes when next it is their turn (see 72C);
// C two or more cards: the same; D declarer or dummy picks the cards up; E a defender's cards become
// penalty cards (50, 51). The Welsh Bridge Union's rule of the month (W24 in the Law review) confirms
// 24B is one pass. Law 6D1 (2017, https://docslib.org/doc/3514857/the-laws-of-duplicate-bridge-2017)
// sends an accidental sighting of another player's card to Law 16D "but see Law 24".
//
// Older ACBL Duplicate Decisions agree that partner passes "one time", but send the director to Law 23
// when the enforced pass damages the other side: pre-2017 numbering, 2017 Law 72C. The trap list also
// warns against a pass for the rest of the auction, penalty cards for declarer's side (2017 24D, 48A)
// and 16C for a card seen through no fault of the player (2017 16D).

func TestCardExposedDuringTheAuctionRulings(t *testing.T) {
	type want struct {
		ending  string
		interim bool
		pass    law.Ref // zero: nobody passes
		penalty int     // 0 none, 1 minor, 2 major, 3 several major (stated in the plural, not one card)
		law     law.Ref
	}
	tests := []struct {
		name    string
		answers []string
		want    want
	}{
		{"low card dropped during the bidding: stays face up, nobody passes", []string{"own", "low", "continues"},
			want{ending: "low-interim", interim: true, law: law.L(24, "A")}},
		{"honour dropped during the bidding: partner passes once", []string{"own", "honour", "continues"},
			want{ending: "pass-once", interim: true, pass: law.L(24, "B"), law: law.L(24, "B")}},
		{"boundary: a low card led face up too soon counts as led: partner passes once", []string{"own", "led", "continues"},
			want{ending: "pass-once", interim: true, pass: law.L(24, "B"), law: law.L(24, "B")}},
		{"boundary: two low cards: partner passes once", []string{"own", "several", "continues"},
			want{ending: "pass-once", interim: true, pass: law.L(24, "C"), law: law.L(24, "C")}},
		{"low card, the player then defends: minor penalty card", []string{"own", "low", "defender"},
			want{ending: "penalty-minor", penalty: 1, law: law.L(24, "E")}},
		{"honour, the player then defends: major penalty card", []string{"own", "honour", "defender"},
			want{ending: "penalty-major", penalty: 2, law: law.L(24, "E")}},
		{"two cards, the player then defends: major penalty cards", []string{"own", "several", "defender"},
			want{ending: "penalty-major", penalty: 3, law: law.L(51, "")}},
		{"card led too soon, the player then defends: major penalty card", []string{"own", "led", "defender"},
			want{ending: "penalty-major", penalty: 2, law: law.L(24, "E")}},
		{"honour, the player becomes declarer: no penalty card", []string{"own", "honour", "declaring"},
			want{ending: "declaring-side", law: law.L(24, "D")}},
		{"low card, the player becomes dummy: no penalty card", []string{"own", "low", "declaring"},
			want{ending: "declaring-side", law: law.L(48, "A")}},
		{"card faced in the board, no fault of the player: extraneous information", []string{"no-fault"},
			want{ending: "no-fault", law: law.L(16, "D")}},
		{"boundary: only an opponent could see it: nothing to rectify", []string{"opponents-only"},
			want{ending: "opponents-only", law: law.L(24, "")}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			o := outcomeOf(t, "card-exposed-in-auction", ruling.Context{}, auctionPicks(tc.answers...)...)
			w := tc.want
			if o.ID != w.ending {
				t.Fatalf("ending = %q, want %q", o.ID, w.ending)
			}
			if o.Interim != w.interim {
				t.Errorf("interim = %v, want %v", o.Interim, w.interim)
			}
			if w.pass.Law == 0 && len(o.MustPass) > 0 {
				t.Errorf("must pass %+v, want nobody", o.MustPass)
			}
			if w.pass.Law != 0 {
				if len(o.MustPass) != 1 {
					t.Fatalf("must pass %+v, want partner once", o.MustPass)
				}
				m := o.MustPass[0]
				// Law 24B/24C: once, when next it is partner's turn; never for the rest of the auction.
				if m.Who.Role != ruling.OffendersPartner || m.Length != ruling.NextTurn || m.Law != w.pass {
					t.Errorf("must pass %+v, want partner at the next turn under %s", m, w.pass)
				}
			}
			switch {
			case w.penalty == 0 && len(o.PenaltyCards) > 0:
				t.Errorf("penalty cards %+v, want none", o.PenaltyCards)
			case w.penalty == 3 && (len(o.PenaltyCards) > 0 || !strings.Contains(o.Automatic[0].Text, "Every exposed card")):
				t.Errorf("penalty cards %+v, automatic %+v: want every card stated as a major penalty card, in the plural", o.PenaltyCards, o.Automatic)
			case w.penalty == 3:
			case w.penalty > 0 && (len(o.PenaltyCards) != 1 || o.PenaltyCards[0].Major != (w.penalty == 2) ||
				o.PenaltyCards[0].Owner.Role != ruling.Offender):
				t.Errorf("penalty cards %+v, want one %s card of the player", o.PenaltyCards, map[int]string{1: "minor", 2: "major"}[w.penalty])
			}
			if !citesLaw(o, w.law) {
				t.Errorf("laws %v lack %s", o.AllLaws(), w.law)
			}
		})
	}
}

// The interim ruling says what each end of the auction will bring, and when to come back.
func TestCardExposedInterimRulingHasBothCasesAndComesBack(t *testing.T) {
	for _, answers := range [][]string{{"own", "low", "continues"}, {"own", "honour", "continues"}} {
		o := outcomeOf(t, "card-exposed-in-auction", ruling.Context{}, auctionPicks(answers...)...)
		if len(o.Cases) != 2 || !citesCase(o.Cases, law.L(24, "D")) || !citesCase(o.Cases, law.L(24, "E")) {
			t.Errorf("%v: cases %+v, want declarer or dummy (24D) and defender (24E)", answers, o.Cases)
		}
		if !slices.ContainsFunc(o.FollowUps, func(f ruling.FollowUp) bool {
			return f.Flow == "card-exposed-in-auction" && strings.Contains(f.When, "auction ends")
		}) {
			t.Errorf("%v: follow-ups %+v, want a return to this ruling when the auction ends", answers, o.FollowUps)
		}
		minor := strings.Contains(o.Cases[1].Then, "minor")
		if minor != (answers[1] == "low") {
			t.Errorf("%v: defender case %q", answers, o.Cases[1].Then)
		}
	}
}

func citesCase(cases []ruling.Case, r law.Ref) bool {
	return slices.ContainsFunc(cases, func(c ruling.Case) bool { return slices.Contains(c.Laws, r) })
}

// Traps, over every path: partner never passes for the rest of the auction (24B, 24C: once); declarer's
// side never gets penalty cards (24D, 48A); the enforced pass cites 72C, not the pre-2017 Law 23; a card
// seen through no fault of the player is 16D, never 16C.
func TestCardExposedTraps(t *testing.T) {
	paths, err := Lookup("card-exposed-in-auction").Paths()
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range paths {
		o := p.Outcome
		for _, m := range o.MustPass {
			if m.Length == ruling.RestOfAuction || m.Who.Role != ruling.OffendersPartner {
				t.Errorf("%s: must pass %+v; Law 24 makes partner pass once", p.Describe(), m)
			}
		}
		if p.Session.Is("stage", "declaring") && len(o.PenaltyCards) > 0 {
			t.Errorf("%s: penalty cards for declarer or dummy (Law 48A)", p.Describe())
		}
		if len(o.MustPass) > 0 {
			if !slices.ContainsFunc(o.FollowUps, func(f ruling.FollowUp) bool { return f.Law == law.L(72, "C") }) {
				t.Errorf("%s: enforced pass without the Law 72C check", p.Describe())
			}
			if slices.ContainsFunc(o.AllLaws(), func(r law.Ref) bool { return r.Law == 23 }) {
				t.Errorf("%s: cites Law 23, the pre-2017 number for a damaging enforced pass", p.Describe())
			}
		}
		if p.Session.Is("cause", "no-fault") {
			for _, r := range o.AllLaws() {
				if r.Law == 16 && strings.HasPrefix(r.Part, "C") {
					t.Errorf("%s: cites %s; a card seen through no fault is Law 16D", p.Describe(), r)
				}
				if r.Law == 24 {
					t.Errorf("%s: cites %s; Law 24 needs the player's own action", p.Describe(), r)
				}
			}
			if len(o.PenaltyCards) > 0 || len(o.MustPass) > 0 {
				t.Errorf("%s: rectified as if Law 24 applied", p.Describe())
			}
		}
	}
}

// Search: "dropped a card" alone finds this ruling; said of the auction, it comes first.
func TestCardExposedIsFoundBeforeThePenaltyCardForAuctionPhrases(t *testing.T) {
	if !slices.ContainsFunc(Search("dropped a card"), func(f *ruling.Flow) bool { return f.ID == "card-exposed-in-auction" }) {
		t.Error(`"dropped a card" does not find the card exposed during the auction`)
	}
	for _, q := range []string{"dropped a card during the bidding", "dropped a card during the auction", "card exposed during the auction",
		"Dropped a card in the bidding"} {
		got := Search(q)
		if len(got) == 0 || got[0].ID != "card-exposed-in-auction" {
			t.Errorf("%q finds %v first, want card-exposed-in-auction", q, flowIDs(got))
		}
	}
}

func flowIDs(fs []*ruling.Flow) []string {
	var ids []string
	for _, f := range fs {
		ids = append(ids, f.ID)
	}
	return ids
}

// Law 6D1 (2017): a card a player could have seen during the shuffle and deal, found before the
// auction first begins, means a new shuffle and deal; only after that does Law 16D apply.
// Source: the WBF's 2017 text of Law 6D1 (docslib.org, "The Laws of Duplicate Bridge 2017").
func TestCardSeenDuringTheShuffleAndDealMeansANewDeal(t *testing.T) {
	checkOutcomes(t, "card-exposed-in-auction", []outcomeCase{
		{"seen during the deal, found before anyone called", picks("deal"), "redeal", []law.Ref{law.L(6, "D1")},
			func(t *testing.T, o *ruling.Outcome) {
				if len(o.PenaltyCards) > 0 || len(o.MustPass) > 0 {
					t.Errorf("a redeal brings no penalty card and no pass: %+v %+v", o.PenaltyCards, o.MustPass)
				}
				if !strings.Contains(o.Summary, "shuffled and dealt again") {
					t.Errorf("summary %q does not order a new shuffle and deal", o.Summary)
				}
			}},
		{"boundary: seen through no fault of the owner after the deal stays extraneous information", picks("no-fault"), "no-fault",
			[]law.Ref{law.L(16, "D")}, func(t *testing.T, o *ruling.Outcome) {
				notes := strings.Join(o.Notes, " ")
				if !strings.Contains(notes, "before the first call") {
					t.Errorf("the 16D2 options are not limited to before the first call: %q", notes)
				}
				for _, f := range o.FollowUps {
					if f.Law == law.L(16, "D2") {
						t.Errorf("the end-of-play check cites 16D2, whose options end at the first call: %+v", f)
					}
				}
			}},
	})
}

// The director is often called only after partner has called over the exposed card: the
// ruling must say what each reading of the 24B pass leads to (Laws 37A, 37B, 11A).
func TestPartnerHasCalledSinceTheCardWasExposed(t *testing.T) {
	checkOutcomes(t, "card-exposed-in-auction", []outcomeCase{
		{"an honour dropped, partner has called since", picks("own", "honour", "partner-called"), "partner-called",
			[]law.Ref{law.L(24, "B"), law.L(37, "A"), law.L(37, "B"), law.L(11, "A")}, func(t *testing.T, o *ruling.Outcome) {
				if len(o.MustPass) > 0 {
					t.Errorf("a pass at the next turn is no answer once that turn has gone: %+v", o.MustPass)
				}
				if len(o.Cases) != 3 {
					t.Errorf("%d cases, want the three readings", len(o.Cases))
				}
			}},
		{"two cards, partner has called since: Law 24C", picks("own", "several", "partner-called"), "partner-called",
			[]law.Ref{law.L(24, "C")}, func(t *testing.T, o *ruling.Outcome) {
				if citesLaw(o, law.L(24, "B")) {
					t.Errorf("two or more cards cite Law 24B, which is for one card: %v", o.AllLaws())
				}
			}},
		{"boundary: a low card brings no pass, so partner's call is simply a call", picks("own", "low", "partner-called"), "low-interim", nil, nil},
	})
}

// A major penalty card must be played at the first legal opportunity, the opening lead
// included (Law 50D1); declarer's 50D2 choice picks the card up, no choice leaves it. Two or
// more penalty cards bring Law 51.
func TestMajorPenaltyCardFromTheAuctionAndItsLeads(t *testing.T) {
	one := outcomeOf(t, "card-exposed-in-auction", ruling.Context{}, picks("own", "honour", "defender")...)
	text := ""
	for _, e := range one.Automatic {
		text += e.Text + " "
	}
	for _, want := range []string{"must be the lead", "picked up", "may lead any card"} {
		if !strings.Contains(text, want) {
			t.Errorf("penalty-major lacks %q: %s", want, text)
		}
	}
	if !citesLaw(one, law.L(50, "D1")) {
		t.Errorf("laws %v lack 50D1", one.AllLaws())
	}
	several := outcomeOf(t, "card-exposed-in-auction", ruling.Context{}, picks("own", "several", "defender")...)
	script := strings.Join(several.Script(), "\n")
	if strings.Contains(script, "The exposed card stays face up") || !strings.Contains(script, "Every exposed card stays face up") {
		t.Errorf("two or more penalty cards read in the singular:\n%s", script)
	}
	if !citesLaw(several, law.L(51, "")) {
		t.Errorf("laws %v lack 51", several.AllLaws())
	}
}

// At the table the immediate instructions come first (the card stays up, partner passes once),
// then the information rules, and what the end of the auction will bring comes last; each is
// said once.
func TestExposedCardInterimReadsTheImmediateInstructionsFirst(t *testing.T) {
	o := outcomeOf(t, "card-exposed-in-auction", ruling.Context{}, picks("own", "honour", "continues")...)
	lines := o.Script()
	index := func(part string) int {
		return slices.IndexFunc(lines, func(l string) bool { return strings.Contains(l, part) })
	}
	faceUp, pass, info, end := index("stays face up"), index("must pass at the next turn"), index("may not use"), index("If at the end of the auction")
	if !(faceUp < pass && pass < info && info < end) {
		t.Errorf("order face up %d, pass %d, information %d, end of auction %d:\n%s", faceUp, pass, info, end, strings.Join(lines, "\n"))
	}
	passes := 0
	for _, l := range lines {
		passes += strings.Count(l, "must pass at the next turn")
	}
	if passes != 1 {
		t.Errorf("partner's pass is said %d times:\n%s", passes, strings.Join(lines, "\n"))
	}
}
