package app

import (
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
func warmUp(f *ruling.Flow, c ruling.Context) {
	if !app.IsClient || f == nil || warmed[f.ID] {
		return
	}
	warmed[f.ID] = true
	whenIdle(func() { runCommonPath(f, c) })
}

// runCommonPath starts the ruling, answers its Common path and builds each screen on the way;
// it reports the screens it built and whether it reached the outcome.
func runCommonPath(f *ruling.Flow, c ruling.Context) (screens int, outcome bool) {
	s, err := catalog.Start(f.ID, c)
	for i := 0; err == nil; i++ {
		var st ruling.State
		if st, err = catalog.Decide(s); err != nil {
			return screens, false
		}
		if st.Outcome != nil {
			_ = (&outcomeView{Outcome: *st.Outcome}).Render()
			return screens + 1, true
		}
		if st.Step == nil || i >= len(f.Common) {
			return screens, false
		}
		_ = questionView(st.Step, s.Context, "", func(app.Context, ruling.Answer) {})
		screens++
		s, err = catalog.Answer(s, f.Common[i])
	}
	return screens, false
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
