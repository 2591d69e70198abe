package law

import (
	"fmt"
	"strings"
)

// Body is a regulating authority (or the WBF for its own events). Where the Laws let a
// regulating authority choose, the choice is recorded in its Regulation.
type Body int

// The bodies the app knows; NoBody (the zero value) means "not chosen", and For treats it as
// Default.
const (
	NoBody Body = iota
	ACBL        // American Contract Bridge League
	EBU         // English Bridge Union
	ABF         // Australian Bridge Federation
	WBF         // World Bridge Federation
)

// Default is the body assumed until the club chooses one: the app's first users are ACBL clubs.
const Default = ACBL

// Bodies lists the bodies the app knows.
var Bodies = []Body{ACBL, EBU, ABF, WBF}

var bodyNames = [...][2]string{
	{"", ""},
	{"ACBL", "American Contract Bridge League"},
	{"EBU", "English Bridge Union"},
	{"ABF", "Australian Bridge Federation"},
	{"WBF", "World Bridge Federation"},
}

// Valid reports whether b is a known body.
func (b Body) Valid() bool { return b >= ACBL && b <= WBF }

// String returns the initials: "ACBL".
func (b Body) String() string {
	if !b.Valid() {
		return ""
	}
	return bodyNames[b][0]
}

// Name returns the full name: "English Bridge Union".
func (b Body) Name() string {
	if !b.Valid() {
		return ""
	}
	return bodyNames[b][1]
}

// ParseBody accepts the initials or the full name, in any case.
func ParseBody(text string) (Body, error) {
	t := strings.ToLower(strings.TrimSpace(text))
	for _, b := range Bodies {
		if t == strings.ToLower(b.String()) || t == strings.ToLower(b.Name()) {
			return b, nil
		}
	}
	return NoBody, fmt.Errorf("%q is not a regulating body: use ACBL, EBU, ABF or WBF", text)
}

// Fault is how far a contestant is to blame for a board that could not be played, which
// decides its artificial adjusted score (Law 12C2).
type Fault int

// The three degrees of fault; UnknownFault is the zero value.
const (
	UnknownFault Fault = iota
	NotAtFault
	PartlyAtFault
	DirectlyAtFault
)

// Faults lists the three degrees of fault.
var Faults = []Fault{NotAtFault, PartlyAtFault, DirectlyAtFault}

// Valid reports whether f is a known degree of fault.
func (f Fault) Valid() bool { return f >= NotAtFault && f <= DirectlyAtFault }

// String returns "not at fault", "partly at fault" or "directly at fault".
func (f Fault) String() string {
	if !f.Valid() {
		return ""
	}
	return [...]string{"", "not at fault", "partly at fault", "directly at fault"}[f]
}

// Average returns the name of the score a contestant at fault f receives: "average plus",
// "average" or "average minus".
func (f Fault) Average() string {
	if !f.Valid() {
		return ""
	}
	return [...]string{"", "average plus", "average", "average minus"}[f]
}

// ParseFault accepts "not at fault", "partly", "directly", "none", "partial", "direct"
// and the averages' names "A+", "A", "A-".
func ParseFault(text string) (Fault, error) {
	t := strings.Join(strings.Fields(strings.ToLower(text)), " ")
	switch t {
	case "not at fault", "none", "no fault", "a+", "average plus", "avg+":
		return NotAtFault, nil
	case "partly at fault", "partly", "partial", "partially at fault", "a", "average", "avg":
		return PartlyAtFault, nil
	case "directly at fault", "directly", "direct", "at fault", "a-", "average minus", "avg-":
		return DirectlyAtFault, nil
	}
	return UnknownFault, fmt.Errorf("%q is not a degree of fault: use not at fault, partly or directly at fault", text)
}

