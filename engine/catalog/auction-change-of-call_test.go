package catalog

import (
	"slices"
	"strings"
	"testing"

	"tableside/engine/law"
	"tableside/engine/ruling"
)

// Law text checked against the 2017 Laws: Law 25 at https://www.pzbs.pl/sedziowie/mpb/2017/en/l25.html
// (25A1 the intended call stands, "but the lead restrictions in Law 26 do not apply"; 25A2 a mechanical
// error or slip of the tongue, not a loss of concentration; 25A3 "no matter how he may have become aware
// of his error"; 25A4 not once partner has called; 25A5 not after the end of the auction period; 25A6 LHO
// may withdraw a call made over the first one, authorized to LHO's side and unauthorized to the
// opponents; 25B1 LHO accepts a substitution by calling intentionally over it, Law 26 may apply; 25B2
// otherwise it is cancelled and the original call stands, Law 26 may apply; 25B3 Law 16C applies).
// Law 17D1/D2 (end of the auction period) at https://www.pzbs.pl/sedziowie/mpb/2017/en/l17.html.
//
// Older ACBL Duplicate Decisions (the auction chapter, Laws 17-40) state three pre-2017 rules tested
// against here: an inadvertent call may be changed only "without pause for thought" (2017 25A3: however
// the player noticed); a purposeful change may be allowed before LHO calls, "average minus at best"
// (2017 25B: only LHO's acceptance, no artificial score); if not accepted the offender chooses between
// the first call with partner passing once and any call with average minus (2017 25B2: the first call
// stands, nothing else).

// auctionPicks turns option ids into answers.
func auctionPicks(ids ...string) []ruling.Answer {
	out := make([]ruling.Answer, len(ids))
	for i, id := range ids {
		out[i] = ruling.Pick(id)
	}
	return out
}

func TestChangeOfCallRulings(t *testing.T) {
	tests := []struct {
		name     string
		answers  []string
		ending   string
		law      law.Ref
		chooser  ruling.Role
		leadBan  bool // Law 26B on the outcome or on every option
		replaced bool // the unintended call is replaced
	}{
		// Older ACBL Duplicate Decisions: inadvertent call, no pause for thought, partner has not called → changed
		// without penalty. 2017 25A keeps the change and drops the pause condition.
		{"wrong bidding card, nobody has called since: replaced, no lead restrictions",
			[]string{"unintended", "nobody"}, "replace", law.L(25, "A1"), ruling.NoRole, false, true},
		{"slip noticed after the next player called: that player may take their call back",
			[]string{"unintended", "lho"}, "replace-lho", law.L(25, "A6"), ruling.OffendersLHO, false, true},
		{"boundary: partner has called since the slip: too late, the call stands",
			[]string{"unintended", "partner"}, "too-late", law.L(25, "A4"), ruling.NoRole, false, false},
		{"auction ended before partner's turn, no opening lead yet: still replaced",
			[]string{"unintended", "ended", "not-yet"}, "replace-after-auction", law.L(25, "A5"), ruling.NoRole, false, true},
		{"boundary: auction period over (opening lead faced): too late",
			[]string{"unintended", "ended", "over"}, "period-over", law.L(25, "A5"), ruling.NoRole, false, false},
		{"change of mind, only asked to change: the call stands",
			[]string{"intended", "asked"}, "stands", law.L(25, "A2"), ruling.NoRole, false, false},
		{"change of mind, new call made, next player has not called: next player chooses",
			[]string{"intended", "made"}, "lho-chooses", law.L(25, "B2"), ruling.OffendersLHO, true, false},
		{"change of mind, next player called over the new call on purpose: accepted",
			[]string{"intended", "accepted"}, "accepted", law.L(25, "B1"), ruling.NoRole, true, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			o := outcomeOf(t, "change-of-call", ruling.Context{}, auctionPicks(tc.answers...)...)
			if o.ID != tc.ending {
				t.Fatalf("ending = %q, want %q", o.ID, tc.ending)
			}
			if !citesLaw(o, tc.law) {
				t.Errorf("laws %v lack %s", o.AllLaws(), tc.law)
			}
			if o.Chooser.Role != tc.chooser {
				t.Errorf("chooser = %v, want %v", o.Chooser.Role, tc.chooser)
			}
			bans := len(o.LeadRestrictions) > 0
			for _, c := range o.Options {
				bans = bans || len(c.LeadRestrictions) > 0
				// The ban may be stated once for every option, after the choice (review A7), or per option.
				if tc.leadBan && len(o.LeadRestrictions) == 0 && (len(c.LeadRestrictions) != 1 || c.LeadRestrictions[0].Rule != ruling.MayProhibit) {
					t.Errorf("option %q: leads %+v, want declarer's right to forbid one suit (Law 26B)", c.Label, c.LeadRestrictions)
				}
			}
			if bans != tc.leadBan {
				t.Errorf("lead restrictions present = %v, want %v", bans, tc.leadBan)
			}
			if tc.replaced && !slices.ContainsFunc(o.Information, func(i ruling.InfoRule) bool {
				return i.Who.Role == ruling.OffendersPartner && !i.Authorized && i.Law == law.L(16, "C2")
			}) {
				t.Errorf("partner may not use the replaced call (Law 16C2): %+v", o.Information)
			}
			if len(o.MustPass) > 0 {
				t.Errorf("nobody has to pass after a change of call: %+v", o.MustPass)
			}
		})
	}
}

