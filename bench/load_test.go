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

// measureLoads runs every scenario for both builds, alternating them within
// each run so a noisy moment hits both.
func measureLoads(t *testing.T, runs int, builds ...*build) []*loads {
	out := make([]*loads, len(builds))
	for i := range out {
		out[i] = &loads{FCP: map[string][]float64{}, Ready: map[string][]float64{}}
	}
	for run := 0; run < runs; run++ {
		for i, b := range builds {
			lifecycle(t, b, out[i])
			throttledCold(t, b, out[i])
		}
		t.Logf("load run %d/%d done", run+1, runs)
	}
	return out
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
