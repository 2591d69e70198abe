package dd

import (
	"testing"

	"tableside/engine/bridge"
)

// Tests of the move order: the first card tried decides how much is searched.

// firstAndLastLead returns the suit (engine/bridge's) of the lead the search tries first,
// and of the one it tries last, with leader on lead.
func firstAndLastLead(t *testing.T, pbn string, trump bridge.Strain, leader bridge.Seat) (first, last bridge.Suit) {
	t.Helper()
	d := mustDeal(t, pbn)
	s := &solver{hands: d.hands, trump: int(trump - 1), left: d.Len(leader), hist: new(history)}
	var l moveList
	s.generate(0, int(leader-1), &l)
	return bridge.Suit(l.m[0].suit + 1), bridge.Suit(l.m[l.n-1].suit + 1)
}

// In hearts, North leads. East is void in diamonds with trumps left: a diamond is tried
// last. North's spades are solid winners (the ace, king and queen all in North-South's
// hands): a spade is tried first.
func TestLeadOrderCashesSolidWinnersAndAvoidsARuff(t *testing.T) {
	first, last := firstAndLastLead(t, "N:AKQ.2.AQ2.32 J2.A3..QJT98 T3.K54.K3.A4 54.QJ.J4.K76",
		bridge.HeartsStrain, bridge.North)
	if first != bridge.Spades {
		t.Errorf("first lead in %v, want a spade (solid winners)", first)
	}
	if last != bridge.Diamonds {
		t.Errorf("last lead in %v, want a diamond (East ruffs it)", last)
	}
}

// In no trump, South leads. West holds the ace of clubs in front of North's king and
// queen: a low club towards North comes first, before a diamond, where the opponents
// hold fewer cards but East holds the ace.
func TestLeadOrderLeadsTowardsPartnersHighCards(t *testing.T) {
	first, _ := firstAndLastLead(t, "N:54.987..KQ43 AK32..A2.JT9 T98..T65.752 QJ7.AK.KQ.A8",
		bridge.NoTrump, bridge.South)
	if first != bridge.Clubs {
		t.Errorf("first lead in %v, want a club (towards North's king and queen)", first)
	}
}

// In no trump, North has led the three of spades. East holds the king and the two, and
// West, behind South's queen, holds the ace: East's first try is the two, leaving the
// trick to West.
func TestSecondHandPlaysLowWhenPartnerWinsBehind(t *testing.T) {
	d := mustDeal(t, "N:.AK.. K2.Q.. Q54... A76...")
	s := &solver{hands: d.hands, trump: int(bridge.NoTrump - 1), left: 3, hist: new(history)}
	spades := int(bridge.Spades - 1)
	s.trick[0] = played{spades, int(bridge.Three - bridge.Two)}
	var l moveList
	s.generate(1, int(bridge.East-1), &l)
	if got := l.m[0]; int(got.suit) != spades || int(got.rank) != 0 {
		t.Errorf("East tries suit %d rank %d first, want the two of spades", got.suit, got.rank)
	}
}
