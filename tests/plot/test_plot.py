#!/usr/bin/python3
"""Files that matplotlib.pyplot's savefig writes under Weft (vm/plot), checked by reading them:

  - PNG: the signature and IHDR, 640x480 at the default 6.4x4.8 in and 100 dpi, and the sizes
    figsize= and dpi= ask for;
  - SVG: parses as XML, an <svg> root 460.8pt x 345.6pt (the figure in points);
  - PDF: the %PDF- header;
  - imshow of known arrays: the colormap's colours (viridis, gray with vmin/vmax, hot, jet,
    magma) at the centres of the image's cells, the colours matplotlib's tables give;
    when /usr/bin/python3 has matplotlib, the same script drawn by it has the same colours there;
  - axhline, axvline, fill_between and errorbar: their colours at known data points, and
    matplotlib's at the same points.

usage: test_plot.py [--weft build/weft]      Standard library only; ends with `N passed, N failed`.
"""
import argparse
import os
import struct
import subprocess
import sys
import tempfile
import traceback
import xml.etree.ElementTree as ET
import zlib

ORACLE = "/usr/bin/python3"


def run(cmd, script, tmp):
    path = os.path.join(tmp, "prog.py")
    with open(path, "w") as f:
        f.write(script)
    r = subprocess.run(cmd + [path], capture_output=True, text=True, timeout=120, cwd=tmp)
    assert r.returncode == 0, r.stderr
    return r.stdout


def png_size(data):
    assert data[:8] == b"\x89PNG\r\n\x1a\n", data[:8]
    assert data[12:16] == b"IHDR"
    return struct.unpack(">II", data[16:24])


