package catalog

import (
	"slices"
	"strings"
	"testing"

	"tableside/engine/bridge"
	"tableside/engine/law"
	"tableside/engine/ruling"
)

// Sources checked with the search tool, 2017 Laws:
//   - Law 50B and 50C as quoted in the EBU forum thread "Card exposed during the auction" and in the
//     2017 Greek/English text at laws.hellasbridge.org (law_50); the minor-card rules also match the
//     ACBL club directors' FAQ "Minor penalty card". 50B itself names "playing two cards to a
//     trick" as an inadvertent exposure, and makes every penalty card major once a defender has two
//     or more.
//   - Law 58B1–B4 from the Polish federation's English pages (pzbs.pl/sedziowie/mpb/2017/en/l58.html):
//     one face visible → that card is played, the others are picked up with no further rectification;
//     more than one visible → the player designates, and a defender's other exposed cards become
//     penalty cards; an opponent who played after a withdrawn visible card may change their card
//     (but Law 16C); undiscovered until both sides have played to the next trick → Law 67.
//   - Law 24 (2017) from pzbs.pl (pl/p24.html) and laws.hellasbridge.org (law_24): the card stays
//     face up until the auction ends; information is authorized for the other side and unauthorized
//     for the offending side (16C); 24A single low card not led → nothing more; 24B an honour or a
//     card led → partner passes at the next turn; 24C two or more cards → likewise; both with "see
//     Law 72C"; 24D offender becomes declarer or dummy → the cards are picked up; 24E offender
//     becomes a defender → every such card is a penalty card (Laws 50, 51).
//   - Laws 48, 50D, 51 and 52 from the 2017 code (52B1(a)(b)(c) and 52B2 as the review verified, P52).

var (
	spadeNine  = bridge.Card{Suit: bridge.Spades, Rank: bridge.Nine}
	heartTen   = bridge.Card{Suit: bridge.Hearts, Rank: bridge.Ten}
	clubTwo    = bridge.Card{Suit: bridge.Clubs, Rank: bridge.Two}
	heartFour  = bridge.Card{Suit: bridge.Hearts, Rank: bridge.Four}
	heartKing  = bridge.Card{Suit: bridge.Hearts, Rank: bridge.King}
	spadeThree = bridge.Card{Suit: bridge.Spades, Rank: bridge.Three}
	southIn4S  = ruling.Context{Board: 5, Contract: bridge.Contract{Level: 4, Strain: bridge.SpadesStrain, Declarer: bridge.South}}
)

// script is what the director reads aloud, as one text.
func script(o *ruling.Outcome) string { return strings.Join(o.Script(), "\n") }

func TestPenaltyCardKind(t *testing.T) {
	tests := []struct {
		name  string
		card  bridge.Card
		how   string
		major bool
		says  string // in the summary
	}{
		// The director course and the ABF seminar: a minor penalty card is a 9 or lower exposed by accident.
		{"a nine dropped by accident is minor (boundary)", spadeNine, "accident", false, "by accident"},
		{"a two dropped by accident is minor", clubTwo, "accident", false, "by accident"},
		{"a ten dropped by accident is major: the ten is an honour (boundary)", heartTen, "accident", true, "honour"},
		// The director course: "a deliberately, even though erroneously, played card is not a minor penalty card".
		{"a spot card played on purpose is major", spadeNine, "deliberate", true, "on purpose"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			o := outcomeOf(t, "penalty-card", ruling.Context{}, ruling.Pick("exposed"), ruling.CardAnswer(tc.card), ruling.Pick(tc.how))
			if len(o.PenaltyCards) != 1 || o.PenaltyCards[0].Major != tc.major || o.PenaltyCards[0].Card != tc.card || o.PenaltyCards[0].Law != law.L(50, "B") {
				t.Fatalf("penalty cards = %+v, want %v major=%v under Law 50B", o.PenaltyCards, tc.card, tc.major)
			}
			if !strings.Contains(o.Summary, tc.says) || !strings.Contains(o.Summary, tc.card.String()) {
				t.Errorf("the summary should name the card and say why it is this kind (%q): %q", tc.says, o.Summary)
			}
			if tc.major {
				if !slices.ContainsFunc(o.FollowUps, func(f ruling.FollowUp) bool { return f.Flow == "penalty-card" && f.Law == law.L(50, "D2") }) {
					t.Errorf("a major penalty card needs the partner's-lead follow-up: %+v", o.FollowUps)
				}
				if !citesLaw(o, law.L(50, "D1")) {
					t.Errorf("laws lack 50D1")
				}
			} else if len(o.LeadRestrictions) != 0 || !citesLaw(o, law.L(50, "C")) {
				t.Errorf("a minor penalty card brings no lead restriction, under 50C: %+v", o.LeadRestrictions)
			}
			// Law 50E1 (2017): while the card is on the table, everyone may use what it shows.
			checkPenaltyCardInformation(t, o.Information, true)
		})
	}
}

