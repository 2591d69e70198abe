package ruling

import (
	"slices"
	"testing"
)

// An interim ruling whose immediate instructions come first reads its cases after the
// information lines; by default they come straight after the summary.
func TestCasesLastReadsTheCasesAfterTheInformation(t *testing.T) {
	o := Outcome{
		Summary:     "A card was exposed",
		Cases:       []Case{{If: "the player defends", Then: "it is a penalty card"}},
		Automatic:   []Effect{{Text: "The card stays face up"}},
		Information: []InfoRule{{Who: Party{Name: "partner"}, What: "the card"}},
	}
	at := func(lines []string, prefix string) int {
		return slices.IndexFunc(lines, func(l string) bool { return len(l) >= len(prefix) && l[:len(prefix)] == prefix })
	}
	first := o.Script()
	if at(first, "If the player defends") > at(first, "The card stays face up") {
		t.Errorf("by default the cases come before what happens now:\n%q", first)
	}
	o.CasesLast = true
	last := o.Script()
	if at(last, "If the player defends") < at(last, "Partner may not use the card") {
		t.Errorf("with CasesLast the cases come after the information lines:\n%q", last)
	}
}
