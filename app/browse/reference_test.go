package browse

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"tableside/app/htmltest"
	"tableside/app/ui"
	"tableside/engine/catalog"
	"tableside/engine/law"
	"tableside/engine/ruling"
	"tableside/engine/search"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

var update = flag.Bool("update", false, "regenerate web/reference/search.json and the rulings listed in laws.html")

// The native tests read the reference from the repository's web/, as the server does.
func TestMain(m *testing.M) {
	flag.Parse()
	SetWebFS(os.DirFS("../../web"))
	os.Exit(m.Run())
}

// ReadFragment reads one reference fragment, failing the test when it is missing.
func ReadFragment(t *testing.T, slug string) string {
	t.Helper()
	var doc string
	fetchText(docURL(slug), func(text string, ok bool) {
		if !ok || strings.TrimSpace(text) == "" {
			t.Fatalf("%s is missing or empty", docURL(slug))
		}
		doc = text
	})
	return doc
}

// writeOrCompare writes want to web/<name> under -update, and otherwise fails the test when
// the file differs from it.
func writeOrCompare(t *testing.T, name, want string) {
	t.Helper()
	path := filepath.Join("..", "..", "web", filepath.FromSlash(name))
	if *update {
		if err := os.WriteFile(path, []byte(want), 0o644); err != nil {
			t.Fatal(err)
		}
		SetWebFS(os.DirFS("../../web"))
		return
	}
	got, err := os.ReadFile(path)
	if err != nil || string(got) != want {
		t.Errorf("web/%s is out of date: run go test ./app/browse -update (err %v)", name, err)
	}
}

var (
	sectionRE = regexp.MustCompile(`(?s)<section\b[^>]*\bid="([^"]+)"[^>]*>(.*?)</section>`)
	headingRE = regexp.MustCompile(`(?s)<h[2-4][^>]*>(.*?)</h[2-4]>`)
	tagRE     = regexp.MustCompile(`<[^>]*>`)
)

// plainText drops the tags of an HTML fragment and folds its white space.
func plainText(s string) string {
	s = strings.NewReplacer("&amp;", "&", "&lt;", "<", "&gt;", ">", "&quot;", `"`, "&#39;", "'").Replace(tagRE.ReplaceAllString(s, " "))
	return strings.Join(strings.Fields(s), " ")
}

func spaced(words []string) string { return " " + strings.Join(words, " ") + " " }

