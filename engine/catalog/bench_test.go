package catalog

import (
	"tableside/engine/ruling"
	"testing"
)

// BenchmarkDecideEveryPath replays every path of every flow (the golden documents' paths)
// from scratch, as the UI does after each tap: one op = deciding all of them once.
func BenchmarkDecideEveryPath(b *testing.B) {
	var sessions []ruling.Session
	for _, f := range Flows() {
		paths, err := f.Paths()
		if err != nil {
			b.Fatal(err)
		}
		for _, p := range paths {
			sessions = append(sessions, p.Session)
		}
	}
	if len(sessions) == 0 {
		b.Skip("no flows registered")
	}
	b.ReportAllocs()
	for b.Loop() {
		for _, s := range sessions {
			if st, err := Decide(s); err != nil || !st.Done() {
				b.Fatalf("%s: %v", s.Flow, err)
			}
		}
	}
	// Reported after the loop: b.Loop resets metrics set before it.
	b.ReportMetric(float64(len(sessions)), "paths")
}

// BenchmarkAnswerOneTap is the engine's share of one tap: answer the current question of a
// session one answer short of its outcome, and decide the result.
func BenchmarkAnswerOneTap(b *testing.B) {
	var lasts []ruling.Path
	for _, f := range Flows() {
		paths, err := f.Paths()
		if err != nil {
			b.Fatal(err)
		}
		lasts = append(lasts, paths[len(paths)-1])
	}
	if len(lasts) == 0 {
		b.Skip("no flows registered")
	}
	b.ReportAllocs()
	for b.Loop() {
		for _, p := range lasts {
			n := len(p.Session.Answers)
			next, err := Answer(p.Session.Upto(n-1), p.Session.Answers[n-1].Answer)
			if err != nil {
				b.Fatal(err)
			}
			if _, err := Decide(next); err != nil {
				b.Fatal(err)
			}
		}
	}
}
