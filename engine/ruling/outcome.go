package ruling

import (
	"fmt"
	"slices"

	"tableside/engine/bridge"
	"tableside/engine/law"
)

// Outcome is a ruling, in parts. The log stores it, the kiosk's reminders read its FollowUps,
// and Script turns it into words for the table, so every reader sees the same facts.
type Outcome struct {
	ID      string `json:"id"`      // the ending's ID within its flow
	Title   string `json:"title"`   // the ruling in a few words: "Declarer chooses how play goes on"
	Summary string `json:"summary"` // one or two plain sentences: what happened and what follows

	// First is what the director says before anything else, where stopping the table matters:
	// "Dummy, please don't put your cards down yet" (Law 54C).
	First string `json:"first,omitempty"`
	// Offence names, in plain words, what the player at fault did ("led out of turn"), so the
	// script can speak of "the player who led out of turn" when the seats are not known.
	Offence string `json:"offence,omitempty"`

	// Interim marks a ruling given at the table before its last fact exists: the offender's next
	// call, the end of play. Cases say what each later fact will mean; a FollowUp says when to
	// come back and finish it.
	Interim bool   `json:"interim,omitempty"`
	Cases   []Case `json:"cases,omitempty"`

	// Chooser is who must now choose among Options; zero when nobody chooses. The director
	// explains every option (Law 10C1) and the chooser may not consult partner (Law 10C2):
	// Script says so and AllLaws cites both.
	Chooser Party    `json:"chooser,omitzero"`
	Options []Choice `json:"options,omitempty"`

	Automatic        []Effect          `json:"automatic,omitempty"` // what happens without anyone choosing
	MustPass         []MustPass        `json:"mustPass,omitempty"`
	LeadRestrictions []LeadRestriction `json:"leadRestrictions,omitempty"`
	PenaltyCards     []PenaltyCard     `json:"penaltyCards,omitempty"`
	Transfer         *TrickTransfer    `json:"transfer,omitempty"`
	Adjustment       *Adjustment       `json:"adjustment,omitempty"`
	Information      []InfoRule        `json:"information,omitempty"`
	FollowUps        []FollowUp        `json:"followUps,omitempty"`
	// NewDeclarer is the player who becomes declarer without anyone choosing (Law 54A: declarer
	// began to spread their hand after a lead out of turn); zero when declarer stays.
	NewDeclarer Party `json:"newDeclarer,omitzero"`
	// Notes are for the director, not the table: where the 2017 Laws differ from what players
	// may remember, or where directors disagree.
	Notes []string `json:"notes,omitempty"`

	// Laws are the Laws the ruling rests on, besides those cited by its parts. AllLaws gives
	// the full list.
	Laws []law.Ref `json:"laws"`

	// The score calculator's parts (scores.go).
	// Body is the regulating body whose options the ruling used (artificial percentages,
	// matchpoints, penalty sizes); NoBody when it used none.
	Body law.Body `json:"body,omitempty"`
	// Workings show how each number of the ruling was computed.
	Workings []Working `json:"workings,omitempty"`
	// Penalty is a warning or procedural penalty recorded against a side (Law 90).
	Penalty *ProceduralPenalty `json:"penalty,omitempty"`
	// Final marks a disciplinary decision (Law 91A), which an appeals committee may not
	// overrule (Law 93B3): the script then offers no review.
	Final bool `json:"final,omitempty"`
	// Review, when set, is read in place of the usual closing line on the right to a review
	// (Law 92): for an outcome that is itself about an appeal, what may follow it (a further
	// appeal under the regulating body's procedure, Law 93C). Final still removes the line.
	Review string `json:"review,omitempty"`
}

// Role is a player described by relation to the irregularity or the contract, as the Laws speak.
type Role int

// Roles; NoRole is the zero value.
const (
	NoRole Role = iota
	Offender
	OffendersPartner
	OffendersLHO // the offender's left-hand opponent
	OffendersRHO // the offender's right-hand opponent
	OffendingSide
	NonOffendingSide
	Declarer
	Dummy
	Defenders
	DirectorRole
)

var roleNames = [...]string{"", "the offender", "the offender's partner", "the offender's left-hand opponent",
	"the offender's right-hand opponent", "the offending side", "the non-offending side", "declarer", "dummy",
	"the defenders", "the director"}

// String names the role in running text: "the offender's partner".
func (r Role) String() string {
	if r <= NoRole || int(r) >= len(roleNames) {
		return ""
	}
	return roleNames[r]
}

// Party is a player or side: always by role, and by seat once the director has said which.
// Name is how the table hears of the party when its seat is not known ("the player who led
// out of turn"); the engine fills it when it reaches the outcome.
type Party struct {
	Role Role        `json:"role,omitempty"`
	Seat bridge.Seat `json:"seat,omitempty"`
	Name string      `json:"name,omitempty"`
}

