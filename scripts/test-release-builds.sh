#!/usr/bin/env bash
# The two ways to get a release binary both work: a plain `swift build -c release` (what a Swift
# user types first) and `make release` (the file `make install` copies, with the Swift runtime
# linked in). Each must link, and build the example site to the same bytes as the other.
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

build_example() {  # binary, output folder
    "$1" build --content content --templates templates --output "$2" --quiet
    test -f "$2/index.html" && test -f "$2/manifest.json"
}

"$SWIFT" build -c release --product build-site
plain="$("$SWIFT" build -c release --show-bin-path)/build-site"
build_example "$plain" "$work/plain"
echo "release-test: plain release build links and builds the example"

make --no-print-directory release >/dev/null
static=.build/static/release/build-site
build_example "$static" "$work/static"
# The Swift runtime is linked in; libvips is loaded only when variants are made, never at start.
if [ "$(uname -s)" = Linux ] && ldd "$static" | grep -E 'libswift|libFoundation|libdispatch|libvips'; then
    echo "release-test: $static links the libraries above at start" >&2
    exit 1
fi
diff -r "$work/plain" "$work/static" >/dev/null || { echo "release-test: the two binaries built different sites" >&2; exit 1; }
echo "release-test: make release gives one file, the Swift runtime linked in, that builds the same site"
