package catalog

import (
	"reflect"
	"slices"
	"strings"
	"testing"

	"tableside/engine/bridge"
	"tableside/engine/law"
	"tableside/engine/ruling"
)

// Law 26 checked against the 2017 Laws as amended by the WBF soon after publication: 26A (a
// comparable replacement brings no lead restriction), 26B "declarer may, at the offender's
// partner's first turn to lead (which may be the opening lead), prohibit offender's partner from
// leading any one suit which has not been specified in the legal auction by the offender. Such
// prohibition continues for as long as the offender's partner retains the lead" — quoted as
// amended in a New Zealand Bridge forum answer (preview.nzbridge.co.nz, "Law 26") and a
// BridgeBase forum thread ("26B2"); the first printing's "require" is gone. Law 25A1 ("the lead
// restrictions in Law 26 do not apply"): qldbridge.com director Q&A 17. Law 27B1(a) ("Law 26B
// does not apply"): the insufficient-bid tests' source.
//
// The older ACBL Duplicate Decisions (the seed of Laws 17-40) let declarer "require or
// prohibit" the suits the withdrawn call specified; under 2017 the withdrawn call's suits do not
// count at all, and the 2017 rule is what is tested.

func leadsAuction(dealer, player bridge.Seat, calls string, artificial map[int][]bridge.Suit) ruling.Answer {
	a := naturalEntry(dealer, player, calls)
	for i, suits := range artificial {
		a = showing(a, i, suits...)
	}
	return ruling.AuctionAnswer(a)
}

