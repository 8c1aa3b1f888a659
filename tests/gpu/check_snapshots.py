#!/usr/bin/python3
"""check_snapshots.py — the generated CUDA C of a few kernels, checked against stored copies.

For each program named in SNAPSHOTS (tests/golden/kernels/, or the folder PROGRAM_DIRS gives), runs it with WEFT_DUMP_CUDA=DIR
(`--dump-cuda DIR`) from its own folder and compares the kernel part of every dumped file (from
the "/* kernel '" line on; the shared prelude is left out so that a prelude change does not
touch every snapshot) with tests/gpu/snapshots/<program>/<kernel>.cu. The comments name the
program by its absolute path, as tracebacks do; the snapshots have its folder taken out of them.

    tests/gpu/check_snapshots.py [--weft build/weft] [--update]
Exit status 0 when all match, 1 on a difference; 0 with SKIP when the binary dumped nothing (a
build without gpu/gpu.mk's link options, where launches do not reach gpu/).
"""
import argparse
import difflib
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
KERNELS = os.path.join(ROOT, "tests/golden/kernels")
SNAPDIR = os.path.join(ROOT, "tests/gpu/snapshots")
SNAPSHOTS = ["vector_add", "shared_reduce", "loop_continue", "early_return", "atomic_ops",
             "warp_shuffle", "const_array", "dynamic_shared", "local_array", "print_types",
             "grid_3d", "syncwarp_reduce", "threadfence", "ufunc_kernels"]
# Programs outside tests/golden/kernels/: target='cuda' ufuncs and cuda.reduce (gpu_ufunc.c).
PROGRAM_DIRS = {"ufunc_kernels": os.path.join(ROOT, "tests/gpu/programs")}


def kernel_part(text, folder):
    at = text.find("/* kernel '")
    text = text[at:] if at >= 0 else text
    for d in sorted({folder, os.path.realpath(folder)}, key=len, reverse=True):
        text = text.replace(d + "/", "")
    return text


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--weft", default=os.path.join(ROOT, "build/weft"))
    ap.add_argument("--update", action="store_true")
    args = ap.parse_args()
    weft = os.path.abspath(args.weft)
    failures, checked = 0, 0
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ)
        for var in ("WEFT_COMPILE_ONLY", "WEFT_MODE"):
            env.pop(var, None)
        for prog in SNAPSHOTS:
            dump = os.path.join(tmp, prog)
            env["WEFT_DUMP_CUDA"] = dump
            folder = PROGRAM_DIRS.get(prog, KERNELS)
            subprocess.run([weft, prog + ".py"], cwd=folder, env=env,
                           capture_output=True, timeout=120)
            if not os.path.isdir(dump):
                if checked == 0 and prog == SNAPSHOTS[0]:
                    print("check_snapshots: SKIP: %s dumped no CUDA C (linked without gpu/gpu.mk's "
                          "GPU_LDFLAGS?)" % weft)
                    return 0
                print("FAIL %s: no kernel was dumped" % prog)
                failures += 1
                continue
            want_dir = os.path.join(SNAPDIR, prog)
            for name in sorted(os.listdir(dump)):
                got = kernel_part(open(os.path.join(dump, name)).read(), folder)
                path = os.path.join(want_dir, name)
                checked += 1
                if args.update:
                    os.makedirs(want_dir, exist_ok=True)
                    open(path, "w").write(got)
                    continue
                want = open(path).read() if os.path.exists(path) else ""
                if got != want:
                    failures += 1
                    print("FAIL %s/%s" % (prog, name))
                    sys.stdout.writelines(difflib.unified_diff(
                        want.splitlines(True), got.splitlines(True), "snapshot", "generated"))
    print("check_snapshots: %d kernels %s, %d differences"
          % (checked, "written" if args.update else "checked", failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
