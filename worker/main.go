//go:build js && wasm

// Command worker is Tableside's Cloudflare Worker: the club's sync API on /api/*. Workers
// static assets serve the app itself (wrangler.jsonc routes only /api/* here), so this is the
// API alone, over D1 and the join rate limiter.
package main

import (
	"fmt"
	"net/http"
	"os"
	"strconv"
	"time"

	"github.com/syumai/workers"
	"github.com/syumai/workers/cloudflare"

	"tableside/worker/api"
	"tableside/worker/d1store"
)

// joinsPerMinute is how many join attempts an address (an IPv6 /64) gets in any minute.
const joinsPerMinute = 5

// main serves every request of the isolate from this one Go program (entry.mjs starts it once
// and hands it each request; syumai/workers' Serve would stop after the first answer). The
// handler holds no state of a request: the API's server is its Config, read-only, and every
// request brings its own device, club and body.
func main() {
	workers.ServeNonBlock(handler())
	workers.Ready()
	select {} // keep the program, and its handler, for the isolate's next requests
}

// handler builds the API from the isolate's bindings, once.
func handler() http.Handler {
	logf := func(format string, args ...any) { fmt.Fprintf(os.Stderr, format+"\n", args...) }
	db, err := d1store.New(cloudflare.GetBinding("DB"))
	if err != nil {
		return broken(logf, err)
	}
	pushes, err := d1store.NewLimiter(cloudflare.GetBinding("PUSH_LIMITER"))
	if err != nil {
		return broken(logf, err)
	}
	quota, _ := strconv.ParseInt(cloudflare.Getenv("CLUB_QUOTA_BYTES"), 10, 64) // unset: the default
	return api.New(api.Config{
		Store:       db,
		Limiter:     &d1store.WindowLimiter{Store: db, Limit: joinsPerMinute, Period: time.Minute, Now: time.Now},
		PushLimiter: pushes,
		ClubQuota:   quota,
		AdminToken:  cloudflare.Getenv("ADMIN_TOKEN"),
		Pepper:      cloudflare.Getenv("PEPPER"),
		Now:         time.Now,
		Logf:        logf,
	})
}

// broken answers every request with a JSON 500 and logs why: a missing binding is a deploy
// mistake the operator must see in the logs, not the client.
func broken(logf func(string, ...any), err error) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		logf("worker: %v", err)
		w.Header().Set("Content-Type", "application/json; charset=utf-8")
		w.Header().Set("Cache-Control", "no-store")
		w.WriteHeader(http.StatusInternalServerError)
		w.Write([]byte(`{"error":"internal error"}`))
	})
}
