package bridge

import (
	"reflect"
	"testing"
)

// Parsers take whatever a director types. They must never panic, and whatever they accept
// must print with String and read back as the same value. Run one with, for example:
//
//	go test ./engine/bridge -run '^$' -fuzz FuzzParseResult -fuzztime 30s

func FuzzParseCall(f *testing.F) {
	for _, s := range []string{"1S", "1♠", "3 no trump", "P", "-", "xx", "rdbl", "8S", "1", "", "1Z", "7NT"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		c, err := ParseCall(text)
		if err != nil {
			return
		}
		if !c.Valid() {
			t.Fatalf("ParseCall(%q) accepted an invalid call %+v", text, c)
		}
		if back, err := ParseCall(c.String()); err != nil || back != c {
			t.Fatalf("ParseCall(%q) = %v, which reads back as %v, %v", text, c, back, err)
		}
	})
}

func FuzzParseCard(f *testing.F) {
	for _, s := range []string{"S5", "♠5", "5S", "h10", "HT", "♡Q", "10", "", "S", "1♠0"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		c, err := ParseCard(text)
		if err != nil {
			return
		}
		if !c.Valid() {
			t.Fatalf("ParseCard(%q) accepted an invalid card %+v", text, c)
		}
		if back, err := ParseCard(c.String()); err != nil || back != c {
			t.Fatalf("ParseCard(%q) = %v, which reads back as %v, %v", text, c, back, err)
		}
	})
}

func FuzzParseContract(f *testing.F) {
	for _, s := range []string{"4HX by S", "3NT N", "4♠XX-W", "4NS", "7n", "8S", "4S=", "4 s x , north"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		c, err := ParseContract(text)
		if err != nil {
			return
		}
		if !c.Valid() {
			t.Fatalf("ParseContract(%q) accepted an invalid contract %+v", text, c)
		}
		if back, err := ParseContract(c.String()); err != nil || back != c {
			t.Fatalf("ParseContract(%q) = %v, which reads back as %+v, %v", text, c, back, err)
		}
	})
}

func FuzzParseResult(f *testing.F) {
	for _, s := range []string{"4HN+1", "3NTX-2 S", "4S=", "7NTXX-13 W", "1C-8", "7NT+1", "4♥+1 by North"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		c, tricks, err := ParseResult(text)
		if err != nil {
			return
		}
		if _, err := c.Score(false, tricks); err != nil {
			t.Fatalf("ParseResult(%q) = %v, %d tricks, which cannot be scored: %v", text, c, tricks, err)
		}
		back, backTricks, err := ParseResult(c.Result(tricks))
		if err != nil || back != c || backTricks != tricks {
			t.Fatalf("ParseResult(%q) = %v, %d; printed %q reads back as %v, %d, %v",
				text, c, tricks, c.Result(tricks), back, backTricks, err)
		}
	})
}

func FuzzParseAuction(f *testing.F) {
	for _, s := range []string{"1S P 1NT P", "1♠ - 2♥ -", "1NT, pass, 3NT, all pass", "P P P P", "1S X XX AP", "2C P 1H", "1S P P P P"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		a, err := ParseAuction(North, text)
		if err != nil {
			return
		}
		back, err := ParseAuction(North, a.String())
		if err != nil || !reflect.DeepEqual(back.Calls, a.Calls) && len(a.Calls) > 0 {
			t.Fatalf("ParseAuction(%q) = %q, which reads back as %q, %v", text, a, back, err)
		}
		// Whatever was accepted is a legal auction, so these never fail or panic.
		a.Next()
		a.LastBid()
		a.Specified(South)
		if a.Ended() && !a.PassedOut() {
			if _, err := a.Contract(); err != nil {
				t.Fatalf("ended auction %q has no contract: %v", a, err)
			}
		}
	})
}
