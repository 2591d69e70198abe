package outcome

import (
	"strings"
	"testing"

	"tableside/app/htmltest"
	"tableside/engine/bridge"
	"tableside/engine/catalog"
	"tableside/engine/law"
	"tableside/engine/ruling"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

func renderOutcome(t *testing.T, o ruling.Outcome) *htmltest.Elem {
	t.Helper()
	return htmltest.Mount(t, func() app.UI { return &OutcomeView{Outcome: o} })
}

// Every outcome the engine can reach shows each part it has, and no heading for a part it lacks.
func TestOutcomeShowsEveryPartOfEveryReachableOutcome(t *testing.T) {
	for _, f := range catalog.Flows() {
		paths, err := f.Paths()
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range paths {
			o := p.Outcome
			t.Run(f.ID+"/"+p.Describe(), func(t *testing.T) {
				doc := renderOutcome(t, o)
				if text := doc.TextContent(); strings.Contains(text, "..") {
					t.Errorf("a sentence ends twice: %q", text[max(0, strings.Index(text, "..")-60):strings.Index(text, "..")+2])
				}
				if got := doc.One(t, "#outcome-title").TextContent(); htmltest.Squash(got) != htmltest.Squash(o.Title) {
					t.Errorf("title = %q", got)
				}
				present := map[string]bool{
					"#outcome-chooser":     !o.Chooser.IsZero(),
					"#outcome-automatic":   len(o.Automatic) > 0,
					".outcome-badges":      len(o.MustPass)+len(o.LeadRestrictions)+len(o.PenaltyCards) > 0,
					"#outcome-transfer":    o.Transfer != nil,
					"#outcome-adjustment":  o.Adjustment != nil,
					"#outcome-information": len(o.Information) > 0,
					"#outcome-laws":        len(o.AllLaws()) > 0,
					"#outcome-followups":   len(o.FollowUps) > 0,
					"#outcome-notes":       len(o.Notes) > 0,
					"#outcome-script":      true,
					"#outcome-first":       o.First != "",
					"#outcome-interim":     o.Interim,
					"#outcome-cases":       len(o.Cases) > 0,
					"#outcome-assigned":    o.Adjustment != nil && o.Adjustment.Assigned != nil,
				}
				for sel, want := range present {
					if got := doc.Has(sel); got != want {
						t.Errorf("%s shown = %v, want %v", sel, got, want)
					}
				}
				passes, leads, cards, infos := len(o.MustPass), len(o.LeadRestrictions), len(o.PenaltyCards), len(o.Information)
				for _, c := range o.Options {
					passes, leads, cards, infos = passes+len(c.MustPass), leads+len(c.LeadRestrictions), cards+len(c.PenaltyCards), infos+len(c.Information)
				}
				counts := map[string]int{
					".outcome-option": len(o.Options), ".badge.badge-must-pass": passes,
					".badge.badge-lead": leads, ".badge.badge-penalty": cards, ".info-rule": infos,
					".outcome-followup": len(o.FollowUps), "#outcome-script p": len(o.Script()),
					"#outcome-laws .law-chip": len(o.AllLaws()), ".outcome-case": len(o.Cases),
				}
				for sel, want := range counts {
					if got := len(doc.All(sel)); got != want {
						t.Errorf("%d %s, want %d", got, sel, want)
					}
				}
				for i, c := range o.Options {
					opt := doc.All(".outcome-option")[i]
					if text := htmltest.Squash(opt.TextContent()); !strings.Contains(text, htmltest.Squash(c.Label)) || !strings.Contains(text, htmltest.Squash(c.Consequence)) {
						t.Errorf("option %d = %q, want label and consequence", i+1, opt.TextContent())
					}
				}
				for _, part := range doc.All(".outcome-part") {
					if len(strings.Fields(part.TextContent())) < 3 {
						t.Errorf("part %v has a heading and nothing under it", part.Attrs["id"])
					}
				}
			})
		}
	}
}

func TestOutcomeChooserInLargeTypeWithNumberedOptions(t *testing.T) {
	o := ruling.Outcome{ID: "x", Title: "Declarer chooses", Chooser: ruling.Party{Role: ruling.Declarer, Seat: bridge.South},
		Options: []ruling.Choice{{Label: "Accept the lead", Consequence: "Dummy is spread."}, {Label: "Refuse it", Consequence: "The lead is withdrawn.", Laws: []law.Ref{law.L(54, "D")}}}}
	doc := renderOutcome(t, o)
	if got := doc.One(t, "#outcome-chooser .chooser-who").TextContent(); got != "Declarer (South)" {
		t.Errorf("chooser = %q", got)
	}
	opts := doc.All(".outcome-option")
	if got := opts[1].One(t, ".option-number").TextContent(); got != "2" {
		t.Errorf("second option numbered %q", got)
	}
	if !opts[1].Has(".law-chip") || opts[0].Has(".law-chip") {
		t.Error("option Laws misplaced")
	}
	laws := doc.One(t, "#outcome-laws").TextContent()
	if !strings.Contains(laws, "Law 10C1") || !strings.Contains(laws, "Law 54D") {
		t.Errorf("Laws cited = %q", laws)
	}
}

// Each Law under "Laws cited" opens that Law's section of the reference, part and all; the
// chips beside an option stay plain text, so a tap on an option never leaves the ruling.
func TestLawsCitedLinkEachLawToItsSectionOfTheLawsPage(t *testing.T) {
	o := ruling.Outcome{ID: "x", Title: "Declarer chooses", Laws: []law.Ref{law.L(64, "A1"), law.L(10, "C1")},
		Options: []ruling.Choice{{Label: "Accept the lead", Consequence: "Dummy is spread.", Laws: []law.Ref{law.L(54, "D")}}}}
	doc := renderOutcome(t, o)
	links := doc.All("#outcome-laws a.law-chip")
	if len(links) != len(o.AllLaws()) {
		t.Fatalf("%d links under Laws cited, want one for each of %v", len(links), o.AllLaws())
	}
	want := map[string]string{"Law 64A1": "/reference/laws#law-64", "Law 10C1": "/reference/laws#law-10", "Law 54D": "/reference/laws#law-54"}
	for _, a := range links {
		if href := a.Attrs["href"]; href != want[a.TextContent()] {
			t.Errorf("%s links to %q, want %q", a.TextContent(), href, want[a.TextContent()])
		}
	}
	if doc.Has(".outcome-option a") {
		t.Error("an option's Law is a link")
	}
}

func TestOutcomeBadgesNameWhoWhatAndHowLong(t *testing.T) {
	o := ruling.Outcome{ID: "x", Title: "Badges",
		MustPass: []ruling.MustPass{{Who: ruling.Party{Role: ruling.OffendersPartner, Seat: bridge.North}, Length: ruling.RestOfAuction, Law: law.L(23, "")}},
		LeadRestrictions: []ruling.LeadRestriction{{On: ruling.Party{Role: ruling.OffendersPartner}, Rule: ruling.MayRequireOrForbid,
			Suits: []bridge.Suit{bridge.Hearts}, Which: "hearts", When: "at his first turn to lead", Lasts: "for as long as he keeps the lead", Law: law.L(50, "D2")}},
		PenaltyCards: []ruling.PenaltyCard{{Card: bridge.Card{Suit: bridge.Diamonds, Rank: bridge.King}, Owner: ruling.Party{Role: ruling.Offender, Seat: bridge.West}, Major: true, Law: law.L(50, "")},
			{Owner: ruling.Party{Role: ruling.Offender}, Law: law.L(50, "")}},
	}
	doc := renderOutcome(t, o)
	mp := doc.One(t, ".badge.badge-must-pass").TextContent()
	for _, want := range []string{"Must pass", "The offender's partner (North)", "for the rest of the auction", "Law 23"} {
		if !strings.Contains(mp, want) {
			t.Errorf("must-pass badge %q lacks %q", mp, want)
		}
	}
	lead := doc.One(t, ".badge.badge-lead")
	for _, want := range []string{"On the offender's partner", "declarer may require or forbid the lead of hearts", "for as long as he keeps the lead", "Law 50D2"} {
		if !strings.Contains(lead.TextContent(), want) {
			t.Errorf("lead badge %q lacks %q", lead.TextContent(), want)
		}
	}
	if s := lead.One(t, ".badge-suits .suit"); s.Attrs["aria-label"] != "hearts" || !strings.Contains(s.Attrs["class"], "suit-red") {
		t.Errorf("lead badge suit %v", s.Attrs)
	}
	pens := doc.All(".badge.badge-penalty")
	if len(pens) != 2 {
		t.Fatalf("%d penalty badges", len(pens))
	}
	if got := pens[0].TextContent(); !strings.Contains(got, "Major penalty card") || !strings.Contains(htmltest.Squash(got), "♦K") || !strings.Contains(got, "The offender (West)") {
		t.Errorf("major penalty badge = %q", got)
	}
	if s := pens[0].One(t, ".badge-card .suit"); s.Attrs["aria-label"] != "diamonds" || !strings.Contains(s.Attrs["class"], "suit-red") {
		t.Errorf("penalty card suit %v", s.Attrs)
	}
	if got := pens[1].TextContent(); !strings.Contains(got, "Minor penalty card") {
		t.Errorf("minor penalty badge = %q", got)
	}
}

func TestOutcomeTransferShowsScoreBeforeAndAfter(t *testing.T) {
	c := bridge.Contract{Level: 4, Strain: bridge.SpadesStrain, Declarer: bridge.South}
	o := ruling.Outcome{ID: "x", Title: "Transfer", Transfer: &ruling.TrickTransfer{Tricks: 1, Law: law.L(64, "A2"), Scored: true,
		Contract: c, TricksTaken: 9, TricksAfter: 10, Before: -50, After: 420}}
	doc := renderOutcome(t, o)
	tr := doc.One(t, "#outcome-transfer")
	if got := tr.One(t, ".transfer-tricks").TextContent(); got != "1 trick to the non-offending side" {
		t.Errorf("headline = %q", got)
	}
	if got := htmltest.Squash(tr.One(t, ".score-before").TextContent()); !strings.Contains(got, "4♠-1bySouth:−50") {
		t.Errorf("before = %q", got)
	}
	if got := htmltest.Squash(tr.One(t, ".score-after").TextContent()); !strings.Contains(got, "4♠=bySouth:+420") {
		t.Errorf("after = %q", got)
	}
	if !strings.Contains(tr.TextContent(), "Law 64A2") {
		t.Error("transfer lacks its Law")
	}

	unscored := renderOutcome(t, ruling.Outcome{ID: "x", Title: "T", Transfer: &ruling.TrickTransfer{Tricks: 2, Law: law.L(64, "A1")}})
	if unscored.Has(".transfer-score") {
		t.Error("a score shown before the result is known")
	}
}

func TestOutcomeWithOnlyATitleShowsNoEmptyParts(t *testing.T) {
	doc := renderOutcome(t, ruling.Outcome{ID: "x", Title: "Nothing to do", Summary: "Play on."})
	for _, sel := range []string{"#outcome-chooser", ".outcome-badges", "#outcome-transfer", "#outcome-laws", "#outcome-followups",
		"#outcome-notes", "#outcome-information", "#outcome-automatic", "#outcome-adjustment", ".outcome-option"} {
		if doc.Has(sel) {
			t.Errorf("%s shown for an outcome without it", sel)
		}
	}
	if got := len(doc.All(".outcome-part")); got != 1 {
		t.Errorf("%d parts, want only the script", got)
	}
	doc.One(t, "#outcome-script")
}

func TestOutcomeInformationFollowUpsAndNotes(t *testing.T) {
	o := ruling.Outcome{ID: "x", Title: "Info",
		Information: []ruling.InfoRule{{Who: ruling.Party{Role: ruling.OffendersPartner}, What: "the withdrawn call", Law: law.L(16, "C")},
			{Who: ruling.Party{Role: ruling.NonOffendingSide}, Authorized: true, What: "the withdrawn call", Law: law.L(16, "C")}},
		FollowUps: []ruling.FollowUp{{When: "when the offender's partner next gains the lead", Watch: "offer declarer the lead options", Flow: "penalty-card", Law: law.L(50, "D2")}},
		Notes:     []string{"Directors differ here."},
	}
	doc := renderOutcome(t, o)
	info := doc.All("#outcome-information li")
	if len(info) != 2 || !strings.Contains(info[0].TextContent(), "may not use the withdrawn call") || !strings.Contains(info[1].TextContent(), "may use the withdrawn call") {
		t.Errorf("information = %d items", len(info))
	}
	fu := doc.One(t, ".outcome-followup")
	if !strings.Contains(fu.TextContent(), "When the offender's partner next gains the lead:") || !fu.Has("a[href=/rule/penalty-card]") {
		t.Errorf("follow-up = %q", fu.TextContent())
	}
	if got := doc.One(t, "#outcome-notes").TextContent(); !strings.Contains(got, "For the director") || !strings.Contains(got, "Directors differ here.") {
		t.Errorf("notes = %q", got)
	}
	if got := doc.One(t, "#outcome-followups .outcome-part-title").TextContent(); got != "Watch for later" {
		t.Errorf("follow-ups heading = %q", got)
	}
}

// An interim ruling with a first line, options that carry their own obligations and
// information, cases for a fact to come, and an assigned result: each part is on the screen
// where the director looks for it, and an option's parts sit inside that option.
func TestOutcomeShowsInterimCasesFirstLineAndEachOptionsOwnParts(t *testing.T) {
	r, err := ruling.ScoreResult(bridge.Contract{Level: 3, Strain: bridge.NoTrump, Declarer: bridge.North}, 8, true)
	if err != nil {
		t.Fatal(err)
	}
	o := ruling.Outcome{
		ID: "explain-now", Title: "Explain now", Summary: "East bid out of turn.", Interim: true,
		First:   "West, please wait before you call.",
		Chooser: ruling.Party{Role: ruling.OffendersLHO, Seat: bridge.South},
		Options: []ruling.Choice{
			{Label: "Accept the bid", Consequence: "The auction goes on."},
			{Label: "Refuse it", Consequence: "East calls again.",
				MustPass:    []ruling.MustPass{{Who: ruling.Party{Role: ruling.OffendersPartner, Seat: bridge.West}, Length: ruling.NextTurn, Law: law.L(31, "A2(b)")}},
				Information: []ruling.InfoRule{{Who: ruling.Party{Role: ruling.OffendersPartner, Seat: bridge.West}, What: "the withdrawn bid", Law: law.L(16, "C2")}}},
		},
		Cases:      []ruling.Case{{If: "North passes", Then: "East must repeat the bid", Laws: []law.Ref{law.L(31, "A1")}}},
		Transfer:   &ruling.TrickTransfer{Tricks: 1, Law: law.L(64, "A2"), To: ruling.Party{Role: ruling.NonOffendingSide, Name: "North-South"}},
		Adjustment: &ruling.Adjustment{Text: "Restore equity.", Law: law.L(64, "C"), Assigned: &r},
		Laws:       []law.Ref{law.L(31, "")},
	}
	doc := renderOutcome(t, o)
	if got := doc.One(t, "#outcome-first").TextContent(); got != "Say first: West, please wait before you call." {
		t.Errorf("first line = %q", got)
	}
	if !strings.Contains(doc.One(t, "#outcome-interim").TextContent(), "Interim ruling") {
		t.Error("no interim banner")
	}
	if got := doc.One(t, ".outcome-case").TextContent(); !strings.HasPrefix(got, "If North passes: East must repeat the bid.") {
		t.Errorf("case = %q", got)
	}
	refuse := doc.All(".outcome-option")[1]
	if !refuse.Has(".option-badges .badge-must-pass") || !strings.Contains(refuse.TextContent(), "West may not use the withdrawn bid.") {
		t.Errorf("the second option lacks its own must-pass or information rule: %q", refuse.TextContent())
	}
	if doc.All(".outcome-option")[0].Has(".badge") || doc.Has(".outcome-badges") {
		t.Error("an option's obligation shows outside that option")
	}
	if got := doc.One(t, ".transfer-tricks").TextContent(); got != "1 trick to North-South" {
		t.Errorf("transfer headline = %q", got)
	}
	if got := htmltest.Squash(doc.One(t, "#outcome-assigned").TextContent()); got != htmltest.Squash("Assigned: 3NT by North, 8 tricks: −100 for declarer's side") {
		t.Errorf("assigned = %q", got)
	}
	if got := doc.One(t, ".chooser-note").TextContent(); !strings.Contains(got, "Law 10C2") {
		t.Errorf("the no-consulting rule is Law 10C2, shown %q", got)
	}
}
