package ruling

import (
	"fmt"
	"strings"

	"tableside/engine/law"
)

// Document renders the flow as a Markdown decision graph a director can review: the
// questions and where each answer leads, every outcome with its parts and script, and every
// path through the flow. The golden files under testdata/golden are these documents, so a
// change to the law logic shows up as a readable diff.
func (f *Flow) Document() (string, error) {
	paths, err := f.Paths()
	if err != nil {
		return "", err
	}
	var b strings.Builder
	w := func(format string, args ...any) { fmt.Fprintf(&b, format, args...) }

	w("# %s\n\n%s\n\n", f.Title, f.Summary)
	w("- Category: %s\n- Laws: %s\n- Players say: %s\n\n", f.Category, law.Join(f.Laws), strings.Join(f.Phrases, "; "))

	w("## Questions\n\n")
	for _, st := range f.Steps {
		w("### `%s` — %s\n\n", st.ID, st.Prompt)
		if st.Help != "" {
			w("%s\n\n", st.Help)
		}
		if st.Kind == ChoiceKind && st.Route == nil {
			for _, o := range st.Options {
				w("- **%s** → %s\n", o.Label, describeTarget(o.Next))
			}
		} else {
			w("Answer: a %s. Where it leads depends on the answer; see the paths below.\n", st.Kind)
			if st.Kind == ChoiceKind {
				for _, o := range st.Options {
					w("- **%s**\n", o.Label)
				}
			}
		}
		w("\n")
	}

	w("## Outcomes\n\n")
	shown := map[string]bool{}
	for _, p := range paths {
		if shown[p.Outcome.ID] {
			continue
		}
		shown[p.Outcome.ID] = true
		writeOutcome(&b, p)
	}

	w("## Every path\n\n")
	for i, p := range paths {
		w("%d. %s → **%s**", i+1, p.Describe(), p.Outcome.ID)
		if t := p.Outcome.Transfer; t != nil {
			w(" (%d %s transferred)", t.Tricks, Plural(t.Tricks, "trick", "tricks"))
		}
		w("\n")
	}
	return b.String(), nil
}

func describeTarget(t Target) string {
	if t.Ending != "" {
		return "ruling `" + t.Ending + "`"
	}
	return "question `" + t.Step + "`"
}

func writeOutcome(b *strings.Builder, p Path) {
	o := p.Outcome
	w := func(format string, args ...any) { fmt.Fprintf(b, format, args...) }
	w("### `%s` — %s\n\n", o.ID, o.Title)
	w("First reached by: %s\n\n", p.Describe())
	if o.Interim {
		w("**Interim ruling:** given now; the last fact comes later.\n\n")
	}
	if o.First != "" {
		w("**First:** %s\n\n", o.First)
	}
	w("%s\n\n", o.Summary)
	if !o.Chooser.IsZero() {
		w("**Chooses:** %s (may not consult partner)\n\n", o.Chooser)
		for _, c := range o.Options {
			w("- *%s* — %s", c.Label, c.Consequence)
			if len(c.Laws) > 0 {
				w(" (%s)", law.Join(c.Laws))
			}
			for _, part := range partSentences(c.MustPass, c.PenaltyCards, c.LeadRestrictions, c.Information) {
				w(" %s", part)
			}
			w("\n")
		}
		w("\n")
	}
	if len(o.Cases) > 0 {
		w("**Depends on what comes next:**\n")
		for _, c := range o.Cases {
			w("- If %s: %s (%s)\n", c.If, c.Then, law.Join(c.Laws))
		}
		w("\n")
	}
	list := func(title string, items []string) {
		if len(items) == 0 {
			return
		}
		w("**%s:**\n", title)
		for _, it := range items {
			w("- %s\n", it)
		}
		w("\n")
	}
	var auto, pass, leads, cards, info, follow []string
	for _, e := range o.Automatic {
		auto = append(auto, fmt.Sprintf("%s (%s)", e.Text, law.Join(e.Laws)))
	}
	for _, m := range o.MustPass {
		pass = append(pass, fmt.Sprintf("%s must pass %s (%s)", m.Who, m.Length, m.Law))
	}
	for _, l := range o.LeadRestrictions {
		leads = append(leads, fmt.Sprintf("On %s: %s %s; %s; %s (%s)", l.On, l.Rule, l.Which, l.When, l.Lasts, l.Law))
	}
	for _, c := range o.PenaltyCards {
		cards = append(cards, fmt.Sprintf("%s of %s: %s penalty card (%s)", c.Name(), c.Owner, c.Kind(), c.Law))
	}
	for _, i := range o.Information {
		info = append(info, fmt.Sprintf("%s (%s)", i.Sentence(), i.Law))
	}
	for _, f := range o.FollowUps {
		follow = append(follow, fmt.Sprintf("%s: %s (%s)", f.When, f.Watch, f.Law))
	}
	list("Happens automatically", auto)
	list("Must pass", pass)
	list("Lead restrictions", leads)
	list("Penalty cards", cards)
	if o.Transfer != nil {
		list("Tricks", []string{o.Transfer.Sentence() + " (" + o.Transfer.Law.String() + ")"})
	}
	if a := o.Adjustment; a != nil {
		adj := []string{a.Text + " (" + a.Law.String() + ")"}
		if a.Assigned != nil {
			adj = append(adj, a.ResultLabel()+": "+a.Assigned.String())
		}
		heading := "Adjusted score"
		if a.Adjudicated {
			heading = a.ResultHeading()
		}
		list(heading, adj)
	}
	list("Information", info)
	list("Follow up", follow)
	list("Director's notes", o.Notes)
	writeScoreParts(b, o)
	w("**Laws:** %s\n\n", law.Join(o.AllLaws()))
	w("**Read to the table:**\n\n")
	for _, line := range o.Script() {
		w("> %s\n", line)
	}
	w("\n")
}
