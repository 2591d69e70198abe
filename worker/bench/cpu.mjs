// CPU time of the Go worker per API request, replayed in Node: as entry.mjs runs it (one Go
// instance per isolate, booted once), and with --per-request as syumai/workers' own
// worker.mjs did (a new WebAssembly instance and Go runtime for every request). Node 22's V8 stands in for workerd's; D1 and the rate limiter are
// in-memory stand-ins returning realistic rows, so what is measured is the worker's own
// CPU: Go's start-up, routing, auth, JSON and the calls into the bindings.
//
//   node bench/cpu.mjs                  warm isolate: N runs per request kind, after warm-ups
//   node bench/cpu.mjs --per-request    the same, booting Go for every request
//   node bench/cpu.mjs --first          one request in this fresh process (run it a few times)
//
// The numbers that count are workerd's (make worker-bench); this replay splits boot from
// handler and compares the two ways of running Go.
//
// process.cpuUsage() counts every thread of the process (V8 compiles and collects garbage
// in the background), so it may count more than Cloudflare's accounting; it is the same
// method as docs' measurements, so the numbers compare.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import path from "node:path";

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "build");
await import(path.join(dir, "wasm_exec.js"));
const mod = new WebAssembly.Module(readFileSync(path.join(dir, "app.wasm")));

const TOKEN = "A".repeat(43);
const DEVICE = { id: "d".repeat(32), club_id: "c".repeat(32), name: "Director's phone", created_at: 1773514800000, last_seen: Date.now(), revoked_at: null };
const body = (id) => JSON.stringify({ v: 1, id, created: "2026-03-14T19:05:00Z", updated: "2026-03-14T19:05:00Z", sessionDate: "2026-03-14",
  table: 5, round: 2, board: 7, ruling: "Penalty card", session: { flow: "penalty-card", answers: [{ step: "who-leads", answer: { option: "partner-leads" } }] },
  outcome: { id: "lead-options", title: "Declarer chooses the lead", summary: "x".repeat(1800) }, engine: "1", notes: "East disputed the timing" });
const rows = Array.from({ length: 50 }, (_, i) => {
  const id = i.toString(16).padStart(32, "0");
  return { id, rev: 1, updated_at: 1773514800000 + i, device_id: DEVICE.id, device_name: DEVICE.name, deleted: 0, body: body(id), seq: i + 1, conflicted: 0 };
});

// The D1 binding: prepare → bind → all/run, and batch, as the real one answers.
const DB = {
  prepare(sql) {
    const stmt = {
      bind() { return stmt; },
      async all() {
        if (sql.includes("FROM devices WHERE token_hash")) return { results: [DEVICE] };
        if (sql.includes("SELECT seq, length")) return { results: rows.map((r) => ({ seq: r.seq, size: r.body.length })) };
        if (sql.includes("FROM rulings r")) return { results: rows };
        return { results: [] };
      },
      async run() { return { meta: { changes: 1 } }; },
    };
    return stmt;
  },
  async batch(stmts) { return stmts.map(() => ({ meta: { changes: 1 }, results: [] })); },
};
const env = { DB, PUSH_LIMITER: { async limit() { return { success: true }; } }, ADMIN_TOKEN: "a".repeat(64), PEPPER: "p".repeat(64) };

async function boot() {
  const go = new Go();
  let ready;
  const p = new Promise((r) => (ready = r));
  const instance = new WebAssembly.Instance(mod, { ...go.importObject, workers: { ready: () => ready() } });
  const binding = {};
  go.run(instance, { env, ctx: { waitUntil() {}, passThroughOnException() {} }, binding });
  await p;
  return binding;
}

const base = "https://tableside.example.org";
const auth = { Authorization: "Bearer " + TOKEN };
const pushBody = JSON.stringify({ entries: rows.slice(0, 10).map((r) => ({ id: r.id, rev: 1, updated_at: r.updated_at + 1, deleted: false, body: JSON.parse(r.body) })) });
const kinds = {
  "GET /api/health": () => new Request(base + "/api/health"),
  "GET /api/rulings/pull (50 entries)": () => new Request(base + "/api/rulings/pull?since=0&limit=50", { headers: auth }),
  "POST /api/rulings/push (10 entries)": () => new Request(base + "/api/rulings/push", { method: "POST", headers: { ...auth, "Content-Type": "application/json" }, body: pushBody }),
};

function cpu(start) {
  const u = process.cpuUsage(start);
  return (u.user + u.system) / 1000;
}

const perRequest = process.argv.includes("--per-request") || process.argv.includes("--first");
let shared = null;

async function once(make) {
  const t0 = process.cpuUsage();
  const w0 = performance.now();
  const binding = perRequest ? await boot() : (shared ??= await boot());
  const bootCPU = cpu(t0), bootWall = performance.now() - w0;
  const t1 = process.cpuUsage();
  const res = await binding.handleRequest(make());
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${res.status} ${text}`);
  return { bootCPU, bootWall, handlerCPU: cpu(t1) };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

if (process.argv.includes("--first")) {
  const r = await once(kinds["GET /api/rulings/pull (50 entries)"]);
  console.log(`first request in a fresh process: boot ${r.bootCPU.toFixed(1)} ms CPU (${r.bootWall.toFixed(1)} ms wall), handler ${r.handlerCPU.toFixed(1)} ms CPU, total ${(r.bootCPU + r.handlerCPU).toFixed(1)} ms`);
} else {
  const runs = Number(process.env.RUNS || 30);
  console.log(`Go worker, ${readFileSync(path.join(dir, "app.wasm")).length} bytes of wasm; ${perRequest ? "a new Go instance per request" : "one Go instance"}; ${runs} runs per kind after 5 warm-ups; Node ${process.version}`);
  console.log("request                               boot CPU  handler CPU  total CPU (median ms)");
  for (const [name, make] of Object.entries(kinds)) {
    for (let i = 0; i < 5; i++) await once(make);
    const rs = [];
    for (let i = 0; i < runs; i++) rs.push(await once(make));
    const b = median(rs.map((r) => r.bootCPU)), h = median(rs.map((r) => r.handlerCPU)), t = median(rs.map((r) => r.bootCPU + r.handlerCPU));
    console.log(`${name.padEnd(38)}${b.toFixed(1).padStart(8)}${h.toFixed(1).padStart(13)}${t.toFixed(1).padStart(11)}`);
  }
}
