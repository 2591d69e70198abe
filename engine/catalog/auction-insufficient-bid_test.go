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
		// Older ACBL Duplicate Decisions allowed the free correction only when the bid was "not
		// conventional"; 2017 27B1(a) needs only the same denomination(s), judged by the methods.
		{"natural 1♣ over 1♠ replaced by 2♣, the lowest club bid", []string{"1S", "1C", "replaced-same", "2C"},
			want{ending: "lowest-same", damageLaw: law.L(27, "D"), law: law.L(27, "B1(a)"), summaryHas: "1♣ over 1♠, replaced by 2♣"}},
		{"boundary: 1NT repeated over 1NT, replaced by 2NT", []string{"1NT", "1NT", "replaced-same", "2NT"},
			want{ending: "lowest-same", damageLaw: law.L(27, "D"), law: law.L(27, "B1(a)")}},
		{"boundary: 7♣ over 7♦ has no sufficient club bid, so any other call is judged", []string{"7D", "7C", "replaced", "7NT", "none"},
			want{ending: "partner-barred", mustPass: ruling.RestOfAuction, leadRule: ruling.MayProhibit, partnerUI: true, law: law.L(27, "B2")}},
		{"natural bid replaced by a jump in the same suit that is not comparable", []string{"1S", "1C", "replaced", "3C", "none"},
			want{ending: "partner-barred", mustPass: ruling.RestOfAuction, leadRule: ruling.MayProhibit, partnerUI: true, law: law.L(27, "B2")}},
		{"natural bid replaced by a pass", []string{"1S", "1C", "replaced", "P", "none"},
			want{ending: "partner-barred", mustPass: ruling.RestOfAuction, leadRule: ruling.MayProhibit, partnerUI: true, law: law.L(27, "B2")}},
		// The director course: 1NT (2♦) 2♣ meant as Stayman; a 3♦ cue bid that is Stayman for the
		// pair has the same purpose (Law 23A3).
		{"Stayman 2♣ over a 2♦ overcall replaced by a Stayman cue bid", []string{"2D", "2C", "replaced", "3D", "same-purpose"},
			want{ending: "comparable", damageLaw: law.L(27, "D"), law: law.L(27, "B1(b)")}},
		// The director course: North opens 2NT, South bids 2♣ (Stayman over 1NT). The course teaches
		// this under Law 23A3 (same purpose): a Stayman bid specifies no denomination, so there is
		// nothing for 27B1(a) to match, and 27B1(b) frees it (finding Q4).
		{"Stayman 2♣ over 2NT replaced by 3♣ Stayman", []string{"2NT", "2C", "replaced", "3C", "same-purpose"},
			want{ending: "comparable", damageLaw: law.L(27, "D"), law: law.L(27, "B1(b)")}},
		{"artificial bid replaced by a pass that is not comparable", []string{"2NT", "2C", "replaced", "P", "none"},
			want{ending: "partner-barred", mustPass: ruling.RestOfAuction, leadRule: ruling.MayProhibit, partnerUI: true, law: law.L(27, "B2")}},
		// Older ACBL Duplicate Decisions say a double may never replace an insufficient bid; 2017
		// 27B1(b) allows a comparable one (a negative double showing the suit bid, for instance).
		{"double that is comparable replaces the insufficient bid", []string{"1S", "1H", "replaced", "X", "subset"},
			want{ending: "comparable", damageLaw: law.L(27, "D"), law: law.L(27, "B1(b)")}},
		{"double that is not comparable is cancelled", []string{"1S", "1H", "replaced", "X", "none"},
			want{ending: "double-cancelled", mustPass: ruling.RestOfAuction, leadRule: ruling.MayProhibit, partnerUI: true, law: law.L(27, "B3")}},
		{"redouble that is not comparable is cancelled", []string{"1S", "1H", "replaced", "XX", "none"},
			want{ending: "double-cancelled", mustPass: ruling.RestOfAuction, leadRule: ruling.MayProhibit, partnerUI: true, law: law.L(27, "B3")}},
		{"replaced by another insufficient bid", []string{"2H", "1S", "replaced", "2D"},
			want{ending: "insufficient-again", partnerUI: true, law: law.L(27, "B4")}},
		{"LHO accepts it", []string{"1S", "1H", "accepted"},
			want{ending: "accepted", law: law.L(27, "A1"), summaryHas: "1♥ over 1♠"}},
		// Law 16C applies to a call withdrawn under Law 25A like any other withdrawn call.
		{"the offender pulled the wrong card", []string{"1S", "1H", "slip"},
			want{ending: "slip", partnerUI: true, law: law.L(25, "A")}},
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
	o := outcomeOf(t, "insufficient-bid", ruling.Context{}, auctionCall(t, "2H"), auctionCall(t, "1S"), ruling.Pick("replaced"), auctionCall(t, "2D"))
	if o.Chooser.Role != ruling.OffendersLHO || len(o.Options) != 2 {
		t.Fatalf("chooser %v with %d options, want LHO with 2", o.Chooser, len(o.Options))
	}
	if len(o.Options[1].MustPass) != 1 || o.Options[1].MustPass[0].Length != ruling.RestOfAuction || !slices.Contains(o.Options[1].Laws, law.L(27, "B3")) {
		t.Errorf("refusing the second insufficient bid should bar partner under 27B3: %+v", o.Options[1])
	}
	if !citesLaw(o, law.L(10, "C1")) {
		t.Errorf("a chooser brings Law 10C1")
	}
}

