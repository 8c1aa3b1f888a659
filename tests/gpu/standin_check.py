#!/usr/bin/python3
"""standin_check.py — Weft's GPU path run end to end on the CPU, through the stand-in for NVRTC
and the CUDA Runtime (tests/gpu/standin, docs/gpu.md "The GPU path on the CPU").

Weft loads build/test/libweft_cuda_standin.so as both libraries (WEFT_GPU_TEST_NVRTC,
WEFT_GPU_TEST_CUDART); it compiles the generated CUDA C with g++ and runs kernels on the CPU.
Checks, each program's stdout and exit status against the simulator's:
  - the corpus (tests/gpu/gpu_check.py's programs and rules, plus tests/golden/numba_host for
    device arrays, streams and events, and every other golden program that mentions cuda) in
    --mode=gpu, in auto mode with every kernel hot after
    one launch, and in --mode=gpu with --gpu-check; a program whose kernels the simulator
    launched must launch them on the stand-in (its log), so a silent fall-back fails;
  - --gpu-check on the bounds-fault programs: the GPU's IndexError names the index, axis, size,
    block and thread the simulator reports; a gufunc core out of bounds raises it too;
  - the cache: a second run compiles nothing and prints the same;
  - transfers through the pinned staging buffers (WEFT_GPU_STAGING=1), a profiled run (the
    launch timed by CUDA events), and numba.cuda's device queries as Numba answers on a GPU;
  - a grid sync in a grid too large to be resident fails with Numba's cooperative-launch error.
By default the whole corpus (about 110 s of CPU time: a minute on two idle cores); --subset takes
every third program of tests/golden/kernels and numba_host and all the rest, for a quick look.
Skips (exit 0, saying why) on a build without the CUDA toolkit's headers or without g++.

    tests/gpu/standin_check.py [--weft build/weft] [--lib build/test/libweft_cuda_standin.so]
                               [-j JOBS] [--subset] [PROGRAM ...]
"""
import argparse
import concurrent.futures
import os
import re
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gpu_check  # noqa: E402

ROOT = gpu_check.ROOT
KERNELS = os.path.join(ROOT, "tests/golden/kernels")
NUMBA_HOST = os.path.join(ROOT, "tests/golden/numba_host")
# Kept in the subset whatever their place: what the scheduler and runtime must get right.
ALWAYS = {"spin_wait_chain.py", "spin_wait_warps.py", "warp_match_vote.py", "warp_shuffle.py",
          "dynamic_shared.py", "kernel_factory_array.py", "device_array_kernel.py", "cuda_events.py",
          "streams_pipeline.py", "pinned_memory.py", "cuda_event_no_timing.py"}
FAULTS = ["atomic_bounds_fault.py", "bounds_fault.py", "const_bounds_fault.py", "gather_index_fault.py",
          "local_bounds_fault.py", "negative_index_fault.py", "shared_bounds_fault.py",
          "uniform_index_fault.py"]
STAGED = """\
import numpy as np
from numba import cuda

@cuda.jit
def twice(a, out):
    i = cuda.grid(1)
    if i < a.size:
        out[i] = 2 * a[i] + 1

a = np.arange(3 << 18, dtype=np.float64) / 7
out = np.zeros_like(a)
twice[(a.size + 255) // 256, 256](a, out)
d = cuda.to_device(a)
twice[(a.size + 255) // 256, 256](d, d)
back = d.copy_to_host()
print(out[:3], out[-1], out.sum(), back.sum(), (back == out).all())
"""

GUFUNC_FAULT = """\
import numpy as np
from numba import guvectorize

@guvectorize(['void(float64[:], float64[:])'], '(n)->()', target='cuda')
def total(x, out):
    s = 0.0
    for i in range(x.shape[0] + 1):
        s += x[i]
    out[0] = s

print(total(np.arange(12.0).reshape(3, 4)))
"""
GUFUNC_REPORT = ("IndexError: index 4 out of bounds for axis 0 with size 4 in kernel total (gufunc_fault.py:8, "
                 "block (0,0,0), thread (0,0,0))")

