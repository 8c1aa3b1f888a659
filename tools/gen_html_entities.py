# gen_html_entities.py — writes vm/py/html_entities_data.c, the tables behind html.unescape: the
# oracle's html.entities.html5 (HTML5's named character references, CPython's own list) sorted
# by name, and html's numeric-reference fix-ups (_invalid_charrefs, _invalid_codepoints). Run
# with the oracle:
#   /usr/bin/python3 tools/gen_html_entities.py
import html
import os
from html.entities import html5, name2codepoint

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "vm", "py", "html_entities_data.c")

names = sorted(html5, key=lambda k: k.encode())
assert all(k.isascii() and 1 <= len(html5[k]) <= 2 for k in names)
with open(OUT, "w") as f:
    f.write("/* html_entities_data.c — data: HTML5's named character references (CPython's\n"
            " * html.entities.html5, %d names sorted by byte order, each one or two code points) and\n"
            " * html.unescape's numeric-reference fix-ups. Generated from the oracle by\n"
            " * tools/gen_html_entities.py; regenerate rather than edit. */\n" % len(names))
    f.write('#include "html_module.h"\n\n')
    f.write("const HtmlEntity py_html5_entities[] = {\n")
    row = []
    for k in names:
        v = html5[k]
        row.append('{"%s", {0x%X, 0x%X}}' % (k, ord(v[0]), ord(v[1]) if len(v) > 1 else 0))
        if len(row) == 3:
            f.write("    " + ", ".join(row) + ",\n")
            row = []
    if row:
        f.write("    " + ", ".join(row) + ",\n")
    f.write("};\nconst int py_html5_entity_count = %d;\n\n" % len(names))
    f.write("/* A numeric reference to one of these code points means the second (Windows-1252's). */\n")
    f.write("const uint32_t py_html_invalid_charrefs[][2] = {\n")
    items = sorted(html._invalid_charrefs.items())
    for i in range(0, len(items), 6):
        f.write("    " + ", ".join("{0x%X, 0x%X}" % (a, ord(b)) for a, b in items[i:i + 6]) + ",\n")
    f.write("};\nconst int py_html_invalid_charref_count = %d;\n\n" % len(items))
    f.write("/* A numeric reference to one of these gives nothing. */\n")
    f.write("const uint32_t py_html_invalid_codepoints[] = {\n")
    cps = sorted(html._invalid_codepoints)
    for i in range(0, len(cps), 10):
        f.write("    " + ", ".join("0x%X" % c for c in cps[i:i + 10]) + ",\n")
    f.write("};\nconst int py_html_invalid_codepoint_count = %d;\n\n" % len(cps))
    f.write("/* html.entities.name2codepoint: HTML 4's entity names, in the oracle's order. */\n")
    f.write("const HtmlName py_html4_names[] = {\n")
    items = list(name2codepoint.items())
    for i in range(0, len(items), 5):
        f.write("    " + ", ".join('{"%s", 0x%X}' % kv for kv in items[i:i + 5]) + ",\n")
    f.write("};\nconst int py_html4_name_count = %d;\n\n" % len(items))
    f.write("/* The indexes into py_html5_entities of html5's names in the oracle's dict order. */\n")
    f.write("const uint16_t py_html5_order[] = {\n")
    pos = {k: i for i, k in enumerate(names)}
    order = [pos[k] for k in html5]
    for i in range(0, len(order), 16):
        f.write("    " + ", ".join(str(x) for x in order[i:i + 16]) + ",\n")
    f.write("};\n")
