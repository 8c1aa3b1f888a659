#!/usr/bin/python3
"""Tests of the profiler's kernel model and kernel advice (prof/prof_kmodel.c, sim/sim_cache.c,
prof/prof_advice_kernel.c): the orderings the model must get right (tiled matmul beats naive,
coalesced beats scattered, FP64 on a T4, a ufunc priced by its arrays) and the advice lines that
name the line and the fix. Modeled times only: nothing here times the host. Programs: the
calibration set in bench/calibrate/ and tests/golden/prof/model_lessons.py, ufunc_device_sizes.py,
run with larger sizes than their golden runs. Run: /usr/bin/python3 tests/prof/test_prof_model.py
[--weft build/weft]. Exit status 1 when a test fails."""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

from prof_runner import run_tests

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PROGS = os.path.join(ROOT, "tests", "golden", "prof")
CALIB = os.path.join(ROOT, "bench", "calibrate")
WEFT = os.path.join(ROOT, "build", "weft")
TMP = tempfile.mkdtemp(prefix="weft-prof-model-")


def run(prog, args=(), device="h100", **env):
    """Profile prog (summary on stderr, trace written); (kernels, advice lines) where kernels maps
    a kernel name to its launches' trace events in order."""
    trace = os.path.join(TMP, "t.json")
    full = {k: v for k, v in os.environ.items() if not k.startswith("WEFT_")}
    full.update({"WEFT_PROFILE": "1", "WEFT_TRACE": trace, "WEFT_DEVICE_MODEL": device})
    full.update({k: str(v) for k, v in env.items()})
    p = subprocess.run([WEFT, prog] + [str(a) for a in args], cwd=os.path.dirname(prog), env=full,
                       capture_output=True, text=True, timeout=300)
    assert p.returncode == 0, p.stderr
    with open(trace) as f:
        events = json.load(f)["traceEvents"]
    kernels = {}
    for e in events:
        if e.get("ph") == "X" and "grid" in e.get("args", {}):
            kernels.setdefault(e["name"], []).append(e)
    lines = p.stderr.splitlines()
    advice = []
    if any("** Advice" in l for l in lines):
        advice = [l for l in lines[[i for i, l in enumerate(lines) if "** Advice" in l][0] + 1:] if l.startswith("  - ")]
    return kernels, advice


def dur(kernels, name, k=0):
    return kernels[name][k]["dur"]


def lessons(device, n=1 << 20):
    return run(os.path.join(PROGS, "model_lessons.py"), [n], device)


def test_tiled_matmul_beats_naive():
    for device in ("h100", "t4"):
        k, advice = run(os.path.join(CALIB, "matmul.py"), [256], device)
        assert dur(k, "matmul_tiled") < dur(k, "matmul_naive"), (device, k)
        assert any("Kernel 'matmul_naive' reads each byte of its arrays" in a and "Tile it" in a for a in advice), advice
        assert not any("'matmul_tiled'" in a for a in advice), advice


def test_coalescing_costs():
    k, advice = lessons("h100")
    assert dur(k, "copy_scattered") > 2.5 * dur(k, "copy_coalesced"), k
    a = k["copy_scattered"][0]["args"]
    assert a["gld_sectors"] == 32 * a["gld_requests"], a
    c = k["copy_coalesced"][0]["args"]
    assert c["gld_sectors"] == 4 * c["gld_requests"], c
    # the line: `j = 33 * i % n; b[j] = a[j] * 2` is line 24 of model_lessons.py
    assert any(re.match(r"  - Kernel 'copy_scattered' line 24: each warp's global load touches 32\.0 sectors of 32 "
                        r"bytes where 4 would do \(uncoalesced\)\..*Modeled saving: .* \(\d+%\) \(modeled, h100\)\.$", x)
               for x in advice), advice
    assert not any("'copy_coalesced'" in x for x in advice), advice