func TestWithdrawnCallLeadRestrictions(t *testing.T) {
	const (
		N, E, S, W = bridge.North, bridge.East, bridge.South, bridge.West
	)
	all := bridge.Suits
	tests := []struct {
		name     string
		answers  []ruling.Answer
		ending   string
		suits    []bridge.Suit // the suits declarer may forbid
		on       bridge.Seat   // who is restricted
		opening  bool          // the restriction falls on the opening lead
		summary  string        // a phrase the summary must have
		followUp bool          // a reminder for the restricted player's first lead during play
	}{
		{"East's 1♥ replaced by a pass; North declares 4♠ and East leads, so West's first turn comes during play",
			[]ruling.Answer{ruling.Pick("not-comparable"), auctionCall(t, "1H"), ruling.AuctionAnswer(commonLeadsAuction)},
			"may-forbid", all, W, false, "The withdrawn call was 1♥", true},
		{"Stayman 2♣ confirmed artificial specifies no suit: clubs may be forbidden, on the opening lead",
			[]ruling.Answer{ruling.Pick("not-comparable"), auctionCall(t, "P"), leadsAuction(N, S, "1NT P 2C 3D P 5D P P P", map[int][]bridge.Suit{2: nil})},
			"may-forbid", all, N, true, "The contract is 5♦ by West", false},
		{"the same 2♣ confirmed natural specifies clubs: the engine follows the director, never the other way round",
			[]ruling.Answer{ruling.Pick("not-comparable"), auctionCall(t, "P"), leadsAuction(N, S, "1NT P 2C 3D P 5D P P P", nil)},
			"may-forbid", []bridge.Suit{bridge.Diamonds, bridge.Hearts, bridge.Spades}, N, true, "", false},
		{"a transfer 2♦ specifies hearts: diamonds may be forbidden, hearts may not",
			[]ruling.Answer{ruling.Pick("not-comparable"), auctionCall(t, "X"), leadsAuction(N, S, "1NT P 2D 2S 3H 4S P P P", map[int][]bridge.Suit{2: {bridge.Hearts}})},
			"may-forbid", []bridge.Suit{bridge.Clubs, bridge.Diamonds, bridge.Spades}, N, true, "", false},
		{"a Michaels cue-bid of 2♥ specifies spades: hearts may be forbidden",
			[]ruling.Answer{ruling.Pick("not-comparable"), auctionCall(t, "2C"), leadsAuction(W, N, "1H 2H 4H P P P", map[int][]bridge.Suit{1: {bridge.Spades}})},
			"may-forbid", []bridge.Suit{bridge.Clubs, bridge.Diamonds, bridge.Hearts}, S, false, "", true},
		{"a lead-directing double of Stayman specifies clubs",
			[]ruling.Answer{ruling.Pick("not-comparable"), auctionCall(t, "2D"), leadsAuction(N, W, "1NT P 2C X 2H P 4H P P P", map[int][]bridge.Suit{3: {bridge.Clubs}})},
			"may-forbid", []bridge.Suit{bridge.Diamonds, bridge.Hearts, bridge.Spades}, E, true, "", false},
		{"boundary: East named three suits, so exactly one may be forbidden",
			[]ruling.Answer{ruling.Pick("not-comparable"), auctionCall(t, "1S"), leadsAuction(E, E, "1C P 1D P 1H P 1NT P 2S P 3NT 4H P P P", nil)},
			"may-forbid", []bridge.Suit{bridge.Diamonds}, W, false, "", true},
		{"boundary: East named all four suits, so nothing may be forbidden",
			[]ruling.Answer{ruling.Pick("not-comparable"), auctionCall(t, "1S"), leadsAuction(E, E, "1C P 1D P 1H P 1NT P 2S P 2NT P 3D P 3NT 4H P P P", nil)},
			"nothing-to-forbid", nil, 0, false, "", false},
		{"boundary: the offender becomes declarer",
			[]ruling.Answer{ruling.Pick("not-comparable"), auctionCall(t, "1H"), leadsAuction(N, N, "1S P 4S P P P", nil)},
			"offender-declares", nil, 0, false, "North-South will declare", false},
		{"boundary: the offender becomes dummy",
			[]ruling.Answer{ruling.Pick("not-comparable"), auctionCall(t, "1H"), leadsAuction(N, S, "1S P 4S P P P", nil)},
			"offender-declares", nil, 0, false, "", false},
		{"boundary: passed out, so there is no lead",
			[]ruling.Answer{ruling.Pick("not-comparable"), auctionCall(t, "1H"), leadsAuction(N, E, "P P P P", nil)},
			"passed-out", nil, 0, false, "", false},
		{"a cancelled inadmissible call skips the withdrawn call",
			[]ruling.Answer{ruling.Pick("inadmissible"), ruling.AuctionAnswer(commonLeadsAuction)},
			"may-forbid", all, W, false, "cancelled as an inadmissible call", true},
		{"replaced by a comparable call: no lead restrictions (Law 26A)",
			[]ruling.Answer{ruling.Pick("comparable")}, "comparable", nil, 0, false, "", true},
		{"the lowest sufficient bid in the same denomination: no lead restrictions (Law 27B1(a))",
			[]ruling.Answer{ruling.Pick("lowest-same")}, "lowest-same", nil, 0, false, "", true},
		{"an unintended call corrected: Law 26 does not apply (Law 25A1)",
			[]ruling.Answer{ruling.Pick("unintended")}, "unintended", nil, 0, false, "", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			o := outcomeOf(t, "withdrawn-call-leads", ruling.Context{}, tc.answers...)
			if o.ID != tc.ending {
				t.Fatalf("ending %q, want %q", o.ID, tc.ending)
			}
			if tc.summary != "" && !strings.Contains(o.Summary, tc.summary) {
				t.Errorf("summary %q lacks %q", o.Summary, tc.summary)
			}
			if tc.suits == nil {
				if len(o.LeadRestrictions) > 0 {
					t.Errorf("a lead restriction where there is none: %+v", o.LeadRestrictions)
				}
				return
			}
			if len(o.LeadRestrictions) != 1 {
				t.Fatalf("%d lead restrictions, want 1", len(o.LeadRestrictions))
			}
			l := o.LeadRestrictions[0]
			if !reflect.DeepEqual(l.Suits, tc.suits) {
				t.Errorf("suits %v, want %v", l.Suits, tc.suits)
			}
			if l.Rule != ruling.MayProhibit || l.Law != law.L(26, "B") {
				t.Errorf("rule %v (%v): declarer may only forbid, under Law 26B", l.Rule, l.Law)
			}
			if l.On.Seat != tc.on || l.On.Role != ruling.OffendersPartner {
				t.Errorf("restricts %v, want the offender's partner, %v", l.On, tc.on)
			}
			for _, s := range tc.suits {
				if !strings.Contains(l.Which, s.String()) && len(tc.suits) < 4 {
					t.Errorf("which %q does not name %s", l.Which, s)
				}
			}
			if opening := strings.Contains(l.When, "opening lead"); opening != tc.opening {
				t.Errorf("when %q: opening lead = %v, want %v", l.When, opening, tc.opening)
			}
			if first := o.First != ""; first != tc.opening {
				t.Errorf("first line %q: want one only when the restricted player is about to lead", o.First)
			}
			reminder := false
			for _, f := range o.FollowUps {
				reminder = reminder || strings.Contains(f.When, "first gains the lead")
			}
			if reminder != tc.followUp && tc.ending == "may-forbid" {
				t.Errorf("reminder for a later first lead = %v, want %v", reminder, tc.followUp)
			}
		})
	}
}

