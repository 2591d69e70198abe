package wizard

import (
	"tableside/app/outcome"
	"tableside/engine/catalog"
	"tableside/engine/ruling"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// warmed are the rulings whose code has been run ahead in this page load.
var warmed = map[string]bool{}

// warmUp runs, once per ruling and page load and in idle time, the code a director's next taps
// on the ruling will need: the engine along its Common path and the question and outcome
// screens on it, built but never shown. V8 compiles a wasm function the first time it runs, on
// the main thread: a trace of taps at 4× slowdown spent 16–20 ms of each in wasm.CompileLazy
// (bench TestTapTrace). Run ahead, that compiling happens while the director reads the question.
// One screen per idle period: in a single go the walk held the main thread long enough to
// delay a quick first tap (the bench's tap p95 rose).
func warmUp(f *ruling.Flow, c ruling.Context) {
	if !app.IsClient || f == nil || warmed[f.ID] {
		return
	}
	warmed[f.ID] = true
	w := newCommonWalk(f, c)
	var next func()
	next = func() {
		if w.step() {
			whenIdle(next)
		}
	}
	whenIdle(next)
}

// commonWalk goes along a ruling's Common path one screen at a time: the engine decides the
// next state and its screen is built, never shown.
type commonWalk struct {
	flow     *ruling.Flow
	session  ruling.Session
	err      error
	answered int  // answers of the Common path given so far
	screens  int  // screens built
	outcome  bool // the walk built the outcome
}

func newCommonWalk(f *ruling.Flow, c ruling.Context) *commonWalk {
	s, err := catalog.Start(f.ID, c)
	return &commonWalk{flow: f, session: s, err: err}
}

// step builds the next screen; it reports whether there is another to build.
func (w *commonWalk) step() bool {
	if w.err != nil {
		return false
	}
	st, err := catalog.Decide(w.session)
	switch {
	case err != nil:
		w.err = err
		return false
	case st.Outcome != nil:
		_ = (&outcome.OutcomeView{Outcome: *st.Outcome}).Render()
		w.screens++
		w.outcome = true
		return false
	case st.Step == nil || w.answered >= len(w.flow.Common):
		return false
	}
	_ = questionView(st.Step, w.session.Context, "", func(app.Context, ruling.Answer) {})
	w.screens++
	w.session, w.err = catalog.Answer(w.session, w.flow.Common[w.answered])
	w.answered++
	return w.err == nil
}

// whenIdle calls fn once the browser is idle (requestIdleCallback, or a short timeout where
// there is none).
func whenIdle(fn func()) {
	var cb app.Func
	cb = app.FuncOf(func(app.Value, []app.Value) any {
		cb.Release()
		fn()
		return nil
	})
	win := app.Window()
	if win.Get("requestIdleCallback").Truthy() {
		win.Call("requestIdleCallback", cb, map[string]any{"timeout": 2000})
		return
	}
	win.Call("setTimeout", cb, 200)
}
