package catalog

import (
	"errors"
	"fmt"
	"strings"

	"tableside/engine/bridge"
	"tableside/engine/law"
	"tableside/engine/ruling"
)

// WithdrawnCallLeads is Law 26 as a calculator. The director says why the call was withdrawn
// (a comparable call, the free replacement of an insufficient bid, a corrected unintended call,
// a call out of rotation forfeited under 28B, and the cancelled calls for which Laws 36A, 38D and
// 39B exclude Law 26B end it here), which call was withdrawn, and then enters the legal auction from the
// bidding box, confirming what each of the offender's calls showed. The engine works out who
// declares, whether the offender defends, who leads when, and which suits the offender did not
// specify: declarer may forbid one of them at the offender's partner's first turn to lead
// (Law 26B, prohibit only, as amended by the WBF after publication).
var WithdrawnCallLeads = &ruling.Flow{
	ID:       "withdrawn-call-leads",
	Title:    "Lead restrictions after a withdrawn call",
	Summary:  "Enter the auction: which suits declarer may forbid the partner of the player whose call was withdrawn to lead, and when (Law 26).",
	Category: ruling.Auction,
	Phrases: []string{"lead restrictions", "lead penalty", "which suit can declarer forbid", "can I forbid a lead",
		"prohibit the lead", "ban a suit", "withdrawn call", "cancelled call", "what can declarer ban",
		"lead restriction after an insufficient bid", "lead restriction after a bid out of turn"},
	Laws: []law.Ref{law.L(26, "B"), law.L(26, "A"), law.L(23, "A"), law.L(16, "C"), law.L(27, "B1(a)"), law.L(25, "A1"),
		law.L(28, "B"), law.L(36, "A"), law.L(38, "D"), law.L(39, "B")},
	Offence: "made the withdrawn call",
	Seats:   seatsFromAuction,
	Start:   "cause",
	Common: []ruling.Answer{
		ruling.Pick("not-comparable"),
		ruling.CallAnswer(bridge.NewBid(1, bridge.HeartsStrain)),
		ruling.AuctionAnswer(commonLeadsAuction),
	},
	Steps: []ruling.Step{
		{ID: "cause", Question: ruling.Question{
			Prompt: "How did the withdrawn call end?",
			Help: "Law 26B applies when a call is withdrawn and not replaced by a comparable call. A comparable " +
				"replacement (Laws 23A, 26A), the lowest sufficient bid showing the same denomination(s) after an " +
				"insufficient bid (Law 27B1(a)) and an unintended call corrected under Law 25A1 bring no lead restriction.",
			Kind: ruling.ChoiceKind,
			Options: []ruling.Option{
				{ID: "not-comparable", Label: "Replaced, but not by a comparable call",
					Help: "After an insufficient bid (Law 27B2), a call out of rotation (Laws 30, 31, 32) or a change of mind (Law 25B).",
					Next: ruling.Ask("withdrawn")},
				{ID: "inadmissible", Label: "Cancelled as an inadmissible call, before the next player called",
					Help: "A double or redouble not allowed and replaced by a call that is not comparable (Law 36B), a call by a " +
						"player who had to pass (37B), a bid above seven (38), or a defender's bid, double or redouble after " +
						"the final pass (39C).",
					Next: ruling.Ask("auction")},
				{ID: "no-recourse", Label: "An inadmissible call the next player called over, or a pass or declarer's call after the final pass",
					Help: "The next player called before the ruling over a double not allowed (Law 36A), a bid above seven (38D) " +
						"or a call after the final pass (39B); or a defender passed, or declarer or dummy called, after the " +
						"final pass (39B). The Laws give no lead restriction in these cases.",
					Next: ruling.Rule("no-recourse")},
				{ID: "rotation-forfeited", Label: "A call out of rotation, cancelled because the player in turn called first",
					Help: "Law 28B: calling in turn forfeits the right to rectify the call out of rotation.",
					Next: ruling.Rule("rotation-forfeited")},
				{ID: "comparable", Label: "Replaced by a comparable call, after an insufficient bid or a call out of rotation",
					Help: "Laws 23A, 27B1(b), 30B, 31A, 32A.", Next: ruling.Rule("comparable")},
				{ID: "comparable-other", Label: "Replaced by a comparable call, after a change of mind or a double not allowed",
					Help: "A call changed on purpose (Law 25B) or a double or redouble not allowed, replaced under Law 36B.",
					Next: ruling.Rule("comparable-other")},
				{ID: "lowest-same", Label: "The lowest sufficient bid showing the same suit(s) in their methods",
					Help: "An insufficient bid replaced under Law 27B1(a).", Next: ruling.Rule("lowest-same")},
				{ID: "unintended", Label: "An unintended call, corrected",
					Help: "A slip of the hand or tongue, corrected before partner called (Law 25A1).", Next: ruling.Rule("unintended")},
			},
		}},
		{ID: "withdrawn", Question: ruling.Question{
			Prompt: "Which call was withdrawn?",
			Help: "It is recorded with the ruling. Under the 2017 Laws the suits it named do not decide anything: " +
				"only what the offender specified in the legal auction counts (Law 26B).",
			Kind:     ruling.CallKind,
			Examples: []ruling.Answer{ruling.CallAnswer(bridge.NewBid(1, bridge.HeartsStrain))},
		}, Route: func(ruling.Session) ruling.Target { return ruling.Ask("auction") }},
		{ID: "auction", Question: ruling.Question{
			Prompt: "Enter the legal auction and what the player's own calls showed",
			Help: "The player is the one whose call was withdrawn. The legal auction is every call that stands, up to the final pass, without the withdrawn call. " +
				"For each of the offender's calls, say what it specified in the partnership's methods: a natural bid " +
				"its suit; an artificial call the suits it showed, or none (Stayman 2♣ shows no clubs, a transfer " +
				"2♦ shows hearts, a Michaels cue-bid shows the suits it promises). Passes and doubles show nothing " +
				"unless artificial.",
			Kind:     ruling.AuctionKind,
			Player:   "Who made the withdrawn call?",
			Check:    auctionEndedCheck,
			Examples: leadsAuctionExamples(),
		}, Route: leadsRoute},
	},
	Endings: []ruling.Ending{
		{ID: "comparable", Outcome: noLeadRestriction(
			"Replaced by a comparable call: no lead restrictions",
			"The withdrawn call was replaced by a comparable call, so declarer may not forbid any lead.",
			[]law.Ref{law.L(26, "A"), law.L(23, "B")},
			&ruling.Adjustment{Law: law.L(23, "C"), Text: "If at the end of play I judge that without the help of the " +
				"withdrawn call the result could well have been different, and {other-side} lost out as a result, I will " +
				"award an adjusted score"},
		)},
		{ID: "lowest-same", Outcome: noLeadRestriction(
			"The free replacement: no lead restrictions",
			"The insufficient bid was replaced by the lowest sufficient bid showing the same denomination(s), so declarer may not forbid any lead.",
			[]law.Ref{law.L(27, "B1(a)")},
			&ruling.Adjustment{Law: law.L(27, "D"), Text: "If at the end of play I judge that without the help of the " +
				"insufficient bid the result could well have been different, and {other-side} lost out as a result, I will " +
				"award an adjusted score"},
		)},
		{ID: "unintended", Outcome: noLeadRestriction(
			"An unintended call, corrected: no lead restrictions",
			"The call was a slip, corrected before partner called, so there are no lead restrictions.",
			[]law.Ref{law.L(25, "A1")}, nil,
		)},
		{ID: "no-recourse", Outcome: ruling.Outcome{
			Title: "No lead restrictions: the Laws give none after this call",
			Summary: "The cancelled call brings no lead restriction: the next player called over it before the ruling, or it " +
				"was a pass, or a call by declarer or dummy, after the final pass. Declarer may not forbid any lead.",
			Automatic:   []ruling.Effect{{Text: "{partner} may lead any suit", Laws: []law.Ref{law.L(36, "A"), law.L(38, "D"), law.L(39, "B")}}},
			Information: everyCancelledCallInfo,
			Notes: []string{
				"After an inadmissible double or redouble the next player called over, Law 36A cancels every call from it on and " +
					"excludes Law 26B; after a bid above seven it is Law 38D (which also excludes Law 72C); after a call " +
					"after the final pass, Law 39B.",
				"A call by a player who had to pass stands once the next player has called over it (Law 37A): it was never " +
					"withdrawn, so Law 26 has nothing to apply to.",
			},
			Laws: []law.Ref{law.L(36, "A"), law.L(38, "D"), law.L(39, "B"), law.L(26, "B")},
		}},
		{ID: "rotation-forfeited", Outcome: ruling.Outcome{
			Title: "No lead restrictions: the call out of rotation was forfeited",
			Summary: "The player whose turn it was called before the ruling, so the call out of rotation is cancelled with no " +
				"rectification, and declarer may not forbid any lead.",
			Automatic:   []ruling.Effect{{Text: "{partner} may lead any suit", Laws: []law.Ref{law.L(28, "B")}}},
			Information: withdrawnCallRules("the cancelled call"),
			FollowUps:   []ruling.FollowUp{withdrawnCallUICheck("the cancelled call")},
			Laws:        []law.Ref{law.L(28, "B")},
		}},
		{ID: "comparable-other", Outcome: ruling.Outcome{
			Title:       "Replaced by a comparable call: no lead restrictions",
			Summary:     "The withdrawn call was replaced by a comparable call, so declarer may not forbid any lead.",
			Automatic:   []ruling.Effect{{Text: "{partner} may lead any suit", Laws: []law.Ref{law.L(26, "A")}}},
			Information: withdrawnCallRules("the withdrawn call"),
			FollowUps:   []ruling.FollowUp{withdrawnCallUICheck("the withdrawn call")},
			Notes: []string{
				"After a change of mind Law 16C applies to the call withdrawn or cancelled (Law 25B3), and after a double not " +
					"allowed the partner still passes for the rest of the auction and Law 72C may apply (Law 36B2, 36B3). " +
					"Unlike a comparable call after an insufficient bid or a call out of rotation, the withdrawn call stays " +
					"unauthorized to partner, and Law 23C is not the route to an adjustment.",
			},
			Laws: []law.Ref{law.L(26, "A"), law.L(23, "A"), law.L(25, "B3"), law.L(36, "B3")},
		}},
		{ID: "passed-out", Outcome: ruling.Outcome{
			Title:     "Passed out: no lead to restrict",
			Summary:   "All four players passed, so there is no play and no lead.",
			Automatic: []ruling.Effect{{Text: "The hands go back into the board without play, and there is no redeal", Laws: []law.Ref{law.L(22, "")}}},
			Laws:      []law.Ref{law.L(22, ""), law.L(26, "B")},
		}, Fill: fillLeadsSummary},
		{ID: "offender-declares", Outcome: ruling.Outcome{
			Title:   "No lead restrictions: the side of the withdrawn call declares",
			Summary: "{offending-side} will declare, and lead restrictions apply only when the player whose call was withdrawn becomes a defender.",
			Automatic: []ruling.Effect{{Text: "There are no lead restrictions, because {offender} is not a defender",
				Laws: []law.Ref{law.L(26, "B")}}},
			Information: []ruling.InfoRule{
				{Who: ruling.Party{Role: ruling.OffendingSide}, Authorized: false, What: "the information from the withdrawn call", Law: law.L(16, "C2")},
				{Who: ruling.Party{Role: ruling.NonOffendingSide}, Authorized: true, What: "the information from the withdrawn call", Law: law.L(16, "C1")},
			},
			Laws: []law.Ref{law.L(26, "B")},
		}, Fill: fillLeadsSummary},
		{ID: "nothing-to-forbid", Outcome: ruling.Outcome{
			Title:   "No suit to forbid: every suit was specified",
			Summary: "{offender} specified all four suits in the legal auction, and declarer may forbid only a suit {offender} did not specify.",
			Automatic: []ruling.Effect{{Text: "Declarer may not forbid any lead; {partner} may lead any suit",
				Laws: []law.Ref{law.L(26, "B")}}},
			Information: leadsInfo,
			Notes:       []string{forbidOnlyNote},
			Laws:        []law.Ref{law.L(26, "B")},
		}, Fill: fillLeadsSummary},
		{ID: "may-forbid", Outcome: ruling.Outcome{
			Title:   "Declarer may forbid one suit",
			Summary: "{offender} is a defender, so {declarer}, as declarer, may forbid {partner} to lead one suit that {offender} did not specify in the legal auction.",
			LeadRestrictions: []ruling.LeadRestriction{{
				On:    ruling.Party{Role: ruling.OffendersPartner},
				Rule:  ruling.MayProhibit,
				Which: "any one suit {offender} did not specify in the legal auction",
				When:  "at the first turn of {partner} to lead (which may be the opening lead)",
				Lasts: "for as long as {partner} keeps the lead",
				Law:   law.L(26, "B"),
			}},
			Automatic: []ruling.Effect{{Text: "Declarer may only forbid a suit, never require one, and may choose to forbid nothing",
				Laws: []law.Ref{law.L(26, "B")}}},
			Information: leadsInfo,
			Notes:       []string{forbidOnlyNote},
			Laws:        []law.Ref{law.L(26, "B")},
		}, Fill: fillMayForbid},
	},
}

