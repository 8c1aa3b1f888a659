"""compile_profile_check.py — NVRTC compiles are in the profiler's log (issue 5: "compiles
(NVRTC, cache hit/miss)").

A compile-only run with an empty cache spends tens of milliseconds in NVRTC at the kernel's first
launch: the Chrome trace's Compile track must have a row "<kernel> (NVRTC sm_80)" with
cache_hit false lasting that long, placed on the timeline (inside the program's span, before the
kernel's row, which the compile delays), and the summary's Compile phase must count it. A second
run with the same cache must show the row with cache_hit true. Skips without NVRTC.

    /usr/bin/python3 tests/gpu/compile_profile_check.py --weft build/weft
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PROG = os.path.join(ROOT, "tests", "golden", "kernels", "vector_add.py")
ROW = "add__a1Cf4_a1Cf4_a1Cf4 (NVRTC sm_80)"
MIN_COLD_US = 2000  # NVRTC takes ~50 ms for this kernel here; far above a cache read


def run(weft, env, trace):
    return subprocess.run([weft, "--compile-only=sm_80", "--profile", f"--trace={trace}", PROG],
                          capture_output=True, text=True, env=env, timeout=120)


def events(trace):
    d = json.load(open(trace))
    return d["traceEvents"] if isinstance(d, dict) else d


def compile_phase_us(stderr):
    """The summary's "Compile" phase row, in microseconds (None when absent)."""
    m = re.search(r"^  Compile\s+[\d.]+\s+([\d.]+) (ns|us|ms|s)\s*$", stderr, re.M)
    if not m:
        return None
    return float(m.group(1)) * {"ns": 1e-3, "us": 1, "ms": 1e3, "s": 1e6}[m.group(2)]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--weft", default="build/weft")
    weft = os.path.abspath(ap.parse_args().weft)
    failures = []

    def check(name, ok, detail):
        print(("ok   " if ok else "FAIL ") + name)
        if not ok:
            failures.append(name)
            print(f"  {detail}")

    with tempfile.TemporaryDirectory(prefix="weft-compile-prof.") as tmp:
        env = {k: v for k, v in os.environ.items() if not k.startswith("WEFT_")}
        env["WEFT_CACHE_DIR"] = os.path.join(tmp, "cache")
        cold_trace, warm_trace = os.path.join(tmp, "cold.json"), os.path.join(tmp, "warm.json")
        cold = run(weft, env, cold_trace)
        if "GPU backend not built" in cold.stderr or "GPU backend unavailable" in cold.stderr:
            print("compile_profile_check: SKIP: no NVRTC here")
            return 0
        if cold.returncode != 0 or not os.path.exists(cold_trace):
            print(f"FAIL cold run: rc={cold.returncode}\n{cold.stderr[-1500:]}")
            return 1
        ev = events(cold_trace)
        rows = [e for e in ev if e.get("ph") == "X" and e.get("name") == ROW]
        check("cold run: one NVRTC compile row, cache_hit false",
              len(rows) == 1 and rows[0].get("args", {}).get("cache_hit") is False, rows)
        if rows:
            row = rows[0]
            check(f"cold run: the compile row lasts as long as NVRTC ran (>= {MIN_COLD_US} us)",
                  row["dur"] >= MIN_COLD_US, row)
            program = [e for e in ev if e.get("name") == "program" and e.get("ph") == "X"]
            kernel = [e for e in ev if e.get("name") == "add" and e.get("args", {}).get("grid")]
            on_timeline = (program and kernel and row["ts"] >= 0
                           and row["ts"] + row["dur"] <= program[0]["ts"] + program[0]["dur"] + 1
                           and kernel[0]["ts"] >= row["ts"] + row["dur"] - 1)
            check("cold run: the compile is on the timeline, before the kernel it delays", on_timeline,
                  f"compile={row} program={program} kernel={kernel}")
            phase = compile_phase_us(cold.stderr)
            check("cold run: the summary's Compile phase counts the NVRTC time",
                  phase is not None and phase >= row["dur"] - 1, f"Compile phase={phase} us, row={row['dur']} us")
        warm = run(weft, env, warm_trace)
        rows = [e for e in events(warm_trace) if e.get("name") == ROW] if os.path.exists(warm_trace) else []
        check("warm run: the compile row says cache_hit true",
              warm.returncode == 0 and len(rows) == 1 and rows[0].get("args", {}).get("cache_hit") is True,
              f"rc={warm.returncode} rows={rows} stderr tail={warm.stderr[-600:]!r}")
    print(f"{len(failures)} failed" if failures else "compile profile: all passed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
