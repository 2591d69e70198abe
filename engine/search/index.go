// Package search finds rulings and reference sections by what players and directors say:
// sentences, fragments, typos, abbreviations, calls, cards and Law numbers. It ranks by how
// well a query matches, never by whether every word does: each word of the query counts by
// how rare it is (idf) and where a document has it (its title and phrases weigh most), and a
// document one of whose names (title, phrase, heading) is close to the whole query gains on
// top. The index is built once (New); a search reads it only.
//
// Standard library only: the engine compiles to WebAssembly, and every byte counts.
package search

import (
	"math"
	"strings"
	"sync"

	"tableside/engine/sortby"
)

// Kind says what a document is.
type Kind uint8

// The kinds of document.
const (
	Ruling  Kind = iota // a ruling flow; Key is its id
	Section             // a reference section; Key is "page#section"
)

// Doc is one thing search can find: its key and the texts that describe it.
type Doc struct {
	Kind   Kind
	Key    string
	Fields []Field
}

// Field is a text of a document and how much a word found in it counts.
type Field struct {
	Text   string
	Weight float64
	// Name marks a text that names the document on its own (a title, a phrase players say, a
	// heading): a query close to the whole of it ranks the document first.
	Name bool
}

// Hit is a document found, with its score and how much of the query it matched (0–1).
type Hit struct {
	Kind  Kind
	Key   string
	Score float64
	Match float64
}

// Index is the search index: built once by New, then only read, so it is safe to share.
type Index struct {
	docs     []docInfo
	postings map[string][]posting // by term: the documents having it, with its weight there
	idfs     map[string]float64   // by term: how rare it is, log(1 + documents ÷ documents having it)
	words    map[string]string    // every word of the documents as folded, to its stem
	n        float64              // number of documents

	// near remembers the words a typo or a word being typed was found to stand for: each
	// keystroke searches the whole query again, and scanning every word of the index for a
	// typo is the slowest part of a search.
	nearMu sync.Mutex
	near   map[nearKey][]alt
}

type nearKey struct {
	word   string
	typing bool
}

type docInfo struct {
	kind  Kind
	key   string
	names []name          // the document's names, role words weighed down
	text  map[string]bool // the letter triples of its names, for Closest
}

// name is one of a document's names: its terms, each with its weight times its idf, and their
// sum, worked out once when the index is built.
type name struct {
	terms []term // weight: the term's weight × its idf
	mass  float64
}

type posting struct {
	doc    int32
	weight float32
}

// Weights and thresholds, tuned on testdata/phrases.txt (never on testdata/heldout.txt).
const (
	// nameBonus is how much a perfect name match adds, per unit of the query's weight.
	nameBonus = 2.5
	// sectionFactor ranks a reference section a little below a ruling that matches as well:
	// a director searching usually wants to rule. A Law named in the query still puts its
	// section first, since its heading carries the Law.
	sectionFactor = 0.7
	// WeakMatch is the share of the query the best hit must match for the page to count as a
	// good match; below it, the page offers the closest rulings and the categories.
	WeakMatch = 0.4
	// typo weights: a word one or two letters off counts for less than the word itself.
	oneTypo, twoTypos = 0.8, 0.6
	// prefixWeight is what a word being typed counts for the words it begins.
	prefixWeight = 0.8
	// inOrder is what a name gains when the query has its words in the same order: "dummy
	// touched a card" is dummy's act, "touched a card in dummy" declarer's.
	inOrder = 0.15
)

// New builds the index.
func New(docs []Doc) *Index {
	ix := &Index{postings: map[string][]posting{}, words: map[string]string{}, n: float64(len(docs))}
	analysed := map[string][]term{} // the rulings repeat many texts ("Yes", an outcome's title)
	for d, doc := range docs {
		info := docInfo{kind: doc.Kind, key: doc.Key, text: map[string]bool{}}
		best := map[string]float64{}
		for _, f := range doc.Fields {
			ts, ok := analysed[f.Text]
			if !ok {
				ts = analyse(f.Text, false)
				analysed[f.Text] = ts
			}
			for _, t := range ts {
				best[t.text] = max(best[t.text], termWeight(t, f.Weight))
				if t.raw != "" && isLetters(t.raw) {
					ix.words[t.raw] = t.text
				}
			}
			if f.Name && len(ts) > 0 {
				info.names = append(info.names, name{terms: nameTerms(ts)})
				for t := range trigrams(fold(f.Text)) {
					info.text[t] = true
				}
			}
		}
		for t, w := range best {
			ix.postings[t] = append(ix.postings[t], posting{int32(d), float32(w)})
		}
		ix.docs = append(ix.docs, info)
	}
	ix.idfs = make(map[string]float64, len(ix.postings))
	for t, ps := range ix.postings {
		ix.idfs[t] = math.Log(1 + ix.n/float64(len(ps)))
	}
	for i := range ix.docs {
		for k := range ix.docs[i].names {
			nm := &ix.docs[i].names[k]
			for j := range nm.terms {
				nm.terms[j].weight *= ix.idfs[nm.terms[j].text]
				nm.mass += nm.terms[j].weight
			}
		}
	}
	return ix
}