// commonLeadsAuction is the common case behind the insufficient-bid ruling's own: North opened
// 1♠, East's 1♥ was withdrawn and replaced by a pass (West barred), North-South bid game.
// East makes the opening lead, so West's first turn to lead comes during the play.
var commonLeadsAuction = naturalEntry(bridge.North, bridge.East, "1S P 2S P 4S P P P")

// naturalEntry builds an entered auction from calls in text, every call of player confirmed
// natural. It panics on a malformed call: it is for declared examples only.
func naturalEntry(dealer, player bridge.Seat, text string) ruling.AuctionEntry {
	a := ruling.AuctionEntry{Dealer: dealer, Player: player}
	for i, f := range strings.Fields(text) {
		c, err := bridge.ParseCall(f)
		if err != nil {
			panic(err)
		}
		e := ruling.EnteredCall{Call: c}
		if a.SeatOf(i) == player {
			e.Meaning = ruling.Natural
		}
		a.Calls = append(a.Calls, e)
	}
	return a
}

// showing marks call i of the auction as artificial, showing the suits (clubs first).
func showing(a ruling.AuctionEntry, i int, suits ...bridge.Suit) ruling.AuctionEntry {
	calls := append([]ruling.EnteredCall(nil), a.Calls...)
	calls[i].Meaning, calls[i].Shows = ruling.Artificial, suits
	a.Calls = calls
	return a
}

