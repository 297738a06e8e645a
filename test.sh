#!/bin/sh
# Runs every test of nanpure, as CI does (.ci/run calls this script).
# Long sweeps over the full files of ../shared/data: NANPURE_LONG=1 ./test.sh
set -eu
cd "$(dirname "$0")"

unformatted=$(gofmt -l .)
if [ -n "$unformatted" ]; then
	echo "gofmt would change:" $unformatted >&2
	exit 1
fi
# The browser tests of internal/web drive Debian's headless Chromium, with
# a CJK font so that Japanese is laid out as players see it: install what
# is missing (CI runs as root on a fresh machine).
missing=""
[ -x /usr/bin/chromium ] || missing=" chromium"
[ -e /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc ] || missing="$missing fonts-noto-cjk"
if [ -n "$missing" ] && command -v apt-get >/dev/null 2>&1; then
	sudo=""
	[ "$(id -u)" = 0 ] || sudo="sudo -n"
	echo "test.sh: installing$missing for the browser tests" >&2
	$sudo apt-get update -q >/dev/null && $sudo apt-get install -y -q $missing >/dev/null ||
		echo "test.sh: could not install$missing; the browser tests will be skipped or measure less (or fail in CI)" >&2
fi
# The browser tests check the page with axe-core, pinned in
# internal/web/testdata/axe (outside static/, which the binary embeds).
if command -v npm >/dev/null 2>&1; then
	(cd internal/web/testdata/axe && npm ci --no-audit --no-fund --loglevel=error >/dev/null) ||
		echo "test.sh: npm ci of axe-core failed; the accessibility checks will be skipped (or fail in CI)" >&2
fi

go vet ./...
go test ./...

# The batch commands as an Apache Beam pipeline: a module of its own
# (beam/), so that Beam's hundreds of modules stay out of nanpure's; its
# tests run it on Beam's embedded Prism runner and compare its records
# with the command line's.
(cd beam && go vet ./... && go test ./...)

# The engine as the page runs it in the browser ("nanpure site"): a short
# set of the engine's tests under GOOS=js GOARCH=wasm, run by Node through
# Go's go_js_wasm_exec, so that a change that breaks the browser's build or
# its answers fails here (the full sets take many minutes there). Left out
# of exact's: TestCancel and TestClassicBudgetAndContext. Under WebAssembly
# one thread runs every goroutine without preemption, so a deadline fires
# only when the search yields (the page's engine gives it a context that
# does: cmd/nanpure-wasm), and a search left running holds the thread.
if command -v node >/dev/null 2>&1; then
	wasmexec="$(go env GOROOT)/lib/wasm/go_js_wasm_exec"
	GOOS=js GOARCH=wasm go vet ./cmd/nanpure-wasm ./internal/api
	GOOS=js GOARCH=wasm go test -short -exec="$wasmexec" ./sudoku ./internal/api
	GOOS=js GOARCH=wasm go test -short -exec="$wasmexec" ./exact -run \
		'TestPerms|TestClassicTables|TestTriadKey|TestStackLayouts|TestClassicExactCounts|TestClassicRandom|TestClassicClashes|TestAnswerFiles|TestExactCounts|TestInvalid|TestHardLargeGrids|TestUniqueAndSolve|TestBadGrids|TestSearchInto|TestLargeSet|Example'
	GOOS=js GOARCH=wasm go test -short -exec="$wasmexec" ./human -skip 'TestTraces|FuzzSolve|TestSoundnessSamples'
elif [ -n "${CI:-}" ]; then
	echo "test.sh: no node to run the engine's tests under WebAssembly" >&2
	exit 1
else
	echo "test.sh: no node: the engine's tests under WebAssembly skipped" >&2
fi
