//go:build bench

package bench

import (
	"fmt"
	"math"
	"strings"
)

// The size ceilings (issue 35): fixed numbers of bytes, not a ratio to the minimal app, so a
// feature has a budget it can be held to. TestBench fails above either.
const (
	// brotliCeiling caps Tableside's app.wasm, brotli as served, with everything in it: the
	// download is most of a cold start on a club's Wi-Fi.
	brotliCeiling = 2_300_000
	// perRulingCeiling caps what the ruling engine costs per ruling, brotli: the engine's cost
	// over the minimal app (measureHeadroom) divided by the number of rulings, so the catalogue
	// can grow by rulings without the flows themselves growing fat.
	perRulingCeiling = 10_240
)

// pkgTableRows is how many packages the code table lists.
const pkgTableRows = 25

// perRuling is the engine's brotli cost over the minimal app, per ruling; false when the
// headroom was not measured.
func (r *report) perRuling() (float64, bool) {
	h := r.Headroom
	if h == nil || h.Flows == 0 {
		return 0, false
	}
	return float64(h.Engine.Brotli-h.Minimal.Brotli) / float64(h.Flows), true
}

// budgetProblems says which ceiling the run is over, one sentence each; none when within both.
func (r *report) budgetProblems() []string {
	var out []string
	if b := r.Size[0].Brotli; b > brotliCeiling {
		out = append(out, fmt.Sprintf("app.wasm brotli is %s bytes, over its ceiling of %s by %s",
			num(float64(b)), num(brotliCeiling), num(float64(b-brotliCeiling))))
	}
	if v, ok := r.perRuling(); ok && v > perRulingCeiling {
		out = append(out, fmt.Sprintf("the engine costs %s bytes of brotli per ruling, over its ceiling of %s by %s",
			num(v), num(perRulingCeiling), num(v-perRulingCeiling)))
	}
	return out
}

// budgetMarkdown is the ceilings' table: each ceiling, this run's value and the margin left.
func (r *report) budgetMarkdown(p func(string, ...any)) {
	p("\n**Ceilings** (the bench run fails when a value is over its ceiling):\n\n")
	p("| | ceiling | this run | margin |\n|---|---:|---:|---:|\n")
	b := float64(r.Size[0].Brotli)
	p("| app.wasm brotli (bytes) | %s | %s | %s |\n", num(brotliCeiling), num(b), signed(brotliCeiling-b))
	if v, ok := r.perRuling(); ok {
		p("| the engine per ruling, brotli (bytes): its cost over the minimal app ÷ %d rulings | %s | %s | %s |\n",
			r.Headroom.Flows, num(perRulingCeiling), num(v), signed(perRulingCeiling-v))
	}
	if probs := r.budgetProblems(); len(probs) > 0 {
		p("\n**Over a ceiling**, so the bench run fails: %s.\n", strings.Join(probs, "; "))
	}
	p("\n")
}

func (r *report) sizeMarkdown(p func(string, ...any)) {
	ours, min := r.Size[0], r.Size[1]
	p("## 1. Size (bytes)\n\n| | Tableside | minimal go-app | ours ÷ minimal |\n|---|---:|---:|---:|\n")
	row := func(name string, a, c float64) { p("| %s | %s | %s | %s |\n", name, num(a), num(c), ratio(a, c)) }
	row("app.wasm raw", float64(ours.Raw), float64(min.Raw))
	row("app.wasm gzip -9", float64(ours.Gzip), float64(min.Gzip))
	row("app.wasm brotli (q11, as served)", float64(ours.Brotli), float64(min.Brotli))
	if len(r.Load) == 2 { // not measured with BENCH_ONLY=size
		tr := func(i int, f func(transfer) float64) float64 {
			var v []float64
			for _, x := range r.Load[i].Transfer {
				v = append(v, f(x))
			}
			return median(v)
		}
		total := func(x transfer) float64 { return x.Total }
		wasm := func(x transfer) float64 { return x.Wasm }
		row("first visit: transferred, all requests", tr(0, total), tr(1, total))
		row("first visit: of which app.wasm", tr(0, wasm), tr(1, wasm))
		p("\nFirst visit = what the page fetched until the service worker had cached everything (Resource Timing\n")
		p("`transferSize`: headers plus encoded body; median of %d runs). The worker's own install requests are not\n", r.Runs)
		p("counted; they revalidate against the HTTP cache.\n")
	}

	r.budgetMarkdown(p)

	if len(r.Code) == 2 {
		r.codeMarkdown(p)
	}
	if r.Headroom != nil {
		r.headroomMarkdown(p)
	}
}

