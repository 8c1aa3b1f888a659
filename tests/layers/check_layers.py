#!/usr/bin/env python3
"""check_layers.py — the house rules of docs/architecture.md, checked on the sources and objects.

1. Layers: every `#include "..."` that crosses folders points to a lower layer, and every
   symbol an object file needs from another folder is defined in a lower layer (a call upward
   must go through an interface registered at start-up, never through a direct reference).
2. No .c file is over 1,500 lines (STYLE.md 10).
3. vm/kir calls neither the lexer nor the parser: the typer works from the syntax tree the front
   end built.

Usage: check_layers.py [--obj build/obj]   (the symbol checks need a built tree)
Prints one line per violation and ends with `N violations`; exit status 1 if any.
"""
import argparse
import os
import re
import subprocess
import sys

# Lowest first. Folders on one line share a rank and must not use each other.
LAYERS = [
    ["vm/base"],
    ["vm/obj"],
    ["vm/front"],
    ["vm/py"],
    ["vm/np"],
    ["vm/plot", "vm/scipy"],
    ["vm/host"],
    ["vm/kir"],
    ["vm/numba"],
    ["sim", "gpu"],
    ["prof"],
    ["dbg"],
    ["repl"],
]
RANK = {folder: i for i, row in enumerate(LAYERS) for folder in row}
MAX_C_LINES = 1500
ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"')


def folder_of(path):
    """The layer folder holding path (relative to ROOT), or None outside the layers."""
    d = os.path.dirname(path)
    while d:
        if d in RANK:
            return d
        d = os.path.dirname(d)
    return None


def sources():
    for top in ("vm", "sim", "gpu", "prof", "dbg", "repl"):
        for dirpath, _, names in os.walk(os.path.join(ROOT, top)):
            for name in sorted(names):
                if name.endswith((".c", ".h")):
                    yield os.path.relpath(os.path.join(dirpath, name), ROOT)


def check_includes(problems):
    for src in sources():
        here = folder_of(src)
        if here is None:
            problems.append(f"{src}: not inside a layer folder (add it to LAYERS)")
            continue
        with open(os.path.join(ROOT, src), errors="replace") as f:
            for lineno, line in enumerate(f, 1):
                m = INCLUDE.match(line)
                if not m:
                    continue
                target = os.path.normpath(os.path.join(os.path.dirname(src), m.group(1)))
                there = folder_of(target)
                if there is None or there == here:
                    continue
                if RANK[there] >= RANK[here]:
                    problems.append(f"{src}:{lineno}: includes {target}: {here} may not use {there}")


def check_sizes(problems):
    for src in sources():
        if src.endswith(".c"):
            with open(os.path.join(ROOT, src), errors="replace") as f:
                n = sum(1 for _ in f)
            if n > MAX_C_LINES:
                problems.append(f"{src}: {n} lines (the limit is {MAX_C_LINES})")


def nm(path):
    out = subprocess.run(["nm", path], capture_output=True, text=True, check=True).stdout
    defined, undefined = set(), set()
    for line in out.splitlines():
        parts = line.split()
        if len(parts) == 3 and parts[1] in "TDBRCVW":
            defined.add(parts[2])
        elif len(parts) == 2 and parts[0] == "U":
            undefined.add(parts[1])
    return defined, undefined


def check_symbols(objdir, problems):
    owner, needs = {}, {}
    for dirpath, _, names in os.walk(objdir):
        for name in sorted(names):
            if not name.endswith(".o"):
                continue
            obj = os.path.join(dirpath, name)
            src = os.path.relpath(obj, objdir)[:-2] + ".c"
            if not os.path.exists(os.path.join(ROOT, src)):
                continue  # a stale object of a file that moved
            defined, undefined = nm(obj)
            for sym in defined:
                owner[sym] = src
            needs[src] = undefined
    front_parser = {"vm/front/lexer.c", "vm/front/parse_expr.c", "vm/front/parse_stmt.c",
                    "vm/front/parse_fstring.c"}
    for src, undefined in sorted(needs.items()):
        here = folder_of(src)
        for sym in sorted(undefined):
            target = owner.get(sym)
            if target is None:
                continue
            there = folder_of(target)
            if here == "vm/kir" and target in front_parser:
                problems.append(f"{src}: calls {sym} ({target}): the typer must not lex or parse")
            if there is None or here is None or there == here:
                continue
            if RANK[there] >= RANK[here]:
                problems.append(f"{src}: uses {sym} from {target}: {here} may not use {there}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--obj", default=os.path.join(ROOT, "build", "obj"),
                    help="the object folder of a build (default build/obj)")
    args = ap.parse_args()
    problems = []
    check_includes(problems)
    check_sizes(problems)
    if os.path.isdir(args.obj):
        check_symbols(args.obj, problems)
    else:
        problems.append(f"{args.obj}: no objects to check (build first)")
    for p in problems:
        print(p)
    print(f"{len(problems)} violations")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
