//go:build bench

package bench

import (
	"bytes"
	"path/filepath"
	"slices"
	"testing"
)

// The unit tests of the size report: go test -tags bench -run '^TestWasm' ./bench/

// uleb appends v as unsigned LEB128.
func uleb(b []byte, v int) []byte {
	for {
		c := byte(v & 0x7f)
		v >>= 7
		if v == 0 {
			return append(b, c)
		}
		b = append(b, c|0x80)
	}
}

func wasmName(b []byte, s string) []byte { return append(uleb(b, len(s)), s...) }

func wasmSec(id byte, content []byte) []byte {
	return append(uleb([]byte{id}, len(content)), content...)
}

// tinyWasm is a hand-made module shaped like Go's output: three imports
// (two functions and a memory with a maximum), four function bodies (one
// over 127 bytes, so its length takes two LEB128 bytes), a data section,
// and custom sections, one of them "name" with a module name (subsection 0)
// before the function names. Function 5 has no name.
func tinyWasm() (b []byte, names []string) {
	names = []string{"tableside_app.__wizard_.Render", "runtime.mallocgc", "memeqbody"}
	imp := uleb(nil, 3)
	imp = append(wasmName(wasmName(imp, "gojs"), "runtime.wasmExit"), 0x00, 0x01)
	imp = append(wasmName(wasmName(imp, "env"), "mem"), 0x02, 0x01, 0x02, 0x10)
	imp = append(wasmName(wasmName(imp, "gojs"), "runtime.nanotime1"), 0x00, 0x01)

	code := uleb(nil, 4)
	for _, n := range []int{200, 10, 3, 1} {
		code = append(uleb(code, n), bytes.Repeat([]byte{0x01}, n)...)
	}

	fnames := uleb(nil, len(names))
	for i, n := range names {
		fnames = wasmName(uleb(fnames, 2+i), n)
	}
	name := wasmName(nil, "name")
	mod := wasmName(nil, "app")
	name = append(append(append(name, 0), uleb(nil, len(mod))...), mod...)
	name = append(append(append(name, 1), uleb(nil, len(fnames))...), fnames...)

	b = []byte("\x00asm\x01\x00\x00\x00")
	b = append(b, wasmSec(0, wasmName(nil, "go:buildid"))...)
	b = append(b, wasmSec(1, []byte{0x01, 0x60, 0x00, 0x00})...)
	b = append(b, wasmSec(2, imp)...)
	b = append(b, wasmSec(10, code)...)
	b = append(b, wasmSec(11, bytes.Repeat([]byte{0}, 300))...)
	b = append(b, wasmSec(0, name)...)
	return b, names
}

func TestWasmParseTiny(t *testing.T) {
	b, names := tinyWasm()
	m, err := parseWasm(b)
	if err != nil {
		t.Fatal(err)
	}
	if m.Imports != 2 {
		t.Errorf("imported functions: got %d, want 2 (the memory import is not one)", m.Imports)
	}
	if want := []int{202, 11, 4, 2}; !slices.Equal(m.Bodies, want) {
		t.Errorf("bodies: got %v, want %v", m.Bodies, want)
	}
	for i, n := range names {
		if m.Names[2+i] != n {
			t.Errorf("name of function %d: got %q, want %q", 2+i, m.Names[2+i], n)
		}
	}
	if len(m.Names) != len(names) {
		t.Errorf("names: got %v", m.Names)
	}
	if got, want := m.sectionSize(wasmCode), 1+2+1+202+11+4+2; got != want {
		t.Errorf("code section: got %d, want %d", got, want)
	}
	if got, want := m.sectionSize(wasmData), 1+2+300; got != want {
		t.Errorf("data section: got %d, want %d", got, want)
	}
	total := 8
	for _, s := range m.Sections {
		total += s.Size
	}
	if total != len(b) || m.Size != len(b) {
		t.Errorf("sections and header add up to %d, file is %d", total, len(b))
	}

	x := newPkgIndex([]goPackage{{Path: "runtime", Standard: true}, {Path: "tableside/app", Module: "tableside"}})
	by, err := codeByPackage(m, x)
	if err != nil {
		t.Fatal(err)
	}
	want := map[pkgLabel]int{
		{"tableside/app", groupOurs}:  202,
		{"runtime", groupStd}:         11,
		{"(no package)", groupLinker}: 4,
		{"(unnamed)", groupUnknown}:   2,
	}
	if len(by) != len(want) {
		t.Errorf("by package: got %v, want %v", by, want)
	}
	for l, n := range want {
		if by[l] != n {
			t.Errorf("%v: got %d bytes, want %d", l, by[l], n)
		}
	}
}