def test_fp64_priced_by_device_rate():
    k, advice = lessons("t4")
    assert dur(k, "poly64") > 5 * dur(k, "poly32"), k
    assert any(x.startswith("  - Kernel 'poly64' computes in float64 (line 41 the most): the t4 runs FP64 at 1/32 of "
                            "its FP32 rate.") for x in advice), advice
    k, advice = lessons("h100")
    assert dur(k, "poly32") < dur(k, "poly64") < 3 * dur(k, "poly32"), k
    assert not any("float64" in x for x in advice), advice


def test_transcendentals_priced():
    k, _ = lessons("h100")
    s, m = k["sin_of"][0]["args"], k["mul_only"][0]["args"]
    assert s["f32_ops"] >= 18 * m["f32_ops"], (s, m)
    assert dur(k, "sin_of") > dur(k, "mul_only"), k


PY_MATH_F32 = """\
import math
import numpy as np
from numba import cuda

@cuda.jit
def py_math32(x, out):
    i = cuda.grid(1)
    if i < x.size:
        t = math.sin(x[i])
        out[i] = math.exp(x[i]) + t * t * x[i] + math.sqrt(math.fabs(t))

@cuda.jit
def py_math_half(x, out):
    i = cuda.grid(1)
    if i < x.size:
        out[i] = math.sin(x[i]) * 0.5

x = np.ones(1 << 12, np.float32)
o = np.zeros_like(x)
py_math32[16, 256](x, o)
py_math_half[16, 256](x, o)
"""


def test_python_math_of_float32_priced_as_gpu_runs_it():
    # The simulator computes math.sin of a float32 in double, as Numba's simulator does (its
    # math returns Python floats); compiled Numba computes sinf and keeps the arithmetic on it
    # float32: priced so. A float literal makes the product float64 in Numba too.
    prog = os.path.join(TMP, "py_math_f32.py")
    with open(prog, "w") as f:
        f.write(PY_MATH_F32)
    k, _ = run(prog)
    a, h = k["py_math32"][0]["args"], k["py_math_half"][0]["args"]
    assert a["f64_ops"] == 0 and a["f32_ops"] > 0 and a["sfu_ops"] > 0, a
    assert h["f64_ops"] == 1 << 12 and h["f32_ops"] == 18 << 12, h


def test_occupancy_small_blocks():
    k, advice = lessons("t4")
    assert any(x.startswith("  - Kernel 'scale_small_blocks' runs blocks of 16 threads: an SM holds at most 16 blocks, "
                            "so occupancy is 50%") for x in advice), advice


def register_pressure_program(values=24):
    """A kernel that keeps `values` float64s alive across a loop (each step reads them all), so
    ptxas needs more than 64 registers per thread; a light one beside it."""
    names = ", ".join("x%d" % k for k in range(values))
    body = ["import numpy as np", "from numba import cuda", "", "@cuda.jit", "def heavy(a, out, steps):",
            "    i = cuda.grid(1)", "    if i < out.shape[0]:"]
    body += ["        x%d = a[%d, i]" % (k, k) for k in range(values)]
    body += ["        for s in range(steps):",
             "            %s = %s" % (names, ", ".join("x%d * 0.5 + x%d * x%d" % ((k + 1) % values, k, (k + 7) % values)
                                                   for k in range(values))),
             "        out[i] = " + " + ".join("x%d" % k for k in range(values)), "",
             "@cuda.jit", "def light(out):", "    i = cuda.grid(1)", "    if i < out.shape[0]:",
             "        out[i] = out[i] * 2.0", "",
             "N = 1 << 17", "d_a = cuda.to_device(np.random.default_rng(1).random((%d, N)))" % values,
             "d_out = cuda.device_array(N)", "heavy[N // 256, 256](d_a, d_out, 16)", "light[N // 256, 256](d_out)",
             "print(d_out.copy_to_host()[:2])"]
    path = os.path.join(TMP, "register_pressure.py")
    with open(path, "w") as f:
        f.write("\n".join(body) + "\n")
    return path


