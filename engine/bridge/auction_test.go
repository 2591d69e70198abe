package bridge

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"tableside/engine/law"
)

func TestParseAuctionAcceptsCommonNotations(t *testing.T) {
	tests := []struct {
		situation string
		text      string
		want      string
	}{
		{"letters and P", "1S P 1NT P", "1♠ Pass 1NT Pass"},
		{"dashes for passes", "1♠ - 2♥ -", "1♠ Pass 2♥ Pass"},
		{"commas and words", "1NT, pass, 3NT", "1NT Pass 3NT"},
		{"doubles and redoubles", "1H X XX", "1♥ X XX"},
		{"all pass fills in the passes", "1NT P 3NT all pass", "1NT Pass 3NT Pass Pass Pass"},
		{"AP after an opening", "1C AP", "1♣ Pass Pass Pass"},
		{"AP from the start passes the board out", "AP", "Pass Pass Pass Pass"},
		{"nothing yet", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.situation, func(t *testing.T) {
			a := mustAuction(t, North, tt.text)
			if got := a.String(); got != tt.want {
				t.Errorf("ParseAuction(%q) = %q, want %q", tt.text, got, tt.want)
			}
			if back := mustAuction(t, North, a.String()); !reflect.DeepEqual(back.Calls, a.Calls) && len(a.Calls) > 0 {
				t.Errorf("%q does not read back: %q", a, back)
			}
		})
	}
}

func TestParseAuctionNamesTheBadCall(t *testing.T) {
	tests := []struct {
		situation string
		dealer    Seat
		text      string
		wantText  string
		wantLaw   int
	}{
		{"insufficient bid", North, "2C P 1H", "call 3 by South: 1♥ is insufficient over 2♣ (Law 27)", 27},
		{"not a call", North, "1S 1Z", `call 2: "1Z" is not a call`, 0},
		{"double of partner", East, "1S P X", "call 3 by West: West cannot double 1♠", 36},
		{"call after the final pass", North, "1S P P P P", "call 5: the auction has already ended", 39},
		{"all pass followed by a call", North, "1S AP 2S", "nothing may follow", 0},
	}
	for _, tt := range tests {
		t.Run(tt.situation, func(t *testing.T) {
			_, err := ParseAuction(tt.dealer, tt.text)
			if err == nil || !strings.Contains(err.Error(), tt.wantText) {
				t.Fatalf("ParseAuction(%q) error = %v, want it to contain %q", tt.text, err, tt.wantText)
			}
			var ill *IllegalCall
			if tt.wantLaw != 0 && (!errors.As(err, &ill) || ill.Law.Law != tt.wantLaw) {
				t.Errorf("error %v does not cite Law %d", err, tt.wantLaw)
			}
		})
	}
	if _, err := ParseAuction(NoSeat, "1S"); !errors.Is(err, ErrNoDealer) {
		t.Errorf("an auction without a dealer: %v, want ErrNoDealer", err)
	}
}

func TestWhoseTurnItIs(t *testing.T) {
	tests := []struct {
		situation string
		dealer    Seat
		text      string
		want      Seat
	}{
		{"dealer calls first", East, "", East},
		{"clockwise after the dealer", East, "1C", South},
		{"round the table back to the dealer", West, "P P P", South},
		{"wraps after West", South, "1D P", North},
		{"nobody once the auction has ended", North, "1S P P P", NoSeat},
		{"nobody after a pass-out", North, "P P P P", NoSeat},
		{"three passes at the start do not end it", North, "P P P", West},
	}
	for _, tt := range tests {
		t.Run(tt.situation, func(t *testing.T) {
			if got := mustAuction(t, tt.dealer, tt.text).Next(); got != tt.want {
				t.Errorf("Next() = %s, want %s", got, tt.want)
			}
		})
	}
	if (Auction{}).Next() != NoSeat {
		t.Error("an auction with no dealer has a next player")
	}
}

func TestWhenTheAuctionEnds(t *testing.T) {
	tests := []struct {
		situation        string
		text             string
		ended, passedOut bool
	}{
		{"empty", "", false, false},
		{"three initial passes", "P P P", false, false},
		{"four initial passes", "P P P P", true, true},
		{"a bid and two passes", "1S P P", false, false},
		{"three passes after a bid", "1S P P P", true, false},
		{"three passes after a double", "1S X P P P", true, false},
		{"three passes after a redouble", "1S X XX P P P", true, false},
		{"passes in the middle do not end it", "P P 1C P P 1H", false, false},
		{"fourth-seat opening after three passes", "P P P 1S", false, false},
		{"fourth-seat opening passed out", "P P P 1S P P P", true, false},
	}
	for _, tt := range tests {
		t.Run(tt.situation, func(t *testing.T) {
			a := mustAuction(t, North, tt.text)
			if a.Ended() != tt.ended || a.PassedOut() != tt.passedOut {
				t.Errorf("Ended() = %v, PassedOut() = %v; want %v, %v", a.Ended(), a.PassedOut(), tt.ended, tt.passedOut)
			}
		})
	}
}