func TestInsufficientBidRefusesImpossibleBids(t *testing.T) {
	s, _ := Start("insufficient-bid", ruling.Context{})
	s = mustAnswer(t, s, ruling.SeatAnswer(bridge.East))
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
	o := outcomeOf(t, "insufficient-bid", ruling.Context{}, auctionCall(t, "1S"), auctionCall(t, "1H"), ruling.Pick("replaced-same"), auctionCall(t, "2H"))
	if o.ID != "lowest-same" {
		t.Errorf("the common correction took a different route: %s", o.ID)
	}
}

// The director usually arrives before the bid has been replaced: after LHO declines, three
// answers reach the options, with the free replacement worked out for the director in a note
// and never read aloud (finding IB-6).
func TestInsufficientBidExplainsTheOptionsBeforeTheReplacement(t *testing.T) {
	tests := []struct {
		name, over, bid, wantNote string
	}{
		{"1♥ over 1♠: the free bid is 2♥", "1S", "1H", "if 1♥ was natural, 2♥ is the lowest sufficient bid in hearts"},
		{"1♣ over 1NT: the free bid is 2♣", "1NT", "1C", "if 1♣ was natural, 2♣ is the lowest sufficient bid in clubs"},
		{"boundary: 6♠ over 7♣ has no free bid in spades below 7♠", "7C", "6S", "if 6♠ was natural, 7♠ is the lowest"},
		{"boundary: 7♣ over 7NT has no sufficient bid in clubs", "7NT", "7C", "there is no sufficient bid in clubs over 7NT"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			o := outcomeOf(t, "insufficient-bid", ruling.Context{}, auctionCall(t, tc.over), auctionCall(t, tc.bid), ruling.Pick("options"))
			if o.ID != "options" || o.Chooser.Role != ruling.Offender || len(o.Options) != 2 {
				t.Fatalf("outcome %s, chooser %v, %d options", o.ID, o.Chooser, len(o.Options))
			}
			if !slices.ContainsFunc(o.Notes, func(n string) bool { return strings.Contains(n, tc.wantNote) }) {
				t.Errorf("notes %q lack %q", o.Notes, tc.wantNote)
			}
			for _, r := range []law.Ref{law.L(27, "B1(a)"), law.L(27, "B1(b)"), law.L(27, "B2"), law.L(27, "B3"), law.L(26, "B"), law.L(10, "C2")} {
				if !citesLaw(o, r) {
					t.Errorf("the options do not cite %s", r)
				}
			}
		})
	}
	if n := len(InsufficientBid.Common); n > 4 {
		t.Errorf("the common insufficient-bid path takes %d answers, want 4: the seat, the two bids, not accepted", n)
	}
}

