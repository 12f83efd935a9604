#!/usr/bin/env bash
# Runs each libFuzzer target from the seed corpus in Tests/Fixtures/fuzz for SECONDS (default 60)
# of one core's time: side by side, each for SECONDS × targets ÷ usable cores of wall time, so that
# every target gets the executions it would get alone, in less time than one after another.
# A finding is written to .build/fuzz-artifacts/<target>/ and fails the run; copy it into
# Tests/Fixtures/fuzz/<target>/ so FuzzRegressionTests replays it from then on.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
targets=(FuzzFrontMatter FuzzMustache FuzzImageSize)
cores=$(python3 scripts/usable-cpus.py)
wall=$(( (seconds * ${#targets[@]} + cores - 1) / cores ))
(( wall > seconds )) || wall=$seconds
for target in "${targets[@]}"; do
    FUZZING=1 swift build --product "$target" --build-path .build/fuzz 2>&1 | grep -E "error|warning: unre" || true
done

fuzz() {  # target: runs it, and says what it found
    local target=$1 corpus=.build/fuzz-corpus/$1 artifacts=.build/fuzz-artifacts/$1/
    mkdir -p "$corpus" "$artifacts"
    cp Tests/Fixtures/fuzz/$target/* "$corpus"/
    if ! .build/fuzz/debug/$target "$corpus" -max_total_time="$wall" -max_len=8192 -timeout=10 -rss_limit_mb=2048 \
            -artifact_prefix="$artifacts" -print_final_stats=1 2>.build/fuzz-artifacts/$target.log; then
        echo "fuzz: $target found a problem; see .build/fuzz-artifacts/$target.log and $artifacts" >&2
        tail -30 .build/fuzz-artifacts/$target.log >&2
        return 1
    fi
    grep -E "stat::number_of_executed_units|stat::peak_rss_mb" .build/fuzz-artifacts/$target.log | sed "s/^/fuzz: $target /"
}

echo "fuzz: ${targets[*]} side by side for ${wall}s on $cores cores"
pids=()
for target in "${targets[@]}"; do
    fuzz "$target" & pids+=($!)
done
status=0
for pid in "${pids[@]}"; do
    wait "$pid" || status=1
done
exit $status
