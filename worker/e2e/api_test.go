//go:build !(js && wasm)

package e2e

import (
	"testing"
	"time"

	"tableside/worker/apitest"
)

// The API suite the unit tests run over the fake store, here over the real worker: D1's SQL,
// its batch transaction, the rate-limit binding and syumai/workers' request handling.
func TestAPIAgainstWranglerDev(t *testing.T) {
	w := need(t)
	t.Parallel() // waits on wrangler more than on the CPU: it runs beside the browser test
	start := time.Now()
	tg := &apitest.Target{URL: w.URL, Admin: w.Admin, Quota: Quota, PushLimit: PushLimit, Sleep: time.Sleep}
	apitest.Run(t, tg)
	t.Logf("API suite against wrangler dev: %s, %d bad inputs", time.Since(start).Round(100*time.Millisecond), tg.BadInputs())
}
