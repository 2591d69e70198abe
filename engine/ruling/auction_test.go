package ruling

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"tableside/engine/bridge"
)

// entry builds an auction from text ("1S P 2S P 4S P P P") with every call of the player
// natural unless meanings say otherwise (by call index).
func entry(t *testing.T, dealer, player bridge.Seat, text string, meanings map[int]EnteredCall) AuctionEntry {
	t.Helper()
	a := AuctionEntry{Dealer: dealer, Player: player}
	for i, f := range strings.Fields(text) {
		c, err := bridge.ParseCall(f)
		if err != nil {
			t.Fatal(err)
		}
		e := EnteredCall{Call: c}
		if a.SeatOf(i) == player {
			e.Meaning = Natural
		}
		if m, ok := meanings[i]; ok {
			e.Meaning, e.Shows = m.Meaning, m.Shows
		}
		a.Calls = append(a.Calls, e)
	}
	return a
}

func TestAuctionAnswersAreCheckedAsTheyFit(t *testing.T) {
	q := &Question{Kind: AuctionKind}
	ok := entry(t, bridge.North, bridge.East, "1S P 2S P 4S P P P", nil)
	if err := q.fits(AuctionAnswer(ok)); err != nil {
		t.Fatalf("a legal auction with every call of East confirmed is refused: %v", err)
	}
	for _, tc := range []struct {
		name string
		a    AuctionEntry
		want string
	}{
		{"no dealer", AuctionEntry{Player: bridge.East, Calls: ok.Calls}, "who dealt"},
		{"no player", AuctionEntry{Dealer: bridge.North, Calls: ok.Calls}, "whose calls"},
		{"no calls", AuctionEntry{Dealer: bridge.North, Player: bridge.East}, "enter the calls"},
		{"an insufficient bid in the legal auction", entry(t, bridge.North, bridge.East, "2S 1H", nil), "insufficient"},
		{"a double of partner's bid", entry(t, bridge.North, bridge.East, "1S P X", nil), "call 3, by South"},
		{"a call after the final pass", entry(t, bridge.North, bridge.East, "P P P P 1S", nil), "call 5"},
		{"a call of the player left unconfirmed: the engine never assumes it was natural",
			entry(t, bridge.North, bridge.East, "1NT 2C", map[int]EnteredCall{1: {}}), "say what East's 2♣ showed"},
		{"a meaning on another player's call", entry(t, bridge.North, bridge.East, "1NT P", map[int]EnteredCall{0: {Meaning: Natural}}), "only East's calls"},
		{"a natural call with suits listed", entry(t, bridge.North, bridge.East, "1NT 2D", map[int]EnteredCall{1: {Meaning: Natural, Shows: []bridge.Suit{bridge.Hearts}}}), "mark it artificial"},
		{"a suit listed twice", entry(t, bridge.North, bridge.East, "1NT 2D", map[int]EnteredCall{1: {Meaning: Artificial, Shows: []bridge.Suit{bridge.Hearts, bridge.Hearts}}}), "once"},
		{"suits out of order", entry(t, bridge.North, bridge.East, "1NT 2D", map[int]EnteredCall{1: {Meaning: Artificial, Shows: []bridge.Suit{bridge.Spades, bridge.Hearts}}}), "clubs first"},
		{"not a suit", entry(t, bridge.North, bridge.East, "1NT 2D", map[int]EnteredCall{1: {Meaning: Artificial, Shows: []bridge.Suit{9}}}), "once"},
		{"an unknown meaning", entry(t, bridge.North, bridge.East, "1NT 2D", map[int]EnteredCall{1: {Meaning: 7}}), "natural or artificial"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := q.fits(AuctionAnswer(tc.a))
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("fits = %v, want an error saying %q", err, tc.want)
			}
		})
	}
	if err := q.fits(CallAnswer(bridge.PassCall)); err == nil || !strings.Contains(err.Error(), "bidding sequence") {
		t.Errorf("a call given to a bidding-sequence question: %v", err)
	}
}

