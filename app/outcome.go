package app

import (
	"strconv"

	"tableside/engine/catalog"
	"tableside/engine/law"
	"tableside/engine/ruling"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// outcomeView shows a ruling in the order a director gives it at the table: who chooses and
// the options, what happens anyway, the badges to remember, the trick transfer and score, the
// words to read out, the Laws, and what to watch for later. An empty part is left out.
type outcomeView struct {
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
func (v *outcomeView) Render() app.UI {
	return app.Div().Class("outcome-body").Body(
		app.Raw(outcomeLeadHTML(v.Outcome)),
		v.showPlayer(),
		app.Raw(outcomePartsHTML(v.Outcome)),
	)
}

// showPlayer is the "Show the player" button, where a host records the pick.
func (v *outcomeView) showPlayer() app.UI {
	c, ok := v.Outcome.ForChooser()
	if !ok || v.OnChoose == nil {
		return nil
	}
	return &showPlayer{Choice: c, Chosen: v.Chosen, Err: v.PickErr, OnChoose: v.OnChoose}
}

// outcomeLeadHTML is what comes before "Show the player": the ruling's title, what to say
// first, the summary, and who chooses between which options.
func outcomeLeadHTML(o ruling.Outcome) string {
	var m markup
	m.open("div", "class", "outcome-lead")
	if o.Interim {
		m.open("p", "id", "outcome-interim", "class", "outcome-interim")
		m.elem("strong", "Interim ruling.")
		m.text(" Give it now; the last fact comes later. Come back to finish it (see Watch for later).")
		m.close("p")
	}
	m.elem("h2", o.Title, "id", "outcome-title", "class", "outcome-title", "tabindex", "-1")
	if o.First != "" {
		m.open("p", "id", "outcome-first", "class", "outcome-first")
		m.elem("strong", "Say first: ", "class", "first-label")
		m.suits(o.First)
		m.close("p")
	}
	if o.Summary != "" {
		m.elem("p", o.Summary, "class", "outcome-summary")
	}
	if !o.Chooser.IsZero() {
		outcomeChooser(&m, o.Chooser, o.Options)
	}
	m.close("div")
	return m.String()
}

// outcomePartsHTML is the rest of the ruling, each part only when it has something to say.
func outcomePartsHTML(o ruling.Outcome) string {
	var m markup
	m.open("div", "class", "outcome-parts")
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
			m.open("ul", "class", "outcome-list")
			infoItems(&m, o.Information)
			m.close("ul")
		})
	}
	outcomeScript(&m, o.Script())
	if laws := o.AllLaws(); len(laws) > 0 {
		listPart(&m, "outcome-laws", "Laws cited", "law-chips", len(laws), func(i int) {
			m.open("li")
			lawChip(&m, laws[i])
			m.close("li")
		})
	}
	if len(o.FollowUps) > 0 {
		outcomeFollowUps(&m, o.FollowUps)
	}
	if len(o.Notes) > 0 {
		listPart(&m, "outcome-notes", "For the director", "outcome-list", len(o.Notes), func(i int) { m.elem("li", o.Notes[i]) })
	}
	m.close("div")
	return m.String()
}

// part writes one titled part of the outcome, a section whose id is also its class, with what
// body writes under the title.
func part(m *markup, id, title string, body func()) {
	m.open("section", "class", "outcome-part "+id, "id", id)
	m.elem("h3", title, "class", "outcome-part-title")
	body()
	m.close("section")
}

// listPart is a part that is one list: item writes the li of item i of n.
func listPart(m *markup, id, title, class string, n int, item func(i int)) {
	part(m, id, title, func() {
		m.open("ul", "class", class)
		for i := range n {
			item(i)
		}
		m.close("ul")
	})
}

// lawChip cites one Law, small, after the text it supports.
func lawChip(m *markup, r law.Ref) {
	if r.Law != 0 {
		m.elem("span", r.String(), "class", "law-chip")
	}
}

// lawChips cites each Law after a space.
func lawChips(m *markup, refs []law.Ref) {
	for _, r := range refs {
		if r.Law != 0 {
			m.text(" ")
			lawChip(m, r)
		}
	}
}

