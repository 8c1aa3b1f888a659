"""gpu_bench.py — Weft on a real GPU against bare CUDA, Numba CUDA and CuPy (needs a GPU).

Measures, and prints as a Markdown table for docs/gpu.md:
  * launch overhead: an empty kernel launched and finished, Weft (--mode=gpu, a launch waits for
    its kernel) against cudaLaunchKernel + cudaDeviceSynchronize (bench/gpu_bare.cu, built here
    with nvcc);
  * transfer bandwidth: cuda.to_device(a) and d.copy_to_host(out) of float64 arrays of 1, 16 and
    256 MiB against cudaMemcpy from pageable memory (a NumPy array is pageable) and, for
    reference, from pinned memory; Weft with copies direct (the default) and through its own
    pinned staging buffers (WEFT_GPU_STAGING=1); Numba CUDA running the same program;
  * kernel time: the same Numba program (saxpy over 2^24 float32 on device arrays, 100 launches,
    each followed by cuda.synchronize()) under Weft --mode=gpu and under /usr/bin/python3 with
    Numba CUDA, and the same arithmetic as a CuPy ElementwiseKernel when CuPy imports.
The peers run under --python (default /usr/bin/python3; on a machine whose Numba CUDA and CuPy
live in another Python, name that one). Without a GPU it says why and exits 0.

    /usr/bin/python3 bench/gpu_bench.py --weft build/weft [--python PYTHON]
"""
import argparse
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
SIZES_MIB = (1, 16, 256)

LAUNCH_AND_COPY = """\
import time
import numpy as np
from numba import cuda

@cuda.jit
def noop(x):
    if cuda.threadIdx.x == 1024:
        x[0] = 0

d = cuda.device_array(1, dtype=np.float32)
for _ in range(100):
    noop[1, 32](d)
n = 2000
t0 = time.perf_counter()
for _ in range(n):
    noop[1, 32](d)
print("launch_sync_us", (time.perf_counter() - t0) / n * 1e6)
for mib in SIZES:
    a = np.ones(mib * 1024 * 1024 // 8)
    out = np.zeros_like(a)
    up = down = 1e30
    for _ in range(5):
        t0 = time.perf_counter()
        da = cuda.to_device(a)
        up = min(up, time.perf_counter() - t0)
        noop[1, 32](da)
        t0 = time.perf_counter()
        da.copy_to_host(out)
        down = min(down, time.perf_counter() - t0)
    print("h2d_" + str(mib) + "MiB_GBps", a.nbytes / up / 1e9)
    print("d2h_" + str(mib) + "MiB_GBps", a.nbytes / down / 1e9)
"""

SAXPY = """\
import time
import numpy as np
from numba import cuda

@cuda.jit
def saxpy(a, x, y, out):
    i = cuda.grid(1)
    if i < x.size:
        out[i] = a * x[i] + y[i]

n = 1 << 24
x = cuda.to_device(np.arange(n, dtype=np.float32))
y = cuda.to_device(np.ones(n, dtype=np.float32))
out = cuda.device_array(n, dtype=np.float32)
for _ in range(10):
    saxpy[n // 256, 256](np.float32(2.0), x, y, out)
cuda.synchronize()
t0 = time.perf_counter()
for _ in range(100):
    saxpy[n // 256, 256](np.float32(2.0), x, y, out)
    cuda.synchronize()
print("saxpy_ms", (time.perf_counter() - t0) / 100 * 1e3)
print("check", out.copy_to_host()[:3])
"""

CUPY = """\
import time
import cupy as cp
n = 1 << 24
k = cp.ElementwiseKernel("float32 a, float32 x, float32 y", "float32 out", "out = a * x + y", "saxpy")
x = cp.arange(n, dtype=cp.float32)
y = cp.ones(n, dtype=cp.float32)
out = cp.empty(n, dtype=cp.float32)
for _ in range(10):
    k(cp.float32(2.0), x, y, out)
cp.cuda.Device().synchronize()
t0 = time.perf_counter()
for _ in range(100):
    k(cp.float32(2.0), x, y, out)
    cp.cuda.Device().synchronize()
print("saxpy_ms", (time.perf_counter() - t0) / 100 * 1e3)
"""


