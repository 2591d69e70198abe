package search

import (
	"strings"

	"tableside/engine/ruling"
)

// The documents, from the rulings' and the reference's own text: nothing is copied here, so a
// ruling whose words change is found by its new words.

// Field weights: a ruling's title and the phrases players say name it; its summary describes
// it; its questions and endings only mention things in passing.
const (
	nameWeight    = 3
	summaryWeight = 1.5
	lawsWeight    = 1.5
	passingWeight = 0.5
	headingWeight = 3
	pageWeight    = 1
)

// Rulings are the documents for a list of flows, in its order.
func Rulings(flows []*ruling.Flow) []Doc {
	out := make([]Doc, 0, len(flows))
	for _, f := range flows {
		out = append(out, rulingDoc(f))
	}
	return out
}

func rulingDoc(f *ruling.Flow) Doc {
	d := Doc{Kind: Ruling, Key: f.ID}
	name := func(s string) { d.Fields = append(d.Fields, Field{Text: s, Weight: nameWeight, Name: true}) }
	add := func(w float64, texts ...string) {
		for _, s := range texts {
			if s = withoutSlots(s); strings.TrimSpace(s) != "" {
				d.Fields = append(d.Fields, Field{Text: s, Weight: w})
			}
		}
	}
	name(f.Title)
	for _, p := range f.Phrases {
		name(p)
	}
	add(summaryWeight, f.Summary, f.Offence, f.Category.String())
	var laws []string
	for _, r := range f.Laws {
		laws = append(laws, r.String())
	}
	add(lawsWeight, strings.Join(laws, " "))
	for _, st := range f.Steps {
		add(passingWeight, st.Prompt)
		for _, o := range st.Options {
			add(passingWeight, o.Label)
		}
	}
	for _, e := range f.Endings {
		o := e.Outcome
		add(passingWeight, o.Title, o.Offence)
		for _, c := range o.Options {
			add(passingWeight, c.Label)
		}
	}
	return d
}

// withoutSlots drops the slots an outcome fills in ("{offender}"): not words of the ruling.
func withoutSlots(s string) string {
	for {
		i := strings.IndexByte(s, '{')
		j := strings.IndexByte(s[max(i, 0):], '}')
		if i < 0 || j < 0 {
			return s
		}
		s = s[:i] + " " + s[i+j+1:]
	}
}

// SectionText is one section of a reference page, as the reference's index lists it.
type SectionText struct {
	Page    string // the page's slug: "laws"
	ID      string // the section's id: "law-64"
	Heading string // "Law 64 · After an established revoke"
	Title   string // the page's title
	Words   string // the section's text
}

// Sections are the documents for the reference's sections, keyed "page#id".
func Sections(secs []SectionText) []Doc {
	out := make([]Doc, 0, len(secs))
	for _, s := range secs {
		out = append(out, Doc{Kind: Section, Key: s.Page + "#" + s.ID, Fields: []Field{
			{Text: s.Heading, Weight: headingWeight, Name: true},
			{Text: s.Title, Weight: pageWeight},
			{Text: s.Words, Weight: passingWeight},
		}})
	}
	return out
}