DEVICE = """\
from numba import cuda
dev = cuda.get_current_device()
print(dev.name, dev.id, dev.compute_capability, dev.WARP_SIZE, dev.MAX_THREADS_PER_BLOCK)
print(cuda.current_context().get_memory_info())
print(cuda.gpus[0].name, len(cuda.gpus))
try:
    cuda.gpus[0].device
except AttributeError as e:
    print(e)
"""
# What Numba 0.56 prints on a device (its ctypes binding: the name is bytes; the driver's
# MemoryInfo, where the simulator has _MemoryInfo), with the stand-in's answers.
DEVICE_OUT = """\
b'Weft CUDA stand-in (CPU)' 0 (9, 0) 32 1024
MemoryInfo(free=85899345920, total=85899345920)
b'Weft CUDA stand-in (CPU)' 1
'Device' object has no attribute 'device'
"""


def local_names(text, prog):
    """text with prog's folder taken out of the paths in it (weft names the program it runs by
    its absolute path, as CPython; the expectations here are written without it)."""
    folder = os.path.dirname(prog)
    for d in sorted({folder, os.path.realpath(folder)}, key=len, reverse=True):
        text = text.replace(d + "/", "")
    return text


class Runner:
    def __init__(self, weft, lib, cache):
        self.weft, self.lib, self.cache = weft, lib, cache

    def run(self, prog, mode, log=None, **extra):
        """(exit, stdout, stderr, stand-in log lines) of prog under WEFT_MODE=mode."""
        env = {k: v for k, v in os.environ.items() if not k.startswith("WEFT_")}
        env.update(WEFT_MODE=mode, WEFT_CACHE_DIR=self.cache, WEFT_GPU_TEST_NVRTC=self.lib,
                   WEFT_GPU_TEST_CUDART=self.lib, **extra)
        with tempfile.NamedTemporaryFile("r", prefix="standin-log.") as f:
            env["WEFT_STANDIN_LOG"] = f.name
            try:
                r = subprocess.run([self.weft, os.path.basename(prog)], cwd=os.path.dirname(prog), env=env,
                                   capture_output=True, text=True, timeout=300)
                out = (r.returncode, local_names(r.stdout, prog), local_names(r.stderr, prog))
            except subprocess.TimeoutExpired:
                out = (-1, "", "timed out after 300 s")
            return out + (f.read().splitlines(),)

    def kernels_launched(self, prog):
        """The simulator's run, and whether it launched any kernel (--dump-cuda wrote one)."""
        with tempfile.TemporaryDirectory() as dump:
            sim = self.run(prog, "sim", WEFT_DUMP_CUDA=dump)
            return sim, bool(os.listdir(dump))


def compare(r, prog):
    """'same', 'fault' or 'differs', and the report: gpu, auto and gpu-check modes vs the simulator."""
    sim, launched = r.kernels_launched(prog)
    if (sim[0] != 0 and (gpu_check.FAULT in sim[2] or gpu_check.BOUNDS in sim[2])) or gpu_check.RACED in sim[2]:
        return "fault", ""
    reports = []
    for label, mode, extra in (("gpu", "gpu", {}), ("auto", "auto", {"WEFT_GPU_HOT_LAUNCHES": "1"}),
                               ("gpu --gpu-check", "gpu", {"WEFT_GPU_CHECK": "1"})):
        other = r.run(prog, mode, **extra)
        why = ""
        if sim[:2] != other[:2]:
            why = "simulator exit %d, %s exit %d" % (sim[0], label, other[0])
        elif launched and mode == "gpu" and not any(line.startswith("launch ") for line in other[3]):
            why = "no kernel ran on the stand-in (fell back to the simulator?)"
        if why:
            reports.append("FAIL %s (%s): %s\n--- sim\n%s--- %s\n%s%s\n" % (
                os.path.relpath(prog, ROOT), label, why, sim[1], label, other[1], other[2]))
    return ("differs" if reports else "same"), "".join(reports)


def other_golden():
    """The golden programs outside those folders that use numba.cuda (prof/, cpu_mode/, ...)."""
    golden = os.path.join(ROOT, "tests/golden")
    for d in sorted(os.listdir(golden)):
        path = os.path.join(golden, d)
        if path in (KERNELS, NUMBA_HOST, os.path.join(golden, "gpu")) or not os.path.isdir(path):
            continue
        for name in sorted(os.listdir(path)):
            if name.endswith(".py"):
                with open(os.path.join(path, name), errors="replace") as f:
                    if "cuda" in f.read():
                        yield os.path.join(path, name)


