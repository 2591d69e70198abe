//go:build bench

package bench

import (
	"cmp"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// Groups of packages in the size report, in the order the table shows them.
const (
	groupOurs    = "tableside"
	groupGoApp   = "go-app"
	groupStd     = "std"
	groupModule  = "other modules"
	groupGen     = "generated" // type:.eq/.hash functions and go: method wrappers of unnamed types
	groupLinker  = "linker"    // assembly and linker functions with no package: memeqbody, wasm_export_run, go:buildid
	groupUnknown = "unmatched" // a name no listed package explains; shown mangled
)

const (
	oursModule  = "tableside"
	goAppModule = "github.com/maxence-charriere/go-app/v10"
)

var groupOrder = []string{groupOurs, groupGoApp, groupStd, groupModule, groupGen, groupLinker, groupUnknown}

// goPackage is one line of `go list -deps`.
type goPackage struct {
	Path, Name, Module string
	Standard           bool
}

// pkgLabel is a row of the package table: an import path where the function
// names say it unambiguously, else the mangled prefix as written.
type pkgLabel struct{ Pkg, Group string }

// pkgIndex finds the package of a function name. Go's wasm linker writes
// names with every byte outside [0-9A-Za-z_.] replaced by '_'
// (cmd/link/internal/wasm: nameRegexp), so "tableside/app.(*wizard).Render"
// becomes "tableside_app.__wizard_.Render" and '/' cannot be told from '_'.
// Import paths may hold dots too (github.com/...), so "up to the first dot"
// is wrong; instead each listed package's path is mangled the same way and
// the name's package is the shortest mangled path that ends at one of its
// dots. Two paths that mangle alike are shown mangled.
type pkgIndex map[string]pkgLabel

func newPkgIndex(pkgs []goPackage) pkgIndex {
	x := pkgIndex{}
	for _, p := range pkgs {
		path := p.Path
		if p.Name == "main" {
			path = "main" // the linker names a command's package "main", whatever its import path
		}
		l := pkgLabel{Pkg: path, Group: groupModule}
		switch {
		case p.Standard:
			l.Group = groupStd
		case p.Module == oursModule:
			l.Group = groupOurs
		case p.Module == goAppModule:
			l.Group = groupGoApp
		}
		key := mangle(path)
		if prev, ok := x[key]; ok && prev.Pkg != l.Pkg {
			l.Pkg = key
			if prev.Group != l.Group {
				l.Group = groupUnknown
			}
		}
		x[key] = l
	}
	return x
}

// mangle is the linker's name mangling (see pkgIndex).
func mangle(s string) string {
	b := []byte(s)
	for i, c := range b {
		if !(c == '.' || c == '_' || '0' <= c && c <= '9' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z') {
			b[i] = '_'
		}
	}
	return string(b)
}

// of returns the package of a mangled function name.
func (x pkgIndex) of(fn string) pkgLabel {
	if l, ok := x.prefix(fn); ok {
		return l
	}
	// Equality and hash functions the compiler generates per type,
	// "type:.eq.<type>": charged to the type's package when it has one.
	for _, gen := range []string{"type_.eq.", "type_.hash."} {
		if rest, ok := strings.CutPrefix(fn, gen); ok {
			if l, ok := x.prefix(rest); ok {
				return l
			}
			return pkgLabel{Pkg: "type:" + strings.TrimSuffix(gen[len("type_"):], "."), Group: groupGen}
		}
	}
	pkg, _, ok := strings.Cut(fn, ".")
	if !ok {
		return pkgLabel{Pkg: "(no package)", Group: groupLinker}
	}
	// Methods of unnamed types, "go:struct { io.Reader; io.WriterTo }.Read"
	// or "go:(*struct {...}).Read": promoted from embedded fields.
	if strings.HasPrefix(fn, "go_") {
		return pkgLabel{Pkg: "go:", Group: groupGen}
	}
	return pkgLabel{Pkg: pkg, Group: groupUnknown}
}

func (x pkgIndex) prefix(fn string) (pkgLabel, bool) {
	for i, c := range []byte(fn) {
		if c == '.' {
			if l, ok := x[fn[:i]]; ok {
				return l, true
			}
		}
	}
	return pkgLabel{}, false
}

// codeByPackage sums each package's function entries in the code section.
func codeByPackage(m *wasmModule, x pkgIndex) (map[pkgLabel]int, error) {
	if len(m.Bodies) > 0 && len(m.Names) == 0 {
		return nil, fmt.Errorf("no function names: built with -s?")
	}
	by := map[pkgLabel]int{}
	for i, n := range m.Bodies {
		name, ok := m.Names[m.Imports+i]
		if !ok {
			by[pkgLabel{Pkg: "(unnamed)", Group: groupUnknown}] += n
			continue
		}
		by[x.of(name)] += n
	}
	return by, nil
}

// pkgRow is one package, or one group, in both builds.
type pkgRow struct {
	pkgLabel
	Ours, Minimal int
}

func (r pkgRow) diff() int { return r.Ours - r.Minimal }

// compareCode returns the n packages that add the most code over the
// minimal app, ordered by group and then by what they add, and every
// group's total.
func compareCode(ours, minimal map[pkgLabel]int, n int) (top, groups []pkgRow) {
	var rows []pkgRow
	byGroup := map[string]*pkgRow{}
	for _, g := range groupOrder {
		byGroup[g] = &pkgRow{pkgLabel: pkgLabel{Pkg: "all " + g, Group: g}}
	}
	add := func(l pkgLabel, a, b int) {
		rows = append(rows, pkgRow{l, a, b})
		byGroup[l.Group].Ours += a
		byGroup[l.Group].Minimal += b
	}
	for l, a := range ours {
		add(l, a, minimal[l])
	}
	for l, b := range minimal {
		if _, ok := ours[l]; !ok {
			add(l, 0, b)
		}
	}
	slices.SortFunc(rows, func(a, b pkgRow) int {
		return cmp.Or(b.diff()-a.diff(), cmp.Compare(a.Pkg, b.Pkg))
	})
	top = rows[:min(n, len(rows))]
	slices.SortStableFunc(top, func(a, b pkgRow) int {
		return slices.Index(groupOrder, a.Group) - slices.Index(groupOrder, b.Group)
	})
	for _, g := range groupOrder {
		if r := byGroup[g]; r.Ours != 0 || r.Minimal != 0 {
			groups = append(groups, *r)
		}
	}
	return top, groups
}

// wasmSplit is one build's app.wasm by section, and its code by package.
type wasmSplit struct {
	Code, Data, Other int // sections of the served (stripped) app.wasm; Other includes the 8-byte header
	ByPkg             map[pkgLabel]int
}

// codeSizes builds both apps again without -s -w, so the binaries keep
// their function names, and splits their code by package. The section
// totals come from the served binaries; a stripped and an unstripped build
// differ only in the name section, which is checked (the tree could change
// after `make build`).
func codeSizes(t *testing.T, root string, builds ...*build) (res []wasmSplit, notes []string) {
	x := newPkgIndex(listPackages(t, root))
	for _, b := range builds {
		served, err := readWasm(filepath.Join(b.Dir, "web", "app.wasm"))
		if err != nil {
			t.Fatal(err)
		}
		named := filepath.Join(b.Dir, "app-names.wasm") // outside web/: never served
		args := append([]string{"build", "-trimpath"}, wasmGcflags...)
		run(t, root, []string{"GOOS=js", "GOARCH=wasm"}, "go", append(args, "-o", named, b.Main)...)
		m, err := readWasm(named)
		if err != nil {
			t.Fatal(err)
		}
		c := wasmSplit{Code: served.sectionSize(wasmCode), Data: served.sectionSize(wasmData)}
		c.Other = served.Size - c.Code - c.Data
		if c.ByPkg, err = codeByPackage(m, x); err != nil {
			t.Fatalf("%s: %v", named, err)
		}
		if got := m.sectionSize(wasmCode); got != c.Code || len(m.Bodies) != len(served.Bodies) {
			notes = append(notes, fmt.Sprintf("%s: the build with names has a different code section (%s bytes, %d functions) "+
				"from app.wasm's (%s bytes, %d functions): the tree changed after `make build`", b.Name, num(float64(got)), len(m.Bodies),
				num(float64(c.Code)), len(served.Bodies)))
		}
		res = append(res, c)
	}
	return res, notes
}

func readWasm(path string) (*wasmModule, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	m, err := parseWasm(b)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return m, nil
}

// listPackages lists every package linked into either app, as js/wasm sees
// them, and the whole standard library: the runtime defines some functions
// under the names of packages it is not linked with (runtime/debug.SetTraceback,
// by go:linkname).
func listPackages(t *testing.T, root string) []goPackage {
	out := run(t, root, []string{"GOOS=js", "GOARCH=wasm"}, "go", "list", "-deps",
		"-f", "{{.ImportPath}}\t{{.Name}}\t{{.Standard}}\t{{with .Module}}{{.Path}}{{end}}", "./wasm", "./bench/minimal", "std")
	var pkgs []goPackage
	for _, line := range strings.Split(strings.TrimRight(out, "\n"), "\n") { // not TrimSpace: the last field may be empty
		f := strings.Split(line, "\t")
		if len(f) != 4 {
			t.Fatalf("go list: unexpected line %q", line)
		}
		pkgs = append(pkgs, goPackage{Path: f[0], Name: f[1], Standard: f[2] == "true", Module: f[3]})
	}
	return pkgs
}