func TestLastBid(t *testing.T) {
	tests := []struct {
		situation string
		text      string
		bid       string
		by        Seat
	}{
		{"after passes and a double", "1H P 2H X P", "2H", South},
		{"the only bid", "P 1NT", "1NT", East},
	}
	for _, tt := range tests {
		bid, by := mustAuction(t, North, tt.text).LastBid()
		if bid != mustCall(t, tt.bid) || by != tt.by {
			t.Errorf("%s: LastBid() = %s by %s, want %s by %s", tt.situation, bid, by, tt.bid, tt.by)
		}
	}
	if bid, by := mustAuction(t, North, "P P").LastBid(); bid != (Call{}) || by != NoSeat {
		t.Errorf("no bid yet: LastBid() = %v, %v", bid, by)
	}
}

func TestLegalCalls(t *testing.T) {
	tests := []struct {
		situation string
		dealer    Seat
		auction   string
		call      Call
		problem   Illegality
		law       int
		message   string
	}{
		{"opening bid", North, "", NewBid(1, ClubsStrain), NoIllegality, 0, ""},
		{"higher strain at the same level", North, "1H", NewBid(1, SpadesStrain), NoIllegality, 0, ""},
		{"no trump over a spade bid at the same level", North, "1S", NewBid(1, NoTrump), NoIllegality, 0, ""},
		{"lower strain at the same level", North, "1S", NewBid(1, HeartsStrain), InsufficientBid, 27, "1♥ is insufficient over 1♠ (Law 27)"},
		{"the same bid again", North, "1S", NewBid(1, SpadesStrain), InsufficientBid, 27, "1♠ is insufficient over 1♠"},
		{"a lower level", North, "2C P", NewBid(1, HeartsStrain), InsufficientBid, 27, "1♥ is insufficient over 2♣ (Law 27)"},
		{"anything over 7NT", North, "7NT", NewBid(7, NoTrump), InsufficientBid, 27, "7NT is insufficient over 7NT"},
		{"bid above seven", North, "1S", Call{Kind: Bid, Level: 8, Strain: SpadesStrain}, BidAboveSeven, 38, "8♠ is above the seven level"},
		{"pass is always legal", North, "7NT X XX", PassCall, NoIllegality, 0, ""},
		{"double an opponent's bid", North, "1S", DoubleCall, NoIllegality, 0, ""},
		{"double through two passes", North, "1S P P", DoubleCall, NoIllegality, 0, ""},
		{"double with nothing to double", North, "P", DoubleCall, InadmissibleDouble, 36, "there is no bid to double (Law 36)"},
		{"double partner's bid", North, "1S P", DoubleCall, InadmissibleDouble, 36, "South cannot double 1♠: it is his partner's bid"},
		{"double a bid already doubled", North, "1S X P", DoubleCall, InadmissibleDouble, 36, "1♠ has already been doubled"},
		{"double a redoubled bid", North, "1S X XX", DoubleCall, InadmissibleDouble, 36, "1♠ has already been doubled"},
		{"redouble an opponent's double", North, "1S X", RedoubleCall, NoIllegality, 0, ""},
		{"redouble through two passes", North, "1S X P P", RedoubleCall, NoIllegality, 0, ""},
		{"redouble with nothing bid", North, "", RedoubleCall, InadmissibleRedouble, 36, "there is no double to redouble"},
		{"redouble an undoubled bid", North, "1S", RedoubleCall, InadmissibleRedouble, 36, "1♠ has not been doubled"},
		{"redouble partner's double", North, "1S X P", RedoubleCall, InadmissibleRedouble, 36, "West cannot redouble: the double is his partner's"},
		{"redouble twice", North, "1S X XX P", RedoubleCall, InadmissibleRedouble, 36, "1♠ has already been redoubled"},
		{"a call after the final pass", North, "1S P P P", PassCall, CallAfterAuction, 39, "the auction has already ended with three passes; Pass comes after the final pass (Law 39)"},
		{"a bid after a pass-out", North, "P P P P", NewBid(1, ClubsStrain), CallAfterAuction, 39, "all four players passed"},
		{"no call at all", North, "", Call{}, NotACall, 0, "that is not a call"},
		{"a bid with no denomination", North, "", Call{Kind: Bid, Level: 1}, NotACall, 0, "that is not a call"},
	}
	for _, tt := range tests {
		t.Run(tt.situation, func(t *testing.T) {
			err := mustAuction(t, tt.dealer, tt.auction).Legal(tt.call)
			if tt.problem == NoIllegality {
				if err != nil {
					t.Fatalf("Legal(%s) = %v, want legal", tt.call, err)
				}
				return
			}
			var ill *IllegalCall
			if !errors.As(err, &ill) {
				t.Fatalf("Legal(%s) = %v, want *IllegalCall", tt.call, err)
			}
			if ill.Problem != tt.problem || ill.Law.Law != tt.law || !strings.Contains(err.Error(), tt.message) {
				t.Errorf("Legal(%s) = %q (%v, %v); want %v citing Law %d and containing %q",
					tt.call, err, ill.Problem, ill.Law, tt.problem, tt.law, tt.message)
			}
		})
	}
	if err := (Auction{}).Legal(PassCall); !errors.Is(err, ErrNoDealer) {
		t.Errorf("Legal without a dealer = %v, want ErrNoDealer", err)
	}
}

