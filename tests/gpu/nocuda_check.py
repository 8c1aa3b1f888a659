#!/usr/bin/python3
"""The build without a CUDA toolkit (build/nocuda/weft: gpu/ compiled as its stub, see the
Makefile): programs with kernels still run in the simulator, auto mode stays there, code
generation still works, and everything that needs CUDA says in one sentence that the backend
was not built.

Usage: /usr/bin/python3 tests/gpu/nocuda_check.py --weft build/nocuda/weft
"""
import argparse
import os
import subprocess
import sys
import tempfile

PROGRAM = """\
import numpy as np
from numba import cuda

@cuda.jit
def add_one(a):
    i = cuda.grid(1)
    if i < a.size:
        a[i] += 1

a = np.zeros(64, dtype=np.float32)
for _ in range(4):
    add_one[2, 32](a)
print(a[:3])
"""
NOT_BUILT = "GPU backend not built (no CUDA toolkit at build time)"


def run(weft, args, cwd, **env):
    e = {k: v for k, v in os.environ.items() if not k.startswith("WEFT_")}
    e.update(env)
    return subprocess.run([weft] + args + ["k.py"], cwd=cwd, env=e, capture_output=True, text=True, timeout=60)


def check(name, cond, p):
    if cond:
        print(f"ok   {name}")
        return 0
    print(f"FAIL {name}\n  rc={p.returncode}\n  stdout={p.stdout!r}\n  stderr={p.stderr!r}")
    return 1


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--weft", required=True)
    weft = os.path.abspath(ap.parse_args().weft)
    fails = 0
    with tempfile.TemporaryDirectory() as d:
        with open(os.path.join(d, "k.py"), "w") as f:
            f.write(PROGRAM)
        p = run(weft, [], d)
        fails += check("default (auto) mode runs in the simulator", p.returncode == 0 and p.stdout == "[4. 4. 4.]\n"
                       and p.stderr == "", p)
        p = run(weft, [], d, WEFT_GPU_LOG="1")
        fails += check("auto mode: a hot kernel moves to native code on the CPU", p.returncode == 0 and p.stderr ==
                       "weft: kernel add_one is hot (3 clean launches, 192 threads); moving it to native code\n", p)
        p = run(weft, [], d, WEFT_GPU_LOG="1", WEFT_CC="/nonexistent/cc")
        fails += check("auto mode without a C compiler: a hot kernel stays, saying why", p.returncode == 0 and
                       p.stderr.splitlines()[-1] == "weft: kernel add_one is hot (3 clean launches, 192 threads); "
                       f"no GPU: staying in the simulator ({NOT_BUILT})", p)
        p = run(weft, ["--mode=gpu"], d)
        fails += check("--mode=gpu: one sentence, exit 1", p.returncode == 1 and p.stdout == "" and p.stderr ==
                       f"weft: --mode=gpu: cannot run kernels on the GPU: {NOT_BUILT}\n", p)
        p = run(weft, ["--compile-only=sm_90"], d)
        fails += check("--compile-only: RuntimeError naming the kernel", p.returncode == 1 and
                       p.stderr.splitlines()[-1] == "RuntimeError: GPU backend not built: cannot compile kernel "
                       "add_one__a1Cf4 (no CUDA toolkit at build time)", p)
        dump = os.path.join(d, "dump")
        p = run(weft, ["--dump-cuda", dump], d)
        src = os.path.join(dump, "add_one__a1Cf4.cu")
        ok = p.returncode == 0 and os.path.exists(src) and 'extern "C" __global__' in open(src).read()
        fails += check("--dump-cuda still generates CUDA C", ok, p)
    print(f"{6 - fails} passed, {fails} failed")
    sys.exit(1 if fails else 0)


if __name__ == "__main__":
    main()