// leadsAuctionExamples cover every route of the auction step and the calls the calculator must
// not read as natural: Stayman, a transfer, a Michaels cue-bid.
func leadsAuctionExamples() []ruling.Answer {
	return []ruling.Answer{
		// The common case: East, the offender, leads; West's first turn to lead comes later.
		ruling.AuctionAnswer(commonLeadsAuction),
		// South's Stayman 2♣ shows no suit; East-West win the auction; North, the offender's
		// partner, makes the opening lead, and clubs may be forbidden.
		ruling.AuctionAnswer(showing(naturalEntry(bridge.North, bridge.South, "1NT P 2C 3D P 5D P P P"), 2)),
		// South's 2♦ is a transfer: it specifies hearts, not diamonds.
		ruling.AuctionAnswer(showing(naturalEntry(bridge.North, bridge.South, "1NT P 2D 2S 3H 4S P P P"), 2, bridge.Hearts)),
		// North's 2♥ over 1♥ is Michaels: spades and a minor, so it specifies spades.
		ruling.AuctionAnswer(showing(naturalEntry(bridge.West, bridge.North, "1H 2H 4H P P P"), 1, bridge.Spades)),
		// The offender becomes declarer.
		ruling.AuctionAnswer(naturalEntry(bridge.North, bridge.North, "1S P 4S P P P")),
		// Passed out.
		ruling.AuctionAnswer(naturalEntry(bridge.North, bridge.East, "P P P P")),
		// East named all four suits and defends 4♥.
		ruling.AuctionAnswer(naturalEntry(bridge.East, bridge.East, "1C P 1D P 1H P 1NT P 2S P 2NT P 3D P 3NT 4H P P P")),
	}
}

