#!/usr/bin/env bash
# Runs each libFuzzer target for SECONDS (default 60) from the seed corpus in Tests/Fixtures/fuzz.
# A finding is written to .build/fuzz-artifacts/<target>/ and fails the run; copy it into
# Tests/Fixtures/fuzz/<target>/ so FuzzRegressionTests replays it from then on.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
targets=(FuzzFrontMatter FuzzMustache FuzzImageSize)
for target in "${targets[@]}"; do
    FUZZING=1 swift build --product "$target" --build-path .build/fuzz 2>&1 | grep -E "error|warning: unre" || true
done
status=0
for target in "${targets[@]}"; do
    corpus=.build/fuzz-corpus/$target
    artifacts=.build/fuzz-artifacts/$target/
    mkdir -p "$corpus" "$artifacts"
    cp Tests/Fixtures/fuzz/$target/* "$corpus"/
    echo "fuzz: $target for ${seconds}s"
    if ! .build/fuzz/debug/$target "$corpus" -max_total_time="$seconds" -max_len=8192 -timeout=10 -rss_limit_mb=2048 \
            -artifact_prefix="$artifacts" -print_final_stats=1 2>.build/fuzz-artifacts/$target.log; then
        echo "fuzz: $target found a problem; see .build/fuzz-artifacts/$target.log and $artifacts" >&2
        tail -30 .build/fuzz-artifacts/$target.log >&2
        status=1
    else
        grep -E "stat::number_of_executed_units|stat::peak_rss_mb" .build/fuzz-artifacts/$target.log | sed "s/^/fuzz: $target /"
    fi
done
exit $status
