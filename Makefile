# Grille's build. `make run` and `make test` install what a fresh Debian 12
# machine lacks, so a newcomer (and CI) needs nothing else.

SHELL := /bin/bash
BIN   := grille
# Debian packages: Fyne's cgo build (gcc, pkg-config, GL, X11), lp_solve
# (headers + shared library), and the window smoke test (Xvfb, xdotool, import).
DEBS  := gcc pkg-config libgl1-mesa-dev xorg-dev liblpsolve55-dev lp-solve \
         xvfb xdotool imagemagick curl unzip ca-certificates sgt-puzzles
SUDO  := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
# Go: the one on PATH, else the usual install, else one we fetch below.
GO_FETCH_VERSION := 1.26.8
GO_HOME := $(HOME)/.local/go-$(GO_FETCH_VERSION)
GO    := $(shell command -v go 2>/dev/null || { [ -x /usr/local/go/bin/go ] && echo /usr/local/go/bin/go; } || echo $(GO_HOME)/bin/go)
# An execution count, not a duration: with a duration, Go 1.26's fuzz
# coordinator can fail a target with a bare "context deadline exceeded" when
# the time runs out mid-execution (golang/go#75804, fixed in Go 1.27).
FUZZTIME ?= 60000x

.PHONY: run build test deps go check fmt vet unit fuzz smoke screenshots stress bench clean \
        dist dist-linux dist-windows dist-deps dist-test dist-clean

run: deps build
	./$(BIN)

build: go
	$(GO) build -o $(BIN) ./app

# test: the README's second command, and what CI runs.
test: deps check unit fuzz smoke

deps:
	@missing=$$(for p in $(DEBS); do dpkg -s $$p >/dev/null 2>&1 || echo $$p; done); \
	if [ -n "$$missing" ]; then \
	  echo "Installing Debian packages:" $$missing; \
	  $(SUDO) apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; \
	fi
	@$(MAKE) --no-print-directory go

# Debian 12's Go (1.19) is too old; Go's own toolchains are Go modules, so
# the module proxy serves them when no recent Go is installed. Which proxy is
# the user's choice, as for every Go download: the first URL in `go env
# GOPROXY` (an old Go's answer, which includes GOPROXY from the environment
# and from `go env -w`), else in $GOPROXY; "direct" is skipped (a toolchain
# is not fetched from a VCS here) and "off" ends the list, as for go itself.
go:
	@if ! $(GO) version >/dev/null 2>&1 || [ "$$($(GO) env GOVERSION | sed 's/go1\.\([0-9]*\).*/\1/')" -lt 21 ]; then \
	  list=$$($(GO) env GOPROXY 2>/dev/null || true); list=$${list:-$${GOPROXY:-}}; proxy=; \
	  for p in $$(echo "$$list" | tr ',|' '  '); do \
	    case $$p in off) break ;; https://*|http://*|file://*) proxy=$${p%/}; break ;; esac; \
	  done; \
	  if [ -z "$$proxy" ]; then \
	    echo "No Go $(GO_FETCH_VERSION) found, and no Go module proxy to fetch it from: GOPROXY is '$$list'." >&2; \
	    echo "Set GOPROXY to your module proxy's URL (Go's default is https://proxy.golang.org)," >&2; \
	    echo "or install Go 1.21 or later (https://go.dev/dl/) and put it on PATH." >&2; \
	    exit 1; \
	  fi; \
	  echo "Fetching Go $(GO_FETCH_VERSION) from the Go module proxy $$proxy into $(GO_HOME)"; \
	  tmp=$$(mktemp -d) && \
	  curl -fsSL "$$proxy/golang.org/toolchain/@v/v0.0.1-go$(GO_FETCH_VERSION).linux-amd64.zip" -o $$tmp/go.zip && \
	  unzip -q $$tmp/go.zip -d $$tmp && mkdir -p $(dir $(GO_HOME)) && rm -rf $(GO_HOME) && \
	  mv "$$tmp/golang.org/toolchain@v0.0.1-go$(GO_FETCH_VERSION).linux-amd64" $(GO_HOME) && \
	  chmod +x $(GO_HOME)/bin/* $(GO_HOME)/pkg/tool/*/* && rm -rf $$tmp; \
	fi

check: fmt vet

fmt:
	@out=$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go')); \
	if [ -n "$$out" ]; then echo "gofmt would change:"; echo "$$out"; exit 1; fi

vet:
	$(GO) vet ./...

# ./ui/... first: go test starts packages in the order it is given them,
# and ui's tests, the longest by far under -race (Fyne's text shaping),
# listed last as in ./..., ran alone for minutes after all the others.
# -timeout 45m: ui's tests need about 2.5 CPU minutes under -race, which
# took over go test's default 10 minutes on a machine loaded fourfold.
unit:
	$(GO) test -race -timeout 45m ./ui/... ./...

