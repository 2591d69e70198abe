package ruling

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"tableside/engine/bridge"
)

// Seats says where the players of a ruling sit, as far as the session knows: from the contract
// in the table context, or from a seat the director gave. A role it leaves out is unknown.
type Seats map[Role]bridge.Seat

// placeholders are the words a flow's text may use for a player or side. The engine replaces
// each with the seat when it is known and with plain words when it is not, so what is read to
// the table never says "LHO" or "the offender". They are never followed by "'s": plain words
// do not take a possessive well ("the player who led out of turn's hand").
var placeholders = []struct {
	token string
	role  Role
}{
	{"{offender}", Offender},
	{"{partner}", OffendersPartner},
	{"{lho}", OffendersLHO},
	{"{rho}", OffendersRHO},
	{"{offending-side}", OffendingSide},
	{"{other-side}", NonOffendingSide},
	{"{declarer}", Declarer},
	{"{dummy}", Dummy},
	{"{defenders}", Defenders},
}

// plainName names a role in words a club table understands, given what the player at fault
// did ("led out of turn").
func plainName(r Role, offence string) string {
	who := "the player who " + offence
	if offence == "" {
		who = "the player who caused the irregularity"
	}
	switch r {
	case Offender:
		return who
	case OffendersPartner:
		return "the partner of " + who
	case OffendersLHO:
		return "the opponent on the left of " + who
	case OffendersRHO:
		return "the opponent on the right of " + who
	case OffendingSide:
		return "the side of " + who
	case NonOffendingSide:
		return "the opponents of " + who
	}
	return r.String()
}

// spokenName is what a placeholder for the role becomes: the seat (or the side's seats) when
// known, else the flow's own name for the role, else plain words.
func (seats Seats) spokenName(r Role, offence string, names map[Role]string) string {
	if st, ok := seats[r]; ok && st.Valid() {
		return st.String()
	}
	switch r {
	case OffendingSide:
		if st := seats[Offender]; st.Valid() {
			return st.Side().String()
		}
	case NonOffendingSide:
		if st := seats[Offender]; st.Valid() {
			return st.LHO().Side().String()
		}
	}
	if name, ok := names[r]; ok && name != "" {
		return name
	}
	return plainName(r, offence)
}

// cast names every party of the outcome, by seat where known, and fills the placeholders in
// its text. It runs once, when the outcome is reached, so the log stores the words as read.
func (o *Outcome) cast(seats Seats, names map[Role]string) {
	party := func(p *Party) {
		if p.Role == NoRole {
			return
		}
		if !p.Seat.Valid() {
			if st, ok := seats[p.Role]; ok && st.Valid() {
				p.Seat = st
			}
		}
		if p.Name == "" {
			p.Name = seats.spokenName(p.Role, o.Offence, names) // a side's seats, or plain words
		}
	}
	// A sentence's first name is capitalised; a fragment's (a case's "if", a lead
	// restriction's "when") is not, since the script reads it mid-sentence.
	text := func(s *string) { *s = seats.expand(*s, o.Offence, names, true) }
	fragment := func(s *string) { *s = seats.expand(*s, o.Offence, names, false) }

	party(&o.Chooser)
	text(&o.Title)
	text(&o.Summary)
	text(&o.First)
	for i := range o.Options {
		c := &o.Options[i]
		text(&c.Label)
		text(&c.Consequence)
		o.castParts(c.MustPass, c.LeadRestrictions, c.PenaltyCards, c.Information, party, fragment)
		party(&c.NewDeclarer)
	}
	for i := range o.Cases {
		fragment(&o.Cases[i].If)
		fragment(&o.Cases[i].Then)
	}
	for i := range o.Automatic {
		text(&o.Automatic[i].Text)
	}
	o.castParts(o.MustPass, o.LeadRestrictions, o.PenaltyCards, o.Information, party, fragment)
	if o.Transfer != nil {
		party(&o.Transfer.To)
	}
	party(&o.NewDeclarer)
	if o.Adjustment != nil {
		text(&o.Adjustment.Text)
	}
	for i := range o.FollowUps {
		fragment(&o.FollowUps[i].When)
		fragment(&o.FollowUps[i].Watch)
	}
	for i := range o.Notes {
		text(&o.Notes[i])
	}
}

// castParts names the parties and fills the text fragments of obligations and information
// rules, which an outcome and each of its options may carry.
func (o *Outcome) castParts(passes []MustPass, leads []LeadRestriction, cards []PenaltyCard, info []InfoRule,
	party func(*Party), text func(*string)) {
	for i := range passes {
		party(&passes[i].Who)
	}
	for i := range leads {
		party(&leads[i].On)
		text(&leads[i].Which)
		text(&leads[i].When)
		text(&leads[i].Lasts)
	}
	for i := range cards {
		party(&cards[i].Owner)
	}
	for i := range info {
		party(&info[i].Who)
		text(&info[i].What)
	}
}

// expand replaces the placeholders in s, capitalising a name that starts a sentence inside it,
// and one at its very start when s is a sentence rather than a fragment.
func (seats Seats) expand(s, offence string, names map[Role]string, sentence bool) string {
	if !strings.Contains(s, "{") {
		return s
	}
	for _, p := range placeholders {
		for {
			i := strings.Index(s, p.token)
			if i < 0 {
				break
			}
			name := seats.spokenName(p.role, offence, names)
			if (i > 0 || sentence) && startsSentence(s[:i]) {
				name = upperFirst(name)
			}
			s = s[:i] + name + s[i+len(p.token):]
		}
	}
	return s
}

// startsSentence reports whether text placed after before begins a sentence.
func startsSentence(before string) bool {
	t := strings.TrimRight(before, " ")
	return t == "" || strings.HasSuffix(t, ".") || strings.HasSuffix(t, "!") || strings.HasSuffix(t, "?")
}

func upperFirst(s string) string {
	r, size := utf8.DecodeRuneInString(s)
	if size == 0 {
		return s
	}
	return string(unicode.ToUpper(r)) + s[size:]
}

// RoleNames names the players of a ruling from one short noun for the player at fault ("the
// bidder"), for when their seat is unknown: "the bidder's partner" reads better at the table
// than "the partner of the player who made the insufficient bid", and is as unambiguous.
func RoleNames(noun string) map[Role]string {
	return map[Role]string{
		Offender:         noun,
		OffendersPartner: noun + "'s partner",
		OffendersLHO:     "the opponent on " + noun + "'s left",
		OffendersRHO:     "the opponent on " + noun + "'s right",
		OffendingSide:    noun + "'s side",
		NonOffendingSide: "the opponents",
	}
}
