package ruling

import (
	"fmt"
	"strings"

	"tableside/engine/law"
)

// appendSentence appends the formatted text as a sentence. Never inlined: Script says some
// twenty things, and a copy of the formatting at each weighed more in app.wasm than one call.
//
//go:noinline
func appendSentence(lines []string, format string, args ...any) []string {
	return append(lines, sentence(fmt.Sprintf(format, args...)))
}

// Script is what the director reads to the table, one short sentence group per line, generated
// from the outcome's parts in the order a director delivers a ruling: stop the table first
// where that matters, say what happened, who chooses and each option with what follows from it,
// then what happens anyway, what a later fact will bring, the Law, and the right to a review. Players are named by seat when
// known and in plain words otherwise, never as "the offender" or "LHO".
func (o Outcome) Script() []string {
	var lines []string
	say := func(format string, args ...any) { lines = appendSentence(lines, format, args...) }

	if o.First != "" {
		say("%s", o.First)
	}
	if o.Summary != "" {
		say("%s", o.Summary)
	}
	if !o.Chooser.IsZero() {
		say("%s", chooserLine(o.Chooser))
		for i, c := range o.Options {
			line := fmt.Sprintf("Option %d: %s. %s", i+1, strings.TrimSuffix(c.Label, "."), c.Consequence)
			for _, part := range partSentences(c.MustPass, c.PenaltyCards, c.LeadRestrictions, c.Information) {
				line = sentence(line) + " " + part
			}
			say("%s", line)
		}
	}
	for _, e := range o.Automatic {
		say("%s", e.Text)
	}
	for _, part := range partSentences(o.MustPass, o.PenaltyCards, o.LeadRestrictions, nil) {
		say("%s", part)
	}
	if t := o.Transfer; t != nil {
		say("%s", t.Sentence())
	}
	for _, i := range o.Information {
		say("%s", i.Sentence())
	}
	// What a later fact will bring comes after everything that holds now, so the table hears
	// its immediate instructions first.
	for _, c := range o.Cases {
		say("If %s, %s", c.If, c.Then)
	}
	if a := o.Adjustment; a != nil {
		say("%s", a.Text)
		switch {
		case a.Assigned != nil && a.Adjudicated:
			say("The board is scored as %s", a.Assigned)
		case a.Assigned != nil:
			say("That is %s", a.Assigned)
		}
	}
	// Only the ruling's own Laws are read aloud; the screen lists every one cited.
	laws := o.Laws
	if len(laws) == 0 {
		laws = o.AllLaws()
	}
	if len(laws) > 0 {
		say("This comes from %s", joinLaws(laws))
	}
	switch {
	case o.Final:
	case o.Review != "":
		say("%s", o.Review)
	default:
		say("If either side disagrees with the ruling, they may ask for it to be reviewed (Law 92)")
	}
	say("Please call me back if anything else comes up, and I'm happy to explain the ruling in more detail after the round")
	return lines
}

// chooserLine hands the choice over: by seat, spoken to the player ("South, …"), or in the
// third person when only the role is known.
func chooserLine(p Party) string {
	if p.Seat.Valid() {
		return p.Seat.String() + ", the choice is yours, made without consulting your partner"
	}
	return "It is for " + p.Spoken() + " to choose, without consulting their partner"
}

// partSentences states obligations and information rules, each as one sentence.
func partSentences(passes []MustPass, cards []PenaltyCard, leads []LeadRestriction, info []InfoRule) []string {
	var out []string
	for _, m := range passes {
		out = append(out, sentence(fmt.Sprintf("%s must pass %s", m.Who.Spoken(), m.Length)))
	}
	for _, p := range cards {
		out = append(out, sentence(fmt.Sprintf("%s stays face up in front of %s as a %s penalty card", p.Name(), p.Owner.Spoken(), p.Kind())))
	}
	for _, l := range leads {
		out = append(out, sentence(l.Sentence()))
	}
	for _, i := range info {
		out = append(out, sentence(i.Sentence()))
	}
	return out
}

// Sentence states the restriction as the table hears it: "at their first turn to lead,
// declarer may forbid the lead of hearts, for as long as they keep the lead". A rule that binds
// the leader ("must lead") names them.
func (l LeadRestriction) Sentence() string {
	rule := l.Rule.String()
	if l.Rule == Required || l.Rule == Forbidden {
		rule = l.On.Spoken() + " " + rule
	}
	return fmt.Sprintf("%s, %s %s, %s", l.When, rule, l.Which, l.Lasts)
}

// Sentence states the transfer in plain words, with the score when it is known.
func (t TrickTransfer) Sentence() string {
	if t.Tricks == 0 {
		return "There is no automatic trick transfer"
	}
	to := "the side that did not revoke"
	if !t.To.IsZero() {
		to = t.To.Spoken()
	}
	s := fmt.Sprintf("At the end of play, %d %s will be transferred to %s", t.Tricks, Plural(t.Tricks, "trick", "tricks"), to)
	if t.Scored {
		s += fmt.Sprintf(": %s goes from %d to %d tricks, and the score from %s to %s for declarer's side",
			t.Contract, t.TricksTaken, t.TricksAfter, signedScore(t.Before), signedScore(t.After))
	}
	return s
}

func joinLaws(refs []law.Ref) string {
	parts := make([]string, len(refs))
	for i, r := range refs {
		parts[i] = r.String()
	}
	if len(parts) <= 1 {
		return strings.Join(parts, "")
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " and " + parts[len(parts)-1]
}

// Plural picks the singular or plural word for n: Plural(1, "trick", "tricks") is "trick".
func Plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// sentence capitalises the first letter and ends the text with a full stop.
func sentence(s string) string {
	s = strings.TrimSpace(s)
	if s == "" {
		return s
	}
	s = upperFirst(s)
	if !strings.HasSuffix(s, ".") && !strings.HasSuffix(s, "?") && !strings.HasSuffix(s, "!") {
		s += "."
	}
	return s
}
