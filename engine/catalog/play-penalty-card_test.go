package catalog

import (
	"slices"
	"strings"
	"tableside/engine/ruling"
	"testing"

	"tableside/engine/bridge"
	"tableside/engine/law"
)

// Law 50B and 50C text checked against the 2017 Laws as quoted in the EBU forum thread
// "Disposal of a minor penalty card" (forums.ebu.co.uk/discussion/342); the minor-card rules also
// match the ACBL club directors' FAQ "Minor penalty card". Laws 48, 50D, 51 and 52 from the 2017 code.

func TestPenaltyCardKind(t *testing.T) {
	nine := bridge.Card{Suit: bridge.Spades, Rank: bridge.Nine}
	ten := bridge.Card{Suit: bridge.Hearts, Rank: bridge.Ten}
	two := bridge.Card{Suit: bridge.Clubs, Rank: bridge.Two}
	tests := []struct {
		name  string
		card  bridge.Card
		how   string
		major bool
		note  string
	}{
		// Seed 000 and seed 002: a minor penalty card is a 9 or lower exposed by accident.
		{"a nine dropped by accident is minor (boundary)", nine, "accident", false, ""},
		{"a two dropped by accident is minor", two, "accident", false, ""},
		{"a ten dropped by accident is major: the ten is an honour (boundary)", ten, "accident", true, "honour"},
		// Seed 000: "a deliberately, even though erroneously, played card is not a minor penalty card".
		{"a spot card played on purpose is major", nine, "deliberate", true, "on purpose"},
		// Seed 002: "once a defender has two minor penalty cards, they both become major" (2017 Law 50B).
		{"a second accidental spot card makes both major", two, "several", true, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			o := outcomeOf(t, "penalty-card", ruling.Context{}, ruling.Pick("exposed"), ruling.CardAnswer(tc.card), ruling.Pick(tc.how))
			if len(o.PenaltyCards) != 1 || o.PenaltyCards[0].Major != tc.major || o.PenaltyCards[0].Card != tc.card || o.PenaltyCards[0].Law != law.L(50, "B") {
				t.Fatalf("penalty cards = %+v, want %v major=%v under Law 50B", o.PenaltyCards, tc.card, tc.major)
			}
			if tc.note != "" && !slices.ContainsFunc(o.Notes, func(n string) bool { return strings.Contains(n, tc.note) }) {
				t.Errorf("notes %v lack %q", o.Notes, tc.note)
			}
			if tc.major {
				if !slices.ContainsFunc(o.FollowUps, func(f ruling.FollowUp) bool { return f.Flow == "penalty-card" && f.Law == law.L(50, "D2") }) {
					t.Errorf("a major penalty card needs the partner's-lead follow-up: %+v", o.FollowUps)
				}
				if !slices.Contains(o.AllLaws(), law.L(50, "D1")) {
					t.Errorf("laws lack 50D1")
				}
			} else if len(o.LeadRestrictions) != 0 || !slices.Contains(o.AllLaws(), law.L(50, "C")) {
				t.Errorf("a minor penalty card brings no lead restriction, under 50C: %+v", o.LeadRestrictions)
			}
			// Law 50E: partner may use the requirements, not the rest.
			var allowed, barred bool
			for _, i := range o.Information {
				if i.Who.Role == ruling.OffendersPartner {
					allowed = allowed || i.Authorized
					barred = barred || !i.Authorized
				}
			}
			if !allowed || !barred {
				t.Errorf("information = %+v", o.Information)
			}
		})
	}
}

func TestPenaltyCardDeclarerNeverHasOne(t *testing.T) {
	// Seed 002: "Declarer (or dummy) can never have a penalty card"; seed 004 (9/5/24) likewise (Law 48A).
	o := outcomeOf(t, "penalty-card", ruling.Context{}, ruling.Pick("declarer"))
	if len(o.PenaltyCards) != 0 || !slices.Contains(o.AllLaws(), law.L(48, "A")) {
		t.Errorf("declarer's card: %+v, laws %v", o.PenaltyCards, o.AllLaws())
	}
}

