#!/usr/bin/python3
"""gpu_check.py — the kernel corpus on a real GPU, compared with the simulator bit for bit.

Runs each program of tests/golden/kernels/, tests/golden/gpu/, ../shared/acceptance/ and
tests/gpu/programs/ufunc_kernels.py (target='cuda' ufuncs and cuda.reduce) (or the given ones)
in the simulator, with WEFT_MODE=gpu (`--mode=gpu`), and in auto mode with
WEFT_GPU_HOT_LAUNCHES=1 (each kernel's first launch is simulated, the later ones run on the GPU:
device arrays then pass between simulator and GPU, which checks their coherence), and compares
stdout and exit status. Not compared, and counted apart: programs whose simulator run stops
on a fault (bounds, races, barrier divergence, uninitialised shared memory are the simulator's
checks; on a GPU such a kernel reads or writes what it reads or writes), and the programs of
SIM_ONLY, whose output depends on the order the hardware runs threads in (GPU printf orders lines
by the hardware; the winner of a compare-and-swap is whichever thread gets there first).
Programs run JOBS at a time. Without a GPU (or a build without the toolkit) it prints why it
skipped and exits 0.

    tests/gpu/gpu_check.py [--weft build/weft] [-j JOBS] [PROGRAM ...]
"""
import argparse
import concurrent.futures
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DEFAULT_DIRS = [os.path.join(ROOT, "tests/golden/kernels"), os.path.join(ROOT, "tests/golden/gpu"),
                os.path.join(ROOT, "..", "shared", "acceptance"),
                os.path.join(ROOT, "tests/gpu/programs/ufunc_kernels.py")]
SIM_ONLY = {
    "cuda_random_kernel_warnings.py": "the simulator warns of the draws' uint64 wrap-around, as Numba's simulator "
                                      "does; a GPU wraps silently, as compiled Numba does (docs/simulator.md)",
    "cuda_random_kernel_warnings_hot.py": "the simulator warns of the draws' uint64 wrap-around; a GPU wraps silently",
    "div_zero_warnings.py": "the simulator warns of NumPy scalars' division by zero; a GPU divides silently, as "
                            "compiled Numba does (docs/simulator.md)",
    "floordiv_mod_warnings.py": "the simulator warns of NumPy scalars' // and % by zero; a GPU divides silently",
    "np_math_warnings.py": "the simulator warns as NumPy's ufuncs do (np.sqrt(-1.0), np.log(0.0)); a GPU computes "
                           "silently",
    "float_store_wraps.py": "a float past int32's range wraps through NumPy's scalar setitem in the simulator; "
                            "--mode=gpu's conversion (compiled Numba's) saturates",
    "print_order.py": "kernel printf, lines in hardware order",
    "print_types.py": "kernel printf formats floats with %.9g/%.17g",
    "float32_small_int.py": "kernel printf formats floats with %.9g/%.17g",
    "print_2d_order.py": "kernel printf, lines in hardware order",
    "print_barrier_order.py": "kernel printf, lines in hardware order",
    "print_multi.py": "kernel printf, lines in hardware order",
    "atomic_ops.py": "compare_and_swap: the first thread to arrive wins",
    "091_seed4_c18b_to_device.py": "prints a device array's address",
    "098_seed4_c40_cuda_gpus.py": "prints an object's address",
    "088_seed4_c16b_polar_call.py": "float32 cos/sin: the GPU's last bit differs (docs/gpu.md)",
    "kernel_fault_caught.py": "catches the simulator's bounds fault, which a GPU run does not check",
    "math_more.py": "prints every digit of Python's math results; CUDA's functions may differ by an ulp",
    "numpy_math_bits.py": "prints every bit of np.sin/np.exp/... in a kernel: the simulator computes NumPy's (SVML) values, CUDA's functions differ",
    "math_more_float32.py": "float32 asinh/erfc/...: the GPU's last bit may differ (docs/gpu.md)",
    "recursive_device.py": "recursive device functions: the simulator runs them as Python calls, as Numba's "
                           "simulator does; --mode=gpu refuses them when it compiles the kernel",
    "recursion_error.py": "a recursive device function: run as Python calls in the simulator, refused by "
                          "--mode=gpu when it compiles the kernel",
    "host_kernel_names_interpreted.py": "a recursive device function: run as Python calls in the simulator, "
                                        "refused by --mode=gpu when it compiles the kernel",
    "recursive_runaway.py": "runaway recursion: the simulator's RecursionError; --mode=gpu refuses the "
                            "recursive device function when it compiles the kernel",
    "math_float32_python_float.py": "math.sin/exp/... of float32: float64 in the simulator (Python floats), "
                                     "float32 under --mode=gpu as compiled Numba (docs/gpu.md, Math)",
    "devarray_repr.py": "without a GPU a device array is the simulator's FakeCUDAArray, with one Numba's DeviceNDArray",
    "kernel_record_devarray_print.py": "without a GPU a device array of records is the simulator's FakeCUDAArray, "
                                       "with one Numba's DeviceNDArray",
    "atomic_fault_undone.py": "catches the simulator's bounds fault, which a GPU run does not check",
    "launch_check_bounds.py": "catches the simulator's bounds fault, which a GPU run does not check",
    "warp_native.py": "activemask/votes in divergent code: which lanes run together is the hardware's choice",
    "warp_loop_native.py": "votes in a loop lanes leave: which lanes run together is the hardware's choice",
    "warp_inactive_rerun.py": "a shuffle reading a lane not running it: undefined on a GPU",
    "stream_type_name.py": "a stream's class: the simulator's `stream` without a GPU, Numba's `Stream` "
                           "with one",
    "raise_in_kernel.py": "a kernel's raise: the simulator raises Numba's exception, on a GPU the "
                          "thread ends (Numba checks kernel exceptions only with debug=True)",
    "view_copy_broadcast.py": "catches the simulator's ValueError for a view copy of the wrong shape; "
                              "on a GPU the thread ends (as a kernel's raise)",
    "view_copy_short_error.py": "the simulator's ValueError for a view copy of the wrong shape; on a "
                                "GPU the thread ends (as a kernel's raise)",
    "grid_4d_runtime_error.py": "cuda.grid(4): the simulator's RuntimeError in the calling thread; on a "
                                "GPU the thread ends (compiled Numba refuses it when compiling: not yet)",
    "undefined_name_runtime.py": "a name nothing defines: the simulator's NameError in the threads "
                                 "that read it, compiled Numba's error when it compiles the kernel",
    "assert_in_kernel.py": "a kernel's failing assert: the simulator raises Numba's AssertionError, on a "
                           "GPU the thread ends (as a kernel's raise)",
    "float_of_text_error.py": "float('abc') in a kernel: the simulator raises Python's ValueError, on a "
                              "GPU the thread ends (as a kernel's raise)",
    "print_fstring_repr.py": "kernel printf formats floats with %.9g/%.17g",
    "print_sep_end_tuple.py": "kernel printf formats floats with %.9g/%.17g, lines in hardware order",
}
FAULT = "stopped on a fault"
# Also simulator-only: a bounds fault (Numba's IndexError after the report) and a launch that
# raced (a warning; the simulator then gives Numba's serial result, a GPU whatever its warps do).
BOUNDS = "IndexError: tid=["
RACED = "(--check=strict stops at the first)"


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
    try:
        r = subprocess.run([weft, os.path.basename(prog)], cwd=os.path.dirname(prog), env=env,
                           capture_output=True, text=True, timeout=300)
    except subprocess.TimeoutExpired:
        return -1, "", "timed out after 300 s"
    return r.returncode, r.stdout, r.stderr


