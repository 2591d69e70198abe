package catalog

import (
	"strings"
	"testing"

	"tableside/engine/bridge"
	"tableside/engine/ruling"
)

// An insufficient bid by East: the script is read by seat, never "the player who made".
func TestInsufficientBidByEastNamesEastInTheScript(t *testing.T) {
	o := outcomeOf(t, "insufficient-bid", ruling.Context{}, ruling.SeatAnswer(bridge.East),
		auctionCall(t, "1S"), auctionCall(t, "1H"), ruling.Pick("options"))
	script := strings.Join(o.Script(), "\n")
	for _, want := range []string{"South does not accept the insufficient bid, so East must replace it", "West must pass for the rest of the auction"} {
		if !strings.Contains(script, want) {
			t.Errorf("script lacks %q:\n%s", want, script)
		}
	}
	if strings.Contains(script, "the player who") {
		t.Errorf("the script names a player by what they did although East's seat was given:\n%s", script)
	}
	if o.Chooser.Seat != bridge.East {
		t.Errorf("chooser seat %v, want East", o.Chooser.Seat)
	}
}

// Every auction ruling with one player at fault asks where that player sits, with one tap, and
// its common ruling is then read by seat.
func TestAuctionRulingsAskWhoDidIt(t *testing.T) {
	for _, f := range []*ruling.Flow{InsufficientBid, CallOutOfRotation, ChangeOfCall, ComparableCall, InadmissibleCall,
		CardExposedInAuction, RetentionOfRightToCall, SimultaneousCalls} {
		t.Run(f.ID, func(t *testing.T) {
			seat := stepNamed(t, f, offenderSeatStepID)
			if seat.Kind != ruling.SeatKind || !seat.Inserted {
				t.Errorf("the seat question is a %s, inserted %v; want a seat, inserted", seat.Kind, seat.Inserted)
			}
			if !strings.HasPrefix(seat.Prompt, "Who") && !strings.HasPrefix(seat.Prompt, "Whose") {
				t.Errorf("prompt %q does not ask who", seat.Prompt)
			}
			o, err := f.CommonOutcome()
			if err != nil {
				t.Fatal(err)
			}
			script := strings.Join(o.Script(), "\n")
			if strings.Contains(script, "the player who "+f.Offence) {
				t.Errorf("the common ruling, with East at fault, names them by what they did:\n%s", script)
			}
			checkCommonTaps(t, f, 4)
		})
	}
}

// An insufficient bid logged before the seat question existed still opens, at the same
// ruling, and names the players with short nouns instead of seats.
func TestInsufficientBidLoggedWithoutASeatNamesTheBidder(t *testing.T) {
	st, err := Decide(ruling.Session{Flow: "insufficient-bid", Answers: []ruling.Given{
		{Step: "over", Answer: auctionCall(t, "1S")}, {Step: "bid", Answer: auctionCall(t, "1H")},
		{Step: "status", Answer: ruling.Pick("options")}}})
	if err != nil || !st.Done() || st.Outcome.ID != "options" {
		t.Fatalf("the logged ruling no longer opens at its options: %v %+v", err, st)
	}
	script := strings.Join(st.Outcome.Script(), "\n")
	for _, want := range []string{"The opponent on the bidder's left does not accept the insufficient bid, so the bidder must replace it",
		"The bidder's partner must pass for the rest of the auction"} {
		if !strings.Contains(script, want) {
			t.Errorf("script lacks %q:\n%s", want, script)
		}
	}
	if strings.Contains(script, "the player who made") {
		t.Errorf("the script still says \"the player who made\":\n%s", script)
	}
}

// A pass that was a slip, by South, in time: the script names South, West (who may take back
// a pass over it) and North, never "the player who made the unintended pass".
func TestPassedOutBoardSlipBySouthNamesTheSeats(t *testing.T) {
	o := outcomeOf(t, "passed-out-board", ruling.Context{}, ruling.Pick("slip"), ruling.SeatAnswer(bridge.South),
		ruling.Pick("in-time"), ruling.Pick("unintended"))
	script := strings.Join(o.Script(), "\n")
	for _, want := range []string{"North has not called since", "South may make the call they meant", "If West passed over the slip"} {
		if !strings.Contains(script, want) {
			t.Errorf("script lacks %q:\n%s", want, script)
		}
	}
	if strings.Contains(script, "the player who made") {
		t.Errorf("the script names a player by what they did although the seat was given:\n%s", script)
	}
}
