package outcome

import (
	"strconv"

	"tableside/app/ui"
	"tableside/engine/catalog"
	"tableside/engine/law"
	"tableside/engine/ruling"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// OutcomeView shows a ruling in the order a director gives it at the table: who chooses and
// the options, what happens anyway, the badges to remember, the trick transfer and score, the
// words to read out, the Laws, and what to watch for later. An empty part is left out.
type OutcomeView struct {
	app.Compo

	Outcome ruling.Outcome
	// OnChoose, when set, offers "Show the player" on an outcome where someone chooses, and
	// records the option the player taps; Chosen is the label recorded so far, PickErr why the
	// last pick was not recorded.
	OnChoose func(ctx app.Context, i int)
	Chosen   string
	PickErr  string
}

// Render writes the ruling as HTML (see markup): only "Show the player" reacts to taps. Picking
// an option re-renders the view, but its HTML is the same, so go-app leaves it in place.
func (v *OutcomeView) Render() app.UI {
	return app.Div().Class("outcome-body").Body(
		app.Raw(outcomeLeadHTML(v.Outcome)),
		v.showPlayer(),
		app.Raw(outcomePartsHTML(v.Outcome)),
	)
}

// showPlayer is the "Show the player" button, where a host records the pick.
func (v *OutcomeView) showPlayer() app.UI {
	return ShowPlayerFor(v.Outcome, v.Chosen, v.PickErr, v.OnChoose)
}

// ShowPlayerFor is "Show the player" for an outcome where someone chooses, or nil: for a host
// that puts the button in its own bar (the wizard's, beside Save) rather than under the options.
func ShowPlayerFor(o ruling.Outcome, chosen, pickErr string, onChoose func(ctx app.Context, i int)) app.UI {
	c, ok := o.ForChooser()
	if !ok || onChoose == nil {
		return nil
	}
	return &ShowPlayer{Choice: c, Chosen: chosen, Err: pickErr, OnChoose: onChoose}
}

// outcomeLeadHTML is what comes before "Show the player": the ruling's title, what to say
// first, the summary, and who chooses between which options.
func outcomeLeadHTML(o ruling.Outcome) string {
	var m ui.Markup
	m.Open("div", "class", "outcome-lead")
	if o.Interim {
		m.Open("p", "id", "outcome-interim", "class", "outcome-interim")
		m.Elem("strong", "Interim ruling.")
		m.Text(" Give it now; the last fact comes later. Come back to finish it (see Watch for later).")
		m.Close("p")
	}
	m.Elem("h2", o.Title, "id", "outcome-title", "class", "outcome-title", "tabindex", "-1")
	if o.First != "" {
		m.Open("p", "id", "outcome-first", "class", "outcome-first")
		m.Elem("strong", "Say first: ", "class", "first-label")
		m.Suits(o.First)
		m.Close("p")
	}
	if o.Summary != "" {
		m.Elem("p", o.Summary, "class", "outcome-summary")
	}
	if !o.Chooser.IsZero() {
		outcomeChooser(&m, o.Chooser, o.Options)
	}
	m.Close("div")
	return m.String()
}

// outcomePartsHTML is the rest of the ruling, each part only when it has something to say.
func outcomePartsHTML(o ruling.Outcome) string {
	var m ui.Markup
	m.Open("div", "class", "outcome-parts")
	if len(o.Cases) > 0 {
		outcomeCases(&m, o.Cases)
	}
	if len(o.Automatic) > 0 {
		outcomeAutomatic(&m, o.Automatic)
	}
	if len(o.MustPass)+len(o.LeadRestrictions)+len(o.PenaltyCards) > 0 {
		badgeList(&m, "outcome-badges", "To remember", o.MustPass, o.LeadRestrictions, o.PenaltyCards)
	}
	if o.Transfer != nil {
		outcomeTransfer(&m, *o.Transfer)
	}
	if o.Adjustment != nil {
		outcomeAdjustment(&m, *o.Adjustment)
	}
	outcomeScoreParts(&m, o)
	if len(o.Information) > 0 {
		part(&m, "outcome-information", "Information", func() {
			m.Open("ul", "class", "outcome-list")
			infoItems(&m, o.Information)
			m.Close("ul")
		})
	}
	outcomeScript(&m, o.Script())
	if laws := o.AllLaws(); len(laws) > 0 {
		disclosure(&m, "outcome-laws", "Laws cited ("+strconv.Itoa(len(laws))+")", func() {
			m.Open("ul", "class", "law-chips")
			for _, r := range laws {
				m.Open("li")
				lawLink(&m, r)
				m.Close("li")
			}
			m.Close("ul")
		})
	}
	if len(o.FollowUps) > 0 {
		outcomeFollowUps(&m, o.FollowUps)
	}
	if len(o.Notes) > 0 {
		disclosure(&m, "outcome-notes", "For the director", func() {
			m.Open("ul", "class", "outcome-list")
			for _, n := range o.Notes {
				m.Elem("li", n)
			}
			m.Close("ul")
		})
	}
	m.Close("div")
	return m.String()
}

// part writes one titled part of the outcome, a section whose id is also its class, with what
// body writes under the title.
func part(m *ui.Markup, id, title string, body func()) {
	m.Open("section", "class", "outcome-part "+id, "id", id)
	m.Elem("h3", title, "class", "outcome-part-title")
	body()
	m.Close("section")
}

// disclosure is a part closed under its title, for what the director needs only when asked:
// the outcome opens on who chooses, the options and what to say, all on the first screen.
func disclosure(m *ui.Markup, id, title string, body func()) {
	m.Open("details", "class", "outcome-part disclosure "+id, "id", id)
	m.Elem("summary", title, "class", "disclosure-summary outcome-part-title")
	body()
	m.Close("details")
}

// listPart is a part that is one list: item writes the li of item i of n.
func listPart(m *ui.Markup, id, title, class string, n int, item func(i int)) {
	part(m, id, title, func() {
		m.Open("ul", "class", class)
		for i := range n {
			item(i)
		}
		m.Close("ul")
	})
}

// lawChip cites one Law, small, after the text it supports.
func lawChip(m *ui.Markup, r law.Ref) {
	if r.Law != 0 {
		m.Elem("span", r.String(), "class", "law-chip")
	}
}

// lawLink cites one Law in "Laws cited" as a link to its section of the reference's Laws page,
// which has a section for every Law a ruling cites (the reference's tests check it).
func lawLink(m *ui.Markup, r law.Ref) {
	if r.Law != 0 {
		m.Elem("a", r.String(), "class", "law-chip", "href", ui.ReferencePath+"/laws#law-"+strconv.Itoa(r.Law))
	}
}

// lawChips cites each Law after a space.
func lawChips(m *ui.Markup, refs []law.Ref) {
	for _, r := range refs {
		if r.Law != 0 {
			m.Text(" ")
			lawChip(m, r)
		}
	}
}

// outcomeChooser names who chooses, in large type, then the numbered options.
func outcomeChooser(m *ui.Markup, who ruling.Party, options []ruling.Choice) {
	m.Open("div", "class", "outcome-choice")
	m.Open("div", "id", "outcome-chooser", "class", "outcome-chooser")
	m.Elem("span", "Who chooses", "class", "chooser-label")
	m.Elem("strong", Capitalise(who.String()), "class", "chooser-who")
	m.Elem("span", "without consulting partner (Law 10C2)", "class", "chooser-note")
	m.Close("div")
	if len(options) > 0 {
		m.Open("ol", "class", "outcome-options")
		for i, c := range options {
			m.Open("li", "class", "outcome-option")
			m.Elem("span", strconv.Itoa(i+1), "class", "option-number", "aria-hidden", "true")
			m.Open("div", "class", "option-text")
			m.Elem("strong", c.Label, "class", "option-label")
			if c.Consequence != "" {
				m.Elem("p", c.Consequence, "class", "option-consequence")
			}
			if len(c.MustPass)+len(c.LeadRestrictions)+len(c.PenaltyCards) > 0 {
				badgeList(m, "option-badges", "If chosen", c.MustPass, c.LeadRestrictions, c.PenaltyCards)
			}
			if len(c.Information) > 0 {
				m.Open("ul", "class", "outcome-list option-information")
				infoItems(m, c.Information)
				m.Close("ul")
			}
			if len(c.Laws) > 0 {
				m.Open("p", "class", "option-laws")
				lawChips(m, c.Laws)
				m.Close("p")
			}
			m.Close("div")
			m.Close("li")
		}
		m.Close("ol")
	}
	m.Close("div")
}

func outcomeAutomatic(m *ui.Markup, effects []ruling.Effect) {
	listPart(m, "outcome-automatic", "What happens anyway", "outcome-list", len(effects), func(i int) {
		m.Open("li")
		m.Suits(sentenceCase(effects[i].Text))
		lawChips(m, effects[i].Laws)
		m.Close("li")
	})
}

// outcomeCases lists what a fact still to come will mean, for an interim ruling.
func outcomeCases(m *ui.Markup, cases []ruling.Case) {
	listPart(m, "outcome-cases", "What happens next", "outcome-list", len(cases), func(i int) {
		c := cases[i]
		m.Open("li", "class", "outcome-case")
		m.Elem("strong", "If "+c.If+":", "class", "case-if")
		m.Text(" ")
		m.Suits(sentenceCase(c.Then))
		lawChips(m, c.Laws)
		m.Close("li")
	})
}

func outcomeAdjustment(m *ui.Markup, a ruling.Adjustment) {
	part(m, "outcome-adjustment", a.ResultHeading(), func() {
		m.Open("p")
		m.Suits(sentenceCase(a.Text))
		lawChips(m, []law.Ref{a.Law})
		m.Close("p")
		if a.Assigned != nil {
			m.Open("p", "id", "outcome-assigned", "class", "outcome-assigned")
			m.Elem("strong", a.ResultLabel()+": ")
			m.Suits(a.Assigned.String())
			m.Close("p")
		}
	})
}

// infoItems states who may and may not use what, one item a rule.
func infoItems(m *ui.Markup, rules []ruling.InfoRule) {
	for _, r := range rules {
		class := "info-unauthorized"
		if r.Authorized {
			class = "info-authorized"
		}
		m.Open("li", "class", "info-rule "+class)
		m.Suits(Capitalise(r.Sentence()) + ".")
		lawChips(m, []law.Ref{r.Law})
		m.Close("li")
	}
}

// outcomeScript is what the director reads aloud, in large readable text, closed under "Read
// to the table": it restates the options shown above, so it stays out of the way until wanted.
func outcomeScript(m *ui.Markup, lines []string) {
	disclosure(m, "outcome-script", "Read to the table", func() {
		m.Open("div", "class", "script-text")
		for _, l := range lines {
			m.Elem("p", l)
		}
		m.Close("div")
	})
}

func outcomeFollowUps(m *ui.Markup, fs []ruling.FollowUp) {
	listPart(m, "outcome-followups", "Watch for later", "outcome-list", len(fs), func(i int) {
		f := fs[i]
		m.Open("li", "class", "outcome-followup")
		m.Elem("strong", Capitalise(f.When)+":", "class", "followup-when")
		m.Text(" ")
		m.Elem("span", f.Watch)
		m.Open("span")
		lawChips(m, []law.Ref{f.Law})
		m.Close("span")
		// A link only to a flow this version has: no dead link.
		if next := catalog.Lookup(f.Flow); next != nil {
			m.Elem("a", "Open “"+next.Title+"”", "class", "followup-flow", "href", "/rule/"+next.ID)
		}
		m.Close("li")
	})
}
