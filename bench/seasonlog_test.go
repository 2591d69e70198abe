//go:build bench

package bench

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"tableside/app/store"
	"tableside/e2e"
	"tableside/engine/catalog"
	"tableside/engine/ruling"

	"github.com/chromedp/chromedp"
)

// seasonSizes are the sizes of the log in the season scenario: empty, a club director's year (ten
// rulings a session, two sessions a week), and ten years. BENCH_SEASON_SIZES=1000,10000 measures
// others (the ratios need 0 among them).
var seasonSizes = []int{0, 1000, 10000}

// seasonRuns is how many times each page of the season scenario is loaded, per size.
const seasonRuns = 3

// seasonRate is the CPU slowdown of the season scenario: a club member's old phone.
const seasonRate = 4

// seasonLimit is the most a page may take, to show what it reads from the log, with a season's
// log in it against an empty log (issue 35, goal 5): the cost must not grow with the log.
const seasonLimit = 1.3

// seasonSizesFromEnv reads BENCH_SEASON_SIZES, or gives seasonSizes.
func seasonSizesFromEnv(t *testing.T) []int {
	v := os.Getenv("BENCH_SEASON_SIZES")
	if v == "" {
		return seasonSizes
	}
	var out []int
	for _, f := range strings.Split(v, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || n < 0 {
			t.Fatalf("BENCH_SEASON_SIZES=%q: want sizes such as 0,1000,10000", v)
		}
		out = append(out, n)
	}
	return out
}

// seasonLog is n records as the app stores them: each the outcome of a registered flow's
// Common path, in turn, ten to a session, one session a day going back from today. The
// director has marked every follow-up done but those of today's session.
func seasonLog(t *testing.T, n int) []e2e.LogRecord {
	flows := catalog.Flows()
	now := time.Now()
	var out []e2e.LogRecord
	for i := range n {
		s, o := e2e.CommonOutcome(t, flows[i%len(flows)].ID, ruling.Context{Table: 1 + i%15, Board: 1 + i%27})
		day := now.AddDate(0, 0, -i/10)
		at := store.Place{SessionDate: store.Day(day), Round: 1 + i%10/2}
		e, err := store.NewEntry(fmt.Sprintf("season-%05d", i), day, at, s, o)
		if err != nil {
			t.Fatal(err)
		}
		if i >= 10 {
			for j := range e.Open() {
				if e, err = e.Resolve(j, true, day); err != nil {
					t.Fatal(err)
				}
			}
		}
		out = append(out, e2e.NewLogRecord(t, e))
	}
	return out
}

// seasonJS resolves once the page shows what it reads from the log (the shown selector matches)
// and the page has been quiet for a moment, with the time it was shown and the longest task
// (Long Tasks API) after the wasm client became interactive.
const seasonJS = `(shown) => new Promise(resolve => {
  const long = [];
  new PerformanceObserver(l => long.push(...l.getEntries())).observe({type: "longtask", buffered: true});
  const ready = window.__wasmReadyAt || 0;
  const poll = () => {
    if (!document.querySelector(shown)) return setTimeout(poll, 20);
    const at = performance.now();
    setTimeout(() => resolve({ready, shown: at,
      longest: Math.max(0, ...long.filter(e => e.startTime + e.duration > ready).map(e => e.duration))}), 1500);
  };
  poll();
})`

// logFirstPage is how many rulings the log page lists before its "Show older" button (the
// app's logPageSize).
const logFirstPage = 100

// seasonPage is one page of the scenario and the selector that says its log is read.
type seasonPage struct{ Name, Path, Shown string }

// seasonPages: home's reminders section appears once they are read (an empty log marks its
// empty slot data-log-read), the log's list is marked data-loaded once its first page is read.
var seasonPages = []seasonPage{
	{"home, reminders shown", "/", "#reminders, [data-log-read=true]"},
	{"log, its first page listed", "/log", "#log-list[data-loaded=true]"},
}

type seasonLoad struct {
	Ready   float64 `json:"ready"`
	Shown   float64 `json:"shown"`
	Longest float64 `json:"longest"`
}

// seasonSize is the scenario at one size of the log: page name → one load per run.
type seasonSize struct {
	Rulings int
	Loads   map[string][]seasonLoad
}

// measureSeason loads each page of the scenario runs times at each size of the log, on the
// installed app holding that log, at seasonRate. The sizes take turns, run by run (interleaved
// rounds), so that a machine busier for a while weighs on every size alike, not on one.
func measureSeason(t *testing.T, b *build, runs int, sizes []int) []seasonSize {
	type app struct {
		srv *e2e.Server
		br  *e2e.Browser
	}
	apps := make([]app, len(sizes))
	out := make([]seasonSize, len(sizes))
	for i, n := range sizes {
		start := time.Now()
		srv, br := seasonApp(t, b, n)
		defer srv.Kill()
		defer br.Close()
		apps[i], out[i] = app{srv, br}, seasonSize{n, map[string][]seasonLoad{}}
		// The first load of each page is not counted: it opens a log filled as the app's
		// previous version stored it, which the app upgrades once.
		seasonLoads(t, srv, br, n)
		t.Logf("season's log of %d rulings ready (%s)", n, time.Since(start).Round(time.Second))
	}
	for range runs {
		for i, a := range apps {
			for name, l := range seasonLoads(t, a.srv, a.br, sizes[i]) {
				out[i].Loads[name] = append(out[i].Loads[name], l)
			}
		}
	}
	for _, a := range apps {
		throttle(t, a.br, 1)
	}
	return out
}

