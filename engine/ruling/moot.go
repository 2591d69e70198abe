package ruling

import "strings"

// MootAfter reports whether follow-up i no longer applies once option chosen was taken
// (chosen negative: nobody has chosen). Today one case: a penalty card the chosen option sends
// back to the hand (Law 50D2(a): declarer required or forbade the lead of its suit, so the card
// is picked up) is no longer on the table, so the reminders that open the penalty-card ruling
// "while the ♥K is on the table" are moot. A damage check for the information the card gave
// stays: the card was seen all the same (Law 50E3).
func (o Outcome) MootAfter(chosen, i int) bool {
	if chosen < 0 || chosen >= len(o.Options) || i < 0 || i >= len(o.FollowUps) {
		return false
	}
	f := o.FollowUps[i]
	if f.Flow != "penalty-card" {
		return false
	}
	for _, c := range o.Options[chosen].PicksUp {
		if c.Valid() && strings.Contains(f.When, c.String()) {
			return true
		}
	}
	return false
}
