package bridge

import "testing"

// Every enum prints with String and reads back with its Parse function, and the zero
// value prints as "" and does not parse.

func roundTrip[T comparable](t *testing.T, name string, values []T, str func(T) string, parse func(string) (T, error)) {
	t.Helper()
	for _, v := range values {
		s := str(v)
		if s == "" {
			t.Errorf("%s %v prints as empty", name, v)
			continue
		}
		got, err := parse(s)
		if err != nil || got != v {
			t.Errorf("%s: Parse(%q) = %v, %v; want %v", name, s, got, err, v)
		}
	}
}

func TestEnumsRoundTripThroughStringAndParse(t *testing.T) {
	roundTrip(t, "Seat", Seats, Seat.String, ParseSeat)
	roundTrip(t, "Seat letter", Seats, Seat.Letter, ParseSeat)
	roundTrip(t, "Side", []Side{NorthSouth, EastWest}, Side.String, ParseSide)
	roundTrip(t, "Suit", Suits, Suit.String, ParseSuit)
	roundTrip(t, "Suit symbol", Suits, Suit.Symbol, ParseSuit)
	roundTrip(t, "Suit letter", Suits, Suit.Letter, ParseSuit)
	roundTrip(t, "Rank", Ranks, Rank.String, ParseRank)
	roundTrip(t, "Rank name", Ranks, Rank.Name, ParseRank)
	roundTrip(t, "Strain", Strains, Strain.String, ParseStrain)
	roundTrip(t, "Strain name", Strains, Strain.Name, ParseStrain)
	roundTrip(t, "Vulnerability", Vulnerabilities, Vulnerability.String, ParseVulnerability)

	var cards []Card
	for _, s := range Suits {
		for _, r := range Ranks {
			cards = append(cards, Card{s, r})
		}
	}
	roundTrip(t, "Card", cards, Card.String, ParseCard)

	calls := []Call{PassCall, DoubleCall, RedoubleCall}
	for rank := 1; rank <= 35; rank++ {
		calls = append(calls, BidOfRank(rank))
	}
	roundTrip(t, "Call", calls, Call.String, ParseCall)

	// Undoubled prints as nothing, the way a contract is written, so it is checked apart.
	roundTrip(t, "Risk", []Risk{Doubled, Redoubled}, Risk.String, ParseRisk)
	roundTrip(t, "Risk name", Risks, Risk.Name, ParseRisk)
	if r, err := ParseRisk(Undoubled.String()); err != nil || r != Undoubled {
		t.Errorf("ParseRisk(%q) = %v, %v; want Undoubled", Undoubled.String(), r, err)
	}

	var contracts []Contract
	for rank := 1; rank <= 35; rank++ {
		b := BidOfRank(rank)
		for _, r := range Risks {
			for _, d := range append([]Seat{NoSeat}, Seats...) {
				contracts = append(contracts, Contract{b.Level, b.Strain, r, d})
			}
		}
	}
	roundTrip(t, "Contract", contracts, Contract.String, ParseContract)
}

func TestZeroValuesAreUnknown(t *testing.T) {
	for name, s := range map[string]string{
		"Seat": NoSeat.String(), "Side": NoSide.String(), "Suit": NoSuit.String(),
		"Rank": NoRank.String(), "Card": Card{}.String(), "Strain": NoStrain.String(),
		"Call": Call{}.String(), "Vulnerability": NoVulnerability.String(),
		"Contract": Contract{}.String(), "Board": Board{}.String(),
	} {
		if s != "" {
			t.Errorf("zero %s prints %q, want empty", name, s)
		}
	}
	if (Contract{}).Valid() || (Call{}).Valid() || (Card{}).Valid() || NoVulnerability.Valid() || (Board{}).Valid() {
		t.Error("a zero value reports itself valid")
	}
}

func TestParseRejectsNonsense(t *testing.T) {
	for _, text := range []string{"", "Q", "north-west", "8", "Z5"} {
		if _, err := ParseSeat(text); err == nil && text != "" {
			t.Errorf("ParseSeat(%q) accepted", text)
		}
		if _, err := ParseVulnerability(text); err == nil {
			t.Errorf("ParseVulnerability(%q) accepted", text)
		}
		if _, err := ParseCard(text); err == nil {
			t.Errorf("ParseCard(%q) accepted", text)
		}
		if _, err := ParseCall(text); err == nil {
			t.Errorf("ParseCall(%q) accepted", text)
		}
		if _, err := ParseContract(text); err == nil {
			t.Errorf("ParseContract(%q) accepted", text)
		}
	}
	if _, err := ParseRisk("XXX"); err == nil {
		t.Error(`ParseRisk("XXX") accepted`)
	}
}