// IsZero reports whether nobody is named.
func (p Party) IsZero() bool { return p.Role == NoRole && p.Seat == bridge.NoSeat }

// Spoken is how the script names the party aloud: the seat when known ("South"), otherwise
// the plain-words name ("the player who bid out of turn"). Outcomes logged before names
// existed fall back to the role.
func (p Party) Spoken() string {
	switch {
	case p.Seat.Valid():
		return p.Seat.String()
	case p.Name != "":
		return p.Name
	}
	return p.Role.String()
}

// String reads "declarer (South)", "the offender's partner", or "South": the director's view,
// Law terms and all.
func (p Party) String() string {
	switch {
	case p.Role != NoRole && p.Seat.Valid():
		return p.Role.String() + " (" + p.Seat.String() + ")"
	case p.Role != NoRole:
		return p.Role.String()
	}
	return p.Seat.String()
}

// Choice is one option the chooser has, and what follows from it. Obligations and information
// rules that hold only if this option is chosen belong here, not on the outcome, so the table
// hears them once, with the option, and never before the choice is made.
type Choice struct {
	Label            string            `json:"label"`       // "Accept the lead and play the hand"
	Consequence      string            `json:"consequence"` // "Dummy is spread; declarer plays second to this trick."
	Laws             []law.Ref         `json:"laws,omitempty"`
	MustPass         []MustPass        `json:"mustPass,omitempty"`
	LeadRestrictions []LeadRestriction `json:"leadRestrictions,omitempty"`
	PenaltyCards     []PenaltyCard     `json:"penaltyCards,omitempty"`
	Information      []InfoRule        `json:"information,omitempty"`
	// NewDeclarer is who becomes declarer if this option is chosen (Law 54A); zero otherwise.
	NewDeclarer Party `json:"newDeclarer,omitzero"`
	// PicksUp lists the penalty cards that go back into the hand if this option is chosen
	// (Law 50D2(a): declarer required or forbade their suit).
	PicksUp []bridge.Card `json:"picksUp,omitempty"`
}

// Case is one way a fact still to come can turn out, and what it will mean: "If North passes,
// East must repeat 1♥."
type Case struct {
	If   string    `json:"if"`   // "North passes"
	Then string    `json:"then"` // "East must repeat 1♥, and there is no further rectification"
	Laws []law.Ref `json:"laws,omitempty"`
}

// Effect is something that happens whatever anyone chooses.
type Effect struct {
	Text string    `json:"text"`
	Laws []law.Ref `json:"laws,omitempty"`
}

// PassLength is how long a must-pass obligation lasts.
type PassLength int

// Pass lengths; NoPassLength is the zero value.
const (
	NoPassLength  PassLength = iota
	NextTurn                 // at the player's next turn only
	RestOfAuction            // every turn until the auction ends
)

// String reads "at the next turn to call" or "for the rest of the auction".
func (l PassLength) String() string {
	switch l {
	case NextTurn:
		return "at the next turn to call"
	case RestOfAuction:
		return "for the rest of the auction"
	}
	return ""
}

// MustPass obliges a player to pass.
type MustPass struct {
	Who    Party      `json:"who"`
	Length PassLength `json:"length"`
	Law    law.Ref    `json:"law"`
}

// LeadRule is the kind of lead restriction.
type LeadRule int

// Lead rules; NoLeadRule is the zero value.
const (
	NoLeadRule         LeadRule = iota
	MayProhibit                 // declarer may forbid one suit (Law 26B)
	MayRequireOrForbid          // declarer may require or forbid a suit (Laws 50D2, 56)
	Required                    // the suit must be led
	Forbidden                   // the suit must not be led
)

// String reads as the start of a sentence about declarer's right.
func (r LeadRule) String() string {
	switch r {
	case MayProhibit:
		return "declarer may forbid the lead of"
	case MayRequireOrForbid:
		return "declarer may require or forbid the lead of"
	case Required:
		return "must lead"
	case Forbidden:
		return "must not lead"
	}
	return ""
}

// LeadRestriction limits a player's lead.
type LeadRestriction struct {
	On    Party         `json:"on"` // who leads under the restriction
	Rule  LeadRule      `json:"rule"`
	Suits []bridge.Suit `json:"suits,omitempty"` // the suits, when known
	Which string        `json:"which"`           // the suits in words: "any one suit the offender did not bid"
	When  string        `json:"when"`            // "at the offender's partner's first turn to lead"
	Lasts string        `json:"lasts"`           // "for as long as partner keeps the lead"
	Law   law.Ref       `json:"law"`
}

// PenaltyCard is a defender's card left face up on the table.
type PenaltyCard struct {
	Card  bridge.Card `json:"card,omitzero"` // zero when the flow did not ask which card
	Owner Party       `json:"owner"`
	Major bool        `json:"major"`
	Law   law.Ref     `json:"law"`
}

