package catalog

import (
	"slices"
	"strings"
	"tableside/engine/ruling"
	"testing"

	"tableside/engine/bridge"
	"tableside/engine/law"
)

// Law text checked against the 2017 Laws of Duplicate Bridge, Law 27 as published at
// https://www.south-waikato.bridge-club.org/node/574 (27B1(a) "lowest sufficient bid which
// specifies the same denomination(s)", 27B2/B3 partner passes "whenever it is his turn",
// 27C premature replacement, 27D) and Law 23 at https://www.pzbs.pl/sedziowie/mpb/2017/en/l23.html.

func auctionCall(t *testing.T, text string) ruling.Answer {
	t.Helper()
	c, err := bridge.ParseCall(text)
	if err != nil {
		t.Fatal(err)
	}
	return ruling.CallAnswer(c)
}

func TestInsufficientBidRulings(t *testing.T) {
	type want struct {
		ending     string
		mustPass   ruling.PassLength // NoPassLength: nobody must pass
		leadRule   ruling.LeadRule   // NoLeadRule: no lead restriction
		partnerUI  bool              // the withdrawn call is unauthorized to partner
		damageLaw  law.Ref           // the end-of-play adjustment Law, if any
		law        law.Ref
		summaryHas string
	}
	tests := []struct {
		name    string
		answers []string // over, bid, status, then replacement and further choices
		want    want
	}{
		// Seed 001 (pre-2017 Duplicate Decisions) allowed the free correction only when the bid was
		// "not conventional"; 2017 27B1(a) needs only the same denomination(s).
		{"natural 1♣ over 1♠ replaced by 2♣, the lowest club bid", []string{"1S", "1C", "natural", "2C"},
			want{ending: "lowest-same", damageLaw: law.L(27, "D"), law: law.L(27, "B1(a)"), summaryHas: "1♣ over 1♠, replaced by 2♣"}},
		{"boundary: 1NT repeated over 1NT, replaced by 2NT", []string{"1NT", "1NT", "natural", "2NT"},
			want{ending: "lowest-same", damageLaw: law.L(27, "D"), law: law.L(27, "B1(a)")}},
		{"boundary: 7♣ over 7♦ has no sufficient club bid, so any other call is judged", []string{"7D", "7C", "natural", "7NT", "none"},
			want{ending: "partner-barred", mustPass: ruling.RestOfAuction, leadRule: ruling.MayProhibit, partnerUI: true, law: law.L(27, "B2")}},
		{"natural bid replaced by a jump in the same suit that is not comparable", []string{"1S", "1C", "natural", "3C", "none"},
			want{ending: "partner-barred", mustPass: ruling.RestOfAuction, leadRule: ruling.MayProhibit, partnerUI: true, law: law.L(27, "B2")}},
		{"natural bid replaced by a pass", []string{"1S", "1C", "natural", "P", "none"},
			want{ending: "partner-barred", mustPass: ruling.RestOfAuction, leadRule: ruling.MayProhibit, partnerUI: true, law: law.L(27, "B2")}},
		// Seed 000 (ACBL course): 1NT (2♦) 2♣ meant as Stayman; a 3♦ cue bid that is Stayman for the
		// pair has the same purpose (Law 23A3).
		{"Stayman 2♣ over a 2♦ overcall replaced by a Stayman cue bid", []string{"2D", "2C", "artificial", "3D", "no", "same-purpose"},
			want{ending: "comparable", damageLaw: law.L(27, "D"), law: law.L(27, "B1(b)")}},
		// Seed 000: North opens 2NT, South bids 2♣ (Stayman over 1NT); 3♣ Stayman is the lowest bid
		// showing the same (no) denominations, and has the same purpose anyway.
		{"Stayman 2♣ over 2NT replaced by 3♣ Stayman", []string{"2NT", "2C", "artificial", "3C", "yes"},
			want{ending: "lowest-same", damageLaw: law.L(27, "D"), law: law.L(27, "B1(a)")}},
		{"artificial bid replaced by a pass that is not comparable", []string{"2NT", "2C", "artificial", "P", "none"},
			want{ending: "partner-barred", mustPass: ruling.RestOfAuction, leadRule: ruling.MayProhibit, partnerUI: true, law: law.L(27, "B2")}},
		// Seed 001 says a double may never replace an insufficient bid; 2017 27B1(b) allows a
		// comparable one (a negative double showing the suit bid, for instance).
		{"double that is comparable replaces the insufficient bid", []string{"1S", "1H", "natural", "X", "subset"},
			want{ending: "comparable", damageLaw: law.L(27, "D"), law: law.L(27, "B1(b)")}},
		{"double that is not comparable is cancelled", []string{"1S", "1H", "natural", "X", "none"},
			want{ending: "double-cancelled", mustPass: ruling.RestOfAuction, leadRule: ruling.MayProhibit, partnerUI: true, law: law.L(27, "B3")}},
		{"redouble that is not comparable is cancelled", []string{"1S", "1H", "natural", "XX", "none"},
			want{ending: "double-cancelled", mustPass: ruling.RestOfAuction, leadRule: ruling.MayProhibit, partnerUI: true, law: law.L(27, "B3")}},
		{"replaced by another insufficient bid", []string{"2H", "1S", "natural", "2D"},
			want{ending: "insufficient-again", partnerUI: true, law: law.L(27, "B4")}},
		{"LHO accepts it", []string{"1S", "1H", "accepted"},
			want{ending: "accepted", law: law.L(27, "A1"), summaryHas: "1♥ over 1♠"}},
		{"the offender pulled the wrong card", []string{"1S", "1H", "slip"},
			want{ending: "slip", law: law.L(25, "A")}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			answers := []ruling.Answer{auctionCall(t, tc.answers[0]), auctionCall(t, tc.answers[1]), ruling.Pick(tc.answers[2])}
			for i, a := range tc.answers[3:] {
				if i == 0 {
					answers = append(answers, auctionCall(t, a))
				} else {
					answers = append(answers, ruling.Pick(a))
				}
			}
			o := outcomeOf(t, "insufficient-bid", ruling.Context{}, answers...)
			w := tc.want
			if o.ID != w.ending {
				t.Fatalf("ending = %q, want %q", o.ID, w.ending)
			}
			switch {
			case w.mustPass == ruling.NoPassLength && len(o.MustPass) > 0:
				t.Errorf("must pass = %+v, want nobody", o.MustPass)
			case w.mustPass != ruling.NoPassLength && (len(o.MustPass) != 1 || o.MustPass[0].Length != w.mustPass || o.MustPass[0].Who.Role != ruling.OffendersPartner):
				t.Errorf("must pass = %+v, want partner %s", o.MustPass, w.mustPass)
			}
			if w.leadRule == ruling.NoLeadRule && len(o.LeadRestrictions) > 0 {
				t.Errorf("lead restrictions = %+v, want none", o.LeadRestrictions)
			}
			if w.leadRule != ruling.NoLeadRule && (len(o.LeadRestrictions) != 1 || o.LeadRestrictions[0].Rule != w.leadRule || o.LeadRestrictions[0].Law != law.L(26, "B")) {
				t.Errorf("lead restrictions = %+v, want %s under Law 26B", o.LeadRestrictions, w.leadRule)
			}
			partnerUI := slices.ContainsFunc(o.Information, func(i ruling.InfoRule) bool { return i.Who.Role == ruling.OffendersPartner && !i.Authorized })
			if partnerUI != w.partnerUI {
				t.Errorf("withdrawn call unauthorized to partner = %v, want %v (%+v)", partnerUI, w.partnerUI, o.Information)
			}
			if w.damageLaw.Law != 0 && (o.Adjustment == nil || o.Adjustment.Law != w.damageLaw) {
				t.Errorf("adjustment = %+v, want one under %s", o.Adjustment, w.damageLaw)
			}
			if !citesLaw(o, w.law) {
				t.Errorf("laws %v lack %s", o.AllLaws(), w.law)
			}
			if !strings.Contains(o.Summary, w.summaryHas) {
				t.Errorf("summary %q lacks %q", o.Summary, w.summaryHas)
			}
		})
	}
}

