//go:build !wasm

package e2e

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// axe-core, installed from npm by `make e2e` (e2e/package.json, pinned by its lock file), is
// injected into the page under test and run there:
//
//	vs := b.Axe(t)                      // every violation on the page as it is now
//	for _, v := range Serious(vs) { … } // impact serious or critical

// AxeViolation is one axe rule the page breaks, with the elements that break it.
type AxeViolation struct {
	ID     string `json:"id"`
	Impact string `json:"impact"` // minor, moderate, serious or critical
	Help   string `json:"help"`
	Nodes  []struct {
		Target  []any  `json:"target"`
		Summary string `json:"failureSummary"`
	} `json:"nodes"`
}

// String names the rule, its impact, and the first few elements.
func (v AxeViolation) String() string {
	var targets []string
	for i, n := range v.Nodes {
		if i == 3 {
			targets = append(targets, fmt.Sprintf("… %d more", len(v.Nodes)-3))
			break
		}
		targets = append(targets, fmt.Sprint(n.Target...)+" ("+strings.ReplaceAll(strings.TrimSpace(n.Summary), "\n", " ")+")")
	}
	return fmt.Sprintf("%s [%s] %s: %s", v.ID, v.Impact, v.Help, strings.Join(targets, "; "))
}

// Serious keeps the violations whose impact is serious or critical.
func Serious(vs []AxeViolation) []AxeViolation {
	var out []AxeViolation
	for _, v := range vs {
		if v.Impact == "serious" || v.Impact == "critical" {
			out = append(out, v)
		}
	}
	return out
}

var (
	axeOnce sync.Once
	axeJS   string
	axeErr  error
)

// AxeSource returns axe.min.js from e2e/node_modules.
func AxeSource(t testing.TB) string {
	t.Helper()
	axeOnce.Do(func() {
		root, err := moduleRoot()
		if err != nil {
			axeErr = err
			return
		}
		b, err := os.ReadFile(filepath.Join(root, "e2e", "node_modules", "axe-core", "axe.min.js"))
		axeJS, axeErr = string(b), err
	})
	if axeErr != nil {
		t.Fatalf("axe-core is not installed (run `make e2e`, or `cd e2e && npm ci`): %v", axeErr)
	}
	return axeJS
}

// axeRunJS runs every WCAG 2.x A and AA rule, plus axe's best practices, on the whole page.
const axeRunJS = `(async () => {
  const r = await axe.run(document, {resultTypes: ["violations"]});
  return r.violations;
})()`

// Axe injects axe-core into the page (once per document) and returns its violations.
func (b *Browser) Axe(t testing.TB) []AxeViolation {
	t.Helper()
	var loaded bool
	b.Eval(t, `typeof window.axe !== "undefined"`, &loaded)
	if !loaded {
		var ok bool
		b.Eval(t, "(() => {"+AxeSource(t)+"\n;return typeof window.axe !== 'undefined'; })()", &ok)
		if !ok {
			t.Fatal("axe-core did not load in the page")
		}
	}
	var vs []AxeViolation
	b.Eval(t, axeRunJS, &vs)
	return vs
}