// Name is how the card is spoken of: "the ♠5", or "the exposed card" when the flow did not
// ask which card it is.
func (p PenaltyCard) Name() string {
	if p.Card.Valid() {
		return "the " + p.Card.String()
	}
	return "the exposed card"
}

// Kind reads "major" or "minor".
func (p PenaltyCard) Kind() string {
	if p.Major {
		return "major"
	}
	return "minor"
}

// TrickTransfer is the revoke's trick adjustment and what it does to the score.
type TrickTransfer struct {
	Tricks int     `json:"tricks"` // tricks transferred to the non-offending side: 0, 1 or 2
	Law    law.Ref `json:"law"`
	To     Party   `json:"to,omitzero"` // the side that receives them, when known
	// Revoker is the side that revoked, by role: Declarer (declarer's side) or Defenders. Zero
	// in rulings logged before it existed; a board then reads the direction from the scores.
	Revoker Role `json:"revoker,omitempty"`

	// Scored is set when the contract and result are known; then Before and After are the
	// declaring side's duplicate scores with the table result and after the transfer.
	Scored      bool            `json:"scored,omitempty"`
	Contract    bridge.Contract `json:"contract,omitzero"`
	Vulnerable  bool            `json:"vulnerable,omitempty"`
	TricksTaken int             `json:"tricksTaken,omitempty"` // declarer's tricks at the table
	TricksAfter int             `json:"tricksAfter,omitempty"` // declarer's tricks after the transfer
	Before      int             `json:"before,omitempty"`
	After       int             `json:"after,omitempty"`
}

// Adjustment is an adjusted score the director awards or must consider.
type Adjustment struct {
	Artificial bool    `json:"artificial"` // artificial (percentages) rather than assigned (a likely result)
	Text       string  `json:"text"`       // what to award, in words
	Law        law.Ref `json:"law"`
	// Assigned is the result the director assigned, once entered, so the log shows what was
	// ruled and not only the automatic rectification.
	Assigned *Result `json:"assigned,omitempty"`
	// Adjudicated marks the director's result of a board after a claim (Law 70A): it is the
	// result of the board, not an adjusted score under Law 12C, so it is shown and read as such,
	// in the first person. Absent in rulings logged before it existed.
	Adjudicated bool `json:"adjudicated,omitempty"`
	// Weighted is the weighted score the director assigned (Law 12C1(c)), in place of Assigned,
	// each likely result with its weight in percent.
	Weighted []Weighted `json:"weighted,omitempty"`
}

// ResultLabel names the result entered: "Result" for a claim's adjudication, else "Assigned".
func (a Adjustment) ResultLabel() string {
	if a.Adjudicated {
		return "Result"
	}
	return "Assigned"
}

// ResultHeading is the heading the adjustment is shown under.
func (a Adjustment) ResultHeading() string {
	switch {
	case a.Adjudicated:
		return "Result of the board"
	case a.Artificial:
		return "Artificial adjusted score"
	}
	return "Assigned adjusted score"
}

// Result is a contract, declarer's tricks and the duplicate score they give.
type Result struct {
	Contract   bridge.Contract `json:"contract"`
	Tricks     int             `json:"tricks"`
	Vulnerable bool            `json:"vulnerable,omitempty"`
	Score      int             `json:"score"` // for declarer's side
}

// ScoreResult scores a contract and declarer's tricks (Law 77).
func ScoreResult(c bridge.Contract, tricks int, vulnerable bool) (Result, error) {
	score, err := c.Score(vulnerable, tricks)
	if err != nil {
		return Result{}, err
	}
	return Result{Contract: c, Tricks: tricks, Vulnerable: vulnerable, Score: score}, nil
}

// String reads "4♠ by South, 9 tricks: −100 for declarer's side".
func (r Result) String() string {
	return fmt.Sprintf("%s, %d tricks: %s for declarer's side", r.Contract, r.Tricks, signedScore(r.Score))
}

// signedScore writes +620 or −100, with a true minus sign.
func signedScore(n int) string {
	if n < 0 {
		return fmt.Sprintf("−%d", -n)
	}
	return fmt.Sprintf("+%d", n)
}

// InfoRule says who may use which information.
type InfoRule struct {
	Who        Party   `json:"who"`
	Authorized bool    `json:"authorized"`
	What       string  `json:"what"` // "the withdrawn call", "the penalty card's requirements"
	Law        law.Ref `json:"law"`
}

// Verb reads "may use" or "may not use".
func (i InfoRule) Verb() string {
	if i.Authorized {
		return "may use"
	}
	return "may not use"
}