func TestInsufficientBidAnotherInsufficientBidIsLHOsChoice(t *testing.T) {
	o := outcomeOf(t, "insufficient-bid", ruling.Context{}, auctionCall(t, "2H"), auctionCall(t, "1S"), ruling.Pick("natural"), auctionCall(t, "2D"))
	if o.Chooser.Role != ruling.OffendersLHO || len(o.Options) != 2 {
		t.Fatalf("chooser %v with %d options, want LHO with 2", o.Chooser, len(o.Options))
	}
	if !strings.Contains(o.Options[1].Consequence, "rest of the auction") || !slices.Contains(o.Options[1].Laws, law.L(27, "B3")) {
		t.Errorf("refusing the second insufficient bid should bar partner under 27B3: %+v", o.Options[1])
	}
	if !citesLaw(o, law.L(10, "C1")) {
		t.Errorf("a chooser brings Law 10C1")
	}
}

func TestInsufficientBidRefusesImpossibleBids(t *testing.T) {
	s, _ := Start("insufficient-bid", ruling.Context{})
	tests := []struct {
		name   string
		before []ruling.Answer
		answer ruling.Answer
		want   string
	}{
		{"a pass as the last bid", nil, ruling.CallAnswer(bridge.PassCall), "Pass is not a bid"},
		{"a double as the last bid", nil, ruling.CallAnswer(bridge.DoubleCall), "X is not a bid"},
		{"a sufficient bid", []ruling.Answer{auctionCall(t, "1S")}, auctionCall(t, "2H"), "2♥ is sufficient over 1♠, so this is not an insufficient bid (Law 27)"},
		{"boundary: one step higher is sufficient", []ruling.Answer{auctionCall(t, "1H")}, auctionCall(t, "1S"), "1♠ is sufficient over 1♥"},
		{"a double is never insufficient", []ruling.Answer{auctionCall(t, "1S")}, ruling.CallAnswer(bridge.DoubleCall), "only a bid can be insufficient"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			at := s
			for _, a := range tc.before {
				at = mustAnswer(t, at, a)
			}
			_, err := Answer(at, tc.answer)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error = %v, want it to say %q", err, tc.want)
			}
		})
	}
	// Boundary: the same bid repeated is insufficient (Law 18D), so it is accepted.
	mustAnswer(t, mustAnswer(t, s, auctionCall(t, "1NT")), auctionCall(t, "1NT"))
}

