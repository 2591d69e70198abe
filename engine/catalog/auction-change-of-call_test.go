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
				if tc.leadBan && (len(c.LeadRestrictions) != 1 || c.LeadRestrictions[0].Rule != ruling.MayProhibit) {
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
	if !strings.Contains(strings.Join(o.Script(), " "), "the opponent on the left of the player who made the unintended call") {
		t.Errorf("with no seats known the script names the chooser in plain words:\n%s", strings.Join(o.Script(), "\n"))
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
