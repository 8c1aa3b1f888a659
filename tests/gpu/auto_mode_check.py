"""auto_mode_check.py — `--mode=auto` (the default): when a kernel specialisation is hot, what is
decided, as WEFT_GPU_LOG=1 reports it on stderr. Runs with or without a GPU: without one every
hot kernel stays in the simulator and the line says why; with one it moves ("moving it to the
GPU"). Either way the program's output must be the simulator's.

Checks: hot by launch count (default 3) and by simulated threads (WEFT_GPU_HOT_WORK), one line
per specialisation; a kernel that faulted never moves; a kernel that prints stays; --mode=sim and
--compile-only decide nothing; malformed thresholds are ValueErrors naming the variable; the
kernels of a target='cuda' ufunc and of cuda.reduce are decided the same way (elements count as
threads), and a ufunc core that prints stays.

    /usr/bin/python3 tests/gpu/auto_mode_check.py --weft build/weft [--standin build/test/libweft_cuda_standin.so]

With --standin, the runs load the CPU stand-in as NVRTC and the CUDA Runtime, and every kernel
that may move must move to the GPU.
"""
import argparse
import os
import subprocess
import sys
import tempfile

SAXPY = """\
import numpy as np
from numba import cuda

@cuda.jit
def saxpy(a, x, y):
    i = cuda.grid(1)
    if i < x.size:
        y[i] = a * x[i] + y[i]

x = np.arange(1000, dtype=np.float32)
d_y = cuda.to_device(np.zeros(1000, dtype=np.float32))
for _ in range(5):
    saxpy[4, 256](np.float32(2.0), x, d_y)
print(d_y.copy_to_host()[:4])
"""

FAULT = """\
import numpy as np
from numba import cuda

@cuda.jit
def overrun(x):
    x[cuda.grid(1) + 1] = 1.0

x = np.zeros(32, dtype=np.float32)
overrun[1, 32](x)
"""

ATOMICS = """\
import numpy as np
from numba import cuda

@cuda.jit
def total(x, out):
    cuda.atomic.add(out, 0, x[cuda.grid(1)])

@cuda.jit
def histogram(x, bins):
    cuda.atomic.add(bins, int(x[cuda.grid(1)]) % 4, 1)

@cuda.jit
def ticket(out):
    out[cuda.grid(1)] = cuda.atomic.add(out, 0, 0) + cuda.atomic.add(out, 1, 1)

x = np.arange(32, dtype=np.float32)
out = np.zeros(1, dtype=np.float32)
bins = np.zeros(4, dtype=np.int32)
t = np.zeros(32, dtype=np.int64)
for _ in range(2):  # hot after the first launch, looked at by the second
    total[1, 32](x, out)
    histogram[1, 32](x, bins)
    ticket[1, 32](t)
print(out[0], bins)
"""

PRINTS = """\
from numba import cuda

@cuda.jit
def hello():
    if cuda.grid(1) == 0:
        print("hello")

for _ in range(3):
    hello[1, 32]()
"""

UFUNCS = """\
import numpy as np
from numba import cuda, vectorize

@vectorize(['float32(float32)'], target='cuda')
def inc(x):
    return x + 1

@cuda.reduce
def total(a, b):
    return a + b

a = np.zeros(10, dtype=np.float32)
for _ in range(4):
    a = inc(a)
    print(total(a))
"""

UFUNC_PRINTS = """\
import numpy as np
from numba import vectorize

@vectorize(['float64(float64)'], target='cuda')
def loud(x):
    print(x)
    return x

for _ in range(2):
    loud(np.array([1.0, 2.0]))
"""

HOT = "weft: kernel saxpy is hot ("
STAYS = "no GPU: staying in the simulator ("
MOVES = "moving it to the GPU"
NATIVE = "moving it to native code"  # no GPU: the CPU engine takes it (docs/cpu.md)