// P-2: once a defender has two or more penalty cards, all are major (Law 50B); the ruling must
// record every card, and say that an earlier minor card is now major.
func TestPenaltyCardTwoOrMoreAreAllMajor(t *testing.T) {
	t.Run("a defender who already had a minor penalty card exposes another: both recorded, both major, the change said", func(t *testing.T) {
		o := outcomeOf(t, "penalty-card", ruling.Context{}, ruling.Pick("exposed"), ruling.CardAnswer(spadeNine), ruling.Pick("already"), ruling.CardAnswer(heartFour), ruling.Pick("no"))
		if len(o.PenaltyCards) != 2 {
			t.Fatalf("penalty cards = %+v, want the ♠9 and the ♥4", o.PenaltyCards)
		}
		for i, want := range []bridge.Card{spadeNine, heartFour} {
			if p := o.PenaltyCards[i]; p.Card != want || !p.Major || p.Law != law.L(50, "B") || p.Owner.Role != ruling.Offender {
				t.Errorf("penalty card %d = %+v, want %v major under 50B", i, p, want)
			}
		}
		if !slices.ContainsFunc(o.Automatic, func(e ruling.Effect) bool {
			return strings.Contains(e.Text, "♥4") && strings.Contains(e.Text, "minor") && strings.Contains(e.Text, "major") && slices.Contains(e.Laws, law.L(50, "B"))
		}) {
			t.Errorf("the earlier card's change from minor to major is not said: %+v", o.Automatic)
		}
		if !citesLaw(o, law.L(51, "A")) {
			t.Errorf("with two or more penalty cards declarer says which is played (51A): %v", o.AllLaws())
		}
		// Two suits: when partner next leads, declarer has the several-suits options (51B2).
		if !slices.ContainsFunc(o.FollowUps, func(f ruling.FollowUp) bool { return f.Flow == "penalty-card" && f.Law == law.L(51, "B2") }) {
			t.Errorf("follow-ups = %+v, want the partner's lead under 51B2", o.FollowUps)
		}
	})
	t.Run("two cards of one suit exposed together: both major, the lead follow-up is 51B1", func(t *testing.T) {
		o := outcomeOf(t, "penalty-card", ruling.Context{}, ruling.Pick("exposed"), ruling.CardAnswer(spadeNine), ruling.Pick("together"), ruling.CardAnswer(spadeThree), ruling.Pick("no"))
		if len(o.PenaltyCards) != 2 || !o.PenaltyCards[0].Major || !o.PenaltyCards[1].Major || o.PenaltyCards[1].Card != spadeThree {
			t.Fatalf("penalty cards = %+v", o.PenaltyCards)
		}
		if !slices.ContainsFunc(o.FollowUps, func(f ruling.FollowUp) bool { return f.Flow == "penalty-card" && f.Law == law.L(51, "B1") }) {
			t.Errorf("follow-ups = %+v, want the partner's lead under 51B1", o.FollowUps)
		}
	})
	t.Run("the other card cannot be the same card", func(t *testing.T) {
		s, _ := Start("penalty-card", ruling.Context{})
		for _, a := range []ruling.Answer{ruling.Pick("exposed"), ruling.CardAnswer(spadeNine), ruling.Pick("together")} {
			s = mustAnswer(t, s, a)
		}
		if _, err := Answer(s, ruling.CardAnswer(spadeNine)); err == nil {
			t.Error("the same card was accepted as the second penalty card")
		}
	})
}