// Regulation holds the choices that change a ruling's arithmetic. Keep it to what the
// engine computes with; anything else belongs in reference text.
type Regulation struct {
	Body Body

	// Artificial adjusted scores in pairs, as percentages of a top (Law 12C2(a)): the Law
	// sets average plus at least 60, average 50, average minus at most 40.
	AveragePlus, Average, AverageMinus int

	// PlusUsesSession: a contestant in no way at fault gets its result on the session's other
	// boards when that is better than average plus. MinusUsesSession: a contestant directly at
	// fault gets its session result when that is worse than average minus. Both are Law 12C2(c)
	// of the 2017 Laws, for every body (see For); the fields stay so that a regulation built by
	// hand can switch one off.
	PlusUsesSession, MinusUsesSession bool

	// WeightedScores: the director may assign a weighted score, a mix of likely results
	// each with its probability (Law 12C1(c)). When false, the regulating authority has
	// chosen the alternative Law 12C1 allows instead of weighting: the non-offenders get the
	// most favourable likely result, the offenders the most unfavourable at all probable.
	WeightedScores bool

	// TeamsIMPs is the size of an artificial average plus or minus at IMPs (Law 12C2(b)).
	TeamsIMPs int

	// Options added for the score calculator, the slow-play and procedural-penalty rulings
	// (issue 13). Each is looked up here, never written into a ruling.

	// HalfMatchpoints: matchpoints are counted one for each score beaten and a half for each
	// tie (top = the number of other scores), instead of two and one (top = twice that).
	// Law 78A allows both ("two scoring units (matchpoints or half matchpoints)"); the
	// percentage is the same either way.
	HalfMatchpoints bool

	// ClaimOrder is the order in which a claimer is deemed to play a suit the claim statement
	// left unclear (Law 70E2); NoClaimOrder when the body has specified none.
	ClaimOrder ClaimOrder

	// ReserveRights: a player who believes an opponent has made unauthorized information
	// available may announce that they reserve the right to call the director later (Law 16B2),
	// unless the body prohibits it (then the director must be called at once).
	ReserveRights bool

	// PenaltyPercent is the standard procedural penalty at pairs, in percent of a top on the
	// board, and PenaltyIMPs its size at IMPs (Law 90A leaves the amount to the director; the
	// bodies publish a standard). Clubs may use their own: the ruling lets the director
	// halve, double or type another amount.
	PenaltyPercent, PenaltyIMPs int

	// PenaltyVPs is the standard procedural penalty in victory points, for a match scored in
	// VPs (a Swiss event). PenaltyConfirmed is false when the body's own standard could not be
	// confirmed from a source: the figures are then the common 25% of a top, and the ruling
	// says so where it uses them.
	PenaltyVPs       float64
	PenaltyConfirmed bool

	// DefendersAskEachOther: a defender may ask partner, who did not follow suit, whether they
	// have a card of the suit led (Law 61B3), unless the regulating authority prohibits it.
	// DefendersAskConfirmed is false while the body's own position has not been found: the Law's
	// default (allowed) is then used, and the ruling says to check.
	DefendersAskEachOther, DefendersAskConfirmed bool
}

// ClaimOrder is how a suit is deemed played when a claim statement does not say (Law 70E2).
type ClaimOrder int

// The claim orders; NoClaimOrder (the zero value) means the body has specified none, so the
// director resolves doubtful points against the claimer (Law 70A).
const (
	NoClaimOrder ClaimOrder = iota
	TopDown                 // the claimer plays the suit from the top down
)

// String describes the order for the director: "from the top down", or that none is set.
func (o ClaimOrder) String() string {
	if o == TopDown {
		return "from the top down"
	}
	return "no order specified: doubtful points go against the claimer (Law 70A)"
}

