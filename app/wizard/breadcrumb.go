package wizard

import (
	"strconv"
	"strings"

	"tableside/app/ui"
	"tableside/engine/ruling"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// crumb is one answer given so far, as the breadcrumb shows it.
type crumb struct {
	Prompt string // the question, shortened
	Answer string // the answer as the director gave it: an option's label, a card, a call
}

// crumbs lists the session's answers with their questions, in order.
func crumbs(f *ruling.Flow, s ruling.Session) []crumb {
	out := make([]crumb, len(s.Answers))
	for i, g := range s.Answers {
		out[i] = crumb{Prompt: g.Step, Answer: g.Answer.String()}
		st := flowStep(f, g.Step)
		if st == nil {
			continue
		}
		out[i].Prompt = shorten(st.Prompt, 48)
		if g.Answer.Kind == ruling.ChoiceKind {
			for _, o := range st.Options {
				if o.ID == g.Answer.Option {
					out[i].Answer = o.Label
				}
			}
		}
	}
	return out
}

// flowStep finds a step of the flow by id, or nil.
func flowStep(f *ruling.Flow, id string) *ruling.Step {
	if f == nil {
		return nil
	}
	for i := range f.Steps {
		if f.Steps[i].ID == id {
			return &f.Steps[i]
		}
	}
	return nil
}

// shorten cuts text to about n characters at a word boundary.
func shorten(text string, n int) string {
	if len([]rune(text)) <= n {
		return text
	}
	cut := string([]rune(text)[:n])
	if i := strings.LastIndex(cut, " "); i > n/2 {
		cut = cut[:i]
	}
	return strings.TrimRight(cut, " ,;:—-") + "…"
}

// breadcrumb lists the answers so far; tapping one goes back to that question so the director
// can answer it again. #breadcrumb with button[data-answer-index=<i>].
func breadcrumb(items []crumb, onPick func(ctx app.Context, i int)) app.UI {
	return app.Nav().ID("breadcrumb").Class("breadcrumb").Aria("labelledby", "breadcrumb-title").Body(
		app.H2().ID("breadcrumb-title").Class("section-title").Text("Your answers"),
		crumbList(items, onPick),
	)
}

// answersDisclosure is the breadcrumb on the outcome, closed under "Your answers": the ruling
// comes first, the answers that led to it only when the director wants to check or change one.
func answersDisclosure(items []crumb, onPick func(ctx app.Context, i int)) app.UI {
	return app.Details().ID("answers-disclosure").Class("disclosure", "answers-disclosure").Body(
		app.Summary().Class("disclosure-summary").Text("Your answers ("+strconv.Itoa(len(items))+")"),
		app.Nav().ID("breadcrumb").Class("breadcrumb").Aria("label", "Your answers").Body(crumbList(items, onPick)),
	)
}

func crumbList(items []crumb, onPick func(ctx app.Context, i int)) app.UI {
	return app.Ol().Class("breadcrumb-list").Body(
		app.Range(items).Slice(func(i int) app.UI {
			return &crumbItem{Index: i, Prompt: items[i].Prompt, Answer: items[i].Answer, pick: onPick}
		}),
	)
}

// crumbItem is one answer in the breadcrumb. A component whose props are its text: a tap
// that adds an answer leaves the earlier ones unchanged, and go-app skips them instead of
// building and comparing them again. The callback is not a prop (a function never compares
// equal): go-app keeps the one the item was mounted with, the page's wizard's.
type crumbItem struct {
	app.Compo
	Index  int
	Prompt string
	Answer string
	pick   func(ctx app.Context, i int)
}

func (c *crumbItem) Render() app.UI {
	return app.Li().Body(
		app.Button().Type("button").Class("crumb").DataSet("answer-index", c.Index).
			Aria("label", "Change: "+c.Prompt+" "+c.Answer).
			OnClick(c.onClick).
			Body(
				app.Span().Class("crumb-prompt").Body(ui.SuitText(c.Prompt)...),
				app.Span().Class("crumb-arrow").Aria("hidden", "true").Text(" → "),
				app.Span().Class("crumb-answer").Body(ui.SuitText(c.Answer)...),
			),
	)
}

func (c *crumbItem) onClick(ctx app.Context, e app.Event) { c.pick(ctx, c.Index) }