def corpus(args):
    if args.paths:
        return [p for p in gpu_check.programs(args.paths) if os.path.basename(p) not in gpu_check.SIM_ONLY]
    progs = []
    for p in list(gpu_check.programs(gpu_check.DEFAULT_DIRS + [NUMBA_HOST])) + list(other_golden()):
        d, name = os.path.dirname(p), os.path.basename(p)
        if name in gpu_check.SIM_ONLY:
            continue
        if not args.subset or name in ALWAYS or d not in (KERNELS, NUMBA_HOST):
            progs.append(p)
        elif sorted(os.listdir(d)).index(name) % 3 == 0:
            progs.append(p)
    return progs


def check_corpus(r, args):
    counts = {"same": 0, "fault": 0, "differs": 0}
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        for outcome, report in pool.map(lambda p: compare(r, p), corpus(args)):
            counts[outcome] += 1
            print(report, end="", flush=True)
    print("standin_check: %d programs the same in gpu, auto and --gpu-check mode as in the simulator, %d "
          "differ, %d stop on a simulator fault (not compared)" % (counts["same"], counts["differs"], counts["fault"]))
    return counts["differs"] == 0


SIM_FAULT = re.compile(r"tid=\[(\d+), (\d+), (\d+)\] ctaid=\[(\d+), (\d+), (\d+)\]: index (-?\d+) is out of bounds "
                       r"for axis (\d+) with size (\d+)")
GPU_FAULT = re.compile(r"IndexError: index (-?\d+) out of bounds for axis (\d+) with size (\d+) in kernel \w+ "
                       r"\([\w.]+:\d+, block \((\d+),(\d+),(\d+)\), thread \((\d+),(\d+),(\d+)\)\)")


def check_faults(r):
    ok = True
    for name in FAULTS:
        prog = os.path.join(KERNELS, name)
        sim = SIM_FAULT.search(r.run(prog, "sim")[2])
        res = r.run(prog, "gpu", WEFT_GPU_CHECK="1")
        gpu = GPU_FAULT.search(res[2])
        want = sim and (sim.group(7), sim.group(8), sim.group(9)) + sim.groups()[3:6] + sim.groups()[0:3]
        if not gpu or res[0] != 1 or gpu.groups() != want:
            print("FAIL --gpu-check %s: the simulator reports %s, the GPU path (exit %d):\n%s"
                  % (name, sim.group(0) if sim else "nothing", res[0], res[2]))
            ok = False
    with tempfile.TemporaryDirectory() as tmp:
        prog = os.path.join(tmp, "gufunc_fault.py")
        with open(prog, "w") as f:
            f.write(GUFUNC_FAULT)
        res = r.run(prog, "gpu", WEFT_GPU_CHECK="1")
        if res[0] != 1 or GUFUNC_REPORT not in res[2]:
            print("FAIL --gpu-check on a gufunc core out of bounds: exit %d, want %s\n%s%s"
                  % (res[0], GUFUNC_REPORT, res[1], res[2]))
            ok = False
    print("standin_check: --gpu-check on %d bounds faults and a gufunc's: %s" % (len(FAULTS), "same index, axis, block and thread as "
                                                                  "the simulator" if ok else "FAILED"))
    return ok


def check_cache(weft, lib):
    prog = os.path.join(KERNELS, "vector_add.py")
    with tempfile.TemporaryDirectory() as cache:
        r = Runner(weft, lib, cache)
        first, second = r.run(prog, "gpu"), r.run(prog, "gpu")
    compiled = [sum(1 for line in res[3] if line.startswith("compile ")) for res in (first, second)]
    launched = [sum(1 for line in res[3] if line.startswith("launch ")) for res in (first, second)]
    ok = first[:2] == second[:2] and first[0] == 0 and compiled[0] > 0 and compiled[1] == 0 and launched[1] > 0
    print("standin_check: cache: first run compiled %d, second %d and launched %d: %s"
          % (compiled[0], compiled[1], launched[1], "ok" if ok else "FAILED\n%s%s" % (second[1], second[2])))
    return ok