// lawDefaults are the values the Laws themselves give (Law 12C2(a) and (b)), with the Law's
// own choices where a body may change it: weighted scores (Law 12C1(c), which in the 2017 text
// gives no regulating authority the power to forbid them), whole matchpoints (Law 78A), no
// claim order (Law 70E2), reserving rights allowed (Law 16B2), and the session-result rule of
// Law 12C2(c) both ways. The standard procedural penalty is not set by the Laws: 25% of a top,
// 3 IMPs or 1 VP is used, marked unconfirmed, for bodies whose own could not be confirmed.
var lawDefaults = Regulation{AveragePlus: 60, Average: 50, AverageMinus: 40, TeamsIMPs: 3, WeightedScores: true,
	PlusUsesSession: true, MinusUsesSession: true,
	ReserveRights: true, PenaltyPercent: 25, PenaltyIMPs: 3, PenaltyVPs: 1, DefendersAskEachOther: true}

// For returns the regulation of body b; NoBody means Default.
//
// Sources, checked when this was written (re-check when a body republishes):
//   - Every body: 2017 Law 12C2(c) gives a non-offending contestant whose session score is above
//     60% its percentage on the session's other boards, and an offending contestant below 40%
//     its own, or the equivalent in IMPs (the Law as quoted on the EBU's laws forum, discussion
//     234, "Adjusted Score Law 12 C 2 (c)"; the WBF Laws Committee minute of 1998 quoted in the
//     EBU White Book defines average plus and minus the same way; ACBL Duplicate Decisions gives
//     average minus as "no more than 40%"). It is the Law's rule, not an option, so it is on for
//     all four bodies.
//   - ACBL: weighted scores are allowed: the ACBL revoked its
//     election of that alternative (12C1(e) in the 2007 numbering) from 1 January 2016 (Board of Directors, Chicago 2015, reported at
//     bridgewinners.com "ACBL's incorporation of Law 12C1(c)"), and its list of elections
//     under the 2017 Laws (acbl.org, "ACBL options under the Laws of Duplicate Bridge") makes
//     no election about Law 12C.
//   - EBU, ABF, WBF: the Law's own values with weighted scores, as the 2017 Laws give them;
//     the ABF's Introduction to Club Directing uses 60/50/40.
//
// The options added for issue 13, with their sources (checked with the search tool; "not
// confirmed" means the Law's own choice is used until a source is found):
//   - Weighted scores (Law 12C1(c)): the 2017 text reads that an assigned score may be weighted,
//     with no "unless the regulating authority forbids it" as in 2007 (pzbs.pl, 2017 English
//     text of Law 12), so every body allows them.
//   - Half matchpoints: the ACBL scores one matchpoint for each score beaten and a half for a
//     tie, most other bodies two and one (everything2.com "match points"; pjms.nl, Neuberg
//     introduction: "in some jurisdictions, notably the USA, half matchpoints"); Law 78A allows
//     both (pzbs.pl, 2017 Law 78). EBU, ABF and WBF: two and one.
//   - Claim order (Law 70E2): none confirmed for any of the four bodies; not set.
//   - Reserving rights (Law 16B2): the ACBL's elections under the 2007 Laws chose not to
//     prohibit it (blml, January 2008, report of the ACBL Laws Commission's options), and its
//     list of elections under the 2017 Laws (acbl.org) has none about Law 16B2. EBU, ABF, WBF:
//     not confirmed; the Law's default (allowed) is used.
//   - Standard procedural penalty: EBU 25% of a top, 6 IMPs or 1 VP (EBU White Book 2023,
//     1.7.1, on ebu.co.uk "Laws and Ethics Committee guidance notes"; 25% of a top was earlier
//     White Book 8.12.3, as quoted on the EBU's laws forum, "Procedural penalties"). ACBL, ABF,
//     WBF: not confirmed; 25% of a top, 3 IMPs or 1 VP is used and marked unconfirmed.
//   - Defenders asking each other about a revoke (Law 61B3, added for issue 31): none of the four
//     bodies' positions was found; the Law's default (allowed) is used, unconfirmed. Some bodies
//     do prohibit it: the Swedish federation's Law 61B lets defenders ask declarer but not each
//     other (bridgefederation.se, "lag61").
//
// The ABF has assigned its powers as regulating authority to the state associations for events
// that are not its own (abf.com.au, "Rules & Regulations"), so an Australian club should check
// its state's regulations.
func For(b Body) Regulation {
	if !b.Valid() {
		b = Default
	}
	r := lawDefaults
	r.Body = b
	switch b {
	case ACBL:
		r.HalfMatchpoints = true
	case EBU:
		r.PenaltyIMPs, r.PenaltyVPs, r.PenaltyConfirmed = 6, 1, true
	}
	return r
}

