package catalog

import (
	"testing"
)

// What directors typed and found nothing, or the wrong ruling, before the search ranked by how
// well a query matches (issue 29; the second law review, problem 1; the UX review, U4, U5,
// U27). Each must now put the ruling a director wants first. The full phrase set, with its
// goals, is engine/search's.
func TestSearchUnderstandsTheTable(t *testing.T) {
	for _, tc := range []struct{ situation, query, first string }{
		{"a seat named before the verb", "south revoked", "revoke"},
		{"a role named before the verb", "declarer claimed", "claim"},
		{"dummy's revoke is a revoke", "dummy revoked", "revoke"},
		{"a revoke in the past tense and a trick number", "revoked at trick 12", "revoke"},
		{"a whole sentence about a hesitation", "they hesitated and partner bid on", "unauthorized-information"},
		{"a whole sentence about a lead", "east led out of turn after the auction", "opening-lead-out-of-turn"},
		{"a count of cards in a sentence", "12 cards in one hand", "wrong-number-of-cards"},
		{"a typo", "insufficent bid", "insufficient-bid"},
		{"British spelling", "unauthorised information", "unauthorized-information"},
		{"a noun for a missing alert", "failure to alert", "misinformation"},
		{"a bid above seven", "bid 8C", "inadmissible-call"},
		{"an insufficient bid in letters", "1H over 1S", "insufficient-bid"},
		{"an insufficient bid in words", "one heart over one spade", "insufficient-bid"},
		{"directors' abbreviation for a hesitation", "BIT", "unauthorized-information"},
		{"directors' abbreviation for misinformation", "MI", "misinformation"},
		{"directors' abbreviation for average plus", "A+", "adjusted-score"},
		{"doubling partner", "double of partner's bid", "inadmissible-call"},
		{"a defender too early", "east played too early", "premature-play"},
		{"an incomplete designation of a card", "declarer said jack", "card-played"},
		{"an established revoke", "established revoke", "revoke"},
		{"a player's question at the kiosk", "why did I get average plus", "adjusted-score"},
	} {
		t.Run(tc.situation, func(t *testing.T) {
			got := Search(tc.query)
			if len(got) == 0 || got[0].ID != tc.first {
				var ids []string
				for _, f := range got[:min(3, len(got))] {
					ids = append(ids, f.ID)
				}
				t.Errorf("%q: first %v, want %s", tc.query, ids, tc.first)
			}
		})
	}
}

// Search returns the rulings in rank order, best first, each once.
func TestSearchReturnsRulingsInRankOrder(t *testing.T) {
	hits := Index().Search("partner hesitated then bid")
	got := Search("partner hesitated then bid")
	if len(got) != len(hits) || len(got) < 2 {
		t.Fatalf("%d rulings for %d hits", len(got), len(hits))
	}
	seen := map[string]bool{}
	for i, f := range got {
		if f.ID != hits[i].Key || seen[f.ID] {
			t.Errorf("ruling %d is %s, hit %d is %s", i, f.ID, i, hits[i].Key)
		}
		seen[f.ID] = true
		if i > 0 && hits[i].Score > hits[i-1].Score {
			t.Errorf("hit %d scores more than hit %d", i, i-1)
		}
	}
	if Search("") != nil || Search("   ") != nil {
		t.Error("an empty query finds rulings")
	}
}

// A Law number puts the rulings that apply it first.
func TestSearchByLawNumber(t *testing.T) {
	for _, tc := range []struct{ query, first string }{
		{"Law 64", "revoke"}, {"64A1", "revoke"}, {"L27", "insufficient-bid"}, {"law 16", ""},
	} {
		got := Search(tc.query)
		if len(got) == 0 {
			t.Errorf("%q finds nothing", tc.query)
			continue
		}
		if tc.first != "" && got[0].ID != tc.first {
			t.Errorf("%q: first %s, want %s", tc.query, got[0].ID, tc.first)
		}
		n := 0
		for _, f := range got {
			for _, r := range f.Laws {
				if r.Law == lawOf(tc.query) {
					n++
				}
			}
		}
		if n == 0 {
			t.Errorf("%q: no ruling found applies that Law", tc.query)
		}
	}
}

func lawOf(q string) int {
	n := 0
	for _, c := range q {
		if c >= '0' && c <= '9' {
			n = n*10 + int(c-'0')
		} else if n > 0 {
			break
		}
	}
	return n
}
