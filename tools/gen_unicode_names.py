# gen_unicode_names.py — writes vm/obj/unicode_names_data.c, the character names behind "\N{...}"
# escapes: the oracle's unicodedata names (Unicode 14.0 for CPython 3.11) and the formal aliases
# it accepts (NameAliases.txt of Debian's unicode-data, kept where the oracle's lookup agrees),
# zlib-compressed and base64-encoded; the algorithmic names (CJK ideographs and the like, Hangul
# syllables) as ranges and jamo tables. Run with the oracle:
#   /usr/bin/python3 tools/gen_unicode_names.py
# (it writes the blob's two halves to unicode_names_data.c and unicode_names_data2.c: files stay
# under the 1,500 lines the house rules allow).
import os
import base64
import textwrap
import unicodedata
import zlib

PREFIXES = ["CJK UNIFIED IDEOGRAPH-", "CJK COMPATIBILITY IDEOGRAPH-", "TANGUT IDEOGRAPH-",
            "KHITAN SMALL SCRIPT CHARACTER-", "NUSHU CHARACTER-"]
UNNAMED = "TANGUT IDEOGRAPH-"  # unicodedata.name gives these, but the oracle's lookup knows none

lines, ranges, prev = [], [], 0
for cp in range(0x110000):
    name = unicodedata.name(chr(cp), None)
    if name is None or name.startswith("HANGUL SYLLABLE "):
        continue
    pre = next((p for p in PREFIXES if name.startswith(p)), None)
    if pre is not None:
        assert name == pre + "%04X" % cp
        if pre == UNNAMED:
            continue
        if ranges and ranges[-1][0] == pre and ranges[-1][2] == cp - 1:
            ranges[-1][2] = cp
        else:
            ranges.append([pre, cp, cp])
        continue
    lines.append(("" if cp - prev == 1 else "%X" % (cp - prev)) + ";" + name)
    prev = cp
for row in open("/usr/share/unicode/NameAliases.txt"):
    row = row.split("#")[0].strip()
    if not row:
        continue
    cp, alias, _kind = row.split(";")
    try:
        ok = unicodedata.lookup(alias) == chr(int(cp, 16))
    except KeyError:
        ok = False
    if ok:
        lines.append("=%s;%s" % (cp, alias))
text = ("\n".join(lines) + "\n").encode()
blob = base64.b64encode(zlib.compress(text, 9)).decode()

base = 0xAC00
jamo_l = [unicodedata.name(chr(base + l * 588))[16:-1] for l in range(19)]
jamo_v = [unicodedata.name(chr(base + v * 28))[17:] for v in range(21)]
jamo_t = [unicodedata.name(chr(base + t))[18:] for t in range(28)]

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "vm", "obj")
rows = textwrap.wrap(blob, 112)
half = len(rows) // 2


def header(f, name, what):
    f.write("/* %s — data: %s\n" % (name, what))
    f.write(" * Generated from the oracle (Unicode %s) by tools/gen_unicode_names.py; regenerate rather\n"
            % unicodedata.unidata_version)
    f.write(" * than edit. */\n")
    f.write('#include "unicode_names.h"\n\n')


def blob_part(f, cname, part):
    f.write("const char %s[] =\n" % cname)
    for ln in part:
        f.write('    "%s"\n' % ln)
    f.write("    ;\n")


with open(os.path.join(OUT, "unicode_names_data.c"), "w") as f:
    header(f, "unicode_names_data.c", "the Unicode character names for \"\\N{...}\" escapes, the first\n"
           " * half of the names blob: zlib-compressed text in base64, one line per character in code point\n"
           " * order, \"D;NAME\" with D the hex distance from the previous line's code point (empty for\n"
           " * 1), then the formal aliases as \"=CP;ALIAS\"; the algorithmic names' ranges and jamo.")
    f.write("const size_t rt_uname_text_size = %d;\n" % len(text))
    blob_part(f, "rt_uname_blob_a", rows[:half])
    f.write("\nconst RtUnameRange rt_uname_ranges[] = {\n")
    for pre, lo, hi in ranges:
        f.write('    {"%s", 0x%X, 0x%X},\n' % (pre, lo, hi))
    f.write("    {NULL, 0, 0}};\n\n")
    for nm, tab in (("l", jamo_l), ("v", jamo_v), ("t", jamo_t)):
        f.write("const char *const rt_uname_jamo_%s[%d] = {\n    %s};\n"
                % (nm, len(tab), ", ".join('"%s"' % j for j in tab)))
with open(os.path.join(OUT, "unicode_names_data2.c"), "w") as f:
    header(f, "unicode_names_data2.c", "the second half of the Unicode names blob (unicode_names_data.c).")
    blob_part(f, "rt_uname_blob_b", rows[half:])