// 2017 Law 25A1: a replaced unintended call brings no Law 26 lead restrictions. 25A3: nothing asks
// how quickly the player noticed (the pre-2017 "without pause for thought").
func TestChangeOfCallSlipHasNoLeadRestrictionsAndNoPauseTest(t *testing.T) {
	f := Lookup("change-of-call")
	paths, err := f.Paths()
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range paths {
		if !p.Session.Is("intent", "unintended") {
			continue
		}
		if len(p.Outcome.LeadRestrictions) > 0 {
			t.Errorf("%s: lead restrictions %+v after an unintended call (Law 25A1)", p.Describe(), p.Outcome.LeadRestrictions)
		}
		for _, c := range p.Outcome.Options {
			if len(c.LeadRestrictions) > 0 {
				t.Errorf("%s: option %q has lead restrictions (Law 25A1)", p.Describe(), c.Label)
			}
		}
	}
	for _, st := range f.Steps {
		text := strings.ToLower(st.Prompt)
		for _, o := range st.Options {
			text += " " + strings.ToLower(o.Label)
		}
		if strings.Contains(text, "pause") || strings.Contains(text, "at once") || strings.Contains(text, "immediately") {
			t.Errorf("question %q asks about timing; 2017 Law 25A3 does not care how the player noticed", st.ID)
		}
	}
}

// No path of the ruling gives an artificial score or speaks of average minus to the table: that was
// the pre-2017 price of a purposeful change (older ACBL Duplicate Decisions); 2017 Law 25B has none.
func TestChangeOfCallNeverGivesAverageMinus(t *testing.T) {
	paths, err := Lookup("change-of-call").Paths()
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range paths {
		if a := p.Outcome.Adjustment; a != nil {
			t.Errorf("%s: adjustment %+v; Law 25 gives none", p.Describe(), a)
		}
		for _, line := range p.Outcome.Script() {
			if strings.Contains(strings.ToLower(line), "average") {
				t.Errorf("%s: the table hears %q", p.Describe(), line)
			}
		}
	}
}

// Law 25A6: a call the next player takes back is authorized to that player's side and unauthorized to
// the side that slipped; the rule is read with the option that withdraws it, not before the choice.
func TestChangeOfCallNextPlayerWithdrawsWithInformationOnTheOption(t *testing.T) {
	o := outcomeOf(t, "change-of-call", ruling.Context{}, auctionPicks("unintended", "lho")...)
	if len(o.Options) != 2 {
		t.Fatalf("options = %+v, want keep or take back", o.Options)
	}
	keep, back := o.Options[0], o.Options[1]
	if len(keep.Information) != 0 {
		t.Errorf("keeping the call withdraws nothing: %+v", keep.Information)
	}
	want := []ruling.InfoRule{
		{Who: ruling.Party{Role: ruling.NonOffendingSide}, Authorized: true, Law: law.L(25, "A6")},
		{Who: ruling.Party{Role: ruling.OffendingSide}, Authorized: false, Law: law.L(25, "A6")},
	}
	for _, w := range want {
		if !slices.ContainsFunc(back.Information, func(i ruling.InfoRule) bool {
			return i.Who.Role == w.Who.Role && i.Authorized == w.Authorized && i.Law == w.Law
		}) {
			t.Errorf("taking the call back: information %+v lacks %+v", back.Information, w)
		}
	}
	if script := strings.Join(o.Script(), " "); !strings.Contains(script, "South had already called over it") || strings.Contains(script, "the player who") {
		t.Errorf("with East's call withdrawn, the script names South, the next player, by seat:\n%s", strings.Join(o.Script(), "\n"))
	}
}