// P-1, D10: two cards played at once by one player is Law 58B.
func TestPenaltyCardTwoCardsPlayedAtOnce(t *testing.T) {
	t.Run("only one face could be seen: that card is played, the others go back with no rectification (58B1)", func(t *testing.T) {
		o := outcomeOf(t, "penalty-card", ruling.Context{}, ruling.Pick("two-cards"), ruling.Pick("one"))
		if len(o.PenaltyCards) != 0 || o.Laws[0] != law.L(58, "B1") {
			t.Errorf("penalty cards %+v, laws %v: want none, under 58B1", o.PenaltyCards, o.Laws)
		}
		if !strings.Contains(o.Summary, "no further rectification") {
			t.Errorf("summary = %q", o.Summary)
		}
	})
	t.Run("more than one visible, a defender: they say which card is played, the other low card is minor (58B2, 50B)", func(t *testing.T) {
		o := outcomeOf(t, "penalty-card", ruling.Context{}, ruling.Pick("two-cards"), ruling.Pick("defender"), ruling.CardAnswer(spadeNine), ruling.Pick("accident"))
		if o.ID != "minor" || len(o.PenaltyCards) != 1 || o.PenaltyCards[0].Major || o.PenaltyCards[0].Card != spadeNine {
			t.Fatalf("%s: penalty cards %+v, want the ♠9 as a minor penalty card", o.ID, o.PenaltyCards)
		}
		if !citesLaw(o, law.L(58, "B2")) || !strings.Contains(o.Summary, "which card") {
			t.Errorf("the defender designates the card played (58B2): %q, %v", o.Summary, o.AllLaws())
		}
		if !slices.ContainsFunc(o.Automatic, func(e ruling.Effect) bool { return slices.Contains(e.Laws, law.L(58, "B3")) }) {
			t.Errorf("an opponent who played after may change their card (58B3): %+v", o.Automatic)
		}
	})
	t.Run("more than one visible, a defender, the other card an honour: major", func(t *testing.T) {
		o := outcomeOf(t, "penalty-card", ruling.Context{}, ruling.Pick("two-cards"), ruling.Pick("defender"), ruling.CardAnswer(heartKing), ruling.Pick("accident"))
		if o.ID != "major" || !o.PenaltyCards[0].Major {
			t.Errorf("%s: %+v", o.ID, o.PenaltyCards)
		}
	})
	t.Run("more than one visible, a defender playing three cards: both others are major", func(t *testing.T) {
		o := outcomeOf(t, "penalty-card", ruling.Context{}, ruling.Pick("two-cards"), ruling.Pick("defender"), ruling.CardAnswer(spadeNine), ruling.Pick("together"), ruling.CardAnswer(heartFour), ruling.Pick("no"))
		if o.ID != "several" || len(o.PenaltyCards) != 2 || !citesLaw(o, law.L(58, "B2")) {
			t.Errorf("%s: %+v", o.ID, o.PenaltyCards)
		}
	})
	t.Run("more than one visible, declarer: declarer says which, the others go back, no penalty card (58B2, 48A)", func(t *testing.T) {
		o := outcomeOf(t, "penalty-card", southIn4S, ruling.Pick("two-cards"), ruling.Pick("declarer"))
		if len(o.PenaltyCards) != 0 || !citesLaw(o, law.L(58, "B2")) || !citesLaw(o, law.L(48, "A")) {
			t.Errorf("penalty cards %+v, laws %v", o.PenaltyCards, o.AllLaws())
		}
		if !strings.Contains(o.Summary, "South says which card") {
			t.Errorf("declarer by seat: %q", o.Summary)
		}
	})
}