def HOT_OF(name):
    return f"weft: kernel {name} is hot ("


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--weft", default="build/weft")
    ap.add_argument("--standin", help="the CPU stand-in for NVRTC and the CUDA Runtime (tests/gpu/standin): "
                    "hot kernels must then move to the GPU")
    args = ap.parse_args()
    weft = os.path.abspath(args.weft)
    gpu = {"WEFT_GPU_TEST_NVRTC": os.path.abspath(args.standin),
           "WEFT_GPU_TEST_CUDART": os.path.abspath(args.standin)} if args.standin else {}

    def moves(line):
        return line.endswith(MOVES) or (not gpu and line.endswith(NATIVE))
    failures = []
    tmp = tempfile.mkdtemp(prefix="weft-auto.")

    def run(src, *flags, **env):
        path = os.path.join(tmp, "prog.py")
        with open(path, "w") as f:
            f.write(src)
        e = {k: v for k, v in os.environ.items() if not k.startswith("WEFT_")}
        e.update(WEFT_GPU_LOG="1", WEFT_CACHE_DIR=os.path.join(tmp, "cache"), **gpu, **env)
        return subprocess.run([weft, *flags, path], capture_output=True, text=True, env=e, timeout=60)

    def check(name, ok, r):
        print(("ok   " if ok else "FAIL ") + name)
        if not ok:
            failures.append(name)
            print(f"  rc={r.returncode}\n  stdout={r.stdout!r}\n  stderr={r.stderr!r}")

    def decisions(r):
        return [line for line in r.stderr.splitlines() if line.startswith("weft: kernel ")]

    sim = run(SAXPY, "--mode=sim")
    check("--mode=sim decides nothing", sim.returncode == 0 and not decisions(sim), sim)

    r = run(SAXPY)
    lines = decisions(r)
    check("hot after 3 clean launches, one line, the simulator's output",
          r.returncode == 0 and r.stdout == sim.stdout and len(lines) == 1
          and lines[0].startswith(HOT + "3 clean launches, 3072 threads); ")
          and moves(lines[0]), r)

    r = run(SAXPY, WEFT_GPU_HOT_WORK="1K")
    lines = decisions(r)
    check("hot after one launch of 1024 threads with WEFT_GPU_HOT_WORK=1K",
          r.returncode == 0 and r.stdout == sim.stdout and len(lines) == 1
          and lines[0].startswith(HOT + "1 clean launch, 1024 threads); "), r)

    r = run(SAXPY, "--compile-only=sm_90", WEFT_GPU_HOT_LAUNCHES="1")
    check("--compile-only stays in the simulator", r.returncode == 0 and not decisions(r), r)

    r = run(FAULT, WEFT_GPU_HOT_WORK="1")
    check("a kernel that faulted never moves",
          r.returncode == 1 and decisions(r) == ["weft: kernel overrun faulted in the simulator: it will not move to the GPU"],
          r)

    r = run(PRINTS, WEFT_GPU_HOT_LAUNCHES="1")
    check("a kernel that prints stays in the simulator",
          r.returncode == 0 and r.stdout == "hello\n" * 3 and decisions(r) == [
              "weft: kernel hello is hot (1 clean launch, 32 threads); it prints (the GPU's printf formats and "
              "orders lines differently): staying in the simulator"], r)

    r = run(ATOMICS, WEFT_GPU_HOT_LAUNCHES="1")
    lines = decisions(r)
    order = "its atomics' results depend on the order threads run (fixed in the simulator, not on a GPU): "
    check("a float atomic add and an atomic whose old value is read stay or run natively; a histogram may move",
          r.returncode == 0 and r.stdout == "992.0 [16 16 16 16]\n" and len(lines) == 3
          and lines[0] in (HOT_OF("total") + "1 clean launch, 32 threads); " + order + "staying in the simulator",
                           HOT_OF("total") + "1 clean launch, 32 threads); " + NATIVE)
          and moves(lines[1]) and lines[1].startswith(HOT_OF("histogram"))
          and lines[2] in (HOT_OF("ticket") + "1 clean launch, 32 threads); " + order + "staying in the simulator",
                           HOT_OF("ticket") + "1 clean launch, 32 threads); " + NATIVE), r)

    r = run(UFUNCS)
    lines = decisions(r)
    check("a cuda ufunc and a cuda.reduce are hot after 3 clean runs, one line each",
          r.returncode == 0 and r.stdout == "10.0\n20.0\n30.0\n40.0\n" and len(lines) == 2
          and lines[0].startswith("weft: kernel inc__f4 is hot (3 clean launches, 30 threads); ")
          and lines[1].startswith("weft: kernel total__f4_f4_reduce is hot (3 clean launches, 30 threads); ")
          and all((STAYS in line and not gpu) or line.endswith(MOVES) for line in lines), r)

    r = run(UFUNC_PRINTS, WEFT_GPU_HOT_WORK="1")
    check("a cuda ufunc that prints stays in the simulator",
          r.returncode == 0 and r.stdout == "1.0\n2.0\n" * 2 and decisions(r) == [
              "weft: kernel loud__f8 is hot (1 clean launch, 2 threads); it prints (the GPU's printf formats and "
              "orders lines differently): staying in the simulator"], r)

    for var, value, what in (("WEFT_GPU_HOT_LAUNCHES", "x", "launches"), ("WEFT_GPU_HOT_WORK", "0", "simulated threads"),
                             ("WEFT_GPU_HOT_WORK", "2T", "simulated threads")):
        r = run(SAXPY, **{var: value})
        want = f"ValueError: {var}={value}: expected a positive whole number of {what} (K, M, G allowed)"
        check(f"{var}={value} is refused", r.returncode == 1 and r.stderr.splitlines()[-1:] == [want], r)

    print(f"{len(failures)} failed" if failures else "auto mode: all passed")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
