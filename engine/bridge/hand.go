package bridge

import (
	"fmt"
	"strings"
)

// PBNRanks are the rank letters of PBN's hand notation, from the ace down.
const PBNRanks = "AKQJT98765432"

// PBNSuits are the suits in the order a hand in PBN's notation lists them.
var PBNSuits = [4]Suit{Spades, Hearts, Diamonds, Clubs}

// HandError says why a hand in PBN's notation could not be read, in parts, so that each
// reader (a whole deal, an end position) words it for its own users.
type HandError struct {
	Suits   int    // how many suits the hand gave, when not four; 0 when a letter is wrong
	Suit    Suit   // the suit holding the letter that is not a rank
	Holding string // that suit's text, as given
	Letter  string // the letter that is not a rank
}

func (e *HandError) Error() string {
	if e.Suits != 0 {
		return fmt.Sprintf("the hand has %d suits, not 4", e.Suits)
	}
	return fmt.Sprintf("the %s %q hold %q, which is not a rank", e.Suit, e.Holding, e.Letter)
}

// ParseHand reads one hand in PBN's notation: its spades, hearts, diamonds and clubs
// separated by dots, each suit its ranks ("AKQ.JT9.87.6543"). A void is an empty suit; "10"
// is read as the ten, and lower case as upper. It does not count the cards or look for one
// given twice: an end position's hands are short, and a whole deal checks its own. The
// error is a *HandError.
func ParseHand(text string) ([]Card, error) {
	suits := strings.Split(text, ".")
	if len(suits) != 4 {
		return nil, &HandError{Suits: len(suits)}
	}
	var cards []Card
	for i, holding := range suits {
		letters := []rune(holding)
		for j := 0; j < len(letters); j++ {
			letter := letters[j]
			if letter == '1' && j+1 < len(letters) && letters[j+1] == '0' { // "10" for the ten
				letter = 'T'
				j++
			}
			k := strings.IndexRune(PBNRanks, toUpper(letter))
			if k < 0 {
				return nil, &HandError{Suit: PBNSuits[i], Holding: holding, Letter: string(letters[j])}
			}
			cards = append(cards, Card{Suit: PBNSuits[i], Rank: Ace - Rank(k)})
		}
	}
	return cards, nil
}

func toUpper(r rune) rune {
	if r >= 'a' && r <= 'z' {
		return r - 'a' + 'A'
	}
	return r
}