// searchWords lowercases s and splits it into words of letters and digits: search.json's words.
func searchWords(s string) []string {
	s = strings.NewReplacer("'", "", "’", "").Replace(strings.ToLower(s))
	return strings.FieldsFunc(s, func(r rune) bool { return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9') })
}

// docSections splits a fragment into its sections, as search.json lists them.
func docSections(d refDoc, doc string) []refSection {
	var out []refSection
	for _, m := range sectionRE.FindAllStringSubmatch(doc, -1) {
		heading := ""
		if h := headingRE.FindStringSubmatch(m[2]); h != nil {
			heading = plainText(h[1])
		}
		out = append(out, refSection{Doc: d.Slug, ID: m[1], Heading: heading, Title: d.Title,
			Words: spaced(searchWords(plainText(m[2])))})
	}
	return out
}

// flowsCiting lists, in catalogue order, the flows that cite Law n, in the flow's own list or
// in any of its outcomes.
func flowsCiting(n int) []*ruling.Flow {
	var out []*ruling.Flow
	for _, f := range catalog.Flows() {
		cites := slices.ContainsFunc(f.Laws, func(r law.Ref) bool { return r.Law == n })
		for _, e := range f.Endings {
			cites = cites || slices.ContainsFunc(e.Outcome.AllLaws(), func(r law.Ref) bool { return r.Law == n })
		}
		if cites {
			out = append(out, f)
		}
	}
	return out
}

func TestEveryReferencePageIsAFragmentOfNamedSections(t *testing.T) {
	for _, d := range ReferenceDocs[1:] {
		t.Run(d.Slug, func(t *testing.T) {
			doc := ReadFragment(t, d.Slug)
			root := htmltest.ParseHTML(doc)
			if root.Has("h1") || root.Has("script") || root.Has("style") || strings.Contains(doc, "style=") {
				t.Error("a fragment has no h1 (the page gives it), no scripts and no inline styles")
			}
			sections := docSections(d, doc)
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
			if got := len(root.All("section")); got != len(sections) {
				t.Errorf("%d <section>s, %d with an id", got, len(sections))
			}
		})
	}
}

// lawsWithRulings is laws.html with each Law's list of the rulings that apply it rewritten
// from the catalogue: a flow citing the Law, in its own list or in an outcome, is linked.
func lawsWithRulings(t *testing.T) string {
	block := regexp.MustCompile(`\n<div class="law-flows"[^>]*>.*</div>`)
	return sectionRE.ReplaceAllStringFunc(ReadFragment(t, "laws"), func(sec string) string {
		id := sectionRE.FindStringSubmatch(sec)[1]
		n, err := strconv.Atoi(strings.TrimPrefix(id, "law-"))
		if err != nil {
			return sec
		}
		sec = block.ReplaceAllString(sec, "")
		flows := flowsCiting(n)
		if len(flows) == 0 {
			return sec
		}
		var b strings.Builder
		fmt.Fprintf(&b, "\n<div class=\"law-flows\" data-law=\"%d\"><p class=\"law-flows-title\">Rulings that apply it</p><ul>", n)
		for _, f := range flows {
			fmt.Fprintf(&b, `<li><a href="/rule/%s">%s</a></li>`, f.ID, ui.EscapeHTML.Replace(f.Title))
		}
		b.WriteString("</ul></div>")
		return strings.Replace(sec, "\n</section>", b.String()+"\n</section>", 1)
	})
}

// partRE is one part of the Laws page: a closed disclosure whose summary names the part and
// the range of the Laws in it (group 2), then the Laws' sections (group 4).
var partRE = regexp.MustCompile(`(?s)(<details id="part-[^"]+" class="law-part">\n<summary class="law-part-summary"><h2>[^<]*)(<span class="nowrap">\([^)]*\)</span>)(</h2></summary>)(.*?)\n</details>`)

// lawsWithPartRanges is laws.html with each part's range rewritten from the Laws it holds, so
// moving a Law from one part to another cannot leave a range that misleads.
func lawsWithPartRanges(doc string) string {
	return partRE.ReplaceAllStringFunc(doc, func(part string) string {
		m := partRE.FindStringSubmatch(part)
		var laws []int
		for _, sec := range sectionRE.FindAllStringSubmatch(m[4], -1) {
			if n, err := strconv.Atoi(strings.TrimPrefix(sec[1], "law-")); err == nil {
				laws = append(laws, n)
			}
		}
		return m[1] + `<span class="nowrap">` + partRange(laws) + `</span>` + m[3] + m[4] + "\n</details>"
	})
}

// partRange writes the Laws of a part as the summary shows them: "(61–71)", or "(64)" alone.
func partRange(laws []int) string {
	switch len(laws) {
	case 0:
		return "()"
	case 1:
		return fmt.Sprintf("(%d)", laws[0])
	}
	return fmt.Sprintf("(%d–%d)", laws[0], laws[len(laws)-1])
}

// The Laws page lists, under every Law a ruling cites, each ruling that cites it. The lists
// are written from the catalogue by -update, so a new flow is linked without editing by hand,
// and this test fails until they are.
func TestLawsPageLinksEveryRulingFromEachLawItCites(t *testing.T) {
	want := lawsWithPartRanges(lawsWithRulings(t))
	writeOrCompare(t, "reference/laws.html", want)
	page := htmltest.ParseHTML(want)
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
			sec := page.All(fmt.Sprintf("section#law-%d", n))
			if len(sec) != 1 {
				t.Errorf("%s cites Law %d, which has no section on the Laws page", f.ID, n)
				continue
			}
			if !sec[0].Has(fmt.Sprintf(".law-flows a[href=/rule/%s]", f.ID)) {
				t.Errorf("the section on Law %d does not link to %s, which cites it", n, f.ID)
			}
		}
	}
}

