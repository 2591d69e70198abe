//go:build bench

package bench

import (
	"testing"
	"time"

	"tableside/e2e"

	"github.com/chromedp/cdproto/profiler"
)

// TestStartProfile is where the installed app's start goes: the "relaunch offline" load of the
// bench (the server killed, Chromium closed and started again on the same profile, the home
// page from the service worker) with the V8 sampling profiler on from before the navigation
// until the wasm client's first render. It logs the parts, as the tap profile splits them, and
// the functions with the most self time. Not part of make bench; it serves make build's output:
//
//	go test -tags bench -count=1 -run '^TestStartProfile$' -v ./bench/
func TestStartProfile(t *testing.T) {
	b := namedBuild(t, moduleRoot(t), "start-profile")
	profile := t.TempDir()
	srv, br := b.installed(t, profile)
	srv.Kill()
	br.Close()

	br = e2e.NewBrowser(t, profile)
	defer br.Close()
	if err := br.Run(t, 10*time.Second, profiler.Enable(), profiler.SetSamplingInterval(200), profiler.Start()); err != nil {
		t.Fatal(err)
	}
	l := measure(t, br, srv.URL+"/")
	parts, self := splitProfile(stopProfiler(t, br))
	t.Logf("relaunch offline: first contentful paint %.0f ms, wasm client interactive %.0f ms", l.FCP, l.Ready)
	t.Logf("busy ms by part, from the navigation to a moment after the first render:")
	for _, p := range profileParts {
		t.Logf("%8.1f  %s", parts[p.Name], p.Name)
	}
	t.Logf("%8.1f  %s", parts[otherJS], otherJS)
	logHotFunctions(t, self, 30)
}
