// The worker's entry point (wrangler.jsonc "main"): glue/serve.mjs's front door over the Go
// API in build/app.wasm, one Go instance per isolate. build/wasm_exec.js is Go's own glue as
// syumai/workers' workers-assets-gen writes it (the build command in wrangler.jsonc).
import "./build/wasm_exec.js";
import mod from "./build/app.wasm";
import { connect } from "cloudflare:sockets";
import { oneGoPerIsolate } from "./glue/serve.mjs";

// syumai/workers reads this object (its "context") once, when the Go program starts: the
// bindings in env are the isolate's, the same for each of its requests. ctx is the first
// request's ExecutionContext; the API never uses it (no waitUntil).
function start(env, ctx) {
  const go = new Go();
  const binding = {};
  return new Promise((resolve, reject) => {
    const instance = new WebAssembly.Instance(mod, {
      ...go.importObject,
      workers: { ready: () => resolve({ handleRequest: (req) => binding.handleRequest(req), exited: () => go.exited }) },
    });
    go.run(instance, { env, ctx, connect, binding }).then(() => reject(new Error("the Go worker stopped before it was ready")));
  });
}

export default { fetch: oneGoPerIsolate(start) };
