package catalog

import (
	"testing"

	"tableside/engine/ruling"
)

// Home search finds each auction ruling by what players say. Phrases are product text, so they are
// gender-neutral ("changed their bid"); the search matches words inside words, so what players actually
// say ("changed his bid", "changed her bid") still finds the ruling.
func TestAuctionRulingsAreFoundByWhatPlayersSay(t *testing.T) {
	for _, tc := range []struct {
		query, flow string
		first       bool // the ruling should be the first result
	}{
		{"changed their bid", "change-of-call", true},
		{"changed his bid", "change-of-call", true},
		{"changed her bid", "change-of-call", true},
		{"meant to bid", "change-of-call", true},
		{"wrong card from the bidding box", "change-of-call", true},
		{"slip of the tongue", "change-of-call", true},
		{"dropped a card", "card-exposed-in-auction", false}, // the penalty card in play comes first
		{"dropped a card during the bidding", "card-exposed-in-auction", true},
		{"card exposed during the auction", "card-exposed-in-auction", true},
		{"called at the same time", "simultaneous-calls", true},
		{"bid at the same time", "simultaneous-calls", true},
		{"skipped a player", "retention-of-right-to-call", true},
		{"missed their turn", "retention-of-right-to-call", true},
		{"everyone passed", "passed-out-board", true},
		{"all pass", "passed-out-board", true},
		{"can we redeal", "passed-out-board", true},
		{"saw a card during the deal", "card-exposed-in-auction", true},
		{"card still in the bidding box", "change-of-call", true},
		// "passed out of turn", a call-out-of-rotation phrase, contains "passed out", and that ruling is
		// listed first: the passed-out board is found, second.
		{"passed out", "passed-out-board", false},
	} {
		got := Search(tc.query)
		found := -1
		for i, f := range got {
			if f.ID == tc.flow {
				found = i
				break
			}
		}
		switch {
		case found < 0:
			t.Errorf("%q does not find %s (found %v)", tc.query, tc.flow, flowIDs(got))
		case tc.first && found != 0:
			t.Errorf("%q finds %v; %s should come first", tc.query, flowIDs(got), tc.flow)
		}
	}
}

// answerTaps counts the taps of one answer as the e2e DOM contract does (e2e.AnswerSelectors, which
// this package cannot import): one for a choice, a seat or a call, two for a card (suit, rank).
func answerTaps(t *testing.T, a ruling.Answer) int {
	t.Helper()
	switch a.Kind {
	case ruling.ChoiceKind, ruling.SeatKind, ruling.CallKind:
		return 1
	case ruling.CardKind:
		return 2
	}
	t.Fatalf("no tap count for a %s answer", a.Kind)
	return 0
}
