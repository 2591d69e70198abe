package app

// The static content shown until the ruling wizards are wired to the engine's
// registry. Everything here is reference text written for this app.

// category is one family of irregularities on the home page.
type category struct {
	Name    string
	Summary string
}

var categories = []category{
	{"Auction", "Calls out of rotation, insufficient bids, changes of call, inadmissible calls and passes out of turn."},
	{"Leads and play", "Opening leads and leads out of turn, exposed cards, played cards, and declarer or defenders playing too soon."},
	{"Revokes and penalty cards", "Whether a revoke is established, how many tricks move, and what a major or minor penalty card allows."},
	{"Claims", "Claims and concessions that are disputed, and how to play out the remaining tricks fairly."},
	{"Information (UI/MI)", "Hesitations, unauthorised information from partner, and misexplained or missing alerts."},
	{"Board problems", "Fouled boards, wrong numbers of cards, hands taken from the wrong board, and boards that cannot be played."},
	{"Scores", "Artificial and weighted adjusted scores, average-plus and average-minus, and scoring corrections."},
}

// rule is a quick-reference card for one common ruling. ID is the path
// segment under /rule/ and must match the manifest's shortcuts.
type rule struct {
	ID       string
	Title    string
	Category string
	Laws     string
	Summary  string
	Steps    []string
	Watch    []string
}

var rules = []rule{
	{
		ID:       "opening-lead-out-of-turn",
		Title:    "Opening lead out of turn",
		Category: "Leads and play",
		Laws:     "Laws 41, 50, 54, 56",
		Summary:  "The wrong defender faced the opening lead. Declarer chooses what happens; dummy may not advise.",
		Steps: []string{
			"Accept the lead and play it: dummy is spread and declarer plays second to the trick from his own hand (Law 54B).",
			"Accept the lead and become dummy: declarer spreads his hand and his partner plays the contract (Law 54A).",
			"Refuse the lead: the correct defender leads. Declarer may require or forbid the lead of the suit of the card led out of turn, for as long as that defender keeps the lead, and the card goes back to the hand (Law 50D2).",
			"Or refuse the lead and leave the card face up as a major penalty card; the correct defender then leads freely (Laws 50, 56).",
		},
		Watch: []string{
			"If declarer could have seen any of dummy's cards, he must accept the lead (Law 54C).",
			"A lead made face down out of turn is simply withdrawn (Law 41A).",
		},
	},
	{
		ID:       "revoke",
		Title:    "Revoke",
		Category: "Revokes and penalty cards",
		Laws:     "Laws 61, 62, 63, 64",
		Summary:  "A player failed to follow suit when able to. First decide whether the revoke is established.",
		Steps: []string{
			"Not yet established: it must be corrected (Law 62A). A defender's card becomes a major penalty card; declarer's or dummy's card is replaced without penalty (Law 62B).",
			"After a correction the non-offenders may withdraw cards they played after the revoke (Law 62C).",
			"Established once the offender or his partner leads or plays to the next trick, or names a card to play to it (Law 63A). Play continues.",
			"At the end of play: if the revoker won the revoke trick, that trick moves, plus one more if his side won any later trick (Law 64A1). Otherwise one trick moves if his side won the revoke trick or a later one (Law 64A2).",
		},
		Watch: []string{
			"No automatic transfer for a second revoke in the same suit by the same player, a revoke on trick twelve, or a failure to play a card faced on the table (Law 64B).",
			"If the transfer does not fully repair the damage, adjust the score (Law 64C).",
		},
	},
	{
		ID:       "insufficient-bid",
		Title:    "Insufficient bid",
		Category: "Auction",
		Laws:     "Laws 23, 25, 26, 27",
		Summary:  "A bid did not outrank the previous one. Left-hand opponent may accept it; otherwise it is replaced.",
		Steps: []string{
			"Left-hand opponent may accept it by calling over it; the auction then continues normally (Law 27A).",
			"If the bid was a slip of the tongue, Law 25A applies first.",
			"Replaced by the lowest sufficient bid showing the same denomination(s), or by a comparable call: no further rectification (Law 27B1).",
			"Replaced by any other call: the offender's partner must pass whenever it is his turn for the rest of the auction, and lead restrictions may follow (Laws 27B2, 26).",
		},
		Watch: []string{
			"If the non-offenders were damaged because the auction was helped along, award an adjusted score (Law 27D).",
			"A double or redouble may replace it only as a comparable call (Law 27B3).",
		},
	},
}

func findRule(id string) (rule, bool) {
	for _, r := range rules {
		if r.ID == id {
			return r, true
		}
	}
	return rule{}, false
}

func rulePaths() []string {
	out := make([]string, 0, len(rules))
	for _, r := range rules {
		out = append(out, "/rule/"+r.ID)
	}
	return out
}