func TestInsufficientBidRecordsWhatItFailedToBeat(t *testing.T) {
	var ill *IllegalCall
	err := mustAuction(t, North, "2C P").Legal(mustCall(t, "1H"))
	if !errors.As(err, &ill) || ill.Over != mustCall(t, "2C") || ill.Seat != South || ill.Law != law.L(27, "") {
		t.Errorf("got %+v", ill)
	}
}

func TestAppendLeavesTheOriginalAlone(t *testing.T) {
	a := mustAuction(t, North, "1S P")
	b, err := a.Append(mustCall(t, "2S"))
	if err != nil {
		t.Fatal(err)
	}
	c, _ := a.Append(mustCall(t, "3S"))
	if a.String() != "1♠ Pass" || b.String() != "1♠ Pass 2♠" || c.String() != "1♠ Pass 3♠" {
		t.Errorf("a = %q, b = %q, c = %q", a, b, c)
	}
	if _, err := a.Append(mustCall(t, "1H")); err == nil {
		t.Error("Append accepted an insufficient bid")
	}
}

func TestContractFromTheAuction(t *testing.T) {
	tests := []struct {
		situation string
		dealer    Seat
		text      string
		want      string
	}{
		{"opener plays his own suit", North, "1S P 2S P 4S AP", "4S N"},
		{"responder first named the final strain", North, "1C P 1H P 2H P 4H AP", "4H S"},
		{"first to bid no trump on the side declares", North, "1C P 1NT P 3NT AP", "3NT S"},
		{"an opponent's earlier bid in the strain does not count", North, "1S 2H 2S 3H P P P", "3H E"},
		{"doubled", East, "1H P P X P P P", "1HX E"},
		{"redoubled", North, "1NT X XX AP", "1NTXX N"},
		{"a double followed by a new bid is forgotten", North, "1S X 2S AP", "2S N"},
		{"fourth-seat opening", North, "P P P 1S AP", "1S W"},
		{"a grand slam", South, "2C P 2D P 2NT P 7NT AP", "7NT S"},
	}
	for _, tt := range tests {
		t.Run(tt.situation, func(t *testing.T) {
			got, err := mustAuction(t, tt.dealer, tt.text).Contract()
			if want := mustContract(t, tt.want); err != nil || got != want {
				t.Errorf("Contract() = %v, %v; want %v", got, err, want)
			}
		})
	}
	if _, err := mustAuction(t, North, "P P P P").Contract(); !errors.Is(err, ErrPassedOut) {
		t.Errorf("passed out: %v, want ErrPassedOut", err)
	}
	if _, err := mustAuction(t, North, "1S P P").Contract(); err == nil {
		t.Error("an unfinished auction has a contract")
	}
	if _, err := (Auction{Calls: []Call{PassCall}}).Contract(); !errors.Is(err, ErrNoDealer) {
		t.Errorf("no dealer: %v, want ErrNoDealer", err)
	}
}

func TestSuitsAPlayerSpecified(t *testing.T) {
	tests := []struct {
		situation   string
		text        string
		seat        Seat
		specified   []Suit
		unspecified []Suit
	}{
		{"one suit opened", "1H P 1S P", North, suitsOf(t, "H"), suitsOf(t, "C", "D", "S")},
		{"two suits, in the order bid, repeats once", "1H P 1S P 2C P 2S P 3C", North, suitsOf(t, "H", "C"), suitsOf(t, "D", "S")},
		{"no trump specifies no suit", "1NT P 2C P 2NT", North, nil, Suits},
		{"passes and doubles specify nothing", "P 1S X 2S P", South, nil, Suits},
		{"partner's suits are not his", "1H P 1S", South, suitsOf(t, "S"), suitsOf(t, "C", "D", "H")},
		{"a player who has not called", "1H", West, nil, Suits},
	}
	for _, tt := range tests {
		t.Run(tt.situation, func(t *testing.T) {
			a := mustAuction(t, North, tt.text)
			if got := a.Specified(tt.seat); !reflect.DeepEqual(got, tt.specified) {
				t.Errorf("Specified(%s) = %v, want %v", tt.seat, got, tt.specified)
			}
			if got := a.Unspecified(tt.seat); !reflect.DeepEqual(got, tt.unspecified) {
				t.Errorf("Unspecified(%s) = %v, want %v", tt.seat, got, tt.unspecified)
			}
		})
	}
}