func TestInsufficientBidClassifiesTheReplacement(t *testing.T) {
	c := func(text string) bridge.Call { a := auctionCall(t, text); return a.Call }
	tests := []struct {
		replacement, withdrawn, over string
		want                         replacementKind
	}{
		{"2C", "1C", "1S", lowestSameStrain},
		{"3C", "1C", "1S", otherReplacement},
		{"2NT", "1NT", "1NT", lowestSameStrain},
		{"2H", "1H", "1S", lowestSameStrain},
		{"1NT", "1H", "1S", otherReplacement},
		{"P", "1H", "1S", otherReplacement},
		{"X", "1H", "1S", doubleReplacement},
		{"XX", "1H", "1S", doubleReplacement},
		{"1D", "1C", "1S", insufficientAgainKind},
		{"1S", "1C", "1S", insufficientAgainKind},
	}
	for _, tc := range tests {
		if got := classifyReplacement(c(tc.replacement), c(tc.withdrawn), c(tc.over)); got != tc.want {
			t.Errorf("%s replacing %s over %s = %d, want %d", tc.replacement, tc.withdrawn, tc.over, got, tc.want)
		}
	}
}

func TestInsufficientBidCommonPathIsFourAnswers(t *testing.T) {
	o := outcomeOf(t, "insufficient-bid", ruling.Context{}, auctionCall(t, "1S"), auctionCall(t, "1H"), ruling.Pick("natural"), auctionCall(t, "2H"))
	if o.ID != "lowest-same" {
		t.Errorf("the common correction took a different route: %s", o.ID)
	}
}

// The director usually arrives before the offender has replaced the bid: after LHO declines,
// three answers reach the offender's options, with the free replacement worked out.
func TestInsufficientBidExplainsTheOptionsBeforeTheReplacement(t *testing.T) {
	tests := []struct {
		name, over, bid, wantFree string
	}{
		{"1♥ over 1♠: the free bid is 2♥", "1S", "1H", "2♥, if 1♥ was natural"},
		{"1♣ over 1NT: the free bid is 2♣", "1NT", "1C", "2♣, if 1♣ was natural"},
		{"boundary: 6♠ over 7♣ has no free bid in spades below 7♠", "7C", "6S", "7♠, if 6♠ was natural"},
		{"boundary: 7♣ over 7NT has no sufficient bid in clubs", "7NT", "7C", "The lowest sufficient bid showing the same denomination(s)"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			o := outcomeOf(t, "insufficient-bid", ruling.Context{}, auctionCall(t, tc.over), auctionCall(t, tc.bid), ruling.Pick("options"))
			if o.ID != "options" || o.Chooser.Role != ruling.Offender || len(o.Options) != 3 {
				t.Fatalf("outcome %s, chooser %v, %d options", o.ID, o.Chooser, len(o.Options))
			}
			if !strings.HasPrefix(o.Options[0].Label, tc.wantFree) {
				t.Errorf("free replacement = %q, want it to start %q", o.Options[0].Label, tc.wantFree)
			}
			for _, r := range []law.Ref{law.L(27, "B1(a)"), law.L(27, "B1(b)"), law.L(27, "B2"), law.L(27, "B3"), law.L(26, "B"), law.L(10, "C2")} {
				if !citesLaw(o, r) {
					t.Errorf("the options do not cite %s", r)
				}
			}
		})
	}
	if n := len(InsufficientBid.Common); n > 3 {
		t.Errorf("the common insufficient-bid path takes %d answers, want 3", n)
	}
}
