package law

// CallMade says, for the director, when a call made with a bidding box counts as made under the
// regulation of body b (Law 18F lets the regulating authority prescribe how calls are made).
// Before that moment the player may still choose another call, and Law 25 does not apply.
//
// Sources, checked with the search tool when this was written:
//   - ACBL: bidding box regulations, "a call is considered made when a bidding card is removed from
//     the bidding box and held touching or nearly touching the table or maintained in such a
//     position to indicate that the call has been made" (copied on veniceduplicatebridge.net,
//     "Bidding Box Regulations").
//   - EBU: bidding box regulations (ebu.co.uk, "EBU bidding box regulations") and Blue Book 3Z:
//     made when removed from the box with apparent intent, the director may still apply Law 25;
//     White Book 8.25.3: removed means clear of the other cards in the box (EBU TD forum, "Is a bid
//     or call confirmed at the moment it clears the bidding box?").
//   - ABF: Regulations for Written Bidding and Bidding Boxes 3.5, as ACBL but "held face up"
//     (quoted on the BBO forums, "Change of call using screens").
//   - WBF: not confirmed; the director is told to check the event's conditions of contest.
func CallMade(b Body) string {
	switch b {
	case EBU:
		return "Under the EBU's bidding-box regulation a call is made once the card is taken out of the box with apparent " +
			"intent, clear of the other cards in it (Blue Book 3Z, White Book 8.25.3); the director may still apply Law 25."
	case ABF:
		return "Under the ABF's bidding-box regulation a call is made once the card is taken out of the box and held face up, " +
			"touching or nearly touching the table, or kept in a position that shows the call is made."
	case WBF:
		return "Check the event's conditions of contest for when a bidding-box call counts as made."
	}
	return "Under the ACBL's bidding-box regulation a call is made once the card is taken out of the box and held touching " +
		"or nearly touching the table, or kept in a position that shows the call is made; in a close case, judge that the " +
		"card had not left the box."
}
