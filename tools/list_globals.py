#!/usr/bin/env python3
"""list_globals.py — the mutable C globals of the given folders (default vm sim prof): file-scope
variables (static or not) and function-local statics that are not const, with their lines.

Each is either per-process by design (a hook set once at start-up, a process-wide cache keyed
safely, a signal flag, a thread-local scratch buffer) or belongs in per-VM state (runtime.h's
RtStateKey, released with the VM). Review the list when adding one: a Value or an object
pointer here is usually state a second VM would overwrite or a freed VM would leave dangling.

    python3 tools/list_globals.py [--values] [FOLDER...]

--values: only those whose declaration names a Value, an Obj or an object type."""
import os
import re
import sys

DECL = re.compile(r"^(?P<indent>\s*)(?P<static>static\s+)?(?P<rest>[A-Za-z_][^;{}=]*(=[^;]*)?);")
SKIP = re.compile(r"^[^=]*\bconst\b(?!\s*\*)|\b(typedef|extern|return|RtStateKey)\b|^\s*(static\s+)?inline\b")
VALUEISH = re.compile(r"\b(Value|Obj|ClassObj|Instance|Tuple|Str)\b|[A-Z][A-Za-z]*Obj\b")


def declarations(path):
    depth = 0
    with open(path, errors="replace") as f:
        for n, line in enumerate(f, 1):
            code = re.sub(r"/\*.*?\*/|//.*", "", line)
            m = DECL.match(code)
            if m and not SKIP.search(code) and "(" not in m.group("rest").split("=")[0].replace("(*", ""):
                at_file = depth == 0 and not m.group("indent")
                if at_file or m.group("static"):
                    yield n, line.rstrip()
            depth += code.count("{") - code.count("}")


def main(argv):
    values = "--values" in argv
    roots = [a for a in argv if not a.startswith("--")] or ["vm", "sim", "prof"]
    for root in roots:
        for folder, _, files in sorted(os.walk(root)):
            for name in sorted(files):
                if not name.endswith(".c"):
                    continue
                path = os.path.join(folder, name)
                for n, text in declarations(path):
                    if not values or VALUEISH.search(text):
                        print(f"{path}:{n}: {text.strip()}")


if __name__ == "__main__":
    main(sys.argv[1:])