def check_staging_and_profile(r):
    ok = True
    with tempfile.TemporaryDirectory() as tmp:
        prog = os.path.join(tmp, "staged.py")
        with open(prog, "w") as f:
            f.write(STAGED)
        sim = r.run(prog, "sim")
        for label, extra, says in (("WEFT_GPU_STAGING=1", {"WEFT_GPU_STAGING": "1"}, ""),
                                   ("--profile", {"WEFT_PROFILE": "exact"}, "ran on the GPU, timed there by CUDA events")):
            res = r.run(prog, "gpu", **extra)
            if res[:2] != sim[:2] or says not in res[2] or not any(line.startswith("launch ") for line in res[3]):
                print("FAIL %s: exit %d\n--- sim\n%s--- gpu\n%s%s" % (label, res[0], sim[1], res[1], res[2]))
                ok = False
        prog = os.path.join(tmp, "device.py")
        with open(prog, "w") as f:
            f.write(DEVICE)
        res = r.run(prog, "gpu")
        if res[:2] != (0, DEVICE_OUT):
            print("FAIL device queries: exit %d\n--- want\n%s--- got\n%s%s" % (res[0], DEVICE_OUT, res[1], res[2]))
            ok = False
    print("standin_check: staged transfers, a profiled run, device queries: %s" % ("ok" if ok else "FAILED"))
    return ok


COOP_TOO_LARGE = """import numpy as np
from numba import cuda

@cuda.jit
def k(out, b):
    i = cuda.grid(1)
    out[i] = 1
    cuda.cg.this_grid().sync()
    b[i] = out[i] + out[(i + 1) % out.size]

out = np.zeros(32 * 4225, dtype=np.int32)
b = np.zeros_like(out)
k[4225, 32](out, b)
print(b.sum())
"""
COOP_MSG = "RuntimeError: [720] Call to cuLaunchCooperativeKernel results in CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE"


def check_coop_launch(r):
    """A grid sync in more blocks than the device holds at once (the stand-in's H100: 132 SMs, at
    most 32 blocks each): the launch fails with Numba's message on a GPU; the simulator runs it."""
    with tempfile.TemporaryDirectory() as tmp:
        prog = os.path.join(tmp, "coop_too_large.py")
        with open(prog, "w") as f:
            f.write(COOP_TOO_LARGE)
        res = r.run(prog, "gpu")
        sim = r.run(prog, "sim")
    ok = res[0] == 1 and res[2].rstrip().endswith(COOP_MSG) and sim[:2] == (0, "270400\n")
    print("standin_check: a cooperative launch too large for the device: %s"
          % ("Numba's error" if ok else "FAILED: exit %d\n%s%s--- sim\n%s" % (res[0], res[1], res[2], sim[1])))
    return ok


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--weft", default=os.path.join(ROOT, "build/weft"))
    ap.add_argument("--lib", default=os.path.join(ROOT, "build/test/libweft_cuda_standin.so"))
    ap.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--subset", action="store_true", help="every third program of the two largest folders")
    ap.add_argument("paths", nargs="*")
    args = ap.parse_args()
    weft, lib = os.path.abspath(args.weft), os.path.abspath(args.lib)
    if not shutil.which(os.environ.get("WEFT_STANDIN_CXX") or "g++"):
        print("standin_check: SKIP: no g++ to compile kernels with (apt-get install g++)")
        return 0
    with tempfile.TemporaryDirectory() as cache:
        r = Runner(weft, lib, cache)
        probe = r.run(os.path.join(KERNELS, "vector_add.py"), "gpu")
        if probe[0] != 0 and "not built" in probe[2]:
            print("standin_check: SKIP: %s was built without the CUDA toolkit's headers" % weft)
            return 0
        if probe[0] != 0 or not any(line.startswith("launch ") for line in probe[3]):
            print("standin_check: FAIL: vector_add.py does not run on the stand-in:\n%s%s" % (probe[1], probe[2]))
            return 1
        ok = check_corpus(r, args)
        if not args.paths:
            ok &= check_faults(r)
            ok &= check_cache(weft, lib)
            ok &= check_staging_and_profile(r)
            ok &= check_coop_launch(r)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
