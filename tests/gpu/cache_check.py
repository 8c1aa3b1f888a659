"""cache_check.py — a compile-only run whose kernels are all in the cache does not load NVRTC.

gpu/gpu_nvrtc.c records NVRTC's version and newest architecture in the cache folder
(nvrtc-<hash>.info, with the library's path, modification time and size). Checks, with the
dynamic loader's LD_DEBUG=files log: the first run loads NVRTC and writes the record; a second
run (every kernel cached) does not load it; a record that no longer matches the library, or is
garbage, makes the run load NVRTC again and rewrite it; a cache miss loads NVRTC. Output is the
plain run's every time. Skips without a toolkit (the build's compile-only fails with
"GPU backend not built").

    /usr/bin/python3 tests/gpu/cache_check.py --weft build/weft
"""
import argparse
import glob
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PROG = os.path.join(ROOT, "tests", "golden", "kernels", "device_array_kernel.py")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--weft", default="build/weft")
    weft = os.path.abspath(ap.parse_args().weft)
    cache = tempfile.mkdtemp(prefix="weft-nvrtc-record.")
    env = {k: v for k, v in os.environ.items() if not k.startswith("WEFT_")}
    env["WEFT_CACHE_DIR"] = cache
    plain = subprocess.run([weft, PROG], capture_output=True, text=True, env=env)
    failures = []

    def compile_only():
        r = subprocess.run([weft, "--compile-only=sm_90", PROG], capture_output=True, text=True,
                           env=dict(env, LD_DEBUG="files"))
        out_ok = r.returncode == plain.returncode and r.stdout == plain.stdout
        return out_ok, "libnvrtc" in r.stderr, r

    def check(name, ok, r):
        print(("ok   " if ok else "FAIL ") + name)
        if not ok:
            failures.append(name)
            print(f"  rc={r.returncode}\n  stdout={r.stdout!r}\n  stderr tail={r.stderr[-600:]!r}")

    out_ok, loaded, r = compile_only()
    if "GPU backend not built" in r.stderr or "GPU backend unavailable" in r.stderr:
        print("cache_check: SKIP: no NVRTC here")
        return 0
    records = glob.glob(os.path.join(cache, "nvrtc-*.info"))
    check("the first run loads NVRTC and records its version", out_ok and loaded and len(records) == 1, r)
    if not records:
        return 1
    record = records[0]
    good = open(record).read()

    out_ok, loaded, r = compile_only()
    check("a run with every kernel cached does not load NVRTC", out_ok and not loaded, r)

    lines = good.splitlines()  # tag, library path, "mtime size ldcache-mtime", "version archs"
    mtime, size, ldcache = lines[2].split()
    with open(record, "w") as f:
        f.write("\n".join([*lines[:2], f"{int(mtime) + 1} {size} {ldcache}", *lines[3:]]) + "\n")
    out_ok, loaded, r = compile_only()
    check("a record that no longer matches the library is rewritten", out_ok and loaded
          and open(record).read() == good, r)

    with open(record, "w") as f:
        f.write("garbage\n")
    out_ok, loaded, r = compile_only()
    check("a garbage record is rewritten", out_ok and loaded and open(record).read() == good, r)

    # The layout an earlier Weft wrote (no tag line; the newest architecture alone where the
    # list of all belongs) must not be read as "this NVRTC compiles for sm_121 only".
    version, _ = lines[3].split()
    with open(record, "w") as f:
        f.write("\n".join([lines[1], lines[2], f"{version} 121"]) + "\n")
    r = subprocess.run([weft, "--compile-only=sm_80", PROG], capture_output=True, text=True, env=env)
    check("a record in an older layout is rewritten, not misread", r.returncode == plain.returncode
          and r.stdout == plain.stdout and open(record).read() == good, r)

    for entry in glob.glob(os.path.join(cache, "*.wfc")):
        os.unlink(entry)
    out_ok, loaded, r = compile_only()
    check("a cache miss loads NVRTC", out_ok and loaded and glob.glob(os.path.join(cache, "*.wfc")), r)

    subprocess.run(["rm", "-rf", cache])
    print(f"{len(failures)} failed" if failures else "cache record: all passed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
