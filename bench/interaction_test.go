//go:build bench

package bench

import (
	"fmt"
	"sort"
	"strconv"
	"testing"
	"time"

	"tableside/e2e"
	"tableside/engine/bridge"
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
		srv := b.start(t)
		br := e2e.NewBrowser(t, t.TempDir())
		measure(t, br, srv.URL+"/")
		br.WaitOfflineReady(t, srv.URL) // later pages come from the worker, as at the table
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
	for _, f := range ruling.Flows() {
		paths, err := f.Paths()
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range spread(paths, pathsPerFlow) {
			got, err := tapPath(t, br, base, f, p)
			if err != nil {
				problems = append(problems, fmt.Sprintf("%s (%s): %v", f.ID, p.Describe(), err))
				continue
			}
			ms = append(ms, got...)
		}
	}
	return ms, problems
}

func tapPath(t *testing.T, br *e2e.Browser, base string, f *ruling.Flow, p ruling.Path) ([]float64, error) {
	br.Eval(t, `localStorage.clear(); true`, nil) // no resumed wizard
	err := br.Run(t, 30*time.Second,
		chromedp.Navigate(base+"/rule/"+f.ID),
		chromedp.WaitReady("#wasm-ready", chromedp.ByQuery),
		chromedp.WaitReady(fmt.Sprintf(`#question[data-step=%q]`, f.Start), chromedp.ByQuery),
		chromedp.Evaluate(tapJS, nil))
	if err != nil {
		return nil, fmt.Errorf("opening the wizard: %v", err)
	}
	var ms []float64
	for _, g := range p.Session.Answers {
		countFrom := 0
		if g.Answer.Kind == ruling.CountKind {
			var v string
			br.Eval(t, `document.querySelector('#count').value`, &v)
			countFrom, _ = strconv.Atoi(v)
		}
		d, err := timeTaps(t, br, selectors(g.Answer, countFrom)...)
		if err != nil {
			return nil, fmt.Errorf("step %s, answer %s: %v", g.Step, g.Answer, err)
		}
		ms = append(ms, d)
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
	for _, s := range sels {
		// Centre the target first: the wizard's bottom bar (Back, Restart) would take a
		// tap on a button scrolled only to the screen's bottom edge.
		center := chromedp.Evaluate(fmt.Sprintf(`document.querySelector(%q).scrollIntoView({block: "center"})`, s), nil)
		if err := br.Run(t, 5*time.Second, chromedp.WaitReady(s, chromedp.ByQuery), center, chromedp.Click(s, chromedp.ByQuery)); err != nil {
			return 0, fmt.Errorf("tap %s: %v", s, err)
		}
	}
	var ms float64
	err := br.Run(t, 15*time.Second, chromedp.Evaluate(`window.__bench.wait(3000)`, &ms,
		func(p *runtime.EvaluateParams) *runtime.EvaluateParams { return p.WithAwaitPromise(true) }))
	if err == nil && ms < 0 {
		var msg string
		br.Eval(t, `(document.querySelector('#answer-error') || {}).textContent || ''`, &msg)
		err = fmt.Errorf("the screen did not move on within 3 s %s", msg)
	}
	return ms, err
}

// selectors are the taps that give an answer, per the DOM contract and the
// pickers' header comments. countFrom is where a count stepper starts.
func selectors(a ruling.Answer, countFrom int) []string {
	q := func(format string, args ...any) string { return "#question " + fmt.Sprintf(format, args...) }
	switch a.Kind {
	case ruling.ChoiceKind:
		return []string{q(`button.answer[data-option=%q]`, a.Option)}
	case ruling.SeatKind:
		return []string{q(`button.seat[data-seat=%q]`, a.Seat.Letter())}
	case ruling.CardKind:
		return []string{q(`button[data-suit=%q]`, a.Card.Suit.Letter()), q(`button[data-rank=%q]`, a.Card.Rank.String())}
	case ruling.CallKind:
		return []string{q(`button[data-call=%q]`, a.Call.ASCII())}
	case ruling.CountKind:
		return append(steps(q(`button[data-count-step="1"]`), q(`button[data-count-step="-1"]`), a.Count-countFrom),
			q(`button#answer-count`))
	case ruling.ResultKind:
		c := a.Contract
		s := []string{q(`button[data-level="%d"]`, c.Level), q(`button[data-strain=%q]`, c.Strain.Letter())}
		if c.Risk != bridge.Undoubled {
			s = append(s, q(`button[data-risk=%q]`, riskCode(c.Risk)))
		}
		s = append(s, q(`button[data-declarer=%q]`, c.Declarer.Letter()))
		s = append(s, steps(q(`button[data-tricks-step="1"]`), q(`button[data-tricks-step="-1"]`), a.Tricks-c.TricksNeeded())...)
		return append(s, q(`button#answer-result`))
	}
	panic("unknown answer kind " + a.Kind.String())
}

// taps is the number of taps an answer takes in the wizard: choice, seat and
// call 1; card 2 (suit, rank); count 1 + the stepper taps from its minimum;
// contract and result: level, denomination, (doubled), declarer, the
// trick-stepper taps from "just made", and Continue.
func taps(q *ruling.Step, a ruling.Answer) int {
	return len(selectors(a, q.Min))
}

func steps(up, down string, n int) []string {
	var s []string
	for ; n > 0; n-- {
		s = append(s, up)
	}
	for ; n < 0; n++ {
		s = append(s, down)
	}
	return s
}

func riskCode(r bridge.Risk) string {
	if r == bridge.Redoubled {
		return "XX"
	}
	return "X"
}

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
func tapsToOutcome() []flowTaps {
	var out []flowTaps
	for _, f := range ruling.Flows() {
		paths, _ := f.Paths()
		var n []int
		for _, p := range paths {
			n = append(n, tapsOf(f.ID, p.Session.Answers))
		}
		if len(n) == 0 {
			continue
		}
		common := make([]ruling.Given, len(f.Common))
		for i, a := range f.Common {
			common[i] = ruling.Given{Answer: a}
		}
		sort.Ints(n)
		out = append(out, flowTaps{Flow: f.ID, Paths: len(n), Shortest: n[0], Typical: tapsOf(f.ID, common), Longest: n[len(n)-1]})
	}
	return out
}

// tapsOf replays answers from the start of a flow and adds up their taps.
func tapsOf(flow string, answers []ruling.Given) int {
	total := 0
	s := ruling.Session{Flow: flow}
	for _, g := range answers {
		st, _ := s.Decide()
		if st.Step == nil {
			break
		}
		total += taps(st.Step, g.Answer)
		s, _ = s.Answer(g.Answer)
	}
	return total
}