// seasonApp is the installed app with a log of n rulings, at seasonRate.
func seasonApp(t *testing.T, b *build, n int) (*e2e.Server, *e2e.Browser) {
	recs := seasonLog(t, n)
	srv, br := b.installed(t, t.TempDir())
	// Filled from a page of the app's origin that runs none of its code: the app, open at the
	// same time, would upgrade the log's database between two batches.
	if err := br.Run(t, 30*time.Second, chromedp.Navigate(srv.URL+"/web/app.css")); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < len(recs); i += 500 { // a few MB a message
		br.FillLog(t, recs[i:min(i+500, len(recs))])
	}
	throttle(t, br, seasonRate)
	return srv, br
}

// seasonLoads loads each page of the scenario once, by page name.
func seasonLoads(t *testing.T, srv *e2e.Server, br *e2e.Browser, n int) map[string]seasonLoad {
	out := map[string]seasonLoad{}
	for _, p := range seasonPages {
		var l seasonLoad
		err := br.Run(t, 10*time.Minute,
			chromedp.Navigate(srv.URL+p.Path),
			chromedp.WaitReady("#wasm-ready", chromedp.ByQuery),
			chromedp.Evaluate(fmt.Sprintf("(%s)(%q)", seasonJS, p.Shown), &l, awaitPromise),
		)
		if err != nil {
			t.Fatalf("season log of %d, %s: %v", n, p.Name, err)
		}
		if p.Path == "/log" {
			var listed int
			br.Eval(t, `document.querySelectorAll("li.log-entry").length`, &listed)
			if want := min(n, logFirstPage); listed != want {
				t.Fatalf("the log of %d rulings lists %d, want its first page of %d", n, listed, want)
			}
		}
		out[p.Name] = l
	}
	return out
}

// seasonRatio is the median time a page takes to show what it reads from a log of s's size,
// over the same with an empty log; NaN when there is no empty log to compare with.
func seasonRatio(sizes []seasonSize, s seasonSize, page string) float64 {
	shown := func(loads []seasonLoad) []float64 {
		var v []float64
		for _, l := range loads {
			v = append(v, l.Shown)
		}
		return v
	}
	for _, e := range sizes {
		if e.Rulings == 0 {
			return median(shown(s.Loads[page])) / median(shown(e.Loads[page]))
		}
	}
	return median(nil)
}

// seasonProblems says which page, at which size of the log, takes more than seasonLimit × its
// time with an empty log, and when there is no empty log to compare with.
func seasonProblems(sizes []seasonSize) []string {
	var out []string
	for _, s := range sizes {
		if s.Rulings == 0 {
			continue
		}
		for _, p := range seasonPages {
			r := seasonRatio(sizes, s, p.Name)
			switch {
			case r != r: // NaN
				out = append(out, fmt.Sprintf("%s with %s rulings: no empty log measured to compare with", p.Name, num(float64(s.Rulings))))
			case r > seasonLimit:
				out = append(out, fmt.Sprintf("%s with %s rulings: %.2f × the time with an empty log, over %.1f", p.Name, num(float64(s.Rulings)), r, seasonLimit))
			}
		}
	}
	return out
}

// checkSeason fails the run when a page's time grows with the log.
func checkSeason(t *testing.T, sizes []seasonSize) {
	for _, p := range seasonProblems(sizes) {
		t.Errorf("season's log: %s", p)
	}
}

// seasonMarkdown is the load of the pages that read the log, at each size of the log.
func seasonMarkdown(p func(string, ...any), sizes []seasonSize) {
	p("### With a season's log, %g× CPU slowdown (ms, median (min–max) of %d loads, the sizes in turn)\n\n", float64(seasonRate), seasonRuns)
	p("| rulings | page | wasm client interactive | the log's content shown | ÷ empty log | longest task after interactive |\n|---:|---|---:|---:|---:|---:|\n")
	for _, s := range sizes {
		for _, pg := range seasonPages {
			var ready, shown, longest []float64
			for _, l := range s.Loads[pg.Name] {
				ready, shown, longest = append(ready, l.Ready), append(shown, l.Shown), append(longest, l.Longest)
			}
			ratio := "—"
			if r := seasonRatio(sizes, s, pg.Name); s.Rulings > 0 && r == r {
				ratio = fmt.Sprintf("%.2f", r)
			}
			p("| %s | %s | %s | %s | %s | %s |\n", num(float64(s.Rulings)), pg.Name, spreadMs(ready), spreadMs(shown), ratio, spreadMs(longest))
		}
	}
	p("\nTableside only (the minimal app keeps no log). The installed app, its log filled as the app's previous\n")
	p("version stored it (each ruling the Common path's outcome of a flow in turn, ten a session, a session a\n")
	p("day, every follow-up done but today's), then each page loaded once, not counted, so the app upgrades the\n")
	p("log's database first. Home reads the rulings with a follow-up open through an index; the log page reads\n")
	p("its newest %d rulings through an index (a button lists older ones) and the rest, for its filters, after.\n", logFirstPage)
	p("*Shown*: the reminders, or the log's list, are on the page. *÷ empty log*: shown over shown with an empty\n")
	p("log; the run fails over %.1f. *Longest task*: the Long Tasks API's longest task (over 50 ms; 0 when none)\n", seasonLimit)
	p("from interactive until 1.5 s after shown: how long a tap could wait.\n\n")
}
