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
go vet ./...
go test ./...