// auctionEndedCheck refuses an auction that has not reached its final pass: the lead comes
// after it, and who declares decides everything.
func auctionEndedCheck(_ ruling.Session, a ruling.Answer) error {
	if !a.Auction.Ended() {
		return errors.New("the auction has not ended: enter every call up to the final pass (All pass ends it)")
	}
	return nil
}

// leadBan is what Law 26B allows after a legal auction: who declares, whether the offender
// defends, who leads first, and the suits declarer may forbid.
type leadBan struct {
	Contract  bridge.Contract
	PassedOut bool
	Defends   bool          // the offender is a defender
	Opening   bool          // the offender's partner makes the opening lead
	Specified []bridge.Suit // what the offender specified, in the order first specified
	Suits     []bridge.Suit // the suits declarer may forbid, clubs first
}

// lawTwentySixB works out the restriction from the legal auction and the confirmed meanings.
func lawTwentySixB(a ruling.AuctionEntry) (leadBan, error) {
	b, err := a.Bridge()
	if err != nil {
		return leadBan{}, err
	}
	c, err := b.Contract()
	switch {
	case errors.Is(err, bridge.ErrPassedOut):
		return leadBan{PassedOut: true, Specified: a.Specified()}, nil
	case err != nil:
		return leadBan{}, err
	}
	ban := leadBan{Contract: c, Specified: a.Specified()}
	ban.Defends = a.Player.Side() != c.Declarer.Side()
	if ban.Defends {
		ban.Opening = c.OpeningLeader() == a.Player.Partner()
		ban.Suits = a.Unspecified()
	}
	return ban, nil
}

