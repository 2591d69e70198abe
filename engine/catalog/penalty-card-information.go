package catalog

import (
	"strings"

	"tableside/engine/bridge"
	"tableside/engine/law"
	"tableside/engine/ruling"
)

// Law 50E (2017) is said once, here, for every ruling that makes a penalty card or has one picked
// up, so that no ruling can slip back into the 2008 rule (only the duty to play the card was
// authorized to partner, everything else it showed was not):
//
//   - 50E1: while a penalty card stays face up on the table, what it shows, and the rule for when
//     it must be played, may be used by every player, the owner's partner included;
//   - 50E2: once it has been picked up (declarer required or forbade its suit, Laws 50D2 and 51B),
//     what it showed is unauthorized for the owner's partner;
//   - 50E3: at the end of play, if the card's staying on the table helped the defenders and
//     declarer's side lost by it, the director adjusts the score. This replaces the Law 16B
//     judgement for a card that became a penalty card.
//
// Checked against the Danish authorised text of 2017 Law 50E1 (bridgeregler.dk, "Oplysninger fra
// strafkort"), the Welsh Bridge Union's rule of July 2019 cited in the opening-lead tests, and
// the 2017 Law 50C, which sends a minor penalty card to "E following" like a major one (quoted in
// EBU forum discussion no. 260, "Disposition of a minor penalty card").

// exposedCards names one penalty card, or several, as the table hears them.
type exposedCards struct {
	name   string // "the ♠5", "the penalty card", "the penalty cards of that suit"
	plural bool   // several cards: "show", not "shows"
}

// oneCard and severalCards name the card or cards: oneCard("the ♠5").
func oneCard(name string) exposedCards      { return exposedCards{name: name} }
func severalCards(name string) exposedCards { return exposedCards{name: name, plural: true} }

// everyone is every player at the table, as Law 50E1 speaks of them.
var everyone = ruling.Party{Name: "everyone at the table"}

// onTable is Law 50E1: everyone may use what the cards show, and the rule that they must be
// played, while they stay face up. For one card it reads as the lead-out-of-turn rulings said it
// before this statement was shared: "what the ♠5 shows, and the rule that it must be played,
// while it stays face up".
func (c exposedCards) onTable() ruling.InfoRule {
	shows, it, stays := "shows", "it", "stays"
	if c.plural {
		shows, it, stays = "show", "they", "stay"
	}
	return ruling.InfoRule{Who: everyone, Authorized: true,
		What: "what " + c.name + " " + shows + ", and the rule that " + it + " must be played, while " + it + " " + stays + " face up",
		Law:  law.L(50, "E1")}
}

// pickedUp is Law 50E2: once the cards are picked up, the owner's partner may not use what they
// learnt from them.
func (c exposedCards) pickedUp(partner ruling.Party) ruling.InfoRule {
	return ruling.InfoRule{Who: partner, Authorized: false, What: "what they learnt from seeing " + c.name, Law: law.L(50, "E2")}
}

// damageCheck is Law 50E3, the end-of-play reminder for a card that stayed on the table.
func (c exposedCards) damageCheck() ruling.FollowUp {
	it, asPenalty := "it", " as a penalty card"
	if c.plural {
		it, asPenalty = "they", " as penalty cards"
	}
	if strings.Contains(c.name, "penalty card") {
		asPenalty = "" // "the penalty card stayed on the table" needs no "as a penalty card"
	}
	return ruling.FollowUp{When: "at the end of play, if " + c.name + " stayed on the table" + asPenalty,
		Watch: "if what " + it + " showed helped the defenders and declarer's side was damaged, adjust the score",
		Law:   law.L(50, "E3")}
}

// nameTheCards puts the penalty cards the director entered into the outcome's Law 50E lines, in
// place of the words the outcome was written with ("the penalty card", "the early card").
func nameTheCards(o *ruling.Outcome, cards exposedCards) {
	for i, info := range o.Information {
		if info.Law == law.L(50, "E1") {
			o.Information[i] = cards.onTable()
		}
	}
	for i, f := range o.FollowUps {
		if f.Law == law.L(50, "E3") {
			o.FollowUps[i] = cards.damageCheck()
		}
	}
}

// namePenaltyCard records c as the outcome's penalty card and names it in the Law 50E lines, so
// the table hears "the ♠K" (README problem 9). A card not entered (a ruling logged before the
// card was asked) leaves the outcome as written.
func namePenaltyCard(o *ruling.Outcome, c bridge.Card) {
	if !c.Valid() {
		return
	}
	for i := range o.PenaltyCards {
		o.PenaltyCards[i].Card = c
	}
	nameTheCards(o, oneCard("the "+c.String()))
}
