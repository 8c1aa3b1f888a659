#!/bin/sh
# run_fuzz.sh BINARY SECONDS — runs the libFuzzer build (tests/fuzz/fuzz_weft.c) for SECONDS at
# nice 10, on a corpus kept in build/fuzz/corpus and seeded from tests/golden (ctypes tests left
# out: they may crash on purpose), then says how many programs ran and what was found.
# Findings (crash-*, leak-*, timeout-*, oom-* inputs) go to build/fuzz/findings/; each one fixed
# becomes a golden test, which seeds the next runs. Exit status 1 when something was found.
# FUZZ_JOBS=N runs N fuzzing processes (default 1); FUZZ_LEAKS=1 also stops at a leak.
set -u
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
secs=$2
root=$(cd "$(dirname "$0")/../.." && pwd)
out=$root/build/fuzz
mkdir -p "$out/corpus" "$out/findings" "$out/scratch"
find "$root/tests/golden" -name '*.py' ! -path '*/ctypes/*' | while read -r f; do
  name=$(echo "${f#$root/tests/golden/}" | tr '/' '_')
  [ -e "$out/corpus/$name" ] || cp "$f" "$out/corpus/$name"
done
leaks=${FUZZ_LEAKS:-0}
log=$out/last.log
jobs=""
[ "${FUZZ_JOBS:-1}" -gt 1 ] && jobs="-jobs=$FUZZ_JOBS -workers=$FUZZ_JOBS"
# The scratch folder is where the programs' files go (fuzz_weft.c chdirs into it).
WEFT_FUZZ_DIR=$out/scratch \
ASAN_OPTIONS=detect_leaks=$leaks:quarantine_size_mb=64:allocator_may_return_null=1 \
UBSAN_OPTIONS=print_stacktrace=1 \
  nice -n 10 "$bin" -max_total_time="$secs" -timeout=30 -rss_limit_mb=3072 -max_len=8192 \
  -close_fd_mask=3 -dict="$root/tests/fuzz/python.dict" -artifact_prefix="$out/findings/" \
  -print_final_stats=1 $jobs "$out/corpus" >"$log" 2>&1
status=$?
runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | awk '{s += $2} END {print s + 0}')
echo "fuzz: $runs programs run in ${secs}s, corpus $(ls "$out/corpus" | wc -l) inputs (log: $log)"
if [ $status -ne 0 ]; then
  echo "fuzz: FOUND (status $status):"
  grep -E 'ERROR: |SUMMARY: |Test unit written to' "$log" | head -20
  exit 1
fi
echo "fuzz: nothing found"