// outcomeChooser names who chooses, in large type, then the numbered options.
func outcomeChooser(m *markup, who ruling.Party, options []ruling.Choice) {
	m.open("div", "class", "outcome-choice")
	m.open("div", "id", "outcome-chooser", "class", "outcome-chooser")
	m.elem("span", "Who chooses", "class", "chooser-label")
	m.elem("strong", capitalise(who.String()), "class", "chooser-who")
	m.elem("span", "without consulting partner (Law 10C2)", "class", "chooser-note")
	m.close("div")
	if len(options) > 0 {
		m.open("ol", "class", "outcome-options")
		for i, c := range options {
			m.open("li", "class", "outcome-option")
			m.elem("span", strconv.Itoa(i+1), "class", "option-number", "aria-hidden", "true")
			m.open("div", "class", "option-text")
			m.elem("strong", c.Label, "class", "option-label")
			if c.Consequence != "" {
				m.elem("p", c.Consequence, "class", "option-consequence")
			}
			if len(c.MustPass)+len(c.LeadRestrictions)+len(c.PenaltyCards) > 0 {
				badgeList(m, "option-badges", "If chosen", c.MustPass, c.LeadRestrictions, c.PenaltyCards)
			}
			if len(c.Information) > 0 {
				m.open("ul", "class", "outcome-list option-information")
				infoItems(m, c.Information)
				m.close("ul")
			}
			if len(c.Laws) > 0 {
				m.open("p", "class", "option-laws")
				lawChips(m, c.Laws)
				m.close("p")
			}
			m.close("div")
			m.close("li")
		}
		m.close("ol")
	}
	m.close("div")
}

func outcomeAutomatic(m *markup, effects []ruling.Effect) {
	listPart(m, "outcome-automatic", "What happens anyway", "outcome-list", len(effects), func(i int) {
		m.open("li")
		m.suits(sentenceCase(effects[i].Text))
		lawChips(m, effects[i].Laws)
		m.close("li")
	})
}

// outcomeCases lists what a fact still to come will mean, for an interim ruling.
func outcomeCases(m *markup, cases []ruling.Case) {
	listPart(m, "outcome-cases", "What happens next", "outcome-list", len(cases), func(i int) {
		c := cases[i]
		m.open("li", "class", "outcome-case")
		m.elem("strong", "If "+c.If+":", "class", "case-if")
		m.text(" ")
		m.suits(sentenceCase(c.Then))
		lawChips(m, c.Laws)
		m.close("li")
	})
}

func outcomeAdjustment(m *markup, a ruling.Adjustment) {
	part(m, "outcome-adjustment", a.ResultHeading(), func() {
		m.open("p")
		m.suits(sentenceCase(a.Text))
		lawChips(m, []law.Ref{a.Law})
		m.close("p")
		if a.Assigned != nil {
			m.open("p", "id", "outcome-assigned", "class", "outcome-assigned")
			m.elem("strong", a.ResultLabel()+": ")
			m.suits(a.Assigned.String())
			m.close("p")
		}
	})
}

// infoItems states who may and may not use what, one item a rule.
func infoItems(m *markup, rules []ruling.InfoRule) {
	for _, r := range rules {
		class := "info-unauthorized"
		if r.Authorized {
			class = "info-authorized"
		}
		m.open("li", "class", "info-rule "+class)
		m.suits(capitalise(r.Sentence()) + ".")
		lawChips(m, []law.Ref{r.Law})
		m.close("li")
	}
}

// outcomeScript is what the director reads aloud, in large readable text.
func outcomeScript(m *markup, lines []string) {
	part(m, "outcome-script", "Read to the table", func() {
		m.open("div", "class", "script-text")
		for _, l := range lines {
			m.elem("p", l)
		}
		m.close("div")
	})
}

func outcomeFollowUps(m *markup, fs []ruling.FollowUp) {
	listPart(m, "outcome-followups", "Watch for later", "outcome-list", len(fs), func(i int) {
		f := fs[i]
		m.open("li", "class", "outcome-followup")
		m.elem("strong", capitalise(f.When)+":", "class", "followup-when")
		m.text(" ")
		m.elem("span", f.Watch)
		m.open("span")
		lawChips(m, []law.Ref{f.Law})
		m.close("span")
		// A link only to a flow this version has: no dead link.
		if next := catalog.Lookup(f.Flow); next != nil {
			m.elem("a", "Open “"+next.Title+"”", "class", "followup-flow", "href", "/rule/"+next.ID)
		}
		m.close("li")
	})
}