func TestSpecifiedSuitsFollowTheConfirmedMeanings(t *testing.T) {
	artificial := func(suits ...bridge.Suit) EnteredCall { return EnteredCall{Meaning: Artificial, Shows: suits} }
	for _, tc := range []struct {
		name     string
		dealer   bridge.Seat
		player   bridge.Seat
		calls    string
		meanings map[int]EnteredCall
		want     []bridge.Suit
	}{
		{"a natural suit bid specifies its suit", bridge.North, bridge.East, "1C 1H", nil, []bridge.Suit{bridge.Hearts}},
		{"a natural no-trump bid specifies none", bridge.North, bridge.North, "1NT", nil, nil},
		{"Stayman 2♣ specifies no suit, not clubs", bridge.North, bridge.South, "1NT P 2C", map[int]EnteredCall{2: artificial()}, nil},
		{"a transfer 2♦ specifies hearts, not diamonds", bridge.North, bridge.South, "1NT P 2D", map[int]EnteredCall{2: artificial(bridge.Hearts)}, []bridge.Suit{bridge.Hearts}},
		{"a Michaels cue-bid specifies both majors, not the opponents' suit", bridge.North, bridge.East, "1C 2C",
			map[int]EnteredCall{1: artificial(bridge.Hearts, bridge.Spades)}, []bridge.Suit{bridge.Hearts, bridge.Spades}},
		{"a natural pass and a natural double specify nothing", bridge.North, bridge.East, "1S X P P 2C P", nil, nil},
		{"a lead-directing double of Stayman specifies clubs", bridge.North, bridge.West, "1NT P 2C X", map[int]EnteredCall{3: artificial(bridge.Clubs)}, []bridge.Suit{bridge.Clubs}},
		{"suits are listed once, in the order first specified", bridge.North, bridge.North, "1S P 1NT P 2C P 2S P 3S", nil, []bridge.Suit{bridge.Spades, bridge.Clubs}},
		{"other players' bids do not count", bridge.North, bridge.East, "1S P 2H P", nil, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := entry(t, tc.dealer, tc.player, tc.calls, tc.meanings)
			if err := (&Question{Kind: AuctionKind}).fits(AuctionAnswer(a)); err != nil {
				t.Fatal(err)
			}
			if got := a.Specified(); !reflect.DeepEqual(got, tc.want) {
				t.Errorf("Specified() = %v, want %v", got, tc.want)
			}
		})
	}
}

func TestAuctionAnswerJSONRoundTripsAndReads(t *testing.T) {
	a := entry(t, bridge.North, bridge.South, "1NT P 2C P 2H P 4H P P P",
		map[int]EnteredCall{2: {Meaning: Artificial}})
	s := Session{Flow: "x", Answers: []Given{{Step: "auction", Answer: AuctionAnswer(a)}, {Step: "y", Answer: Pick("z")}}}
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Count(string(b), `"auction"`) != 2 { // the step id and the one auction field
		t.Errorf("an auction is written on an answer of another kind: %s", b)
	}
	var back Session
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(back, s) {
		t.Errorf("round trip:\n%+v\nwant\n%+v", back, s)
	}
	if got, want := back.Auction("auction").String(), "1NT Pass 2♣ Pass 2♥ Pass 4♥ Pass Pass Pass (North dealt); South: 2♣ showed no suit, the rest natural"; got != want {
		t.Errorf("String() = %q, want %q", got, want)
	}
	if !back.Auction("auction").Ended() {
		t.Error("a finished auction reads as unfinished")
	}
}

func TestSuitNames(t *testing.T) {
	for _, tc := range []struct {
		suits []bridge.Suit
		want  string
	}{
		{nil, ""},
		{[]bridge.Suit{bridge.Clubs}, "clubs"},
		{[]bridge.Suit{bridge.Clubs, bridge.Hearts}, "clubs or hearts"},
		{bridge.Suits, "clubs, diamonds, hearts or spades"},
	} {
		if got := SuitNames(tc.suits, "or"); got != tc.want {
			t.Errorf("SuitNames(%v) = %q, want %q", tc.suits, got, tc.want)
		}
	}
}
