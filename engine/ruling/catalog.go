package ruling

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"tableside/engine/sortby"
)

// Catalog is a list of flows: the rulings an app offers, in the order it shows them. The
// catalogue of rulings (package catalog) builds the one the app uses; tests build small ones.
type Catalog struct {
	flows []*Flow
}

// NewCatalog lists the flows in the order given.
func NewCatalog(flows ...*Flow) *Catalog { return &Catalog{flows: slices.Clone(flows)} }

// Flows returns every flow in catalogue order.
func (c *Catalog) Flows() []*Flow { return slices.Clone(c.flows) }

// Lookup returns the flow with this id, or nil.
func (c *Catalog) Lookup(id string) *Flow {
	for _, f := range c.flows {
		if f.ID == id {
			return f
		}
	}
	return nil
}

// InCategory returns the flows of one category, in catalogue order.
func (c *Catalog) InCategory(cat Category) []*Flow {
	var out []*Flow
	for _, f := range c.flows {
		if f.Category == cat {
			out = append(out, f)
		}
	}
	return out
}

// Search finds flows by what players say at the table ("they led out of turn", "didn't follow
// suit"). Every word of the query must appear in the flow's title, summary, phrases or Law
// numbers. The best match comes first: a title or phrase that is the query, then one that
// contains it, then the flow with the phrase sharing most of the query's words; ties keep
// catalogue order.
func (c *Catalog) Search(query string) []*Flow {
	words := strings.Fields(normalise(query))
	if len(words) == 0 {
		return nil
	}
	type hit struct {
		flow  *Flow
		score int
	}
	var hits []hit
	for _, f := range c.flows {
		if containsAll(f.searchText(), words) {
			hits = append(hits, hit{f, f.matchScore(words)})
		}
	}
	sortby.Stable(hits, func(a, b hit) int { return b.score - a.score })
	out := make([]*Flow, len(hits))
	for i, h := range hits {
		out[i] = h.flow
	}
	return out
}

// matchScore ranks how well the flow's title and phrases match the query's words: a phrase
// equal to the query beats one containing it, which beats any partial phrase; among partial
// ones, the phrase sharing more of the query's words wins.
func (f *Flow) matchScore(words []string) int {
	whole := strings.Join(words, " ")
	best := 0
	for _, p := range append([]string{f.Title}, f.Phrases...) {
		p = normalise(p)
		score := 0
		switch {
		case p == whole:
			score = 2000
		case strings.Contains(p, whole):
			score = 1000
		default:
			for _, w := range words {
				if containsAll(p, []string{w}) {
					score++
				}
			}
		}
		best = max(best, score)
	}
	return best
}

func (f *Flow) searchText() string {
	parts := []string{f.ID, f.Title, f.Summary, f.Category.String()}
	parts = append(parts, f.Phrases...)
	for _, r := range f.Laws {
		parts = append(parts, r.String())
	}
	return normalise(strings.Join(parts, " "))
}

// containsAll reports whether every word, or a stem of it, is in text. Stemming is crude on
// purpose: "revoked" finds "revoke", "hesitated" finds "hesitation".
func containsAll(text string, words []string) bool {
	for _, w := range words {
		if !strings.Contains(text, w) && !strings.Contains(text, stem(w)) {
			return false
		}
	}
	return true
}

func stem(w string) string {
	for _, suffix := range []string{"ing", "ed", "es", "s", "ion"} {
		if len(w) > len(suffix)+3 && strings.HasSuffix(w, suffix) {
			return strings.TrimSuffix(w, suffix)
		}
	}
	return w
}

// normalise lowercases, folds apostrophes away and turns punctuation into spaces, so
// "didn't follow-suit" matches "didnt follow suit".
func normalise(s string) string {
	s = strings.ToLower(s)
	s = strings.NewReplacer("'", "", "’", "").Replace(s)
	return strings.Join(strings.FieldsFunc(s, func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9')
	}), " ")
}

// Validate checks every flow (Flow.Validate), that no id is used twice, and that every
// follow-up on every path links only to a flow in this catalogue, so a reminder never points
// at a ruling the app does not have. A follow-up about a ruling not built yet keeps its words
// and leaves Flow empty.
func (c *Catalog) Validate() error {
	var errs []error
	seen := map[string]bool{}
	for _, f := range c.flows {
		if seen[f.ID] {
			errs = append(errs, fmt.Errorf("flow id %q is listed twice", f.ID))
		}
		seen[f.ID] = true
		if err := f.Validate(); err != nil {
			errs = append(errs, err)
			continue
		}
		paths, _ := f.Paths() // Validate has walked them without error
		for _, p := range paths {
			for _, fu := range p.Outcome.FollowUps {
				if fu.Flow != "" && c.Lookup(fu.Flow) == nil {
					errs = append(errs, fmt.Errorf("%s: ending %q after %s: follow-up links to %q, which is not in the catalogue",
						f.ID, p.Outcome.ID, p.Describe(), fu.Flow))
				}
			}
		}
	}
	return errors.Join(errs...)
}
