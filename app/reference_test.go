package app

import (
	"fmt"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"tableside/engine/catalog"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// The native tests read the reference from the repository's web/, as the server does.
func TestMain(m *testing.M) {
	SetWebFS(os.DirFS("../web"))
	os.Exit(m.Run())
}

// mustDoc reads one reference fragment, failing the test when it is missing.
func mustDoc(t *testing.T, slug string) string {
	t.Helper()
	doc, ok := readDoc(slug)
	if !ok || strings.TrimSpace(doc) == "" {
		t.Fatalf("web/%s is missing or empty", docFile(slug))
	}
	return doc
}

func TestEveryReferencePageIsAFragmentOfNamedSections(t *testing.T) {
	for _, d := range referenceDocs {
		t.Run(d.Slug, func(t *testing.T) {
			doc := mustDoc(t, d.Slug)
			root := parseHTML(doc)
			if root.has("h1") || root.has("script") || root.has("style") || strings.Contains(doc, "style=") {
				t.Error("a fragment has no h1 (the page gives it), no scripts and no inline styles")
			}
			sections := docSections(&d, doc)
			if len(sections) == 0 {
				t.Fatal("no <section id> to search or link to")
			}
			ids := map[string]bool{}
			for _, s := range sections {
				if s.Heading == "" {
					t.Errorf("section %s has no heading", s.ID)
				}
				if ids[s.ID] {
					t.Errorf("section id %s is used twice", s.ID)
				}
				ids[s.ID] = true
			}
			if got := len(root.all("section")); got != len(sections) {
				t.Errorf("%d <section>s, %d with an id", got, len(sections))
			}
		})
	}
}

func TestReferencePathsAreOnePerPageAndRouted(t *testing.T) {
	if got := referencePaths(); len(got) != len(referenceDocs) {
		t.Fatalf("referencePaths() = %v", got)
	}
	for _, p := range append(referencePaths(), referencePath) {
		if !slices.Contains(Paths(), p) {
			t.Errorf("the route table does not serve %s", p)
		}
	}
}

// Every link inside the reference opens a page the app has, and a #section that exists.
func TestReferenceLinksResolve(t *testing.T) {
	hrefRE := regexp.MustCompile(`href="([^"]*)"`)
	for _, d := range referenceDocs {
		doc := expandDoc(mustDoc(t, d.Slug))
		for _, m := range hrefRE.FindAllStringSubmatch(doc, -1) {
			path, frag, _ := strings.Cut(m[1], "#")
			target := d.Slug
			if path != "" {
				if !slices.Contains(Paths(), path) {
					t.Errorf("%s links to %s, which no route serves", d.Slug, m[1])
					continue
				}
				target, _ = strings.CutPrefix(path, referencePath+"/")
			}
			if frag == "" {
				continue
			}
			if lookupRefDoc(target) == nil || !strings.Contains(mustDoc(t, target), `id="`+frag+`"`) {
				t.Errorf("%s links to %s: no element with id %q there", d.Slug, m[1], frag)
			}
		}
	}
}

// The Laws page has a section for every Law any ruling cites, and links every such ruling from
// it: the links come from the catalogue, so a new flow is linked without editing the page.
func TestLawsPageLinksEveryRulingFromEachLawItCites(t *testing.T) {
	page := parseHTML(expandDoc(mustDoc(t, "laws")))
	for _, f := range catalog.Flows() {
		laws := map[int]bool{}
		for _, r := range f.Laws {
			laws[r.Law] = true
		}
		for _, e := range f.Endings {
			for _, r := range e.Outcome.AllLaws() {
				laws[r.Law] = true
			}
		}
		for n := range laws {
			sec := page.all(fmt.Sprintf("section#law-%d", n))
			if len(sec) != 1 {
				t.Errorf("%s cites Law %d, which has no section on the Laws page", f.ID, n)
				continue
			}
			if !sec[0].has(fmt.Sprintf(".law-flows a[href=/rule/%s]", f.ID)) {
				t.Errorf("the section on Law %d does not link to %s, which cites it", n, f.ID)
			}
		}
	}
}

func TestLawsPageIsInNumberOrderAndSaysWhatEachLawIsFor(t *testing.T) {
	page := parseHTML(mustDoc(t, "laws"))
	last := 0
	for _, s := range page.all("section.law") {
		n, err := strconv.Atoi(strings.TrimPrefix(s.attrs["id"], "law-"))
		if err != nil || n <= last {
			t.Errorf("section %q is out of order after Law %d", s.attrs["id"], last)
		}
		last = n
		if h := s.all("h3"); len(h) != 1 || !strings.HasPrefix(h[0].textContent(), "Law "+strconv.Itoa(n)+" ") {
			t.Errorf("Law %d: heading should start with its number", n)
		}
		if !s.has("p.law-for") {
			t.Errorf("Law %d: no line saying what it is for", n)
		}
		if !s.has(fmt.Sprintf("div[data-flows-for=%d]", n)) && len(flowsCiting(n)) > 0 {
			t.Errorf("Law %d is cited by rulings but has no place for their links", n)
		}
	}
}

func TestExpandDocLeavesNoPlaceholderAndEscapesTitles(t *testing.T) {
	out := expandDoc(`<div data-flows-for="16"></div><div data-flows-for="1"></div>`)
	if strings.Contains(out, "data-flows-for") {
		t.Errorf("placeholders left: %s", out)
	}
	if !strings.Contains(out, `<a href="/rule/revoke">Revoke</a>`) {
		t.Errorf("Law 16 does not link the revoke ruling: %s", out)
	}
	if strings.Count(out, `class="law-flows"`) != 1 {
		t.Errorf("a Law no ruling cites gets no list: %s", out)
	}
}

func TestReferencePageShowsItsTextUnderItsTitle(t *testing.T) {
	p := &referencePage{slug: "laws", doc: mustDoc(t, "laws")}
	doc := mount(t, p.Render)
	if got := doc.one(t, "main h1").textContent(); got != "The Laws by number" {
		t.Errorf("title = %q", got)
	}
	doc.one(t, "main article#ref-doc[data-doc=laws]")
	doc.one(t, "section#law-64")
	doc.one(t, "section#law-64 .law-flows a[href=/rule/revoke]")
	doc.one(t, `nav.topnav a[href=/reference][aria-current=page]`)
}

func TestReferencePageSaysWhenItCannotBeHad(t *testing.T) {
	doc := mount(t, (&referencePage{slug: "laws", failed: true}).Render)
	if got := doc.one(t, "#ref-failed").textContent(); !strings.Contains(got, "not saved on this device") {
		t.Errorf("failure text = %q", got)
	}
	doc = mount(t, (&referencePage{slug: "no-such-page"}).Render)
	doc.one(t, "#ref-missing a[href=/reference]")
}

func TestReferenceIndexListsEveryPage(t *testing.T) {
	doc := mount(t, newReferenceIndex().Render)
	doc.one(t, "input#search[type=search]")
	for _, d := range referenceDocs {
		a := doc.one(t, "a.ref-link[data-doc="+d.Slug+"]")
		if a.attrs["href"] != referencePath+"/"+d.Slug || !strings.HasPrefix(a.textContent(), d.Title) {
			t.Errorf("link to %s: %v %q", d.Slug, a.attrs, a.textContent())
		}
	}
}

func TestSearchReference(t *testing.T) {
	loadRefIndex(func() {})
	for _, tc := range []struct{ query, doc, first string }{
		{"law 45", "laws", "law-45"},
		{"Law 64", "laws", "law-64"},
		{"dummy's rights", "", ""},
		{"arrow switch", "movements", "arrow-switch"},
		{"share and bye", "movements", "share-and-bye"},
		{"announcement", "alerts", ""},
		{"poll", "polling-and-consulting", "polling"},
		{"revoked", "laws", ""},
	} {
		t.Run(tc.query, func(t *testing.T) {
			got := searchReference(tc.query)
			if len(got) == 0 {
				t.Fatalf("nothing found")
			}
			if tc.doc != "" && got[0].Doc.Slug != tc.doc {
				t.Errorf("first hit in %s, want %s", got[0].Doc.Slug, tc.doc)
			}
			if tc.first != "" && got[0].ID != tc.first {
				t.Errorf("first hit %s (%s), want %s", got[0].ID, got[0].Heading, tc.first)
			}
		})
	}
	for _, q := range []string{"", "  ", "the cat sat on the mat", "xyzzy"} {
		if got := searchReference(q); len(got) != 0 {
			t.Errorf("%q finds %d sections, the first %s", q, len(got), got[0].ID)
		}
	}
}

func TestHomeSearchAlsoListsTheReference(t *testing.T) {
	h := homeWith(t, "arrow switch")
	doc := parseHTML(app.HTMLString(h))
	a := doc.one(t, `#search-results .search-ref a[data-section=arrow-switch]`)
	if a.attrs["href"] != "/reference/movements#arrow-switch" {
		t.Errorf("href = %q", a.attrs["href"])
	}
	if doc.has("#search-results .search-empty") {
		t.Error("says nothing matches although the reference does")
	}
}
