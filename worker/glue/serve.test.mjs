// node --test glue/: the front door's rules, with a stand-in for Go that counts its boots.
import { test } from "node:test";
import assert from "node:assert/strict";
import { oneGoPerIsolate, refuseWithoutGo } from "./serve.mjs";

const token = "A".repeat(43);
const crash = "Bearer " + "Z".repeat(43); // the stand-in stops after answering it
const req = (path, auth, method = "GET") =>
  new Request("https://club.example" + path, { method, headers: auth === undefined ? {} : { Authorization: auth } });

// fakeGo boots a stand-in that answers with the request's path and its boot number.
function fakeGo() {
  const counts = { boots: 0, served: 0 };
  const start = async () => {
    const boot = ++counts.boots;
    let exited = false;
    return {
      handleRequest: async (r) => {
        counts.served++;
        if (r.headers.get("Authorization") === crash) exited = true;
        await new Promise((ok) => setTimeout(ok, 5)); // a D1 call: other requests interleave
        return new Response(`${new URL(r.url).pathname} ${r.headers.get("Authorization")} boot ${boot}`);
      },
      exited: () => exited,
    };
  };
  return { counts, fetch: oneGoPerIsolate(start) };
}

// S7: a member call without a well-formed bearer token never reaches Go (before: every
// /api/ request booted the Go runtime).
test("member calls without a device token are refused before Go starts", async () => {
  const go = fakeGo();
  for (const auth of [undefined, "", "Bearer", "Bearer abc", "Basic " + token, "Bearer " + token + ", junk", "Bearer " + token + "x", "Token " + token]) {
    for (const path of ["/api/rulings/pull", "/api/rulings/push", "/api/devices", "/api/rulings/erase"]) {
      const res = await go.fetch(req(path, auth), {}, {});
      assert.equal(res.status, 401, `${path} with ${auth}`);
      assert.equal(res.headers.get("WWW-Authenticate"), 'Bearer realm="tableside"');
      assert.equal(res.headers.get("Cache-Control"), "no-store");
      assert.deepEqual(await res.json(), { error: "this device is not signed in to a club: join with the club's code" });
    }
  }
  const unknown = await go.fetch(req("/api/nope", "Bearer " + token), {}, {});
  assert.equal(unknown.status, 404);
  assert.equal((await go.fetch(req("/api/clubs", "Bearer short"), {}, {})).status, 401);
  assert.equal(go.counts.boots, 0, "Go was started for a refused request");
});

test("join, health and well-formed tokens reach Go", async () => {
  for (const [path, auth] of [["/api/health"], ["/api/join"], ["/api/devices", "Bearer " + token], ["/api/devices", "bearer " + token], ["/api/clubs", "Bearer " + "s".repeat(64)]]) {
    assert.equal(refuseWithoutGo(req(path, auth)), null, `${path} ${auth}`);
  }
});

// Free to run: one Go instance serves the isolate's requests, concurrent ones included, each
// getting its own answer.
test("one Go instance serves every request, concurrent ones each their own", async () => {
  const go = fakeGo();
  const tokens = Array.from({ length: 20 }, (_, i) => "Bearer " + String.fromCharCode(65 + i).repeat(43));
  const answers = await Promise.all(tokens.map((t, i) => go.fetch(req(i % 2 ? "/api/devices" : "/api/rulings/pull", t), {}, {})));
  for (const [i, res] of answers.entries()) {
    assert.equal(await res.text(), `${i % 2 ? "/api/devices" : "/api/rulings/pull"} ${tokens[i]} boot 1`);
  }
  assert.equal(go.counts.boots, 1);
  assert.equal(go.counts.served, 20);
});

test("a Go program that stopped is replaced on the next request", async () => {
  const go = fakeGo();
  await go.fetch(req("/api/health"), {}, {});
  await go.fetch(req("/api/devices", crash), {}, {});
  const res = await go.fetch(req("/api/health"), {}, {});
  assert.match(await res.text(), /boot 2$/);
});
