package catalog

import (
	"strings"
	"testing"

	"tableside/engine/bridge"
	"tableside/engine/law"
	"tableside/engine/ruling"
)

// Finding P26 asks that adjustments in the play rulings be worded for each regulating body. The
// 2017 Law 12C1(c) lets an assigned score be weighted with no regulating-authority opt-out (pzbs.pl,
// 2017 English text of Law 12, as the review of the score rulings also found), and the ACBL ended
// its election of the 2008 "most favourable / at all probable" alternative from 2016 (sources in
// law.For). So every body weights today; the note is read from the body's setting, and names it.
func TestAdjustmentsAreWordedForTheRegulatingBody(t *testing.T) {
	paths := []struct {
		flow    string
		answers []ruling.Answer
	}{
		{"dummy-rights", picks("suggested", "damaged")},
		{"dummy-rights", picks("defender-irregularity", "yes", "gained")},
		{"card-played", picks("retract", "explanation", "yes")},
		{"defective-trick", append(picks("missed-exception", "dummy", "exceptions-apply"), ruling.SeatAnswer(bridge.North))},
	}
	for _, body := range law.Bodies {
		for _, p := range paths {
			o := outcomeOf(t, p.flow, ruling.Context{Body: body}, p.answers...)
			notes := strings.Join(o.Notes, " ")
			if o.Body != body || !strings.Contains(notes, "12C1(c)") || !strings.Contains(notes, body.String()) {
				t.Errorf("%s %s under %s: body %v, notes %s", p.flow, o.ID, body, o.Body, notes)
			}
		}
	}
}