func TestLawsPageIsInNumberOrderAndSaysWhatEachLawIsFor(t *testing.T) {
	page := htmltest.ParseHTML(ReadFragment(t, "laws"))
	last := 0
	for _, s := range page.All("section.law") {
		n, err := strconv.Atoi(strings.TrimPrefix(s.Attrs["id"], "law-"))
		if err != nil || n <= last {
			t.Errorf("section %q is out of order after Law %d", s.Attrs["id"], last)
		}
		last = n
		if h := s.All("h3"); len(h) != 1 || !strings.HasPrefix(h[0].TextContent(), "Law "+strconv.Itoa(n)+" ") {
			t.Errorf("Law %d: heading should start with its number", n)
		}
		if !s.Has("p.law-for") {
			t.Errorf("Law %d: no line saying what it is for", n)
		}
	}
	if last == 0 {
		t.Error("no Law sections")
	}
}

// The Laws page opens as a short list of closed parts a director can scan: each part a
// disclosure whose one-line summary names it and the range of the Laws inside, and every Law
// inside one part (a link to #law-64 opens the part that holds it).
func TestLawsPageIsClosedPartsEachNamedWithTheRangeOfItsLaws(t *testing.T) {
	page := htmltest.ParseHTML(ReadFragment(t, "laws"))
	parts := page.All("details.law-part")
	if len(parts) < 2 {
		t.Fatalf("%d parts, want the Laws in several closed parts", len(parts))
	}
	inParts := 0
	for _, part := range parts {
		id := part.Attrs["id"]
		if !strings.HasPrefix(id, "part-") {
			t.Errorf("part %q: no part-… id to link to", id)
		}
		if _, open := part.Attrs["open"]; open {
			t.Errorf("%s is open: every part starts closed", id)
		}
		var laws []int
		for _, s := range part.All("section.law") {
			n, _ := strconv.Atoi(strings.TrimPrefix(s.Attrs["id"], "law-"))
			laws = append(laws, n)
		}
		if len(laws) == 0 {
			t.Errorf("%s holds no Law", id)
			continue
		}
		inParts += len(laws)
		summary := part.One(t, "summary.law-part-summary")
		h2 := summary.One(t, "h2")
		if got, want := h2.One(t, "span.nowrap").TextContent(), partRange(laws); got != want {
			t.Errorf("%s: range %q, want %q from the Laws it holds", id, got, want)
		}
		if title := strings.TrimSpace(strings.TrimSuffix(h2.TextContent(), partRange(laws))); title == "" {
			t.Errorf("%s: the summary has a range but no name", id)
		}
	}
	if all := len(page.All("section.law")); inParts != all {
		t.Errorf("%d of %d Laws are inside a part; every Law belongs to one", inParts, all)
	}
	if page.Has("nav") {
		t.Error("a list of the parts above them repeats the parts' own summaries")
	}
}

func TestPartRangeNamesTheFirstAndLastLaw(t *testing.T) {
	for _, tc := range []struct {
		laws []int
		want string
	}{
		{[]int{64}, "(64)"},
		{[]int{72, 73}, "(72–73)"},
		{[]int{61, 62, 64, 71}, "(61–71)"},
	} {
		if got := partRange(tc.laws); got != tc.want {
			t.Errorf("partRange(%v) = %q, want %q", tc.laws, got, tc.want)
		}
	}
}

// search.json indexes every section of every page; -update rewrites it.
func TestReferenceSearchIndexIsCurrent(t *testing.T) {
	var all []refSection
	for _, d := range ReferenceDocs[1:] {
		all = append(all, docSections(d, ReadFragment(t, d.Slug))...)
	}
	b, err := json.MarshalIndent(all, "", " ")
	if err != nil {
		t.Fatal(err)
	}
	writeOrCompare(t, "reference/search.json", string(b)+"\n")
}

func TestReferencePageShowsItsTextUnderItsTitle(t *testing.T) {
	p := NewReferencePage()
	fetchText(docURL("laws"), func(text string, ok bool) { docCache["laws"] = text }) // as the browser has it
	p.show("/reference/laws")
	doc := htmltest.Mount(t, p.Render)
	if got := doc.One(t, "main h1").TextContent(); got != "The Laws by number" {
		t.Errorf("title = %q", got)
	}
	doc.One(t, "main a.ref-back[href=/reference]")
	doc.One(t, "main article#ref-doc[data-doc=laws]")
	doc.One(t, "section#law-64 .law-flows a[href=/rule/revoke]")
	doc.One(t, `nav.topnav a[href=/reference][aria-current=page]`)
	if doc.Has("#search") {
		t.Error("a page of the reference has no search box; /reference has")
	}
}