// Findings of the 2017 law review (docs/law-review.md §7) on the insufficient bid. Law text:
// Law 27 at https://www.south-waikato.bridge-club.org/node/574 (27B1(a) "the lowest sufficient
// bid which specifies the same denomination(s) as that specified by the withdrawn call ... Laws
// 26B and 16C do not apply"; 27B1(b) "Law 16C does not apply"); Law 25 at
// https://www.pzbs.pl/sedziowie/mpb/2017/en/l25.html (25A1 "the lead restrictions in Law 26 do not
// apply"; 25A6 LHO may withdraw a call made over the first call, authorized to LHO's side and
// unauthorized to the opponents); Law 16C (16C1 the non-offending side may use a withdrawn
// action; 16C2 the offending side may not), as P23 and P31 of the review show.
func TestInsufficientBidLawReview(t *testing.T) {
	t.Run("IB-1 a natural 1♥ over 1NT replaced by a 2♥ transfer is not the free replacement: the comparable-call test decides", func(t *testing.T) {
		o := outcomeOf(t, "insufficient-bid", ruling.Context{}, auctionCall(t, "1NT"), auctionCall(t, "1H"),
			ruling.Pick("replaced"), auctionCall(t, "2H"), ruling.Pick("none"))
		if o.ID != "partner-barred" || citesLaw(o, law.L(27, "B1(a)")) {
			t.Errorf("ending %s citing %v; want partner barred under 27B2, never 27B1(a)", o.ID, o.AllLaws())
		}
	})
	t.Run("IB-1 a natural 1♥ over 1NT replaced by a 2♦ transfer showing hearts is the free replacement", func(t *testing.T) {
		o := outcomeOf(t, "insufficient-bid", ruling.Context{}, auctionCall(t, "1NT"), auctionCall(t, "1H"),
			ruling.Pick("replaced-same"), auctionCall(t, "2D"))
		if o.ID != "lowest-same" || !citesLaw(o, law.L(27, "B1(a)")) {
			t.Fatalf("ending %s; want lowest-same under 27B1(a)", o.ID)
		}
		if !slices.ContainsFunc(o.Notes, func(n string) bool { return strings.Contains(n, "2♦") && strings.Contains(n, "hearts") }) {
			t.Errorf("the director is not reminded that 2♦ must show hearts in their methods: %q", o.Notes)
		}
	})
	t.Run("IB-1 IB-6 the options name no bid aloud: the free bid is worked out in a note for the director", func(t *testing.T) {
		o := outcomeOf(t, "insufficient-bid", ruling.Context{}, auctionCall(t, "1S"), auctionCall(t, "1H"), ruling.Pick("options"))
		script := strings.Join(o.Script(), "\n")
		if strings.Contains(script, "2♥") || strings.Contains(script, "natural") {
			t.Errorf("the script prompts the player who made the insufficient bid:\n%s", script)
		}
		if !strings.Contains(o.Options[0].Label, "same suit") || !strings.Contains(o.Options[0].Label, "comparable call") ||
			!strings.Contains(o.Options[0].Consequence, "away from the table") {
			t.Errorf("option 1 = %q / %q; want the same suit(s) or a comparable call, discussed away from the table", o.Options[0].Label, o.Options[0].Consequence)
		}
		if !slices.ContainsFunc(o.Notes, func(n string) bool { return strings.Contains(n, "2♥") }) {
			t.Errorf("no director's note names 2♥: %q", o.Notes)
		}
	})
	t.Run("IB-2 the withdrawn call is unauthorized to partner only on the option that bars partner", func(t *testing.T) {
		o := outcomeOf(t, "insufficient-bid", ruling.Context{}, auctionCall(t, "1S"), auctionCall(t, "1H"), ruling.Pick("options"))
		if slices.ContainsFunc(o.Information, func(i ruling.InfoRule) bool { return i.Who.Role == ruling.OffendersPartner }) {
			t.Errorf("a rule about partner is read before the choice: %+v", o.Information)
		}
		free, other := o.Options[0], o.Options[len(o.Options)-1]
		if len(free.MustPass) != 0 || len(free.LeadRestrictions) != 0 || slices.ContainsFunc(free.Information, func(i ruling.InfoRule) bool { return !i.Authorized }) {
			t.Errorf("the free replacement carries obligations: %+v", free)
		}
		if len(other.MustPass) != 1 || other.MustPass[0].Length != ruling.RestOfAuction || len(other.LeadRestrictions) != 1 ||
			!slices.ContainsFunc(other.Information, func(i ruling.InfoRule) bool {
				return i.Who.Role == ruling.OffendersPartner && !i.Authorized && i.Law == law.L(16, "C2")
			}) {
			t.Errorf("the other option does not bar partner, restrict the lead and make the withdrawn call unauthorized: %+v", other)
		}
	})
	t.Run("IB-4 IB-5 an unintended bid that LHO called over is still Law 25A: LHO may take back the call", func(t *testing.T) {
		o := outcomeOf(t, "insufficient-bid", ruling.Context{}, auctionCall(t, "1S"), auctionCall(t, "1H"), ruling.Pick("slip"))
		if !citesLaw(o, law.L(25, "A6")) || !citesLaw(o, law.L(25, "A1")) {
			t.Errorf("the slip ruling cites %v; want 25A1 (no lead restrictions) and 25A6", o.AllLaws())
		}
		lhoSide := slices.ContainsFunc(o.Information, func(i ruling.InfoRule) bool {
			return i.Who.Role == ruling.NonOffendingSide && i.Authorized && i.Law == law.L(25, "A6")
		})
		offenders := slices.ContainsFunc(o.Information, func(i ruling.InfoRule) bool {
			return i.Who.Role == ruling.OffendingSide && !i.Authorized && i.Law == law.L(25, "A6")
		})
		if !lhoSide || !offenders {
			t.Errorf("25A6 information: authorized to LHO's side %v, unauthorized to the offenders %v (%+v)", lhoSide, offenders, o.Information)
		}
		st := stepNamed(t, InsufficientBid, "status")
		ids := make([]string, len(st.Options))
		for i, o := range st.Options {
			ids[i] = o.ID
		}
		if slices.Index(ids, "slip") > slices.Index(ids, "accepted") || !strings.HasPrefix(st.Help, "First ask the player") || !strings.Contains(st.Help, "25A6") {
			t.Errorf("the status question asks about a slip before acceptance and says LHO may take back a call (25A6): %v %q", ids, st.Help)
		}
	})
	t.Run("Q4 a Stayman 2♣ over 2NT replaced by 3♣ Stayman: no denomination to match, so the same purpose decides", func(t *testing.T) {
		o := outcomeOf(t, "insufficient-bid", ruling.Context{}, auctionCall(t, "2NT"), auctionCall(t, "2C"),
			ruling.Pick("replaced"), auctionCall(t, "3C"), ruling.Pick("same-purpose"))
		if o.ID != "comparable" || !citesLaw(o, law.L(27, "B1(b)")) {
			t.Errorf("ending %s; want comparable under 27B1(b)", o.ID)
		}
		st := stepNamed(t, InsufficientBid, "status")
		if !strings.Contains(st.Help+st.Options[3].Help, "Stayman") {
			t.Errorf("nothing tells the director how to judge a Stayman bid: %q", st.Help)
		}
	})
	t.Run("S-5 LHO offered a second insufficient bid is not spoken to as 'you'", func(t *testing.T) {
		o := outcomeOf(t, "insufficient-bid", ruling.Context{}, auctionCall(t, "2H"), auctionCall(t, "1S"), ruling.Pick("replaced"), auctionCall(t, "2D"))
		for _, line := range o.Script() {
			if strings.Contains(strings.ToLower(line), "your call") {
				t.Errorf("script says %q", line)
			}
		}
	})
}

