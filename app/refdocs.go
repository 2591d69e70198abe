package app

import (
	"html"
	"io/fs"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"tableside/engine/catalog"
	"tableside/engine/ruling"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// The reference's long text lives outside the Go binary: one HTML fragment per page under
// web/reference/, which the service worker caches like every file in web/. The server reads
// the fragments from disk to pre-render each page; the wasm client takes the pre-rendered
// text from the page it starts on and fetches the others. Only the list below — slugs,
// titles, one line each — is compiled in.

// refDoc is one reference page: /reference/<Slug>, its text in web/reference/<Slug>.html.
type refDoc struct {
	Slug, Title, Summary string
}

// referenceDocs lists the reference pages in the order the reference shows them. Adding a
// page is a line here and a fragment in web/reference/.
var referenceDocs = []refDoc{
	{"laws", "The Laws by number", "The Laws a club director uses, in plain words: what each is for, and the rulings that apply it."},
	{"delivering-a-ruling", "Delivering a ruling", "Getting the facts, saying the options to the right player, and leaving the table calm."},
	{"polling-and-consulting", "Polling and consulting", "Judgement rulings: asking other players and directors, and how to ask so the answer is fair."},
	{"alerts", "Alerts and announcements", "The ACBL's alert procedure, and briefly how the EBU and the ABF differ."},
	{"movements", "Movements", "Mitchell, Howell, the skip, share-and-bye and the arrow switch."},
	{"dummy", "Dummy's rights and limits", "What dummy may do, what dummy may not, and what follows when dummy oversteps."},
	{"played-card", "When is a card played?", "Defenders, declarer and dummy: the moment a card counts as played, and named cards from dummy."},
}

const referencePath = "/reference"

// referencePaths is one path per reference page: the route table's expansion, so each is
// pre-rendered and cached for offline use.
func referencePaths() []string {
	out := make([]string, len(referenceDocs))
	for i, d := range referenceDocs {
		out[i] = referencePath + "/" + d.Slug
	}
	return out
}

func lookupRefDoc(slug string) *refDoc {
	for i := range referenceDocs {
		if referenceDocs[i].Slug == slug {
			return &referenceDocs[i]
		}
	}
	return nil
}

// docURL is where the client fetches a fragment; docFile is where the server reads it.
func docURL(slug string) string  { return "/web/reference/" + slug + ".html" }
func docFile(slug string) string { return "reference/" + slug + ".html" }

// docFS holds web/ for the server's pre-render and the native tests; the wasm client leaves
// it nil and fetches the fragments instead.
var docFS fs.FS

// SetWebFS tells the server where web/ is, so pre-rendered reference pages carry their text.
func SetWebFS(fsys fs.FS) {
	docFS = fsys
	docCache = map[string]string{}
	refIndex = nil
}

// docCache keeps the fragments read or fetched so far, by slug.
var docCache = map[string]string{}

// readDoc returns a fragment the server can read from disk or the client already has.
func readDoc(slug string) (string, bool) {
	if s, ok := docCache[slug]; ok {
		return s, true
	}
	if docFS == nil {
		return "", false
	}
	b, err := fs.ReadFile(docFS, docFile(slug))
	if err != nil {
		app.Log("reading the reference:", err)
		return "", false
	}
	docCache[slug] = string(b)
	return string(b), true
}

// fetchDoc fetches a fragment in the browser (from the service worker's cache when offline)
// and hands it to done, with ok false when it could not be had.
func fetchDoc(slug string, done func(text string, ok bool)) {
	if s, ok := readDoc(slug); ok || !app.IsClient {
		done(s, ok)
		return
	}
	var text, got, failed app.Func
	release := func() { text.Release(); got.Release(); failed.Release() }
	text = app.FuncOf(func(_ app.Value, args []app.Value) any {
		r := args[0]
		if !r.Get("ok").Bool() {
			return app.Window().Get("Promise").Call("reject", r.Get("status"))
		}
		return r.Call("text")
	})
	got = app.FuncOf(func(_ app.Value, args []app.Value) any {
		release()
		docCache[slug] = args[0].String()
		done(docCache[slug], true)
		return nil
	})
	failed = app.FuncOf(func(app.Value, []app.Value) any {
		release()
		done("", false)
		return nil
	})
	app.Window().Call("fetch", docURL(slug)).Call("then", text).Call("then", got, failed)
}

// adoptPrerenderedDoc keeps the text of the page the browser opened on (the server put it
// there), so the client shows it at once instead of fetching it again and flashing empty.
func adoptPrerenderedDoc() {
	if !app.IsClient {
		return
	}
	e := app.Window().GetElementByID("ref-doc")
	if !e.Truthy() {
		return
	}
	if slug := e.Call("getAttribute", "data-doc"); slug.Truthy() {
		docCache[slug.String()] = e.Get("innerHTML").String()
	}
}

// flowsPlaceholder marks where the Laws page lists the rulings that apply a Law.
var flowsPlaceholder = regexp.MustCompile(`<div data-flows-for="(\d+)"></div>`)

// expandDoc fills each placeholder with links to the wizards whose flow cites that Law, so
// the list follows the catalogue and never has to be edited by hand.
func expandDoc(doc string) string {
	return flowsPlaceholder.ReplaceAllStringFunc(doc, func(m string) string {
		n, _ := strconv.Atoi(flowsPlaceholder.FindStringSubmatch(m)[1])
		flows := flowsCiting(n)
		if len(flows) == 0 {
			return ""
		}
		var b strings.Builder
		b.WriteString(`<div class="law-flows"><p class="law-flows-title">Rulings that apply it</p><ul>`)
		for _, f := range flows {
			b.WriteString(`<li><a href="/rule/` + f.ID + `">` + html.EscapeString(f.Title) + `</a></li>`)
		}
		b.WriteString(`</ul></div>`)
		return b.String()
	})
}

// flowsCiting lists, in catalogue order, the flows that cite Law n: in the flow's own list
// or in any of its outcomes.
func flowsCiting(n int) []*ruling.Flow {
	var out []*ruling.Flow
	for _, f := range catalog.Flows() {
		if citesLaw(f, n) {
			out = append(out, f)
		}
	}
	return out
}

func citesLaw(f *ruling.Flow, n int) bool {
	for _, r := range f.Laws {
		if r.Law == n {
			return true
		}
	}
	for _, e := range f.Endings {
		for _, r := range e.Outcome.AllLaws() {
			if r.Law == n {
				return true
			}
		}
	}
	return false
}

// --- search ----------------------------------------------------------------------------

// refSection is one searchable part of a reference page: a <section id> and its heading.
type refSection struct {
	Doc     *refDoc
	ID      string
	Heading string
	words   []string // the heading's and the text's words, lower case
	head    int      // how many of words come from the heading
}

var (
	sectionRE = regexp.MustCompile(`(?s)<section\b[^>]*\bid="([^"]+)"[^>]*>(.*?)</section>`)
	headingRE = regexp.MustCompile(`(?s)<h[2-4][^>]*>(.*?)</h[2-4]>`)
	tagRE     = regexp.MustCompile(`<[^>]*>`)
)

// docSections splits a fragment into its sections.
func docSections(d *refDoc, doc string) []refSection {
	var out []refSection
	for _, m := range sectionRE.FindAllStringSubmatch(doc, -1) {
		heading := ""
		if h := headingRE.FindStringSubmatch(m[2]); h != nil {
			heading = plainText(h[1])
		}
		hw := searchWords(heading)
		out = append(out, refSection{Doc: d, ID: m[1], Heading: heading,
			words: append(hw, searchWords(plainText(m[2]))...), head: len(hw)})
	}
	return out
}

// plainText drops the tags of an HTML fragment and folds its white space.
func plainText(s string) string {
	return strings.Join(strings.Fields(html.UnescapeString(tagRE.ReplaceAllString(s, " "))), " ")
}

// searchWords lowercases s and splits it into words of letters and digits.
func searchWords(s string) []string {
	s = strings.NewReplacer("'", "", "’", "").Replace(strings.ToLower(s))
	return strings.FieldsFunc(s, func(r rune) bool { return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9') })
}

// refIndex is every section of every reference page, once loaded; refWaiting are the pages
// to refresh when it arrives.
var (
	refIndex   []refSection
	refLoading bool
	refWaiting []func()
)

// loadRefIndex builds the index once: from disk on the server, by fetching each fragment in
// the browser. then runs once it is ready (at once if it already is).
func loadRefIndex(then func()) {
	if refIndex != nil {
		then()
		return
	}
	refWaiting = append(refWaiting, then)
	if refLoading {
		return
	}
	refLoading = true
	texts := make([]string, len(referenceDocs))
	left := len(referenceDocs)
	for i := range referenceDocs {
		fetchDoc(referenceDocs[i].Slug, func(text string, _ bool) {
			texts[i] = text
			if left--; left > 0 {
				return
			}
			index := []refSection{}
			for j := range referenceDocs {
				index = append(index, docSections(&referenceDocs[j], texts[j])...)
			}
			refIndex, refLoading = index, false
			waiting := refWaiting
			refWaiting = nil
			for _, w := range waiting {
				w()
			}
		})
	}
}

// searchReference finds the sections holding every word of the query: a word of three
// letters or fewer must appear whole, a longer one may begin a word ("revok" finds
// "revoked"). Sections whose heading holds more of the words come first.
func searchReference(query string) []refSection {
	q := searchWords(query)
	if len(q) == 0 || refIndex == nil {
		return nil
	}
	type hit struct {
		s     refSection
		score int
	}
	var hits []hit
	for _, s := range refIndex {
		score := 0
		for _, w := range q {
			i := slices.IndexFunc(s.words, func(t string) bool { return wordMatches(t, w) })
			if i < 0 {
				score = -1
				break
			}
			if slices.ContainsFunc(s.words[:s.head], func(t string) bool { return wordMatches(t, w) }) {
				score += 10
			}
		}
		if score >= 0 {
			hits = append(hits, hit{s, score})
		}
	}
	slices.SortStableFunc(hits, func(a, b hit) int { return b.score - a.score })
	out := make([]refSection, 0, min(len(hits), 8))
	for _, h := range hits[:min(len(hits), 8)] {
		out = append(out, h.s)
	}
	return out
}

func wordMatches(text, query string) bool {
	if len(query) <= 3 {
		return text == query
	}
	return strings.HasPrefix(text, query) || len(query) > 5 && strings.HasPrefix(text, query[:len(query)-2])
}
