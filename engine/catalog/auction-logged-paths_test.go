package catalog

import (
	"bufio"
	"os"
	"strings"
	"testing"

	"tableside/engine/ruling"
)

// Rulings logged before the second law review (engine at 8020ea4) store their answers by step
// and option ID. testdata/auction-paths-8020ea4.txt lists every path of the auction rulings made
// of choices only, as that version's golden documents printed them. Replaying each with today's
// flows must never fail: it reaches the same ending, or, where the review added a question after
// the old answers (who led, the director's judgement of a slip, whether another table played the
// deal), stops at that question. The log shows the outcome it stored either way
// (app/entry_compat_test.go).
func TestAuctionRulingsLoggedBeforeTheSecondReviewStillReplay(t *testing.T) {
	// Old paths whose last answer now leads to a new question, and that question.
	asksMore := map[string]string{
		"retention-of-right-to-call: when=after-lead":      "led-by",
		"passed-out-board: what=slip, slip-when=in-time":   "slip-intent",
		"passed-out-board: what=reshuffled, original=lost": "played-elsewhere",
	}
	f, err := os.Open("testdata/auction-paths-8020ea4.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	lines := 0
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		lines++
		flow, rest, _ := strings.Cut(sc.Text(), ": ")
		path, ending, _ := strings.Cut(rest, " → ")
		ending = strings.Trim(ending, "*")
		s := ruling.Session{Flow: flow}
		for _, kv := range strings.Split(path, ", ") {
			step, option, _ := strings.Cut(kv, "=")
			s.Answers = append(s.Answers, ruling.Given{Step: step, Answer: ruling.Pick(option)})
		}
		st, err := Decide(s)
		key := flow + ": " + path
		switch {
		case err != nil:
			t.Errorf("%s: no longer replays: %v", key, err)
		case asksMore[key] != "":
			if st.Done() || st.Step.ID != asksMore[key] {
				t.Errorf("%s: want the new question %q, got %+v", key, asksMore[key], st)
			}
		case !st.Done():
			t.Errorf("%s: stops at %q, want the ending %q", key, st.Step.ID, ending)
		case st.Outcome.ID != ending:
			t.Errorf("%s: ends at %q, was %q", key, st.Outcome.ID, ending)
		}
	}
	if lines < 100 {
		t.Fatalf("only %d logged paths read", lines)
	}
}
