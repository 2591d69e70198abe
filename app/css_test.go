package app

import (
	"os"
	"regexp"
	"strings"
	"testing"

	"tableside/app/wizard"
)

// The stylesheet must be whole: one brace lost (in a merge, say) and the browser reads every
// rule after it as nested in the open block, so a phone or a tablet silently loses the styles
// of whole screens. Rules start at column 0 and only an @-rule's are indented: a rule at
// column 0 inside an open block is one whose block above was never closed.
func TestStylesheetHasNoUnclosedBlock(t *testing.T) {
	css := stylesheetRules(t)
	var open []int // line of each block still open
	for i, line := range strings.Split(css, "\n") {
		n := i + 1
		if len(open) > 0 && line != "" && line[0] != ' ' && line[0] != '}' {
			t.Errorf("line %d: %q starts a rule inside the block opened on line %d, which is never closed", n, strings.TrimSpace(line), open[len(open)-1])
			open = nil
		}
		for _, c := range line {
			switch c {
			case '{':
				open = append(open, n)
			case '}':
				if len(open) == 0 {
					t.Errorf("line %d: a } closes nothing", n)
					continue
				}
				open = open[:len(open)-1]
			}
		}
	}
	if len(open) > 0 {
		t.Errorf("blocks opened on lines %v are never closed", open)
	}
}

// The sticky Back bar's scroll padding keys on the class the wizard puts on <html>, not on a
// :has() of the root: Chromium re-checks such a rule, and restyles the root, on every change
// to the page's elements, which is every tap.
func TestStylesheetKeysTheBackBarPaddingOnTheWizardClass(t *testing.T) {
	css := stylesheetRules(t)
	if !strings.Contains(css, ":root."+wizard.WizardOpenClass+" {\n    --actions-h:") {
		t.Errorf("web/app.css sets --actions-h on no :root.%s rule", wizard.WizardOpenClass)
	}
	if strings.Contains(css, ":root:has(") {
		t.Error("web/app.css has a :root:has() rule: every tap would restyle the root")
	}
}

// A rule for every element's ::before or ::after makes Chromium resolve both pseudo-elements'
// styles for every element it restyles, in every tap.
func TestStylesheetHasNoUniversalPseudoElementRule(t *testing.T) {
	rules := stylesheetRules(t)
	for _, sel := range []string{"*::before", "*::after", "*:before", "*:after"} {
		if strings.Contains(rules, sel) {
			t.Errorf("web/app.css has a %s rule", sel)
		}
	}
}

// stylesheetRules is web/app.css without its comments, each comment's lines kept as empty lines
// so line numbers still match the file.
func stylesheetRules(t *testing.T) string {
	t.Helper()
	b, err := os.ReadFile("../web/app.css")
	if err != nil {
		t.Fatal(err)
	}
	return regexp.MustCompile(`(?s)/\*.*?\*/`).ReplaceAllStringFunc(string(b), func(c string) string {
		return strings.Repeat("\n", strings.Count(c, "\n"))
	})
}
