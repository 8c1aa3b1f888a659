# gen_lib_text.py — writes vm/py/<name>_src.c, the text of each library module Weft writes in
# Python (vm/py/lib/<name>.py: configparser, zoneinfo) as one C string (lib_text.h). Run after
# editing one:
#   /usr/bin/python3 tools/gen_lib_text.py
import json
import os

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
MODULES = [("configparser", "py_configparser_source"), ("zoneinfo", "py_zoneinfo_source")]

HEADER = """/* %(name)s_src.c — the text of the %(name)s module, which Weft writes in Python and the
 * importer runs as a module (lib_text.h). Generated from vm/py/lib/%(name)s.py by
 * tools/gen_lib_text.py; regenerate rather than edit. */
#include "lib_text.h"

const char %(sym)s[] =
"""

for name, sym in MODULES:
    with open(os.path.join(ROOT, "vm", "py", "lib", name + ".py")) as f:
        text = f.read()
    assert text.isascii() and "??" not in text  # no \\u escapes, no trigraphs
    lines = text.split("\n")
    if lines[-1] == "":
        lines.pop()
    body = ["    " + json.dumps(line + "\n") for line in lines]
    with open(os.path.join(ROOT, "vm", "py", name + "_src.c"), "w") as f:
        f.write(HEADER % {"name": name, "sym": sym})
        f.write("\n".join(body) + ";\n")