def figures(text):
    out = {}
    for line in text.splitlines():
        parts = line.split(" ", 1)
        if len(parts) == 2:
            try:
                out[parts[0]] = float(parts[1])
            except ValueError:
                out[parts[0]] = parts[1]
    return out


def run_program(cmd, src, env, tmp):
    path = os.path.join(tmp, "prog.py")
    with open(path, "w") as f:
        f.write(src)
    r = subprocess.run(cmd + [path], capture_output=True, text=True, env=env, timeout=600)
    return r.returncode, figures(r.stdout), (r.stderr.strip().splitlines() or [""])[-1]


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--weft", default="build/weft")
    ap.add_argument("--python", default="/usr/bin/python3", help="the Python that runs Numba CUDA and CuPy")
    args = ap.parse_args()
    weft = os.path.abspath(args.weft)
    python = args.python
    base = {k: v for k, v in os.environ.items() if not k.startswith(("WEFT_", "NUMBA_ENABLE_CUDASIM"))}
    gpu_env = dict(base, WEFT_MODE="gpu")
    tmp = tempfile.mkdtemp(prefix="weft-gpu-bench.")
    rc, _, why = run_program([weft], "from numba import cuda\n", gpu_env, tmp)
    if rc != 0:
        print(f"gpu_bench: SKIP (no GPU run possible here): {why}")
        return 0
    bare_bin = os.path.join(tmp, "gpu_bare")
    subprocess.run(["nvcc", "-O2", "-o", bare_bin, os.path.join(HERE, "gpu_bare.cu")], check=True)
    bare = figures(subprocess.run([bare_bin], capture_output=True, text=True, check=True).stdout)
    prog = LAUNCH_AND_COPY.replace("SIZES", repr(SIZES_MIB))
    weft_direct = run_program([weft], prog, gpu_env, tmp)
    weft_staged = run_program([weft], prog, dict(gpu_env, WEFT_GPU_STAGING="1"), tmp)
    for name, (rc, _, why) in (("weft", weft_direct), ("weft, staging on", weft_staged)):
        if rc != 0:
            sys.exit(f"gpu_bench: {name} failed: {why}")
    rc, numba, why = run_program([python], prog, base, tmp)
    ws, wd = weft_staged[1], weft_direct[1]

    def cell(figs, key):
        return f"{figs[key]:.2f}" if isinstance(figs.get(key), float) else "not run"

    print(f"Device: {bare.get('device', '?')}\n")
    if rc != 0:
        print(f"Numba CUDA ({python}) not run: {why}\n")
    print("| figure | Weft | Weft, WEFT_GPU_STAGING=1 | Numba CUDA | bare CUDA (pageable) | bare CUDA (pinned) |")
    print("|---|---|---|---|---|---|")
    print(f"| launch + sync, us | {wd['launch_sync_us']:.2f} | {ws['launch_sync_us']:.2f} | "
          f"{cell(numba, 'launch_sync_us')} | {bare['launch_sync_us']:.2f} | |")
    for mib in SIZES_MIB:
        for way in ("h2d", "d2h"):
            key = f"{way}_{mib}MiB_GBps"
            print(f"| {way.upper()} {mib} MiB, GB/s | {wd[key]:.2f} | {ws[key]:.2f} | {cell(numba, key)} | "
                  f"{bare[f'{way}_pageable_{mib}MiB_GBps']:.2f} | {bare[f'{way}_pinned_{mib}MiB_GBps']:.2f} |")
    rows = [("Weft --mode=gpu", run_program([weft], SAXPY, gpu_env, tmp)),
            (f"Numba CUDA ({python})", run_program([python], SAXPY, base, tmp)),
            ("CuPy ElementwiseKernel", run_program([python], CUPY, base, tmp))]
    print("\n| saxpy, 2^24 float32, launch + synchronize | ms |")
    print("|---|---|")
    for name, (rc, figs, why) in rows:
        print(f"| {name} | {figs['saxpy_ms']:.3f} |" if rc == 0 else f"| {name} | not run: {why} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