// P-3: Law 48A is about declarer's cards never becoming penalty cards; it does not make what the
// defenders saw authorized, and nothing makes it unauthorized (Law 16A at most).
func TestPenaltyCardDeclarerNeverHasOne(t *testing.T) {
	// The ABF seminar: "Declarer (or dummy) can never have a penalty card"; a club's rules column likewise (Law 48A).
	o := outcomeOf(t, "penalty-card", southIn4S, ruling.Pick("declarer"))
	if len(o.PenaltyCards) != 0 || o.Laws[0] != law.L(48, "A") {
		t.Errorf("declarer's card: %+v, laws %v", o.PenaltyCards, o.Laws)
	}
	t.Run("the defenders' use of what they saw cites no Law 48A", func(t *testing.T) {
		for _, i := range o.Information {
			if i.Law == law.L(48, "A") {
				t.Errorf("information rule cites 48A: %+v", i)
			}
		}
		for _, e := range o.Automatic {
			if strings.Contains(e.Text, "defenders") && slices.Contains(e.Laws, law.L(48, "A")) {
				t.Errorf("effect cites 48A for the defenders' information: %+v", e)
			}
		}
	})
	if !strings.Contains(script(o), "South picks the card up") {
		t.Errorf("declarer named by seat:\n%s", script(o))
	}
}

func TestPenaltyCardPartnerHasTheLead(t *testing.T) {
	tests := []struct {
		name    string
		holding string
		ref     law.Ref
		forbid  string
	}{
		// The director course ("Disposition of a Major Penalty Card"): require, prohibit, or lead of the defender's choice.
		{"one major penalty card: require, forbid or free lead", "one", law.L(50, "D2"), "Forbid the lead of that suit"},
		{"several penalty cards in one suit", "one-suit", law.L(51, "B1"), "Forbid the lead of that suit"},
		// 51B2(b): declarer may forbid one or more of those suits.
		{"penalty cards in two suits", "several-suits", law.L(51, "B2"), "Forbid one or more of those suits"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			o := outcomeOf(t, "penalty-card", ruling.Context{}, ruling.Pick("partner-leads"), ruling.Pick(tc.holding))
			if o.ID != "lead-options" && tc.holding == "one" {
				t.Errorf("the logged ruling and the e2e test expect the ending id lead-options, got %s", o.ID)
			}
			if o.Chooser.Role != ruling.Declarer || len(o.Options) != 3 {
				t.Fatalf("chooser %+v with %d options, want declarer with 3", o.Chooser, len(o.Options))
			}
			labels := []string{o.Options[0].Label, o.Options[1].Label, o.Options[2].Label}
			if !strings.HasPrefix(labels[0], "Require") || labels[1] != tc.forbid || labels[2] != "Let partner lead any card" {
				t.Errorf("options = %v", labels)
			}
			if !strings.Contains(o.Options[0].Consequence, "picked up") || !strings.Contains(o.Options[2].Consequence, "stay") {
				t.Errorf("require picks the card up, a free lead leaves it: %+v", o.Options)
			}
			if !strings.Contains(o.Options[1].Consequence, "as long as they keep the lead") {
				t.Errorf("a forbidden suit stays forbidden while partner keeps the lead: %q", o.Options[1].Consequence)
			}
			if !citesLaw(o, law.L(10, "C1")) || !citesLaw(o, tc.ref) {
				t.Errorf("laws = %v", o.AllLaws())
			}
			if o.First == "" {
				t.Errorf("partner must be stopped from leading before anything else is said")
			}
		})
	}
	// P-4: the options are the restriction; a second line repeating them (with a comma splice) goes.
	t.Run("the lead restriction is read once, with the options", func(t *testing.T) {
		o := outcomeOf(t, "penalty-card", ruling.Context{}, ruling.Pick("partner-leads"), ruling.Pick("one"))
		if len(o.LeadRestrictions) != 0 {
			t.Errorf("an outcome-level restriction repeats the options: %+v", o.LeadRestrictions)
		}
		text := script(o)
		if strings.Contains(text, "may require or forbid") || strings.Contains(text, "Let him") {
			t.Errorf("the script repeats the options or is gendered:\n%s", text)
		}
	})
	t.Run("only a minor penalty card: no lead restriction", func(t *testing.T) {
		o := outcomeOf(t, "penalty-card", ruling.Context{}, ruling.Pick("partner-leads"), ruling.Pick("minor"))
		if !o.Chooser.IsZero() || len(o.LeadRestrictions) != 0 {
			t.Errorf("chooser %+v, lead restrictions %+v", o.Chooser, o.LeadRestrictions)
		}
	})
}

