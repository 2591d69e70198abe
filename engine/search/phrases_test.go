package search_test

import (
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"testing"

	"tableside/engine/catalog"
	"tableside/engine/search"
)

// The phrase set: what players say when they call the director and what directors type, each
// with the ruling or reference section a director would want (testdata/phrases.txt). The
// search must put it first for 90% of them and in the first three for 98%. heldout.txt was
// written with it and is never tuned on: it is reported, to show whether the tuning
// generalises, and held to the same goals.

const (
	goalTop1 = 0.90
	goalTop3 = 0.98
)

type phrase struct {
	want  []string // any of these counts
	query string
	line  int
}

func readPhrases(t testing.TB, file string) []phrase {
	t.Helper()
	b, err := os.ReadFile("testdata/" + file)
	if err != nil {
		t.Fatal(err)
	}
	var out []phrase
	for i, l := range strings.Split(string(b), "\n") {
		if strings.TrimSpace(l) == "" || strings.HasPrefix(l, "#") {
			continue
		}
		want, q, ok := strings.Cut(l, "\t")
		if !ok {
			t.Fatalf("%s:%d: no tab between the wanted result and the phrase", file, i+1)
		}
		out = append(out, phrase{strings.Split(want, "|"), q, i + 1})
	}
	return out
}

// fullIndex is the index the home search uses: every ruling and every reference section.
func fullIndex(t testing.TB) *search.Index {
	t.Helper()
	return search.New(fullDocs(t))
}

// fullDocs are the documents of fullIndex.
func fullDocs(t testing.TB) []search.Doc {
	t.Helper()
	b, err := os.ReadFile("../../web/reference/search.json")
	if err != nil {
		t.Fatal(err)
	}
	var secs []struct{ Doc, ID, Heading, Title, Words string }
	if err := json.Unmarshal(b, &secs); err != nil {
		t.Fatal(err)
	}
	var texts []search.SectionText
	for _, s := range secs {
		texts = append(texts, search.SectionText{Page: s.Doc, ID: s.ID, Heading: s.Heading, Title: s.Title, Words: s.Words})
	}
	return append(search.Rulings(catalog.Flows()), search.Sections(texts)...)
}

// rankOf is where the first wanted result is in the hits (0 first), or -1.
func rankOf(hits []search.Hit, want []string) int {
	for i, h := range hits {
		for _, w := range want {
			if h.Key == w {
				return i
			}
		}
	}
	return -1
}

// goalWeak is the most phrases whose page may say that nothing matches well: each is a right
// query that the page would greet with the fallback.
const goalWeak = 0.03

func measure(t *testing.T, ix *search.Index, file string) (top1, top3, weak float64, misses []string) {
	ps := readPhrases(t, file)
	seen := map[string]int{}
	n1, n3, nw := 0, 0, 0
	for _, p := range ps {
		if l, dup := seen[strings.ToLower(p.query)]; dup {
			t.Errorf("%s:%d: %q is already on line %d", file, p.line, p.query, l)
		}
		seen[strings.ToLower(p.query)] = p.line
		hits := ix.Search(p.query)
		if search.Weak(hits) {
			nw++
			misses = append(misses, fmt.Sprintf("%s:%d %q: nothing matches well", file, p.line, p.query))
		}
		r := rankOf(hits, p.want)
		if r == 0 {
			n1++
		}
		if r >= 0 && r < 3 {
			n3++
		}
		if r != 0 {
			var got []string
			for _, h := range hits[:min(3, len(hits))] {
				got = append(got, h.Key)
			}
			misses = append(misses, fmt.Sprintf("%s:%d %q wants %s, rank %d, got %v", file, p.line, p.query,
				strings.Join(p.want, "|"), r+1, got))
		}
	}
	n := float64(len(ps))
	return float64(n1) / n, float64(n3) / n, float64(nw) / n, misses
}

func TestPhraseSet(t *testing.T) {
	ix := fullIndex(t)
	for _, file := range []string{"phrases.txt", "heldout.txt"} {
		t.Run(strings.TrimSuffix(file, ".txt"), func(t *testing.T) {
			top1, top3, weak, misses := measure(t, ix, file)
			t.Logf("%s: top-1 %.1f%%, top-3 %.1f%% of %d phrases; %.1f%% would say nothing matches well", file, 100*top1, 100*top3, len(readPhrases(t, file)), 100*weak)
			for _, m := range misses {
				t.Log("miss: " + m)
			}
			if top1 < goalTop1 || top3 < goalTop3 {
				t.Errorf("%s: top-1 %.1f%% (goal %.0f%%), top-3 %.1f%% (goal %.0f%%)", file, 100*top1, 100*goalTop1, 100*top3, 100*goalTop3)
			}
			if weak > goalWeak {
				t.Errorf("%s: %.1f%% of the phrases would be told nothing matches well (goal at most %.0f%%)", file, 100*weak, 100*goalWeak)
			}
		})
	}
}
