package wizard

import (
	"fmt"
	"strings"
	"time"

	"tableside/engine/law"
	"tableside/engine/ruling"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// A ruling left unfinished (answered in part, not saved) is never picked up silently: opening
// that ruling again asks whether to continue it or start a new one, naming when it was last
// answered, its card or call and its table, so the director can tell it from the one at hand.

// freshFor is how long an unfinished ruling is most likely the one still at hand: within it,
// Continue comes first; after it, a new ruling does.
const freshFor = 20 * time.Minute

// atKey is where the time of the last answer of a ruling in progress is kept.
func atKey(flowID string) string { return SessionKey(flowID) + ".at" }

// resumeOffer is the question put before an unfinished ruling is shown again.
type resumeOffer struct {
	at      time.Time // the last answer; zero when unknown (kept by an older version)
	key     string    // the card or call it is about, "" when none was asked
	table   int
	started law.Body // the regulating body the ruling was started under
	current law.Body // the body Settings name now
}

// newResumeOffer describes the session for the question.
func newResumeOffer(s ruling.Session, at time.Time, current law.Body) *resumeOffer {
	return &resumeOffer{at: at, key: keyAnswer(s), table: s.Context.Table, started: bodyOrDefault(s.Context.Body), current: bodyOrDefault(current)}
}

func bodyOrDefault(b law.Body) law.Body {
	if !b.Valid() {
		return law.Default
	}
	return b
}

// keyAnswer is the first card or call given, the answer a director tells rulings apart by.
func keyAnswer(s ruling.Session) string {
	for _, g := range s.Answers {
		switch g.Answer.Kind {
		case ruling.CardKind:
			return g.Answer.Card.String()
		case ruling.CallKind:
			return g.Answer.Call.String()
		}
	}
	return ""
}

// newFirst reports whether starting a new ruling is the first, default choice: the unfinished
// one is older than freshFor, or its time is unknown.
func (o *resumeOffer) newFirst(now time.Time) bool {
	return o.at.IsZero() || now.Sub(o.at) > freshFor
}

// label names the unfinished ruling: "the ruling from 23:45 (♠Q, table 5)".
func (o *resumeOffer) label(now time.Time) string {
	name := "the unfinished ruling"
	if !o.at.IsZero() {
		name = "the ruling from " + clock(o.at, now)
	}
	var facts []string
	if o.key != "" {
		facts = append(facts, o.key)
	}
	if o.table > 0 {
		facts = append(facts, fmt.Sprintf("table %d", o.table))
	}
	if len(facts) > 0 {
		name += " (" + strings.Join(facts, ", ") + ")"
	}
	return name
}

// short is the label without "the ruling": "from 23:45 (♠Q, table 5)", or "" with nothing to tell.
func (o *resumeOffer) short(now time.Time) string {
	l := o.label(now)
	if rest, ok := strings.CutPrefix(l, "the ruling "); ok {
		return rest
	}
	return strings.TrimPrefix(strings.TrimPrefix(l, "the unfinished ruling"), " ")
}

// clock is the time of day, with the date when it was not today.
func clock(at, now time.Time) string {
	at, now = at.Local(), now.Local()
	if at.YearDay() == now.YearDay() && at.Year() == now.Year() {
		return at.Format("15:04")
	}
	return at.Format("2 Jan 15:04")
}

// bodyNote says plainly that continuing keeps the regulating body the ruling was started
// under, when Settings now name another; "" when they agree.
func (o *resumeOffer) bodyNote() string {
	if o.started == o.current {
		return ""
	}
	return fmt.Sprintf("It was started under %s regulations; Settings now say %s. Continuing keeps %s; a new ruling follows %s.",
		o.started, o.current, o.started, o.current)
}

// readAt is the time of the ruling in progress's last answer, zero when not kept.
func readAt(ctx app.Context, flowID string) time.Time {
	var at time.Time
	if ctx.LocalStorage().Contains(atKey(flowID)) {
		if err := ctx.LocalStorage().Get(atKey(flowID), &at); err != nil {
			return time.Time{}
		}
	}
	return at
}

// continueRuling takes up the unfinished ruling where it was left.
func (w *wizard) continueRuling(ctx app.Context) {
	w.offer = nil
	w.recordStep(replaceStep)
	if w.state.Done() {
		w.focusLater("outcome-title")
		return
	}
	w.focusLater("question-prompt")
}

// renderOffer asks: continue the unfinished ruling, or start a new one. The default (first,
// primary) is the likelier: the unfinished one while it is fresh, a new one after.
func (w *wizard) renderOffer(now time.Time) app.UI {
	o := w.offer
	name := o.label(now)
	cont := app.Button().Type("button").ID("resume-continue").
		OnClick(func(ctx app.Context, e app.Event) { w.continueRuling(ctx) }).Text("Continue " + name)
	fresh := app.Button().Type("button").ID("resume-new").
		OnClick(func(ctx app.Context, e app.Event) { w.restart(ctx) }).Text("Start a new ruling")
	first, second := cont, fresh
	if o.newFirst(now) {
		first, second = fresh, cont
	}
	return app.Section().ID("resume").Class("resume").DataSet("default", map[bool]string{true: "new", false: "continue"}[o.newFirst(now)]).
		Aria("labelledby", "resume-title").Body(
		app.H2().ID("resume-title").Class("question-prompt").TabIndex(-1).
			Text("Continue "+name+", or start a new one?"),
		app.P().Class("wizard-note").Text("It was left unfinished and not saved to the log."),
		app.If(o.bodyNote() != "", func() app.UI {
			return app.P().ID("resume-body").Class("wizard-note").Text(o.bodyNote())
		}),
		app.Div().Class("resume-choices").Body(
			first.Class("button", "button-primary"),
			second.Class("button", "button-secondary"),
		),
	)
}
