#!/usr/bin/python3
"""The @jit benchmark (bench/bench_jit.py) side by side: Weft's CPU engine (native code), Numba
0.56 `@njit` under /usr/bin/python3, Weft with `--jit=sim` (the simulator) and Weft's
interpreter (BENCH_JIT_PY=1: the undecorated functions). Prints a Markdown table, the rows where
Weft's native code loses to Numba first, then the prange row: bench/bench_prange.py with
NUMBA_NUM_THREADS=1 and 2 under Weft and Numba, each one's speed-up from 1 to 2 threads.

Every program runs --runs times, alternately, keeping each benchmark's best time. The first
Weft run has an empty compile cache (a fresh WEFT_CACHE_DIR): its "first call" row is the
compile; the later runs load from the cache ("cached").

usage: jit_run.py [--weft build/weft] [--runs 3]"""
import argparse
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
PYTHON = "/usr/bin/python3"
PROGRAM = os.path.join(HERE, "bench_jit.py")
PRANGE = os.path.join(HERE, "bench_prange.py")
FIRST = "first call of doublegauss (compiles)"


def bench_times(cmd, env, program=PROGRAM):
    p = subprocess.run(cmd + [program], capture_output=True, text=True, timeout=900,
                       env={**os.environ, **env})
    if p.returncode != 0:
        sys.exit(f"{' '.join(cmd)} {PROGRAM} failed:\n{p.stderr}")
    times = {}
    for line in p.stdout.splitlines():
        if line.startswith("BENCH "):
            _, seconds, name = line.split(" ", 2)
            times[name] = float(seconds)
    return times


def keep_best(best, times):
    for name, t in times.items():
        best[name] = min(t, best.get(name, t))


def fmt(t):
    if t is None:
        return "-"
    return f"{t * 1e6:.0f} us" if t < 1e-3 else f"{t * 1000:.1f} ms" if t < 10 else f"{t:.1f} s"


def print_prange(par):
    """The prange rows: 1 thread, 2 threads (NUMBA_NUM_THREADS), and the speed-up, weft and Numba."""
    for name in par[("weft", 1)]:
        w1, w2 = par[("weft", 1)][name], par[("weft", 2)][name]
        n1, n2 = par[("numba", 1)][name], par[("numba", 2)][name]
        print(f"| {name}: 1 thread / 2 threads | {fmt(w1)} / {fmt(w2)} ({w1 / w2:.2f}x) "
              f"| {fmt(n1)} / {fmt(n2)} ({n1 / n2:.2f}x) | {n2 / w2:.2f}x | | | |")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--weft", default=os.path.join(os.path.dirname(HERE), "build", "weft"))
    ap.add_argument("--runs", type=int, default=3)
    args = ap.parse_args()
    weft = os.path.abspath(args.weft)
    native, numba, sim, interp, par = {}, {}, {}, {}, {}
    cold = cached = None
    with tempfile.TemporaryDirectory() as cache:
        for run in range(args.runs):
            times = bench_times([weft, "--jit=native"], {"WEFT_CACHE_DIR": cache})
            if run == 0:
                cold = times.pop(FIRST)
            else:
                t = times.pop(FIRST)
                cached = t if cached is None else min(cached, t)
            keep_best(native, times)
            keep_best(numba, bench_times([PYTHON], {}))
            keep_best(sim, bench_times([weft, "--jit=sim"], {}))
            keep_best(interp, bench_times([weft], {"BENCH_JIT_PY": "1"}))
            for threads in (1, 2):
                env = {"NUMBA_NUM_THREADS": str(threads), "WEFT_CACHE_DIR": cache}
                keep_best(par.setdefault(("weft", threads), {}), bench_times([weft], env, PRANGE))
                keep_best(par.setdefault(("numba", threads), {}), bench_times([PYTHON], env, PRANGE))
            print(f"measured: run {run + 1} of {args.runs}", file=sys.stderr, flush=True)
    rows = []
    for name, t in native.items():
        rows.append((numba[name] / t, f"| {name} | {fmt(t)} | {fmt(numba[name])} | {numba[name] / t:.2f}x "
                                      f"| {fmt(sim[name])} | {fmt(interp[name])} | {interp[name] / t:.0f}x |"))
    print("| benchmark | weft @jit (native) | Numba @njit | Numba / weft | weft --jit=sim | weft interpreted "
          "| interpreted / native |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    for _, row in sorted(rows, key=lambda r: r[0]):
        print(row)
    print(f"| {FIRST}: cold cache / cached | {fmt(cold)} / {fmt(cached)} | {fmt(numba[FIRST])} | "
          f"{numba[FIRST] / cold:.2f}x | {fmt(sim[FIRST])} | {fmt(interp[FIRST])} | |")
    print_prange(par)
    print("\nRatios above 1 mean weft's native code is faster. The interpreter runs a tenth of the work "
          "of each loop (its time scaled by 10).")


if __name__ == "__main__":
    main()
