package pbn

import (
	"os"
	"path/filepath"
	"testing"
)

// FuzzRead: whatever the bytes, Read returns an error naming a line within the file, or
// boards that each hold all 52 cards, 13 a hand, and a dealer and vulnerability.
func FuzzRead(f *testing.F) {
	files, _ := filepath.Glob("testdata/*.pbn")
	for _, name := range files {
		data, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(string(data))
	}
	f.Add(pbnGame(1, nil) + "[OptimumResultTable \"Declarer;Denomination\\2R;Result\\2R\"]\nN S 7\n")
	f.Fuzz(func(t *testing.T, text string) {
		s, err := Read(text)
		if err != nil {
			e, ok := err.(*Error)
			if !ok || e.Line < 0 || s.Boards != nil {
				t.Fatalf("error %v (%T) with %d boards", err, err, len(s.Boards))
			}
			return
		}
		for _, b := range s.Boards {
			seen := map[string]bool{}
			for _, hand := range b.Hands {
				if len(hand) != 13 {
					t.Fatalf("board %d: a hand of %d cards", b.Board, len(hand))
				}
				for _, c := range hand {
					seen[c.String()] = true
				}
			}
			if len(seen) != 52 || b.Board < 1 || !b.Dealer.Valid() || !b.Vul.Valid() {
				t.Fatalf("board %+v", b)
			}
		}
	})
}

// BenchmarkRead reads the BridgeComposer-style file (6 boards, both double-dummy tags).
func BenchmarkRead(b *testing.B) {
	data, err := os.ReadFile("testdata/bridgecomposer-dd.pbn")
	if err != nil {
		b.Fatal(err)
	}
	text := string(data)
	for b.Loop() {
		if _, err := Read(text); err != nil {
			b.Fatal(err)
		}
	}
}