def test_register_limited_occupancy():
    # ptxas's count, read from the cubin NVRTC makes for the modeled device (prof/prof_regs.c). On
    # the H100 (2048 threads per SM) the heavy kernel's registers leave 3 blocks of 256 per SM, 38%:
    # advice. On the T4 (1024 threads per SM) the same 3 blocks are 75%, and FP64 binds: none.
    prog = register_pressure_program()
    for device, arch in (("h100", "sm_90"), ("t4", "sm_75")):
        _, advice = run(prog, device=device)
        env = {k: v for k, v in os.environ.items() if not k.startswith("WEFT_")}
        env.update({"WEFT_PROFILE": "1", "WEFT_DEVICE_MODEL": device})
        report = subprocess.run([WEFT, prog], cwd=TMP, env=env, capture_output=True, text=True, timeout=300).stderr
        found = re.findall(r"  (\w+) \(1 launch, occupancy (\d+)%, (\d+) registers", report)
        regs = {name: (int(occ), int(n)) for name, occ, n in found}
        assert regs["heavy"][1] > 64 and 0 < regs["light"][1] <= 32, (device, report)
        text = [x for x in advice if "registers per thread" in x]
        if device == "t4":
            assert regs["heavy"][0] == 75 and not text, (regs, advice)
            continue
        assert regs["heavy"][0] == 38 and regs["light"][0] == 100, regs
        assert len(text) == 1 and text[0].startswith("  - Kernel 'heavy' uses %d registers per thread (ptxas for %s, "
                                                      "through NVRTC)" % (regs["heavy"][1], arch)), advice
        assert "At most 32 registers per thread allow full occupancy" in text[0], text


def test_ufunc_on_device_arrays_priced_by_size():
    k, _ = run(os.path.join(PROGS, "ufunc_device_sizes.py"), [1024, 1 << 22], "h100")
    small, large = dur(k, "axpy", 0), dur(k, "axpy", 1)
    assert large > 3 * small, (small, large)


def test_transpose_advice_and_order():
    k, advice = run(os.path.join(CALIB, "transpose.py"), [1024], "t4")
    assert dur(k, "transpose_padded") < dur(k, "transpose_tiled") < dur(k, "transpose_naive"), k
    assert any(x.startswith("  - Kernel 'transpose_naive' line 13: each warp's global store touches 32.0 sectors")
               for x in advice), advice
    assert any(x.startswith("  - Kernel 'transpose_tiled' line 23: each shared-memory access takes 32.0 passes (bank "
                            "conflicts") and "shape (32, 33)" in x for x in advice), advice
    assert not any("'transpose_padded'" in x for x in advice), advice


def test_reduction_orderings_and_divergence():
    k, advice = run(os.path.join(CALIB, "reduce.py"), [], "t4")
    order = ["reduce_shuffle", "reduce_sequential", "reduce_strided_index", "reduce_interleaved"]
    times = [dur(k, n) for n in order]
    assert times == sorted(times), dict(zip(order, times))
    assert any(x.startswith("  - Kernel 'reduce_interleaved' line 18: ") and "split a warp" in x for x in advice), advice
    assert any(x.startswith("  - Kernel 'reduce_strided_index' line 36: each shared-memory access takes") for x in advice)


def test_sampled_blocks_scale_to_the_grid():
    """The default counts a sample of a large grid's blocks and scales: for a uniform kernel the
    scaled counts equal the exact ones (WEFT_PROF_SAMPLE_BLOCKS=0 counts every block)."""
    k, _ = lessons("h100", 1 << 18)
    e, _ = run(os.path.join(PROGS, "model_lessons.py"), [1 << 18], "h100", WEFT_PROF_SAMPLE_BLOCKS=0)
    s, x = k["copy_coalesced"][0]["args"], e["copy_coalesced"][0]["args"]
    assert s.get("sampled_blocks") == 16 and "sampled_blocks" not in x, (s, x)
    for c in ("gld_requests", "gld_sectors", "gst_sectors", "warp_insts"):
        assert s[c] == x[c], (c, s[c], x[c])


def main():
    global WEFT
    ap = argparse.ArgumentParser()
    ap.add_argument("--weft", default=WEFT)
    args = ap.parse_args()
    WEFT = os.path.abspath(args.weft)
    return run_tests(globals(), TMP)


if __name__ == "__main__":
    sys.exit(main())
