package app

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"tableside/engine/law"
	"tableside/engine/ruling"
)

// badgeList shows the obligations the table must remember, the outcome's or those of one
// option if chosen: must-pass, lead restrictions and penalty cards, each as a badge naming who,
// what and for how long.
func badgeList(m *markup, class, label string, passes []ruling.MustPass, leads []ruling.LeadRestriction, cards []ruling.PenaltyCard) {
	m.open("ul", "class", class, "aria-label", label)
	for _, p := range passes {
		mustPassBadge(m, p)
	}
	for _, l := range leads {
		leadBadge(m, l)
	}
	for _, c := range cards {
		penaltyBadge(m, c)
	}
	m.close("ul")
}

// openBadge opens a badge with its title; the caller writes the rest and closes the li.
func openBadge(m *markup, kind, title string) {
	m.open("li", "class", "badge badge-"+kind)
	m.elem("span", title, "class", "badge-title")
}

// badgeLaw ends a badge with its Law.
func badgeLaw(m *markup, r law.Ref) {
	m.open("span", "class", "badge-law")
	lawChip(m, r)
	m.close("span")
	m.close("li")
}

func mustPassBadge(m *markup, p ruling.MustPass) {
	openBadge(m, "must-pass", "Must pass")
	m.elem("strong", capitalise(p.Who.String()), "class", "badge-who")
	m.elem("span", p.Length.String(), "class", "badge-text")
	badgeLaw(m, p.Law)
}

func leadBadge(m *markup, l ruling.LeadRestriction) {
	text := strings.TrimSpace(l.Rule.String() + " " + l.Which)
	if l.When != "" {
		text = l.When + ", " + text
	}
	if l.Lasts != "" {
		text += ", " + l.Lasts
	}
	openBadge(m, "lead", "Lead restriction")
	m.elem("strong", "On "+l.On.String(), "class", "badge-who")
	if len(l.Suits) > 0 {
		m.open("span", "class", "badge-suits")
		for _, s := range l.Suits {
			m.suit(s)
		}
		m.close("span")
	}
	m.elem("span", sentenceCase(text), "class", "badge-text")
	badgeLaw(m, l.Law)
}

func penaltyBadge(m *markup, p ruling.PenaltyCard) {
	openBadge(m, "penalty", capitalise(p.Kind())+" penalty card")
	if p.Card.Valid() {
		m.open("span", "class", "badge-card")
		m.suit(p.Card.Suit)
		m.text(p.Card.Rank.String())
		m.close("span")
	} else {
		m.elem("span", "Card", "class", "badge-card badge-card-unknown")
	}
	m.elem("strong", capitalise(p.Owner.String()), "class", "badge-who")
	badgeLaw(m, p.Law)
}

// outcomeTransfer states the trick transfer and, when the result is known, the score before
// and after.
func outcomeTransfer(m *markup, t ruling.TrickTransfer) {
	part(m, "outcome-transfer", "Trick transfer", func() {
		m.elem("p", transferHeadline(t), "class", "transfer-tricks")
		if t.Scored {
			m.open("dl", "class", "transfer-score")
			transferScore(m, "score-before", "As played", t.Contract.Result(t.TricksTaken), t.Before)
			m.open("div", "class", "score-arrow", "aria-hidden", "true")
			m.text("→")
			m.close("div")
			transferScore(m, "score-after", "After the transfer", t.Contract.Result(t.TricksAfter), t.After)
			m.close("dl")
		}
		m.open("p", "class", "transfer-sentence")
		m.suits(t.Sentence() + ".")
		lawChips(m, []law.Ref{t.Law})
		m.close("p")
	})
}

// transferScore is one side of the arrow: the result and its score.
func transferScore(m *markup, class, label, result string, score int) {
	m.open("div", "class", class)
	m.elem("dt", label)
	m.open("dd")
	m.suits(result + ": ")
	m.elem("strong", signed(score))
	m.close("dd")
	m.close("div")
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

// capitalise raises the first letter: "the offender" → "The offender".
func capitalise(s string) string {
	r, size := utf8.DecodeRuneInString(s)
	if size == 0 {
		return s
	}
	return string(unicode.ToUpper(r)) + s[size:]
}

// sentenceCase capitalises and ends with a full stop.
func sentenceCase(s string) string {
	s = capitalise(strings.TrimSpace(s))
	if s != "" && !strings.HasSuffix(s, ".") && !strings.HasSuffix(s, "?") && !strings.HasSuffix(s, "!") {
		s += "."
	}
	return s
}
