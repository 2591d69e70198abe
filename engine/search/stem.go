package search

import "strings"

// stem reduces a word to the form its relatives share: "revoked", "revoking" and "revokes" to
// "revok", "hesitated" and "hesitation" to "hesit", "unauthorised" to "unauthoriz". It is a
// small suffix stripper rather than a full Porter stemmer: documents and queries go through the
// same steps, so a stem only has to be consistent, not a real word, and a short list of rules
// covers the vocabulary of rulings. Irregular forms ("led", "said") are listed.
func stem(w string) string {
	if v, ok := irregular[w]; ok {
		return v
	}
	if len(w) <= 3 || !isLetters(w) {
		return w
	}
	w = american(w)
	for _, r := range suffixRules {
		if !strings.HasSuffix(w, r.suffix) {
			continue
		}
		root := strings.TrimSuffix(w, r.suffix)
		if len(root) < r.minRoot {
			continue
		}
		if r.only != nil && !r.only(root) {
			continue
		}
		w = root + r.then
		if r.undouble {
			w = undouble(w)
		}
		break
	}
	if len(w) > 3 && strings.HasSuffix(w, "e") {
		w = w[:len(w)-1]
	}
	return w
}

type suffixRule struct {
	suffix   string
	minRoot  int
	then     string // put back in place of the suffix
	undouble bool   // "dropped" → "dropp" → "drop"
	only     func(root string) bool
}

// suffixRules are tried in order; the first that fits is applied, once.
var suffixRules = []suffixRule{
	{suffix: "ations", minRoot: 3}, {suffix: "ation", minRoot: 3},
	{suffix: "ators", minRoot: 3}, {suffix: "ator", minRoot: 3},
	{suffix: "ating", minRoot: 3}, {suffix: "ated", minRoot: 3}, {suffix: "ates", minRoot: 3}, {suffix: "ate", minRoot: 3},
	{suffix: "ments", minRoot: 4}, {suffix: "ment", minRoot: 4},
	{suffix: "ness", minRoot: 4},
	{suffix: "ings", minRoot: 3, undouble: true}, {suffix: "ing", minRoot: 3, undouble: true},
	{suffix: "ied", minRoot: 2, then: "y"}, {suffix: "ies", minRoot: 2, then: "y"},
	{suffix: "edly", minRoot: 3, undouble: true}, {suffix: "ed", minRoot: 3, undouble: true},
	{suffix: "es", minRoot: 3, only: sibilant},
	{suffix: "s", minRoot: 3, only: func(root string) bool {
		return !strings.HasSuffix(root, "s") && !strings.HasSuffix(root, "u") && !strings.HasSuffix(root, "i")
	}},
	{suffix: "ly", minRoot: 4},
}

func sibilant(root string) bool {
	for _, s := range []string{"s", "x", "z", "ch", "sh"} {
		if strings.HasSuffix(root, s) {
			return true
		}
	}
	return false
}

// undouble drops the last letter of a doubled consonant other than l, s and z ("dropp" →
// "drop", but "call" and "pass" stay).
func undouble(w string) string {
	n := len(w)
	if n < 3 || w[n-1] != w[n-2] || strings.ContainsRune("aeiouylsz", rune(w[n-1])) {
		return w
	}
	return w[:n-1]
}

func isLetters(w string) bool {
	for i := 0; i < len(w); i++ {
		if w[i] < 'a' || w[i] > 'z' {
			return false
		}
	}
	return true
}

// american spells a British word the American way: "-ise" as "-ize", "-our" as "-or", and a
// few words of their own.
func american(w string) string {
	if v, ok := britishWords[w]; ok {
		return v
	}
	for _, s := range []string{"isation", "isations", "ised", "ises", "ising", "ise"} {
		if root, ok := strings.CutSuffix(w, s); ok && len(root) >= 4 {
			return root + "iz" + strings.TrimPrefix(s, "is")
		}
	}
	if root, ok := strings.CutSuffix(w, "our"); ok && len(root) >= 3 {
		return root + "or"
	}
	if root, ok := strings.CutSuffix(w, "ours"); ok && len(root) >= 3 {
		return root + "ors"
	}
	return w
}

var britishWords = map[string]string{
	"offence": "offense", "offences": "offenses", "licence": "license",
	"centre": "center", "judgement": "judgment", "cheque": "check", "programme": "program",
	"practise": "practice", "practised": "practiced", "catalogue": "catalog",
}

// irregular maps forms no suffix rule reaches to the stem of their regular relative.
var irregular = map[string]string{
	"led": "lead", "leads": "lead", "leading": "lead",
	"bid": "bid", "bids": "bid", "bidding": "bid", "bidder": "bid", "rebid": "bid",
	"said": "say", "says": "say", "saying": "say",
	"saw": "see", "seen": "see", "sees": "see", "seeing": "see",
	"made": "mak", "makes": "mak", "making": "mak", "make": "mak",
	"fell": "fall", "fallen": "fall", "falls": "fall",
	"took": "tak", "taken": "tak", "takes": "tak", "taking": "tak", "take": "tak",
	"gave": "giv", "given": "giv", "give": "giv", "gives": "giv", "giving": "giv",
	"heard": "hear", "hears": "hear", "overheard": "overhear", "overhears": "overhear",
	"thought": "think", "thinks": "think", "thinking": "think",
	"won": "win", "wins": "win", "winning": "win",
	"lost": "los", "lose": "los", "loses": "los", "losing": "los",
	"held": "hold", "holds": "hold", "holding": "hold",
	"dealt": "deal", "deals": "deal", "dealing": "deal", "dealer": "deal",
	"shown": "show", "showed": "show", "shows": "show", "showing": "show",
	"forgot": "forget", "forgotten": "forget", "forgets": "forget",
	"meant": "mean", "means": "mean", "meaning": "mean", "meanings": "mean",
	"got": "get", "gotten": "get",
	"failure": "fail", "failures": "fail",
	"claimer": "claim", "claimant": "claim",
	"declarer": "declar", "declarers": "declar", "declare": "declar", "declared": "declar",
	"defender": "defend", "defenders": "defend", "defense": "defend", "defending": "defend", "defence": "defend",
	"explanation": "explain", "explanations": "explain", "misexplained": "misexplain",
	"hand": "hand", "hands": "hand", "ruffs": "ruff", // "ruff", "ruffed", "ruffing" are spelt "trumped" first
	"penalties": "penalty", "penalty": "penalty",
	"dummy": "dummy", "dummys": "dummy",
	"passes": "pass",
	"rules":  "rul", "ruled": "rul", "ruling": "rul", "rulings": "rul", "rule": "rul",
	"matchpoints": "matchpoint", "matchpointed": "matchpoint",
	"imps":   "imp",
	"higher": "high", "highest": "high", "lower": "low", "lowest": "low",
	"leader": "lead", "leaders": "lead",
}
