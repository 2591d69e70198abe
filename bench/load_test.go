//go:build bench

package bench

import (
	"context"
	"regexp"
	"testing"
	"time"

	"tableside/e2e"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
)

// start runs the build's server on a free port until the test ends.
func (b *build) start(t *testing.T) *e2e.Server {
	t.Helper()
	listen := regexp.MustCompile(regexp.QuoteMeta(b.Listen) + `.*(?P<url>http://\S+)`)
	return e2e.StartCommand(t, b.Dir, listen, b.Serve("127.0.0.1:0")...)
}

// installed serves the build and opens it in a browser on the given profile directory until
// its service worker has cached everything: the app as a director has it on their phone.
func (b *build) installed(t *testing.T, profile string) (*e2e.Server, *e2e.Browser) {
	t.Helper()
	srv := b.start(t)
	br := e2e.NewBrowser(t, profile)
	measure(t, br, srv.URL+"/")
	br.WaitOfflineReady(t, srv.URL)
	return srv, br
}

// A load is what the page itself recorded, in ms since navigation start:
// first contentful paint (the server's pre-render, or go-app's loader) and
// the wasm client's first render of #wasm-ready (e2e's injected observer).
type load struct {
	FCP   float64 `json:"fcp"`
	Ready float64 `json:"ready"`
}

const loadJS = `(() => {
  const fcp = performance.getEntriesByName('first-contentful-paint')[0];
  return {fcp: fcp ? fcp.startTime : -1, ready: window.__wasmReadyAt || performance.now()};
})()`

// transfer is what a first visit sent over the network, from the page's
// Resource Timing (transferSize: headers plus the encoded, e.g. brotli, body).
type transfer struct {
	Total float64 `json:"total"`
	Wasm  float64 `json:"wasm"`
	Count int     `json:"count"`
}

const transferJS = `(() => {
  const all = [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')];
  let total = 0, wasm = 0;
  for (const e of all) { total += e.transferSize; if (e.name.endsWith('/app.wasm')) wasm += e.transferSize; }
  return {total, wasm, count: all.length};
})()`

func measure(t *testing.T, b *e2e.Browser, url string) load {
	t.Helper()
	var l load
	err := b.Run(t, 60*time.Second,
		chromedp.Navigate(url),
		chromedp.WaitReady("#wasm-ready", chromedp.ByQuery),
		chromedp.Evaluate(loadJS, &l),
	)
	if err != nil {
		t.Fatalf("load %s: %v", url, err)
	}
	return l
}

// The load scenarios, in report order.
var scenarios = []string{"cold", "cold 10 Mbit/s, 40 ms", "warm (service worker)", "offline (server killed)", "relaunch offline"}

// loads holds one build's samples per scenario, and its first-visit transfer.
type loads struct {
	FCP, Ready map[string][]float64
	Transfer   []transfer
}

func (l *loads) add(scenario string, m load) {
	l.FCP[scenario] = append(l.FCP[scenario], m.FCP)
	l.Ready[scenario] = append(l.Ready[scenario], m.Ready)
}

// measureLoads runs every scenario for both builds in rounds of runs each, alternating the builds
// within each run so a noisy moment hits both. Each round's loads are kept apart: the load goals
// are judged on the median of the rounds.
func measureLoads(t *testing.T, rounds, runs int, ours, minimal *build) []loadRound {
	var out []loadRound
	for round := range rounds {
		r := loadRound{Ours: newLoads(), Minimal: newLoads()}
		for range runs {
			for _, b := range []struct {
				build *build
				into  *loads
			}{{ours, r.Ours}, {minimal, r.Minimal}} {
				lifecycle(t, b.build, b.into)
				throttledCold(t, b.build, b.into)
			}
		}
		out = append(out, r)
		t.Logf("load round %d/%d done: relaunch offline → interactive, Tableside %.0f ms, minimal %.0f ms",
			round+1, rounds, median(r.Ours.Ready["relaunch offline"]), median(r.Minimal.Ready["relaunch offline"]))
	}
	return out
}

func newLoads() *loads { return &loads{FCP: map[string][]float64{}, Ready: map[string][]float64{}} }

// pooledLoads is every round's loads together, [ours, minimal], for the report's Load table.
func pooledLoads(rounds []loadRound) []*loads {
	all := []*loads{newLoads(), newLoads()}
	for _, r := range rounds {
		for i, l := range []*loads{r.Ours, r.Minimal} {
			for s, v := range l.FCP {
				all[i].FCP[s] = append(all[i].FCP[s], v...)
			}
			for s, v := range l.Ready {
				all[i].Ready[s] = append(all[i].Ready[s], v...)
			}
			all[i].Transfer = append(all[i].Transfer, l.Transfer...)
		}
	}
	return all
}

// lifecycle is one installed app's life: the first visit on a fresh
// profile, a warm start once the service worker has cached everything,
// a start with the server killed, and a browser relaunch while offline.
func lifecycle(t *testing.T, b *build, l *loads) {
	srv := b.start(t)
	profile := t.TempDir()
	br := e2e.NewBrowser(t, profile)
	l.add("cold", measure(t, br, srv.URL+"/"))
	br.WaitOfflineReady(t, srv.URL)
	var tr transfer
	br.Eval(t, transferJS, &tr)
	l.Transfer = append(l.Transfer, tr)
	l.add("warm (service worker)", measure(t, br, srv.URL+"/"))
	srv.Kill()
	l.add("offline (server killed)", measure(t, br, srv.URL+"/"))
	br.Close()
	br = e2e.NewBrowser(t, profile)
	l.add("relaunch offline", measure(t, br, srv.URL+"/"))
	br.Close()
}

// throttledCold is a first visit over a 10 Mbit/s link with 40 ms latency
// (DevTools network emulation on the page).
func throttledCold(t *testing.T, b *build, l *loads) {
	srv := b.start(t)
	br := e2e.NewBrowser(t, t.TempDir())
	const bytesPerSec = 10e6 / 8
	err := br.Run(t, 10*time.Second, chromedp.ActionFunc(func(ctx context.Context) error {
		if err := network.Enable().Do(ctx); err != nil {
			return err
		}
		return network.EmulateNetworkConditions(false, 40, bytesPerSec, bytesPerSec).Do(ctx)
	}))
	if err != nil {
		t.Fatal(err)
	}
	l.add("cold 10 Mbit/s, 40 ms", measure(t, br, srv.URL+"/"))
	br.Close()
	srv.Kill()
}
