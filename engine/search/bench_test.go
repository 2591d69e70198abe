package search_test

import (
	"testing"

	"tableside/engine/search"
)

// BenchmarkNew is building the index over every ruling and reference section, once per page load.
func BenchmarkNew(b *testing.B) {
	docs := fullDocs(b)
	for b.Loop() {
		search.New(docs)
	}
}

// BenchmarkKeystroke is one search of a sentence being typed, as the home search runs it.
func BenchmarkKeystroke(b *testing.B) {
	ix := fullIndex(b)
	for b.Loop() {
		for _, q := range []string{"they hesitated and partner b", "east led out of turn after", "insufficent bi", "the cat sat on the m"} {
			ix.Search(q)
		}
	}
}
