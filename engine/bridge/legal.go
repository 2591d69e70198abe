package bridge

import (
	"fmt"

	"tableside/engine/law"
)

// Illegality names what is wrong with a call.
type Illegality int

// The ways a call can be illegal; NoIllegality is the zero value.
const (
	NoIllegality         Illegality = iota
	NotACall                        // not something a bidding box holds
	InsufficientBid                 // Law 27
	InadmissibleDouble              // Law 36; Law 19A says when a double is legal
	InadmissibleRedouble            // Law 36; Law 19B says when a redouble is legal
	BidAboveSeven                   // Law 38
	CallAfterAuction                // Law 39
)

// Law returns the Law that rectifies this illegality; NotACall has none.
func (i Illegality) Law() law.Ref {
	switch i {
	case InsufficientBid:
		return law.L(27, "")
	case InadmissibleDouble, InadmissibleRedouble:
		return law.L(36, "")
	case BidAboveSeven:
		return law.L(38, "")
	case CallAfterAuction:
		return law.L(39, "")
	}
	return law.Ref{}
}

// String returns a short name: "insufficient bid".
func (i Illegality) String() string {
	switch i {
	case NotACall:
		return "not a call"
	case InsufficientBid:
		return "insufficient bid"
	case InadmissibleDouble:
		return "inadmissible double"
	case InadmissibleRedouble:
		return "inadmissible redouble"
	case BidAboveSeven:
		return "bid above seven"
	case CallAfterAuction:
		return "call after the auction ended"
	}
	return ""
}

// IllegalCall is the error returned when a call cannot legally be made. Problem says what
// kind of wrong it is, Law which Law rectifies it, and Why explains it in director English.
type IllegalCall struct {
	Call    Call
	Seat    Seat // who made it, when known
	Problem Illegality
	Law     law.Ref
	Over    Call   // the bid it fails to beat, for an insufficient bid
	Why     string // "1♥ is insufficient over 2♣"
}

// Error returns the explanation with its Law: "1♥ is insufficient over 2♣ (Law 27)".
func (e *IllegalCall) Error() string {
	if e.Law.Law == 0 {
		return e.Why
	}
	return e.Why + " (" + e.Law.String() + ")"
}

func illegal(c Call, seat Seat, p Illegality, why string, args ...any) *IllegalCall {
	return &IllegalCall{Call: c, Seat: seat, Problem: p, Law: p.Law(), Why: fmt.Sprintf(why, args...)}
}

// CheckLevel reports whether a bid at level could exist: 1–7 (Law 38 for more than seven).
func CheckLevel(level int) error {
	switch {
	case level > 7:
		return illegal(Call{Kind: Bid, Level: level}, NoSeat, BidAboveSeven,
			"a bid of %d is above the seven level: no bid may exceed seven", level)
	case level < 1:
		return illegal(Call{Kind: Bid, Level: level}, NoSeat, NotACall,
			"a bid of %d is not a bid: levels run from 1 to 7", level)
	}
	return nil
}

// Legal reports whether the player whose turn it is may make call c, and if not returns an
// *IllegalCall naming the Law. A bid above seven may be passed as Call{Kind: Bid, Level: 8…}.
func (a Auction) Legal(c Call) error {
	if !a.Dealer.Valid() {
		return ErrNoDealer
	}
	seat := a.Next()
	if a.Ended() {
		why := "the auction has already ended with three passes"
		if a.PassedOut() {
			why = "the auction has already ended: all four players passed"
		}
		return illegal(c, NoSeat, CallAfterAuction, "%s; %s comes after the final pass", why, describe(c))
	}
	if c.Kind == Bid && c.Level > 7 && c.Strain.Valid() {
		return illegal(c, seat, BidAboveSeven, "%s is above the seven level: no bid may exceed seven", describe(c))
	}
	if !c.Valid() {
		return illegal(c, seat, NotACall, "that is not a call: use Pass, X, XX or a bid from 1♣ to 7NT")
	}
	switch c.Kind {
	case Bid:
		if last, _ := a.LastBid(); IsInsufficient(c, last) {
			e := illegal(c, seat, InsufficientBid, "%s is insufficient over %s", c, last)
			e.Over = last
			return e
		}
	case Double:
		return a.checkDouble(c, seat)
	case Redouble:
		return a.checkRedouble(c, seat)
	}
	return nil
}

// checkDouble applies Law 19A1: a player may double only the last bid, only if an opponent
// made it, and only if no call other than pass has intervened.
func (a Auction) checkDouble(c Call, seat Seat) error {
	last, i := a.lastAction()
	switch {
	case i < 0:
		return illegal(c, seat, InadmissibleDouble, "there is no bid to double")
	case last.Kind != Bid:
		bid, _ := a.LastBid()
		return illegal(c, seat, InadmissibleDouble, "%s has already been doubled; a doubled bid cannot be doubled again", bid)
	case a.SeatOf(i).Side() == seat.Side():
		return illegal(c, seat, InadmissibleDouble, "%s cannot double %s: it is %s bid, and only an opponent's bid may be doubled", seat, last, whose(seat, a.SeatOf(i)))
	}
	return nil
}

// checkRedouble applies Law 19B1: a player may redouble only the last double, only if an
// opponent made it, and only if no call other than pass has intervened.
func (a Auction) checkRedouble(c Call, seat Seat) error {
	last, i := a.lastAction()
	bid, _ := a.LastBid()
	switch {
	case i < 0:
		return illegal(c, seat, InadmissibleRedouble, "there is no double to redouble")
	case last.Kind == Bid:
		return illegal(c, seat, InadmissibleRedouble, "%s has not been doubled, so it cannot be redoubled", bid)
	case last.Kind == Redouble:
		return illegal(c, seat, InadmissibleRedouble, "%s has already been redoubled", bid)
	case a.SeatOf(i).Side() == seat.Side():
		return illegal(c, seat, InadmissibleRedouble, "%s cannot redouble: the double is %s, and only an opponent's double may be redoubled", seat, whose(seat, a.SeatOf(i)))
	}
	return nil
}

// describe names a call even when it is not a valid one (8♠).
func describe(c Call) string {
	if c.Kind == Bid && c.Strain.Valid() {
		return fmt.Sprintf("%d%s", c.Level, c.Strain)
	}
	if s := c.String(); s != "" {
		return s
	}
	return "that call"
}

// whose says who made an earlier call from the point of view of seat: "his own" or
// "his partner's" (the Laws use "his" for either sex).
func whose(seat, caller Seat) string {
	if caller == seat {
		return "his own"
	}
	return "his partner's"
}