func TestPenaltyCardPartnerHasTheLead(t *testing.T) {
	tests := []struct {
		name    string
		holding string
		ref     law.Ref
		forbid  string
	}{
		// Seed 000 ("Disposition of a Major Penalty Card"): require, prohibit, or lead of the defender's choice.
		{"one major penalty card: require, forbid or free lead", "one", law.L(50, "D2"), "Forbid the suit"},
		{"several penalty cards in one suit", "one-suit", law.L(51, "B1"), "Forbid the suit"},
		{"penalty cards in two suits", "several-suits", law.L(51, "B2"), "Forbid all those suits"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			o := outcomeOf(t, "penalty-card", ruling.Context{}, ruling.Pick("partner-leads"), ruling.Pick(tc.holding))
			if o.Chooser.Role != ruling.Declarer || len(o.Options) != 3 {
				t.Fatalf("chooser %+v with %d options, want declarer with 3", o.Chooser, len(o.Options))
			}
			labels := []string{o.Options[0].Label, o.Options[1].Label, o.Options[2].Label}
			if labels[0] != "Require the suit" || labels[1] != tc.forbid || labels[2] != "Let him lead anything" {
				t.Errorf("options = %v", labels)
			}
			if len(o.LeadRestrictions) != 1 || o.LeadRestrictions[0].Rule != ruling.MayRequireOrForbid || o.LeadRestrictions[0].On.Role != ruling.OffendersPartner || o.LeadRestrictions[0].Law != tc.ref {
				t.Errorf("lead restrictions = %+v", o.LeadRestrictions)
			}
			if !strings.Contains(o.LeadRestrictions[0].Lasts, "as long as he keeps the lead") {
				t.Errorf("a forbidden suit lasts while partner keeps the lead: %q", o.LeadRestrictions[0].Lasts)
			}
			if !strings.Contains(o.Options[0].Consequence, "picked up") || !strings.Contains(o.Options[2].Consequence, "stay") {
				t.Errorf("require picks the card up, a free lead leaves it: %+v", o.Options)
			}
			if !slices.Contains(o.AllLaws(), law.L(10, "C1")) {
				t.Errorf("declarer chooses alone (10C1)")
			}
		})
	}
	t.Run("only a minor penalty card: no lead restriction", func(t *testing.T) {
		o := outcomeOf(t, "penalty-card", ruling.Context{}, ruling.Pick("partner-leads"), ruling.Pick("minor"))
		if !o.Chooser.IsZero() || len(o.LeadRestrictions) != 0 {
			t.Errorf("chooser %+v, lead restrictions %+v", o.Chooser, o.LeadRestrictions)
		}
	})
}

func TestPenaltyCardNotPlayed(t *testing.T) {
	t.Run("declarer has not played since: he chooses", func(t *testing.T) {
		o := outcomeOf(t, "penalty-card", ruling.Context{}, ruling.Pick("not-played"), ruling.Pick("no"))
		if o.Chooser.Role != ruling.Declarer || len(o.Options) != 2 || !strings.Contains(o.Options[1].Consequence, "major penalty card") {
			t.Fatalf("outcome = %+v", o)
		}
		if !slices.Contains(o.AllLaws(), law.L(52, "B2")) || !slices.Contains(o.AllLaws(), law.L(52, "A")) {
			t.Errorf("laws = %v", o.AllLaws())
		}
	})
	t.Run("declarer has played since: the card stands", func(t *testing.T) {
		o := outcomeOf(t, "penalty-card", ruling.Context{}, ruling.Pick("not-played"), ruling.Pick("yes"))
		if !o.Chooser.IsZero() || !slices.ContainsFunc(o.FollowUps, func(f ruling.FollowUp) bool { return f.Flow == "revoke" && f.Law == law.L(64, "B3") }) {
			t.Errorf("outcome = %+v", o)
		}
	})
}

func TestPenaltyCardOpensFromTheRevokeFollowUp(t *testing.T) {
	o := outcomeOf(t, "revoke", ruling.Context{}, ruling.Pick("not-established"), ruling.Pick("defender"))
	for _, f := range o.FollowUps {
		if f.Flow != "" && Lookup(f.Flow) == nil {
			t.Errorf("follow-up opens %q, which is not registered", f.Flow)
		}
	}
	if len(Search("dropped a card")) == 0 || Search("dropped a card")[0].ID != "penalty-card" {
		t.Errorf("search for a dropped card does not find the penalty-card flow first")
	}
}
