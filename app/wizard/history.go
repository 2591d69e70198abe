package wizard

import (
	"net/url"
	"reflect"
	"strconv"

	"tableside/engine/ruling"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// The phone's Back gesture goes back one question. Each answer adds a history entry whose
// address names the question, /rule/<flow>?step=<answers given>. On the browser's popstate,
// go-app navigates to that address (same page, so OnNav) and the wizard's own listener runs
// too; both come to followHistory, which moves the ruling to the step the address names and
// does nothing when it is already there. So Back at the first question leaves the ruling,
// and a reload shows the question of the address.

// listenHistory follows the browser's Back and Forward between two steps of this ruling
// itself. go-app's own popstate handler ignores an address equal to the last one it navigated
// to, and the steps' entries are made here, not by go-app: after a reload at step 1, Back from
// step 2 to step 1 reached go-app as "no change".
func (w *wizard) listenHistory(ctx app.Context) {
	if !app.IsClient {
		return
	}
	fn := app.FuncOf(func(app.Value, []app.Value) any {
		ctx.Dispatch(func(ctx app.Context) { w.followHistory(ctx) })
		return nil
	})
	app.Window().Call("addEventListener", "popstate", fn)
	w.unlisten = func() {
		app.Window().Call("removeEventListener", "popstate", fn)
		fn.Release()
	}
}

func (w *wizard) unlistenHistory() {
	if w.unlisten != nil {
		w.unlisten()
		w.unlisten = nil
	}
}

// stepParam is the query parameter that names the question: how many answers are given.
const stepParam = "step"

// historyMove says how an address change is recorded.
type historyMove int

const (
	pushStep    historyMove = iota // a new answer: a new entry, so Back returns here
	replaceStep                    // the same entry now shows another step (Restart, a breadcrumb)
)

// StepURL is the address of a ruling's question after n answers. A page that hands the wizard
// a ruling to go on with (a poll's finding, a logged ruling re-opened) opens it there, so the
// wizard shows it at once instead of asking whether to continue it: the address names the
// step even when it is the first.
func StepURL(flowID string, n int) string {
	return "/rule/" + flowID + "?" + stepParam + "=" + strconv.Itoa(n)
}

// historyURL is the address the history shows for a ruling's question after n answers. The
// first question keeps the ruling's own address, /rule/<flow>: the one a link, a bookmark or
// the home list opens.
func historyURL(flowID string, n int) string {
	if n == 0 {
		return "/rule/" + flowID
	}
	return StepURL(flowID, n)
}

// historyStep is the step an address of this ruling stands for in its history: the one it
// names, or the first question for the ruling's own address.
func historyStep(u *url.URL) int {
	n, _ := urlStep(u)
	return n
}

// entryStep is the step of the current history entry when this ruling's own code made it
// (recordStep keeps the flow and step in the entry's state). The first question's entry has
// the plain address, which a link or the home list opens too; only its state tells the two
// apart.
func (w *wizard) entryStep() (int, bool) {
	st := app.Window().Get("history").Get("state")
	if !st.Truthy() || st.Get("flow").Type() != app.TypeString || st.Get("step").Type() != app.TypeNumber {
		return 0, false
	}
	if st.Get("flow").String() != w.flowID {
		return 0, false
	}
	return st.Get("step").Int(), true
}

// urlStep is the step an address names; ok is false when it names none.
func urlStep(u *url.URL) (n int, ok bool) {
	v := u.Query().Get(stepParam)
	if v == "" {
		return 0, false
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < 0 {
		return 0, false
	}
	return n, true
}

// recordStep puts the session's step in the address bar and the history.
func (w *wizard) recordStep(how historyMove) {
	if !app.IsClient || !w.mounted || w.offer != nil {
		return // an unfinished ruling not yet taken up: its step is not on screen
	}
	n := len(w.session.Answers)
	if u := app.Window().URL(); u.Path == "/rule/"+w.flowID && historyStep(u) == n {
		if at, ok := w.entryStep(); ok && at == n {
			return // already there: a popstate, or a reload
		}
		// The address is right (the first question's is the ruling's own, which the page was
		// opened at), but the entry does not yet say which step it is: Back to it must know.
		how = replaceStep
	}
	state := map[string]any{"flow": w.flowID, "step": n, "pushed": how == pushStep}
	method := "pushState"
	if how == replaceStep {
		method = "replaceState"
	}
	app.Window().Get("history").Call(method, state, "", historyURL(w.flowID, n))
}

// backIsOurs reports whether the browser's previous history entry is this ruling's previous
// question, so the on-screen Back can take it and the history stays in step with the screen.
func (w *wizard) backIsOurs() bool {
	if !app.IsClient || !w.mounted {
		return false
	}
	st := app.Window().Get("history").Get("state")
	if !st.Truthy() || st.Get("flow").Type() != app.TypeString || st.Get("step").Type() != app.TypeNumber {
		return false
	}
	return st.Get("flow").String() == w.flowID && st.Get("step").Int() == len(w.session.Answers) && st.Get("pushed").Truthy()
}

// followHistory shows the step the address names, after Back or Forward in the browser. It
// reports false when the address is not a step of the ruling on screen (then the page opens
// afresh). Going back keeps the answers given beyond it, so Forward can show them again.
func (w *wizard) followHistory(ctx app.Context) bool {
	u := ctx.Page().URL()
	if !w.mounted || u.Path != "/rule/"+w.flowID || w.flow() == nil {
		return false
	}
	n, ok := urlStep(u)
	if !ok {
		if n, ok = w.entryStep(); !ok || n != 0 {
			return false // the ruling's own address opened afresh, not Back to its first question
		}
	}
	have := len(w.session.Answers)
	switch {
	case n == have:
		return true
	case n < have:
		if !isPrefix(w.session, w.ahead) {
			w.ahead = w.session
		}
		w.moveTo(ctx, w.session.Upto(n), replaceStep)
	case isPrefix(w.session, w.ahead) && n <= len(w.ahead.Answers):
		w.moveTo(ctx, w.ahead.Upto(n), replaceStep)
	default:
		// Forward to answers no longer known (the page was reloaded meanwhile): stay, and
		// make the address say where the ruling is.
		w.recordStep(replaceStep)
	}
	return true
}

// isPrefix reports whether every answer of s is the same in longer, which has more.
func isPrefix(s, longer ruling.Session) bool {
	if s.Flow != longer.Flow || len(longer.Answers) <= len(s.Answers) {
		return false
	}
	return reflect.DeepEqual(s.Answers, longer.Upto(len(s.Answers)).Answers) || len(s.Answers) == 0
}
