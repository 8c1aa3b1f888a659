#!/usr/bin/python3
"""gpu_check.py — the kernel corpus on a real GPU, compared with the simulator bit for bit.

Runs each program of tests/golden/kernels/, tests/golden/gpu/, ../shared/acceptance/ and
tests/gpu/programs/ufunc_kernels.py (target='cuda' ufuncs and cuda.reduce) (or the given ones)
in the simulator, with WEFT_MODE=gpu (`--mode=gpu`), and in auto mode with
WEFT_GPU_HOT_LAUNCHES=1 (each kernel's first launch is simulated, the later ones run on the GPU:
device arrays then pass between simulator and GPU, which checks their coherence), and compares
stdout and exit status. Programs
that print from a kernel or check faults are listed in SIM_ONLY (GPU printf formats floats with
%.9g/%.17g and orders lines by the hardware; faults are the simulator's checks) and skipped.
Without a GPU (or a build without the toolkit) it prints why it skipped and exits 0.

    tests/gpu/gpu_check.py [--weft build/weft] [PROGRAM ...]
"""
import argparse
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DEFAULT_DIRS = [os.path.join(ROOT, "tests/golden/kernels"), os.path.join(ROOT, "tests/golden/gpu"),
                os.path.join(ROOT, "..", "shared", "acceptance"),
                os.path.join(ROOT, "tests/gpu/programs/ufunc_kernels.py")]
SIM_ONLY = {"print_order.py", "print_types.py", "bounds_fault.py", "negative_index_fault.py",
            "global_race.py", "race_raw.py", "uninit_shared.py", "warp_mask_fault.py",
            "barrier_divergence.py"}


def programs(paths):
    for p in paths:
        if os.path.isfile(p):
            yield os.path.abspath(p)
        elif os.path.isdir(p):
            for name in sorted(os.listdir(p)):
                if name.endswith(".py"):
                    yield os.path.abspath(os.path.join(p, name))


def run(weft, prog, mode, **extra):
    env = dict(os.environ, WEFT_MODE=mode, **extra)
    r = subprocess.run([weft, os.path.basename(prog)], cwd=os.path.dirname(prog), env=env,
                       capture_output=True, text=True, timeout=300)
    return r.returncode, r.stdout, r.stderr


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--weft", default=os.path.join(ROOT, "build/weft"))
    ap.add_argument("paths", nargs="*")
    args = ap.parse_args()
    weft = os.path.abspath(args.weft)
    probe = os.path.join(ROOT, "tests/golden/kernels/vector_add.py")
    with tempfile.TemporaryDirectory() as tmp:
        run(weft, probe, "sim", WEFT_DUMP_CUDA=tmp)
        if not os.listdir(tmp):
            print("gpu_check: SKIP: %s does not pass launches to gpu/ (linked without "
                  "gpu/gpu.mk's GPU_LDFLAGS?)" % weft)
            return 0
    rc, _, err = run(weft, probe, "gpu")
    if rc != 0:
        last = err.strip().splitlines()[-1] if err.strip() else "exit %d" % rc
        print("gpu_check: SKIP (no GPU run possible here): %s" % last)
        return 0
    failures = 0
    for prog in programs(args.paths or DEFAULT_DIRS):
        if os.path.basename(prog) in SIM_ONLY:
            continue
        sim = run(weft, prog, "sim")
        for mode, extra in (("gpu", {}), ("auto", {"WEFT_GPU_HOT_LAUNCHES": "1"})):
            other = run(weft, prog, mode, **extra)
            if sim[:2] != other[:2]:
                failures += 1
                print("FAIL %s (%s mode): simulator exit %d, %s exit %d\n--- sim\n%s--- %s\n%s%s"
                      % (os.path.relpath(prog, ROOT), mode, sim[0], mode, other[0], sim[1], mode, other[1],
                         other[2]))
    print("gpu_check: %d differences" % failures)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
