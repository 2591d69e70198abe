package peerpoll

import (
	"regexp"
	"sync"
)

// handLetterRE finds a suit written as its letter at the start of a holding: "S KQ1084",
// "H5", "C -" (a void). The letter must stand alone, before cards or a dash, so words such
// as "Dealer S," or "NS vul" are left as they are. Compiled on first use, not at the app's start.
var handLetterRE = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(^|[\s,;(])([SHDC]) ?([AKQJT2-9x]|10|[-—–])`)
})

var suitOfLetter = map[string]string{"S": "♠", "H": "♥", "D": "♦", "C": "♣"}

// handSuits writes a hand typed with suit letters with the suit symbols the rest of the
// app shows: "S KQ1084 H 5 D A93 C J62" becomes "♠KQ1084 ♥5 ♦A93 ♣J62".
func handSuits(hand string) string {
	re := handLetterRE()
	return re.ReplaceAllStringFunc(hand, func(m string) string {
		g := re.FindStringSubmatch(m)
		return g[1] + suitOfLetter[g[2]] + g[3]
	})
}