// Q3: the director is called when the defender with a penalty card is to play. The flow answers
// from the penalty cards on the table, without asking again how the card was exposed.
func TestPenaltyCardTheDefenderIsToPlay(t *testing.T) {
	tests := []struct {
		name, holding, ending string
		cites                 law.Ref
	}{
		{"one major penalty card: play it now if it is legal (50D1)", "one", "must-play-major", law.L(50, "D1")},
		{"two or more: declarer says which one, if more than one is legal (51A)", "several-suits", "must-play-several", law.L(51, "A")},
		{"two or more in one suit: likewise (51A)", "one-suit", "must-play-several", law.L(51, "A")},
		{"a minor penalty card: no low card of that suit before it (50C)", "minor", "must-play-minor", law.L(50, "C")},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			o := outcomeOf(t, "penalty-card", ruling.Context{}, ruling.Pick("must-play"), ruling.Pick(tc.holding))
			if o.ID != tc.ending || o.Laws[0] != tc.cites {
				t.Errorf("ending %s citing %v, want %s citing %s first", o.ID, o.Laws, tc.ending, tc.cites)
			}
		})
	}
}

// R1: a card exposed during the auction is Law 24, not Law 50. Until a card-exposed-in-auction
// ruling exists, this flow gives Law 24's essentials and no Law 50 ruling.
func TestPenaltyCardDuringTheAuctionIsLaw24(t *testing.T) {
	tests := []struct {
		name, what string
		pass       law.Ref // zero: partner need not pass
		kind       string  // the penalty card it becomes if the player defends
	}{
		{"a single low card, not led: no enforced pass (24A)", "low", law.Ref{}, "minor"},
		{"an honour, or a card led: partner passes at the next turn (24B)", "honour", law.L(24, "B"), "major"},
		{"two or more cards: partner passes at the next turn (24C)", "several", law.L(24, "C"), "major"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			o := outcomeOf(t, "penalty-card", ruling.Context{}, ruling.Pick("auction"), ruling.Pick(tc.what))
			if len(o.PenaltyCards) != 0 || len(o.LeadRestrictions) != 0 || o.Chooser.Role != ruling.NoRole {
				t.Errorf("no Law 50 ruling during the auction: %+v", o)
			}
			if o.Laws[0].Law != 24 || !o.Interim {
				t.Errorf("an interim Law 24 ruling: laws %v, interim %v", o.Laws, o.Interim)
			}
			if tc.pass.Law == 0 {
				if len(o.MustPass) != 0 {
					t.Errorf("no enforced pass for a single low card: %+v", o.MustPass)
				}
			} else if len(o.MustPass) != 1 || o.MustPass[0].Who.Role != ruling.OffendersPartner || o.MustPass[0].Length != ruling.NextTurn || o.MustPass[0].Law != tc.pass {
				t.Errorf("must pass = %+v, want partner at the next turn under %s", o.MustPass, tc.pass)
			}
			var declarerOrDummy, defender bool
			for _, c := range o.Cases {
				declarerOrDummy = declarerOrDummy || (slices.Contains(c.Laws, law.L(24, "D")) && strings.Contains(c.Then, "picked up"))
				defender = defender || (slices.Contains(c.Laws, law.L(24, "E")) && strings.Contains(c.Then, tc.kind+" penalty card"))
			}
			if !declarerOrDummy || !defender {
				t.Errorf("cases = %+v, want 24D (picked up) and 24E (%s penalty card)", o.Cases, tc.kind)
			}
			if tc.pass.Law != 0 && !slices.ContainsFunc(o.FollowUps, func(f ruling.FollowUp) bool { return f.Law == law.L(72, "C") }) {
				t.Errorf("an enforced pass brings the Law 72C reminder: %+v", o.FollowUps)
			}
			if !slices.ContainsFunc(o.FollowUps, func(f ruling.FollowUp) bool { return f.Flow == "penalty-card" && f.Law == law.L(24, "E") }) {
				t.Errorf("when the auction ends with the player defending, the penalty-card ruling follows: %+v", o.FollowUps)
			}
			if !strings.Contains(o.First, "face up") {
				t.Errorf("the card stays face up until the auction ends, said first: %q", o.First)
			}
		})
	}
}

