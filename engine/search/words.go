package search

import (
	"strconv"
	"strings"
	"sync"
)

// Analysis turns text into terms: the same steps for a ruling's own words and for what the
// director types, so "revoked", "revoking" and "renege" all meet "revoke". The steps, in order:
//
//  1. fold: lower case, apostrophes dropped, "A+" and "60%" spelt out, suit symbols kept;
//  2. split into words of letters, digits and suit symbols;
//  3. read calls ("1H", "1♥", "one heart"), cards ("♠K", "king of spades") and Law numbers
//     ("Law 64", "L64", "64A1") into terms of their own;
//  4. drop seats and filler ("south", "they", "the"), which say nothing about which ruling;
//  5. spell British words the American way and reduce each word to its stem.
//
// Terms with a prefix are not words: "law:64" is a Law, "call:1h" a call.

const (
	lawPrefix  = "law:"
	callPrefix = "call:"
)

// term is one analysed word of a query or a document, with the weight it carries: 1 for an
// ordinary word, less for a word that names who did something rather than what was done.
type term struct {
	text   string
	weight float64
	// alts are other terms that count for this one, each with its own weight: the Law a bare
	// number may be, the concept a call implies ("1H over 1S" is an insufficient bid).
	alts []alt
	// raw is the word as typed (after folding), for typo matching of words the stemmer mangled.
	raw string
}

type alt struct {
	text   string
	weight float64
}

// roleWeight is the weight of a word naming a player by role ("declarer", "dummy", "partner"):
// it says who, not what happened, so "dummy revoked" is a revoke before it is about dummy.
const roleWeight = 0.2

// signs spells out the signs directors type; built on first use, not at start-up.
var signs = sync.OnceValue(func() *strings.Replacer {
	return strings.NewReplacer(
		"'", "", "’", "", "‘", "",
		"−", "-", "–", "-", "—", "-",
		"♤", "♠", "♡", "♥", "♢", "♦", "♧", "♣",
		"%", " percent ",
		"&", " and ",
	)
})

// fold lowercases s and spells out the signs directors type.
func fold(s string) string {
	s = signs().Replace(strings.ToLower(s))
	if !strings.ContainsAny(s, "+-(") {
		return s
	}
	// "a+", "a -", "av+", "ave-": the artificial averages.
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '+' || c == '-' {
			if w := lastWord(s[:i]); averageWord[w] {
				if c == '+' {
					b.WriteString(" plus ")
				} else {
					b.WriteString(" minus ")
				}
				continue
			}
		}
		// "12C1(c)": a bracketed letter of a Law reference joins the reference.
		if c == '(' && i+2 < len(s) && s[i+2] == ')' && i > 0 && isAlnum(s[i-1]) {
			b.WriteByte(s[i+1])
			i += 2
			continue
		}
		b.WriteByte(c)
	}
	return b.String()
}

var averageWord = map[string]bool{"a": true, "av": true, "ave": true, "avg": true, "average": true}

// lastWord is the word of letters just before the end of s, ignoring spaces.
func lastWord(s string) string {
	s = strings.TrimRight(s, " ")
	i := len(s)
	for i > 0 && s[i-1] >= 'a' && s[i-1] <= 'z' {
		i--
	}
	return s[i:]
}

func isAlnum(c byte) bool { return c >= 'a' && c <= 'z' || c >= '0' && c <= '9' }

// split cuts folded text into words of letters, digits and suit symbols.
func split(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || isSuitSymbol(r))
	})
}

func isSuitSymbol(r rune) bool { return r == '♠' || r == '♥' || r == '♦' || r == '♣' }