// SessionResult is a contestant's result on the session's other boards: a percentage at pairs,
// the average IMPs per board at IMPs (Law 12C2(c)). Known is false until the director enters it;
// it is usually known only when the session is scored.
type SessionResult struct {
	Value float64
	Known bool
}

// Session makes a known session result.
func Session(v float64) SessionResult { return SessionResult{Value: v, Known: true} }

// ArtificialScore is one contestant's artificial adjusted score, as the one rule for every
// artificial score in the app (Artificial) works it out.
type ArtificialScore struct {
	Fault Fault
	IMPs  bool // Value and Standard are IMPs (Law 12C2(b)); else percent of a top (Law 12C2(a))
	// Standard is the Law's figure for the fault: 60, 50 or 40 at pairs, +3, 0 or −3 at IMPs.
	Standard float64
	// Value is what the contestant receives now: Standard, or its session result.
	Value float64
	// FromSession: Value is the contestant's session result, better than average plus for a
	// contestant in no way at fault, or worse than average minus for one directly at fault
	// (Law 12C2(c)).
	FromSession bool
	// Pending: the session result is not known yet and may still replace Standard when the
	// session is scored (Law 12C2(c)).
	Pending bool
	Session SessionResult
}

// Better is "higher" for a contestant in no way at fault and "lower" for one directly at
// fault: the direction in which the session result replaces the standard score.
func (a ArtificialScore) Better() string {
	if a.Fault == NotAtFault {
		return "higher"
	}
	return "lower"
}

// UsesSession reports whether a contestant at fault f may get its session result instead of
// the standard artificial score (Law 12C2(c)): in no way at fault under PlusUsesSession,
// directly at fault under MinusUsesSession; never partly at fault.
func (r Regulation) UsesSession(f Fault) bool {
	return f == NotAtFault && r.PlusUsesSession || f == DirectlyAtFault && r.MinusUsesSession
}

// Artificial is the one rule for every artificial adjusted score (Law 12C2): average plus,
// average or average minus by fault (12C2(a)), ±3 IMPs at IMPs (12C2(b)), and the session
// result instead when it is better than average plus for a contestant in no way at fault, or
// worse than average minus for a contestant directly at fault (12C2(c)). A contestant only
// partly at fault always gets average. Every ruling that gives an artificial score calls this,
// directly or through the catalog's fillArtificial.
func (r Regulation) Artificial(f Fault, imps bool, session SessionResult) (ArtificialScore, error) {
	if !f.Valid() {
		return ArtificialScore{}, fmt.Errorf("the artificial score depends on who was at fault (%s), which is not known", L(12, "C2"))
	}
	a := ArtificialScore{Fault: f, IMPs: imps, Session: session}
	plus, avg, minus := float64(r.AveragePlus), float64(r.Average), float64(r.AverageMinus)
	if imps {
		plus, avg, minus = float64(r.TeamsIMPs), 0, -float64(r.TeamsIMPs)
	}
	a.Standard = map[Fault]float64{NotAtFault: plus, PartlyAtFault: avg, DirectlyAtFault: minus}[f]
	a.Value = a.Standard
	switch {
	case !r.UsesSession(f):
	case !session.Known:
		a.Pending = true
	case f == NotAtFault && session.Value > a.Standard, f == DirectlyAtFault && session.Value < a.Standard:
		a.Value, a.FromSession = session.Value, true
	}
	return a, nil
}
