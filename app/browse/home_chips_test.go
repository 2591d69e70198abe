package browse

import (
	"testing"

	"tableside/app/htmltest"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

func TestHomeCategoryChipsJumpToEachSection(t *testing.T) {
	page := htmltest.ParseHTML(app.HTMLString(homeWith(t, "")))
	chips := page.All("nav#category-chips a.category-chip")
	sections := page.All("section.category")
	if len(chips) == 0 || len(chips) != len(sections) {
		t.Fatalf("%d chips for %d categories", len(chips), len(sections))
	}
	for i, c := range chips {
		slug := sections[i].Attrs["data-category"]
		if c.Attrs["data-category"] != slug || c.Attrs["href"] != "#category-"+slug || !page.Has("#category-"+slug) {
			t.Errorf("chip %d (%q) does not lead to the section %q", i, c.TextContent(), slug)
		}
	}
}

func TestHomeHeadsTheCatalogueAllRulingsOnlyWhileSearching(t *testing.T) {
	for _, tc := range []struct {
		query  string
		headed bool
	}{
		{"", false},
		{"   ", false},
		{"revoke", true},
	} {
		page := htmltest.ParseHTML(app.HTMLString(homeWith(t, tc.query)))
		if got := page.Has("h2#home-all-rulings"); got != tc.headed {
			t.Errorf("query %q: headed All rulings %v, want %v", tc.query, got, tc.headed)
		}
	}
}
