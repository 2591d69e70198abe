package outcome

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"tableside/app/ui"
	"tableside/engine/law"
	"tableside/engine/ruling"
)

// badgeList shows the obligations the table must remember, the outcome's or those of one
// option if chosen: must-pass, lead restrictions and penalty cards, each as a badge naming who,
// what and for how long.
func badgeList(m *ui.Markup, class, label string, passes []ruling.MustPass, leads []ruling.LeadRestriction, cards []ruling.PenaltyCard) {
	m.Open("ul", "class", class, "aria-label", label)
	for _, p := range passes {
		mustPassBadge(m, p)
	}
	for _, l := range leads {
		leadBadge(m, l)
	}
	for _, c := range cards {
		penaltyBadge(m, c)
	}
	m.Close("ul")
}

// openBadge opens a badge with its title; the caller writes the rest and closes the li.
func openBadge(m *ui.Markup, kind, title string) {
	m.Open("li", "class", "badge badge-"+kind)
	m.Elem("span", title, "class", "badge-title")
}

// badgeLaw ends a badge with its Law.
func badgeLaw(m *ui.Markup, r law.Ref) {
	m.Open("span", "class", "badge-law")
	lawChip(m, r)
	m.Close("span")
	m.Close("li")
}

func mustPassBadge(m *ui.Markup, p ruling.MustPass) {
	openBadge(m, "must-pass", "Must pass")
	m.Elem("strong", Capitalise(p.Who.String()), "class", "badge-who")
	m.Elem("span", p.Length.String(), "class", "badge-text")
	badgeLaw(m, p.Law)
}

func leadBadge(m *ui.Markup, l ruling.LeadRestriction) {
	text := strings.TrimSpace(l.Rule.String() + " " + l.Which)
	if l.When != "" {
		text = l.When + ", " + text
	}
	if l.Lasts != "" {
		text += ", " + l.Lasts
	}
	openBadge(m, "lead", "Lead restriction")
	m.Elem("strong", "On "+l.On.String(), "class", "badge-who")
	if len(l.Suits) > 0 {
		m.Open("span", "class", "badge-suits")
		for _, s := range l.Suits {
			m.Suit(s)
		}
		m.Close("span")
	}
	m.Elem("span", sentenceCase(text), "class", "badge-text")
	badgeLaw(m, l.Law)
}

func penaltyBadge(m *ui.Markup, p ruling.PenaltyCard) {
	openBadge(m, "penalty", Capitalise(p.Kind())+" penalty card")
	if p.Card.Valid() {
		m.Open("span", "class", "badge-card")
		m.Suit(p.Card.Suit)
		m.Text(p.Card.Rank.String())
		m.Close("span")
	} else {
		m.Elem("span", "Card", "class", "badge-card badge-card-unknown")
	}
	m.Elem("strong", Capitalise(p.Owner.String()), "class", "badge-who")
	badgeLaw(m, p.Law)
}

// outcomeTransfer states the trick transfer and, when the result is known, the score before
// and after.
func outcomeTransfer(m *ui.Markup, t ruling.TrickTransfer) {
	part(m, "outcome-transfer", "Trick transfer", func() {
		m.Elem("p", transferHeadline(t), "class", "transfer-tricks")
		if t.Scored {
			m.Open("dl", "class", "transfer-score")
			transferScore(m, "score-before", "As played", t.Contract.Result(t.TricksTaken), t.Before)
			m.Open("div", "class", "score-arrow", "aria-hidden", "true")
			m.Text("→")
			m.Close("div")
			transferScore(m, "score-after", "After the transfer", t.Contract.Result(t.TricksAfter), t.After)
			m.Close("dl")
		}
		m.Open("p", "class", "transfer-sentence")
		m.Suits(t.Sentence() + ".")
		lawChips(m, []law.Ref{t.Law})
		m.Close("p")
	})
}

// transferScore is one side of the arrow: the result and its score.
func transferScore(m *ui.Markup, class, label, result string, score int) {
	m.Open("div", "class", class)
	m.Elem("dt", label)
	m.Open("dd")
	m.Suits(result + ": ")
	m.Elem("strong", signed(score))
	m.Close("dd")
	m.Close("div")
}

// transferHeadline reads "1 trick to North-South", or names the side by role when the seats
// are not known (and for rulings logged before the side was recorded).
func transferHeadline(t ruling.TrickTransfer) string {
	if t.Tricks == 0 {
		return "No tricks transferred"
	}
	to := "the non-offending side"
	if !t.To.IsZero() {
		to = t.To.Spoken()
	}
	return fmt.Sprintf("%d %s to %s", t.Tricks, ruling.Plural(t.Tricks, "trick", "tricks"), to)
}

// signed writes a score for the declaring side: +620, −100.
func signed(n int) string {
	if n < 0 {
		return fmt.Sprintf("−%d", -n)
	}
	return fmt.Sprintf("+%d", n)
}

// Capitalise raises the first letter: "the offender" → "The offender".
func Capitalise(s string) string {
	r, size := utf8.DecodeRuneInString(s)
	if size == 0 {
		return s
	}
	return string(unicode.ToUpper(r)) + s[size:]
}

// sentenceCase capitalises and ends with a full stop.
func sentenceCase(s string) string {
	s = Capitalise(strings.TrimSpace(s))
	if s != "" && !strings.HasSuffix(s, ".") && !strings.HasSuffix(s, "?") && !strings.HasSuffix(s, "!") {
		s += "."
	}
	return s
}
