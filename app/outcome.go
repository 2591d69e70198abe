package app

import (
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

func (v *outcomeView) Render() app.UI {
	o := v.Outcome
	laws := o.AllLaws()
	return app.Div().Class("outcome-body").Body(
		app.If(o.Interim, func() app.UI {
			return app.P().ID("outcome-interim").Class("outcome-interim").Body(
				app.Strong().Text("Interim ruling."),
				app.Text(" Give it now; the last fact comes later. Come back to finish it (see Watch for later)."),
			)
		}),
		app.H2().ID("outcome-title").Class("outcome-title").TabIndex(-1).Body(suitText(o.Title)...),
		app.If(o.First != "", func() app.UI {
			return app.P().ID("outcome-first").Class("outcome-first").Body(
				append([]app.UI{app.Strong().Class("first-label").Text("Say first: ")}, suitText(o.First)...)...)
		}),
		app.If(o.Summary != "", func() app.UI {
			return app.P().Class("outcome-summary").Body(suitText(o.Summary)...)
		}),
		app.If(!o.Chooser.IsZero(), func() app.UI { return outcomeChooser(o.Chooser, o.Options) }),
		v.showPlayer(),
		app.If(len(o.Cases) > 0, func() app.UI { return outcomeCases(o.Cases) }),
		app.If(len(o.Automatic) > 0, func() app.UI { return outcomeAutomatic(o.Automatic) }),
		app.If(len(o.MustPass)+len(o.LeadRestrictions)+len(o.PenaltyCards) > 0, func() app.UI {
			return outcomeBadges(o)
		}),
		app.If(o.Transfer != nil, func() app.UI { return outcomeTransfer(*o.Transfer) }),
		app.If(o.Adjustment != nil, func() app.UI { return outcomeAdjustment(*o.Adjustment) }),
		outcomeScoreParts(o),
		app.If(len(o.Information) > 0, func() app.UI { return outcomeInformation(o.Information) }),
		outcomeScript(o.Script()),
		app.If(len(laws) > 0, func() app.UI { return outcomeLaws(laws) }),
		app.If(len(o.FollowUps) > 0, func() app.UI { return outcomeFollowUps(o.FollowUps) }),
		app.If(len(o.Notes) > 0, func() app.UI { return outcomeNotes(o.Notes) }),
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

// part is one titled part of the outcome.
func part(id, class, title string, body ...app.UI) app.UI {
	s := app.Section().Class("outcome-part", class)
	if id != "" {
		s = s.ID(id)
	}
	return s.Body(append([]app.UI{app.H3().Class("outcome-part-title").Text(title)}, body...)...)
}

// lawChip cites one Law, small, after the text it supports.
func lawChip(r law.Ref) app.UI {
	if r.Law == 0 {
		return nil
	}
	return app.Span().Class("law-chip").Text(r.String())
}

func lawChips(refs []law.Ref) []app.UI {
	out := make([]app.UI, 0, len(refs))
	for _, r := range refs {
		if r.Law != 0 {
			out = append(out, app.Text(" "), lawChip(r))
		}
	}
	return out
}

// outcomeChooser names who chooses, in large type, then the numbered options.
func outcomeChooser(who ruling.Party, options []ruling.Choice) app.UI {
	return app.Div().Class("outcome-choice").Body(
		app.Div().ID("outcome-chooser").Class("outcome-chooser").Body(
			app.Span().Class("chooser-label").Text("Who chooses"),
			app.Strong().Class("chooser-who").Text(capitalise(who.String())),
			app.Span().Class("chooser-note").Text("without consulting partner (Law 10C2)"),
		),
		app.If(len(options) > 0, func() app.UI {
			return app.Ol().Class("outcome-options").Body(
				app.Range(options).Slice(func(i int) app.UI {
					c := options[i]
					return app.Li().Class("outcome-option").Body(
						app.Span().Class("option-number").Aria("hidden", "true").Text(i+1),
						app.Div().Class("option-text").Body(
							app.Strong().Class("option-label").Body(suitText(c.Label)...),
							app.If(c.Consequence != "", func() app.UI {
								return app.P().Class("option-consequence").Body(suitText(c.Consequence)...)
							}),
							app.If(len(c.MustPass)+len(c.LeadRestrictions)+len(c.PenaltyCards) > 0, func() app.UI {
								return badgeList("option-badges", "If chosen", c.MustPass, c.LeadRestrictions, c.PenaltyCards)
							}),
							app.If(len(c.Information) > 0, func() app.UI {
								return app.Ul().Class("outcome-list", "option-information").Body(infoItems(c.Information)...)
							}),
							app.If(len(c.Laws) > 0, func() app.UI {
								return app.P().Class("option-laws").Body(lawChips(c.Laws)...)
							}),
						),
					)
				}),
			)
		}),
	)
}

func outcomeAutomatic(effects []ruling.Effect) app.UI {
	return part("outcome-automatic", "outcome-automatic", "What happens anyway",
		app.Ul().Class("outcome-list").Body(
			app.Range(effects).Slice(func(i int) app.UI {
				e := effects[i]
				return app.Li().Body(append(suitText(sentenceCase(e.Text)), lawChips(e.Laws)...)...)
			}),
		),
	)
}

// outcomeCases lists what a fact still to come will mean, for an interim ruling.
func outcomeCases(cases []ruling.Case) app.UI {
	return part("outcome-cases", "outcome-cases", "What happens next",
		app.Ul().Class("outcome-list").Body(
			app.Range(cases).Slice(func(i int) app.UI {
				c := cases[i]
				return app.Li().Class("outcome-case").Body(append(append(
					[]app.UI{app.Strong().Class("case-if").Body(suitText("If " + c.If + ":")...), app.Text(" ")},
					suitText(sentenceCase(c.Then))...), lawChips(c.Laws)...)...)
			}),
		),
	)
}

func outcomeAdjustment(a ruling.Adjustment) app.UI {
	kind := "Assigned adjusted score"
	if a.Artificial {
		kind = "Artificial adjusted score"
	}
	return part("outcome-adjustment", "outcome-adjustment", kind,
		app.P().Body(append(suitText(sentenceCase(a.Text)), lawChips([]law.Ref{a.Law})...)...),
		app.If(a.Assigned != nil, func() app.UI {
			return app.P().ID("outcome-assigned").Class("outcome-assigned").Body(
				append([]app.UI{app.Strong().Text("Assigned: ")}, suitText(a.Assigned.String())...)...)
		}),
	)
}

func outcomeInformation(rules []ruling.InfoRule) app.UI {
	return part("outcome-information", "outcome-information", "Information",
		app.Ul().Class("outcome-list").Body(infoItems(rules)...),
	)
}

// infoItems states who may and may not use what, one item a rule.
func infoItems(rules []ruling.InfoRule) []app.UI {
	items := make([]app.UI, len(rules))
	for i, r := range rules {
		class := "info-unauthorized"
		if r.Authorized {
			class = "info-authorized"
		}
		items[i] = app.Li().Class("info-rule", class).Body(append(
			suitText(capitalise(r.Sentence())+"."),
			lawChips([]law.Ref{r.Law})...)...)
	}
	return items
}

// outcomeScript is what the director reads aloud, in large readable text.
func outcomeScript(lines []string) app.UI {
	return part("outcome-script", "outcome-script", "Read to the table",
		app.Div().Class("script-text").Body(
			app.Range(lines).Slice(func(i int) app.UI { return app.P().Body(suitText(lines[i])...) }),
		),
	)
}

func outcomeLaws(refs []law.Ref) app.UI {
	return part("outcome-laws", "outcome-laws", "Laws cited",
		app.Ul().Class("law-chips").Body(
			app.Range(refs).Slice(func(i int) app.UI { return app.Li().Body(lawChip(refs[i])) }),
		),
	)
}

func outcomeFollowUps(fs []ruling.FollowUp) app.UI {
	return part("outcome-followups", "outcome-followups", "Watch for later",
		app.Ul().Class("outcome-list").Body(
			app.Range(fs).Slice(func(i int) app.UI {
				f := fs[i]
				next := catalog.Lookup(f.Flow) // nil for none, or a flow this version lacks: no dead link
				return app.Li().Class("outcome-followup").Body(
					app.Strong().Class("followup-when").Body(suitText(capitalise(f.When)+":")...),
					app.Text(" "),
					app.Span().Body(suitText(f.Watch)...),
					app.Span().Body(lawChips([]law.Ref{f.Law})...),
					app.If(next != nil, func() app.UI {
						return app.A().Class("followup-flow").Href("/rule/" + next.ID).Text("Open “" + next.Title + "”")
					}),
				)
			}),
		),
	)
}

func outcomeNotes(notes []string) app.UI {
	return part("outcome-notes", "outcome-notes", "For the director",
		app.Ul().Class("outcome-list").Body(
			app.Range(notes).Slice(func(i int) app.UI { return app.Li().Body(suitText(notes[i])...) }),
		),
	)
}
