#!/usr/bin/env bash
# The two ways to get a release binary both work: a plain `swift build -c release` (what a Swift
# user types first) and `make release` (the single static file `make install` copies, with its
# image encoder beside it). Each must link, and build the example site and a site of screenshots
# (whose variants the encoder makes) to the same bytes as the other.
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

build_example() {  # binary, output folder
    "$1" build --content content --templates templates --output "$2/example" --quiet
    test -f "$2/example/index.html" && test -f "$2/example/manifest.json"
    # The language switch's names come from the ICU data Foundation carries: a static binary has it too.
    grep -q 'lang="fr" dir="ltr">français</span>' "$2/example/index.html" \
        || { echo "release-test: $1 named no language by CLDR (no ICU data?)" >&2; exit 1; }
    "$1" build --content Tests/Fixtures/layout/content --output "$2/pictures" --quiet
    ls "$2/pictures/images/" | grep -q -- '-720w\..*\.avif$'
}

# A clone where only `swift build --product build-site` ran (never `make site`): the encoder is
# built beside build-site as its dependency, and `swift run build-site` publishes what `make site`
# does, variants included. In a clone that has built nothing yet (CI's), that is its own .build,
# which `make site` and the tests then use; elsewhere a build folder of its own.
fresh="$work/fresh-build"
[ -e .build/debug ] || fresh=.build
"$SWIFT" build --product build-site --build-path "$fresh"
test -x "$("$SWIFT" build --build-path "$fresh" --show-bin-path)/build-site-vips" \
    || { echo "release-test: swift build --product build-site left no build-site-vips beside build-site" >&2; exit 1; }
"$SWIFT" run --skip-build --build-path "$fresh" build-site --output "$work/swift-run" --quiet
make --no-print-directory site >/dev/null
diff -r "$work/swift-run" output >/dev/null || { echo "release-test: swift run build-site and make site wrote different sites" >&2; exit 1; }
ls "$work/swift-run/images/" | grep -q -- '^city-360w\..*\.avif$' || { echo "release-test: swift run build-site made no variants" >&2; exit 1; }
[ "$fresh" = .build ] || rm -rf "$fresh"
echo "release-test: swift build --product build-site builds its encoder, and swift run build-site writes what make site writes"

"$SWIFT" build -c release --product build-site
plain="$("$SWIFT" build -c release --show-bin-path)/build-site"
build_example "$plain" "$work/plain"
echo "release-test: plain release build links and builds the example and the pictures' variants"

make --no-print-directory release >/dev/null
static=.build/static/release/build-site
build_example "$static" "$work/static"
if [ "$(uname -s)" = Linux ] && ldd "$static" >/dev/null 2>&1; then
    echo "release-test: $static is not a static executable:" >&2
    ldd "$static" >&2
    exit 1
fi
for site in example pictures; do
    diff -r "$work/plain/$site" "$work/static/$site" >/dev/null || { echo "release-test: the two binaries built different $site sites" >&2; exit 1; }
done
echo "release-test: make release gives one static file (and its image encoder) that builds the same sites"
