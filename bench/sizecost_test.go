//go:build bench

package bench

import (
	"fmt"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"tableside/engine/catalog"
)

// headroom is what the size budget leaves over the minimal app, and what two parts of
// Tableside cost against it: the ruling engine alone, and go-app's element calls.
type headroom struct {
	Minimal, Engine sizes // a generated copy of the minimal app, and the same with the engine linked in
	Builder, Data   sizes // the same elements built with go-app's calls, and kept as data
	Elements        int   // elements in each of those two apps
	AppCalls        int   // go-app element calls in app/ and its packages (non-test files)
	Flows           int   // the rulings in the catalogue, all linked into Engine
}

// perElement is how many more bytes of brotli app.wasm an element costs built with calls.
func (h headroom) perElement() float64 {
	return float64(h.Builder.Brotli-h.Data.Brotli) / float64(h.Elements)
}

// measureHeadroom builds the generated apps (about a minute and a half).
func measureHeadroom(t *testing.T, root string) headroom {
	dir := filepath.Join(root, "build", "bench", "headroom")
	if err := os.RemoveAll(dir); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) }) // their main packages would otherwise join ./...
	var h headroom
	h.Minimal, h.Engine = engineSizes(t, root, dir)
	const pairs = 150 // each an element holding one with text: 300 elements, varied
	builder, data := builderCostApps(pairs)
	h.Builder, h.Data, h.Elements = generatedAppSize(t, root, dir, "builder", builder), generatedAppSize(t, root, dir, "data", data), 2*pairs
	h.AppCalls = elementCalls(t, filepath.Join(root, "app"))
	h.Flows = len(catalog.Flows())
	return h
}

// TestHeadroom measures what one element costs in app.wasm when a Render builds it with
// go-app's calls (app.Div().Class(…).Body(…)), as Tableside's pages do, against the same
// elements kept as data (a tree of tags, attributes and texts) that one function turns into
// go-app elements; and what the ruling engine alone adds to the minimal app. Both are in make
// bench's size section; this runs them alone. It needs bin/tableside (make build).
//
//	go test -tags bench -count=1 -run '^TestHeadroom$' -v ./bench/
func TestHeadroom(t *testing.T) {
	h := measureHeadroom(t, moduleRoot(t))
	t.Logf("%d elements built with go-app's calls: raw %d, brotli %d bytes", h.Elements, h.Builder.Raw, h.Builder.Brotli)
	t.Logf("the same elements as data:              raw %d, brotli %d bytes", h.Data.Raw, h.Data.Brotli)
	t.Logf("per element: brotli %.0f bytes more when built with calls; app/ makes %d element calls", h.perElement(), h.AppCalls)
	t.Logf("minimal app %d, with the engine %d bytes brotli", h.Minimal.Brotli, h.Engine.Brotli)
	if h.Builder.Brotli <= h.Data.Brotli {
		t.Errorf("the builder app (%d bytes brotli) is not bigger than the data app (%d)", h.Builder.Brotli, h.Data.Brotli)
	}
	if h.Engine.Brotli <= h.Minimal.Brotli {
		t.Errorf("the engine added nothing (%d ≤ %d): it was not linked", h.Engine.Brotli, h.Minimal.Brotli)
	}
	if h.AppCalls < 100 {
		t.Errorf("found %d element calls in app/: the count no longer matches how pages are written", h.AppCalls)
	}
}

// elementCall is a go-app element constructor call: app.Div(), app.Button()…
var elementCall = regexp.MustCompile(`\bapp\.([A-Z][A-Za-z]*)\(\)`)

// elementCalls counts the element constructor calls in the non-test Go files under dir, its
// packages included (the pages live in app/wizard, app/desk…).
func elementCalls(t *testing.T, dir string) int {
	var files []string
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(path, ".go") && !strings.HasSuffix(path, "_test.go") {
			files = append(files, path)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range elementCall.FindAllSubmatch(src, -1) {
			if name := string(m[1]); name != "Window" && name != "TryUpdate" { // not elements
				n++
			}
		}
	}
	return n
}

