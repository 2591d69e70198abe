// The Go worker's own WebAssembly memory when it builds its largest answers: a pull page and
// a versions page over a club whose every entry is at the size limit (syncapi.MaxEntryBytes).
// It replays the worker as entry.mjs runs it (one Go instance), in Node 22, with a D1 stand-in
// that answers the worker's queries with rows at the limit; run by make worker-bench.
//
//   node bench/memory.mjs
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import path from "node:path";

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "build");
await import(path.join(dir, "wasm_exec.js"));
const mod = new WebAssembly.Module(readFileSync(path.join(dir, "app.wasm")));

const MAX_ENTRY = 64 << 10;
const TOKEN = "A".repeat(43);
const DEVICE = { id: "d".repeat(32), club_id: "c".repeat(32), name: "Director's phone", created_at: 1773514800000, last_seen: Date.now(), revoked_at: null };
const big = (id) => JSON.stringify({ v: 2, id, notes: "x".repeat(MAX_ENTRY - 40) });
const ROWS = 500; // as many as a pull may ask for
const row = (i) => {
  const id = i.toString(16).padStart(32, "0");
  return { id, rev: 1, updated_at: 1773514800000 + i, device_id: DEVICE.id, device_name: DEVICE.name, deleted: 0, body: big(id), seq: i + 1, conflicted: 0, erased: 0, received_at: 1773514800000, current: i === 0 ? 1 : 0 };
};

// D1: the queries the worker makes, answered with rows at the size limit (sizes first, then
// the bodies of the rows the worker asks for).
const DB = {
  prepare(sql) {
    let args = [];
    const stmt = {
      bind(...a) { args = a; return stmt; },
      async all() {
        if (sql.includes("FROM devices WHERE token_hash")) return { results: [DEVICE] };
        if (sql.includes("SELECT seq, length")) return { results: Array.from({ length: Math.min(args[2], ROWS) }, (_, i) => ({ seq: i + 1, size: MAX_ENTRY })) };
        if (sql.includes("FROM rulings r")) return { results: Array.from({ length: Math.min(args[2], ROWS) }, (_, i) => row(i)) };
        if (sql.includes("SELECT length(CAST(v.body")) return { results: Array.from({ length: ROWS }, () => ({ size: MAX_ENTRY })) };
        if (sql.includes("FROM ruling_versions v")) return { results: Array.from({ length: args[2] }, (_, i) => ({ ...row(i), id: "many" })) };
        return { results: [] };
      },
      async run() { return { meta: { changes: 1 } }; },
    };
    return stmt;
  },
  async batch(stmts) { return stmts.map(() => ({ meta: { changes: 1 }, results: [] })); },
};
const env = { DB, PUSH_LIMITER: { async limit() { return { success: true }; } }, ADMIN_TOKEN: "a".repeat(64), PEPPER: "p".repeat(64) };

const go = new Go();
const binding = {};
let ready;
const booted = new Promise((r) => (ready = r));
const instance = new WebAssembly.Instance(mod, { ...go.importObject, workers: { ready: () => ready() } });
go.run(instance, { env, ctx: { waitUntil() {}, passThroughOnException() {} }, binding });
await booted;

const MiB = (n) => (n / (1 << 20)).toFixed(1);
const mem = () => instance.exports.mem.buffer.byteLength;
const base = "https://tableside.example.org";
const auth = { Authorization: "Bearer " + TOKEN };
console.log(`Go memory after start-up: ${MiB(mem())} MiB`);
for (const [name, url] of [
  ["pull, limit 500, every entry at 64 KiB", "/api/rulings/pull?since=0&limit=500"],
  ["versions of one entry, 500 at 64 KiB", "/api/rulings/versions?id=many"],
]) {
  let size = 0;
  for (let i = 0; i < 20; i++) {
    const res = await binding.handleRequest(new Request(base + url, { headers: auth }));
    const text = await res.text();
    if (res.status !== 200) throw new Error(`${url}: ${res.status} ${text}`);
    size = text.length;
  }
  console.log(`${name}: answer ${MiB(size)} MiB, Go memory ${MiB(mem())} MiB after 20 of them`);
}
// Workers give an isolate 128 MB, the JavaScript heap and every copy of the answer included:
// the Go memory must stay under half of it.
if (mem() > 64 << 20) {
  console.error(`Go memory ${MiB(mem())} MiB is over half of the isolate's 128 MB`);
  process.exit(1);
}
process.exit(0);
