package app

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"tableside/engine/law"
	"tableside/engine/ruling"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// outcomeBadges shows the obligations the table must remember: must-pass, lead restrictions
// and penalty cards, each as a badge naming who, what and for how long.
func outcomeBadges(o ruling.Outcome) app.UI {
	return badgeList("outcome-badges", "To remember", o.MustPass, o.LeadRestrictions, o.PenaltyCards)
}

// badgeList shows obligations as badges: the outcome's, or those of one option if chosen.
func badgeList(class, label string, passes []ruling.MustPass, leads []ruling.LeadRestriction, cards []ruling.PenaltyCard) app.UI {
	var badges []app.UI
	for _, m := range passes {
		badges = append(badges, mustPassBadge(m))
	}
	for _, l := range leads {
		badges = append(badges, leadBadge(l))
	}
	for _, p := range cards {
		badges = append(badges, penaltyBadge(p))
	}
	return app.Ul().Class(class).Aria("label", label).Body(badges...)
}

func badge(kind, title string, body ...app.UI) app.UI {
	return app.Li().Class("badge", "badge-"+kind).Body(
		append([]app.UI{app.Span().Class("badge-title").Text(title)}, body...)...,
	)
}

func mustPassBadge(m ruling.MustPass) app.UI {
	return badge("must-pass", "Must pass",
		app.Strong().Class("badge-who").Text(capitalise(m.Who.String())),
		app.Span().Class("badge-text").Text(m.Length.String()),
		app.Span().Class("badge-law").Body(lawChip(m.Law)),
	)
}

func leadBadge(l ruling.LeadRestriction) app.UI {
	var suits []app.UI
	for _, s := range l.Suits {
		suits = append(suits, suitSymbol(s))
	}
	text := strings.TrimSpace(l.Rule.String() + " " + l.Which)
	if l.When != "" {
		text = l.When + ", " + text
	}
	if l.Lasts != "" {
		text += ", " + l.Lasts
	}
	return badge("lead", "Lead restriction",
		app.Strong().Class("badge-who").Text("On "+l.On.String()),
		app.If(len(suits) > 0, func() app.UI { return app.Span().Class("badge-suits").Body(suits...) }),
		app.Span().Class("badge-text").Body(suitText(sentenceCase(text)+".")...),
		app.Span().Class("badge-law").Body(lawChip(l.Law)),
	)
}

func penaltyBadge(p ruling.PenaltyCard) app.UI {
	card := app.Span().Class("badge-card badge-card-unknown").Text("Card")
	if p.Card.Valid() {
		card = app.Span().Class("badge-card").Body(suitSymbol(p.Card.Suit), app.Text(p.Card.Rank.String()))
	}
	return badge("penalty", capitalise(p.Kind())+" penalty card",
		card,
		app.Strong().Class("badge-who").Text(capitalise(p.Owner.String())),
		app.Span().Class("badge-law").Body(lawChip(p.Law)),
	)
}

// outcomeTransfer states the trick transfer and, when the result is known, the score before
// and after.
func outcomeTransfer(t ruling.TrickTransfer) app.UI {
	return part("outcome-transfer", "outcome-transfer", "Trick transfer",
		app.P().Class("transfer-tricks").Text(transferHeadline(t)),
		app.If(t.Scored, func() app.UI {
			return app.Dl().Class("transfer-score").Body(
				app.Div().Class("score-before").Body(
					app.Dt().Text("As played"),
					app.Dd().Body(append(suitText(t.Contract.Result(t.TricksTaken)+": "), app.Strong().Text(signed(t.Before)))...),
				),
				app.Div().Class("score-arrow").Aria("hidden", "true").Text("→"),
				app.Div().Class("score-after").Body(
					app.Dt().Text("After the transfer"),
					app.Dd().Body(append(suitText(t.Contract.Result(t.TricksAfter)+": "), app.Strong().Text(signed(t.After)))...),
				),
			)
		}),
		app.P().Class("transfer-sentence").Body(append(suitText(t.Sentence()+"."), lawChips([]law.Ref{t.Law})...)...),
	)
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
