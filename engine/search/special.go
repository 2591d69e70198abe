package search

import (
	"strconv"
	"strings"
)

// Calls, cards and Law numbers, in any spelling a director types, read into terms of their own.

// readSpecial reads a call, a card or a Law reference starting at words[i]. It returns how
// many words it used (0: none here) and the terms they make.
func readSpecial(words []string, i int, query bool) (int, []term) {
	if n, ref := readLaw(words, i); n > 0 {
		return n, []term{{text: lawPrefix + ref, weight: lawWeight(query), raw: words[i]}}
	}
	if n, c := readCall(words, i); n > 0 {
		return n, []term{{text: callPrefix + c.String(), weight: callWeight, raw: words[i], alts: []alt{{"bid", 0.6}}}}
	}
	if n, suit := readCard(words, i); n > 0 {
		return n, []term{{text: "card", weight: 1, raw: words[i]}, {text: suit, weight: 0.5, raw: suit, alts: related()[suit]}}
	}
	return 0, nil
}

// callWeight is what a call weighs, as the suit of a card does: which call it was is mostly an
// example of the irregularity ("no alert of 2♦"), and a ruling names calls only as examples.
const callWeight = 0.5

// lawWeight is what a Law named in a query weighs: a director who types "Law 64" wants that
// Law, so it outweighs any word.
func lawWeight(query bool) float64 {
	if query {
		return 2
	}
	return 1
}

// readLaw reads "law 64", "laws 61", "l64", "l 64", "64a1", "12c1c", "law 64b". The result is
// the Law's number; its part is not used to rank (a section is a whole Law).
func readLaw(words []string, i int) (int, string) {
	w := words[i]
	if (w == "law" || w == "laws" || w == "l") && i+1 < len(words) {
		if n := lawRefNumber(words[i+1], true); n > 0 {
			return 2, strconv.Itoa(n)
		}
	}
	if rest, ok := strings.CutPrefix(w, "l"); ok {
		if n := lawRefNumber(rest, true); n > 0 {
			return 1, strconv.Itoa(n)
		}
	}
	if n := lawRefNumber(w, false); n > 0 {
		return 1, strconv.Itoa(n)
	}
	return 0, ""
}

// lawRefNumber reads "64", "64a1", "12c1c": the Law's number, or 0. A bare number counts
// only when named (after "law"); alone it is left to analyse, which weighs it by context.
// Without "law", a one-digit number with a letter is a call ("1c"), not a Law.
func lawRefNumber(w string, named bool) int {
	j := 0
	for j < len(w) && w[j] >= '0' && w[j] <= '9' {
		j++
	}
	if j == 0 || j > 2 {
		return 0
	}
	n, _ := strconv.Atoi(w[:j])
	if n < 1 || n > 93 {
		return 0
	}
	part := w[j:]
	if part == "" {
		if named {
			return n
		}
		return 0
	}
	if !named && j < 2 {
		return 0
	}
	if part[0] < 'a' || part[0] > 'f' || !isAlnumString(part) || len(part) > 4 {
		return 0
	}
	return n
}

func isAlnumString(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isAlnum(s[i]) {
			return false
		}
	}
	return true
}

// call is a bid as the query names it: level and strain (c, d, h, s, n). Levels above seven
// are kept: "bid 8C" is an inadmissible call.
type call struct {
	level  int
	strain byte
}

func (c call) String() string { return strconv.Itoa(c.level) + string(c.strain) }

// rank orders bids: a bid is sufficient only over a lower one.
func (c call) rank() int { return c.level*5 + strings.IndexByte("cdhsn", c.strain) }

var strainWords = map[string]byte{
	"c": 'c', "club": 'c', "clubs": 'c', "♣": 'c',
	"d": 'd', "diamond": 'd', "diamonds": 'd', "♦": 'd',
	"h": 'h', "heart": 'h', "hearts": 'h', "♥": 'h',
	"s": 's', "spade": 's', "spades": 's', "♠": 's',
	"n": 'n', "nt": 'n', "notrump": 'n', // "notrumps" and "no trumps" are spelt "notrump" first
}

