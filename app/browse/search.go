package browse

import (
	"strings"
	"sync"

	"tableside/engine/catalog"
	"tableside/engine/search"
)

// The one search (package search) behind the home's box, the reference's and the kiosk's
// questions. The home and the reference search the rulings and the reference's sections
// together; until the reference's index has loaded, the rulings alone.

var (
	siteIndexMu   sync.Mutex
	siteIndexOf   []refSection // the reference index siteIndex was built from
	siteIndexDone *search.Index
)

// siteIndex is the index over the rulings and the reference's sections, built once when the
// reference's index is in (not on each keystroke); before that, the catalogue's own.
func siteIndex() *search.Index {
	siteIndexMu.Lock()
	defer siteIndexMu.Unlock()
	if len(refIndex) == 0 {
		return catalog.Index()
	}
	if siteIndexDone == nil || len(siteIndexOf) != len(refIndex) || &siteIndexOf[0] != &refIndex[0] {
		siteIndexDone, siteIndexOf = search.New(append(search.Rulings(catalog.Flows()), search.Sections(sectionTexts(refIndex))...)), refIndex
	}
	return siteIndexDone
}

func sectionTexts(secs []refSection) []search.SectionText {
	out := make([]search.SectionText, 0, len(secs))
	for _, s := range secs {
		out = append(out, search.SectionText{Page: s.Doc, ID: s.ID, Heading: s.Heading, Title: s.Title, Words: s.Words})
	}
	return out
}

// sectionByKey finds a reference section by its search key, "page#id".
func sectionByKey(key string) (refSection, bool) {
	page, id, _ := strings.Cut(key, "#")
	for _, s := range refIndex {
		if s.Doc == page && s.ID == id {
			return s, true
		}
	}
	return refSection{}, false
}

// ShownHits is how many rulings, and how many sections, a search lists at most.
const ShownHits = 8