def png_pixels(data):
    """(width, height, rows of (r, g, b)) of an 8-bit RGB or RGBA PNG."""
    w, h = png_size(data)
    depth, ctype = data[24], data[25]
    assert depth == 8 and ctype in (2, 6), (depth, ctype)
    at, idat = 8, b""
    while at < len(data):
        (n,) = struct.unpack(">I", data[at:at + 4])
        kind = data[at + 4:at + 8]
        if kind == b"IDAT":
            idat += data[at + 8:at + 8 + n]
        at += 12 + n
    raw, bpp = zlib.decompress(idat), 4 if ctype == 6 else 3
    stride, rows, prev = w * bpp, [], bytearray(w * bpp)
    for y in range(h):
        f, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - bpp] if i >= bpp else 0
            b, c = prev[i], prev[i - bpp] if i >= bpp else 0
            if f == 1: line[i] = (line[i] + a) & 255
            elif f == 2: line[i] = (line[i] + b) & 255
            elif f == 3: line[i] = (line[i] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append([tuple(line[k * bpp:k * bpp + 3]) for k in range(w)])
        prev = line
    return w, h, rows


SIZES = """
import matplotlib
matplotlib.use('Agg')
import matplotlib.pyplot as plt
plt.plot([1, 2, 3], [3, 1, 2])
plt.savefig('default.png')
plt.savefig('half.png', dpi=50)
plt.savefig('fig.svg')
plt.savefig('fig.pdf')
plt.figure(figsize=(3, 2))
plt.hist([1, 2, 2, 3])
plt.savefig('small.png')
"""


def test_png_svg_pdf(weft, tmp):
    assert run([weft], SIZES, tmp) == ""  # a program that only saves prints nothing
    read = lambda name: open(os.path.join(tmp, name), "rb").read()
    assert png_size(read("default.png")) == (640, 480)
    assert png_size(read("half.png")) == (320, 240)
    assert png_size(read("small.png")) == (300, 200)
    root = ET.fromstring(read("fig.svg"))
    assert root.tag.endswith("svg"), root.tag
    assert root.get("width") == "460.8pt" and root.get("height") == "345.6pt", root.attrib
    assert read("fig.pdf")[:5] == b"%PDF-"


# A 2x2 image fills a square centred in the default axes (equal aspect): the axes are 496 x
# 369.6 px at (80, 57.6), so the square is 369.6 px wide from x = 143.2.
CELL_X, CELL_Y = (235, 420), (150, 335)
IMAGES = """
import matplotlib.pyplot as plt
import numpy as np
plt.imshow(np.array([[0, 1], [2, 3]]))
plt.savefig('viridis.png')
plt.figure()
plt.imshow([[0, 10], [5, 2.5]], cmap='gray', vmin=0, vmax=10)
plt.savefig('gray.png')
plt.figure()
plt.imshow([[0, 1], [0.5, 0.25]], cmap='hot')
plt.savefig('hot.png')
fig, ax = plt.subplots()
ax.imshow([[0.25, 0.8], [1, 0]], cmap='jet', vmin=0, vmax=1)
fig.savefig('jet.png')
plt.figure()
plt.imshow([[0, 1], [0, 1]], cmap=plt.get_cmap('magma'), origin='lower', extent=(0, 2, 0, 2))
plt.savefig('magma.png')
"""
EXPECTED = {  # matplotlib's image colours: cell (row, column) from the top left
    "viridis.png": [[(68, 1, 84), (48, 103, 141)], [(53, 183, 120), (253, 231, 36)]],
    "gray.png": [[(0, 0, 0), (255, 255, 255)], [(128, 128, 128), (64, 64, 64)]],
    "hot.png": [[(10, 0, 0), (255, 255, 255)], [(255, 91, 0), (178, 0, 0)]],
    "jet.png": [[(0, 128, 255), (255, 103, 0)], [(127, 0, 0), (0, 0, 127)]],
    "magma.png": [[(0, 0, 3), (251, 252, 191)], [(0, 0, 3), (251, 252, 191)]],
}


def cells(path):
    _, _, rows = png_pixels(open(path, "rb").read())
    return [[rows[y][x] for x in CELL_X] for y in CELL_Y]


def test_imshow_colours(weft, tmp):
    run([weft], IMAGES, tmp)
    for name, want in EXPECTED.items():
        got = cells(os.path.join(tmp, name))
        assert got == want, (name, got, want)


def test_imshow_like_matplotlib(weft, tmp):
    if subprocess.run([ORACLE, "-c", "import matplotlib"], capture_output=True).returncode:
        print("  (skipped: no matplotlib for /usr/bin/python3)")
        return
    ref = os.path.join(tmp, "ref")
    os.makedirs(ref)
    run([ORACLE], IMAGES, ref)
    run([weft], IMAGES, tmp)
    for name in EXPECTED:
        assert cells(os.path.join(tmp, name)) == cells(os.path.join(ref, name)), name


# axhline, axvline (half height), fill_between and errorbar on fixed 0..10 axes: the default
# axes are 496 x 369.6 px at (80, 57.6), so data (x, y) is pixel (80 + 49.6 x, 427.2 - 36.96 y).
MARKS = """
import matplotlib.pyplot as plt
fig, ax = plt.subplots()
ax.set_xlim(0, 10)
ax.set_ylim(0, 10)
ax.fill_between([1, 4], [2, 2], [8, 8], color='red')
ax.axhline(9, color='blue', linewidth=6)
ax.axvline(8, ymin=0, ymax=0.5, color='green', linewidth=6)
ax.errorbar([6], [5], yerr=[[2], [3]], fmt='none', ecolor='black', elinewidth=6)
ax.text(1, 1, 'note')
fig.savefig('marks.png')
"""
MARK_POINTS = {  # data point: colour there
    (2.5, 5): (255, 0, 0), (5, 9): (0, 0, 255), (8, 2.5): (0, 128, 0), (8, 7.5): (255, 255, 255),
    (6, 4): (0, 0, 0), (6, 7.5): (0, 0, 0), (6, 2.5): (255, 255, 255), (6, 8.6): (255, 255, 255),
    (0.5, 5): (255, 255, 255),
}


def mark_colours(path):
    _, _, rows = png_pixels(open(path, "rb").read())
    return {p: rows[round(427.2 - 36.96 * p[1])][round(80 + 49.6 * p[0])] for p in MARK_POINTS}


def test_marks_like_matplotlib(weft, tmp):
    run([weft], MARKS, tmp)
    got = mark_colours(os.path.join(tmp, "marks.png"))
    assert got == MARK_POINTS, got
    if subprocess.run([ORACLE, "-c", "import matplotlib"], capture_output=True).returncode:
        return
    ref = os.path.join(tmp, "ref")
    os.makedirs(ref)
    run([ORACLE], MARKS, ref)
    assert mark_colours(os.path.join(ref, "marks.png")) == got


TESTS = [test_png_svg_pdf, test_imshow_colours, test_imshow_like_matplotlib,
         test_marks_like_matplotlib]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--weft", default="build/weft")
    args = ap.parse_args()
    weft = os.path.abspath(args.weft)
    passed = failed = 0
    for t in TESTS:
        with tempfile.TemporaryDirectory() as tmp:
            try:
                t(weft, tmp)
                print("PASS", t.__name__)
                passed += 1
            except Exception:
                print("FAIL", t.__name__)
                traceback.print_exc()
                failed += 1
    print(f"{passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
