"""gpu_cache.py — what a cached kernel costs in compile-only mode (no GPU needed).

Runs one program three ways, each RUNS times, in a fresh cache folder:
  plain          weft PROG                      (the simulator only)
  cold           weft --compile-only=ARCH PROG  with the cache emptied before each run
  cached         weft --compile-only=ARCH PROG  with the cache warm
and prints the minimum and median wall time of each, and cached minus plain: the cost of finding
every kernel of the program in the cache (target: under 5 ms per kernel). It also checks, with
LD_DEBUG=files, that a cached run does not load NVRTC.

    /usr/bin/python3 bench/gpu_cache.py --weft build/weft [--arch sm_90] [--runs 20] [PROG]
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_PROG = os.path.join(HERE, "..", "tests", "golden", "kernels", "device_array_kernel.py")


def timed(cmd, env):
    t0 = time.perf_counter()
    r = subprocess.run(cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    dt = (time.perf_counter() - t0) * 1000
    if r.returncode != 0:
        sys.exit(f"{' '.join(cmd)} failed ({r.returncode}):\n{r.stderr}")
    return dt


def series(cmd, env, runs, before=None):
    out = []
    for _ in range(runs):
        if before:
            before()
        out.append(timed(cmd, env))
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--weft", default="build/weft")
    ap.add_argument("--arch", default="sm_90")
    ap.add_argument("--runs", type=int, default=20)
    ap.add_argument("prog", nargs="?", default=DEFAULT_PROG)
    a = ap.parse_args()
    cache = tempfile.mkdtemp(prefix="weft-bench-cache.")
    env = dict(os.environ, WEFT_CACHE_DIR=cache)
    compile_only = [a.weft, f"--compile-only={a.arch}", a.prog]

    def empty():
        for name in os.listdir(cache):
            if name.endswith(".wfc"):
                os.unlink(os.path.join(cache, name))

    try:
        rows = [("plain", series([a.weft, a.prog], env, a.runs)),
                ("cold", series(compile_only, env, max(3, a.runs // 5), empty))]
        timed(compile_only, env)  # warm the cache
        rows.append(("cached", series(compile_only, env, a.runs)))
        debug = subprocess.run(compile_only, env=dict(env, LD_DEBUG="files"), capture_output=True, text=True)
        loads_nvrtc = "libnvrtc" in debug.stderr
    finally:
        shutil.rmtree(cache, ignore_errors=True)
    print(f"{os.path.basename(a.prog)}, --compile-only={a.arch}, {a.runs} runs")
    print(f"{'run':8} {'min ms':>8} {'median ms':>10}")
    for name, ts in rows:
        print(f"{name:8} {min(ts):8.2f} {statistics.median(ts):10.2f}")
    plain, cached = rows[0][1], rows[2][1]
    print(f"cached - plain: {min(cached) - min(plain):.2f} ms (min), "
          f"{statistics.median(cached) - statistics.median(plain):.2f} ms (median)")
    print(f"a cached run loads NVRTC: {'yes' if loads_nvrtc else 'no'}")


if __name__ == "__main__":
    main()
