package ruling

import (
	"slices"
	"strings"
)

// registry lists every ruling the app offers, most common first within each category. The
// home screen, search, the route table and the service worker's cache list all come from it.
var registry = []*Flow{
	OpeningLeadOutOfTurn,
	LeadOutOfTurn,
	PrematurePlay,
	Revoke,
	PenaltyCardFlow,
	InsufficientBid,
	ComparableCall,
	CallOutOfRotation,
}

// Flows returns every registered flow in registry order.
func Flows() []*Flow { return slices.Clone(registry) }

// Lookup returns the flow with this id, or nil.
func Lookup(id string) *Flow {
	for _, f := range registry {
		if f.ID == id {
			return f
		}
	}
	return nil
}

// InCategory returns the registered flows of one category, in registry order.
func InCategory(c Category) []*Flow {
	var out []*Flow
	for _, f := range registry {
		if f.Category == c {
			out = append(out, f)
		}
	}
	return out
}

// Search finds flows by what players say at the table ("he led out of turn", "didn't follow
// suit"). Every word of the query must appear in the flow's title, summary, phrases or Law
// numbers; flows whose title or a phrase contains the whole query come first.
func Search(query string) []*Flow {
	words := strings.Fields(normalise(query))
	if len(words) == 0 {
		return nil
	}
	whole := strings.Join(words, " ")
	var strong, weak []*Flow
	for _, f := range registry {
		text := f.searchText()
		if !containsAll(text, words) {
			continue
		}
		if strings.Contains(normalise(f.Title), whole) || slices.ContainsFunc(f.Phrases, func(p string) bool {
			return strings.Contains(normalise(p), whole)
		}) {
			strong = append(strong, f)
		} else {
			weak = append(weak, f)
		}
	}
	return append(strong, weak...)
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
