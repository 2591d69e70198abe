package peerpoll

import "testing"

func TestPollHandTurnsSuitLettersIntoSymbols(t *testing.T) {
	for _, tc := range []struct{ name, typed, want string }{
		{"letters with spaces", "S KQ1084 H 5 D A93 C J62", "♠KQ1084 ♥5 ♦A93 ♣J62"},
		{"letters against the cards", "SKQ1084 H5 DA93 CJ62", "♠KQ1084 ♥5 ♦A93 ♣J62"},
		{"a void as a dash", "S AKQJ109 H - D 8765 C 432", "♠AKQJ109 ♥- ♦8765 ♣432"},
		{"a ten written 10 at the start of a suit", "S 10987 H AK", "♠10987 ♥AK"},
		{"small cards as x", "S Axxx H xx", "♠Axxx ♥xx"},
		{"symbols already: unchanged", "♠KQ1084 ♥5 ♦A93 ♣J62", "♠KQ1084 ♥5 ♦A93 ♣J62"},
		{"words around the hand are left alone", "Dealer S, NS vul: S AK H Q", "Dealer S, NS vul: ♠AK ♥Q"},
		{"lower case is not a suit", "s AK", "s AK"},
		{"empty", "", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := handSuits(tc.typed); got != tc.want {
				t.Errorf("handSuits(%q) = %q, want %q", tc.typed, got, tc.want)
			}
		})
	}
}