// termWeight is what a term of a document's field counts for. A call a ruling names ("multi 2♦
// not allowed") is an example of the irregularity, not the irregularity itself, and calls are
// rare words, so at full weight an example would outrank the ruling the query's other words
// describe: it counts as a word mentioned in passing.
func termWeight(t term, fieldWeight float64) float64 {
	if strings.HasPrefix(t.text, callPrefix) {
		return min(fieldWeight, passingWeight)
	}
	return fieldWeight
}

// nameTerms weighs a name's role words down, as a query's are, so "dummy revoked" is close to
// the name "revoked" rather than to "dummy said you revoked".
func nameTerms(ts []term) []term {
	out := make([]term, len(ts))
	for i, t := range ts {
		out[i] = term{text: t.text, weight: 1}
		if roles[t.text] {
			out[i].weight = roleWeight
		}
	}
	return out
}

func (ix *Index) idf(t string) float64 { return ix.idfs[t] }

// relativeIdf is the idf a candidate counts with: its own, but no more than the query's word
// itself has, so a rarer relative ("exposed" for "faced") does not outweigh the word typed.
func (ix *Index) relativeIdf(t term, c alt) float64 {
	idf := ix.idf(c.text)
	if own := ix.idf(t.text); own > 0 {
		idf = min(idf, own)
	}
	return idf
}

// Search ranks every document that matches any word of the query, best first; ties keep the
// order the documents were given in.
func (ix *Index) Search(query string) []Hit {
	q := ix.resolve(query)
	if len(q.terms) == 0 {
		return nil
	}
	scores := make([]float64, len(ix.docs))
	matched := make([]float64, len(ix.docs))
	best := make([]float64, len(ix.docs)) // this term's best in each document
	var touched []int32
	for j, t := range q.terms {
		for _, c := range q.cands[j] {
			idf := ix.relativeIdf(t, c)
			for _, p := range ix.postings[c.text] {
				if best[p.doc] == 0 {
					touched = append(touched, p.doc)
				}
				best[p.doc] = max(best[p.doc], c.weight*idf*float64(p.weight))
			}
		}
		for _, d := range touched {
			scores[d] += t.weight * best[d]
			matched[d] += q.mass[j]
			best[d] = 0
		}
		touched = touched[:0]
	}
	var hits []Hit
	for d, s := range scores {
		if s == 0 {
			continue
		}
		info := ix.docs[d]
		s += nameBonus * ix.nameMatch(info, q) * q.known
		if info.kind == Section && !q.namesLaw {
			s *= sectionFactor
		}
		hits = append(hits, Hit{Kind: info.kind, Key: info.key, Score: s, Match: matched[d] / q.total})
	}
	sortHits(hits)
	return hits
}

// query is a query resolved against the index: its terms, and for each the index's terms it
// counts for (itself, its relatives, or the words it is a typo of), with the weight of each.
type query struct {
	terms []term
	cands [][]alt
	mass  []float64 // the most each term can add to a match, by its rarest candidate
	known float64   // the sum of mass: the query's weight in the index's terms
	total float64   // known, plus the words the index does not have at all
	// namesLaw: the query names a Law ("Law 64", "64A1"), so its section may come first.
	namesLaw bool
	found    map[string]found // by the index's term
}

func onlyRoles(name []term) bool {
	for _, t := range name {
		if !roles[t.text] {
			return false
		}
	}
	return true
}

// pairsIn is the share of a name's neighbouring pairs of words that are neighbours, in that
// order, in the query.
func (q query) pairsIn(name []term) float64 {
	if len(name) < 2 || len(q.terms) < 2 {
		return 0
	}
	n := 0
	for i := 0; i+1 < len(name); i++ {
		if q.found[name[i].text].at<<1&q.found[name[i+1].text].at != 0 {
			n++
		}
	}
	return float64(n) / float64(len(name)-1)
}

// found is what the query has for one of the index's terms: the most any of its words counts
// for it (for a name's ordinary word, and for a role word, which a role word of the query
// matches in full), and at which of its words (bit j: word j).
type found struct {
	weight, roleWeight float64
	at                 uint64
}

