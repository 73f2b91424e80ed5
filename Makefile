# Masthead: the two commands a fresh machine needs are `make run` and `make test`.
SWIFT ?= swift
RELEASE_BIN = .build/release/masthead
DEBUG_BIN = .build/debug/masthead

.PHONY: deps test-deps apt build release run test test-swift test-scenarios clean

# Debian packages Masthead builds against, and the real tools its tests check outputs with
# (lua5.4 as the reference interpreter, xmllint and python3 as XML/JSON parsers, prove for TAP,
# chromium for the SVG pictures and the HTML report); installed only when missing.
APT_PACKAGES = liblua5.4-dev lua5.4 pkg-config
TEST_PACKAGES = libxml2-utils python3 perl chromium

deps:
	@$(MAKE) --no-print-directory apt PACKAGES="$(APT_PACKAGES)"

test-deps:
	@$(MAKE) --no-print-directory apt PACKAGES="$(APT_PACKAGES) $(TEST_PACKAGES)"

apt:
	@missing=""; for p in $(PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; \
	  SUDO=$$( [ "$$(id -u)" -eq 0 ] || echo sudo ); \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $$missing; \
	fi

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release

# The main job: our scenario suite with our plugins.
run: release
	$(RELEASE_BIN) run Scenarios --plugins Plugins

# Every test: the Swift tests, then the scenario suite.
test: test-swift test-scenarios

test-swift: test-deps
	$(SWIFT) test

test-scenarios: build
	$(DEBUG_BIN) run Scenarios --plugins Plugins

clean:
	rm -rf .build .masthead
