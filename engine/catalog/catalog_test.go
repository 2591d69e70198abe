package catalog

import (
	"flag"
	"math/rand/v2"
	"os"
	"path/filepath"
	"tableside/engine/ruling"
	"testing"

	"tableside/engine/bridge"
)

var update = flag.Bool("update", false, "rewrite the golden flow documents under testdata/golden")

// TestTheCatalogueValidates walks every path of every ruling (Flow.Validate) and checks that
// every follow-up links only to a ruling the catalogue has.
func TestTheCatalogueValidates(t *testing.T) {
	if len(Flows()) == 0 {
		t.Fatal("the catalogue is empty")
	}
	if err := all.Validate(); err != nil {
		t.Fatal(err)
	}
	for _, f := range Flows() {
		if Lookup(f.ID) != f {
			t.Errorf("Lookup(%q) does not return the listed flow", f.ID)
		}
	}
}

// TestGoldenFlowDocuments keeps a Markdown decision graph of every flow under testdata/golden,
// so a change to the law logic is reviewed as a diff. Refresh with: go test ./engine/catalog -update
func TestGoldenFlowDocuments(t *testing.T) {
	for _, f := range Flows() {
		t.Run(f.ID, func(t *testing.T) {
			doc, err := f.Document()
			if err != nil {
				t.Fatal(err)
			}
			path := filepath.Join("testdata", "golden", f.ID+".md")
			if *update {
				if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(path, []byte(doc), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (run: go test ./engine/catalog -update)", err)
			}
			if string(want) != doc {
				t.Errorf("%s is out of date; review the change and run: go test ./engine/catalog -update", path)
			}
		})
	}
}

// FuzzFlowsAlwaysDecide drives random answers, well formed or not, through every flow: the
// engine never panics, a refused answer leaves the session as it was, and every session
// reaches an outcome within as many answers as the flow has steps.
func FuzzFlowsAlwaysDecide(f *testing.F) {
	f.Add(uint8(0), []byte{0, 1, 2, 3, 4, 5, 6, 7})
	f.Add(uint8(3), []byte{255, 17, 42, 9, 0, 0, 1})
	f.Fuzz(func(t *testing.T, which uint8, choices []byte) {
		flows := Flows()
		if len(flows) == 0 {
			t.Skip("no flows")
		}
		flow := flows[int(which)%len(flows)]
		s, err := Start(flow.ID, ruling.Context{})
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; ; i++ {
			st, err := Decide(s)
			if err != nil {
				t.Fatalf("%s after %s: %v", flow.ID, ruling.Path{Session: s}.Describe(), err)
			}
			if st.Done() {
				if len(st.Outcome.AllLaws()) == 0 {
					t.Fatalf("%s: outcome %q cites no Law", flow.ID, st.Outcome.ID)
				}
				return
			}
			if len(s.Answers) > len(flow.Steps) {
				t.Fatalf("%s: no outcome after %d answers", flow.ID, len(s.Answers))
			}
			var b byte
			if i < len(choices) {
				b = choices[i]
			}
			next, err := Answer(s, randomAnswer(st.Step, b))
			if err != nil {
				// A refused answer must change nothing; then answer with a known-good value.
				if len(next.Answers) != len(s.Answers) {
					t.Fatalf("a refused answer changed the session")
				}
				// Then answer with one of the step's own examples. An example may not fit every
				// earlier answer (a seat on the wrong side), but some answer must, or the
				// director would be left with no answer the engine takes.
				good := st.Step.Candidates()
				for k := range 256 { // then any well-formed answer: a director may pick another seat
					good = append(good, randomAnswer(st.Step, byte(k)))
				}
				for k := range good {
					if next, err = Answer(s, good[(int(b)+k)%len(good)]); err == nil {
						break
					}
				}
				if err != nil {
					t.Fatalf("%s: step %q refused every answer after %s: %v", flow.ID, st.Step.ID, ruling.Path{Session: s}.Describe(), err)
				}
			}
			s = next
		}
	})
}

// randomAnswer makes an answer of the step's kind from one byte; some are deliberately invalid.
func randomAnswer(st *ruling.Step, b byte) ruling.Answer {
	n := int(b)
	switch st.Kind {
	case ruling.ChoiceKind:
		if n%7 == 6 {
			return ruling.Pick("not-an-option")
		}
		return ruling.Pick(st.Options[n%len(st.Options)].ID)
	case ruling.SeatKind:
		return ruling.SeatAnswer(bridge.Seat(n % 5))
	case ruling.CardKind:
		return ruling.CardAnswer(bridge.Card{Suit: bridge.Suit(n % 5), Rank: bridge.Rank(n % 15)})
	case ruling.CallKind:
		return ruling.CallAnswer(bridge.Call{Kind: bridge.CallKind(n % 5), Level: n % 8, Strain: bridge.Strain(n % 6)})
	case ruling.CountKind:
		return ruling.CountAnswer(n%20 - 2)
	case ruling.ResultKind:
		c := bridge.Contract{Level: n%8 + 1, Strain: bridge.Strain(n % 6), Declarer: bridge.Seat(n % 5)}
		return ruling.ResultAnswer(c, n%15)
	case ruling.AuctionKind:
		return ruling.AuctionAnswer(randomAuction(n))
	}
	return randomScoreAnswer(st, n)
}

// randomScoreAnswer covers the score calculator's kinds: weights that may not make 100, results
// that may repeat, scores that may not be multiples of 10, percentages that may be out of range.
func randomScoreAnswer(st *ruling.Step, n int) ruling.Answer {
	switch st.Kind {
	case ruling.WeightedKind:
		var results []ruling.Weighted
		for i := range n%4 + 1 {
			c := bridge.Contract{Level: (n+i)%7 + 1, Strain: bridge.Strain((n + i) % 6), Declarer: bridge.Seat((n + i) % 5)}
			results = append(results, ruling.Weighted{Contract: c, Tricks: (n + 3*i) % 15, Weight: []int{100, 50, 34, 25}[n%4] + i%2})
		}
		return ruling.WeightedAnswer(results...)
	case ruling.TravellerKind:
		var scores []int
		for i := range n % 5 {
			scores = append(scores, (n*37+i*110)%1700-800+n%3)
		}
		return ruling.TravellerAnswer(scores...)
	case ruling.PercentKind:
		return ruling.PercentAnswer(ruling.Percent(n*53 - 500))
	}
	return ruling.Answer{}
}

// randomAuction makes an auction from one byte: mostly legal calls, sometimes a missing dealer
// or player, an illegal call, an unconfirmed or malformed meaning, or an unfinished auction.
func randomAuction(n int) ruling.AuctionEntry {
	rng := rand.New(rand.NewPCG(uint64(n), 26))
	a := ruling.AuctionEntry{Dealer: bridge.Seat(n % 5), Player: bridge.Seat(n / 5 % 5)}
	b := bridge.NewAuction(a.Dealer)
	for i := 0; i < 24 && !b.Ended(); i++ {
		c := bridge.PassCall
		if rng.IntN(2) == 0 {
			c = bridge.Call{Kind: bridge.CallKind(rng.IntN(5)), Level: rng.IntN(9), Strain: bridge.Strain(rng.IntN(6))}
		}
		next, err := b.Append(c)
		if err != nil && n%11 != 0 {
			continue // keep most auctions legal; every eleventh keeps its illegal call
		}
		if err == nil {
			b = next
		}
		e := ruling.EnteredCall{Call: c}
		if a.SeatOf(len(a.Calls)) == a.Player {
			e.Meaning = ruling.Meaning(rng.IntN(4))
			for _, s := range bridge.Suits {
				if rng.IntN(3) == 0 {
					e.Shows = append(e.Shows, s)
				}
			}
		}
		a.Calls = append(a.Calls, e)
	}
	return a
}
