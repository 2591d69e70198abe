package ruling

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"tableside/engine/law"
)

// Script is what the director reads to the table, one short sentence group per line, generated
// from the outcome's parts. It follows the seed course's advice on delivery: calm, in parts,
// the chooser told not to consult partner, the Law named rather than the director's opinion,
// and an offer to explain later.
func (o Outcome) Script() []string {
	var lines []string
	say := func(format string, args ...any) { lines = append(lines, sentence(fmt.Sprintf(format, args...))) }

	if o.Summary != "" {
		say("%s", o.Summary)
	}
	if !o.Chooser.IsZero() {
		say("It is for %s to choose, without consulting partner", o.Chooser)
		for i, c := range o.Options {
			say("Option %d: %s. %s", i+1, strings.TrimSuffix(c.Label, "."), c.Consequence)
		}
	}
	for _, e := range o.Automatic {
		say("%s", e.Text)
	}
	for _, m := range o.MustPass {
		say("%s must pass %s", m.Who, m.Length)
	}
	for _, p := range o.PenaltyCards {
		say("%s stays face up on the table as a %s penalty card", p.Name(), p.Kind())
	}
	for _, l := range o.LeadRestrictions {
		say("%s, %s %s, %s", l.When, l.Rule, l.Which, l.Lasts)
	}
	if t := o.Transfer; t != nil {
		say("%s", t.Sentence())
	}
	for _, i := range o.Information {
		say("%s", i.Sentence())
	}
	if a := o.Adjustment; a != nil {
		say("%s", a.Text)
	}
	// Only the ruling's own Laws are read aloud; the screen lists every one cited.
	laws := o.Laws
	if len(laws) == 0 {
		laws = o.AllLaws()
	}
	if len(laws) > 0 {
		say("This comes from %s", joinLaws(laws))
	}
	say("Please call me back if anything else comes up, and I'm happy to explain the ruling in more detail after the round")
	return lines
}

// Sentence states the transfer in plain words, with the score when it is known.
func (t TrickTransfer) Sentence() string {
	if t.Tricks == 0 {
		return "There is no automatic trick transfer"
	}
	s := fmt.Sprintf("At the end of play, %d %s will be transferred to the non-offending side", t.Tricks, Plural(t.Tricks, "trick", "tricks"))
	if t.Scored {
		s += fmt.Sprintf(": %s goes from %d to %d tricks, and the score from %+d to %+d for declarer's side",
			t.Contract, t.TricksTaken, t.TricksAfter, t.Before, t.After)
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
	r, size := utf8.DecodeRuneInString(s)
	s = string(unicode.ToUpper(r)) + s[size:]
	if !strings.HasSuffix(s, ".") && !strings.HasSuffix(s, "?") && !strings.HasSuffix(s, "!") {
		s += "."
	}
	return s
}