// A stripped or cut-off binary must give an error, never a panic or a
// wrong count.
func TestWasmParseBroken(t *testing.T) {
	b, _ := tinyWasm()
	for n := range len(b) {
		m, err := parseWasm(b[:n])
		if err == nil && len(m.Bodies) == 4 && len(m.Names) == 3 {
			t.Errorf("cut at %d of %d bytes: parsed as whole", n, len(b))
		}
	}
	if _, err := parseWasm([]byte("\x00asm\x02\x00\x00\x00")); err == nil {
		t.Error("version 2 accepted")
	}
	stripped := []byte("\x00asm\x01\x00\x00\x00")
	stripped = append(stripped, wasmSec(10, []byte{0x01, 0x01, 0x0b})...)
	m, err := parseWasm(stripped)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := codeByPackage(m, nil); err == nil {
		t.Error("code without names was grouped")
	}
}

func TestWasmPackageOf(t *testing.T) {
	x := newPkgIndex([]goPackage{
		{Path: "runtime", Standard: true},
		{Path: "encoding/json", Standard: true},
		{Path: "slices", Standard: true},
		{Path: "vendor/golang.org/x/net/http2/hpack", Standard: true},
		{Path: "tableside", Module: "tableside"},
		{Path: "tableside/app", Module: "tableside"},
		{Path: "tableside/engine/ruling", Module: "tableside"},
		{Path: "tableside/wasm", Name: "main", Module: "tableside"},
		{Path: "github.com/maxence-charriere/go-app/v10/pkg/app", Module: goAppModule},
		{Path: "github.com/google/uuid", Module: "github.com/google/uuid"},
		{Path: "gopkg.in/yaml.v3", Module: "gopkg.in/yaml.v3"},
		{Path: "a/b_c", Module: "m"}, {Path: "a_b/c", Module: "m"}, // both mangle to a_b_c
	})
	for _, c := range []struct{ fn, pkg, group string }{
		{"tableside_app.__wizard_.Render", "tableside/app", groupOurs},
		{"tableside_app.__wizard_.Render.func2.1", "tableside/app", groupOurs},
		{"tableside.Version", "tableside", groupOurs},
		{"main.main", "main", groupOurs},
		// A promoted go-app method is the embedding package's wrapper.
		{"tableside_app.__percentPicker_.github.com_maxence_charriere_go_app_v10_pkg_app.setRoot", "tableside/app", groupOurs},
		{"github.com_maxence_charriere_go_app_v10_pkg_app.__nodeManager_.Mount", "github.com/maxence-charriere/go-app/v10/pkg/app", groupGoApp},
		{"github.com_maxence_charriere_go_app_v10_pkg_app.nodeManager.NotifyComponentEvent.Context.Dispatch.func1", "github.com/maxence-charriere/go-app/v10/pkg/app", groupGoApp},
		{"github.com_google_uuid.New", "github.com/google/uuid", groupModule},
		{"gopkg.in_yaml.v3.Unmarshal", "gopkg.in/yaml.v3", groupModule},
		{"runtime.mallocgc", "runtime", groupStd},
		{"encoding_json.__decodeState_.value", "encoding/json", groupStd},
		{"vendor_golang.org_x_net_http2_hpack.__Decoder_.Write", "vendor/golang.org/x/net/http2/hpack", groupStd},
		// A generic instance is the declaring package's, whatever its type arguments.
		{"slices.insertionSortCmpFunc_go.shape.struct___EntryID_string__Board_tableside_engine_ruling.Board___", "slices", groupStd},
		{"type_.eq.tableside_engine_ruling.Target", "tableside/engine/ruling", groupOurs},
		{"type_.hash.encoding_json.field", "encoding/json", groupStd},
		{"type_.eq._4_string", "type:.eq", groupGen},
		{"type_.hash._2_interface___", "type:.hash", groupGen},
		{"memeqbody", "(no package)", groupLinker},
		{"go_buildid", "(no package)", groupLinker},
		{"go___struct___io.Reader__io.WriterTo___.Read", "go:", groupGen},
		{"a_b_c.F", "a_b_c", groupModule}, // ambiguous: kept mangled
		{"nowhere_pkg.F", "nowhere_pkg", groupUnknown},
	} {
		if got := x.of(c.fn); got != (pkgLabel{c.pkg, c.group}) {
			t.Errorf("%s: got %v, want {%s %s}", c.fn, got, c.pkg, c.group)
		}
	}
}