func TestWithdrawnCallLeadsScriptNamesTheSuitsAndSeats(t *testing.T) {
	o := outcomeOf(t, "withdrawn-call-leads", ruling.Context{}, ruling.Pick("not-comparable"), auctionCall(t, "X"),
		leadsAuction(bridge.North, bridge.South, "1NT P 2D 2S 3H 4S P P P", map[int][]bridge.Suit{2: {bridge.Hearts}}))
	script := strings.Join(o.Script(), "\n")
	for _, want := range []string{
		"North, please don't lead yet.",
		"West, as declarer, may forbid North to lead one suit that South did not specify",
		"Before North makes the opening lead, declarer may forbid the lead of one of clubs, diamonds or spades (the suits South did not specify in the legal auction), for as long as North keeps the lead.",
		"North may not use the information from the withdrawn call",
	} {
		if !strings.Contains(script, want) {
			t.Errorf("script lacks %q:\n%s", want, script)
		}
	}
	if !strings.Contains(strings.Join(o.Notes, " "), "2♦ (artificial): hearts") {
		t.Errorf("the notes do not record what the 2♦ was confirmed to show: %q", o.Notes)
	}
}

func TestWithdrawnCallLeadsRefusesAnAuctionItCannotRuleOn(t *testing.T) {
	s, err := Start("withdrawn-call-leads", ruling.Context{})
	if err != nil {
		t.Fatal(err)
	}
	s = mustAnswer(t, s, ruling.Pick("not-comparable"))
	s = mustAnswer(t, s, auctionCall(t, "1H"))
	for _, tc := range []struct {
		name string
		a    ruling.AuctionEntry
		want string
	}{
		{"an auction that has not ended", naturalEntry(bridge.North, bridge.East, "1S P 2S P"), "has not ended"},
		{"an offender's call whose meaning was not confirmed",
			func() ruling.AuctionEntry {
				a := naturalEntry(bridge.North, bridge.East, "1S 2C 2S P P P")
				a.Calls[1].Meaning = ruling.Unconfirmed
				return a
			}(), "say what East's 2♣ showed"},
		{"an illegal call", naturalEntry(bridge.North, bridge.East, "1S 1H P P P"), "insufficient"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			next, err := Answer(s, ruling.AuctionAnswer(tc.a))
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %v, want one saying %q", err, tc.want)
			}
			if len(next.Answers) != len(s.Answers) {
				t.Error("a refused auction changed the session")
			}
		})
	}
}

