package catalog

import (
	"fmt"
	"slices"
	"strings"

	"tableside/engine/bridge"
	"tableside/engine/law"
	"tableside/engine/ruling"
)

// What a ruling knows from earlier rulings on the same board (ruling.Known, filled by package
// board when the ruling is started from a board in progress). A ruling started on its own, or
// logged before boards were kept, knows nothing, and each function here then leaves the
// outcome as it was.

// majorCards returns the major penalty cards seat has on the table, as the board knows them.
func majorCards(k ruling.Known, seat bridge.Seat) []ruling.PenaltyCard {
	var out []ruling.PenaltyCard
	for _, p := range k.PenaltyCardsOf(seat) {
		if p.Major {
			out = append(out, p)
		}
	}
	return out
}

// cardNames names penalty cards in running text: "the ♥K", "the ♥K and the ♦2".
func cardNames(cards []ruling.PenaltyCard) string {
	names := make([]string, len(cards))
	for i, p := range cards {
		names[i] = p.Name()
	}
	if len(names) <= 1 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// inSuit splits cards into those of suit and the others.
func inSuit(cards []ruling.PenaltyCard, suit bridge.Suit) (of, others []ruling.PenaltyCard) {
	for _, p := range cards {
		if p.Card.Valid() && p.Card.Suit == suit {
			of = append(of, p)
		} else {
			others = append(others, p)
		}
	}
	return of, others
}

// mustLeadOwn says the leader must lead their own penalty card, or one of them as declarer
// names (Law 50D1).
func mustLeadOwn(leader string, cards []ruling.PenaltyCard) string {
	if len(cards) == 1 {
		return fmt.Sprintf("%s must lead %s, their own penalty card", leader, cards[0].Name())
	}
	return fmt.Sprintf("%s must lead one of their own penalty cards (%s), whichever declarer names", leader, cardNames(cards))
}

// combineLeaderPenaltyCards rewrites declarer's options after a lead out of turn is refused
// when the defender who must now lead, leader, already has major penalty cards of their own,
// and warns when the defender who led out of turn, offender, already had one. From Laws 50D1
// (a major penalty card is played at the first legal opportunity, leading included; a lead
// restriction comes first, and the card then waits for the next legal opportunity), 50D2
// (declarer's options for the new card), 50B and 51B (a defender with two or more penalty
// cards: all major, declarer's options cover their suits), 2017 text.
func combineLeaderPenaltyCards(k ruling.Known, o *ruling.Outcome, leader, offender bridge.Seat, led bridge.Card, who leaders) {
	if own := majorCards(k, leader); len(own) > 0 {
		ofSuit, others := inSuit(own, led.Suit)
		for i := range o.Options {
			c := &o.Options[i]
			switch {
			case strings.HasPrefix(c.Label, "Require"):
				if len(ofSuit) > 0 {
					c.Consequence += " " + starting(mustLeadOwn(who.partner, ofSuit)) + ", since it is of the required suit."
				} else {
					c.Consequence += fmt.Sprintf(" The required suit comes first: %s stays on the table and is played at the next legal opportunity.", cardNames(own))
				}
			case strings.HasPrefix(c.Label, "Forbid"):
				if len(others) > 0 {
					c.Consequence += " " + starting(mustLeadOwn(who.partner, others)) + "."
				} else {
					c.Consequence += fmt.Sprintf(" The forbidden suit comes first: %s stays on the table and is played at the next legal opportunity.", cardNames(own))
				}
			case len(c.PenaltyCards) > 0: // the card is left on the table
				c.Label = fmt.Sprintf("Leave the %s on the table; %s leads %s", led, who.partner, cardNames(own))
				if len(own) > 1 {
					c.Label = fmt.Sprintf("Leave the %s on the table; %s leads a penalty card", led, who.partner)
				}
				c.Consequence = starting(mustLeadOwn(who.partner, own)) + ". " + c.Consequence
			default:
				continue // an option that accepts the lead: nobody else leads
			}
			c.Laws = append(c.Laws, law.L(50, "D1"))
		}
		o.Notes = append(o.Notes, fmt.Sprintf("Earlier on this board, %s became a major penalty card of %s. It must be played at the first legal opportunity, leading included, so the options above say what it means for the lead (Law 50D1).",
			cardNames(own), who.partner))
	}
	if had := majorCards(k, offender); len(had) > 0 {
		o.Automatic = append(o.Automatic, ruling.Effect{
			Text: fmt.Sprintf("%s already has %s on the table as a penalty card. If the lead is not accepted, the %s joins it: every one of them is a major penalty card, and when %s is on lead, declarer's lead options cover all their suits",
				starting(who.offender), cardNames(had), led, who.partner),
			Laws: []law.Ref{law.L(50, "B"), law.L(51, "B")}})
	}
}

// penaltyCardCases adds, to a lead out of turn during play where the ruling does not know which
// defender led, what a defender's penalty card already on the table means, for each defender
// who has one (Laws 50D1, 50B, 51B).
func penaltyCardCases(k ruling.Known, o *ruling.Outcome, declarer bridge.Seat, led bridge.Card) {
	if !declarer.Valid() {
		return
	}
	for _, seat := range []bridge.Seat{declarer.LHO(), declarer.RHO()} {
		own := majorCards(k, seat)
		if len(own) == 0 {
			continue
		}
		o.Cases = append(o.Cases,
			ruling.Case{If: fmt.Sprintf("%s is the defender who must now lead", seat),
				Then: fmt.Sprintf("%s has %s on the table as a penalty card: if declarer leaves the %s on the table, %s; if declarer requires or forbids a suit, that comes first, and a penalty card that does not fit it stays on the table for the next legal opportunity",
					seat, cardNames(own), led, mustLeadOwn(seat.String(), own)),
				Laws: []law.Ref{law.L(50, "D1")}},
			ruling.Case{If: fmt.Sprintf("%s is the defender who led out of turn", seat),
				Then: fmt.Sprintf("if declarer refuses the lead, %s has the %s as well as %s: all are major penalty cards, and declarer's lead options cover all their suits",
					seat, led, cardNames(own)),
				Laws: []law.Ref{law.L(50, "B"), law.L(51, "B")}})
	}
}

// earlierRevokes tells a revoke ruling about the revokes already ruled on this board: each
// established revoke is rectified on its own and the transfers add up (Law 64A), except a later
// revoke in the same suit by the same player, which carries none (Law 64B2). It also says that
// a claim already ruled gives the tricks the transfer is counted from (Laws 63A3, 64A).
func earlierRevokes(s ruling.Session, o *ruling.Outcome) {
	k := s.KnownOf()
	if n := len(k.Revokes); n > 0 {
		tricks := k.RevokeTricks()
		earlier := fmt.Sprintf("%d earlier %s on this board, transferring %d %s", n, ruling.Plural(n, "revoke", "revokes"), tricks, ruling.Plural(tricks, "trick", "tricks"))
		if o.ID == "repeat-revoke" {
			o.Automatic = append(o.Automatic, ruling.Effect{Text: "The " + earlier + " stand as ruled; this later revoke in the same suit adds no transfer of its own",
				Laws: []law.Ref{law.L(64, "B2")}})
		} else if o.Transfer != nil {
			o.Automatic = append(o.Automatic, ruling.Effect{Text: "This revoke is ruled on its own, and its transfer is added to the " + earlier,
				Laws: []law.Ref{law.L(64, "A")}})
			o.Notes = append(o.Notes, "If this is the same player revoking again in the suit of their earlier revoke, there is no transfer for it: go back and answer 'Established, a special case', then 'Same player, same suit, again' (Law 64B2).")
		}
	}
	if k.Claimed && o.Transfer != nil {
		o.Automatic = append(o.Automatic, ruling.Effect{Text: "The claim already ruled on this board gives the tricks each side won; this transfer is counted from that result",
			Laws: []law.Ref{law.L(63, "A3"), law.L(64, "A")}})
	}
}

// claimAfterRevokes tells a claim ruling that revokes were already ruled on this board: the
// claim is adjudicated first, as the play stood, and the revoke transfers are then counted from
// its result (Laws 63A3, 69, 70, 64A).
func claimAfterRevokes(s ruling.Session, o *ruling.Outcome) {
	k := s.KnownOf()
	if len(k.Revokes) == 0 {
		return
	}
	tricks := k.RevokeTricks()
	o.Automatic = append(o.Automatic, ruling.Effect{
		Text: fmt.Sprintf("The claim is ruled first, on the cards as they lie; then the %d %s for the revoke ruled earlier on this board %s transferred from that result",
			tricks, ruling.Plural(tricks, "trick", "tricks"), ruling.Plural(tricks, "is", "are")),
		Laws: []law.Ref{law.L(70, "A"), law.L(64, "A")}})
	o.Notes = append(o.Notes, "A claim or concession by the side that revoked establishes its revoke (Law 63A3). The tricks the claim gives that side count among those it won after the revoke, from which the transfer comes (Law 64A).")
}

// withdrawnCallAndPenaltyCards adds, to the lead restriction for a withdrawn call (Law 26B),
// what a penalty card already on the table means at that lead: the leader's own major penalty
// card must be led unless declarer's choice rules it out (Law 50D1), and the offender's gives
// declarer the penalty-card options as well (Law 50D2).
func withdrawnCallAndPenaltyCards(s ruling.Session, o *ruling.Outcome, offender bridge.Seat, forbiddable []bridge.Suit) {
	k := s.KnownOf()
	if own := majorCards(k, offender.Partner()); len(own) > 0 {
		it, lead := "it is", "{partner} must lead it"
		if len(own) > 1 {
			it, lead = "they are", "{partner} must lead one of them, whichever declarer names"
		}
		text := fmt.Sprintf("{partner} also has %s on the table as a major penalty card: if %s still there at that lead, %s", cardNames(own), it, lead)
		laws := []law.Ref{law.L(50, "D1")}
		if slices.ContainsFunc(own, func(p ruling.PenaltyCard) bool { return slices.Contains(forbiddable, p.Card.Suit) }) {
			text += ", unless declarer forbids its suit: the forbidden suit then comes first, and the card stays on the table for the next legal opportunity"
			laws = append(laws, law.L(26, "B"))
		}
		o.Automatic = append(o.Automatic, ruling.Effect{Text: text, Laws: laws})
	}
	if had := majorCards(k, offender); len(had) > 0 {
		o.Automatic = append(o.Automatic, ruling.Effect{
			Text: fmt.Sprintf("{offender} has %s on the table as a major penalty card, so before {partner} leads, declarer also chooses whether to require or forbid its suit, or to leave the card (Law 50D2): declarer states both choices before the lead",
				cardNames(had)),
			Laws: []law.Ref{law.L(50, "D2"), law.L(26, "B")}})
	}
}

// knownHolding answers the penalty card ruling's "What penalty cards does that defender have?"
// from the board's record, when the board knows it for sure: every penalty card on the table is
// named and belongs to the same defender. It returns the holding step's option and the
// defender; "" when the board does not know (a card unnamed, or both defenders with cards), so
// the question is asked. One card is major or minor as recorded; two or more are all major
// (Law 50B), in one suit (Law 51B1) or several (Law 51B2).
func knownHolding(k ruling.Known) (string, bridge.Seat) {
	cards := k.PenaltyCards
	if len(cards) == 0 {
		return "", bridge.NoSeat
	}
	owner := cards[0].Owner.Seat
	suits := map[bridge.Suit]bool{}
	for _, p := range cards {
		if !owner.Valid() || p.Owner.Seat != owner || !p.Card.Valid() {
			return "", bridge.NoSeat
		}
		suits[p.Card.Suit] = true
	}
	switch {
	case len(cards) == 1 && !cards[0].Major:
		return "minor", owner
	case len(cards) == 1:
		return "one", owner
	case len(suits) == 1:
		return "one-suit", owner
	}
	return "several-suits", owner
}

// knownHoldingFill says, on a penalty card ruling that took the defender's penalty cards from
// the board instead of asking, which cards they are and whose, so the director can check them
// at the table before reading the options.
func knownHoldingFill(s ruling.Session, o *ruling.Outcome) {
	if _, asked := s.Get("holding"); asked {
		return
	}
	h, owner := knownHolding(s.KnownOf())
	if h == "" {
		return
	}
	cards := s.KnownOf().PenaltyCardsOf(owner)
	kind := "a major penalty card"
	switch {
	case h == "minor":
		kind = "a minor penalty card"
	case len(cards) > 1:
		kind = "major penalty cards"
	}
	o.Automatic = append([]ruling.Effect{{
		Text: fmt.Sprintf("As this board records, %s has %s on the table as %s", owner, cardNames(cards), kind),
		Laws: []law.Ref{law.L(50, "B")}}}, o.Automatic...)
	if h != "one" && h != "one-suit" {
		return // in several suits only the named suit's cards go (Law 51B2): the board cannot tell which
	}
	// Declarer requiring or forbidding the suit puts its penalty cards back in the hand (Laws
	// 50D2(a), 51B1), so the board takes them off the table when that option is chosen.
	for i := range o.Options {
		c := &o.Options[i]
		if strings.HasPrefix(c.Label, "Require") || strings.HasPrefix(c.Label, "Forbid") {
			for _, p := range cards {
				c.PicksUp = append(c.PicksUp, p.Card)
			}
		}
	}
}
