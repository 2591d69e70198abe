package search

import (
	"strings"
	"sync"
)

// The words of the game that mean the same, in two tables.
//
// spellings rewrites a word or a run of words before stemming, in documents and queries
// alike: abbreviations directors type (BIT, UI, LOOT), other names for the same thing
// (renege), and runs that are one idea ("no trumps"). Rewritten on both sides, they meet.
//
// related lets a query's word count for a document's word that is close in meaning but not
// the same ("huddle" for "hesitation", "table" for "dummy"), at a lower weight: only the
// query is widened, so a ruling's own words still rank first.

var spellings = map[string]string{
	// Abbreviations directors use.
	"bit":   "hesitation",
	"ui":    "unauthorized information",
	"mi":    "misinformation",
	"loot":  "lead out of turn",
	"oloot": "opening lead out of turn",
	"ib":    "insufficient bid",
	"pp":    "procedural penalty",
	"dd":    "doubledummy",
	"coot":  "call out of turn",
	"boot":  "bid out of turn",
	"poot":  "pass out of turn",
	"ws":    "weighted score",
	"aas":   "artificial adjusted score",
	"la":    "logical alternative",
	"las":   "logical alternative",
	"info":  "information",
	"avg":   "average",
	"ave":   "average",
	"av":    "average",
	"mpc":   "major penalty card",
	"mnpc":  "minor penalty card",
	"tks":   "tricks",
	"opps":  "opponents",
	"opp":   "opponent",
	// Other names for the same thing.
	"renege":         "revoke",
	"reneged":        "revoked",
	"reneging":       "revoking",
	"reneges":        "revokes",
	"underbid":       "insufficient bid",
	"underbids":      "insufficient bid",
	"misexplanation": "misinformation explanation",
	"misinfo":        "misinformation",
	"face-up":        "face up",
	"facedown":       "face down",
	"notrumps":       "notrump",
	"misbid":         "mistaken call",
	"misbidding":     "mistaken call",
	"concession":     "conceded concession",
	"concede":        "conceded concession",
	"concedes":       "conceded concession",
	"ruffed":         "trumped",
	"ruff":           "trumped",
	"ruffing":        "trumped",
	"unalerted":      "not alerted",
	"unannounced":    "not announced",
	"psych":          "psyche",
	"psyched":        "psyche",
	"psychic":        "psyche",
	"misboard":       "wrong board",
	"misboarded":     "wrong board",
	"re deal":        "redeal",
	"overcall":       "overcall bid",
	"overcalled":     "overcall bid",
	"opener":         "opened",
	// Runs of words that are one idea.
	"no trump":            "notrump",
	"double dummy":        "doubledummy",
	"no trumps":           "notrump",
	"break in tempo":      "hesitation tempo",
	"tempo break":         "hesitation tempo",
	"a plus":              "average plus",
	"a minus":             "average minus",
	"left hand opponent":  "lho",
	"right hand opponent": "rho",
	"out of rotation":     "out of turn",
	"bidding card":        "bidding box",
	"bid card":            "bidding box",
	// "No hearts?" is the question whether a player has none of the suit (Law 61B).
	"no spades":   "none spades",
	"no hearts":   "none hearts",
	"no diamonds": "none diamonds",
	"no clubs":    "none clubs",
}

// longestSpelling is the most words a key of spellings has.
const longestSpelling = 3

// runStarts are the first words of the keys of spellings of more than one word.
var runStarts = sync.OnceValue(func() map[string]bool {
	m := map[string]bool{}
	for k := range spellings {
		if first, _, ok := strings.Cut(k, " "); ok {
			m[first] = true
		}
	}
	return m
})

// replacePhrases applies spellings to a list of words, longest run first.
func replacePhrases(words []string) []string {
	out := make([]string, 0, len(words))
	starts := runStarts()
	for i := 0; i < len(words); {
		n := 0
		longest := 1
		if starts[words[i]] {
			longest = min(longestSpelling, len(words)-i)
		}
		for k := longest; k >= 1; k-- {
			if v, ok := spellings[strings.Join(words[i:i+k], " ")]; ok {
				out = append(out, strings.Fields(v)...)
				n = k
				break
			}
		}
		if n == 0 {
			out = append(out, words[i])
			n = 1
		}
		i += n
	}
	return out
}

// related lists, by stem, the stems a query's word also counts for, and how much. Groups of
// words that stand for one another are declared once (relatedGroups), each member counting for
// the others at the group's weight. Built on the first search, not when the app starts: the
// home page's first screen searches nothing.
var related = sync.OnceValue(relatedStems)

// relatedGroups are the groups of stems, space-separated, with their weight: a table, so that
// it is data in app.wasm rather than a call per group in the package's start-up code.
var relatedGroups = []struct {
	weight float64
	stems  string
}{
	// Hesitations and tempo.
	{0.8, "hesit huddl tempo paus tank"},
	{0.5, "hesit slow think age"},
	// Claims and concessions.
	{0.7, "claim conced concession"},
	// Explanations and alerts.
	{0.9, "explain misexplain"},
	{0.7, "alert announc"},
	{0.6, "misinform explain"},
	// Forbidding a lead.
	{0.9, "forbid ban prohibit"},
	{0.5, "forbid restriction"},
	// Showing a card.
	{0.7, "expos fac show drop fall flash reveal"},
	// Too early.
	{0.9, "early soon prematur quick"},
	// Mistakes.
	{0.8, "mistak mistaken error wrong accident inadvertent"},
	{0.6, "mistak unintend slip mechanical"},
	// Suits, ranks and counts: one stands for another in "no diamonds", "said jack", "13 cards".
	{0.7, "spad heart diamond club"},
	{0.7, "ace king queen jack ten"},
	{0.7, "small low"},
	{0.7, "12 13 14 11 15"},
	// Playing and following.
	{0.6, "trump ruff"},
	{0.6, "discard pitch sluff throw"},
	{0.5, "fail didnt forget"},
	{0.7, "miss skip"},
	{0.6, "call bid"},
	{0.4, "call pass doubl redoubl"},
	{0.4, "bid doubl"},
	{0.8, "averag artificial"},
	{0.5, "percent averag"},
	{0.6, "dummy tabl"},
	{0.7, "overhear hear"},
	{0.6, "see look glimps peek"},
	{0.6, "slow lat tim behind"},
	{0.6, "doubledummy claim"},
	{0.6, "rud misconduct behavior abus insult"},
	{0.6, "penalty punish"},
	{0.5, "appeal review"},
	{0.6, "redeal reshuffl"},
	{0.5, "natural agre system convention explain"},
	{0.5, "psych misinform agre"},
	{0.6, "remark comment gestur sigh shrug grimac mannerism expression"},
	{0.6, "end over finish"},
	{0.5, "penalty transfer rectific"},
	{0.6, "pull tak"},
}

// relatedStems builds the table of related stems from relatedGroups.
func relatedStems() map[string][]alt {
	related := map[string][]alt{}
	for _, g := range relatedGroups {
		stems := strings.Fields(g.stems)
		for _, a := range stems {
			for _, b := range stems {
				if a != b {
					related[a] = append(related[a], alt{b, g.weight})
				}
			}
		}
	}
	return related
}