// generatedAppSize builds the app whose main.go is src, in dir/name, as make build builds
// app.wasm (flags and compression), and returns its sizes.
func generatedAppSize(t *testing.T, root, dir, name, src string) sizes {
	pkg := filepath.Join(dir, name)
	if err := os.MkdirAll(pkg, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(pkg, "main.go"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	rel, err := filepath.Rel(root, pkg)
	if err != nil {
		t.Fatal(err)
	}
	buildWasm(t, root, "./"+filepath.ToSlash(rel), pkg)
	return (&build{Dir: pkg}).sizes(t)
}

// builderCostApps writes the two apps' sources: the same tree of 2×pairs elements, varied in
// tag and attributes (seeded, so every run builds the same apps) so that compression does not
// gain from identical lines.
func builderCostApps(pairs int) (builder, data string) {
	r := rand.New(rand.NewPCG(1, 2))
	tags := []string{"Div", "P", "Span", "Button", "Li", "Section", "Strong", "Label"}
	type attr struct{ method, name string }
	attrs := []attr{{"Class", "class"}, {"ID", "id"}, {"Title", "title"}, {"Aria", "aria-label"}, {"DataSet", "data-k"}}
	element := func(i int) (call, tag, attrList string) {
		tag = tags[r.IntN(len(tags))]
		call, list := "app."+tag+"()", []string{}
		for _, k := range r.Perm(len(attrs))[:1+r.IntN(3)] {
			a, v := attrs[k], fmt.Sprintf("v%d", i)
			switch a.method {
			case "Aria":
				call += fmt.Sprintf(".Aria(%q, %q)", "label", v)
			case "DataSet":
				call += fmt.Sprintf(".DataSet(%q, %q)", "k", v)
			default:
				call += fmt.Sprintf(".%s(%q)", a.method, v)
			}
			list = append(list, fmt.Sprintf("{%q, %q}", a.name, v))
		}
		return call, strings.ToLower(tag), "[][2]string{" + strings.Join(list, ", ") + "}"
	}
	const head = "package main\n\nimport \"github.com/maxence-charriere/go-app/v10/pkg/app\"\n\ntype page struct{ app.Compo }\n\n"
	const tail = "\nfunc main() {\n\tapp.Route(\"/\", func() app.Composer { return &page{} })\n\tapp.RunWhenOnBrowser()\n}\n"
	var bs, ds strings.Builder
	bs.WriteString(head + "func (p *page) Render() app.UI {\n\treturn app.Div().Body(\n")
	ds.WriteString(head + `type node struct {
	tag   string
	attrs [][2]string
	text  string
	kids  []node
}

func (n node) ui() app.UI {
	e := app.Elem(n.tag)
	for _, a := range n.attrs {
		e.Attr(a[0], a[1])
	}
	if n.text != "" {
		return e.Text(n.text)
	}
	kids := make([]app.UI, len(n.kids))
	for i, k := range n.kids {
		kids[i] = k.ui()
	}
	return e.Body(kids...)
}

func (p *page) Render() app.UI { return tree.ui() }

var tree = node{tag: "div", kids: []node{
`)
	for i := range pairs {
		outer, outerTag, outerAttrs := element(2 * i)
		inner, innerTag, innerAttrs := element(2*i + 1)
		text := fmt.Sprintf("words of line %d", i)
		fmt.Fprintf(&bs, "\t\t%s.Body(%s.Text(%q)),\n", outer, inner, text)
		fmt.Fprintf(&ds, "\t{tag: %q, attrs: %s, kids: []node{{tag: %q, attrs: %s, text: %q}}},\n", outerTag, outerAttrs, innerTag, innerAttrs, text)
	}
	bs.WriteString("\t)\n}\n" + tail)
	ds.WriteString("}}\n" + tail)
	return bs.String(), ds.String()
}

// engineSizes builds a copy of the minimal app, and the same with every flow of the catalogue
// linked in (each flow's golden paths replayed, a decision encoded as JSON, an outcome's Laws
// and script read): the engine's share of app.wasm, with what it needs from the standard library.
func engineSizes(t *testing.T, root, dir string) (minimal, withEngine sizes) {
	src, err := os.ReadFile(filepath.Join(root, "bench", "minimal", "app.go"))
	if err != nil {
		t.Fatal(err)
	}
	const h1 = `app.H1().Text("Hello from go-app")`
	if !strings.Contains(string(src), "func route()") || !strings.Contains(string(src), h1) {
		t.Fatal("bench/minimal/app.go has changed: update engineSizes")
	}
	const mainWasm = "\nfunc main() {\n\troute()\n\tapp.RunWhenOnBrowser()\n}\n"
	minimal = generatedAppSize(t, root, dir, "minimal", string(src)+mainWasm)
	eng := strings.Replace(string(src)+mainWasm+engineUse, "import (", "import (\n\t\"encoding/json\"\n\t\"fmt\"\n\n\t\"tableside/engine/catalog\"\n\t\"tableside/engine/ruling\"\n", 1)
	eng = strings.Replace(eng, h1, `app.H1().Text("Hello from go-app"+useEngine())`, 1)
	return minimal, generatedAppSize(t, root, dir, "engine", eng)
}

// engineUse links every part of the engine the app calls.
const engineUse = `
func useEngine() string {
	var out []string
	for _, f := range catalog.Flows() {
		paths, _ := f.Paths()
		for _, p := range paths {
			st, _ := catalog.Decide(p.Session)
			b, _ := json.Marshal(st)
			out = append(out, string(b))
			if st.Outcome != nil {
				out = append(out, fmt.Sprint(st.Outcome.AllLaws()))
				out = append(out, st.Outcome.Script()...)
			}
		}
		s, _ := catalog.Start(f.ID, ruling.Context{})
		if _, err := catalog.Answer(s, ruling.Answer{}); err != nil {
			out = append(out, err.Error())
		}
	}
	return fmt.Sprint(len(out))
}
`
