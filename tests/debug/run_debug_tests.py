#!/usr/bin/python3
"""Transcript tests of the kernel debugger (`weft --debug`, dbg/): each CASE.cmd in this folder
is a debugging session. Its first line says how to run it:

    # run: PROGRAM.py [WEFT FLAGS...]         the other lines go to weft's standard input
    # file: PROGRAM.py [WEFT FLAGS...]        weft reads CASE.cmd itself (--debug-commands=CASE.cmd)

and CASE.out is the expected transcript: standard output and standard error together (the
debugger echoes each command after its prompt), then a last line `exit N`. Runs in this folder;
tracebacks and kernel reports name the program by its absolute path, as CPython does, and the
transcript has this folder taken out of the paths, so that it holds in any checkout.

usage: run_debug_tests.py [--weft build/weft] [--update] [NAME...]
Ends with the line `N passed, N failed`."""
import argparse
import difflib
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))


def run_case(weft, name):
    with open(os.path.join(HERE, name + ".cmd")) as f:
        lines = f.read().split("\n")
    how, _, rest = lines[0].partition(":")
    words = rest.split()
    program, flags = words[0], words[1:]
    env = {k: v for k, v in os.environ.items() if not k.startswith("WEFT_")}
    if how == "# file":
        args, stdin = [weft, "--debug-commands=" + name + ".cmd", *flags, program], ""
    else:
        args, stdin = [weft, "--debug", *flags, program], "\n".join(lines[1:])
    p = subprocess.run(args, input=stdin, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                       cwd=HERE, env=env, timeout=120)
    out = p.stdout
    for d in sorted({HERE, os.path.realpath(HERE)}, key=len, reverse=True):
        out = out.replace(d + "/", "")
    return out + "exit %d\n" % p.returncode


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--weft", default=os.path.join(ROOT, "build", "weft"))
    ap.add_argument("--update", action="store_true", help="write CASE.out from this run")
    ap.add_argument("names", nargs="*")
    a = ap.parse_args()
    weft = os.path.abspath(a.weft)
    names = a.names or sorted(n[:-4] for n in os.listdir(HERE) if n.endswith(".cmd"))
    passed = failed = 0
    for name in names:
        got = run_case(weft, name)
        path = os.path.join(HERE, name + ".out")
        if a.update:
            with open(path, "w") as f:
                f.write(got)
        want = open(path).read() if os.path.exists(path) else ""
        if got == want:
            passed += 1
            continue
        failed += 1
        print("FAIL", name)
        sys.stdout.writelines(difflib.unified_diff(want.splitlines(True), got.splitlines(True), "expected", "got"))
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