func TestLawTwentySixBCalculator(t *testing.T) {
	for _, tc := range []struct {
		name    string
		a       ruling.AuctionEntry
		want    leadBan
		wantErr bool
	}{
		{"East defends 4♠ by North and leads first", commonLeadsAuction,
			leadBan{Contract: bridge.Contract{Level: 4, Strain: bridge.SpadesStrain, Declarer: bridge.North}, Defends: true, Suits: bridge.Suits}, false},
		{"West defends 4♠ by North, and East, West's partner, makes the opening lead", naturalEntry(bridge.North, bridge.West, "1S P 2S P 4S P P P"),
			leadBan{Contract: bridge.Contract{Level: 4, Strain: bridge.SpadesStrain, Declarer: bridge.North}, Defends: true, Opening: true, Suits: bridge.Suits}, false},
		{"West's natural 3♥ leaves clubs, diamonds and spades", naturalEntry(bridge.North, bridge.West, "1S P 2S 3H 4S P P P"),
			leadBan{Contract: bridge.Contract{Level: 4, Strain: bridge.SpadesStrain, Declarer: bridge.North}, Defends: true, Opening: true,
				Specified: []bridge.Suit{bridge.Hearts}, Suits: []bridge.Suit{bridge.Clubs, bridge.Diamonds, bridge.Spades}}, false},
		{"a doubled contract is still a contract", naturalEntry(bridge.North, bridge.East, "1S X 4S X P P P"),
			leadBan{Contract: bridge.Contract{Level: 4, Strain: bridge.SpadesStrain, Risk: bridge.Doubled, Declarer: bridge.North}, Defends: true, Suits: bridge.Suits}, false},
		{"passed out", naturalEntry(bridge.East, bridge.East, "P P P P"), leadBan{PassedOut: true}, false},
		{"not ended", naturalEntry(bridge.East, bridge.East, "1S"), leadBan{}, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := lawTwentySixB(tc.a)
			if (err != nil) != tc.wantErr {
				t.Fatalf("error %v, want error %v", err, tc.wantErr)
			}
			if !tc.wantErr && !reflect.DeepEqual(got, tc.want) {
				t.Errorf("got %+v\nwant %+v", got, tc.want)
			}
		})
	}
}

func TestWithdrawnCallLeadsIsFoundByWhatDirectorsSay(t *testing.T) {
	for _, q := range []string{"lead restrictions", "which suit can declarer forbid", "lead penalty", "forbid a lead"} {
		got := Search(q)
		if len(got) == 0 || got[0].ID != "withdrawn-call-leads" {
			t.Errorf("Search(%q) = %v, want withdrawn-call-leads first", q, ids(got))
		}
	}
}

func ids(flows []*ruling.Flow) []string {
	var out []string
	for _, f := range flows {
		out = append(out, f.ID)
	}
	return out
}

// Law 26B is excluded by Law 36A (the next player called over a double not allowed), Law 38D
// (over a bid above seven) and Law 39B (a defender's pass, or declarer's or dummy's call, after
// the final pass, or a call the next player called over); Law 28B forfeits every rectification
// for a call out of rotation when the player in turn calls first. Source: the 2017 English text
// of Law 38 (pzbs.pl/sedziowie/mpb/2017/en/l38.html) and of Law 36 (transcribed at
// south-waikato.bridge-club.org, "Laws of Duplicate Bridge 9"); 39B as the inadmissible-call
// ruling reads it.
func TestNoLeadRestrictionAfterCancelledCallsTheLawsExclude(t *testing.T) {
	checkOutcomes(t, "withdrawn-call-leads", []outcomeCase{
		{"the next player called over an inadmissible double, a bid above seven or a call after the final pass",
			picks("no-recourse"), "no-recourse", []law.Ref{law.L(36, "A"), law.L(38, "D"), law.L(39, "B")},
			func(t *testing.T, o *ruling.Outcome) {
				if len(o.LeadRestrictions) > 0 {
					t.Errorf("a lead restriction the Laws exclude: %+v", o.LeadRestrictions)
				}
			}},
		{"a call out of rotation cancelled because the player in turn called first",
			picks("rotation-forfeited"), "rotation-forfeited", []law.Ref{law.L(28, "B"), law.L(16, "C2")},
			func(t *testing.T, o *ruling.Outcome) {
				if len(o.LeadRestrictions) > 0 {
					t.Errorf("a lead restriction after a forfeited call out of rotation: %+v", o.LeadRestrictions)
				}
			}},
		// Boundary: before the next player called, a cancelled inadmissible call still leads to
		// the calculator, and to a restriction when the offender defends (Laws 36B3, 37B, 38D, 39C).
		{"boundary: cancelled before the next player called, and the offender defends",
			[]ruling.Answer{ruling.Pick("inadmissible"), ruling.AuctionAnswer(commonLeadsAuction)}, "may-forbid",
			[]law.Ref{law.L(26, "B")}, nil},
	})
}

