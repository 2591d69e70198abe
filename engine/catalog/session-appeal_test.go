package catalog

import (
	"slices"
	"strings"
	"testing"

	"tableside/engine/law"
	"tableside/engine/ruling"
)

// Laws 92 and 93 in the 2017 text (pzbs.pl, "sedziowie/mpb/2017/en/l92.html" and "l93.html"):
// 92A any ruling at the contestant's table may be appealed, a request without merit sanctioned
// only by regulation; 92B the right to ask for or appeal a ruling ends 30 minutes after the
// official score is available for inspection unless the tournament organizer sets another
// period; 92C through the director; 92D both members of a pair concur, or the team captain, but
// not in an individual. 93A the director in charge hears every appeal where there is no
// committee (and no other arrangement under Law 80B2(k)) or it cannot sit without disturbing the
// event; 93B1 points of Law or regulation are the director in charge's, 93B2 the rest go to the
// committee, 93B3 which may not overrule the director in charge on Law, regulation or Law 91
// discipline, only recommend a change; 93C1 further appeal only where the regulating authority
// has set up a procedure, 93C2 a referral to it. Law 83 (pzbs.pl, 2007 text): the director tells
// a contestant of the right to appeal when a review could well be in order.

// appealReviewLine is the usual closing line on a review, which an outcome about an appeal
// replaces and a final one leaves out.
const appealReviewLine = "may ask for it to be reviewed (Law 92)"

func scriptSays(o *ruling.Outcome, words string) bool {
	return slices.ContainsFunc(o.Script(), func(line string) bool { return strings.Contains(line, words) })
}

func TestAppealAtAClub(t *testing.T) {
	furtherOnly := func(t *testing.T, o *ruling.Outcome) {
		t.Helper()
		if scriptSays(o, appealReviewLine) || !scriptSays(o, "regulating body has its own procedure for a further appeal (Law 93C)") {
			t.Errorf("an outcome about an appeal must close with the further appeal, not another review: %q", o.Script())
		}
		if !slices.ContainsFunc(o.FollowUps, func(f ruling.FollowUp) bool {
			return strings.Contains(f.Watch, "write down the board, the facts found, the ruling")
		}) {
			t.Errorf("no record to keep: %+v", o.FollowUps)
		}
	}
	speaksTo := func(seat string) func(t *testing.T, o *ruling.Outcome) {
		return func(t *testing.T, o *ruling.Outcome) {
			t.Helper()
			furtherOnly(t, o)
			if !strings.HasPrefix(o.Script()[0], seat+", ") {
				t.Errorf("the script does not speak to %s first: %q", seat, o.Script()[0])
			}
		}
	}
	checkOutcomes(t, "appeal", []outcomeCase{
		{name: "a judgement ruling, no committee at the club: the director in charge hears it (Law 93A)",
			answers: picks("judgement", "ns", "in-time", "none"), ending: "director-hears",
			laws: []law.Ref{law.L(93, "A"), law.L(92, "A")}, check: speaksTo("North-South")},
		{name: "a judgement ruling with a committee: referred to it (Law 93B2)",
			answers: picks("judgement", "ew", "in-time", "committee"), ending: "committee",
			laws: []law.Ref{law.L(93, "B2"), law.L(93, "B3")}, check: speaksTo("East-West")},
		{name: "a point of Law: the director in charge decides, committee or not, so none is asked about (Law 93B1)",
			answers: picks("law", "ew", "in-time"), ending: "law-point",
			laws: []law.Ref{law.L(93, "B1"), law.L(93, "B3")}, check: speaksTo("East-West")},
		{name: "one player, partner not agreeing: not heard (Law 92D), but may still come back in time",
			answers: picks("judgement", "alone"), ending: "not-agreed", laws: []law.Ref{law.L(92, "D")},
			check: func(t *testing.T, o *ruling.Outcome) {
				if scriptSays(o, appealReviewLine) || !scriptSays(o, "before the time for appeals runs out (Law 92B, Law 92C)") {
					t.Errorf("script %q", o.Script())
				}
			}},
		{name: "after the time for appeals: too late (Law 92B), a wrong score can still be corrected (Law 79C)",
			answers: picks("judgement", "ns", "late"), ending: "too-late", laws: []law.Ref{law.L(92, "B")},
			check: func(t *testing.T, o *ruling.Outcome) {
				if scriptSays(o, appealReviewLine) || !scriptSays(o, "correction period (Law 79C)") {
					t.Errorf("script %q", o.Script())
				}
			}},
		{name: "a point of Law after the time: too late as well",
			answers: picks("law", "ew", "late"), ending: "too-late", laws: []law.Ref{law.L(92, "B")}},
		{name: "a disciplinary decision: final, no review (Law 91A, Law 93B3)",
			answers: picks("discipline", "ns"), ending: "discipline-final", laws: []law.Ref{law.L(91, "A"), law.L(93, "B3")},
			check: noReviewOffered},
		{name: "a disciplinary decision asked about by one player alone: still final, not a matter of agreement",
			answers: picks("discipline", "alone"), ending: "discipline-final", laws: []law.Ref{law.L(93, "B3")},
			check: noReviewOffered},
	})
}

// noReviewOffered checks that a disciplinary decision is final: nothing read to the table
// offers a review or an appeal of it (Law 93B3).
func noReviewOffered(t *testing.T, o *ruling.Outcome) {
	t.Helper()
	if !o.Final {
		t.Error("a disciplinary decision is not marked final")
	}
	for _, line := range o.Script() {
		if l := strings.ToLower(line); strings.Contains(l, "review") && !strings.Contains(l, "cannot be taken to a review") || strings.Contains(l, "appeal") {
			t.Errorf("the script offers a review of a disciplinary decision: %q", line)
		}
	}
}

func TestAppealCommonPathAndSearch(t *testing.T) {
	checkCommonTaps(t, Appeal, 4)
	for _, q := range []string{"appeal", "I want to appeal the ruling", "disagree with the director", "how long do I have to appeal", "appeals committee"} {
		if got := Search(q); len(got) == 0 || got[0] != Appeal {
			t.Errorf("Search(%q) = %v, want the appeal ruling first", q, ids(got))
		}
	}
}