# Every Fuzz target of every package, briefly: long enough to catch a parser
# that panics on junk, short enough for CI. The targets are found in the
# test files go list names for this build (no test binary is built to list
# them: that compiled all 50-odd packages' tests once more).
fuzz:
	@set -e; $(GO) list -f '{{.ImportPath}}{{range .TestGoFiles}} {{$$.Dir}}/{{.}}{{end}}{{range .XTestGoFiles}} {{$$.Dir}}/{{.}}{{end}}' ./... | \
	while read -r pkg files; do \
	  [ -n "$$files" ] || continue; \
	  for f in $$(sed -n 's/^func \(Fuzz[A-Za-z0-9_]*\)(.*/\1/p' $$files); do \
	    echo "fuzz $$pkg $$f ($(FUZZTIME))"; \
	    $(GO) test -run '^$$' -fuzz "^$$f$$" -fuzztime $(FUZZTIME) $$pkg > /tmp/grille-fuzz.log 2>&1 || { cat /tmp/grille-fuzz.log; exit 1; }; \
	  done; \
	done

# The real binary in a real (virtual) X server: it must draw its window; and
# its terminal commands must print nothing on stderr under C locales.
smoke: build
	$(GO) test -tags smoke -count=1 -run '^(TestSmoke|TestQuietTerminal)$$' -v ./app

# The README's and the AppStream metadata's pictures (assets/screenshot*.png),
# taken anew from the real window under Xvfb: a release shows its own window.
screenshots: build
	$(GO) test -tags screenshots -count=1 -run '^TestScreenshots$$' -v ./app

# The heavy inputs at full size, through the real binary: time and peak
# memory per case (BENCHMARKS.md's "Limits" table); and every method's Stop latency,
# in process, within 200 ms (TestStressStop). Not part of make test:
# minutes, and timings want a quiet machine.
stress: build
	@dpkg -s time >/dev/null 2>&1 || DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq time
	$(GO) test -tags stress -count=1 -timeout 30m -run TestStress -v ./app/cli

# Speed targets, on the shared data sets when ../shared is present.
bench: go
	$(GO) test -run '^$$' -bench . -benchtime 2s ./solve/...

clean:
	rm -f $(BIN)

# ---- Packages -------------------------------------------------------------
# make dist: dist/grille-VERSION-linux-amd64.tar.xz, dist/grille_VERSION_amd64.deb
# and dist/grille-VERSION-windows-amd64-setup.exe (VERSION from FyneApp.toml),
# byte for byte the same at every run of the same commit. The scripts are in
# assets/dist/; RELEASE.md explains them. make dist-test installs,
# runs and removes them (the .deb for real, the installer under Wine).
# Beyond DEBS: dpkg-shlibdeps, the mingw-w64 cross compiler, NSIS, xz; and
# for dist-test only, Wine (to run Windows' grille.exe) and the checkers of
# Debian's conventions: lintian, appstreamcli, man, bash-completion.
DIST_DEBS := dpkg-dev mingw-w64 nsis xz-utils
DIST_TEST_DEBS := wine wine64 lintian appstream man-db bash-completion
# lp_solve for Windows is built from Debian's source package: apt-get source
# needs a deb-src entry, added here when missing.
DEB_SRC_LIST := /etc/apt/sources.list.d/grille-deb-src.sources

dist: dist-deps
	rm -f dist/grille-*-linux-amd64.tar.xz dist/grille_*_amd64.deb dist/grille-*-windows-amd64-setup.exe dist/SHA256SUMS
	GO=$(GO) bash assets/dist/linux.sh
	GO=$(GO) bash assets/dist/windows.sh
	cd dist && sha256sum grille* > SHA256SUMS && cat SHA256SUMS

dist-linux: dist-deps
	GO=$(GO) bash assets/dist/linux.sh

dist-windows: dist-deps
	GO=$(GO) bash assets/dist/windows.sh

dist-deps: deps
	@missing=$$(for p in $(DIST_DEBS) $(if $(filter dist-test,$(MAKECMDGOALS)),$(DIST_TEST_DEBS)); do dpkg -s $$p >/dev/null 2>&1 || echo $$p; done); \
	if [ -n "$$missing" ]; then \
	  echo "Installing Debian packages:" $$missing; \
	  $(SUDO) apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; \
	fi
	@if ! apt-get source --print-uris lp-solve >/dev/null 2>&1; then \
	  . /etc/os-release; echo "Adding a deb-src entry ($(DEB_SRC_LIST)) for apt-get source lp-solve"; \
	  printf 'Types: deb-src\nURIs: http://deb.debian.org/debian\nSuites: %s\nComponents: main\nSigned-By: /usr/share/keyrings/debian-archive-keyring.gpg\n' \
	    "$$VERSION_CODENAME" | $(SUDO) tee $(DEB_SRC_LIST) >/dev/null && \
	  $(SUDO) apt-get update -qq; \
	fi

dist-test: dist
	GO=$(GO) SUDO=$(SUDO) bash assets/dist/test.sh

dist-clean:
	rm -rf dist