func TestWasmCompareCode(t *testing.T) {
	ours := map[pkgLabel]int{
		{"runtime", groupStd}: 120, {"tableside/app", groupOurs}: 50, {"main", groupOurs}: 5,
		{"github.com/maxence-charriere/go-app/v10/pkg/app", groupGoApp}: 210, {"fmt", groupStd}: 40,
	}
	minimal := map[pkgLabel]int{
		{"runtime", groupStd}: 100, {"main", groupOurs}: 7,
		{"github.com/maxence-charriere/go-app/v10/pkg/app", groupGoApp}: 200, {"strconv", groupStd}: 9,
	}
	top, groups := compareCode(ours, minimal, 4)
	var got []string
	for _, r := range top {
		got = append(got, r.Pkg)
	}
	// The four biggest additions (tableside/app +50, fmt +40, runtime +20,
	// go-app +10), then ordered by group.
	want := []string{"tableside/app", "github.com/maxence-charriere/go-app/v10/pkg/app", "fmt", "runtime"}
	if !slices.Equal(got, want) {
		t.Errorf("top: got %v, want %v", got, want)
	}
	wantGroups := []pkgRow{
		{pkgLabel{"all tableside", groupOurs}, 55, 7},
		{pkgLabel{"all go-app", groupGoApp}, 210, 200},
		{pkgLabel{"all std", groupStd}, 160, 109},
	}
	if len(groups) != len(wantGroups) {
		t.Fatalf("groups: got %v, want %v", groups, wantGroups)
	}
	for i := range groups {
		if groups[i] != wantGroups[i] {
			t.Errorf("group %d: got %v, want %v", i, groups[i], wantGroups[i])
		}
	}
}

// The real minimal app, built with names: every function must land in a
// package go list knows, or be one of the linker's own.
func TestWasmMinimalApp(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the minimal app")
	}
	root := moduleRoot(t)
	out := filepath.Join(t.TempDir(), "app.wasm")
	run(t, root, []string{"GOOS=js", "GOARCH=wasm"}, "go", "build", "-trimpath", "-o", out, "./bench/minimal")
	m, err := readWasm(out)
	if err != nil {
		t.Fatal(err)
	}
	by, err := codeByPackage(m, newPkgIndex(listPackages(t, root)))
	if err != nil {
		t.Fatal(err)
	}
	sum := 0
	for l, n := range by {
		sum += n
		if l.Group == groupUnknown {
			t.Errorf("%d bytes in %v: no listed package", n, l)
		}
	}
	code := m.sectionSize(wasmCode)
	if sum > code || sum < code-16 {
		t.Errorf("functions add up to %d bytes, code section is %d", sum, code)
	}
	for _, l := range []pkgLabel{{"runtime", groupStd}, {"main", groupOurs}, {"github.com/maxence-charriere/go-app/v10/pkg/app", groupGoApp}} {
		if by[l] == 0 {
			t.Errorf("no code for %v", l)
		}
	}
	t.Logf("%d functions, %d imports, code %d bytes, data %d bytes, %d packages",
		len(m.Bodies), m.Imports, code, m.sectionSize(wasmData), len(by))
}
