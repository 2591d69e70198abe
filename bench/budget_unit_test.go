//go:build bench

package bench

import (
	"fmt"
	"strings"
	"testing"
)

// The unit tests of the size ceilings: go test -tags bench -run '^TestBudget' ./bench/

// sizedReport is a report with app.wasm at wasm bytes of brotli and, when flows > 0, an
// engine costing perRuling bytes of brotli a ruling over the minimal app.
func sizedReport(wasm int64, flows int, perRuling int64) *report {
	r := &report{Size: [2]sizes{{Brotli: wasm}, {Brotli: 1_400_000}}}
	if flows > 0 {
		r.Headroom = &headroom{Minimal: sizes{Brotli: 1_400_000}, Engine: sizes{Brotli: 1_400_000 + int64(flows)*perRuling}, Flows: flows}
	}
	return r
}

// failures records what checkBudget reports, in place of a *testing.T.
type failures []string

func (e *failures) Errorf(format string, args ...any) { *e = append(*e, fmt.Sprintf(format, args...)) }

func checked(r *report) []string {
	var e failures
	r.checkBudget(&e)
	return e
}

func TestBudgetAtBothCeilingsPasses(t *testing.T) {
	r := sizedReport(brotliCeiling, 43, perRulingCeiling)
	if got := checked(r); len(got) != 0 {
		t.Errorf("app.wasm at 2,300,000 and 10,240 a ruling failed the run: %v", got)
	}
}

func TestBudgetWasmOneByteOverFails(t *testing.T) {
	got := checked(sizedReport(brotliCeiling+1, 43, 9000))
	if len(got) != 1 || !strings.Contains(got[0], "app.wasm brotli is 2,300,001 bytes, over its ceiling of 2,300,000 by 1") {
		t.Errorf("2,300,001 bytes: got %q", got)
	}
}

func TestBudgetPerRulingOneByteOverFails(t *testing.T) {
	got := checked(sizedReport(2_000_000, 43, perRulingCeiling+1))
	if len(got) != 1 || !strings.Contains(got[0], "10,241 bytes of brotli per ruling, over its ceiling of 10,240 by 1") {
		t.Errorf("10,241 bytes a ruling: got %q", got)
	}
}

func TestBudgetBothOverFailsTwice(t *testing.T) {
	if got := checked(sizedReport(2_500_000, 43, 12_000)); len(got) != 2 {
		t.Errorf("both over: got %d failures %q, want 2", len(got), got)
	}
}

// Without the headroom (not measured) the per-ruling cost is not checked, and not made up.
func TestBudgetWithoutHeadroomChecksTheWasmOnly(t *testing.T) {
	r := sizedReport(brotliCeiling, 0, 0)
	if got := checked(r); len(got) != 0 {
		t.Errorf("within the wasm ceiling, no headroom: got %q", got)
	}
	var b strings.Builder
	r.budgetMarkdown(func(f string, a ...any) { fmt.Fprintf(&b, f, a...) })
	if strings.Contains(b.String(), "per ruling") {
		t.Errorf("a per-ruling row with nothing measured:\n%s", b.String())
	}
}

// The Size section shows each ceiling, this run's value and the margin.
func TestBudgetMarkdownShowsCeilingValueAndMargin(t *testing.T) {
	r := sizedReport(2_229_000, 40, 9_000)
	var b strings.Builder
	r.budgetMarkdown(func(f string, a ...any) { fmt.Fprintf(&b, f, a...) })
	md := b.String()
	for _, want := range []string{
		"| app.wasm brotli (bytes) | 2,300,000 | 2,229,000 | +71,000 |",
		"÷ 40 rulings | 10,240 | 9,000 | +1,240 |",
	} {
		if !strings.Contains(md, want) {
			t.Errorf("the ceilings table lacks %q:\n%s", want, md)
		}
	}
	if strings.Contains(md, "Over a ceiling") {
		t.Errorf("within both ceilings, yet reported over:\n%s", md)
	}
	over := sizedReport(2_300_100, 40, 9_000)
	b.Reset()
	over.budgetMarkdown(func(f string, a ...any) { fmt.Fprintf(&b, f, a...) })
	if !strings.Contains(b.String(), "| 2,300,000 | 2,300,100 | -100 |") || !strings.Contains(b.String(), "**Over a ceiling**") {
		t.Errorf("100 bytes over, not shown as a negative margin and a failure:\n%s", b.String())
	}
}