// An intended call the player's partner could use: the request to change is unauthorized information.
func TestChangeOfCallRequestIsUnauthorizedToPartner(t *testing.T) {
	o := outcomeOf(t, "change-of-call", ruling.Context{}, auctionPicks("intended", "asked")...)
	if !slices.ContainsFunc(o.Information, func(i ruling.InfoRule) bool {
		return i.Who.Role == ruling.OffendersPartner && !i.Authorized && i.Law == law.L(16, "B1")
	}) {
		t.Errorf("information %+v: partner may not use the request to change (Law 16B1)", o.Information)
	}
}

// The intended call may itself be irregular; the ruling for it is one tap away.
func TestChangeOfCallLinksToTheRulingForAnIrregularIntendedCall(t *testing.T) {
	o := outcomeOf(t, "change-of-call", ruling.Context{}, auctionPicks("unintended", "nobody")...)
	if !slices.ContainsFunc(o.FollowUps, func(f ruling.FollowUp) bool { return f.Flow == "insufficient-bid" }) {
		t.Errorf("follow-ups %+v: an intended bid that is too low is an insufficient bid", o.FollowUps)
	}
	if !slices.ContainsFunc(o.FollowUps, func(f ruling.FollowUp) bool { return f.Flow == "inadmissible-call" }) {
		t.Errorf("follow-ups %+v: an intended double that is not allowed is an inadmissible call", o.FollowUps)
	}
}

// Law 18F lets the regulating body say when a bidding-box call is made; a card not yet "made" is
// no call, so Law 25 does not apply and the player calls freely (ACBL, EBU and ABF bidding-box
// regulations; sources at callMadeNote). The WBF's is not confirmed, and no body chosen means the
// ACBL's (law.Default).
func TestBiddingCardNotYetMadeAsACall(t *testing.T) {
	for _, tc := range []struct {
		body law.Body
		want string
	}{
		{law.ACBL, "touching or nearly touching the table"},
		{law.EBU, "apparent intent"},
		{law.ABF, "held face up"},
		{law.WBF, "conditions of contest"},
		{law.NoBody, "ACBL"},
	} {
		o := outcomeOf(t, "change-of-call", ruling.Context{Body: tc.body}, ruling.Pick("not-made"))
		if o.ID != "not-made" || !citesLaw(o, law.L(18, "F")) {
			t.Fatalf("%v: ending %q citing %v, want not-made under Law 18F", tc.body, o.ID, o.AllLaws())
		}
		if citesLaw(o, law.L(25, "A1")) || citesLaw(o, law.L(25, "B1")) || len(o.LeadRestrictions) > 0 {
			t.Errorf("%v: Law 25 applied to a call never made: %v", tc.body, o.AllLaws())
		}
		if !strings.Contains(strings.Join(o.Notes, " "), tc.want) {
			t.Errorf("%v: notes %q do not give the body's rule %q", tc.body, o.Notes, tc.want)
		}
	}
}

// Law 25A1: the limit is partner's call, so an attempt to correct made before partner called is
// in time even if partner called before the director came (Laws 25A1, 25A4).
func TestCorrectionTriedBeforePartnerCalledButPartnerCalledAnyway(t *testing.T) {
	o := outcomeOf(t, "change-of-call", ruling.Context{}, picks("unintended", "tried-in-time")...)
	if o.ID != "replace-partner-called" || !citesLaw(o, law.L(25, "A1")) {
		t.Fatalf("ending %q citing %v", o.ID, o.AllLaws())
	}
	said := ""
	for _, e := range o.Automatic {
		said += e.Text + " "
	}
	if !strings.Contains(said, "calls again") {
		t.Errorf("partner's call is not taken back: %s", said)
	}
	if !strings.Contains(strings.Join(o.Notes, " "), "Record your finding") {
		t.Errorf("the director is not asked to record when the attempt was made: %q", o.Notes)
	}
	late := outcomeOf(t, "change-of-call", ruling.Context{}, picks("unintended", "partner")...)
	if late.ID != "too-late" {
		t.Errorf("boundary: an attempt only after partner called is too late, got %q", late.ID)
	}
}