func TestHasCalled(t *testing.T) {
	a := mustAuction(t, East, "P 1S")
	if !a.HasCalled(East) || !a.HasCalled(South) || a.HasCalled(West) || a.HasCalled(North) {
		t.Errorf("after East and South called: E %v S %v W %v N %v",
			a.HasCalled(East), a.HasCalled(South), a.HasCalled(West), a.HasCalled(North))
	}
}

// Law 27B1a: the lowest sufficient bid in the same denomination.
func TestLowestSufficientBid(t *testing.T) {
	tests := []struct {
		situation string
		over      Call
		strain    Strain
		want      string
	}{
		{"a higher strain stays at the same level", mustCall(t, "1D"), HeartsStrain, "1H"},
		{"a lower strain goes up one level", mustCall(t, "1S"), HeartsStrain, "2H"},
		{"the same strain goes up one level", mustCall(t, "2C"), ClubsStrain, "3C"},
		{"no trump over spades at the same level", mustCall(t, "3S"), NoTrump, "3NT"},
		{"clubs over 6NT is at the seven level", mustCall(t, "6NT"), ClubsStrain, "7C"},
		{"no bid yet means one level", Call{}, DiamondsStrain, "1D"},
		{"a pass is not a bid to beat", PassCall, SpadesStrain, "1S"},
		{"7NT cannot be beaten", mustCall(t, "7NT"), NoTrump, ""},
		{"spades over 7♠ would be eight", mustCall(t, "7S"), SpadesStrain, ""},
		{"no trump over 7♠ is still possible", mustCall(t, "7S"), NoTrump, "7NT"},
		{"no strain", mustCall(t, "1C"), NoStrain, ""},
	}
	for _, tt := range tests {
		t.Run(tt.situation, func(t *testing.T) {
			got := LowestSufficient(tt.over, tt.strain)
			want := Call{}
			if tt.want != "" {
				want = mustCall(t, tt.want)
			}
			if got != want {
				t.Errorf("LowestSufficient(%s, %s) = %v, want %v", tt.over, tt.strain, got, want)
			}
		})
	}
}

func TestIsInsufficient(t *testing.T) {
	tests := []struct {
		bid, over string
		want      bool
	}{
		{"1H", "1S", true},
		{"1S", "1S", true},
		{"2C", "1NT", false},
		{"1NT", "1S", false},
		{"6NT", "7C", true},
		{"P", "1S", false},
		{"X", "1S", false},
	}
	for _, tt := range tests {
		if got := IsInsufficient(mustCall(t, tt.bid), mustCall(t, tt.over)); got != tt.want {
			t.Errorf("IsInsufficient(%s over %s) = %v, want %v", tt.bid, tt.over, got, tt.want)
		}
	}
	if IsInsufficient(mustCall(t, "1C"), Call{}) {
		t.Error("an opening bid is insufficient over nothing")
	}
}

func TestCheckLevel(t *testing.T) {
	for level := 1; level <= 7; level++ {
		if err := CheckLevel(level); err != nil {
			t.Errorf("CheckLevel(%d) = %v", level, err)
		}
	}
	var ill *IllegalCall
	if err := CheckLevel(8); !errors.As(err, &ill) || ill.Problem != BidAboveSeven || ill.Law.Law != 38 {
		t.Errorf("CheckLevel(8) = %v, want Law 38", err)
	}
	if err := CheckLevel(0); !errors.As(err, &ill) || ill.Problem != NotACall {
		t.Errorf("CheckLevel(0) = %v, want not a call", err)
	}
}

func TestIllegalityCitesItsLaw(t *testing.T) {
	want := map[Illegality]string{
		InsufficientBid: "Law 27", InadmissibleDouble: "Law 36", InadmissibleRedouble: "Law 36",
		BidAboveSeven: "Law 38", CallAfterAuction: "Law 39", NotACall: "", NoIllegality: "",
	}
	for p, w := range want {
		if got := p.Law().String(); got != w {
			t.Errorf("%v cites %q, want %q", p, got, w)
		}
		if p != NoIllegality && p.String() == "" {
			t.Errorf("illegality %d has no name", p)
		}
	}
}
