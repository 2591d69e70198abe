package catalog

import "tableside/engine/ruling"

// addAssignedScoreNote is a Fill for an outcome that adjusts the score: it says how an assigned
// adjusted score is worked out under the regulating body chosen for the ruling, read from its
// Regulation (regulationOf, which also records the body) so the wording follows the body's setting
// (finding P26). Under the 2017 Law 12C1(c) an assigned score may be weighted, and the text gives a
// regulating body no power to forbid it (pzbs.pl, 2017 English text of Law 12); the standard of the
// most favourable likely result for one side and the most unfavourable at all probable for the
// other is the 2008 Law 12C1(e), gone from the 2017 code, and the ACBL gave up its election of it
// from 1 January 2016 (see law.For). Should a body's setting say otherwise, the note follows it.
func addAssignedScoreNote(s ruling.Session, o *ruling.Outcome) {
	r := regulationOf(s, o)
	note := "Assign the non-offending side the most favourable result that was likely, and the offending side the most unfavourable result that was at all probable, as " +
		r.Body.String() + " requires instead of weighting."
	if r.WeightedScores {
		note = "Assign the result that would likely have been reached without the irregularity; where several were likely, you may weight them (Law 12C1(c)), as " +
			r.Body.String() + " allows. Only results that could have been reached legally count."
	}
	o.Notes = append(o.Notes, note)
}
