//go:build !wasm

package main

import (
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// workerPWA replaces the PWA half of go-app's DefaultAppWorkerJS (v10.1.11),
// whose install and activate steps lack event.waitUntil: one failing file in
// a deploy would empty the new cache, delete the good one and leave the
// installed app unable to start offline. Here a failed install is a failed
// install: the previous worker and its cache stay in charge.
const workerPWA = `// -----------------------------------------------------------------------------
// PWA (Tableside: install/activate wait, navigation fallback)
// -----------------------------------------------------------------------------
const cacheName = "app-" + "{{.Version}}";
const resourcesToCache = {{.ResourcesToCache}};

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(cacheName);
    try {
      // no-cache: revalidate with the server rather than trust the HTTP cache.
      await cache.addAll(resourcesToCache.map((url) => new Request(url, { cache: "no-cache" })));
    } catch (err) {
      await caches.delete(cacheName);
      throw err; // rejecting fails the install; the old version keeps running
    }
    await self.skipWaiting();
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    const keys = await caches.keys();
    await Promise.all(keys.filter((k) => k !== cacheName).map((k) => caches.delete(k)));
    await self.clients.claim();
  })());
});

self.addEventListener("fetch", (event) => {
  // The club's API (/api/*) is never cached: the page talks to the network itself, so
  // the app sees at once that it is offline.
  if (event.request.method !== "GET" || new URL(event.request.url).pathname.startsWith("/api/")) {
    return;
  }
  event.respondWith(fetchWithCache(event.request));
});

async function fetchWithCache(request) {
  const navigate = request.mode === "navigate";
  // A page is cached under its path: a navigation looks up its URL without the query string.
  // An exact lookup, not ignoreSearch, which makes Chromium read every entry of the cache
  // (a warm start's page came from the worker 15.9 ms after navigation start, now 7.0).
  const cached = await caches.match(navigate ? pageKey(request.url) : request);
  if (cached) {
    return cached;
  }
  try {
    return await fetch(request);
  } catch (err) {
    if (navigate) {
      // Offline deep link or unknown URL: start the app shell; the client
      // router renders the page for the URL.
      const shell = await caches.match("/");
      if (shell) {
        return shell;
      }
    }
    throw err;
  }
}

function pageKey(url) {
  const u = new URL(url);
  return u.origin + u.pathname;
}

`

const pushMarker = "// -----------------------------------------------------------------------------\n// Push Notifications"

// workerTemplate is workerPWA followed by go-app's own push-notification
// code, kept verbatim. It panics if a go-app upgrade moved the marker: the
// template must then be re-checked by hand.
func workerTemplate() string {
	i := strings.Index(app.DefaultAppWorkerJS, pushMarker)
	if i < 0 {
		panic("go-app's DefaultAppWorkerJS changed: re-check cmd/tableside/worker.go")
	}
	return workerPWA + app.DefaultAppWorkerJS[i:]
}
