//go:build bench

package bench

import (
	"fmt"
	"testing"
	"time"

	"tableside/app/store"
	"tableside/e2e"
	"tableside/engine/catalog"
	"tableside/engine/ruling"

	"github.com/chromedp/chromedp"
)

// seasonRulings is the size of the log in the season scenario: a club director's year, at ten
// rulings a session and two sessions a week.
const seasonRulings = 1000

// seasonRuns is how many times each page of the season scenario is loaded.
const seasonRuns = 3

// seasonRate is the CPU slowdown of the season scenario: a club member's old phone.
const seasonRate = 4

// seasonLog is seasonRulings records as the app stores them: each the outcome of a registered
// flow's Common path, in turn, ten to a session, one session a day going back from today. The
// director has marked every follow-up done but those of today's session.
func seasonLog(t *testing.T) []e2e.LogRecord {
	flows := catalog.Flows()
	now := time.Now()
	var out []e2e.LogRecord
	for i := range seasonRulings {
		s, o := e2e.CommonOutcome(t, flows[i%len(flows)].ID, ruling.Context{Table: 1 + i%15, Board: 1 + i%27})
		day := now.AddDate(0, 0, -i/10)
		at := store.Place{SessionDate: store.Day(day), Round: 1 + i%10/2}
		e, err := store.NewEntry(fmt.Sprintf("season-%04d", i), day, at, s, o)
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

var seasonPages = []seasonPage{
	{"home, reminders shown", "/", "#reminders"},
	{"log, its first page listed", "/log", "#log-list[data-loaded=true] li.log-entry"},
}

type seasonLoad struct {
	Ready   float64 `json:"ready"`
	Shown   float64 `json:"shown"`
	Longest float64 `json:"longest"`
}

// measureSeason loads each page of the scenario runs times, on the installed app holding a
// season's log, at seasonRate.
func measureSeason(t *testing.T, b *build, runs int) map[string][]seasonLoad {
	recs := seasonLog(t)
	srv, br := b.installed(t, t.TempDir())
	defer srv.Kill()
	defer br.Close()
	br.FillLog(t, recs)
	throttle(t, br, seasonRate)
	out := map[string][]seasonLoad{}
	for range runs {
		for _, p := range seasonPages {
			var l seasonLoad
			err := br.Run(t, 60*time.Second,
				chromedp.Navigate(srv.URL+p.Path),
				chromedp.WaitReady("#wasm-ready", chromedp.ByQuery),
				chromedp.Evaluate(fmt.Sprintf("(%s)(%q)", seasonJS, p.Shown), &l, awaitPromise),
			)
			if err != nil {
				t.Fatalf("season log, %s: %v", p.Name, err)
			}
			if p.Path == "/log" {
				var listed int
				br.Eval(t, `document.querySelectorAll("li.log-entry").length`, &listed)
				if listed != logFirstPage {
					t.Fatalf("the log lists %d rulings, want its first page of %d", listed, logFirstPage)
				}
			}
			out[p.Name] = append(out[p.Name], l)
		}
	}
	throttle(t, br, 1)
	return out
}
