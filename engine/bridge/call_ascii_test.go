package bridge

import "testing"

// Every call in the bidding box has a plain-letter form that reads back as the same call.
func TestCallASCIIRoundTrip(t *testing.T) {
	calls := []Call{PassCall, DoubleCall, RedoubleCall}
	for rank := 1; rank <= 35; rank++ {
		calls = append(calls, BidOfRank(rank))
	}
	seen := map[string]bool{}
	for _, c := range calls {
		text := c.ASCII()
		if seen[text] {
			t.Errorf("%s: ASCII form %q is not unique", c, text)
		}
		seen[text] = true
		back, err := ParseCall(text)
		if err != nil || back != c {
			t.Errorf("ParseCall(%q) = %v, %v; want %v", text, back, err, c)
		}
	}
	for _, tc := range []struct {
		call Call
		want string
	}{{NewBid(1, ClubsStrain), "1C"}, {NewBid(3, NoTrump), "3N"}, {NewBid(7, SpadesStrain), "7S"}, {RedoubleCall, "XX"}, {Call{}, ""}, {NewBid(8, HeartsStrain), ""}} {
		if got := tc.call.ASCII(); got != tc.want {
			t.Errorf("%+v.ASCII() = %q, want %q", tc.call, got, tc.want)
		}
	}
}