// analyse turns text into terms. query marks a query: a query's bare number may be a Law, and
// its role words weigh less; a document's words all weigh 1 (field weights rank them).
func analyse(text string, query bool) []term {
	words := split(fold(text))
	words = replacePhrases(words)
	var out []term
	var calls []placedCall
	for i := 0; i < len(words); i++ {
		n, ts := readSpecial(words, i, query)
		if n > 0 {
			if c, ok := callOf(ts[0].text); ok {
				calls = append(calls, placedCall{c, i, i + n})
			}
			out = append(out, ts...)
			i += n - 1
			continue
		}
		w := words[i]
		if dropped(w) {
			continue
		}
		if d, ok := numberWords[w]; ok {
			w = d
		}
		t := term{text: stem(w), weight: 1, raw: w}
		if query && roles[t.text] {
			t.weight = roleWeight
		}
		if query && lawNumber(w) > 0 && namesWhich(words, i) {
			t.weight = whichNumberWeight
		}
		if query {
			t.alts = related()[t.text]
			if lawNumber(w) > 0 && !countedThing(words, i) {
				t.alts = append(t.alts, alt{lawPrefix + w, bareNumberWeight(words)})
			}
		}
		out = append(out, t)
	}
	if query {
		out = append(out, impliedByCalls(calls, words)...)
	}
	return out
}

// bareNumberWeight is how much a bare number counts as the Law of that number: fully when the
// query is nothing else ("64"), a little in a sentence ("revoked at trick 12").
func bareNumberWeight(words []string) float64 {
	if len(words) == 1 {
		return 1
	}
	return 0.3
}

// countedThing reports whether the number at i counts something ("12 cards", "trick 12",
// "board 7"): then it is not a Law.
func countedThing(words []string, i int) bool {
	next, prev := "", ""
	if i+1 < len(words) {
		next = stem(words[i+1])
	}
	if i > 0 {
		prev = stem(words[i-1])
	}
	return countNouns[next] || countNouns[prev]
}

// whichNumberWeight is what a number saying which trick, board or round weighs in a query
// ("trick 9", "board 7", "20 minutes late"): which one it was says nothing about which ruling is
// wanted, though a ruling's example may share the number. How many cards does ("12 cards").
const whichNumberWeight = 0.3

// namesWhich reports whether the number at i says which trick, board, round or table, or how
// many minutes.
func namesWhich(words []string, i int) bool {
	for _, j := range []int{i - 1, i + 1} {
		if j >= 0 && j < len(words) && whichNouns[stem(words[j])] {
			return true
		}
	}
	return false
}

var whichNouns = map[string]bool{"trick": true, "board": true, "round": true, "tabl": true, "minut": true}

var countNouns = map[string]bool{"card": true, "trick": true, "board": true, "tabl": true,
	"round": true, "pair": true, "imp": true, "percent": true, "point": true, "minut": true, "hand": true}

// lawNumber is the Law a word of digits names, or 0.
func lawNumber(w string) int {
	n, err := strconv.Atoi(w)
	if err != nil || n < 1 || n > 93 {
		return 0
	}
	return n
}

// dropped reports whether a word says nothing about which ruling is wanted: a seat, a
// pronoun, filler.
func dropped(w string) bool { return seats[w] || stopWords[w] }

var seats = set("north south east west norths souths easts wests n e s w ns ew nw lho rho cho " +
	"lefthand righthand")

var stopWords = set("a an the of to in on at and or but is are was were be been being it its this that these those " +
	"they them their theirs he him his she her hers i im ive me my mine we us our you your yours youre " +
	"what which who whom whose when where why how happens happen happened happening do does did done " +
	"has have had having then than so if as by for with about into onto up there here just now also very " +
	"really please can could should would will shall may might get got gets after from while because " +
	"someone somebody anyone player players lefty righty " +
	"ok okay hi hello sir madam yes went go goes going still again happened one's oneself thing things " +
	// Contractions, their apostrophe dropped: "what's the contract" is "contract".
	"whats whos thats theres heres hes shes weve theyre theyve youve lets wheres hows whens")

// roles are the stems of words that name a player by role.
var roles = set("declar dummy defend partner opponent director td tabl")

func set(words string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(words) {
		m[w] = true
	}
	return m
}

var numberWords = map[string]string{"one": "1", "two": "2", "three": "3", "four": "4", "five": "5",
	"six": "6", "seven": "7", "eight": "8", "nine": "9", "ten": "10", "eleven": "11", "twelve": "12",
	"thirteen": "13", "fourteen": "14", "fifteen": "15", "first": "1st", "second": "2nd", "third": "3rd",
	"fourth": "4th", "twelfth": "12th", "thirteenth": "13th"}
