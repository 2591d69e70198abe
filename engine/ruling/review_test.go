package ruling

import (
	"slices"
	"testing"

	"tableside/engine/law"
)

// The closing line on a review: the usual Law 92 line, the outcome's own line in its place
// (an outcome about an appeal says what may follow it, Law 93C), and none for a final decision
// (Law 91A, Law 93B3), which wins over an own line.
func TestScriptClosesWithTheRightToAReview(t *testing.T) {
	const usual = "If either side disagrees with the ruling, they may ask for it to be reviewed (Law 92)."
	const own = "It can go further only under the regulating body's own procedure (Law 93C)."
	base := Outcome{Title: "t", Summary: "Something happened.", Laws: []law.Ref{law.L(93, "A")}}
	for _, tt := range []struct {
		name           string
		final          bool
		review         string
		usual, ownLine bool
	}{
		{"an ordinary ruling: the usual line", false, "", true, false},
		{"an outcome about an appeal: its own line instead", false, own, false, true},
		{"a final decision: no line at all", true, "", false, false},
		{"final with an own line: still none", true, own, false, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			o := base
			o.Final, o.Review = tt.final, tt.review
			script := o.Script()
			if got := slices.Contains(script, usual); got != tt.usual {
				t.Errorf("usual line read: %v, want %v: %q", got, tt.usual, script)
			}
			if got := slices.Contains(script, own); got != tt.ownLine {
				t.Errorf("own line read: %v, want %v: %q", got, tt.ownLine, script)
			}
		})
	}
}