// IB-3 and C-8: the non-offending side's right to use a withdrawn call is Law 16C1, in all three
// auction flows; 16C2 is the offending side's obligation.
func TestWithdrawnCallIsAuthorizedToTheOtherSideUnderLaw16C1(t *testing.T) {
	for _, id := range []string{"insufficient-bid", "call-out-of-rotation", "comparable-call"} {
		paths, err := Lookup(id).Paths()
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range paths {
			var rules []ruling.InfoRule
			rules = append(rules, p.Outcome.Information...)
			for _, c := range p.Outcome.Options {
				rules = append(rules, c.Information...)
			}
			for _, i := range rules {
				if i.Who.Role == ruling.NonOffendingSide && i.Authorized && i.Law == law.L(16, "C2") {
					t.Errorf("%s %s after %s: %q cites 16C2, want 16C1", id, p.Outcome.ID, p.Describe(), i.Sentence())
				}
			}
		}
	}
}

// Law 27D follows only a 27B1 replacement; after any other sufficient bid or a pass the route is
// Law 72C (27B2). Each protection is read with its own option, not after both.
func TestInsufficientBidOptionsEachCarryTheirOwnAdjustment(t *testing.T) {
	o := outcomeOf(t, "insufficient-bid", ruling.Context{}, auctionCall(t, "1S"), auctionCall(t, "1H"), ruling.Pick("options"))
	if o.Adjustment != nil {
		t.Errorf("an adjustment read after both options: %+v", o.Adjustment)
	}
	if !slices.Contains(o.Options[0].Laws, law.L(27, "D")) || !strings.Contains(o.Options[0].Consequence, "adjusted score") {
		t.Errorf("option 1 lacks its 27D sentence: %+v", o.Options[0])
	}
	if !slices.Contains(o.Options[1].Laws, law.L(72, "C")) || slices.Contains(o.Options[1].Laws, law.L(27, "D")) {
		t.Errorf("option 2 should carry 72C, not 27D: %+v", o.Options[1])
	}
}

