"""error_paths_check.py — the GPU backend's error messages and exit codes, through `weft`.

  - NVRTC rejecting generated code is an internal error: exit 70 (README, STYLE.md), reached with
    the test-only WEFT_GPU_TEST_BREAK_SOURCE=1, which appends a line NVRTC rejects (docs/gpu.md);
  - --compile-only for an architecture NVRTC does not compile for is the user's mistake: a
    ValueError naming the range NVRTC supports (exit 1), not an internal error;
  - malformed WEFT_CACHE_MAX_BYTES, WEFT_GPU_FAST, WEFT_GPU_CHECK are errors naming the variable;
  - --mode=gpu on a machine with no NVIDIA driver says so (checked only where libcuda.so.1 does not
    load).
The NVRTC checks skip without NVRTC.

    /usr/bin/python3 tests/gpu/error_paths_check.py --weft build/weft
"""
import argparse
import ctypes
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PROG = os.path.join(ROOT, "tests", "golden", "kernels", "vector_add.py")
CAP_MSG = "ValueError: WEFT_CACHE_MAX_BYTES={}: expected a whole number of bytes, K, M or G allowed (e.g. 256M)"


def driver_present():
    try:
        ctypes.CDLL("libcuda.so.1")
        return True
    except OSError:
        return False


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--weft", default="build/weft")
    weft = os.path.abspath(ap.parse_args().weft)
    failures = []
    tmp = tempfile.mkdtemp(prefix="weft-gpu-errors.")
    base = {k: v for k, v in os.environ.items() if not k.startswith("WEFT_")}
    base["WEFT_CACHE_DIR"] = os.path.join(tmp, "cache")

    def weft_run(*args, **env):
        return subprocess.run([weft, *args, PROG], capture_output=True, text=True, env=dict(base, **env),
                              timeout=120)

    def check(name, ok, r):
        print(("ok   " if ok else "FAIL ") + name)
        if not ok:
            failures.append(name)
            print(f"  rc={r.returncode}\n  stderr tail={r.stderr[-800:]!r}")

    def last_line(r):
        lines = r.stderr.strip().splitlines()
        return lines[-1] if lines else ""

    probe = weft_run("--compile-only=sm_80")
    have_nvrtc = not ("GPU backend not built" in probe.stderr or "GPU backend unavailable" in probe.stderr)
    if have_nvrtc:
        r = weft_run("--compile-only=sm_80", WEFT_GPU_TEST_BREAK_SOURCE="1")
        check("NVRTC rejecting generated code: internal error, exit 70", r.returncode == 70 and
              re.search(r"^RuntimeError: internal error: NVRTC could not compile kernel add__a1Cf4_a1Cf4_a1Cf4 "
                        r"for sm_80 \(NVRTC_ERROR_COMPILATION\): add__a1Cf4_a1Cf4_a1Cf4\.cu\(\d+\): error: ",
                        r.stderr, re.M) is not None and last_line(r).strip() == "weft_test_broken_source;", r)
        r = weft_run("--compile-only=sm_50")
        check("--compile-only=sm_50: names the architectures NVRTC compiles for, exit 1", r.returncode == 1 and
              re.fullmatch(r"ValueError: cannot compile for sm_50: NVRTC \d+\.\d+ compiles for sm_(\d+) to "
                           r"sm_(\d+) \((\d+ )*\d+\)", last_line(r)) is not None, r)
        for bad in ("abc", "-5", "1.5M"):
            r = weft_run("--compile-only=sm_80", WEFT_CACHE_MAX_BYTES=bad)
            check(f"WEFT_CACHE_MAX_BYTES={bad}: an error naming the variable",
                  r.returncode == 1 and last_line(r) == CAP_MSG.format(bad), r)
        r = weft_run("--compile-only=sm_80", WEFT_CACHE_MAX_BYTES="64M")
        check("WEFT_CACHE_MAX_BYTES=64M is accepted", r.returncode == 0, r)
    else:
        print("error_paths_check: NVRTC checks SKIPPED: no NVRTC here")
    for var in ("WEFT_GPU_FAST", "WEFT_GPU_CHECK"):
        for bad in ("yes", "maybe"):
            r = weft_run(**{var: bad})
            check(f"{var}={bad}: an error naming the variable, exit 2", r.returncode == 2 and r.stdout == "" and
                  r.stderr == f"weft: {var} must be 0 or 1 (got '{bad}')\n", r)
        for good in ("0", "1"):
            r = weft_run(**{var: good})
            check(f"{var}={good} is accepted", r.returncode == 0, r)
    if not driver_present():
        r = weft_run("--mode=gpu")
        if "GPU backend not built" not in r.stderr:
            check("--mode=gpu without a driver: says no NVIDIA driver", r.returncode == 1 and r.stderr ==
                  "weft: --mode=gpu: cannot run kernels on the GPU: no NVIDIA driver (libcuda.so.1 not found)\n", r)
    subprocess.run(["rm", "-rf", tmp])
    print(f"{len(failures)} failed" if failures else "GPU error paths: all passed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
