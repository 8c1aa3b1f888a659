#!/bin/sh
# run_fuzz.sh BINARY SECONDS — runs the libFuzzer build (tests/fuzz/fuzz_weft.c) for SECONDS at
# nice 10, on a corpus kept in build/fuzz/corpus and seeded from tests/golden (ctypes tests left
# out: they may crash on purpose), then says how many programs ran and what was found.
# libFuzzer runs in fork mode, going on after a finding: each crash, timeout or out-of-memory
# input is written to build/fuzz/findings/ (crash-*, timeout-*, oom-*), and the run goes on.
# Each one fixed becomes a golden test, which seeds the next runs. Exit status 1 when this run
# found something. FUZZ_JOBS=N runs N fuzzing processes (default 1); FUZZ_LEAKS=1 also reports
# leaks (LeakSanitizer, with make asan's suppressions: tests/lsan_suppressions.txt); the replay
# reports them by default (FUZZ_LEAKS=0 turns that off: docs/crash.md).
# FUZZ_FAIL_ON=crash (make test's short run) fails only on crashes: a timeout or an
# out-of-memory input on a loaded machine is reported but does not fail the run.
# run_fuzz.sh BINARY replay — make test's run: every program of tests/golden (ctypes left out)
# once through the sanitized build, no mutation, so the same tree always gives the same verdict;
# exit status 1 at the first sanitizer error, crash or leak.
# (A timed mutating run in CI could block a landing on a finding unrelated to the change; that
# run is `make fuzz`.)
set -u
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
secs=$2
root=$(cd "$(dirname "$0")/../.." && pwd)
out=$root/build/fuzz
lsan=suppressions=$root/tests/lsan_suppressions.txt:print_suppressions=0
if [ "$secs" = replay ]; then
  replay=$out/replay
  rm -rf "$replay" && mkdir -p "$replay" "$out/scratch" "$out/findings"
  find "$root/tests/golden" -name '*.py' ! -path '*/ctypes/*' | while read -r f; do
    cp "$f" "$replay/$(echo "${f#$root/tests/golden/}" | tr '/' '_')"
  done
  ulimit -s 65536 2>/dev/null
  if WEFT_FUZZ_DIR=$out/scratch ASAN_OPTIONS=detect_leaks=${FUZZ_LEAKS:-1}:quarantine_size_mb=64:allocator_may_return_null=1 \
     LSAN_OPTIONS=$lsan UBSAN_OPTIONS=print_stacktrace=1 nice -n 10 "$bin" -runs=0 -timeout=60 -rss_limit_mb=3072 \
     -close_fd_mask=3 -artifact_prefix="$out/findings/" "$replay" >"$out/replay.log" 2>&1; then
    echo "fuzz: replayed $(ls "$replay" | wc -l) programs of tests/golden under ASan+UBSan: nothing found"
    exit 0
  fi
  echo "fuzz: the replay of tests/golden under ASan+UBSan stopped (log: $out/replay.log):"
  grep -E 'ERROR|SUMMARY|runtime error|Test unit written' "$out/replay.log" | head -5
  exit 1
fi
mkdir -p "$out/corpus" "$out/findings" "$out/scratch"
find "$root/tests/golden" -name '*.py' ! -path '*/ctypes/*' | while read -r f; do
  name=$(echo "${f#$root/tests/golden/}" | tr '/' '_')
  [ -e "$out/corpus/$name" ] || cp "$f" "$out/corpus/$name"
done
log=$out/last.log
kinds=${FUZZ_FAIL_ON:-crash|timeout|oom|leak}
findings() { ls "$out/findings" | grep -cE "^($kinds)-"; } # not slow-unit-*
others() { ls "$out/findings" | grep -cE '^(crash|timeout|oom|leak)-'; }
before_all=$(others)
before=$(findings)
# ASan's frames are several times larger than the release build's: 1000 levels of Python
# recursion through C need more than 8 MiB (fuzz_weft.c also caps the recursion limit at 200).
ulimit -s 65536 2>/dev/null
# The scratch folder is where the programs' files go (fuzz_weft.c chdirs into it).
WEFT_FUZZ_DIR=$out/scratch \
ASAN_OPTIONS=detect_leaks=${FUZZ_LEAKS:-0}:quarantine_size_mb=64:allocator_may_return_null=1 \
LSAN_OPTIONS=$lsan UBSAN_OPTIONS=print_stacktrace=1 \
  nice -n 10 "$bin" -fork="${FUZZ_JOBS:-1}" -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1 \
  -max_total_time="$secs" -timeout=30 -rss_limit_mb=3072 -max_len=8192 -close_fd_mask=3 \
  -dict="$root/tests/fuzz/python.dict" -artifact_prefix="$out/findings/" "$out/corpus" >"$log" 2>&1
# fork mode's progress lines: "#RUNS: cov: ... corp: ... exec/s: ... oom/timeout/crash: O/T/C ..."
runs=$(grep -o '^#[0-9]*: cov' "$log" | tail -1 | tr -dc '0-9')
echo "fuzz: ${runs:-0} programs run in ${secs}s, corpus $(ls "$out/corpus" | wc -l) inputs (log: $log)"
found=$(($(findings) - before))
if [ "$found" -gt 0 ]; then
  echo "fuzz: FOUND $found new input(s) in $out/findings:"
  ls -t "$out/findings" | grep -E "^($kinds)-" | head -"$found"
  exit 1
fi
other=$(($(others) - before_all))
[ "$other" -gt 0 ] && echo "fuzz: $other timeout/out-of-memory input(s) in $out/findings (not failing this run)"

echo "fuzz: nothing found"
