#!/usr/bin/python3
"""compile_all.py — every kernel of the test corpus must lower to CUDA C and compile with NVRTC.

Runs each program of tests/golden/kernels/, tests/golden/gpu/, tests/gpu/programs/ (features the
corpus lacks), ../shared/acceptance/ and the target='cuda' ufunc and cuda.reduce programs of
tests/golden/numba_host/ (or the folders given) twice
per architecture: once plainly and once with WEFT_COMPILE_ONLY=ARCH and WEFT_DUMP_CUDA=DIR
(`--compile-only` / `--dump-cuda` until repl/main.c has the flags). The compile-only run must
exit with the same status and print the same stdout as the plain run (programs that fault on
purpose still fault), and its stderr must not mention the GPU backend failing. Kernels that were
compiled are counted from the dumped .cu files; the ufunc and cuda.reduce kernels among them
(gpu_ufunc.c's units) are counted apart, and the default corpus must have some. A fresh cache folder is used so that every
kernel really goes through NVRTC.

    tests/gpu/compile_all.py [--weft build/weft] [--arch sm_80,sm_90] [--gpu-check] [DIR_OR_FILE ...]
Exit status 0 when all pass (or when the binary has no NVRTC: it says SKIP), 1 otherwise.
"""
import argparse
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DEFAULT_DIRS = [os.path.join(ROOT, "tests/golden/kernels"),
                os.path.join(ROOT, "tests/golden/gpu"),
                os.path.join(ROOT, "tests/gpu/programs"),
                os.path.join(ROOT, "..", "shared", "acceptance"),
                os.path.join(ROOT, "tests/golden/numba_host")]
# From these folders only the programs with target='cuda' ufuncs or cuda.reduce (their kernels).
UFUNC_DIRS = [os.path.join(ROOT, "tests/golden/numba_host")]
UFUNC_MARKS = ("target='cuda'", 'target="cuda"', "cuda.reduce")
UFUNC_KINDS = ("(@vectorize", "(@guvectorize", "(numba.cuda.reduce")
BAD = ("internal error", "GPU backend not built", "has no GPU translation", "NVRTC")


def programs(paths):
    for p in paths:
        if os.path.isfile(p):
            yield os.path.abspath(p)
        elif os.path.isdir(p):
            for name in sorted(os.listdir(p)):
                path = os.path.abspath(os.path.join(p, name))
                if not name.endswith(".py"):
                    continue
                if os.path.abspath(p) in UFUNC_DIRS and not any(m in open(path).read() for m in UFUNC_MARKS):
                    continue
                yield path


def is_ufunc_unit(path):
    """A dumped unit of a ufunc or cuda.reduce (gpu_ufunc.c), from its kernel comment."""
    for line in open(path):
        if line.startswith("/* kernel '"):
            return any(k in line for k in UFUNC_KINDS)
    return False


def run(weft, prog, env):
    r = subprocess.run([weft, os.path.basename(prog)], cwd=os.path.dirname(prog), env=env,
                       capture_output=True, text=True, timeout=120)
    return r.returncode, r.stdout, r.stderr


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--weft", default=os.path.join(ROOT, "build/weft"))
    ap.add_argument("--arch", default="sm_80,sm_90")
    ap.add_argument("--gpu-check", action="store_true",
                    help="generate the device-side bounds checks too (WEFT_GPU_CHECK=1)")
    ap.add_argument("paths", nargs="*")
    args = ap.parse_args()
    weft = os.path.abspath(args.weft)
    paths = args.paths or DEFAULT_DIRS
    failures, kernels, ufuncs, progs = [], 0, 0, 0
    with tempfile.TemporaryDirectory() as tmp:
        base_env = dict(os.environ, WEFT_CACHE_DIR=os.path.join(tmp, "cache"))
        for var in ("WEFT_COMPILE_ONLY", "WEFT_DUMP_CUDA", "WEFT_MODE", "WEFT_GPU_CHECK"):
            base_env.pop(var, None)
        for prog in programs(paths):
            progs += 1
            rc0, out0, _ = run(weft, prog, base_env)
            for arch in args.arch.split(","):
                dump = os.path.join(tmp, "dump", arch, os.path.basename(prog))
                env = dict(base_env, WEFT_COMPILE_ONLY=arch, WEFT_DUMP_CUDA=dump)
                if args.gpu_check:
                    env["WEFT_GPU_CHECK"] = "1"
                rc, out, err = run(weft, prog, env)
                if "GPU backend not built" in err:
                    print("compile_all: SKIP: %s was built without the CUDA toolkit" % weft)
                    return 0
                bad = [line for line in err.splitlines() if any(b in line for b in BAD)]
                if rc != rc0 or out != out0 or bad:
                    why = bad[0] if bad else "exit %d (plain run: %d)%s" % (
                        rc, rc0, "" if out == out0 else ", different output")
                    failures.append("%s [%s]: %s" % (os.path.relpath(prog, ROOT), arch, why))
                    print("FAIL %s [%s]\n%s" % (os.path.relpath(prog, ROOT), arch, err.rstrip()))
                if os.path.isdir(dump):
                    units = [os.path.join(dump, n) for n in os.listdir(dump)]
                    kernels += len(units)
                    ufuncs += sum(is_ufunc_unit(u) for u in units)
    if ufuncs == 0 and not args.paths:
        failures.append("no ufunc or cuda.reduce kernel was compiled")
    print("compile_all: %d programs, %d kernel specialisations compiled for %s (%d of them ufunc or "
          "cuda.reduce kernels), %d failures" % (progs, kernels, args.arch, ufuncs, len(failures)))
    for f in failures:
        print("  " + f)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