func TestReferenceIndexHasTheSearchBoxAndThePages(t *testing.T) {
	p := NewReferencePage()
	fetchText(docURL(""), func(text string, ok bool) { docCache[""] = text })
	p.show("/reference")
	doc := htmltest.Mount(t, p.Render)
	if got := doc.One(t, "main h1").TextContent(); got != "Reference" {
		t.Errorf("title = %q", got)
	}
	doc.One(t, "main input#search[type=search]")
	doc.One(t, "main article#ref-doc[data-doc=] a.ref-link[href=/reference/laws]")
	if doc.Has("a.ref-back") {
		t.Error("/reference has no link back to itself")
	}
}

func TestReferencePageSaysWhenItIsMissingOrCannotBeHad(t *testing.T) {
	p := NewReferencePage()
	p.show("/reference/no-such-page")
	doc := htmltest.Mount(t, p.Render)
	if got := doc.One(t, "main h1").TextContent(); got != missingTitle {
		t.Errorf("title = %q", got)
	}
	doc.One(t, "main a.button[href=/reference]")
	p = &referencePage{slug: "laws", title: "The Laws by number", html: failedHTML}
	doc = htmltest.Mount(t, p.Render)
	if got := doc.One(t, "#ref-failed").TextContent(); !strings.Contains(got, "not saved on this device") {
		t.Errorf("failure text = %q", got)
	}
}

func TestSearchReference(t *testing.T) {
	loadRefIndex(func() {})
	if len(refIndex) == 0 {
		t.Fatal("the index is empty")
	}
	for _, tc := range []struct{ query, doc, first string }{
		{"law 45", "laws", "law-45"},
		{"Law 64", "laws", "law-64"},
		{"dummy's rights", "laws", "law-42"},
		{"arrow switch", "movements", "arrow-switch"},
		{"share and bye", "movements", "share-and-bye"},
		{"announcement", "alerts", ""},
		{"poll", "polling-and-consulting", "polling"},
		{"established revoke", "laws", "law-64"},
	} {
		t.Run(tc.query, func(t *testing.T) {
			got := sectionsFound(tc.query)
			if len(got) == 0 {
				t.Fatalf("nothing found")
			}
			if tc.doc != "" && got[0].Doc != tc.doc {
				t.Errorf("first hit in %s, want %s", got[0].Doc, tc.doc)
			}
			if tc.first != "" && got[0].ID != tc.first {
				t.Errorf("first hit %s (%s), want %s", got[0].ID, got[0].Heading, tc.first)
			}
		})
	}
	// A past tense finds a section about the act; several are right, each names it in its heading.
	if got := sectionsFound("revoked"); len(got) == 0 || !strings.Contains(strings.ToLower(got[0].Heading), "revoke") {
		t.Errorf("revoked: first section %v, want one about a revoke", got[:min(1, len(got))])
	}
	for _, q := range []string{"", "  ", "the cat sat on the mat", "xyzzy"} {
		if hits := siteIndex().Search(q); !search.Weak(hits) {
			t.Errorf("%q matches well: %v", q, hits[:min(3, len(hits))])
		}
	}
}

// sectionsFound are the reference sections the site's search finds, best first.
func sectionsFound(q string) []refSection {
	var out []refSection
	for _, h := range siteIndex().Search(q) {
		if s, ok := sectionByKey(h.Key); ok && h.Kind == search.Section {
			out = append(out, s)
		}
	}
	return out
}

func TestHomeSearchAlsoListsTheReference(t *testing.T) {
	h := homeWith(t, "arrow switch")
	doc := htmltest.ParseHTML(app.HTMLString(h))
	a := doc.One(t, `#search-results .search-ref a[data-section=arrow-switch]`)
	if a.Attrs["href"] != "/reference/movements#arrow-switch" || a.One(t, ".ruling-summary").TextContent() != "Movements" {
		t.Errorf("result %v %q", a.Attrs, a.TextContent())
	}
	if doc.Has("#search-results .search-empty") {
		t.Error("says nothing matches although the reference does")
	}
}