// An accepted second insufficient bid still replaces the first: Law 26 may apply unless the two
// are comparable (26A, 26B), and the table hears that with the option.
func TestAcceptedSecondInsufficientBidMayStillBringALeadRestriction(t *testing.T) {
	o := outcomeOf(t, "insufficient-bid", ruling.Context{}, auctionCall(t, "2H"), auctionCall(t, "1S"), ruling.Pick("replaced"), auctionCall(t, "2D"))
	accept := o.Options[0]
	if len(accept.LeadRestrictions) != 1 || accept.LeadRestrictions[0].Law != law.L(26, "B") ||
		!strings.Contains(accept.LeadRestrictions[0].When, "comparable") {
		t.Errorf("accepting: lead restrictions %+v, want 26B unless comparable", accept.LeadRestrictions)
	}
	if len(accept.MustPass) > 0 {
		t.Errorf("boundary: accepting bars nobody: %+v", accept.MustPass)
	}
}

// Law 27B3: a double or redouble that is not comparable is cancelled, and partner passes for the
// rest of the auction whatever call follows; entering only that last call must not give "no
// rectification".
func TestInsufficientBidReplacedByACancelledDoubleThenAnotherCall(t *testing.T) {
	o := outcomeOf(t, "insufficient-bid", ruling.Context{}, auctionCall(t, "1S"), auctionCall(t, "1H"), ruling.Pick("double-then-call"))
	if o.ID != "double-cancelled" || !citesLaw(o, law.L(27, "B3")) {
		t.Fatalf("ending %q citing %v, want double-cancelled under 27B3", o.ID, o.AllLaws())
	}
	if len(o.MustPass) != 1 || o.MustPass[0].Length != ruling.RestOfAuction {
		t.Errorf("partner is not barred for the rest of the auction: %+v", o.MustPass)
	}
}
