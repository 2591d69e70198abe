package ruling

import (
	"slices"
	"strings"
	"testing"
)

// What a later fact will bring is read after everything that holds now: the immediate
// instructions, the obligations and the information lines come first, the cases after them,
// and the adjustment and the Laws last.
func TestCasesAreReadAfterWhatHoldsNow(t *testing.T) {
	o := Outcome{
		Summary:     "A card was exposed",
		Cases:       []Case{{If: "the player defends", Then: "it is a penalty card"}},
		Automatic:   []Effect{{Text: "The card stays face up"}},
		Information: []InfoRule{{Who: Party{Name: "partner"}, What: "the card"}},
		Adjustment:  &Adjustment{Text: "I will adjust the score if needed"},
	}
	lines := o.Script()
	at := func(prefix string) int {
		return slices.IndexFunc(lines, func(l string) bool { return strings.HasPrefix(l, prefix) })
	}
	now, info, cases, adjust := at("The card stays face up"), at("Partner may not use the card"), at("If the player defends"), at("I will adjust")
	if now < 0 || info < 0 || cases < 0 || adjust < 0 || !(now < info && info < cases && cases < adjust) {
		t.Errorf("order: automatic %d, information %d, cases %d, adjustment %d:\n%q", now, info, cases, adjust, lines)
	}
}
