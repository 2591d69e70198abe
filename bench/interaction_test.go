//go:build bench

package bench

import (
	"fmt"
	"sort"
	"testing"
	"time"

	"tableside/e2e"
	"tableside/engine/catalog"
	"tableside/engine/ruling"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

// tapJS measures, in the page, from a tap (a capture-phase click listener)
// to the next frame after the screen moved on: another question
// (#question[data-step]), the outcome (#outcome) or, in the minimal app,
// the counter (#taps[data-n]). arm() is called before the taps of one
// answer; the last click before the change is the answer's tap.
const tapJS = `window.__bench = (() => {
  let start = 0, before = '', settle = null, result = null;
  const state = () => {
    const o = document.querySelector('#outcome'); if (o) return 'outcome ' + o.dataset.outcome;
    const q = document.querySelector('#question'); if (q) return 'step ' + q.dataset.step;
    const n = document.querySelector('#taps'); return n ? 'n ' + n.dataset.n : '';
  };
  addEventListener('click', () => { start = performance.now(); }, true);
  new MutationObserver(() => {
    if (!settle || !start || state() === before) return;
    const s = start, done = settle; settle = null;
    requestAnimationFrame(() => setTimeout(() => done(performance.now() - s), 0));
  }).observe(document.documentElement, {subtree: true, childList: true, attributes: true});
  return {
    arm() { before = state(); start = 0; result = new Promise(r => settle = r); return before; },
    wait(ms) { return Promise.race([result, new Promise(r => setTimeout(() => r(-1), ms))]); },
  };
})(); true`

// cpuRates are the CPU conditions: none, and 4× slower (Emulation.setCPUThrottlingRate).
var cpuRates = []float64{1, 4}

// pathsPerFlow caps the paths clicked through per flow, spread over its paths.
const pathsPerFlow = 4

// minimalTaps is how many taps the minimal app's counter gets per CPU rate.
const minimalTaps = 40

// measureInteraction clicks answers through every flow in Tableside, and the
// counter in the minimal app, at each CPU rate. It returns ms per tap,
// [build][rate], and the paths that could not be clicked through.
func measureInteraction(t *testing.T, ours, minimal *build) interaction {
	var res interaction
	for i, b := range []*build{ours, minimal} {
		srv, br := b.installed(t, t.TempDir()) // later pages come from the worker, as at the table
		for _, rate := range cpuRates {
			throttle(t, br, rate)
			var ms []float64
			if b == ours {
				var problems []string
				ms, problems = tapFlows(t, br, srv.URL)
				for _, p := range problems {
					res.Problems = append(res.Problems, fmt.Sprintf("CPU %g×: %s", rate, p))
				}
			} else {
				ms = tapCounter(t, br, srv.URL)
			}
			res.Ms[i] = append(res.Ms[i], ms)
		}
		throttle(t, br, 1)
		br.Close()
		srv.Kill()
	}
	return res
}

type interaction struct {
	Ms       [2][][]float64 // [ours, minimal][cpu rate] ms per tap
	Problems []string
}

func throttle(t *testing.T, br *e2e.Browser, rate float64) {
	if err := br.Run(t, 10*time.Second, emulation.SetCPUThrottlingRate(rate)); err != nil {
		t.Fatal(err)
	}
}

// tapFlows clicks through the chosen paths of every flow. A path that goes
// wrong is reported as a problem and the rest carry on.
func tapFlows(t *testing.T, br *e2e.Browser, base string) (ms []float64, problems []string) {
	for _, f := range catalog.Flows() {
		paths, err := f.Paths()
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range spread(paths, pathsPerFlow) {
			got, err := tapPath(t, br, base, f, p, nil)
			if err != nil {
				problems = append(problems, fmt.Sprintf("%s (%s): %v", f.ID, p.Describe(), err))
				continue
			}
			ms = append(ms, got...)
		}
	}
	return ms, problems
}

// tapPath opens the flow and taps the path's answers. onScreen, when not nil, is called on each
// screen once it is drawn: the first question, and the screen after each tap.
func tapPath(t *testing.T, br *e2e.Browser, base string, f *ruling.Flow, p ruling.Path, onScreen func()) ([]float64, error) {
	if err := openWizard(t, br, base, f); err != nil {
		return nil, err
	}
	if onScreen != nil {
		onScreen()
	}
	return tapAnswers(t, br, p, onScreen)
}

// openWizard opens a flow's first question on a fresh page, with the tap timer installed.
func openWizard(t *testing.T, br *e2e.Browser, base string, f *ruling.Flow) error {
	br.Eval(t, `localStorage.clear(); true`, nil) // no resumed wizard
	err := br.Run(t, 30*time.Second,
		chromedp.Navigate(base+"/rule/"+f.ID),
		chromedp.WaitReady("#wasm-ready", chromedp.ByQuery),
		chromedp.WaitReady(fmt.Sprintf(`#question[data-step=%q]`, f.Start), chromedp.ByQuery),
		chromedp.Evaluate(tapJS, nil))
	if err != nil {
		return fmt.Errorf("opening the wizard: %v", err)
	}
	return nil
}

// thinkTime is how long the harness waits on each question before tapping its answer, as a
// director reads it: none in make bench, BENCH_THINK_MS in TestQuickTaps.
var thinkTime time.Duration

// tapAnswers taps a path's answers on the open wizard and checks it reaches the path's outcome.
// onScreen, when not nil, is called after each tap's screen is drawn.
func tapAnswers(t *testing.T, br *e2e.Browser, p ruling.Path, onScreen func()) ([]float64, error) {
	var ms []float64
	for i, g := range p.Session.Answers {
		st, err := catalog.Decide(p.Session.Upto(i))
		if err != nil || st.Step == nil {
			return nil, fmt.Errorf("answer %d (%s) has no question to answer: %v", i+1, g.Step, err)
		}
		time.Sleep(thinkTime)
		d, err := timeTaps(t, br, e2e.AnswerSelectors(st.Step, g.Answer)...)
		if err != nil {
			return nil, fmt.Errorf("step %s, answer %s: %v", g.Step, g.Answer, err)
		}
		ms = append(ms, d)
		if onScreen != nil {
			onScreen()
		}
	}
	want := fmt.Sprintf(`#outcome[data-outcome=%q]`, p.Outcome.ID)
	if err := br.Run(t, 5*time.Second, chromedp.WaitReady(want, chromedp.ByQuery)); err != nil {
		return nil, fmt.Errorf("did not reach %s: %v", want, err)
	}
	return ms, nil
}

func tapCounter(t *testing.T, br *e2e.Browser, base string) []float64 {
	measure(t, br, base+"/")
	br.Eval(t, tapJS, nil)
	var ms []float64
	for range minimalTaps {
		d, err := timeTaps(t, br, "#tap")
		if err != nil {
			t.Fatal(err)
		}
		ms = append(ms, d)
	}
	return ms
}

// timeTaps taps each selector in turn and returns ms from the last tap to
// the next screen.
func timeTaps(t *testing.T, br *e2e.Browser, sels ...string) (float64, error) {
	br.Eval(t, `window.__bench.arm()`, nil)
	for i, s := range sels {
		if err := br.Run(t, 5*time.Second, e2e.Tap(s)); err != nil {
			return 0, fmt.Errorf("tap %s: %v", s, err)
		}
		if i < len(sels)-1 {
			// Let the tap's screen update land before the next tap (a frame, then a task): Tap
			// finds a button and then clicks where it was, and a new row of the auction moves
			// the bidding box down. Only the last tap is timed, so the wait is not counted.
			if err := br.Run(t, 5*time.Second, chromedp.Evaluate(settleJS, nil, awaitPromise)); err != nil {
				return 0, fmt.Errorf("after tap %s: %v", s, err)
			}
		}
	}
	var ms float64
	err := br.Run(t, 15*time.Second, chromedp.Evaluate(`window.__bench.wait(3000)`, &ms, awaitPromise))
	if err == nil && ms < 0 {
		var msg string
		br.Eval(t, `(document.querySelector('#answer-error') || {}).textContent || ''`, &msg)
		err = fmt.Errorf("the screen did not move on within 3 s %s", msg)
	}
	return ms, err
}

// settleJS resolves once the app has handled a tap and drawn it: after two frames in a row with
// no change to the page (at most a second). One frame and a task were not always enough: the
// redraw sometimes came after, moved the next button up, and the next tap landed beside it
// (withdrawn-call-leads' All natural then Continue: about 1 in 10 at 1×).
const settleJS = `new Promise(resolve => {
  let quiet = 0, over = false;
  const seen = new MutationObserver(() => { quiet = 0; });
  seen.observe(document.documentElement, {subtree: true, childList: true, attributes: true, characterData: true});
  const done = () => { if (!over) { over = true; seen.disconnect(); setTimeout(resolve, 0); } };
  setTimeout(done, 1000);
  const frame = () => requestAnimationFrame(() => { if (!over) { if (++quiet >= 2) done(); else frame(); } });
  frame();
})`

func awaitPromise(p *runtime.EvaluateParams) *runtime.EvaluateParams { return p.WithAwaitPromise(true) }

// spread picks up to n paths evenly from the list, first and last included.
func spread(paths []ruling.Path, n int) []ruling.Path {
	if len(paths) <= n {
		return paths
	}
	out := make([]ruling.Path, n)
	for i := range out {
		out[i] = paths[i*(len(paths)-1)/(n-1)]
	}
	return out
}

// flowTaps is the taps to the outcome of one flow, over all its paths.
type flowTaps struct {
	Flow                     string
	Paths, Shortest, Typical int
	Longest                  int
}

// tapsToOutcome counts taps on every path of every registered flow, from
// the flow's first question (the tap that opens the flow is not counted).
// Typical is the flow's declared Common path: the situation directors meet
// most often. A median over all paths would weight rare branches (every
// example of a typed answer) as heavily as the everyday one.
func tapsToOutcome(t *testing.T) []flowTaps {
	var out []flowTaps
	for _, f := range catalog.Flows() {
		paths, err := f.Paths()
		if err != nil || len(paths) == 0 {
			t.Fatalf("%s: %d paths (%v)", f.ID, len(paths), err)
		}
		var n []int
		for _, p := range paths {
			n = append(n, tapsOf(t, p.Session))
		}
		common, err := catalog.Start(f.ID, ruling.Context{})
		for _, a := range f.Common {
			if err == nil {
				common, err = catalog.Answer(common, a)
			}
		}
		if err != nil {
			t.Fatalf("%s: the Common path: %v", f.ID, err)
		}
		sort.Ints(n)
		out = append(out, flowTaps{Flow: f.ID, Paths: len(n), Shortest: n[0], Typical: tapsOf(t, common), Longest: n[len(n)-1]})
	}
	if len(out) == 0 {
		t.Fatal("no ruling flows are registered")
	}
	return out
}

// tapsOf adds up the taps of a session's answers (e2e.AnswerSelectors).
func tapsOf(t *testing.T, s ruling.Session) int {
	total := 0
	for i, g := range s.Answers {
		st, err := catalog.Decide(s.Upto(i))
		if err != nil || st.Step == nil {
			t.Fatalf("%s: answer %d (%s) has no question to answer: %v", s.Flow, i+1, g.Step, err)
		}
		total += len(e2e.AnswerSelectors(st.Step, g.Answer))
	}
	return total
}
