package app

import (
	"strings"
	"testing"

	"tableside/engine/catalog"
	"tableside/engine/law"
	"tableside/engine/ruling"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// mainPath is the tree path from a page component to the i-th child of its <main>:
// page → shell → div.shell → main (after the skip link, the top bar and the banner).
func mainPath(p ...int) []int { return append([]int{0, 0, 3}, p...) }

// mustMatch fails the test when the element at path is not the expected one.
func mustMatch(t *testing.T, want app.UI, root app.UI, path ...int) {
	t.Helper()
	if err := app.Match(want, root, path...); err != nil {
		t.Errorf("at %v: %v", path, err)
	}
}

// homeWith renders home with a query already typed.
func homeWith(t *testing.T, query string) *home {
	t.Helper()
	h := newHome()
	h.search(query)
	render(t, h)
	return h
}

func TestHomeShowsEveryRegisteredFlowOnceUnderItsCategory(t *testing.T) {
	h := homeWith(t, "")
	mustMatch(t, app.H1().Class("home-title"), h, mainPath(0)...)
	mustMatch(t, app.Section().Class("home-categories").Aria("labelledby", "categories-title"), h, mainPath(4)...)
	mustMatch(t, app.H2().ID("categories-title").Class("visually-hidden"), h, mainPath(4, 0)...)
	mustMatch(t, app.Text("Ruling categories"), h, mainPath(4, 0, 0)...)

	groups := homeCategories()
	seen := map[string]int{}
	for gi, g := range groups {
		section := mainPath(4, gi+1)
		slug := categorySlug(g.Category)
		mustMatch(t, app.Section().Class("category").DataSet("category", slug).Aria("labelledby", "category-"+slug), h, section...)
		mustMatch(t, app.Text(g.Category.String()), h, append(section, 0, 0)...)
		for fi, f := range g.Flows {
			seen[f.ID]++
			mustMatch(t, app.A().Class("ruling-link").Href("/rule/"+f.ID).DataSet("flow", f.ID), h, append(section, 1, fi, 0)...)
			mustMatch(t, app.Text(f.Title), h, append(section, 1, fi, 0, 0, 0)...)
		}
	}
	for _, f := range catalog.Flows() {
		if seen[f.ID] != 1 {
			t.Errorf("flow %s appears %d times on home, want once", f.ID, seen[f.ID])
		}
	}
	if len(seen) != len(catalog.Flows()) {
		t.Errorf("home shows %d flows, the engine registers %d", len(seen), len(catalog.Flows()))
	}
	html := app.HTMLString(h)
	if n := strings.Count(html, `class="ruling-link"`); n != len(catalog.Flows()) {
		t.Errorf("%d ruling links on home, want %d", n, len(catalog.Flows()))
	}
	for _, c := range ruling.Categories {
		if len(catalog.InCategory(c)) == 0 && strings.Contains(html, `data-category="`+categorySlug(c)+`"`) {
			t.Errorf("category %q has no flow but is shown", c)
		}
	}
	if strings.Contains(html, "wasm-ready") {
		t.Error("the server-side render must not carry the client-only marker")
	}
}

func TestHomeCategoriesFollowTheEnginesOrder(t *testing.T) {
	if len(homeCategories()) < 2 {
		t.Fatalf("%d categories: too few to have an order", len(homeCategories()))
	}
	var last int = -1
	for _, g := range homeCategories() {
		i := indexOf(ruling.Categories, g.Category)
		if i <= last {
			t.Errorf("category %s out of order", g.Category)
		}
		last = i
	}
}

func indexOf(cs []ruling.Category, c ruling.Category) int {
	for i, x := range cs {
		if x == c {
			return i
		}
	}
	return -1
}

func TestHomeSearch(t *testing.T) {
	results := mainPath(1, 2) // div.search → #search-results
	for _, tc := range []struct {
		query, first string
	}{
		{"led out of turn", "opening-lead-out-of-turn"},
		{"didn't follow suit", "revoke"},
		{"insufficient", "insufficient-bid"},
		{"  Revoke ", "revoke"},
	} {
		t.Run(tc.query, func(t *testing.T) {
			h := homeWith(t, tc.query)
			html := app.HTMLString(h)
			if !strings.Contains(html, `for="search"`) || !strings.Contains(html, `id="search"`) || !strings.Contains(html, `type="search"`) {
				t.Error("the search box is missing or unlabelled")
			}
			mustMatch(t, app.Div().ID("search-results").Class("search-results").Aria("live", "polite"), h, results...)
			mustMatch(t, app.A().Class("search-result").Href("/rule/"+tc.first).DataSet("flow", tc.first), h, append(results, 0, 0, 0)...)
			if n := len(catalog.Search(tc.query)); n == 0 {
				t.Fatalf("the engine finds nothing for %q", tc.query)
			}
		})
	}

	t.Run("no match says so and suggests words", func(t *testing.T) {
		h := homeWith(t, "the cat sat on the mat")
		mustMatch(t, app.P().Class("search-empty"), h, append(results, 0)...)
		mustMatch(t, app.Text("Nothing in the rulings or the reference matches “the cat sat on the mat” — try words like ‘revoke’, ‘led out of turn’ or ‘alert’."), h, append(results, 0, 0)...)
	})

	t.Run("empty query shows no results", func(t *testing.T) {
		for _, q := range []string{"", "   "} {
			h := homeWith(t, q)
			if err := app.Match(app.Ul(), h, append(results, 0)...); err == nil {
				t.Errorf("query %q lists results", q)
			}
			if strings.Contains(app.HTMLString(h), "search-empty") {
				t.Errorf("query %q says nothing matches", q)
			}
		}
	})
}

func TestFlowLawsCitesTheFirstFew(t *testing.T) {
	for _, tc := range []struct {
		name string
		laws []law.Ref
		want string
	}{
		{"none", nil, ""},
		{"one is singular", []law.Ref{law.L(27, "")}, "Law 27"},
		{"four, the most shown, in full", []law.Ref{law.L(53, ""), law.L(55, ""), law.L(56, ""), law.L(50, "D")}, "Laws 53, 55, 56, 50D"},
		{"five: four and an ellipsis", []law.Ref{law.L(61, ""), law.L(62, ""), law.L(63, ""), law.L(64, ""), law.L(64, "A1")}, "Laws 61, 62, 63, 64, …"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := flowLaws(&ruling.Flow{Laws: tc.laws}, 4); got != tc.want {
				t.Errorf("flowLaws = %q, want %q", got, tc.want)
			}
		})
	}
}

func TestCategorySlug(t *testing.T) {
	for c, want := range map[ruling.Category]string{
		ruling.Auction:                "auction",
		ruling.RevokesAndPenaltyCards: "revokes-and-penalty-cards",
		ruling.Information:            "information-ui-mi",
		ruling.NoCategory:             "",
	} {
		if got := categorySlug(c); got != want {
			t.Errorf("categorySlug(%v) = %q, want %q", c, got, want)
		}
	}
}
