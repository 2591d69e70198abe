# Tableside. `make run` serves the app; `make test` runs every test.
GO       ?= go
PORT     ?= 8000
DIR      ?= build/site
BIN      := bin/tableside
WASM     := web/app.wasm
AXE      := e2e/node_modules/axe-core/axe.min.js
GOFILES  := $(shell find . -name '*.go' -not -path './node_modules/*' -not -path './worker/*') go.mod go.sum

.PHONY: run build static check unit e2e test chromium clean bench fuzz

run: build
	$(BIN) serve -addr 127.0.0.1:$(PORT)

build: $(BIN) $(WASM).br

# The browser binary: its own main (wasm/), so no server code is linked in.
$(WASM): $(GOFILES)
	GOOS=js GOARCH=wasm $(GO) build -trimpath -ldflags="-s -w" -o $@ ./wasm

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
	TABLESIDE_BIN=$(CURDIR)/$(BIN) TABLESIDE_ROOT=$(CURDIR) $(GO) test -count=1 -timeout 20m -v ./e2e/

test: check unit e2e

# The answer-sequence fuzzer over every flow, for FUZZN sequences (not part of make test).
FUZZN ?= 10000000
fuzz:
	$(GO) test -run '^$$' -fuzz '^FuzzFlowsAlwaysDecide$$' -fuzztime $(FUZZN)x -timeout 0 ./engine/catalog/

# Sizes, load and tap times in Chromium, taps per flow and the engine's speed, against a minimal
# go-app app built in the same run; prints the report and writes docs/benchmarks.md (bench/).
bench: build chromium
	$(GO) test -tags bench -count=1 -run '^TestBench$$' -timeout 30m -v ./bench/

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

clean:
	rm -rf bin build $(WASM) $(WASM).br $(WASM).gz e2e/artifacts
