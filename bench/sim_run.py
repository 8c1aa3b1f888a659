#!/usr/bin/python3
"""Simulator benchmark runner: the same .py sources (bench/sim/) under Numba's CUDA simulator
(NUMBA_ENABLE_CUDASIM=1 /usr/bin/python3) and under weft, side by side in one run. Each program
times its launch itself and prints `launch_seconds T`.

Reports per program: Numba's time (one run: it is slow), weft's best of --reps runs with all
checks on and with checks off (WEFT_CHECK=none), the ratios, the checks' overhead, and weft's
lane-instructions per second (the exact count from WEFT_SIM_COUNTERS=1 over the checks-off
time); then the simulator's memory per array byte (peak RSS of bench/sim/memory.py over
memory_base.py's, per byte of the arrays the kernel gets) and the --sim-threads=2 speed-up.

Usage: /usr/bin/python3 bench/sim_run.py [--weft build/weft] [--reps 5] [--skip-numba]
                                         [--only PROGRAM ...] (those rows only, no memory lines)
"""
import argparse
import os
import re
import subprocess

HERE = os.path.dirname(os.path.abspath(__file__))
SIM = os.path.join(HERE, "sim")
PROGRAMS = ["vector_add", "reduce", "matmul", "arith"]
NUMBA_PROGRAMS = ["vector_add", "reduce", "matmul"]  # arith: only for lane-instructions/s
ARRAY_BYTES = 2 * (1 << 22) * 4                       # memory.py: x and y


def clean_env(**extra):
    env = {k: v for k, v in os.environ.items() if not k.startswith("WEFT_")}
    env.update(extra)
    return env


def run(argv, prog, env):
    """(stdout without the timing line, launch seconds, stderr) of one run."""
    p = subprocess.run(argv + [prog + ".py"], cwd=SIM, env=env, capture_output=True, text=True)
    if p.returncode:
        raise SystemExit(f"{prog} failed under {argv}:\n{p.stderr}")
    m = re.search(r"launch_seconds (\S+)", p.stdout)
    return p.stdout.replace(m.group(0) + "\n", ""), float(m.group(1)), p.stderr


def rss_kib(argv, prog, env):
    """Peak RSS of one run, from the kernel's accounting of the child (os.wait4)."""
    p = subprocess.Popen(argv + [prog + ".py"], cwd=SIM, env=env, stdout=subprocess.DEVNULL,
                         stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(p.pid, 0)
    if status:
        raise SystemExit(f"{prog} failed under {argv}")
    return usage.ru_maxrss


def best(weft, prog, reps, **env):
    outs, times = set(), []
    for _ in range(reps):
        out, t, _ = run([weft], prog, clean_env(**env))
        outs.add(out)
        times.append(t)
    assert len(outs) == 1, f"{prog}: weft's output changed between runs"
    return outs.pop(), min(times)


def lane_insts(weft, prog):
    """The timed launch's count: the last launch (matmul's first is an untimed warm-up)."""
    _, _, err = run([weft], prog, clean_env(WEFT_SIM_COUNTERS="1", WEFT_CHECK="none"))
    return int(re.findall(r"lane_insts=(\d+)", err)[-1])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--weft", default=os.path.join(HERE, "..", "build", "weft"))
    ap.add_argument("--reps", type=int, default=5)
    ap.add_argument("--skip-numba", action="store_true")
    ap.add_argument("--only", nargs="+", choices=PROGRAMS, help="run only these programs' rows")
    args = ap.parse_args()
    weft = os.path.abspath(args.weft)
    print("| program | Numba sim (s) | weft, checks on (s) | weft, checks off (s) | ratio (checks on) "
          "| checks overhead | lane-insts | lane-insts/s (checks off) | weft, 2 threads, checks on (s) |")
    print("|---|---|---|---|---|---|---|---|---|")
    for prog in args.only or PROGRAMS:
        out_on, t_on = best(weft, prog, args.reps)
        out_off, t_off = best(weft, prog, args.reps, WEFT_CHECK="none")
        _, t_thr = best(weft, prog, args.reps, WEFT_SIM_THREADS="2")
        assert out_on == out_off, f"{prog}: checks changed the output"
        numba = ratio = "-"
        if prog in NUMBA_PROGRAMS and not args.skip_numba:
            out_nb, t_nb, _ = run(["/usr/bin/python3"], prog, clean_env(NUMBA_ENABLE_CUDASIM="1"))
            assert out_nb == out_on, f"{prog}: weft {out_on!r} != Numba {out_nb!r}"
            numba, ratio = f"{t_nb:.2f}", f"{t_nb / t_on:,.0f}x"
        n = lane_insts(weft, prog)
        print(f"| {prog} | {numba} | {t_on:.4f} | {t_off:.4f} | {ratio} | {t_on / t_off:.2f}x | {n:,} "
              f"| {n / t_off / 1e6:,.0f} M | {t_thr:.4f} |")
    if args.only:
        return
    base = rss_kib([weft], "memory_base", clean_env())
    for checks in ("all", "none"):
        used = rss_kib([weft], "memory", clean_env(WEFT_CHECK=checks))
        print(f"memory per array byte, checks {checks}: {(used - base) * 1024 / ARRAY_BYTES:.2f} "
              f"(peak RSS {used} KiB vs {base} KiB without the launch, {ARRAY_BYTES} array bytes)")


if __name__ == "__main__":
    main()
