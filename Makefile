# Masthead: the two commands a fresh machine needs are `make run` and `make test`.
SWIFT ?= swift
RELEASE_BIN = .build/release/masthead
DEBUG_BIN = .build/debug/masthead

.PHONY: lint soak deps test-deps pip bench-deps profile-deps metrics-deps apt build release run test test-swift test-scenarios bench fuzz fuzz-components fuzz-scripts test-asan test-tsan metrics metrics-check clean

# Debian packages Masthead builds against, and the real tools its tests check outputs with
# (lua5.4 as the reference interpreter, xmllint and python3 as XML/JSON parsers, prove for TAP,
# chromium for the SVG pictures and the HTML report, drawing their text in Inter, the face our
# text metrics come from, or DejaVu Sans where Inter has no glyph); installed only when missing.
# libmicrohttpd-dev is the HTTP server of `masthead preview` (docs/architecture.md says why).
APT_PACKAGES = liblua5.4-dev lua5.4 pkg-config libmicrohttpd-dev
TEST_PACKAGES = libxml2-utils python3 perl chromium fonts-inter fonts-dejavu-core

deps:
	@$(MAKE) --no-print-directory apt PACKAGES="$(APT_PACKAGES)"

test-deps:
	@$(MAKE) --no-print-directory apt PACKAGES="$(APT_PACKAGES) $(TEST_PACKAGES)"
	@$(MAKE) --no-print-directory pip PYTHON_PACKAGES="$(PYTHON_TEST_PACKAGES)"

# PyPI packages the tests drive real tools with: Playwright for Python drives Debian's Chromium
# through the gallery and the preview (Tests/Browser; its own browser download is not used).
# Installed only when missing; with --break-system-packages where the Python is Debian's own.
PYTHON_TEST_PACKAGES = playwright

pip:
	@for p in $(PYTHON_PACKAGES); do \
	  python3 -c "import $$p" 2>/dev/null && continue; \
	  echo "installing (pip): $$p"; \
	  python3 -m pip install --quiet --disable-pip-version-check $$p 2>/dev/null \
	    || python3 -m pip install --quiet --disable-pip-version-check --break-system-packages $$p; \
	done

apt:
	@missing=""; for p in $(PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; \
	  SUDO=$$( [ "$$(id -u)" -eq 0 ] || echo sudo ); \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $$missing; \
	fi

build: deps
	$(SWIFT) build

# Release builds are fully static (the Swift runtime and liblua5.4.a linked in): `masthead run`
# starts a worker process for every job, and a static binary starts in a third of the
# instructions of one that binds the Swift runtime's libraries at load (docs/performance.md).
RELEASE_FLAGS = -c release -Xswiftc -static-executable

release: deps
	$(SWIFT) build $(RELEASE_FLAGS)

# The main job: our scenario suite with our plugins.
run: release
	$(RELEASE_BIN) run Scenarios --plugins Plugins

# Every test: the Swift tests, then the scenario suite.
test: lint test-swift test-scenarios

# The Swift tree in the format .swift-format describes (`swift format --in-place --recursive
# Sources Tests Package.swift` applies it).
lint:
	$(SWIFT) format lint --strict --recursive --parallel Sources Tests Package.swift

test-swift: test-deps
	$(SWIFT) test

test-scenarios: build
	$(DEBUG_BIN) run Scenarios --plugins Plugins

# The hostile corpus 20 times (--jobs 2 --shuffle): the same summary every round, no process left
# over, the process tree's memory within the caps (Scripts/soak.py; docs/security.md).
SOAK_ROUNDS ?= 20

soak: release
	python3 Scripts/soak.py --masthead $(RELEASE_BIN) --rounds $(SOAK_ROUNDS)

# Masthead beside busted and bare Lua, side by side in one run (docs/performance.md).
BENCH_PACKAGES = hyperfine lua-busted time python3

bench-deps:
	@$(MAKE) --no-print-directory apt PACKAGES="$(APT_PACKAGES) $(BENCH_PACKAGES)"

bench: bench-deps release
	python3 Scripts/bench.py --masthead $(RELEASE_BIN)

# perf, for profiling as docs/performance.md shows (`perf record --call-graph dwarf`).
profile-deps:
	@$(MAKE) --no-print-directory apt PACKAGES="linux-perf"

# The bundled text metrics, read from Inter's font files: `make metrics` regenerates
# Sources/MastheadCore/Text/FontMetrics+Generated.swift, `make metrics-check` fails when it is stale.
METRICS_PACKAGES = fonts-inter python3-fonttools

metrics-deps:
	@$(MAKE) --no-print-directory apt PACKAGES="$(METRICS_PACKAGES)"

metrics: metrics-deps
	python3 Scripts/generate-font-metrics.py

metrics-check: metrics-deps
	python3 Scripts/generate-font-metrics.py --check

# Long fuzz runs in release (bounded ones run in `make test`): a million component steps, then
# ten thousand scripts through the sandbox. A failure prints its seed and a replay scenario.
FUZZ_SEED ?= 1
FUZZ_STEPS ?= 1000000
FUZZ_SCRIPTS ?= 10000

fuzz: fuzz-components fuzz-scripts

fuzz-components: release
	$(RELEASE_BIN) fuzz --seed $(FUZZ_SEED) --count $(FUZZ_STEPS)

fuzz-scripts: release
	$(RELEASE_BIN) fuzz --scripts --seed $(FUZZ_SEED) --count $(FUZZ_SCRIPTS) --scenarios Scenarios --plugins Plugins

# The whole Swift test suite under a sanitizer, each in its own build folder (the tests run the
# instrumented masthead binary of that folder too). Only XCTest's own harness is suppressed, with
# the reason in Tests/Sanitizers/lsan.supp and docs/security.md.
test-asan: deps
	LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/Sanitizers/lsan.supp $(SWIFT) test --sanitize=address --build-path .build/asan

test-tsan: deps
	$(SWIFT) test --sanitize=thread --build-path .build/tsan

clean:
	rm -rf .build .masthead