func TestPenaltyCardNotPlayed(t *testing.T) {
	t.Run("declarer has not played since: declarer chooses (52B1(a), 52B2)", func(t *testing.T) {
		o := outcomeOf(t, "penalty-card", ruling.Context{}, ruling.Pick("not-played"), ruling.Pick("no"))
		if o.Chooser.Role != ruling.Declarer || len(o.Options) != 2 || !strings.Contains(o.Options[1].Consequence, "major penalty card") {
			t.Fatalf("outcome = %+v", o)
		}
		if !citesLaw(o, law.L(52, "B2")) || !citesLaw(o, law.L(52, "A")) {
			t.Errorf("laws = %v", o.AllLaws())
		}
	})
	t.Run("declarer has played since: the card stands (52B1(b))", func(t *testing.T) {
		o := outcomeOf(t, "penalty-card", ruling.Context{}, ruling.Pick("not-played"), ruling.Pick("yes"))
		if !o.Chooser.IsZero() || !slices.ContainsFunc(o.FollowUps, func(f ruling.FollowUp) bool { return f.Flow == "revoke" && f.Law == law.L(64, "B3") }) {
			t.Errorf("outcome = %+v", o)
		}
		if o.Laws[0] != law.L(52, "B1(b)") {
			t.Errorf("the deciding paragraph is 52B1(b): %v", o.Laws)
		}
	})
}

func TestPenaltyCardOpensFromTheRevokeFollowUp(t *testing.T) {
	o := outcomeOf(t, "revoke", ruling.Context{}, ruling.Pick("not-established"), ruling.Pick("defender"), ruling.CardAnswer(spadeNine))
	for _, f := range o.FollowUps {
		if f.Flow != "" && Lookup(f.Flow) == nil {
			t.Errorf("follow-up opens %q, which is not registered", f.Flow)
		}
	}
	if len(Search("dropped a card")) == 0 || Search("dropped a card")[0].ID != "penalty-card" {
		t.Errorf("search for a dropped card does not find the penalty-card flow first")
	}
}

// The Common path stays as short as it was: the partner of the defender with a major penalty
// card is on lead (two answers).
func TestPenaltyCardCommonPathIsTwoAnswers(t *testing.T) {
	if n := len(PenaltyCardFlow.Common); n > 2 {
		t.Errorf("the Common path takes %d answers, it took 2", n)
	}
	o, err := PenaltyCardFlow.CommonOutcome()
	if err != nil || o.ID != "lead-options" {
		t.Errorf("common outcome %v, %v", o, err)
	}
}