func leadsRoute(s ruling.Session) ruling.Target {
	ban, err := lawTwentySixB(s.Auction("auction"))
	switch {
	case err != nil:
		return ruling.Target{} // fits and Check have refused such an auction already
	case ban.PassedOut:
		return ruling.Rule("passed-out")
	case !ban.Defends:
		return ruling.Rule("offender-declares")
	case len(ban.Suits) == 0:
		return ruling.Rule("nothing-to-forbid")
	}
	return ruling.Rule("may-forbid")
}

// seatsFromAuction seats the offender from the auction and declarer from its contract.
func seatsFromAuction(s ruling.Session) ruling.Seats {
	a := s.Auction("auction")
	if !a.Player.Valid() {
		return nil
	}
	seats := ruling.Seats{
		ruling.Offender:         a.Player,
		ruling.OffendersPartner: a.Player.Partner(),
		ruling.OffendersLHO:     a.Player.LHO(),
		ruling.OffendersRHO:     a.Player.RHO(),
	}
	if ban, err := lawTwentySixB(a); err == nil && !ban.PassedOut {
		seats[ruling.Declarer] = ban.Contract.Declarer
		seats[ruling.Dummy] = ban.Contract.Dummy()
	}
	return seats
}

// leadsInfo is Law 16C for the withdrawn call: the opponents may use it, the offender's partner
// may not, when choosing a lead or anything else.
var leadsInfo = []ruling.InfoRule{
	{Who: ruling.Party{Role: ruling.OffendersPartner}, Authorized: false, What: "the information from the withdrawn call, including when choosing a lead", Law: law.L(16, "C2")},
	{Who: ruling.Party{Role: ruling.NonOffendingSide}, Authorized: true, What: "the information from the withdrawn call", Law: law.L(16, "C1")},
}

const forbidOnlyNote = "Under the 2017 Laws, as amended by the WBF soon after publication, declarer may only forbid, and only " +
	"one suit the offender did not specify in the legal auction; the suits the withdrawn call named do not count. Older " +
	"ACBL Duplicate Decisions let declarer require or forbid the suits the withdrawn call named: that is not the 2017 rule."

// noLeadRestriction is an ending for a withdrawal that brings no Law 26B restriction.
func noLeadRestriction(title, summary string, laws []law.Ref, adj *ruling.Adjustment) ruling.Outcome {
	o := ruling.Outcome{
		Title:      title,
		Summary:    summary,
		Automatic:  []ruling.Effect{{Text: "{partner} may lead any suit", Laws: laws[:1]}},
		Adjustment: adj,
		Laws:       laws,
	}
	if adj != nil {
		o.FollowUps = []ruling.FollowUp{{When: "at the end of play", Law: adj.Law,
			Watch: "check whether the withdrawn call helped the side that made it and cost {other-side}; if so, assign an adjusted score"}}
	}
	return o
}

// fillLeadsSummary starts the summary with what happened, by seat: "East's 1♥ was withdrawn."
// The legal auction goes into a note, on screen but not read aloud: at the table only the
// contract matters.
func fillLeadsSummary(s ruling.Session, o *ruling.Outcome) {
	a := s.Auction("auction")
	what := "The call was cancelled as an inadmissible call."
	c := s.Call("withdrawn")
	if c.Valid() {
		what = fmt.Sprintf("The withdrawn call was %s, and it was not replaced by a comparable call.", c)
	}
	prefix := what
	o.Notes = append(o.Notes, fmt.Sprintf("The legal auction: %s.", callsText(a)))
	if ban, err := lawTwentySixB(a); err == nil && !ban.PassedOut {
		prefix += fmt.Sprintf(" The contract is %s.", ban.Contract)
		o.Notes = append(o.Notes, specifiedNote(a))
		if ban.Defends {
			var forbiddable []bridge.Suit
			if o.ID == "may-forbid" {
				forbiddable = ban.Suits
			}
			withdrawnCallAndPenaltyCards(s, o, a.Player, forbiddable)
		}
	}
	if c.Valid() && c.Kind == bridge.Pass && o.ID != "passed-out" {
		o.Notes = append(o.Notes, passOutOfRotationNote)
	}
	o.Summary = prefix + " " + o.Summary
}