func (ix *Index) resolve(text string) query {
	var q query
	ts := analyse(text, true)
	typing := text != "" && !strings.HasSuffix(text, " ")
	unknown := 0.0
	for i, t := range ts {
		cands := ix.candidates(t, typing && i == len(ts)-1)
		mass := 0.0
		for _, c := range cands {
			mass = max(mass, c.weight*ix.relativeIdf(t, c))
		}
		if len(cands) == 0 {
			unknown += t.weight
			continue
		}
		q.namesLaw = q.namesLaw || strings.HasPrefix(t.text, lawPrefix)
		q.terms = append(q.terms, t)
		q.cands = append(q.cands, cands)
		q.mass = append(q.mass, t.weight*mass)
		q.known += t.weight * mass
	}
	// A word the index lacks still counts against a good match, as an average word of the
	// query: "revoked twice" is matched well enough by the revoke, "the cat sat on the mat"
	// (whose "mat" begins "matchpoints") by nothing.
	unknownMass := math.Log(1 + ix.n)
	if len(q.terms) > 0 {
		unknownMass = q.known / float64(len(q.terms))
	}
	q.total = q.known + unknown*unknownMass
	q.found = map[string]found{}
	for j, cands := range q.cands {
		for _, c := range cands {
			f := q.found[c.text]
			f.weight = max(f.weight, c.weight*min(1, q.terms[j].weight))
			f.roleWeight = max(f.roleWeight, c.weight)
			if j < 64 {
				f.at |= 1 << j
			}
			q.found[c.text] = f
		}
	}
	return q
}

// candidates are the index's terms a query term counts for: itself and its relatives when the
// index has them; else the words it begins (the word being typed) or is a typo of.
func (ix *Index) candidates(t term, typing bool) []alt {
	var out []alt
	if _, ok := ix.postings[t.text]; ok {
		out = append(out, alt{t.text, 1})
	}
	for _, a := range t.alts {
		if _, ok := ix.postings[a.text]; ok {
			out = append(out, a)
		}
	}
	if len(out) > 0 || t.raw == "" || !isLetters(t.raw) {
		return out
	}
	key := nearKey{t.raw, typing}
	ix.nearMu.Lock()
	out, ok := ix.near[key]
	ix.nearMu.Unlock()
	if ok {
		return out
	}
	if typing && len(t.raw) >= 3 {
		out = ix.prefixed(t.raw)
	}
	if len(out) == 0 {
		out = ix.misspelt(t.raw)
	}
	ix.nearMu.Lock()
	if ix.near == nil || len(ix.near) > 1000 {
		ix.near = map[nearKey][]alt{} // a session types far fewer words; this only bounds it
	}
	ix.near[key] = out
	ix.nearMu.Unlock()
	return out
}

// prefixed finds the words that begin with a word still being typed ("revo" → "revoke").
func (ix *Index) prefixed(w string) []alt {
	seen := map[string]bool{}
	var out []alt
	for word, st := range ix.words {
		if strings.HasPrefix(word, w) && !seen[st] {
			seen[st] = true
			out = append(out, alt{st, prefixWeight})
		}
	}
	sortAlts(out)
	return out
}

// misspelt finds the words a typo may be of: one letter off in a word of five letters or
// more, two in one of eight or more (a letter missing, added, changed, or two swapped), the
// first letter kept.
func (ix *Index) misspelt(w string) []alt {
	allowed := 0
	switch {
	case len(w) >= 8:
		allowed = 2
	case len(w) >= 5:
		allowed = 1
	default:
		return nil
	}
	best := map[string]float64{}
	for word, st := range ix.words {
		if abs(len(word)-len(w)) > allowed || !sameStart(word, w) {
			continue
		}
		d := editDistance(w, word, allowed)
		if d > allowed {
			continue
		}
		weight := oneTypo
		if d == 2 {
			weight = twoTypos
		}
		best[st] = max(best[st], weight)
	}
	var out []alt
	for st, weight := range best {
		out = append(out, alt{st, weight})
	}
	sortAlts(out)
	return out
}

// sameStart reports whether two words begin alike: the same first letter, or the first two
// swapped. Typos rarely touch the first letter, and checking it first spares most of the
// index's words the edit distance.
func sameStart(a, b string) bool {
	return a[0] == b[0] || len(a) > 1 && len(b) > 1 && a[0] == b[1] && a[1] == b[0]
}

// sortAlts orders candidates found by scanning a map, so a search gives the same answer every
// time. (The sorts are package sortby's: slices' generic sorts cost some 20 KB of WebAssembly
// for each type sorted.)
func sortAlts(as []alt) {
	sortby.Func(as, func(a, b alt) int { return strings.Compare(a.text, b.text) })
}