def check(weft, prog):
    """(outcome, report): outcome is 'same', 'fault' (simulator-only) or 'differs'."""
    sim = run(weft, prog, "sim")
    if (sim[0] != 0 and (FAULT in sim[2] or BOUNDS in sim[2])) or RACED in sim[2]:
        return "fault", ""
    reports = []
    for mode, extra in (("gpu", {}), ("auto", {"WEFT_GPU_HOT_LAUNCHES": "1"})):
        other = run(weft, prog, mode, **extra)
        if sim[:2] != other[:2]:
            reports.append("FAIL %s (%s mode): simulator exit %d, %s exit %d\n--- sim\n%s--- %s\n%s%s"
                           % (os.path.relpath(prog, ROOT), mode, sim[0], mode, other[0], sim[1], mode,
                              other[1], other[2]))
    return ("differs" if reports else "same"), "".join(reports)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--weft", default=os.path.join(ROOT, "build/weft"))
    ap.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1)
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
    todo = []
    skipped = {}
    for prog in programs(args.paths or DEFAULT_DIRS):
        name = os.path.basename(prog)
        if name in SIM_ONLY:
            skipped[name] = SIM_ONLY[name]
        else:
            todo.append(prog)
    counts = {"same": 0, "fault": 0, "differs": 0}
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        for outcome, report in pool.map(lambda p: check(weft, p), todo):
            counts[outcome] += 1
            if report:
                print(report, end="", flush=True)
    for name, why in sorted(skipped.items()):
        print("not compared: %s (%s)" % (name, why))
    failures = counts["differs"]
    print("gpu_check: %d programs the same in gpu and auto mode as in the simulator, %d differ; "
          "not compared: %d that stop on a simulator fault, %d listed in SIM_ONLY"
          % (counts["same"], failures, counts["fault"], len(skipped)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
