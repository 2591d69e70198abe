// The worker's front door, in JavaScript: it answers what needs no Go, and hands every other
// request to one Go instance per isolate. Pure (no platform imports), so Node's test runner
// checks it (serve.test.mjs); entry.mjs gives it the real Go.
//
// Why: syumai/workers' own worker.mjs boots a new Go runtime for every request, which costs
// more CPU than Workers Free allows per request, and any junk /api/ request would pay it.

// The answers Go itself gives to these requests, byte for byte and with its headers: a
// client cannot tell who answered (except that Go names a wrong method, size or content type
// before a missing token, and this door does not look at those). The routes, messages and
// headers here are copies of the Go API's: api/glue_test.go holds them to it.
const apiHeaders = {
  "Content-Type": "application/json; charset=utf-8",
  "Cache-Control": "no-store",
  "X-Content-Type-Options": "nosniff",
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
  "Referrer-Policy": "no-referrer",
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
};

function answer(status, message, extra = {}) {
  return new Response(JSON.stringify({ error: message }), { status, headers: { ...apiHeaders, ...extra } });
}

const notSignedIn = "this device is not signed in to a club: join with the club's code";
const notAdmin = "this call needs the worker's admin token";

// Who may call each path. Anything else under /api/ is Go's JSON 404, answered here.
const publicPaths = new Set(["/api/health", "/api/join"]);
const adminPaths = new Set(["/api/clubs", "/api/clubs/code", "/api/clubs/delete"]);
const memberPaths = new Set([
  "/api/leave", "/api/devices", "/api/devices/revoke", "/api/devices/forget",
  "/api/rulings/push", "/api/rulings/pull", "/api/rulings/versions", "/api/rulings/erase", "/api/rulings/prune",
]);

// A device token: "Bearer " and 43 base64url characters, the one value of the header (the
// Headers API joins repeated headers with ", ", which no token holds). The admin token is
// a secret of at least 32 characters.
const deviceBearer = /^bearer [A-Za-z0-9_-]{43}$/i;
const adminBearer = /^bearer [^\s,]{32,}$/i;

// refuseWithoutGo is the answer to a request that Go would refuse before reading it: an
// unknown API path, or a member or admin call without a well-formed bearer token. null: Go
// must see it.
export function refuseWithoutGo(request) {
  const path = new URL(request.url).pathname;
  const auth = request.headers.get("Authorization") ?? "";
  if (publicPaths.has(path)) return null;
  if (memberPaths.has(path)) {
    return deviceBearer.test(auth) ? null : answer(401, notSignedIn, { "WWW-Authenticate": 'Bearer realm="tableside"' });
  }
  if (adminPaths.has(path)) {
    return adminBearer.test(auth) ? null : answer(401, notAdmin, { "WWW-Authenticate": 'Bearer realm="tableside"' });
  }
  return answer(404, "no such API endpoint");
}

// oneGoPerIsolate returns a fetch handler that starts Go once, on the first request that
// needs it, and hands it every request after (concurrent ones too: Go serves each on its own
// goroutine). start(env, ctx) boots a Go instance and resolves to { handleRequest, exited }
// once it is ready; exited() says the program stopped (a crash), and then the next request
// starts a fresh one.
export function oneGoPerIsolate(start) {
  let running = null;
  async function goFor(env, ctx) {
    if (running === null) {
      const booting = start(env, ctx);
      running = booting;
      booting.catch(() => { if (running === booting) running = null; });
    }
    const go = await running;
    if (go.exited()) {
      if (running !== null && (await running) === go) running = null;
      return goFor(env, ctx);
    }
    return go;
  }
  return async function fetch(request, env, ctx) {
    const refused = refuseWithoutGo(request);
    if (refused !== null) return refused;
    const go = await goFor(env, ctx);
    return go.handleRequest(request);
  };
}
