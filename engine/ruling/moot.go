package ruling

import (
	"slices"
	"strings"

	"tableside/engine/bridge"
)

// MootAfter reports whether follow-up i no longer applies once option chosen was taken
// (chosen negative: nobody has chosen). Two cases, both about a card led or played out of
// turn whose fate the options decide:
//
//   - The chosen option sends the card back to the hand (Law 50D2(a): declarer required or
//     forbade the lead of its suit, so the card is picked up). It is no longer on the table,
//     so the reminders that open the penalty-card ruling "while the ♥K is on the table" are
//     moot. A damage check for the information the card gave stays: the card was seen all
//     the same (Law 50E3).
//   - The chosen option accepts the card as the lead (Laws 53A, 54A, 55A): it is played to the
//     trick and never becomes a penalty card, so every reminder about it is moot, the damage
//     check included. An option accepts the card when the options say where it goes (some
//     option leaves it on the table or picks it up) and this one does neither.
func (o Outcome) MootAfter(chosen, i int) bool {
	if chosen < 0 || chosen >= len(o.Options) || i < 0 || i >= len(o.FollowUps) {
		return false
	}
	f, c := o.FollowUps[i], o.Options[chosen]
	about := func(card bridge.Card) bool { return card.Valid() && strings.Contains(f.When, card.String()) }
	if f.Flow == "penalty-card" && slices.ContainsFunc(c.PicksUp, about) {
		return true
	}
	for _, card := range o.cardsTheOptionsPlace() {
		if about(card) && o.accepts(c, card) {
			return true
		}
	}
	return false
}

// cardsTheOptionsPlace lists the cards some option leaves on the table or picks up.
func (o Outcome) cardsTheOptionsPlace() []bridge.Card {
	var cards []bridge.Card
	for _, c := range o.Options {
		for _, p := range c.PenaltyCards {
			cards = append(cards, p.Card)
		}
		cards = append(cards, c.PicksUp...)
	}
	return cards
}

// accepts reports whether option c leaves card neither on the table as a penalty card (its own
// or the outcome's) nor picks it up: the card stands as played.
func (o Outcome) accepts(c Choice, card bridge.Card) bool {
	isCard := func(p PenaltyCard) bool { return p.Card == card }
	return !slices.ContainsFunc(c.PenaltyCards, isCard) && !slices.ContainsFunc(o.PenaltyCards, isCard) &&
		!slices.Contains(c.PicksUp, card)
}