// headroomMarkdown sets two measured parts of Tableside against what the ceiling allows over
// the minimal app.
func (r *report) headroomMarkdown(p func(string, ...any)) {
	h := *r.Headroom
	allowed := float64(brotliCeiling - r.Size[1].Brotli)
	share := func(v float64) string { return fmt.Sprintf("%.0f%%", 100*v/allowed) }
	engine := float64(h.Engine.Brotli - h.Minimal.Brotli)
	calls := h.perElement() * float64(h.AppCalls)
	p("### What the ceiling leaves for Tableside's own code\n\n")
	p("The ceiling allows %s bytes of brotli app.wasm over the minimal app (%s less its %s). Two parts of\n",
		num(allowed), num(brotliCeiling), num(float64(r.Size[1].Brotli)))
	p("Tableside, each measured by building generated apps in this run as app.wasm is built:\n\n")
	p("| part | brotli bytes | share of the allowance |\n|---|---:|---:|\n")
	p("| the ruling engine alone: every flow linked into a copy of the minimal app | %s | %s |\n", signed(engine), share(engine))
	p("| the pages' %d go-app element calls (app.Div(), app.Button()…), at %.0f bytes each | ≈ %s | %s |\n",
		h.AppCalls, h.perElement(), signed(calls), share(calls))
	p("| both | ≈ %s | %s |\n\n", signed(engine+calls), share(engine+calls))
	p("An element's cost is the difference between two generated apps with the same %d elements (varied tags,\n", h.Elements)
	p("one to three attributes, text): one builds them with go-app's calls, as our Render functions do (brotli\n")
	p("%s), the other keeps them as data, a tree of tags, attributes and texts that one function turns into\n", num(float64(h.Builder.Brotli)))
	p("go-app elements (%s). The engine's row is a generated copy of the minimal app with every flow linked in\n", num(float64(h.Data.Brotli)))
	p("(%s) less the same copy without it (%s). The count of element calls is read from app/'s source.\n",
		num(float64(h.Engine.Brotli)), num(float64(h.Minimal.Brotli)))
	p("These two parts come before storage, sync, the front desk, the pickers' logic and the wizard.\n\n")
}

// codeMarkdown is the code-by-package table.
func (r *report) codeMarkdown(p func(string, ...any)) {
	ours, min := r.Code[0], r.Code[1]
	top, groups := compareCode(ours.ByPkg, min.ByPkg, pkgTableRows)
	p("### Code by package (raw bytes)\n\n")
	p("The %d packages that add the most code over the minimal app, by group; then each group's total, and\n", len(top))
	p("app.wasm by section.\n\n")
	p("| package | group | Tableside | minimal go-app | difference |\n|---|---|---:|---:|---:|\n")
	row := func(name, group string, a, c float64) {
		p("| %s | %s | %s | %s | %s |\n", name, group, num(a), num(c), signed(a-c))
	}
	for _, x := range top {
		row(x.Pkg, x.Group, float64(x.Ours), float64(x.Minimal))
	}
	for _, g := range groups {
		row("**"+g.Pkg+"**", "", float64(g.Ours), float64(g.Minimal))
	}
	row("**code section**", "", float64(ours.Code), float64(min.Code))
	row("**data section**", "", float64(ours.Data), float64(min.Data))
	row("**other sections and header**", "", float64(ours.Other), float64(min.Other))
	row("**whole file**", "", float64(r.Size[0].Raw), float64(r.Size[1].Raw))
	row("**whole file, brotli**", "", float64(r.Size[0].Brotli), float64(r.Size[1].Brotli))
	p("\nA package's bytes are its functions' entries in the code section (body and length), named from a second\n")
	p("build of each app without `-s -w` (it differs from the served binary only by the name section) and matched\n")
	p("to the import paths of the two apps' packages and the standard library (`go list -deps`). `main` is each\n")
	p("app's command package; a method promoted from an embedded go-app type is charged to the package that\n")
	p("embeds it, and a generic function to the package that declares it. *generated* are the compiler's\n")
	p("`type:.eq`/`type:.hash` functions for unnamed types (those for named types go to the type's package) and\n")
	p("the `go:` methods that unnamed struct types get from embedded fields; *linker* are assembly functions with\n")
	p("no package. The data section (strings, tables, type data, embedded files) is not split: the binary keeps\n")
	p("no names for it. No package has a brotli size: brotli compresses the file as one stream, so only the\n")
	p("whole file's is measured.\n\n")
	for _, n := range r.CodeNotes {
		p("- %s\n", n)
	}
	if len(r.CodeNotes) > 0 {
		p("\n")
	}
}

// signed writes a difference with its sign: +1,024, -12, 0.
func signed(v float64) string {
	if math.Round(v) > 0 {
		return "+" + num(v)
	}
	return num(v)
}