// Law 25B1: only an intentional call over the new call accepts it; a call made without seeing
// it leaves the first call standing (25B2), with Law 26 and 16C for the cancelled call.
func TestNextPlayerCalledWithoutSeeingTheChangedCall(t *testing.T) {
	o := outcomeOf(t, "change-of-call", ruling.Context{}, picks("intended", "unseen")...)
	if o.ID != "not-accepted" || !citesLaw(o, law.L(25, "B2")) || !citesLaw(o, law.L(16, "C2")) {
		t.Fatalf("ending %q citing %v, want the first call standing under 25B2 with 16C2", o.ID, o.AllLaws())
	}
	if len(o.LeadRestrictions) != 1 || o.LeadRestrictions[0].Law != law.L(26, "B") {
		t.Errorf("Law 26 may apply after 25B2: %+v", o.LeadRestrictions)
	}
}

// Law 25A6: the next player chooses over the call now in front of them, so the replacement is
// made first; a call kept that is now too low or an inadmissible double is ruled as such
// (Laws 27, 36), never left to "usually".
func TestNextPlayerKeepsACallTheReplacementMadeIllegal(t *testing.T) {
	o := outcomeOf(t, "change-of-call", ruling.Context{}, picks("unintended", "lho")...)
	script := o.Script()
	if !strings.Contains(script[0], "please make the call you meant") {
		t.Errorf("the replacement is not asked for first: %q", script[0])
	}
	keep := o.Options[0]
	if !strings.Contains(keep.Consequence, "insufficient bid") || !slices.Contains(keep.Laws, law.L(27, "")) || !slices.Contains(keep.Laws, law.L(36, "")) {
		t.Errorf("keeping the call says nothing of Laws 27 and 36: %+v", keep)
	}
	if strings.Contains(strings.Join(o.Notes, " "), "usually") {
		t.Errorf("an illegal call is still left to 'usually': %q", o.Notes)
	}
}

// After the final pass the slip cannot have been called over; a face-down opening lead goes back
// to the hand (Law 41A: withdrawn only on the director's instruction after an irregularity, and
// returned to the hand; the 2017 text as quoted on the BBO forums, "Second Lead", 2018).
func TestUnintendedFinalPassCorrectedAfterAFaceDownLead(t *testing.T) {
	o := outcomeOf(t, "change-of-call", ruling.Context{}, picks("unintended", "ended", "not-yet")...)
	if !citesLaw(o, law.L(41, "A")) {
		t.Errorf("laws %v lack 41A for the face-down lead", o.AllLaws())
	}
}

// Law 25A2 (and the WBF commentary's "not even for a split second"): the director checks the
// hand and the auction, and the player must convince them; nothing tells the director not to
// look at the hand.
func TestIntentIsJudgedWithTheHandAndTheAuction(t *testing.T) {
	help := stepNamed(t, ChangeOfCall, "intent").Help
	if strings.Contains(help, "without looking at the hand") || !strings.Contains(help, "check the hand and the auction") {
		t.Errorf("intent help: %q", help)
	}
}

// The next player deciding whether to accept a changed call hears only what each choice does;
// the Law 26B consequence is said once, after the choice, not inside both options.
func TestChangeOfMindChooserHearsOnlyTheChoice(t *testing.T) {
	o := outcomeOf(t, "change-of-call", ruling.Context{}, picks("intended", "made")...)
	for _, c := range o.Options {
		if len(c.LeadRestrictions) > 0 {
			t.Errorf("option %q repeats the lead restriction", c.Label)
		}
		if n := len(strings.Fields(c.Consequence)); n > 15 {
			t.Errorf("option %q: %d words of consequence", c.Label, n)
		}
	}
	if len(o.LeadRestrictions) != 1 {
		t.Errorf("the 26B consequence is not stated once after the choice: %+v", o.LeadRestrictions)
	}
}