// readCall reads "1h", "1♥", "1nt", "1 heart", "one heart", "3 notrump".
func readCall(words []string, i int) (int, call) {
	w := words[i]
	if d, ok := numberWords[w]; ok {
		w = d
	}
	if len(w) >= 2 && w[0] >= '1' && w[0] <= '9' {
		if s, ok := strainWords[w[1:]]; ok && len(w[1:]) <= 3 {
			return 1, call{int(w[0] - '0'), s}
		}
	}
	if len(w) == 1 && w[0] >= '1' && w[0] <= '9' && i+1 < len(words) {
		if s, ok := strainWords[words[i+1]]; ok && len(words[i+1]) > 1 {
			return 2, call{int(w[0] - '0'), s}
		}
	}
	return 0, call{}
}

var rankWords = map[string]bool{"a": true, "k": true, "q": true, "j": true, "t": true, "10": true,
	"2": true, "3": true, "4": true, "5": true, "6": true, "7": true, "8": true, "9": true,
	"ace": true, "king": true, "queen": true, "jack": true, "ten": true, "two": true, "three": true,
	"four": true, "five": true, "six": true, "seven": true, "eight": true, "nine": true}

var suitNames = map[rune]string{'♠': "spad", '♥': "heart", '♦': "diamond", '♣': "club"}

var suitLetters = map[byte]string{'s': "spad", 'h': "heart", 'd': "diamond", 'c': "club"}

// readCard reads "♠k", "k♠", "sk", "h10", "ks", "king of spades", "the 5 of hearts": a card,
// returned as the stem of its suit.
func readCard(words []string, i int) (int, string) {
	w := words[i]
	r := []rune(w)
	if len(r) >= 2 {
		if s, ok := suitNames[r[0]]; ok && rankWords[string(r[1:])] {
			return 1, s
		}
		if s, ok := suitNames[r[len(r)-1]]; ok && rankWords[string(r[:len(r)-1])] {
			return 1, s
		}
	}
	if len(w) >= 2 && len(w) <= 3 {
		if s, ok := suitLetters[w[0]]; ok && rankWords[w[1:]] && w[1:] != "a" && w[1:] != "t" {
			return 1, s
		}
		if s, ok := suitLetters[w[len(w)-1]]; ok && len(w) == 2 && strings.ContainsRune("kqj", rune(w[0])) {
			return 1, s
		}
	}
	if rankWords[w] && w != "a" && w != "t" && i+2 < len(words) && words[i+1] == "of" {
		if s, ok := strainWords[words[i+2]]; ok && s != 'n' && len(words[i+2]) > 1 {
			return 3, suitLetters[s]
		}
	}
	if len(r) == 1 {
		if s, ok := suitNames[r[0]]; ok {
			return 1, s
		}
	}
	return 0, ""
}

// impliedByCalls adds the terms a query's calls imply, by the rules of the auction: a bid
// above seven is inadmissible (Law 38); a bid made "over" or "after" one that ranks as high
// or higher is insufficient (Law 27): "1H over 1S", "bid 2♣ after partner's 2♦".
func impliedByCalls(calls []placedCall, words []string) []term {
	var out []term
	for k, c := range calls {
		if c.level > 7 {
			out = append(out, term{text: stem("inadmissible"), weight: 1})
		}
		if k+1 < len(calls) {
			next := calls[k+1]
			if c.rank() <= next.rank() && saysOver(words[c.end:next.at]) {
				out = append(out, term{text: stem("insufficient"), weight: 1})
			}
		}
	}
	return out
}

// placedCall is a call and where the query has it: words[at:end].
type placedCall struct {
	call
	at, end int
}

// saysOver reports whether the words between two calls put the first over the second: "over",
// "after", "on top of", allowing "my", "partner's" and the like in between.
func saysOver(between []string) bool {
	for _, w := range between {
		if w == "over" || w == "after" || w == "above" || w == "top" {
			return true
		}
	}
	return false
}

func callOf(t string) (call, bool) {
	s, ok := strings.CutPrefix(t, callPrefix)
	if !ok || len(s) != 2 {
		return call{}, false
	}
	return call{int(s[0] - '0'), s[1]}, true
}