// Sentence states the rule as the table hears it: "West may not use the information from the
// withdrawn call".
func (i InfoRule) Sentence() string { return fmt.Sprintf("%s %s %s", i.Who.Spoken(), i.Verb(), i.What) }

// FollowUp is something the director must watch for or come back to later. The kiosk keeps
// these as reminders until resolved.
type FollowUp struct {
	When  string  `json:"when"`           // "when the offender's partner next gains the lead"
	Watch string  `json:"watch"`          // "offer declarer the lead options for the penalty card"
	Flow  string  `json:"flow,omitempty"` // the ruling to open when it falls due, if any
	Law   law.Ref `json:"law"`
}

// AllLaws lists every Law the outcome cites, its parts' included, each once, in the order
// first cited. A chooser brings Law 10C1 (the director explains every option) and Law 10C2
// (the choice is made without consulting partner). Source for the numbering: the 2017 text
// of Law 10C as published by the Polish federation (pzbs.pl), checked by the flow authors.
func (o Outcome) AllLaws() []law.Ref {
	var refs []law.Ref
	add := func(rs ...law.Ref) { refs = appendNewLaws(refs, rs...) }
	add(o.Laws...)
	if !o.Chooser.IsZero() {
		add(law.L(10, "C1"), law.L(10, "C2"))
	}
	for _, c := range o.Options {
		add(c.Laws...)
		add(obligationLaws(c.MustPass, c.LeadRestrictions, c.PenaltyCards)...)
		for _, i := range c.Information {
			add(i.Law)
		}
	}
	for _, c := range o.Cases {
		add(c.Laws...)
	}
	for _, e := range o.Automatic {
		add(e.Laws...)
	}
	add(obligationLaws(o.MustPass, o.LeadRestrictions, o.PenaltyCards)...)
	if o.Transfer != nil {
		add(o.Transfer.Law)
	}
	if o.Adjustment != nil {
		add(o.Adjustment.Law)
	}
	for _, i := range o.Information {
		add(i.Law)
	}
	for _, f := range o.FollowUps {
		add(f.Law)
	}
	if o.Penalty != nil {
		add(o.Penalty.Law)
	}
	return refs
}

// appendNewLaws appends the refs that are set and not yet in refs. Never inlined: AllLaws calls
// it at fifteen places, and a copy of the loop at each made AllLaws 22 KB of app.wasm's code.
//
//go:noinline
func appendNewLaws(refs []law.Ref, rs ...law.Ref) []law.Ref {
	for _, r := range rs {
		if r.Law != 0 && !slices.Contains(refs, r) {
			refs = append(refs, r)
		}
	}
	return refs
}

// obligationLaws lists the Laws of must-pass obligations, lead restrictions and penalty cards,
// in that order: an outcome's own, or one option's.
func obligationLaws(passes []MustPass, leads []LeadRestriction, cards []PenaltyCard) []law.Ref {
	var refs []law.Ref
	for _, m := range passes {
		refs = append(refs, m.Law)
	}
	for _, l := range leads {
		refs = append(refs, l.Law)
	}
	for _, p := range cards {
		refs = append(refs, p.Law)
	}
	return refs
}

// clone copies the outcome deeply enough that Fill can append to and edit its slices and
// pointers without touching the flow's declared Outcome.
func (o Outcome) clone() Outcome {
	o.Options = slices.Clone(o.Options)
	for i := range o.Options {
		c := &o.Options[i]
		c.Laws = slices.Clone(c.Laws)
		c.MustPass = slices.Clone(c.MustPass)
		c.LeadRestrictions = slices.Clone(c.LeadRestrictions)
		c.PenaltyCards = slices.Clone(c.PenaltyCards)
		c.Information = slices.Clone(c.Information)
		c.PicksUp = slices.Clone(c.PicksUp)
	}
	o.Cases = slices.Clone(o.Cases)
	o.Automatic = slices.Clone(o.Automatic)
	o.MustPass = slices.Clone(o.MustPass)
	o.LeadRestrictions = slices.Clone(o.LeadRestrictions)
	o.PenaltyCards = slices.Clone(o.PenaltyCards)
	o.Information = slices.Clone(o.Information)
	o.FollowUps = slices.Clone(o.FollowUps)
	o.Notes = slices.Clone(o.Notes)
	o.Laws = slices.Clone(o.Laws)
	if o.Transfer != nil {
		t := *o.Transfer
		o.Transfer = &t
	}
	if o.Adjustment != nil {
		a := *o.Adjustment
		if a.Assigned != nil {
			r := *a.Assigned
			a.Assigned = &r
		}
		a.Weighted = slices.Clone(a.Weighted)
		o.Adjustment = &a
	}
	o.Workings = slices.Clone(o.Workings)
	if o.Penalty != nil {
		p := *o.Penalty
		o.Penalty = &p
	}
	return o
}
