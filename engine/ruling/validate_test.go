package ruling

import "testing"

// Ids go into addresses (/rule/<flow>) and saved sessions, so their form is checked exactly.
func TestValidID(t *testing.T) {
	for _, tc := range []struct {
		id   string
		want bool
	}{
		{"revoke", true},
		{"lead-out-of-turn", true},
		{"a", true},
		{"16d2", true},
		{"", false},
		{"-revoke", false},   // leading hyphen
		{"revoke-", false},   // trailing hyphen
		{"lead--out", false}, // empty word
		{"Revoke", false},    // upper case
		{"re_voke", false},
		{"rule/revoke", false},
		{"révoke", false},
	} {
		if got := ValidID(tc.id); got != tc.want {
			t.Errorf("ValidID(%q) = %v, want %v", tc.id, got, tc.want)
		}
	}
}
