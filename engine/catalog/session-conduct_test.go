package catalog

import (
	"slices"
	"strings"
	"testing"

	"tableside/engine/bridge"
	"tableside/engine/law"
	"tableside/engine/ruling"
)

// Law 74 in its 2017 form, with "the following are examples of violations of procedure"
// (Cnucha Bridge Club, bridgewebs.com/cnucha, "Conduct & Etiquette - Law 74"; the same list on
// ketchumbridge.com "LAW 74"): 74A1 a courteous attitude, 74A2 no remark or action that annoys
// or embarrasses another player or spoils the game, 74C8 leaving the table needlessly before the
// round is called. Law 91A (2017 English text on laws.hellasbridge.org, "law_91"): to keep order
// the director may give disciplinary penalties in points or suspend a player for the session or
// part of it, and that decision is final (see 93B3); 91B disqualification needs the tournament
// organizer's approval. 93B3 (pzbs.pl, 2017 "l93.html"): a committee may not overrule the
// director on Law 91 discipline, only recommend a change. No body's own penalty for a phone
// could be found with the search tool, so the ruling says so and uses the body's standard
// procedural penalty (law.For).

func TestConductAtTheTable(t *testing.T) {
	for _, tt := range []struct {
		name    string
		body    law.Body
		answers []ruling.Answer
		ending  string
		law     law.Ref
		seat    string                    // the player spoken to first
		penalty *ruling.ProceduralPenalty // nil: none recorded
		follow  string                    // a flow a follow-up opens, if any
	}{
		{"a phone rang, South, a first warning (Law 74A2)", law.ACBL, picks("rang", "s", "warning"), "warning", law.L(74, "A2"), "South",
			&ruling.ProceduralPenalty{Side: bridge.NorthSouth, Warning: true}, "procedural-penalty"},
		{"West used a phone during play, EBU pairs, the standard penalty: 25% of a top, and a look at the board",
			law.EBU, picks("used", "w", "standard", "pairs"), "penalty", law.L(90, "A"), "West",
			&ruling.ProceduralPenalty{Side: bridge.EastWest, Percent: ruling.Percentage(25)}, "extraneous-information"},
		{"East left the table needlessly, ACBL teams: 3 IMPs, unconfirmed (Law 74C8)", law.ACBL, picks("left", "e", "standard", "teams"), "penalty", law.L(74, "C8"), "East",
			&ruling.ProceduralPenalty{Side: bridge.EastWest, IMPs: 3}, ""},
		{"North was rude, a Swiss scored in VPs under the EBU: 1 VP (Law 74A1)", law.EBU, picks("rude", "n", "standard", "vps"), "penalty", law.L(74, "A1"), "North",
			&ruling.ProceduralPenalty{Side: bridge.NorthSouth, VPs: 1}, ""},
		{"a phone rang again at EBU teams: the EBU's own 6 IMPs", law.EBU, picks("rang", "n", "standard", "teams"), "penalty", law.L(74, "A2"), "North",
			&ruling.ProceduralPenalty{Side: bridge.NorthSouth, IMPs: 6}, ""},
		{"abuse of the director: misconduct, final (Law 91A)", law.ABF, picks("serious", "e"), "discipline", law.L(91, "A"), "East", nil, ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			o := outcomeOf(t, "conduct", ruling.Context{Body: tt.body}, tt.answers...)
			if o.ID != tt.ending {
				t.Fatalf("ending %s, want %s", o.ID, tt.ending)
			}
			if !citesLaw(o, tt.law) {
				t.Errorf("laws %v lack %s", o.AllLaws(), tt.law)
			}
			if !strings.HasPrefix(o.Script()[0], tt.seat+", ") {
				t.Errorf("the script does not speak to %s first: %q", tt.seat, o.Script()[0])
			}
			switch p := o.Penalty; {
			case tt.penalty == nil && p != nil:
				t.Errorf("a penalty recorded for misconduct: %v", p)
			case tt.penalty != nil && (p == nil || p.Side != tt.penalty.Side || p.Warning != tt.penalty.Warning ||
				p.Percent != tt.penalty.Percent || p.IMPs != tt.penalty.IMPs || p.VPs != tt.penalty.VPs):
				t.Errorf("penalty %v, want %+v", p, tt.penalty)
			}
			if tt.follow != "" && !slices.ContainsFunc(o.FollowUps, func(f ruling.FollowUp) bool { return f.Flow == tt.follow }) {
				t.Errorf("no follow-up opening %s: %+v", tt.follow, o.FollowUps)
			}
			unconfirmed := slices.ContainsFunc(o.Notes, func(n string) bool {
				return strings.Contains(n, "own standard procedural penalty could not be confirmed")
			})
			if want := o.ID == "penalty" && !law.For(tt.body).PenaltyConfirmed; unconfirmed != want {
				t.Errorf("note that the %s's standard is unconfirmed: %v, want %v", tt.body, unconfirmed, want)
			}
			phone := tt.answers[0].Option == "rang" || tt.answers[0].Option == "used"
			if said := slices.ContainsFunc(o.Notes, func(n string) bool { return strings.Contains(n, "No standard penalty for a phone") }); said != phone {
				t.Errorf("the note that no phone penalty is confirmed: %v, want %v", said, phone)
			}
			if o.ID == "discipline" {
				noReviewOffered(t, o)
			}
		})
	}
}

func TestConductCommonPathAndSearch(t *testing.T) {
	checkCommonTaps(t, Conduct, 4)
	for _, q := range []string{"phone rang", "my phone rang", "mobile phone", "cellphone went off", "left the table", "rude", "opponent was rude", "swearing at partner", "zero tolerance"} {
		if got := Search(q); len(got) == 0 || got[0] != Conduct {
			t.Errorf("Search(%q) = %v, want the conduct ruling first", q, ids(got))
		}
	}
}

// At the front desk a player asks in their own words, and finds the session's rulings first.
func TestSessionRulingsAreFoundAtTheFrontDesk(t *testing.T) {
	for _, tt := range []struct{ query, flow string }{
		{"my phone rang", "conduct"},
		{"partner was rude", "conduct"},
		{"left the table", "conduct"},
		{"can I appeal", "appeal"},
		{"how long do I have to appeal", "appeal"},
		{"opponents arrived late", "late-arrival"},
		{"we were late", "late-arrival"},
	} {
		if found := Search(tt.query); len(found) == 0 || found[0].ID != tt.flow {
			t.Errorf("the front desk answers %q with %v, want %s first", tt.query, ids(found), tt.flow)
		}
	}
}