// sortHits orders hits best first, keeping the documents' order among equals: an insertion
// sort, small in the wasm and quick on the hundred or so hits of a search.
func sortHits(hits []Hit) {
	for i := 1; i < len(hits); i++ {
		for j := i; j > 0 && hits[j].Score > hits[j-1].Score; j-- {
			hits[j], hits[j-1] = hits[j-1], hits[j]
		}
	}
}

// byScore orders the higher score first.
func byScore(a, b float64) int {
	switch {
	case a > b:
		return -1
	case a < b:
		return 1
	}
	return 0
}

// nameMatch is how close the query is to the document's closest names: for each name, the
// weight it shares with the query over the geometric mean of their weights (1 when the name is
// the whole query; little for a long name or a long query sharing one word). The closest name
// counts in full and the next a quarter, so of two rulings with the same phrase, the one with
// more phrases like the query comes first.
func (ix *Index) nameMatch(info docInfo, q query) float64 {
	if q.known == 0 {
		return 0
	}
	best, second := 0.0, 0.0
	for _, nm := range info.names {
		if nm.mass == 0 {
			continue
		}
		shared := 0.0
		for _, n := range nm.terms {
			f := q.found[n.text]
			w := f.weight // the most a query's word counts for this term
			if roles[n.text] {
				w = f.roleWeight // a role word of the query matches a role word in full
			}
			shared += n.weight * w
		}
		sim := min(shared/math.Sqrt(nm.mass*q.known), 1) + inOrder*q.pairsIn(nm.terms)
		if onlyRoles(nm.terms) {
			// "you're in dummy" is "dummy" once its filler is gone: it names a player, not
			// what happened, so it says little about which ruling a query wants.
			sim *= roleWeight
		}
		if sim > best {
			best, second = sim, best
		} else if sim > second {
			second = sim
		}
	}
	return best + second/4
}

// editDistance is the optimal-string-alignment distance between a and b (a swap of two
// neighbouring letters counts one), or more than limit when it is over it.
func editDistance(a, b string, limit int) int {
	prev2 := make([]int, len(b)+1)
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		rowMin := cur[0]
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				cur[j] = min(cur[j], prev2[j-2]+1)
			}
			rowMin = min(rowMin, cur[j])
		}
		if rowMin > limit {
			return limit + 1
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return prev[len(b)]
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// relevantShare is the least score, as a share of the best, for a hit to be worth showing:
// a ruling that shares only a common word with a long query is noise under a good match.
const relevantShare = 0.25

// Top is the hits worth showing, at most n: those scoring at least a quarter of the best.
func Top(hits []Hit, n int) []Hit {
	var out []Hit
	for _, h := range hits {
		if len(out) == n || h.Score < relevantShare*hits[0].Score {
			break
		}
		out = append(out, h)
	}
	return out
}

// Weak reports whether nothing matches the query well: no hit, or the best matches less than
// two fifths of what the query says (WeakMatch). The page then offers the closest rulings and
// the categories.
func Weak(hits []Hit) bool { return len(hits) == 0 || hits[0].Match < WeakMatch }

// Closest is the n rulings closest to the query, for a page where nothing matches well; hits
// are the query's, as Search gave them (the page has just searched, so it is not done again).
// First the rulings that match some word, best first, then those whose names share the most
// letter triples with the query ("reenegg" is still near "renege"), then catalogue order. It
// always gives n keys when the index has n rulings.
func (ix *Index) Closest(query string, hits []Hit, n int) []string {
	var out []string
	seen := map[string]bool{}
	take := func(key string) {
		if len(out) < n && !seen[key] {
			seen[key] = true
			out = append(out, key)
		}
	}
	for _, h := range hits {
		if h.Kind == Ruling {
			take(h.Key)
		}
	}
	type near struct {
		key   string
		share float64
	}
	var nears []near
	qt := trigrams(fold(query))
	for _, d := range ix.docs {
		if d.kind == Ruling && len(qt) > 0 {
			nears = append(nears, near{d.key, trigramShare(qt, d.text)})
		}
	}
	sortby.Stable(nears, func(a, b near) int { return byScore(a.share, b.share) })
	for _, nr := range nears {
		if nr.share > 0 {
			take(nr.key)
		}
	}
	for _, d := range ix.docs {
		if d.kind == Ruling {
			take(d.key)
		}
	}
	return out
}

// trigrams are the letter triples of the words of s, each word padded with a space either side.
func trigrams(s string) map[string]bool {
	out := map[string]bool{}
	for _, w := range split(s) {
		w = " " + w + " "
		for i := 0; i+3 <= len(w); i++ {
			out[w[i:i+3]] = true
		}
	}
	return out
}

// trigramShare is the share of the query's triples found in the text's.
func trigramShare(q map[string]bool, text map[string]bool) float64 {
	n := 0
	for t := range q {
		if text[t] {
			n++
		}
	}
	return float64(n) / float64(len(q))
}
