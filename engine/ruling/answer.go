package ruling

import (
	"fmt"

	"tableside/engine/bridge"
)

// Kind is the type of answer a question takes.
type Kind int

// The answer kinds; NoKind is the zero value.
const (
	NoKind      Kind = iota
	ChoiceKind       // one of the question's Options (yes/no is a choice of two)
	SeatKind         // a compass seat
	CardKind         // one card
	CallKind         // one call: pass, a bid, double or redouble
	CountKind        // a whole number between the question's Min and Max
	ResultKind       // a contract (with declarer) and the tricks declarer took
	AuctionKind      // a whole auction from the bidding box, with what the offender's calls specified
)

var kindNames = [...]string{"", "choice", "seat", "card", "call", "count", "contract and result", "bidding sequence"}

// String names the kind for messages and the flow documents.
func (k Kind) String() string {
	if k < ChoiceKind || k > AuctionKind {
		return scoreKindNames[k] // "" for a kind this version does not know
	}
	return kindNames[k]
}

// Answer is one typed answer. Exactly the field its Kind names is meaningful; the others stay
// zero. It is a plain value so sessions serialise and compare simply.
type Answer struct {
	Kind     Kind            `json:"kind"`
	Option   string          `json:"option,omitempty"`
	Seat     bridge.Seat     `json:"seat,omitempty"`
	Card     bridge.Card     `json:"card,omitzero"`
	Call     bridge.Call     `json:"call,omitzero"`
	Count    int             `json:"count,omitempty"`
	Contract bridge.Contract `json:"contract,omitzero"`
	Tricks   int             `json:"tricks,omitempty"` // tricks won by declarer, with ResultKind
	Auction  AuctionEntry    `json:"auction,omitzero"` // with AuctionKind

	// The score calculator's answers (scores.go).
	Results []Weighted `json:"results,omitempty"` // with WeightedKind
	Scores  []int      `json:"scores,omitempty"`  // North-South scores, with TravellerKind
	Percent Percent    `json:"percent,omitempty"` // with PercentKind
}

// Constructors, so tests and the UI read like the table.

// Pick answers a choice question with the option id.
func Pick(option string) Answer { return Answer{Kind: ChoiceKind, Option: option} }

// SeatAnswer answers a seat question.
func SeatAnswer(s bridge.Seat) Answer { return Answer{Kind: SeatKind, Seat: s} }

// CardAnswer answers a card question.
func CardAnswer(c bridge.Card) Answer { return Answer{Kind: CardKind, Card: c} }

// CallAnswer answers a call question.
func CallAnswer(c bridge.Call) Answer { return Answer{Kind: CallKind, Call: c} }

// CountAnswer answers a count question.
func CountAnswer(n int) Answer { return Answer{Kind: CountKind, Count: n} }

// ResultAnswer answers a contract-and-result question.
func ResultAnswer(c bridge.Contract, tricks int) Answer {
	return Answer{Kind: ResultKind, Contract: c, Tricks: tricks}
}

// AuctionAnswer answers a bidding-sequence question.
func AuctionAnswer(a AuctionEntry) Answer { return Answer{Kind: AuctionKind, Auction: a} }

// String shows the answer as the breadcrumb does, given its question for option labels.
func (a Answer) String() string {
	switch a.Kind {
	case ChoiceKind:
		return a.Option
	case SeatKind:
		return a.Seat.String()
	case CardKind:
		return a.Card.String()
	case CallKind:
		return a.Call.String()
	case CountKind:
		return fmt.Sprint(a.Count)
	case ResultKind:
		return fmt.Sprintf("%s, %d tricks", a.Contract, a.Tricks)
	case AuctionKind:
		return a.Auction.String()
	}
	return a.scoreString()
}

// fits checks that the answer has the question's kind and a well-formed value. The question's
// own Check, which knows the earlier answers, runs after this.
func (q *Question) fits(a Answer) error {
	if a.Kind != q.Kind {
		return fmt.Errorf("this question needs a %s, not a %s", q.Kind, a.Kind)
	}
	switch a.Kind {
	case ChoiceKind:
		if q.option(a.Option) == nil {
			return fmt.Errorf("%q is not one of the choices", a.Option)
		}
	case SeatKind:
		if !a.Seat.Valid() {
			return fmt.Errorf("choose a seat: North, East, South or West")
		}
	case CardKind:
		if !a.Card.Valid() {
			return fmt.Errorf("choose a card: a suit and a rank")
		}
	case CallKind:
		if !a.Call.Valid() {
			return fmt.Errorf("choose a call: Pass, a bid from 1♣ to 7NT, double or redouble")
		}
	case CountKind:
		if a.Count < q.Min || a.Count > q.Max {
			return fmt.Errorf("enter a number from %d to %d", q.Min, q.Max)
		}
	case ResultKind:
		if !a.Contract.Valid() || !a.Contract.Declarer.Valid() {
			return fmt.Errorf("enter the contract with its declarer, as 4♠X by South")
		}
		if a.Tricks < 0 || a.Tricks > 13 {
			return fmt.Errorf("declarer's tricks must be between 0 and 13")
		}
	case AuctionKind:
		return a.Auction.check()
	}
	return q.fitsScore(a)
}
