package law

import (
	"strings"
	"testing"
)

// Each body's rule for when a bidding-box call is made (Law 18F) is its own: the ACBL and ABF
// want the card held at the table, the EBU only taken out with apparent intent.
func TestCallMadeFollowsEachBodysBiddingBoxRule(t *testing.T) {
	for _, tc := range []struct {
		body Body
		want string
	}{
		{ACBL, "touching or nearly touching the table"},
		{NoBody, "ACBL"},
		{EBU, "apparent intent"},
		{ABF, "held face up"},
		{WBF, "conditions of contest"},
	} {
		if got := CallMade(tc.body); !strings.Contains(got, tc.want) {
			t.Errorf("CallMade(%v) = %q, want it to say %q", tc.body, got, tc.want)
		}
	}
}
