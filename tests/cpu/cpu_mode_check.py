#!/usr/bin/python3
"""cpu_mode_check.py — the kernel corpus under --mode=cpu (native code, docs/cpu.md), compared
with the simulator.

Runs each program of tests/golden/kernels/ (or the given ones) twice, WEFT_MODE=sim and
WEFT_MODE=cpu, with the `# env:` settings its golden expectations name, and compares exit
status, stdout and the last line of stderr, leaving out the lines that say a kernel runs in the
simulator under --mode=cpu (and WEFT_JIT_LOG's lines, which count the programs whose kernels
all ran as native code). Kernels the CPU mode cannot compile run in the simulator, and a
launch that faults is undone and rerun there, so the two runs must agree everywhere; the only
programs not compared are those of SIM_CHECKS, whose simulator run reports what only its checks
see (a race between threads of an order-free kernel: native code runs it without looking).
Ends with one summary line; exit status 1 when a program differs.

    tests/cpu/cpu_mode_check.py [--weft build/weft] [-j JOBS] [PROGRAM ...]
"""
import argparse
import concurrent.futures
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DEFAULT_DIRS = [os.path.join(ROOT, "tests/golden/kernels")]
NOTE = re.compile(r"^weft: note: kernel '.*' runs in the simulator under --mode=cpu: ")
ENV_RE = re.compile(r"^#\s*env:(?P<vars>.*)$", re.M)
SIM_CHECKS = {
    "global_race.py": "the simulator's race check reports the race",
    "global_race_raw.py": "the simulator's race check reports the race; native threads run in order",
    "global_race_waw.py": "the simulator's race check reports the race; native threads run in order",
    "racy_counter.py": "the simulator's race check reports the race",
    "racy_histogram.py": "the simulator's race check reports the race",
    "cuda_random_kernel_warnings.py": "the simulator warns of the draws' uint64 wrap-around, as Numba's "
                                      "simulator does; native code wraps silently, as compiled Numba does",
    "cuda_random_kernel_warnings_hot.py": "the simulator warns of the draws' uint64 wrap-around; native code "
                                          "wraps silently",
    "div_zero_warnings.py": "the simulator warns of NumPy scalars' division by zero, as Numba's simulator does; "
                            "native code divides silently, as compiled Numba does",
    "floordiv_mod_warnings.py": "the simulator warns of NumPy scalars' // and % by zero; native code divides silently",
    "np_math_warnings.py": "the simulator warns as NumPy's ufuncs do; native code computes silently",
}
# Compared on exit status and stdout only: the simulator's checks add a report on stderr (a race
# in shared memory, a read of uninitialised shared memory) that native code does not look for,
# or NumPy's division warnings (kernel_int_div_zero.py) that native code does not give.
STDOUT_ONLY = {"kernel_int_div_zero.py", "race_int16.py", "race_raw.py", "race_war.py", "race_waw.py", "racy_shared_counter.py",
               "syncwarp_race.py", "uninit_shared.py", "uninit_shared_int16.py",
               # the simulator warns of the random draws' uint64 wrap-around at the kernel's line,
               # as Numba's simulator does; native code wraps silently, as compiled Numba does
               "cuda_random_next.py", "cuda_random_pi.py"}
LOG = re.compile(r"^weft: @jit function '.*' \(.*\): ")


def programs(paths):
    for p in paths:
        if os.path.isfile(p):
            yield os.path.abspath(p)
        elif os.path.isdir(p):
            for name in sorted(os.listdir(p)):
                if name.endswith(".py"):
                    yield os.path.abspath(os.path.join(p, name))


def golden_env(prog):
    with open(prog, encoding="utf-8") as f:
        text = f.read()
    env = {}
    for m in ENV_RE.finditer(text):
        for item in m.group("vars").split():
            name, _, value = item.partition("=")
            env[name] = value
    return env


def run(weft, prog, mode):
    env = dict(os.environ, **golden_env(prog))
    env["WEFT_MODE"] = mode
    env["WEFT_JIT_LOG"] = "1"
    try:
        r = subprocess.run([weft, os.path.basename(prog)], cwd=os.path.dirname(prog), env=env,
                           capture_output=True, text=True, timeout=300)
    except subprocess.TimeoutExpired:
        return -1, "", "timed out after 300 s"
    lines = r.stderr.splitlines()
    err = [line for line in lines if not NOTE.match(line) and not LOG.match(line)]
    # native: some kernel was compiled and none was left to the simulator
    native = any(LOG.match(x) and x.endswith(": native code") for x in lines) and \
        not any(NOTE.match(x) or (LOG.match(x) and "runs in the simulator" in x) for x in lines)
    return (r.returncode, r.stdout, err[-1] if err else ""), native


def check(weft, prog):
    """A report of the difference, or '', and whether the kernels ran as native code."""
    (sim, _), (cpu, native) = run(weft, prog, "sim"), run(weft, prog, "cpu")
    if sim == cpu or (os.path.basename(prog) in STDOUT_ONLY and sim[:2] == cpu[:2]):
        return "", native
    return ("FAIL %s: simulator exit %d, cpu exit %d\n--- sim stdout\n%s--- cpu stdout\n%s"
            "--- last stderr lines\nsim: %s\ncpu: %s\n"
            % (os.path.relpath(prog, ROOT), sim[0], cpu[0], sim[1], cpu[1], sim[2], cpu[2])), native


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--weft", default=os.path.join(ROOT, "build/weft"))
    ap.add_argument("-j", "--jobs", type=int, default=2)
    ap.add_argument("paths", nargs="*")
    args = ap.parse_args()
    weft = os.path.abspath(args.weft)
    todo = [p for p in programs(args.paths or DEFAULT_DIRS) if os.path.basename(p) not in SIM_CHECKS]
    failed = natives = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        for report, native in pool.map(lambda p: check(weft, p), todo):
            natives += native
            if report:
                failed += 1
                print(report, end="", flush=True)
    for name, why in sorted(SIM_CHECKS.items()):
        print("not compared: %s (%s)" % (name, why))
    print("cpu_mode_check: %d programs the same under --mode=cpu as in the simulator, %d differ; "
          "not compared: %d (SIM_CHECKS); %d ran every kernel as native code"
          % (len(todo) - failed, failed, len(SIM_CHECKS), natives))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