// passOutOfRotationNote: after a pass out of rotation at RHO's turn the offender must pass at
// the next turn (Law 30A), so the withdrawn pass is in effect repeated; whether Law 26B then
// applies is disputed, as the call-out-of-rotation ruling says.
const passOutOfRotationNote = "If the withdrawn pass was a pass out of rotation at the right-hand opponent's turn (Law 30A), " +
	"most directors impose no lead restriction, since the player passes again at their turn; some argue Law 26B could " +
	"apply. Say which reading you take and record it in the log."

// openingLeadMadeNote covers a director called only after the offender's partner has led.
const openingLeadMadeNote = "If {partner} has already led face down, have the card returned to the hand and ask declarer now " +
	"(Law 41A). If the lead is already face up, declarer's option at that turn has passed: the lead stands, and at the end " +
	"of play check whether the withdrawn call could have suggested it (Law 16C2)."

// fillMayForbid names the suits declarer may forbid and when the choice falls due.
func fillMayForbid(s ruling.Session, o *ruling.Outcome) {
	fillLeadsSummary(s, o)
	a := s.Auction("auction")
	ban, err := lawTwentySixB(a)
	if err != nil || len(ban.Suits) == 0 {
		return
	}
	l := &o.LeadRestrictions[0]
	l.Suits = ban.Suits
	if len(ban.Suits) == 4 {
		l.Which = "any one suit, since {offender} specified none in the legal auction"
		o.Title = "Declarer may forbid any one suit"
	} else {
		l.Which = "one of " + ruling.SuitNames(ban.Suits, "or") + " (the suits {offender} did not specify in the legal auction)"
		if len(ban.Suits) == 1 {
			l.Which = ban.Suits[0].String() + " (the only suit {offender} did not specify in the legal auction)"
		}
		o.Title = "Declarer may forbid " + ruling.SuitNames(ban.Suits, "or")
	}
	if ban.Opening {
		l.When = "before {partner} makes the opening lead"
		o.First = "{partner}, please don't lead yet"
		o.Notes = append(o.Notes, openingLeadMadeNote)
		return
	}
	o.Summary += " I will come back when {partner} first gains the lead, and {declarer} will choose then."
	l.When = "when {partner} first gains the lead during the play"
	ask := "one of " + ruling.SuitNames(ban.Suits, "or")
	if len(ban.Suits) == 1 {
		ask = ban.Suits[0].String()
	}
	o.FollowUps = append(o.FollowUps, ruling.FollowUp{
		When:  "when {partner} first gains the lead",
		Watch: "before {partner} leads, ask {declarer} whether to forbid " + ask,
		Law:   law.L(26, "B"),
	})
}

// callsText writes the auction's calls: "1♠ Pass 2♠ Pass 4♠ Pass Pass Pass".
func callsText(a ruling.AuctionEntry) string {
	calls := make([]string, len(a.Calls))
	for i, c := range a.Calls {
		calls[i] = c.Call.String()
	}
	return strings.Join(calls, " ")
}

// specifiedNote records, for the log, what each of the offender's calls was confirmed to show.
func specifiedNote(a ruling.AuctionEntry) string {
	var parts []string
	for i, c := range a.Calls {
		if a.SeatOf(i) != a.Player {
			continue
		}
		shows := ruling.SuitNames(c.Specifies(), "and")
		if shows == "" {
			shows = "no suit"
		}
		parts = append(parts, fmt.Sprintf("%s (%s): %s", c.Call, c.Meaning, shows))
	}
	if len(parts) == 0 {
		return "The offender made no call in the legal auction, so specified no suit."
	}
	return "What the offender's calls specified, as confirmed: " + strings.Join(parts, "; ") + "."
}
