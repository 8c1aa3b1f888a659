#!/usr/bin/python3
"""The profiler's overhead: runs bench programs under `weft` (off), `weft --profile` (sampled host
spans, the default) and `weft --profile=exact` (every call and line traced), alternating the three
so a burst of load from other processes hurts none more, and prints a Markdown table of each
one's best CPU time (user + system of the whole process: start-up, the run and the report at exit)
and the on-vs-off ratios. See docs/profiler.md, "Cost".

usage: prof_overhead.py [--weft build/weft] [--runs 7] [PROGRAM.py ...]"""
import argparse
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PROGRAMS = ["bench_fib.py", "bench_primes.py", "bench_loops.py", "bench_arrays.py"]
MODES = [("off", []), ("--profile", ["--profile"]), ("--profile=exact", ["--profile=exact"])]


def cpu_seconds(cmd):
    """CPU time (user + system) of one run of cmd; exits if the run fails."""
    p = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    err = p.stderr.read()
    _, status, usage = os.wait4(p.pid, 0)
    p.returncode = os.waitstatus_to_exitcode(status)
    if p.returncode != 0:
        sys.exit(f"{' '.join(cmd)} failed ({p.returncode}):\n{err.decode(errors='replace')}")
    if len(cmd) > 2 and b"==PROF==" not in err:
        sys.exit(f"{' '.join(cmd)} printed no profile")
    return usage.ru_utime + usage.ru_stime


def best_times(weft, path, runs):
    best = {}
    for _ in range(runs):
        for name, flags in MODES:
            t = cpu_seconds([weft] + flags + [path])
            best[name] = min(t, best.get(name, t))
    return best


def ms(t):
    return f"{t * 1e3:.0f} ms" if t >= 0.01 else f"{t * 1e3:.1f} ms"


def pct(on, off):
    return f"{(on / off - 1) * 100:+.1f}%"


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--weft", default="build/weft")
    ap.add_argument("--runs", type=int, default=7)
    ap.add_argument("programs", nargs="*", default=PROGRAMS)
    args = ap.parse_args()
    weft = os.path.abspath(args.weft)
    print(f"CPU time, best of {args.runs} alternating runs (`{' '.join(sys.argv)}`)\n")
    print("| program | off | `--profile` | on vs off | `--profile=exact` | exact vs off |")
    print("|---|---|---|---|---|---|")
    for prog in args.programs:
        path = prog if os.path.exists(prog) else os.path.join(HERE, prog)
        b = best_times(weft, path, args.runs)
        off, on, ex = b["off"], b["--profile"], b["--profile=exact"]
        print(f"| {os.path.basename(prog)} | {ms(off)} | {ms(on)} | {pct(on, off)} | {ms(ex)} | {pct(ex, off)} |",
              flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
