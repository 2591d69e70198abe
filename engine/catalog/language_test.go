package catalog

import (
	"regexp"
	"testing"

	"tableside/engine/bridge"
	"tableside/engine/ruling"
)

// What a director reads or sees must be gender-neutral, name no internal document, and, in
// what is read aloud, speak of players by seat or in plain words.
var (
	gendered     = regexp.MustCompile(`(?i)\b(he|him|his|himself|she|her|hers|herself)\b`)
	internalName = regexp.MustCompile(`(?i)\bseeds?\b`)
	leftOver     = regexp.MustCompile(`\{[a-z-]+\}|\}'s`)
	aloudJargon  = regexp.MustCompile(`\b(LHO|RHO)\b|(?i)\boffend(er|ers|ing)\b|non-offending`)
	// The director reads the script: a line that speaks of "the director" in the third person
	// reads as someone else's ruling (law review I32: "The director assigns …").
	// One voice, first person, anywhere in the line: not "unless the director finds", "the
	// director adjusts", "on the director's instruction".
	thirdPerson = regexp.MustCompile(`(?i)^the director\b|\bthe director (adjusts|assigns|decides|finds|rules|will)\b|\bthe director's (instruction|ruling|decision)\b`)
)

// TestEveryProductStringIsFitForTheTable walks every path of every flow, with and without a
// contract in the table context, and checks every string a director sees or reads aloud.
func TestEveryProductStringIsFitForTheTable(t *testing.T) {
	fourSpades := bridge.Contract{Level: 4, Strain: bridge.SpadesStrain, Declarer: bridge.South}
	// A board in progress: a penalty card for each defender, a revoke and a claim already ruled.
	known := &ruling.Known{
		PenaltyCards: []ruling.PenaltyCard{
			{Card: bridge.Card{Suit: bridge.Hearts, Rank: bridge.King}, Owner: ruling.Party{Seat: bridge.West}, Major: true},
			{Card: bridge.Card{Suit: bridge.Clubs, Rank: bridge.Three}, Owner: ruling.Party{Seat: bridge.East}, Major: true}},
		Revokes: []ruling.TrickTransfer{{Tricks: 1}},
		Claimed: true,
	}
	contexts := []ruling.Context{{}, {Board: 5, Contract: fourSpades}, {Board: 5, Contract: fourSpades, Known: known}}
	for _, f := range Flows() {
		t.Run(f.ID, func(t *testing.T) {
			check := func(where, s string, aloud bool) {
				t.Helper()
				for _, re := range []*regexp.Regexp{gendered, internalName, leftOver} {
					if m := re.FindString(s); m != "" {
						t.Errorf("%s says %q: %q", where, m, s)
					}
				}
				if m := aloudJargon.FindString(s); aloud && m != "" {
					t.Errorf("%s, read aloud, says %q: %q", where, m, s)
				}
				if aloud && thirdPerson.MatchString(s) {
					t.Errorf("%s, read aloud, speaks of the director in the third person: %q", where, s)
				}
			}
			check("title", f.Title, false)
			check("summary", f.Summary, false)
			for _, p := range f.Phrases {
				check("search phrase", p, false)
			}
			for _, st := range f.Steps {
				check("question "+st.ID, st.Prompt, false)
				check("help of "+st.ID, st.Help, false)
				for _, o := range st.Options {
					check("option "+st.ID+"="+o.ID, o.Label+" "+o.Help, false)
				}
			}
			for _, ctx := range contexts {
				paths, err := pathsIn(f, ctx)
				if err != nil {
					t.Fatal(err)
				}
				for _, p := range paths {
					where := "ending " + p.Outcome.ID + " after " + p.Describe()
					for _, s := range outcomeText(p.Outcome) {
						check(where, s, false)
					}
					for _, line := range p.Outcome.Script() {
						check(where+" (script)", line, true)
					}
				}
			}
		})
	}
}

// pathsIn walks every path of the flow with the table context set. A flow may skip a question
// the context answers (the board number gives the vulnerability), so each path is replayed
// answer by answer and stops where the outcome is reached.
func pathsIn(f *ruling.Flow, ctx ruling.Context) ([]ruling.Path, error) {
	paths, err := f.Paths()
	if err != nil {
		return nil, err
	}
	for i, p := range paths {
		// Replay answer by answer: the context may answer a question the walk asked (a board
		// number gives the vulnerability), so the outcome can come before the last answer.
		s := ruling.Session{Flow: p.Session.Flow, Context: ctx}
		st, err := f.Decide(s)
		for _, g := range p.Session.Answers {
			if err != nil || st.Done() {
				break
			}
			if s, err = f.Answer(s, g.Answer); err == nil {
				st, err = f.Decide(s)
			}
		}
		if err != nil {
			return nil, err
		}
		if st.Done() {
			paths[i] = ruling.Path{Session: s, Outcome: *st.Outcome}
		}
	}
	return paths, nil
}

// outcomeText is every string of an outcome a director sees on the screen.
func outcomeText(o ruling.Outcome) []string {
	out := []string{o.Title, o.Summary, o.First}
	party := func(p ruling.Party) { out = append(out, p.Spoken()) }
	parts := func(m []ruling.MustPass, l []ruling.LeadRestriction, c []ruling.PenaltyCard, i []ruling.InfoRule) {
		for _, x := range m {
			party(x.Who)
		}
		for _, x := range l {
			party(x.On)
			out = append(out, x.Which, x.When, x.Lasts)
		}
		for _, x := range c {
			party(x.Owner)
		}
		for _, x := range i {
			out = append(out, x.Sentence())
		}
	}
	for _, c := range o.Options {
		out = append(out, c.Label, c.Consequence)
		parts(c.MustPass, c.LeadRestrictions, c.PenaltyCards, c.Information)
	}
	parts(o.MustPass, o.LeadRestrictions, o.PenaltyCards, o.Information)
	for _, c := range o.Cases {
		out = append(out, c.If, c.Then)
	}
	for _, e := range o.Automatic {
		out = append(out, e.Text)
	}
	if o.Adjustment != nil {
		out = append(out, o.Adjustment.Text)
	}
	for _, f := range o.FollowUps {
		out = append(out, f.When, f.Watch)
	}
	return append(out, o.Notes...)
}
