package catalog

import (
	"regexp"
	"strings"
	"testing"

	"tableside/engine/bridge"
	"tableside/engine/ruling"
)

// What players read — the kiosk's "What happens when…?" and the chooser's screen — is held to
// a stricter rule than the director's screen: no Law terms for players at all, besides the
// gender-neutral, no-internal-names rules every string keeps.
var playerJargon = regexp.MustCompile(`\b(LHO|RHO|LHO's|RHO's)\b|(?i)\b(offend(er|ers|er's|ing)|non-offending)\b`)

func checkForPlayers(t *testing.T, where, s string) {
	t.Helper()
	for _, re := range []*regexp.Regexp{gendered, internalName, leftOver, playerJargon} {
		if m := re.FindString(s); m != "" {
			t.Errorf("%s tells players %q: %q", where, m, s)
		}
	}
}

// TestEveryRulingAnswersWhatHappensForPlayers generates the player questions from every flow
// and checks that each one answers every ending the flow can reach, in words fit for players,
// and never with a director's note.
func TestEveryRulingAnswersWhatHappensForPlayers(t *testing.T) {
	fs := Flows()
	if len(fs) == 0 {
		t.Fatal("no flows registered")
	}
	qs, err := ruling.PlayerQuestions(fs)
	if err != nil {
		t.Fatal(err)
	}
	if len(qs) != len(fs) {
		t.Fatalf("%d player questions for %d flows", len(qs), len(fs))
	}
	for i, f := range fs {
		q := qs[i]
		t.Run(f.ID, func(t *testing.T) {
			if q.Flow != f.ID {
				t.Fatalf("question %d is for %q, want %q (catalogue order)", i, q.Flow, f.ID)
			}
			paths, err := f.Paths()
			if err != nil {
				t.Fatal(err)
			}
			reached := map[string]bool{}
			var notes []string
			for _, p := range paths {
				reached[p.Outcome.ID] = true
				// Follow-ups are left out too, but their words may rightly repeat what the
				// outcome says ("it must be the penalty card"): only the notes are checked.
				notes = append(notes, p.Outcome.Notes...)
			}
			answered := map[string]bool{}
			for _, a := range q.Answers {
				if answered[a.Outcome] {
					t.Errorf("ending %s is answered twice", a.Outcome)
				}
				answered[a.Outcome] = true
				if len(a.Says) == 0 {
					t.Errorf("ending %s says nothing to players", a.Outcome)
				}
				if a.Choice != nil {
					for _, o := range a.Choice.Options {
						if o.Label == "" || len(o.Says) == 0 {
							t.Errorf("ending %s: option %q has no consequence for the chooser", a.Outcome, o.Label)
						}
					}
				}
			}
			for id := range reached {
				if !answered[id] {
					t.Errorf("ending %s can be reached but players are not told about it", id)
				}
			}
			for _, s := range q.Text() {
				checkForPlayers(t, "what happens when…", s)
				for _, n := range notes {
					if n != "" && strings.Contains(s, n) {
						t.Errorf("players read a director's note: %q", n)
					}
				}
			}
		})
	}
}

// TestEveryChooserIsShownTheirOptionsInPlainWords checks "Show the player" on every outcome
// where someone chooses, with and without a contract in the table context.
func TestEveryChooserIsShownTheirOptionsInPlainWords(t *testing.T) {
	contexts := []ruling.Context{{}, {Board: 5, Contract: bridge.Contract{Level: 4, Strain: bridge.SpadesStrain, Declarer: bridge.South}}}
	choosers := 0
	for _, f := range Flows() {
		for _, ctx := range contexts {
			paths, err := pathsIn(f, ctx)
			if err != nil {
				t.Fatal(err)
			}
			for _, p := range paths {
				o := p.Outcome
				pc, ok := o.ForChooser()
				if ok != (!o.Chooser.IsZero() && len(o.Options) > 0) {
					t.Errorf("%s/%s: ForChooser = %v with chooser %v and %d options", f.ID, o.ID, ok, o.Chooser, len(o.Options))
				}
				if !ok {
					continue
				}
				choosers++
				where := f.ID + "/" + o.ID + " after " + p.Describe()
				if len(pc.Options) != len(o.Options) {
					t.Errorf("%s: %d options shown of %d", where, len(pc.Options), len(o.Options))
				}
				if pc.Seated != o.Chooser.Seat.Valid() || (pc.Seated && pc.Who != o.Chooser.Seat.String()) {
					t.Errorf("%s: the chooser is %q (seated %v), want the seat when known (%v)", where, pc.Who, pc.Seated, o.Chooser.Seat)
				}
				checkForPlayers(t, where+" (who)", pc.Who)
				for _, opt := range pc.Options {
					checkForPlayers(t, where, opt.Label)
					for _, s := range opt.Says {
						checkForPlayers(t, where, s)
					}
				}
			}
		}
	}
	if choosers == 0 {
		t.Fatal("no outcome in the catalogue has a chooser: the test checked nothing")
	}
}

// TestPlayersFindEveryRulingByWhatTheySay searches with every phrase of every flow: the flow
// must be among the results.
func TestPlayersFindEveryRulingByWhatTheySay(t *testing.T) {
	for _, f := range Flows() {
		for _, phrase := range append([]string{f.Title}, f.Phrases...) {
			found := false
			for _, g := range Search(phrase) {
				found = found || g.ID == f.ID
			}
			if !found {
				t.Errorf("searching %q does not find %s", phrase, f.ID)
			}
		}
	}
}