// A comparable replacement after a change of mind (Law 25B) or a double not allowed (Law 36B)
// brings no lead restriction (Law 26A), but unlike Laws 23B and 27B1(b) nothing makes the
// withdrawn call authorized to partner: Law 16C applies (25B3).
func TestComparableReplacementAfterAChangeOfMindKeepsTheCallUnauthorized(t *testing.T) {
	o := outcomeOf(t, "withdrawn-call-leads", ruling.Context{}, ruling.Pick("comparable-other"))
	if len(o.LeadRestrictions) > 0 {
		t.Errorf("a lead restriction after a comparable call: %+v", o.LeadRestrictions)
	}
	if !citesLaw(o, law.L(26, "A")) || !citesLaw(o, law.L(16, "C2")) {
		t.Errorf("laws %v: want 26A and 16C2", o.AllLaws())
	}
	if o.Adjustment != nil && o.Adjustment.Law == law.L(23, "C") {
		t.Errorf("Law 23C is not the route to an adjustment after a change of mind or a double not allowed")
	}
	partnerBarred := false
	for _, i := range o.Information {
		partnerBarred = partnerBarred || (i.Who.Role == ruling.OffendersPartner && !i.Authorized)
	}
	if !partnerBarred {
		t.Errorf("the withdrawn call must stay unauthorized to partner: %+v", o.Information)
	}
}

// A pass withdrawn after a pass out of rotation at RHO's turn (Law 30A) is the disputed case
// the call-out-of-rotation ruling already marks; a withdrawn bid is not.
func TestWithdrawnPassOutOfRotationIsMarkedDisputed(t *testing.T) {
	withPass := outcomeOf(t, "withdrawn-call-leads", ruling.Context{}, ruling.Pick("not-comparable"), auctionCall(t, "P"), ruling.AuctionAnswer(commonLeadsAuction))
	if !strings.Contains(strings.Join(withPass.Notes, " "), "Law 30A") {
		t.Errorf("a withdrawn pass: no note on the disputed 30A case: %q", withPass.Notes)
	}
	withBid := outcomeOf(t, "withdrawn-call-leads", ruling.Context{}, ruling.Pick("not-comparable"), auctionCall(t, "1H"), ruling.AuctionAnswer(commonLeadsAuction))
	if strings.Contains(strings.Join(withBid.Notes, " "), "Law 30A") {
		t.Errorf("a withdrawn bid: the 30A note does not belong: %q", withBid.Notes)
	}
}

// Directors are often called after the opening lead: the restriction on it needs a word for a
// face-down lead (returned, Law 41A; 2017 text as quoted on the BBO forums, "Second Lead", 2018)
// and a faced one (declarer's option has passed). The auction is kept on screen, not read aloud.
func TestOpeningLeadAlreadyMadeWhenTheLeadRestrictionFallsDue(t *testing.T) {
	o := outcomeOf(t, "withdrawn-call-leads", ruling.Context{}, ruling.Pick("not-comparable"), auctionCall(t, "P"),
		leadsAuction(bridge.North, bridge.South, "1NT P 2C 3D P 5D P P P", map[int][]bridge.Suit{2: nil}))
	notes := strings.Join(o.Notes, " ")
	if !strings.Contains(notes, "face down") || !strings.Contains(notes, "Law 41A") || !strings.Contains(notes, "face up") {
		t.Errorf("notes lack what to do when North has already led: %q", notes)
	}
	script := strings.Join(o.Script(), "\n")
	if strings.Contains(script, "1NT Pass 2♣") {
		t.Errorf("the whole auction is read aloud:\n%s", script)
	}
	if !strings.Contains(notes, "1NT Pass 2♣ 3♦") {
		t.Errorf("the legal auction is not kept on screen: %q", notes)
	}
}

// Law 27B1(a): the free replacement is the lowest sufficient bid that specifies the same
// denomination(s), so the option speaks of what the bid shows, not the suit it names.
func TestLowestSufficientBidOptionSaysShowing(t *testing.T) {
	st, err := WithdrawnCallLeads.Decide(ruling.Session{Flow: "withdrawn-call-leads"})
	if err != nil || st.Step == nil {
		t.Fatal(err)
	}
	i := slices.IndexFunc(st.Step.Options, func(o ruling.Option) bool { return o.ID == "lowest-same" })
	if i < 0 {
		t.Fatalf("no lowest-same option in %+v", st.Step.Options)
	}
	if l := st.Step.Options[i].Label; !strings.Contains(l, "showing") || strings.Contains(l, "in the same denomination") {
		t.Errorf("label %q", l)
	}
}
