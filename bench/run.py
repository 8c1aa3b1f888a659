#!/usr/bin/python3
"""Benchmarks weft against CPython (+NumPy) on the same .py sources and prints a Markdown table
of the times and ratios, the rows where weft loses first. Each bench_*.py times itself with time.perf_counter (best of several
repeats, start-up excluded) and prints `BENCH seconds name`; each program runs --runs times
under weft and CPython alternately and every benchmark keeps its best time, so a burst of load
from other processes on a shared machine hurts neither side more. Start-up is measured
separately as the mean of several runs of the whole process.

With --baseline OLD_WEFT (another build, e.g. main's) each program also runs under that binary
in the same alternation, and the table gains its time and ratio: a before/after comparison
measured side by side, under the same load. --only SUBSTR keeps the bench_*.py files whose
name contains it (repeatable, or comma-separated: --only npops,pipelines).

usage: run.py [--weft build/weft] [--baseline OLD] [--only classes] [--runs 3] [--startup-runs 20]"""
import argparse
import glob
import os
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
PYTHON = "/usr/bin/python3"


def bench_envs(path):
    """The `# bench-env: NAME=VALUE ...` lines of a program: it runs once under each (both
    sides), its rows named with the setting; [None] when it has none."""
    envs = [line.split(":", 1)[1].split() for line in open(path) if line.startswith("# bench-env:")]
    return [dict(v.split("=", 1) for v in e) for e in envs] or [None]


def bench_times(cmd, path, env=None):
    full = dict(os.environ, **env) if env else None
    suffix = " [" + " ".join(f"{k}={v}" for k, v in env.items()) + "]" if env else ""
    p = subprocess.run(cmd + [path], capture_output=True, text=True, timeout=900, env=full)
    if p.returncode != 0:
        sys.exit(f"{' '.join(cmd)} {path} failed:\n{p.stderr}")
    times = {}
    for line in p.stdout.splitlines():
        if line.startswith("BENCH "):
            _, seconds, name = line.split(" ", 2)
            times[name.rstrip(",") + suffix] = float(seconds)
    return times


def best_times(weft, path, runs, baseline=None):
    """Alternates weft, CPython (and the baseline weft) runs of one program; the best time of
    each benchmark under each."""
    w, c, b = {}, {}, {}
    cmds = [(w, [weft]), (c, [PYTHON])] + ([(b, [baseline])] if baseline else [])
    for _ in range(runs):
        for env in bench_envs(path):
            for best, cmd in cmds:
                for name, t in bench_times(cmd, path, env).items():
                    best[name] = min(t, best.get(name, t))
    return w, c, b


def startup(cmd, runs):
    total = 0.0
    for _ in range(runs):
        t0 = time.perf_counter()
        subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL)
        total += time.perf_counter() - t0
    return total / runs


def peak_kib(cmd):
    """Runs cmd once and returns its maxrss in KiB (the peak resident memory of the process)."""
    p = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(p.pid, 0)
    p.returncode = os.waitstatus_to_exitcode(status)
    if p.returncode != 0:
        sys.exit(f"{' '.join(cmd)} failed:\n{p.stderr.read().decode()}")
    return usage.ru_maxrss


def pipeline_memory(weft):
    """Peak memory of each pipeline of bench_pipelines.py, one process per pipeline and side."""
    path = os.path.join(HERE, "bench_pipelines.py")
    names = [line.split("(")[0][4:] for line in open(path) if line.startswith("def ")]
    rows = []
    for name in names:
        w = peak_kib([weft, path, name])
        c = peak_kib([PYTHON, path, name])
        rows.append(f"| {name} | {w / 1024:.0f} MiB | {c / 1024:.0f} MiB | {c / w:.2f}x |")
    return rows


def fmt(t):
    return f"{t * 1000:.1f} ms" if t < 10 else f"{t:.1f} s"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--weft", default=os.path.join(os.path.dirname(HERE), "build", "weft"))
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--startup-runs", type=int, default=20)
    ap.add_argument("--baseline", help="another weft binary timed in the same run (before/after)")
    ap.add_argument("--only", action="append", help="keep bench_*.py names containing this")
    args = ap.parse_args()
    only = [o for arg in (args.only or []) for o in arg.split(",") if o]
    weft = os.path.abspath(args.weft)
    base = os.path.abspath(args.baseline) if args.baseline else None
    rows = []  # (ratio, row): printed losing ones first once all are measured
    for path in sorted(glob.glob(os.path.join(HERE, "bench_*.py"))):
        if os.path.basename(path) == "bench_jit.py":
            continue  # against Numba, not CPython: bench/jit_run.py
        if only and not any(o in os.path.basename(path) for o in only):
            continue
        w, c, b = best_times(weft, path, args.runs, base)
        for name in w:
            before = f" {fmt(b[name])} | {c[name] / b[name]:.2f}x |" if base else ""
            rows.append((c[name] / w[name],
                         f"| {name} | {fmt(w[name])} | {fmt(c[name])} | {c[name] / w[name]:.2f}x |"
                         + before))
            print(f"measured: {name}", file=sys.stderr, flush=True)
    if only:  # no start-up rows: a partial run compares the chosen programs only
        print_table(rows, base, None)
    else:
        code = "print(1)"
        w = startup([weft, "-c", code], args.startup_runs)
        c = startup([PYTHON, "-c", code], args.startup_runs)
        n = startup([PYTHON, "-c", "import numba"], args.startup_runs)
        rows.append((c / w, f"| start-up: `weft -c 'print(1)'` vs `python3 -c 'print(1)'` | {fmt(w)} "
                            f"| {fmt(c)} | {c / w:.2f}x |"))
        rows.append((n / w, f"| start-up: `weft -c 'print(1)'` vs `python3 -c 'import numba'` | "
                            f"{fmt(w)} | {fmt(n)} | {n / w:.2f}x |"))
        print_table(rows, base, args.startup_runs)
    if only and not any("pipelines" in o for o in only):
        return
    print("\n| pipeline (bench_pipelines.py) | weft peak memory | CPython peak memory | CPython / weft |")
    print("|---|---:|---:|---:|")
    for row in pipeline_memory(weft):
        print(row)
    print("\nPeak memory: maxrss of one process running only that pipeline (start-up included).")


def print_table(rows, base, startup_runs):
    extra = " baseline weft | CPython / baseline |" if base else ""
    print("| benchmark | weft | CPython | CPython / weft |" + extra)
    print("|---|---:|---:|---:|" + ("---:|---:|" if base else ""))
    for _, row in sorted(rows, key=lambda r: r[0]):
        print(row)
    tail = f" Start-up: mean of {startup_runs} runs." if startup_runs else ""
    print(f"\nRatios above 1 mean weft is faster.{tail}")


if __name__ == "__main__":
    main()
