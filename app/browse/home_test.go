package browse

import (
	"strings"
	"testing"

	"tableside/app/htmltest"
	"tableside/app/ui"
	"tableside/engine/catalog"
	"tableside/engine/law"
	"tableside/engine/ruling"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// homeWith renders home with a query already typed.
func homeWith(t *testing.T, query string) *home {
	t.Helper()
	h := NewHome()
	h.search(query)
	htmltest.Render(t, h)
	return h
}

func TestHomeShowsEveryRegisteredFlowOnceUnderItsCategory(t *testing.T) {
	h := homeWith(t, "")
	htmltest.MustMatch(t, app.H1().Class("home-title"), h, htmltest.MainPath(0)...)
	page := htmltest.ParseHTML(app.HTMLString(h))
	main := page.One(t, "main")
	cats := main.One(t, "section.home-categories[aria-labelledby=categories-title]")
	if title := cats.One(t, "h2#categories-title.visually-hidden"); title.TextContent() != "Ruling categories" {
		t.Errorf("the catalogue's hidden heading says %q", title.TextContent())
	}

	groups := homeCategories()
	sections := cats.All("section.category")
	if len(sections) != len(groups) {
		t.Fatalf("%d category sections on home, want %d", len(sections), len(groups))
	}
	seen := map[string]int{}
	for gi, g := range groups {
		sec, slug := sections[gi], categorySlug(g.Category)
		if sec.Attrs["data-category"] != slug || sec.Attrs["aria-labelledby"] != "category-"+slug {
			t.Errorf("section %d is %v, want category %s", gi, sec.Attrs, slug)
		}
		if name := sec.One(t, "h2#category-"+slug+".category-name").TextContent(); name != g.Category.String() {
			t.Errorf("category heading %q, want %q", name, g.Category)
		}
		links := sec.All("ul.ruling-list li a.ruling-link")
		if len(links) != len(g.Flows) {
			t.Fatalf("category %s shows %d links, want %d", slug, len(links), len(g.Flows))
		}
		for fi, f := range g.Flows {
			a := links[fi]
			seen[a.Attrs["data-flow"]]++
			if a.Attrs["href"] != "/rule/"+f.ID || a.Attrs["data-flow"] != f.ID {
				t.Errorf("link %d of %s is %v, want flow %s", fi, slug, a.Attrs, f.ID)
			}
			for sel, want := range map[string]string{"span.ruling-title": f.Title, "span.ruling-summary": f.Summary, "span.ruling-laws": flowLaws(f, 4)} {
				if got := a.One(t, sel).TextContent(); got != strings.Join(strings.Fields(want), " ") {
					t.Errorf("%s of %s: %q, want %q", sel, f.ID, got, want)
				}
			}
		}
	}
	for _, f := range catalog.Flows() {
		if seen[f.ID] != 1 {
			t.Errorf("flow %s appears %d times on home, want once", f.ID, seen[f.ID])
		}
	}
	if n := len(main.All("a.ruling-link")); n != len(catalog.Flows()) {
		t.Errorf("%d ruling links on home, want %d", n, len(catalog.Flows()))
	}
	html := app.HTMLString(h)
	for _, c := range ruling.Categories {
		if len(catalog.InCategory(c)) == 0 && strings.Contains(html, `data-category="`+categorySlug(c)+`"`) {
			t.Errorf("category %q has no flow but is shown", c)
		}
	}
	if strings.Contains(html, "wasm-ready") {
		t.Error("the server-side render must not carry the client-only marker")
	}
}

// The catalogue is HTML written by hand, so text from the engine must reach it escaped.
func TestRulingLinkEscapesTheFlowsText(t *testing.T) {
	f := &ruling.Flow{ID: "x", Title: `Cards & "calls" <b>`, Summary: "a < b", Laws: []law.Ref{law.L(27, "")}}
	var m ui.Markup
	rulingLink(&m, f)
	got := m.String()
	want := `<a class="ruling-link" href="/rule/x" data-flow="x"><span class="ruling-title">Cards &amp; &quot;calls&quot; &lt;b&gt;</span>` +
		`<span class="ruling-summary">a &lt; b</span><span class="ruling-laws">Law 27</span></a>`
	if got != want {
		t.Errorf("rulingLink wrote\n%s\nwant\n%s", got, want)
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
	results := htmltest.MainPath(1, 2) // div.search → #search-results
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
			htmltest.MustMatch(t, app.Div().ID("search-results").Class("search-results").Aria("live", "polite").DataSet("query", strings.TrimSpace(tc.query)), h, results...)
			first := htmltest.ParseHTML(app.HTMLString(h)).One(t, "#search-results").All("a.search-result")
			if len(first) == 0 || first[0].Attrs["data-flow"] != tc.first || first[0].Attrs["href"] != "/rule/"+tc.first {
				t.Errorf("the first result is not %s", tc.first)
			}
			if n := len(catalog.Search(tc.query)); n == 0 {
				t.Fatalf("the engine finds nothing for %q", tc.query)
			}
		})
	}

	t.Run("no match says so, offers the closest three rulings and the categories", func(t *testing.T) {
		h := homeWith(t, "the cat sat on the mat")
		htmltest.MustMatch(t, app.P().Class("search-empty"), h, append(results, 0)...)
		htmltest.MustMatch(t, app.Text("Nothing in the rulings or the reference matches “the cat sat on the mat” well. The closest rulings:"), h, append(results, 0, 0)...)
		doc := htmltest.ParseHTML(app.HTMLString(h))
		if n := len(doc.All("#search-results .search-list a[data-flow]")); n != 3 {
			t.Errorf("%d closest rulings, want 3", n)
		}
		doc.One(t, "#search-results a#search-browse[href=#categories-title]")
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
