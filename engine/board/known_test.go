package board

import (
	"encoding/json"
	"strings"
	"testing"

	"tableside/engine/bridge"
	"tableside/engine/catalog"
	"tableside/engine/law"
	"tableside/engine/ruling"
)

// The situations below are two irregularities on one board, each written from the 2017 Laws
// of Duplicate Bridge (WBF). The Law text was checked with the search tool against the
// Polish federation's English edition (pzbs.pl, sedziowie/mpb/2017/en) and, for Law 50, the
// older text it amends (jfr.pzbs.pl/laws/node9/law50.htm); where the 2017 wording matters it
// is quoted in our own words beside the test.

// westDropsTheHeartKing records a penalty card ruling for a card a defender exposed by
// accident, an honour (Law 50B: major however it was exposed), and names it West's ♥K, as the
// director does at the table (the ruling never asks which defender).
func westDropsTheHeartKing(t *testing.T, b State, card bridge.Card) State {
	t.Helper()
	_, o := rule(t, "penalty-card", b.Context(0), ruling.Pick("exposed"), ruling.CardAnswer(card), ruling.Pick("accident"))
	b = record(t, b, "penalty-card", o, "")
	if len(b.PenaltyCards) != 1 {
		t.Fatalf("penalty cards %+v; want the one exposed", b.PenaltyCards)
	}
	b, err := b.NamePenaltyCard(0, card, bridge.West)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func option(t *testing.T, o ruling.Outcome, prefix string) ruling.Choice {
	t.Helper()
	for _, c := range o.Options {
		if strings.HasPrefix(c.Label, prefix) {
			return c
		}
	}
	t.Fatalf("no option starting %q among %q", prefix, optionLabels(o))
	return ruling.Choice{}
}

// Interaction 2 (Laws 50D1, 50D2, 54, 56). 4♠ by South. West, the correct opening leader,
// already has the ♥K on the table as a major penalty card when East leads the ♠5 out of turn.
// If declarer refuses the lead, West must lead; a major penalty card is played at the first
// legal opportunity, leading included (50D1), but a lead restriction declarer imposes comes
// first, and the penalty card then waits (50D1). So "let West lead anything" is not an option:
// West leads the ♥K.
func TestLeadOutOfTurnWhenTheCorrectLeaderHasAPenaltyCard(t *testing.T) {
	b := westDropsTheHeartKing(t, newBoard(t, 7, fourSpades), heartKing)
	o := openingLeadOutOfTurn(t, b.Context(0), "nothing")

	for _, c := range o.Options {
		if strings.Contains(c.Label, "lead anything") {
			t.Errorf("option %q offered to West, who must lead the ♥K", c.Label)
		}
	}
	leave := option(t, o, "Leave the ♠5 on the table")
	if !strings.Contains(leave.Label, "West leads the ♥K") || !strings.Contains(leave.Consequence, "West must lead the ♥K") {
		t.Errorf("leave option %q: %q; want West to lead the ♥K", leave.Label, leave.Consequence)
	}
	if forbid := option(t, o, "Forbid a spade lead"); !strings.Contains(forbid.Consequence, "West must lead the ♥K") {
		t.Errorf("forbid spades: %q; want West to lead the ♥K (not a spade, so the first legal opportunity)", forbid.Consequence)
	}
	if require := option(t, o, "Require a spade lead"); !strings.Contains(require.Consequence, "the ♥K stays on the table") {
		t.Errorf("require spades: %q; want the ♥K to wait (the required suit comes first)", require.Consequence)
	}
	for _, c := range o.Options[2:] {
		if !citesAll(c.Laws, law.L(50, "D1")) {
			t.Errorf("option %q does not cite Law 50D1", c.Label)
		}
	}
	// Declarer leaves the ♠5: both cards are on the table, each with its owner.
	b = record(t, b, "opening-lead-out-of-turn", o, leave.Label)
	if len(b.PenaltyCards) != 2 || b.PenaltyCards[0].Owner != bridge.West || b.PenaltyCards[1].Owner != bridge.East {
		t.Errorf("penalty cards %+v; want West's ♥K and East's ♠5", b.PenaltyCards)
	}
}

// Boundary: West's own penalty card is of the suit East led. Required, West must lead it (it
// is a legal card of that suit, so this is the first legal opportunity); forbidden, it waits.
func TestCorrectLeadersPenaltyCardOfTheLedSuit(t *testing.T) {
	spadeKing := bridge.Card{Suit: bridge.Spades, Rank: bridge.King}
	b := westDropsTheHeartKing(t, newBoard(t, 7, fourSpades), spadeKing)
	o := openingLeadOutOfTurn(t, b.Context(0), "nothing")
	if require := option(t, o, "Require a spade lead"); !strings.Contains(require.Consequence, "West must lead the ♠K") {
		t.Errorf("require spades: %q; want West to lead the ♠K", require.Consequence)
	}
	if forbid := option(t, o, "Forbid a spade lead"); !strings.Contains(forbid.Consequence, "the ♠K stays on the table") {
		t.Errorf("forbid spades: %q; want the ♠K to wait", forbid.Consequence)
	}
}

// Boundary: the defender who led out of turn is the one with the earlier penalty card. If the
// lead is refused they have two, all major (Law 50B), and declarer's options when partner
// leads cover both suits (Law 51B). West's options are unchanged: West has no penalty card.
func TestLeadOutOfTurnByADefenderWhoAlreadyHasAPenaltyCard(t *testing.T) {
	b := newBoard(t, 7, fourSpades)
	_, pc := rule(t, "penalty-card", b.Context(0), ruling.Pick("exposed"), ruling.CardAnswer(heartKing), ruling.Pick("accident"))
	b = record(t, b, "penalty-card", pc, "")
	b, err := b.NamePenaltyCard(0, heartKing, bridge.East)
	if err != nil {
		t.Fatal(err)
	}
	o := openingLeadOutOfTurn(t, b.Context(0), "nothing")
	option(t, o, "Let West lead anything")
	found := false
	for _, e := range o.Automatic {
		found = found || strings.Contains(e.Text, "East already has the ♥K") && citesAll(e.Laws, law.L(50, "B"), law.L(51, "B"))
	}
	if !found {
		t.Errorf("no effect says East already has the ♥K (Laws 50B, 51B): %+v", o.Automatic)
	}
}

// The same ruling started on its own knows nothing of the ♥K: the options are the usual five.
func TestLeadOutOfTurnStartedOnItsOwnKeepsTheFiveOptions(t *testing.T) {
	o := openingLeadOutOfTurn(t, ruling.Context{Board: 7, Contract: fourSpades}, "nothing")
	if len(o.Options) != 5 || o.Options[4].Label != "Let West lead anything" {
		t.Errorf("options %q; want the five, the last letting West lead anything", optionLabels(o))
	}
}

func citesAll(refs []law.Ref, want ...law.Ref) bool {
	for _, w := range want {
		found := false
		for _, r := range refs {
			found = found || r == w
		}
		if !found {
			return false
		}
	}
	return true
}

// Interaction 1 (Law 54A). East leads out of turn and South, declarer, chooses to become dummy:
// North is declarer. A revoke by declarer later on the board is North's, the transfer goes to
// East-West, and the revoke ruling is not told any of this by hand.
func TestAfterDeclarerBecomesDummyTheNextRulingKnowsTheNewDeclarer(t *testing.T) {
	b := newBoard(t, 7, fourSpades)
	b = record(t, b, "opening-lead-out-of-turn", openingLeadOutOfTurn(t, b.Context(0), "nothing"), "Accept the lead and become dummy")
	ctx := b.Context(0)
	if ctx.Contract.Declarer != bridge.North || ctx.Contract.Dummy() != bridge.South || ctx.Contract.Strain != bridge.SpadesStrain {
		t.Fatalf("context %+v; want 4♠ by North, South dummy", ctx.Contract)
	}
	_, o := rule(t, "revoke", ctx, ruling.Pick("established-declarer"), ruling.Pick("other-side"), ruling.Pick("yes"), ruling.Pick("later"))
	if o.Transfer == nil || o.Transfer.To.Name != "East-West" {
		t.Fatalf("transfer %+v; want it to East-West", o.Transfer)
	}
	if !strings.Contains(o.Summary+strings.Join(effects(o), " "), "North") {
		t.Errorf("the revoke ruling does not name North, the new declarer: %q %q", o.Summary, effects(o))
	}
	b = record(t, b, "revoke", o, "")
	if len(b.Transfers) != 1 || b.Transfers[0].To != bridge.EastWest {
		t.Errorf("transfers %+v; want one to East-West", b.Transfers)
	}
}

func effects(o ruling.Outcome) []string {
	var out []string
	for _, e := range o.Automatic {
		out = append(out, e.Text)
	}
	return out
}

// Interaction 3 (Law 64A per revoke, 64B2). 4♠ by South, board 7. East revokes in hearts; the
// revoke trick is won by North-South but East-West win a later trick: one trick (64A2). Later
// West revokes in clubs and wins that trick, and East-West win a later trick: two tricks
// (64A1). Each is rectified on its own, and the transfers add up: three tricks.
func TestTwoRevokesOnOneBoardEachCount(t *testing.T) {
	b := newBoard(t, 7, fourSpades)
	_, first := rule(t, "revoke", b.Context(0), ruling.Pick("established"), ruling.Pick("other-side"), ruling.Pick("yes"), ruling.Pick("later"))
	b = record(t, b, "revoke", first, "")
	_, second := rule(t, "revoke", b.Context(0), ruling.Pick("established"), ruling.Pick("revoker"), ruling.Pick("yes"), ruling.Pick("later"))
	if !strings.Contains(strings.Join(effects(second), " "), "added to the 1 earlier revoke on this board, transferring 1 trick") {
		t.Errorf("the second revoke ruling does not count the first: %q", effects(second))
	}
	b = record(t, b, "revoke", second, "")
	total := 0
	for _, tr := range b.Transfers {
		total += tr.Tricks
		if tr.To != bridge.NorthSouth {
			t.Errorf("transfer %+v; want it to North-South", tr)
		}
	}
	if len(b.Transfers) != 2 || total != 3 {
		t.Errorf("transfers %+v; want 1 (Law 64A2) and 2 (Law 64A1), 3 in all", b.Transfers)
	}
}

// Boundary (Law 64B2): the same player revokes again in the same suit. The first revoke's
// transfer stands; the second adds none.
func TestSecondRevokeInTheSameSuitBySamePlayerAddsNothing(t *testing.T) {
	b := newBoard(t, 7, fourSpades)
	_, first := rule(t, "revoke", b.Context(0), ruling.Pick("established"), ruling.Pick("other-side"), ruling.Pick("yes"), ruling.Pick("later"))
	b = record(t, b, "revoke", first, "")
	_, again := rule(t, "revoke", b.Context(0), ruling.Pick("exception"), ruling.Pick("repeat"), ruling.Pick("none"))
	if !strings.Contains(strings.Join(effects(again), " "), "adds no transfer of its own") {
		t.Errorf("the repeated revoke does not say it adds nothing: %q", effects(again))
	}
	b = record(t, b, "revoke", again, "")
	if len(b.Transfers) != 2 || b.Transfers[1].Tricks != 0 || b.Transfers[1].Law != law.L(64, "B2") {
		t.Errorf("transfers %+v; want the second with no tricks under Law 64B2", b.Transfers)
	}
}

// Boundary (Law 64B1): after the second revoke the revoking side won no trick, not even the
// revoke trick: nothing more is transferred.
func TestSecondRevokeAfterWhichTheRevokersWonNothing(t *testing.T) {
	b := newBoard(t, 7, fourSpades)
	_, first := rule(t, "revoke", b.Context(0), ruling.Pick("established"), ruling.Pick("revoker"), ruling.Pick("yes"), ruling.Pick("later"))
	b = record(t, b, "revoke", first, "")
	_, second := rule(t, "revoke", b.Context(0), ruling.Pick("established"), ruling.Pick("other-side"), ruling.Pick("no"))
	b = record(t, b, "revoke", second, "")
	if len(b.Transfers) != 2 || b.Transfers[0].Tricks != 2 || b.Transfers[1].Tricks != 0 || b.Transfers[1].Law != law.L(64, "B1") {
		t.Errorf("transfers %+v; want 2 then none under Law 64B1", b.Transfers)
	}
}

// Interaction 4 (Laws 63A3, 69, 70, 64A). A defender revoked (one trick, 64A2); later declarer
// claims and the claim is disputed: the claim is ruled first, then the transfer counted.
func TestClaimAfterARevokeIsRuledFirst(t *testing.T) {
	b := newBoard(t, 7, fourSpades)
	_, rev := rule(t, "revoke", b.Context(0), ruling.Pick("established"), ruling.Pick("other-side"), ruling.Pick("yes"), ruling.Pick("later"))
	b = record(t, b, "revoke", rev, "")
	_, claim := rule(t, "claim", b.Context(0), claimAnswers(9, 1)...)
	said := strings.Join(effects(claim), " ")
	if !strings.Contains(said, "The claim is ruled first") || !strings.Contains(said, "the 1 trick for the revoke") {
		t.Errorf("the claim ruling does not put the claim first and then the revoke: %q", said)
	}
	b = record(t, b, "claim", claim, "")
	if b.Claim == nil || b.Claim.Tricks != 8 {
		t.Errorf("claim %+v; want 8 tricks to declarer (9 claimed, 1 lost)", b.Claim)
	}
}

// claimAnswers are a disputed claim by declarer with no statement, a trump still out that a
// careless line loses to: 4♠ by South claiming to make tricks, lost of them going back.
func claimAnswers(tricks, lost int) []ruling.Answer {
	return []ruling.Answer{ruling.Pick("declarer"), ruling.Pick("none"), ruling.Pick("yes"), ruling.Pick("yes"), ruling.Pick("yes"),
		ruling.ResultAnswer(fourSpades, tricks), ruling.CountAnswer(lost)}
}

// The other order: the claim is ruled, then a revoke by the claimer's opponents comes to light.
// The revoke ruling says its transfer is counted from the claim's result.
func TestRevokeRuledAfterAClaimCountsFromTheClaimsResult(t *testing.T) {
	b := newBoard(t, 7, fourSpades)
	_, claim := rule(t, "claim", b.Context(0), claimAnswers(9, 1)...)
	b = record(t, b, "claim", claim, "")
	_, rev := rule(t, "revoke", b.Context(0), ruling.Pick("established"), ruling.Pick("other-side"), ruling.Pick("yes"), ruling.Pick("later"))
	if !strings.Contains(strings.Join(effects(rev), " "), "The claim already ruled on this board") {
		t.Errorf("the revoke ruling does not say the claim gives the tricks: %q", effects(rev))
	}
}

// Interaction 5 (Laws 26B, 50D1, 50D2, 16C). North opened 1♠; East's 1♥ was withdrawn and not
// replaced by a comparable call; North-South reach 4♠ by North (South raised, North bid game),
// so East makes the opening lead and West's first turn to lead comes later. Declarer may
// forbid one suit East did not specify (26B). If West, the restricted defender, already has a
// major penalty card, West must lead it at that turn unless declarer forbids its suit (50D1);
// if East has one, declarer also has the penalty-card options (50D2).
func TestWithdrawnCallRestrictionWhenTheLeaderHasAPenaltyCard(t *testing.T) {
	b := newBoard(t, 7, bridge.Contract{Level: 4, Strain: bridge.SpadesStrain, Declarer: bridge.North})
	diamondKing := bridge.Card{Suit: bridge.Diamonds, Rank: bridge.King}
	b = westDropsTheHeartKing(t, b, diamondKing)
	o := withdrawnCallLeads(t, b.Context(0))
	said := strings.Join(effects(o), " ")
	if !strings.Contains(said, "West also has the ♦K on the table as a major penalty card: if it is still there at that lead, West must lead it") ||
		!strings.Contains(said, "unless declarer forbids its suit") {
		t.Errorf("the lead restriction does not combine with West's ♦K: %q", said)
	}
	if len(o.LeadRestrictions) != 1 || o.LeadRestrictions[0].Law != law.L(26, "B") {
		t.Errorf("lead restrictions %+v; want the Law 26B one, unchanged", o.LeadRestrictions)
	}
}

// Boundary: the penalty card is the offender's (East's), not the leader's: declarer has both
// the withdrawn call's option and the penalty card's when West leads (Laws 26B, 50D2).
func TestWithdrawnCallRestrictionWhenTheOffenderHasAPenaltyCard(t *testing.T) {
	b := newBoard(t, 7, bridge.Contract{Level: 4, Strain: bridge.SpadesStrain, Declarer: bridge.North})
	_, pc := rule(t, "penalty-card", b.Context(0), ruling.Pick("exposed"), ruling.CardAnswer(heartKing), ruling.Pick("accident"))
	b = record(t, b, "penalty-card", pc, "")
	b, err := b.NamePenaltyCard(0, heartKing, bridge.East)
	if err != nil {
		t.Fatal(err)
	}
	said := strings.Join(effects(withdrawnCallLeads(t, b.Context(0))), " ")
	if !strings.Contains(said, "East has the ♥K on the table as a major penalty card, so before West leads, declarer also chooses") {
		t.Errorf("no combined choice for East's ♥K: %q", said)
	}
}

// withdrawnCallLeads rules East's withdrawn 1♥ in the auction 1♠ (North) P 2♠ P 4♠ P P P.
func withdrawnCallLeads(t *testing.T, ctx ruling.Context) ruling.Outcome {
	t.Helper()
	a := ruling.AuctionEntry{Dealer: bridge.North, Player: bridge.East}
	for _, text := range strings.Fields("1S P 2S P 4S P P P") {
		c, err := bridge.ParseCall(text)
		if err != nil {
			t.Fatal(err)
		}
		e := ruling.EnteredCall{Call: c}
		if a.SeatOf(len(a.Calls)) == bridge.East {
			e.Meaning = ruling.Natural
		}
		a.Calls = append(a.Calls, e)
	}
	_, o := rule(t, "withdrawn-call-leads", ctx, ruling.Pick("not-comparable"), ruling.CallAnswer(bridge.NewBid(1, bridge.HeartsStrain)), ruling.AuctionAnswer(a))
	if o.ID != "may-forbid" {
		t.Fatalf("outcome %q; want may-forbid", o.ID)
	}
	return o
}

// A ruling logged before boards were kept has no "known" in its context. It still opens on
// its own and decides as it did: the same outcome, nothing added from a board.
func TestRulingLoggedBeforeBoardsStillOpensOnItsOwn(t *testing.T) {
	const logged = `{"flow":"revoke","context":{"table":4,"board":7,"contract":{"Level":4,"Strain":4,"Risk":0,"Declarer":3}},` +
		`"answers":[{"step":"stage","answer":{"kind":1,"option":"established"}},{"step":"revoke-trick","answer":{"kind":1,"option":"other-side"}},` +
		`{"step":"later-trick","answer":{"kind":1,"option":"yes"}},{"step":"rescore","answer":{"kind":1,"option":"later"}}]}`
	var s ruling.Session
	if err := json.Unmarshal([]byte(logged), &s); err != nil {
		t.Fatal(err)
	}
	if s.Context.Known != nil {
		t.Fatalf("an old session decoded with a board: %+v", s.Context.Known)
	}
	st, err := catalog.Decide(s)
	if err != nil || !st.Done() {
		t.Fatalf("old session: %v, done %v", err, st.Done())
	}
	if st.Outcome.ID != "one-trick" || st.Outcome.Transfer.Tricks != 1 {
		t.Errorf("old session decided %q, %+v; want one-trick, 1 trick", st.Outcome.ID, st.Outcome.Transfer)
	}
	for _, e := range st.Outcome.Automatic {
		if strings.Contains(e.Text, "earlier revoke") || strings.Contains(e.Text, "claim already ruled") {
			t.Errorf("an old session speaks of a board it never had: %q", e.Text)
		}
	}
}

// Interaction 2 during the play (Laws 50D1, 50B, 51B, 56): a defender leads out of turn when
// partner was on lead. The ruling does not ask which defender led, so what West's ♥K means is
// given for each way round, by seat.
func TestLeadOutOfTurnDuringPlayWhenADefenderHasAPenaltyCard(t *testing.T) {
	b := westDropsTheHeartKing(t, newBoard(t, 7, fourSpades), heartKing)
	_, o := rule(t, "lead-out-of-turn", b.Context(0), ruling.Pick("defender-partner"), ruling.Pick("open"), ruling.CardAnswer(spadeFive))
	var ifs []string
	for _, c := range o.Cases {
		ifs = append(ifs, c.If+": "+c.Then)
	}
	said := strings.Join(ifs, " | ")
	if !strings.Contains(said, "West is the defender who must now lead: West has the ♥K on the table") ||
		!strings.Contains(said, "West is the defender who led out of turn: if declarer refuses the lead, West has the ♠5 as well as the ♥K") {
		t.Errorf("cases do not say what West's ♥K means either way round: %q", said)
	}
	_, alone := rule(t, "lead-out-of-turn", ruling.Context{Board: 7, Contract: fourSpades}, ruling.Pick("defender-partner"), ruling.Pick("open"), ruling.CardAnswer(spadeFive))
	if len(alone.Cases) != 0 {
		t.Errorf("started on its own, the ruling has cases %+v; want none", alone.Cases)
	}
}

// Interaction 2, from the board's reminder (Law 50D2). West's ♥K is on the table, named; the
// reminder "when the other defender next gains the lead" opens the penalty card ruling at the
// board. It does not ask again what penalty cards West has: one tap (partner is to lead) gives
// declarer's options, and the outcome says which card the board recorded.
func TestPenaltyCardReminderDoesNotAskWhatTheBoardKnows(t *testing.T) {
	b := westDropsTheHeartKing(t, newBoard(t, 7, fourSpades), heartKing)
	_, o := rule(t, "penalty-card", b.Context(0), ruling.Pick("partner-leads"))
	if o.ID != "lead-options" || !strings.Contains(strings.Join(effects(o), " "), "As this board records, West has the ♥K on the table as a major penalty card") {
		t.Errorf("outcome %q, effects %q; want declarer's lead options for West's ♥K", o.ID, effects(o))
	}
	_, play := rule(t, "penalty-card", b.Context(0), ruling.Pick("must-play"))
	if play.ID != "must-play-major" {
		t.Errorf("West to play: outcome %q; want must-play-major", play.ID)
	}
	// Started on its own, the ruling asks, as before.
	s, err := catalog.Start("penalty-card", ruling.Context{Board: 7, Contract: fourSpades})
	if err != nil {
		t.Fatal(err)
	}
	if s, err = catalog.Answer(s, ruling.Pick("partner-leads")); err != nil {
		t.Fatal(err)
	}
	if st, _ := catalog.Decide(s); st.Step == nil || st.Step.ID != "holding" {
		t.Errorf("on its own, the ruling does not ask the holding: %+v", st)
	}
}

// Boundaries: the board cannot answer for sure when both defenders have penalty cards, or a
// card's owner was never named: the question is asked.
func TestPenaltyCardReminderAsksWhenTheBoardIsNotSure(t *testing.T) {
	both := westDropsTheHeartKing(t, newBoard(t, 7, fourSpades), heartKing)
	both = record(t, both, "opening-lead-out-of-turn", openingLeadOutOfTurn(t, both.Context(0), "nothing"), option(t, openingLeadOutOfTurn(t, both.Context(0), "nothing"), "Leave the ♠5 on the table").Label)
	unnamed := record(t, newBoard(t, 7, fourSpades), "penalty-card", exposedCard(t, heartKing), "")
	for name, b := range map[string]State{"both defenders": both, "owner not named": unnamed} {
		s, err := catalog.Start("penalty-card", b.Context(0))
		if err != nil {
			t.Fatal(err)
		}
		if s, err = catalog.Answer(s, ruling.Pick("partner-leads")); err != nil {
			t.Fatal(err)
		}
		if st, _ := catalog.Decide(s); st.Step == nil || st.Step.ID != "holding" {
			t.Errorf("%s: the holding is not asked: %+v", name, st)
		}
	}
}

// exposedCard rules a card a defender exposed by accident, on its own.
func exposedCard(t *testing.T, card bridge.Card) ruling.Outcome {
	t.Helper()
	_, o := rule(t, "penalty-card", ruling.Context{Board: 7, Contract: fourSpades}, ruling.Pick("exposed"), ruling.CardAnswer(card), ruling.Pick("accident"))
	return o
}

// Laws 50D2(a), 50D2(b): declarer's choice at that lead, recorded on the board. Requiring (or
// forbidding) the suit puts West's ♥K back in the hand, so a later ruling no longer sees it;
// letting East lead anything leaves it on the table.
func TestDeclarersChoiceFromTheBoardsPenaltyCardPicksItUp(t *testing.T) {
	b := westDropsTheHeartKing(t, newBoard(t, 7, fourSpades), heartKing)
	_, o := rule(t, "penalty-card", b.Context(0), ruling.Pick("partner-leads"))
	for _, c := range []struct {
		label string
		left  int
	}{{"Require the lead of that suit", 0}, {"Forbid the lead of that suit", 0}, {"Let partner lead any card", 1}} {
		after := record(t, b, "penalty-card", o, c.label)
		if len(after.PenaltyCards) != c.left {
			t.Errorf("%s: penalty cards %+v; want %d left", c.label, after.PenaltyCards, c.left)
		}
	}
}
