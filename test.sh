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
# The browser tests of internal/web drive Debian's headless Chromium: install
# it when it is missing (CI runs as root on a fresh machine).
if [ ! -x /usr/bin/chromium ] && command -v apt-get >/dev/null 2>&1; then
	sudo=""
	[ "$(id -u)" = 0 ] || sudo="sudo -n"
	echo "test.sh: installing chromium for the browser tests" >&2
	$sudo apt-get update -q >/dev/null && $sudo apt-get install -y -q chromium >/dev/null ||
		echo "test.sh: could not install chromium; the browser tests will be skipped (or fail in CI)" >&2
fi

go vet ./...
go test ./...
